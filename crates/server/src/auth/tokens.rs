//! Session tokens.
//!
//! - The access token is a short-lived HS256 JWT carrying the user's id, email and groups. It
//!   travels as `Authorization: Bearer` and is kept in memory by the web app.
//! - The refresh token is 256 random bits, sent only in an httpOnly SameSite cookie; the
//!   database keeps its SHA-256, never the token.
//! - Mailed codes are stored as a keyed SHA-256 (the key is the server secret), so a leaked
//!   table does not give away live codes.

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use chrono::{DateTime, Duration, Utc};
use domain::session::SessionClient;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use rand::RngCore;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

const ISSUER: &str = "superprompt";

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
    pub fn verify_access(&self, token: &str) -> Option<Claims> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_issuer(&[ISSUER]);
        validation.leeway = 0;
        jsonwebtoken::decode::<Claims>(token, &self.decoding, &validation)
            .ok()
            .map(|d| d.claims)
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
