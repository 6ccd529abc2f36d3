//! Share and embed pages. The server answers them itself so that link previews work: it
//! serves the SPA shell with the share's Open Graph tags (escaped: shared content is text),
//! `noindex` for LINK_ONLY links, and counts the view. `/share/{id}` redirects to the
//! canonical `/share/{slug}/{id}`; unknown and revoked links are 404. `/embed/{id}` may be
//! framed by any site; nothing else may.

use std::net::SocketAddr;

use axum::{
    extract::{ConnectInfo, Path, State},
    http::{HeaderValue, StatusCode, header, request::Parts},
    response::{Html, IntoResponse, Redirect, Response},
};
use domain::library::AccessLevel;

use super::escape_markup;
use crate::{app::sharing::ShareView, state::AppState};

/// The embed's policy: framing by anyone, everything else as strict as the app's.
const EMBED_CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
    img-src 'self' data: https:; font-src 'self' data:; connect-src 'self'; object-src 'none'; \
    base-uri 'self'; form-action 'self'; frame-ancestors *";

pub async fn by_id(State(state): State<AppState>, Path(id): Path<String>) -> Response {
    match state.app.live_share(&id).await {
        Ok(view) => {
            Redirect::permanent(&format!("/share/{}/{}", view.slug, view.id)).into_response()
        }
        Err(_) => not_found(&state).await,
    }
}

pub async fn page(
    State(state): State<AppState>,
    Path((slug, id)): Path<(String, String)>,
    parts: Parts,
) -> Response {
    let client = client(&state, &parts);
    match state.app.open_share(&id, &client).await {
        Ok(view) if view.slug != slug => {
            Redirect::permanent(&format!("/share/{}/{}", view.slug, view.id)).into_response()
        }
        Ok(view) => shell_with_meta(&state, &view, false).await,
        Err(_) => not_found(&state).await,
    }
}

pub async fn embed(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
) -> Response {
    let client = client(&state, &parts);
    match state.app.open_share(&id, &client).await {
        Ok(view) => {
            let mut response = shell_with_meta(&state, &view, true).await;
            response.headers_mut().insert(
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_static(EMBED_CSP),
            );
            response
        }
        Err(_) => not_found(&state).await,
    }
}

fn client(state: &AppState, parts: &Parts) -> crate::app::Client {
    let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>();
    super::client(state, &parts.headers, peer)
}

/// The SPA shell (`app.html`, or `index.html` from builds without pre-rendering).
async fn shell(state: &AppState) -> String {
    let dir = &state.config.web_dir;
    for name in ["app.html", "index.html"] {
        if let Ok(html) = tokio::fs::read_to_string(dir.join(name)).await {
            return html;
        }
    }
    "<!doctype html><html><head><title>Superprompt</title></head><body><div id=\"root\"></div></body></html>".into()
}

async fn not_found(state: &AppState) -> Response {
    let html = with_head(
        &shell(state).await,
        "Link not found · Superprompt",
        "<meta name=\"robots\" content=\"noindex\">".into(),
    );
    (StatusCode::NOT_FOUND, Html(html)).into_response()
}

async fn shell_with_meta(state: &AppState, view: &ShareView, embed: bool) -> Response {
    let title = format!("{} · Superprompt", view.name);
    let description = view
        .description
        .clone()
        .unwrap_or_else(|| "A prompt shared from Superprompt.".into());
    let mut meta = vec![
        format!(
            "<meta name=\"description\" content=\"{}\">",
            escape_markup(&description)
        ),
        format!(
            "<link rel=\"canonical\" href=\"{}\">",
            escape_markup(&view.url)
        ),
        "<meta property=\"og:type\" content=\"article\">".into(),
        "<meta property=\"og:site_name\" content=\"Superprompt\">".into(),
        format!(
            "<meta property=\"og:title\" content=\"{}\">",
            escape_markup(&view.name)
        ),
        format!(
            "<meta property=\"og:description\" content=\"{}\">",
            escape_markup(&description)
        ),
        format!(
            "<meta property=\"og:url\" content=\"{}\">",
            escape_markup(&view.url)
        ),
        "<meta name=\"twitter:card\" content=\"summary\">".into(),
        format!(
            "<meta name=\"twitter:title\" content=\"{}\">",
            escape_markup(&view.name)
        ),
        format!(
            "<meta name=\"twitter:description\" content=\"{}\">",
            escape_markup(&description)
        ),
    ];
    let noindex = embed || view.access_level == AccessLevel::LinkOnly;
    if noindex {
        meta.push("<meta name=\"robots\" content=\"noindex\">".into());
    }
    let html = with_head(&shell(state).await, &title, meta.join("\n    "));
    let mut response = Html(html).into_response();
    if noindex {
        response
            .headers_mut()
            .insert("x-robots-tag", HeaderValue::from_static("noindex"));
    }
    response
}

/// Puts `title` and `meta` into the shell's head, replacing its own title.
fn with_head(shell: &str, title: &str, meta: String) -> String {
    let title_tag = format!("<title>{}</title>", escape_markup(title));
    let without_title = match (shell.find("<title>"), shell.find("</title>")) {
        (Some(start), Some(end)) if end > start => {
            format!("{}{}", &shell[..start], &shell[end + "</title>".len()..])
        }
        _ => shell.to_owned(),
    };
    let head = format!("{title_tag}\n    {meta}\n  </head>");
    match without_title.find("</head>") {
        Some(at) => format!(
            "{}{}{}",
            &without_title[..at],
            head,
            &without_title[at + "</head>".len()..]
        ),
        None => format!("{head}{without_title}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_head_gets_escaped_meta_and_one_title() {
        let shell = "<html><head><title>App</title><script src=\"/a.js\"></script></head><body></body></html>";
        let html = with_head(shell, "<b>Hi</b>", "<meta x>".into());
        assert_eq!(html.matches("<title>").count(), 1);
        assert!(
            html.contains("<title>&lt;b&gt;Hi&lt;/b&gt;</title>"),
            "{html}"
        );
        assert!(html.contains("<meta x>\n  </head><body>"), "{html}");
        assert!(html.contains("<script src=\"/a.js\"></script>"), "{html}");
        assert_eq!(escape_markup("\"'<>&"), "&quot;&#39;&lt;&gt;&amp;");
    }
}
