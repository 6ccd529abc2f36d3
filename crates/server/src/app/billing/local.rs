//! Local billing: the provider of test mode (a checkout is a confirmation page in the web app,
//! clearly labelled TEST MODE, and confirming it starts the plan without payment) and of
//! billing off (nothing is sold). Either way the subscription lives in the stored state only:
//! cancelling changes it there, the recovery offer is the stored discount, and a subscription
//! renews at period end (see `ledger::settle`).

use chrono::{DateTime, Utc};
use domain::{
    billing::{self, BillingMode, BillingState, CheckoutStatus},
    plan::PlanName,
};
use store::{ProviderEvent, Store, User};

use super::{
    CheckoutStarted, LOCAL, PaymentProvider, ProviderRefs, UpcomingInvoice, ledger, no_checkout,
    not_sold, with_cancellation,
};
use crate::app::{Error, Result, plan::state_of};

/// Test-mode billing, or (not selling) billing off.
#[derive(Debug, Clone)]
pub struct Local {
    /// Test mode: plans are sold, without payment. Off: nothing is sold.
    sells: bool,
    pub(super) store: Store,
    /// The web app's address (its confirmation and settings pages).
    pub(super) public_url: String,
}

impl Local {
    pub fn new(sells: bool, store: Store, public_url: String) -> Self {
        Self {
            sells,
            store,
            public_url,
        }
    }
}

/// Where there is no billing account to manage (local billing, or no payment yet).
pub(super) fn no_billing_account() -> Error {
    Error::Conflict("There is no billing account to manage yet.".into())
}

#[async_trait::async_trait]
impl PaymentProvider for Local {
    fn mode(&self) -> BillingMode {
        if self.sells {
            BillingMode::Test
        } else {
            BillingMode::Off
        }
    }

    fn check_sells(&self) -> Result<()> {
        if self.sells { Ok(()) } else { Err(not_sold()) }
    }

    async fn open_checkout(
        &self,
        user: &User,
        plan: PlanName,
        return_to: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<CheckoutStarted> {
        self.check_sells()?;
        let checkout = self
            .store
            .create_checkout(&user.id, LOCAL, None, plan, now)
            .await?;
        let mut url = format!("{}/checkout/{}", self.public_url, checkout.id);
        if let Some(path) = return_to {
            url.push_str("?return=");
            url.extend(url::form_urlencoded::byte_serialize(path.as_bytes()));
        }
        Ok(CheckoutStarted {
            checkout,
            url,
            test_mode: true,
        })
    }

    async fn confirm_checkout(
        &self,
        user_id: &str,
        checkout_id: &str,
        now: DateTime<Utc>,
    ) -> Result<User> {
        // Only test mode gives plans without payment, whatever checkouts are left from before.
        self.check_sells()?;
        let checkout = self
            .store
            .find_checkout(user_id, checkout_id)
            .await?
            .filter(|checkout| checkout.provider == LOCAL)
            .ok_or_else(no_checkout)?;
        if CheckoutStatus::from(checkout.status) != CheckoutStatus::Open {
            return Err(Error::Conflict("This checkout is already paid.".into()));
        }
        let plan = PlanName::from(checkout.plan_name);
        let event = ProviderEvent {
            provider: LOCAL.into(),
            id: checkout.id.clone(),
            kind: "checkout.session.completed".into(),
        };
        let refs = ProviderRefs {
            completes_checkout: Some(checkout.id),
            ..ProviderRefs::default()
        };
        ledger::apply_provider_state(&self.store, user_id, event, now, refs, move |_, _| {
            Some(BillingState::purchased(plan, now))
        })
        .await?
        .ok_or_else(|| Error::Conflict("This checkout is already paid.".into()))
    }

    async fn set_cancel_at_period_end(
        &self,
        user_id: &str,
        cancel: bool,
        now: DateTime<Utc>,
    ) -> Result<User> {
        ledger::change_subscription(&self.store, user_id, now, move |state| {
            let after = with_cancellation(state, cancel)?;
            Ok(ledger::update_to(state, &after))
        })
        .await
    }

    fn offers_recovery(&self, _user: &User) -> bool {
        true
    }

    async fn apply_recovery_offer(&self, _user: &User) -> Result<()> {
        Ok(())
    }

    async fn upcoming_invoice(&self, user: &User) -> Result<Option<UpcomingInvoice>> {
        if !self.sells {
            // A plan the operator set is charged nowhere.
            return Ok(None);
        }
        let discount = user.discount_percent_off.zip(user.discount_ends_at);
        Ok(
            billing::next_local_invoice(&state_of(user), discount).map(|(amount, at)| {
                UpcomingInvoice {
                    amount_due_cents: amount,
                    currency: "usd".into(),
                    next_payment_at: Some(at),
                    test_mode: true,
                }
            }),
        )
    }

    async fn portal_url(&self, _user: &User, _return_to: Option<&str>) -> Result<String> {
        Err(no_billing_account())
    }

    async fn webhook(&self, _payload: &str, _signature: &str, _now: DateTime<Utc>) -> Result<()> {
        Err(Error::NotFound("Stripe is not configured here.".into()))
    }
}
