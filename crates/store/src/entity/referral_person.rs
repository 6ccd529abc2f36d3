use sea_orm::entity::prelude::*;

/// One referred person: every referral tracking record of a `user_email_key`, merged by the
/// domain's rule (`domain::analytics::referral::merge`) and remade whenever one of them is
/// written. The Referral tab sums these rows in SQL.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "referral_people")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_email_key: String,
    pub user_id: String,
    pub email: String,
    pub name: String,
    pub placeholder: bool,
    pub referral_code: String,
    pub registered_at: DateTimeUtc,
    /// `registered_at`'s day since 1970-01-01, for grouping by day in plain SQL.
    pub registered_day: i64,
    pub signup_date: DateTimeUtc,
    pub created_at: DateTimeUtc,
    pub converted_at: Option<DateTimeUtc>,
    pub converted_day: Option<i64>,
    pub paid_plan: Option<super::stored::StoredPlan>,
    pub pass_purchased_at: Option<DateTimeUtc>,
    pub cancelled_at: Option<DateTimeUtc>,
    pub reactivated_at: Option<DateTimeUtc>,
    pub active: bool,
    pub revenue_cents: i64,
    pub conversion_days: Option<i64>,
    /// allEvents, a JSON array of `{"type", "at"}`.
    pub all_events: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
