//! Group commit for generations, the hottest write: one writer with a connection of its own (a
//! thread on SQLite, a task on PostgreSQL) takes every generation waiting to be recorded,
//! writes them in one transaction (one multi-row INSERT, one UPDATE of the usage counter per
//! user and generator) and answers each caller once that transaction is durable. With SQLite
//! (one writer at a time, an fsync per commit under synchronous=FULL) this turns N commits into
//! one under load, and takes the generations out of the competition for the write lock;
//! PostgreSQL gains the same saving on commits. A caller is answered only after its batch
//! commits, so an acknowledged generation is never lost on a crash.
//!
//! If a batch fails, each of its generations is retried on its own, so one bad row (say, its
//! user was deleted a moment before) fails only its own request.

mod postgres;
mod sqlite;

pub use postgres::APPLICATION_NAME as POSTGRES_APPLICATION_NAME;

use std::{collections::BTreeMap, future::Future, path::Path, sync::Arc};

use chrono::{DateTime, SubsecRound, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbBackend, EntityTrait,
    IntoActiveModel, QueryFilter, QueryTrait, Statement, TransactionTrait,
    sea_query::{Expr, ExprTrait},
};

use crate::{
    Result,
    checkpoint::PendingRestart,
    entity::{generation, user},
    repo::{
        batch::{Batcher, Job},
        generations::{NewGeneration, UsageCounter},
        new_id,
        progress::Progression,
    },
};
use domain::{achievements::Milestone, activity::ActivityType, generation::GeneratorKind};

/// The most generations one transaction writes (well under SQLite's 32,766 bound variables).
const MAX_BATCH: usize = 256;

/// A generation to record and the usage counter it adds to.
struct Pending {
    row: generation::Model,
    counter: UsageCounter,
    comparison: Option<String>,
}

/// The handle to the writer. Cheap to clone; the writer ends when the last handle drops.
#[derive(Clone, Debug)]
pub(crate) struct GenerationWriter {
    batcher: Batcher<Pending, generation::Model>,
}

/// Where the writer writes.
pub(crate) enum Target<'a> {
    /// The database file, and the checkpoint task's flag.
    Sqlite {
        file: &'a Path,
        pending_restart: PendingRestart,
    },
    /// The database URL, whether its settings ask to verify the server's certificate, and
    /// the pool (for settings the writer's own connection cannot follow).
    Postgres {
        url: &'a str,
        verifies_server: bool,
        pool: DatabaseConnection,
    },
}

impl GenerationWriter {
    /// Starts the writer, with a connection of its own. With SQLite it is a thread that writes
    /// each batch itself (see sqlite.rs); once a batch's callers are answered, it checkpoints if
    /// the task asked it to (checkpoint.rs says why). With PostgreSQL it is a task on the
    /// current Tokio runtime that sends each batch in one round trip (see postgres.rs).
    pub(crate) async fn spawn(target: Target<'_>) -> Result<Self> {
        let batcher = match target {
            Target::Sqlite {
                file,
                pending_restart,
            } => {
                let mut conn = sqlite::Writer::open(file)?;
                Batcher::spawn_thread("gen-writer", MAX_BATCH, move |batch| {
                    // Every future here is ready at once: block_on only drives `commit`.
                    futures::executor::block_on(commit(DbBackend::Sqlite, batch, |statements| {
                        std::future::ready(conn.write(statements))
                    }));
                    if pending_restart.take() {
                        conn.checkpoint();
                    }
                })?
            }
            Target::Postgres {
                url,
                verifies_server,
                pool,
            } => match postgres::Writer::connect(url, verifies_server).await {
                Ok(writer) => {
                    let writer = Arc::new(writer);
                    Batcher::spawn(MAX_BATCH, move |batch| {
                        let writer = writer.clone();
                        async move {
                            commit(DbBackend::Postgres, batch, |statements| {
                                let writer = writer.clone();
                                async move { writer.write(statements).await }
                            })
                            .await;
                        }
                    })
                }
                Err(err) => {
                    tracing::warn!(error = %err, "the generation writer uses the pool, one round trip per statement");
                    Batcher::spawn(MAX_BATCH, move |batch| {
                        let pool = pool.clone();
                        async move {
                            commit(DbBackend::Postgres, batch, |statements| {
                                write_through_pool(&pool, statements)
                            })
                            .await;
                        }
                    })
                }
            },
        };
        Ok(Self { batcher })
    }

    /// Records one generation and counts it; returns once it is committed.
    pub(crate) async fn record(
        &self,
        mut new: NewGeneration,
        counter: UsageCounter,
        now: DateTime<Utc>,
    ) -> Result<generation::Model> {
        let comparison = new.comparison.take();
        let row = row(new, now);
        self.batcher
            .submit(Pending {
                row,
                counter,
                comparison,
            })
            .await
    }
}

fn row(new: NewGeneration, now: DateTime<Utc>) -> generation::Model {
    generation::Model {
        id: new_id(),
        user_id: new.user_id,
        generator: new.generator.into(),
        description: new.description,
        context_id: new.context_id,
        prompt: new.prompt,
        improvements: serde_json::to_string(&new.improvements).unwrap_or_else(|_| "[]".into()),
        task_kind: new.task_kind,
        parameters: new.parameters.map(|p| p.to_string()),
        engine: new.engine,
        notice: new.notice,
        // Both databases keep microseconds: the row returned is the row stored.
        created_at: now.trunc_subsecs(6),
    }
}

/// The /metrics histogram of how many generations each commit carried.
pub const BATCH_SIZE_METRIC: &str = "generation_commit_batch_size";

/// Writes a batch with `write` and answers each caller; if the batch fails, each of its rows
/// is written on its own.
async fn commit<F, Fut>(
    backend: DbBackend,
    mut batch: Vec<Job<Pending, generation::Model>>,
    mut write: F,
) where
    F: FnMut(Vec<Statement>) -> Fut,
    Fut: Future<Output = Result<()>>,
{
    metrics::histogram!(BATCH_SIZE_METRIC).record(batch.len() as f64);
    match write(statements(backend, &batch)).await {
        Ok(()) => {
            for Job { input, reply } in batch {
                let _ = reply.send(Ok(input.row));
            }
        }
        Err(err) if batch.len() == 1 => {
            if let Some(job) = batch.pop() {
                job.answer(Err(err));
            }
        }
        Err(err) => {
            tracing::warn!(size = batch.len(), error = %err, "a generation batch failed; writing its rows one by one");
            for job in batch {
                let outcome = write(statements(backend, std::slice::from_ref(&job))).await;
                let Job { input, reply } = job;
                let _ = reply.send(outcome.map(|()| input.row));
            }
        }
    }
}

/// The batch's statements: one multi-row INSERT, then one UPDATE per user and usage counter,
/// then the achievements' progress and the weekly activity the generations add (progress.rs).
fn statements(backend: DbBackend, jobs: &[Job<Pending, generation::Model>]) -> Vec<Statement> {
    let mut progression = Progression::new();
    for job in jobs {
        let kind = GeneratorKind::from(job.input.row.generator);
        progression
            .milestone(&job.input.row.user_id, Milestone::Generated(kind))
            .activity(&job.input.row.user_id, ActivityType::Generated(kind), 1);
        if let Some(comparison) = &job.input.comparison {
            progression.milestone(&job.input.row.user_id, Milestone::Compared(comparison));
        }
    }
    let latest = jobs.iter().map(|job| job.input.row.created_at).max();
    let mut counts: BTreeMap<(&str, UsageCounter), i32> = BTreeMap::new();
    for job in jobs {
        *counts
            .entry((job.input.row.user_id.as_str(), job.input.counter))
            .or_default() += 1;
    }
    let insert = generation::Entity::insert_many(
        jobs.iter()
            .map(|job| job.input.row.clone().into_active_model().reset_all()),
    )
    .build(backend);
    let updates = counts.into_iter().map(|((user_id, counter), n)| {
        let column = counter.column();
        user::Entity::update_many()
            .col_expr(column, Expr::col(column).add(n))
            .filter(user::Column::Id.eq(user_id))
            .build(backend)
    });
    let progress = latest
        .map(|now| progression.statements(backend, now))
        .unwrap_or_default();
    std::iter::once(insert)
        .chain(updates)
        .chain(progress)
        .collect()
}

/// PostgreSQL without the writer's own connection: the statements in one transaction, one
/// round trip each, through the pool.
async fn write_through_pool(db: &DatabaseConnection, statements: Vec<Statement>) -> Result<()> {
    let txn = db.begin().await?;
    for statement in statements {
        txn.execute_raw(statement).await?;
    }
    txn.commit().await?;
    Ok(())
}
