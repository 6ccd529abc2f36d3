use async_graphql::{Context, Object};

use crate::{
    api::{
        error::ResultExt,
        guard::{SignedIn, claims},
        object::support::{SupportIdentityGql, SupportWidgetGql},
    },
    app::App,
};

#[derive(Default)]
pub struct SupportQuery;

#[Object]
impl SupportQuery {
    /// The support chat to load, or null when the server has none (`[support]`). Public.
    async fn support_widget(&self, ctx: &Context<'_>) -> Option<SupportWidgetGql> {
        ctx.data_unchecked::<App>().support_widget().map(Into::into)
    }

    /// The signed-in user's identity for the support chat, with its identity hash when the
    /// server has an identity secret; null when there is no support chat. Guard: signed in;
    /// always the caller's own.
    #[graphql(guard = "SignedIn")]
    async fn support_identity(
        &self,
        ctx: &Context<'_>,
    ) -> async_graphql::Result<Option<SupportIdentityGql>> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .support_identity(&caller.sub)
            .await
            .gql()
            .map(|identity| identity.map(Into::into))
    }
}
