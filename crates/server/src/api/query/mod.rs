//! Queries, one struct per domain, merged into the root.

mod accounts;
mod generation;

use async_graphql::MergedObject;

#[derive(MergedObject, Default)]
pub struct Query(accounts::AccountQuery, generation::GenerationQuery);
