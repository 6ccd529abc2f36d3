use std::collections::HashMap;

use chrono::{DateTime, Utc};
use domain::generation::Rating;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, Set, sea_query::OnConflict};

use crate::{
    Result, Store,
    entity::{generation, prompt_feedback},
    repo::new_id,
};

pub type PromptFeedback = prompt_feedback::Model;

impl Store {
    /// Records (or changes) the user's like or dislike of one of their generations, with the
    /// spec's snapshot of input and output. Returns false if the generation is not theirs.
    pub async fn rate_generation(
        &self,
        user_id: &str,
        generation_id: &str,
        rating: Rating,
        algorithm_name: &str,
        now: DateTime<Utc>,
    ) -> Result<bool> {
        let Some(generation) = generation::Entity::find_by_id(generation_id.to_owned())
            .filter(generation::Column::UserId.eq(user_id))
            .one(&self.db)
            .await?
        else {
            return Ok(false);
        };
        let row = prompt_feedback::ActiveModel {
            id: Set(new_id()),
            user_id: Set(user_id.to_owned()),
            generation_id: Set(generation.id),
            kind: Set(rating.into()),
            algorithm_name: Set(algorithm_name.to_owned()),
            user_input: Set(generation.description),
            generated_output: Set(generation.prompt),
            created_at: Set(now),
        };
        prompt_feedback::Entity::insert(row)
            .on_conflict(
                OnConflict::columns([
                    prompt_feedback::Column::UserId,
                    prompt_feedback::Column::GenerationId,
                ])
                .update_columns([
                    prompt_feedback::Column::Kind,
                    prompt_feedback::Column::CreatedAt,
                ])
                .to_owned(),
            )
            .exec_without_returning(&self.db)
            .await?;
        Ok(true)
    }

    /// Removes the user's rating of a generation.
    pub async fn clear_rating(&self, user_id: &str, generation_id: &str) -> Result<()> {
        prompt_feedback::Entity::delete_many()
            .filter(prompt_feedback::Column::UserId.eq(user_id))
            .filter(prompt_feedback::Column::GenerationId.eq(generation_id))
            .exec(&self.db)
            .await?;
        Ok(())
    }

    /// The user's rating of a generation, if any.
    /// The user's ratings of these generations, by generation id (one query).
    pub async fn ratings_of(
        &self,
        user_id: &str,
        generation_ids: Vec<String>,
    ) -> Result<HashMap<String, Rating>> {
        Ok(prompt_feedback::Entity::find()
            .filter(prompt_feedback::Column::UserId.eq(user_id))
            .filter(prompt_feedback::Column::GenerationId.is_in(generation_ids))
            .all(&self.db)
            .await?
            .into_iter()
            .map(|row| (row.generation_id, row.kind.into()))
            .collect())
    }
}
