//! The testing playground (`runPlayground` over graphql-ws, and its queries and mutations)
//! against local fakes of each vendor's real streaming wire format: answers stream into their
//! own columns; a failing, rate-limited, stalled or endless model ends in its own column while
//! the others carry on; cancels, blind votes, the history, TestingAnalytics, the plan rule, the
//! cost confirmation and the runs-at-once limit.

use std::time::Duration;

use domain::plan::PlanName;
use engine::{
    llm::ProviderKind,
    testing::{Behaviour, Fake, serve},
};
use serde_json::{Value, json};
use superprompt_server::config::{LlmProviderConfig, Secret};

use crate::helpers::{Browser, TestApp, WsEvent};

const RUN: &str = "subscription($p: String!, $m: [String!]!, $b: Boolean! = false, $c: Boolean! = false) {
  runPlayground(prompt: $p, models: $m, blind: $b, confirmCost: $c) {
    __typename
    ... on PlaygroundStarted { runId columns { position label modelId family } estimate { costUsd pricedModels needsConfirmation } }
    ... on PlaygroundText { position text }
    ... on PlaygroundColumnEnded { answer { column { position modelId } state text error } }
    ... on PlaygroundFinished { run { ...Run } }
  }
}
fragment Run on PlaygroundRun {
  id prompt blind revealed costUsd vote { winner tie }
  answers { column { position label modelId provider model family } state text error firstTokenMs totalMs inputTokens outputTokens tokensEstimated costUsd }
}";

/// A provider of `kind` at `url` offering `models`: 2 s idle deadline, 10 s in all.
fn provider(name: &str, kind: ProviderKind, url: String, models: &[&str]) -> LlmProviderConfig {
    LlmProviderConfig {
        name: name.into(),
        kind,
        base_url: Some(url),
        api_key: Some(Secret::new("test-key")),
        models: engine::llm::Models::default(),
        test_models: models.iter().map(|m| m.to_string()).collect(),
        idle_timeout_secs: 2,
        total_timeout_secs: 10,
    }
}

fn price(model: &str, input: f64, output: f64) -> domain::playground::Price {
    domain::playground::Price {
        model: model.into(),
        input_per_million: input,
        output_per_million: output,
        as_of: chrono::NaiveDate::from_ymd_opt(2026, 11, 1).unwrap(),
    }
}

async fn app_with(providers: Vec<LlmProviderConfig>) -> TestApp {
    TestApp::spawn_with(move |config| {
        config.llm.providers = providers;
        config.llm.prices = vec![price("gpt-4o-mini", 0.15, 0.60)];
    })
    .await
}

async fn pro(app: &TestApp, email: &str) -> Browser {
    let user = app.onboarded(email).await;
    app.store.set_plan_for_tests(email, PlanName::Pro).await;
    user
}

/// The data of each `next`, the first error's code, and nothing for `complete`.
fn nexts(events: &[WsEvent]) -> Vec<Value> {
    events
        .iter()
        .filter_map(|e| match e {
            WsEvent::Next(payload) => Some(payload.clone()),
            _ => None,
        })
        .collect()
}

fn code_of(events: &[WsEvent]) -> String {
    let payload = match events.first() {
        Some(WsEvent::Next(p)) => p["errors"].clone(),
        Some(WsEvent::Error(e)) => e.clone(),
        other => panic!("no error: {other:?}"),
    };
    payload[0]["extensions"]["code"]
        .as_str()
        .unwrap_or("NO_CODE")
        .to_owned()
}

fn event(payload: &Value) -> &Value {
    &payload["data"]["runPlayground"]
}

/// The stored run the stream ended with.
fn finished(events: &[WsEvent]) -> Value {
    let all = nexts(events);
    let last = event(all.last().expect("events"));
    assert_eq!(last["__typename"], "PlaygroundFinished", "{events:?}");
    assert!(matches!(events.last(), Some(WsEvent::Complete)));
    last["run"].clone()
}

/// Each column's streamed text, put together from the `PlaygroundText` events.
fn streamed(events: &[WsEvent], columns: usize) -> Vec<String> {
    let mut texts = vec![String::new(); columns];
    for payload in nexts(events) {
        let e = event(&payload);
        if e["__typename"] == "PlaygroundText" {
            texts[e["position"].as_u64().unwrap() as usize] += e["text"].as_str().unwrap();
        }
    }
    texts
}

async fn run(user: &Browser, vars: Value) -> Vec<WsEvent> {
    let mut ws = user.ws().await;
    let events = ws.run("1", RUN, vars).await;
    ws.close().await;
    events
}

#[tokio::test]
async fn a_pro_user_runs_one_prompt_on_three_vendors_side_by_side() {
    let openai = Fake::new(vec![Behaviour::Chunks(vec!["Hello ", "from GPT."])]);
    let anthropic = Fake::new(vec![Behaviour::Chunks(vec!["Claude ", "says hi."])]);
    let gemini = Fake::new(vec![Behaviour::Chunks(vec!["Gemini ", "is here."])]);
    let app = app_with(vec![
        provider(
            "oa",
            ProviderKind::Openai,
            serve(ProviderKind::Openai, openai.clone()).await,
            &["gpt-4o-mini"],
        ),
        provider(
            "an",
            ProviderKind::Anthropic,
            serve(ProviderKind::Anthropic, anthropic.clone()).await,
            &["claude-haiku-4-5"],
        ),
        provider(
            "ge",
            ProviderKind::Gemini,
            serve(ProviderKind::Gemini, gemini.clone()).await,
            &["gemini-2.5-flash"],
        ),
    ])
    .await;
    let user = pro(&app, "tester@example.com").await;

    let setup = user
        .gql(
            "{ playgroundSetup { allowed models { id family inputPerMillionUsd priceAsOf } minModels maxModels } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(setup["playgroundSetup"]["allowed"], true);
    assert_eq!(
        setup["playgroundSetup"]["models"],
        json!([
            { "id": "oa/gpt-4o-mini", "family": "OPENAI", "inputPerMillionUsd": 0.15, "priceAsOf": "2026-11-01" },
            { "id": "an/claude-haiku-4-5", "family": "ANTHROPIC", "inputPerMillionUsd": null, "priceAsOf": null },
            { "id": "ge/gemini-2.5-flash", "family": "GEMINI", "inputPerMillionUsd": null, "priceAsOf": null },
        ])
    );

    let models = json!([
        "oa/gpt-4o-mini",
        "an/claude-haiku-4-5",
        "ge/gemini-2.5-flash"
    ]);
    let events = run(
        &user,
        json!({ "p": "Say hello in five words.", "m": models }),
    )
    .await;
    let all = nexts(&events);
    let started = event(&all[0]);
    assert_eq!(started["__typename"], "PlaygroundStarted");
    assert_eq!(
        started["columns"],
        json!([
            { "position": 0, "label": "A", "modelId": "oa/gpt-4o-mini", "family": "OPENAI" },
            { "position": 1, "label": "B", "modelId": "an/claude-haiku-4-5", "family": "ANTHROPIC" },
            { "position": 2, "label": "C", "modelId": "ge/gemini-2.5-flash", "family": "GEMINI" },
        ])
    );
    assert_eq!(
        streamed(&events, 3),
        vec!["Hello from GPT.", "Claude says hi.", "Gemini is here."]
    );
    let ended = all
        .iter()
        .filter(|p| event(p)["__typename"] == "PlaygroundColumnEnded")
        .count();
    assert_eq!(ended, 3, "each column reports its end");

    let run = finished(&events);
    assert_eq!(run["prompt"], "Say hello in five words.");
    assert_eq!(run["revealed"], true);
    let answers = run["answers"].as_array().unwrap();
    assert_eq!(answers.len(), 3);
    for answer in answers {
        assert_eq!(answer["state"], "DONE", "{answer}");
        assert!(answer["error"].is_null());
        assert!(answer["firstTokenMs"].as_u64().is_some());
        assert_eq!(answer["tokensEstimated"], false, "each fake reports usage");
    }
    // The vendors' own counts: OpenAI's fake 12 in and a token per chunk out, Anthropic's 10
    // and 5, Gemini's 5 and 3.
    let tokens: Vec<(u64, u64)> = answers
        .iter()
        .map(|a| {
            (
                a["inputTokens"].as_u64().unwrap(),
                a["outputTokens"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(tokens, vec![(12, 2), (10, 5), (5, 3)]);
    // Only gpt-4o-mini has a price: 12 × $0.15/M and 2 × $0.60/M, each side rounded up to
    // a millionth of a dollar: 2 + 2 µ$.
    assert_eq!(answers[0]["costUsd"], 0.000004);
    assert!(answers[1]["costUsd"].is_null() && answers[2]["costUsd"].is_null());
    assert_eq!(run["costUsd"], 0.000004);
    // The prompt went as it is, alone, to each vendor.
    for fake in [&openai, &anthropic, &gemini] {
        let sent = fake.requests()[0].1.to_string();
        assert!(sent.contains("Say hello in five words."), "{sent}");
    }

    // The history keeps it, and the counts and the achievement follow.
    let history = user
        .gql(
            "query($id: ID!) { playgroundRuns { id } playgroundRun(id: $id) { answers { text } } testingAnalytics { overall openai anthropic gemini mistral multiModel email } }",
            json!({ "id": run["id"] }),
        )
        .await
        .ok();
    assert_eq!(history["playgroundRuns"], json!([{ "id": run["id"] }]));
    assert_eq!(
        history["playgroundRun"]["answers"][1]["text"],
        "Claude says hi."
    );
    assert_eq!(
        history["testingAnalytics"],
        json!({ "overall": 3, "openai": 1, "anthropic": 1, "gemini": 1, "mistral": 0, "multiModel": 1, "email": "tester@example.com" })
    );
    let unlocked = user
        .gql(
            "{ loadUserAchievements { achievements { achievementId unlocked } } }",
            json!({}),
        )
        .await
        .ok();
    let scientist = unlocked["loadUserAchievements"]["achievements"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["achievementId"] == "first_multi_model_test")
        .cloned()
        .unwrap();
    assert_eq!(scientist["unlocked"], true);
    assert_eq!(app.store.row_count("playground_answers").await, 3);
}

#[tokio::test]
async fn failures_stalls_and_endless_answers_stay_in_their_own_column() {
    let slow = Fake::new(vec![Behaviour::Paced(
        vec!["slow ", "but ", "sure"],
        Duration::from_millis(300),
    )]);
    let down = Fake::new(vec![Behaviour::Status(500), Behaviour::Status(502)]);
    let limited = Fake::new(vec![Behaviour::Status(429), Behaviour::Status(429)]);
    let stalled = Fake::new(vec![Behaviour::StallAfter(vec!["half an ans"])]);
    let endless = Fake::new(vec![Behaviour::Endless("more ")]);
    let url = |f: &Fake| {
        let f = f.clone();
        async move { serve(ProviderKind::Openai, f).await }
    };
    let app = TestApp::spawn_with({
        let providers = vec![
            provider("slow", ProviderKind::Openai, url(&slow).await, &["m-slow"]),
            provider("down", ProviderKind::Openai, url(&down).await, &["m-down"]),
            provider(
                "busy",
                ProviderKind::Openai,
                url(&limited).await,
                &["m-429"],
            ),
            provider(
                "stall",
                ProviderKind::Openai,
                url(&stalled).await,
                &["m-stall"],
            ),
            provider(
                "long",
                ProviderKind::Openai,
                url(&endless).await,
                &["m-long"],
            ),
        ];
        move |config| {
            config.llm.providers = providers;
            config.llm.playground.max_output_tokens = 50;
        }
    })
    .await;
    let user = pro(&app, "faults@example.com").await;
    let models = json!([
        "slow/m-slow",
        "down/m-down",
        "busy/m-429",
        "stall/m-stall",
        "long/m-long"
    ]);
    let events = run(&user, json!({ "p": "Explain WAL mode.", "m": models })).await;
    let run = finished(&events);
    let answers = run["answers"].as_array().unwrap();
    let states: Vec<&str> = answers
        .iter()
        .map(|a| a["state"].as_str().unwrap())
        .collect();
    assert_eq!(
        states,
        vec!["DONE", "FAILED", "FAILED", "FAILED", "CAPPED"],
        "{answers:?}"
    );
    assert_eq!(answers[0]["text"], "slow but sure");
    assert_eq!(answers[1]["error"], "The provider failed (HTTP 502).");
    assert!(
        answers[2]["error"]
            .as_str()
            .unwrap()
            .contains("limiting requests right now (HTTP 429)")
    );
    assert_eq!(answers[3]["error"], "The model stopped sending its answer.");
    assert_eq!(answers[3]["text"], "half an ans", "what it wrote is kept");
    // 50 tokens out at 4 characters a token: the stream is cut at 200 characters.
    let long = answers[4]["text"].as_str().unwrap();
    assert!(long.len() <= 200 && long.starts_with("more more"), "{long}");
    // A failed column's tokens are estimated (no usage came); each 5xx/429 was retried once.
    assert_eq!(answers[3]["tokensEstimated"], true);
    assert_eq!((down.requests().len(), limited.requests().len()), (2, 2));
    assert_eq!(app.store.row_count("playground_runs").await, 1);
}

#[tokio::test]
async fn a_column_is_cancelled_while_the_others_carry_on_and_only_by_its_owner() {
    let slow = Fake::new(vec![Behaviour::Paced(
        vec!["one ", "two ", "three ", "four ", "five ", "six"],
        Duration::from_millis(400),
    )]);
    let quick = Fake::new(vec![Behaviour::Paced(
        vec!["a ", "b ", "c ", "d ", "e ", "f ", "g ", "h"],
        Duration::from_millis(250),
    )]);
    let app = app_with(vec![
        provider(
            "slow",
            ProviderKind::Openai,
            serve(ProviderKind::Openai, slow).await,
            &["m1"],
        ),
        provider(
            "quick",
            ProviderKind::Openai,
            serve(ProviderKind::Openai, quick).await,
            &["m2"],
        ),
    ])
    .await;
    let user = pro(&app, "cancel@example.com").await;
    let other = pro(&app, "other@example.com").await;
    let mut ws = user.ws().await;
    ws.subscribe(
        "1",
        RUN,
        json!({ "p": "Count to six.", "m": ["slow/m1", "quick/m2"] }),
    )
    .await;
    let Some(WsEvent::Next(first)) = ws.event("1").await else {
        panic!("no start");
    };
    let run_id = event(&first)["runId"].as_str().unwrap().to_owned();
    // Wait for the slow column's first text, then cancel it.
    let mut events = vec![WsEvent::Next(first)];
    loop {
        let next = ws.event("1").await.unwrap();
        let slow_text = matches!(&next, WsEvent::Next(p) if event(p)["__typename"] == "PlaygroundText" && event(p)["position"] == 0);
        events.push(next);
        if slow_text {
            break;
        }
    }
    const CANCEL: &str =
        "mutation($r: ID!, $p: [Int!]) { cancelPlaygroundColumns(runId: $r, positions: $p) }";
    let refused = other
        .gql(CANCEL, json!({ "r": run_id, "p": [0] }))
        .await
        .code();
    assert_eq!(refused, "NOT_FOUND", "another user cannot cancel it");
    let done = user
        .gql(CANCEL, json!({ "r": run_id, "p": [0] }))
        .await
        .ok();
    assert_eq!(done["cancelPlaygroundColumns"], true);
    events.extend(ws.events("1").await);
    ws.close().await;
    let run = finished(&events);
    let answers = run["answers"].as_array().unwrap();
    assert_eq!(answers[0]["state"], "CANCELLED");
    let kept = answers[0]["text"].as_str().unwrap();
    assert!(kept.starts_with("one") && !kept.contains("six"), "{kept}");
    assert_eq!(answers[1]["state"], "DONE");
    assert_eq!(answers[1]["text"], "a b c d e f g h");
    // Once it ended, the run cannot be cancelled any more.
    assert_eq!(
        user.gql(CANCEL, json!({ "r": run_id })).await.code(),
        "NOT_FOUND"
    );
}

#[tokio::test]
async fn a_client_that_leaves_cancels_what_is_going_and_the_run_is_kept() {
    let slow = || {
        Fake::new(vec![Behaviour::Paced(
            vec!["x ", "y ", "z ", "w"],
            Duration::from_millis(1_500),
        )])
    };
    let app = app_with(vec![
        provider(
            "p1",
            ProviderKind::Openai,
            serve(ProviderKind::Openai, slow()).await,
            &["m1"],
        ),
        provider(
            "p2",
            ProviderKind::Openai,
            serve(ProviderKind::Openai, slow()).await,
            &["m2"],
        ),
    ])
    .await;
    let user = pro(&app, "leaver@example.com").await;
    let mut ws = user.ws().await;
    ws.subscribe("1", RUN, json!({ "p": "Hi", "m": ["p1/m1", "p2/m2"] }))
        .await;
    assert!(matches!(ws.event("1").await, Some(WsEvent::Next(_))));
    ws.close().await;
    // The run is recorded with both columns cancelled, well before the models would finish.
    let mut runs = Value::Null;
    for _ in 0..50 {
        runs = user
            .gql("{ playgroundRuns { answers { state } } }", json!({}))
            .await
            .ok();
        if runs["playgroundRuns"]
            .as_array()
            .is_some_and(|r| !r.is_empty())
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(
        runs["playgroundRuns"],
        json!([{ "answers": [{ "state": "CANCELLED" }, { "state": "CANCELLED" }] }])
    );
}

#[tokio::test]
async fn blind_runs_hide_the_models_until_the_vote_and_votes_are_the_owners() {
    let a = Fake::new(vec![Behaviour::Chunks(vec!["first"])]);
    let b = Fake::new(vec![Behaviour::Chunks(vec!["second"])]);
    let app = app_with(vec![
        provider(
            "pa",
            ProviderKind::Openai,
            serve(ProviderKind::Openai, a).await,
            &["gpt-4o-mini"],
        ),
        provider(
            "pb",
            ProviderKind::Anthropic,
            serve(ProviderKind::Anthropic, b).await,
            &["claude-haiku-4-5"],
        ),
    ])
    .await;
    let user = pro(&app, "blind@example.com").await;
    let other = pro(&app, "peek@example.com").await;
    let events = run(
        &user,
        json!({ "p": "Write a haiku.", "m": ["pa/gpt-4o-mini", "pb/claude-haiku-4-5"], "b": true }),
    )
    .await;
    let started = event(&nexts(&events)[0]).clone();
    assert_eq!(
        started["columns"],
        json!([
            { "position": 0, "label": "A", "modelId": null, "family": null },
            { "position": 1, "label": "B", "modelId": null, "family": null },
        ])
    );
    let run = finished(&events);
    assert_eq!(
        (run["blind"].clone(), run["revealed"].clone()),
        (json!(true), json!(false))
    );
    for answer in run["answers"].as_array().unwrap() {
        let column = &answer["column"];
        assert!(
            column["modelId"].is_null()
                && column["provider"].is_null()
                && column["model"].is_null()
                && column["family"].is_null(),
            "{column}"
        );
    }
    assert!(
        !events_text(&events).contains("gpt-4o-mini"),
        "nothing names the models"
    );

    const VOTE: &str = "mutation($r: ID!, $w: Int, $t: Boolean! = false) { votePlaygroundRun(runId: $r, winner: $w, tie: $t) { revealed vote { winner tie } answers { column { modelId } } } }";
    let id = run["id"].clone();
    for (caller, vars, code) in [
        (&other, json!({ "r": id, "w": 1 }), "NOT_FOUND"),
        (&user, json!({ "r": id, "w": 2 }), "BAD_USER_INPUT"),
        (&user, json!({ "r": id }), "BAD_USER_INPUT"),
        (
            &user,
            json!({ "r": id, "w": 0, "t": true }),
            "BAD_USER_INPUT",
        ),
    ] {
        assert_eq!(caller.gql(VOTE, vars).await.code(), code);
    }
    assert_eq!(
        other
            .gql(
                "query($id: ID!) { playgroundRun(id: $id) { id } }",
                json!({ "id": id })
            )
            .await
            .code(),
        "NOT_FOUND"
    );
    let voted = user.gql(VOTE, json!({ "r": id, "w": 1 })).await.ok();
    assert_eq!(
        voted["votePlaygroundRun"],
        json!({
            "revealed": true,
            "vote": { "winner": 1, "tie": false },
            "answers": [{ "column": { "modelId": "pa/gpt-4o-mini" } }, { "column": { "modelId": "pb/claude-haiku-4-5" } }],
        })
    );
    let tie = user.gql(VOTE, json!({ "r": id, "t": true })).await.ok();
    assert_eq!(
        tie["votePlaygroundRun"]["vote"],
        json!({ "winner": null, "tie": true })
    );
    // Deleting is the owner's too.
    const DELETE: &str = "mutation($r: ID!) { deletePlaygroundRun(runId: $r) }";
    assert_eq!(
        other.gql(DELETE, json!({ "r": id })).await.code(),
        "NOT_FOUND"
    );
    assert_eq!(
        user.gql(DELETE, json!({ "r": id })).await.ok()["deletePlaygroundRun"],
        true
    );
    assert_eq!(app.store.row_count("playground_answers").await, 0);
}

fn events_text(events: &[WsEvent]) -> String {
    format!("{events:?}")
}

#[tokio::test]
async fn free_plans_bad_choices_costly_runs_and_a_third_run_at_once_are_refused() {
    let fakes: Vec<Fake> = (0..4)
        .map(|_| {
            Fake::new(vec![Behaviour::Paced(
                vec!["a ", "b ", "c"],
                Duration::from_millis(700),
            )])
        })
        .collect();
    let mut providers = Vec::new();
    for (i, fake) in fakes.iter().enumerate() {
        providers.push(provider(
            &format!("p{i}"),
            ProviderKind::Openai,
            serve(ProviderKind::Openai, fake.clone()).await,
            &["gpt-4o-mini"],
        ));
    }
    let app = TestApp::spawn_with(move |config| {
        config.llm.providers = providers;
        // $15/M in and $60/M out: 1,024 tokens out on two models is about $0.12.
        config.llm.prices = vec![price("gpt-4o-mini", 15.0, 60.0)];
        config.llm.playground.confirm_cost_above_usd = 0.10;
    })
    .await;
    let free = app.onboarded("free@example.com").await;
    let two = json!(["p0/gpt-4o-mini", "p1/gpt-4o-mini"]);
    let events = run(&free, json!({ "p": "Hi", "m": two, "c": true })).await;
    assert_eq!(code_of(&events), "PLAN_LIMIT");
    let setup = free
        .gql("{ playgroundSetup { allowed upgradeMessage } }", json!({}))
        .await
        .ok();
    assert_eq!(setup["playgroundSetup"]["allowed"], false);
    assert!(
        setup["playgroundSetup"]["upgradeMessage"]
            .as_str()
            .unwrap()
            .contains("Pro plan")
    );

    let user = pro(&app, "limits@example.com").await;
    for (vars, field) in [
        (json!({ "p": "Hi", "m": ["p0/gpt-4o-mini"] }), "models"),
        (
            json!({ "p": "Hi", "m": ["p0/gpt-4o-mini", "p9/nope"] }),
            "models",
        ),
        (json!({ "p": "   ", "m": two }), "prompt"),
        (json!({ "p": "Hi", "m": two }), "confirmCost"),
    ] {
        let events = run(&user, vars.clone()).await;
        assert_eq!(code_of(&events), "BAD_USER_INPUT", "{vars}");
        let WsEvent::Next(payload) = &events[0] else {
            panic!()
        };
        assert_eq!(payload["errors"][0]["extensions"]["field"], field, "{vars}");
    }
    let estimate = user
        .gql(
            "query($m: [String!]!) { playgroundEstimate(prompt: \"Hi\", models: $m) { costUsd pricedModels models needsConfirmation } }",
            json!({ "m": two }),
        )
        .await
        .ok();
    // "Hi" is 1 token: 2 × (1 × $15/M + 1,024 × $60/M) = 2 × (15 + 61,440) µ$.
    assert_eq!(
        estimate["playgroundEstimate"],
        json!({ "costUsd": 0.12291, "pricedModels": 2, "models": 2, "needsConfirmation": true })
    );
    assert_eq!(
        app.store.row_count("playground_runs").await,
        0,
        "nothing started"
    );

    // Two runs at once are fine; a third waits its turn.
    let mut first = user.ws().await;
    let mut second = user.ws().await;
    for (ws, pair) in [
        (&mut first, json!(["p0/gpt-4o-mini", "p1/gpt-4o-mini"])),
        (&mut second, json!(["p2/gpt-4o-mini", "p3/gpt-4o-mini"])),
    ] {
        ws.subscribe("1", RUN, json!({ "p": "Hi", "m": pair, "c": true }))
            .await;
        let Some(WsEvent::Next(started)) = ws.event("1").await else {
            panic!()
        };
        assert_eq!(event(&started)["__typename"], "PlaygroundStarted");
    }
    let third = run(&user, json!({ "p": "Hi", "m": two, "c": true })).await;
    assert_eq!(code_of(&third), "RATE_LIMITED");
    for ws in [&mut first, &mut second] {
        let events = ws.events("1").await;
        assert!(matches!(events.last(), Some(WsEvent::Complete)));
    }
    first.close().await;
    second.close().await;
    assert_eq!(app.store.row_count("playground_runs").await, 2);
}

#[tokio::test]
async fn without_configured_models_the_playground_says_so() {
    let app = TestApp::spawn().await;
    let user = pro(&app, "none@example.com").await;
    let setup = user
        .gql("{ playgroundSetup { models { id } allowed } }", json!({}))
        .await
        .ok();
    assert_eq!(
        setup["playgroundSetup"],
        json!({ "models": [], "allowed": true })
    );
    let events = run(&user, json!({ "p": "Hi", "m": ["a/b", "c/d"] })).await;
    assert_eq!(code_of(&events), "SERVICE_UNAVAILABLE");
}

const ADD_KEY: &str = "mutation($i: ProviderKeyInput!) { addProviderKey(input: $i) { id name vendor baseUrl models keyLast4 } }";

fn key_input(name: &str, url: &str, key: &str) -> Value {
    json!({ "i": { "name": name, "vendor": "OPENAI", "baseUrl": url, "models": ["my-model"], "apiKey": key } })
}

#[tokio::test]
async fn own_keys_are_checked_kept_encrypted_shown_by_four_characters_and_used_only_by_their_owner()
{
    let operator = Fake::new(vec![Behaviour::Chunks(vec!["operator answer"])]);
    let own = Fake::new(vec![
        // The check call of the key that works, then its answer in the run.
        Behaviour::Chunks(vec!["OK"]),
        Behaviour::Chunks(vec!["answer on my own key"]),
    ]);
    let refusing = Fake::new(vec![Behaviour::Status(401)]);
    let operator_url = serve(ProviderKind::Openai, operator).await;
    let own_url = serve(ProviderKind::Openai, own.clone()).await;
    let refusing_url = serve(ProviderKind::Openai, refusing.clone()).await;
    let providers = vec![provider(
        "oa",
        ProviderKind::Openai,
        operator_url,
        &["gpt-4o-mini"],
    )];
    let app = TestApp::spawn_with(move |config| {
        config.llm.providers = providers;
        // The fakes listen on 127.0.0.1.
        config.llm.user_keys_private_hosts = true;
    })
    .await;
    let user = pro(&app, "keys@example.com").await;
    let other = pro(&app, "nokeys@example.com").await;
    let free = app.onboarded("freekeys@example.com").await;

    // A key the provider refuses is not kept.
    let refused = user
        .gql(ADD_KEY, key_input("mine", &refusing_url, "sk-bad-00000000"))
        .await;
    assert_eq!(refused.code(), "BAD_USER_INPUT");
    assert!(
        refused.message().contains("HTTP 401"),
        "{}",
        refused.message()
    );
    assert_eq!(refusing.requests().len(), 1, "one check call, not retried");
    for (input, field) in [
        (key_input("oa", &own_url, "sk-test-abcd1234"), "name"),
        (key_input("bad name", &own_url, "sk-test-abcd1234"), "name"),
        (key_input("mine", "ftp://x", "sk-test-abcd1234"), "baseUrl"),
        (key_input("mine", &own_url, "short"), "apiKey"),
    ] {
        let answer = user.gql(ADD_KEY, input).await;
        assert_eq!(answer.code(), "BAD_USER_INPUT");
        assert_eq!(answer.field(), field);
    }
    assert_eq!(
        free.gql(ADD_KEY, key_input("mine", &own_url, "sk-test-abcd1234"))
            .await
            .code(),
        "PLAN_LIMIT"
    );
    assert_eq!(app.store.row_count("user_provider_keys").await, 0);

    let added = user
        .gql(ADD_KEY, key_input("mine", &own_url, "sk-test-abcd1234"))
        .await
        .ok();
    assert_eq!(
        added["addProviderKey"],
        json!({
            "id": added["addProviderKey"]["id"],
            "name": "mine",
            "vendor": "OPENAI",
            "baseUrl": own_url,
            "models": ["my-model"],
            "keyLast4": "1234",
        })
    );
    let (headers, body) = &own.requests()[0];
    assert_eq!(headers["authorization"], "Bearer sk-test-abcd1234");
    assert_eq!(body["model"], "my-model");
    assert_eq!(
        app.store
            .rows_mentioning("user_provider_keys", "abcd1234")
            .await,
        0,
        "the key is stored encrypted"
    );
    let again = user
        .gql(ADD_KEY, key_input("mine", &own_url, "sk-test-abcd9999"))
        .await;
    assert_eq!(
        (again.code(), again.field()),
        ("BAD_USER_INPUT".into(), "name".into())
    );

    // The owner sees and runs on it; nobody else does.
    const SETUP: &str = "{ playgroundSetup { models { id own } } providerKeys { name keyLast4 } }";
    let mine = user.gql(SETUP, json!({})).await.ok();
    assert_eq!(
        mine["playgroundSetup"]["models"],
        json!([{ "id": "oa/gpt-4o-mini", "own": false }, { "id": "mine/my-model", "own": true }])
    );
    assert_eq!(
        mine["providerKeys"],
        json!([{ "name": "mine", "keyLast4": "1234" }])
    );
    let theirs = other.gql(SETUP, json!({})).await.ok();
    assert_eq!(
        theirs,
        json!({ "playgroundSetup": { "models": [{ "id": "oa/gpt-4o-mini", "own": false }] }, "providerKeys": [] })
    );
    let models = json!(["oa/gpt-4o-mini", "mine/my-model"]);
    let stolen = run(&other, json!({ "p": "Hi", "m": models })).await;
    assert_eq!(code_of(&stolen), "BAD_USER_INPUT");
    let events = run(&user, json!({ "p": "Hi there", "m": models })).await;
    let run = finished(&events);
    assert_eq!(run["answers"][1]["text"], "answer on my own key");
    assert_eq!(run["answers"][1]["column"]["provider"], "mine");
    let (headers, body) = &own.requests()[1];
    assert_eq!(headers["authorization"], "Bearer sk-test-abcd1234");
    assert!(body.to_string().contains("Hi there"));

    // Deleting is the owner's; deleting the account takes the keys.
    const DELETE: &str = "mutation($id: ID!) { deleteProviderKey(id: $id) }";
    let id = added["addProviderKey"]["id"].clone();
    assert_eq!(
        other.gql(DELETE, json!({ "id": id })).await.code(),
        "NOT_FOUND"
    );
    assert_eq!(app.store.row_count("user_provider_keys").await, 1);
    let deleted = user
        .gql("mutation { deleteUserData { success } }", json!({}))
        .await
        .ok();
    assert_eq!(deleted["deleteUserData"]["success"], true);
    assert_eq!(app.store.row_count("user_provider_keys").await, 0);
    assert_eq!(app.store.row_count("playground_runs").await, 0);
}

#[tokio::test]
async fn own_keys_may_not_point_at_private_addresses_by_default() {
    let app = TestApp::spawn().await;
    let user = pro(&app, "ssrf@example.com").await;
    for url in [
        "http://127.0.0.1:9/v1/",
        "https://169.254.169.254/latest/",
        "https://localhost/v1/",
        "http://api.example.com/v1/",
    ] {
        let answer = user
            .gql(ADD_KEY, key_input("mine", url, "sk-test-abcd1234"))
            .await;
        assert_eq!(
            (answer.code(), answer.field()),
            ("BAD_USER_INPUT".into(), "baseUrl".into()),
            "{url}"
        );
    }
    assert_eq!(app.store.row_count("user_provider_keys").await, 0);
}

const COMPARE: &str = "subscription($p: String!, $c: String!, $m: [String!]!, $s: ID) {
  runPlayground(prompt: $p, comparePrompt: $c, models: $m, sourcePromptId: $s) {
    __typename
    ... on PlaygroundStarted { columns { position modelId variant } }
    ... on PlaygroundFinished { run { id comparePrompt sourcePromptId answers { column { modelId variant } state text } } }
  }
}";
const JUDGE: &str = "mutation($r: ID!, $j: String!) { judgePlaygroundRun(runId: $r, judgeModel: $j) { judgment { judgeModel winner verdicts { modelId original { score reason } enhanced { score reason } } } } }";
const SAVE: &str = "mutation($r: ID!, $v: PlaygroundVariant, $p: ID, $t: String) { savePlaygroundWinner(runId: $r, variant: $v, promptId: $p, title: $t) { run { savedPromptId } prompt { id title text } } }";

#[tokio::test]
async fn the_closed_loop_runs_both_prompts_judges_them_blind_to_order_and_keeps_the_winner() {
    const ORIGINAL: &str = "write a cold email to a CTO about our API";
    const ENHANCED: &str = "You are a B2B copywriter. Write a cold email to a CTO about our API, under 120 words, one call to action.";
    let runner = Fake::new(vec![Behaviour::Echo; 4]);
    // The judge scores whatever it saw first 3 and second 9.
    let verdict = r#"{"first": {"score": 3, "reason": "Vague."}, "second": {"score": 9, "reason": "Specific and short."}}"#;
    let judge = Fake::new(vec![
        Behaviour::Chunks(vec![verdict]),
        Behaviour::Chunks(vec!["not json"]),
    ]);
    let app = app_with(vec![
        provider(
            "oa",
            ProviderKind::Openai,
            serve(ProviderKind::Openai, runner.clone()).await,
            &["gpt-4o-mini"],
        ),
        provider(
            "jj",
            ProviderKind::Openai,
            serve(ProviderKind::Openai, judge.clone()).await,
            &["judge-model"],
        ),
    ])
    .await;
    let user = pro(&app, "loop@example.com").await;
    let other = pro(&app, "notmine@example.com").await;
    let saved = user
        .gql(
            "mutation($t: String!) { savePrompt(input: { title: \"Cold email\", text: $t }) { id } }",
            json!({ "t": ORIGINAL }),
        )
        .await
        .ok();
    let prompt_id = saved["savePrompt"]["id"].clone();

    // Another user's library prompt cannot be named as the source.
    let mut ws = other.ws().await;
    let refused = ws
        .run(
            "1",
            COMPARE,
            json!({ "p": ORIGINAL, "c": ENHANCED, "m": ["oa/gpt-4o-mini"], "s": prompt_id }),
        )
        .await;
    ws.close().await;
    assert_eq!(code_of(&refused), "NOT_FOUND");

    let mut ws = user.ws().await;
    let events = ws
        .run(
            "1",
            COMPARE,
            json!({ "p": ORIGINAL, "c": ENHANCED, "m": ["oa/gpt-4o-mini"], "s": prompt_id }),
        )
        .await;
    ws.close().await;
    let started = event(&nexts(&events)[0]).clone();
    assert_eq!(
        started["columns"],
        json!([
            { "position": 0, "modelId": "oa/gpt-4o-mini", "variant": "ORIGINAL" },
            { "position": 1, "modelId": "oa/gpt-4o-mini", "variant": "ENHANCED" },
        ])
    );
    let run = finished(&events);
    assert_eq!(run["comparePrompt"], ENHANCED);
    assert_eq!(run["sourcePromptId"], prompt_id);
    // Each column ran its own prompt (the fake echoes what it was sent).
    assert_eq!(run["answers"][0]["text"], format!("echo: {ORIGINAL}"));
    assert_eq!(run["answers"][1]["text"], format!("echo: {ENHANCED}"));
    let run_id = run["id"].clone();

    assert_eq!(
        other
            .gql(JUDGE, json!({ "r": run_id, "j": "jj/judge-model" }))
            .await
            .code(),
        "NOT_FOUND"
    );
    let bad = user
        .gql(JUDGE, json!({ "r": run_id, "j": "jj/nope" }))
        .await;
    assert_eq!(
        (bad.code(), bad.field()),
        ("BAD_USER_INPUT".into(), "judgeModel".into())
    );
    let judged = user
        .gql(JUDGE, json!({ "r": run_id, "j": "jj/judge-model" }))
        .await
        .ok();
    let judgment = &judged["judgePlaygroundRun"]["judgment"];
    // Which answer the judge saw first decides which got 9: read it from what it was sent.
    let sent = judge.requests()[0].1["messages"][1]["content"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(
        sent.contains(ORIGINAL),
        "the original prompt is the task: {sent}"
    );
    let enhanced_first = sent.find(&format!("echo: {ENHANCED}")).unwrap()
        < sent.find(&format!("echo: {ORIGINAL}\n")).unwrap();
    let (original_score, enhanced_score, winner) = if enhanced_first {
        (9, 3, "ORIGINAL")
    } else {
        (3, 9, "ENHANCED")
    };
    assert_eq!(
        judgment,
        &json!({
            "judgeModel": "jj/judge-model",
            "winner": winner,
            "verdicts": [{
                "modelId": "oa/gpt-4o-mini",
                "original": { "score": original_score, "reason": if enhanced_first { "Specific and short." } else { "Vague." } },
                "enhanced": { "score": enhanced_score, "reason": if enhanced_first { "Vague." } else { "Specific and short." } },
            }],
        })
    );
    // A judge whose answer cannot be read changes nothing and says so.
    let unreadable = user
        .gql(JUDGE, json!({ "r": run_id, "j": "jj/judge-model" }))
        .await;
    assert_eq!(unreadable.code(), "SERVICE_UNAVAILABLE");
    assert!(
        unreadable.message().contains("could not be read"),
        "{}",
        unreadable.message()
    );

    // The winner (the judge's, unless one is chosen) becomes a new version of the source prompt.
    assert_eq!(
        other.gql(SAVE, json!({ "r": run_id })).await.code(),
        "NOT_FOUND"
    );
    let kept = user
        .gql(SAVE, json!({ "r": run_id, "v": "ENHANCED" }))
        .await
        .ok();
    assert_eq!(kept["savePlaygroundWinner"]["prompt"]["id"], prompt_id);
    assert_eq!(kept["savePlaygroundWinner"]["prompt"]["text"], ENHANCED);
    assert_eq!(
        kept["savePlaygroundWinner"]["run"]["savedPromptId"],
        prompt_id
    );
    let versions = user
        .gql(
            "query($p: ID!) { promptVersions(promptId: $p) { text } }",
            json!({ "p": prompt_id }),
        )
        .await
        .ok();
    assert_eq!(
        versions["promptVersions"],
        json!([{ "text": ORIGINAL }]),
        "the old text is a version"
    );
    // A run from no library prompt keeps its winner as a new prompt; none chosen and none
    // judged is refused.
    let mut ws = user.ws().await;
    let events = ws
        .run(
            "1",
            COMPARE,
            json!({ "p": ORIGINAL, "c": ENHANCED, "m": ["oa/gpt-4o-mini"] }),
        )
        .await;
    ws.close().await;
    let second = finished(&events)["id"].clone();
    let unchosen = user.gql(SAVE, json!({ "r": second })).await;
    assert_eq!(
        (unchosen.code(), unchosen.field()),
        ("BAD_USER_INPUT".into(), "variant".into())
    );
    let fresh = user
        .gql(
            SAVE,
            json!({ "r": second, "v": "ORIGINAL", "t": "Plain version" }),
        )
        .await
        .ok();
    let prompt = &fresh["savePlaygroundWinner"]["prompt"];
    assert_ne!(prompt["id"], prompt_id);
    assert_eq!(
        (prompt["title"].clone(), prompt["text"].clone()),
        (json!("Plain version"), json!(ORIGINAL))
    );
    // A run that compares nothing has no winner.
    let plain = run_plain(&user).await;
    let none = user.gql(SAVE, json!({ "r": plain, "v": "ORIGINAL" })).await;
    assert_eq!(
        (none.code(), none.field()),
        ("BAD_USER_INPUT".into(), "runId".into())
    );
}

/// A finished one-prompt run of the user's, on the two-model app of the closed-loop test.
async fn run_plain(user: &Browser) -> Value {
    let events = run(
        user,
        json!({ "p": "Hi", "m": ["oa/gpt-4o-mini", "jj/judge-model"] }),
    )
    .await;
    finished(&events)["id"].clone()
}

#[tokio::test]
async fn a_cancel_sent_over_the_runs_own_socket_reaches_it() {
    let slow = Fake::new(vec![Behaviour::Paced(
        vec!["one ", "two ", "three ", "four"],
        Duration::from_millis(500),
    )]);
    let quick = Fake::new(vec![Behaviour::Chunks(vec!["done quickly"])]);
    let app = app_with(vec![
        provider(
            "slow",
            ProviderKind::Openai,
            serve(ProviderKind::Openai, slow).await,
            &["m1"],
        ),
        provider(
            "quick",
            ProviderKind::Openai,
            serve(ProviderKind::Openai, quick).await,
            &["m2"],
        ),
    ])
    .await;
    let user = pro(&app, "socket-cancel@example.com").await;
    let mut ws = user.ws().await;
    ws.subscribe(
        "run",
        RUN,
        json!({ "p": "Count.", "m": ["slow/m1", "quick/m2"] }),
    )
    .await;
    let started = ws.message().await;
    let run_id = started["payload"]["data"]["runPlayground"]["runId"].clone();
    assert!(run_id.is_string(), "{started}");
    ws.subscribe(
        "cancel",
        "mutation($r: ID!) { cancelPlaygroundColumns(runId: $r, positions: [0]) }",
        json!({ "r": run_id }),
    )
    .await;
    let mut cancelled = None;
    let mut finished_run = None;
    while finished_run.is_none() || cancelled.is_none() {
        let message = ws.message().await;
        match (message["id"].as_str(), message["type"].as_str()) {
            (Some("cancel"), Some("next")) => cancelled = Some(message["payload"].clone()),
            (Some("run"), Some("next")) => {
                let e = &message["payload"]["data"]["runPlayground"];
                if e["__typename"] == "PlaygroundFinished" {
                    finished_run = Some(e["run"].clone());
                }
            }
            _ => {}
        }
    }
    ws.close().await;
    assert_eq!(
        cancelled.unwrap(),
        json!({ "data": { "cancelPlaygroundColumns": true } })
    );
    let run = finished_run.unwrap();
    assert_eq!(run["answers"][0]["state"], "CANCELLED");
    assert_eq!(run["answers"][1]["state"], "DONE");
}
