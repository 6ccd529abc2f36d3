//! `/robots.txt` and `/sitemap.xml`, written with this deployment's public address (which the
//! web build cannot know). The sitemap lists the public pages the web build recorded in
//! `sitemap-paths.json`.

use axum::{
    extract::State,
    http::header,
    response::{IntoResponse, Response},
};

use crate::state::AppState;

/// Areas crawlers have no business in: the signed-in app, the API and embeds (which are
/// duplicates of the share pages).
const DISALLOWED: &[&str] = &[
    "/dashboard",
    "/checkout/",
    "/success",
    "/graphql",
    "/api/",
    "/auth/",
    "/webhooks/",
    "/embed/",
];

pub async fn robots(State(state): State<AppState>) -> Response {
    let mut body = String::from("User-agent: *\nAllow: /\n");
    for path in DISALLOWED {
        body.push_str(&format!("Disallow: {path}\n"));
    }
    body.push_str(&format!(
        "\nSitemap: {}/sitemap.xml\n",
        state.app.site().public_url
    ));
    ([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], body).into_response()
}

pub async fn sitemap(State(state): State<AppState>) -> Response {
    let recorded = tokio::fs::read(state.config.web_dir.join("sitemap-paths.json"))
        .await
        .ok()
        .and_then(|bytes| serde_json::from_slice::<Vec<String>>(&bytes).ok());
    let paths = recorded.unwrap_or_else(|| vec!["/".into()]);
    let base = &state.app.site().public_url;
    let mut body = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for path in paths.iter().filter(|p| p.starts_with('/')) {
        body.push_str(&format!(
            "  <url><loc>{}</loc></url>\n",
            super::escape_markup(&format!("{base}{path}"))
        ));
    }
    body.push_str("</urlset>\n");
    (
        [(header::CONTENT_TYPE, "application/xml; charset=utf-8")],
        body,
    )
        .into_response()
}
