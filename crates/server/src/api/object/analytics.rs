//! The staff analytics dashboard's output types (issue 19). Field names follow the spec's
//! (point 3: referral analytics summary, per-code stats, churn data, WeeklyKPIs). Every
//! formula is in `docs/analytics.md`.

use async_graphql::{Enum, ID, SimpleObject};
use chrono::{DateTime, NaiveDate, Utc};
use domain::analytics::{
    Period, Tone,
    churn::ChurnData,
    churn_tone, conversion_tone,
    referral::{CodeStats, Summary, TrendDay},
    time_tone,
};
use serde_json::{Value, json};
use store::repo::analytics::WeeklyKpiRecord;

use crate::app::analytics::ReferralAnalytics;

/// The Referral tab's period filter.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "AnalyticsPeriod")]
pub enum AnalyticsPeriodGql {
    AllTime,
    Last7Days,
    Last30Days,
    Last90Days,
}

impl From<AnalyticsPeriodGql> for Period {
    fn from(p: AnalyticsPeriodGql) -> Self {
        match p {
            AnalyticsPeriodGql::AllTime => Period::AllTime,
            AnalyticsPeriodGql::Last7Days => Period::Last7Days,
            AnalyticsPeriodGql::Last30Days => Period::Last30Days,
            AnalyticsPeriodGql::Last90Days => Period::Last90Days,
        }
    }
}

impl From<Period> for AnalyticsPeriodGql {
    fn from(p: Period) -> Self {
        match p {
            Period::AllTime => Self::AllTime,
            Period::Last7Days => Self::Last7Days,
            Period::Last30Days => Self::Last30Days,
            Period::Last90Days => Self::Last90Days,
        }
    }
}

/// A colour of the dashboard's thresholds.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "AnalyticsTone")]
pub enum ToneGql {
    Green,
    Yellow,
    Red,
}

impl From<Tone> for ToneGql {
    fn from(t: Tone) -> Self {
        match t {
            Tone::Green => Self::Green,
            Tone::Yellow => Self::Yellow,
            Tone::Red => Self::Red,
        }
    }
}

/// The Referral tab's five cards (the spec's referral analytics summary).
#[derive(SimpleObject)]
#[graphql(name = "ReferralAnalyticsSummary")]
pub struct SummaryGql {
    pub total_signups: u64,
    pub paid_conversions: u64,
    pub three_day_pass_purchases: u64,
    pub active_subscriptions: u64,
    pub cancelled_subscriptions: u64,
    /// Percent; 0 with no signups.
    pub conversion_rate: f64,
    /// Dollars.
    pub total_revenue: f64,
    /// Whole days, averaged over the converted.
    pub average_time_to_conversion: f64,
    pub conversion_rate_tone: ToneGql,
    pub average_time_to_conversion_tone: ToneGql,
}

impl From<Summary> for SummaryGql {
    fn from(s: Summary) -> Self {
        Self {
            total_signups: s.total_signups,
            paid_conversions: s.paid_conversions,
            three_day_pass_purchases: s.three_day_pass_purchases,
            active_subscriptions: s.active_subscriptions,
            cancelled_subscriptions: s.cancelled_subscriptions,
            conversion_rate: s.conversion_rate,
            total_revenue: s.total_revenue,
            average_time_to_conversion: s.average_time_to_conversion,
            conversion_rate_tone: conversion_tone(s.conversion_rate).into(),
            average_time_to_conversion_tone: time_tone(s.average_time_to_conversion).into(),
        }
    }
}

/// One row of "Detailed Referral Code Analytics" (the spec's per-code stats).
#[derive(SimpleObject)]
#[graphql(name = "ReferralCodeStats")]
pub struct CodeStatsGql {
    pub code: String,
    pub total_signups: u64,
    pub paid_conversions: u64,
    pub three_day_passes: u64,
    pub cancellations: u64,
    pub reactivations: u64,
    pub active_users: u64,
    pub revenue: f64,
    pub conversion_rate: f64,
    pub churn_rate: f64,
    pub reactivation_rate: f64,
    pub average_revenue_per_user: f64,
    pub average_time_to_conversion: f64,
    /// Signups in the last 30 days.
    pub recent_signups: u64,
    /// Conversions within 7 days of registering.
    pub quick_conversions: u64,
    /// Paid conversions per week.
    pub conversion_velocity: f64,
    pub conversion_rate_tone: ToneGql,
    pub average_time_to_conversion_tone: ToneGql,
    pub churn_rate_tone: ToneGql,
}

impl From<CodeStats> for CodeStatsGql {
    fn from(s: CodeStats) -> Self {
        Self {
            conversion_rate_tone: conversion_tone(s.conversion_rate).into(),
            average_time_to_conversion_tone: time_tone(s.average_time_to_conversion).into(),
            churn_rate_tone: churn_tone(s.churn_rate).into(),
            code: s.code,
            total_signups: s.total_signups,
            paid_conversions: s.paid_conversions,
            three_day_passes: s.three_day_passes,
            cancellations: s.cancellations,
            reactivations: s.reactivations,
            active_users: s.active_users,
            revenue: s.revenue,
            conversion_rate: s.conversion_rate,
            churn_rate: s.churn_rate,
            reactivation_rate: s.reactivation_rate,
            average_revenue_per_user: s.average_revenue_per_user,
            average_time_to_conversion: s.average_time_to_conversion,
            recent_signups: s.recent_signups,
            quick_conversions: s.quick_conversions,
            conversion_velocity: s.conversion_velocity,
        }
    }
}

/// One day of Signup vs Conversion Trends.
#[derive(SimpleObject)]
#[graphql(name = "ReferralTrendDay")]
pub struct TrendDayGql {
    pub date: NaiveDate,
    pub signups: u64,
    pub conversions: u64,
}

impl From<TrendDay> for TrendDayGql {
    fn from(d: TrendDay) -> Self {
        Self {
            date: d.date,
            signups: d.signups,
            conversions: d.conversions,
        }
    }
}

/// The Referral tab for one filter.
#[derive(SimpleObject)]
pub struct ReferralAnalyticsGql {
    pub period: AnalyticsPeriodGql,
    /// The code filtered on, or null for every code.
    pub code: Option<String>,
    /// Every code with referred people: the code filter's choices.
    pub codes: Vec<String>,
    pub summary: SummaryGql,
    pub code_stats: Vec<CodeStatsGql>,
    /// The last 31 days, oldest first.
    pub trend: Vec<TrendDayGql>,
    pub generated_at: DateTime<Utc>,
}

impl From<ReferralAnalytics> for ReferralAnalyticsGql {
    fn from(a: ReferralAnalytics) -> Self {
        Self {
            period: a.period.into(),
            code: a.code,
            codes: a.codes,
            summary: a.summary.into(),
            code_stats: a.code_stats.into_iter().map(Into::into).collect(),
            trend: a.trend.into_iter().map(Into::into).collect(),
            generated_at: a.generated_at,
        }
    }
}

/// The churn data as getChurnAnalytics' JSON `data` (spec point 3's field names).
pub fn churn_json(d: &ChurnData) -> Value {
    json!({
        "totalChurned": d.total_churned,
        "churnRate": d.churn_rate,
        "averageDaysToChurn": d.average_days_to_churn,
        "totalRevenueImpact": d.total_revenue_impact,
        "churnReasons": d.churn_reasons.iter().map(|r| json!({
            "reason": r.reason,
            "count": r.count,
            "percentage": r.percentage,
        })).collect::<Vec<_>>(),
        "churnTrend": d.churn_trend.iter().map(|t| json!({
            "date": t.date.to_string(),
            "churned": t.churned,
            "churnRate": t.churn_rate,
        })).collect::<Vec<_>>(),
        "recentChurned": d.recent_churned.iter().map(|c| json!({
            "userId": c.user_id,
            "email": c.email,
            "churnDate": c.churn_date.to_rfc3339(),
            "reason": c.reason,
            "daysSinceSignup": c.days_since_signup,
            "revenueImpact": c.revenue_impact,
            "planType": c.plan_type.map(|p| p.as_str()),
            "subscriptionId": c.subscription_id,
            "customerId": c.customer_id,
            "cancelReason": c.cancel_reason,
        })).collect::<Vec<_>>(),
    })
}

/// One week's KPIs (the spec's WeeklyKPIs). Rates are percentages.
#[derive(SimpleObject)]
#[graphql(name = "WeeklyKPIs")]
pub struct WeeklyKpisGql {
    pub id: ID,
    /// `2026-W47`.
    pub week_key: String,
    pub week_start_date: NaiveDate,
    pub week_end_date: NaiveDate,
    /// The North Star: active users with at least 5 generations in the week.
    pub weekly_active_power_users: i64,
    pub algorithm_adoption_rate: f64,
    pub chrome_extension_weekly_active_rate: f64,
    pub prompt_library_save_rate: f64,
    pub free_to_paid_conversion_indicator: f64,
    #[graphql(name = "multiLLMTestingAdoption")]
    pub multi_llm_testing_adoption: f64,
    pub seven_day_new_user_activation_rate: f64,
    pub monthly_churn_rate: f64,
    pub total_active_users: i64,
    pub total_algorithm_users: i64,
    pub total_extension_users: i64,
    /// Answers to the extension's uninstall survey received in the week.
    pub total_extension_uninstalls: i64,
    pub total_prompt_generators: i64,
    pub total_prompt_savers: i64,
    pub total_free_limit_hitters: i64,
    #[graphql(name = "totalMultiLLMTesters")]
    pub total_multi_llm_testers: i64,
    pub total_new_signups: i64,
    pub total_activated_new_users: i64,
    pub total_paid_users: i64,
    pub total_churned_users: i64,
    pub ai_amplifier_users: i64,
    pub primer_users: i64,
    pub mastermind_users: i64,
    pub free_users: i64,
    pub pro_users: i64,
    pub annual_pro_users: i64,
    pub three_day_pass_users: i64,
    pub created_at: DateTime<Utc>,
}

impl From<WeeklyKpiRecord> for WeeklyKpisGql {
    fn from(k: WeeklyKpiRecord) -> Self {
        Self {
            id: ID(k.id),
            week_key: k.week_key,
            week_start_date: k.week_start_date,
            week_end_date: k.week_end_date,
            weekly_active_power_users: k.weekly_active_power_users,
            algorithm_adoption_rate: k.algorithm_adoption_rate,
            chrome_extension_weekly_active_rate: k.chrome_extension_weekly_active_rate,
            prompt_library_save_rate: k.prompt_library_save_rate,
            free_to_paid_conversion_indicator: k.free_to_paid_conversion_indicator,
            multi_llm_testing_adoption: k.multi_llm_testing_adoption,
            seven_day_new_user_activation_rate: k.seven_day_new_user_activation_rate,
            monthly_churn_rate: k.monthly_churn_rate,
            total_active_users: k.total_active_users,
            total_algorithm_users: k.total_algorithm_users,
            total_extension_users: k.total_extension_users,
            total_extension_uninstalls: k.total_extension_uninstalls,
            total_prompt_generators: k.total_prompt_generators,
            total_prompt_savers: k.total_prompt_savers,
            total_free_limit_hitters: k.total_free_limit_hitters,
            total_multi_llm_testers: k.total_multi_llm_testers,
            total_new_signups: k.total_new_signups,
            total_activated_new_users: k.total_activated_new_users,
            total_paid_users: k.total_paid_users,
            total_churned_users: k.total_churned_users,
            ai_amplifier_users: k.ai_amplifier_users,
            primer_users: k.primer_users,
            mastermind_users: k.mastermind_users,
            free_users: k.free_users,
            pro_users: k.pro_users,
            annual_pro_users: k.annual_pro_users,
            three_day_pass_users: k.three_day_pass_users,
            created_at: k.created_at,
        }
    }
}
