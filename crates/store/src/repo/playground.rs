//! The testing playground's runs and answers (issue 20).
//!
//! A run is written twice: its row when it starts (so the user's runs going at once are counted
//! by the database, across instances, under the user's row lock), then its answers when every
//! column has ended, with the run's achievements progress and weekly activity, in one
//! transaction. A run a stopped server left unfinished stops counting as going once it is older
//! than the longest a run may take (the caller's `stale_before`), and is never listed.

use chrono::{DateTime, Utc};
use domain::{
    achievements::Milestone,
    activity::ActivityType,
    playground::{ColumnState, Family, MicroUsd, PairVerdict, Tokens, Variant, Vote},
};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, Set, TransactionTrait,
};

use crate::{
    Error, Result, Store,
    entity::{playground_answer, playground_run, user_provider_key},
    repo::{new_id, progress::Progression, users::lock_user},
};

/// A run as it starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewRun {
    pub prompt: String,
    /// The closed loop: the prompt it is compared with.
    pub compare_prompt: Option<String>,
    /// The library prompt it started from.
    pub source_prompt_id: Option<String>,
    pub blind: bool,
}

/// One column's outcome, as the run writes it.
#[derive(Debug, Clone, PartialEq)]
pub struct NewAnswer {
    pub variant: Variant,
    pub provider: String,
    pub model: String,
    pub family: Family,
    pub state: ColumnState,
    pub text: String,
    pub error: Option<String>,
    pub first_token_ms: Option<u32>,
    pub total_ms: u32,
    pub tokens: Tokens,
    pub cost: Option<MicroUsd>,
}

/// A stored answer, typed.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredAnswer {
    pub position: usize,
    pub answer: NewAnswer,
}

/// A finished run with its answers in column order.
#[derive(Debug, Clone, PartialEq)]
pub struct PlaygroundRun {
    pub id: String,
    pub prompt: String,
    pub compare_prompt: Option<String>,
    pub source_prompt_id: Option<String>,
    pub blind: bool,
    pub vote: Option<Vote>,
    pub started_at: DateTime<Utc>,
    pub finished_at: DateTime<Utc>,
    pub answers: Vec<StoredAnswer>,
    /// The judge's model and verdicts, once judged.
    pub judgment: Option<(String, Vec<PairVerdict>)>,
    pub saved_prompt_id: Option<String>,
}

/// What TestingAnalytics counts for one user: model answers in all and per maker, and runs
/// (each a test of one prompt on several models).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TestingCounts {
    pub answers: u64,
    pub by_family: Vec<(Family, u64)>,
    pub runs: u64,
}

/// How a run starts: refused when the user already has this many going.
#[derive(Debug, Clone, Copy)]
pub struct RunGate {
    pub max_running: u64,
    /// Runs started before this no longer count as going (a stopped server left them).
    pub stale_before: DateTime<Utc>,
}

fn vote_of(run: &playground_run::Model) -> Option<Vote> {
    match (run.tie, run.winner) {
        (true, _) => Some(Vote::Tie),
        (false, Some(column)) => usize::try_from(column).ok().map(Vote::Winner),
        (false, None) => None,
    }
}

fn answer_of(row: playground_answer::Model) -> StoredAnswer {
    let count = |n: i32| u32::try_from(n).unwrap_or_default();
    StoredAnswer {
        position: usize::try_from(row.position).unwrap_or_default(),
        answer: NewAnswer {
            variant: row.variant.into(),
            provider: row.provider,
            model: row.model,
            family: row.family.into(),
            state: row.state.into(),
            text: row.text,
            error: row.error,
            first_token_ms: row.first_token_ms.map(count),
            total_ms: count(row.total_ms),
            tokens: Tokens {
                input: count(row.input_tokens),
                output: count(row.output_tokens),
                estimated: row.tokens_estimated,
            },
            cost: row
                .cost_micro_usd
                .and_then(|c| u64::try_from(c).ok())
                .map(MicroUsd),
        },
    }
}

fn run_of(run: playground_run::Model, answers: Vec<playground_answer::Model>) -> PlaygroundRun {
    let judgment = run.judge_model.clone().zip(
        run.verdicts
            .as_deref()
            .and_then(|v| serde_json::from_str::<Vec<PairVerdict>>(v).ok()),
    );
    PlaygroundRun {
        vote: vote_of(&run),
        judgment,
        saved_prompt_id: run.saved_prompt_id,
        id: run.id,
        prompt: run.prompt,
        compare_prompt: run.compare_prompt,
        source_prompt_id: run.source_prompt_id,
        blind: run.blind,
        started_at: run.started_at,
        finished_at: run.finished_at.unwrap_or(run.started_at),
        answers: answers.into_iter().map(answer_of).collect(),
    }
}

fn int(n: u32) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

impl Store {
    /// Starts a run for `user_id` unless they already have `gate.max_running` going: the new
    /// run's id, or `None` when refused. Counted and written under the user's row lock, so two
    /// starts at once cannot both pass.
    pub async fn start_playground_run(
        &self,
        user_id: &str,
        run: NewRun,
        gate: RunGate,
        now: DateTime<Utc>,
    ) -> Result<Option<String>> {
        let txn = self.db.begin().await?;
        lock_user(&txn, user_id).await?;
        let going = playground_run::Entity::find()
            .filter(playground_run::Column::UserId.eq(user_id))
            .filter(playground_run::Column::FinishedAt.is_null())
            .filter(playground_run::Column::StartedAt.gt(gate.stale_before))
            .count(&txn)
            .await?;
        if going >= gate.max_running {
            return Ok(None);
        }
        let id = new_id();
        playground_run::ActiveModel {
            id: Set(id.clone()),
            user_id: Set(user_id.to_owned()),
            prompt: Set(run.prompt),
            compare_prompt: Set(run.compare_prompt),
            source_prompt_id: Set(run.source_prompt_id),
            blind: Set(run.blind),
            winner: Set(None),
            tie: Set(false),
            voted_at: Set(None),
            started_at: Set(now),
            finished_at: Set(None),
            judge_model: Set(None),
            verdicts: Set(None),
            judged_at: Set(None),
            saved_prompt_id: Set(None),
        }
        .insert(&txn)
        .await?;
        txn.commit().await?;
        Ok(Some(id))
    }

    /// Ends a run: its answers in column order, the time it ended, and (for a run where at
    /// least two models answered something) the multi-model test in achievements and the
    /// week's activity, all in one transaction. [`Error::NotFound`] if the run is not the
    /// user's or has already ended.
    pub async fn finish_playground_run(
        &self,
        user_id: &str,
        run_id: &str,
        answers: Vec<NewAnswer>,
        now: DateTime<Utc>,
    ) -> Result<PlaygroundRun> {
        let txn = self.db.begin().await?;
        lock_user(&txn, user_id).await?;
        let run = playground_run::Entity::find_by_id(run_id.to_owned())
            .filter(playground_run::Column::UserId.eq(user_id))
            .filter(playground_run::Column::FinishedAt.is_null())
            .one(&txn)
            .await?
            .ok_or(Error::NotFound)?;
        let answered = answers.iter().filter(|a| !a.text.is_empty()).count();
        let rows: Vec<playground_answer::ActiveModel> = answers
            .into_iter()
            .enumerate()
            .map(|(position, a)| playground_answer::ActiveModel {
                run_id: Set(run_id.to_owned()),
                position: Set(i32::try_from(position).unwrap_or(i32::MAX)),
                variant: Set(a.variant.into()),
                provider: Set(a.provider),
                model: Set(a.model),
                family: Set(a.family.into()),
                state: Set(a.state.into()),
                text: Set(a.text),
                error: Set(a.error),
                first_token_ms: Set(a.first_token_ms.map(int)),
                total_ms: Set(int(a.total_ms)),
                input_tokens: Set(int(a.tokens.input)),
                output_tokens: Set(int(a.tokens.output)),
                tokens_estimated: Set(a.tokens.estimated),
                cost_micro_usd: Set(a.cost.map(|c| i64::try_from(c.0).unwrap_or(i64::MAX))),
            })
            .collect();
        if !rows.is_empty() {
            playground_answer::Entity::insert_many(rows)
                .exec(&txn)
                .await?;
        }
        let mut finished: playground_run::ActiveModel = run.into();
        finished.finished_at = Set(Some(now));
        let run = finished.update(&txn).await?;
        if answered >= 2 {
            let mut progression = Progression::new();
            progression
                .activity(user_id, ActivityType::MultiModelTest, 1)
                .milestone(user_id, Milestone::MultiModelTested);
            progression.write(&txn, now).await?;
        }
        let answers = answers_of(&txn, std::slice::from_ref(&run.id)).await?;
        txn.commit().await?;
        Ok(run_of(run, answers))
    }

    /// Records the user's verdict on one of their finished runs (a later vote replaces it).
    pub async fn vote_playground_run(
        &self,
        user_id: &str,
        run_id: &str,
        vote: Vote,
        now: DateTime<Utc>,
    ) -> Result<PlaygroundRun> {
        let run = self.finished_run(user_id, run_id).await?;
        let mut voted: playground_run::ActiveModel = run.into();
        let (winner, tie) = match vote {
            Vote::Winner(column) => (Some(i32::try_from(column).unwrap_or(i32::MAX)), false),
            Vote::Tie => (None, true),
        };
        voted.winner = Set(winner);
        voted.tie = Set(tie);
        voted.voted_at = Set(Some(now));
        let run = voted.update(&self.db).await?;
        let answers = answers_of(&self.db, std::slice::from_ref(&run.id)).await?;
        Ok(run_of(run, answers))
    }

    /// Records a judge's verdicts on one of the user's finished runs (a later judgment
    /// replaces it).
    pub async fn judge_playground_run(
        &self,
        user_id: &str,
        run_id: &str,
        judge_model: &str,
        verdicts: &[PairVerdict],
        now: DateTime<Utc>,
    ) -> Result<PlaygroundRun> {
        let run = self.finished_run(user_id, run_id).await?;
        let mut judged: playground_run::ActiveModel = run.into();
        judged.judge_model = Set(Some(judge_model.to_owned()));
        judged.verdicts = Set(Some(
            serde_json::to_string(verdicts).unwrap_or_else(|_| "[]".into()),
        ));
        judged.judged_at = Set(Some(now));
        let run = judged.update(&self.db).await?;
        let answers = answers_of(&self.db, std::slice::from_ref(&run.id)).await?;
        Ok(run_of(run, answers))
    }

    /// Notes the library prompt one of the user's finished runs' winner was saved to.
    pub async fn set_playground_saved_prompt(
        &self,
        user_id: &str,
        run_id: &str,
        prompt_id: &str,
    ) -> Result<PlaygroundRun> {
        let run = self.finished_run(user_id, run_id).await?;
        let mut saved: playground_run::ActiveModel = run.into();
        saved.saved_prompt_id = Set(Some(prompt_id.to_owned()));
        let run = saved.update(&self.db).await?;
        let answers = answers_of(&self.db, std::slice::from_ref(&run.id)).await?;
        Ok(run_of(run, answers))
    }

    /// One of the user's finished runs. [`Error::NotFound`] for anyone else's, or one still
    /// going.
    pub async fn playground_run(&self, user_id: &str, run_id: &str) -> Result<PlaygroundRun> {
        let run = self.finished_run(user_id, run_id).await?;
        let answers = answers_of(&self.db, std::slice::from_ref(&run.id)).await?;
        Ok(run_of(run, answers))
    }

    /// The user's finished runs, newest first: `limit` of them, older than the run `before`
    /// when given (ids are time-ordered).
    pub async fn playground_runs(
        &self,
        user_id: &str,
        limit: u64,
        before: Option<&str>,
    ) -> Result<Vec<PlaygroundRun>> {
        let mut find = playground_run::Entity::find()
            .filter(playground_run::Column::UserId.eq(user_id))
            .filter(playground_run::Column::FinishedAt.is_not_null());
        if let Some(before) = before {
            find = find.filter(playground_run::Column::Id.lt(before));
        }
        let runs = find
            .order_by_desc(playground_run::Column::Id)
            .limit(limit)
            .all(&self.db)
            .await?;
        let ids: Vec<String> = runs.iter().map(|r| r.id.clone()).collect();
        let mut answers = answers_of(&self.db, &ids).await?;
        Ok(runs
            .into_iter()
            .map(|run| {
                let (mine, rest): (Vec<_>, Vec<_>) =
                    answers.drain(..).partition(|a| a.run_id == run.id);
                answers = rest;
                run_of(run, mine)
            })
            .collect())
    }

    /// Deletes one of the user's finished runs with its answers.
    pub async fn delete_playground_run(&self, user_id: &str, run_id: &str) -> Result<()> {
        let deleted = playground_run::Entity::delete_many()
            .filter(playground_run::Column::Id.eq(run_id))
            .filter(playground_run::Column::UserId.eq(user_id))
            .filter(playground_run::Column::FinishedAt.is_not_null())
            .exec(&self.db)
            .await?;
        if deleted.rows_affected == 0 {
            return Err(Error::NotFound);
        }
        Ok(())
    }

    /// TestingAnalytics for one user: answers of their finished runs in all and per maker, and
    /// the runs themselves.
    pub async fn testing_counts(&self, user_id: &str) -> Result<TestingCounts> {
        let runs = playground_run::Entity::find()
            .filter(playground_run::Column::UserId.eq(user_id))
            .filter(playground_run::Column::FinishedAt.is_not_null())
            .count(&self.db)
            .await?;
        let per_family: Vec<(crate::entity::stored::StoredFamily, i64)> =
            playground_answer::Entity::find()
                .select_only()
                .column(playground_answer::Column::Family)
                .column_as(playground_answer::Column::Position.count(), "n")
                .inner_join(playground_run::Entity)
                .filter(playground_run::Column::UserId.eq(user_id))
                .filter(playground_run::Column::FinishedAt.is_not_null())
                .group_by(playground_answer::Column::Family)
                .into_tuple()
                .all(&self.db)
                .await?;
        let by_family: Vec<(Family, u64)> = per_family
            .into_iter()
            .map(|(family, n)| (family.into(), u64::try_from(n).unwrap_or_default()))
            .collect();
        Ok(TestingCounts {
            answers: by_family.iter().map(|(_, n)| n).sum(),
            by_family,
            runs,
        })
    }

    async fn finished_run(&self, user_id: &str, run_id: &str) -> Result<playground_run::Model> {
        playground_run::Entity::find_by_id(run_id.to_owned())
            .filter(playground_run::Column::UserId.eq(user_id))
            .filter(playground_run::Column::FinishedAt.is_not_null())
            .one(&self.db)
            .await?
            .ok_or(Error::NotFound)
    }
}

/// The answers of these runs, in run and column order.
async fn answers_of(
    db: &impl sea_orm::ConnectionTrait,
    run_ids: &[String],
) -> Result<Vec<playground_answer::Model>> {
    if run_ids.is_empty() {
        return Ok(Vec::new());
    }
    Ok(playground_answer::Entity::find()
        .filter(playground_answer::Column::RunId.is_in(run_ids.iter().cloned()))
        .order_by_asc(playground_answer::Column::RunId)
        .order_by_asc(playground_answer::Column::Position)
        .all(db)
        .await?)
}

/// A user's provider key as stored: the key itself only encrypted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredProviderKey {
    pub id: String,
    pub name: String,
    pub vendor: domain::provider_keys::Vendor,
    pub base_url: Option<String>,
    pub models: Vec<String>,
    /// The encrypted key and its nonce, as base64 text (the server encrypts and decrypts).
    pub ciphertext: String,
    pub nonce: String,
    pub last4: String,
    pub created_at: DateTime<Utc>,
    pub checked_at: DateTime<Utc>,
}

fn key_of(row: user_provider_key::Model) -> StoredProviderKey {
    StoredProviderKey {
        id: row.id,
        name: row.name,
        vendor: row.vendor.into(),
        base_url: row.base_url,
        models: serde_json::from_str(&row.models).unwrap_or_default(),
        ciphertext: row.key_ciphertext,
        nonce: row.key_nonce,
        last4: row.key_last4,
        created_at: row.created_at,
        checked_at: row.checked_at,
    }
}

impl Store {
    /// Adds a provider key unless the user already keeps `max` (None then), counted and
    /// written under the user's row lock. A name the user already has is
    /// [`Unique::ProviderKeyName`](crate::Unique::ProviderKeyName).
    pub async fn add_provider_key(
        &self,
        user_id: &str,
        key: StoredProviderKey,
        max: u64,
    ) -> Result<Option<StoredProviderKey>> {
        let txn = self.db.begin().await?;
        lock_user(&txn, user_id).await?;
        let kept = user_provider_key::Entity::find()
            .filter(user_provider_key::Column::UserId.eq(user_id))
            .count(&txn)
            .await?;
        if kept >= max {
            return Ok(None);
        }
        let row = user_provider_key::ActiveModel {
            id: Set(new_id()),
            user_id: Set(user_id.to_owned()),
            name: Set(key.name),
            vendor: Set(key.vendor.into()),
            base_url: Set(key.base_url),
            models: Set(serde_json::to_string(&key.models).unwrap_or_else(|_| "[]".into())),
            key_ciphertext: Set(key.ciphertext),
            key_nonce: Set(key.nonce),
            key_last4: Set(key.last4),
            created_at: Set(key.created_at),
            checked_at: Set(key.checked_at),
        }
        .insert(&txn)
        .await?;
        txn.commit().await?;
        Ok(Some(key_of(row)))
    }

    /// The user's provider keys, oldest first.
    pub async fn provider_keys_of(&self, user_id: &str) -> Result<Vec<StoredProviderKey>> {
        Ok(user_provider_key::Entity::find()
            .filter(user_provider_key::Column::UserId.eq(user_id))
            .order_by_asc(user_provider_key::Column::CreatedAt)
            .order_by_asc(user_provider_key::Column::Id)
            .all(&self.db)
            .await?
            .into_iter()
            .map(key_of)
            .collect())
    }

    /// Deletes one of the user's provider keys.
    pub async fn delete_provider_key(&self, user_id: &str, id: &str) -> Result<()> {
        let deleted = user_provider_key::Entity::delete_many()
            .filter(user_provider_key::Column::Id.eq(id))
            .filter(user_provider_key::Column::UserId.eq(user_id))
            .exec(&self.db)
            .await?;
        if deleted.rows_affected == 0 {
            return Err(Error::NotFound);
        }
        Ok(())
    }
}
