//! The signed-in user's own account details (Settings → Account): their name, and changing
//! their password with the current one. Resetting a forgotten password with a mailed code is
//! in [`super::accounts`]; the sessions a change ends are those of [`super::devices`].

use std::time::Duration;

use chrono::{DateTime, Utc};
use domain::account::{Password, PersonName, full_name};

use super::{App, Error, Result, limits::KeyedLimit, users::UserView};
use crate::auth::{mail::MailKind, tokens::Claims};

/// Password changes (each checks a password) a user may try in a burst, then one more every
/// [`PASSWORD_CHANGE_REFILL`]: enough for typos, too few to guess the current password.
pub const PASSWORD_CHANGE_BURST: u32 = 5;
pub const PASSWORD_CHANGE_REFILL: Duration = Duration::from_secs(300);

const NO_PASSWORD: &str = "Your account signs in with Google and has no password to change. \
                           Keep signing in with Google.";

/// The limit on password changes, per user.
pub struct ProfileLimits {
    password_changes: KeyedLimit<String>,
}

impl Default for ProfileLimits {
    fn default() -> Self {
        Self {
            password_changes: KeyedLimit::new(
                "password-changes",
                PASSWORD_CHANGE_BURST,
                PASSWORD_CHANGE_REFILL,
            ),
        }
    }
}

impl App {
    /// Renames the caller (given and family name, and the display name made of them).
    pub async fn update_profile(
        &self,
        user_id: &str,
        given_name: PersonName,
        family_name: PersonName,
    ) -> Result<UserView> {
        let name = full_name(given_name.as_str(), family_name.as_str());
        self.store
            .set_user_name(
                user_id,
                given_name.into_inner(),
                family_name.into_inner(),
                name,
                self.clock.now(),
            )
            .await
            .map_err(|err| match err {
                store::Error::NotFound => Error::Unauthenticated,
                err => err.into(),
            })?;
        self.me(user_id).await
    }

    /// Changes the caller's password after checking the current one, signs out every other
    /// session of theirs (the one making the change stays signed in) and mails them a notice.
    /// A wrong current password changes nothing. Limited per user, since it checks a password.
    pub async fn change_password(
        &self,
        claims: &Claims,
        current_password: String,
        new_password: Password,
    ) -> Result<()> {
        self.profile_limits
            .password_changes
            .allow(
                &self.limit_store,
                &claims.sub,
                "Too many attempts to change your password. Please try again in a few minutes.",
            )
            .await?;
        let user = self
            .store
            .find_user(&claims.sub)
            .await?
            .ok_or(Error::Unauthenticated)?;
        let Some(stored) = user.password_hash.clone() else {
            return Err(Error::Conflict(NO_PASSWORD.into()));
        };
        if !self.hashing.verify(current_password, Some(stored)).await? {
            return Err(domain::ValidationError::new(
                "currentPassword",
                "Your current password is not correct.",
            )
            .into());
        }
        let hash = self.hashing.hash(new_password.expose().to_owned()).await?;
        let now = self.clock.now();
        let revoked = self
            .store
            .change_password_hash(&user.id, hash, claims.sid.as_deref(), now)
            .await?;
        // The ended sessions' access tokens are read again on this instance at once (and
        // within a second on the others).
        self.token_versions.forget(&user.id);
        tracing::info!(user_id = %user.id, revoked, "password changed; other sessions ended");
        self.mail_password_changed(&user.email, &user.given_name, now)
            .await;
        Ok(())
    }

    /// Tells the owner their password changed, so a change they did not make is noticed. The
    /// change is made either way: a mail that cannot be sent is logged, not reported.
    async fn mail_password_changed(&self, email: &str, given_name: &str, at: DateTime<Utc>) {
        let body = format!(
            "Hi {given_name},\n\nYour Superprompt password was changed on {} (UTC). Your other \
             devices have been signed out.\n\n\
             If you did not change it, reset your password now at {}/forgot-password and check \
             Settings → Signed-in devices.\n",
            at.format("%-d %B %Y at %H:%M"),
            self.public_url,
        );
        if let Err(err) = self
            .mailer
            .send(
                email,
                MailKind::PasswordChanged,
                "Your Superprompt password was changed",
                body,
            )
            .await
        {
            tracing::error!(error = ?err, "could not mail the password-changed notice");
        }
    }
}
