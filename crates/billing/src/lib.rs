//! Payment providers. Stripe, through the async-stripe 1.0 crates: Checkout Sessions, the
//! subscription as Stripe holds it now, cancel-at-period-end, and verified webhook events.
//!
//! Nothing here decides what a payment means for a user: the server's billing use cases do,
//! with the rules in `domain::billing`. This crate only speaks Stripe's wire format and maps
//! its objects to small, owned summaries.

use std::{collections::HashMap, time::Duration};

use chrono::{DateTime, Utc};
use domain::{billing::SubscriptionStatus, plan::PlanName};
use stripe::{Client, ClientBuilder, RequestStrategy};
use stripe_billing::{
    billing_portal_session::CreateBillingPortalSession,
    invoice::CreatePreviewInvoice,
    subscription::{DiscountsDataParam, RetrieveSubscription, UpdateSubscription},
};
use stripe_checkout::{
    CheckoutSessionMode,
    checkout_session::{
        CreateCheckoutSession, CreateCheckoutSessionLineItems, ListLineItemsCheckoutSession,
    },
};
use stripe_shared::CheckoutSessionPaymentStatus;
use stripe_webhook::{EventObject, Webhook, WebhookError};

/// Stripe's public API.
pub const STRIPE_API: &str = "https://api.stripe.com/";

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The webhook's signature does not match, or its timestamp is more than 300 s away.
    #[error("the Stripe signature is not valid: {0}")]
    BadSignature(String),
    /// Stripe (or the network) failed; the message is for logs.
    #[error("Stripe request failed: {0}")]
    Api(String),
    #[error("Stripe is not set up correctly: {0}")]
    Config(String),
    /// Correctly signed, but not an event this crate can read (not JSON, or an event we act
    /// on without the fields it must have).
    #[error("the Stripe event cannot be read: {0}")]
    Unreadable(String),
}

/// The event types the server acts on; any other type is acknowledged and ignored.
pub const HANDLED_EVENTS: &[&str] = &[
    "checkout.session.completed",
    "checkout.session.async_payment_succeeded",
    "customer.subscription.created",
    "customer.subscription.updated",
    "customer.subscription.deleted",
    "invoice.paid",
    "invoice.payment_failed",
];

/// The Stripe price of each paid plan.
#[derive(Debug, Clone, Default)]
pub struct Prices {
    pub pro: String,
    pub annual_pro: String,
    pub three_day_pass: String,
}

impl Prices {
    pub fn price_of(&self, plan: PlanName) -> Option<&str> {
        match plan {
            PlanName::Free => None,
            PlanName::Pro => Some(self.pro.as_str()),
            PlanName::AnnualPro => Some(self.annual_pro.as_str()),
            PlanName::ThreeDayPass => Some(self.three_day_pass.as_str()),
        }
        .filter(|price| !price.is_empty())
    }

    pub fn plan_of(&self, price: &str) -> Option<PlanName> {
        [PlanName::Pro, PlanName::AnnualPro, PlanName::ThreeDayPass]
            .into_iter()
            .find(|plan| self.price_of(*plan) == Some(price))
    }
}

/// What it takes to talk to Stripe.
#[derive(Debug, Clone)]
pub struct StripeSettings {
    pub secret_key: String,
    pub webhook_secret: String,
    /// `https://api.stripe.com/`, or a local fake in tests.
    pub api_url: String,
    pub prices: Prices,
    /// The coupon an accepted recovery offer applies, if the operator made one.
    pub recovery_coupon: Option<String>,
}

/// A checkout to open.
#[derive(Debug, Clone)]
pub struct CheckoutRequest<'a> {
    pub plan: PlanName,
    pub user_id: &'a str,
    /// The user's Stripe customer, if they have one; otherwise Stripe creates one from the email.
    pub customer: Option<&'a str>,
    pub email: &'a str,
    pub success_url: &'a str,
    pub cancel_url: &'a str,
}

/// An open Checkout Session.
#[derive(Debug, Clone)]
pub struct OpenedCheckout {
    pub id: String,
    pub url: String,
}

/// A subscription as Stripe holds it now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubscriptionSnapshot {
    pub id: String,
    pub customer: String,
    pub status: SubscriptionStatus,
    pub cancel_at_period_end: bool,
    pub current_period_end: Option<DateTime<Utc>>,
    pub price: Option<String>,
}

/// The next invoice of a subscription, as Stripe previews it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvoicePreview {
    pub amount_due_cents: i64,
    pub currency: String,
    pub next_payment_at: Option<DateTime<Utc>>,
}

/// A verified webhook event, reduced to what the use cases need.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifiedEvent {
    pub id: String,
    /// Stripe's event type, e.g. `checkout.session.completed`.
    pub kind: String,
    pub object: EventSubject,
}

/// Whether a Checkout Session's money is in, as Stripe says (`payment_status`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaymentStatus {
    Paid,
    /// Not yet: a delayed payment method (a bank debit) is still on its way, or it failed.
    Unpaid,
    /// Nothing to pay now (a trial, or a full discount).
    NoPaymentRequired,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EventSubject {
    /// A Checkout Session completed (`checkout.session.completed`), or its delayed payment
    /// succeeded later (`checkout.session.async_payment_succeeded`). What was bought is not in
    /// the event: ask [`Stripe::checkout_price`] (a pass) or the subscription's price.
    Checkout {
        /// The Checkout Session (`cs_…`).
        session: String,
        /// Our user id (`client_reference_id`).
        user_id: Option<String>,
        customer: Option<String>,
        subscription: Option<String>,
        /// A one-time payment (the 3-Day Pass), not a subscription.
        one_time: bool,
        payment: PaymentStatus,
    },
    /// A Checkout Session's delayed payment failed: nothing was bought.
    CheckoutPaymentFailed { session: String },
    /// A subscription changed (created, updated, deleted) or was invoiced (paid or failed).
    Subscription {
        subscription: String,
        customer: Option<String>,
    },
    /// An event we do not act on.
    Other,
}

/// The Stripe client and settings.
#[derive(Clone)]
pub struct Stripe {
    client: Client,
    webhook_secret: String,
    prices: Prices,
    recovery_coupon: Option<String>,
}

impl std::fmt::Debug for Stripe {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Stripe")
            .field("prices", &self.prices)
            .finish_non_exhaustive()
    }
}

fn api(err: stripe::StripeError) -> Error {
    Error::Api(err.to_string())
}

fn time(secs: i64) -> Option<DateTime<Utc>> {
    DateTime::from_timestamp(secs, 0)
}

impl Stripe {
    pub fn new(settings: StripeSettings) -> Result<Self, Error> {
        // rustls is built with two crypto providers in this workspace; pick one process-wide
        // before the client builds its TLS config (a second install is a harmless no-op).
        let _ = rustls::crypto::ring::default_provider().install_default();
        let client = ClientBuilder::new(settings.secret_key)
            .url(settings.api_url)
            .timeout(Duration::from_secs(15))
            .request_strategy(RequestStrategy::Once)
            .build()
            .map_err(|e| Error::Config(e.to_string()))?;
        Ok(Self {
            client,
            webhook_secret: settings.webhook_secret,
            prices: settings.prices,
            recovery_coupon: settings.recovery_coupon,
        })
    }

    pub fn prices(&self) -> &Prices {
        &self.prices
    }

    pub fn recovery_coupon(&self) -> Option<&str> {
        self.recovery_coupon.as_deref()
    }

    /// Applies a coupon to a subscription (its discount then shows on the coming invoices).
    pub async fn apply_coupon(
        &self,
        subscription: &str,
        coupon: &str,
    ) -> Result<SubscriptionSnapshot, Error> {
        let mut discount = DiscountsDataParam::new();
        discount.coupon = Some(coupon.to_owned());
        let sub = UpdateSubscription::new(subscription)
            .discounts(vec![discount])
            .send(&self.client)
            .await
            .map_err(api)?;
        Ok(snapshot(&sub))
    }

    /// Opens a Checkout Session: subscription mode for Pro and Annual Pro, payment mode for
    /// the pass.
    pub async fn open_checkout(
        &self,
        request: CheckoutRequest<'_>,
    ) -> Result<OpenedCheckout, Error> {
        let price = self.prices.price_of(request.plan).ok_or_else(|| {
            Error::Config(format!("no Stripe price for {}", request.plan.as_str()))
        })?;
        let mut item = CreateCheckoutSessionLineItems::new();
        item.price = Some(price.to_owned());
        item.quantity = Some(1);
        let mode = if request.plan == PlanName::ThreeDayPass {
            CheckoutSessionMode::Payment
        } else {
            CheckoutSessionMode::Subscription
        };
        let mut create = CreateCheckoutSession::new()
            .mode(mode)
            .line_items(vec![item])
            .client_reference_id(request.user_id)
            .metadata(HashMap::from([
                ("user_id".to_owned(), request.user_id.to_owned()),
                ("plan".to_owned(), request.plan.as_str().to_owned()),
            ]))
            .success_url(request.success_url)
            .cancel_url(request.cancel_url);
        create = match request.customer {
            Some(customer) => create.customer(customer),
            None => create.customer_email(request.email),
        };
        let session = create.send(&self.client).await.map_err(api)?;
        let url = session
            .url
            .ok_or_else(|| Error::Api("the Checkout Session has no url".into()))?;
        Ok(OpenedCheckout {
            id: session.id.to_string(),
            url,
        })
    }

    /// The subscription as Stripe holds it now (webhooks re-read it rather than trusting the
    /// order events arrive in).
    pub async fn subscription(&self, id: &str) -> Result<SubscriptionSnapshot, Error> {
        let sub = RetrieveSubscription::new(id)
            .send(&self.client)
            .await
            .map_err(api)?;
        Ok(snapshot(&sub))
    }

    /// The price of a Checkout Session's first line item, as Stripe holds it (webhook events
    /// carry no line items). None when the session has no priced item.
    pub async fn checkout_price(&self, session: &str) -> Result<Option<String>, Error> {
        let items = ListLineItemsCheckoutSession::new(session)
            .limit(1)
            .send(&self.client)
            .await
            .map_err(api)?;
        Ok(items
            .data
            .into_iter()
            .find_map(|item| item.price.map(|price| price.id.to_string())))
    }

    /// Sets or clears cancel-at-period-end on a subscription.
    pub async fn set_cancel_at_period_end(
        &self,
        id: &str,
        cancel: bool,
    ) -> Result<SubscriptionSnapshot, Error> {
        let sub = UpdateSubscription::new(id)
            .cancel_at_period_end(cancel)
            .send(&self.client)
            .await
            .map_err(api)?;
        Ok(snapshot(&sub))
    }

    /// A Billing Portal session for the customer (payment methods, invoices).
    pub async fn portal_url(&self, customer: &str, return_url: &str) -> Result<String, Error> {
        let session = CreateBillingPortalSession::new()
            .customer(customer)
            .return_url(return_url)
            .send(&self.client)
            .await
            .map_err(api)?;
        Ok(session.url)
    }

    /// The next invoice of the customer's subscription.
    pub async fn upcoming_invoice(
        &self,
        customer: &str,
        subscription: &str,
    ) -> Result<InvoicePreview, Error> {
        let invoice = CreatePreviewInvoice::new()
            .customer(customer)
            .subscription(subscription)
            .send(&self.client)
            .await
            .map_err(api)?;
        Ok(InvoicePreview {
            amount_due_cents: invoice.amount_due,
            currency: invoice.currency.to_string(),
            next_payment_at: invoice
                .next_payment_attempt
                .and_then(time)
                .or_else(|| time(invoice.period_end)),
        })
    }

    /// Verifies a webhook delivery (signature and a timestamp within 300 s of `now`) and
    /// reduces it to what the use cases need.
    pub fn verify_event(
        &self,
        payload: &str,
        signature: &str,
        now: DateTime<Utc>,
    ) -> Result<VerifiedEvent, Error> {
        let event = Webhook::construct_event_with_timestamp(
            payload,
            signature,
            &self.webhook_secret,
            now.timestamp(),
        )
        .map_err(|err| match err {
            WebhookError::BadParse(msg) => Error::Unreadable(msg),
            other => Error::BadSignature(other.to_string()),
        });
        // The signature held but the library could not read the event: one of a type we do
        // not act on (a newer shape, say) is acknowledged; one we act on is refused.
        let event = match event {
            Err(Error::Unreadable(msg)) => {
                return match unhandled_event(payload) {
                    Some((id, kind)) => Ok(VerifiedEvent {
                        id,
                        kind,
                        object: EventSubject::Other,
                    }),
                    None => Err(Error::Unreadable(msg)),
                };
            }
            other => other?,
        };
        let object = match event.data.object {
            EventObject::CheckoutSessionCompleted(session)
            | EventObject::CheckoutSessionAsyncPaymentSucceeded(session) => {
                EventSubject::Checkout {
                    session: session.id.to_string(),
                    user_id: session.client_reference_id.clone(),
                    customer: session.customer.as_ref().map(|c| c.id().to_string()),
                    subscription: session.subscription.as_ref().map(|s| s.id().to_string()),
                    one_time: matches!(session.mode, CheckoutSessionMode::Payment),
                    payment: match session.payment_status {
                        CheckoutSessionPaymentStatus::Paid => PaymentStatus::Paid,
                        CheckoutSessionPaymentStatus::NoPaymentRequired => {
                            PaymentStatus::NoPaymentRequired
                        }
                        // Unpaid, or a status this library does not know: not paid.
                        _ => PaymentStatus::Unpaid,
                    },
                }
            }
            EventObject::CheckoutSessionAsyncPaymentFailed(session) => {
                EventSubject::CheckoutPaymentFailed {
                    session: session.id.to_string(),
                }
            }
            EventObject::CustomerSubscriptionCreated(sub)
            | EventObject::CustomerSubscriptionUpdated(sub)
            | EventObject::CustomerSubscriptionDeleted(sub) => EventSubject::Subscription {
                subscription: sub.id.to_string(),
                customer: Some(sub.customer.id().to_string()),
            },
            EventObject::InvoicePaid(invoice) | EventObject::InvoicePaymentFailed(invoice) => {
                let subscription = invoice
                    .parent
                    .as_ref()
                    .and_then(|p| p.subscription_details.as_ref())
                    .map(|d| d.subscription.id().to_string());
                match subscription {
                    Some(subscription) => EventSubject::Subscription {
                        subscription,
                        customer: invoice.customer.as_ref().map(|c| c.id().to_string()),
                    },
                    None => EventSubject::Other,
                }
            }
            _ => EventSubject::Other,
        };
        Ok(VerifiedEvent {
            id: event.id.to_string(),
            kind: event.type_.to_string(),
            object,
        })
    }
}

/// The id and type of a readable JSON event whose type we do not act on.
fn unhandled_event(payload: &str) -> Option<(String, String)> {
    let value: serde_json::Value = serde_json::from_str(payload).ok()?;
    let id = value.get("id")?.as_str()?;
    let kind = value.get("type")?.as_str()?;
    (!HANDLED_EVENTS.contains(&kind)).then(|| (id.to_owned(), kind.to_owned()))
}

/// Stripe's status in the domain's words. A word Stripe adds later is read as unpaid: it grants
/// nothing until this crate knows it (and is logged, so the operator hears of it).
fn status(status: &stripe_shared::SubscriptionStatus) -> SubscriptionStatus {
    SubscriptionStatus::from_word(status.as_str()).unwrap_or_else(|| {
        tracing::warn!(
            status = status.as_str(),
            "a Stripe subscription status this server does not know; read as unpaid"
        );
        SubscriptionStatus::Unpaid
    })
}

fn snapshot(sub: &stripe_shared::Subscription) -> SubscriptionSnapshot {
    let item = sub.items.data.first();
    SubscriptionSnapshot {
        id: sub.id.to_string(),
        customer: sub.customer.id().to_string(),
        status: status(&sub.status),
        cancel_at_period_end: sub.cancel_at_period_end,
        current_period_end: item.and_then(|i| time(i.current_period_end)),
        price: item.map(|i| i.price.id.to_string()),
    }
}

/// Signs a payload as Stripe does (`t=<timestamp>,v1=<HMAC-SHA256>`), for tests and the
/// documentation's curl example.
pub fn sign_payload(payload: &str, secret: &str, timestamp: i64) -> String {
    Webhook::generate_test_header(payload, secret, Some(timestamp))
}
