use sea_orm::entity::prelude::*;

/// The notice of an unlock (spec point 3, AchievementUnlocks): one per user and achievement.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "achievement_unlocks")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub achievement_id: String,
    pub unlocked_at: DateTimeUtc,
    pub is_read: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
