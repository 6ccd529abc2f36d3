//! Sign-in throttling: failed sign-ins are limited per account and per IP address.

use chrono::Duration;

/// The window in which failures are counted.
pub const WINDOW: Duration = Duration::minutes(15);
/// Failed sign-ins allowed for one account within the window.
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

/// Decides whether a sign-in may proceed, given the failures already counted in the window
/// (not counting this attempt).
pub fn sign_in_allowed(account_failures: u64, ip_failures: u64) -> bool {
    account_failures < MAX_FAILURES_PER_ACCOUNT && ip_failures < MAX_FAILURES_PER_IP
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits() {
        assert!(sign_in_allowed(0, 0));
        assert!(sign_in_allowed(4, 19));
        assert!(!sign_in_allowed(5, 0));
        assert!(!sign_in_allowed(0, 20));
    }
}
