use sea_orm::entity::prelude::*;

/// A referred user's referral tracking record (spec point 3, userReferralTracking): opened at
/// sign-up, then each plan lifecycle event of the user is added once, keyed in
/// `processed_events`. Several records may share a `user_email_key`; the analytics merge them.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "referral_tracking")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    /// The referred user (the spec's userid).
    pub user_id: String,
    /// The referred user's address (the spec's emailid).
    pub email: String,
    pub user_email_key: String,
    /// The referrer's code the user signed up with.
    pub referral_code: String,
    pub signup_date: DateTimeUtc,
    pub moved_to_paid_date: Option<DateTimeUtc>,
    pub moved_to_paid_plan: Option<super::stored::StoredPlan>,
    pub cancel_date: Option<DateTimeUtc>,
    pub reactive_date: Option<DateTimeUtc>,
    pub three_day_pass_purchased_date: Option<DateTimeUtc>,
    pub three_day_pass_expiration_date: Option<DateTimeUtc>,
    pub three_day_pass_expired: Option<DateTimeUtc>,
    /// The keys of the events recorded, a JSON array of strings.
    pub processed_events: String,
    pub created_at: DateTimeUtc,
    pub last_updated: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
