//! Stripe billing: checkout is a Stripe Checkout Session, the subscription is held at Stripe
//! (cancellation and the recovery coupon are changed there), and Stripe's signed webhooks are
//! the one writer of a Stripe subscription's state here. A subscription Stripe does not hold
//! (given in test mode before, or set by the operator) stays with local billing.

use ::billing::{self as payments, EventSubject, SubscriptionSnapshot};
use chrono::{DateTime, Utc};
use domain::{
    billing::{self, BillingMode, BillingState},
    plan::PlanName,
};
use store::{ProviderEvent, User};

use super::{
    CheckoutStarted, PaymentProvider, ProviderRefs, UpcomingInvoice, is_subscription, ledger,
    local::{Local, no_billing_account},
    no_offer, no_subscription, with_cancellation,
};
use crate::app::{Error, Result, plan::state_of};

/// The provider name of Stripe billing.
const STRIPE: &str = "stripe";

/// Stripe mode's provider.
#[derive(Debug, Clone)]
pub struct Stripe {
    client: payments::Stripe,
    /// What Stripe does not hold: the store, the web app's address, and the subscriptions
    /// billed locally.
    local: Local,
}

impl Stripe {
    pub fn new(client: payments::Stripe, local: Local) -> Self {
        Self { client, local }
    }

    /// The recovery coupon for the Stripe subscription `user` holds: None when Stripe holds
    /// none of theirs, an error when the operator configured no coupon.
    fn coupon_for<'a>(&'a self, user: &'a User) -> Result<Option<(&'a str, &'a str)>> {
        let Some(subscription) = user.subscription_id.as_deref() else {
            return Ok(None);
        };
        let coupon = self.client.recovery_coupon().ok_or_else(no_offer)?;
        Ok(Some((subscription, coupon)))
    }
}

#[async_trait::async_trait]
impl PaymentProvider for Stripe {
    fn mode(&self) -> BillingMode {
        BillingMode::Stripe
    }

    fn check_sells(&self) -> Result<()> {
        Ok(())
    }

    async fn open_checkout(
        &self,
        user: &User,
        plan: PlanName,
        return_to: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<CheckoutStarted> {
        let public_url = &self.local.public_url;
        let success_url = format!("{public_url}/success?session_id={{CHECKOUT_SESSION_ID}}");
        let cancel_url = format!("{public_url}{}", return_to.unwrap_or("/dashboard/pricing"));
        let opened = self
            .client
            .open_checkout(payments::CheckoutRequest {
                plan,
                user_id: &user.id,
                customer: user.stripe_customer_id.as_deref(),
                email: &user.email,
                success_url: &success_url,
                cancel_url: &cancel_url,
            })
            .await
            .map_err(stripe_down)?;
        let checkout = self
            .local
            .store
            .create_checkout(&user.id, STRIPE, Some(&opened.id), plan, now)
            .await?;
        Ok(CheckoutStarted {
            checkout,
            url: opened.url,
            test_mode: false,
        })
    }

    async fn confirm_checkout(
        &self,
        _user_id: &str,
        _checkout_id: &str,
        _now: DateTime<Utc>,
    ) -> Result<User> {
        Err(Error::BillingUnavailable(
            "Test-mode checkout is turned off: this server takes payments with Stripe. \
             Start again from the pricing page."
                .into(),
        ))
    }

    /// Changed at Stripe only: its webhook is the one writer of the subscription's state here,
    /// and the answer shows the state Stripe now holds.
    async fn set_cancel_at_period_end(
        &self,
        user_id: &str,
        cancel: bool,
        now: DateTime<Utc>,
    ) -> Result<User> {
        let user = ledger::user(&self.local.store, user_id).await?;
        let Some(subscription) = user.subscription_id.clone() else {
            return self
                .local
                .set_cancel_at_period_end(user_id, cancel, now)
                .await;
        };
        // Refuse what the stored state already says before asking Stripe.
        let state = state_of(&user);
        if !is_subscription(state.effective_plan(now)) {
            return Err(no_subscription());
        }
        with_cancellation(&state, cancel)?;
        let snapshot = self
            .client
            .set_cancel_at_period_end(&subscription, cancel)
            .await
            .map_err(stripe_down)?;
        // A subscription on a price no longer configured keeps the plan it was stored with.
        let state = state_from_stripe(&self.client, &snapshot).unwrap_or_else(|| {
            billing::from_provider(
                state.plan,
                snapshot.status,
                snapshot.current_period_end,
                snapshot.cancel_at_period_end,
            )
        });
        Ok(ledger::with_state(user, &state))
    }

    fn offers_recovery(&self, user: &User) -> bool {
        self.coupon_for(user).is_ok()
    }

    /// A Stripe subscriber's discount is Stripe's to charge: the coupon is applied there.
    async fn apply_recovery_offer(&self, user: &User) -> Result<()> {
        if let Some((subscription, coupon)) = self.coupon_for(user)? {
            self.client
                .apply_coupon(subscription, coupon)
                .await
                .map_err(stripe_down)?;
        }
        Ok(())
    }

    async fn upcoming_invoice(&self, user: &User) -> Result<Option<UpcomingInvoice>> {
        let (Some(customer), Some(subscription)) =
            (&user.stripe_customer_id, &user.subscription_id)
        else {
            return self.local.upcoming_invoice(user).await;
        };
        if user.cancel_at_period_end || !PlanName::from(user.plan_name).is_paid() {
            return Ok(None);
        }
        let preview = self
            .client
            .upcoming_invoice(customer, subscription)
            .await
            .map_err(stripe_down)?;
        Ok(Some(UpcomingInvoice {
            amount_due_cents: preview.amount_due_cents,
            currency: preview.currency,
            next_payment_at: preview.next_payment_at,
            test_mode: false,
        }))
    }

    async fn portal_url(&self, user: &User, return_to: Option<&str>) -> Result<String> {
        let customer = user
            .stripe_customer_id
            .as_deref()
            .ok_or_else(no_billing_account)?;
        let return_url = format!(
            "{}{}",
            self.local.public_url,
            return_to.unwrap_or("/dashboard/settings")
        );
        self.client
            .portal_url(customer, &return_url)
            .await
            .map_err(stripe_down)
    }

    /// Verifies a delivery, then re-reads what it is about from Stripe (so the order
    /// deliveries arrive in does not matter) and applies that state once per event id. What is
    /// trusted: the signed event's user (`client_reference_id`, set by us at checkout) and its
    /// `payment_status`; the plan comes only from the price paid (the session's line item, or
    /// the subscription's price) matched against the configured price ids, never from
    /// metadata. A checkout grants only once paid (a delayed payment grants on
    /// `checkout.session.async_payment_succeeded`). A price that is none of ours grants nothing
    /// (the subscription a user holds still renews, cancels and ends their plan if it moves to
    /// one). An event about someone we do not know, or about an older subscription than the
    /// user's current one, changes nothing.
    async fn webhook(&self, payload: &str, signature: &str, now: DateTime<Utc>) -> Result<()> {
        let event = self
            .client
            .verify_event(payload, signature, now)
            .map_err(|err| match err {
                payments::Error::BadSignature(why) => Error::Validation(
                    domain::ValidationError::new("Stripe-Signature", format!("Refused: {why}")),
                ),
                payments::Error::Unreadable(why) => {
                    // Signed by Stripe, so worth the operator's attention: Stripe retries it.
                    tracing::warn!(%why, "a signed Stripe event could not be read; refused");
                    Error::Validation(domain::ValidationError::new(
                        "payload",
                        format!("Refused: the event cannot be read ({why})."),
                    ))
                }
                other => Error::Internal(other.into()),
            })?;
        let provider_event = ProviderEvent {
            provider: STRIPE.into(),
            id: event.id.clone(),
            kind: event.kind.clone(),
        };
        match event.object {
            EventSubject::Checkout {
                session,
                user_id,
                customer,
                subscription,
                one_time,
                payment,
            } => {
                let Some(user_id) = user_id else {
                    return Ok(());
                };
                if !checkout_is_paid(one_time, payment) {
                    // A delayed payment method: async_payment_succeeded follows if it goes
                    // through. Nothing is recorded until then, not even the customer.
                    tracing::info!(event = %event.id, %session, ?payment, "a Stripe checkout completed unpaid; waiting for its payment");
                    return Ok(());
                }
                // A deleted account, or another app's checkout on the same Stripe account.
                if self.local.store.find_user(&user_id).await?.is_none() {
                    tracing::warn!(event = %event.id, "a Stripe checkout names no user of ours; ignored");
                    return Ok(());
                }
                let ids = ProviderRefs {
                    customer,
                    subscription: subscription.clone().map(Some),
                    completes_checkout: None,
                };
                let state = if one_time {
                    // What was bought is the price paid, as Stripe holds it, never metadata.
                    let price = self
                        .client
                        .checkout_price(&session)
                        .await
                        .map_err(stripe_down)?;
                    let plan = price
                        .as_deref()
                        .and_then(|p| self.client.prices().plan_of(p));
                    if plan != Some(PlanName::ThreeDayPass) {
                        tracing::warn!(event = %event.id, %session, ?price, "a paid Stripe checkout for a price that is not our pass; ignored");
                        return Ok(());
                    }
                    BillingState::purchased(PlanName::ThreeDayPass, now)
                } else if let Some(subscription) = subscription {
                    let snapshot = self
                        .client
                        .subscription(&subscription)
                        .await
                        .map_err(stripe_down)?;
                    let Some(state) = state_from_stripe(&self.client, &snapshot) else {
                        tracing::warn!(event = %event.id, subscription = %snapshot.id, price = ?snapshot.price, "a Stripe subscription on a price that is none of our plans; ignored");
                        return Ok(());
                    };
                    state
                } else {
                    return Ok(());
                };
                let applied = ledger::apply_provider_state(
                    &self.local.store,
                    &user_id,
                    provider_event,
                    now,
                    ids,
                    move |_, _| Some(state),
                )
                .await;
                gone_user_ignored(applied, &event.id)?;
            }
            EventSubject::CheckoutPaymentFailed { session } => {
                tracing::info!(event = %event.id, %session, "a Stripe checkout's delayed payment failed; nothing changes");
            }
            EventSubject::Subscription { subscription, .. } => {
                let snapshot = self
                    .client
                    .subscription(&subscription)
                    .await
                    .map_err(stripe_down)?;
                let Some(user) = self
                    .local
                    .store
                    .find_user_by_stripe_customer(&snapshot.customer)
                    .await?
                else {
                    return Ok(());
                };
                let known = state_from_stripe(&self.client, &snapshot);
                if known.is_none() {
                    tracing::warn!(event = %event.id, subscription = %snapshot.id, price = ?snapshot.price, "a Stripe subscription on a price that is none of our plans: it grants nothing new");
                }
                let ids = ProviderRefs {
                    customer: Some(snapshot.customer.clone()),
                    subscription: Some(Some(snapshot.id.clone())),
                    completes_checkout: None,
                };
                let applied = ledger::apply_provider_state(
                    &self.local.store,
                    &user.id,
                    provider_event,
                    now,
                    ids,
                    move |user, before| {
                        // A newer subscription replaced this one: its news changes nothing.
                        let current = user.subscription_id.as_deref();
                        let holds = current == Some(snapshot.id.as_str());
                        if !(current.is_none() || holds) {
                            return None;
                        }
                        match known {
                            Some(state) => Some(state),
                            // On a price that is none of ours (moved there at Stripe), the
                            // subscription the user holds still renews, cancels and ends the
                            // plan they have; it never grants one.
                            None if holds => Some(billing::from_provider(
                                before.plan,
                                snapshot.status,
                                snapshot.current_period_end,
                                snapshot.cancel_at_period_end,
                            )),
                            None => None,
                        }
                    },
                )
                .await;
                gone_user_ignored(applied, &event.id)?;
            }
            EventSubject::Other => {}
        }
        Ok(())
    }
}

/// Whether a completed checkout is paid for: a pass only when its money is in; a subscription
/// also when nothing was due yet (a trial), since the subscription's own status, re-read from
/// Stripe, then says what it grants.
fn checkout_is_paid(one_time: bool, payment: payments::PaymentStatus) -> bool {
    match payment {
        payments::PaymentStatus::Paid => true,
        payments::PaymentStatus::NoPaymentRequired => !one_time,
        payments::PaymentStatus::Unpaid => false,
    }
}

/// The billing state a Stripe subscription gives, its plan known by the price it is on. None
/// for a price that is none of the configured plans' (nothing is granted for it).
fn state_from_stripe(
    stripe: &payments::Stripe,
    snapshot: &SubscriptionSnapshot,
) -> Option<BillingState> {
    let plan = stripe.prices().plan_of(snapshot.price.as_deref()?)?;
    Some(billing::from_provider(
        plan,
        snapshot.status,
        snapshot.current_period_end,
        snapshot.cancel_at_period_end,
    ))
}

/// A provider event for an account deleted while the event was on its way: acknowledged (the
/// provider would retry it for days otherwise), nothing to change.
fn gone_user_ignored(applied: Result<Option<User>>, event: &str) -> Result<()> {
    match applied {
        Ok(_) => Ok(()),
        Err(Error::Unauthenticated) => {
            tracing::warn!(%event, "a Stripe event for an account that is gone; ignored");
            Ok(())
        }
        Err(err) => Err(err),
    }
}

fn stripe_down(err: payments::Error) -> Error {
    Error::Unavailable(format!("Stripe could not be reached: {err}"))
}
