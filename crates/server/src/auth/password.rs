//! Argon2id password hashing (the `argon2` crate, OWASP's default parameters). Hashing is
//! CPU-bound, so it runs on the blocking pool and never stalls the async workers. Each hash
//! takes 19 MiB and a core for tens of milliseconds, so [`Hashing`] lets only so many run at
//! once (one per core by default) and only so many wait; beyond that the caller is told the
//! server is busy, instead of memory and latency growing with every parallel request.

use std::sync::{
    Arc,
    atomic::{AtomicUsize, Ordering},
};

use argon2::{
    Argon2, PasswordHash, PasswordHasher, PasswordVerifier,
    password_hash::{SaltString, rand_core::OsRng},
};
use tokio::sync::Semaphore;

#[derive(Debug, thiserror::Error)]
pub enum HashError {
    /// Every hashing slot is taken and the queue is full.
    #[error("too many passwords are being checked at once")]
    Busy,
    #[error(transparent)]
    Failed(#[from] anyhow::Error),
}

/// Bounds concurrent hashing: `concurrency` at once, `queue` more waiting, the rest refused.
#[derive(Debug)]
pub struct Hashing {
    slots: Arc<Semaphore>,
    waiting: AtomicUsize,
    queue: usize,
}

impl Default for Hashing {
    fn default() -> Self {
        Self::new(0, domain::throttle::PASSWORD_HASH_QUEUE)
    }
}

impl Hashing {
    /// `concurrency` 0 means one per core.
    pub fn new(concurrency: usize, queue: usize) -> Self {
        let concurrency = if concurrency == 0 {
            std::thread::available_parallelism().map_or(2, usize::from)
        } else {
            concurrency
        };
        Self {
            slots: Arc::new(Semaphore::new(concurrency)),
            waiting: AtomicUsize::new(0),
            queue,
        }
    }

    pub async fn hash(&self, password: String) -> Result<String, HashError> {
        self.run(move || hash_now(&password)).await
    }

    /// Checks a password against a stored PHC string. With no stored hash (unknown account,
    /// or an account without a password) it still does the work of one check, so the answer's
    /// timing does not tell whether the account exists.
    pub async fn verify(
        &self,
        password: String,
        stored: Option<String>,
    ) -> Result<bool, HashError> {
        self.run(move || verify_now(&password, stored)).await
    }

    /// Waits for a slot (if the queue has room), then runs `work` on the blocking pool holding
    /// it: the slot is released when the work ends, even if the caller has gone.
    async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> anyhow::Result<T> + Send + 'static,
    ) -> Result<T, HashError> {
        let permit = match self.slots.clone().try_acquire_owned() {
            Ok(permit) => permit,
            Err(_) => {
                if self.waiting.fetch_add(1, Ordering::AcqRel) >= self.queue {
                    self.waiting.fetch_sub(1, Ordering::AcqRel);
                    return Err(HashError::Busy);
                }
                let _waiting = Waiting(&self.waiting);
                self.slots
                    .clone()
                    .acquire_owned()
                    .await
                    .map_err(|e| anyhow::anyhow!("hashing slots closed: {e}"))?
            }
        };
        let done = tokio::task::spawn_blocking(move || {
            let _permit = permit;
            let outcome = work();
            release_freed_memory();
            outcome
        })
        .await
        .map_err(|e| anyhow::anyhow!("hashing task: {e}"))?;
        Ok(done?)
    }
}

/// Gives the operating system back what this thread has just freed: a hash's 19 MiB. The
/// binary's allocator (mimalloc, main.rs) keeps memory a thread frees for that thread to reuse,
/// and purges it only as the thread goes on allocating; a blocking-pool thread that hashed once
/// and then idled held the 19 MiB for as long as it idled (four sign-ins on an idle server left
/// its RSS 46 MiB higher 5 s later, and under the soak's two sign-ins a second RSS swung by
/// about 24 MiB; docs/performance.md). Under another allocator (the test binaries' own) it
/// finds nothing to collect.
fn release_freed_memory() {
    // SAFETY: takes no pointers; it walks this thread's own mimalloc heap and purges what is free.
    unsafe { libmimalloc_sys::mi_collect(true) }
}

/// Counts one waiter out when it stops waiting, acquired or cancelled.
struct Waiting<'a>(&'a AtomicUsize);

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

fn hash_now(password: &str) -> anyhow::Result<String> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| anyhow::anyhow!("argon2 hash: {e}"))
}

fn verify_now(password: &str, stored: Option<String>) -> anyhow::Result<bool> {
    {
        let decoy;
        let phc = match stored.as_deref() {
            Some(phc) => phc,
            None => {
                decoy = decoy_hash();
                decoy.as_str()
            }
        };
        let parsed = PasswordHash::new(phc).map_err(|e| anyhow::anyhow!("stored hash: {e}"))?;
        let ok = Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok();
        Ok(ok && stored.is_some())
    }
}

fn decoy_hash() -> String {
    static DECOY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DECOY
        .get_or_init(|| {
            let salt = SaltString::generate(&mut OsRng);
            Argon2::default()
                .hash_password(b"decoy password for timing", &salt)
                .map(|h| h.to_string())
                .unwrap_or_default()
        })
        .clone()
}

#[cfg(test)]
mod tests {
    use super::{HashError, Hashing};

    #[tokio::test]
    async fn hashes_verify_and_are_argon2id() {
        let hashing = Hashing::default();
        let phc = hashing.hash("Corr3ct-horse".into()).await.unwrap();
        assert!(phc.starts_with("$argon2id$"));
        assert!(
            hashing
                .verify("Corr3ct-horse".into(), Some(phc.clone()))
                .await
                .unwrap()
        );
        assert!(!hashing.verify("wrong".into(), Some(phc)).await.unwrap());
        assert!(!hashing.verify("anything".into(), None).await.unwrap());
    }

    #[tokio::test]
    async fn one_hashes_one_waits_the_rest_are_refused() {
        let hashing = Hashing::new(1, 1);
        let (first, second, third) = tokio::join!(
            hashing.hash("first-password".into()),
            hashing.hash("second-password".into()),
            hashing.hash("third-password".into()),
        );
        assert!(first.is_ok());
        assert!(second.is_ok(), "the queue has room for one");
        assert!(matches!(third, Err(HashError::Busy)));
        // Once they are done, the slot and the queue are free again.
        assert!(hashing.hash("later".into()).await.is_ok());
        assert_eq!(
            hashing.waiting.load(std::sync::atomic::Ordering::Acquire),
            0
        );
    }
}
