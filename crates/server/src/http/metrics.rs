//! `GET /metrics`, the Prometheus text, behind the gate `metrics.access` chooses: off (404),
//! this machine only (the default: 403 for anyone else), or a bearer token (401 without the
//! right one). Route names, status counts and latencies tell an outsider what runs here and how
//! busy it is, so they are not public.

use std::net::{IpAddr, SocketAddr};

use axum::{
    extract::{ConnectInfo, State},
    http::{HeaderMap, HeaderValue, StatusCode, header, request::Parts},
    response::{IntoResponse, Response},
};
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

use super::{client_addr::is_local_request, error_response};
use crate::{
    api::error::code,
    config::{MetricsAccess, MetricsConfig},
    state::AppState,
    telemetry,
};

pub async fn metrics(State(state): State<AppState>, parts: Parts) -> Response {
    let peer = parts
        .extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map(|p| p.0.ip());
    if let Err(refusal) = check(&state.config.metrics, &parts.headers, peer) {
        return refusal.into_response();
    }
    // Gauges read at scrape time, so they are as of this answer.
    if let Some(bytes) = state.app.store().sqlite_memory_used() {
        metrics::gauge!(telemetry::SQLITE_MEMORY).set(bytes as f64);
    }
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        state.metrics.render(),
    )
        .into_response()
}

#[derive(Debug, PartialEq, Eq)]
enum Refusal {
    Off,
    NotLocal,
    BadToken,
}

fn check(config: &MetricsConfig, headers: &HeaderMap, peer: Option<IpAddr>) -> Result<(), Refusal> {
    match config.access {
        MetricsAccess::Off => Err(Refusal::Off),
        MetricsAccess::Loopback if is_local_request(headers, peer) => Ok(()),
        MetricsAccess::Loopback => Err(Refusal::NotLocal),
        MetricsAccess::Token => {
            let given = bearer(headers).ok_or(Refusal::BadToken)?;
            // A token mode without a token is refused at start; should one get here anyway,
            // nothing matches.
            let expected = config.token.as_ref().ok_or(Refusal::BadToken)?;
            if same_secret(given, expected.expose()) {
                Ok(())
            } else {
                Err(Refusal::BadToken)
            }
        }
    }
}

/// `Authorization: Bearer <token>` (the scheme in any case, as RFC 9110 allows).
fn bearer(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim())
        .filter(|t| !t.is_empty())
}

/// Compares digests in constant time, so the answer's timing tells neither where a guess went
/// wrong nor how long the token is.
fn same_secret(given: &str, expected: &str) -> bool {
    let given = Sha256::digest(given.as_bytes());
    let expected = Sha256::digest(expected.as_bytes());
    given.ct_eq(&expected).into()
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        match self {
            Refusal::Off => error_response(StatusCode::NOT_FOUND, code::NOT_FOUND, "Not found."),
            Refusal::NotLocal => error_response(
                StatusCode::FORBIDDEN,
                code::FORBIDDEN,
                "Metrics are only served to this machine.",
            ),
            Refusal::BadToken => {
                let mut response = error_response(
                    StatusCode::UNAUTHORIZED,
                    code::UNAUTHENTICATED,
                    "Send the metrics token as Authorization: Bearer <token>.",
                );
                response.headers_mut().insert(
                    header::WWW_AUTHENTICATE,
                    HeaderValue::from_static("Bearer realm=\"metrics\""),
                );
                response
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Secret;

    const TOKEN: &str = "0123456789abcdef0123456789abcdef";

    fn config(access: MetricsAccess) -> MetricsConfig {
        MetricsConfig {
            access,
            token: (access == MetricsAccess::Token).then(|| Secret::new(TOKEN)),
        }
    }

    fn with(name: &'static str, value: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(name, HeaderValue::from_str(value).unwrap());
        headers
    }

    #[test]
    fn each_mode_lets_in_only_whom_it_says() {
        let local = Some("127.0.0.1".parse().unwrap());
        let remote = Some("203.0.113.7".parse().unwrap());
        let none = HeaderMap::new();

        let off = config(MetricsAccess::Off);
        assert_eq!(check(&off, &none, local), Err(Refusal::Off));

        let loopback = config(MetricsAccess::Loopback);
        assert_eq!(check(&loopback, &none, local), Ok(()));
        assert_eq!(check(&loopback, &none, remote), Err(Refusal::NotLocal));
        assert_eq!(check(&loopback, &none, None), Err(Refusal::NotLocal));
        let forwarded = with("x-forwarded-for", "203.0.113.7");
        assert_eq!(check(&loopback, &forwarded, local), Err(Refusal::NotLocal));
        let right = with("authorization", &format!("Bearer {TOKEN}"));
        assert_eq!(
            check(&loopback, &right, remote),
            Err(Refusal::NotLocal),
            "a token opens nothing in loopback mode"
        );

        let token = config(MetricsAccess::Token);
        assert_eq!(check(&token, &right, remote), Ok(()));
        assert_eq!(
            check(
                &token,
                &with("authorization", &format!("bearer  {TOKEN} ")),
                remote
            ),
            Ok(())
        );
        for refused in [
            HeaderMap::new(),
            with("authorization", TOKEN),
            with("authorization", &format!("Basic {TOKEN}")),
            with("authorization", "Bearer "),
            with("authorization", &format!("Bearer {}", &TOKEN[1..])),
            with("authorization", &format!("Bearer {TOKEN}x")),
        ] {
            assert_eq!(
                check(&token, &refused, local),
                Err(Refusal::BadToken),
                "{refused:?}"
            );
        }
        let tokenless = MetricsConfig {
            access: MetricsAccess::Token,
            token: None,
        };
        assert_eq!(check(&tokenless, &right, local), Err(Refusal::BadToken));
    }
}
