//! `POST /graphql`: reads the body under a size limit, insists on JSON, builds the request
//! context from the session (the only source of identity), admits the query (parsed, or its
//! parse reused, and checked: api/admission.rs), executes, and makes sure every error carries a
//! stable code.

use std::net::SocketAddr;

use async_graphql::{ErrorExtensionValues, ServerError, http::GraphiQLSource};
use axum::{
    Json,
    body::Body,
    extract::{ConnectInfo, State},
    http::{HeaderMap, HeaderValue, Request, StatusCode, header},
    response::{Html, IntoResponse, Response},
};

use crate::{
    api::{
        RequestContext,
        cookies::read_refresh,
        error::{INTERNAL_MESSAGE, code},
    },
    state::AppState,
};

pub async fn execute(State(state): State<AppState>, request: Request<Body>) -> Response {
    let (parts, body) = request.into_parts();
    let bytes =
        match super::json_body(&parts.headers, body, state.config.graphql.max_body_bytes).await {
            Ok(bytes) => bytes,
            Err(response) => return response,
        };
    let mut gql_request: async_graphql::Request = match serde_json::from_slice(&bytes) {
        Ok(r) => r,
        Err(err) => {
            return super::error_response(
                StatusCode::BAD_REQUEST,
                code::BAD_REQUEST,
                &format!("The request body is not a valid GraphQL JSON request: {err}."),
            );
        }
    };

    let context = match request_context(
        &state,
        &parts.headers,
        parts.extensions.get::<ConnectInfo<SocketAddr>>(),
    )
    .await
    {
        Ok(context) => context,
        Err(response) => return response,
    };
    let mut response = match state.admission.admit(&mut gql_request, &context) {
        Ok(admitted) => {
            state
                .schemas
                .execute(&admitted, gql_request.data(context))
                .await
        }
        Err(refused) => async_graphql::Response::from_errors(vec![refused]),
    };
    tidy_errors(&mut response.errors);
    let mut http = Json(&response).into_response();
    for (name, value) in response.http_headers.iter() {
        http.headers_mut().append(name, value.clone());
    }
    http.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    http
}

/// The most errors one response lists: a document can be written to raise one per variable or
/// field (10,000 unused variables made 1.5 MB of errors from a 120 KB request).
pub(crate) const MAX_ERRORS: usize = 20;

/// Gives every error a code ([`ensure_code`]) and lists at most [`MAX_ERRORS`]: past that,
/// the last one says how many more there were.
pub(crate) fn tidy_errors(errors: &mut Vec<ServerError>) {
    if errors.len() > MAX_ERRORS {
        let more = errors.len() - (MAX_ERRORS - 1);
        errors.truncate(MAX_ERRORS - 1);
        let mut last = ServerError::new(
            format!("{more} more errors are not listed. Fix the ones above and send it again."),
            None,
        );
        let code = errors[0]
            .extensions
            .as_ref()
            .and_then(|e| e.get("code").cloned());
        if let Some(code) = code {
            let mut extensions = async_graphql::ErrorExtensionValues::default();
            extensions.set("code", code);
            last.extensions = Some(extensions);
        }
        errors.push(last);
    }
    for error in errors.iter_mut() {
        ensure_code(error);
    }
}

/// Errors async-graphql raises itself (for example a variable of the wrong type) have no code;
/// give them one so clients can always switch on `extensions.code`.
pub(crate) fn ensure_code(error: &mut ServerError) {
    let has_code = error
        .extensions
        .as_ref()
        .is_some_and(|e| e.get("code").is_some());
    if has_code {
        return;
    }
    // Errors with no path come before execution: the schema's limits and validation (parse
    // errors and admission's refusals have codes already).
    let code = if error.path.is_empty() {
        code::GRAPHQL_VALIDATION_FAILED
    } else if error.message.starts_with("Failed to parse")
        || error.message.starts_with("Invalid value")
        || error.message.starts_with("Expected input type")
    {
        code::BAD_USER_INPUT
    } else {
        tracing::error!(message = %error.message, path = ?error.path, "GraphQL error without a code");
        error.message = INTERNAL_MESSAGE.into();
        code::INTERNAL
    };
    error
        .extensions
        .get_or_insert_with(ErrorExtensionValues::default)
        .set("code", code);
}

async fn request_context(
    state: &AppState,
    headers: &HeaderMap,
    peer: Option<&ConnectInfo<SocketAddr>>,
) -> Result<RequestContext, Response> {
    let claims = super::bearer_claims(state, headers).await?;
    let refresh_token = headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find_map(read_refresh);
    Ok(RequestContext {
        claims,
        refresh_token,
        client: super::client(state, headers, peer),
        secure_cookies: state.config.public_url().starts_with("https://"),
        referral: crate::api::cookies::read_referral(headers),
        from_extension: super::from_extension(headers),
    })
}

/// GraphiQL, in development only. It loads its scripts from a CDN, so it gets its own CSP.
pub async fn graphiql() -> Response {
    let html = GraphiQLSource::build()
        .endpoint("/graphql")
        .subscription_endpoint("/graphql/ws")
        .finish();
    let mut response = Html(html).into_response();
    response.headers_mut().insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'self' https://unpkg.com https://cdn.jsdelivr.net; \
             script-src 'self' 'unsafe-inline' https://unpkg.com https://cdn.jsdelivr.net; \
             style-src 'self' 'unsafe-inline' https://unpkg.com https://cdn.jsdelivr.net; \
             img-src 'self' data: https:; frame-ancestors 'none'",
        ),
    );
    response
}
