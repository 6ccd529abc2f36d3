use chrono::{DateTime, Utc};
use sea_orm::{
    ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait,
    sea_query::{Expr, ExprTrait},
};

use crate::{
    Result, Store,
    entity::{generation, user},
    repo::new_id,
};

pub type Generation = generation::Model;

/// The per-generator usage counters on the user (spec point 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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
    fn column(self) -> user::Column {
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
    pub generator: String,
    pub description: String,
    pub context_id: Option<String>,
    pub prompt: String,
    pub improvements: Vec<String>,
    pub task_kind: String,
    pub parameters: Option<String>,
    pub engine: String,
    pub notice: Option<String>,
}

impl Generation {
    /// The improvements, stored as a JSON array of strings.
    pub fn improvement_list(&self) -> Vec<String> {
        serde_json::from_str(&self.improvements).unwrap_or_default()
    }
}

impl Store {
    /// Stores a generation and counts it on the user's usage counter, in one transaction.
    pub async fn record_generation(
        &self,
        new: NewGeneration,
        counter: UsageCounter,
        now: DateTime<Utc>,
    ) -> Result<Generation> {
        let txn = self.db.begin().await?;
        let row = generation::ActiveModel {
            id: Set(new_id()),
            user_id: Set(new.user_id.clone()),
            generator: Set(new.generator),
            description: Set(new.description),
            context_id: Set(new.context_id),
            prompt: Set(new.prompt),
            improvements: Set(
                serde_json::to_string(&new.improvements).unwrap_or_else(|_| "[]".into())
            ),
            task_kind: Set(new.task_kind),
            parameters: Set(new.parameters),
            engine: Set(new.engine),
            notice: Set(new.notice),
            created_at: Set(now),
        };
        let inserted = generation::Entity::insert(row)
            .exec_with_returning(&txn)
            .await?;
        let column = counter.column();
        user::Entity::update_many()
            .col_expr(column, Expr::col(column).add(1))
            .filter(user::Column::Id.eq(new.user_id))
            .exec(&txn)
            .await?;
        txn.commit().await?;
        Ok(inserted)
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
