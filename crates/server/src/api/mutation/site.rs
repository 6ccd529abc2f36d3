use async_graphql::{Context, Object};
use domain::outreach::UninstallReason;

use crate::{
    api::{
        context::request,
        error::ResultExt,
        object::site::{
            ContactMessageReceipt, NewsletterSubscription, TeamsInterestGql, UninstallReasonGql,
        },
    },
    app::{App, outreach::Subscription},
};

#[derive(Default)]
pub struct SiteMutation;

#[Object]
impl SiteMutation {
    /// Joins the Teams early-access list (spec: create a TeamsInterest record). Guests
    /// allowed; rate limited per client address; a repeat email returns the first sign-up.
    async fn create_teams_interest(
        &self,
        ctx: &Context<'_>,
        email: String,
    ) -> async_graphql::Result<TeamsInterestGql> {
        let client = request(ctx).client;
        ctx.data_unchecked::<App>()
            .join_teams_waitlist(&email, &client)
            .await
            .gql()
            .map(Into::into)
    }

    /// Subscribes an email to the newsletter. Guests allowed; rate limited per client
    /// address; a repeat email succeeds without a second subscription.
    async fn subscribe_to_newsletter(
        &self,
        ctx: &Context<'_>,
        email: String,
    ) -> async_graphql::Result<NewsletterSubscription> {
        let client = request(ctx).client;
        let outcome = ctx
            .data_unchecked::<App>()
            .subscribe_to_newsletter(&email, &client)
            .await
            .gql()?;
        let message = match outcome {
            Subscription::New => "Thanks for subscribing! Watch your inbox for prompt tips.",
            Subscription::AlreadySubscribed => "You're already subscribed. Thanks for reading!",
        };
        Ok(NewsletterSubscription {
            success: true,
            message: message.into(),
        })
    }

    /// Sends a message through the built-in contact form (stored, and mailed to the operator).
    /// Guests allowed; rate limited per client address.
    async fn send_contact_message(
        &self,
        ctx: &Context<'_>,
        name: String,
        email: String,
        message: String,
    ) -> async_graphql::Result<ContactMessageReceipt> {
        let client = request(ctx).client;
        ctx.data_unchecked::<App>()
            .send_contact_message(&name, &email, &message, &client)
            .await
            .gql()
            .map(Into::into)
    }

    /// Answers the browser extension's uninstall survey (/extension-uninstall-feedback):
    /// reasons and/or a few words, and the extension's version when it sent it. Guests
    /// allowed (the extension is gone, and so is its sign-in); rate limited per client
    /// address. At least one reason or some words, else BAD_USER_INPUT.
    async fn submit_uninstall_feedback(
        &self,
        ctx: &Context<'_>,
        reasons: Vec<UninstallReasonGql>,
        details: Option<String>,
        extension_version: Option<String>,
    ) -> async_graphql::Result<bool> {
        let context = request(ctx);
        let reasons: Vec<UninstallReason> = reasons.into_iter().map(Into::into).collect();
        ctx.data_unchecked::<App>()
            .record_uninstall_feedback(
                &reasons,
                details.as_deref(),
                extension_version.as_deref(),
                context.claims.as_ref().map(|c| c.sub.as_str()),
                &context.client,
            )
            .await
            .gql()?;
        Ok(true)
    }
}
