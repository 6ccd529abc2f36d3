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
}

impl From<&SiteInfo> for SiteInfoGql {
    fn from(site: &SiteInfo) -> Self {
        Self {
            operator_name: site.operator_name.clone(),
            contact_email: site.contact_email.clone(),
            contact_form_url: site.contact_form_url.clone(),
            public_url: site.public_url.clone(),
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
