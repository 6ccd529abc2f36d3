use sea_orm::entity::prelude::*;

/// A like or dislike of a generation (the spec's PromptLikes and PromptDislikes, one table
/// told apart by `kind`). The user's email, name and onboarding answers are joined from the
/// user at read time rather than copied.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "prompt_feedback")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub generation_id: String,
    pub kind: super::stored::StoredRating,
    pub algorithm_name: String,
    pub user_input: String,
    pub generated_output: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
