//! Weekly activity (spec point 7, trackWeeklyActivity): counts per user, ISO week and kind of
//! activity, which the weekly KPIs read. What the server sees itself (a generation, a save, a
//! Free user at the limit) it records itself; a client may report only what happens where the
//! server cannot see it.

use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc};

use crate::{ValidationError, generation::GeneratorKind};

/// The most one report may add.
pub const MAX_INCREMENT: i32 = 50;

/// A kind of activity the weekly KPIs count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ActivityType {
    /// A prompt generated with this generator.
    Generated(GeneratorKind),
    /// A prompt saved to the library.
    LibrarySave,
    /// A Free user refused at the daily limit.
    FreeLimitHit,
    /// The browser extension used inside a chat site.
    ExtensionUse,
    /// A prompt tested on several models.
    MultiModelTest,
}

impl ActivityType {
    /// Every kind, generations first in the generators' order.
    pub fn all() -> Vec<Self> {
        GeneratorKind::ALL
            .into_iter()
            .map(Self::Generated)
            .chain([
                Self::LibrarySave,
                Self::FreeLimitHit,
                Self::ExtensionUse,
                Self::MultiModelTest,
            ])
            .collect()
    }

    /// The stored and API spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Generated(kind) => match kind {
                GeneratorKind::Primer => "GENERATED_PRIMER",
                GeneratorKind::Amplifier => "GENERATED_AI_AMPLIFIER",
                GeneratorKind::Mastermind => "GENERATED_MASTERMIND",
                GeneratorKind::Image => "GENERATED_IMAGE_PROMPT",
                GeneratorKind::O4Image => "GENERATED_O4_IMAGE_PROMPT",
                GeneratorKind::Veo3 => "GENERATED_VEO3",
                GeneratorKind::Sora2 => "GENERATED_SORA2",
                GeneratorKind::Json => "GENERATED_JSON_PROMPTING",
            },
            Self::LibrarySave => "LIBRARY_SAVE",
            Self::FreeLimitHit => "FREE_LIMIT_HIT",
            Self::ExtensionUse => "EXTENSION_USE",
            Self::MultiModelTest => "MULTI_MODEL_TEST",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        Self::all().into_iter().find(|a| a.as_str() == name)
    }

    /// Whether a client may report it: only what the server cannot see for itself.
    pub fn client_reportable(self) -> bool {
        matches!(self, Self::ExtensionUse)
    }
}

/// Parses a client's report (`trackWeeklyActivity`): a kind the client may report and an
/// increment from 1 to [`MAX_INCREMENT`].
pub fn client_report(
    activity_type: &str,
    increment_by: i32,
) -> Result<(ActivityType, i32), ValidationError> {
    let reportable: Vec<&str> = ActivityType::all()
        .into_iter()
        .filter(|a| a.client_reportable())
        .map(ActivityType::as_str)
        .collect();
    let kind = match ActivityType::from_name(activity_type.trim()) {
        Some(kind) if kind.client_reportable() => kind,
        Some(kind) => {
            return Err(ValidationError::new(
                "activityType",
                format!(
                    "{} is recorded by the server when it happens; it cannot be reported.",
                    kind.as_str()
                ),
            ));
        }
        None => {
            return Err(ValidationError::new(
                "activityType",
                format!(
                    "Unknown activity type. The types a client may report are: {}.",
                    reportable.join(", ")
                ),
            ));
        }
    };
    if !(1..=MAX_INCREMENT).contains(&increment_by) {
        return Err(ValidationError::new(
            "incrementBy",
            format!("incrementBy must be from 1 to {MAX_INCREMENT}."),
        ));
    }
    Ok((kind, increment_by))
}

/// The Monday (UTC) that starts the ISO week holding `at`.
pub fn week_start(at: DateTime<Utc>) -> NaiveDate {
    let day = at.date_naive();
    day - Duration::days(i64::from(day.weekday().num_days_from_monday()))
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    #[test]
    fn weeks_start_on_monday() {
        // Wednesday 25 November 2026; Sunday 29th ends the week; Monday 30th starts the next.
        let wed = Utc.with_ymd_and_hms(2026, 11, 25, 10, 0, 0).unwrap();
        let monday = NaiveDate::from_ymd_opt(2026, 11, 23).unwrap();
        assert_eq!(week_start(wed), monday);
        let sunday_night = Utc.with_ymd_and_hms(2026, 11, 29, 23, 59, 59).unwrap();
        assert_eq!(week_start(sunday_night), monday);
        let next = Utc.with_ymd_and_hms(2026, 11, 30, 0, 0, 0).unwrap();
        assert_eq!(
            week_start(next),
            NaiveDate::from_ymd_opt(2026, 11, 30).unwrap()
        );
    }

    #[test]
    fn every_kind_reads_back_from_its_name() {
        let all = ActivityType::all();
        assert_eq!(all.len(), GeneratorKind::ALL.len() + 4);
        for kind in all {
            assert_eq!(ActivityType::from_name(kind.as_str()), Some(kind));
        }
    }

    #[test]
    fn a_client_reports_only_what_the_server_cannot_see() {
        assert_eq!(
            client_report("EXTENSION_USE", 3),
            Ok((ActivityType::ExtensionUse, 3))
        );
        let seen = client_report("LIBRARY_SAVE", 1).unwrap_err();
        assert!(
            seen.message.contains("recorded by the server"),
            "{}",
            seen.message
        );
        let unknown = client_report("TELEPORT", 1).unwrap_err();
        assert!(
            unknown.message.contains("EXTENSION_USE"),
            "{}",
            unknown.message
        );
        for bad in [0, -1, MAX_INCREMENT + 1, i32::MAX] {
            assert_eq!(
                client_report("EXTENSION_USE", bad).unwrap_err().field,
                "incrementBy"
            );
        }
    }
}
