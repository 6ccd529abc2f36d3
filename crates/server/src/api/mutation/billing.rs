use async_graphql::{Context, ID, Object};
use chrono::{DateTime, Utc};
use domain::{
    ValidationError,
    billing::{self, survey_text},
    plan::PlanName,
};

use crate::{
    api::{
        error::ResultExt,
        guard::{SelfOnly, SignedIn, claims},
        object::{
            billing::{
                BillingCycleGql, CancellationActionGql, CancellationReasonGql, CheckoutSessionGql,
                RecoveryOfferGql, StripeCheckoutActionGql, StripeCheckoutResultGql,
                UpgradeReasonGql,
            },
            user::{PlanNameGql, User},
        },
    },
    app::{App, billing::CancellationAnswers},
};

#[derive(Default)]
pub struct BillingMutation;

/// The plan a checkout sells: a pass is a pass; for the subscriptions, the billing cycle picks
/// monthly (PRO) or annual (ANNUAL_PRO), and a cycle that contradicts the plan is refused.
fn plan_to_buy(
    plan_type: PlanNameGql,
    cycle: Option<BillingCycleGql>,
) -> Result<PlanName, ValidationError> {
    let plan = PlanName::from(plan_type);
    match (plan, cycle) {
        (PlanName::Pro | PlanName::AnnualPro, Some(cycle)) => {
            let by_cycle = billing::plan_for_cycle(cycle.into());
            if plan == PlanName::AnnualPro && by_cycle == PlanName::Pro {
                return Err(ValidationError::new(
                    "billingCycle",
                    "ANNUAL_PRO is billed annually.",
                ));
            }
            Ok(by_cycle)
        }
        _ => Ok(plan),
    }
}

#[Object]
impl BillingMutation {
    /// Starts a checkout and returns where to pay (spec: createCheckoutSession). Without a
    /// payment provider configured it is local billing: a test-mode confirmation page. Guard:
    /// signed in; `userId`/`email`, if given, must be the caller's.
    #[graphql(guard = "SignedIn.and(SelfOnly::new(&user_id, &email))")]
    async fn create_checkout_session(
        &self,
        ctx: &Context<'_>,
        plan_type: PlanNameGql,
        billing_cycle: Option<BillingCycleGql>,
        user_id: Option<ID>,
        email: Option<String>,
    ) -> async_graphql::Result<CheckoutSessionGql> {
        let _ = (&user_id, &email);
        let caller = claims(ctx)?;
        let plan = plan_to_buy(plan_type, billing_cycle).gql()?;
        ctx.data_unchecked::<App>()
            .start_checkout(&caller.sub, plan, None)
            .await
            .gql()
            .map(CheckoutSessionGql::from)
    }

    /// The spec's one billing door (spec: stripeCheckout): `action` CHECKOUT (the default)
    /// starts a checkout for `planType` as createCheckoutSession does, PORTAL opens the billing
    /// portal as createBillingPortalSession does; the answer carries the same URL and session.
    /// `returnUrl` is where the user comes back to without paying (or from the portal): a page
    /// of this site, else VALIDATION. Guard: signed in; `userId`/`email`, if given, must be the
    /// caller's; `customerId`, if given, must be the caller's billing account (else NOT_FOUND,
    /// and nothing starts).
    #[graphql(guard = "SignedIn.and(SelfOnly::new(&user_id, &email))")]
    #[allow(clippy::too_many_arguments)] // the spec's arguments
    async fn stripe_checkout(
        &self,
        ctx: &Context<'_>,
        plan_type: Option<PlanNameGql>,
        billing_cycle: Option<BillingCycleGql>,
        user_id: Option<ID>,
        email: Option<String>,
        #[graphql(desc = "Default: CHECKOUT.")] action: Option<StripeCheckoutActionGql>,
        customer_id: Option<String>,
        return_url: Option<String>,
    ) -> async_graphql::Result<StripeCheckoutResultGql> {
        let _ = (&user_id, &email);
        let action = action.unwrap_or(StripeCheckoutActionGql::Checkout);
        let caller = claims(ctx)?;
        let app = ctx.data_unchecked::<App>();
        if let Some(customer) = &customer_id {
            app.check_own_customer(&caller.sub, customer).await.gql()?;
        }
        let return_url = return_url.as_deref();
        match action {
            StripeCheckoutActionGql::Checkout => {
                let plan_type = plan_type
                    .ok_or_else(|| ValidationError::new("planType", "Choose a plan to buy."))
                    .gql()?;
                let plan = plan_to_buy(plan_type, billing_cycle).gql()?;
                let started = app
                    .start_checkout(&caller.sub, plan, return_url)
                    .await
                    .gql()?;
                Ok(StripeCheckoutResultGql {
                    action,
                    url: started.url.clone(),
                    session: Some(started.into()),
                })
            }
            StripeCheckoutActionGql::Portal => {
                let url = app
                    .billing_portal_url(&caller.sub, return_url)
                    .await
                    .gql()?;
                Ok(StripeCheckoutResultGql {
                    action,
                    url,
                    session: None,
                })
            }
        }
    }

    /// Pays a local (test-mode) checkout: the plan starts at once. Guard: signed in; another
    /// user's checkout is NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn confirm_local_checkout(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<User> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .confirm_local_checkout(&caller.sub, &id)
            .await
            .gql()
            .map(User)
    }

    /// Makes the one-time recovery offer to a subscriber who starts to cancel (spec:
    /// createCancelRecoveryCoupon); the same open offer comes back if asked again. CONFLICT
    /// when there is no running subscription or the offer was used. Guard: signed in;
    /// `userId`, if given, must be the caller's. `attemptedPlan`, `attemptedCycle` and
    /// `cancelTime` (what the subscriber was cancelling, and when) are kept with a new offer.
    #[graphql(guard = "SignedIn.and(SelfOnly::new(&user_id, &None))")]
    async fn create_cancel_recovery_coupon(
        &self,
        ctx: &Context<'_>,
        user_id: Option<ID>,
        attempted_plan: Option<PlanNameGql>,
        attempted_cycle: Option<BillingCycleGql>,
        cancel_time: Option<DateTime<Utc>>,
    ) -> async_graphql::Result<RecoveryOfferGql> {
        let _ = &user_id;
        let caller = claims(ctx)?;
        let attempt = store::RecoveryAttempt {
            plan: attempted_plan.map(Into::into),
            cycle: attempted_cycle.map(Into::into),
            cancel_time,
        };
        ctx.data_unchecked::<App>()
            .recovery_offer(&caller.sub, attempt)
            .await
            .gql()
            .map(RecoveryOfferGql::from)
    }

    /// Cancels at the end of the paid period, takes a cancellation back, or accepts the
    /// recovery offer instead (spec: stripeCancellationManager); CANCEL and ACCEPT_OFFER store
    /// the survey answers. `code` is the spec's name for `discountCode` (give one, or the same
    /// in both). Guard: signed in; `email`, if given, must be the caller's; `subscriptionId`,
    /// if given, must be the caller's subscription (else NOT_FOUND, and nothing changes).
    #[graphql(guard = "SignedIn.and(SelfOnly::new(&None, &email))")]
    #[allow(clippy::too_many_arguments)] // the spec's arguments
    async fn stripe_cancellation_manager(
        &self,
        ctx: &Context<'_>,
        action: CancellationActionGql,
        reason: Option<CancellationReasonGql>,
        reason_details: Option<String>,
        feedback: Option<String>,
        discount_code: Option<ID>,
        email: Option<String>,
        subscription_id: Option<String>,
        code: Option<ID>,
    ) -> async_graphql::Result<User> {
        let _ = &email;
        let caller = claims(ctx)?;
        let app = ctx.data_unchecked::<App>();
        let discount_code = match (discount_code, code) {
            (Some(a), Some(b)) if a != b => {
                return Err(ValidationError::new(
                    "code",
                    "`code` and `discountCode` name different offers: give one.",
                ))
                .gql();
            }
            (a, b) => a.or(b),
        };
        if let Some(id) = subscription_id {
            app.check_own_subscription(&caller.sub, &id).await.gql()?;
        }
        let answers = || -> Result<CancellationAnswers, ValidationError> {
            let reason =
                reason.ok_or_else(|| ValidationError::new("reason", "Please choose a reason."))?;
            Ok(CancellationAnswers {
                reason: reason.into(),
                reason_details: survey_text("reasonDetails", reason_details.as_deref())?,
                feedback: survey_text("feedback", feedback.as_deref())?,
            })
        };
        match action {
            CancellationActionGql::Cancel => {
                let answers = answers().gql()?;
                app.cancel_subscription(&caller.sub, answers)
                    .await
                    .gql()
                    .map(User)
            }
            CancellationActionGql::AcceptOffer => {
                let answers = answers().gql()?;
                let code = discount_code
                    .ok_or_else(|| {
                        ValidationError::new("discountCode", "Which offer? Pass its code.")
                    })
                    .gql()?;
                app.accept_recovery_offer(&caller.sub, &code, answers)
                    .await
                    .gql()
                    .map(User)
            }
            CancellationActionGql::Reactivate => app
                .reactivate_subscription(&caller.sub)
                .await
                .gql()
                .map(User),
        }
    }

    /// Answers the short survey shown after a first upgrade, once (paid plans). Guard: signed
    /// in.
    #[graphql(guard = "SignedIn")]
    async fn complete_post_upgrade_survey(
        &self,
        ctx: &Context<'_>,
        reason: UpgradeReasonGql,
        feedback: Option<String>,
    ) -> async_graphql::Result<User> {
        let caller = claims(ctx)?;
        let feedback = survey_text("feedback", feedback.as_deref()).gql()?;
        ctx.data_unchecked::<App>()
            .complete_post_upgrade_survey(&caller.sub, reason.into(), feedback)
            .await
            .gql()
            .map(User)
    }

    /// Dismisses the post-upgrade survey for good. Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn dismiss_post_upgrade_survey(&self, ctx: &Context<'_>) -> async_graphql::Result<User> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .dismiss_post_upgrade_survey(&caller.sub)
            .await
            .gql()
            .map(User)
    }

    /// A Stripe Billing Portal link to manage payment methods and invoices. CONFLICT with local
    /// billing or before the first payment. Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn create_billing_portal_session(
        &self,
        ctx: &Context<'_>,
    ) -> async_graphql::Result<String> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .billing_portal_url(&caller.sub, None)
            .await
            .gql()
    }
}
