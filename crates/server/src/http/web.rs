//! The built web app, with an SPA fallback: any path that is not a file gets index.html, and
//! the React router takes it from there.

use std::path::Path;

use axum::{
    Router,
    http::StatusCode,
    response::{Html, IntoResponse},
};
use tower_http::services::{ServeDir, ServeFile};

use crate::AppState;

/// Makes the web app the router's fallback.
pub fn attach(router: Router<AppState>, web_dir: &Path) -> Router<AppState> {
    let index = web_dir.join("index.html");
    if !index.exists() {
        tracing::warn!(dir = %web_dir.display(), "the web app is not built; run `make run` (or `npm run build`)");
        return router.fallback(not_built);
    }
    router.fallback_service(ServeDir::new(web_dir).fallback(ServeFile::new(index)))
}

async fn not_built() -> impl IntoResponse {
    (
        StatusCode::SERVICE_UNAVAILABLE,
        Html(
            "<!doctype html><title>Superprompt</title><p>The web app is not built. Run <code>make run</code>.</p>",
        ),
    )
}
