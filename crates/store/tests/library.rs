//! Conformance suite for the library and share links, on SQLite and (with TEST_DATABASE_URL)
//! PostgreSQL.

// Tests stand outside the app: they read wall time, not App::clock().
#![allow(clippy::disallowed_methods)]

use chrono::{Duration, Utc};
use domain::library::{AccessLevel, ShareType};
use superprompt_store::{
    ContextChange, Destination, NewSavedPrompt, NewShare, PromptEdit, SearchFilter, Store,
    testing::with_user,
};

fn prompt(title: &str, text: &str) -> NewSavedPrompt {
    NewSavedPrompt {
        title: title.into(),
        text: text.into(),
        ..NewSavedPrompt::default()
    }
}

async fn save(store: &Store, user: &str, folder: &str, p: NewSavedPrompt) -> String {
    store
        .save_prompts(
            user,
            vec![(Destination::Folder(folder.into()), vec![p])],
            Utc::now(),
            |_, _| Ok::<(), ()>(()),
        )
        .await
        .unwrap()
        .unwrap()
        .remove(0)
        .id
}

#[tokio::test]
async fn concurrent_saves_never_pass_a_limit_decided_on_the_locked_library() {
    let (_db, store, user) = with_user("lib@example.com").await;
    let folder = store
        .create_folder(&user, "Work", Utc::now())
        .await
        .unwrap();
    let attempts = (0..20).map(|i| {
        let store = store.clone();
        let user = user.clone();
        let folder = folder.id.clone();
        tokio::spawn(async move {
            store
                .save_prompts(
                    &user,
                    vec![(
                        Destination::Folder(folder),
                        vec![prompt(&format!("P{i}"), "x")],
                    )],
                    Utc::now(),
                    |gate, _| if gate.saved < 15 { Ok(()) } else { Err("full") },
                )
                .await
                .unwrap()
        })
    });
    let results = futures::future::join_all(attempts).await;
    let saved = results
        .iter()
        .filter(|r| r.as_ref().unwrap().is_ok())
        .count();
    assert_eq!(saved, 15);
    assert_eq!(store.saved_prompt_count(&user).await.unwrap(), 15);
}

#[tokio::test]
async fn a_refused_write_rolls_back_the_folders_it_made() {
    let (_db, store, user) = with_user("lib@example.com").await;
    let refused = store
        .save_prompts(
            &user,
            vec![(
                Destination::Named("Imported".into(), None),
                vec![prompt("A", "a")],
            )],
            Utc::now(),
            |gate, targets| {
                // The gate already sees the new folder.
                assert!(gate.folders.iter().any(|f| f.name == "Imported"));
                assert_eq!(targets.len(), 1);
                Err("no")
            },
        )
        .await
        .unwrap();
    assert_eq!(refused, Err("no"));
    assert!(store.folders_of(&user, false).await.unwrap().is_empty());
}

#[tokio::test]
async fn search_ranks_a_title_match_first_and_filters_by_folder_and_tag() {
    let (_db, store, user) = with_user("lib@example.com").await;
    let work = store
        .create_folder(&user, "Work", Utc::now())
        .await
        .unwrap();
    let home = store
        .create_folder(&user, "Home", Utc::now())
        .await
        .unwrap();
    save(
        &store,
        &user,
        &work.id,
        prompt("Weekly report", "Summarise the onboarding emails."),
    )
    .await;
    let best = save(
        &store,
        &user,
        &work.id,
        NewSavedPrompt {
            tags: vec!["sales".into()],
            ..prompt("Cold email to a CTO", "Write a short email about our API.")
        },
    )
    .await;
    save(
        &store,
        &user,
        &home.id,
        prompt("Recipes", "Plan meals for a week."),
    )
    .await;

    let found = store
        .search_prompts(
            &user,
            "email",
            SearchFilter {
                limit: 10,
                ..Default::default()
            },
        )
        .await
        .unwrap();
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].id, best, "the title match ranks first");

    // Word prefixes match; every word must match; punctuation is not query syntax.
    let prefix = store
        .search_prompts(
            &user,
            "cold e-mai",
            SearchFilter {
                limit: 10,
                ..Default::default()
            },
        )
        .await
        .unwrap();
    assert!(prefix.is_empty(), "'e' and 'mai' are separate words here");
    let prefix = store
        .search_prompts(
            &user,
            "\"CTO\" ema*",
            SearchFilter {
                limit: 10,
                ..Default::default()
            },
        )
        .await
        .unwrap();
    assert_eq!(prefix.len(), 1);

    let in_home = [home.id.clone()];
    let none = store
        .search_prompts(
            &user,
            "email",
            SearchFilter {
                folder_ids: Some(&in_home),
                limit: 10,
                ..Default::default()
            },
        )
        .await
        .unwrap();
    assert!(none.is_empty());
    let tagged = store
        .search_prompts(
            &user,
            "email",
            SearchFilter {
                tag: Some("sales"),
                limit: 10,
                ..Default::default()
            },
        )
        .await
        .unwrap();
    assert_eq!(tagged.len(), 1);

    // The index follows edits and deletes.
    store
        .edit_prompt(
            &user,
            &best,
            PromptEdit {
                title: "Intro letter".into(),
                text: "Write a short note.".into(),
                tags: vec![],
                description: None,
            },
            Utc::now(),
        )
        .await
        .unwrap();
    let after_edit = store
        .search_prompts(
            &user,
            "cto",
            SearchFilter {
                limit: 10,
                ..Default::default()
            },
        )
        .await
        .unwrap();
    assert!(after_edit.is_empty());
    store.delete_folder(&user, &work.id).await.unwrap();
    let after_delete = store
        .search_prompts(
            &user,
            "onboarding",
            SearchFilter {
                limit: 10,
                ..Default::default()
            },
        )
        .await
        .unwrap();
    assert!(after_delete.is_empty());
}

#[tokio::test]
async fn edits_keep_versions_and_a_restore_can_be_undone() {
    let (_db, store, user) = with_user("lib@example.com").await;
    let folder = store
        .create_folder(&user, "Work", Utc::now())
        .await
        .unwrap();
    let id = save(&store, &user, &folder.id, prompt("V1", "first text")).await;
    let edit = |title: &str, text: &str| PromptEdit {
        title: title.into(),
        text: text.into(),
        tags: vec![],
        description: None,
    };
    let t0 = Utc::now();
    store
        .edit_prompt(&user, &id, edit("V2", "second text"), t0)
        .await
        .unwrap();
    // An edit that changes nothing keeps no version.
    store
        .edit_prompt(
            &user,
            &id,
            edit("V2", "second text"),
            t0 + Duration::seconds(1),
        )
        .await
        .unwrap();
    let versions = store.prompt_versions(&id).await.unwrap();
    assert_eq!(versions.len(), 1);
    assert_eq!(versions[0].text, "first text");

    let restored = store
        .restore_version(&user, &id, &versions[0].id, t0 + Duration::seconds(2))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (restored.title.as_str(), restored.text.as_str()),
        ("V1", "first text")
    );
    let versions = store.prompt_versions(&id).await.unwrap();
    assert_eq!(versions.len(), 2);
    assert_eq!(
        versions[0].text, "second text",
        "newest first: the undone content"
    );

    // Someone else's prompt or version is not found.
    assert!(
        store
            .restore_version("someone-else", &id, &versions[0].id, Utc::now())
            .await
            .unwrap()
            .is_none()
    );
    assert!(
        store
            .restore_version(&user, &id, "no-such-version", Utc::now())
            .await
            .unwrap()
            .is_none()
    );
}

#[tokio::test]
async fn views_count_once_per_visitor_per_hour_and_link_only_shares_are_not_listed() {
    let (_db, store, user) = with_user("lib@example.com").await;
    let share = |id: &str, level: AccessLevel, name: &str| NewShare {
        id: id.into(),
        user_id: user.clone(),
        share_type: ShareType::Prompt,
        item_id: None,
        name: name.into(),
        description: None,
        access_level: level,
        slug: "s".into(),
        share_data: "{}".into(),
    };
    let now = Utc::now();
    store
        .create_share(share("pub1", AccessLevel::Public, "Cold email 100%"), now)
        .await
        .unwrap();
    store
        .create_share(
            share("link1", AccessLevel::LinkOnly, "Cold email secret"),
            now,
        )
        .await
        .unwrap();

    assert!(
        store
            .count_share_view("pub1", "visitor-a", 10)
            .await
            .unwrap()
    );
    assert!(
        !store
            .count_share_view("pub1", "visitor-a", 10)
            .await
            .unwrap()
    );
    assert!(
        store
            .count_share_view("pub1", "visitor-b", 10)
            .await
            .unwrap()
    );
    assert!(
        store
            .count_share_view("pub1", "visitor-a", 11)
            .await
            .unwrap()
    );
    assert_eq!(store.share("pub1").await.unwrap().unwrap().view_count, 3);

    let (listed, total) = store.public_shares(Some("COLD"), 10, 0).await.unwrap();
    assert_eq!(total, 1);
    assert_eq!(listed[0].id, "pub1");
    // LIKE wildcards in a query are literal.
    assert_eq!(store.public_shares(Some("100%"), 10, 0).await.unwrap().1, 1);
    assert_eq!(store.public_shares(Some("1_0"), 10, 0).await.unwrap().1, 0);

    assert!(
        !store
            .revoke_share("someone-else", "pub1", now)
            .await
            .unwrap()
    );
    assert!(store.revoke_share(&user, "pub1", now).await.unwrap());
    assert!(!store.revoke_share(&user, "pub1", now).await.unwrap());
    assert_eq!(store.public_shares(None, 10, 0).await.unwrap().1, 0);
    assert!(
        store
            .share("pub1")
            .await
            .unwrap()
            .unwrap()
            .revoked_at
            .is_some()
    );
}

/// Found by fuzzing (issue 25, bench/fuzz.sh): on SQLite a transaction that has read cannot wait
/// for the write lock (SQLite answers "database is locked" at once rather than risk a deadlock),
/// so an edit that read first and came while another connection was writing failed, and the
/// API answered INTERNAL. Such edits take the user's lock first, like the other writes, and
/// wait their turn. (PostgreSQL locks rows, not the database: nothing to hold there.)
#[tokio::test]
async fn edits_that_read_first_wait_for_another_writer_on_sqlite() {
    let (db, store, user) = with_user("busy@example.com").await;
    if db.hold_write_lock(0).is_none() {
        return;
    }
    // Another connection takes the write lock, says so, and keeps it for a moment.
    let writer_holds_the_lock = || db.hold_write_lock(150).expect("SQLite");
    let folder = store
        .create_folder(&user, "Work", Utc::now())
        .await
        .unwrap();
    let id = save(&store, &user, &folder.id, prompt("V1", "first text")).await;
    let context = store
        .create_context_within(&user, "C".into(), "c".into(), false, None, Utc::now())
        .await
        .unwrap()
        .unwrap();
    let edit = PromptEdit {
        title: "V2".into(),
        text: "second text".into(),
        tags: vec![],
        description: None,
    };

    let writer = writer_holds_the_lock();
    let edited = store.edit_prompt(&user, &id, edit, Utc::now()).await;
    writer.join().unwrap();
    assert_eq!(edited.expect("the edit waited").unwrap().title, "V2");

    let version = store.prompt_versions(&id).await.unwrap().remove(0);
    let writer = writer_holds_the_lock();
    let restored = store
        .restore_version(&user, &id, &version.id, Utc::now())
        .await;
    writer.join().unwrap();
    assert_eq!(restored.expect("the restore waited").unwrap().title, "V1");

    let writer = writer_holds_the_lock();
    let changed = store
        .update_context(
            &user,
            &context.id,
            ContextChange {
                content: Some("c 2".into()),
                ..Default::default()
            },
            Utc::now(),
        )
        .await;
    writer.join().unwrap();
    assert_eq!(changed.expect("the change waited").content, "c 2");
}
