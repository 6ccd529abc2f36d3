use sea_orm::entity::prelude::*;

/// A share link (spec point 3, SharedItems). `id` is an unguessable token; `share_data` is a
/// JSON snapshot of what was shared, taken when the link was made.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "shares")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub share_type: super::stored::StoredShareType,
    pub item_id: Option<String>,
    pub name: String,
    #[sea_orm(column_type = "Text", nullable)]
    pub description: Option<String>,
    pub access_level: super::stored::StoredAccessLevel,
    pub slug: String,
    #[sea_orm(column_type = "Text")]
    pub share_data: String,
    pub view_count: i64,
    pub created_at: DateTimeUtc,
    pub revoked_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
