use sea_orm::entity::prelude::*;

use super::stored::{StoredColumnState, StoredFamily, StoredVariant};

/// One model's answer in a playground run: a column, in the run's order.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "playground_answers")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub run_id: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub position: i32,
    /// Which prompt the column ran.
    pub variant: StoredVariant,
    /// The configured provider's name.
    pub provider: String,
    pub model: String,
    pub family: StoredFamily,
    pub state: StoredColumnState,
    /// The answer as far as it went (at most `domain::playground::MAX_ANSWER_CHARS`).
    pub text: String,
    pub error: Option<String>,
    pub first_token_ms: Option<i32>,
    pub total_ms: i32,
    pub input_tokens: i32,
    pub output_tokens: i32,
    /// The token counts are the fallback estimate, not the vendor's.
    pub tokens_estimated: bool,
    /// Millionths of a US dollar, when the price table has the model.
    pub cost_micro_usd: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::playground_run::Entity",
        from = "Column::RunId",
        to = "super::playground_run::Column::Id"
    )]
    Run,
}

impl Related<super::playground_run::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Run.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
