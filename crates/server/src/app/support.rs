//! The support chat widget (`[support]`): what the web app needs to load the provider's website
//! SDK (public), and who the signed-in user is to it. The identity hash is computed here, with
//! the operator's identity secret, which never leaves the server; neither it nor a hash is
//! logged.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};
use sha2::Sha256;

use super::{App, Error, Result};

/// The support chat providers the web app can load.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SupportProvider {
    Chatwoot,
}

/// The configured widget: the public settings, and the identity secret.
#[derive(Clone)]
pub struct SupportWidget {
    pub provider: SupportProvider,
    /// The provider's origin (`https://chat.example.com`), without a trailing slash.
    pub base_url: String,
    pub website_token: String,
    /// Chatwoot's identity validation secret; with it every identity carries its hash.
    pub identity_secret: Option<String>,
}

impl std::fmt::Debug for SupportWidget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SupportWidget")
            .field("provider", &self.provider)
            .field("base_url", &self.base_url)
            .field("website_token", &self.website_token)
            .field(
                "identity_secret",
                &self.identity_secret.as_ref().map(|_| "<redacted>"),
            )
            .finish()
    }
}

/// The signed-in user as the support chat knows them.
#[derive(Clone)]
pub struct SupportIdentity {
    /// The user's id: stable, unlike the email.
    pub identifier: String,
    pub name: String,
    pub email: String,
    pub created_at: DateTime<Utc>,
    /// HMAC-SHA256 of `identifier` with the identity secret, lowercase hex; none without a
    /// secret.
    pub identifier_hash: Option<String>,
}

/// HMAC-SHA256 of `identifier` keyed with `secret`, as lowercase hex: Chatwoot's
/// `identifier_hash` (its "identity validation").
pub fn identifier_hash(secret: &str, identifier: &str) -> String {
    let mut mac =
        Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC takes a key of any length");
    mac.update(identifier.as_bytes());
    hex::encode(mac.finalize().into_bytes())
}

impl App {
    /// Shows the operator's support chat widget.
    pub fn with_support(mut self, widget: Option<SupportWidget>) -> Self {
        self.support = widget.map(Arc::new);
        self
    }

    /// The widget's public settings, when one is configured.
    pub fn support_widget(&self) -> Option<&SupportWidget> {
        self.support.as_deref()
    }

    /// Who `user_id` is to the support chat, when a widget is configured. Only ever the
    /// caller's own identity: the id comes from the session.
    pub async fn support_identity(&self, user_id: &str) -> Result<Option<SupportIdentity>> {
        let Some(widget) = self.support.as_deref() else {
            return Ok(None);
        };
        let user = self
            .store
            .find_user(user_id)
            .await?
            .ok_or(Error::Unauthenticated)?;
        Ok(Some(SupportIdentity {
            identifier_hash: widget
                .identity_secret
                .as_deref()
                .map(|secret| identifier_hash(secret, &user.id)),
            identifier: user.id,
            name: user.name,
            email: user.email,
            created_at: user.created_at,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::identifier_hash;

    #[test]
    fn the_identifier_hash_is_hmac_sha256_in_hex() {
        // RFC 4231, test case 2.
        assert_eq!(
            identifier_hash("Jefe", "what do ya want for nothing?"),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
    }
}
