//! Signed-in devices and the browser extension's sessions (issue 23).
//!
//! Every sign-in starts a session (a refresh token family) held by a client: the web app (its
//! refresh token in an httpOnly cookie) or the browser extension (its own refresh token, which
//! it keeps in the extension's storage and sends in the request body). A signed-in web user
//! connects the extension, which gets a session of its own; its access tokens carry the
//! extension scope, and may run only the extension's operations (`api/extension_scope.rs`).
//! Settings → Signed-in devices lists the live sessions and ends any of them; an ended session's
//! access tokens stop working within a second on every instance (at once on this one).

use std::time::Duration;

use domain::session::SessionClient;
use store::DeviceSession;

use super::{App, Client, Error, Result, accounts::Session, limits::KeyedLimit};
use crate::auth::tokens::{Claims, Tokens};

/// Extension connections a user may make in a burst, then one more every [`CONNECT_REFILL`].
pub const CONNECT_BURST: u32 = 10;
pub const CONNECT_REFILL: Duration = Duration::from_secs(360);
/// Extension refreshes one client address may make in a burst, then one a second.
pub const REFRESH_BURST: u32 = 60;

/// The limits on connecting the extension (per user) and on its refreshes (per address).
pub struct DeviceLimits {
    connects: KeyedLimit<String>,
    refreshes: KeyedLimit<String>,
}

impl Default for DeviceLimits {
    fn default() -> Self {
        Self {
            connects: KeyedLimit::new("device-connects", CONNECT_BURST, CONNECT_REFILL),
            refreshes: KeyedLimit::new("device-refreshes", REFRESH_BURST, Duration::from_secs(1)),
        }
    }
}

/// A live session as Settings shows it.
#[derive(Debug, Clone)]
pub struct DeviceView {
    pub session: DeviceSession,
    /// The session the request was made with.
    pub current: bool,
}

impl App {
    /// Starts a session for the browser extension of the user signed in to the web app (the
    /// web app hands it to the extension). The extension cannot connect itself.
    pub async fn connect_extension(&self, claims: &Claims, client: &Client) -> Result<Session> {
        if claims.client() == SessionClient::Extension {
            return Err(Error::Forbidden(
                "Connect the extension from the web app, signed in there.".into(),
            ));
        }
        self.device_limits
            .connects
            .allow(
                &self.limit_store,
                &claims.sub,
                "The extension was connected too many times. Please try again in a few minutes.",
            )
            .await?;
        let user = self
            .store
            .find_user(&claims.sub)
            .await?
            .ok_or(Error::Unauthenticated)?;
        self.start_session(user, self.clock.now(), SessionClient::Extension, client)
            .await
    }

    /// Rotates the extension's refresh token (the same rules as the web app's cookie: a spent
    /// token presented again ends the session). A web session's token is refused here.
    pub async fn refresh_extension_session(
        &self,
        refresh_token: &str,
        client: &Client,
    ) -> Result<Session> {
        self.device_limits
            .refreshes
            .allow(
                &self.limit_store,
                &client.ip,
                "Too many requests from your network. Please try again in a minute.",
            )
            .await?;
        self.refresh_session_of(refresh_token, SessionClient::Extension)
            .await
    }

    /// The caller's live sessions, the most recently active first.
    pub async fn signed_in_devices(&self, claims: &Claims) -> Result<Vec<DeviceView>> {
        let sessions = self
            .store
            .device_sessions(&claims.sub, self.clock.now())
            .await?;
        Ok(sessions
            .into_iter()
            .map(|session| DeviceView {
                current: claims.sid.as_deref() == Some(session.family_id.as_str()),
                session,
            })
            .collect())
    }

    /// Ends one of the caller's sessions (its refresh token and, at once, its access tokens).
    /// Another user's session, or one already ended, is NOT_FOUND.
    pub async fn end_device_session(&self, claims: &Claims, session_id: &str) -> Result<()> {
        let ended = self
            .store
            .revoke_user_family(&claims.sub, session_id, self.clock.now())
            .await?;
        if ended == 0 {
            return Err(Error::NotFound(
                "That device is not signed in to your account.".into(),
            ));
        }
        self.token_versions.forget_session(&claims.sub, session_id);
        Ok(())
    }

    /// Ends the session a refresh token belongs to, if it is still known (sign-out, from the web
    /// app's cookie or the extension's storage). Signing out twice is harmless.
    pub async fn sign_out(&self, refresh_token: Option<&str>) -> Result<()> {
        if let Some(raw) = refresh_token
            && let Some(token) = self
                .store
                .find_refresh_token(&Tokens::hash_refresh_token(raw))
                .await?
        {
            self.store
                .revoke_refresh_family(&token.family_id, self.clock.now())
                .await?;
            self.token_versions
                .forget_session(&token.user_id, &token.family_id);
        }
        Ok(())
    }
}
