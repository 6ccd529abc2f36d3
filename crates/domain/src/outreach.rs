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
}

impl GuestForm {
    pub fn rate_limited_message(self) -> &'static str {
        match self {
            Self::TeamsInterest | Self::Newsletter => {
                "Too many sign-ups from your network. Please try again in a few minutes."
            }
            Self::Contact => {
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

#[cfg(test)]
mod tests {
    use super::*;

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
