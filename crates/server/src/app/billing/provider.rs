//! The payment provider behind the billing use cases: what differs between selling with
//! Stripe, selling locally in test mode, and not selling at all. One provider is chosen at
//! start from `billing.mode` ([`for_mode`]) and held by the `App`; the use cases call it and
//! never ask which one it is. The rules stay in `domain::billing`, and every change of billing
//! state a provider makes goes through the shared `ledger`.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use domain::{billing::BillingMode, plan::PlanName};
use store::{Store, User};

use super::{CheckoutStarted, UpcomingInvoice, local::Local, stripe::Stripe};
use crate::app::Result;

#[async_trait::async_trait]
pub trait PaymentProvider: Send + Sync {
    /// The `billing.mode` this provider serves.
    fn mode(&self) -> BillingMode;

    /// BILLING_UNAVAILABLE when this server sells no plans; checked before anything else.
    fn check_sells(&self) -> Result<()>;

    /// Opens and records a checkout for `plan`, which the rules already let `user` buy: a
    /// Stripe Checkout Session, or a local checkout whose URL is the web app's test-mode
    /// confirmation page. `return_to` (a checked path on this site) is where a user who
    /// leaves without paying goes back to; by default the pricing page.
    async fn open_checkout(
        &self,
        user: &User,
        plan: PlanName,
        return_to: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<CheckoutStarted>;

    /// Pays one of the user's local checkouts without payment: test mode only (the other
    /// providers refuse with BILLING_UNAVAILABLE). Returns the user as stored afterwards.
    async fn confirm_checkout(
        &self,
        user_id: &str,
        checkout_id: &str,
        now: DateTime<Utc>,
    ) -> Result<User>;

    /// Sets or clears "cancel at period end" on the user's running subscription (asking for
    /// what is already so is refused), where the subscription is held: at Stripe (the answer is
    /// the state Stripe now holds; its webhook records it) or in the stored state.
    async fn set_cancel_at_period_end(
        &self,
        user_id: &str,
        cancel: bool,
        now: DateTime<Utc>,
    ) -> Result<User>;

    /// Whether the one-time recovery offer can be made on the user's subscription (at Stripe
    /// it needs the operator's coupon).
    fn offers_recovery(&self, user: &User) -> bool;

    /// Applies an accepted recovery offer where the subscription is charged (the coupon at
    /// Stripe; nothing to do locally, where the stored discount is the offer).
    async fn apply_recovery_offer(&self, user: &User) -> Result<()>;

    /// The next charge of the user's subscription: Stripe's preview, or the local renewal.
    /// None when nothing renews or nothing is charged.
    async fn upcoming_invoice(&self, user: &User) -> Result<Option<UpcomingInvoice>>;

    /// A billing-portal link for a paying customer, coming back to `return_to` (a checked path
    /// on this site; by default the settings page); CONFLICT where there is none.
    async fn portal_url(&self, user: &User, return_to: Option<&str>) -> Result<String>;

    /// Handles a webhook delivery (only Stripe sends them; NOT_FOUND elsewhere).
    async fn webhook(&self, payload: &str, signature: &str, now: DateTime<Utc>) -> Result<()>;
}

/// The provider for `mode`: Stripe (with its client) in Stripe mode, local otherwise. The
/// configuration gives a Stripe client in Stripe mode and only there; without one, nothing is
/// sold.
pub fn for_mode(
    mode: BillingMode,
    stripe: Option<::billing::Stripe>,
    store: Store,
    public_url: String,
) -> Arc<dyn PaymentProvider> {
    debug_assert_eq!(stripe.is_some(), mode == BillingMode::Stripe);
    match (mode, stripe) {
        (BillingMode::Stripe, Some(client)) => {
            Arc::new(Stripe::new(client, Local::new(true, store, public_url)))
        }
        (mode, _) => Arc::new(Local::new(mode == BillingMode::Test, store, public_url)),
    }
}
