//! Conformance suite for the testing playground's runs, on SQLite and (with TEST_DATABASE_URL)
//! PostgreSQL: the runs-at-once gate holds under concurrent starts, a stale run stops counting,
//! a finished run keeps its answers typed and feeds the achievements and the week's activity
//! once, votes and deletes are the owner's, and the counts follow the answers.

// Tests stand outside the app: they read wall time, not App::clock().
#![allow(clippy::disallowed_methods)]

use chrono::{Duration, Utc};
use domain::playground::{
    ColumnState, Family, MicroUsd, PairVerdict, Score, Tokens, Variant, Vote,
};
use superprompt_store::{
    Error, NewAnswer, NewRun, RunGate, Store,
    testing::{TestDatabase, with_user},
};

fn answer(model: &str, family: Family, state: ColumnState, text: &str) -> NewAnswer {
    NewAnswer {
        variant: Variant::Original,
        provider: "p".into(),
        model: model.into(),
        family,
        state,
        text: text.into(),
        error: (state == ColumnState::Failed).then(|| "The provider failed (HTTP 500).".into()),
        first_token_ms: Some(120),
        total_ms: 900,
        tokens: Tokens {
            input: 12,
            output: 7,
            estimated: false,
        },
        cost: Some(MicroUsd(6)),
    }
}

fn gate(max: u64) -> RunGate {
    RunGate {
        max_running: max,
        stale_before: Utc::now() - Duration::minutes(5),
    }
}

fn new_run(prompt: &str) -> NewRun {
    NewRun {
        prompt: prompt.into(),
        compare_prompt: None,
        source_prompt_id: None,
        blind: false,
    }
}

async fn start(store: &Store, user: &str) -> Option<String> {
    store
        .start_playground_run(user, new_run("Say hi"), gate(2), Utc::now())
        .await
        .unwrap()
}

#[tokio::test]
async fn no_more_than_the_allowed_runs_start_at_once() {
    let (_db, store, user): (TestDatabase, Store, String) = with_user("gate@example.com").await;
    let starts = (0..6).map(|_| {
        let store = store.clone();
        let user = user.clone();
        tokio::spawn(async move { start(&store, &user).await })
    });
    let started: Vec<Option<String>> = futures::future::join_all(starts)
        .await
        .into_iter()
        .map(Result::unwrap)
        .collect();
    let ids: Vec<String> = started.into_iter().flatten().collect();
    assert_eq!(ids.len(), 2, "two of six concurrent starts pass");

    // Finishing one makes room for one more.
    store
        .finish_playground_run(&user, &ids[0], vec![], Utc::now())
        .await
        .unwrap();
    assert!(start(&store, &user).await.is_some());
    assert!(start(&store, &user).await.is_none());

    // A run a stopped server left behind no longer counts once it is stale.
    let (_db2, store2, user2) = with_user("stale@example.com").await;
    let long_ago = Utc::now() - Duration::hours(1);
    for _ in 0..2 {
        store2
            .start_playground_run(&user2, new_run("old"), gate(2), long_ago)
            .await
            .unwrap()
            .unwrap();
    }
    assert!(start(&store2, &user2).await.is_some());
}

#[tokio::test]
async fn a_finished_run_keeps_its_answers_and_counts_once() {
    let (_db, store, user) = with_user("runs@example.com").await;
    let id = start(&store, &user).await.unwrap();
    let answers = vec![
        answer("gpt-4o-mini", Family::Openai, ColumnState::Done, "Hello."),
        answer(
            "claude-haiku-4-5",
            Family::Anthropic,
            ColumnState::Capped,
            "Hi th",
        ),
        answer("m-down", Family::Other, ColumnState::Failed, ""),
    ];
    let run = store
        .finish_playground_run(&user, &id, answers.clone(), Utc::now())
        .await
        .unwrap();
    assert_eq!(run.answers.len(), 3);
    for (position, stored) in run.answers.iter().enumerate() {
        assert_eq!(stored.position, position);
        assert_eq!(stored.answer, answers[position], "read back as written");
    }
    assert_eq!(run.vote, None);
    // It ends once: a second finish is refused and changes nothing.
    assert!(matches!(
        store
            .finish_playground_run(&user, &id, answers.clone(), Utc::now())
            .await,
        Err(Error::NotFound)
    ));
    assert_eq!(store.row_count("playground_answers").await, 3);

    // Two models answered: one multi-model test in the achievements and the week.
    let metrics = store.metrics_of(&user).await.unwrap();
    let tests = metrics
        .iter()
        .find(|m| m.metric == "multi_model_tests")
        .map(|m| m.value);
    assert_eq!(tests, Some(1));
    assert_eq!(
        store
            .rows_mentioning("weekly_activity", "MULTI_MODEL_TEST")
            .await,
        1
    );

    let counts = store.testing_counts(&user).await.unwrap();
    assert_eq!((counts.answers, counts.runs), (3, 1));
    let mut by_family = counts.by_family.clone();
    by_family.sort();
    assert_eq!(
        by_family,
        vec![
            (Family::Anthropic, 1),
            (Family::Openai, 1),
            (Family::Other, 1)
        ]
    );

    // A run where fewer than two models answered is kept but is no multi-model test.
    let lone = start(&store, &user).await.unwrap();
    store
        .finish_playground_run(
            &user,
            &lone,
            vec![
                answer("a", Family::Other, ColumnState::Done, "only me"),
                answer("b", Family::Other, ColumnState::Cancelled, ""),
            ],
            Utc::now(),
        )
        .await
        .unwrap();
    let metrics = store.metrics_of(&user).await.unwrap();
    assert_eq!(
        metrics
            .iter()
            .find(|m| m.metric == "multi_model_tests")
            .map(|m| m.value),
        Some(1)
    );
    let listed = store.playground_runs(&user, 10, None).await.unwrap();
    assert_eq!(
        listed.iter().map(|r| r.id.as_str()).collect::<Vec<_>>(),
        vec![lone.as_str(), id.as_str()],
        "newest first"
    );
    let older = store.playground_runs(&user, 10, Some(&lone)).await.unwrap();
    assert_eq!(older.len(), 1);
    assert_eq!(older[0].id, id);
}

#[tokio::test]
async fn votes_reads_and_deletes_are_the_owners_and_need_a_finished_run() {
    let (_db, store, owner) = with_user("owner@example.com").await;
    let other = store
        .insert_user(
            superprompt_store::testing::new_user("other@example.com"),
            Utc::now(),
        )
        .await
        .unwrap()
        .id;
    let going = start(&store, &owner).await.unwrap();
    assert!(
        matches!(
            store
                .vote_playground_run(&owner, &going, Vote::Tie, Utc::now())
                .await,
            Err(Error::NotFound)
        ),
        "a run still going takes no vote"
    );
    assert!(matches!(
        store.playground_run(&owner, &going).await,
        Err(Error::NotFound)
    ));
    store
        .finish_playground_run(
            &owner,
            &going,
            vec![
                answer("a", Family::Other, ColumnState::Done, "one"),
                answer("b", Family::Other, ColumnState::Done, "two"),
            ],
            Utc::now(),
        )
        .await
        .unwrap();
    for result in [
        store
            .vote_playground_run(&other, &going, Vote::Winner(0), Utc::now())
            .await
            .map(|_| ()),
        store.playground_run(&other, &going).await.map(|_| ()),
        store.delete_playground_run(&other, &going).await,
    ] {
        assert!(matches!(result, Err(Error::NotFound)));
    }
    let voted = store
        .vote_playground_run(&owner, &going, Vote::Winner(1), Utc::now())
        .await
        .unwrap();
    assert_eq!(voted.vote, Some(Vote::Winner(1)));
    let tied = store
        .vote_playground_run(&owner, &going, Vote::Tie, Utc::now())
        .await
        .unwrap();
    assert_eq!(tied.vote, Some(Vote::Tie));
    assert!(store.testing_counts(&other).await.unwrap().runs == 0);
    store.delete_playground_run(&owner, &going).await.unwrap();
    assert_eq!(store.row_count("playground_answers").await, 0);
    assert_eq!(store.row_count("playground_runs").await, 0);

    // Deleting the account takes its runs.
    let kept = start(&store, &other).await.unwrap();
    store
        .finish_playground_run(
            &other,
            &kept,
            vec![answer("a", Family::Meta, ColumnState::Done, "x")],
            Utc::now(),
        )
        .await
        .unwrap();
    store
        .delete_user(&other, "other@example.com")
        .await
        .unwrap();
    assert_eq!(store.row_count("playground_runs").await, 0);
    assert_eq!(store.row_count("playground_answers").await, 0);
}

fn stored_key(name: &str) -> superprompt_store::StoredProviderKey {
    superprompt_store::StoredProviderKey {
        id: String::new(),
        name: name.into(),
        vendor: domain::provider_keys::Vendor::Anthropic,
        base_url: None,
        models: vec!["claude-haiku-4-5".into()],
        ciphertext: "c2VhbGVk".into(),
        nonce: "bm9uY2U=".into(),
        last4: "abcd".into(),
        created_at: Utc::now(),
        checked_at: Utc::now(),
    }
}

#[tokio::test]
async fn provider_keys_have_distinct_names_and_a_cap_held_under_concurrency() {
    let (_db, store, user) = with_user("keys@example.com").await;
    let kept = store
        .add_provider_key(&user, stored_key("mine"), 3)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(kept.models, vec!["claude-haiku-4-5"]);
    assert_eq!(kept.vendor, domain::provider_keys::Vendor::Anthropic);
    let twice = store
        .add_provider_key(&user, stored_key("mine"), 3)
        .await
        .unwrap_err();
    assert!(
        twice.is_conflict_on(superprompt_store::Unique::ProviderKeyName),
        "{twice:?}"
    );
    // Five adds at once against a cap of 3 with one kept: two pass.
    let adds = (0..5).map(|n| {
        let store = store.clone();
        let user = user.clone();
        tokio::spawn(async move {
            store
                .add_provider_key(&user, stored_key(&format!("k{n}")), 3)
                .await
                .unwrap()
        })
    });
    let passed = futures::future::join_all(adds)
        .await
        .into_iter()
        .filter(|r| r.as_ref().unwrap().is_some())
        .count();
    assert_eq!(passed, 2);
    assert_eq!(store.provider_keys_of(&user).await.unwrap().len(), 3);
    assert!(matches!(
        store.delete_provider_key("someone-else", &kept.id).await,
        Err(Error::NotFound)
    ));
    store.delete_provider_key(&user, &kept.id).await.unwrap();
    assert_eq!(store.provider_keys_of(&user).await.unwrap().len(), 2);
}

#[tokio::test]
async fn a_compared_run_keeps_both_prompts_its_judgment_and_where_the_winner_went() {
    let (_db, store, user) = with_user("loop@example.com").await;
    let id = store
        .start_playground_run(
            &user,
            NewRun {
                prompt: "write an email".into(),
                compare_prompt: Some("You are a B2B copywriter. Write an email…".into()),
                source_prompt_id: Some("prompt-1".into()),
                blind: false,
            },
            gate(2),
            Utc::now(),
        )
        .await
        .unwrap()
        .unwrap();
    let enhanced = NewAnswer {
        variant: Variant::Enhanced,
        ..answer("gpt-4o-mini", Family::Openai, ColumnState::Done, "better")
    };
    store
        .finish_playground_run(
            &user,
            &id,
            vec![
                answer("gpt-4o-mini", Family::Openai, ColumnState::Done, "plain"),
                enhanced,
            ],
            Utc::now(),
        )
        .await
        .unwrap();
    let verdicts = vec![PairVerdict {
        model: "p/gpt-4o-mini".into(),
        original: Score {
            score: 5,
            reason: "Generic.".into(),
        },
        enhanced: Score {
            score: 8,
            reason: "Specific.".into(),
        },
    }];
    let judged = store
        .judge_playground_run(&user, &id, "p/judge", &verdicts, Utc::now())
        .await
        .unwrap();
    assert_eq!(judged.judgment, Some(("p/judge".to_owned(), verdicts)));
    assert_eq!(
        judged
            .answers
            .iter()
            .map(|a| a.answer.variant)
            .collect::<Vec<_>>(),
        vec![Variant::Original, Variant::Enhanced]
    );
    assert_eq!(judged.source_prompt_id.as_deref(), Some("prompt-1"));
    let saved = store
        .set_playground_saved_prompt(&user, &id, "prompt-1")
        .await
        .unwrap();
    assert_eq!(saved.saved_prompt_id.as_deref(), Some("prompt-1"));
    assert_eq!(
        saved.compare_prompt.as_deref(),
        Some("You are a B2B copywriter. Write an email…")
    );
    assert!(matches!(
        store
            .judge_playground_run("someone-else", &id, "p/judge", &[], Utc::now())
            .await,
        Err(Error::NotFound)
    ));
}
