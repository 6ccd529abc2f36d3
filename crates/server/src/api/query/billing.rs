use async_graphql::{Context, ID, Object};
use domain::billing;

use crate::{
    api::{
        error::ResultExt,
        guard::{SignedIn, claims},
        object::billing::{CheckoutSessionGql, PlanOfferGql},
    },
    app::App,
};

#[derive(Default)]
pub struct BillingQuery;

#[Object]
impl BillingQuery {
    /// The plan catalogue, in display order. Public.
    async fn plans(&self) -> Vec<PlanOfferGql> {
        billing::catalogue().iter().map(PlanOfferGql).collect()
    }

    /// One of the caller's checkouts (for the confirmation page). Guard: signed in; another
    /// user's id is NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn checkout_session(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<CheckoutSessionGql> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .checkout(&caller.sub, &id)
            .await
            .gql()
            .map(CheckoutSessionGql::from)
    }
}
