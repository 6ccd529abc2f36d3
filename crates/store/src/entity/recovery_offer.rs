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
    /// offered, accepted
    pub status: super::stored::StoredOfferStatus,
    pub created_at: DateTimeUtc,
    pub redeemed_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
