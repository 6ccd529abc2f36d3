use sea_orm::entity::prelude::*;

/// A cancellation (the spec's source churn item): imported from the original system or written
/// by Superprompt's own billing when a subscription is cancelled. The Churn tab reads these.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "churn_records")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub customer_id: String,
    pub customer_email: String,
    /// The address as compared (trimmed, lower case).
    pub email_key: String,
    /// When the subscription began.
    pub created_at: DateTimeUtc,
    pub canceled_at: DateTimeUtc,
    pub plan_type: Option<super::stored::StoredPlan>,
    pub cancel_reason: Option<String>,
    pub recorded_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
