//! `GET /graphql/ws`: GraphQL subscriptions over the graphql-ws protocol (subprotocol
//! `graphql-transport-ws`: connection_init/ack, subscribe, next, error, complete, ping/pong),
//! for the generation stream and later the assistant chat.
//!
//! Identity comes only from the access token in the `connection_init` payload
//! (`{"authorization": "Bearer <token>"}`), never from cookies: so another site that opens a
//! socket here with the user's cookies gets a guest. The token is checked, as the HTTP bearer
//! path checks it, for every subscribe: a token that expired or was ended since the connection
//! opened no longer counts. It is kept in the connection's memory and never logged.
//!
//! Subscriptions run here, and the few mutations that act on a subscription this instance is
//! running ([`SOCKET_MUTATIONS`]: cancelling a playground run's columns), which must reach the
//! instance that holds it; sent over the subscription's own socket they do, with several
//! instances and no sticky sessions. Every other query and mutation goes to `POST /graphql`,
//! where the refresh cookie, the request deadline and the per-request log line apply. Each
//! subscribe is admitted as on `POST /graphql` (api/admission.rs: the extension's scope, the
//! alias cap, required variables), the schema's depth and complexity limits apply, and every
//! error carries a code.

use std::{net::SocketAddr, sync::Arc};

use async_graphql::{
    Data, Executor, Request, Response, ServerError,
    parser::types::{DocumentOperations, ExecutableDocument, OperationType},
};
use async_graphql_axum::{GraphQLProtocol, GraphQLWebSocket};
use axum::{
    body::Body,
    extract::{ConnectInfo, FromRequestParts, State, WebSocketUpgrade},
    http::{HeaderValue, Request as HttpRequest, StatusCode, header},
    response::{IntoResponse, Response as HttpResponse},
};
use futures::{StreamExt, stream::BoxStream};

use crate::{
    api::{RequestContext, error::code},
    app::Client,
    state::AppState,
};

/// The subprotocol of graphql-ws (the library and the protocol it specifies).
const PROTOCOL: &str = "graphql-transport-ws";

pub async fn subscribe(State(state): State<AppState>, request: HttpRequest<Body>) -> HttpResponse {
    let (mut parts, _body) = request.into_parts();
    let offered = parts
        .headers
        .get(header::SEC_WEBSOCKET_PROTOCOL)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|p| p.trim() == PROTOCOL));
    if !offered {
        return super::error_response(
            StatusCode::BAD_REQUEST,
            code::BAD_REQUEST,
            "Open a websocket with the graphql-transport-ws subprotocol (graphql-ws).",
        );
    }
    // The one protocol we speak, whatever else the client offered.
    parts.headers.insert(
        header::SEC_WEBSOCKET_PROTOCOL,
        HeaderValue::from_static(PROTOCOL),
    );
    let protocol = match GraphQLProtocol::from_request_parts(&mut parts, &()).await {
        Ok(protocol) => protocol,
        Err(status) => return status.into_response(),
    };
    let upgrade = match WebSocketUpgrade::from_request_parts(&mut parts, &()).await {
        Ok(upgrade) => upgrade,
        Err(rejection) => return rejection.into_response(),
    };
    let executor = Subscriptions {
        state: state.clone(),
        client: Arc::new(super::client(
            &state,
            &parts.headers,
            parts.extensions.get::<ConnectInfo<SocketAddr>>(),
        )),
        from_extension: super::from_extension(&parts.headers),
    };
    upgrade
        .protocols([PROTOCOL])
        // A subscribe message carries the same arguments as a POST /graphql body.
        .max_message_size(state.config.graphql.max_body_bytes)
        .on_upgrade(move |socket| {
            GraphQLWebSocket::new(socket, executor, protocol)
                .on_connection_init(|payload| async move {
                    let mut data = Data::default();
                    data.insert(ConnectionToken::from_payload(&payload));
                    Ok(data)
                })
                .serve()
        })
}

/// The `authorization` of the `connection_init` payload, as sent.
struct ConnectionToken(Option<String>);

impl ConnectionToken {
    fn from_payload(payload: &serde_json::Value) -> Self {
        let value = payload
            .get("authorization")
            .or_else(|| payload.get("Authorization"))
            .and_then(serde_json::Value::as_str)
            .map(str::to_owned);
        Self(value)
    }
}

/// The schema, as one connection's subscriptions see it: subscriptions only, each with the
/// identity of the connection's token at the time it starts.
#[derive(Clone)]
struct Subscriptions {
    state: AppState,
    client: Arc<Client>,
    /// Opened from a browser extension's page.
    from_extension: bool,
}

impl Executor for Subscriptions {
    async fn execute(&self, _request: Request) -> Response {
        // Only called for HTTP requests, which go to POST /graphql.
        refusal(
            code::BAD_REQUEST,
            "Send queries and mutations to POST /graphql.",
        )
    }

    fn execute_stream(
        &self,
        mut request: Request,
        session_data: Option<Arc<Data>>,
    ) -> BoxStream<'static, Response> {
        // A query that does not parse is refused below, after the token, as the schema did.
        let document = self.state.admission.parse(&request.query);
        if let Ok(kept) = &document
            && !runs_here(&kept.document, request.operation_name.as_deref())
        {
            return futures::stream::once(async {
                refusal(
                    code::BAD_REQUEST,
                    "Only subscriptions (and cancelPlaygroundColumns) run over the websocket; \
                     send other queries and mutations to POST /graphql.",
                )
            })
            .boxed();
        }
        let this = self.clone();
        futures::stream::once(async move {
            let token = session_data
                .as_deref()
                .and_then(|d| d.get(&std::any::TypeId::of::<ConnectionToken>()))
                .and_then(|t| t.downcast_ref::<ConnectionToken>())
                .and_then(|t| t.0.clone());
            let claims = match super::authorization_claims(&this.state, token.as_deref()).await {
                Ok(claims) => claims,
                Err(unchecked) => {
                    return futures::stream::once(async { unchecked.into_graphql() }).boxed();
                }
            };
            let context = RequestContext {
                claims,
                // Never from cookies here (see the module): no session refresh over the socket.
                refresh_token: None,
                client: (*this.client).clone(),
                secure_cookies: this.state.config.public_url().starts_with("https://"),
                // Sign-up does not run over the socket.
                referral: None,
                from_extension: this.from_extension,
            };
            // Subscriptions are validated in full each time: they are few and long.
            let admitted = document
                .and_then(|document| this.state.admission.check(document, &mut request, &context));
            let responses = match admitted {
                Ok(_) => Executor::execute_stream(
                    &this.state.schemas.strict,
                    request.data(context),
                    session_data,
                ),
                Err(refused) => {
                    futures::stream::once(async { Response::from_errors(vec![refused]) }).boxed()
                }
            };
            responses
                .map(|mut response| {
                    super::graphql::tidy_errors(&mut response.errors);
                    response
                })
                .boxed()
        })
        .flatten()
        .boxed()
    }
}

/// The mutations that run over the socket: they act on a subscription this instance runs.
pub const SOCKET_MUTATIONS: [&str; 1] = ["cancelPlaygroundColumns"];

/// True when the operation the request names is a subscription, or a mutation whose every root
/// field is one of [`SOCKET_MUTATIONS`] (fields only: a fragment at the root could hide any
/// mutation). A document that names no operation it has is left to the schema, which reports
/// it with its code.
fn runs_here(document: &ExecutableDocument, operation_name: Option<&str>) -> bool {
    use async_graphql::parser::types::Selection;
    let chosen = match (&document.operations, operation_name) {
        (DocumentOperations::Single(op), _) => Some(op),
        (DocumentOperations::Multiple(ops), Some(name)) => ops.get(name),
        (DocumentOperations::Multiple(ops), None) if ops.len() == 1 => ops.values().next(),
        (DocumentOperations::Multiple(_), None) => None,
    };
    chosen.is_none_or(|op| match op.node.ty {
        OperationType::Subscription => true,
        OperationType::Mutation => op.node.selection_set.node.items.iter().all(|item| {
            matches!(&item.node, Selection::Field(field)
                if SOCKET_MUTATIONS.contains(&field.node.name.node.as_str()))
        }),
        OperationType::Query => false,
    })
}

fn refusal(code: &'static str, message: &str) -> Response {
    let mut error = ServerError::new(message, None);
    error
        .extensions
        .get_or_insert_with(Default::default)
        .set("code", code);
    Response::from_errors(vec![error])
}
