//! Middleware: one structured log line and Prometheus metrics per request, security headers on
//! every response (HSTS too when the public address is https), and cache headers for the web
//! app's hashed assets.

use std::{
    pin::Pin,
    sync::Arc,
    task::{Context, Poll},
    time::{Duration, Instant},
};

use axum::{
    body::Body,
    extract::{MatchedPath, Request, State},
    http::{HeaderMap, HeaderValue, header},
    middleware::Next,
    response::Response,
};

use crate::telemetry;

/// The content security policy of the app: scripts only from this origin (no inline scripts),
/// inline styles allowed for UI primitives that position popovers, no framing of us, and frames
/// only from this origin and the operator's embedded contact form (`frame_origin`), if any.
/// With a support chat (`support_origin`, `[support]`), its origin may also serve scripts,
/// styles, images, sounds and frames, and be connected to (its websocket too); without one the
/// policy names no third party.
pub fn csp(frame_origin: Option<&str>, support_origin: Option<&str>) -> HeaderValue {
    let with = |base: &str, extra: &[Option<&str>]| {
        extra
            .iter()
            .flatten()
            .fold(base.to_owned(), |sources, origin| {
                format!("{sources} {origin}")
            })
    };
    let support_socket = support_origin.map(|origin| {
        origin
            .replacen("https://", "wss://", 1)
            .replacen("http://", "ws://", 1)
    });
    let support = [support_origin];
    let scripts = with("'self'", &support);
    let styles = with("'self' 'unsafe-inline'", &support);
    let images = with("'self' data: https:", &support);
    let connect = with("'self'", &[support_origin, support_socket.as_deref()]);
    let media = with("'self' https:", &support);
    let frames = with("'self'", &[frame_origin, support_origin]);
    let policy = format!(
        "default-src 'self'; script-src {scripts}; style-src {styles}; \
         img-src {images}; font-src 'self' data:; connect-src {connect}; \
         media-src {media}; frame-src {frames}; object-src 'none'; base-uri 'self'; \
         form-action 'self'; frame-ancestors 'none'"
    );
    HeaderValue::from_str(&policy).expect("the policy is ASCII")
}

/// `Strict-Transport-Security`: a year, the common choice (and what preload lists ask for),
/// for this host and its subdomains.
pub const HSTS: &str = "max-age=31536000; includeSubDomains";

/// The headers every response carries.
#[derive(Clone)]
pub struct SecurityHeaders {
    pub csp: HeaderValue,
    /// Sent only when users reach us over https (`public_url`), unless the operator turned it
    /// off: over plain http the header would be ignored by browsers, and an https site that is
    /// not ready for it would lock its users out for a year.
    pub hsts: bool,
}

impl SecurityHeaders {
    pub fn new(config: &crate::config::Config, frame_origin: Option<&str>) -> Self {
        // Checked when the configuration is loaded; a bad value here only drops the source.
        let support = config.support.widget().ok().flatten();
        Self {
            csp: csp(frame_origin, support.as_ref().map(|w| w.origin.as_str())),
            hsts: config.hsts && config.public_url().starts_with("https://"),
        }
    }
}

pub async fn security_headers(
    State(policy): State<SecurityHeaders>,
    request: Request,
    next: Next,
) -> Response {
    let SecurityHeaders { csp, hsts } = policy;
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    // A handler that sets its own policy (the embed page) decides framing with its
    // frame-ancestors; everything else may not be framed at all.
    if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
        headers.insert(header::CONTENT_SECURITY_POLICY, csp);
        headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    }
    let mut set = |name: header::HeaderName, value: &'static str| {
        if !headers.contains_key(&name) {
            headers.insert(name, HeaderValue::from_static(value));
        }
    };
    set(header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set(header::REFERRER_POLICY, "strict-origin-when-cross-origin");
    set(
        header::HeaderName::from_static("permissions-policy"),
        "camera=(), microphone=(), geolocation=()",
    );
    set(
        header::HeaderName::from_static("cross-origin-opener-policy"),
        "same-origin",
    );
    if hsts {
        set(header::STRICT_TRANSPORT_SECURITY, HSTS);
    }
    response
}

/// The cap on requests the server works on at once (`max_requests_in_flight`). Past it a
/// request is answered at once with 503, `SERVICE_UNAVAILABLE` and `Retry-After: 1`, instead of
/// joining a backlog: every request in flight holds its body (up to `graphql.max_body_bytes`),
/// its parsed document and its answer, so without a cap an overload or a stall grows the heap
/// with the backlog, and the allocator keeps that peak afterwards (docs/performance.md, the
/// soak). Liveness and metrics are never refused, so an overloaded server is not restarted
/// for being busy and can still be watched. A request counts until its answer's body has been
/// sent (or its connection dropped), so answers a slow reader has not taken yet count too. A
/// websocket counts until it is upgraded (the upgrade's answer has an empty body).
#[derive(Clone)]
pub struct InFlight {
    permits: Arc<tokio::sync::Semaphore>,
}

impl InFlight {
    /// At most `cap` requests at once (at least one).
    pub fn new(cap: usize) -> Self {
        Self {
            permits: Arc::new(tokio::sync::Semaphore::new(cap.max(1))),
        }
    }
}

/// Paths never refused by [`InFlight`].
fn always_admitted(path: &str) -> bool {
    matches!(path, "/healthz" | "/metrics")
}

pub async fn cap_in_flight(
    State(in_flight): State<InFlight>,
    request: Request,
    next: Next,
) -> Response {
    if always_admitted(request.uri().path()) {
        return next.run(request).await;
    }
    let Ok(permit) = in_flight.permits.clone().try_acquire_owned() else {
        metrics::counter!(telemetry::REQUESTS_SHED).increment(1);
        let mut response = super::error_response(
            axum::http::StatusCode::SERVICE_UNAVAILABLE,
            crate::api::error::code::SERVICE_UNAVAILABLE,
            "The server is busy. Try again in a moment.",
        );
        response
            .headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        return response;
    };
    next.run(request).await.map(|body| {
        Body::new(HoldingPermit {
            body,
            _permit: permit,
        })
    })
}

/// An answer's body with the [`InFlight`] permit of its request, released when the body is
/// dropped: once it has all been sent, or its connection closed.
struct HoldingPermit {
    body: Body,
    _permit: tokio::sync::OwnedSemaphorePermit,
}

impl http_body::Body for HoldingPermit {
    type Data = axum::body::Bytes;
    type Error = axum::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<http_body::Frame<Self::Data>, Self::Error>>> {
        Pin::new(&mut self.get_mut().body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    // The inner body's hint, so an answer keeps its Content-Length.
    fn size_hint(&self) -> http_body::SizeHint {
        self.body.size_hint()
    }
}

/// Answers 504 with the API's error shape (`TIMEOUT`) when the response has not started by
/// the deadline. A websocket (`/graphql/ws`) has started once it is upgraded, so only its
/// start is bounded; a streamed generation is bounded by the providers' budget.
pub async fn deadline(State(limit): State<Duration>, request: Request, next: Next) -> Response {
    match tokio::time::timeout(limit, next.run(request)).await {
        Ok(response) => response,
        Err(_) => super::error_response(
            axum::http::StatusCode::GATEWAY_TIMEOUT,
            crate::api::error::code::TIMEOUT,
            "The server took too long to answer. Try again.",
        ),
    }
}

/// Hashed build assets never change, so they can be cached for a year; everything else
/// (index.html above all) must be revalidated so a deploy shows at once.
pub async fn cache_control(request: Request, next: Next) -> Response {
    let immutable = request.uri().path().starts_with("/assets/");
    let mut response = next.run(request).await;
    if !response.headers().contains_key(header::CACHE_CONTROL) {
        let value = if immutable && response.status().is_success() {
            "public, max-age=31536000, immutable"
        } else {
            "no-cache"
        };
        response
            .headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static(value));
    }
    response
}

/// One log line per request with method, route, status, latency (and, where the request had
/// them, the time it waited on LLM providers and the database) and the client's tracing headers
/// (correlation id, request source: web or extension, feature and component, each cut to 64
/// characters); and the request counter and latency histogram for /metrics.
pub async fn log_and_measure(request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map(|p| p.as_str().to_owned())
        .unwrap_or_else(|| {
            if path.starts_with("/assets/") {
                "/assets/*".into()
            } else {
                "fallback".into()
            }
        });
    let correlation_id = header_str(request.headers(), "x-correlation-id");
    let feature = header_str(request.headers(), "x-feature");
    let source = header_str(request.headers(), "x-request-source");
    let component = header_str(request.headers(), "x-component");
    let (response, stages) = telemetry::with_stage_times(next.run(request)).await;
    let status = response.status().as_u16();
    let elapsed = started.elapsed();
    let labels = [
        ("method", method.to_string()),
        ("route", route.clone()),
        ("status", status.to_string()),
    ];
    metrics::counter!("http_requests_total", &labels).increment(1);
    metrics::histogram!("http_request_duration_seconds", &labels[..2])
        .record(elapsed.as_secs_f64());
    let latency_ms = elapsed.as_secs_f64() * 1000.0;
    // Stage times only where the request had the stage (a generation, say).
    let ms = |d: Duration| (!d.is_zero()).then_some(d.as_secs_f64() * 1000.0);
    let (provider_ms, db_read_ms, db_write_ms) =
        (ms(stages.provider), ms(stages.db_read), ms(stages.db_write));
    if !stages.db_write.is_zero() {
        // A generation was recorded: what the server added around the provider's wait and the
        // durable write, and the write itself.
        let overhead = elapsed.saturating_sub(stages.provider + stages.db_write);
        metrics::histogram!(telemetry::GENERATION_OVERHEAD).record(overhead.as_secs_f64());
        metrics::histogram!(telemetry::GENERATION_DURABLE_WRITE)
            .record(stages.db_write.as_secs_f64());
    }
    if status >= 500 {
        tracing::error!(%method, %path, %route, status, latency_ms, provider_ms, db_read_ms, db_write_ms, correlation_id, source, feature, component, "request");
    } else {
        tracing::info!(%method, %path, %route, status, latency_ms, provider_ms, db_read_ms, db_write_ms, correlation_id, source, feature, component, "request");
    }
    response
}

fn header_str(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get(name)
        .and_then(|v| v.to_str().ok())
        .map(|v| v.chars().take(64).collect())
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    /// The policy as it was before the support chat: what a server without `[support]` sends.
    const STRICT: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
         img-src 'self' data: https:; font-src 'self' data:; connect-src 'self'; \
         media-src 'self' https:; frame-src 'self'; object-src 'none'; base-uri 'self'; \
         form-action 'self'; frame-ancestors 'none'";

    #[test]
    fn without_a_support_chat_the_policy_names_no_third_party() {
        assert_eq!(super::csp(None, None), STRICT);
        assert_eq!(
            super::csp(Some("https://forms.example.com"), None),
            STRICT.replace(
                "frame-src 'self';",
                "frame-src 'self' https://forms.example.com;"
            )
        );
    }

    #[test]
    fn a_support_chat_adds_its_origin_where_its_sdk_needs_it() {
        let policy = super::csp(
            Some("https://forms.example.com"),
            Some("https://chat.example.com"),
        );
        let policy = policy.to_str().unwrap();
        for directive in [
            "script-src 'self' https://chat.example.com;",
            "style-src 'self' 'unsafe-inline' https://chat.example.com;",
            "img-src 'self' data: https: https://chat.example.com;",
            "connect-src 'self' https://chat.example.com wss://chat.example.com;",
            "media-src 'self' https: https://chat.example.com;",
            "frame-src 'self' https://forms.example.com https://chat.example.com;",
            "default-src 'self';",
            "object-src 'none';",
            "frame-ancestors 'none'",
        ] {
            assert!(policy.contains(directive), "{directive} in {policy}");
        }
        let local = super::csp(None, Some("http://127.0.0.1:3000"));
        assert!(
            local
                .to_str()
                .unwrap()
                .contains("connect-src 'self' http://127.0.0.1:3000 ws://127.0.0.1:3000;")
        );
    }

    use axum::{Router, body::Body, http::Request, routing::get};
    use tower::ServiceExt;

    #[tokio::test]
    async fn a_request_past_its_deadline_gets_the_api_error_shape() {
        let app = Router::new()
            .route(
                "/slow",
                get(|| async {
                    tokio::time::sleep(Duration::from_secs(5)).await;
                    "late"
                }),
            )
            .route("/quick", get(|| async { "ok" }))
            .layer(axum::middleware::from_fn_with_state(
                Duration::from_millis(100),
                super::deadline,
            ));
        let quick = app
            .clone()
            .oneshot(Request::get("/quick").body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(quick.status(), 200);
        let slow = app
            .oneshot(Request::get("/slow").body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(slow.status(), 504);
        let body = axum::body::to_bytes(slow.into_body(), 10_000)
            .await
            .unwrap();
        let json: serde_json::Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(json["errors"][0]["extensions"]["code"], "TIMEOUT");
    }

    /// The permit goes with the answer's body: an answer the client has not read yet still
    /// counts, and its body keeps its exact size (hyper's Content-Length).
    #[tokio::test]
    async fn a_request_counts_against_the_cap_until_its_answer_has_been_read() {
        let body = "x".repeat(10_000);
        let app = Router::new()
            .route("/page", get(move || async move { body }))
            .route("/healthz", get(|| async { "ok" }))
            .layer(axum::middleware::from_fn_with_state(
                super::InFlight::new(1),
                super::cap_in_flight,
            ));
        let get_path = |path: &'static str| {
            app.clone()
                .oneshot(Request::get(path).body(Body::empty()).unwrap())
        };

        let unread = get_path("/page").await.unwrap();
        assert_eq!(unread.status(), 200);
        let hint = http_body::Body::size_hint(unread.body());
        assert_eq!(hint.exact(), Some(10_000));
        assert_eq!(get_path("/page").await.unwrap().status(), 503);
        assert_eq!(get_path("/healthz").await.unwrap().status(), 200);

        let read = axum::body::to_bytes(unread.into_body(), 20_000)
            .await
            .unwrap();
        assert_eq!(read.len(), 10_000);
        assert_eq!(get_path("/page").await.unwrap().status(), 200);
    }
}
