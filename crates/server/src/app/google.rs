//! Google sign-in: start (remember state, nonce and PKCE verifier) and finish (find, link or
//! create the account, then start a session).

use chrono::{Duration, Utc};
use domain::{
    account::{Email, LoginType, full_name},
    plan::{FREE_BONUS_PROMPTS, FREE_DAILY_PROMPT_LIMIT, PlanName},
};
use store::{NewUser, OidcFlow};

use super::{App, Error, Result, accounts::Session};

const PROVIDER: &str = "google";
/// A sign-in must come back from the provider within this time.
const FLOW_TTL: Duration = Duration::minutes(10);

impl App {
    /// Returns the provider URL to send the browser to. `redirect_to` must be a path on this
    /// site; anything else falls back to /dashboard (no open redirects).
    pub async fn google_start(&self, redirect_to: Option<&str>) -> Result<url::Url> {
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
        let now = Utc::now();
        self.store
            .save_oidc_flow(
                OidcFlow {
                    state: started.state,
                    nonce: started.nonce,
                    pkce_verifier: started.pkce_verifier,
                    redirect_to: safe_redirect(redirect_to),
                    created_at: now,
                },
                now - FLOW_TTL,
            )
            .await?;
        Ok(started.url)
    }

    /// Finishes the flow: returns the session and where to send the browser.
    pub async fn google_finish(&self, code: String, state: &str) -> Result<(Session, String)> {
        let google = self
            .google
            .as_ref()
            .ok_or_else(|| Error::NotFound("Google sign-in is not enabled.".into()))?;
        let flow = self
            .store
            .take_oidc_flow(state)
            .await?
            .filter(|f| f.created_at > Utc::now() - FLOW_TTL)
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
        let now = Utc::now();
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
                let user = match self.store.find_user_by_email(email.as_str()).await? {
                    // Google vouches for the mailbox, so linking it to the account is safe.
                    Some(existing) => {
                        if !existing.email_verified {
                            self.store.mark_email_verified(&existing.id, now).await?;
                        }
                        existing
                    }
                    None => {
                        let given = profile.given_name.clone().unwrap_or_default();
                        let family = profile.family_name.clone().unwrap_or_default();
                        let name = full_name(&given, &family);
                        self.store
                            .insert_user(
                                NewUser {
                                    email: email.as_str().to_owned(),
                                    name: if name.is_empty() {
                                        email.as_str().to_owned()
                                    } else {
                                        name
                                    },
                                    given_name: given,
                                    family_name: family,
                                    password_hash: None,
                                    email_verified: true,
                                    login_type: LoginType::GoogleSso.as_str().to_owned(),
                                    profile_photo: profile.picture.clone(),
                                    plan_name: PlanName::Free.as_str().to_owned(),
                                    daily_prompt_limit: FREE_DAILY_PROMPT_LIMIT,
                                    bonus_prompts: FREE_BONUS_PROMPTS,
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
        let session = self.start_session(user, now).await?;
        let target = if onboarded {
            flow.redirect_to
        } else {
            "/onboarding".to_owned()
        };
        Ok((session, target))
    }
}

/// Keeps redirects on this site: a single leading slash, no scheme, no backslashes.
pub fn safe_redirect(target: Option<&str>) -> String {
    match target {
        Some(t)
            if t.starts_with('/')
                && !t.starts_with("//")
                && !t.contains('\\')
                && !t.contains("://") =>
        {
            t.to_owned()
        }
        _ => "/dashboard".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::safe_redirect;

    #[test]
    fn redirects_stay_on_site() {
        assert_eq!(safe_redirect(Some("/pricing")), "/pricing");
        assert_eq!(safe_redirect(Some("//evil.example")), "/dashboard");
        assert_eq!(safe_redirect(Some("https://evil.example")), "/dashboard");
        assert_eq!(safe_redirect(Some("/\\evil.example")), "/dashboard");
        assert_eq!(safe_redirect(None), "/dashboard");
    }
}
