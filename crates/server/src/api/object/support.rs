//! The support chat widget as the API shows it: its public settings, and the signed-in user's
//! identity for it.

use async_graphql::{Enum, ID, SimpleObject};
use chrono::{DateTime, Utc};

use crate::app::support::{SupportIdentity, SupportProvider, SupportWidget};

/// Which support chat the web app loads.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "SupportProvider")]
pub enum SupportProviderGql {
    /// Chatwoot's website SDK, `{baseUrl}/packs/js/sdk.js`.
    Chatwoot,
}

impl From<SupportProvider> for SupportProviderGql {
    fn from(value: SupportProvider) -> Self {
        match value {
            SupportProvider::Chatwoot => Self::Chatwoot,
        }
    }
}

/// The operator's support chat (`[support]`): what the web app needs to load it.
#[derive(SimpleObject)]
#[graphql(name = "SupportWidget")]
pub struct SupportWidgetGql {
    pub provider: SupportProviderGql,
    /// The provider's origin, e.g. `https://chat.example.com`.
    pub base_url: String,
    /// The inbox's website token (public: the SDK sends it from every visitor's browser).
    pub website_token: String,
}

impl From<&SupportWidget> for SupportWidgetGql {
    fn from(widget: &SupportWidget) -> Self {
        Self {
            provider: widget.provider.into(),
            base_url: widget.base_url.clone(),
            website_token: widget.website_token.clone(),
        }
    }
}

/// The signed-in user as the support chat knows them (Chatwoot's `setUser`).
#[derive(SimpleObject)]
#[graphql(name = "SupportIdentity")]
pub struct SupportIdentityGql {
    /// The user's id.
    pub identifier: ID,
    pub name: String,
    pub email: String,
    /// When the account was made.
    pub created_at: DateTime<Utc>,
    /// HMAC-SHA256 of `identifier` with the server's identity secret, in hex (Chatwoot's
    /// `identifier_hash`); null when the server has no identity secret.
    pub identifier_hash: Option<String>,
}

impl From<SupportIdentity> for SupportIdentityGql {
    fn from(identity: SupportIdentity) -> Self {
        Self {
            identifier: ID(identity.identifier),
            name: identity.name,
            email: identity.email,
            created_at: identity.created_at,
            identifier_hash: identity.identifier_hash,
        }
    }
}
