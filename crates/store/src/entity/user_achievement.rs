use sea_orm::entity::prelude::*;

/// A user's progress on one achievement (spec point 3, UserAchievements).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "user_achievements")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub achievement_id: String,
    /// bronze, silver or gold.
    pub category: String,
    pub progress: i32,
    pub unlocked: bool,
    pub unlocked_at: Option<DateTimeUtc>,
    pub last_updated: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
