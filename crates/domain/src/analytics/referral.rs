//! The Referral tab (spec points 2, 3, 5, 9): several tracking records per `userEmailKey` merge
//! into one referred user; each merged user adds to its code's [`CodeCounts`]; the per-code
//! stats and the summary are made from the counts.

use chrono::{DateTime, Duration, NaiveDate, Utc};

use super::{Period, average, day_date, day_number, dollars, rate};
use crate::{
    billing::{LifecycleKind, offer},
    plan::PlanName,
    referral::TrackingFields,
};

/// Recent signups: registered in the last 30 days.
pub const RECENT_DAYS: i64 = 30;
/// A quick conversion: at most 7 days from registration to payment.
pub const QUICK_CONVERSION_DAYS: i64 = 7;
/// The Signup vs Conversion trend covers the last 31 days (today and the 30 before).
pub const TREND_DAYS: i64 = 31;

/// One tracking record, as the merge reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrackingRecord {
    pub id: String,
    pub user_id: String,
    /// The spec's emailid.
    pub email: String,
    pub referral_code: String,
    /// When the referred user paid (the footer note: in tracking, signup_date is the
    /// payment/conversion date), or when the record was opened.
    pub signup_date: DateTime<Utc>,
    pub fields: TrackingFields,
    pub created_at: DateTime<Utc>,
}

/// The user record joined by email to a tracking record's emailid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserRecord {
    pub id: String,
    pub email: String,
    pub name: String,
    /// creation_date_time: the real registration date.
    pub created_at: DateTime<Utc>,
    /// Whether subscription_status is "active" (spec point 4) on a paid plan.
    pub active_subscription: bool,
}

impl UserRecord {
    /// Whether a user counts as an active subscriber (spec point 4): a paid plan whose
    /// subscription_status is "active".
    pub fn is_active_subscriber(
        plan: crate::plan::PlanName,
        status: Option<crate::billing::SubscriptionStatus>,
    ) -> bool {
        plan.is_paid() && status == Some(crate::billing::SubscriptionStatus::Active)
    }
}

/// One event of a merged user's `allEvents`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrackedEvent {
    pub kind: LifecycleKind,
    pub at: DateTime<Utc>,
}

/// One referred person: every tracking record with their `userEmailKey`, merged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MergedReferral {
    pub user_email_key: String,
    /// The joined user's id, else the latest record's userid.
    pub user_id: String,
    pub email: String,
    pub name: String,
    /// True when no user record matched by email and the user was built from tracking.
    pub placeholder: bool,
    /// The code of the earliest record: the code the person first came with.
    pub referral_code: String,
    /// creation_date_time of the joined user, else the earliest signup_date: what the period
    /// filter and the time to conversion count from.
    pub registered_at: DateTime<Utc>,
    /// The earliest signup_date.
    pub signup_date: DateTime<Utc>,
    /// The latest createdAt.
    pub created_at: DateTime<Utc>,
    /// Every event of every record, oldest first.
    pub all_events: Vec<TrackedEvent>,
    /// The first paid conversion (a Pro or Annual Pro plan).
    pub converted_at: Option<DateTime<Utc>>,
    /// The plan of the latest paid conversion.
    pub paid_plan: Option<PlanName>,
    pub pass_purchased_at: Option<DateTime<Utc>>,
    pub cancelled_at: Option<DateTime<Utc>>,
    pub reactivated_at: Option<DateTime<Utc>>,
    pub active: bool,
    pub revenue_cents: i64,
    /// Whole days from registration to the first paid conversion.
    pub conversion_days: Option<i64>,
}

/// Time to conversion (spec point 5): whole days from registration to payment, rounded up,
/// never negative. A payment at the very instant of registration is 0 days; any later moment
/// of the same day is 1 day.
pub fn conversion_days(registered_at: DateTime<Utc>, paid_at: DateTime<Utc>) -> i64 {
    let seconds = (paid_at - registered_at).num_seconds();
    if seconds <= 0 {
        0
    } else {
        (seconds + 86_399) / 86_400
    }
}

/// Revenue of one person (spec point 9): the paid plan's price, or the pass's price when only a
/// pass was bought; 0 otherwise. ANNUAL_PRO counts 99.99.
pub fn revenue_cents(paid_plan: Option<PlanName>, bought_pass: bool) -> i64 {
    match paid_plan {
        Some(plan) if plan.is_paid() => offer(plan).price_cents,
        _ if bought_pass => offer(PlanName::ThreeDayPass).price_cents,
        _ => 0,
    }
}

fn events_of(fields: &TrackingFields) -> Vec<TrackedEvent> {
    [
        (LifecycleKind::PaidConversion, fields.moved_to_paid_date),
        (
            LifecycleKind::ThreeDayPassPurchased,
            fields.three_day_pass_purchased_date,
        ),
        (LifecycleKind::Cancellation, fields.cancel_date),
        (LifecycleKind::Reactivation, fields.reactive_date),
        (
            LifecycleKind::ThreeDayPassExpired,
            fields.three_day_pass_expired,
        ),
    ]
    .into_iter()
    .filter_map(|(kind, at)| at.map(|at| TrackedEvent { kind, at }))
    .collect()
}

/// Merges every tracking record of one `userEmailKey` (spec point 3) with the user record
/// joined by email, if any. None when there are no records.
pub fn merge(
    user_email_key: &str,
    records: &[TrackingRecord],
    user: Option<&UserRecord>,
) -> Option<MergedReferral> {
    let earliest = records
        .iter()
        .min_by(|a, b| (a.signup_date, &a.id).cmp(&(b.signup_date, &b.id)))?;
    let latest = records
        .iter()
        .max_by(|a, b| (a.created_at, &a.id).cmp(&(b.created_at, &b.id)))?;
    let mut all_events: Vec<TrackedEvent> =
        records.iter().flat_map(|r| events_of(&r.fields)).collect();
    all_events.sort_by_key(|e| (e.at, e.kind.as_str()));
    let first = |kind| all_events.iter().find(|e| e.kind == kind).map(|e| e.at);
    let last = |kind| all_events.iter().rfind(|e| e.kind == kind).map(|e| e.at);
    let converted_at = first(LifecycleKind::PaidConversion);
    let paid_plan = records
        .iter()
        .filter_map(|r| Some((r.fields.moved_to_paid_date?, r.fields.moved_to_paid_plan?)))
        .max_by_key(|(at, _)| *at)
        .map(|(_, plan)| plan);
    let pass_purchased_at = first(LifecycleKind::ThreeDayPassPurchased);
    let cancelled_at = last(LifecycleKind::Cancellation);
    let reactivated_at = last(LifecycleKind::Reactivation);
    let registered_at = user.map_or(earliest.signup_date, |u| u.created_at);
    // A person built from tracking alone is active when they paid and have not cancelled since
    // their last reactivation; a joined user's own subscription_status decides otherwise.
    let active = match user {
        Some(u) => u.active_subscription,
        None => {
            converted_at.is_some()
                && match (cancelled_at, reactivated_at) {
                    (None, _) => true,
                    (Some(cancel), Some(back)) => back > cancel,
                    (Some(_), None) => false,
                }
        }
    };
    Some(MergedReferral {
        user_email_key: user_email_key.to_owned(),
        user_id: user.map_or_else(|| latest.user_id.clone(), |u| u.id.clone()),
        email: user.map_or_else(|| latest.email.clone(), |u| u.email.clone()),
        name: user.map_or_else(|| latest.email.clone(), |u| u.name.clone()),
        placeholder: user.is_none(),
        referral_code: earliest.referral_code.clone(),
        registered_at,
        signup_date: earliest.signup_date,
        created_at: latest.created_at,
        converted_at,
        paid_plan,
        pass_purchased_at,
        cancelled_at,
        reactivated_at,
        active,
        revenue_cents: revenue_cents(paid_plan, pass_purchased_at.is_some()),
        conversion_days: converted_at.map(|paid| conversion_days(registered_at, paid)),
        all_events,
    })
}

/// The sums one code (or all of them) adds up to. The store computes the same sums in SQL over
/// the merged rows; [`CodeCounts::add`] is the reference the store tests compare against.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CodeCounts {
    pub signups: u64,
    pub paid_conversions: u64,
    pub three_day_passes: u64,
    pub cancellations: u64,
    pub reactivations: u64,
    pub active_users: u64,
    pub revenue_cents: i64,
    /// The sum of every converted person's conversion days.
    pub conversion_days: i64,
    pub recent_signups: u64,
    pub quick_conversions: u64,
    /// The earliest registration among the code's people.
    pub first_registered_day: Option<i64>,
}

impl CodeCounts {
    /// Adds one merged person, as of `now`.
    pub fn add(&mut self, m: &MergedReferral, now: DateTime<Utc>) {
        let count = |b: bool| u64::from(b);
        self.signups += 1;
        self.paid_conversions += count(m.converted_at.is_some());
        self.three_day_passes += count(m.pass_purchased_at.is_some());
        self.cancellations += count(m.cancelled_at.is_some());
        self.reactivations += count(m.reactivated_at.is_some());
        self.active_users += count(m.active);
        self.revenue_cents += m.revenue_cents;
        self.conversion_days += m.conversion_days.unwrap_or(0);
        self.recent_signups += count(m.registered_at >= now - Duration::days(RECENT_DAYS));
        self.quick_conversions += count(
            m.conversion_days
                .is_some_and(|days| days <= QUICK_CONVERSION_DAYS),
        );
        let day = day_number(m.registered_at);
        self.first_registered_day = Some(self.first_registered_day.map_or(day, |d| d.min(day)));
    }

    /// Both sums together.
    pub fn plus(self, other: Self) -> Self {
        Self {
            signups: self.signups + other.signups,
            paid_conversions: self.paid_conversions + other.paid_conversions,
            three_day_passes: self.three_day_passes + other.three_day_passes,
            cancellations: self.cancellations + other.cancellations,
            reactivations: self.reactivations + other.reactivations,
            active_users: self.active_users + other.active_users,
            revenue_cents: self.revenue_cents + other.revenue_cents,
            conversion_days: self.conversion_days + other.conversion_days,
            recent_signups: self.recent_signups + other.recent_signups,
            quick_conversions: self.quick_conversions + other.quick_conversions,
            first_registered_day: match (self.first_registered_day, other.first_registered_day) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            },
        }
    }
}

/// One row of "Detailed Referral Code Analytics" (spec point 3, per-code stats).
#[derive(Debug, Clone, PartialEq)]
pub struct CodeStats {
    pub code: String,
    pub total_signups: u64,
    pub paid_conversions: u64,
    pub three_day_passes: u64,
    pub cancellations: u64,
    pub reactivations: u64,
    pub active_users: u64,
    /// Dollars.
    pub revenue: f64,
    /// paidConversions / totalSignups × 100.
    pub conversion_rate: f64,
    /// cancellations / paidConversions × 100.
    pub churn_rate: f64,
    /// reactivations / cancellations × 100.
    pub reactivation_rate: f64,
    /// revenue / totalSignups (dollars).
    pub average_revenue_per_user: f64,
    /// Mean whole days from registration to the first paid conversion.
    pub average_time_to_conversion: f64,
    pub recent_signups: u64,
    pub quick_conversions: u64,
    /// Paid conversions per week over the period (All Time: since the code's first sign-up).
    pub conversion_velocity: f64,
}

/// The days a period spans for the conversion velocity: the period's days, or for All Time
/// the days from the first registration to now, counting both ends (at least 1).
pub fn span_days(period: Period, first_registered_day: Option<i64>, now: DateTime<Utc>) -> i64 {
    match (period.days(), first_registered_day) {
        (Some(days), _) => days,
        (None, Some(first)) => (day_number(now) - first + 1).max(1),
        (None, None) => 1,
    }
}

pub fn code_stats(code: &str, c: &CodeCounts, period: Period, now: DateTime<Utc>) -> CodeStats {
    let revenue = dollars(c.revenue_cents);
    CodeStats {
        code: code.to_owned(),
        total_signups: c.signups,
        paid_conversions: c.paid_conversions,
        three_day_passes: c.three_day_passes,
        cancellations: c.cancellations,
        reactivations: c.reactivations,
        active_users: c.active_users,
        revenue,
        conversion_rate: rate(c.paid_conversions, c.signups),
        churn_rate: rate(c.cancellations, c.paid_conversions),
        reactivation_rate: rate(c.reactivations, c.cancellations),
        average_revenue_per_user: average(revenue, c.signups),
        average_time_to_conversion: average(c.conversion_days as f64, c.paid_conversions),
        recent_signups: c.recent_signups,
        quick_conversions: c.quick_conversions,
        conversion_velocity: c.paid_conversions as f64 * 7.0
            / span_days(period, c.first_registered_day, now) as f64,
    }
}

/// The five cards and the spec's referral analytics summary.
#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    pub total_signups: u64,
    pub paid_conversions: u64,
    pub three_day_pass_purchases: u64,
    pub active_subscriptions: u64,
    pub cancelled_subscriptions: u64,
    /// paidConversions / totalSignups × 100 (0 with no signups).
    pub conversion_rate: f64,
    /// Dollars.
    pub total_revenue: f64,
    /// Mean whole days to the first paid conversion over every converted person.
    pub average_time_to_conversion: f64,
}

pub fn summary(c: &CodeCounts) -> Summary {
    Summary {
        total_signups: c.signups,
        paid_conversions: c.paid_conversions,
        three_day_pass_purchases: c.three_day_passes,
        active_subscriptions: c.active_users,
        cancelled_subscriptions: c.cancellations,
        conversion_rate: rate(c.paid_conversions, c.signups),
        total_revenue: dollars(c.revenue_cents),
        average_time_to_conversion: average(c.conversion_days as f64, c.paid_conversions),
    }
}

/// One day of the Signup vs Conversion trend.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrendDay {
    pub date: NaiveDate,
    pub signups: u64,
    pub conversions: u64,
}

/// The first day of the trend ending today.
pub fn trend_start_day(now: DateTime<Utc>) -> i64 {
    day_number(now) - (TREND_DAYS - 1)
}

/// The last [`TREND_DAYS`] days, oldest first, with zeros where nothing happened.
/// `signups` and `conversions` are (day number, count) pairs; other days are ignored.
pub fn trend(
    now: DateTime<Utc>,
    signups: &[(i64, u64)],
    conversions: &[(i64, u64)],
) -> Vec<TrendDay> {
    let first = trend_start_day(now);
    let on = |pairs: &[(i64, u64)], day: i64| {
        pairs
            .iter()
            .filter(|(d, _)| *d == day)
            .map(|(_, n)| n)
            .sum()
    };
    (first..first + TREND_DAYS)
        .map(|day| TrendDay {
            date: day_date(day),
            signups: on(signups, day),
            conversions: on(conversions, day),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    fn at(m: u32, d: u32, h: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, m, d, h, 0, 0).unwrap()
    }

    fn record(id: &str, signup: DateTime<Utc>, fields: TrackingFields) -> TrackingRecord {
        TrackingRecord {
            id: id.into(),
            user_id: "u1".into(),
            email: "Ada@example.com".into(),
            referral_code: format!("CODE{id}"),
            signup_date: signup,
            fields,
            created_at: signup,
        }
    }

    fn ada(created: DateTime<Utc>) -> UserRecord {
        UserRecord {
            id: "u1".into(),
            email: "ada@example.com".into(),
            name: "Ada Lovelace".into(),
            created_at: created,
            active_subscription: true,
        }
    }

    #[test]
    fn conversion_days_round_up_and_never_go_negative() {
        let reg = at(11, 1, 10);
        assert_eq!(conversion_days(reg, reg), 0, "the same instant");
        assert_eq!(conversion_days(reg, at(11, 1, 11)), 1, "later the same day");
        assert_eq!(conversion_days(reg, at(11, 2, 10)), 1, "exactly a day");
        assert_eq!(conversion_days(reg, at(11, 2, 11)), 2, "a day and an hour");
        assert_eq!(
            conversion_days(reg, at(10, 30, 10)),
            0,
            "paid before registering"
        );
    }

    #[test]
    fn revenue_is_the_plan_price_else_the_pass_price() {
        assert_eq!(revenue_cents(Some(PlanName::Pro), true), 999);
        assert_eq!(revenue_cents(Some(PlanName::AnnualPro), false), 9999);
        assert_eq!(revenue_cents(None, true), 499);
        assert_eq!(revenue_cents(None, false), 0);
    }

    #[test]
    fn several_records_merge_into_one_person() {
        // Record 1: opened 1 Nov, a pass on 2 Nov. Record 2: opened 5 Nov (created 6 Nov),
        // converts to Pro on 5 Nov 13:00, cancels 20 Nov. Record 3: reactivates 22 Nov on Annual.
        let r1 = record(
            "1",
            at(11, 1, 9),
            TrackingFields {
                three_day_pass_purchased_date: Some(at(11, 2, 9)),
                ..Default::default()
            },
        );
        let mut r2 = record(
            "2",
            at(11, 5, 12),
            TrackingFields {
                moved_to_paid_date: Some(at(11, 5, 13)),
                moved_to_paid_plan: Some(PlanName::Pro),
                cancel_date: Some(at(11, 20, 0)),
                ..Default::default()
            },
        );
        r2.created_at = at(11, 6, 0);
        let r3 = record(
            "3",
            at(11, 3, 0),
            TrackingFields {
                moved_to_paid_date: Some(at(11, 22, 0)),
                moved_to_paid_plan: Some(PlanName::AnnualPro),
                reactive_date: Some(at(11, 22, 0)),
                ..Default::default()
            },
        );
        let m = merge("ada@example.com", &[r2, r1, r3], None).unwrap();
        assert_eq!(m.signup_date, at(11, 1, 9), "earliest signup_date");
        assert_eq!(m.created_at, at(11, 6, 0), "latest createdAt");
        assert_eq!(m.referral_code, "CODE1", "the earliest record's code");
        assert_eq!(
            m.registered_at,
            at(11, 1, 9),
            "no user: the earliest signup_date"
        );
        assert_eq!(m.converted_at, Some(at(11, 5, 13)), "the first conversion");
        assert_eq!(m.paid_plan, Some(PlanName::AnnualPro), "the latest plan");
        assert_eq!(m.revenue_cents, 9999);
        // 1 Nov 09:00 to 5 Nov 13:00 is 4 days 4 hours: 5 days.
        assert_eq!(m.conversion_days, Some(5));
        assert!(m.active, "reactivated after cancelling");
        let kinds: Vec<&str> = m.all_events.iter().map(|e| e.kind.as_str()).collect();
        assert_eq!(
            kinds,
            [
                "three_day_pass_purchased",
                "paid_conversion",
                "cancellation",
                "paid_conversion",
                "reactivation"
            ]
        );
    }

    #[test]
    fn a_joined_user_gives_identity_and_registration_date() {
        let r = record(
            "1",
            at(11, 10, 9),
            TrackingFields {
                moved_to_paid_date: Some(at(11, 10, 9)),
                moved_to_paid_plan: Some(PlanName::Pro),
                ..Default::default()
            },
        );
        let m = merge(
            "ada@example.com",
            std::slice::from_ref(&r),
            Some(&ada(at(11, 8, 9))),
        )
        .unwrap();
        assert!(!m.placeholder);
        assert_eq!(m.name, "Ada Lovelace");
        assert_eq!(m.registered_at, at(11, 8, 9), "creation_date_time wins");
        assert_eq!(m.conversion_days, Some(2));
        // Without a user the placeholder registers on signup_date, which here is the payment
        // date itself: 0 days.
        let p = merge("ada@example.com", &[r], None).unwrap();
        assert!(p.placeholder);
        assert_eq!(p.email, "Ada@example.com");
        assert_eq!(p.name, "Ada@example.com");
        assert_eq!(p.user_id, "u1");
        assert_eq!(p.conversion_days, Some(0));
        assert!(p.active, "paid and never cancelled");
        assert_eq!(merge("x", &[], None), None);
    }

    #[test]
    fn a_placeholder_that_cancelled_is_not_active() {
        let r = record(
            "1",
            at(11, 1, 0),
            TrackingFields {
                moved_to_paid_date: Some(at(11, 1, 0)),
                moved_to_paid_plan: Some(PlanName::Pro),
                cancel_date: Some(at(11, 3, 0)),
                reactive_date: Some(at(11, 2, 0)),
                ..Default::default()
            },
        );
        assert!(!merge("k", &[r], None).unwrap().active);
    }

    fn person(reg: DateTime<Utc>, paid: Option<(DateTime<Utc>, PlanName)>) -> MergedReferral {
        let fields = TrackingFields {
            moved_to_paid_date: paid.map(|p| p.0),
            moved_to_paid_plan: paid.map(|p| p.1),
            ..Default::default()
        };
        merge("k", &[record("1", reg, fields)], None).unwrap()
    }

    #[test]
    fn code_stats_from_hand_worked_people() {
        let now = at(11, 25, 12);
        let mut c = CodeCounts::default();
        // Four people: one Pro after 2 days (quick), one Annual after 10 days (cancelled),
        // two who never paid, one of them 40 days ago.
        c.add(
            &person(at(11, 20, 12), Some((at(11, 22, 12), PlanName::Pro))),
            now,
        );
        let mut annual = person(at(11, 1, 12), Some((at(11, 11, 12), PlanName::AnnualPro)));
        annual.cancelled_at = Some(at(11, 15, 0));
        annual.active = false;
        c.add(&annual, now);
        c.add(&person(at(11, 24, 0), None), now);
        c.add(&person(at(10, 16, 12), None), now);
        let s = code_stats("ABC", &c, Period::AllTime, now);
        assert_eq!(s.total_signups, 4);
        assert_eq!(s.paid_conversions, 2);
        assert_eq!(s.conversion_rate, 50.0);
        assert_eq!(s.revenue, 109.98);
        assert_eq!(s.average_revenue_per_user, 27.495);
        assert_eq!(s.average_time_to_conversion, 6.0);
        assert_eq!(s.cancellations, 1);
        assert_eq!(s.churn_rate, 50.0);
        assert_eq!(s.reactivation_rate, 0.0);
        assert_eq!(s.active_users, 1);
        assert_eq!(s.recent_signups, 3, "16 Oct is 40 days back");
        assert_eq!(s.quick_conversions, 1);
        // All Time spans 16 Oct to 25 Nov counting both ends: 41 days; 2 × 7 / 41.
        assert_eq!(s.conversion_velocity, 14.0 / 41.0);
        let week = code_stats("ABC", &c, Period::Last7Days, now);
        assert_eq!(week.conversion_velocity, 2.0);
    }

    #[test]
    fn zero_signups_give_zero_rates() {
        let s = summary(&CodeCounts::default());
        assert_eq!(s.conversion_rate, 0.0);
        assert_eq!(s.average_time_to_conversion, 0.0);
        let c = code_stats("X", &CodeCounts::default(), Period::AllTime, at(11, 25, 0));
        assert_eq!(c.conversion_rate, 0.0);
        assert_eq!(c.average_revenue_per_user, 0.0);
        assert_eq!(c.conversion_velocity, 0.0);
    }

    #[test]
    fn counts_add_up_across_codes() {
        let now = at(11, 25, 12);
        let mut a = CodeCounts::default();
        a.add(
            &person(at(11, 20, 12), Some((at(11, 20, 12), PlanName::Pro))),
            now,
        );
        let mut b = CodeCounts::default();
        b.add(&person(at(11, 2, 0), None), now);
        let all = a.plus(b);
        assert_eq!(all.signups, 2);
        assert_eq!(all.first_registered_day, Some(day_number(at(11, 2, 0))));
        let s = summary(&all);
        assert_eq!(s.conversion_rate, 50.0);
        assert_eq!(s.total_revenue, 9.99);
        assert_eq!(s.average_time_to_conversion, 0.0);
    }

    #[test]
    fn the_trend_covers_31_days_with_zeros() {
        let now = at(11, 25, 12);
        let today = day_number(now);
        let t = trend(
            now,
            &[(today, 2), (today - 30, 1), (today - 31, 9)],
            &[(today, 1)],
        );
        assert_eq!(t.len(), 31);
        assert_eq!(t[0].date, NaiveDate::from_ymd_opt(2026, 10, 26).unwrap());
        assert_eq!(t[0].signups, 1);
        assert_eq!(t[30].signups, 2);
        assert_eq!(t[30].conversions, 1);
        assert_eq!(
            t.iter().map(|d| d.signups).sum::<u64>(),
            3,
            "day -31 is outside"
        );
    }
}
