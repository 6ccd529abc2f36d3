use async_graphql::{Context, ID, Object};

use crate::{
    api::{
        context::request,
        error::ResultExt,
        guard::{SignedIn, claims},
        object::device::ExtensionSession,
    },
    app::App,
};

#[derive(Default)]
pub struct DeviceMutation;

#[Object]
impl DeviceMutation {
    /// Starts a session for the browser extension of the user signed in to the web app; the
    /// web app posts it to the extension. Its access tokens may run only the extension's
    /// operations. At most 10 in a burst, then one every 6 minutes. Guard: signed in, from the
    /// web app (FORBIDDEN with an extension token).
    #[graphql(guard = "SignedIn")]
    async fn connect_extension(
        &self,
        ctx: &Context<'_>,
    ) -> async_graphql::Result<ExtensionSession> {
        let session = ctx
            .data_unchecked::<App>()
            .connect_extension(claims(ctx)?, &request(ctx).client)
            .await
            .gql()?;
        Ok(session.into())
    }

    /// Rotates the extension's refresh token and returns a new access token. Public (the token
    /// is the credential), limited per client address; a web session's token, or an ended
    /// session's, is UNAUTHENTICATED.
    async fn refresh_extension_session(
        &self,
        ctx: &Context<'_>,
        refresh_token: String,
    ) -> async_graphql::Result<ExtensionSession> {
        let session = ctx
            .data_unchecked::<App>()
            .refresh_extension_session(&refresh_token, &request(ctx).client)
            .await
            .gql()?;
        Ok(session.into())
    }

    /// Ends the extension's session (its sign-out). Public; always true.
    async fn sign_out_extension(
        &self,
        ctx: &Context<'_>,
        refresh_token: String,
    ) -> async_graphql::Result<bool> {
        ctx.data_unchecked::<App>()
            .sign_out(Some(&refresh_token))
            .await
            .gql()?;
        Ok(true)
    }

    /// Ends one of the caller's sessions (a browser or the extension): its sign-in and its
    /// access tokens stop working. Guard: signed in; another user's session is NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn end_signed_in_device(&self, ctx: &Context<'_>, id: ID) -> async_graphql::Result<bool> {
        ctx.data_unchecked::<App>()
            .end_device_session(claims(ctx)?, id.as_str())
            .await
            .gql()?;
        Ok(true)
    }
}
