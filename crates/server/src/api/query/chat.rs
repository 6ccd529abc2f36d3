use async_graphql::{Context, ID, Object};

use crate::{
    api::{
        error::ResultExt,
        guard::{SignedIn, claims},
        input::non_negative,
        object::chat::{ChatSetup, ConversationGql},
    },
    app::App,
};

#[derive(Default)]
pub struct ChatQuery;

#[Object]
impl ChatQuery {
    /// Whether a model answers in the assistant chat, its tools and limits, and the caller's
    /// messages today. Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn chat_setup(&self, ctx: &Context<'_>) -> async_graphql::Result<ChatSetup> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .chat_setup(&caller.sub)
            .await
            .gql()
            .map(Into::into)
    }

    /// The caller's conversations, the most recently active first (`limit` 1–100, default
    /// 20). Guard: signed in; owner-only.
    #[graphql(guard = "SignedIn")]
    async fn conversations(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 20)] limit: i32,
        #[graphql(default)] offset: i32,
    ) -> async_graphql::Result<Vec<ConversationGql>> {
        let caller = claims(ctx)?;
        Ok(ctx
            .data_unchecked::<App>()
            .conversations(
                &caller.sub,
                non_negative(limit).into(),
                non_negative(offset).into(),
            )
            .await
            .gql()?
            .into_iter()
            .map(ConversationGql)
            .collect())
    }

    /// One of the caller's conversations. Guard: signed in; another user's is NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn conversation(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<ConversationGql> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .conversation(&caller.sub, &id)
            .await
            .gql()
            .map(ConversationGql)
    }
}
