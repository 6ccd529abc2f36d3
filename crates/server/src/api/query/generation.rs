use async_graphql::{Context, ID, Object};

use crate::{
    api::{
        error::ResultExt,
        guard::{SignedIn, claims},
        input::non_negative,
        object::generation::{Generation, UserContext},
    },
    app::App,
};

#[derive(Default)]
pub struct GenerationQuery;

#[Object]
impl GenerationQuery {
    /// The caller's generation history, newest first (at most 100 per page). Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn generations(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 20)] limit: i32,
        #[graphql(default = 0)] offset: i32,
    ) -> async_graphql::Result<Vec<Generation>> {
        let caller = claims(ctx)?;
        let list = ctx
            .data_unchecked::<App>()
            .generations(
                &caller.sub,
                non_negative(limit).into(),
                non_negative(offset).into(),
            )
            .await
            .gql()?;
        Ok(list.into_iter().map(Generation).collect())
    }

    /// One of the caller's generations. Guard: signed in; another user's id is NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn generation(&self, ctx: &Context<'_>, id: ID) -> async_graphql::Result<Generation> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .generation(&caller.sub, &id)
            .await
            .gql()
            .map(Generation)
    }

    /// The caller's Context Genies, the active one first. Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn user_contexts(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<UserContext>> {
        let caller = claims(ctx)?;
        let list = ctx
            .data_unchecked::<App>()
            .contexts(&caller.sub)
            .await
            .gql()?;
        Ok(list.into_iter().map(UserContext).collect())
    }
}
