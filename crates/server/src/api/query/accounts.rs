use async_graphql::{Context, Object};
use domain::account::Email;

use crate::{
    api::{
        error::ResultExt,
        guard::{SignedIn, claims},
        object::{
            auth::{AuthConfig, LoginTypeResult},
            user::User,
        },
    },
    app::App,
};

#[derive(Default)]
pub struct AccountQuery;

#[Object]
impl AccountQuery {
    /// The signed-in user. Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn me(&self, ctx: &Context<'_>) -> async_graphql::Result<User> {
        let claims = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .me(&claims.sub)
            .await
            .gql()
            .map(User)
    }

    /// How an email signs in, and whether it can reset a password. Public.
    async fn check_login_type(
        &self,
        ctx: &Context<'_>,
        email: String,
    ) -> async_graphql::Result<LoginTypeResult> {
        let email = Email::parse(&email).gql()?;
        let (login_type, can_reset_password) = ctx
            .data_unchecked::<App>()
            .check_login_type(email)
            .await
            .gql()?;
        Ok(LoginTypeResult {
            login_type: login_type.into(),
            can_reset_password,
        })
    }

    /// Sign-in methods this server offers. Public.
    async fn auth_config(&self, ctx: &Context<'_>) -> AuthConfig {
        AuthConfig {
            google_enabled: ctx.data_unchecked::<App>().google_enabled(),
        }
    }
}
