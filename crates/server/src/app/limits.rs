//! Allowances for the public operations that cost us something on every call: sign-up,
//! resending a code and forgot-password each send a mail (and sign-up hashes a password), so
//! each is limited per client address and per target email; and the per-user allowances of
//! other costly calls. One instance keeps them in memory, as governor's keyed limiters. With
//! `REDIS_URL` set they are kept in Redis, which every instance shares, so N instances allow
//! what one would (`store::shared`); if Redis cannot be reached, each instance falls back to its
//! own memory for that call, which bounds abuse at N times the rate rather than refusing
//! everyone. The daily caps on codes (`domain::verification`) live in the database.
//!
//! Caps on what a key holds at once (a user's open chat streams) are kept the same way: counted
//! in memory by one instance, or as leased holdings in Redis by several ([`KeyedCap`]).

use std::{
    collections::HashMap,
    fmt::Debug,
    hash::Hash,
    num::NonZeroU32,
    sync::{Arc, Mutex},
    time::Duration,
};

use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter, clock::Clock as _};
use sha2::{Digest, Sha256};
use store::shared::Shared;

use super::{Client, Error, Result};

/// Keys a limiter keeps before it forgets allowances that have filled up again.
const KEYS_BEFORE_CLEANUP: usize = 10_000;

/// Where allowances are kept: this process's memory, or the Redis the instances share.
#[derive(Debug, Clone, Default)]
pub struct LimitStore(Option<Shared>);

impl LimitStore {
    pub fn shared(shared: Shared) -> Self {
        Self(Some(shared))
    }
}

/// One allowance per key: a burst, refilled one call at a time.
pub struct KeyedLimit<K: Hash + Eq + Clone> {
    /// Names the allowance's keys in Redis; unique per limiter.
    name: &'static str,
    burst: u32,
    refill: Duration,
    local: DefaultKeyedRateLimiter<K>,
}

impl<K: Hash + Eq + Clone + Debug> KeyedLimit<K> {
    /// `burst` calls at once, then one more every `refill`.
    pub fn new(name: &'static str, burst: u32, refill: Duration) -> Self {
        let burst = burst.max(1);
        let refill = refill.max(Duration::from_micros(1));
        let quota = Quota::with_period(refill)
            .expect("the refill interval is not zero")
            .allow_burst(NonZeroU32::new(burst).expect("at least one"));
        Self {
            name,
            burst,
            refill,
            local: RateLimiter::keyed(quota),
        }
    }

    /// `per_hour` calls an hour, all of them available at once.
    pub fn per_hour(name: &'static str, per_hour: u32) -> Self {
        let per_hour = per_hour.max(1);
        Self::new(name, per_hour, Duration::from_secs(3600) / per_hour)
    }

    /// Counts a call; refused, it is `RATE_LIMITED` with `message` and when to try again.
    pub async fn allow(&self, store: &LimitStore, key: &K, message: &str) -> Result<()> {
        self.check(store, key)
            .await
            .map_err(|wait| Error::RateLimited {
                message: message.to_owned(),
                retry_after_secs: wait.as_secs().max(1) as i64,
            })
    }

    /// Counts a call; refused, it says how long until the next one is allowed.
    pub async fn check(&self, store: &LimitStore, key: &K) -> std::result::Result<(), Duration> {
        if let Some(shared) = &store.0 {
            match shared
                .take(&self.shared_key(key), self.burst, self.refill)
                .await
            {
                Ok(None) => return Ok(()),
                Ok(Some(wait)) => return Err(wait),
                Err(err) => {
                    tracing::warn!(error = %err, limit = self.name, "Redis did not answer; this instance's own allowance applies");
                }
            }
        }
        if self.local.len() > KEYS_BEFORE_CLEANUP {
            self.local.retain_recent();
        }
        self.local.check_key(key).map_err(|not_until| {
            not_until.wait_time_from(governor::clock::DefaultClock::default().now())
        })
    }

    fn shared_key(&self, key: &K) -> String {
        shared_key(self.name, key)
    }
}

/// A key in Redis: the limit's name and a digest of the key, so addresses and emails are not
/// stored as they are.
fn shared_key(name: &str, key: &impl Debug) -> String {
    let digest = Sha256::digest(format!("{key:?}").as_bytes());
    format!("{name}:{}", hex::encode(&digest[..16]))
}

/// How long a holding kept in Redis lasts unless renewed: a holding of an instance that died
/// frees its place within this. Its holder renews it three times as often.
const HOLDING_LEASE: Duration = Duration::from_secs(30);

/// At most `cap` holdings per key at once (a user's open streams). Kept in memory, or with
/// Redis in a sorted set per key that every instance shares (a holding leased, renewed while
/// held, removed when given back); if Redis cannot be reached, this instance's own count applies.
pub struct KeyedCap {
    /// Names the cap's keys in Redis; unique per cap.
    name: &'static str,
    cap: usize,
    local: Arc<Mutex<HashMap<String, usize>>>,
}

impl KeyedCap {
    pub fn new(name: &'static str, cap: usize) -> Self {
        Self {
            name,
            cap: cap.max(1),
            local: Arc::default(),
        }
    }

    /// A holding for `key`, or None when it holds its cap already. Dropping the holding gives
    /// it back.
    pub async fn hold(&self, store: &LimitStore, key: &str) -> Option<Holding> {
        if let Some(shared) = &store.0 {
            let key = shared_key(self.name, &key);
            let id = uuid::Uuid::new_v4().to_string();
            match shared.hold(&key, &id, self.cap, HOLDING_LEASE).await {
                Ok(true) => return Some(Holding::shared(shared.clone(), key, id)),
                Ok(false) => return None,
                Err(err) => {
                    tracing::warn!(error = %err, cap = self.name, "Redis did not answer; this instance's own count applies");
                }
            }
        }
        let mut counts = self.local.lock().expect("cap counts");
        let held = counts.entry(key.to_owned()).or_default();
        if *held >= self.cap {
            return None;
        }
        *held += 1;
        Some(Holding(Some(Held::Local {
            counts: self.local.clone(),
            key: key.to_owned(),
        })))
    }
}

/// One place under a [`KeyedCap`]; dropping it gives the place back.
pub struct Holding(Option<Held>);

enum Held {
    Local {
        counts: Arc<Mutex<HashMap<String, usize>>>,
        key: String,
    },
    Shared(Box<SharedHeld>),
}

struct SharedHeld {
    shared: Shared,
    key: String,
    id: String,
    renewal: tokio::task::JoinHandle<()>,
}

impl Holding {
    fn shared(shared: Shared, key: String, id: String) -> Self {
        let renewal = tokio::spawn({
            let (shared, key, id) = (shared.clone(), key.clone(), id.clone());
            async move {
                let mut ticks = tokio::time::interval(HOLDING_LEASE / 3);
                ticks.tick().await;
                loop {
                    ticks.tick().await;
                    match shared.renew(&key, &id, HOLDING_LEASE).await {
                        Ok(true) => {}
                        // Redis lost it (restarted, or this process stalled past the lease):
                        // the place is free for others; this holder keeps going.
                        Ok(false) => return,
                        Err(err) => {
                            tracing::warn!(error = %err, "cannot renew a holding in Redis");
                        }
                    }
                }
            }
        });
        Self(Some(Held::Shared(Box::new(SharedHeld {
            shared,
            key,
            id,
            renewal,
        }))))
    }
}

impl Drop for Holding {
    fn drop(&mut self) {
        match self.0.take() {
            Some(Held::Local { counts, key }) => {
                let mut counts = counts.lock().expect("cap counts");
                if let Some(held) = counts.get_mut(&key) {
                    *held -= 1;
                    if *held == 0 {
                        counts.remove(&key);
                    }
                }
            }
            Some(Held::Shared(held)) => {
                let SharedHeld {
                    shared,
                    key,
                    id,
                    renewal,
                } = *held;
                renewal.abort();
                if let Ok(runtime) = tokio::runtime::Handle::try_current() {
                    runtime.spawn(async move {
                        if let Err(err) = shared.release(&key, &id).await {
                            // Its lease ends it.
                            tracing::warn!(error = %err, "cannot give a holding back to Redis");
                        }
                    });
                }
            }
            None => {}
        }
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
            sign_ups_by_address: KeyedLimit::per_hour(
                "sign-ups-by-address",
                settings.sign_ups_per_hour_per_address,
            ),
            mails_by_address: KeyedLimit::per_hour(
                "account-mails-by-address",
                settings.account_mails_per_hour_per_address,
            ),
            mails_by_email: KeyedLimit::per_hour(
                "account-mails-by-email",
                settings.account_mails_per_hour_per_email,
            ),
            reset_cooldown: KeyedLimit::new(
                "reset-cooldown",
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
    pub async fn check(
        &self,
        store: &LimitStore,
        operation: AccountMail,
        client: &Client,
        email: &str,
    ) -> Result<()> {
        let by_address = match operation {
            AccountMail::SignUp => &self.sign_ups_by_address,
            AccountMail::ResendCode | AccountMail::ForgotPassword => &self.mails_by_address,
        };
        by_address
            .check(store, &client.ip)
            .await
            .map_err(|wait| refused(operation, wait))?;
        self.mails_by_email
            .check(store, &email.to_owned())
            .await
            .map_err(|wait| refused(operation, wait))
    }

    /// Starts the reset-code cooldown of `email`; within it, the seconds left (at least 1).
    pub async fn reset_cooldown(
        &self,
        store: &LimitStore,
        email: &str,
    ) -> std::result::Result<(), i64> {
        self.reset_cooldown
            .check(store, &email.to_owned())
            .await
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

    /// Memory, and Redis when the tests have one (a namespace of their own each time).
    async fn stores() -> Vec<LimitStore> {
        let mut stores = vec![LimitStore::default()];
        if let Some(url) = store::shared::test_redis_url() {
            let prefix = format!("sp-test-{}", uuid::Uuid::new_v4());
            stores.push(LimitStore::shared(
                Shared::connect(&url, &prefix).await.expect("Redis"),
            ));
        }
        stores
    }

    #[tokio::test]
    async fn addresses_and_emails_each_have_their_own_allowance() {
        for store in stores().await {
            let limits = AccountLimits::new(AccountLimitSettings {
                sign_ups_per_hour_per_address: 2,
                account_mails_per_hour_per_address: 3,
                account_mails_per_hour_per_email: 2,
            });
            let check = |op, c: &Client, email: &str| {
                let (limits, store, c, email) = (&limits, &store, c.clone(), email.to_owned());
                async move { limits.check(store, op, &c, &email).await }
            };
            let a = client("203.0.113.1");
            assert!(
                check(AccountMail::SignUp, &a, "x@example.com")
                    .await
                    .is_ok()
            );
            assert!(
                check(AccountMail::SignUp, &a, "y@example.com")
                    .await
                    .is_ok()
            );
            let Err(Error::RateLimited {
                message,
                retry_after_secs,
            }) = check(AccountMail::SignUp, &a, "z@example.com").await
            else {
                panic!("the third sign-up from one address is refused ({store:?})");
            };
            assert!(message.starts_with("Too many sign-ups"), "{message}");
            assert!((1..=1800).contains(&retry_after_secs), "{retry_after_secs}");
            // Another address may still sign up, but not mail x@ a third time.
            let b = client("203.0.113.2");
            assert!(
                check(AccountMail::ResendCode, &b, "x@example.com")
                    .await
                    .is_ok()
            );
            assert!(matches!(
                check(AccountMail::ForgotPassword, &b, "x@example.com").await,
                Err(Error::RateLimited { .. })
            ));
            assert!(
                check(AccountMail::SignUp, &b, "w@example.com")
                    .await
                    .is_ok()
            );
        }
    }

    /// Two instances (two limiters, as two processes have) on one Redis share an allowance;
    /// in memory each has its own.
    #[tokio::test]
    async fn instances_share_an_allowance_through_redis_only() {
        for store in stores().await {
            let one: KeyedLimit<String> = KeyedLimit::new("t", 2, Duration::from_secs(60));
            let two: KeyedLimit<String> = KeyedLimit::new("t", 2, Duration::from_secs(60));
            let key = "203.0.113.9".to_owned();
            assert!(one.check(&store, &key).await.is_ok());
            assert!(two.check(&store, &key).await.is_ok());
            let third = two.check(&store, &key).await;
            if store.0.is_some() {
                let wait = third.expect_err("the third call across both is refused");
                assert!(wait > Duration::from_secs(50) && wait <= Duration::from_secs(60));
            } else {
                assert!(third.is_ok(), "in memory the second instance has its own");
            }
        }
    }

    /// A cap holds up to its number per key, gives a place back when a holding is dropped, and
    /// (two caps, as two processes have) counts across instances through Redis only.
    #[tokio::test]
    async fn a_cap_counts_holdings_per_key_and_across_instances_through_redis_only() {
        for store in stores().await {
            let one = KeyedCap::new("streams", 2);
            let two = KeyedCap::new("streams", 2);
            let first = one.hold(&store, "user-1").await.expect("first");
            let _second = one.hold(&store, "user-1").await.expect("second");
            assert!(one.hold(&store, "user-1").await.is_none(), "at the cap");
            assert!(one.hold(&store, "user-2").await.is_some(), "another key");
            let on_two = two.hold(&store, "user-1").await;
            if store.0.is_some() {
                assert!(on_two.is_none(), "the cap spans both instances");
            } else {
                assert!(on_two.is_some(), "in memory each instance counts its own");
            }
            drop(on_two);
            drop(first);
            // A place given back to Redis frees it a moment later (the release is sent).
            let mut again = None;
            for _ in 0..50 {
                again = one.hold(&store, "user-1").await;
                if again.is_some() {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            assert!(
                again.is_some(),
                "the dropped holding's place is free ({store:?})"
            );
            assert!(
                one.hold(&store, "user-1").await.is_none(),
                "at the cap again"
            );
        }
    }
}
