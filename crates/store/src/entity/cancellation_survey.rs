use sea_orm::entity::prelude::*;

/// The answers of the cancellation flow: the reason, the details, and what the user chose.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "cancellation_surveys")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub plan_name: super::stored::StoredPlan,
    pub reason: String,
    pub reason_details: Option<String>,
    pub feedback: Option<String>,
    /// offer_accepted or cancelled
    pub outcome: super::stored::StoredCancellationOutcome,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
