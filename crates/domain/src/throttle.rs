//! Sign-in throttling: failed sign-ins are limited per account and per IP address.

use chrono::Duration;

/// The window in which failures are counted.
pub const WINDOW: Duration = Duration::minutes(15);
/// Failed sign-ins allowed for one account within the window.
pub const MAX_FAILURES_PER_ACCOUNT: u64 = 5;
/// Failed sign-ins allowed from one IP address within the window (a shared office NAT is
/// bigger than one person, so the bar is higher).
pub const MAX_FAILURES_PER_IP: u64 = 20;

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
