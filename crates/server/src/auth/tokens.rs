//! Session tokens.
//!
//! - The access token is a short-lived HS256 JWT carrying the user's id, email and groups. It
//!   travels as `Authorization: Bearer` and is kept in memory by the web app.
//! - The refresh token is 256 random bits, sent only in an httpOnly SameSite cookie; the
//!   database keeps its SHA-256, never the token.
//! - Mailed codes are stored as a keyed SHA-256 (the key is the server secret), so a leaked
//!   table does not give away live codes.
//!
//! Checking an access token (HMAC, base64 and JSON) is about a twentieth of a small signed-in
//! read's CPU (perf on `{ me { … } }`; docs/performance.md), and a client sends the same token
//! with every request until it expires. So the claims of tokens that passed are kept, bounded,
//! keyed by the whole token text: a token that differs in any byte (another signature, say) is
//! checked in full, and a kept one is still refused once its `exp` has passed.

use std::sync::Arc;

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use chrono::{DateTime, Duration, Utc};
use domain::session::SessionClient;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use quick_cache::sync::Cache;
use rand::RngCore;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

const ISSUER: &str = "superprompt";

/// Checked access tokens kept (a token is about 300 bytes and its claims about as much, so at
/// most a few MiB). Enough for every client active within one token's lifetime on a busy
/// instance; beyond it, the least used are checked again.
pub const VERIFIED_CAPACITY: usize = 8192;

/// What an access token says about its bearer.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Claims {
    pub sub: String,
    pub email: String,
    pub groups: Vec<String>,
    pub iat: i64,
    pub exp: i64,
    pub iss: String,
    /// The account's token version when this was issued; a token from an older version (the
    /// password was reset since, say) is refused. Tokens from before versions count as 0.
    #[serde(default)]
    pub ver: i32,
    /// The session (refresh token family) it was issued to, so ending that session from
    /// "Signed-in devices" ends this token too. Absent in tokens from before sessions had ids.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sid: Option<String>,
    /// "extension" for the browser extension's tokens, which may run only its operations.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scp: Option<String>,
}

const EXTENSION_SCOPE: &str = "extension";

impl Claims {
    /// Which client holds the session this token belongs to.
    pub fn client(&self) -> SessionClient {
        match self.scp.as_deref() {
            Some(EXTENSION_SCOPE) => SessionClient::Extension,
            _ => SessionClient::Web,
        }
    }
}

/// Who an access token is for.
#[derive(Debug, Clone)]
pub struct AccessGrant<'a> {
    pub user_id: &'a str,
    pub email: &'a str,
    pub groups: Vec<String>,
    /// The account's token version now.
    pub version: i32,
    /// The session (refresh token family).
    pub session_id: &'a str,
    pub client: SessionClient,
}

#[derive(Clone)]
pub struct Tokens {
    secret: Vec<u8>,
    encoding: EncodingKey,
    decoding: DecodingKey,
    access_ttl: Duration,
    refresh_ttl: Duration,
    /// Claims of tokens whose signature, algorithm and issuer passed, by the token's text.
    verified: Arc<Cache<String, Arc<Claims>>>,
}

impl std::fmt::Debug for Tokens {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tokens")
            .field("access_ttl", &self.access_ttl)
            .finish_non_exhaustive()
    }
}

impl Tokens {
    pub fn new(secret: &[u8], access_ttl: Duration, refresh_ttl: Duration) -> Self {
        Self {
            secret: secret.to_vec(),
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            access_ttl,
            refresh_ttl,
            verified: Arc::new(Cache::new(VERIFIED_CAPACITY)),
        }
    }

    pub fn refresh_ttl(&self) -> Duration {
        self.refresh_ttl
    }

    /// Signs an access token; returns it with its expiry.
    pub fn issue_access(
        &self,
        grant: AccessGrant<'_>,
        now: DateTime<Utc>,
    ) -> anyhow::Result<(String, DateTime<Utc>)> {
        let expires_at = now + self.access_ttl;
        let claims = Claims {
            sub: grant.user_id.to_owned(),
            email: grant.email.to_owned(),
            groups: grant.groups,
            iat: now.timestamp(),
            exp: expires_at.timestamp(),
            iss: ISSUER.to_owned(),
            ver: grant.version,
            sid: Some(grant.session_id.to_owned()),
            scp: match grant.client {
                SessionClient::Web => None,
                SessionClient::Extension => Some(EXTENSION_SCOPE.to_owned()),
            },
        };
        let token = jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)?;
        Ok((token, expires_at))
    }

    /// Checks signature, algorithm, issuer and expiry (no leeway: the token is short anyway).
    /// A token checked before is not checked again, only its expiry.
    pub fn verify_access(&self, token: &str) -> Option<Claims> {
        self.verify_access_at(token, jsonwebtoken::get_current_timestamp())
    }

    /// [`Self::verify_access`] at `now` (seconds since the epoch) for a kept token; one not
    /// kept is checked against the library's clock, which is the same clock.
    fn verify_access_at(&self, token: &str, now: u64) -> Option<Claims> {
        if let Some(claims) = self.verified.get(token) {
            // As jsonwebtoken decides with no leeway: expired once `exp` is in the past.
            return (u64::try_from(claims.exp).is_ok_and(|exp| exp >= now))
                .then(|| Claims::clone(&claims));
        }
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_issuer(&[ISSUER]);
        validation.leeway = 0;
        let claims = jsonwebtoken::decode::<Claims>(token, &self.decoding, &validation)
            .ok()?
            .claims;
        self.verified
            .insert(token.to_owned(), Arc::new(claims.clone()));
        Some(claims)
    }

    /// Checked tokens kept now.
    #[cfg(test)]
    fn verified_len(&self) -> usize {
        self.verified.len()
    }

    /// A fresh refresh token and the hash to store.
    pub fn new_refresh_token(&self) -> (String, String) {
        let mut bytes = [0u8; 32];
        rand::rng().fill_bytes(&mut bytes);
        let token = URL_SAFE_NO_PAD.encode(bytes);
        let hash = Self::hash_refresh_token(&token);
        (token, hash)
    }

    pub fn hash_refresh_token(token: &str) -> String {
        hex::encode(Sha256::digest(token.as_bytes()))
    }

    /// A keyed hash of a mailed code, bound to the user and purpose it was sent for.
    pub fn hash_code(&self, user_id: &str, purpose: &str, code: &str) -> String {
        self.keyed_hash(&[user_id, purpose, code])
    }

    /// A hash of `parts` keyed with the server's secret, so it can't be reversed by trying
    /// every likely input (addresses, codes) without the secret.
    pub fn keyed_hash(&self, parts: &[&str]) -> String {
        let mut hasher = Sha256::new();
        hasher.update(&self.secret);
        for part in parts {
            hasher.update([0u8]);
            hasher.update(part.as_bytes());
        }
        hex::encode(hasher.finalize())
    }
}

/// Loads the token secret from config, or from `<data_dir>/jwt-secret`, creating it (mode 0600)
/// on first start so that `make run` needs no configuration and sessions survive restarts.
pub fn load_or_create_secret(
    configured: Option<&str>,
    data_dir: &std::path::Path,
) -> anyhow::Result<Vec<u8>> {
    load_or_create_named_secret(configured, data_dir, "jwt-secret", "auth.jwt_secret")
}

/// A secret from the setting `setting` (`configured`), or from `<data_dir>/<file>`, created
/// (mode 0600, 48 random bytes in base64) on first start. Several instances must share it:
/// configure it, or share the data directory's file.
pub fn load_or_create_named_secret(
    configured: Option<&str>,
    data_dir: &std::path::Path,
    file: &str,
    setting: &str,
) -> anyhow::Result<Vec<u8>> {
    if let Some(secret) = configured {
        anyhow::ensure!(
            secret.len() >= 32,
            "{setting} must be at least 32 characters"
        );
        return Ok(secret.as_bytes().to_vec());
    }
    let path = data_dir.join(file);
    if let Ok(existing) = std::fs::read_to_string(&path) {
        let existing = existing.trim();
        anyhow::ensure!(existing.len() >= 32, "{} is too short", path.display());
        return Ok(existing.as_bytes().to_vec());
    }
    std::fs::create_dir_all(data_dir)?;
    let mut bytes = [0u8; 48];
    rand::rng().fill_bytes(&mut bytes);
    let secret = URL_SAFE_NO_PAD.encode(bytes);
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    use std::io::Write;
    options.open(&path)?.write_all(secret.as_bytes())?;
    Ok(secret.into_bytes())
}

#[cfg(test)]
#[allow(clippy::disallowed_methods)] // tokens are checked against wall time here
mod tests {
    use super::*;

    fn tokens() -> Tokens {
        Tokens::new(
            b"0123456789abcdef0123456789abcdef",
            Duration::minutes(15),
            Duration::days(30),
        )
    }

    #[test]
    fn access_tokens_round_trip_and_expire() {
        let t = tokens();
        let now = Utc::now();
        let grant = |groups: Vec<String>, version, client| AccessGrant {
            user_id: "u1",
            email: "a@b.co",
            groups,
            version,
            session_id: "s1",
            client,
        };
        let (token, exp) = t
            .issue_access(
                grant(vec!["analytics-viewers".into()], 3, SessionClient::Web),
                now,
            )
            .unwrap();
        assert_eq!(exp, now + Duration::minutes(15));
        let claims = t.verify_access(&token).unwrap();
        assert_eq!(claims.sub, "u1");
        assert_eq!(claims.groups, vec!["analytics-viewers"]);
        assert_eq!(claims.ver, 3);
        assert_eq!(claims.sid.as_deref(), Some("s1"));
        assert_eq!(claims.client(), SessionClient::Web);
        let (extension, _) = t
            .issue_access(grant(vec![], 3, SessionClient::Extension), now)
            .unwrap();
        assert_eq!(
            t.verify_access(&extension).unwrap().client(),
            SessionClient::Extension
        );

        let (old, _) = t
            .issue_access(
                grant(vec![], 0, SessionClient::Web),
                now - Duration::minutes(16),
            )
            .unwrap();
        assert!(t.verify_access(&old).is_none(), "expired");
        let other = Tokens::new(
            b"another-secret-another-secret-xx",
            Duration::minutes(15),
            Duration::days(1),
        );
        assert!(other.verify_access(&token).is_none(), "wrong key");
        assert!(t.verify_access("not.a.jwt").is_none());
    }

    #[test]
    fn a_checked_token_is_kept_but_still_expires_and_others_are_checked_in_full() {
        let t = tokens();
        let now = Utc::now();
        let (token, _) = t
            .issue_access(
                AccessGrant {
                    user_id: "u1",
                    email: "a@b.co",
                    groups: vec![],
                    version: 1,
                    session_id: "s1",
                    client: SessionClient::Web,
                },
                now,
            )
            .unwrap();
        let first = t.verify_access(&token).unwrap();
        assert_eq!(t.verified_len(), 1);
        // The kept claims, the same as a full check gives.
        assert_eq!(t.verify_access(&token), Some(first.clone()));
        assert_eq!(t.verified_len(), 1);
        let exp = u64::try_from(first.exp).unwrap();
        assert_eq!(t.verify_access_at(&token, exp), Some(first));
        assert_eq!(
            t.verify_access_at(&token, exp + 1),
            None,
            "expired though kept"
        );

        // Another signature on the same header and claims is another text: checked, refused,
        // and not kept.
        let (head_and_claims, signature) = token.rsplit_once('.').unwrap();
        let flipped = if signature.starts_with('A') { 'B' } else { 'A' };
        let forged = format!("{head_and_claims}.{flipped}{}", &signature[1..]);
        assert_eq!(t.verify_access(&forged), None);
        assert_eq!(t.verify_access("not.a.jwt"), None);
        assert_eq!(t.verified_len(), 1, "only tokens that passed are kept");
        // A clone shares what was kept; a server with another key keeps its own.
        assert_eq!(t.clone().verified_len(), 1);
        let other = Tokens::new(
            b"another-secret-another-secret-xx",
            Duration::minutes(15),
            Duration::days(1),
        );
        assert_eq!(other.verify_access(&token), None, "wrong key");
    }

    #[test]
    fn refresh_tokens_and_code_hashes() {
        let t = tokens();
        let (a, ha) = t.new_refresh_token();
        let (b, _) = t.new_refresh_token();
        assert_ne!(a, b);
        assert_eq!(Tokens::hash_refresh_token(&a), ha);
        assert_eq!(a.len(), 43);
        let h = t.hash_code("u", "verify_email", "123456");
        assert_eq!(h, t.hash_code("u", "verify_email", "123456"));
        assert_ne!(h, t.hash_code("u", "reset_password", "123456"));
        assert_ne!(h, t.hash_code("v", "verify_email", "123456"));
    }

    #[test]
    fn secret_is_created_once_and_reused() {
        let dir = std::env::temp_dir().join(format!("sp-secret-{}", uuid::Uuid::new_v4()));
        let first = load_or_create_secret(None, &dir).unwrap();
        let second = load_or_create_secret(None, &dir).unwrap();
        assert_eq!(first, second);
        assert!(load_or_create_secret(Some("short"), &dir).is_err());
        std::fs::remove_dir_all(dir).ok();
    }
}
