//! Authorization, attached to fields with `#[graphql(guard = ...)]`, never inline in resolvers.

use async_graphql::{Context, Guard, ID};

use super::{
    RequestContext,
    error::{client_error, code},
};
use crate::{app::Error, auth::tokens::Claims};
use async_graphql::ErrorExtensions;

/// The verified claims of the request, or UNAUTHENTICATED.
pub fn claims<'a>(ctx: &'a Context<'_>) -> async_graphql::Result<&'a Claims> {
    ctx.data_opt::<RequestContext>()
        .and_then(|r| r.claims.as_ref())
        .ok_or_else(|| Error::Unauthenticated.extend())
}

/// The caller must be signed in.
pub struct SignedIn;

impl Guard for SignedIn {
    async fn check(&self, ctx: &Context<'_>) -> async_graphql::Result<()> {
        claims(ctx).map(|_| ())
    }
}

/// Identity comes only from the session: an `email` or `userId` argument, when given, must
/// name the signed-in user, or the call is refused.
pub struct SelfOnly {
    user_id: Option<ID>,
    email: Option<String>,
}

impl SelfOnly {
    pub fn new(user_id: &Option<ID>, email: &Option<String>) -> Self {
        Self {
            user_id: user_id.clone(),
            email: email.clone(),
        }
    }
}

impl Guard for SelfOnly {
    async fn check(&self, ctx: &Context<'_>) -> async_graphql::Result<()> {
        let claims = claims(ctx)?;
        let other_id = self
            .user_id
            .as_ref()
            .is_some_and(|id| id.as_str() != claims.sub);
        let other_email = self
            .email
            .as_ref()
            .is_some_and(|e| !e.trim().eq_ignore_ascii_case(&claims.email));
        if other_id || other_email {
            return Err(client_error(
                code::FORBIDDEN,
                "You can only act on your own account.",
            ));
        }
        Ok(())
    }
}
