//! Opening the database: SQLite (its connection settings are in sqlite.rs), or PostgreSQL; then the migrations, under a lock so several instances can start at once.

use std::{str::FromStr, time::Duration};

use sea_orm::{
    ConnectionTrait, SqlxPostgresConnector, SqlxSqliteConnector, TransactionTrait,
    sqlx::{
        Connection,
        postgres::{PgConnectOptions, PgPoolOptions, PgSslMode},
        sqlite::SqlitePoolOptions,
    },
};
use sea_orm_migration::MigratorTrait;

use crate::{
    Error, Result, Store,
    checkpoint::Checkpointer,
    migration::Migrator,
    repo::{
        self,
        group_commit::{GenerationWriter, Target},
    },
};

/// A pooled PostgreSQL connection idle longer than this is pinged before it is lent.
const PING_IF_IDLE_FOR: Duration = Duration::from_secs(1);

/// Whether PostgreSQL settings ask to verify the server's certificate: sslmode `verify-ca` or
/// `verify-full` (in the URL or sqlx's `PGSSLMODE`), or a root certificate in `PGSSLROOTCERT`
/// (one in the URL, `sslrootcert`, the writer cannot read at all).
fn asks_to_verify_the_server(options: &PgConnectOptions) -> bool {
    matches!(
        options.get_ssl_mode(),
        PgSslMode::VerifyCa | PgSslMode::VerifyFull
    ) || std::env::var_os("PGSSLROOTCERT").is_some()
}

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
        // PostgreSQL: whether the settings (the URL, or sqlx's PGSSLMODE and PGSSLROOTCERT) ask
        // to verify the server's certificate, which the writer's own connection does not do.
        let mut verifies_server = false;
        let db = match backend {
            Backend::Sqlite => {
                let options = crate::sqlite::pool_options(url)?;
                sqlite_file = Some(options.get_filename().to_owned());
                let pool = SqlitePoolOptions::new()
                    .max_connections(max_connections.max(1))
                    // sqlx pings an idle connection before lending it, by default: with SQLite
                    // that is a round trip to the connection's thread on every query, and a
                    // connection to a local file cannot go stale the way a socket can.
                    .test_before_acquire(false)
                    .after_connect(|conn, _| Box::pin(crate::sqlite::use_short_busy_waits(conn)))
                    .connect_with(options)
                    .await
                    .map_err(connect_error)?;
                SqlxSqliteConnector::from_sqlx_sqlite_pool(pool)
            }
            Backend::Postgres => {
                let options =
                    PgConnectOptions::from_str(url).map_err(|e| Error::Config(e.to_string()))?;
                verifies_server = asks_to_verify_the_server(&options);
                let pool = PgPoolOptions::new()
                    .max_connections(max_connections.max(1))
                    .acquire_timeout(Duration::from_secs(10))
                    // sqlx pings every idle connection before lending it, by default: a round
                    // trip to PostgreSQL before each read and each transaction. A busy pool's
                    // connections were in use a moment ago; only one that sat idle a while (and
                    // might have been cut since, by a restart or a proxy) is pinged first.
                    .test_before_acquire(false)
                    .before_acquire(|conn, meta| {
                        Box::pin(async move {
                            if meta.idle_for > PING_IF_IDLE_FOR {
                                conn.ping().await?;
                            }
                            Ok(true)
                        })
                    })
                    .connect_with(options)
                    .await
                    .map_err(connect_error)?;
                SqlxPostgresConnector::from_sqlx_postgres_pool(pool)
            }
        };
        let checkpoints = (backend == Backend::Sqlite).then(|| Checkpointer::spawn(db.clone()));
        let target = match (&sqlite_file, &checkpoints) {
            (Some(file), Some(checkpoints)) => Target::Sqlite {
                file,
                pending_restart: checkpoints.pending_restart(),
            },
            _ => Target::Postgres {
                url,
                verifies_server,
                pool: db.clone(),
            },
        };
        let generations = GenerationWriter::spawn(target).await?;
        let active_contexts = repo::contexts::spawn_active_context_reader(db.clone());
        let users_with_groups = repo::groups::spawn_user_reader(db.clone());
        Ok(Self {
            db,
            backend,
            generations,
            active_contexts,
            users_with_groups,
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
    use sea_orm::ConnectionTrait;

    use super::*;
    use crate::checkpoint;

    #[test]
    fn only_settings_that_verify_the_server_are_told_apart() {
        let asks = |url: &str| asks_to_verify_the_server(&PgConnectOptions::from_str(url).unwrap());
        assert!(asks("postgres://u@db.example/app?sslmode=verify-full"));
        assert!(asks("postgres://u@db.example/app?sslmode=verify-ca"));
        // A root certificate named in the environment asks for verification whatever the URL.
        let root_in_env = std::env::var_os("PGSSLROOTCERT").is_some();
        assert_eq!(
            asks("postgres://u@db.example/app?sslmode=require"),
            root_in_env
        );
        assert_eq!(
            asks("postgres://u@db.example/app?sslmode=disable"),
            root_in_env
        );
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
