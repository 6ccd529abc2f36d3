//! Conformance suite for the assistant chat's store, on SQLite and (with TEST_DATABASE_URL)
//! PostgreSQL: a turn writes the message, its attachments and an empty reply together or not at
//! all; one reply at a time per conversation even when two turns start at once; the Free
//! allowance and the conversation's size hold; a stale reply is closed; a stop reaches the
//! writer; everything is the owner's, and goes with the conversation and with the account.

// Tests stand outside the app: they read wall time, not App::clock().
#![allow(clippy::disallowed_methods)]

use chrono::{Duration, Utc};
use domain::chat::{Block, CheckedAttachment, DocumentFormat, MessageStatus, Part, Role};
use superprompt_store::{
    Error, NewTurn, Store, TurnGate, TurnRefused,
    testing::{TestDatabase, new_user, with_user},
};

fn turn(text: &str) -> NewTurn {
    NewTurn {
        parts: vec![Part::Text(text.into())],
        ai_context: Some(serde_json::json!({ "contextGenieId": "g1" })),
        tool_configuration: Some(vec!["search_library".into()]),
        first_name: text.into(),
    }
}

fn gate() -> TurnGate {
    TurnGate {
        max_messages: 200,
        daily: None,
        stale_before: Utc::now() - Duration::minutes(10),
    }
}

async fn finish(store: &Store, reply: &str, text: &str) {
    store
        .write_reply(
            reply,
            &[Block::Text { text: text.into() }],
            MessageStatus::Complete,
            None,
            Utc::now(),
        )
        .await
        .unwrap();
}

#[tokio::test]
async fn a_turn_writes_the_message_its_attachment_and_an_empty_reply() {
    let (_db, store, user): (TestDatabase, Store, String) = with_user("turn@example.com").await;
    let conversation = store
        .create_conversation(&user, "New conversation", None, Utc::now())
        .await
        .unwrap();
    let mut first = turn("Write a cold email");
    first
        .parts
        .push(Part::Attachment(CheckedAttachment::Document {
            format: DocumentFormat::Md,
            name: "brief.md".into(),
            bytes: b"# Brief".to_vec(),
        }));
    let (sent, reply) = store
        .start_turn(&user, &conversation.id, first, gate(), Utc::now())
        .await
        .unwrap()
        .unwrap();
    assert_eq!((sent.role, sent.position), (Role::User, 0));
    assert_eq!((reply.role, reply.position), (Role::Assistant, 1));
    assert_eq!(reply.status, MessageStatus::Answering);
    assert!(reply.blocks.is_empty());
    assert_eq!(
        sent.tool_configuration,
        Some(vec!["search_library".to_owned()])
    );
    assert_eq!(sent.ai_context.as_ref().unwrap()["contextGenieId"], "g1");
    let Block::Document {
        attachment_id,
        size,
        name,
        ..
    } = &sent.blocks[1]
    else {
        panic!("a document block: {:?}", sent.blocks)
    };
    assert_eq!((name.as_str(), *size), ("brief.md", 7));
    assert_eq!(
        store.chat_attachment(&user, attachment_id).await.unwrap(),
        Some(b"# Brief".to_vec())
    );
    // The first message names the conversation; later ones do not rename it.
    let named = store
        .conversation(&user, &conversation.id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(named.name, "Write a cold email");
    finish(&store, &reply.id, "Here it is.").await;
    store
        .start_turn(&user, &conversation.id, turn("Shorter"), gate(), Utc::now())
        .await
        .unwrap()
        .unwrap();
    let named = store
        .conversation(&user, &conversation.id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(named.name, "Write a cold email");
    let messages = store.chat_messages(&user, &conversation.id).await.unwrap();
    assert_eq!(
        messages.iter().map(|m| m.position).collect::<Vec<_>>(),
        vec![0, 1, 2, 3]
    );
    assert_eq!(
        messages[1].blocks,
        vec![Block::Text {
            text: "Here it is.".into()
        }]
    );

    // Another user sees none of it, and cannot start a turn in it.
    let other = store
        .insert_user(new_user("other@example.com"), Utc::now())
        .await
        .unwrap()
        .id;
    assert!(
        store
            .conversation(&other, &conversation.id)
            .await
            .unwrap()
            .is_none()
    );
    assert!(
        store
            .chat_messages(&other, &conversation.id)
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        store.chat_attachment(&other, attachment_id).await.unwrap(),
        None
    );
    assert!(
        store
            .chat_message(&other, &reply.id)
            .await
            .unwrap()
            .is_none()
    );
    assert!(matches!(
        store
            .start_turn(
                &other,
                &conversation.id,
                turn("mine now"),
                gate(),
                Utc::now()
            )
            .await,
        Err(Error::NotFound)
    ));
    assert!(
        !store
            .delete_conversation(&other, &conversation.id)
            .await
            .unwrap()
    );
    assert!(!store.request_stop(&other, &conversation.id).await.unwrap());

    // Deleting the conversation takes its messages and attachments.
    assert!(
        store
            .delete_conversation(&user, &conversation.id)
            .await
            .unwrap()
    );
    assert_eq!(store.row_count("chat_messages").await, 0);
    assert_eq!(store.row_count("chat_attachments").await, 0);
}

#[tokio::test]
async fn one_reply_at_a_time_even_when_turns_start_at_once() {
    let (_db, store, user): (TestDatabase, Store, String) = with_user("busy@example.com").await;
    let conversation = store
        .create_conversation(&user, "c", None, Utc::now())
        .await
        .unwrap();
    let starts = (0..5).map(|i| {
        let (store, user, id) = (store.clone(), user.clone(), conversation.id.clone());
        tokio::spawn(async move {
            store
                .start_turn(
                    &user,
                    &id,
                    turn(&format!("message {i}")),
                    gate(),
                    Utc::now(),
                )
                .await
                .unwrap()
        })
    });
    let results: Vec<_> = futures::future::join_all(starts)
        .await
        .into_iter()
        .map(Result::unwrap)
        .collect();
    let started: Vec<_> = results.iter().filter_map(|r| r.as_ref().ok()).collect();
    assert_eq!(started.len(), 1, "{results:?}");
    assert!(
        results
            .iter()
            .filter_map(|r| r.as_ref().err())
            .all(|e| *e == TurnRefused::Busy)
    );
    let reply = started[0].1.id.clone();

    // A stop reaches the writer at its next write; the reply then ends and cannot be written
    // again.
    assert!(store.request_stop(&user, &conversation.id).await.unwrap());
    let stop = store
        .write_reply(
            &reply,
            &[Block::Text { text: "Par".into() }],
            MessageStatus::Answering,
            None,
            Utc::now(),
        )
        .await
        .unwrap();
    assert!(stop);
    store
        .write_reply(
            &reply,
            &[Block::Text { text: "Par".into() }],
            MessageStatus::Stopped,
            None,
            Utc::now(),
        )
        .await
        .unwrap();
    assert!(matches!(
        store
            .write_reply(&reply, &[], MessageStatus::Complete, None, Utc::now())
            .await,
        Err(Error::NotFound)
    ));
    let stopped = store.chat_message(&user, &reply).await.unwrap().unwrap();
    assert_eq!(stopped.status, MessageStatus::Stopped);
    assert_eq!(stopped.blocks, vec![Block::Text { text: "Par".into() }]);
    assert!(!store.request_stop(&user, &conversation.id).await.unwrap());
    // With the reply ended, the next turn starts.
    assert!(
        store
            .start_turn(&user, &conversation.id, turn("again"), gate(), Utc::now())
            .await
            .unwrap()
            .is_ok()
    );
}

#[tokio::test]
async fn a_reply_left_by_a_stopped_server_is_closed_by_the_next_turn() {
    let (_db, store, user): (TestDatabase, Store, String) = with_user("stale@example.com").await;
    let conversation = store
        .create_conversation(&user, "c", None, Utc::now())
        .await
        .unwrap();
    let long_ago = Utc::now() - Duration::hours(1);
    let (_, left) = store
        .start_turn(&user, &conversation.id, turn("hello"), gate(), long_ago)
        .await
        .unwrap()
        .unwrap();
    let (_, next) = store
        .start_turn(&user, &conversation.id, turn("anyone?"), gate(), Utc::now())
        .await
        .unwrap()
        .unwrap();
    let closed = store.chat_message(&user, &left.id).await.unwrap().unwrap();
    assert_eq!(closed.status, MessageStatus::Failed);
    assert_eq!(
        closed.notice.as_deref(),
        Some(superprompt_store::repo::chat::INTERRUPTED)
    );
    assert_eq!(
        store
            .latest_reply(&user, &conversation.id)
            .await
            .unwrap()
            .unwrap()
            .id,
        next.id
    );
}

#[tokio::test]
async fn the_daily_allowance_and_the_conversation_size_hold() {
    let (_db, store, user): (TestDatabase, Store, String) = with_user("daily@example.com").await;
    let day_start = Utc::now() - Duration::hours(1);
    let limited = TurnGate {
        daily: Some((2, day_start)),
        ..gate()
    };
    let a = store
        .create_conversation(&user, "a", None, Utc::now())
        .await
        .unwrap();
    let b = store
        .create_conversation(&user, "b", None, Utc::now())
        .await
        .unwrap();
    let (_, reply) = store
        .start_turn(&user, &a.id, turn("one"), limited, Utc::now())
        .await
        .unwrap()
        .unwrap();
    finish(&store, &reply.id, "ok").await;
    store
        .start_turn(&user, &b.id, turn("two"), limited, Utc::now())
        .await
        .unwrap()
        .unwrap();
    // Counted across conversations.
    assert_eq!(
        store
            .start_turn(&user, &a.id, turn("three"), limited, Utc::now())
            .await
            .unwrap()
            .unwrap_err(),
        TurnRefused::DailyLimit
    );
    assert_eq!(
        store
            .chat_messages_sent_since(&user, day_start)
            .await
            .unwrap(),
        2
    );
    // Nothing was written by the refused turn.
    assert_eq!(store.chat_messages(&user, &a.id).await.unwrap().len(), 2);

    let small = TurnGate {
        max_messages: 3,
        ..gate()
    };
    assert_eq!(
        store
            .start_turn(&user, &a.id, turn("three"), small, Utc::now())
            .await
            .unwrap()
            .unwrap_err(),
        TurnRefused::Full
    );
}

#[tokio::test]
async fn conversations_are_listed_newest_first_and_go_with_the_account() {
    let (_db, store, user): (TestDatabase, Store, String) = with_user("gone@example.com").await;
    let older = store
        .create_conversation(
            &user,
            "older",
            Some(&serde_json::json!({ "pinned": true })),
            Utc::now() - Duration::minutes(5),
        )
        .await
        .unwrap();
    let newer = store
        .create_conversation(&user, "newer", None, Utc::now())
        .await
        .unwrap();
    let listed = store.conversations(&user, 10, 0).await.unwrap();
    assert_eq!(
        listed.iter().map(|c| c.id.as_str()).collect::<Vec<_>>(),
        vec![newer.id.as_str(), older.id.as_str()]
    );
    assert_eq!(
        listed[1].metadata,
        Some(serde_json::json!({ "pinned": true }))
    );
    // A message moves its conversation to the top.
    store
        .start_turn(
            &user,
            &older.id,
            turn("bump"),
            gate(),
            Utc::now() + Duration::seconds(1),
        )
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        store.conversations(&user, 1, 0).await.unwrap()[0].id,
        older.id
    );
    assert_eq!(
        store.conversations(&user, 10, 1).await.unwrap()[0].id,
        newer.id
    );

    store.delete_user(&user, "gone@example.com").await.unwrap();
    for table in ["chat_conversations", "chat_messages", "chat_attachments"] {
        assert_eq!(store.row_count(table).await, 0, "{table}");
    }
}
