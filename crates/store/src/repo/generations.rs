use chrono::{DateTime, Utc};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::{
    Result, Store,
    entity::{generation, user},
};

pub type Generation = generation::Model;

/// The per-generator usage counters on the user (spec point 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum UsageCounter {
    AiAmplifier,
    Primer,
    Mastermind,
    ImagePrompt,
    Veo3,
    Sora2,
    JsonPrompting,
}

impl UsageCounter {
    pub(crate) fn column(self) -> user::Column {
        match self {
            Self::AiAmplifier => user::Column::UsageAiAmplifier,
            Self::Primer => user::Column::UsagePrimer,
            Self::Mastermind => user::Column::UsageMastermind,
            Self::ImagePrompt => user::Column::UsageImagePrompt,
            Self::Veo3 => user::Column::UsageVeo3,
            Self::Sora2 => user::Column::UsageSora2,
            Self::JsonPrompting => user::Column::UsageJsonPrompting,
        }
    }
}

#[derive(Debug, Clone)]
pub struct NewGeneration {
    pub user_id: String,
    pub generator: domain::generation::GeneratorKind,
    pub description: String,
    pub context_id: Option<String>,
    pub prompt: String,
    pub improvements: Vec<String>,
    pub task_kind: String,
    /// Model parameters kept out of the prose (image and video generators).
    pub parameters: Option<serde_json::Value>,
    pub engine: String,
    pub notice: Option<String>,
    /// The side-by-side comparison this generation was part of (its id, checked by the caller):
    /// counted towards achievements, not stored with the row.
    pub comparison: Option<String>,
}

impl Generation {
    /// The improvements, stored as a JSON array of strings.
    pub fn improvement_list(&self) -> Vec<String> {
        serde_json::from_str(&self.improvements).unwrap_or_default()
    }

    /// The model parameters, stored as JSON text (an unreadable value reads as none).
    pub fn parameter_value(&self) -> Option<serde_json::Value> {
        serde_json::from_str(self.parameters.as_deref()?).ok()
    }
}

impl Store {
    /// Stores a generation and counts it on the user's usage counter, in one transaction
    /// shared with the generations recorded at the same moment (group commit: see
    /// [`group_commit`](super::group_commit)). Returns once the row is durable.
    pub async fn record_generation(
        &self,
        new: NewGeneration,
        counter: UsageCounter,
        now: DateTime<Utc>,
    ) -> Result<Generation> {
        self.generations.record(new, counter, now).await
    }

    /// The user's generations, newest first.
    pub async fn list_generations(
        &self,
        user_id: &str,
        limit: u64,
        offset: u64,
    ) -> Result<Vec<Generation>> {
        Ok(generation::Entity::find()
            .filter(generation::Column::UserId.eq(user_id))
            .order_by_desc(generation::Column::CreatedAt)
            .order_by_desc(generation::Column::Id)
            .limit(limit)
            .offset(offset)
            .all(&self.db)
            .await?)
    }

    /// One generation, only if `user_id` owns it.
    pub async fn find_generation(&self, user_id: &str, id: &str) -> Result<Option<Generation>> {
        Ok(generation::Entity::find_by_id(id.to_owned())
            .filter(generation::Column::UserId.eq(user_id))
            .one(&self.db)
            .await?)
    }
}
