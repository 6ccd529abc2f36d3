//! SQLite: the group-commit writer's own connection, driven directly by the writer's thread.
//!
//! Through the pool, each batch went from the writer task to a pooled connection's thread and
//! back, two more hand-offs than needed. Here the thread that takes the batch from the queue
//! runs the statements and the commit, then answers the callers: one wake-up in, one out
//! (docs/performance.md has the figures).
//!
//! The statements are the same sea-query statements PostgreSQL runs (`statements` in
//! group_commit.rs); only their execution differs. Values are written as sqlx writes them, so a
//! column reads and sorts the same whichever connection wrote the row.

use std::{
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use chrono::SecondsFormat;
use rusqlite::{Connection, TransactionBehavior, types::Value as Sql};
use sea_orm::{Statement, sea_query::Value};

use crate::{Result, checkpoint::Outcome, sqlite::rusqlite_error as database};

/// A batch that takes longer than this is logged, with where the time went.
const SLOW: Duration = Duration::from_millis(20);

/// One connection to the database file, owned by the writer's thread.
pub(super) struct Writer {
    file: PathBuf,
    conn: Connection,
}

impl Writer {
    /// Opens the file (which the pool has created) with the pool's settings (sqlite.rs).
    pub(super) fn open(file: &Path) -> Result<Self> {
        let conn = crate::sqlite::open_connection(file).map_err(database)?;
        Ok(Self {
            file: file.to_owned(),
            conn,
        })
    }

    /// Runs `statements` in one transaction, durable when this returns Ok. On failure nothing
    /// of them is kept.
    pub(super) fn write(&mut self, statements: Vec<Statement>) -> Result<()> {
        let outcome = transaction(&mut self.conn, statements);
        if outcome.is_err() && !self.conn.is_autocommit() {
            // The transaction's rollback failed (an I/O error): start over on a new connection
            // rather than write the next batch inside a transaction that is still open.
            match crate::sqlite::open_connection(&self.file) {
                Ok(conn) => self.conn = conn,
                Err(err) => {
                    tracing::error!(error = %err, "could not reopen the SQLite writer's connection")
                }
            }
        }
        outcome.map_err(database)
    }

    /// Copies what is left of the log into the database, between two batches. Once all of it
    /// is copied, the next batch writes at the start of the log (checkpoint.rs says why).
    pub(super) fn checkpoint(&mut self) {
        let outcome = self.conn.query_row(Outcome::SQL, [], |row| {
            Ok(Outcome {
                busy: row.get::<_, i64>(0)? != 0,
                log: row.get(1)?,
                copied: row.get(2)?,
            })
        });
        match outcome {
            Ok(outcome) if outcome.left_frames() => {
                tracing::debug!(?outcome, "the writer's checkpoint left frames in the log")
            }
            Ok(_) => {}
            Err(err) => tracing::warn!(error = %err, "the writer's WAL checkpoint failed"),
        }
    }
}

fn transaction(conn: &mut Connection, statements: Vec<Statement>) -> rusqlite::Result<()> {
    let start = Instant::now();
    let txn = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    let locked = Instant::now();
    for statement in statements {
        let values = statement
            .values
            .map(|values| values.0)
            .unwrap_or_default()
            .into_iter()
            .map(value)
            .collect::<rusqlite::Result<Vec<_>>>()?;
        txn.prepare_cached(&statement.sql)?
            .execute(rusqlite::params_from_iter(values))?;
    }
    let written = Instant::now();
    // Dropping an uncommitted transaction rolls it back.
    txn.commit()?;
    if start.elapsed() > SLOW {
        let ms = |from: Instant, to: Instant| (to - from).as_secs_f64() * 1000.0;
        tracing::warn!(
            lock_ms = ms(start, locked),
            statements_ms = ms(locked, written),
            commit_ms = ms(written, Instant::now()),
            "a generation batch was slow to commit"
        );
    }
    Ok(())
}

/// A sea-query value as sqlx binds it for SQLite (sea-query-sqlx, sqlx-sqlite's encoders).
fn value(value: Value) -> rusqlite::Result<Sql> {
    Ok(match value {
        Value::Bool(v) => v.map_or(Sql::Null, |v| Sql::Integer(v.into())),
        Value::Int(v) => v.map_or(Sql::Null, |v| Sql::Integer(v.into())),
        Value::BigInt(v) => v.map_or(Sql::Null, Sql::Integer),
        Value::String(v) => v.map_or(Sql::Null, Sql::Text),
        Value::ChronoDateTimeUtc(v) => v.map_or(Sql::Null, |v| {
            Sql::Text(v.to_rfc3339_opts(SecondsFormat::AutoSi, false))
        }),
        Value::ChronoDate(v) => v.map_or(Sql::Null, |v| Sql::Text(v.format("%F").to_string())),
        other => {
            return Err(rusqlite::Error::ToSqlConversionFailure(
                format!("the SQLite writer has no binding for {other:?}").into(),
            ));
        }
    })
}

#[cfg(test)]
mod tests {
    use chrono::{DateTime, TimeZone, Utc};
    use sea_orm::sqlx::{self, SqlitePool};

    use super::*;

    /// Rows this connection writes must read, compare and sort exactly like rows written
    /// through sqlx: the same text for a timestamp, the same integer for a flag.
    #[tokio::test]
    async fn values_are_bound_as_sqlx_binds_them() {
        let pool = SqlitePool::connect("sqlite::memory:").await.unwrap();
        let base = Utc.with_ymd_and_hms(2026, 11, 24, 9, 5, 7).unwrap();
        let times: [DateTime<Utc>; 3] = [
            base,
            base + chrono::Duration::microseconds(120),
            base + chrono::Duration::microseconds(999_999),
        ];
        for time in times {
            let theirs: String = sqlx::query_scalar("SELECT ?")
                .bind(time)
                .fetch_one(&pool)
                .await
                .unwrap();
            assert_eq!(
                value(Value::ChronoDateTimeUtc(Some(time))).unwrap(),
                Sql::Text(theirs)
            );
        }
        for flag in [true, false] {
            let theirs: i64 = sqlx::query_scalar("SELECT ?")
                .bind(flag)
                .fetch_one(&pool)
                .await
                .unwrap();
            assert_eq!(
                value(Value::Bool(Some(flag))).unwrap(),
                Sql::Integer(theirs)
            );
        }
        let day = chrono::NaiveDate::from_ymd_opt(2026, 11, 23).unwrap();
        let theirs: String = sqlx::query_scalar("SELECT ?")
            .bind(day)
            .fetch_one(&pool)
            .await
            .unwrap();
        assert_eq!(
            value(Value::ChronoDate(Some(day))).unwrap(),
            Sql::Text(theirs)
        );
        assert_eq!(value(Value::String(None)).unwrap(), Sql::Null);
        assert!(
            value(Value::Double(Some(1.5))).is_err(),
            "a type with no binding here is refused, not guessed"
        );
    }

    /// The writer's connection keeps the pool's guarantees: a commit is durable before it is
    /// acknowledged, foreign keys hold and no commit checkpoints (how it waits for the write
    /// lock is tested in sqlite.rs).
    #[test]
    fn the_writer_connection_has_the_pools_settings() {
        let dir = std::env::temp_dir().join(format!("sp-writer-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let writer = Writer::open(&dir.join("t.db")).unwrap();
        let pragma = |name: &str| -> String {
            writer
                .conn
                .query_row(&format!("PRAGMA {name}"), [], |row| {
                    row.get::<_, rusqlite::types::Value>(0)
                })
                .map(|value| match value {
                    Sql::Integer(n) => n.to_string(),
                    Sql::Text(text) => text,
                    other => format!("{other:?}"),
                })
                .unwrap()
        };
        assert_eq!(pragma("journal_mode"), "wal");
        assert_eq!(pragma("synchronous"), "2", "2 is FULL");
        assert_eq!(pragma("foreign_keys"), "1");
        assert_eq!(pragma("wal_autocheckpoint"), "0");
        drop(writer);
        std::fs::remove_dir_all(dir).ok();
    }
}
