//! The public site's guest forms (Teams early access, the newsletter, the contact form) and
//! the operator's details the public pages show. Guests may send the forms, so each is
//! rate limited per client address (in memory: with several instances each keeps its own
//! allowance, which bounds abuse at N times the rate).

use std::sync::Arc;

use domain::{
    account::Email,
    outreach::{self, ContactMessage, GuestForm, UninstallFeedback, UninstallReason},
};
use store::{ContactMessage as StoredContactMessage, ExtensionUninstall, TeamsInterest};

use super::{
    App, Client, Result,
    limits::{KeyedLimit, LimitStore},
};
use crate::auth::mail::MailKind;

/// The operator's details, from `[site]` in the configuration.
#[derive(Debug, Clone, Default)]
pub struct SiteInfo {
    pub operator_name: String,
    pub contact_email: String,
    pub contact_form_url: Option<String>,
    pub public_url: String,
    /// `[extension] store_url`.
    pub extension_store_url: Option<String>,
}

/// One allowance per (form, client address).
pub struct GuestFormLimiter(KeyedLimit<(GuestForm, String)>);

impl Default for GuestFormLimiter {
    fn default() -> Self {
        Self(KeyedLimit::new(
            "guest-forms",
            outreach::FORM_BURST,
            outreach::FORM_REFILL,
        ))
    }
}

impl GuestFormLimiter {
    async fn check(&self, store: &LimitStore, form: GuestForm, client: &Client) -> Result<()> {
        self.0
            .allow(
                store,
                &(form, client.ip.clone()),
                form.rate_limited_message(),
            )
            .await
    }
}

/// Whether a newsletter sign-up added a new subscriber.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subscription {
    New,
    AlreadySubscribed,
}

impl App {
    pub fn site(&self) -> &SiteInfo {
        &self.site
    }

    /// Uses the operator's details from the configuration.
    pub fn with_site(mut self, site: SiteInfo) -> Self {
        self.site = Arc::new(site);
        self
    }

    /// Adds an email to the Teams early-access list; a repeat returns the first sign-up.
    pub async fn join_teams_waitlist(&self, email: &str, client: &Client) -> Result<TeamsInterest> {
        let email = Email::parse(email)?;
        self.guest_forms
            .check(&self.limit_store, GuestForm::TeamsInterest, client)
            .await?;
        Ok(self
            .store
            .add_teams_interest(email.as_str(), self.clock.now())
            .await?)
    }

    pub async fn subscribe_to_newsletter(
        &self,
        email: &str,
        client: &Client,
    ) -> Result<Subscription> {
        let email = Email::parse(email)?;
        self.guest_forms
            .check(&self.limit_store, GuestForm::Newsletter, client)
            .await?;
        let new = self
            .store
            .subscribe_to_newsletter(email.as_str(), self.clock.now())
            .await?;
        Ok(if new {
            Subscription::New
        } else {
            Subscription::AlreadySubscribed
        })
    }

    /// Stores a contact-form message and tells the operator by mail. The message is kept even
    /// if the mail fails (it is logged), so nothing a visitor sent is lost.
    pub async fn send_contact_message(
        &self,
        name: &str,
        email: &str,
        message: &str,
        client: &Client,
    ) -> Result<StoredContactMessage> {
        let message = ContactMessage::parse(name, email, message)?;
        self.guest_forms
            .check(&self.limit_store, GuestForm::Contact, client)
            .await?;
        let ip = Some(client.ip.as_str()).filter(|ip| !ip.is_empty());
        let stored = self
            .store
            .add_contact_message(
                &message.name,
                message.email.as_str(),
                &message.message,
                ip,
                self.clock.now(),
            )
            .await?;
        let body = format!(
            "{} <{}> wrote through the contact form:\n\n{}\n",
            message.name, message.email, message.message
        );
        let subject = format!("Contact form: {}", message.name);
        if let Err(err) = self
            .mailer
            .send(
                &self.site.contact_email,
                MailKind::ContactMessage,
                &subject,
                body,
            )
            .await
        {
            tracing::warn!(error = %err, id = %stored.id, "could not mail the contact message to the operator; it is stored");
        }
        Ok(stored)
    }

    /// Stores an answer to the browser extension's uninstall survey (the page the extension
    /// opens when it is removed). Guests may send it; `user_id` is the sender when signed in.
    pub async fn record_uninstall_feedback(
        &self,
        reasons: &[UninstallReason],
        details: Option<&str>,
        extension_version: Option<&str>,
        user_id: Option<&str>,
        client: &Client,
    ) -> Result<ExtensionUninstall> {
        let feedback = UninstallFeedback::parse(reasons, details, extension_version)?;
        self.guest_forms
            .check(&self.limit_store, GuestForm::UninstallFeedback, client)
            .await?;
        let reasons: Vec<&str> = feedback.reasons.iter().map(|r| r.as_str()).collect();
        Ok(self
            .store
            .add_extension_uninstall(
                &reasons,
                feedback.details.as_deref(),
                feedback.extension_version.as_deref(),
                user_id,
                self.clock.now(),
            )
            .await?)
    }
}
