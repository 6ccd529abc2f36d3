//! `POST /webhooks/stripe`: Stripe's event deliveries. The raw body is verified against the
//! `Stripe-Signature` header (300 s tolerance) before anything is read from it. Answers: 200
//! when handled (including a duplicate, an event type we do not act on, and an event about an
//! account we do not have, which are logged and change nothing), 400 for a bad signature, a
//! stale timestamp or a signed event that cannot be read, 404 when Stripe is not configured,
//! 503 when Stripe could not be reached to re-read the object (Stripe then retries the
//! delivery).

use axum::{
    extract::State,
    http::{HeaderMap, StatusCode},
    response::{IntoResponse, Response},
};

use crate::{api::error::code, app::Error, state::AppState};

/// Stripe sends events of up to a few hundred KB.
pub const MAX_EVENT_BYTES: usize = 1024 * 1024;

pub async fn stripe(State(state): State<AppState>, headers: HeaderMap, body: String) -> Response {
    let signature = headers
        .get("stripe-signature")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    match state.app.stripe_webhook(&body, signature).await {
        Ok(()) => (StatusCode::OK, "ok").into_response(),
        Err(Error::Validation(err)) => {
            super::error_response(StatusCode::BAD_REQUEST, code::BAD_REQUEST, &err.message)
        }
        Err(Error::NotFound(message)) => {
            super::error_response(StatusCode::NOT_FOUND, code::NOT_FOUND, &message)
        }
        Err(Error::Unavailable(message)) => {
            tracing::warn!(%message, "a Stripe webhook could not be handled now");
            super::error_response(
                StatusCode::SERVICE_UNAVAILABLE,
                code::SERVICE_UNAVAILABLE,
                "Stripe could not be reached; retry later.",
            )
        }
        Err(other) => {
            tracing::error!(error = %other, "a Stripe webhook failed");
            super::error_response(
                StatusCode::INTERNAL_SERVER_ERROR,
                code::INTERNAL,
                crate::api::error::INTERNAL_MESSAGE,
            )
        }
    }
}
