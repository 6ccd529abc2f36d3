//! The `streamGeneration` subscription over graphql-ws (`GET /graphql/ws`): the prompt as it is
//! written, the same rules, arguments, result type and error codes as the generate* mutations,
//! and cancellation: completing the subscription or closing the socket before any text means
//! nothing is recorded or spent; after text the generation finishes and counts. Spent and
//! recorded always agree. A generation started with a `streamId` can be followed from another
//! connection, or another instance (`followGeneration`). Each test speaks the real protocol
//! through a websocket client.

use std::time::Duration;

use engine::{
    llm::ProviderKind,
    testing::{Behaviour, Fake, serve},
};
use serde_json::{Value, json};
use superprompt_server::config::{LlmProviderConfig, Secret};

use crate::helpers::{Browser, GraphqlWs, TestApp, WsEvent};

/// The events' selection, shared by the documents below: text, resets, and the result with the
/// fields the web app reads.
macro_rules! events {
    () => {
        "{
    __typename
    ... on GenerationDelta { text }
    ... on GenerationReset { reset }
    ... on GenerationResult {
      generation { id generator description prompt improvements taskKind parameters engine notice contextId createdAt rating }
      quota { unlimited dailyRemaining bonusRemaining resetsAt }
    }
  }"
    };
}

/// The streamGeneration of STREAM with a stream id.
const STREAM_WITH_ID: &str = concat!(
    "subscription($g: GeneratorKind!, $d: String!, $s: ID) {
  streamGeneration(generator: $g, description: $d, streamId: $s) ",
    events!(),
    "\n}"
);

const FOLLOW: &str = concat!(
    "subscription($s: ID!) {
  followGeneration(streamId: $s) ",
    events!(),
    "\n}"
);

/// Every argument, as variables.
const STREAM: &str = concat!(
    "subscription($g: GeneratorKind!, $d: String!, $c: ID, $n: Boolean! = false, $v: Int! = 0, $r: Boolean! = false, $m: ImageModel, $i: String) {
  streamGeneration(generator: $g, description: $d, contextId: $c, noContext: $n, variant: $v, showReasoning: $r, model: $m, imageBase64: $i) ",
    events!(),
    "\n}"
);

/// Runs one subscription on a connection of its own, to the end.
async fn stream(browser: &Browser, vars: Value) -> Vec<WsEvent> {
    let mut ws = browser.ws().await;
    let events = ws.run("1", STREAM, vars).await;
    ws.close().await;
    events
}

/// The events, read: `delta` with its text, `reset`, `result` with the prompt, `error` with
/// its code, `complete`.
fn read(events: &[WsEvent]) -> Vec<(String, String)> {
    events
        .iter()
        .map(|event| match event {
            WsEvent::Next(payload) if payload.get("errors").is_some() => (
                "error".to_owned(),
                payload["errors"][0]["extensions"]["code"]
                    .as_str()
                    .unwrap_or("NO_CODE")
                    .to_owned(),
            ),
            WsEvent::Next(payload) => {
                let event = the_event(payload);
                match event["__typename"].as_str().unwrap() {
                    "GenerationDelta" => ("delta".into(), event["text"].as_str().unwrap().into()),
                    "GenerationReset" => ("reset".into(), String::new()),
                    "GenerationResult" => (
                        "result".into(),
                        event["generation"]["prompt"].as_str().unwrap().into(),
                    ),
                    other => panic!("an unknown event {other}"),
                }
            }
            WsEvent::Error(errors) => (
                "error".to_owned(),
                errors[0]["extensions"]["code"]
                    .as_str()
                    .unwrap_or("NO_CODE")
                    .to_owned(),
            ),
            WsEvent::Complete => ("complete".to_owned(), String::new()),
        })
        .collect()
}

/// The event in a `next` payload (`streamGeneration` or `followGeneration`).
fn the_event(payload: &Value) -> &Value {
    let data = payload["data"].as_object().expect("a next with data");
    data.values().next().expect("one field")
}

/// The `GenerationResult` of a stream that succeeded.
fn result_of(events: &[WsEvent]) -> Value {
    let [.., WsEvent::Next(last), WsEvent::Complete] = events else {
        panic!("the stream did not end with a result: {events:?}");
    };
    let result = the_event(last).clone();
    assert_eq!(result["__typename"], "GenerationResult", "{events:?}");
    result
}

/// The first error of a stream that failed (a `next` with errors, then `complete`).
fn error_of(events: &[WsEvent]) -> Value {
    let [WsEvent::Next(payload), WsEvent::Complete] = events else {
        panic!("expected one error, then complete: {events:?}");
    };
    payload["errors"][0].clone()
}

fn provider(url: String) -> LlmProviderConfig {
    LlmProviderConfig {
        name: "fake".into(),
        kind: ProviderKind::Openai,
        base_url: Some(url),
        api_key: Some(Secret::new("k")),
        models: engine::llm::Models {
            default: Some("m".into()),
            ..Default::default()
        },
        test_models: vec![],
        idle_timeout_secs: 20,
        total_timeout_secs: 30,
    }
}

#[tokio::test]
async fn the_prompt_streams_then_the_result_arrives() {
    let fake = Fake::new(vec![Behaviour::Chunks(vec![
        "You are ",
        "an editor.",
        "\n---IMPROVEMENTS---\n- Added a role\n",
    ])]);
    let url = serve(ProviderKind::Openai, fake).await;
    let app = TestApp::spawn_with(move |c| c.llm.providers = vec![provider(url)]).await;
    let user = app.onboarded("stream@example.com").await;
    let events = stream(&user, json!({ "g": "PRIMER", "d": "edit my essay" })).await;
    let read = read(&events);
    let deltas: String = read
        .iter()
        .filter(|(e, _)| e == "delta")
        .map(|(_, text)| text.as_str())
        .collect();
    // The final prompt is the streamed text, trimmed.
    assert_eq!(deltas.trim_end(), "You are an editor.");
    let result = result_of(&events);
    assert_eq!(result["generation"]["prompt"], "You are an editor.");
    assert_eq!(
        result["generation"]["improvements"],
        json!(["Added a role"])
    );
    assert_eq!(result["generation"]["engine"], "fake:m");
    assert_eq!(result["generation"]["generator"], "PRIMER");
    assert_eq!(result["quota"]["dailyRemaining"], 0);
    assert_eq!(app.store.row_count("generations").await, 1);

    // The result is the GraphQL GenerationResult: the same object the history query gives.
    let id = result["generation"]["id"].as_str().unwrap();
    let history = user
        .gql(
            "query($id: ID!) { generation(id: $id) { id generator description prompt improvements taskKind parameters engine notice contextId createdAt rating } }",
            json!({ "id": id }),
        )
        .await
        .ok();
    assert_eq!(history["generation"], result["generation"]);
}

#[tokio::test]
async fn the_stream_takes_the_variant_and_reasoning_options_of_the_graphql_operations() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("stream-variants@example.com").await;
    let description = "plan a product launch for our note-taking app";
    let streamed = result_of(
        &stream(
            &user,
            json!({ "g": "MASTERMIND", "d": description, "v": 2, "r": true }),
        )
        .await,
    );
    let answered = user
        .gql(
            "mutation($d: String!) { generatePromptMastermind(description: $d, variant: 2, showReasoning: true) { generation { prompt } } }",
            json!({ "d": description }),
        )
        .await
        .ok();
    assert_eq!(
        streamed["generation"]["prompt"],
        answered["generatePromptMastermind"]["generation"]["prompt"],
        "both doors give the same prompt for the same options"
    );
    assert!(
        streamed["generation"]["prompt"]
            .as_str()
            .unwrap()
            .contains("<thinking>")
    );

    let out_of_range =
        error_of(&stream(&user, json!({ "g": "PRIMER", "d": description, "v": 5000 })).await);
    assert_eq!(out_of_range["extensions"]["code"], "BAD_USER_INPUT");
    assert_eq!(out_of_range["extensions"]["field"], "variant");
    let not_mastermind = stream(&user, json!({ "g": "PRIMER", "d": description, "r": true })).await;
    assert_eq!(
        error_of(&not_mastermind)["extensions"]["field"],
        "showReasoning"
    );
    assert_eq!(
        read(&not_mastermind),
        vec![
            ("error".to_owned(), "BAD_USER_INPUT".to_owned()),
            ("complete".to_owned(), String::new())
        ]
    );
    assert_eq!(app.store.row_count("generations").await, 2);
}

#[tokio::test]
async fn the_offline_engine_streams_too_and_refusals_come_as_errors() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("offline@example.com").await;
    let events = stream(
        &user,
        json!({ "g": "MASTERMIND", "d": "plan a product launch" }),
    )
    .await;
    assert_eq!(read(&events)[0].0, "delta");
    assert!(
        result_of(&events)["generation"]["prompt"]
            .as_str()
            .unwrap()
            .contains("<plan>")
    );

    let code_of = |events: Vec<WsEvent>| error_of(&events)["extensions"].clone();
    let refused = code_of(stream(&user, json!({ "g": "VEO3", "d": "waves on rocks" })).await);
    assert_eq!(refused["code"], "PLAN_LIMIT");

    let anonymous = code_of(stream(&app.browser(), json!({ "g": "PRIMER", "d": "x y z" })).await);
    assert_eq!(anonymous["code"], "UNAUTHENTICATED");
    // A value outside an enum is refused as POST /graphql refuses it.
    let unknown = code_of(stream(&user, json!({ "g": "TELEPATHY", "d": "x y z" })).await);
    let posted = user
        .gql(
            "mutation($m: ImageModel!) { generateImagePrompt(description: \"x y z\", model: $m) { generation { id } } }",
            json!({ "m": "TELEPATHY" }),
        )
        .await;
    assert_eq!(unknown["code"], posted.code());
    assert_eq!(unknown["code"], "GRAPHQL_VALIDATION_FAILED");
    let mut ws = user.ws().await;
    let extra = ws
        .run(
            "1",
            "subscription { streamGeneration(generator: PRIMER, description: \"x y z\", email: \"a@b.co\") { __typename } }",
            json!({}),
        )
        .await;
    assert_eq!(
        error_of(&extra)["extensions"]["code"],
        "GRAPHQL_VALIDATION_FAILED",
        "unknown arguments are refused"
    );
    let both = code_of(
        stream(
            &user,
            json!({ "g": "PRIMER", "d": "x y z", "c": "c1", "n": true }),
        )
        .await,
    );
    assert_eq!(
        refused_field(&both),
        "noContext",
        "a Genie and no Genie at once is refused"
    );
    let model = code_of(
        stream(
            &user,
            json!({ "g": "PRIMER", "d": "x y z", "m": "GPT_IMAGE" }),
        )
        .await,
    );
    assert_eq!(
        refused_field(&model),
        "model",
        "only image prompts take a model"
    );
    let image = code_of(stream(&user, json!({ "g": "PRIMER", "d": "x y z", "i": "AAAA" })).await);
    assert_eq!(
        refused_field(&image),
        "imageBase64",
        "only Veo 3 takes an image"
    );
    let blank = code_of(stream(&user, json!({ "g": "JSON_PROMPTING", "d": " ? " })).await);
    assert_eq!(
        refused_field(&blank),
        "taskOrPrompt",
        "JSON prompts name the task as their mutation does"
    );
    assert_eq!(app.store.row_count("generations").await, 1);
}

fn refused_field(extensions: &Value) -> &str {
    assert_eq!(extensions["code"], "BAD_USER_INPUT", "{extensions}");
    extensions["field"].as_str().unwrap_or_default()
}

#[tokio::test]
async fn only_subscriptions_and_the_cancel_run_over_the_socket_with_the_schema_limits() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("socket-rules@example.com").await;
    let mut ws = user.ws().await;
    let mutation = ws
        .run(
            "1",
            "mutation { generatePromptPrimer(description: \"write a toast\") { generation { id } } }",
            json!({}),
        )
        .await;
    assert_eq!(error_of(&mutation)["extensions"]["code"], "BAD_REQUEST");
    let query = ws.run("2", "{ me { id } }", json!({})).await;
    assert_eq!(error_of(&query)["extensions"]["code"], "BAD_REQUEST");
    // The one mutation the socket takes (cancelling a playground run it is running) does not
    // open the door to others beside it, or behind a fragment.
    for (id, doc) in [
        (
            "2a",
            "mutation { cancelPlaygroundColumns(runId: \"x\") generatePromptPrimer(description: \"write a toast\") { generation { id } } }",
        ),
        (
            "2b",
            "mutation { ...M } fragment M on Mutation { generatePromptPrimer(description: \"write a toast\") { generation { id } } }",
        ),
    ] {
        let refused = ws.run(id, doc, json!({})).await;
        assert_eq!(
            error_of(&refused)["extensions"]["code"],
            "BAD_REQUEST",
            "{doc}"
        );
    }
    assert_eq!(app.store.row_count("generations").await, 0);

    // Too many aliases, too complex: refused as on POST /graphql, before anything runs.
    let aliases = (0..16)
        .map(|n| format!("a{n}: generation {{ id }}"))
        .collect::<Vec<_>>()
        .join(" ");
    let too_many_aliases = format!(
        "subscription {{ streamGeneration(generator: PRIMER, description: \"write a toast\") {{ ... on GenerationResult {{ {aliases} }} }} }}"
    );
    let fragments = (0..30)
        .map(|_| "... on GenerationResult { generation { id generator description prompt improvements taskKind engine notice } }")
        .collect::<Vec<_>>()
        .join(" ");
    let too_complex = format!(
        "subscription {{ streamGeneration(generator: PRIMER, description: \"write a toast\") {{ {fragments} }} }}"
    );
    for (id, doc) in [("3", too_many_aliases), ("4", too_complex)] {
        let refused = ws.run(id, &doc, json!({})).await;
        let error = error_of(&refused);
        assert_eq!(
            error["extensions"]["code"], "GRAPHQL_VALIDATION_FAILED",
            "{error}"
        );
    }
    assert_eq!(app.store.row_count("generations").await, 0);
    let nested = "subscription { streamGeneration(generator: PRIMER, description: \"write a toast\") { __typename ... on GenerationResult { generation { id } } } }";
    // Within the limits the same connection still works.
    let fine = ws.run("5", nested, json!({})).await;
    result_of(&fine);
    assert_eq!(app.store.row_count("generations").await, 1);

    // Without the graphql-ws subprotocol there is no socket.
    let plain = user
        .client
        .get(format!("{}/graphql/ws", user.address))
        .header("connection", "upgrade")
        .header("upgrade", "websocket")
        .header("sec-websocket-version", "13")
        .header("sec-websocket-key", "dGhlIHNhbXBsZSBub25jZQ==")
        .send()
        .await
        .unwrap();
    assert_eq!(plain.status(), 400);
    assert_eq!(
        plain.json::<Value>().await.unwrap()["errors"][0]["extensions"]["code"],
        "BAD_REQUEST"
    );
}

#[tokio::test]
async fn the_token_is_checked_for_each_subscription_and_cookies_do_not_count() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("socket-token@example.com").await;
    let mut ws = user.ws().await;
    let first = ws
        .run("1", STREAM, json!({ "g": "PRIMER", "d": "write a toast" }))
        .await;
    result_of(&first);

    // A password reset ends every session: the open connection's token no longer counts.
    user.gql(
        "mutation { forgotPassword(email: \"socket-token@example.com\") { sent retryAfterSeconds } }",
        json!({}),
    )
    .await
    .ok();
    let code = app.mailed_code("socket-token@example.com", "password reset");
    user.gql(
        "mutation($c: String!) { resetPassword(email: \"socket-token@example.com\", code: $c, newPassword: \"N3w-password!\") }",
        json!({ "c": code }),
    )
    .await
    .ok();
    let after = ws
        .run("2", STREAM, json!({ "g": "PRIMER", "d": "write a toast" }))
        .await;
    assert_eq!(error_of(&after)["extensions"]["code"], "UNAUTHENTICATED");

    // A token that is not one, or sent without "Bearer": a guest.
    for payload in [
        json!({ "authorization": "Bearer not-a-token" }),
        json!({ "authorization": user.token.clone().unwrap() }),
        json!({ "token": user.token.clone().unwrap() }),
    ] {
        let mut guest = GraphqlWs::open(&user.address, payload.clone())
            .await
            .unwrap();
        let refused = guest
            .run("1", STREAM, json!({ "g": "PRIMER", "d": "write a toast" }))
            .await;
        assert_eq!(
            error_of(&refused)["extensions"]["code"],
            "UNAUTHENTICATED",
            "{payload}"
        );
    }
    assert_eq!(app.store.row_count("generations").await, 1);
}

/// What the user has spent of the Free allowance (1 a day and 7 bonus).
async fn spent_now(user: &Browser) -> i64 {
    let me = user
        .gql(
            "{ me { quota { dailyRemaining bonusRemaining } } }",
            json!({}),
        )
        .await
        .ok();
    let quota = &me["me"]["quota"];
    (1 - quota["dailyRemaining"].as_i64().unwrap())
        + (7 - quota["bonusRemaining"].as_i64().unwrap())
}

/// What the user has spent of the Free allowance (1 a day and 7 bonus), and how many
/// generations are recorded, once both have stopped changing (a generation whose client left
/// may still be finishing on the server).
async fn settled(app: &TestApp, user: &Browser) -> (i64, i64) {
    let mut last = (-1, -1);
    let mut same = 0;
    for _ in 0..100 {
        let now = (
            spent_now(user).await,
            app.store.row_count("generations").await as i64,
        );
        if now == last && now.0 == now.1 {
            same += 1;
            if same == 5 {
                return now;
            }
        } else {
            same = 0;
        }
        last = now;
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    last
}

/// How a client leaves a subscription.
#[derive(Debug, Clone, Copy)]
enum Leave {
    /// Sends `complete` and keeps the connection.
    Complete,
    /// Closes the socket.
    Close,
}

/// Reads `events` messages of subscription "1", then leaves. The connection, when kept, is
/// returned so it stays open.
async fn leave_after(mut ws: GraphqlWs, events: usize, how: Leave) -> Option<GraphqlWs> {
    for _ in 0..events {
        match ws.event("1").await {
            Some(WsEvent::Next(_)) => {}
            Some(_) | None => break,
        }
    }
    match how {
        Leave::Complete => {
            ws.complete("1").await;
            Some(ws)
        }
        Leave::Close => {
            ws.close().await;
            None
        }
    }
}

fn paced(chunks: Vec<&'static str>, gap_ms: u64) -> Behaviour {
    Behaviour::Paced(chunks, Duration::from_millis(gap_ms))
}

#[tokio::test]
async fn leaving_before_any_prompt_text_cancels_and_spends_nothing() {
    // The model takes 5 s to say anything, twice.
    let fake = Fake::new(vec![
        paced(vec!["You are late."], 5_000),
        paced(vec!["You are late."], 5_000),
    ]);
    let url = serve(ProviderKind::Openai, fake).await;
    let app = TestApp::spawn_with(move |c| c.llm.providers = vec![provider(url)]).await;
    let user = app.onboarded("cancel@example.com").await;
    for how in [Leave::Close, Leave::Complete] {
        let mut ws = user.ws().await;
        ws.subscribe("1", STREAM, json!({ "g": "PRIMER", "d": "write a toast" }))
            .await;
        // Wait until the generation is paid for, then leave before any text.
        let mut paid = false;
        for _ in 0..100 {
            if spent_now(&user).await == 1 {
                paid = true;
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert!(paid, "{how:?}: the generation was paid for");
        let kept = leave_after(ws, 0, how).await;
        assert_eq!(
            settled(&app, &user).await,
            (0, 0),
            "{how:?}: given back, nothing recorded"
        );
        drop(kept);
    }
}

#[tokio::test]
async fn leaving_after_prompt_text_was_sent_still_records_and_spends() {
    let answer = || {
        paced(
            vec![
                "You are ",
                "an editor. ",
                "Keep the voice.",
                "\n---IMPROVEMENTS---\n- Role\n",
            ],
            150,
        )
    };
    let url = serve(ProviderKind::Openai, Fake::new(vec![answer(), answer()])).await;
    let app = TestApp::spawn_with(move |c| c.llm.providers = vec![provider(url)]).await;
    let user = app.onboarded("reader@example.com").await;
    for (n, how) in [Leave::Close, Leave::Complete].into_iter().enumerate() {
        let mut ws = user.ws().await;
        ws.subscribe("1", STREAM, json!({ "g": "PRIMER", "d": "edit my essay" }))
            .await;
        // The first delta arrives; the client reads it and leaves.
        let kept = leave_after(ws, 1, how).await;
        let recorded = n as i64 + 1;
        assert_eq!(
            settled(&app, &user).await,
            (recorded, recorded),
            "{how:?}: spent once, recorded once"
        );
        drop(kept);
        let history = user
            .gql("{ generations { prompt engine } }", json!({}))
            .await
            .ok();
        assert_eq!(
            history["generations"][0]["prompt"], "You are an editor. Keep the voice.",
            "{how:?}: the whole prompt was written and recorded"
        );
    }
}

#[tokio::test]
async fn leaving_at_every_point_of_the_stream_keeps_spent_equal_to_recorded() {
    // Ten slow answers of five chunks each (five deltas, the result and complete); later
    // requests, if any, find the provider failing and get the offline engine.
    let script = (0..10)
        .map(|_| paced(vec!["You ", "are ", "a ", "careful ", "editor."], 40))
        .collect();
    let url = serve(ProviderKind::Openai, Fake::new(script)).await;
    let app = TestApp::spawn_with(move |c| c.llm.providers = vec![provider(url)]).await;
    let user = app.onboarded("hangups@example.com").await;
    // Leave after 0, 1, 2, … events: before the text, in the middle, after the result; by
    // closing the socket and by completing the subscription, in turn.
    for read in 0..8 {
        let how = if read % 2 == 0 {
            Leave::Close
        } else {
            Leave::Complete
        };
        let mut ws = user.ws().await;
        ws.subscribe("1", STREAM, json!({ "g": "PRIMER", "d": "write a toast" }))
            .await;
        let kept = leave_after(ws, read, how).await;
        let (spent, recorded) = settled(&app, &user).await;
        assert_eq!(spent, recorded, "after leaving ({how:?}) at event {read}");
        assert!(spent <= 8);
        drop(kept);
    }
    // Whatever was delivered was paid for; the allowance is never exceeded.
    let (spent, recorded) = settled(&app, &user).await;
    assert_eq!(spent, recorded);
    for _ in spent..8 {
        let done = stream(&user, json!({ "g": "PRIMER", "d": "write a toast" })).await;
        result_of(&done);
    }
    let refused = stream(&user, json!({ "g": "PRIMER", "d": "write a toast" })).await;
    assert_eq!(error_of(&refused)["extensions"]["code"], "PLAN_LIMIT");
    assert_eq!(settled(&app, &user).await, (8, 8));
}

#[tokio::test]
async fn graphql_generations_cancelled_at_any_moment_keep_spent_equal_to_recorded() {
    // The offline engine answers in a few milliseconds: client time-outs from 0 to 40 ms land
    // before, during and after the spend, the writing and the group-commit write.
    let app = TestApp::spawn().await;
    let user = app.onboarded("impatient@example.com").await;
    let token = user.token.clone().unwrap();
    for micros in (0..40_000).step_by(1_000) {
        let cancelled = user
            .client
            .post(format!("{}/graphql", user.address))
            .bearer_auth(&token)
            .timeout(Duration::from_micros(micros))
            .json(&json!({ "query": "mutation { generatePromptPrimer(description: \"write a toast\") { generation { id } } }" }))
            .send()
            .await;
        if cancelled.is_ok() {
            let (spent, _) = settled(&app, &user).await;
            if spent == 8 {
                break;
            }
        }
    }
    let (spent, recorded) = settled(&app, &user).await;
    assert_eq!(spent, recorded);
    assert!(spent <= 8);
}

/// The prompt a client shows after these events: the text after the last reset.
fn shown(read: &[(String, String)]) -> String {
    let start = read
        .iter()
        .rposition(|(e, _)| e == "reset")
        .map_or(0, |i| i + 1);
    read[start..]
        .iter()
        .filter(|(e, _)| e == "delta")
        .map(|(_, text)| text.as_str())
        .collect()
}

fn slow_answer() -> Behaviour {
    paced(
        vec![
            "You are ",
            "an editor. ",
            "Keep the voice. ",
            "Mark each change.",
            "\n---IMPROVEMENTS---\n- Role\n",
        ],
        300,
    )
}

/// Starts a generation with `stream_id` on `browser`'s own connection, reads its first delta
/// and drops the connection, as a client whose network went away.
async fn start_and_drop(browser: &Browser, stream_id: &str) -> String {
    let mut ws = browser.ws().await;
    ws.subscribe(
        "1",
        STREAM_WITH_ID,
        json!({ "g": "PRIMER", "d": "edit my essay", "s": stream_id }),
    )
    .await;
    let first = ws.event("1").await.expect("a first event");
    let read = read(&[first]);
    assert_eq!(read[0].0, "delta", "{read:?}");
    ws.close().await;
    read[0].1.clone()
}

async fn follow(browser: &Browser, stream_id: &str) -> Vec<WsEvent> {
    let mut ws = browser.ws().await;
    let events = ws.run("1", FOLLOW, json!({ "s": stream_id })).await;
    ws.close().await;
    events
}

/// The history's copy of a generation.
async fn recorded(user: &Browser, id: &str) -> Value {
    user.gql(
        "query($id: ID!) { generation(id: $id) { id generator description prompt improvements taskKind parameters engine notice contextId createdAt rating } }",
        json!({ "id": id }),
    )
    .await
    .ok()["generation"]
        .clone()
}

#[tokio::test]
async fn a_client_whose_socket_dropped_follows_its_generation_to_the_same_result() {
    let url = serve(ProviderKind::Openai, Fake::new(vec![slow_answer()])).await;
    let app = TestApp::spawn_with(move |c| c.llm.providers = vec![provider(url)]).await;
    let user = app.onboarded("resume@example.com").await;
    let first = start_and_drop(&user, "0b9c2f5e-7a1d-4c1e-9d53-1f2e3a4b5c6d").await;
    assert_eq!(first, "You are ");

    let events = follow(&user, "0b9c2f5e-7a1d-4c1e-9d53-1f2e3a4b5c6d").await;
    let read = read(&events);
    // A reset, then the text so far in one delta (at least what the first client had).
    assert_eq!(read[0].0, "reset", "{read:?}");
    assert_eq!(read[1].0, "delta", "{read:?}");
    assert!(read[1].1.starts_with("You are "), "{read:?}");
    assert_eq!(
        shown(&read).trim_end(),
        "You are an editor. Keep the voice. Mark each change."
    );
    let result = result_of(&events);
    assert_eq!(
        result["generation"]["prompt"],
        "You are an editor. Keep the voice. Mark each change."
    );
    let id = result["generation"]["id"].as_str().unwrap();
    assert_eq!(recorded(&user, id).await, result["generation"]);
    assert_eq!(result["quota"]["dailyRemaining"], 0);
    // Recorded and spent once.
    assert_eq!(settled(&app, &user).await, (1, 1));

    // Within a minute of the end, following gives the result alone.
    let again = follow(&user, "0b9c2f5e-7a1d-4c1e-9d53-1f2e3a4b5c6d").await;
    assert_eq!(read_kinds(&again), ["result", "complete"], "{again:?}");
    assert_eq!(result_of(&again)["generation"], result["generation"]);
}

fn read_kinds(events: &[WsEvent]) -> Vec<String> {
    read(events).into_iter().map(|(kind, _)| kind).collect()
}

#[tokio::test]
async fn only_the_user_who_started_a_generation_can_follow_it_and_each_id_is_used_once() {
    let url = serve(ProviderKind::Openai, Fake::new(vec![slow_answer()])).await;
    let app = TestApp::spawn_with(move |c| c.llm.providers = vec![provider(url)]).await;
    let owner = app.onboarded("owner@example.com").await;
    let stranger = app.onboarded("stranger@example.com").await;
    let mut ws = owner.ws().await;
    ws.subscribe(
        "1",
        STREAM_WITH_ID,
        json!({ "g": "PRIMER", "d": "edit my essay", "s": "shared-id" }),
    )
    .await;
    assert!(matches!(ws.event("1").await, Some(WsEvent::Next(_))));

    // Another user, with the same id: not found (and nothing of the owner's is sent).
    let theirs = follow(&stranger, "shared-id").await;
    assert_eq!(read_kinds(&theirs), ["error", "complete"], "{theirs:?}");
    assert_eq!(read(&theirs)[0].1, "NOT_FOUND");
    // An unknown id, or one that is not an id.
    assert_eq!(read(&follow(&owner, "no-such-id").await)[0].1, "NOT_FOUND");
    assert_eq!(
        read(&follow(&owner, "not an id!").await)[0].1,
        "BAD_USER_INPUT"
    );
    // The same id again for a second generation of the owner's: refused, nothing spent.
    let mut second = owner.ws().await;
    let refused = second
        .run(
            "1",
            STREAM_WITH_ID,
            json!({ "g": "PRIMER", "d": "write a toast", "s": "shared-id" }),
        )
        .await;
    assert_eq!(read_kinds(&refused), ["error", "complete"], "{refused:?}");
    assert_eq!(read(&refused)[0].1, "CONFLICT");
    let rest = ws.events("1").await;
    assert_eq!(
        read_kinds(&rest).last().map(String::as_str),
        Some("complete")
    );
    assert_eq!(settled(&app, &owner).await, (1, 1));
}

#[tokio::test]
async fn a_generation_cancelled_before_any_text_ends_its_followers_and_spends_nothing() {
    // The model takes 5 s to say anything.
    let fake = Fake::new(vec![paced(vec!["You are late."], 5_000)]);
    let url = serve(ProviderKind::Openai, fake).await;
    let app = TestApp::spawn_with(move |c| c.llm.providers = vec![provider(url)]).await;
    let user = app.onboarded("early@example.com").await;
    let mut ws = user.ws().await;
    ws.subscribe(
        "1",
        STREAM_WITH_ID,
        json!({ "g": "PRIMER", "d": "write a toast", "s": "early" }),
    )
    .await;
    let mut follower = user.ws().await;
    // The follower is there before anything was written: it gets an empty start.
    let mut started = false;
    for _ in 0..50 {
        follower
            .subscribe("2", FOLLOW, json!({ "s": "early" }))
            .await;
        match follower.event("2").await {
            Some(WsEvent::Next(payload)) if payload.get("errors").is_none() => {
                started = true;
                break;
            }
            _ => {
                assert_eq!(follower.event("2").await, Some(WsEvent::Complete));
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
    }
    assert!(started, "the follower found the generation");
    // The client that started it leaves before any text: the generation stops and its
    // follower is told so.
    ws.close().await;
    let rest = follower.events("2").await;
    assert_eq!(read_kinds(&rest), ["error", "complete"], "{rest:?}");
    assert_eq!(read(&rest)[0].1, "SERVICE_UNAVAILABLE");
    assert_eq!(settled(&app, &user).await, (0, 0));
}

/// Two instances on one database and one Redis: a generation started on one, whose client
/// then reconnects to the other, is followed there to the same result. Without Redis each
/// instance knows only its own generations.
#[tokio::test]
async fn a_generation_started_on_one_instance_is_followed_on_the_other() {
    let url = serve(ProviderKind::Openai, Fake::new(vec![slow_answer()])).await;
    let (one, two) =
        TestApp::spawn_pair(move |c| c.llm.providers = vec![provider(url.clone())]).await;
    let on_one = one.onboarded("roaming@example.com").await;
    let on_two = on_one.on(&two);
    let stranger = two.onboarded("elsewhere@example.com").await;
    start_and_drop(&on_one, "roam-1").await;

    let events = follow(&on_two, "roam-1").await;
    if !TestApp::shares_redis() {
        assert_eq!(read(&events)[0], ("error".into(), "NOT_FOUND".into()));
        return;
    }
    let read = read(&events);
    assert_eq!(read[0].0, "reset", "{read:?}");
    assert!(read[1].1.starts_with("You are "), "{read:?}");
    assert_eq!(
        shown(&read).trim_end(),
        "You are an editor. Keep the voice. Mark each change."
    );
    let result = result_of(&events);
    let id = result["generation"]["id"].as_str().unwrap();
    assert_eq!(recorded(&on_one, id).await, result["generation"]);
    assert_eq!(result["quota"]["dailyRemaining"], 0);
    // Ended: still the result on the other instance; another user finds nothing.
    assert_eq!(
        result_of(&follow(&on_two, "roam-1").await)["generation"],
        result["generation"]
    );
    assert_eq!(read_kinds(&follow(&stranger, "roam-1").await)[0], "error");
}
