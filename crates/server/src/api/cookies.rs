//! The refresh-token cookie: httpOnly (scripts can't read it), SameSite=Strict (other sites
//! can't send it), Secure when served over https. And the Google sign-in flow cookie, which
//! ties a sign-in to the browser that started it.

use async_graphql::Context;
use chrono::{DateTime, Utc};
use cookie::{Cookie, SameSite};
use domain::referral::{REF_COOKIE, REF_COOKIE_DAYS, ReferralCode};

use super::RequestContext;

pub const REFRESH_COOKIE: &str = "sp_refresh";
/// Holds the state of the Google sign-in this browser started.
pub const GOOGLE_FLOW_COOKIE: &str = "sp_google_flow";
/// Only the sign-in routes need it.
const GOOGLE_FLOW_PATH: &str = "/auth/google";

/// `now` is the app's clock, so the cookie lives exactly as long as the token.
pub fn refresh_cookie(
    value: String,
    expires_at: DateTime<Utc>,
    now: DateTime<Utc>,
    secure: bool,
) -> String {
    let max_age = (expires_at - now).num_seconds().max(0);
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

/// The flow cookie: SameSite=Lax, because the provider sends the browser back with a
/// top-level navigation from its own site, which Strict would strip; it lives as long as a flow.
pub fn google_flow_cookie(state: &str, max_age_secs: i64, secure: bool) -> String {
    Cookie::build((GOOGLE_FLOW_COOKIE, state.to_owned()))
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(secure)
        .path(GOOGLE_FLOW_PATH)
        .max_age(cookie_max_age(max_age_secs))
        .build()
        .to_string()
}

pub fn cleared_google_flow_cookie(secure: bool) -> String {
    google_flow_cookie("", 0, secure)
}

fn cookie_max_age(seconds: i64) -> cookie::time::Duration {
    cookie::time::Duration::seconds(seconds)
}

pub fn set_refresh(ctx: &Context<'_>, value: String, expires_at: DateTime<Utc>) {
    let secure = ctx
        .data_opt::<RequestContext>()
        .is_some_and(|r| r.secure_cookies);
    let now = ctx.data_unchecked::<crate::app::App>().clock().now();
    ctx.append_http_header("set-cookie", refresh_cookie(value, expires_at, now, secure));
}

pub fn clear_refresh(ctx: &Context<'_>) {
    let secure = ctx
        .data_opt::<RequestContext>()
        .is_some_and(|r| r.secure_cookies);
    ctx.append_http_header("set-cookie", cleared_refresh_cookie(secure));
}

/// Reads the refresh token from a Cookie header.
pub fn read_refresh(cookie_header: &str) -> Option<String> {
    read_cookie(cookie_header, REFRESH_COOKIE)
}

/// The referral code a visitor arrived with (the `ref` cookie), if it reads as a code.
pub fn read_referral(headers: &axum::http::HeaderMap) -> Option<ReferralCode> {
    headers
        .get_all(axum::http::header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find_map(|v| read_cookie(v, REF_COOKIE))
        .and_then(|raw| ReferralCode::parse(&raw))
}

/// The `ref` cookie: 30 days, readable by every page of the site, sent on top-level
/// navigations from other sites (Lax), and out of scripts' reach.
pub fn referral_cookie(code: &ReferralCode, secure: bool) -> String {
    Cookie::build((REF_COOKIE, code.as_str().to_owned()))
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(secure)
        .path("/")
        .max_age(cookie_max_age(REF_COOKIE_DAYS * 24 * 3600))
        .build()
        .to_string()
}

/// Reads a non-empty cookie by name from a Cookie header.
pub fn read_cookie(cookie_header: &str, name: &str) -> Option<String> {
    Cookie::split_parse(cookie_header)
        .filter_map(Result::ok)
        .find(|c| c.name() == name && !c.value().is_empty())
        .map(|c| c.value().to_owned())
}
