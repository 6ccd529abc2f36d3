//! Sign-in throttling: failed sign-ins are limited per IP address, and an account with many
//! recent failures asks for a mailed code as well as the password (ASVS 2.2.1), so a stranger
//! can slow guessing at an account but can never lock its owner out.

use chrono::Duration;

/// The window in which failures are counted.
pub const WINDOW: Duration = Duration::minutes(15);
/// Failed sign-ins for one account within the window after which the right password alone is
/// not enough: a code mailed to the account is asked for too.
pub const MAX_FAILURES_PER_ACCOUNT: u64 = 5;
/// Failed sign-ins allowed from one IP address within the window (a shared office NAT is
/// bigger than one person, so the bar is higher).
pub const MAX_FAILURES_PER_IP: u64 = 20;

/// Default allowances for the public account operations, per client address and per target
/// email (the operator can change them under `[limits]`). Each is an hourly rate with the
/// same burst: governor's generic cell rate.
pub const SIGN_UPS_PER_HOUR_PER_ADDRESS: u32 = 10;
/// Resend-code and forgot-password requests, per client address.
pub const ACCOUNT_MAILS_PER_HOUR_PER_ADDRESS: u32 = 20;
/// Mails about one address (sign-up, resend, forgot password) per hour, whoever asks.
pub const ACCOUNT_MAILS_PER_HOUR_PER_EMAIL: u32 = 5;
/// Password hashes waiting for a core beyond this many are refused as "busy".
pub const PASSWORD_HASH_QUEUE: usize = 32;

/// A wait as a person says it: "a minute", "12 minutes", "an hour", "5 hours" (rounded up).
pub fn wait_in_words(wait: Duration) -> String {
    let minutes = (wait.num_seconds().max(1) + 59) / 60;
    match minutes {
        1 => "a minute".to_owned(),
        2..=59 => format!("{minutes} minutes"),
        60 => "an hour".to_owned(),
        _ => format!("{} hours", (minutes + 59) / 60),
    }
}

/// What a sign-in attempt must get past, given the failures already counted in the window
/// (not counting this attempt).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignInGate {
    /// The password is enough.
    Open,
    /// The password, and a code mailed to the account.
    PasswordAndCode,
    /// Too many failures from this address: wait.
    Refused,
}

pub fn sign_in_gate(account_failures: u64, ip_failures: u64) -> SignInGate {
    if ip_failures >= MAX_FAILURES_PER_IP {
        SignInGate::Refused
    } else if account_failures >= MAX_FAILURES_PER_ACCOUNT {
        SignInGate::PasswordAndCode
    } else {
        SignInGate::Open
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_read_as_people_say_them() {
        assert_eq!(wait_in_words(Duration::seconds(0)), "a minute");
        assert_eq!(wait_in_words(Duration::seconds(61)), "2 minutes");
        assert_eq!(wait_in_words(Duration::minutes(60)), "an hour");
        assert_eq!(wait_in_words(Duration::minutes(61)), "2 hours");
        assert_eq!(wait_in_words(Duration::hours(23)), "23 hours");
    }

    #[test]
    fn limits() {
        assert_eq!(sign_in_gate(0, 0), SignInGate::Open);
        assert_eq!(sign_in_gate(4, 19), SignInGate::Open);
        assert_eq!(sign_in_gate(5, 0), SignInGate::PasswordAndCode);
        assert_eq!(sign_in_gate(50, 19), SignInGate::PasswordAndCode);
        assert_eq!(sign_in_gate(0, 20), SignInGate::Refused);
        assert_eq!(sign_in_gate(5, 20), SignInGate::Refused);
    }
}
