//! The Churn tab (spec points 3, 8 and 9): cancellation records (the spec's source churn item)
//! become churn data: categories by days from creation to cancellation, the 30-day trend, the
//! reasons' distribution and the 20 newest churned users of the last 30 days.

use chrono::{DateTime, Duration, NaiveDate, Utc};

use super::{average, day_date, day_number, dollars, rate};
use crate::{ValidationError, billing::offer, plan::PlanName};

/// The trend covers the last 30 days.
pub const TREND_DAYS: i64 = 30;
/// Recent churned users: cancelled in the last 30 days...
pub const RECENT_DAYS: i64 = 30;
/// ...the newest 20 of them.
pub const RECENT_LIMIT: usize = 20;
/// getChurnAnalytics reads this many of the newest cancellations unless told otherwise.
pub const DEFAULT_LIMIT: u64 = 100;
/// The most cancellations one getChurnAnalytics call reads.
pub const MAX_LIMIT: u64 = 10_000;

/// One cancellation record (the spec's source churn item).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChurnSource {
    pub id: String,
    pub customer_id: String,
    pub customer_email: String,
    /// When the subscription was created.
    pub created_at: DateTime<Utc>,
    pub canceled_at: DateTime<Utc>,
    pub plan_type: Option<PlanName>,
    pub cancel_reason: Option<String>,
}

/// How soon after creation a subscription was cancelled (spec point 9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ChurnCategory {
    Early,
    Quick,
    ShortTerm,
    MediumTerm,
    LongTerm,
}

impl ChurnCategory {
    pub const ALL: [Self; 5] = [
        Self::Early,
        Self::Quick,
        Self::ShortTerm,
        Self::MediumTerm,
        Self::LongTerm,
    ];

    /// Up to 3 days Early; 4 to 7 Quick; up to 30 Short-term; up to 90 Medium-term; above,
    /// Long-term.
    pub fn of_days(days: i64) -> Self {
        match days {
            ..=3 => Self::Early,
            4..=7 => Self::Quick,
            8..=30 => Self::ShortTerm,
            31..=90 => Self::MediumTerm,
            _ => Self::LongTerm,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::Early => "Early Churn",
            Self::Quick => "Quick Churn",
            Self::ShortTerm => "Short-term Churn (1-4 weeks)",
            Self::MediumTerm => "Medium-term Churn (1-3 months)",
            Self::LongTerm => "Long-term Churn (3+ months)",
        }
    }
}

/// Days active: whole days from creation to cancellation, rounded down (a subscription
/// cancelled 3 days and 23 hours after it began was active 3 whole days), never negative.
pub fn days_active(created_at: DateTime<Utc>, canceled_at: DateTime<Utc>) -> i64 {
    (canceled_at - created_at).num_seconds().max(0) / 86_400
}

/// What a cancellation costs: the plan's price (ANNUAL_PRO 99.99); an unknown plan costs 0.
pub fn revenue_impact_cents(plan: Option<PlanName>) -> i64 {
    plan.filter(|p| p.is_paid())
        .map_or(0, |p| offer(p).price_cents)
}

/// Parses getChurnAnalytics' `limit`: 1 to [`MAX_LIMIT`], default [`DEFAULT_LIMIT`].
pub fn parse_limit(limit: Option<i64>) -> Result<u64, ValidationError> {
    match limit {
        None => Ok(DEFAULT_LIMIT),
        Some(n) if (1..=MAX_LIMIT as i64).contains(&n) => Ok(n as u64),
        Some(_) => Err(ValidationError::new(
            "limit",
            format!("limit must be from 1 to {MAX_LIMIT}."),
        )),
    }
}

/// One slice of the reasons' distribution.
#[derive(Debug, Clone, PartialEq)]
pub struct ChurnReason {
    pub reason: String,
    pub count: u64,
    pub percentage: f64,
}

/// One day of the churn trend.
#[derive(Debug, Clone, PartialEq)]
pub struct ChurnTrendDay {
    pub date: NaiveDate,
    pub churned: u64,
    pub churn_rate: f64,
}

/// One row of "Recent Churned Users (Last 30 Days)".
#[derive(Debug, Clone, PartialEq)]
pub struct ChurnedUser {
    pub user_id: String,
    pub email: String,
    pub churn_date: DateTime<Utc>,
    /// The churn category's label.
    pub reason: String,
    pub days_since_signup: i64,
    /// Dollars.
    pub revenue_impact: f64,
    pub plan_type: Option<PlanName>,
    /// The cancellation record's id.
    pub subscription_id: String,
    pub customer_id: String,
    pub cancel_reason: Option<String>,
}

/// The Churn tab's answer (spec point 3, churn data).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ChurnData {
    pub total_churned: u64,
    /// totalChurned / (totalChurned + active paid subscriptions now) × 100.
    pub churn_rate: f64,
    pub average_days_to_churn: f64,
    /// Dollars.
    pub total_revenue_impact: f64,
    pub churn_reasons: Vec<ChurnReason>,
    pub churn_trend: Vec<ChurnTrendDay>,
    pub recent_churned: Vec<ChurnedUser>,
}

/// Churn data from `items` (the cancellations read, any order) with `active_paid` paid
/// subscriptions active now. `user_of` names the user a customer's email belongs to, if any.
pub fn churn_data(
    items: &[ChurnSource],
    active_paid: u64,
    now: DateTime<Utc>,
    user_of: impl Fn(&ChurnSource) -> Option<String>,
) -> ChurnData {
    let total = items.len() as u64;
    let base = total + active_paid;
    let days: Vec<i64> = items
        .iter()
        .map(|i| days_active(i.created_at, i.canceled_at))
        .collect();
    let mut churn_reasons: Vec<ChurnReason> = ChurnCategory::ALL
        .into_iter()
        .map(|category| {
            let count = days
                .iter()
                .filter(|d| ChurnCategory::of_days(**d) == category)
                .count() as u64;
            ChurnReason {
                reason: category.label().to_owned(),
                count,
                percentage: rate(count, total),
            }
        })
        .filter(|r| r.count > 0)
        .collect();
    churn_reasons.sort_by_key(|r| std::cmp::Reverse(r.count));
    let today = day_number(now);
    let churn_trend = (today - TREND_DAYS + 1..=today)
        .map(|day| {
            let churned = items
                .iter()
                .filter(|i| day_number(i.canceled_at) == day)
                .count() as u64;
            ChurnTrendDay {
                date: day_date(day),
                churned,
                churn_rate: rate(churned, base),
            }
        })
        .collect();
    let since = now - Duration::days(RECENT_DAYS);
    let mut recent: Vec<(&ChurnSource, i64)> = items
        .iter()
        .zip(days.iter().copied())
        .filter(|(i, _)| i.canceled_at >= since && i.canceled_at <= now)
        .collect();
    recent.sort_by(|(a, _), (b, _)| b.canceled_at.cmp(&a.canceled_at).then(a.id.cmp(&b.id)));
    recent.truncate(RECENT_LIMIT);
    let recent_churned = recent
        .into_iter()
        .map(|(i, days)| ChurnedUser {
            user_id: user_of(i).unwrap_or_else(|| i.customer_id.clone()),
            email: i.customer_email.clone(),
            churn_date: i.canceled_at,
            reason: ChurnCategory::of_days(days).label().to_owned(),
            days_since_signup: days,
            revenue_impact: dollars(revenue_impact_cents(i.plan_type)),
            plan_type: i.plan_type,
            subscription_id: i.id.clone(),
            customer_id: i.customer_id.clone(),
            cancel_reason: i.cancel_reason.clone(),
        })
        .collect();
    ChurnData {
        total_churned: total,
        churn_rate: rate(total, base),
        average_days_to_churn: average(days.iter().sum::<i64>() as f64, total),
        total_revenue_impact: dollars(
            items
                .iter()
                .map(|i| revenue_impact_cents(i.plan_type))
                .sum(),
        ),
        churn_reasons,
        churn_trend,
        recent_churned,
    }
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    fn at(d: u32, h: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, d, h, 0, 0).unwrap()
    }

    fn item(n: usize, created: DateTime<Utc>, canceled: DateTime<Utc>) -> ChurnSource {
        ChurnSource {
            id: format!("sub_{n:02}"),
            customer_id: format!("cus_{n:02}"),
            customer_email: format!("c{n}@example.com"),
            created_at: created,
            canceled_at: canceled,
            plan_type: Some(PlanName::Pro),
            cancel_reason: None,
        }
    }

    #[test]
    fn each_category_boundary() {
        for (days, category) in [
            (0, ChurnCategory::Early),
            (3, ChurnCategory::Early),
            (4, ChurnCategory::Quick),
            (7, ChurnCategory::Quick),
            (8, ChurnCategory::ShortTerm),
            (30, ChurnCategory::ShortTerm),
            (31, ChurnCategory::MediumTerm),
            (90, ChurnCategory::MediumTerm),
            (91, ChurnCategory::LongTerm),
        ] {
            assert_eq!(ChurnCategory::of_days(days), category, "{days} days");
        }
        assert_eq!(
            ChurnCategory::LongTerm.label(),
            "Long-term Churn (3+ months)"
        );
    }

    #[test]
    fn days_active_round_down_and_never_go_negative() {
        assert_eq!(
            days_active(at(1, 0), at(4, 23)),
            3,
            "3 days 23 hours is Early"
        );
        assert_eq!(days_active(at(1, 0), at(5, 0)), 4);
        assert_eq!(days_active(at(5, 0), at(1, 0)), 0);
    }

    #[test]
    fn the_limit_defaults_to_100() {
        assert_eq!(parse_limit(None), Ok(100));
        assert_eq!(parse_limit(Some(5)), Ok(5));
        assert_eq!(parse_limit(Some(0)).unwrap_err().field, "limit");
        assert!(parse_limit(Some(10_001)).is_err());
    }

    #[test]
    fn hand_worked_churn_data() {
        let now = at(25, 12);
        let mut annual = item(1, at(1, 0), at(24, 0)); // 23 days: Short-term
        annual.plan_type = Some(PlanName::AnnualPro);
        annual.cancel_reason = Some("price".into());
        let items = [
            annual,
            item(2, at(20, 0), at(22, 0)), // 2 days: Early
            item(3, at(1, 0) - Duration::days(200), at(10, 0)), // Long-term
        ];
        let d = churn_data(&items, 7, now, |i| {
            (i.customer_id == "cus_02").then(|| "u2".into())
        });
        assert_eq!(d.total_churned, 3);
        assert_eq!(d.churn_rate, 30.0, "3 of 3 + 7");
        // (23 + 2 + 209) / 3 = 78.
        assert_eq!(d.average_days_to_churn, 78.0);
        assert_eq!(d.total_revenue_impact, 119.97);
        assert_eq!(d.churn_reasons.len(), 3);
        assert!(d.churn_reasons.iter().all(|r| r.count == 1));
        assert_eq!(d.churn_trend.len(), 30);
        assert_eq!(
            d.churn_trend[29].date,
            NaiveDate::from_ymd_opt(2026, 11, 25).unwrap()
        );
        assert_eq!(d.churn_trend[28].churned, 1, "24 Nov");
        assert_eq!(d.churn_trend[28].churn_rate, 10.0);
        let recent: Vec<&str> = d
            .recent_churned
            .iter()
            .map(|c| c.subscription_id.as_str())
            .collect();
        assert_eq!(recent, ["sub_01", "sub_02", "sub_03"], "newest first");
        assert_eq!(d.recent_churned[0].reason, "Short-term Churn (1-4 weeks)");
        assert_eq!(
            d.recent_churned[0].user_id, "cus_01",
            "no user: the customer id"
        );
        assert_eq!(d.recent_churned[1].user_id, "u2");
        assert_eq!(d.recent_churned[0].revenue_impact, 99.99);
        assert_eq!(d.recent_churned[0].cancel_reason.as_deref(), Some("price"));
    }

    #[test]
    fn the_20_newest_of_the_last_30_days() {
        let now = at(25, 12);
        // 25 cancellations an hour apart ending now, and one 31 days ago.
        let mut items: Vec<ChurnSource> = (0..25)
            .map(|n| item(n, at(1, 0), now - Duration::hours(n as i64)))
            .collect();
        items.push(item(
            99,
            at(1, 0) - Duration::days(60),
            now - Duration::days(31),
        ));
        items.reverse();
        let d = churn_data(&items, 0, now, |_| None);
        assert_eq!(d.total_churned, 26);
        assert_eq!(d.recent_churned.len(), 20);
        assert_eq!(d.recent_churned[0].subscription_id, "sub_00");
        assert_eq!(d.recent_churned[19].subscription_id, "sub_19");
    }

    #[test]
    fn no_cancellations_give_zeros() {
        let d = churn_data(&[], 0, at(25, 0), |_| None);
        assert_eq!(d.churn_rate, 0.0);
        assert_eq!(d.average_days_to_churn, 0.0);
        assert!(d.churn_reasons.is_empty());
        assert!(d.recent_churned.is_empty());
        assert!(d.churn_trend.iter().all(|t| t.churned == 0));
    }
}
