//! Google sign-in through OpenID Connect (the `openidconnect` crate): authorization code flow
//! with PKCE, state and nonce. The issuer is configurable, so any conforming provider works
//! (tests use a local one). Provider metadata is discovered on first use and cached, so the
//! server starts even when the provider is unreachable.

use openidconnect::{
    AuthorizationCode, ClientId, ClientSecret, CsrfToken, EndpointMaybeSet, EndpointNotSet,
    EndpointSet, IssuerUrl, Nonce, PkceCodeChallenge, PkceCodeVerifier, RedirectUrl, Scope,
    TokenResponse,
    core::{CoreAuthenticationFlow, CoreClient, CoreProviderMetadata},
};
use tokio::sync::OnceCell;

use crate::config::GoogleConfig;

/// A client built from discovered metadata: the authorization endpoint is known, the token and
/// user-info endpoints may be.
type DiscoveredClient = CoreClient<
    EndpointSet,
    EndpointNotSet,
    EndpointNotSet,
    EndpointNotSet,
    EndpointMaybeSet,
    EndpointMaybeSet,
>;

/// What the provider vouches for about the person.
#[derive(Debug, Clone)]
pub struct Profile {
    pub subject: String,
    pub email: String,
    pub email_verified: bool,
    pub given_name: Option<String>,
    pub family_name: Option<String>,
    pub picture: Option<String>,
}

/// The parts of a started sign-in that must be kept until the callback.
pub struct Started {
    pub url: url::Url,
    pub state: String,
    pub nonce: String,
    pub pkce_verifier: String,
}

pub struct GoogleSignIn {
    config: GoogleConfig,
    redirect_url: String,
    http: reqwest::Client,
    metadata: OnceCell<CoreProviderMetadata>,
}

impl GoogleSignIn {
    pub fn new(config: GoogleConfig, redirect_url: String) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder()
            // The OIDC spec forbids following redirects on back-channel calls.
            .redirect(reqwest::redirect::Policy::none())
            .timeout(std::time::Duration::from_secs(10))
            .build()?;
        Ok(Self {
            config,
            redirect_url,
            http,
            metadata: OnceCell::new(),
        })
    }

    async fn metadata(&self) -> anyhow::Result<&CoreProviderMetadata> {
        self.metadata
            .get_or_try_init(|| async {
                let issuer = IssuerUrl::new(self.config.issuer.clone())?;
                CoreProviderMetadata::discover_async(issuer, &self.http)
                    .await
                    .map_err(|e| anyhow::anyhow!("OIDC discovery at {}: {e}", self.config.issuer))
            })
            .await
    }

    async fn client(&self) -> anyhow::Result<DiscoveredClient> {
        Ok(CoreClient::from_provider_metadata(
            self.metadata().await?.clone(),
            ClientId::new(self.config.client_id.clone()),
            Some(ClientSecret::new(
                self.config.client_secret.expose().to_owned(),
            )),
        )
        .set_redirect_uri(RedirectUrl::new(self.redirect_url.clone())?))
    }

    pub async fn start(&self) -> anyhow::Result<Started> {
        let client = self.client().await?;
        let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
        let (url, state, nonce) = client
            .authorize_url(
                CoreAuthenticationFlow::AuthorizationCode,
                CsrfToken::new_random,
                Nonce::new_random,
            )
            .add_scope(Scope::new("email".into()))
            .add_scope(Scope::new("profile".into()))
            .set_pkce_challenge(challenge)
            .url();
        Ok(Started {
            url,
            state: state.secret().clone(),
            nonce: nonce.secret().clone(),
            pkce_verifier: verifier.secret().clone(),
        })
    }

    /// Exchanges the code, verifies the ID token (signature, issuer, audience, expiry, nonce)
    /// and returns the profile it vouches for.
    pub async fn finish(
        &self,
        code: String,
        nonce: String,
        pkce_verifier: String,
    ) -> anyhow::Result<Profile> {
        let client = self.client().await?;
        let response = client
            .exchange_code(AuthorizationCode::new(code))?
            .set_pkce_verifier(PkceCodeVerifier::new(pkce_verifier))
            .request_async(&self.http)
            .await
            .map_err(|e| anyhow::anyhow!("OIDC token exchange: {e}"))?;
        let id_token = response
            .id_token()
            .ok_or_else(|| anyhow::anyhow!("provider sent no ID token"))?;
        let claims = id_token.claims(&client.id_token_verifier(), &Nonce::new(nonce))?;
        let email = claims
            .email()
            .map(|e| e.as_str().to_owned())
            .ok_or_else(|| anyhow::anyhow!("provider sent no email claim"))?;
        let first = |c: Option<&openidconnect::LocalizedClaim<_>>| {
            c.and_then(|c| c.get(None))
                .map(|v: &openidconnect::EndUserGivenName| v.as_str().to_owned())
        };
        Ok(Profile {
            subject: claims.subject().as_str().to_owned(),
            email,
            email_verified: claims.email_verified().unwrap_or(false),
            given_name: first(claims.given_name()),
            family_name: claims
                .family_name()
                .and_then(|c| c.get(None))
                .map(|v| v.as_str().to_owned()),
            picture: claims
                .picture()
                .and_then(|c| c.get(None))
                .map(|v| v.as_str().to_owned()),
        })
    }
}
