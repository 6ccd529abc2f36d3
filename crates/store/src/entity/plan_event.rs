use sea_orm::entity::prelude::*;

/// A plan lifecycle event (paid_conversion, three_day_pass_purchased, cancellation, reactivation,
/// three_day_pass_expired), kept for referral tracking and analytics.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "plan_events")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub kind: super::stored::StoredLifecycleKind,
    pub plan_name: Option<super::stored::StoredPlan>,
    pub expires_at: Option<DateTimeUtc>,
    pub occurred_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
