//! The GraphQL API: thin resolvers split by domain (`query/`, `mutation/`, `subscription/`),
//! output types in `object/`, inputs in `input/`, authorization in `guard.rs`, and the mapping
//! of use-case errors to stable client codes in `error.rs`. Resolvers parse input into domain
//! types, call one use case, and map the result.

pub mod context;
pub(crate) mod cookies;
pub mod documents;
pub mod error;
pub mod extension_scope;
mod guard;
mod input;
mod limits;
pub(crate) mod loaders;
mod mutation;
mod object;
mod query;
mod subscription;

use async_graphql::Schema;

use crate::{app::App, config::GraphqlConfig};

pub use context::RequestContext;
pub use mutation::Mutation;
pub use query::Query;
pub use subscription::Subscription;

pub type AppSchema = Schema<Query, Mutation, Subscription>;

/// Builds the schema. With `app: None` it can only print its SDL (for `schema.graphql`).
pub fn build_schema(app: Option<App>, limits: &GraphqlConfig, introspection: bool) -> AppSchema {
    let mut builder = Schema::build(
        Query::default(),
        Mutation::default(),
        Subscription::default(),
    )
    .limit_depth(limits.max_depth)
    .limit_complexity(limits.max_complexity)
    .limit_recursive_depth(32)
    .limit_directives(10)
    .extension(limits::Limits {
        max_aliases: limits.max_aliases,
    })
    .extension(extension_scope::ExtensionScope);
    if !introspection {
        builder = builder.disable_introspection();
    }
    if let Some(app) = app {
        builder = builder.data(loaders::ratings(app.clone())).data(app);
    }
    builder.finish()
}

/// The committed SDL's text: what `superprompt schema` prints and a test compares.
pub fn sdl() -> String {
    build_schema(None, &GraphqlConfig::default(), true).sdl()
}
