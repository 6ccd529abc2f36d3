//! Opening the database: SQLite with WAL, synchronous=FULL, foreign keys, a busy timeout and
//! checkpoints off the commit path (checkpoint.rs), or
//! PostgreSQL; then the migrations, under a lock so several instances can start at once.

use std::{str::FromStr, time::Duration};

use sea_orm::{
    ConnectionTrait, SqlxPostgresConnector, SqlxSqliteConnector, TransactionTrait,
    sqlx::{
        postgres::{PgConnectOptions, PgPoolOptions},
        sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous},
    },
};
use sea_orm_migration::MigratorTrait;

use crate::{Error, Result, Store, checkpoint::Checkpointer, migration::Migrator, repo};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    pub fn from_url(url: &str) -> Result<Self> {
        if url.starts_with("sqlite:") {
            if url.contains(":memory:") || url.contains("mode=memory") {
                // The generation writer has a connection of its own, which would see a
                // database of its own.
                return Err(Error::Config(
                    "SQLite must be a file (sqlite://path?mode=rwc), not in memory".into(),
                ));
            }
            Ok(Self::Sqlite)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Self::Postgres)
        } else {
            Err(Error::Config(
                "expected a sqlite: or postgres:// URL".into(),
            ))
        }
    }
}

fn connect_error(err: sea_orm::sqlx::Error) -> Error {
    Error::Database(sea_orm::DbErr::Conn(sea_orm::RuntimeErr::SqlxError(
        err.into(),
    )))
}

/// How long a SQLite connection waits for the write lock before giving up (the pool's and the
/// generation writer's).
pub(crate) const SQLITE_BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// Arbitrary but fixed key of the PostgreSQL advisory lock that serialises migrations.
const MIGRATION_LOCK_KEY: i64 = 0x5355_5045_5250;

impl Store {
    /// Opens a pool of at most `max_connections` and runs pending migrations.
    pub async fn connect(url: &str, max_connections: u32) -> Result<Self> {
        let store = Self::open(url, max_connections).await?;
        store.migrate().await?;
        Ok(store)
    }

    /// Opens a pool without migrating (for `superprompt migrate`, which migrates explicitly).
    pub async fn open(url: &str, max_connections: u32) -> Result<Self> {
        let backend = Backend::from_url(url)?;
        // SQLite: the file the generation writer opens a connection of its own to.
        let mut sqlite_file = None;
        let db = match backend {
            Backend::Sqlite => {
                let options = SqliteConnectOptions::from_str(url)
                    .map_err(|e| Error::Config(e.to_string()))?
                    .create_if_missing(true)
                    .journal_mode(SqliteJournalMode::Wal)
                    .synchronous(SqliteSynchronous::Full)
                    .foreign_keys(true)
                    .busy_timeout(SQLITE_BUSY_TIMEOUT)
                    // Checkpoints run from a task of their own (see checkpoint.rs), not
                    // from inside whichever commit fills the log.
                    .pragma("wal_autocheckpoint", "0");
                sqlite_file = Some(options.get_filename().to_owned());
                let pool = SqlitePoolOptions::new()
                    .max_connections(max_connections.max(1))
                    // sqlx pings an idle connection before lending it, by default: with SQLite
                    // that is a round trip to the connection's thread on every query, and a
                    // connection to a local file cannot go stale the way a socket can.
                    .test_before_acquire(false)
                    .connect_with(options)
                    .await
                    .map_err(connect_error)?;
                SqlxSqliteConnector::from_sqlx_sqlite_pool(pool)
            }
            Backend::Postgres => {
                let options =
                    PgConnectOptions::from_str(url).map_err(|e| Error::Config(e.to_string()))?;
                let pool = PgPoolOptions::new()
                    .max_connections(max_connections.max(1))
                    .acquire_timeout(Duration::from_secs(10))
                    .connect_with(options)
                    .await
                    .map_err(connect_error)?;
                SqlxPostgresConnector::from_sqlx_postgres_pool(pool)
            }
        };
        let generations =
            repo::group_commit::GenerationWriter::spawn(db.clone(), sqlite_file.as_deref())?;
        let active_contexts = repo::contexts::spawn_active_context_reader(db.clone());
        let checkpoints = (backend == Backend::Sqlite).then(|| Checkpointer::spawn(db.clone()));
        Ok(Self {
            db,
            backend,
            generations,
            active_contexts,
            _checkpoints: checkpoints,
        })
    }

    /// Applies pending migrations. On PostgreSQL an advisory lock held by the migrating
    /// transaction makes concurrent starts wait for each other instead of racing.
    pub async fn migrate(&self) -> Result<()> {
        match self.backend {
            Backend::Sqlite => Migrator::up(&self.db, None).await?,
            Backend::Postgres => {
                let txn = self.db.begin().await?;
                txn.execute_unprepared(&format!(
                    "SELECT pg_advisory_xact_lock({MIGRATION_LOCK_KEY})"
                ))
                .await?;
                Migrator::up(&txn, None).await?;
                txn.commit().await?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use sea_orm::{ConnectionTrait, Statement};

    use super::*;
    use crate::checkpoint;

    /// SQLite must run with WAL, synchronous=FULL and foreign keys on: durability and the
    /// cascades every delete relies on.
    #[tokio::test]
    async fn sqlite_runs_in_wal_mode_with_full_sync_and_foreign_keys() {
        let dir = std::env::temp_dir().join(format!("sp-pragma-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let store = Store::connect(
            &format!("sqlite://{}?mode=rwc", dir.join("t.db").display()),
            2,
        )
        .await
        .unwrap();
        let pragma = |name: &str| {
            let db = store.db.clone();
            let name = name.to_owned();
            async move {
                let row = db
                    .query_one_raw(Statement::from_string(
                        db.get_database_backend(),
                        format!("PRAGMA {name}"),
                    ))
                    .await
                    .unwrap()
                    .unwrap();
                row.try_get_by_index::<String>(0)
                    .or_else(|_| row.try_get_by_index::<i64>(0).map(|n| n.to_string()))
                    .unwrap()
            }
        };
        assert_eq!(pragma("journal_mode").await, "wal");
        assert_eq!(pragma("synchronous").await, "2", "2 is FULL");
        assert_eq!(pragma("foreign_keys").await, "1");
        assert_eq!(pragma("busy_timeout").await, "10000");
        assert_eq!(
            pragma("wal_autocheckpoint").await,
            "0",
            "checkpoints run off the commit path"
        );
        store.close().await.unwrap();
        std::fs::remove_dir_all(dir).ok();
    }

    /// With automatic checkpoints off, the store's own task moves the log into the database.
    #[tokio::test]
    async fn the_checkpoint_task_moves_committed_pages_into_the_database_file() {
        let dir = std::env::temp_dir().join(format!("sp-checkpoint-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("t.db");
        let store = Store::open(&format!("sqlite://{}?mode=rwc", file.display()), 2)
            .await
            .unwrap();
        store
            .db
            .execute_unprepared(
                "CREATE TABLE filler (body BLOB);
                 WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500)
                 INSERT INTO filler SELECT randomblob(4000) FROM n;",
            )
            .await
            .unwrap();
        // 2 MB committed, so far only in the log (no commit checkpoints any more).
        let size = || std::fs::metadata(&file).map_or(0, |m| m.len());
        let deadline = std::time::Instant::now() + checkpoint::INTERVAL * 10;
        while size() < 2_000_000 && std::time::Instant::now() < deadline {
            tokio::time::sleep(checkpoint::INTERVAL / 5).await;
        }
        assert!(
            size() >= 2_000_000,
            "the database file holds {} bytes",
            size()
        );
        store.close().await.unwrap();
        std::fs::remove_dir_all(dir).ok();
    }
}
