//! Group commit for generations, the hottest write: one writer task takes every generation
//! waiting to be recorded, writes them in one transaction (one multi-row INSERT, one UPDATE of
//! the usage counter per user and generator) and answers each caller once that transaction is
//! durable. With SQLite (one writer at a time, an fsync per commit under synchronous=FULL) this
//! turns N commits into one under load, and takes the generations out of the competition for
//! the write lock; PostgreSQL gains the same saving on commits. A caller is answered only after
//! its batch commits, so an acknowledged generation is never lost on a crash.
//!
//! If a batch fails, each of its generations is retried on its own, so one bad row (say, its
//! user was deleted a moment before) fails only its own request.

use std::collections::BTreeMap;

use chrono::{DateTime, SubsecRound, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbBackend, DbErr,
    EntityTrait, IntoActiveModel, QueryFilter, QueryTrait, RuntimeErr, Statement, TransactionTrait,
    sea_query::{Expr, ExprTrait, Values},
    sqlx::{self, SqlitePool},
};
use sea_query_sqlx::SqlxValues;

use crate::{
    Result,
    entity::{generation, user},
    repo::{
        batch::{Batcher, Job},
        generations::{NewGeneration, UsageCounter},
        new_id,
    },
};

/// The most generations one transaction writes (well under SQLite's 32,766 bound variables).
const MAX_BATCH: usize = 256;

/// A generation to record and the usage counter it adds to.
struct Pending {
    row: generation::Model,
    counter: UsageCounter,
}

/// The handle to the writer task. Cheap to clone; the task ends when the last handle drops.
#[derive(Clone, Debug)]
pub(crate) struct GenerationWriter {
    batcher: Batcher<Pending, generation::Model>,
}

impl GenerationWriter {
    /// Starts the writer on the current Tokio runtime.
    pub(crate) fn spawn(db: DatabaseConnection) -> Self {
        let batcher = Batcher::spawn(MAX_BATCH, move |batch| commit(db.clone(), batch));
        Self { batcher }
    }

    /// Records one generation and counts it; returns once it is committed.
    pub(crate) async fn record(
        &self,
        new: NewGeneration,
        counter: UsageCounter,
        now: DateTime<Utc>,
    ) -> Result<generation::Model> {
        let row = row(new, now);
        self.batcher.submit(Pending { row, counter }).await
    }
}

fn row(new: NewGeneration, now: DateTime<Utc>) -> generation::Model {
    generation::Model {
        id: new_id(),
        user_id: new.user_id,
        generator: new.generator,
        description: new.description,
        context_id: new.context_id,
        prompt: new.prompt,
        improvements: serde_json::to_string(&new.improvements).unwrap_or_else(|_| "[]".into()),
        task_kind: new.task_kind,
        parameters: new.parameters,
        engine: new.engine,
        notice: new.notice,
        // Both databases keep microseconds: the row returned is the row stored.
        created_at: now.trunc_subsecs(6),
    }
}

async fn commit(db: DatabaseConnection, mut batch: Vec<Job<Pending, generation::Model>>) {
    match write(&db, &batch).await {
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
                let outcome = write(&db, std::slice::from_ref(&job)).await;
                let Job { input, reply } = job;
                let _ = reply.send(outcome.map(|()| input.row));
            }
        }
    }
}

async fn write(db: &DatabaseConnection, jobs: &[Job<Pending, generation::Model>]) -> Result<()> {
    let mut counts: BTreeMap<(&str, UsageCounter), i32> = BTreeMap::new();
    for job in jobs {
        *counts
            .entry((job.input.row.user_id.as_str(), job.input.counter))
            .or_default() += 1;
    }
    let backend = db.get_database_backend();
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
    let statements: Vec<Statement> = std::iter::once(insert).chain(updates).collect();
    match backend {
        DbBackend::Sqlite => write_sqlite(db.get_sqlite_connection_pool(), statements).await,
        _ => {
            let txn = db.begin().await?;
            for statement in statements {
                txn.execute_raw(statement).await?;
            }
            txn.commit().await?;
            Ok(())
        }
    }
}

/// SQLite: the whole transaction (BEGIN, the INSERT, the counter UPDATEs, COMMIT) goes to the
/// connection's thread as one multi-statement query, one round trip instead of one per
/// statement (on a busy machine each is a thread wake-up). sea-query writes SQLite parameters
/// as plain `?`, which sqlx binds in order across the statements.
async fn write_sqlite(pool: &SqlitePool, statements: Vec<Statement>) -> Result<()> {
    let mut sql = String::from("BEGIN IMMEDIATE;\n");
    let mut values = Vec::new();
    for statement in statements {
        sql.push_str(&statement.sql);
        sql.push_str(";\n");
        values.extend(statement.values.into_iter().flat_map(|v| v.0));
    }
    sql.push_str("COMMIT;");
    let mut conn = pool.acquire().await.map_err(exec_error)?;
    let outcome = sqlx::query_with(sqlx::AssertSqlSafe(sql), SqlxValues(Values(values)))
        .execute(&mut *conn)
        .await;
    if let Err(err) = outcome {
        // A statement that fails leaves the transaction open on this connection: roll it back
        // before the connection goes back to the pool, or close the connection if even that
        // fails (BEGIN itself failing leaves nothing to roll back; closing is harmless then).
        if sqlx::query("ROLLBACK").execute(&mut *conn).await.is_err() {
            let _ = conn.detach();
        }
        return Err(exec_error(err));
    }
    Ok(())
}

fn exec_error(err: sqlx::Error) -> crate::Error {
    crate::Error::Database(DbErr::Exec(RuntimeErr::SqlxError(err.into())))
}
