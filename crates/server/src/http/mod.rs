//! Non-GraphQL routes and the middleware stack: `POST /graphql` (and GraphiQL in dev), health,
//! readiness, Prometheus metrics, Google sign-in redirects, and the web app with SPA fallback.

mod generate;
mod google;
mod graphql;
mod health;
pub mod middleware;
mod web;

use std::time::Duration;

use axum::{
    Router,
    routing::{get, post},
};
use tower_http::{catch_panic::CatchPanicLayer, timeout::TimeoutLayer};

use crate::AppState;

pub fn router(state: AppState) -> Router {
    let graphql_route = if state.config.dev {
        post(graphql::execute).get(graphql::graphiql)
    } else {
        post(graphql::execute)
    };
    let routes = Router::new()
        .route("/graphql", graphql_route)
        .route("/api/generate/stream", post(generate::stream))
        .route("/healthz", get(health::healthz))
        .route("/readyz", get(health::readyz))
        .route("/metrics", get(health::metrics))
        .route("/auth/google/start", get(google::start))
        .route("/auth/google/callback", get(google::callback));
    web::attach(routes, &state.config.web_dir)
        .layer(axum::middleware::from_fn(middleware::cache_control))
        .layer(axum::middleware::from_fn(middleware::security_headers))
        .layer(axum::middleware::from_fn(middleware::log_and_measure))
        .layer(TimeoutLayer::with_status_code(
            axum::http::StatusCode::REQUEST_TIMEOUT,
            Duration::from_secs(60),
        ))
        .layer(CatchPanicLayer::new())
        .with_state(state)
}
