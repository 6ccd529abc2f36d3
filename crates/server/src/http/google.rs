//! Google sign-in redirects: `/auth/google/start?redirect=/path` sends the browser to the
//! provider and gives it the flow cookie; `/auth/google/callback` finishes (only in the browser
//! holding that cookie), sets the refresh cookie and sends the browser on.

use axum::{
    extract::{Query, State},
    http::{HeaderMap, HeaderValue, header},
    response::{IntoResponse, Redirect, Response},
};
use serde::Deserialize;

use crate::{
    api::cookies::{
        GOOGLE_FLOW_COOKIE, cleared_google_flow_cookie, google_flow_cookie, read_cookie,
        read_referral, refresh_cookie,
    },
    state::AppState,
};

#[derive(Deserialize)]
pub struct StartParams {
    redirect: Option<String>,
}

pub async fn start(State(state): State<AppState>, Query(params): Query<StartParams>) -> Response {
    match state.app.google_start(params.redirect.as_deref()).await {
        Ok(started) => {
            let mut response = Redirect::to(started.url.as_str()).into_response();
            let cookie = google_flow_cookie(&started.state, started.keep_for_secs, secure(&state));
            set_cookie(&mut response, &cookie);
            response
        }
        Err(err) => back_to_sign_in(&user_message(err)),
    }
}

fn secure(state: &AppState) -> bool {
    state.config.public_url().starts_with("https://")
}

fn set_cookie(response: &mut Response, cookie: &str) {
    if let Ok(value) = HeaderValue::from_str(cookie) {
        response.headers_mut().append(header::SET_COOKIE, value);
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
    headers: HeaderMap,
    Query(params): Query<CallbackParams>,
) -> Response {
    let secure = secure(&state);
    let mut response = match (params.code, params.state) {
        (Some(code), Some(flow_state)) => {
            let started_here = headers
                .get_all(header::COOKIE)
                .iter()
                .filter_map(|v| v.to_str().ok())
                .find_map(|v| read_cookie(v, GOOGLE_FLOW_COOKIE));
            match state
                .app
                .google_finish(
                    code,
                    &flow_state,
                    started_here.as_deref(),
                    read_referral(&headers),
                    &super::client(&state, &headers, None),
                )
                .await
            {
                Ok((session, target)) => {
                    let mut response = Redirect::to(&target).into_response();
                    if let Some((token, expires_at)) = session.refresh {
                        set_cookie(
                            &mut response,
                            &refresh_cookie(token, expires_at, state.app.clock().now(), secure),
                        );
                    }
                    response
                }
                Err(err) => back_to_sign_in(&user_message(err)),
            }
        }
        _ => {
            let reason = params.error.unwrap_or_else(|| "missing code".into());
            tracing::info!(reason, "Google sign-in was not completed");
            back_to_sign_in("Google sign-in was cancelled.")
        }
    };
    // The flow is over either way.
    set_cookie(&mut response, &cleared_google_flow_cookie(secure));
    response
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
