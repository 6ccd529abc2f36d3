use sea_orm::entity::prelude::*;

/// A count achievements are measured on (domain::achievements::Metric), per user: `value` is
/// the count now (for a streak, the current run), `best` the highest it has been.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "user_metrics")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub metric: String,
    pub value: i32,
    pub best: i32,
    /// The last day counted, for a run of days.
    pub last_day: Option<Date>,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
