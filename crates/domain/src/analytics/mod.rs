//! The staff analytics dashboard's rules (spec points 2, 3, 5 and 9; issue 19): how referral
//! tracking records merge into one referred user, what counts as a conversion and how much it
//! earned, the period filter, the per-code and summary figures, churn categories and windows,
//! the colour thresholds and the weekly KPI formulas. `docs/analytics.md` writes every formula
//! out; the dashboard quotes it.
//!
//! Everything here is pure. The store keeps one merged row per `userEmailKey` (made by
//! [`referral::merge`]) and sums those rows in SQL into [`referral::CodeCounts`]; the figures are
//! then made from the sums here, so SQL and these functions can never disagree on a formula.

pub mod churn;
pub mod import;
pub mod kpi;
pub mod referral;

use chrono::{DateTime, Duration, NaiveDate, Utc};

use crate::ValidationError;

/// Seconds in a day.
const DAY_SECONDS: i64 = 86_400;

/// The day (UTC) an instant falls on, counted from 1970-01-01: the store keeps it beside each
/// timestamp so that grouping by day is plain integer SQL on both databases.
pub fn day_number(at: DateTime<Utc>) -> i64 {
    at.timestamp().div_euclid(DAY_SECONDS)
}

/// The calendar date of a [`day_number`].
pub fn day_date(day: i64) -> NaiveDate {
    NaiveDate::from_ymd_opt(1970, 1, 1).unwrap_or_default() + Duration::days(day)
}

/// Percentage `part / whole * 100`, and 0 when `whole` is 0 (spec point 5: the conversion rate
/// is zero when there are no signups; every other rate follows the same rule).
pub fn rate(part: u64, whole: u64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        part as f64 * 100.0 / whole as f64
    }
}

/// `total / count`, and 0 when `count` is 0.
pub fn average(total: f64, count: u64) -> f64 {
    if count == 0 {
        0.0
    } else {
        total / count as f64
    }
}

/// Cents as dollars.
pub fn dollars(cents: i64) -> f64 {
    cents as f64 / 100.0
}

/// Reads an instant as the spec's sources write them: ISO 8601 (`2026-11-25T10:00:00Z`, with
/// any offset), a date alone (`2026-11-25`: its first instant, or with `end_of_day` its last),
/// or epoch seconds (`1795600800`).
pub fn parse_instant(
    field: &'static str,
    raw: &str,
    end_of_day: bool,
) -> Result<DateTime<Utc>, ValidationError> {
    let raw = raw.trim();
    if let Ok(at) = DateTime::parse_from_rfc3339(raw) {
        return Ok(at.with_timezone(&Utc));
    }
    if let Ok(day) = NaiveDate::parse_from_str(raw, "%Y-%m-%d") {
        let start = day.and_hms_opt(0, 0, 0).unwrap_or_default().and_utc();
        return Ok(if end_of_day {
            start + Duration::days(1) - Duration::seconds(1)
        } else {
            start
        });
    }
    if let Ok(seconds) = raw.parse::<i64>()
        && let Some(at) = DateTime::from_timestamp(seconds, 0)
    {
        return Ok(at);
    }
    Err(ValidationError::new(
        field,
        format!(
            "{field} must be an ISO 8601 date or time (2026-11-25, 2026-11-25T10:00:00Z) or epoch seconds."
        ),
    ))
}

/// The Referral tab's period filter (spec point 2): All Time, or the last 7, 30 or 90 days,
/// applied to the user's registration date (creation_date_time, else signup_date).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Period {
    #[default]
    AllTime,
    Last7Days,
    Last30Days,
    Last90Days,
}

impl Period {
    pub const ALL: [Self; 4] = [
        Self::AllTime,
        Self::Last7Days,
        Self::Last30Days,
        Self::Last90Days,
    ];

    /// How many days it covers; None for All Time.
    pub fn days(self) -> Option<i64> {
        match self {
            Self::AllTime => None,
            Self::Last7Days => Some(7),
            Self::Last30Days => Some(30),
            Self::Last90Days => Some(90),
        }
    }

    /// The earliest registration the period keeps: registered at or after this instant.
    pub fn cutoff(self, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
        self.days().map(|days| now - Duration::days(days))
    }

    /// Whether a user registered `registered_at` falls in the period.
    pub fn contains(self, registered_at: DateTime<Utc>, now: DateTime<Utc>) -> bool {
        self.cutoff(now)
            .is_none_or(|cutoff| registered_at >= cutoff)
    }

    /// The API and CSV spelling: `all`, `7d`, `30d`, `90d`.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::AllTime => "all",
            Self::Last7Days => "7d",
            Self::Last30Days => "30d",
            Self::Last90Days => "90d",
        }
    }

    pub fn parse(raw: &str) -> Result<Self, ValidationError> {
        Self::ALL
            .into_iter()
            .find(|p| p.as_str().eq_ignore_ascii_case(raw.trim()))
            .ok_or_else(|| {
                ValidationError::new("period", "A period is one of all, 7d, 30d or 90d.")
            })
    }
}

/// A colour of the dashboard's thresholds (spec point 9).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    Green,
    Yellow,
    Red,
}

impl Tone {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Green => "green",
            Self::Yellow => "yellow",
            Self::Red => "red",
        }
    }
}

/// Conversion rate (percent): at least 20 green, at least 10 yellow, else red.
pub fn conversion_tone(rate: f64) -> Tone {
    if rate >= 20.0 {
        Tone::Green
    } else if rate >= 10.0 {
        Tone::Yellow
    } else {
        Tone::Red
    }
}

/// Average time to convert (days): at most 3 green, at most 7 yellow, else red.
pub fn time_tone(days: f64) -> Tone {
    if days <= 3.0 {
        Tone::Green
    } else if days <= 7.0 {
        Tone::Yellow
    } else {
        Tone::Red
    }
}

/// A code's churn rate (percent): at most 10 green, at most 25 yellow, else red.
pub fn churn_tone(rate: f64) -> Tone {
    if rate <= 10.0 {
        Tone::Green
    } else if rate <= 25.0 {
        Tone::Yellow
    } else {
        Tone::Red
    }
}

/// The charts' six colours, in order (spec point 9).
pub const PALETTE: [&str; 6] = [
    "#6366f1", "#22c55e", "#f59e0b", "#ef4444", "#06b6d4", "#a855f7",
];

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    fn at(d: u32, h: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, d, h, 0, 0).unwrap()
    }

    #[test]
    fn a_rate_of_nothing_is_zero() {
        assert_eq!(rate(0, 0), 0.0);
        assert_eq!(rate(3, 0), 0.0);
        assert_eq!(rate(1, 4), 25.0);
        assert_eq!(average(10.0, 0), 0.0);
    }

    #[test]
    fn days_count_from_the_epoch_in_utc() {
        assert_eq!(
            day_number(Utc.with_ymd_and_hms(1970, 1, 2, 0, 0, 0).unwrap()),
            1
        );
        assert_eq!(
            day_number(Utc.with_ymd_and_hms(1969, 12, 31, 23, 0, 0).unwrap()),
            -1
        );
        assert_eq!(
            day_date(day_number(at(25, 23))),
            NaiveDate::from_ymd_opt(2026, 11, 25).unwrap()
        );
    }

    #[test]
    fn the_period_keeps_registrations_at_or_after_its_cutoff() {
        let now = at(25, 12);
        assert!(Period::AllTime.contains(at(1, 0) - Duration::days(3000), now));
        assert!(Period::Last7Days.contains(at(18, 12), now));
        assert!(!Period::Last7Days.contains(at(18, 11), now));
        assert!(Period::Last30Days.contains(at(18, 11), now));
        assert_eq!(Period::parse(" 30D "), Ok(Period::Last30Days));
        assert_eq!(Period::parse("week").unwrap_err().field, "period");
    }

    #[test]
    fn instants_read_in_every_form_the_sources_use() {
        let at = Utc.with_ymd_and_hms(2026, 11, 25, 10, 0, 0).unwrap();
        assert_eq!(parse_instant("t", "2026-11-25T10:00:00Z", false), Ok(at));
        assert_eq!(
            parse_instant("t", "2026-11-25T11:00:00+01:00", false),
            Ok(at)
        );
        assert_eq!(parse_instant("t", "1795600800", false), Ok(at));
        let day = Utc.with_ymd_and_hms(2026, 11, 25, 0, 0, 0).unwrap();
        assert_eq!(parse_instant("t", "2026-11-25", false), Ok(day));
        assert_eq!(
            parse_instant("t", "2026-11-25", true),
            Ok(Utc.with_ymd_and_hms(2026, 11, 25, 23, 59, 59).unwrap())
        );
        assert_eq!(
            parse_instant("endDate", "soon", false).unwrap_err().field,
            "endDate"
        );
    }

    #[test]
    fn colour_thresholds_follow_the_spec() {
        assert_eq!(conversion_tone(20.0), Tone::Green);
        assert_eq!(conversion_tone(19.9), Tone::Yellow);
        assert_eq!(conversion_tone(10.0), Tone::Yellow);
        assert_eq!(conversion_tone(9.9), Tone::Red);
        assert_eq!(time_tone(3.0), Tone::Green);
        assert_eq!(time_tone(3.1), Tone::Yellow);
        assert_eq!(time_tone(7.0), Tone::Yellow);
        assert_eq!(time_tone(7.1), Tone::Red);
        assert_eq!(churn_tone(10.0), Tone::Green);
        assert_eq!(churn_tone(25.0), Tone::Yellow);
        assert_eq!(churn_tone(25.1), Tone::Red);
    }
}
