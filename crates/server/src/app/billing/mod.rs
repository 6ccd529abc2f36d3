//! Billing: the plan catalogue, checkout, cancellation and reactivation, the recovery offer,
//! and the end of passes and cancelled plans.
//!
//! How plans are sold is the server's `billing.mode` ([`domain::billing::BillingMode`]), and
//! each mode is a [`PaymentProvider`] chosen once at start ([`provider::for_mode`]):
//! [`local::Local`] in test mode (checkout leads to a confirmation page in the web app,
//! clearly labelled as test mode) and with billing off (nothing is sold), [`stripe::Stripe`]
//! in Stripe mode. The use cases here hold what is the same whatever the provider (who may buy
//! what, which subscription may change, the one-time offer, the survey) and ask the provider
//! for the rest; none of them knows which provider it has. Every change of billing state, a
//! local confirmation or a Stripe webhook, goes through `ledger`: one atomic change, its
//! lifecycle events derived by the domain from the states before and after.

mod ledger;
pub mod local;
pub mod provider;
pub mod stripe;

use chrono::{DateTime, Utc};
use domain::{
    billing::{
        self, BillingState, CancellationOutcome, CancellationReason, OfferStatus, UpgradeReason,
    },
    plan::PlanName,
};
use store::{Checkout, NewCancellationSurvey, RecoveryOffer, User};

pub use provider::PaymentProvider;

use super::{App, Error, Result, plan::effective_plan, users::UserView};

/// The provider name of local billing.
pub const LOCAL: &str = "local";

/// A checkout the web app sends the user to.
#[derive(Debug, Clone)]
pub struct CheckoutStarted {
    pub checkout: Checkout,
    /// Where to send the user: the provider's page, or the local confirmation page.
    pub url: String,
    pub test_mode: bool,
}

/// The next charge of the user's subscription.
#[derive(Debug, Clone)]
pub struct UpcomingInvoice {
    pub amount_due_cents: i64,
    pub currency: String,
    pub next_payment_at: Option<DateTime<Utc>>,
    /// Local billing: nothing will actually be charged.
    pub test_mode: bool,
}

/// Provider references a billing change records with it.
#[derive(Debug, Clone, Default)]
pub struct ProviderRefs {
    /// The provider's customer id, when known.
    pub customer: Option<String>,
    /// The provider's subscription id (`Some(None)` clears it).
    pub subscription: Option<Option<String>>,
    /// A checkout this change completes.
    pub completes_checkout: Option<String>,
}

/// The one-time recovery offer as the user sees it, its discounted price worked out.
#[derive(Debug, Clone)]
pub struct OfferView {
    /// Passed back to accept it.
    pub code: String,
    pub plan: PlanName,
    pub percent_off: i32,
    pub duration_months: i32,
    /// The price per payment while the discount lasts, in US cents.
    pub discounted_price_cents: i64,
}

impl OfferView {
    fn new(offer: RecoveryOffer) -> Self {
        let plan = PlanName::from(offer.plan_name);
        Self {
            discounted_price_cents: billing::discounted(
                billing::offer(plan).price_cents,
                offer.percent_off,
            ),
            code: offer.id,
            plan,
            percent_off: offer.percent_off,
            duration_months: offer.duration_months,
        }
    }
}

/// What the cancellation survey asked.
#[derive(Debug, Clone)]
pub struct CancellationAnswers {
    pub reason: CancellationReason,
    pub reason_details: Option<String>,
    pub feedback: Option<String>,
}

/// Checkout on a server whose billing is off.
fn not_sold() -> Error {
    Error::BillingUnavailable(
        "Plans are not sold on this server. Ask its operator if you need a paid plan.".into(),
    )
}

fn no_subscription() -> Error {
    Error::Conflict("You have no subscription to change.".into())
}

fn no_checkout() -> Error {
    Error::NotFound("No checkout with that id.".into())
}

fn no_offer() -> Error {
    Error::Conflict("There is no offer for this subscription.".into())
}

/// A running subscription (Pro or Annual Pro): what cancellation and the offer are about.
fn is_subscription(plan: PlanName) -> bool {
    matches!(plan, PlanName::Pro | PlanName::AnnualPro)
}

/// `state` with "cancel at period end" set to `cancel`; asking for what is already so is
/// refused. Every provider checks this before it changes anything.
fn with_cancellation(state: &BillingState, cancel: bool) -> Result<BillingState> {
    if state.cancel_at_period_end == cancel {
        let message = if cancel {
            "Your subscription is already cancelled; it ends at the end of the period."
        } else {
            "Your subscription is not cancelled."
        };
        return Err(Error::Conflict(message.into()));
    }
    Ok(BillingState {
        cancel_at_period_end: cancel,
        ..state.clone()
    })
}

impl App {
    /// Starts a checkout for `wanted` with the provider (a Stripe Checkout Session, or a local
    /// one whose URL is the web app's test-mode confirmation page); BILLING_UNAVAILABLE when
    /// this server sells nothing. `return_url` (the spec's `returnUrl`) is where a user who
    /// leaves without paying comes back to: a page of this site, else VALIDATION.
    pub async fn start_checkout(
        &self,
        user_id: &str,
        wanted: PlanName,
        return_url: Option<&str>,
    ) -> Result<CheckoutStarted> {
        let return_to = self.return_path(return_url)?;
        self.payments.check_sells()?;
        let now = self.clock.now();
        let user = ledger::user(&self.store, user_id).await?;
        billing::check_checkout(effective_plan(&user, now), wanted)?;
        self.payments
            .open_checkout(&user, wanted, return_to.as_deref(), now)
            .await
    }

    fn return_path(&self, return_url: Option<&str>) -> Result<Option<String>> {
        Ok(return_url
            .map(|raw| domain::site_path::return_path(raw, &self.public_url))
            .transpose()?)
    }

    /// Checks that `customer_id` (as the spec's callers name it) is the user's own billing
    /// account at the provider: another's, or one the user does not have, is NOT_FOUND.
    pub async fn check_own_customer(&self, user_id: &str, customer_id: &str) -> Result<()> {
        let user = ledger::user(&self.store, user_id).await?;
        if user.stripe_customer_id.as_deref() == Some(customer_id) && !customer_id.is_empty() {
            Ok(())
        } else {
            Err(Error::NotFound(
                "There is no billing account with that id on your account.".into(),
            ))
        }
    }

    /// One of the user's checkouts (another user's is NOT_FOUND).
    pub async fn checkout(&self, user_id: &str, id: &str) -> Result<Checkout> {
        self.store
            .find_checkout(user_id, id)
            .await?
            .ok_or_else(no_checkout)
    }

    /// Pays a local checkout (test mode only; BILLING_UNAVAILABLE in the other modes): the
    /// plan starts now, as a provider's checkout-completed event would start it. Applying it
    /// twice is refused.
    pub async fn confirm_local_checkout(&self, user_id: &str, id: &str) -> Result<UserView> {
        let user = self
            .payments
            .confirm_checkout(user_id, id, self.clock.now())
            .await?;
        self.user_view(user).await
    }

    /// Cancels the user's subscription at the end of the paid period, and stores their
    /// answers. Access stays until `current_period_end`. A recovery offer made in this flow is
    /// declined with it: the offer is one-time, so a later cancellation gets none.
    pub async fn cancel_subscription(
        &self,
        user_id: &str,
        answers: CancellationAnswers,
    ) -> Result<UserView> {
        let now = self.clock.now();
        let user = self
            .payments
            .set_cancel_at_period_end(user_id, true, now)
            .await?;
        self.store.decline_recovery_offers(user_id).await?;
        self.record_survey(user_id, &user, answers, CancellationOutcome::Cancelled, now)
            .await?;
        self.user_view(user).await
    }

    /// Checks that `subscription_id` (as the spec's callers name it) is the user's own
    /// subscription: another's, or one the user does not have, is NOT_FOUND.
    pub async fn check_own_subscription(&self, user_id: &str, subscription_id: &str) -> Result<()> {
        let user = ledger::user(&self.store, user_id).await?;
        if user.subscription_id.as_deref() == Some(subscription_id) && !subscription_id.is_empty() {
            Ok(())
        } else {
            Err(Error::NotFound(
                "There is no subscription with that id on your account.".into(),
            ))
        }
    }

    /// Takes back a cancellation before the period ends: the plan simply continues.
    pub async fn reactivate_subscription(&self, user_id: &str) -> Result<UserView> {
        let now = self.clock.now();
        let user = self
            .payments
            .set_cancel_at_period_end(user_id, false, now)
            .await?;
        self.user_view(user).await
    }

    /// The one-time recovery offer for a subscriber who starts to cancel (spec:
    /// createCancelRecoveryCoupon): the open one if it was made already.
    pub async fn recovery_offer(
        &self,
        user_id: &str,
        attempt: store::RecoveryAttempt,
    ) -> Result<OfferView> {
        let now = self.clock.now();
        let user = ledger::user(&self.store, user_id).await?;
        let plan = effective_plan(&user, now);
        if !is_subscription(plan) || user.cancel_at_period_end {
            return Err(no_subscription());
        }
        if !self.payments.offers_recovery(&user) {
            return Err(no_offer());
        }
        self.store
            .open_recovery_offer(
                user_id,
                plan,
                billing::RECOVERY_PERCENT_OFF,
                billing::RECOVERY_MONTHS,
                attempt,
                now,
            )
            .await
            .map_err(ledger::no_user)?
            .map(OfferView::new)
            .ok_or_else(|| Error::Conflict("You have already used your one-time offer.".into()))
    }

    /// Accepts the recovery offer instead of cancelling: the discount covers the renewals of
    /// the next months, the subscription continues, and the survey answers are stored.
    pub async fn accept_recovery_offer(
        &self,
        user_id: &str,
        offer_id: &str,
        answers: CancellationAnswers,
    ) -> Result<UserView> {
        let offer = self
            .store
            .find_recovery_offer(user_id, offer_id)
            .await?
            .filter(|offer| OfferStatus::from(offer.status) == OfferStatus::Offered)
            .ok_or_else(|| Error::NotFound("No open offer with that code.".into()))?;
        let now = self.clock.now();
        let user = ledger::user(&self.store, user_id).await?;
        // Where the provider charges the subscription, the discount is applied there first; if
        // it cannot be reached, nothing changes here either.
        self.payments.apply_recovery_offer(&user).await?;
        let redeem = offer.id.clone();
        let user = ledger::change_subscription(&self.store, user_id, now, move |state| {
            let mut update = ledger::update_to(state, state);
            let ends = billing::recovery_discount_end(
                state.current_period_end,
                now,
                offer.duration_months,
            );
            update.discount = Some((offer.percent_off, ends));
            update.redeems_offer = Some(redeem);
            Ok(update)
        })
        .await
        .map_err(|err| match err {
            // The offer went between the read and the write (accepted in another tab).
            Error::Unauthenticated => Error::Conflict("This offer is no longer available.".into()),
            other => other,
        })?;
        self.record_survey(
            user_id,
            &user,
            answers,
            CancellationOutcome::OfferAccepted,
            now,
        )
        .await?;
        self.user_view(user).await
    }

    async fn record_survey(
        &self,
        user_id: &str,
        user: &User,
        answers: CancellationAnswers,
        outcome: CancellationOutcome,
        now: DateTime<Utc>,
    ) -> Result<()> {
        self.store
            .record_cancellation_survey(
                user_id,
                NewCancellationSurvey {
                    plan_name: user.plan_name.into(),
                    reason: answers.reason.as_str().to_owned(),
                    reason_details: answers.reason_details,
                    feedback: answers.feedback,
                    outcome,
                },
                now,
            )
            .await?;
        Ok(())
    }

    /// Records the end of the user's pass or cancelled plan if it has passed (Free again,
    /// with its lifecycle event), or, with local billing, renews a subscription whose period
    /// ended. Returns the user as stored afterwards.
    pub async fn settle_billing(&self, user_id: &str) -> Result<User> {
        ledger::settle(&self.store, user_id, self.clock.now()).await
    }

    /// Settles every user whose paid period has ended (run by housekeeping). Returns how many
    /// went back to Free.
    pub async fn settle_ended_periods(&self) -> Result<u64> {
        let now = self.clock.now();
        let mut settled = 0;
        for user_id in self.store.users_with_period_ended(now).await? {
            let user = self.settle_billing(&user_id).await?;
            if PlanName::from(user.plan_name) == PlanName::Free {
                settled += 1;
            }
        }
        Ok(settled)
    }

    /// Stores the post-upgrade survey's answer, once, for a user on a paid plan. CONFLICT if
    /// it was completed or dismissed before, or the user holds no paid plan.
    pub async fn complete_post_upgrade_survey(
        &self,
        user_id: &str,
        reason: UpgradeReason,
        feedback: Option<String>,
    ) -> Result<UserView> {
        let now = self.clock.now();
        let user = self.me(user_id).await?.user;
        let plan = effective_plan(&user, now);
        if !plan.is_paid() {
            return Err(Error::Conflict(
                "The post-upgrade survey is for paid plans.".into(),
            ));
        }
        self.store
            .complete_post_upgrade_survey(user_id, plan, reason.as_str(), feedback, now)
            .await?
            .ok_or_else(|| {
                Error::Conflict("You have already answered or dismissed this survey.".into())
            })?;
        self.me(user_id).await
    }

    /// Dismisses the post-upgrade survey for good (a no-op if it is already answered or
    /// dismissed).
    pub async fn dismiss_post_upgrade_survey(&self, user_id: &str) -> Result<UserView> {
        self.store
            .dismiss_post_upgrade_survey(user_id, self.clock.now())
            .await?;
        self.me(user_id).await
    }

    /// Handles a payment provider's webhook delivery (only Stripe sends them; NOT_FOUND with
    /// the other providers). See [`stripe::Stripe`] for what is trusted in one.
    pub async fn stripe_webhook(&self, payload: &str, signature: &str) -> Result<()> {
        self.payments
            .webhook(payload, signature, self.clock.now())
            .await
    }

    /// The next charge of the user's subscription (spec: getUpcomingInvoice), as the provider
    /// sees it: Stripe's preview for a Stripe subscription, else the local renewal. None when
    /// nothing renews.
    pub async fn upcoming_invoice(&self, user_id: &str) -> Result<Option<UpcomingInvoice>> {
        let user = self.me(user_id).await?.user;
        self.payments.upcoming_invoice(&user).await
    }

    /// A Stripe Billing Portal link for a paying customer (payment methods, invoices), coming
    /// back to `return_url` (a page of this site, else VALIDATION; by default the settings).
    /// CONFLICT with local billing or before the first payment.
    pub async fn billing_portal_url(
        &self,
        user_id: &str,
        return_url: Option<&str>,
    ) -> Result<String> {
        let return_to = self.return_path(return_url)?;
        let user = self.me(user_id).await?.user;
        self.payments.portal_url(&user, return_to.as_deref()).await
    }
}
