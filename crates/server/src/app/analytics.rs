//! The staff analytics dashboard's use cases (issue 19): the Referral tab (summary, per-code
//! stats, trend), the Churn tab (getChurnAnalytics) and the Weekly KPIs tab, each for the
//! analytics group only, checked here against the groups in the database with the spec's
//! messages; and the weekly KPI computation the job and the CLI run. The figures' rules are the
//! domain's (`domain::analytics`); the store sums in SQL.

use chrono::{DateTime, Utc};
use domain::analytics::{
    Period,
    churn::{self, ChurnData},
    kpi::{IsoWeek, weekly_kpis},
    parse_instant,
    referral::{self, CodeCounts, CodeStats, Summary, TrendDay},
};
use store::repo::analytics::{ReferralFilter, WeeklyKpiRecord};

use super::{App, Error, Result, referrals::NOT_STAFF};

/// The spec's message for the Churn tab's data outside the group.
pub const NOT_STAFF_CHURN: &str =
    "Access denied: You must be in the analytics-viewers group to view this data.";
/// The spec's message for KPI data outside the group.
pub const NOT_STAFF_KPI: &str =
    "Access denied: You need analytics-viewers group access to view KPI data";

/// The Referral tab's answer for one filter.
#[derive(Debug, Clone)]
pub struct ReferralAnalytics {
    pub period: Period,
    pub code: Option<String>,
    /// Every code with referred people (the code filter's choices).
    pub codes: Vec<String>,
    pub summary: Summary,
    pub code_stats: Vec<CodeStats>,
    pub trend: Vec<TrendDay>,
    pub generated_at: DateTime<Utc>,
}

/// The Churn tab's question.
#[derive(Debug, Clone, Default)]
pub struct ChurnQuery {
    pub limit: Option<i64>,
    pub start_date: Option<String>,
    pub end_date: Option<String>,
}

impl App {
    /// The Referral tab: summary, per-code stats and the 31-day trend, for a period and
    /// optionally one code. Staff only.
    pub async fn referral_analytics(
        &self,
        user_id: &str,
        period: Period,
        code: Option<String>,
    ) -> Result<ReferralAnalytics> {
        self.require_staff(user_id, NOT_STAFF).await?;
        let code = code.map(|c| c.trim().to_owned()).filter(|c| !c.is_empty());
        let now = self.clock.now();
        let filter = ReferralFilter {
            registered_since: period.cutoff(now),
            code: code.clone(),
        };
        let rows = self.store.referral_code_counts(&filter, now).await?;
        let total = rows
            .iter()
            .fold(CodeCounts::default(), |all, (_, c)| all.plus(*c));
        let (signups, conversions) = self
            .store
            .referral_trend_counts(code.as_deref(), referral::trend_start_day(now))
            .await?;
        Ok(ReferralAnalytics {
            period,
            codes: self.store.referral_codes().await?,
            summary: referral::summary(&total),
            code_stats: rows
                .iter()
                .map(|(c, counts)| referral::code_stats(c, counts, period, now))
                .collect(),
            trend: referral::trend(now, &signups, &conversions),
            code,
            generated_at: now,
        })
    }

    /// The Churn tab (getChurnAnalytics): the `limit` newest cancellations in the window.
    /// Staff only; a bad limit or date is refused before anything is read.
    pub async fn churn_analytics(&self, user_id: &str, query: ChurnQuery) -> Result<ChurnData> {
        self.require_staff(user_id, NOT_STAFF_CHURN).await?;
        let limit = churn::parse_limit(query.limit)?;
        let from = query
            .start_date
            .as_deref()
            .map(|raw| parse_instant("startDate", raw, false))
            .transpose()?;
        let to = query
            .end_date
            .as_deref()
            .map(|raw| parse_instant("endDate", raw, true))
            .transpose()?;
        if let (Some(from), Some(to)) = (from, to)
            && from > to
        {
            return Err(domain::ValidationError::new(
                "startDate",
                "startDate must not be after endDate.",
            )
            .into());
        }
        let items = self.store.churn_window(limit, from, to).await?;
        let active_paid = self.store.active_paid_subscriptions().await?;
        let emails: Vec<String> = items.iter().map(|i| i.customer_email.clone()).collect();
        let users = self.store.user_ids_by_email(&emails).await?;
        Ok(churn::churn_data(
            &items,
            active_paid,
            self.clock.now(),
            |i| {
                users
                    .get(&domain::referral::email_key(&i.customer_email))
                    .cloned()
            },
        ))
    }

    /// The KPI record with the latest createdAt, if any. Staff only.
    pub async fn latest_weekly_kpis(&self, user_id: &str) -> Result<Option<WeeklyKpiRecord>> {
        self.require_staff(user_id, NOT_STAFF_KPI).await?;
        Ok(self.store.latest_weekly_kpis().await?)
    }

    /// Every week's KPI record, newest week first (the CSV export). Staff only.
    pub async fn weekly_kpi_history(&self, user_id: &str) -> Result<Vec<WeeklyKpiRecord>> {
        self.require_staff(user_id, NOT_STAFF_KPI).await?;
        Ok(self.store.weekly_kpi_history(520).await?)
    }

    /// Computes and saves one week's KPIs (the scheduled job and `superprompt kpi compute`).
    /// Running it again, here or on another instance, replaces the week's record.
    pub async fn compute_weekly_kpis(&self, week: IsoWeek) -> Result<WeeklyKpiRecord> {
        let counts = self.store.week_counts(week).await?;
        let kpis = weekly_kpis(week, counts);
        self.store
            .save_weekly_kpis(&kpis, self.clock.now())
            .await
            .map_err(|err| match err {
                store::Error::NotFound => {
                    Error::Internal(anyhow::anyhow!("week {} vanished after saving", week.key()))
                }
                other => other.into(),
            })
    }
}
