//! The referral programme's output types.

use async_graphql::{ID, InputObject, Object, SimpleObject};
use chrono::{DateTime, Utc};
use domain::{
    ValidationError,
    account::Email,
    plan::PlanName,
    referral::{ReferralCode, TrackingFields},
};
use store::{ReferralTracking, TrackingRecord, repo::referrals};

use super::user::PlanNameGql;
use crate::app::referrals::{CelloToken, ReferralSummary};

/// The signed-in user's referral link and how it has done.
#[derive(SimpleObject)]
pub struct ReferralStats {
    /// The user's own code (referralCodeInternal).
    pub code: String,
    /// The link to share: a visit with it remembers the code for 30 days.
    pub link: String,
    /// People who signed up with the link.
    pub signups: u64,
    /// Of them, those who have paid (a plan or a 3-Day Pass).
    pub paid_conversions: u64,
}

impl From<ReferralSummary> for ReferralStats {
    fn from(s: ReferralSummary) -> Self {
        Self {
            code: s.code,
            link: s.link,
            signups: s.figures.signups,
            paid_conversions: s.figures.paid,
        }
    }
}

/// The answer to generateCelloToken.
#[derive(SimpleObject)]
pub struct CelloTokenResult {
    pub success: bool,
    pub token: Option<String>,
    pub error: Option<String>,
    /// Seconds the token is valid for.
    pub expires_in: Option<i64>,
}

impl From<CelloToken> for CelloTokenResult {
    fn from(t: CelloToken) -> Self {
        Self {
            success: t.success,
            token: t.token,
            error: t.error,
            expires_in: t.expires_in,
        }
    }
}

/// When a referred user moved to a paid plan, and which.
#[derive(SimpleObject)]
pub struct MovedToPaidPlan {
    pub date: DateTime<Utc>,
    pub plan_name: Option<PlanNameGql>,
}

/// When a referred user bought a 3-Day Pass, and when it ends.
#[derive(SimpleObject)]
pub struct ThreeDayPassPurchase {
    pub date: DateTime<Utc>,
    pub expiration_date: Option<DateTime<Utc>>,
}

/// A referral tracking record (spec point 3, userReferralTracking). Staff only.
pub struct ReferralTrackingGql(pub ReferralTracking);

#[Object(name = "ReferralTracking")]
impl ReferralTrackingGql {
    async fn id(&self) -> ID {
        ID(self.0.id.clone())
    }
    /// The referred user.
    async fn userid(&self) -> ID {
        ID(self.0.user_id.clone())
    }
    async fn emailid(&self) -> &str {
        &self.0.email
    }
    async fn user_email_key(&self) -> &str {
        &self.0.user_email_key
    }
    /// The referrer's code the user signed up with.
    async fn referral_code_internal(&self) -> &str {
        &self.0.referral_code
    }
    #[graphql(name = "signup_date")]
    async fn signup_date(&self) -> DateTime<Utc> {
        self.0.signup_date
    }
    #[graphql(name = "moved_to_paid_plan")]
    async fn moved_to_paid_plan(&self) -> Option<MovedToPaidPlan> {
        self.0.moved_to_paid_date.map(|date| MovedToPaidPlan {
            date,
            plan_name: self.0.moved_to_paid_plan.map(|p| PlanName::from(p).into()),
        })
    }
    #[graphql(name = "cancel_date")]
    async fn cancel_date(&self) -> Option<DateTime<Utc>> {
        self.0.cancel_date
    }
    #[graphql(name = "reactive_date")]
    async fn reactive_date(&self) -> Option<DateTime<Utc>> {
        self.0.reactive_date
    }
    #[graphql(name = "three_day_pass_purchased")]
    async fn three_day_pass_purchased(&self) -> Option<ThreeDayPassPurchase> {
        self.0
            .three_day_pass_purchased_date
            .map(|date| ThreeDayPassPurchase {
                date,
                expiration_date: self.0.three_day_pass_expiration_date,
            })
    }
    #[graphql(name = "three_day_pass_expired")]
    async fn three_day_pass_expired(&self) -> Option<DateTime<Utc>> {
        self.0.three_day_pass_expired
    }
    /// The keys of the lifecycle events recorded, each once.
    async fn processed_events(&self) -> Vec<String> {
        referrals::processed_events(&self.0)
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    async fn last_updated(&self) -> DateTime<Utc> {
        self.0.last_updated
    }
}

/// A page of tracking records, newest first.
#[derive(SimpleObject)]
pub struct ReferralTrackingPage {
    pub items: Vec<ReferralTrackingGql>,
    /// Pass it back for the next page; null on the last.
    pub next_token: Option<String>,
}

/// A tracking record's fields, as staff set them.
#[derive(InputObject)]
pub struct ReferralTrackingInput {
    pub userid: ID,
    pub emailid: String,
    pub referral_code_internal: String,
    #[graphql(name = "signup_date")]
    pub signup_date: DateTime<Utc>,
    pub moved_to_paid_date: Option<DateTime<Utc>>,
    pub moved_to_paid_plan: Option<PlanNameGql>,
    #[graphql(name = "cancel_date")]
    pub cancel_date: Option<DateTime<Utc>>,
    #[graphql(name = "reactive_date")]
    pub reactive_date: Option<DateTime<Utc>>,
    pub three_day_pass_purchased_date: Option<DateTime<Utc>>,
    pub three_day_pass_expiration_date: Option<DateTime<Utc>>,
    #[graphql(name = "three_day_pass_expired")]
    pub three_day_pass_expired: Option<DateTime<Utc>>,
    #[graphql(default)]
    pub processed_events: Vec<String>,
}

impl ReferralTrackingInput {
    /// Checks the record: a real email address, a well-formed code, and a short list of short
    /// event keys.
    pub fn parse(self) -> Result<TrackingRecord, ValidationError> {
        let email = Email::parse(&self.emailid)?;
        let code = ReferralCode::parse(&self.referral_code_internal).ok_or_else(|| {
            ValidationError::new(
                "referralCodeInternal",
                "A referral code is 4 to 32 letters and digits.",
            )
        })?;
        if self.processed_events.len() > 100
            || self
                .processed_events
                .iter()
                .any(|k| k.trim().is_empty() || k.len() > 200)
        {
            return Err(ValidationError::new(
                "processedEvents",
                "processedEvents holds at most 100 keys of 1 to 200 characters.",
            ));
        }
        Ok(TrackingRecord {
            fields: self.fields(),
            user_id: self.userid.0,
            email: email.as_str().to_owned(),
            referral_code: code.into_string(),
            signup_date: self.signup_date,
            processed_events: self.processed_events,
        })
    }

    fn fields(&self) -> TrackingFields {
        TrackingFields {
            moved_to_paid_date: self.moved_to_paid_date,
            moved_to_paid_plan: self.moved_to_paid_plan.map(Into::into),
            cancel_date: self.cancel_date,
            reactive_date: self.reactive_date,
            three_day_pass_purchased_date: self.three_day_pass_purchased_date,
            three_day_pass_expiration_date: self.three_day_pass_expiration_date,
            three_day_pass_expired: self.three_day_pass_expired,
        }
    }
}
