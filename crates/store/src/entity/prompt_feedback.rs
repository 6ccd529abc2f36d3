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
    pub kind: RatingKind,
    pub algorithm_name: String,
    pub user_input: String,
    pub generated_output: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

/// The stored spelling of a rating.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum RatingKind {
    #[sea_orm(string_value = "LIKE")]
    Like,
    #[sea_orm(string_value = "DISLIKE")]
    Dislike,
}

impl From<domain::generation::Rating> for RatingKind {
    fn from(rating: domain::generation::Rating) -> Self {
        match rating {
            domain::generation::Rating::Like => Self::Like,
            domain::generation::Rating::Dislike => Self::Dislike,
        }
    }
}

impl From<RatingKind> for domain::generation::Rating {
    fn from(kind: RatingKind) -> Self {
        match kind {
            RatingKind::Like => Self::Like,
            RatingKind::Dislike => Self::Dislike,
        }
    }
}
