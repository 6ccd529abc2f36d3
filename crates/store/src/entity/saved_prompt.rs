use sea_orm::entity::prelude::*;

/// A saved prompt: one row each (the spec's promptsData JSON list was only its old storage).
/// `tags` is a JSON array of normalised tags.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "saved_prompts")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub folder_id: String,
    pub title: String,
    #[sea_orm(column_type = "Text")]
    pub text: String,
    #[sea_orm(column_type = "Text", nullable)]
    pub description: Option<String>,
    pub generator: Option<super::stored::StoredGenerator>,
    pub tier: Option<String>,
    #[sea_orm(column_type = "Text")]
    pub tags: String,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Model {
    /// The tags, from their stored JSON array (an unreadable value reads as none).
    pub fn tag_list(&self) -> Vec<String> {
        super::tags_from_json(&self.tags)
    }
}
