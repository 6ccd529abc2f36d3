//! Plans and billing: the plan catalogue (spec points 3 and 9), which plan a billing cycle
//! sells, how long a paid period lasts, when paid access ends, and which lifecycle events a
//! change of billing state records (spec point 4). Payment providers (Stripe, local) only report
//! what was paid; everything decided about it is decided here.

use chrono::{DateTime, Duration, Months, Utc};

use crate::{ValidationError, plan::PlanName};

/// How a server sells its paid plans (`billing.mode`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BillingMode {
    /// Local billing for development and demos: checkout is a confirmation page clearly marked
    /// TEST MODE, and confirming it starts the plan without any payment.
    Test,
    /// Stripe Checkout takes the payment; Stripe's signed webhooks start and end plans.
    Stripe,
    /// Paid plans are not sold: checkout is refused, and each account keeps the plan stored
    /// for it (Free, unless the operator set another with `superprompt user set-plan`).
    Off,
}

impl BillingMode {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Test => "test",
            Self::Stripe => "stripe",
            Self::Off => "off",
        }
    }
}

/// A 3-Day Pass gives Pro rights for this long, then the account returns to Free.
pub const THREE_DAY_PASS_DAYS: i64 = 3;

/// The one-time recovery offer made to a subscriber who starts to cancel: this much off...
pub const RECOVERY_PERCENT_OFF: i32 = 30;
/// ...for this many months.
pub const RECOVERY_MONTHS: i32 = 3;

/// A price with `percent_off` taken off, rounded to the nearest cent.
pub fn discounted(price_cents: i64, percent_off: i32) -> i64 {
    (price_cents * i64::from(100 - percent_off.clamp(0, 100)) + 50) / 100
}

/// When a discount of `months` starting at `now` ends.
pub fn discount_end(now: DateTime<Utc>, months: i32) -> DateTime<Utc> {
    now.checked_add_months(Months::new(months.max(0).unsigned_abs()))
        .unwrap_or(now)
}

/// When an accepted recovery offer ends. It covers every renewal in the `months` from the next
/// one on: three monthly invoices, or the next yearly one (an offer that began now would let
/// part of it lapse inside the period already paid for).
pub fn recovery_discount_end(
    current_period_end: Option<DateTime<Utc>>,
    now: DateTime<Utc>,
    months: i32,
) -> DateTime<Utc> {
    discount_end(current_period_end.unwrap_or(now).max(now), months)
}

/// How a plan is paid for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Interval {
    Month,
    Year,
    /// Paid once (the 3-Day Pass).
    Once,
}

/// The billing toggle on the pricing pages: month or year (spec point 4; year is the default).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum BillingCycle {
    Monthly,
    #[default]
    Annual,
}

/// One plan as the pricing pages show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlanOffer {
    pub plan: PlanName,
    pub name: &'static str,
    /// What one payment costs, in US cents (0 for Free).
    pub price_cents: i64,
    pub interval: Interval,
    /// The price per month a visitor compares (the annual price divided by 12, rounded).
    pub monthly_price_cents: i64,
    /// A label next to the price, such as the annual saving.
    pub badge: Option<&'static str>,
    pub features: &'static [&'static str],
}

const PAID_FEATURES: &[&str] = &[
    "Unlimited Super Prompt generations",
    "All three models: Primer, AI Amplifier and Mastermind",
    "Multi-model testing",
    "Image prompts, Veo 3 and Sora 2 video prompts",
    "JSON prompting",
    "Unlimited library, folders and sharing",
    "Unlimited Context Genies",
    "Browser extension, no API key needed",
];

const CATALOGUE: &[PlanOffer] = &[
    PlanOffer {
        plan: PlanName::Free,
        name: "Free",
        price_cents: 0,
        interval: Interval::Month,
        monthly_price_cents: 0,
        badge: None,
        features: &[
            "1 Super Prompt generation a day, plus 7 bonus generations",
            "Primer, AI Amplifier and Mastermind",
            "Library of up to 15 prompts in 3 folders",
            "2 Context Genies",
            "Browser extension, no API key needed",
        ],
    },
    PlanOffer {
        plan: PlanName::Pro,
        name: "Pro",
        price_cents: 999,
        interval: Interval::Month,
        monthly_price_cents: 999,
        badge: None,
        features: PAID_FEATURES,
    },
    PlanOffer {
        plan: PlanName::AnnualPro,
        name: "Annual Pro",
        price_cents: 9999,
        interval: Interval::Year,
        monthly_price_cents: 833,
        badge: Some("Get 2 MONTHS FREE"),
        features: PAID_FEATURES,
    },
    PlanOffer {
        plan: PlanName::ThreeDayPass,
        name: "3-Day Pass",
        price_cents: 499,
        interval: Interval::Once,
        monthly_price_cents: 499,
        badge: Some("No subscription"),
        features: &[
            "Every Pro feature for 3 days",
            "Paid once, never renews",
            "Back to Free automatically, with no charge",
        ],
    },
];

/// Every plan, in the order the pricing pages show them.
pub fn catalogue() -> &'static [PlanOffer] {
    CATALOGUE
}

/// The catalogue entry of one plan.
pub fn offer(plan: PlanName) -> &'static PlanOffer {
    CATALOGUE
        .iter()
        .find(|offer| offer.plan == plan)
        .unwrap_or(&CATALOGUE[0])
}

/// The subscription a billing cycle sells: monthly is PRO, annual is ANNUAL_PRO.
pub fn plan_for_cycle(cycle: BillingCycle) -> PlanName {
    match cycle {
        BillingCycle::Monthly => PlanName::Pro,
        BillingCycle::Annual => PlanName::AnnualPro,
    }
}

/// What a checkout may sell: a paid plan. Free is not bought.
pub fn check_purchasable(plan: PlanName) -> Result<(), ValidationError> {
    if plan.is_paid() {
        Ok(())
    } else {
        Err(ValidationError::new(
            "planType",
            "Free needs no checkout: choose PRO, ANNUAL_PRO or THREE_DAY_PASS.",
        ))
    }
}

/// When a paid period bought at `start` ends.
pub fn period_end(plan: PlanName, start: DateTime<Utc>) -> Option<DateTime<Utc>> {
    match plan {
        PlanName::Free => None,
        PlanName::Pro => start.checked_add_months(Months::new(1)),
        PlanName::AnnualPro => start.checked_add_months(Months::new(12)),
        PlanName::ThreeDayPass => Some(start + Duration::days(THREE_DAY_PASS_DAYS)),
    }
}

/// Where a checkout stands: opened, then completed once its payment (or, in test mode, its
/// confirmation) is applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CheckoutStatus {
    Open,
    Completed,
}

impl CheckoutStatus {
    /// As the API shows it.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Open => "open",
            Self::Completed => "completed",
        }
    }
}

/// Where the one-time recovery offer stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OfferStatus {
    Offered,
    Accepted,
    /// The user cancelled instead: the offer was made once and is not made again.
    Declined,
}

/// How a cancellation flow ended (stored with its survey).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CancellationOutcome {
    Cancelled,
    OfferAccepted,
}

/// Why a subscriber cancels (the cancellation survey's choices).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CancellationReason {
    Results,
    Performance,
    Price,
    MissingFeature,
    Workflow,
    DifferentTool,
    Other,
}

impl CancellationReason {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Results => "results",
            Self::Performance => "performance",
            Self::Price => "price",
            Self::MissingFeature => "missingFeature",
            Self::Workflow => "workflow",
            Self::DifferentTool => "differentTool",
            Self::Other => "Other",
        }
    }
}

/// What made a user upgrade (the post-upgrade survey's choices).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UpgradeReason {
    UnlimitedGenerations,
    VideoPrompts,
    ImagePrompts,
    JsonPrompts,
    Library,
    ContextGenies,
    Other,
}

impl UpgradeReason {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::UnlimitedGenerations => "unlimited_generations",
            Self::VideoPrompts => "video_prompts",
            Self::ImagePrompts => "image_prompts",
            Self::JsonPrompts => "json_prompts",
            Self::Library => "library",
            Self::ContextGenies => "context_genies",
            Self::Other => "other",
        }
    }
}

/// The post-upgrade survey is shown once, to a user on a paid plan who has neither completed
/// nor dismissed it.
pub fn show_post_upgrade_survey(plan: PlanName, completed: bool, dismissed: bool) -> bool {
    plan.is_paid() && !completed && !dismissed
}

/// The longest free text the cancellation survey keeps per field.
pub const SURVEY_TEXT_MAX: usize = 2000;

/// Checks a free-text survey answer: trimmed, empty as absent, at most [`SURVEY_TEXT_MAX`]
/// characters.
pub fn survey_text(
    field: &'static str,
    raw: Option<&str>,
) -> Result<Option<String>, ValidationError> {
    let Some(text) = raw.map(str::trim).filter(|t| !t.is_empty()) else {
        return Ok(None);
    };
    if text.chars().count() > SURVEY_TEXT_MAX {
        return Err(ValidationError::new(
            field,
            format!("Please keep this under {SURVEY_TEXT_MAX} characters."),
        ));
    }
    Ok(Some(text.to_owned()))
}

/// Whether a user holding `current` (effective now) may check out `wanted`. Switching between
/// monthly and annual is a purchase; buying what one already has, or a pass on top of a plan
/// that includes it, is refused with a message that says why.
pub fn check_checkout(current: PlanName, wanted: PlanName) -> Result<(), ValidationError> {
    check_purchasable(wanted)?;
    let refuse = |message: &str| Err(ValidationError::new("planType", message));
    match (current, wanted) {
        (a, b) if a == b && a == PlanName::ThreeDayPass => {
            refuse("Your 3-Day Pass is still active. You can buy another once it ends.")
        }
        (a, b) if a == b => refuse("You are already on this plan."),
        (PlanName::Pro | PlanName::AnnualPro, PlanName::ThreeDayPass) => {
            refuse("Your plan already includes everything in the 3-Day Pass.")
        }
        _ => Ok(()),
    }
}

/// A subscription's status, in the payment provider's words (Stripe's vocabulary; local billing
/// uses Active and Canceled).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SubscriptionStatus {
    Active,
    Trialing,
    PastDue,
    Canceled,
    Unpaid,
    Incomplete,
    IncompleteExpired,
    Paused,
}

impl SubscriptionStatus {
    pub const ALL: [Self; 8] = [
        Self::Active,
        Self::Trialing,
        Self::PastDue,
        Self::Canceled,
        Self::Unpaid,
        Self::Incomplete,
        Self::IncompleteExpired,
        Self::Paused,
    ];

    /// The provider's word, as the API shows it.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Active => "active",
            Self::Trialing => "trialing",
            Self::PastDue => "past_due",
            Self::Canceled => "canceled",
            Self::Unpaid => "unpaid",
            Self::Incomplete => "incomplete",
            Self::IncompleteExpired => "incomplete_expired",
            Self::Paused => "paused",
        }
    }

    /// Reads the provider's word; None for a word it does not use (yet).
    pub fn from_word(word: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == word)
    }

    /// Whether the subscription still gives its plan: active, trialing, or past_due while the
    /// provider retries the payment.
    pub fn grants_access(self) -> bool {
        matches!(self, Self::Active | Self::Trialing | Self::PastDue)
    }
}

/// A user's billing state as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BillingState {
    pub plan: PlanName,
    pub subscription_status: Option<SubscriptionStatus>,
    /// End of the paid period: renewal date, or when a pass or a cancelled plan ends.
    pub current_period_end: Option<DateTime<Utc>>,
    /// Cancelled, with access kept until `current_period_end`.
    pub cancel_at_period_end: bool,
}

impl BillingState {
    pub fn free() -> Self {
        Self {
            plan: PlanName::Free,
            subscription_status: None,
            current_period_end: None,
            cancel_at_period_end: false,
        }
    }

    /// A plan just paid for at `now`.
    pub fn purchased(plan: PlanName, now: DateTime<Utc>) -> Self {
        Self {
            plan,
            subscription_status: Some(SubscriptionStatus::Active),
            current_period_end: period_end(plan, now),
            cancel_at_period_end: false,
        }
    }

    /// The plan whose rights the user has at `now`. A pass, and a plan cancelled at period
    /// end, stop at `current_period_end` even before any job or webhook records it; a renewing
    /// subscription is trusted until the provider says otherwise (a late renewal webhook must
    /// not cut a paying user off).
    pub fn effective_plan(&self, now: DateTime<Utc>) -> PlanName {
        let ends = self.plan == PlanName::ThreeDayPass || self.cancel_at_period_end;
        match self.current_period_end {
            Some(end) if ends && now >= end => PlanName::Free,
            _ => self.plan,
        }
    }

    /// With local billing (no payment provider, nothing to charge), a renewing subscription
    /// whose period has ended renews: the period moves on by whole months or years until it
    /// is ahead of `now`. Anything else is [`Self::settled`].
    pub fn settled_locally(&self, now: DateTime<Utc>) -> Self {
        let renews =
            matches!(self.plan, PlanName::Pro | PlanName::AnnualPro) && !self.cancel_at_period_end;
        match self.current_period_end {
            Some(mut end) if renews && now >= end => {
                while now >= end {
                    match period_end(self.plan, end) {
                        Some(next) => end = next,
                        None => break,
                    }
                }
                Self {
                    current_period_end: Some(end),
                    ..self.clone()
                }
            }
            _ => self.settled(now),
        }
    }

    /// The state once an ended period is recorded: Free if paid access ended by `now`.
    pub fn settled(&self, now: DateTime<Utc>) -> Self {
        if self.plan.is_paid() && self.effective_plan(now) == PlanName::Free {
            Self {
                subscription_status: Some(SubscriptionStatus::Canceled),
                ..Self::free()
            }
        } else {
            self.clone()
        }
    }
}

/// The billing state a payment provider's subscription gives: the plan while its status grants
/// access (active, trialing, or past_due while the provider retries the payment), else Free.
pub fn from_provider(
    plan: PlanName,
    status: SubscriptionStatus,
    current_period_end: Option<DateTime<Utc>>,
    cancel_at_period_end: bool,
) -> BillingState {
    if status.grants_access() {
        BillingState {
            plan,
            subscription_status: Some(status),
            current_period_end,
            cancel_at_period_end,
        }
    } else {
        BillingState {
            subscription_status: Some(status),
            ..BillingState::free()
        }
    }
}

/// The next charge of a renewing subscription with local billing: the plan's price (less a
/// recovery discount still running at the renewal) at `current_period_end`. None for Free, a
/// pass, or a plan cancelled at period end.
pub fn next_local_invoice(
    state: &BillingState,
    discount: Option<(i32, DateTime<Utc>)>,
) -> Option<(i64, DateTime<Utc>)> {
    let renews =
        matches!(state.plan, PlanName::Pro | PlanName::AnnualPro) && !state.cancel_at_period_end;
    let at = state.current_period_end.filter(|_| renews)?;
    let price = offer(state.plan).price_cents;
    let amount = match discount {
        Some((percent_off, ends)) if ends > at => discounted(price, percent_off),
        _ => price,
    };
    Some((amount, at))
}

/// What kind of lifecycle event happened (the spec's event types), as referral tracking and
/// analytics count them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LifecycleKind {
    PaidConversion,
    ThreeDayPassPurchased,
    Cancellation,
    Reactivation,
    ThreeDayPassExpired,
}

impl LifecycleKind {
    /// The spec's spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::PaidConversion => "paid_conversion",
            Self::ThreeDayPassPurchased => "three_day_pass_purchased",
            Self::Cancellation => "cancellation",
            Self::Reactivation => "reactivation",
            Self::ThreeDayPassExpired => "three_day_pass_expired",
        }
    }
}

/// Plan lifecycle events (spec point 4), kept for referral tracking and analytics.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LifecycleEvent {
    PaidConversion { plan: PlanName },
    ThreeDayPassPurchased { expires_at: Option<DateTime<Utc>> },
    Cancellation { plan: PlanName },
    Reactivation { plan: PlanName },
    ThreeDayPassExpired,
}

impl LifecycleEvent {
    pub fn kind(&self) -> LifecycleKind {
        match self {
            Self::PaidConversion { .. } => LifecycleKind::PaidConversion,
            Self::ThreeDayPassPurchased { .. } => LifecycleKind::ThreeDayPassPurchased,
            Self::Cancellation { .. } => LifecycleKind::Cancellation,
            Self::Reactivation { .. } => LifecycleKind::Reactivation,
            Self::ThreeDayPassExpired => LifecycleKind::ThreeDayPassExpired,
        }
    }

    /// The plan the event is about, if it names one.
    pub fn plan(&self) -> Option<PlanName> {
        match self {
            Self::PaidConversion { plan }
            | Self::Cancellation { plan }
            | Self::Reactivation { plan } => Some(*plan),
            Self::ThreeDayPassPurchased { .. } | Self::ThreeDayPassExpired => {
                Some(PlanName::ThreeDayPass)
            }
        }
    }

    pub fn expires_at(&self) -> Option<DateTime<Utc>> {
        match self {
            Self::ThreeDayPassPurchased { expires_at } => *expires_at,
            _ => None,
        }
    }
}

/// The lifecycle events a change from `before` to `after` records. Derived from the two
/// states, not from the provider's event type, so replays and out-of-order deliveries that end
/// in the same state record nothing twice.
pub fn lifecycle_events(before: &BillingState, after: &BillingState) -> Vec<LifecycleEvent> {
    use PlanName::*;
    let mut events = Vec::new();
    match (before.plan, after.plan) {
        (from, ThreeDayPass)
            if from != ThreeDayPass || before.current_period_end != after.current_period_end =>
        {
            events.push(LifecycleEvent::ThreeDayPassPurchased {
                expires_at: after.current_period_end,
            });
        }
        (ThreeDayPass, Free) => events.push(LifecycleEvent::ThreeDayPassExpired),
        (from, to @ (Pro | AnnualPro)) if from != to => {
            events.push(LifecycleEvent::PaidConversion { plan: to });
        }
        (from @ (Pro | AnnualPro), Free) if !before.cancel_at_period_end => {
            // Ended at once (deleted without a cancellation at period end first).
            events.push(LifecycleEvent::Cancellation { plan: from });
        }
        _ => {}
    }
    let same_subscription = before.plan == after.plan && matches!(after.plan, Pro | AnnualPro);
    if same_subscription && before.cancel_at_period_end != after.cancel_at_period_end {
        events.push(if after.cancel_at_period_end {
            LifecycleEvent::Cancellation { plan: after.plan }
        } else {
            LifecycleEvent::Reactivation { plan: after.plan }
        });
    }
    events
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn at(day: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 1, day, 12, 0, 0).unwrap()
    }

    #[test]
    fn a_recovery_discount_covers_three_monthly_renewals_or_the_next_yearly_one() {
        let now = DateTime::parse_from_rfc3339("2026-11-23T10:00:00Z")
            .unwrap()
            .with_timezone(&Utc);
        let period_end = DateTime::parse_from_rfc3339("2026-12-23T10:00:00Z")
            .unwrap()
            .with_timezone(&Utc);
        let ends = recovery_discount_end(Some(period_end), now, RECOVERY_MONTHS);
        let monthly = |renewal: DateTime<Utc>| BillingState {
            current_period_end: Some(renewal),
            ..BillingState::purchased(PlanName::Pro, now)
        };
        let discounted_renewals = (0..6)
            .map(|m| discount_end(period_end, m))
            .filter(|renewal| {
                next_local_invoice(&monthly(*renewal), Some((RECOVERY_PERCENT_OFF, ends)))
                    .is_some_and(|(amount, _)| amount < offer(PlanName::Pro).price_cents)
            })
            .count();
        assert_eq!(discounted_renewals, 3);

        let yearly = BillingState {
            current_period_end: Some(period_end),
            ..BillingState::purchased(PlanName::AnnualPro, now)
        };
        let (amount, _) = next_local_invoice(&yearly, Some((RECOVERY_PERCENT_OFF, ends))).unwrap();
        assert_eq!(amount, discounted(9999, 30));
        // Without a period end (never the case for a subscription), it starts now.
        assert_eq!(recovery_discount_end(None, now, 3), discount_end(now, 3));
    }

    #[test]
    fn catalogue_has_the_spec_prices_and_the_toggle_picks_the_plan() {
        assert_eq!(offer(PlanName::Pro).price_cents, 999);
        assert_eq!(offer(PlanName::AnnualPro).price_cents, 9999);
        assert_eq!(offer(PlanName::AnnualPro).monthly_price_cents, 833);
        assert_eq!(offer(PlanName::AnnualPro).badge, Some("Get 2 MONTHS FREE"));
        assert_eq!(offer(PlanName::ThreeDayPass).price_cents, 499);
        assert_eq!(offer(PlanName::ThreeDayPass).interval, Interval::Once);
        assert_eq!(catalogue().len(), 4);
        assert_eq!(BillingCycle::default(), BillingCycle::Annual);
        assert_eq!(plan_for_cycle(BillingCycle::Monthly), PlanName::Pro);
        assert_eq!(plan_for_cycle(BillingCycle::Annual), PlanName::AnnualPro);
        assert!(check_purchasable(PlanName::Free).is_err());
        assert!(check_purchasable(PlanName::ThreeDayPass).is_ok());
    }

    #[test]
    fn checkout_refuses_what_the_user_already_has() {
        use PlanName::*;
        assert!(check_checkout(Free, Pro).is_ok());
        assert!(check_checkout(Free, ThreeDayPass).is_ok());
        assert!(check_checkout(Pro, AnnualPro).is_ok());
        assert!(
            check_checkout(ThreeDayPass, Pro).is_ok(),
            "a pass holder may subscribe"
        );
        assert!(check_checkout(Pro, Pro).is_err());
        assert!(check_checkout(ThreeDayPass, ThreeDayPass).is_err());
        assert!(check_checkout(AnnualPro, ThreeDayPass).is_err());
        assert!(check_checkout(Free, Free).is_err());
    }

    #[test]
    fn the_post_upgrade_survey_shows_once_to_paying_users() {
        assert!(show_post_upgrade_survey(PlanName::Pro, false, false));
        assert!(show_post_upgrade_survey(
            PlanName::ThreeDayPass,
            false,
            false
        ));
        assert!(!show_post_upgrade_survey(PlanName::Free, false, false));
        assert!(!show_post_upgrade_survey(PlanName::Pro, true, false));
        assert!(!show_post_upgrade_survey(PlanName::Pro, false, true));
    }

    #[test]
    fn survey_text_is_trimmed_and_bounded() {
        assert_eq!(survey_text("feedback", Some("  ")).unwrap(), None);
        assert_eq!(survey_text("feedback", None).unwrap(), None);
        assert_eq!(
            survey_text("feedback", Some(" too dear "))
                .unwrap()
                .as_deref(),
            Some("too dear")
        );
        let long = "x".repeat(SURVEY_TEXT_MAX + 1);
        assert_eq!(
            survey_text("feedback", Some(&long)).unwrap_err().field,
            "feedback"
        );
    }

    #[test]
    fn periods_end_a_month_a_year_or_three_days_later() {
        assert_eq!(
            period_end(PlanName::Pro, at(31)),
            Some(Utc.with_ymd_and_hms(2026, 2, 28, 12, 0, 0).unwrap()),
            "month ends clamp to the shorter month"
        );
        assert_eq!(
            period_end(PlanName::AnnualPro, at(1)),
            Some(Utc.with_ymd_and_hms(2027, 1, 1, 12, 0, 0).unwrap())
        );
        assert_eq!(period_end(PlanName::ThreeDayPass, at(1)), Some(at(4)));
        assert_eq!(period_end(PlanName::Free, at(1)), None);
    }

    #[test]
    fn a_pass_ends_after_three_days_and_a_cancelled_plan_at_period_end() {
        let pass = BillingState::purchased(PlanName::ThreeDayPass, at(1));
        assert_eq!(pass.effective_plan(at(3)), PlanName::ThreeDayPass);
        assert_eq!(pass.effective_plan(at(4)), PlanName::Free);
        assert_eq!(pass.settled(at(4)).plan, PlanName::Free);
        assert_eq!(pass.settled(at(3)), pass);

        let mut pro = BillingState::purchased(PlanName::Pro, at(1));
        let end = pro.current_period_end.unwrap();
        assert_eq!(
            pro.effective_plan(end + Duration::days(2)),
            PlanName::Pro,
            "a renewing plan waits for the provider"
        );
        pro.cancel_at_period_end = true;
        assert_eq!(
            pro.effective_plan(end - Duration::seconds(1)),
            PlanName::Pro
        );
        assert_eq!(pro.effective_plan(end), PlanName::Free);
    }

    #[test]
    fn a_provider_subscription_grants_access_only_while_paid_for() {
        let end = Some(at(20));
        for status in ["active", "trialing", "past_due"] {
            let status = SubscriptionStatus::from_word(status).unwrap();
            assert_eq!(
                from_provider(PlanName::Pro, status, end, false).plan,
                PlanName::Pro
            );
        }
        for status in [
            "canceled",
            "unpaid",
            "incomplete",
            "incomplete_expired",
            "paused",
        ] {
            let word = status;
            let status = SubscriptionStatus::from_word(word).unwrap();
            let state = from_provider(PlanName::Pro, status, end, false);
            assert_eq!(state.plan, PlanName::Free, "{word}");
            assert_eq!(state.subscription_status, Some(status));
        }
        for status in SubscriptionStatus::ALL {
            assert_eq!(SubscriptionStatus::from_word(status.as_str()), Some(status));
        }
        assert_eq!(SubscriptionStatus::from_word("frozen"), None);
    }

    #[test]
    fn the_next_local_invoice_is_the_price_at_renewal() {
        let pro = BillingState::purchased(PlanName::Pro, at(1));
        let renewal = pro.current_period_end.unwrap();
        assert_eq!(next_local_invoice(&pro, None), Some((999, renewal)));
        let running = Some((30, renewal + Duration::days(1)));
        assert_eq!(next_local_invoice(&pro, running), Some((699, renewal)));
        let over = Some((30, renewal - Duration::days(1)));
        assert_eq!(next_local_invoice(&pro, over), Some((999, renewal)));
        let cancelled = BillingState {
            cancel_at_period_end: true,
            ..pro
        };
        assert_eq!(next_local_invoice(&cancelled, None), None);
        let pass = BillingState::purchased(PlanName::ThreeDayPass, at(1));
        assert_eq!(next_local_invoice(&pass, None), None);
        assert_eq!(next_local_invoice(&BillingState::free(), None), None);
    }

    #[test]
    fn local_subscriptions_renew_and_discounts_round() {
        let pro = BillingState::purchased(PlanName::Pro, at(1));
        let renewed = pro.settled_locally(at(1) + Duration::days(75));
        assert_eq!(renewed.plan, PlanName::Pro);
        assert_eq!(
            renewed.current_period_end,
            Some(Utc.with_ymd_and_hms(2026, 4, 1, 12, 0, 0).unwrap())
        );
        assert!(
            lifecycle_events(&pro, &renewed).is_empty(),
            "a renewal is no lifecycle event"
        );
        let cancelled = BillingState {
            cancel_at_period_end: true,
            ..pro.clone()
        };
        assert_eq!(
            cancelled.settled_locally(at(1) + Duration::days(75)).plan,
            PlanName::Free
        );
        assert_eq!(pro.settled_locally(at(2)), pro);

        assert_eq!(discounted(999, RECOVERY_PERCENT_OFF), 699);
        assert_eq!(discounted(9999, RECOVERY_PERCENT_OFF), 6999);
        assert_eq!(discounted(999, 0), 999);
        assert_eq!(
            discount_end(at(31), RECOVERY_MONTHS),
            Utc.with_ymd_and_hms(2026, 4, 30, 12, 0, 0).unwrap()
        );
    }

    #[test]
    fn changes_record_the_spec_lifecycle_events() {
        let free = BillingState::free();
        let pro = BillingState::purchased(PlanName::Pro, at(1));
        let kinds = |a: &BillingState, b: &BillingState| {
            lifecycle_events(a, b)
                .iter()
                .map(|e| e.kind().as_str())
                .collect::<Vec<_>>()
        };
        assert_eq!(
            lifecycle_events(&free, &pro),
            vec![LifecycleEvent::PaidConversion {
                plan: PlanName::Pro
            }]
        );
        assert!(
            lifecycle_events(&pro, &pro).is_empty(),
            "a replay records nothing"
        );

        let cancelled = BillingState {
            cancel_at_period_end: true,
            ..pro.clone()
        };
        assert_eq!(kinds(&pro, &cancelled), ["cancellation"]);
        assert_eq!(kinds(&cancelled, &pro), ["reactivation"]);
        assert!(
            kinds(&cancelled, &free).is_empty(),
            "the end of a cancelled period was already counted as its cancellation"
        );
        assert_eq!(kinds(&pro, &free), ["cancellation"], "deleted at once");

        let pass = BillingState::purchased(PlanName::ThreeDayPass, at(1));
        let events = lifecycle_events(&free, &pass);
        assert_eq!(events[0].kind(), LifecycleKind::ThreeDayPassPurchased);
        assert_eq!(events[0].expires_at(), Some(at(4)));
        assert_eq!(kinds(&pass, &free), ["three_day_pass_expired"]);
        let renewed = BillingState::purchased(PlanName::ThreeDayPass, at(2));
        assert_eq!(kinds(&pass, &renewed), ["three_day_pass_purchased"]);

        let annual = BillingState::purchased(PlanName::AnnualPro, at(1));
        assert_eq!(
            lifecycle_events(&pro, &annual),
            vec![LifecycleEvent::PaidConversion {
                plan: PlanName::AnnualPro
            }]
        );
    }
}
