//! Routes and the middleware stack: `POST /graphql` (and GraphiQL in dev), `GET /graphql/ws`
//! (subscriptions over graphql-ws), the analytics CSV exports, health, readiness, Prometheus
//! metrics, Google sign-in
//! redirects, robots.txt and the sitemap, and the web app (pre-rendered marketing pages, SPA
//! fallback).

mod analytics_csv;
pub mod client_addr;
mod google;
mod graphql;
mod graphql_ws;
mod health;
mod metrics;
pub mod middleware;
mod referral;
mod seo;
mod share;
mod web;
mod webhooks;

use std::time::Duration;

use axum::{
    Json, Router,
    body::{Body, Bytes, to_bytes},
    http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode, header},
    response::{IntoResponse, Response},
    routing::{get, post},
};
use serde_json::json;
use tower_http::{
    catch_panic::CatchPanicLayer,
    compression::CompressionLayer,
    cors::{AllowOrigin, CorsLayer},
};

use crate::{api::error::code, auth::tokens::Claims, state::AppState};

/// An error in the API's shape, `{"errors":[{"message","extensions":{"code"}}]}`, for failures
/// that happen before GraphQL starts.
pub(crate) fn error_response(status: StatusCode, code: &str, message: &str) -> Response {
    (
        status,
        Json(json!({ "errors": [{ "message": message, "extensions": { "code": code } }] })),
    )
        .into_response()
}

/// Reads a JSON request body: 415 unless it is sent as JSON (which also keeps plain HTML forms
/// from other sites out), 413 above `limit` bytes.
pub(crate) async fn json_body(
    headers: &HeaderMap,
    body: Body,
    limit: usize,
) -> Result<Bytes, Response> {
    let is_json = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|m| m.trim().eq_ignore_ascii_case("application/json"));
    if !is_json {
        return Err(error_response(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            code::UNSUPPORTED_MEDIA_TYPE,
            "Send the request as JSON with Content-Type: application/json.",
        ));
    }
    to_bytes(body, limit).await.map_err(|_| {
        error_response(
            StatusCode::PAYLOAD_TOO_LARGE,
            code::PAYLOAD_TOO_LARGE,
            &format!("The request body is larger than the {limit}-byte limit."),
        )
    })
}

/// Escapes text for HTML or XML content and double-quoted attributes (shared content and
/// addresses are text, never markup).
pub(crate) fn escape_markup(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

/// Who is asking: the client address (behind a trusted proxy, from `X-Forwarded-For`) and the
/// browser's User-Agent.
pub(crate) fn client(
    state: &AppState,
    headers: &HeaderMap,
    peer: Option<&axum::extract::ConnectInfo<std::net::SocketAddr>>,
) -> crate::app::Client {
    crate::app::Client {
        ip: client_addr::client_ip(
            headers,
            peer,
            client_addr::ProxyTrust::from_config(&state.config),
        ),
        user_agent: headers
            .get(header::USER_AGENT)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .chars()
            .take(512)
            .collect(),
    }
}

/// Whether the request comes from a browser extension's page (its `Origin`).
pub(crate) fn from_extension(headers: &HeaderMap) -> bool {
    headers
        .get(header::ORIGIN)
        .and_then(|v| v.to_str().ok())
        .is_some_and(crate::api::extension_scope::is_extension_origin)
}

/// The identity of the request's `Authorization: Bearer` access token: None for a guest (no
/// token, or one that is invalid, expired or ended). A failure to check it is an error
/// response (HTTP 503), not a guest: a signed-in user must not look signed out because the
/// database hiccupped.
pub(crate) async fn bearer_claims(
    state: &AppState,
    headers: &HeaderMap,
) -> Result<Option<Claims>, Response> {
    let authorization = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok());
    authorization_claims(state, authorization)
        .await
        .map_err(|unchecked| unchecked.response())
}

/// The access token could not be checked: the client's error, with the code of its cause
/// (SERVICE_UNAVAILABLE when no database connection came free, INTERNAL otherwise, logged
/// where it was made).
pub(crate) struct Unchecked(async_graphql::ServerError);

impl Unchecked {
    fn new(err: crate::app::Error) -> Self {
        use async_graphql::ErrorExtensions;
        let error = err.extend();
        let mut server_error = async_graphql::ServerError::new(error.message, None);
        server_error.extensions = error.extensions;
        Self(server_error)
    }

    /// The error in the API's shape, as an HTTP 503 (the request did not start).
    pub(crate) fn response(self) -> Response {
        (
            StatusCode::SERVICE_UNAVAILABLE,
            Json(json!({ "errors": [self.0] })),
        )
            .into_response()
    }

    /// The error as a GraphQL response (the socket's subscription ends with it).
    pub(crate) fn into_graphql(self) -> async_graphql::Response {
        async_graphql::Response::from_errors(vec![self.0])
    }
}

/// The identity of an `Authorization` value (`Bearer <access token>`), wherever it came from:
/// a request header, or the graphql-ws `connection_init` payload. None for a guest.
pub(crate) async fn authorization_claims(
    state: &AppState,
    authorization: Option<&str>,
) -> Result<Option<Claims>, Unchecked> {
    let Some(token) = authorization.and_then(|v| v.strip_prefix("Bearer ")) else {
        return Ok(None);
    };
    state
        .app
        .authenticate(token.trim())
        .await
        .map_err(Unchecked::new)
}

/// The CORS policy of `POST /graphql`: the configured browser extensions' pages may call it
/// (with a bearer token, never cookies), and no other origin; what they may run is limited by
/// `api/extension_scope.rs`. The web app is same-origin and needs none.
fn extension_cors(config: &crate::config::ExtensionConfig) -> CorsLayer {
    let origins: Vec<HeaderValue> = config
        .allowed_origins
        .iter()
        .filter_map(|origin| HeaderValue::from_str(origin).ok())
        .collect();
    CorsLayer::new()
        .allow_origin(AllowOrigin::list(origins))
        .allow_methods([Method::POST])
        .allow_headers([
            header::CONTENT_TYPE,
            header::AUTHORIZATION,
            HeaderName::from_static("x-request-source"),
            HeaderName::from_static("x-feature"),
            HeaderName::from_static("x-correlation-id"),
            HeaderName::from_static("x-component"),
        ])
        .max_age(Duration::from_secs(600))
}

pub fn router(state: AppState) -> Router {
    // Checked when the configuration is loaded; a bad value here only drops the frame source.
    let frame_origin = state.config.site.contact_form_origin().ok().flatten();
    let graphql_route = if state.config.dev {
        post(graphql::execute).get(graphql::graphiql)
    } else {
        post(graphql::execute)
    }
    .layer(extension_cors(&state.config.extension));
    let routes = Router::new()
        .route("/graphql", graphql_route)
        .route("/graphql/ws", get(graphql_ws::subscribe))
        .route("/analytics/export/{file}", get(analytics_csv::export))
        .route("/healthz", get(health::healthz))
        .route("/readyz", get(health::readyz))
        .route("/metrics", get(metrics::metrics))
        .route("/robots.txt", get(seo::robots))
        .route("/sitemap.xml", get(seo::sitemap))
        .route("/share/{id}", get(share::by_id))
        .route("/share/{slug}/{id}", get(share::page))
        .route("/embed/{id}", get(share::embed))
        .route("/auth/google/start", get(google::start))
        .route("/auth/google/callback", get(google::callback))
        .route(
            "/webhooks/stripe",
            post(webhooks::stripe).layer(axum::extract::DefaultBodyLimit::max(
                webhooks::MAX_EVENT_BYTES,
            )),
        );
    web::attach(routes, &state.config.web_dir)
        // gzip for clients that accept it: the web app's scripts and styles shrink to about a
        // third. Images, event streams and responses under 32 bytes (a websocket upgrade has
        // none) stay as they are (tower-http's default predicate).
        .layer(CompressionLayer::new().gzip(true))
        .layer(axum::middleware::from_fn(middleware::cache_control))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            referral::remember_referral,
        ))
        .layer(axum::middleware::from_fn_with_state(
            middleware::SecurityHeaders::new(&state.config, frame_origin.as_deref()),
            middleware::security_headers,
        ))
        // Inside the log, so a timed-out request is logged with its status like any other.
        .layer(axum::middleware::from_fn_with_state(
            Duration::from_secs(state.config.request_timeout_secs.max(1)),
            middleware::deadline,
        ))
        // Inside the log, so a refused request is logged and counted like any other.
        .layer(axum::middleware::from_fn_with_state(
            middleware::InFlight::new(state.config.max_requests_in_flight),
            middleware::cap_in_flight,
        ))
        .layer(axum::middleware::from_fn(middleware::log_and_measure))
        .layer(CatchPanicLayer::new())
        .with_state(state)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Error;

    async fn body_of(response: Response) -> serde_json::Value {
        let bytes = to_bytes(response.into_body(), 1 << 16).await.unwrap();
        serde_json::from_slice(&bytes).unwrap()
    }

    #[tokio::test]
    async fn a_token_unchecked_for_a_busy_database_is_service_unavailable() {
        let response = Unchecked::new(Error::from(store::Error::Busy)).response();
        assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
        let body = body_of(response).await;
        assert_eq!(
            body["errors"][0]["extensions"]["code"],
            code::SERVICE_UNAVAILABLE
        );
        assert_eq!(
            body["errors"][0]["message"],
            "The server is busy. Try again in a moment."
        );
    }

    #[tokio::test]
    async fn a_token_unchecked_for_another_cause_is_internal_and_says_nothing_more() {
        let cause = anyhow::anyhow!("connection reset by the database at 10.0.0.7");
        let response = Unchecked::new(Error::Internal(cause)).response();
        assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
        let body = body_of(response).await;
        assert_eq!(body["errors"][0]["extensions"]["code"], code::INTERNAL);
        assert_eq!(
            body["errors"][0]["message"],
            crate::api::error::INTERNAL_MESSAGE
        );
        assert!(!body.to_string().contains("10.0.0.7"), "{body}");
    }

    #[test]
    fn the_socket_gets_the_same_error() {
        let response = Unchecked::new(Error::from(store::Error::Busy)).into_graphql();
        let json = serde_json::to_value(&response).unwrap();
        assert_eq!(
            json["errors"][0]["extensions"]["code"],
            code::SERVICE_UNAVAILABLE
        );
    }
}
