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

/// A line the importer refused, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadLine {
    /// 1 for the file's first line.
    pub line: usize,
    pub reason: String,
}

/// What an import did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ImportReport {
    pub users: usize,
    pub tracking: usize,
    pub churn: usize,
    pub bad: Vec<BadLine>,
    /// False when bad lines stopped the import (without `--skip-invalid`): nothing was written.
    pub imported: bool,
}

impl App {
    /// `superprompt import analytics FILE`: reads every line first (the format is in
    /// `docs/analytics.md`), checks what needs the database, and writes nothing if any line is
    /// bad, unless `skip_invalid`, when every good line is written. Records whose id exists
    /// already are kept as they are.
    pub async fn import_analytics(
        &self,
        lines: impl Iterator<Item = std::io::Result<String>>,
        skip_invalid: bool,
    ) -> Result<ImportReport> {
        use std::collections::HashSet;

        use domain::analytics::import::{ImportItem, parse_line};

        let started = std::time::Instant::now();
        let mut bad = Vec::new();
        let mut users = Vec::new();
        let mut tracking = Vec::new();
        let mut churn_items = Vec::new();
        let (mut user_ids, mut emails, mut codes) =
            (HashSet::new(), HashSet::new(), HashSet::new());
        let (mut tracking_ids, mut churn_ids) = (HashSet::new(), HashSet::new());
        for (n, line) in lines.enumerate() {
            let number = n + 1;
            let line = line.map_err(|e| anyhow::anyhow!("reading line {number}: {e}"))?;
            if line.trim().is_empty() {
                continue;
            }
            let mut refuse = |reason: String| {
                bad.push(BadLine {
                    line: number,
                    reason,
                })
            };
            match parse_line(&line) {
                Err(reason) => refuse(reason),
                Ok(ImportItem::User(u)) => {
                    if !user_ids.insert(u.id.clone()) {
                        refuse(format!("user id {:?} appears twice", u.id));
                    } else if !emails.insert(u.email.clone()) {
                        refuse(format!("email {:?} appears twice", u.email));
                    } else if u
                        .referral_code
                        .as_ref()
                        .is_some_and(|c| !codes.insert(c.as_str().to_owned()))
                    {
                        refuse("referralCodeInternal appears twice".into());
                    } else {
                        users.push((number, u));
                    }
                }
                Ok(ImportItem::Tracking(t)) => {
                    if tracking_ids.insert(t.id.clone()) {
                        tracking.push((number, t));
                    } else {
                        refuse(format!("tracking id {:?} appears twice", t.id));
                    }
                }
                Ok(ImportItem::Churn(c)) => {
                    if churn_ids.insert(c.id.clone()) {
                        churn_items.push(c);
                    } else {
                        refuse(format!("churn id {:?} appears twice", c.id));
                    }
                }
            }
        }

        // What needs the database: an address must not be another account's, a code not
        // another user's, and a tracking record's user must exist (in the file or already).
        let ids: Vec<String> = users.iter().map(|(_, u)| u.id.clone()).collect();
        let existing = self.store.existing_user_ids(&ids).await?;
        let owners = self
            .store
            .user_ids_by_email(
                &users
                    .iter()
                    .map(|(_, u)| u.email.clone())
                    .collect::<Vec<_>>(),
            )
            .await?;
        let wanted_codes: Vec<String> = users
            .iter()
            .filter(|(_, u)| !existing.contains(&u.id))
            .filter_map(|(_, u)| u.referral_code.as_ref().map(|c| c.as_str().to_owned()))
            .collect();
        let taken = self.store.taken_referral_codes(&wanted_codes).await?;
        users.retain(|(number, u)| {
            let reason = match owners.get(&domain::referral::email_key(&u.email)) {
                Some(owner) if owner != &u.id => {
                    Some(format!("email {:?} belongs to another account", u.email))
                }
                _ if !existing.contains(&u.id)
                    && u.referral_code
                        .as_ref()
                        .is_some_and(|c| taken.contains(c.as_str())) =>
                {
                    Some("referralCodeInternal is another user's code".to_owned())
                }
                _ => None,
            };
            let ok = reason.is_none();
            if let Some(reason) = reason {
                bad.push(BadLine {
                    line: *number,
                    reason,
                });
            }
            ok
        });
        let known: HashSet<String> = users.iter().map(|(_, u)| u.id.clone()).collect();
        let unknown: Vec<String> = tracking
            .iter()
            .map(|(_, t)| t.user_id.clone())
            .filter(|id| !known.contains(id))
            .collect();
        let in_database = self.store.existing_user_ids(&unknown).await?;
        tracking.retain(|(number, t)| {
            let ok = known.contains(&t.user_id) || in_database.contains(&t.user_id);
            if !ok {
                bad.push(BadLine {
                    line: *number,
                    reason: format!(
                        "userid {:?} names no user in the file or the database",
                        t.user_id
                    ),
                });
            }
            ok
        });
        bad.sort_by_key(|b| b.line);
        tracing::info!(
            phase = "lines read and checked",
            elapsed_ms = started.elapsed().as_millis() as u64,
            "import"
        );

        let mut report = ImportReport {
            users: users.len(),
            tracking: tracking.len(),
            churn: churn_items.len(),
            bad,
            imported: false,
        };
        if !report.bad.is_empty() && !skip_invalid {
            return Ok(report);
        }
        // The checks' sets of ids, addresses and codes go before the write makes its rows.
        drop((user_ids, emails, codes, tracking_ids, churn_ids));
        drop((existing, owners, taken, known, in_database));
        let batch = store::repo::analytics::ImportBatch {
            users: users.into_iter().map(|(_, u)| u).collect(),
            tracking: tracking.into_iter().map(|(_, t)| t).collect(),
            churn: churn_items,
        };
        self.store
            .import_analytics(&batch, self.clock.now())
            .await?;
        report.imported = true;
        Ok(report)
    }
}

/// One row of the KPI tab's "KPI Summary" table (and of weekly_kpi_analytics.csv).
#[derive(Debug, Clone, PartialEq)]
pub struct KpiSummaryRow {
    pub metric: &'static str,
    pub value: String,
    /// "North Star" or "Supporting".
    pub kind: &'static str,
    pub description: &'static str,
}

fn percent(v: f64) -> String {
    format!("{v:.1}%")
}

/// The KPI Summary table of one record, North Star first; the descriptions quote
/// `docs/analytics.md`.
pub fn kpi_summary(k: &WeeklyKpiRecord) -> Vec<KpiSummaryRow> {
    let row = |metric, value: String, kind, description| KpiSummaryRow {
        metric,
        value,
        kind,
        description,
    };
    const SUPPORTING: &str = "Supporting";
    vec![
        row(
            "Weekly Active Power Users",
            k.weekly_active_power_users.to_string(),
            "North Star",
            "Active users with at least 5 generations in the week",
        ),
        row(
            "Algorithm Adoption Rate",
            percent(k.algorithm_adoption_rate),
            SUPPORTING,
            "Users of AI Amplifier, Primer or Mastermind / active users",
        ),
        row(
            "Chrome Extension Weekly Active Rate",
            percent(k.chrome_extension_weekly_active_rate),
            SUPPORTING,
            "Extension users / active users",
        ),
        row(
            "Prompt Library Save Rate",
            percent(k.prompt_library_save_rate),
            SUPPORTING,
            "Users who saved to the library / users who generated",
        ),
        row(
            "Free-to-Paid Conversion Indicator",
            percent(k.free_to_paid_conversion_indicator),
            SUPPORTING,
            "Free users refused at the daily limit / active Free users",
        ),
        row(
            "Multi-LLM Testing Adoption",
            percent(k.multi_llm_testing_adoption),
            SUPPORTING,
            "Users who tested on several models / active users",
        ),
        row(
            "7-Day New User Activation Rate",
            percent(k.seven_day_new_user_activation_rate),
            SUPPORTING,
            "New users who generated within 7 days of registering / new users",
        ),
        row(
            "Monthly Churn Rate",
            percent(k.monthly_churn_rate),
            SUPPORTING,
            "Cancellations in the 30 days to the week's end / (paid users + those cancellations)",
        ),
        row(
            "Total Active Users",
            k.total_active_users.to_string(),
            SUPPORTING,
            "Users with any recorded activity in the week",
        ),
        row(
            "Extension Uninstalls",
            k.total_extension_uninstalls.to_string(),
            SUPPORTING,
            "Uninstall surveys received in the week",
        ),
    ]
}
