//! The PostgreSQL pool lends a connection without a ping while the pool is busy, and pings one
//! that sat idle (connect.rs): so a connection cut while idle (PostgreSQL restarted, a proxy
//! closed it) is replaced before a query runs on it, not found dead by a user's request.

use std::time::Duration;

use sea_orm::{ConnectionTrait, Database};
use superprompt_store::{Backend, testing::TestDatabase};

#[tokio::test]
async fn a_pooled_connection_cut_while_idle_is_replaced_before_it_is_used() {
    let db = TestDatabase::new().await;
    if db.backend() != Backend::Postgres {
        return;
    }
    let store = db.store().await;
    assert!(!store.table_names().await.is_empty());

    // End every other session on this database: the pool's connections among them.
    let admin = Database::connect(&db.url).await.unwrap();
    let ended = admin
        .execute_unprepared(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
             WHERE datname = current_database() AND pid <> pg_backend_pid()",
        )
        .await
        .unwrap();
    assert!(ended.rows_affected() >= 1, "the pool had a connection open");
    admin.close().await.unwrap();

    // Idle longer than the pool's threshold: each connection is pinged, found dead and
    // replaced, so every read succeeds.
    tokio::time::sleep(Duration::from_millis(1_300)).await;
    for _ in 0..3 {
        assert!(!store.table_names().await.is_empty());
    }
}
