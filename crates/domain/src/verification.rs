//! One-time codes mailed to the user: email verification and password reset.

use chrono::{DateTime, Duration, Utc};

use crate::error::ValidationError;

pub const CODE_LENGTH: usize = 6;
/// A code is valid this long after it is sent.
pub const CODE_TTL: Duration = Duration::minutes(15);
/// Wrong guesses allowed for one code; then it is spent and a new one must be requested.
pub const MAX_CODE_ATTEMPTS: i32 = 5;
/// A new code can be sent this long after the previous one.
pub const RESEND_COOLDOWN: Duration = Duration::seconds(60);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CodePurpose {
    VerifyEmail,
    ResetPassword,
}

impl CodePurpose {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::VerifyEmail => "verify_email",
            Self::ResetPassword => "reset_password",
        }
    }
}

/// A code as typed by the user: exactly six digits (spaces are forgiven).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Code(String);

impl Code {
    pub fn parse(raw: &str) -> Result<Self, ValidationError> {
        let digits: String = raw.chars().filter(|c| !c.is_whitespace()).collect();
        if digits.len() == CODE_LENGTH && digits.chars().all(|c| c.is_ascii_digit()) {
            Ok(Self(digits))
        } else {
            Err(ValidationError::new(
                "code",
                "Enter the 6-digit code from the email.",
            ))
        }
    }

    /// Builds a code from a random number below 1,000,000 (zero-padded).
    pub fn from_number(n: u32) -> Self {
        Self(format!("{:06}", n % 1_000_000))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// What a stored code says to a guess.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CodeState {
    /// It can be checked.
    Usable,
    Expired,
    /// Too many wrong guesses; it is spent.
    Exhausted,
}

pub fn code_state(expires_at: DateTime<Utc>, attempts: i32, now: DateTime<Utc>) -> CodeState {
    if attempts >= MAX_CODE_ATTEMPTS {
        CodeState::Exhausted
    } else if now >= expires_at {
        CodeState::Expired
    } else {
        CodeState::Usable
    }
}

/// Seconds to wait before another code may be sent, given when the last one was sent.
pub fn resend_wait(last_sent: Option<DateTime<Utc>>, now: DateTime<Utc>) -> i64 {
    match last_sent {
        None => 0,
        Some(at) => (at + RESEND_COOLDOWN - now).num_seconds().max(0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_parse() {
        assert_eq!(Code::parse(" 123 456 ").unwrap().as_str(), "123456");
        assert!(Code::parse("12345").is_err());
        assert!(Code::parse("12345a").is_err());
        assert_eq!(Code::from_number(42).as_str(), "000042");
        assert_eq!(Code::from_number(1_234_567).as_str(), "234567");
    }

    #[test]
    fn code_state_and_resend() {
        let now = Utc::now();
        assert_eq!(
            code_state(now + Duration::minutes(1), 0, now),
            CodeState::Usable
        );
        assert_eq!(code_state(now, 0, now), CodeState::Expired);
        assert_eq!(
            code_state(now + Duration::minutes(1), MAX_CODE_ATTEMPTS, now),
            CodeState::Exhausted
        );
        assert_eq!(resend_wait(None, now), 0);
        assert_eq!(resend_wait(Some(now - Duration::seconds(10)), now), 50);
        assert_eq!(resend_wait(Some(now - Duration::minutes(5)), now), 0);
    }
}
