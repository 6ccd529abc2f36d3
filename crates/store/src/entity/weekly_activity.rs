use sea_orm::entity::prelude::*;

/// How often a user did one kind of activity in one ISO week (the week's Monday, UTC).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "weekly_activity")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub week_start: Date,
    #[sea_orm(primary_key, auto_increment = false)]
    pub activity: String,
    pub count: i32,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
