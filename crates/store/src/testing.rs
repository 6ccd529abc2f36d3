//! Test support: a fresh database per test, on SQLite by default or on PostgreSQL when
//! `TEST_DATABASE_URL` is set (then each test gets its own `superprompt_test_<id>` database,
//! dropped when the test ends), and a look at every table for "nothing of X is left" checks.

// Test support stands outside the app: it reads wall time, not App::clock().
#![allow(clippy::disallowed_methods)]

use sea_orm::{ConnectionTrait, Database, DbBackend, Statement};

use crate::{Backend, NewGeneration, NewUser, Store};

/// A database that exists for the life of one test.
pub struct TestDatabase {
    pub url: String,
    cleanup: Cleanup,
}

enum Cleanup {
    Dir(std::path::PathBuf),
    Postgres { admin_url: String, name: String },
}

impl TestDatabase {
    /// On SQLite: another connection takes the write lock and keeps it for `ms` milliseconds;
    /// answers once it holds it, with the thread to join. None on PostgreSQL (which locks rows,
    /// not the database).
    pub fn hold_write_lock(&self, ms: u64) -> Option<std::thread::JoinHandle<()>> {
        let file = self
            .url
            .strip_prefix("sqlite://")
            .and_then(|rest| rest.split('?').next())?
            .to_owned();
        let (held, wait) = std::sync::mpsc::channel();
        let writer = std::thread::spawn(move || {
            let conn = rusqlite::Connection::open(&file).unwrap();
            conn.execute_batch("BEGIN IMMEDIATE").unwrap();
            held.send(()).unwrap();
            std::thread::sleep(std::time::Duration::from_millis(ms));
            conn.execute_batch("COMMIT").unwrap();
        });
        wait.recv().unwrap();
        Some(writer)
    }

    pub async fn new() -> Self {
        let id = uuid::Uuid::new_v4().simple().to_string();
        match std::env::var("TEST_DATABASE_URL")
            .ok()
            .filter(|u| !u.is_empty())
        {
            Some(admin_url) => {
                let name = format!("superprompt_test_{id}");
                let admin = Database::connect(&admin_url)
                    .await
                    .expect("connect TEST_DATABASE_URL");
                admin
                    .execute_unprepared(&format!("CREATE DATABASE {name}"))
                    .await
                    .expect("create test database");
                admin.close().await.ok();
                let mut url = url::Url::parse(&admin_url).expect("TEST_DATABASE_URL is a URL");
                url.set_path(&format!("/{name}"));
                Self {
                    url: url.to_string(),
                    cleanup: Cleanup::Postgres { admin_url, name },
                }
            }
            None => {
                let dir = std::env::temp_dir().join(format!("superprompt-test-{id}"));
                std::fs::create_dir_all(&dir).expect("create temp dir");
                let url = format!("sqlite://{}?mode=rwc", dir.join("test.db").display());
                Self {
                    url,
                    cleanup: Cleanup::Dir(dir),
                }
            }
        }
    }

    /// A migrated store on this database.
    pub async fn store(&self) -> Store {
        Store::connect(&self.url, 5)
            .await
            .expect("connect test store")
    }

    /// The data directory to hand a server under test (SQLite keeps its file elsewhere).
    pub fn backend(&self) -> Backend {
        Backend::from_url(&self.url).expect("known backend")
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        match &self.cleanup {
            Cleanup::Dir(dir) => {
                let _ = std::fs::remove_dir_all(dir);
            }
            Cleanup::Postgres { admin_url, name } => {
                let (admin_url, name) = (admin_url.clone(), name.clone());
                // Drop runs inside the test's runtime; a fresh thread with its own runtime can
                // block on the cleanup without tripping over it.
                let _ = std::thread::spawn(move || {
                    let rt = tokio::runtime::Builder::new_current_thread()
                        .enable_all()
                        .build()
                        .ok()?;
                    rt.block_on(async {
                        let admin = Database::connect(&admin_url).await.ok()?;
                        admin
                            .execute_unprepared(&format!(
                                "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
                            ))
                            .await
                            .ok()?;
                        admin.close().await.ok()
                    })
                })
                .join();
            }
        }
    }
}

impl Store {
    /// Every table of the schema (migration bookkeeping excluded), sorted.
    pub async fn table_names(&self) -> Vec<String> {
        let sql = match self.backend {
            Backend::Sqlite => {
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' \
                 AND name <> 'seaql_migrations' ORDER BY name"
            }
            Backend::Postgres => {
                "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' \
                 AND table_name <> 'seaql_migrations' ORDER BY table_name"
            }
        };
        self.strings(sql, "name").await
    }

    /// Every index of the schema as the database declares it (`name: definition`), sorted.
    pub async fn index_definitions(&self) -> Vec<String> {
        let sql = match self.backend {
            // The indexes behind a PRIMARY KEY or UNIQUE column have no text of their own.
            Backend::Sqlite => {
                "SELECT name || ': ' || COALESCE(sql, 'tbl ' || tbl_name) AS d FROM sqlite_master \
                 WHERE type = 'index' ORDER BY name"
            }
            Backend::Postgres => {
                "SELECT indexname || ': ' || indexdef AS d FROM pg_indexes \
                 WHERE schemaname = 'public' ORDER BY indexname"
            }
        };
        self.strings(sql, "d").await
    }

    /// How many rows `table` has.
    pub async fn row_count(&self, table: &str) -> u64 {
        let backend = self.db.get_database_backend();
        let sql = format!("SELECT COUNT(*) AS n FROM \"{table}\"");
        let row = self
            .db
            .query_one_raw(Statement::from_string(backend, sql))
            .await
            .unwrap()
            .unwrap();
        row.try_get::<i64>("", "n").unwrap() as u64
    }

    /// How many rows of `table` hold `needle` in any column (compared as text).
    pub async fn rows_mentioning(&self, table: &str, needle: &str) -> u64 {
        let (columns_sql, backend) = match self.backend {
            Backend::Sqlite => (
                format!("SELECT name FROM pragma_table_info('{table}')"),
                DbBackend::Sqlite,
            ),
            Backend::Postgres => (
                format!(
                    "SELECT column_name AS name FROM information_schema.columns \
                     WHERE table_schema = 'public' AND table_name = '{table}'"
                ),
                DbBackend::Postgres,
            ),
        };
        let columns = self.strings(&columns_sql, "name").await;
        let condition = columns
            .iter()
            .enumerate()
            .map(|(i, c)| match backend {
                DbBackend::Postgres => format!("CAST(\"{c}\" AS TEXT) = ${}", i + 1),
                _ => format!("CAST(\"{c}\" AS TEXT) = ?"),
            })
            .collect::<Vec<_>>()
            .join(" OR ");
        let sql = format!("SELECT COUNT(*) AS n FROM \"{table}\" WHERE {condition}");
        let row = self
            .db
            .query_one_raw(Statement::from_sql_and_values(
                backend,
                sql,
                columns.iter().map(|_| needle.into()),
            ))
            .await
            .expect("count rows")
            .expect("one row");
        row.try_get::<i64>("", "n").expect("count") as u64
    }

    /// Moves a user's mailed codes `seconds` into the past (to step over the resend cooldown).
    pub async fn backdate_email_codes_for_tests(&self, email: &str, seconds: i64) {
        use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
        let user = self.find_user_by_email(email).await.unwrap().expect("user");
        let codes = crate::entity::email_code::Entity::find()
            .filter(crate::entity::email_code::Column::UserId.eq(user.id))
            .all(&self.db)
            .await
            .unwrap();
        for code in codes {
            let mut row: crate::entity::email_code::ActiveModel = code.clone().into();
            row.created_at = sea_orm::Set(code.created_at - chrono::Duration::seconds(seconds));
            sea_orm::ActiveModelTrait::update(row, &self.db)
                .await
                .unwrap();
        }
    }

    /// Moves the revocation time of a user's spent refresh tokens `seconds` into the past.
    pub async fn backdate_spent_refresh_tokens_for_tests(&self, email: &str, seconds: i64) {
        use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
        let user = self.find_user_by_email(email).await.unwrap().expect("user");
        let spent = crate::entity::refresh_token::Entity::find()
            .filter(crate::entity::refresh_token::Column::UserId.eq(user.id))
            .filter(crate::entity::refresh_token::Column::RevokedAt.is_not_null())
            .all(&self.db)
            .await
            .unwrap();
        for token in spent {
            let at = token.revoked_at.unwrap() - chrono::Duration::seconds(seconds);
            let mut row: crate::entity::refresh_token::ActiveModel = token.into();
            row.revoked_at = sea_orm::Set(Some(at));
            sea_orm::ActiveModelTrait::update(row, &self.db)
                .await
                .unwrap();
        }
    }

    /// Puts a user on a plan (billing sets plans for real; tests need a shortcut).
    pub async fn set_plan_for_tests(&self, email: &str, plan: domain::plan::PlanName) {
        use sea_orm::{ActiveEnum, ColumnTrait, EntityTrait, QueryFilter, sea_query::Expr};
        let stored = crate::entity::stored::StoredPlan::from(plan).to_value();
        crate::entity::user::Entity::update_many()
            .col_expr(crate::entity::user::Column::PlanName, Expr::value(stored))
            .filter(crate::entity::user::Column::Email.eq(email))
            .exec(&self.db)
            .await
            .unwrap();
    }

    /// How many unrevoked refresh tokens the user holds.
    pub async fn live_refresh_token_count_for_tests(&self, email: &str) -> u64 {
        use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
        let Some(user) = self.find_user_by_email(email).await.unwrap() else {
            return 0;
        };
        crate::entity::refresh_token::Entity::find()
            .filter(crate::entity::refresh_token::Column::UserId.eq(user.id))
            .filter(crate::entity::refresh_token::Column::RevokedAt.is_null())
            .count(&self.db)
            .await
            .unwrap()
    }

    async fn strings(&self, sql: &str, column: &str) -> Vec<String> {
        let backend = self.db.get_database_backend();
        self.db
            .query_all_raw(Statement::from_string(backend, sql.to_owned()))
            .await
            .expect("query")
            .into_iter()
            .map(|row| row.try_get::<String>("", column).expect("text column"))
            .collect()
    }
}

/// A finished offline generation of `generator` by `user_id`, for tests that record one.
pub fn new_generation(
    user_id: &str,
    generator: domain::generation::GeneratorKind,
) -> NewGeneration {
    NewGeneration {
        user_id: user_id.into(),
        generator,
        description: "write a haiku".into(),
        context_id: None,
        prompt: "A prompt".into(),
        improvements: vec![],
        task_kind: "writing".into(),
        parameters: None,
        engine: "offline".into(),
        notice: None,
        comparison: None,
    }
}

/// A verified Free user signed up with email and password, for tests that need a user.
pub fn new_user(email: &str) -> NewUser {
    NewUser {
        email: email.into(),
        given_name: "A".into(),
        family_name: "B".into(),
        name: "A B".into(),
        password_hash: None,
        email_verified: true,
        login_type: domain::account::LoginType::EmailPassword,
        profile_photo: None,
        start: domain::plan::Start::free(),
        referred_by: None,
    }
}

/// A fresh database holding one [`new_user`]: the database, its store and the user's id.
pub async fn with_user(email: &str) -> (TestDatabase, Store, String) {
    let db = TestDatabase::new().await;
    let store = db.store().await;
    let user = store
        .insert_user(new_user(email), chrono::Utc::now())
        .await
        .expect("insert the test user");
    (db, store, user.id)
}
