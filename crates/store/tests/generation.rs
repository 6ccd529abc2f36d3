//! Conformance suite for quotas, generation history, Context Genies and feedback, on SQLite
//! and (with TEST_DATABASE_URL) PostgreSQL.

// Tests stand outside the app: they read wall time, not App::clock().
#![allow(clippy::disallowed_methods)]

use std::collections::HashMap;

use chrono::{Duration, Utc};
use domain::generation::{GeneratorKind, Rating, Spent};
use sea_orm::{ConnectionTrait, Database, DatabaseConnection, DbBackend, Statement};
use superprompt_store::{
    Backend, ContextChange, GENERATION_WRITER_APPLICATION_NAME, NewGeneration, Store, UsageCounter,
    testing::{new_generation, new_user, with_user},
};

fn generation(user_id: &str, prompt: &str) -> NewGeneration {
    NewGeneration {
        user_id: user_id.into(),
        generator: GeneratorKind::Primer,
        description: "write a haiku".into(),
        context_id: None,
        prompt: prompt.into(),
        improvements: vec!["Added a role".into(), "Quote \" test".into()],
        task_kind: "writing".into(),
        parameters: None,
        engine: "offline".into(),
        notice: None,
        comparison: None,
    }
}

#[tokio::test]
async fn daily_then_bonus_then_nothing_and_the_window_renews() {
    let (_db, store, id) = with_user("q@example.com").await;
    let now = Utc::now();
    assert_eq!(
        store.spend_generation(&id, now).await.unwrap(),
        Some(Spent::Daily)
    );
    for _ in 0..7 {
        assert_eq!(
            store.spend_generation(&id, now).await.unwrap(),
            Some(Spent::Bonus)
        );
    }
    assert_eq!(store.spend_generation(&id, now).await.unwrap(), None);
    let user = store.find_user(&id).await.unwrap().unwrap();
    assert_eq!((user.daily_prompts_used, user.bonus_prompts), (1, 0));
    assert!(user.prompt_limit_reset_time.unwrap() > now);

    // A refund gives the allowance back.
    store.refund_generation(&id, Spent::Bonus).await.unwrap();
    assert_eq!(
        store.spend_generation(&id, now).await.unwrap(),
        Some(Spent::Bonus)
    );
    store.refund_generation(&id, Spent::Daily).await.unwrap();
    assert_eq!(
        store.spend_generation(&id, now).await.unwrap(),
        Some(Spent::Daily)
    );

    // After the window, the daily allowance is back and a new window opens.
    let later = now + Duration::hours(25);
    assert_eq!(
        store.spend_generation(&id, later).await.unwrap(),
        Some(Spent::Daily)
    );
    assert_eq!(store.spend_generation(&id, later).await.unwrap(), None);
    let user = store.find_user(&id).await.unwrap().unwrap();
    assert!(user.prompt_limit_reset_time.unwrap() > later);
}

#[tokio::test]
async fn concurrent_spends_never_exceed_the_allowance() {
    let (_db, store, id) = with_user("race@example.com").await;
    let now = Utc::now();
    let tasks: Vec<_> = (0..24)
        .map(|_| {
            let (store, id) = (store.clone(), id.clone());
            tokio::spawn(async move { store.spend_generation(&id, now).await })
        })
        .collect();
    let mut spent = 0;
    for task in tasks {
        // SQLite may refuse a loser with "database is locked": a refusal, never an overspend.
        if let Ok(Some(_)) = task.await.unwrap() {
            spent += 1;
        }
    }
    assert!((1..=8).contains(&spent), "spent {spent} of 8");
    // Whatever the burst left can still be spent, one by one: exactly 8 in all, none lost.
    while store.spend_generation(&id, now).await.unwrap().is_some() {
        spent += 1;
    }
    assert_eq!(spent, 8);
    let user = store.find_user(&id).await.unwrap().unwrap();
    assert_eq!((user.daily_prompts_used, user.bonus_prompts), (1, 0));
}

#[tokio::test]
async fn generations_are_recorded_counted_and_scoped() {
    let (_db, store, id) = with_user("g@example.com").await;
    let now = Utc::now();
    let first = store
        .record_generation(generation(&id, "one"), UsageCounter::Primer, now)
        .await
        .unwrap();
    let parameters = serde_json::json!({ "duration": 8, "aspect_ratio": "16:9" });
    let second = store
        .record_generation(
            NewGeneration {
                parameters: Some(parameters.clone()),
                ..generation(&id, "two")
            },
            UsageCounter::Sora2,
            now + Duration::seconds(1),
        )
        .await
        .unwrap();
    assert_eq!(
        first.improvement_list(),
        vec!["Added a role", "Quote \" test"]
    );
    assert_eq!(first.parameter_value(), None);
    let stored = store.find_generation(&id, &second.id).await.unwrap();
    assert_eq!(stored.unwrap().parameter_value(), Some(parameters));
    let user = store.find_user(&id).await.unwrap().unwrap();
    assert_eq!(
        (user.usage_primer, user.usage_sora2, user.usage_mastermind),
        (1, 1, 0)
    );
    let list = store.list_generations(&id, 10, 0).await.unwrap();
    assert_eq!(
        list.iter().map(|g| g.prompt.as_str()).collect::<Vec<_>>(),
        ["two", "one"]
    );
    assert_eq!(
        store.list_generations(&id, 1, 1).await.unwrap()[0].prompt,
        "one"
    );
    assert!(
        store
            .find_generation(&id, &first.id)
            .await
            .unwrap()
            .is_some()
    );
    assert!(
        store
            .find_generation("someone-else", &first.id)
            .await
            .unwrap()
            .is_none()
    );

    assert!(
        store
            .rate_generation(&id, &first.id, Rating::Like, "PRIMER", now)
            .await
            .unwrap()
    );
    assert!(
        store
            .rate_generation(&id, &first.id, Rating::Dislike, "PRIMER", now)
            .await
            .unwrap()
    );
    assert_eq!(
        store.ratings_of(&id, vec![first.id.clone()]).await.unwrap(),
        HashMap::from([(first.id.clone(), Rating::Dislike)])
    );
    // The row keeps the spec's snapshot of the input and the output, in its stored spelling.
    for kept in ["DISLIKE", "write a haiku", "one"] {
        assert_eq!(
            store.rows_mentioning("prompt_feedback", kept).await,
            1,
            "{kept}"
        );
    }
    assert_eq!(
        store.row_count("prompt_feedback").await,
        1,
        "one rating per generation"
    );
    assert!(
        !store
            .rate_generation("someone-else", &first.id, Rating::Like, "PRIMER", now)
            .await
            .unwrap()
    );
    store.clear_rating(&id, &first.id).await.unwrap();
    assert!(
        store
            .ratings_of(&id, vec![first.id.clone()])
            .await
            .unwrap()
            .is_empty()
    );
}

#[tokio::test]
async fn context_genies_limit_activation_and_ownership() {
    let (_db, store, id) = with_user("c@example.com").await;
    let now = Utc::now();
    let a = store
        .create_context_within(&id, "A".into(), "alpha".into(), true, Some(2), now)
        .await
        .unwrap()
        .unwrap();
    let b = store
        .create_context_within(&id, "B".into(), "beta".into(), true, Some(2), now)
        .await
        .unwrap()
        .unwrap();
    assert!(
        store
            .create_context_within(&id, "C".into(), "gamma".into(), false, Some(2), now)
            .await
            .unwrap()
            .is_none()
    );
    assert!(
        store
            .create_context_within(&id, "C".into(), "gamma".into(), false, None, now)
            .await
            .unwrap()
            .is_some(),
        "no limit"
    );

    // Only one is active: the newest activation wins.
    assert_eq!(active(&store, &id).await.unwrap().id, b.id);
    let a2 = store
        .update_context(
            &id,
            &a.id,
            ContextChange {
                is_active: Some(true),
                content: Some("alpha 2".into()),
                ..Default::default()
            },
            now,
        )
        .await
        .unwrap();
    assert_eq!((a2.content.as_str(), a2.is_active), ("alpha 2", true));
    assert!(
        !store
            .find_context(&id, &b.id)
            .await
            .unwrap()
            .unwrap()
            .is_active
    );
    assert_eq!(
        store.list_contexts(&id).await.unwrap()[0].id,
        a.id,
        "active first"
    );

    // Another user can neither read, change nor delete them.
    assert!(store.find_context("other", &a.id).await.unwrap().is_none());
    assert!(matches!(
        store
            .update_context("other", &a.id, ContextChange::default(), now)
            .await,
        Err(superprompt_store::Error::NotFound)
    ));
    assert!(!store.delete_context("other", &a.id).await.unwrap());
    assert!(store.delete_context(&id, &a.id).await.unwrap());
    assert!(active(&store, &id).await.is_none());
    let (user, _) = store.user_with_active_context(&id).await.unwrap().unwrap();
    assert_eq!(
        user.id, id,
        "the user comes back without an active Genie too"
    );
    assert!(
        store
            .user_with_active_context("other")
            .await
            .unwrap()
            .is_none()
    );
}

/// Reads of the user and active Genie are batched: many at once, for several users (some with
/// an active Genie, one without, one unknown), each get their own answer.
#[tokio::test]
async fn concurrent_reads_of_user_and_genie_each_get_their_own_answer() {
    let (_db, store, first) = with_user("r0@example.com").await;
    let now = Utc::now();
    let mut users = vec![first];
    for i in 1..4 {
        let user = store
            .insert_user(new_user(&format!("r{i}@example.com")), now)
            .await
            .unwrap();
        users.push(user.id);
    }
    // Users 0..3 get an active Genie named after them; user 3 has only an inactive one.
    for (i, id) in users.iter().enumerate() {
        store
            .create_context_within(
                id,
                format!("g{i}"),
                format!("genie of {i}"),
                i < 3,
                None,
                now,
            )
            .await
            .unwrap()
            .unwrap();
    }
    let tasks: Vec<_> = (0..200)
        .map(|n| {
            let store = store.clone();
            let asked = if n % 50 == 49 {
                "nobody".to_owned()
            } else {
                users[n % users.len()].clone()
            };
            tokio::spawn(async move {
                let found = store.user_with_active_context(&asked).await.unwrap();
                (asked, found)
            })
        })
        .collect();
    for task in tasks {
        let (asked, found) = task.await.unwrap();
        match users.iter().position(|id| *id == asked) {
            None => assert!(found.is_none(), "an unknown id finds nobody"),
            Some(i) => {
                let (user, genie) = found.expect("a known user is found");
                assert_eq!(Some(&user), store.find_user(&asked).await.unwrap().as_ref());
                if let Some(genie) = &genie {
                    // Every column, as a plain read of the Genie finds it.
                    let plain = store.find_context(&asked, &genie.id).await.unwrap();
                    assert_eq!(Some(genie), plain.as_ref());
                }
                let genie = genie.map(|g| (g.user_id, g.content));
                if i < 3 {
                    assert_eq!(genie, Some((asked.clone(), format!("genie of {i}"))));
                } else {
                    assert_eq!(genie, None, "user 3's Genie is not active");
                }
            }
        }
    }
}

/// The active Genie as generation reads it (with the user, in one query).
async fn active(store: &Store, user_id: &str) -> Option<superprompt_store::UserContext> {
    store
        .user_with_active_context(user_id)
        .await
        .unwrap()
        .unwrap()
        .1
}

#[tokio::test]
async fn concurrent_context_creation_respects_the_limit() {
    let (_db, store, id) = with_user("cc@example.com").await;
    let tasks: Vec<_> = (0..10)
        .map(|i| {
            let (store, id) = (store.clone(), id.clone());
            tokio::spawn(async move {
                store
                    .create_context_within(
                        &id,
                        format!("n{i}"),
                        "x".into(),
                        false,
                        Some(2),
                        Utc::now(),
                    )
                    .await
            })
        })
        .collect();
    for task in tasks {
        let _ = task.await.unwrap();
    }
    assert!(store.list_contexts(&id).await.unwrap().len() <= 2);
}

/// Group commit: many concurrent generations share transactions, each caller gets its own row
/// back as stored, the counters add up, and a row that cannot be written (its user does not
/// exist) fails only its own request.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_generations_are_grouped_and_a_bad_row_fails_alone() {
    let (_db, store, id) = with_user("batch@example.com").await;
    let now = Utc::now();
    let tasks: Vec<_> = (0..60)
        .map(|i| {
            let store = store.clone();
            let owner = if i % 10 == 3 {
                "no-such-user".to_owned()
            } else {
                id.clone()
            };
            tokio::spawn(async move {
                store
                    .record_generation(
                        generation(&owner, &format!("prompt {i}")),
                        UsageCounter::Mastermind,
                        now,
                    )
                    .await
            })
        })
        .collect();
    let mut recorded = Vec::new();
    let mut failed = 0;
    for task in tasks {
        match task.await.unwrap() {
            Ok(row) => recorded.push(row),
            Err(_) => failed += 1,
        }
    }
    assert_eq!((recorded.len(), failed), (54, 6));
    for row in &recorded {
        let stored = store.find_generation(&id, &row.id).await.unwrap();
        assert_eq!(
            stored.as_ref(),
            Some(row),
            "the returned row is the stored row"
        );
    }
    let user = store.find_user(&id).await.unwrap().unwrap();
    assert_eq!(user.usage_mastermind, 54);
    assert_eq!(store.list_generations(&id, 100, 0).await.unwrap().len(), 54);
}

/// SQLite's write-ahead log starts over while generations keep coming: the checkpoint task
/// and the generation writer between them copy all of it, and the writer's next batch writes
/// at its start. The log's header counts the restarts (its checkpoint sequence number, bytes
/// 12 to 16); a log that never starts over grows with every commit for as long as the load
/// lasts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_sqlite_log_starts_over_under_steady_writes() {
    let dir = std::env::temp_dir().join(format!("sp-wal-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("t.db");
    let store = Store::open(&format!("sqlite://{}?mode=rwc", file.display()), 4)
        .await
        .unwrap();
    store.migrate().await.unwrap();
    let user = store
        .insert_user(new_user("wal@example.com"), Utc::now())
        .await
        .unwrap();
    let wal = dir.join("t.db-wal");
    let restarts = move || log_restarts(&wal);
    let before = restarts();
    // Four callers at once keep the writer busy, as under load: a batch is always running or
    // queued when the task's checkpoint ends.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(15);
    let writers: Vec<_> = (0..4)
        .map(|_| {
            let (store, user_id) = (store.clone(), user.id.clone());
            let restarts = restarts.clone();
            tokio::spawn(async move {
                while restarts() < before + 3 && std::time::Instant::now() < deadline {
                    store
                        .record_generation(
                            new_generation(&user_id, GeneratorKind::Primer),
                            UsageCounter::Primer,
                            Utc::now(),
                        )
                        .await
                        .unwrap();
                }
            })
        })
        .collect();
    for writer in writers {
        writer.await.unwrap();
    }
    assert!(
        restarts() >= before + 3,
        "the log started over {} times in 15 s of steady writes",
        restarts() - before
    );
    store.close().await.unwrap();
    std::fs::remove_dir_all(dir).ok();
}

/// The checkpoint sequence number in the header of the SQLite log at `wal` (0 before it has one).
fn log_restarts(wal: &std::path::Path) -> u32 {
    let mut header = [0u8; 16];
    std::fs::File::open(wal)
        .and_then(|mut file| std::io::Read::read_exact(&mut file, &mut header))
        .map_or(0, |()| {
            u32::from_be_bytes([header[12], header[13], header[14], header[15]])
        })
}

/// PostgreSQL: the generation writer keeps a connection of its own (it sends each batch in one
/// round trip). When that connection is lost (PostgreSQL restarted, an operator ended it), the
/// writer opens a new one: at most the batch in flight fails, and the next is recorded.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_postgres_writer_reconnects_after_its_connection_is_lost() {
    let (db, store, id) = with_user("reconnect@example.com").await;
    if db.backend() != Backend::Postgres {
        return;
    }
    let record = || {
        store.record_generation(
            new_generation(&id, GeneratorKind::Primer),
            UsageCounter::Primer,
            Utc::now(),
        )
    };
    record().await.unwrap();

    let admin = Database::connect(&db.url).await.unwrap();
    let writer_sessions = format!(
        "FROM pg_stat_activity WHERE datname = current_database() AND application_name = '{GENERATION_WRITER_APPLICATION_NAME}'"
    );
    let writer_pid = || scalar::<i32>(&admin, format!("SELECT pid AS v {writer_sessions}"));
    // A statement PostgreSQL refuses (a generation for no user) fails its batch, which it rolls
    // back; the writer keeps its connection.
    let before = writer_pid().await;
    assert!(before.is_some(), "the writer has a connection of its own");
    let orphan = store
        .record_generation(
            new_generation("no-such-user", GeneratorKind::Primer),
            UsageCounter::Primer,
            Utc::now(),
        )
        .await;
    assert!(orphan.is_err());
    record().await.unwrap();
    assert_eq!(writer_pid().await, before, "the same connection");

    let ended = admin
        .execute_unprepared(&format!(
            "SELECT pg_terminate_backend(pid) {writer_sessions}"
        ))
        .await
        .unwrap();
    assert_eq!(ended.rows_affected(), 1, "the writer had one connection");
    let tls = |filter: &str| {
        let sql = format!(
            "SELECT s.ssl AS v FROM pg_stat_ssl s JOIN pg_stat_activity a USING (pid) WHERE {filter}"
        );
        scalar::<bool>(&admin, sql)
    };
    let pool_tls = tls("a.pid = pg_backend_pid()").await;
    let sessions = || async {
        scalar::<i64>(&admin, format!("SELECT count(*) AS v {writer_sessions}"))
            .await
            .unwrap()
    };
    while sessions().await > 0 {
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }

    let mut failed = 0;
    let recorded = loop {
        match record().await {
            Ok(row) => break row,
            Err(_) if failed == 0 => failed += 1,
            Err(err) => panic!("the writer did not reconnect: {err}"),
        }
    };
    assert_eq!(
        store.find_generation(&id, &recorded.id).await.unwrap(),
        Some(recorded)
    );
    assert_eq!(sessions().await, 1, "one new connection");
    let writer_tls = tls(&format!(
        "a.datname = current_database() AND a.application_name = '{GENERATION_WRITER_APPLICATION_NAME}'"
    ))
    .await;
    assert_eq!(
        writer_tls, pool_tls,
        "the writer's connection uses TLS when the pool's does (sslmode prefer: when offered)"
    );
    let user = store.find_user(&id).await.unwrap().unwrap();
    assert_eq!(
        user.usage_primer, 3,
        "three recorded; the refused one and a failed attempt ({failed}) recorded nothing"
    );
}

/// PostgreSQL: a URL the writer's own connection cannot use (here an option only sqlx knows)
/// leaves the writer on the pool, one round trip per statement; generations are recorded all
/// the same, batched and atomic.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_postgres_writer_falls_back_to_the_pool_for_a_url_it_cannot_read() {
    let db = superprompt_store::testing::TestDatabase::new().await;
    if db.backend() != Backend::Postgres {
        return;
    }
    let url = format!("{}?statement-cache-capacity=50", db.url);
    let store = Store::connect(&url, 4).await.unwrap();
    let user = store
        .insert_user(new_user("fallback@example.com"), Utc::now())
        .await
        .unwrap();
    let tasks: Vec<_> = (0..20)
        .map(|i| {
            let (store, owner) = (
                store.clone(),
                if i == 7 {
                    "no-such-user".to_owned()
                } else {
                    user.id.clone()
                },
            );
            tokio::spawn(async move {
                store
                    .record_generation(generation(&owner, "p"), UsageCounter::Primer, Utc::now())
                    .await
            })
        })
        .collect();
    let mut failed = 0;
    for task in tasks {
        failed += usize::from(task.await.unwrap().is_err());
    }
    assert_eq!(failed, 1, "only the row without a user failed");
    let stored = store.find_user(&user.id).await.unwrap().unwrap();
    assert_eq!(stored.usage_primer, 19);
    let admin = Database::connect(&db.url).await.unwrap();
    let own = scalar::<i64>(
        &admin,
        format!(
            "SELECT count(*) AS v FROM pg_stat_activity WHERE datname = current_database() \
             AND application_name = '{GENERATION_WRITER_APPLICATION_NAME}'"
        ),
    )
    .await;
    assert_eq!(own, Some(0), "no connection of the writer's own");
}

/// The column `v` of the first row `sql` returns on PostgreSQL, if there is a row.
async fn scalar<T: sea_orm::TryGetable>(admin: &DatabaseConnection, sql: String) -> Option<T> {
    admin
        .query_one_raw(Statement::from_string(DbBackend::Postgres, sql))
        .await
        .unwrap()
        .map(|row| row.try_get::<T>("", "v").unwrap())
}
