//! Google sign-in: start (remember state, nonce and PKCE verifier) and finish (find, link or
//! create the account, then start a session).

use chrono::Duration;
use domain::referral::ReferralCode;
use domain::{
    account::{Email, LoginType, clean_provider_name, full_name},
    plan::Start,
    session::SessionClient,
};
use store::{ClaimedAccount, NewUser, OidcFlow};

use super::{App, Client, Error, Result, accounts::Session};

const PROVIDER: &str = "google";
/// A sign-in must come back from the provider within this time.
const FLOW_TTL: Duration = Duration::minutes(10);

/// A started Google sign-in.
#[derive(Debug, Clone)]
pub struct GoogleStart {
    /// Where to send the browser.
    pub url: url::Url,
    /// What the browser must keep and present at the callback.
    pub state: String,
    pub keep_for_secs: i64,
}

impl App {
    /// Returns the provider URL to send the browser to, and the flow's state for the browser
    /// to keep (see [`App::google_finish`]). `redirect_to` must be a path on this site;
    /// anything else falls back to /dashboard (no open redirects).
    pub async fn google_start(&self, redirect_to: Option<&str>) -> Result<GoogleStart> {
        let google = self
            .google
            .as_ref()
            .ok_or_else(|| Error::NotFound("Google sign-in is not enabled.".into()))?;
        let started = google.start().await.map_err(|e| {
            tracing::error!(error = %e, "cannot start Google sign-in");
            Error::Unavailable(
                "Google sign-in is unavailable right now. Try again, or use email and password."
                    .into(),
            )
        })?;
        let now = self.clock.now();
        self.store
            .save_oidc_flow(
                OidcFlow {
                    state: started.state.clone(),
                    nonce: started.nonce,
                    pkce_verifier: started.pkce_verifier,
                    redirect_to: safe_redirect(redirect_to),
                    created_at: now,
                },
                now - FLOW_TTL,
            )
            .await?;
        Ok(GoogleStart {
            url: started.url,
            state: started.state,
            keep_for_secs: FLOW_TTL.num_seconds(),
        })
    }

    /// Finishes the flow: returns the session and where to send the browser. `started_here`
    /// is the state the browser kept when it began the flow (a cookie): a callback must come
    /// back to the browser that started it, or an attacker could finish their own half-done
    /// flow in a victim's browser and sign the victim into the attacker's account.
    pub async fn google_finish(
        &self,
        code: String,
        state: &str,
        started_here: Option<&str>,
        referred_by: Option<ReferralCode>,
        client: &Client,
    ) -> Result<(Session, String)> {
        let google = self
            .google
            .as_ref()
            .ok_or_else(|| Error::NotFound("Google sign-in is not enabled.".into()))?;
        if !started_here.is_some_and(|kept| same_secret(kept, state)) {
            return Err(Error::Forbidden(
                "This sign-in was started in another browser, or it expired. Start again.".into(),
            ));
        }
        let flow = self
            .store
            .take_oidc_flow(state)
            .await?
            .filter(|f| f.created_at > self.clock.now() - FLOW_TTL)
            .ok_or_else(|| {
                Error::Forbidden("This sign-in link has expired. Start again.".into())
            })?;
        let profile = google
            .finish(code, flow.nonce, flow.pkce_verifier)
            .await
            .map_err(|e| {
                tracing::warn!(error = %e, "Google sign-in failed");
                Error::Forbidden("Google sign-in could not be completed. Try again.".into())
            })?;
        let now = self.clock.now();
        let user = match self.store.find_identity(PROVIDER, &profile.subject).await? {
            Some(identity) => self
                .store
                .find_user(&identity.user_id)
                .await?
                .ok_or(Error::Unauthenticated)?,
            None => {
                if !profile.email_verified {
                    return Err(Error::Forbidden(
                        "Your Google account's email is not verified.".into(),
                    ));
                }
                let email = Email::parse(&profile.email)?;
                let given = clean_provider_name(profile.given_name.as_deref().unwrap_or_default());
                let family =
                    clean_provider_name(profile.family_name.as_deref().unwrap_or_default());
                let name = match full_name(&given, &family) {
                    name if name.is_empty() => email.as_str().to_owned(),
                    name => name,
                };
                let user = match self.store.find_user_by_email(email.as_str()).await? {
                    // Google vouches for the mailbox, so linking it to a verified account is
                    // safe: its owner proved the same mailbox.
                    Some(existing) if existing.email_verified => existing,
                    // Nobody proved this mailbox yet: whoever signed up with it may be an
                    // attacker waiting for the owner to arrive. The owner takes the account
                    // over, and what the sign-up set (password, names) is dropped.
                    Some(existing) => {
                        let claimed = self
                            .store
                            .claim_unverified_account(
                                &existing.id,
                                ClaimedAccount {
                                    name,
                                    given_name: given,
                                    family_name: family,
                                    login_type: LoginType::GoogleSso,
                                    profile_photo: profile.picture.clone(),
                                },
                                now,
                            )
                            .await?;
                        if claimed {
                            self.token_versions.forget(&existing.id);
                            tracing::warn!(user_id = %existing.id, "an unverified sign-up was claimed through Google; its password was cleared");
                        }
                        existing
                    }
                    None => {
                        self.store
                            .insert_user(
                                NewUser {
                                    email: email.as_str().to_owned(),
                                    name,
                                    given_name: given,
                                    family_name: family,
                                    password_hash: None,
                                    email_verified: true,
                                    login_type: LoginType::GoogleSso,
                                    profile_photo: profile.picture.clone(),
                                    start: Start::free(),
                                    referred_by,
                                },
                                now,
                            )
                            .await?
                    }
                };
                self.store
                    .link_identity(&user.id, PROVIDER, &profile.subject, email.as_str(), now)
                    .await?;
                self.store
                    .find_user(&user.id)
                    .await?
                    .ok_or(Error::Unauthenticated)?
            }
        };
        let onboarded = user.onboarded_at.is_some();
        let session = self
            .start_session(user, now, SessionClient::Web, client)
            .await?;
        let target = if onboarded {
            flow.redirect_to
        } else {
            "/onboarding".to_owned()
        };
        Ok((session, target))
    }
}

/// Where to send the browser after sign-in: `target` if it is a path on this site (the rule is
/// `domain::site_path::is_local_path`), else /dashboard.
pub fn safe_redirect(target: Option<&str>) -> String {
    match target {
        Some(target) if domain::site_path::is_local_path(target) => target.to_owned(),
        _ => "/dashboard".to_owned(),
    }
}

/// Compares two secrets in time that does not depend on where they differ.
fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

#[cfg(test)]
mod tests {
    use super::{safe_redirect, same_secret};

    #[test]
    fn redirects_fall_back_to_the_dashboard() {
        assert_eq!(safe_redirect(Some("/pricing?x=1")), "/pricing?x=1");
        assert_eq!(safe_redirect(Some("//evil.example")), "/dashboard");
        assert_eq!(safe_redirect(None), "/dashboard");
    }

    #[test]
    fn secrets_compare_whole() {
        assert!(same_secret("abc", "abc"));
        assert!(!same_secret("abc", "abd"));
        assert!(!same_secret("abc", "abcd"));
        assert!(!same_secret("", "a"));
    }
}
