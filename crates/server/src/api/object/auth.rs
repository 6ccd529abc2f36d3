use async_graphql::SimpleObject;
use chrono::{DateTime, Utc};

use super::user::{LoginTypeGql, User};

/// A signed-in session. The refresh token travels only in the httpOnly cookie.
#[derive(SimpleObject)]
pub struct AuthPayload {
    pub access_token: String,
    pub expires_at: DateTime<Utc>,
    pub user: User,
}

#[derive(SimpleObject)]
pub struct SignUpResult {
    pub email: String,
    pub code_expires_at: DateTime<Utc>,
}

/// The answer to asking for a code again (verification or password reset).
#[derive(SimpleObject)]
pub struct ResendResult {
    /// False when one was asked for too recently: nothing was sent.
    pub sent: bool,
    /// Seconds until another code may be asked for.
    pub retry_after_seconds: i32,
}

impl From<crate::app::accounts::Resent> for ResendResult {
    fn from(resent: crate::app::accounts::Resent) -> Self {
        Self {
            sent: resent.sent,
            retry_after_seconds: i32::try_from(resent.retry_after_secs).unwrap_or(i32::MAX),
        }
    }
}

#[derive(SimpleObject)]
pub struct LoginTypeResult {
    pub login_type: LoginTypeGql,
    pub can_reset_password: bool,
}

/// Sign-in methods this server offers.
#[derive(SimpleObject)]
pub struct AuthConfig {
    pub google_enabled: bool,
}

#[derive(SimpleObject)]
pub struct DeleteUserDataResult {
    pub success: bool,
    pub message: String,
}
