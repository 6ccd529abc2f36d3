//! Argon2id password hashing (the `argon2` crate, OWASP's default parameters). Hashing is
//! CPU-bound, so it runs on the blocking pool and never stalls the async workers.

use argon2::{
    Argon2, PasswordHash, PasswordHasher, PasswordVerifier,
    password_hash::{SaltString, rand_core::OsRng},
};

pub async fn hash(password: String) -> anyhow::Result<String> {
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|h| h.to_string())
            .map_err(|e| anyhow::anyhow!("argon2 hash: {e}"))
    })
    .await?
}

/// Checks a password against a stored PHC string. With no stored hash (unknown account, or an
/// account without a password) it still does the work of one check, so the answer's timing
/// does not tell whether the account exists.
pub async fn verify(password: String, stored: Option<String>) -> anyhow::Result<bool> {
    tokio::task::spawn_blocking(move || {
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
    })
    .await?
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
    #[tokio::test]
    async fn hashes_verify_and_are_argon2id() {
        let phc = super::hash("Corr3ct-horse".into()).await.unwrap();
        assert!(phc.starts_with("$argon2id$"));
        assert!(
            super::verify("Corr3ct-horse".into(), Some(phc.clone()))
                .await
                .unwrap()
        );
        assert!(!super::verify("wrong".into(), Some(phc)).await.unwrap());
        assert!(!super::verify("anything".into(), None).await.unwrap());
    }
}
