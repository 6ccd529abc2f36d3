use async_graphql::{Context, ID, Object};
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
            .start_checkout(&caller.sub, plan)
            .await
            .gql()
            .map(CheckoutSessionGql::from)
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

    /// Cancels at the end of the paid period (storing the survey answers), or takes a
    /// cancellation back (spec: stripeCancellationManager). Guard: signed in; `email`, if
    /// given, must be the caller's.
    #[graphql(guard = "SignedIn.and(SelfOnly::new(&None, &email))")]
    async fn stripe_cancellation_manager(
        &self,
        ctx: &Context<'_>,
        action: CancellationActionGql,
        reason: Option<CancellationReasonGql>,
        reason_details: Option<String>,
        feedback: Option<String>,
        email: Option<String>,
    ) -> async_graphql::Result<User> {
        let _ = &email;
        let caller = claims(ctx)?;
        let app = ctx.data_unchecked::<App>();
        match action {
            CancellationActionGql::Cancel => {
                let reason = reason
                    .ok_or_else(|| ValidationError::new("reason", "Please choose a reason."))
                    .gql()?;
                let answers = CancellationAnswers {
                    reason: reason.into(),
                    reason_details: survey_text("reasonDetails", reason_details.as_deref())
                        .gql()?,
                    feedback: survey_text("feedback", feedback.as_deref()).gql()?,
                };
                app.cancel_subscription(&caller.sub, answers)
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
}
