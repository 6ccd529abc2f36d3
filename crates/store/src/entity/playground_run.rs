use sea_orm::entity::prelude::*;

/// A testing playground run: one prompt sent to several models at once (its answers are
/// `playground_answers`). `finished_at` is empty while it runs; a run left unfinished by a
/// stopped server stops counting against the user's runs at once after `started_at` plus the
/// longest a run may take.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "playground_runs")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub prompt: String,
    /// The closed loop: the prompt it is compared with (its enhanced version).
    pub compare_prompt: Option<String>,
    /// The library prompt the run started from, if any.
    pub source_prompt_id: Option<String>,
    /// The columns were labelled A, B, C… until the vote.
    pub blind: bool,
    /// The winning column (0-based) when the vote named one.
    pub winner: Option<i32>,
    /// Voted a tie.
    pub tie: bool,
    pub voted_at: Option<DateTimeUtc>,
    pub started_at: DateTimeUtc,
    pub finished_at: Option<DateTimeUtc>,
    /// The model ("<provider>/<model>") that judged the two prompts' answers.
    pub judge_model: Option<String>,
    /// The judge's verdicts, a JSON array of `domain::playground::PairVerdict`.
    pub verdicts: Option<String>,
    pub judged_at: Option<DateTimeUtc>,
    /// The library prompt the winner was saved to.
    pub saved_prompt_id: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
