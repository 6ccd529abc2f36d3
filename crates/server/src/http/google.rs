//! Google sign-in redirects: `/auth/google/start?redirect=/path` sends the browser to the
//! provider; `/auth/google/callback` finishes, sets the refresh cookie and sends the browser on.

use axum::{
    extract::{Query, State},
    http::{HeaderValue, header},
    response::{IntoResponse, Redirect, Response},
};
use serde::Deserialize;

use crate::{AppState, api::cookies::refresh_cookie};

#[derive(Deserialize)]
pub struct StartParams {
    redirect: Option<String>,
}

pub async fn start(State(state): State<AppState>, Query(params): Query<StartParams>) -> Response {
    match state.app.google_start(params.redirect.as_deref()).await {
        Ok(url) => Redirect::to(url.as_str()).into_response(),
        Err(err) => back_to_sign_in(&user_message(err)),
    }
}

#[derive(Deserialize)]
pub struct CallbackParams {
    code: Option<String>,
    state: Option<String>,
    error: Option<String>,
}

pub async fn callback(
    State(state): State<AppState>,
    Query(params): Query<CallbackParams>,
) -> Response {
    let (Some(code), Some(flow_state)) = (params.code, params.state) else {
        let reason = params.error.unwrap_or_else(|| "missing code".into());
        tracing::info!(reason, "Google sign-in was not completed");
        return back_to_sign_in("Google sign-in was cancelled.");
    };
    match state.app.google_finish(code, &flow_state).await {
        Ok((session, target)) => {
            let secure = state.config.public_url().starts_with("https://");
            let mut response = Redirect::to(&target).into_response();
            if let Some((token, expires_at)) = session.refresh
                && let Ok(value) = HeaderValue::from_str(&refresh_cookie(token, expires_at, secure))
            {
                response.headers_mut().append(header::SET_COOKIE, value);
            }
            response
        }
        Err(err) => back_to_sign_in(&user_message(err)),
    }
}

/// The message for the sign-in page; internal details are logged, never shown.
fn user_message(err: crate::app::Error) -> String {
    match err {
        crate::app::Error::Internal(e) => {
            tracing::error!(error = ?e, "Google sign-in failed");
            crate::api::error::INTERNAL_MESSAGE.to_owned()
        }
        other => other.to_string(),
    }
}

fn back_to_sign_in(message: &str) -> Response {
    let encoded: String = url::form_urlencoded::byte_serialize(message.as_bytes()).collect();
    Redirect::to(&format!("/login?error={encoded}")).into_response()
}
