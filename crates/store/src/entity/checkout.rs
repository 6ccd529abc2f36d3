use sea_orm::entity::prelude::*;

/// A checkout started by a user: with Stripe, the Checkout Session; with local billing, the
/// test-mode confirmation page.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "checkouts")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub provider: String,
    pub plan_name: super::stored::StoredPlan,
    /// open, completed
    pub status: super::stored::StoredCheckoutStatus,
    pub created_at: DateTimeUtc,
    pub completed_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
