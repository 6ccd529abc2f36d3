//! The Weekly KPIs tab (spec points 2 and 3, WeeklyKPIs): one record per ISO week, made from the
//! week's activity counts, the users' plans and the cancellations. The store counts; the rates
//! and the North Star's threshold are defined here.

use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc, Weekday};

use super::rate;
use crate::{ValidationError, plan::PlanName};

/// A weekly active power user generated at least this many prompts in the week.
pub const POWER_USER_GENERATIONS: i64 = 5;
/// A new user is activated by a first generation within this many days of registering.
pub const ACTIVATION_DAYS: i64 = 7;
/// The monthly churn rate counts cancellations in the 30 days ending with the week.
pub const CHURN_WINDOW_DAYS: i64 = 30;

/// An ISO week, such as `2026-W47`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct IsoWeek {
    monday: NaiveDate,
}

impl IsoWeek {
    /// Parses `YYYY-Www` (`2026-W47`).
    pub fn parse(raw: &str) -> Result<Self, ValidationError> {
        let bad = || ValidationError::new("week", "A week is written YYYY-Www, such as 2026-W47.");
        let (year, week) = raw.trim().split_once(['-']).ok_or_else(bad)?;
        let week = week.strip_prefix(['W', 'w']).ok_or_else(bad)?;
        let (year, week): (i32, u32) = (
            year.parse().map_err(|_| bad())?,
            week.parse().map_err(|_| bad())?,
        );
        NaiveDate::from_isoywd_opt(year, week, Weekday::Mon)
            .map(|monday| Self { monday })
            .ok_or_else(|| ValidationError::new("week", format!("{year} has no week {week}.")))
    }

    /// The week holding `at`.
    pub fn of(at: DateTime<Utc>) -> Self {
        let day = at.date_naive();
        Self {
            monday: day - Duration::days(i64::from(day.weekday().num_days_from_monday())),
        }
    }

    /// The last whole week before `now`: what the scheduled job computes.
    pub fn previous(now: DateTime<Utc>) -> Self {
        let this = Self::of(now);
        Self {
            monday: this.monday - Duration::days(7),
        }
    }

    pub fn start_date(self) -> NaiveDate {
        self.monday
    }

    /// The Sunday that ends the week.
    pub fn end_date(self) -> NaiveDate {
        self.monday + Duration::days(6)
    }

    /// The week's first instant (Monday 00:00 UTC).
    pub fn start(self) -> DateTime<Utc> {
        self.monday
            .and_hms_opt(0, 0, 0)
            .unwrap_or_default()
            .and_utc()
    }

    /// The next week's first instant: the week is `[start, end)`.
    pub fn end(self) -> DateTime<Utc> {
        self.start() + Duration::days(7)
    }

    /// `2026-W47`.
    pub fn key(self) -> String {
        let iso = self.monday.iso_week();
        format!("{}-W{:02}", iso.year(), iso.week())
    }
}

/// Whether a user registered at `registered_at` and first generated at `first_generation` is
/// activated: within [`ACTIVATION_DAYS`] days.
pub fn activated(registered_at: DateTime<Utc>, first_generation: DateTime<Utc>) -> bool {
    first_generation >= registered_at
        && first_generation - registered_at <= Duration::days(ACTIVATION_DAYS)
}

/// What the store counts for one week. "Active" means any recorded activity in the week.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct WeekCounts {
    pub total_active_users: u64,
    /// Active users with at least [`POWER_USER_GENERATIONS`] generations in the week.
    pub weekly_active_power_users: u64,
    /// Active users who used AI Amplifier, Primer or Mastermind.
    pub total_algorithm_users: u64,
    pub ai_amplifier_users: u64,
    pub primer_users: u64,
    pub mastermind_users: u64,
    pub total_extension_users: u64,
    /// Answers to the extension's uninstall survey received in the week (guests' included).
    pub total_extension_uninstalls: u64,
    /// Users who generated anything.
    pub total_prompt_generators: u64,
    pub total_prompt_savers: u64,
    pub total_free_limit_hitters: u64,
    pub total_multi_llm_testers: u64,
    /// Users registered in the week.
    pub total_new_signups: u64,
    /// Of those, the ones [`activated`].
    pub total_activated_new_users: u64,
    /// Users on a paid plan when the record is computed.
    pub total_paid_users: u64,
    /// Cancellations in the [`CHURN_WINDOW_DAYS`] days ending with the week.
    pub total_churned_users: u64,
    /// Active users of the week by their plan when the record is computed.
    pub free_users: u64,
    pub pro_users: u64,
    pub annual_pro_users: u64,
    pub three_day_pass_users: u64,
}

impl WeekCounts {
    /// Adds one active user on `plan` to the plan distribution.
    pub fn count_plan(&mut self, plan: PlanName, users: u64) {
        match plan {
            PlanName::Free => self.free_users += users,
            PlanName::Pro => self.pro_users += users,
            PlanName::AnnualPro => self.annual_pro_users += users,
            PlanName::ThreeDayPass => self.three_day_pass_users += users,
        }
    }
}

/// One WeeklyKPIs record (spec point 3). Rates are percentages.
#[derive(Debug, Clone, PartialEq)]
pub struct WeeklyKpis {
    pub week: IsoWeek,
    pub counts: WeekCounts,
    /// totalAlgorithmUsers / totalActiveUsers.
    pub algorithm_adoption_rate: f64,
    /// totalExtensionUsers / totalActiveUsers.
    pub chrome_extension_weekly_active_rate: f64,
    /// totalPromptSavers / totalPromptGenerators.
    pub prompt_library_save_rate: f64,
    /// totalFreeLimitHitters / freeUsers: Free users pressing on the limit, the leading sign
    /// of an upgrade.
    pub free_to_paid_conversion_indicator: f64,
    /// Multi-model testers / totalActiveUsers.
    pub multi_llm_testing_adoption: f64,
    /// totalActivatedNewUsers / totalNewSignups.
    pub seven_day_new_user_activation_rate: f64,
    /// totalChurnedUsers / (totalPaidUsers + totalChurnedUsers).
    pub monthly_churn_rate: f64,
}

pub fn weekly_kpis(week: IsoWeek, c: WeekCounts) -> WeeklyKpis {
    WeeklyKpis {
        week,
        algorithm_adoption_rate: rate(c.total_algorithm_users, c.total_active_users),
        chrome_extension_weekly_active_rate: rate(c.total_extension_users, c.total_active_users),
        prompt_library_save_rate: rate(c.total_prompt_savers, c.total_prompt_generators),
        free_to_paid_conversion_indicator: rate(c.total_free_limit_hitters, c.free_users),
        multi_llm_testing_adoption: rate(c.total_multi_llm_testers, c.total_active_users),
        seven_day_new_user_activation_rate: rate(c.total_activated_new_users, c.total_new_signups),
        monthly_churn_rate: rate(
            c.total_churned_users,
            c.total_paid_users + c.total_churned_users,
        ),
        counts: c,
    }
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    #[test]
    fn weeks_read_and_print_in_iso_form() {
        let w = IsoWeek::parse("2026-W47").unwrap();
        assert_eq!(
            w.start_date(),
            NaiveDate::from_ymd_opt(2026, 11, 16).unwrap()
        );
        assert_eq!(w.end_date(), NaiveDate::from_ymd_opt(2026, 11, 22).unwrap());
        assert_eq!(w.key(), "2026-W47");
        assert_eq!(w.end() - w.start(), Duration::days(7));
        assert_eq!(IsoWeek::parse("2020-w53").unwrap().key(), "2020-W53");
        for bad in ["2026", "2026-47", "2026-W54", "W47-2026", "2026-W0"] {
            assert_eq!(IsoWeek::parse(bad).unwrap_err().field, "week", "{bad}");
        }
        // Wednesday 25 November 2026 is in W48; the job computes W47.
        let now = Utc.with_ymd_and_hms(2026, 11, 25, 3, 0, 0).unwrap();
        assert_eq!(IsoWeek::of(now).key(), "2026-W48");
        assert_eq!(IsoWeek::previous(now), w);
    }

    #[test]
    fn activation_is_a_generation_within_seven_days() {
        let reg = Utc.with_ymd_and_hms(2026, 11, 16, 10, 0, 0).unwrap();
        assert!(activated(reg, reg));
        assert!(activated(reg, reg + Duration::days(7)));
        assert!(!activated(
            reg,
            reg + Duration::days(7) + Duration::seconds(1)
        ));
        assert!(!activated(reg, reg - Duration::seconds(1)));
    }

    #[test]
    fn hand_worked_rates() {
        let mut c = WeekCounts {
            total_active_users: 40,
            total_algorithm_users: 30,
            total_extension_users: 10,
            total_prompt_generators: 32,
            total_prompt_savers: 8,
            total_free_limit_hitters: 6,
            total_multi_llm_testers: 4,
            total_new_signups: 5,
            total_activated_new_users: 4,
            total_paid_users: 18,
            total_churned_users: 2,
            ..Default::default()
        };
        c.count_plan(PlanName::Free, 24);
        c.count_plan(PlanName::Pro, 16);
        let k = weekly_kpis(IsoWeek::parse("2026-W47").unwrap(), c);
        assert_eq!(k.algorithm_adoption_rate, 75.0);
        assert_eq!(k.chrome_extension_weekly_active_rate, 25.0);
        assert_eq!(k.prompt_library_save_rate, 25.0);
        assert_eq!(k.free_to_paid_conversion_indicator, 25.0);
        assert_eq!(k.multi_llm_testing_adoption, 10.0);
        assert_eq!(k.seven_day_new_user_activation_rate, 80.0);
        assert_eq!(k.monthly_churn_rate, 10.0);
        assert_eq!(k.counts.free_users, 24);
        let empty = weekly_kpis(k.week, WeekCounts::default());
        assert_eq!(empty.algorithm_adoption_rate, 0.0);
        assert_eq!(empty.monthly_churn_rate, 0.0);
    }
}
