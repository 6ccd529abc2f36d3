//! Conformance suite for the public site's guest forms, on SQLite and (with TEST_DATABASE_URL)
//! PostgreSQL.

// Tests stand outside the app: they read wall time, not App::clock().
#![allow(clippy::disallowed_methods)]

use chrono::{Duration, Utc};
use superprompt_store::testing::TestDatabase;

#[tokio::test]
async fn a_repeat_teams_sign_up_keeps_one_row_and_the_first_date() {
    let db = TestDatabase::new().await;
    let store = db.store().await;
    let first = Utc::now();
    let stored = store
        .add_teams_interest("ada@example.com", first)
        .await
        .unwrap();
    let again = store
        .add_teams_interest("ada@example.com", first + Duration::hours(1))
        .await
        .unwrap();
    assert_eq!(stored, again);
    assert_eq!(again.submission_date.timestamp(), first.timestamp());
    store
        .add_teams_interest("bob@example.com", first)
        .await
        .unwrap();
    let all = store.teams_interest().await.unwrap();
    assert_eq!(all.len(), 2);
}

#[tokio::test]
async fn concurrent_newsletter_sign_ups_of_one_email_store_it_once() {
    let db = TestDatabase::new().await;
    let store = db.store().await;
    let now = Utc::now();
    let attempts = (0..8).map(|_| store.subscribe_to_newsletter("ada@example.com", now));
    let results = futures::future::join_all(attempts).await;
    let inserted = results
        .into_iter()
        .map(Result::unwrap)
        .filter(|new| *new)
        .count();
    assert_eq!(inserted, 1);
    assert!(
        !store
            .subscribe_to_newsletter("ada@example.com", now)
            .await
            .unwrap()
    );
    assert_eq!(store.newsletter_subscribers().await.unwrap().len(), 1);
}

#[tokio::test]
async fn contact_messages_are_kept_newest_first() {
    let db = TestDatabase::new().await;
    let store = db.store().await;
    let now = Utc::now();
    store
        .add_contact_message("Ada", "ada@example.com", "First", Some("10.0.0.1"), now)
        .await
        .unwrap();
    let second = store
        .add_contact_message(
            "Bob",
            "bob@example.com",
            "Line 1\nLine 2",
            None,
            now + Duration::seconds(5),
        )
        .await
        .unwrap();
    let all = store.contact_messages().await.unwrap();
    assert_eq!(all.len(), 2);
    assert_eq!(all[0], second);
    assert_eq!(all[0].message, "Line 1\nLine 2");
    assert_eq!(all[1].client_ip.as_deref(), Some("10.0.0.1"));
}
