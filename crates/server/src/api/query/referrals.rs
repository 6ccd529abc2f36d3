use async_graphql::{Context, ID, Object};

use crate::{
    api::{
        error::ResultExt,
        guard::{SignedIn, claims},
        input::non_negative,
        object::referral::{
            CelloTokenResult, ReferralStats, ReferralTrackingGql, ReferralTrackingPage,
        },
    },
    app::App,
};

#[derive(Default)]
pub struct ReferralQuery;

#[Object]
impl ReferralQuery {
    /// The signed-in user's referral link and how it has done. Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn referral_stats(&self, ctx: &Context<'_>) -> async_graphql::Result<ReferralStats> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .referral_summary(&caller.sub)
            .await
            .gql()
            .map(Into::into)
    }

    /// A token for Cello's referral widget, when the server is configured for Cello; otherwise
    /// `success: false` and a plain message. `productUserId` must be the caller's id. Guard:
    /// signed in; rate limited per user.
    #[graphql(guard = "SignedIn")]
    async fn generate_cello_token(
        &self,
        ctx: &Context<'_>,
        product_user_id: ID,
        product_id: Option<String>,
    ) -> async_graphql::Result<CelloTokenResult> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .cello_token(&caller.sub, &product_user_id, product_id.as_deref())
            .await
            .gql()
            .map(Into::into)
    }

    /// Referral tracking records, newest first, `limit` (at most 1,000) a page; pass the
    /// answer's `nextToken` for the next page. Guard: signed in; the analytics group only.
    #[graphql(guard = "SignedIn")]
    async fn referral_tracking_records(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 1000)] limit: i32,
        next_token: Option<String>,
    ) -> async_graphql::Result<ReferralTrackingPage> {
        let caller = claims(ctx)?;
        let (items, next_token) = ctx
            .data_unchecked::<App>()
            .tracking_page(
                &caller.sub,
                u64::from(non_negative(limit)),
                next_token.as_deref(),
            )
            .await
            .gql()?;
        Ok(ReferralTrackingPage {
            items: items.into_iter().map(ReferralTrackingGql).collect(),
            next_token,
        })
    }

    /// One referral tracking record. Guard: signed in; the analytics group only.
    #[graphql(guard = "SignedIn")]
    async fn referral_tracking_record(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<ReferralTrackingGql> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .tracking_record(&caller.sub, &id)
            .await
            .gql()
            .map(ReferralTrackingGql)
    }
}
