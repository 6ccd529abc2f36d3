//! Accounts: sign-up with a mailed code, sign-in with throttling, rotating sessions, password
//! reset, and checkLoginType.

use chrono::{DateTime, Utc};
use domain::referral::ReferralCode;
use domain::{
    account::{Email, LoginType, NewAccount, Password, can_reset_password},
    plan::Start,
    session::{self, SessionClient, SpentToken},
    throttle::{self, SignInGate},
    verification::{self, Code, CodePurpose, CodeState, DailyCap},
};
use rand::Rng;
use store::{NewEmailCode, NewRefreshToken, NewUser, Rotation, User};

use super::{App, Client, Error, Result, limits::AccountMail, token_versions, users::UserView};
use crate::auth::{
    mail::MailKind,
    tokens::{AccessGrant, Claims, Tokens},
};

const ALREADY_VERIFIED: &str = "This email address is already verified. Sign in instead.";

/// A signed-in session: the access token for the response body, and the refresh token for the
/// httpOnly cookie.
#[derive(Debug, Clone)]
pub struct Session {
    pub access_token: String,
    pub expires_at: DateTime<Utc>,
    /// A new refresh token and its expiry, for the cookie. None when the browser already holds
    /// the current one (a concurrent refresh).
    pub refresh: Option<(String, DateTime<Utc>)>,
    pub user: UserView,
}

#[derive(Debug, Clone)]
pub struct SignedUp {
    pub email: String,
    pub code_expires_at: DateTime<Utc>,
}

#[derive(Debug, Clone)]
pub struct Resent {
    pub sent: bool,
    pub retry_after_secs: i64,
}

impl App {
    /// Creates an unverified account and mails a verification code. Limited per client address
    /// and per email (see [`super::limits`]). `referred_by` is the code the person arrived
    /// with (the `ref` cookie), recorded with the account when it names another user.
    pub async fn sign_up(
        &self,
        account: NewAccount,
        client: &Client,
        referred_by: Option<ReferralCode>,
    ) -> Result<SignedUp> {
        self.account_limits
            .check(
                &self.limit_store,
                AccountMail::SignUp,
                client,
                account.email.as_str(),
            )
            .await?;
        let now = self.clock.now();
        let hash = self
            .hashing
            .hash(account.password.expose().to_owned())
            .await?;
        let user = self
            .store
            .insert_user(
                NewUser {
                    email: account.email.as_str().to_owned(),
                    name: account.display_name(),
                    given_name: account.given_name.into_inner(),
                    family_name: account.family_name.into_inner(),
                    password_hash: Some(hash),
                    email_verified: false,
                    login_type: LoginType::EmailPassword,
                    profile_photo: None,
                    start: Start::free(),
                    referred_by,
                },
                now,
            )
            .await
            .map_err(|err| {
                if err.is_conflict_on(store::Unique::UserEmail) {
                    Error::Conflict(
                        "An account with this email already exists. Sign in instead.".into(),
                    )
                } else {
                    err.into()
                }
            })?;
        let code_expires_at = self.send_code(&user, CodePurpose::VerifyEmail, now).await?;
        Ok(SignedUp {
            email: user.email,
            code_expires_at,
        })
    }

    /// Mails a fresh code, unless one was sent less than the cooldown ago.
    pub async fn resend_verification_code(&self, email: Email, client: &Client) -> Result<Resent> {
        self.account_limits
            .check(
                &self.limit_store,
                AccountMail::ResendCode,
                client,
                email.as_str(),
            )
            .await?;
        let now = self.clock.now();
        let Some(user) = self.store.find_user_by_email(email.as_str()).await? else {
            // Same answer as for an account that exists, so this can't probe for accounts.
            return Ok(Resent {
                sent: true,
                retry_after_secs: verification::RESEND_COOLDOWN.num_seconds(),
            });
        };
        if user.email_verified {
            return Err(Error::Conflict(ALREADY_VERIFIED.into()));
        }
        let last = self
            .store
            .last_email_code_sent_at(&user.id, CodePurpose::VerifyEmail.as_str())
            .await?;
        let wait = verification::resend_wait(last, now);
        if wait > 0 {
            return Ok(Resent {
                sent: false,
                retry_after_secs: wait,
            });
        }
        self.send_code(&user, CodePurpose::VerifyEmail, now).await?;
        Ok(Resent {
            sent: true,
            retry_after_secs: verification::RESEND_COOLDOWN.num_seconds(),
        })
    }

    /// Checks the mailed code; on success the email is verified and the user is signed in.
    pub async fn verify_email(&self, email: Email, code: Code, client: &Client) -> Result<Session> {
        let now = self.clock.now();
        let user = self
            .store
            .find_user_by_email(email.as_str())
            .await?
            .ok_or(Error::InvalidCode)?;
        if user.email_verified {
            return Err(Error::Conflict(ALREADY_VERIFIED.into()));
        }
        self.check_code(&user, CodePurpose::VerifyEmail, &code, now)
            .await?;
        self.store.mark_email_verified(&user.id, now).await?;
        let user = self
            .store
            .find_user(&user.id)
            .await?
            .ok_or(Error::InvalidCode)?;
        self.start_session(user, now, SessionClient::Web, client)
            .await
    }

    /// Password sign-in. Failures are throttled per client address; an account with many
    /// recent failures asks for a code mailed to it as well as the password, so nobody can
    /// lock its owner out by failing on purpose (`domain::throttle`). The code is mailed only
    /// once the right password was given, so strangers cannot make us mail the owner.
    pub async fn sign_in(
        &self,
        email: Email,
        password: String,
        code: Option<Code>,
        client: &Client,
    ) -> Result<Session> {
        let now = self.clock.now();
        let (attempt, account_failures, ip_failures) = self
            .store
            .record_login_attempt(email.as_str(), &client.ip, now, now - throttle::WINDOW)
            .await?;
        let gate = throttle::sign_in_gate(account_failures, ip_failures);
        if gate == SignInGate::Refused {
            return Err(Error::RateLimited {
                message: "Too many failed sign-in attempts from your network. Wait 15 minutes, \
                          or reset your password."
                    .into(),
                retry_after_secs: throttle::WINDOW.num_seconds(),
            });
        }
        let user = self.store.find_user_by_email(email.as_str()).await?;
        let stored = user.as_ref().and_then(|u| u.password_hash.clone());
        if !self.hashing.verify(password, stored).await? {
            return Err(Error::InvalidCredentials);
        }
        let user = user.ok_or(Error::InvalidCredentials)?;
        if !user.email_verified {
            self.store.mark_login_attempt_succeeded(&attempt).await?;
            return Err(Error::UserNotConfirmed);
        }
        if gate == SignInGate::PasswordAndCode {
            match code {
                Some(code) => {
                    self.check_code(&user, CodePurpose::SignIn, &code, now)
                        .await?
                }
                None => {
                    let last = self
                        .store
                        .last_email_code_sent_at(&user.id, CodePurpose::SignIn.as_str())
                        .await?;
                    if verification::resend_wait(last, now) == 0 {
                        self.send_code(&user, CodePurpose::SignIn, now).await?;
                    }
                    return Err(Error::SignInCodeRequired);
                }
            }
        }
        self.store.mark_login_attempt_succeeded(&attempt).await?;
        self.start_session(user, now, SessionClient::Web, client)
            .await
    }

    /// Rotates the refresh token. Presenting a spent token revokes its whole family: either the
    /// user or a thief holds a copy, and both must sign in again. The exception is a concurrent
    /// refresh from the same browser (see `domain::session`): it gets an access token and no new
    /// cookie, since the jar already holds the successor.
    pub async fn refresh_session(&self, refresh_token: &str) -> Result<Session> {
        self.refresh_session_of(refresh_token, SessionClient::Web)
            .await
    }

    /// [`Self::refresh_session`] for a token held by `holder`: another client's token is
    /// refused (the extension's token cannot become a web session, nor the other way round).
    pub(crate) async fn refresh_session_of(
        &self,
        refresh_token: &str,
        holder: SessionClient,
    ) -> Result<Session> {
        let now = self.clock.now();
        let hash = Tokens::hash_refresh_token(refresh_token);
        let token = self
            .store
            .find_refresh_token(&hash)
            .await?
            .filter(|token| SessionClient::from(token.client) == holder)
            .ok_or(Error::Unauthenticated)?;
        if let Some(revoked_at) = token.revoked_at {
            let successor = match &token.replaced_by {
                Some(id) => self.store.find_refresh_token_by_id(id).await?,
                None => None,
            };
            let rotated_at = successor.as_ref().map(|_| revoked_at);
            let successor_live = successor
                .as_ref()
                .is_some_and(|s| s.revoked_at.is_none() && s.expires_at > now);
            return match session::judge_spent_token(rotated_at, successor_live, now) {
                SpentToken::Concurrent => {
                    let user = self
                        .store
                        .find_user(&token.user_id)
                        .await?
                        .ok_or(Error::Unauthenticated)?;
                    let view = self.user_view(user).await?;
                    let (access_token, expires_at) =
                        self.access_token(&view, &token.family_id, token.client.into(), now)?;
                    Ok(Session {
                        access_token,
                        expires_at,
                        refresh: None,
                        user: view,
                    })
                }
                SpentToken::Replay => {
                    let revoked = self
                        .store
                        .revoke_refresh_family(&token.family_id, now)
                        .await?;
                    self.token_versions
                        .forget_session(&token.user_id, &token.family_id);
                    tracing::warn!(user_id = %token.user_id, family = %token.family_id, revoked, "refresh token reused; family revoked");
                    Err(Error::Unauthenticated)
                }
            };
        }
        if token.expires_at <= now {
            return Err(Error::Unauthenticated);
        }
        let user = self
            .store
            .find_user(&token.user_id)
            .await?
            .ok_or(Error::Unauthenticated)?;
        let (raw, new_hash) = self.tokens.new_refresh_token();
        let refresh_expires_at = now + self.tokens.refresh_ttl();
        let next = NewRefreshToken {
            user_id: user.id.clone(),
            family_id: token.family_id.clone(),
            token_hash: new_hash,
            expires_at: refresh_expires_at,
            client: token.client.into(),
            label: token.label.clone(),
        };
        match self
            .store
            .rotate_refresh_token(&token.id, next, now)
            .await?
        {
            Rotation::Rotated => {
                let family = (token.family_id.as_str(), token.client.into());
                self.session_with(user, family, raw, refresh_expires_at, now)
                    .await
            }
            // Lost a race with a concurrent refresh of the same token: judge it like a spent one.
            Rotation::AlreadySpent => {
                Box::pin(self.refresh_session_of(refresh_token, holder)).await
            }
        }
    }

    /// Mails a reset code when the account exists and has a password. The answer is the same
    /// either way (the limits count every request, whether or not the account exists; a flow
    /// locked for the day sends nothing, silently), so the form cannot be used to probe for
    /// accounts.
    pub async fn forgot_password(&self, email: Email, client: &Client) -> Result<Resent> {
        self.account_limits
            .check(
                &self.limit_store,
                AccountMail::ForgotPassword,
                client,
                email.as_str(),
            )
            .await?;
        // Asked again within the minute: say when, whether or not the account exists.
        if let Err(wait) = self
            .account_limits
            .reset_cooldown(&self.limit_store, email.as_str())
            .await
        {
            return Ok(Resent {
                sent: false,
                retry_after_secs: wait,
            });
        }
        // What every ask that starts a cooldown answers: unknown addresses, accounts without a
        // password and accounts whose codes are locked for the day included.
        let started = Resent {
            sent: true,
            retry_after_secs: verification::RESEND_COOLDOWN.num_seconds(),
        };
        let now = self.clock.now();
        let Some(user) = self.store.find_user_by_email(email.as_str()).await? else {
            return Ok(started);
        };
        if user.password_hash.is_none() {
            return Ok(started);
        }
        let last = self
            .store
            .last_email_code_sent_at(&user.id, CodePurpose::ResetPassword.as_str())
            .await?;
        if verification::resend_wait(last, now) > 0 {
            // Sent by another instance within the minute: nothing more is sent.
            return Ok(started);
        }
        match self.send_code(&user, CodePurpose::ResetPassword, now).await {
            Err(Error::RateLimited { .. }) => {
                tracing::warn!(user_id = %user.id, "password reset codes are locked for the day; none sent");
                Ok(started)
            }
            other => other.map(|_| started),
        }
    }

    /// Sets a new password with a mailed code and signs out every session of the account.
    pub async fn reset_password(
        &self,
        email: Email,
        code: Code,
        new_password: Password,
    ) -> Result<()> {
        let now = self.clock.now();
        let user = self
            .store
            .find_user_by_email(email.as_str())
            .await?
            .ok_or(Error::InvalidCode)?;
        self.check_code(&user, CodePurpose::ResetPassword, &code, now)
            .await?;
        let hash = self.hashing.hash(new_password.expose().to_owned()).await?;
        // The mailbox was proven, so an unverified account is verified now too; every session
        // (access tokens included) ends.
        self.store.reset_password_hash(&user.id, hash, now).await?;
        self.token_versions.forget(&user.id);
        Ok(())
    }

    /// The identity an access token proves: its signature, issuer and expiry check out, its
    /// account still exists, and no session-ending event (a password reset, say) happened since
    /// it was issued, and its session was not ended (signed out, or from "Signed-in devices").
    /// None: treat the request as a guest's. Both are read at most once a second per session
    /// and instance ([`super::token_versions`]).
    pub async fn authenticate(&self, access_token: &str) -> Result<Option<Claims>> {
        let Some(claims) = self.tokens.verify_access(access_token) else {
            return Ok(None);
        };
        let now = std::time::Instant::now();
        let key = token_versions::key(&claims.sub, claims.sid.as_deref());
        let current = match self.token_versions.get(&key, now) {
            Some(seen) => seen,
            None => {
                let read = match claims.sid.as_deref() {
                    Some(sid) => self
                        .store
                        .session_state(&claims.sub, sid)
                        .await?
                        .filter(|state| state.live)
                        .map(|state| state.token_version),
                    None => self.store.token_version(&claims.sub).await?,
                };
                self.token_versions.remember(&key, read, now);
                read
            }
        };
        Ok((current == Some(claims.ver)).then_some(claims))
    }

    /// How an email signs in, and whether it can reset a password (spec: checkLoginType).
    pub async fn check_login_type(&self, email: Email) -> Result<(LoginType, bool)> {
        let user = self.store.find_user_by_email(email.as_str()).await?;
        Ok(can_reset_password(user.map(|u| {
            (LoginType::from(u.login_type), u.password_hash.is_some())
        })))
    }

    /// Starts a new session family for a user who just proved who they are, held by `holder`
    /// (labelled from the client's User-Agent for "Signed-in devices").
    pub(crate) async fn start_session(
        &self,
        user: User,
        now: DateTime<Utc>,
        holder: SessionClient,
        client: &Client,
    ) -> Result<Session> {
        let (raw, hash) = self.tokens.new_refresh_token();
        let refresh_expires_at = now + self.tokens.refresh_ttl();
        let family_id = uuid::Uuid::now_v7().to_string();
        self.store
            .insert_refresh_token(
                NewRefreshToken {
                    user_id: user.id.clone(),
                    family_id: family_id.clone(),
                    token_hash: hash,
                    expires_at: refresh_expires_at,
                    client: holder,
                    label: session::device_label(holder, &client.user_agent),
                },
                now,
            )
            .await?;
        self.session_with(user, (&family_id, holder), raw, refresh_expires_at, now)
            .await
    }

    /// An access token for the user as they are now (groups and token version included), for
    /// the session `family_id` held by `holder`.
    fn access_token(
        &self,
        view: &UserView,
        family_id: &str,
        holder: SessionClient,
        now: DateTime<Utc>,
    ) -> Result<(String, DateTime<Utc>)> {
        Ok(self.tokens.issue_access(
            AccessGrant {
                user_id: &view.user.id,
                email: &view.user.email,
                groups: view.groups.clone(),
                version: view.user.token_version,
                session_id: family_id,
                client: holder,
            },
            now,
        )?)
    }

    async fn session_with(
        &self,
        user: User,
        (family_id, holder): (&str, SessionClient),
        refresh_token: String,
        refresh_expires_at: DateTime<Utc>,
        now: DateTime<Utc>,
    ) -> Result<Session> {
        let view = self.user_view(user).await?;
        let (access_token, expires_at) = self.access_token(&view, family_id, holder, now)?;
        Ok(Session {
            access_token,
            expires_at,
            refresh: Some((refresh_token, refresh_expires_at)),
            user: view,
        })
    }

    /// Mails a new code, unless the account was sent its daily cap of codes for this purpose.
    async fn send_code(
        &self,
        user: &User,
        purpose: CodePurpose,
        now: DateTime<Utc>,
    ) -> Result<DateTime<Utc>> {
        self.within_daily_cap(user, purpose, DailyCap::CodesSent, now)
            .await?;
        let code = Code::from_number(rand::rng().random_range(0..1_000_000));
        let expires_at = now + verification::CODE_TTL;
        self.store
            .replace_email_code(
                NewEmailCode {
                    user_id: user.id.clone(),
                    purpose: purpose.as_str(),
                    code_hash: self
                        .tokens
                        .hash_code(&user.id, purpose.as_str(), code.as_str()),
                    expires_at,
                },
                now,
            )
            .await?;
        let minutes = verification::CODE_TTL.num_minutes();
        let (kind, subject, body) = match purpose {
            CodePurpose::VerifyEmail => (
                MailKind::VerificationCode,
                format!("Your Superprompt verification code: {}", code.as_str()),
                format!(
                    "Hi {},\n\nYour Superprompt verification code is {}.\nIt expires in {minutes} minutes.\n\n\
                     Enter it at {}/verify-email?email={} to finish creating your account.\n\n\
                     If you did not sign up, you can ignore this email.\n",
                    user.given_name,
                    code.as_str(),
                    self.public_url,
                    url::form_urlencoded::byte_serialize(user.email.as_bytes()).collect::<String>(),
                ),
            ),
            CodePurpose::SignIn => (
                MailKind::SignInCode,
                format!("Your Superprompt sign-in code: {}", code.as_str()),
                format!(
                    "Hi {},\n\nYour Superprompt sign-in code is {}.\nIt expires in {minutes} minutes.\n\n\
                     Your password was entered correctly, but your account had several failed sign-in \
                     attempts recently, so we are checking that it is you.\n\n\
                     If you did not just sign in, someone knows your password: reset it at {}/forgot-password.\n",
                    user.given_name,
                    code.as_str(),
                    self.public_url,
                ),
            ),
            CodePurpose::ResetPassword => (
                MailKind::PasswordResetCode,
                format!("Your Superprompt password reset code: {}", code.as_str()),
                format!(
                    "Hi {},\n\nYour Superprompt password reset code is {}.\nIt expires in {minutes} minutes.\n\n\
                     If you did not ask to reset your password, you can ignore this email: your password \
                     has not changed.\n",
                    user.given_name,
                    code.as_str(),
                ),
            ),
        };
        self.mailer.send(&user.email, kind, &subject, body).await?;
        Ok(expires_at)
    }

    /// Refuses (locking the flow, not the account) when the account's codes for `purpose`
    /// reached the daily `cap`.
    async fn within_daily_cap(
        &self,
        user: &User,
        purpose: CodePurpose,
        cap: DailyCap,
        now: DateTime<Utc>,
    ) -> Result<()> {
        let usage = self
            .store
            .email_code_usage(&user.id, purpose.as_str(), now - verification::DAILY_WINDOW)
            .await?;
        let used = match cap {
            DailyCap::CodesSent => usage.codes_sent,
            DailyCap::Guesses => usage.guesses,
        };
        match verification::daily_lock(used, cap.limit(), usage.oldest_sent_at, now) {
            Some(until) => Err(Error::RateLimited {
                message: verification::daily_lock_message(purpose, until, now),
                retry_after_secs: (until - now).num_seconds().max(1),
            }),
            None => Ok(()),
        }
    }

    /// Counts the guess, then compares. The count comes first and is atomic, so parallel
    /// guesses cannot exceed the limit of one code; the daily cap of guesses over all of the
    /// account's codes for this purpose is checked first.
    async fn check_code(
        &self,
        user: &User,
        purpose: CodePurpose,
        code: &Code,
        now: DateTime<Utc>,
    ) -> Result<()> {
        self.within_daily_cap(user, purpose, DailyCap::Guesses, now)
            .await?;
        let stored = self
            .store
            .current_email_code(&user.id, purpose.as_str())
            .await?
            .ok_or(Error::CodeExpired)?;
        match verification::code_state(stored.expires_at, stored.attempts, now) {
            CodeState::Usable => {}
            CodeState::Expired | CodeState::Exhausted => return Err(Error::CodeExpired),
        }
        if !self
            .store
            .count_email_code_attempt(&stored.id, verification::MAX_CODE_ATTEMPTS)
            .await?
        {
            return Err(Error::CodeExpired);
        }
        let expected = self
            .tokens
            .hash_code(&user.id, purpose.as_str(), code.as_str());
        if expected != stored.code_hash {
            return Err(Error::InvalidCode);
        }
        if !self.store.consume_email_code(&stored.id, now).await? {
            return Err(Error::CodeExpired);
        }
        Ok(())
    }
}
