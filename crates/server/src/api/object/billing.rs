//! Plans and billing as the API shows them.

use async_graphql::{Enum, ID, Object, SimpleObject};
use chrono::{DateTime, Utc};
use domain::{
    billing::{
        BillingCycle, BillingMode, CancellationReason, CheckoutStatus, Interval, PlanOffer,
        UpgradeReason,
    },
    plan::{PlanLimits, PlanName},
};

use super::user::PlanNameGql;
use crate::app::billing::{CheckoutStarted, OfferView};

impl From<PlanNameGql> for PlanName {
    fn from(value: PlanNameGql) -> Self {
        match value {
            PlanNameGql::Free => Self::Free,
            PlanNameGql::Pro => Self::Pro,
            PlanNameGql::AnnualPro => Self::AnnualPro,
            PlanNameGql::ThreeDayPass => Self::ThreeDayPass,
        }
    }
}

/// How often a plan is paid for.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "PlanInterval")]
pub enum IntervalGql {
    Month,
    Year,
    /// Paid once (the 3-Day Pass).
    Once,
}

/// How this server sells paid plans (its `billing.mode`).
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "BillingMode")]
pub enum BillingModeGql {
    /// Checkout is a local confirmation page: nothing is charged (development and demos).
    Test,
    /// Stripe Checkout takes the payment.
    Stripe,
    /// Plans are not sold here: checkout answers BILLING_UNAVAILABLE.
    Off,
}

impl From<BillingMode> for BillingModeGql {
    fn from(value: BillingMode) -> Self {
        match value {
            BillingMode::Test => Self::Test,
            BillingMode::Stripe => Self::Stripe,
            BillingMode::Off => Self::Off,
        }
    }
}

/// The pricing toggle: month or year.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "BillingCycle")]
pub enum BillingCycleGql {
    Monthly,
    Annual,
}

impl From<BillingCycleGql> for BillingCycle {
    fn from(value: BillingCycleGql) -> Self {
        match value {
            BillingCycleGql::Monthly => Self::Monthly,
            BillingCycleGql::Annual => Self::Annual,
        }
    }
}

/// Why a subscriber cancels.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "CancellationReason")]
pub enum CancellationReasonGql {
    #[graphql(name = "results")]
    Results,
    #[graphql(name = "performance")]
    Performance,
    #[graphql(name = "price")]
    Price,
    #[graphql(name = "missingFeature")]
    MissingFeature,
    #[graphql(name = "workflow")]
    Workflow,
    #[graphql(name = "differentTool")]
    DifferentTool,
    #[graphql(name = "Other")]
    Other,
}

impl From<CancellationReasonGql> for CancellationReason {
    fn from(value: CancellationReasonGql) -> Self {
        match value {
            CancellationReasonGql::Results => Self::Results,
            CancellationReasonGql::Performance => Self::Performance,
            CancellationReasonGql::Price => Self::Price,
            CancellationReasonGql::MissingFeature => Self::MissingFeature,
            CancellationReasonGql::Workflow => Self::Workflow,
            CancellationReasonGql::DifferentTool => Self::DifferentTool,
            CancellationReasonGql::Other => Self::Other,
        }
    }
}

/// What made a user upgrade.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "UpgradeReason")]
pub enum UpgradeReasonGql {
    UnlimitedGenerations,
    VideoPrompts,
    ImagePrompts,
    JsonPrompts,
    Library,
    ContextGenies,
    Other,
}

impl From<UpgradeReasonGql> for UpgradeReason {
    fn from(value: UpgradeReasonGql) -> Self {
        match value {
            UpgradeReasonGql::UnlimitedGenerations => Self::UnlimitedGenerations,
            UpgradeReasonGql::VideoPrompts => Self::VideoPrompts,
            UpgradeReasonGql::ImagePrompts => Self::ImagePrompts,
            UpgradeReasonGql::JsonPrompts => Self::JsonPrompts,
            UpgradeReasonGql::Library => Self::Library,
            UpgradeReasonGql::ContextGenies => Self::ContextGenies,
            UpgradeReasonGql::Other => Self::Other,
        }
    }
}

/// What the cancellation manager should do.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "CancellationAction")]
pub enum CancellationActionGql {
    /// Cancel at the end of the paid period (needs a reason).
    Cancel,
    /// Take back a cancellation before the period ends.
    Reactivate,
    /// Keep the subscription with the one-time recovery discount (needs `discountCode`, the
    /// offer's code, and a reason).
    AcceptOffer,
}

/// The one-time discount offered instead of cancelling.
#[derive(SimpleObject)]
#[graphql(name = "RecoveryOffer")]
pub struct RecoveryOfferGql {
    /// Pass it back as `discountCode` to accept.
    pub code: ID,
    pub plan_name: PlanNameGql,
    pub percent_off: i32,
    pub duration_in_months: i32,
    /// The price per payment while the discount lasts, in US cents.
    pub discounted_price_cents: i64,
}

impl From<OfferView> for RecoveryOfferGql {
    fn from(offer: OfferView) -> Self {
        Self {
            code: ID(offer.code),
            plan_name: offer.plan.into(),
            percent_off: offer.percent_off,
            duration_in_months: offer.duration_months,
            discounted_price_cents: offer.discounted_price_cents,
        }
    }
}

/// What one plan allows; a null count is unlimited.
#[derive(SimpleObject)]
#[graphql(name = "PlanLimits")]
pub struct PlanLimitsGql {
    pub plan: PlanNameGql,
    /// Super Prompt generations per rolling day (null: unlimited).
    pub daily_prompts: Option<i32>,
    /// One-time generations granted at sign-up, used after the daily one.
    pub bonus_prompts: i32,
    /// Prompts the library keeps (null: unlimited).
    pub saved_prompts: Option<i32>,
    /// Folders reachable, the first ones in display order; the others are locked (null: all).
    pub accessible_folders: Option<i32>,
    /// Context Genies a user may keep (null: unlimited).
    pub context_genies: Option<i32>,
}

impl PlanLimitsGql {
    pub fn new(plan: PlanName, limits: PlanLimits) -> Self {
        // The limits are small counts: they fit GraphQL's Int.
        let int = |n: u32| i32::try_from(n).unwrap_or(i32::MAX);
        Self {
            plan: plan.into(),
            daily_prompts: limits.daily_prompts.map(int),
            bonus_prompts: int(limits.bonus_prompts),
            saved_prompts: limits.saved_prompts.map(int),
            accessible_folders: limits.accessible_folders.map(int),
            context_genies: limits.context_genies.map(int),
        }
    }
}

/// One plan of the catalogue (the same list every page that shows plans uses).
pub struct PlanOfferGql(pub &'static PlanOffer);

#[Object(name = "PlanOffer")]
impl PlanOfferGql {
    async fn id(&self) -> PlanNameGql {
        self.0.plan.into()
    }
    async fn name(&self) -> &str {
        self.0.name
    }
    /// What one payment costs, in US cents.
    async fn price_cents(&self) -> i64 {
        self.0.price_cents
    }
    async fn currency(&self) -> &str {
        "usd"
    }
    async fn interval(&self) -> IntervalGql {
        match self.0.interval {
            Interval::Month => IntervalGql::Month,
            Interval::Year => IntervalGql::Year,
            Interval::Once => IntervalGql::Once,
        }
    }
    /// The price per month to compare (annual: the yearly price over 12).
    async fn monthly_price_cents(&self) -> i64 {
        self.0.monthly_price_cents
    }
    async fn badge(&self) -> Option<&str> {
        self.0.badge
    }
    async fn features(&self) -> &[&'static str] {
        self.0.features
    }
}

/// What `stripeCheckout` does (the spec names its `action` argument but not the values).
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "StripeCheckoutAction")]
pub enum StripeCheckoutActionGql {
    /// Start a checkout for `planType` (as createCheckoutSession).
    Checkout,
    /// Open the billing portal of a paying customer (as createBillingPortalSession).
    Portal,
}

/// What `stripeCheckout` answers: where to send the user, and for a checkout the session, the
/// same as createCheckoutSession answers.
#[derive(SimpleObject)]
#[graphql(name = "StripeCheckoutResult")]
pub struct StripeCheckoutResultGql {
    pub action: StripeCheckoutActionGql,
    /// Where to send the user: the payment page or the billing portal.
    pub url: String,
    /// The checkout started (CHECKOUT only).
    pub session: Option<CheckoutSessionGql>,
}

/// A checkout in progress.
#[derive(SimpleObject)]
#[graphql(name = "CheckoutSession")]
pub struct CheckoutSessionGql {
    pub id: ID,
    pub plan_name: PlanNameGql,
    /// open or completed
    pub status: String,
    /// Where to send the user to pay.
    pub url: Option<String>,
    /// Local billing: no money moves.
    pub test_mode: bool,
    pub created_at: DateTime<Utc>,
}

impl From<CheckoutStarted> for CheckoutSessionGql {
    fn from(started: CheckoutStarted) -> Self {
        let mut session = Self::from(started.checkout);
        session.url = Some(started.url);
        session.test_mode = started.test_mode;
        session
    }
}

impl From<store::Checkout> for CheckoutSessionGql {
    fn from(checkout: store::Checkout) -> Self {
        Self {
            id: ID(checkout.id),
            plan_name: PlanName::from(checkout.plan_name).into(),
            test_mode: checkout.provider == crate::app::billing::LOCAL,
            status: CheckoutStatus::from(checkout.status).as_str().to_owned(),
            url: None,
            created_at: checkout.created_at,
        }
    }
}

/// The next charge of a subscription.
#[derive(SimpleObject)]
#[graphql(name = "UpcomingInvoice")]
pub struct UpcomingInvoiceGql {
    pub amount_due_cents: i64,
    pub currency: String,
    pub next_payment_at: Option<DateTime<Utc>>,
    /// Local billing: nothing will actually be charged.
    pub test_mode: bool,
}

impl From<crate::app::billing::UpcomingInvoice> for UpcomingInvoiceGql {
    fn from(invoice: crate::app::billing::UpcomingInvoice) -> Self {
        Self {
            amount_due_cents: invoice.amount_due_cents,
            currency: invoice.currency,
            next_payment_at: invoice.next_payment_at,
            test_mode: invoice.test_mode,
        }
    }
}
