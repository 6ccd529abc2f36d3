//! What the transport tells the API about a request: the verified access-token claims (the
//! only source of identity), the refresh cookie, and the client address.

use async_graphql::Context;

use crate::{app::Client, auth::tokens::Claims};

#[derive(Debug, Clone, Default)]
pub struct RequestContext {
    pub claims: Option<Claims>,
    pub refresh_token: Option<String>,
    pub client: Client,
    /// Mark cookies `Secure` (the public URL is https).
    pub secure_cookies: bool,
    /// The referral code the visitor arrived with (the `ref` cookie).
    pub referral: Option<domain::referral::ReferralCode>,
    /// Sent from a browser extension's page (its `Origin`): it may run only the extension's
    /// operations (`extension_scope.rs`).
    pub from_extension: bool,
}

/// The request's context (empty when the schema runs without a transport, as in tests).
pub fn request(ctx: &Context<'_>) -> RequestContext {
    ctx.data_opt::<RequestContext>()
        .cloned()
        .unwrap_or_default()
}
