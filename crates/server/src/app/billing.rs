//! Billing: the plan catalogue, checkout, local (test-mode) payment, cancellation and
//! reactivation, and the end of passes and cancelled plans.
//!
//! How plans are sold is the server's `billing.mode` ([`BillingMode`]). In test mode (the
//! default of a server only this machine can reach) checkout leads to a confirmation page in
//! the web app, clearly labelled as test mode, and confirming it goes through the same path a
//! payment provider's event does ([`App::apply_provider_state`]): one atomic change of billing
//! state, its lifecycle events derived by the domain from the states before and after. In
//! Stripe mode Stripe's signed webhooks do that; with billing off nothing is sold.

use ::billing::{self as payments, EventSubject, SubscriptionSnapshot};
use chrono::{DateTime, Utc};
use domain::{
    billing::{self, BillingMode, BillingState, CancellationReason, LifecycleEvent, UpgradeReason},
    plan::PlanName,
};
use store::{
    Applied, BillingUpdate, Checkout, NewCancellationSurvey, NewPlanEvent, ProviderEvent,
    RecoveryOffer, User,
};

use super::{
    App, Error, Result,
    plan::{effective_plan, state_of},
    users::UserView,
};

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

/// What the cancellation survey asked.
#[derive(Debug, Clone)]
pub struct CancellationAnswers {
    pub reason: CancellationReason,
    pub reason_details: Option<String>,
    pub feedback: Option<String>,
}

/// `user` as it will be once `state` is recorded (the webhook records it).
fn with_state(mut user: User, state: &BillingState) -> User {
    user.plan_name = state.plan.as_str().to_owned();
    user.subscription_status = state.subscription_status.clone();
    user.current_period_end = state.current_period_end;
    user.cancel_at_period_end = state.cancel_at_period_end;
    user
}

/// The store update that takes a user from `before` to `after`, with the lifecycle events of
/// that change.
fn update_to(before: &BillingState, after: &BillingState) -> BillingUpdate {
    update_with(after, billing::lifecycle_events(before, after))
}

/// The store update that writes `after` and records `events`.
fn update_with(after: &BillingState, events: Vec<LifecycleEvent>) -> BillingUpdate {
    let events = events.iter().map(plan_event).collect();
    BillingUpdate {
        plan_name: after.plan.as_str().to_owned(),
        subscription_status: after.subscription_status.clone(),
        current_period_end: after.current_period_end,
        cancel_at_period_end: after.cancel_at_period_end,
        price_cents: after
            .plan
            .is_paid()
            .then(|| billing::offer(after.plan).price_cents),
        events,
        ..BillingUpdate::default()
    }
}

fn plan_event(event: &LifecycleEvent) -> NewPlanEvent {
    NewPlanEvent {
        kind: event.kind().to_owned(),
        plan_name: event.plan().map(|plan| plan.as_str().to_owned()),
        expires_at: event.expires_at(),
    }
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

fn no_user(err: store::Error) -> Error {
    match err {
        store::Error::NotFound => Error::Unauthenticated,
        other => other.into(),
    }
}

fn applied(result: Applied) -> Result<User> {
    match result {
        Applied::Done(user) => Ok(*user),
        Applied::Duplicate => Err(Error::Conflict("This payment was already applied.".into())),
    }
}

impl App {
    /// Starts a checkout for `wanted`: a Stripe Checkout Session in Stripe mode, a local one in
    /// test mode (the URL is the web app's test-mode confirmation page), and in mode off
    /// BILLING_UNAVAILABLE.
    pub async fn start_checkout(&self, user_id: &str, wanted: PlanName) -> Result<CheckoutStarted> {
        if self.billing_mode == BillingMode::Off {
            return Err(not_sold());
        }
        let now = self.clock.now();
        let user = self
            .store
            .find_user(user_id)
            .await?
            .ok_or(Error::Unauthenticated)?;
        billing::check_checkout(effective_plan(&user, now), wanted)?;
        let Some(stripe) = &self.stripe else {
            let checkout = self
                .store
                .create_checkout(user_id, LOCAL, None, wanted.as_str(), now)
                .await?;
            let url = format!("{}/checkout/{}", self.public_url, checkout.id);
            return Ok(CheckoutStarted {
                checkout,
                url,
                test_mode: true,
            });
        };
        let success_url = format!(
            "{}/success?session_id={{CHECKOUT_SESSION_ID}}",
            self.public_url
        );
        let cancel_url = format!("{}/dashboard/pricing", self.public_url);
        let opened = stripe
            .open_checkout(payments::CheckoutRequest {
                plan: wanted,
                user_id,
                customer: user.stripe_customer_id.as_deref(),
                email: &user.email,
                success_url: &success_url,
                cancel_url: &cancel_url,
            })
            .await
            .map_err(stripe_down)?;
        let checkout = self
            .store
            .create_checkout(user_id, "stripe", Some(&opened.id), wanted.as_str(), now)
            .await?;
        Ok(CheckoutStarted {
            checkout,
            url: opened.url,
            test_mode: false,
        })
    }

    /// One of the user's checkouts (another user's is NOT_FOUND).
    pub async fn checkout(&self, user_id: &str, id: &str) -> Result<Checkout> {
        self.store
            .find_checkout(user_id, id)
            .await?
            .ok_or_else(|| Error::NotFound("No checkout with that id.".into()))
    }

    /// Pays a local checkout (test mode only; BILLING_UNAVAILABLE in the other modes): the
    /// plan starts now, as a provider's checkout-completed event would start it. Applying it
    /// twice is refused.
    pub async fn confirm_local_checkout(&self, user_id: &str, id: &str) -> Result<UserView> {
        // Only test mode gives plans without payment, whatever checkouts are left from before.
        match self.billing_mode {
            BillingMode::Test => {}
            BillingMode::Off => return Err(not_sold()),
            BillingMode::Stripe => {
                return Err(Error::BillingUnavailable(
                    "Test-mode checkout is turned off: this server takes payments with Stripe. \
                     Start again from the pricing page."
                        .into(),
                ));
            }
        }
        let checkout = self.checkout(user_id, id).await?;
        if checkout.provider != LOCAL {
            return Err(Error::NotFound("No checkout with that id.".into()));
        }
        if checkout.status != "open" {
            return Err(Error::Conflict("This checkout is already paid.".into()));
        }
        let plan = PlanName::from_db(&checkout.plan_name);
        let now = self.clock.now();
        let event = ProviderEvent {
            provider: LOCAL.into(),
            id: checkout.id.clone(),
            kind: "checkout.session.completed".into(),
        };
        let refs = ProviderRefs {
            completes_checkout: Some(checkout.id),
            ..ProviderRefs::default()
        };
        let user = self
            .apply_provider_state(user_id, event, now, refs, move |_, _| {
                Some(BillingState::purchased(plan, now))
            })
            .await?
            .ok_or_else(|| Error::Conflict("This checkout is already paid.".into()))?;
        self.user_view(user).await
    }

    /// Applies what a payment provider says the user's billing state now is, once per
    /// provider event (None: this event was applied before, nothing changed). `decide` gets
    /// the user and their stored state (with any ended period already settled) and returns
    /// the new state, or None to leave it.
    pub(crate) async fn apply_provider_state<F>(
        &self,
        user_id: &str,
        event: ProviderEvent,
        now: DateTime<Utc>,
        refs: ProviderRefs,
        decide: F,
    ) -> Result<Option<User>>
    where
        F: FnOnce(&User, &BillingState) -> Option<BillingState> + Send,
    {
        let result = self
            .store
            .apply_billing(user_id, Some(event), now, move |user| {
                let stored = state_of(user);
                let before = stored.settled(now);
                let after = decide(user, &before)?;
                // An ended period seen only now is recorded before the new state.
                let mut events = billing::lifecycle_events(&stored, &before);
                events.extend(billing::lifecycle_events(&before, &after));
                let mut update = update_with(&after, events);
                update.stripe_customer_id = refs.customer;
                update.subscription_id = refs.subscription;
                update.completes_checkout = refs.completes_checkout;
                Some(update)
            })
            .await
            .map_err(no_user)?;
        Ok(match result {
            Applied::Done(user) => Some(*user),
            Applied::Duplicate => None,
        })
    }

    /// Cancels the user's subscription at the end of the paid period, and stores their
    /// answers. Access stays until `current_period_end`.
    pub async fn cancel_subscription(
        &self,
        user_id: &str,
        answers: CancellationAnswers,
    ) -> Result<UserView> {
        let now = self.clock.now();
        let user = self.set_cancellation(user_id, now, true).await?;
        self.record_survey(user_id, &user, answers, "cancelled", now)
            .await?;
        self.user_view(user).await
    }

    /// Takes back a cancellation before the period ends: the plan simply continues.
    pub async fn reactivate_subscription(&self, user_id: &str) -> Result<UserView> {
        let now = self.clock.now();
        let user = self.set_cancellation(user_id, now, false).await?;
        self.user_view(user).await
    }

    /// Sets or clears "cancel at period end"; asking for what is already so is refused. A
    /// Stripe subscription is changed at Stripe only: its webhook is the one writer of the
    /// subscription's state here, and the answer shows the state Stripe now holds.
    async fn set_cancellation(
        &self,
        user_id: &str,
        now: DateTime<Utc>,
        cancel: bool,
    ) -> Result<User> {
        let check = move |state: &BillingState| {
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
        };
        let stripe_subscription = match &self.stripe {
            Some(stripe) => self
                .store
                .find_user(user_id)
                .await?
                .and_then(|user| user.subscription_id)
                .map(|id| (stripe.clone(), id)),
            None => None,
        };
        let Some((stripe, subscription)) = stripe_subscription else {
            return self
                .change_subscription(user_id, now, move |state| {
                    let after = check(state)?;
                    Ok(update_to(state, &after))
                })
                .await;
        };
        // Refuse what the stored state already says before asking Stripe.
        let user = self
            .store
            .find_user(user_id)
            .await?
            .ok_or(Error::Unauthenticated)?;
        let state = state_of(&user);
        if !matches!(
            state.effective_plan(now),
            PlanName::Pro | PlanName::AnnualPro
        ) {
            return Err(no_subscription());
        }
        check(&state)?;
        let snapshot = stripe
            .set_cancel_at_period_end(&subscription, cancel)
            .await
            .map_err(stripe_down)?;
        // A subscription on a price no longer configured keeps the plan it was stored with.
        let state = state_from_stripe(&stripe, &snapshot).unwrap_or_else(|| {
            billing::from_provider(
                state.plan,
                &snapshot.status,
                snapshot.current_period_end,
                snapshot.cancel_at_period_end,
            )
        });
        Ok(with_state(user, &state))
    }

    /// A change to a running subscription (Pro or Annual Pro, effective now, not yet past its
    /// period). The rule runs inside the transaction, on the state as it is there, and returns
    /// the update to write.
    async fn change_subscription<F>(
        &self,
        user_id: &str,
        now: DateTime<Utc>,
        change: F,
    ) -> Result<User>
    where
        F: FnOnce(&BillingState) -> Result<BillingUpdate> + Send,
    {
        let mut refused = None;
        let result = self
            .store
            .apply_billing(user_id, None, now, |user| {
                let state = state_of(user);
                let outcome = match state.effective_plan(now) {
                    PlanName::Pro | PlanName::AnnualPro => change(&state),
                    _ => Err(no_subscription()),
                };
                match outcome {
                    Ok(update) => Some(update),
                    Err(err) => {
                        refused = Some(err);
                        None
                    }
                }
            })
            .await
            .map_err(no_user)?;
        match refused {
            Some(err) => Err(err),
            None => applied(result),
        }
    }

    /// The one-time recovery offer for a subscriber who starts to cancel (spec:
    /// createCancelRecoveryCoupon): the open one if it was made already.
    pub async fn recovery_offer(&self, user_id: &str) -> Result<RecoveryOffer> {
        let now = self.clock.now();
        let user = self
            .store
            .find_user(user_id)
            .await?
            .ok_or(Error::Unauthenticated)?;
        let plan = effective_plan(&user, now);
        if !matches!(plan, PlanName::Pro | PlanName::AnnualPro) || user.cancel_at_period_end {
            return Err(no_subscription());
        }
        if self.stripe_coupon(&user).is_err() {
            return Err(Error::Conflict(
                "There is no offer for this subscription.".into(),
            ));
        }
        self.store
            .open_recovery_offer(
                user_id,
                plan.as_str(),
                billing::RECOVERY_PERCENT_OFF,
                billing::RECOVERY_MONTHS,
                now,
            )
            .await
            .map_err(no_user)?
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
            .filter(|offer| offer.status == "offered")
            .ok_or_else(|| Error::NotFound("No open offer with that code.".into()))?;
        let now = self.clock.now();
        let user = self
            .store
            .find_user(user_id)
            .await?
            .ok_or(Error::Unauthenticated)?;
        // A Stripe subscriber's discount is Stripe's to charge: apply the coupon there first;
        // if Stripe is unreachable nothing changes here either.
        if let Some(at_stripe) = self.stripe_coupon(&user)? {
            at_stripe
                .stripe
                .apply_coupon(&at_stripe.subscription, &at_stripe.coupon)
                .await
                .map_err(stripe_down)?;
        }
        let redeem = offer.id.clone();
        let user = self
            .change_subscription(user_id, now, move |state| {
                let mut update = update_to(state, state);
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
                Error::Unauthenticated => {
                    Error::Conflict("This offer is no longer available.".into())
                }
                other => other,
            })?;
        self.record_survey(user_id, &user, answers, "offer_accepted", now)
            .await?;
        self.user_view(user).await
    }

    async fn record_survey(
        &self,
        user_id: &str,
        user: &User,
        answers: CancellationAnswers,
        outcome: &str,
        now: DateTime<Utc>,
    ) -> Result<()> {
        self.store
            .record_cancellation_survey(
                user_id,
                NewCancellationSurvey {
                    plan_name: user.plan_name.clone(),
                    reason: answers.reason.as_str().to_owned(),
                    reason_details: answers.reason_details,
                    feedback: answers.feedback,
                    outcome: outcome.to_owned(),
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
        let now = self.clock.now();
        let result = self
            .store
            .apply_billing(user_id, None, now, |user| {
                let state = state_of(user);
                let settled = state.settled_locally(now);
                (settled != state).then(|| update_to(&state, &settled))
            })
            .await
            .map_err(no_user)?;
        applied(result)
    }

    /// Settles every user whose paid period has ended (run by housekeeping). Returns how many
    /// went back to Free.
    pub async fn settle_ended_periods(&self) -> Result<u64> {
        let now = self.clock.now();
        let mut settled = 0;
        for user_id in self.store.users_with_period_ended(now).await? {
            let user = self.settle_billing(&user_id).await?;
            if user.plan_name == PlanName::Free.as_str() {
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
            .complete_post_upgrade_survey(user_id, plan.as_str(), reason.as_str(), feedback, now)
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

    /// Handles a Stripe webhook delivery: verifies it, then re-reads what it is about from
    /// Stripe (so the order deliveries arrive in does not matter) and applies that state once
    /// per event id. What is trusted: the signed event's user (`client_reference_id`, set by
    /// us at checkout) and its `payment_status`; the plan comes only from the price paid (the
    /// session's line item, or the subscription's price) matched against the configured price
    /// ids, never from metadata. A checkout grants only once paid (a delayed payment grants on
    /// `checkout.session.async_payment_succeeded`). A price that is none of ours grants
    /// nothing (the subscription a user holds still renews, cancels and ends their plan if it
    /// moves to one). An event about someone we do not know, or about an older subscription
    /// than the user's current one, changes nothing.
    pub async fn stripe_webhook(&self, payload: &str, signature: &str) -> Result<()> {
        let stripe = self
            .stripe
            .clone()
            .ok_or_else(|| Error::NotFound("Stripe is not configured here.".into()))?;
        let now = self.clock.now();
        let event = stripe
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
            provider: "stripe".into(),
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
                if self.store.find_user(&user_id).await?.is_none() {
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
                    let price = stripe.checkout_price(&session).await.map_err(stripe_down)?;
                    let plan = price.as_deref().and_then(|p| stripe.prices().plan_of(p));
                    if plan != Some(PlanName::ThreeDayPass) {
                        tracing::warn!(event = %event.id, %session, ?price, "a paid Stripe checkout for a price that is not our pass; ignored");
                        return Ok(());
                    }
                    BillingState::purchased(PlanName::ThreeDayPass, now)
                } else if let Some(subscription) = subscription {
                    let snapshot = stripe
                        .subscription(&subscription)
                        .await
                        .map_err(stripe_down)?;
                    let Some(state) = state_from_stripe(&stripe, &snapshot) else {
                        tracing::warn!(event = %event.id, subscription = %snapshot.id, price = ?snapshot.price, "a Stripe subscription on a price that is none of our plans; ignored");
                        return Ok(());
                    };
                    state
                } else {
                    return Ok(());
                };
                let applied = self
                    .apply_provider_state(&user_id, provider_event, now, ids, move |_, _| {
                        Some(state)
                    })
                    .await;
                gone_user_ignored(applied, &event.id)?;
            }
            EventSubject::CheckoutPaymentFailed { session } => {
                tracing::info!(event = %event.id, %session, "a Stripe checkout's delayed payment failed; nothing changes");
            }
            EventSubject::Subscription { subscription, .. } => {
                let snapshot = stripe
                    .subscription(&subscription)
                    .await
                    .map_err(stripe_down)?;
                let Some(user) = self
                    .store
                    .find_user_by_stripe_customer(&snapshot.customer)
                    .await?
                else {
                    return Ok(());
                };
                let known = state_from_stripe(&stripe, &snapshot);
                if known.is_none() {
                    tracing::warn!(event = %event.id, subscription = %snapshot.id, price = ?snapshot.price, "a Stripe subscription on a price that is none of our plans: it grants nothing new");
                }
                let ids = ProviderRefs {
                    customer: Some(snapshot.customer.clone()),
                    subscription: Some(Some(snapshot.id.clone())),
                    completes_checkout: None,
                };
                let applied = self
                    .apply_provider_state(
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
                                    &snapshot.status,
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

    /// The next charge of the user's subscription (spec: getUpcomingInvoice): Stripe's preview
    /// for a Stripe subscription, else the local renewal. None when nothing renews.
    pub async fn upcoming_invoice(&self, user_id: &str) -> Result<Option<UpcomingInvoice>> {
        let user = self.me(user_id).await?.user;
        if let (Some(stripe), Some(customer), Some(subscription)) = (
            &self.stripe,
            &user.stripe_customer_id,
            &user.subscription_id,
        ) {
            if user.cancel_at_period_end || !PlanName::from_db(&user.plan_name).is_paid() {
                return Ok(None);
            }
            let preview = stripe
                .upcoming_invoice(customer, subscription)
                .await
                .map_err(stripe_down)?;
            return Ok(Some(UpcomingInvoice {
                amount_due_cents: preview.amount_due_cents,
                currency: preview.currency,
                next_payment_at: preview.next_payment_at,
                test_mode: false,
            }));
        }
        if self.billing_mode == BillingMode::Off {
            // A plan the operator set is charged nowhere.
            return Ok(None);
        }
        let discount = user.discount_percent_off.zip(user.discount_ends_at);
        Ok(
            billing::next_local_invoice(&state_of(&user), discount).map(|(amount, at)| {
                UpcomingInvoice {
                    amount_due_cents: amount,
                    currency: "usd".into(),
                    next_payment_at: Some(at),
                    test_mode: true,
                }
            }),
        )
    }

    /// A Stripe Billing Portal link for a paying customer (payment methods, invoices).
    /// CONFLICT with local billing or before the first payment.
    pub async fn billing_portal_url(&self, user_id: &str) -> Result<String> {
        let user = self.me(user_id).await?.user;
        let (Some(stripe), Some(customer)) = (&self.stripe, &user.stripe_customer_id) else {
            return Err(Error::Conflict(
                "There is no billing account to manage yet.".into(),
            ));
        };
        let return_url = format!("{}/dashboard/settings", self.public_url);
        stripe
            .portal_url(customer, &return_url)
            .await
            .map_err(stripe_down)
    }
}

impl App {
    /// For a Stripe subscriber: the subscription and the recovery coupon to apply to it (an
    /// error when the operator configured none). None with local billing.
    fn stripe_coupon(&self, user: &User) -> Result<Option<StripeCoupon>> {
        let (Some(stripe), Some(subscription)) = (&self.stripe, &user.subscription_id) else {
            return Ok(None);
        };
        let coupon = stripe
            .recovery_coupon()
            .ok_or_else(|| Error::Conflict("There is no offer for this subscription.".into()))?;
        Ok(Some(StripeCoupon {
            stripe: stripe.clone(),
            subscription: subscription.clone(),
            coupon: coupon.to_owned(),
        }))
    }
}

struct StripeCoupon {
    stripe: std::sync::Arc<payments::Stripe>,
    subscription: String,
    coupon: String,
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
        &snapshot.status,
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
