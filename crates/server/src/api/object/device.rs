use async_graphql::{Enum, ID, SimpleObject};
use chrono::{DateTime, Utc};
use domain::session::SessionClient;

use super::user::User;
use crate::app::{accounts::Session, devices::DeviceView};

/// Which client holds a session.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "SessionClient")]
pub enum SessionClientGql {
    /// The web app in a browser.
    Web,
    /// The browser extension.
    Extension,
}

impl From<SessionClient> for SessionClientGql {
    fn from(value: SessionClient) -> Self {
        match value {
            SessionClient::Web => Self::Web,
            SessionClient::Extension => Self::Extension,
        }
    }
}

/// A session signed in to the account (Settings → Signed-in devices).
#[derive(SimpleObject)]
pub struct SignedInDevice {
    /// The session's id (give it to `endSignedInDevice`).
    pub id: ID,
    pub client: SessionClientGql,
    /// The browser and system it signed in from, for example "Firefox on Linux".
    pub label: String,
    pub signed_in_at: DateTime<Utc>,
    /// When it last renewed its sign-in.
    pub last_active_at: DateTime<Utc>,
    /// The session this request was made with.
    pub current: bool,
}

impl From<DeviceView> for SignedInDevice {
    fn from(view: DeviceView) -> Self {
        Self {
            id: view.session.family_id.into(),
            client: view.session.client.into(),
            label: view.session.label,
            signed_in_at: view.session.signed_in_at,
            last_active_at: view.session.last_active_at,
            current: view.current,
        }
    }
}

/// The browser extension's session: unlike the web app's, its refresh token is in the body
/// (the extension keeps it in its own storage) and no cookie is set.
#[derive(SimpleObject)]
pub struct ExtensionSession {
    /// Send as `Authorization: Bearer`; it may run only the extension's operations.
    pub access_token: String,
    pub expires_at: DateTime<Utc>,
    /// Give it to `refreshExtensionSession` for the next access token (it rotates: each is
    /// good once). Null when another refresh with the same token just rotated it (two at
    /// once): keep the one that refresh returned.
    pub refresh_token: Option<String>,
    pub refresh_expires_at: Option<DateTime<Utc>>,
    pub user: User,
}

impl From<Session> for ExtensionSession {
    fn from(session: Session) -> Self {
        let (refresh_token, refresh_expires_at) = session.refresh.unzip();
        Self {
            access_token: session.access_token,
            expires_at: session.expires_at,
            refresh_token,
            refresh_expires_at,
            user: User(session.user),
        }
    }
}
