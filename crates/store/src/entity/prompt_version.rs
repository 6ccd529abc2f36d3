use sea_orm::entity::prelude::*;

/// A saved prompt as it was before an edit.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "prompt_versions")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub prompt_id: String,
    pub title: String,
    #[sea_orm(column_type = "Text")]
    pub text: String,
    #[sea_orm(column_type = "Text")]
    pub tags: String,
    /// When this content was replaced.
    pub created_at: DateTimeUtc,
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
