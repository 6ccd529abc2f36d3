//! The `ref` cookie: a visit to any page with `?ref=CODE` keeps the code for 30 days, set only
//! if the browser has none yet (the first referrer counts), and only for a code that belongs to
//! someone. A malformed or unknown code is ignored, never an error; the page is served as usual.

use axum::{
    extract::{Request, State},
    http::{Method, header},
    middleware::Next,
    response::Response,
};
use domain::referral::REF_PARAM;

use crate::{
    api::cookies::{read_referral, referral_cookie},
    state::AppState,
};

pub async fn remember_referral(
    State(state): State<AppState>,
    request: Request,
    next: Next,
) -> Response {
    let wanted = (request.method() == Method::GET && read_referral(request.headers()).is_none())
        .then(|| code_in(request.uri().query()))
        .flatten();
    let mut response = next.run(request).await;
    let Some(raw) = wanted else {
        return response;
    };
    match state.app.known_referral_code(&raw).await {
        Ok(Some(code)) => {
            let secure = state.config.public_url().starts_with("https://");
            if let Ok(value) = referral_cookie(&code, secure).parse() {
                response.headers_mut().append(header::SET_COOKIE, value);
            }
        }
        Ok(None) => {}
        Err(err) => tracing::warn!(error = %err, "could not check a referral code"),
    }
    response
}

/// The `ref` parameter of a query string.
fn code_in(query: Option<&str>) -> Option<String> {
    url::form_urlencoded::parse(query?.as_bytes())
        .find(|(name, _)| name == REF_PARAM)
        .map(|(_, value)| value.into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_code_is_read_from_the_query() {
        assert_eq!(code_in(Some("ref=ABCD2345")), Some("ABCD2345".into()));
        assert_eq!(code_in(Some("x=1&ref=abcd%202")), Some("abcd 2".into()));
        assert_eq!(code_in(Some("x=1")), None);
        assert_eq!(code_in(None), None);
    }
}
