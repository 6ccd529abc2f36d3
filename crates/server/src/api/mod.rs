//! The GraphQL API: thin resolvers split by domain (`query/`, `mutation/`, `subscription/`),
//! output types in `object/`, inputs in `input/`, authorization in `guard.rs`, and the mapping
//! of use-case errors to stable client codes in `error.rs`. Resolvers parse input into domain
//! types, call one use case, and map the result.

pub mod admission;
pub mod context;
pub(crate) mod cookies;
mod documents;
pub mod error;
pub mod extension_scope;
mod guard;
mod input;
pub(crate) mod loaders;
mod mutation;
mod object;
mod query;
mod subscription;

use async_graphql::{Request, Response, Schema, ValidationMode};

use crate::{app::App, config::GraphqlConfig};

pub use context::RequestContext;
pub use mutation::Mutation;
pub use query::Query;
pub use subscription::Subscription;

pub type AppSchema = Schema<Query, Mutation, Subscription>;

/// The schema, twice over the same resolvers and use cases: `strict` validates every request by
/// every rule of the GraphQL spec; `validated` (async-graphql's `ValidationMode::Fast`) keeps the
/// limits (complexity, depth, recursion, directives) and the fragment-cycle check, and runs
/// requests whose document `strict` has validated before ([`admission::Admitted`]).
pub struct Schemas {
    /// Also what the websocket's subscriptions run on.
    pub strict: AppSchema,
    validated: AppSchema,
}

impl Schemas {
    pub fn new(app: &App, limits: &GraphqlConfig, introspection: bool) -> Self {
        Self {
            strict: build(Some(app), limits, introspection, ValidationMode::Strict),
            validated: build(Some(app), limits, introspection, ValidationMode::Fast),
        }
    }

    /// Runs an admitted request on the schema it needs, and notes what validation found.
    pub async fn execute(&self, admitted: &admission::Admitted, request: Request) -> Response {
        if admitted.validated() {
            return self.validated.execute(request).await;
        }
        let response = self.strict.execute(request).await;
        admitted.note(&response);
        response
    }
}

/// Builds the schema. With `app: None` it can only print its SDL (for `schema.graphql`).
fn build(
    app: Option<&App>,
    limits: &GraphqlConfig,
    introspection: bool,
    validation: ValidationMode,
) -> AppSchema {
    let mut builder = Schema::build(
        Query::default(),
        Mutation::default(),
        Subscription::default(),
    )
    .validation_mode(validation)
    .limit_depth(limits.max_depth)
    .limit_complexity(limits.max_complexity)
    .limit_recursive_depth(32)
    .limit_directives(10);
    if !introspection {
        builder = builder.disable_introspection();
    }
    if let Some(app) = app {
        builder = builder
            .data(loaders::ratings(app.clone()))
            .data(app.clone());
    }
    builder.finish()
}

/// The committed SDL's text: what `superprompt schema` prints and a test compares.
pub fn sdl() -> String {
    build(
        None,
        &GraphqlConfig::default(),
        true,
        ValidationMode::Strict,
    )
    .sdl()
}
