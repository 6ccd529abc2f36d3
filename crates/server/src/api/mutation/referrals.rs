use async_graphql::{Context, ID, Object};

use crate::{
    api::{
        error::ResultExt,
        guard::{SignedIn, claims},
        object::referral::{ReferralTrackingGql, ReferralTrackingInput},
    },
    app::App,
};

#[derive(Default)]
pub struct ReferralMutation;

#[Object]
impl ReferralMutation {
    /// Creates a referral tracking record. Guard: signed in; the analytics group only.
    #[graphql(guard = "SignedIn")]
    async fn create_referral_tracking(
        &self,
        ctx: &Context<'_>,
        input: ReferralTrackingInput,
    ) -> async_graphql::Result<ReferralTrackingGql> {
        let caller = claims(ctx)?;
        let record = input.parse().gql()?;
        ctx.data_unchecked::<App>()
            .create_tracking(&caller.sub, record)
            .await
            .gql()
            .map(ReferralTrackingGql)
    }

    /// Replaces a referral tracking record's fields. Guard: signed in; the analytics group only.
    #[graphql(guard = "SignedIn")]
    async fn update_referral_tracking(
        &self,
        ctx: &Context<'_>,
        id: ID,
        input: ReferralTrackingInput,
    ) -> async_graphql::Result<ReferralTrackingGql> {
        let caller = claims(ctx)?;
        let record = input.parse().gql()?;
        ctx.data_unchecked::<App>()
            .update_tracking(&caller.sub, &id, record)
            .await
            .gql()
            .map(ReferralTrackingGql)
    }

    /// Deletes a referral tracking record. Guard: signed in; the analytics group only.
    #[graphql(guard = "SignedIn")]
    async fn delete_referral_tracking(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<bool> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .delete_tracking(&caller.sub, &id)
            .await
            .gql()
            .map(|()| true)
    }
}
