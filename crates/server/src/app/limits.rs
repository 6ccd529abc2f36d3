//! Allowances for the public operations that cost us something on every call: sign-up,
//! resending a code and forgot-password each send a mail (and sign-up hashes a password), so
//! each is limited per client address and per target email. They are kept in memory, as
//! governor's keyed limiters: with several instances each keeps its own, which bounds abuse at
//! N times the rate. The daily caps on codes (`domain::verification`) live in the database and
//! hold across instances.

use std::{hash::Hash, num::NonZeroU32, time::Duration};

use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter, clock::Clock as _};

use super::{Client, Error, Result};

/// Keys a limiter keeps before it forgets allowances that have filled up again.
const KEYS_BEFORE_CLEANUP: usize = 10_000;

/// One allowance per key: a burst, refilled one call at a time.
pub struct KeyedLimit<K: Hash + Eq + Clone>(DefaultKeyedRateLimiter<K>);

impl<K: Hash + Eq + Clone> KeyedLimit<K> {
    /// `burst` calls at once, then one more every `refill`.
    pub fn new(burst: u32, refill: Duration) -> Self {
        let quota = Quota::with_period(refill.max(Duration::from_nanos(1)))
            .expect("the refill interval is not zero")
            .allow_burst(NonZeroU32::new(burst.max(1)).expect("at least one"));
        Self(RateLimiter::keyed(quota))
    }

    /// `per_hour` calls an hour, all of them available at once.
    pub fn per_hour(per_hour: u32) -> Self {
        let per_hour = per_hour.max(1);
        Self::new(per_hour, Duration::from_secs(3600) / per_hour)
    }

    /// Counts a call; refused, it is `RATE_LIMITED` with `message` and when to try again.
    pub fn allow(&self, key: &K, message: &str) -> Result<()> {
        self.check(key).map_err(|wait| Error::RateLimited {
            message: message.to_owned(),
            retry_after_secs: wait.as_secs().max(1) as i64,
        })
    }

    /// Counts a call; refused, it says how long until the next one is allowed.
    pub fn check(&self, key: &K) -> std::result::Result<(), Duration> {
        if self.0.len() > KEYS_BEFORE_CLEANUP {
            self.0.retain_recent();
        }
        self.0.check_key(key).map_err(|not_until| {
            not_until.wait_time_from(governor::clock::DefaultClock::default().now())
        })
    }
}

/// The allowances, as the operator set them (`[limits]` in the configuration).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AccountLimitSettings {
    pub sign_ups_per_hour_per_address: u32,
    pub account_mails_per_hour_per_address: u32,
    pub account_mails_per_hour_per_email: u32,
}

impl Default for AccountLimitSettings {
    fn default() -> Self {
        use domain::throttle::*;
        Self {
            sign_ups_per_hour_per_address: SIGN_UPS_PER_HOUR_PER_ADDRESS,
            account_mails_per_hour_per_address: ACCOUNT_MAILS_PER_HOUR_PER_ADDRESS,
            account_mails_per_hour_per_email: ACCOUNT_MAILS_PER_HOUR_PER_EMAIL,
        }
    }
}

/// Which public account operation is asking.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccountMail {
    SignUp,
    ResendCode,
    ForgotPassword,
}

pub struct AccountLimits {
    sign_ups_by_address: KeyedLimit<String>,
    mails_by_address: KeyedLimit<String>,
    mails_by_email: KeyedLimit<String>,
    /// One reset code a minute per email, asked for an account or not: a second ask within
    /// the minute says how long to wait, the same whether or not the account exists.
    reset_cooldown: KeyedLimit<String>,
}

impl Default for AccountLimits {
    fn default() -> Self {
        Self::new(AccountLimitSettings::default())
    }
}

impl AccountLimits {
    pub fn new(settings: AccountLimitSettings) -> Self {
        Self {
            sign_ups_by_address: KeyedLimit::per_hour(settings.sign_ups_per_hour_per_address),
            mails_by_address: KeyedLimit::per_hour(settings.account_mails_per_hour_per_address),
            mails_by_email: KeyedLimit::per_hour(settings.account_mails_per_hour_per_email),
            reset_cooldown: KeyedLimit::new(
                1,
                domain::verification::RESEND_COOLDOWN
                    .to_std()
                    .unwrap_or(Duration::from_secs(60)),
            ),
        }
    }

    /// Counts an operation that mails `email` on behalf of `client`. The address is counted
    /// first, so one client cannot use up the allowance of many addresses without being
    /// stopped. The answer is the same whether an account uses `email` or not.
    pub fn check(&self, operation: AccountMail, client: &Client, email: &str) -> Result<()> {
        let by_address = match operation {
            AccountMail::SignUp => &self.sign_ups_by_address,
            AccountMail::ResendCode | AccountMail::ForgotPassword => &self.mails_by_address,
        };
        by_address
            .check(&client.ip)
            .map_err(|wait| refused(operation, wait))?;
        self.mails_by_email
            .check(&email.to_owned())
            .map_err(|wait| refused(operation, wait))
    }

    /// Starts the reset-code cooldown of `email`; within it, the seconds left (at least 1).
    pub fn reset_cooldown(&self, email: &str) -> std::result::Result<(), i64> {
        self.reset_cooldown
            .check(&email.to_owned())
            .map_err(|wait| (wait.as_secs_f64().ceil() as i64).max(1))
    }
}

fn refused(operation: AccountMail, wait: Duration) -> Error {
    let when = domain::throttle::wait_in_words(
        chrono::Duration::from_std(wait).unwrap_or(chrono::Duration::hours(1)),
    );
    let what = match operation {
        AccountMail::SignUp => "Too many sign-ups from your network",
        AccountMail::ResendCode => "Too many codes were requested",
        AccountMail::ForgotPassword => "Too many password resets were requested",
    };
    Error::RateLimited {
        message: format!("{what}. Try again in {when}."),
        retry_after_secs: wait.as_secs().max(1) as i64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn client(ip: &str) -> Client {
        Client {
            ip: ip.into(),
            user_agent: String::new(),
        }
    }

    #[test]
    fn addresses_and_emails_each_have_their_own_allowance() {
        let limits = AccountLimits::new(AccountLimitSettings {
            sign_ups_per_hour_per_address: 2,
            account_mails_per_hour_per_address: 3,
            account_mails_per_hour_per_email: 2,
        });
        let a = client("203.0.113.1");
        assert!(
            limits
                .check(AccountMail::SignUp, &a, "x@example.com")
                .is_ok()
        );
        assert!(
            limits
                .check(AccountMail::SignUp, &a, "y@example.com")
                .is_ok()
        );
        let Err(Error::RateLimited {
            message,
            retry_after_secs,
        }) = limits.check(AccountMail::SignUp, &a, "z@example.com")
        else {
            panic!("the third sign-up from one address is refused");
        };
        assert!(message.starts_with("Too many sign-ups"), "{message}");
        assert!((1..=1800).contains(&retry_after_secs), "{retry_after_secs}");
        // Another address may still sign up, but not mail x@ a third time.
        let b = client("203.0.113.2");
        assert!(
            limits
                .check(AccountMail::ResendCode, &b, "x@example.com")
                .is_ok()
        );
        assert!(matches!(
            limits.check(AccountMail::ForgotPassword, &b, "x@example.com"),
            Err(Error::RateLimited { .. })
        ));
        assert!(
            limits
                .check(AccountMail::SignUp, &b, "w@example.com")
                .is_ok()
        );
    }
}
