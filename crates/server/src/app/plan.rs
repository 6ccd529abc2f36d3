//! A user's plan as the use cases read it: the billing state stored on the user, the plan
//! whose rights they have now, and whether the stored state is behind the clock. Billing
//! changes the state; generation, the library, Context Genies and the account read it.

use chrono::{DateTime, Utc};
use domain::{billing::BillingState, plan::PlanName};
use store::User;

/// The billing state stored on a user.
pub fn state_of(user: &User) -> BillingState {
    BillingState {
        plan: user.plan_name.into(),
        subscription_status: user.subscription_status.map(Into::into),
        current_period_end: user.current_period_end,
        cancel_at_period_end: user.cancel_at_period_end,
    }
}

/// The plan whose rights `user` has at `now` (a pass or a cancelled plan stops at its period
/// end, even before that is recorded).
pub fn effective_plan(user: &User, now: DateTime<Utc>) -> PlanName {
    state_of(user).effective_plan(now)
}

/// True when the stored billing state is behind the clock (an ended pass or cancelled plan,
/// or a local subscription due to renew).
pub fn needs_settling(user: &User, now: DateTime<Utc>) -> bool {
    let state = state_of(user);
    state.settled_locally(now) != state
}
