//! Subscriptions, one struct per domain, merged into the root. They are served over the
//! graphql-ws protocol (`GET /graphql/ws`, see `http/graphql_ws.rs`).

mod chat;
mod generation;
mod playground;

use async_graphql::MergedSubscription;

#[derive(MergedSubscription, Default)]
pub struct Subscription(
    generation::GenerationSubscription,
    playground::PlaygroundSubscription,
    chat::ChatSubscription,
);
