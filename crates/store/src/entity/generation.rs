use sea_orm::entity::prelude::*;

/// One generated prompt, kept as the user's history.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "generations")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub generator: super::stored::StoredGenerator,
    pub description: String,
    pub context_id: Option<String>,
    pub prompt: String,
    /// JSON array of strings.
    pub improvements: String,
    pub task_kind: String,
    /// JSON object of model parameters (image and video generators).
    pub parameters: Option<String>,
    /// "offline", or "<provider>:<model>".
    pub engine: String,
    /// A notice shown with the result (for example a provider fallback).
    pub notice: Option<String>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
