//! The built web app. Marketing pages are pre-rendered at build time: `GET /features` serves
//! `features.html` when the build made one (and `/` serves the pre-rendered `index.html`), so
//! they show their content without JavaScript. Every path the build lists in
//! `sitemap-paths.json` is served its page, dots and capitals included
//! (`/features/veo-3.1-prompt-generator`); other paths qualify only when plain (lower case,
//! digits and dashes). Any other path that is not a file gets the SPA
//! shell (`app.html`, or `index.html` from builds without pre-rendering) and the React router
//! takes it from there.

use std::{
    collections::HashSet,
    convert::Infallible,
    path::{Path, PathBuf},
    sync::Arc,
};

use axum::{
    Router,
    body::Body,
    extract::Request,
    http::{Method, StatusCode, Uri},
    response::{Html, IntoResponse, Response},
};
use tower::ServiceExt as _;
use tower_http::services::{ServeDir, ServeFile};

use crate::state::AppState;

/// Makes the web app the router's fallback.
pub fn attach(router: Router<AppState>, web_dir: &Path) -> Router<AppState> {
    let index = web_dir.join("index.html");
    if !index.exists() {
        tracing::warn!(dir = %web_dir.display(), "the web app is not built; run `make run` (or `npm run build`)");
        return router.fallback(not_built);
    }
    let shell = Some(web_dir.join("app.html"))
        .filter(|p| p.exists())
        .unwrap_or(index);
    let files = ServeDir::new(web_dir).fallback(ServeFile::new(shell));
    let listed = Arc::new(listed_pages(web_dir));
    let web_dir = web_dir.to_owned();
    router.fallback_service(tower::service_fn(move |request: Request| {
        let files = files.clone();
        let web_dir = web_dir.clone();
        let listed = listed.clone();
        async move {
            let request = with_prerendered_page(request, &web_dir, &listed).await;
            let response = files.oneshot(request).await?;
            Ok::<Response, Infallible>(response.map(Body::new))
        }
    }))
}

/// The page paths the build pre-rendered and listed (`sitemap-paths.json`); none when the build
/// wrote no list or an unreadable one (then only plain paths are looked up).
fn listed_pages(web_dir: &Path) -> HashSet<String> {
    let Ok(bytes) = std::fs::read(web_dir.join("sitemap-paths.json")) else {
        return HashSet::new();
    };
    serde_json::from_slice::<Vec<String>>(&bytes)
        .inspect_err(
            |err| tracing::warn!(error = %err, "sitemap-paths.json is not a list of paths"),
        )
        .unwrap_or_default()
        .into_iter()
        .filter(|path| listed_file(path).is_some())
        .collect()
}

/// Points a GET or HEAD of a page path at its pre-rendered `.html` file, if the build made one.
async fn with_prerendered_page(
    mut request: Request,
    web_dir: &Path,
    listed: &HashSet<String>,
) -> Request {
    if !matches!(*request.method(), Method::GET | Method::HEAD) {
        return request;
    }
    let path = request.uri().path();
    let file = if listed.contains(path) {
        listed_file(path)
    } else {
        prerendered_file(path)
    };
    let Some(file) = file else {
        return request;
    };
    let is_file = tokio::fs::metadata(web_dir.join(&file))
        .await
        .is_ok_and(|m| m.is_file());
    if is_file {
        let query = request
            .uri()
            .query()
            .map(|q| format!("?{q}"))
            .unwrap_or_default();
        if let Ok(uri) = format!("/{}{query}", file.display()).parse::<Uri>() {
            *request.uri_mut() = uri;
        }
    }
    request
}

/// The file a page path would be pre-rendered to: `/features` → `features.html`. Only plain
/// lower-case page paths qualify (no dots, so no `..` and no asset names).
fn prerendered_file(path: &str) -> Option<PathBuf> {
    let page = path.strip_prefix('/')?;
    let plain = !page.is_empty()
        && !page.ends_with('/')
        && !page.contains("//")
        && page
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '/');
    plain.then(|| PathBuf::from(format!("{page}.html")))
}

/// The file of a path the build listed: any path of safe segments (no empty, `.` or `..`
/// segment, no backslash or control character), so a listed `/features/veo-3.1-prompt-generator`
/// maps to `features/veo-3.1-prompt-generator.html` and nothing maps outside the web directory.
fn listed_file(path: &str) -> Option<PathBuf> {
    let page = path.strip_prefix('/')?;
    let safe = !page.is_empty()
        && page.split('/').all(|segment| {
            !segment.is_empty()
                && segment != "."
                && segment != ".."
                && !segment.contains('\\')
                && !segment.chars().any(char::is_control)
        });
    safe.then(|| PathBuf::from(format!("{page}.html")))
}

async fn not_built() -> impl IntoResponse {
    (
        StatusCode::SERVICE_UNAVAILABLE,
        Html(
            "<!doctype html><title>Superprompt</title><p>The web app is not built. Run <code>make run</code>.</p>",
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_page_paths_map_to_prerendered_files() {
        assert_eq!(prerendered_file("/features"), Some("features.html".into()));
        assert_eq!(
            prerendered_file("/prompt-engineering-guide/clarity"),
            Some("prompt-engineering-guide/clarity.html".into())
        );
        for path in [
            "/",
            "/features/",
            "/../etc/passwd",
            "/a//b",
            "/assets/x.js",
            "/Features",
            "features",
        ] {
            assert_eq!(prerendered_file(path), None, "{path}");
        }
    }

    #[test]
    fn listed_paths_may_have_dots_but_never_leave_the_web_directory() {
        assert_eq!(
            listed_file("/features/veo-3.1-prompt-generator"),
            Some("features/veo-3.1-prompt-generator.html".into())
        );
        assert_eq!(
            listed_file("/features/promptSharing"),
            Some("features/promptSharing.html".into())
        );
        for path in ["/", "/features/", "/../x", "/a/./b", "/a//b", "/a\\b", "x"] {
            assert_eq!(listed_file(path), None, "{path}");
        }
    }
}
