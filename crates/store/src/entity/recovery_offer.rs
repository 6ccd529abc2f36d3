use sea_orm::entity::prelude::*;

/// The one-time discount offered to a subscriber who starts to cancel.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "recovery_offers")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub plan_name: super::stored::StoredPlan,
    pub percent_off: i32,
    pub duration_months: i32,
    /// offered, accepted, declined
    pub status: super::stored::StoredOfferStatus,
    pub created_at: DateTimeUtc,
    pub redeemed_at: Option<DateTimeUtc>,
    /// What the subscriber said they were cancelling (spec: `attemptedPlan`,
    /// `attemptedCycle` MONTHLY or ANNUAL, `cancelTime`), when the caller said.
    pub attempted_plan: Option<super::stored::StoredPlan>,
    pub attempted_cycle: Option<String>,
    pub cancel_time: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
