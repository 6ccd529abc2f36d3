//! Onboarding answers (spec point 5): profession, source and onboardingDate are required,
//! subscribeToPromptingCourse is optional.

use chrono::{DateTime, NaiveDate};

use crate::error::{ValidationError, text_field};

pub const ANSWER_MAX: usize = 100;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnboardingAnswers {
    pub profession: String,
    pub source: String,
    /// Kept as the ISO date the client sent (YYYY-MM-DD), after checking it is one.
    pub onboarding_date: String,
    pub subscribe_to_prompting_course: Option<bool>,
}

impl OnboardingAnswers {
    pub fn parse(
        profession: &str,
        source: &str,
        onboarding_date: &str,
        subscribe_to_prompting_course: Option<bool>,
    ) -> Result<Self, ValidationError> {
        let profession = text_field("profession", "Profession", profession, ANSWER_MAX)?;
        let source = text_field("source", "Source", source, ANSWER_MAX)?;
        let date = onboarding_date.trim();
        let parsed = NaiveDate::parse_from_str(date, "%Y-%m-%d")
            .ok()
            .or_else(|| {
                DateTime::parse_from_rfc3339(date)
                    .ok()
                    .map(|d| d.date_naive())
            })
            .ok_or_else(|| {
                if date.is_empty() {
                    ValidationError::new("onboardingDate", "Onboarding date is required.")
                } else {
                    ValidationError::new(
                        "onboardingDate",
                        "Onboarding date must be an ISO date such as 2026-01-31.",
                    )
                }
            })?;
        Ok(Self {
            profession,
            source,
            onboarding_date: parsed.format("%Y-%m-%d").to_string(),
            subscribe_to_prompting_course,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn required_answers() {
        let ok =
            OnboardingAnswers::parse("Engineer", "Friend", "2026-11-22T10:00:00Z", None).unwrap();
        assert_eq!(ok.onboarding_date, "2026-11-22");
        assert_eq!(
            OnboardingAnswers::parse("", "x", "2026-01-01", None)
                .unwrap_err()
                .field,
            "profession"
        );
        assert_eq!(
            OnboardingAnswers::parse("x", " ", "2026-01-01", None)
                .unwrap_err()
                .field,
            "source"
        );
        let err = OnboardingAnswers::parse("x", "y", "yesterday", Some(true)).unwrap_err();
        assert_eq!(err.field, "onboardingDate");
        assert!(err.message.contains("ISO date"));
        assert!(
            OnboardingAnswers::parse("x", "y", "", None)
                .unwrap_err()
                .message
                .contains("required")
        );
    }
}
