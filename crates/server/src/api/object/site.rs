//! The public site as the API shows it: the operator's details and the guest forms' receipts.

use async_graphql::{ID, SimpleObject};
use chrono::{DateTime, Utc};

use crate::app::outreach::SiteInfo;

/// Who runs this deployment, for the FAQ, policies and contact page.
#[derive(SimpleObject)]
#[graphql(name = "SiteInfo")]
pub struct SiteInfoGql {
    pub operator_name: String,
    pub contact_email: String,
    /// A third-party form to embed on the contact page; null means the built-in form.
    pub contact_form_url: Option<String>,
    pub public_url: String,
    /// The browser extension's store page; null: the site explains how to load the extension
    /// this server's repository builds.
    pub extension_store_url: Option<String>,
}

impl From<&SiteInfo> for SiteInfoGql {
    fn from(site: &SiteInfo) -> Self {
        Self {
            operator_name: site.operator_name.clone(),
            contact_email: site.contact_email.clone(),
            contact_form_url: site.contact_form_url.clone(),
            public_url: site.public_url.clone(),
            extension_store_url: site.extension_store_url.clone(),
        }
    }
}

/// A Teams early-access sign-up (spec: TeamsInterest).
#[derive(SimpleObject)]
#[graphql(name = "TeamsInterest")]
pub struct TeamsInterestGql {
    pub email: String,
    pub submission_date: DateTime<Utc>,
}

impl From<store::TeamsInterest> for TeamsInterestGql {
    fn from(row: store::TeamsInterest) -> Self {
        Self {
            email: row.email,
            submission_date: row.submission_date,
        }
    }
}

/// The answer to a newsletter sign-up.
#[derive(SimpleObject)]
pub struct NewsletterSubscription {
    pub success: bool,
    pub message: String,
}

/// A contact message was received.
#[derive(SimpleObject)]
pub struct ContactMessageReceipt {
    pub id: ID,
    pub received_at: DateTime<Utc>,
}

impl From<store::ContactMessage> for ContactMessageReceipt {
    fn from(row: store::ContactMessage) -> Self {
        Self {
            id: ID(row.id),
            received_at: row.received_at,
        }
    }
}

/// Why someone removed the browser extension (the uninstall survey's choices).
#[derive(async_graphql::Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "UninstallReason")]
pub enum UninstallReasonGql {
    /// It was not useful to me.
    NotUseful,
    /// It did not work as expected.
    DidNotWork,
    /// It does not support a site I use.
    SiteNotSupported,
    /// It slowed down my browser.
    TooSlow,
    /// Privacy concerns.
    Privacy,
    /// I found something better.
    FoundAlternative,
    /// Only for now; I'll be back.
    Temporary,
    Other,
}

impl From<UninstallReasonGql> for domain::outreach::UninstallReason {
    fn from(value: UninstallReasonGql) -> Self {
        match value {
            UninstallReasonGql::NotUseful => Self::NotUseful,
            UninstallReasonGql::DidNotWork => Self::DidNotWork,
            UninstallReasonGql::SiteNotSupported => Self::SiteNotSupported,
            UninstallReasonGql::TooSlow => Self::TooSlow,
            UninstallReasonGql::Privacy => Self::Privacy,
            UninstallReasonGql::FoundAlternative => Self::FoundAlternative,
            UninstallReasonGql::Temporary => Self::Temporary,
            UninstallReasonGql::Other => Self::Other,
        }
    }
}
