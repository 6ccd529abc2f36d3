use async_graphql::{Context, Object};
use domain::{
    account::{Email, NewAccount, Password, PersonName},
    verification::Code,
};

use crate::{
    api::{
        context::request,
        cookies,
        error::ResultExt,
        guard::{SignedIn, claims},
        input::SignUpInput,
        object::{
            auth::{AuthPayload, ResendResult, SignUpResult},
            user::User,
        },
    },
    app::{App, accounts::Session},
};

#[derive(Default)]
pub struct AccountMutation;

/// Sets the refresh cookie and returns the payload.
fn signed_in(ctx: &Context<'_>, session: Session) -> AuthPayload {
    if let Some((token, expires_at)) = session.refresh {
        cookies::set_refresh(ctx, token, expires_at);
    }
    AuthPayload {
        access_token: session.access_token,
        expires_at: session.expires_at,
        user: User(session.user),
    }
}

#[Object]
impl AccountMutation {
    /// Creates an unverified account and mails a 6-digit code. Public.
    async fn sign_up(
        &self,
        ctx: &Context<'_>,
        input: SignUpInput,
    ) -> async_graphql::Result<SignUpResult> {
        let account = NewAccount::parse(
            &input.email,
            &input.password,
            &input.given_name,
            &input.family_name,
        )
        .gql()?;
        let request = request(ctx);
        let done = ctx
            .data_unchecked::<App>()
            .sign_up(account, &request.client, request.referral)
            .await
            .gql()?;
        Ok(SignUpResult {
            email: done.email,
            code_expires_at: done.code_expires_at,
        })
    }

    /// Checks the mailed code and signs in (sets the refresh cookie). Public.
    async fn verify_email(
        &self,
        ctx: &Context<'_>,
        email: String,
        code: String,
    ) -> async_graphql::Result<AuthPayload> {
        let (email, code) = (Email::parse(&email).gql()?, Code::parse(&code).gql()?);
        let session = ctx
            .data_unchecked::<App>()
            .verify_email(email, code, &request(ctx).client)
            .await
            .gql()?;
        Ok(signed_in(ctx, session))
    }

    /// Mails a fresh verification code (at most one a minute). Public.
    async fn resend_verification_code(
        &self,
        ctx: &Context<'_>,
        email: String,
    ) -> async_graphql::Result<ResendResult> {
        let email = Email::parse(&email).gql()?;
        let resent = ctx
            .data_unchecked::<App>()
            .resend_verification_code(email, &request(ctx).client)
            .await
            .gql()?;
        Ok(ResendResult::from(resent))
    }

    /// Signs in with email and password (sets the refresh cookie). Public, throttled. After
    /// several failed attempts on the account, the right password answers
    /// SIGN_IN_CODE_REQUIRED and a 6-digit code is mailed: send it back as `code`.
    async fn sign_in(
        &self,
        ctx: &Context<'_>,
        email: String,
        password: String,
        code: Option<String>,
    ) -> async_graphql::Result<AuthPayload> {
        let email = Email::parse(&email).gql()?;
        let code = code
            .filter(|c| !c.trim().is_empty())
            .map(|c| Code::parse(&c))
            .transpose()
            .gql()?;
        let client = request(ctx).client;
        let session = ctx
            .data_unchecked::<App>()
            .sign_in(email, password, code, &client)
            .await
            .gql()?;
        Ok(signed_in(ctx, session))
    }

    /// Rotates the refresh cookie and returns a new access token. Public (the cookie is the
    /// credential).
    async fn refresh_session(&self, ctx: &Context<'_>) -> async_graphql::Result<AuthPayload> {
        let Some(token) = request(ctx).refresh_token else {
            return Err(crate::app::Error::Unauthenticated).gql();
        };
        match ctx.data_unchecked::<App>().refresh_session(&token).await {
            Ok(session) => Ok(signed_in(ctx, session)),
            Err(err) => {
                cookies::clear_refresh(ctx);
                Err(err).gql()
            }
        }
    }

    /// Revokes the refresh token and clears the cookie. Public; always succeeds.
    async fn sign_out(&self, ctx: &Context<'_>) -> async_graphql::Result<bool> {
        let token = request(ctx).refresh_token;
        ctx.data_unchecked::<App>()
            .sign_out(token.as_deref())
            .await
            .gql()?;
        cookies::clear_refresh(ctx);
        Ok(true)
    }

    /// Mails a reset code when the account exists and has a password (at most one a minute
    /// per email). The answer is the same whether or not an account uses the email: `sent`
    /// false means one was asked for less than a minute ago, and `retryAfterSeconds` says
    /// when the next may be. Public.
    async fn forgot_password(
        &self,
        ctx: &Context<'_>,
        email: String,
    ) -> async_graphql::Result<ResendResult> {
        let email = Email::parse(&email).gql()?;
        let resent = ctx
            .data_unchecked::<App>()
            .forgot_password(email, &request(ctx).client)
            .await
            .gql()?;
        Ok(ResendResult::from(resent))
    }

    /// Sets a new password with the mailed code and signs out every session. Public.
    async fn reset_password(
        &self,
        ctx: &Context<'_>,
        email: String,
        code: String,
        new_password: String,
    ) -> async_graphql::Result<bool> {
        let email = Email::parse(&email).gql()?;
        let code = Code::parse(&code).gql()?;
        let password = Password::parse(&new_password, "newPassword").gql()?;
        ctx.data_unchecked::<App>()
            .reset_password(email, code, password)
            .await
            .gql()?;
        Ok(true)
    }

    /// Changes the caller's given and family name, and returns them as `User`. Guard: signed
    /// in.
    #[graphql(guard = "SignedIn")]
    async fn update_profile(
        &self,
        ctx: &Context<'_>,
        given_name: String,
        family_name: String,
    ) -> async_graphql::Result<User> {
        let given_name = PersonName::parse(&given_name, "givenName", "Given name").gql()?;
        let family_name = PersonName::parse(&family_name, "familyName", "Family name").gql()?;
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .update_profile(&caller.sub, given_name, family_name)
            .await
            .gql()
            .map(User)
    }

    /// Changes the caller's password: `currentPassword` must be right (else BAD_USER_INPUT
    /// with field `currentPassword`, and nothing changes), `newPassword` must meet the policy.
    /// Every other session of the caller is signed out (this one stays signed in) and a notice
    /// is mailed. An account without a password (Google sign-in) is refused with CONFLICT.
    /// Limited per user. Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn change_password(
        &self,
        ctx: &Context<'_>,
        current_password: String,
        new_password: String,
    ) -> async_graphql::Result<bool> {
        let new_password = Password::parse(&new_password, "newPassword").gql()?;
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .change_password(caller, current_password, new_password)
            .await
            .gql()?;
        Ok(true)
    }
}
