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

/// The daily caps count within this sliding window.
pub const DAILY_WINDOW: Duration = Duration::hours(24);
/// Codes of one purpose one account may be sent within [`DAILY_WINDOW`].
pub const MAX_CODES_PER_DAY: u32 = 10;
/// Guesses at one purpose's codes one account may make within [`DAILY_WINDOW`]: with codes of
/// six digits, the chance of guessing one in a day stays at 1 in 50,000.
pub const MAX_GUESSES_PER_DAY: u32 = 20;

/// What a daily cap counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DailyCap {
    CodesSent,
    Guesses,
}

impl DailyCap {
    pub fn limit(self) -> u32 {
        match self {
            Self::CodesSent => MAX_CODES_PER_DAY,
            Self::Guesses => MAX_GUESSES_PER_DAY,
        }
    }
}

/// Whether a code flow (verification or reset) of one account is locked for the day: `used`
/// codes sent or guesses made in the window against `cap`, the oldest of them sent at
/// `oldest`. Returns when the flow opens again. The account itself is never locked: the
/// password, or Google, still signs in.
pub fn daily_lock(
    used: u32,
    cap: u32,
    oldest: Option<DateTime<Utc>>,
    now: DateTime<Utc>,
) -> Option<DateTime<Utc>> {
    (used >= cap).then(|| {
        oldest
            .map_or(now + DAILY_WINDOW, |at| at + DAILY_WINDOW)
            .max(now)
    })
}

/// What a person reads when a code flow is locked for the day.
pub fn daily_lock_message(
    purpose: CodePurpose,
    until: DateTime<Utc>,
    now: DateTime<Utc>,
) -> String {
    let wait = crate::throttle::wait_in_words(until - now);
    let what = match purpose {
        CodePurpose::VerifyEmail => "verification codes",
        CodePurpose::ResetPassword => "password reset codes",
        CodePurpose::SignIn => "sign-in codes",
    };
    format!(
        "Too many {what} were requested or tried for this account today. For your security, \
         try again in {wait}. If you know your password you can still sign in."
    )
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CodePurpose {
    VerifyEmail,
    ResetPassword,
    /// The second step of a sign-in to an account with many recent failures.
    SignIn,
}

impl CodePurpose {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::VerifyEmail => "verify_email",
            Self::ResetPassword => "reset_password",
            Self::SignIn => "sign_in",
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
        let now: DateTime<Utc> = "2026-11-25T12:00:00Z".parse().unwrap();
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

    #[test]
    fn daily_caps_lock_the_flow_until_the_oldest_leaves_the_window() {
        let now: DateTime<Utc> = "2026-11-25T12:00:00Z".parse().unwrap();
        let oldest = now - Duration::hours(20);
        assert_eq!(daily_lock(9, MAX_CODES_PER_DAY, Some(oldest), now), None);
        assert_eq!(
            daily_lock(10, MAX_CODES_PER_DAY, Some(oldest), now),
            Some(oldest + DAILY_WINDOW)
        );
        let until = now + Duration::hours(4);
        let message = daily_lock_message(CodePurpose::ResetPassword, until, now);
        assert!(message.contains("password reset codes"), "{message}");
        assert!(message.contains("4 hours"), "{message}");
        assert!(
            daily_lock_message(CodePurpose::VerifyEmail, now + Duration::minutes(5), now)
                .contains("5 minutes")
        );
    }
}
