//! The billing writes the use cases and the payment providers share. Each is one
//! `Store::apply_billing` transaction: the rule runs on the user's row as it is there, and the
//! lifecycle events come from the domain, from the states before and after.

use chrono::{DateTime, Utc};
use domain::billing::{self, BillingState, LifecycleEvent};
use store::{Applied, BillingUpdate, NewPlanEvent, ProviderEvent, Store, User};

use super::{ProviderRefs, is_subscription, no_subscription};
use crate::app::{Error, Result, plan::state_of};

/// `user` as it will be once `state` is recorded (a provider's webhook records it).
pub(super) fn with_state(mut user: User, state: &BillingState) -> User {
    user.plan_name = state.plan.into();
    user.subscription_status = state.subscription_status.map(Into::into);
    user.current_period_end = state.current_period_end;
    user.cancel_at_period_end = state.cancel_at_period_end;
    user
}

/// The store update that takes a user from `before` to `after`, with the lifecycle events of
/// that change.
pub(super) fn update_to(before: &BillingState, after: &BillingState) -> BillingUpdate {
    update_with(after, billing::lifecycle_events(before, after))
}

/// The store update that writes `after` and records `events`.
fn update_with(after: &BillingState, events: Vec<LifecycleEvent>) -> BillingUpdate {
    let events = events.iter().map(plan_event).collect();
    BillingUpdate {
        plan_name: after.plan,
        subscription_status: after.subscription_status,
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
        kind: event.kind(),
        plan_name: event.plan(),
        expires_at: event.expires_at(),
    }
}

/// The user a billing use case is for (UNAUTHENTICATED when the account is gone).
pub(super) async fn user(store: &Store, user_id: &str) -> Result<User> {
    store
        .find_user(user_id)
        .await?
        .ok_or(Error::Unauthenticated)
}

pub(super) fn no_user(err: store::Error) -> Error {
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

/// Applies what a payment provider says the user's billing state now is, once per provider
/// event (None: this event was applied before, nothing changed). `decide` gets the user and
/// their stored state (with any ended period already settled) and returns the new state, or
/// None to leave it.
pub(super) async fn apply_provider_state<F>(
    store: &Store,
    user_id: &str,
    event: ProviderEvent,
    now: DateTime<Utc>,
    refs: ProviderRefs,
    decide: F,
) -> Result<Option<User>>
where
    F: FnOnce(&User, &BillingState) -> Option<BillingState> + Send,
{
    let result = store
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

/// A change to a running subscription (Pro or Annual Pro, effective now, not yet past its
/// period) kept here, not at a provider. The rule runs inside the transaction, on the state as
/// it is there, and returns the update to write.
pub(super) async fn change_subscription<F>(
    store: &Store,
    user_id: &str,
    now: DateTime<Utc>,
    change: F,
) -> Result<User>
where
    F: FnOnce(&BillingState) -> Result<BillingUpdate> + Send,
{
    let mut refused = None;
    let result = store
        .apply_billing(user_id, None, now, |user| {
            let state = state_of(user);
            let outcome = if is_subscription(state.effective_plan(now)) {
                change(&state)
            } else {
                Err(no_subscription())
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

/// Records the end of the user's pass or cancelled plan if it has passed (Free again, with its
/// lifecycle event), or renews a local subscription whose period ended. Returns the user as
/// stored afterwards.
pub(super) async fn settle(store: &Store, user_id: &str, now: DateTime<Utc>) -> Result<User> {
    let result = store
        .apply_billing(user_id, None, now, |user| {
            let state = state_of(user);
            let settled = state.settled_locally(now);
            (settled != state).then(|| update_to(&state, &settled))
        })
        .await
        .map_err(no_user)?;
    applied(result)
}
