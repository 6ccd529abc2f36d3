//! The refresh-token cookie: httpOnly (scripts can't read it), SameSite=Strict (other sites
//! can't send it), Secure when served over https.

use async_graphql::Context;
use chrono::{DateTime, Utc};
use cookie::{Cookie, SameSite};

use super::RequestContext;

pub const REFRESH_COOKIE: &str = "sp_refresh";

pub fn refresh_cookie(value: String, expires_at: DateTime<Utc>, secure: bool) -> String {
    let max_age = (expires_at - Utc::now()).num_seconds().max(0);
    Cookie::build((REFRESH_COOKIE, value))
        .http_only(true)
        .same_site(SameSite::Strict)
        .secure(secure)
        .path("/")
        .max_age(cookie_max_age(max_age))
        .build()
        .to_string()
}

pub fn cleared_refresh_cookie(secure: bool) -> String {
    Cookie::build((REFRESH_COOKIE, ""))
        .http_only(true)
        .same_site(SameSite::Strict)
        .secure(secure)
        .path("/")
        .max_age(cookie_max_age(0))
        .build()
        .to_string()
}

fn cookie_max_age(seconds: i64) -> cookie::time::Duration {
    cookie::time::Duration::seconds(seconds)
}

pub fn set_refresh(ctx: &Context<'_>, value: String, expires_at: DateTime<Utc>) {
    let secure = ctx
        .data_opt::<RequestContext>()
        .is_some_and(|r| r.secure_cookies);
    ctx.append_http_header("set-cookie", refresh_cookie(value, expires_at, secure));
}

pub fn clear_refresh(ctx: &Context<'_>) {
    let secure = ctx
        .data_opt::<RequestContext>()
        .is_some_and(|r| r.secure_cookies);
    ctx.append_http_header("set-cookie", cleared_refresh_cookie(secure));
}

/// Reads the refresh token from a Cookie header.
pub fn read_refresh(cookie_header: &str) -> Option<String> {
    Cookie::split_parse(cookie_header)
        .filter_map(Result::ok)
        .find(|c| c.name() == REFRESH_COOKIE && !c.value().is_empty())
        .map(|c| c.value().to_owned())
}
