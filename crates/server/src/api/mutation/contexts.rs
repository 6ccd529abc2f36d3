use async_graphql::{Context, ID, Object};

use crate::{
    api::{
        error::ResultExt,
        guard::{SignedIn, claims},
        object::generation::UserContext,
    },
    app::{App, contexts::ContextInput},
};

#[derive(Default)]
pub struct ContextMutation;

#[Object]
impl ContextMutation {
    /// Saves a Context Genie (Free: 2 in all; paid: unlimited). Activating it deactivates the
    /// others. Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn create_user_context(
        &self,
        ctx: &Context<'_>,
        name: String,
        content: String,
        #[graphql(default)] is_active: bool,
    ) -> async_graphql::Result<UserContext> {
        let caller = claims(ctx)?;
        let input = ContextInput {
            name: Some(name),
            content: Some(content),
            is_active: Some(is_active),
        };
        ctx.data_unchecked::<App>()
            .create_context(&caller.sub, input)
            .await
            .gql()
            .map(UserContext)
    }

    /// Edits or (de)activates one of the caller's Context Genies. Guard: signed in; another
    /// user's id is NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn update_user_context(
        &self,
        ctx: &Context<'_>,
        id: ID,
        name: Option<String>,
        content: Option<String>,
        is_active: Option<bool>,
    ) -> async_graphql::Result<UserContext> {
        let caller = claims(ctx)?;
        let input = ContextInput {
            name,
            content,
            is_active,
        };
        ctx.data_unchecked::<App>()
            .update_context(&caller.sub, &id, input)
            .await
            .gql()
            .map(UserContext)
    }

    /// Deletes one of the caller's Context Genies. Guard: signed in; another user's id is
    /// NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn delete_user_context(&self, ctx: &Context<'_>, id: ID) -> async_graphql::Result<bool> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .delete_context(&caller.sub, &id)
            .await
            .gql()?;
        Ok(true)
    }
}
