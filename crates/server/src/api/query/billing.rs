use async_graphql::{Context, ID, Object};
use domain::{billing, plan};

use crate::{
    api::{
        error::ResultExt,
        guard::{SelfOnly, SignedIn, claims},
        object::{
            billing::{
                BillingModeGql, CheckoutSessionGql, PlanLimitsGql, PlanOfferGql, UpcomingInvoiceGql,
            },
            user::User,
        },
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

    /// What each plan allows (daily and bonus generations, saved prompts, folders, Context
    /// Genies), one entry per plan in display order; null is unlimited. Public.
    async fn plan_limits(&self) -> Vec<PlanLimitsGql> {
        plan::PlanName::ALL
            .into_iter()
            .map(|name| PlanLimitsGql::new(name, plan::limits(name)))
            .collect()
    }

    /// How this server sells paid plans: TEST (checkout is free and marked test mode), STRIPE,
    /// or OFF (plans are not sold; checkout answers BILLING_UNAVAILABLE). Public.
    async fn billing_mode(&self, ctx: &Context<'_>) -> BillingModeGql {
        ctx.data_unchecked::<App>().billing_mode().into()
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

    /// The next charge of the caller's subscription, or null when nothing renews (spec:
    /// getUpcomingInvoice). Guard: signed in; `customerId`, if given, must be the caller's
    /// Stripe customer.
    #[graphql(guard = "SignedIn")]
    async fn get_upcoming_invoice(
        &self,
        ctx: &Context<'_>,
        customer_id: Option<String>,
    ) -> async_graphql::Result<Option<UpcomingInvoiceGql>> {
        let caller = claims(ctx)?;
        let app = ctx.data_unchecked::<App>();
        if let Some(customer) = customer_id {
            let me = app.me(&caller.sub).await.gql()?;
            if me.user.stripe_customer_id.as_deref() != Some(customer.as_str()) {
                return Err(crate::api::error::client_error(
                    crate::api::error::code::FORBIDDEN,
                    "You can only act on your own account.",
                ));
            }
        }
        app.upcoming_invoice(&caller.sub)
            .await
            .gql()
            .map(|invoice| invoice.map(UpcomingInvoiceGql::from))
    }

    /// The caller's plan and subscription as stored, with any ended pass or period settled
    /// first (spec: checkStripeSubscription). Guard: signed in; `email`, if given, must be the
    /// caller's.
    #[graphql(guard = "SignedIn.and(SelfOnly::new(&None, &email))")]
    async fn check_stripe_subscription(
        &self,
        ctx: &Context<'_>,
        email: Option<String>,
    ) -> async_graphql::Result<User> {
        let _ = &email;
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .me(&caller.sub)
            .await
            .gql()
            .map(User)
    }
}
