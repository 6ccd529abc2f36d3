//! The public site's guest forms: Teams early access, the newsletter and the contact form.
//! Anyone may send them, so each is validated here and rate limited per client address.

use std::time::Duration;

use crate::{
    account::{Email, NAME_MAX},
    error::{ValidationError, multiline_text_field, text_field},
};

/// Submissions of one form kind allowed from one client address in a burst…
pub const FORM_BURST: u32 = 10;
/// …after which one more is allowed per this interval (10 per 10 minutes, sustained).
pub const FORM_REFILL: Duration = Duration::from_secs(60);

pub const CONTACT_MESSAGE_MAX: usize = 5000;

/// The guest forms, each with its own allowance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GuestForm {
    TeamsInterest,
    Newsletter,
    Contact,
    UninstallFeedback,
}

impl GuestForm {
    pub fn rate_limited_message(self) -> &'static str {
        match self {
            Self::TeamsInterest | Self::Newsletter => {
                "Too many sign-ups from your network. Please try again in a few minutes."
            }
            Self::Contact | Self::UninstallFeedback => {
                "Too many messages from your network. Please try again in a few minutes."
            }
        }
    }
}

/// A message sent through the built-in contact form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContactMessage {
    pub name: String,
    pub email: Email,
    pub message: String,
}

impl ContactMessage {
    /// Checks the fields in form order and reports the first that breaks a rule.
    pub fn parse(name: &str, email: &str, message: &str) -> Result<Self, ValidationError> {
        Ok(Self {
            name: text_field("name", "Name", name, NAME_MAX)?,
            email: Email::parse(email)?,
            message: multiline_text_field("message", "Message", message, CONTACT_MESSAGE_MAX)?,
        })
    }
}

/// Why someone removed the browser extension: the reasons the uninstall survey offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum UninstallReason {
    NotUseful,
    DidNotWork,
    SiteNotSupported,
    TooSlow,
    Privacy,
    FoundAlternative,
    Temporary,
    Other,
}

impl UninstallReason {
    /// How it is stored (and spelled in the API).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::NotUseful => "NOT_USEFUL",
            Self::DidNotWork => "DID_NOT_WORK",
            Self::SiteNotSupported => "SITE_NOT_SUPPORTED",
            Self::TooSlow => "TOO_SLOW",
            Self::Privacy => "PRIVACY",
            Self::FoundAlternative => "FOUND_ALTERNATIVE",
            Self::Temporary => "TEMPORARY",
            Self::Other => "OTHER",
        }
    }
}

pub const UNINSTALL_DETAILS_MAX: usize = 2000;
pub const EXTENSION_VERSION_MAX: usize = 32;

/// The uninstall survey's answer: at least one reason or a few words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UninstallFeedback {
    /// Sorted, without repeats.
    pub reasons: Vec<UninstallReason>,
    pub details: Option<String>,
    pub extension_version: Option<String>,
}

impl UninstallFeedback {
    pub fn parse(
        reasons: &[UninstallReason],
        details: Option<&str>,
        extension_version: Option<&str>,
    ) -> Result<Self, ValidationError> {
        let mut reasons = reasons.to_vec();
        reasons.sort();
        reasons.dedup();
        let details = match details.map(str::trim).filter(|d| !d.is_empty()) {
            Some(d) => Some(multiline_text_field(
                "details",
                "Your comments",
                d,
                UNINSTALL_DETAILS_MAX,
            )?),
            None => None,
        };
        if reasons.is_empty() && details.is_none() {
            return Err(ValidationError::new(
                "reasons",
                "Choose at least one reason or tell us in a few words.",
            ));
        }
        // The version is the extension's own (it sends it; a person does not type it): a bad one
        // is dropped rather than refusing the survey.
        let extension_version = extension_version
            .map(str::trim)
            .filter(|v| {
                !v.is_empty()
                    && v.len() <= EXTENSION_VERSION_MAX
                    && v.chars()
                        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '+'))
            })
            .map(str::to_owned);
        Ok(Self {
            reasons,
            details,
            extension_version,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uninstall_feedback_needs_a_reason_or_words() {
        let ok = UninstallFeedback::parse(
            &[
                UninstallReason::TooSlow,
                UninstallReason::NotUseful,
                UninstallReason::TooSlow,
            ],
            Some("  "),
            Some("1.2.0"),
        )
        .unwrap();
        assert_eq!(
            ok.reasons,
            vec![UninstallReason::NotUseful, UninstallReason::TooSlow]
        );
        assert_eq!(ok.details, None);
        assert_eq!(ok.extension_version.as_deref(), Some("1.2.0"));

        let words =
            UninstallFeedback::parse(&[], Some(" It broke\nmy editor "), Some("<b>")).unwrap();
        assert_eq!(words.details.as_deref(), Some("It broke\nmy editor"));
        assert_eq!(
            words.extension_version, None,
            "a malformed version is dropped"
        );

        let empty = UninstallFeedback::parse(&[], Some(" "), None).unwrap_err();
        assert_eq!(empty.field, "reasons");
        let long = "a".repeat(UNINSTALL_DETAILS_MAX + 1);
        assert_eq!(
            UninstallFeedback::parse(&[], Some(&long), None)
                .unwrap_err()
                .field,
            "details"
        );
    }

    #[test]
    fn contact_message_checks_each_field_in_order() {
        let ok = ContactMessage::parse(" Ada ", "ADA@Example.com", "Hello,\nsee you").unwrap();
        assert_eq!(ok.name, "Ada");
        assert_eq!(ok.email.as_str(), "ada@example.com");
        assert_eq!(ok.message, "Hello,\nsee you");

        assert_eq!(
            ContactMessage::parse("", "x", "").unwrap_err().field,
            "name"
        );
        assert_eq!(
            ContactMessage::parse("Ada", "not-an-email", "Hi")
                .unwrap_err()
                .field,
            "email"
        );
        let long = "a".repeat(CONTACT_MESSAGE_MAX + 1);
        let too_long = ContactMessage::parse("Ada", "ada@example.com", &long).unwrap_err();
        assert_eq!(too_long.field, "message");
        assert_eq!(too_long.message, "Message must be at most 5000 characters.");
    }
}
