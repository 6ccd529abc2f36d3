//! The Superprompt server as a library: `build_state(config)` wires the parts, `app(state)`
//! gives the router, `serve` runs it with graceful shutdown. `main.rs` only parses the command
//! line; tests build the identical app from here.
//!
//! Layers (arrows point down): `http` (routes, middleware) -> `api` (GraphQL resolvers) ->
//! `app` (use cases) -> `store`, `auth`, `domain`. `jobs` runs scheduled use cases. `state`
//! wires the parts once, for `serve`, the CLI and the tests.

pub mod api;
pub mod app;
pub mod auth;
pub mod cli;
pub mod config;
pub mod http;
pub mod jobs;
pub mod state;
pub mod telemetry;

use std::{future::Future, net::SocketAddr};

use anyhow::Context as _;
use axum::Router;
use tokio::net::TcpListener;

use crate::config::Config;
pub use crate::state::{AppState, build_state, build_state_with};

/// The whole HTTP application.
pub fn app(state: AppState) -> Router {
    http::router(state)
}

/// Serves until `shutdown` resolves, then finishes in-flight requests and closes the pool.
pub async fn serve_on(
    listener: TcpListener,
    state: AppState,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let store = state.app.store().clone();
    let router = app(state);
    axum::serve(
        listener,
        router.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown)
    .await?;
    store.close().await.ok();
    Ok(())
}

/// `superprompt serve`: binds the configured address and serves until Ctrl-C or SIGTERM.
pub async fn serve(config: Config) -> anyhow::Result<()> {
    let address = format!("{}:{}", config.host, config.port);
    let state = build_state(config).await?;
    let listener = TcpListener::bind(&address)
        .await
        .with_context(|| format!("cannot listen on {address}"))?;
    tracing::info!(
        url = %state.config.public_url(),
        database = ?state.app.store().backend(),
        mail = ?state.app.mailer,
        google = state.app.google_enabled(),
        billing = state.app.billing_mode().as_str(),
        llm_providers = state.config.llm.providers.len(),
        "Superprompt is listening"
    );
    let housekeeping = jobs::housekeeping::spawn(state.app.clone());
    let weekly_kpis = jobs::weekly_kpis::spawn(state.app.clone());
    serve_on(listener, state, shutdown_signal()).await?;
    housekeeping.abort();
    weekly_kpis.abort();
    tracing::info!("shut down cleanly");
    Ok(())
}

async fn shutdown_signal() {
    let ctrl_c = async {
        tokio::signal::ctrl_c().await.ok();
    };
    #[cfg(unix)]
    let terminate = async {
        if let Ok(mut signal) =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        {
            signal.recv().await;
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = terminate => {},
    }
    tracing::info!("shutdown signal received; finishing in-flight requests");
}
