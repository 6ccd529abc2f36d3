//! `POST /api/generate/stream`: server-sent events with the prompt as it is written, the same
//! rules as the GraphQL operations, and cancellation: before any text nothing is recorded or
//! spent; after text the generation finishes and counts. Spent and recorded always agree.

use std::time::Duration;

use engine::{
    llm::ProviderKind,
    testing::{Behaviour, Fake, serve},
};
use serde_json::{Value, json};
use superprompt_server::config::{LlmProviderConfig, Secret};

use crate::helpers::{Browser, TestApp};

async fn post(browser: &Browser, body: Value) -> reqwest::Response {
    let mut request = browser
        .client
        .post(format!("{}/api/generate/stream", browser.address))
        .json(&body);
    if let Some(token) = &browser.token {
        request = request.bearer_auth(token);
    }
    request.send().await.unwrap()
}

/// Reads the whole event stream into (event, data) pairs.
async fn events(response: reqwest::Response) -> Vec<(String, Value)> {
    let text = response.text().await.unwrap();
    text.split("\n\n")
        .filter_map(|block| {
            let event = block.lines().find_map(|l| l.strip_prefix("event: "))?;
            let data = block
                .lines()
                .find_map(|l| l.strip_prefix("data: "))
                .unwrap_or("null");
            Some((event.to_owned(), serde_json::from_str(data).unwrap()))
        })
        .collect()
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
    // gzip is asked for, but an event stream is never compressed (it would hold deltas back).
    let response = user
        .client
        .post(format!("{}/api/generate/stream", user.address))
        .header("accept-encoding", "gzip")
        .bearer_auth(user.token.as_deref().unwrap())
        .json(&json!({ "generator": "PRIMER", "description": "edit my essay" }))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert!(
        response.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/event-stream")
    );
    assert!(response.headers().get("content-encoding").is_none());
    let events = events(response).await;
    let deltas: String = events
        .iter()
        .filter(|(e, _)| e == "delta")
        .map(|(_, d)| d["text"].as_str().unwrap())
        .collect();
    // The final prompt is the streamed text, trimmed.
    assert_eq!(deltas.trim_end(), "You are an editor.");
    let (last, result) = events.last().unwrap();
    assert_eq!(last, "result");
    assert_eq!(result["generation"]["prompt"], "You are an editor.");
    assert_eq!(
        result["generation"]["improvements"],
        json!(["Added a role"])
    );
    assert_eq!(result["generation"]["engine"], "fake:m");
    assert_eq!(result["quota"]["dailyRemaining"], 0);
    assert_eq!(app.store.row_count("generations").await, 1);
}

#[tokio::test]
async fn the_stream_takes_the_variant_and_reasoning_options_of_the_graphql_operations() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("stream-variants@example.com").await;
    let description = "plan a product launch for our note-taking app";
    let streamed = events(
        post(
            &user,
            json!({ "generator": "MASTERMIND", "description": description, "variant": 2, "showReasoning": true }),
        )
        .await,
    )
    .await;
    let streamed = streamed.last().unwrap().1["generation"]["prompt"].clone();
    let answered = user
        .gql(
            "mutation($d: String!) { generatePromptMastermind(description: $d, variant: 2, showReasoning: true) { generation { prompt } } }",
            json!({ "d": description }),
        )
        .await
        .ok();
    assert_eq!(
        streamed, answered["generatePromptMastermind"]["generation"]["prompt"],
        "both doors give the same prompt for the same options"
    );
    assert!(streamed.as_str().unwrap().contains("<thinking>"));

    let out_of_range = post(
        &user,
        json!({ "generator": "PRIMER", "description": description, "variant": 5000 }),
    )
    .await;
    assert_eq!(out_of_range.status(), 400);
    assert_eq!(
        out_of_range.json::<Value>().await.unwrap()["errors"][0]["extensions"]["field"],
        "variant"
    );
    let not_mastermind = events_of(
        &user,
        json!({ "generator": "PRIMER", "description": description, "showReasoning": true }),
    )
    .await;
    assert_eq!(
        not_mastermind,
        vec![("error".to_owned(), "BAD_USER_INPUT".to_owned())]
    );
    assert_eq!(app.store.row_count("generations").await, 2);
}

#[tokio::test]
async fn the_offline_engine_streams_too_and_refusals_come_as_errors() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("offline@example.com").await;
    let events = events(
        post(
            &user,
            json!({ "generator": "MASTERMIND", "description": "plan a product launch" }),
        )
        .await,
    )
    .await;
    assert_eq!(events.first().unwrap().0, "delta");
    assert!(
        events.last().unwrap().1["generation"]["prompt"]
            .as_str()
            .unwrap()
            .contains("<plan>")
    );

    let refused = events_of(
        &user,
        json!({ "generator": "VEO3", "description": "waves on rocks" }),
    )
    .await;
    assert_eq!(refused, vec![("error".to_owned(), "PLAN_LIMIT".to_owned())]);

    let anonymous = post(
        &app.browser(),
        json!({ "generator": "PRIMER", "description": "x y z" }),
    )
    .await;
    assert_eq!(anonymous.status(), 401);
    assert_eq!(
        anonymous.json::<Value>().await.unwrap()["errors"][0]["extensions"]["code"],
        "UNAUTHENTICATED"
    );
    let unknown = post(
        &user,
        json!({ "generator": "TELEPATHY", "description": "x y z" }),
    )
    .await;
    assert_eq!(unknown.status(), 400);
    assert_eq!(
        unknown.json::<Value>().await.unwrap()["errors"][0]["extensions"]["code"],
        "BAD_USER_INPUT"
    );
    let extra = post(
        &user,
        json!({ "generator": "PRIMER", "description": "x y z", "email": "a@b.co" }),
    )
    .await;
    assert_eq!(extra.status(), 400, "unknown fields are refused");
    let both = post(
        &user,
        json!({ "generator": "PRIMER", "description": "x y z", "contextId": "c1", "noContext": true }),
    )
    .await;
    assert_eq!(
        both.status(),
        400,
        "a Genie and no Genie at once is refused"
    );
    assert_eq!(app.store.row_count("generations").await, 1);
}

async fn events_of(browser: &Browser, body: Value) -> Vec<(String, String)> {
    events(post(browser, body).await)
        .await
        .into_iter()
        .map(|(event, data)| (event, data["code"].as_str().unwrap_or_default().to_owned()))
        .collect()
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

/// Reads the stream until `events` events have arrived, then hangs up.
async fn hang_up_after(mut response: reqwest::Response, events: usize) {
    let mut seen = String::new();
    while seen.matches("\n\n").count() < events {
        match response.chunk().await.unwrap() {
            Some(chunk) => seen.push_str(&String::from_utf8_lossy(&chunk)),
            None => break,
        }
    }
    drop(response);
}

fn paced(chunks: Vec<&'static str>, gap_ms: u64) -> Behaviour {
    Behaviour::Paced(chunks, Duration::from_millis(gap_ms))
}

#[tokio::test]
async fn hanging_up_before_any_prompt_text_cancels_and_spends_nothing() {
    // The model takes 5 s to say anything.
    let fake = Fake::new(vec![paced(vec!["You are late."], 5_000)]);
    let url = serve(ProviderKind::Openai, fake).await;
    let app = TestApp::spawn_with(move |c| c.llm.providers = vec![provider(url)]).await;
    let user = app.onboarded("cancel@example.com").await;
    let response = post(
        &user,
        json!({ "generator": "PRIMER", "description": "write a toast" }),
    )
    .await;
    assert_eq!(response.status(), 200);
    // Wait until the generation is paid for, then leave before any text.
    for _ in 0..50 {
        if spent_now(&user).await == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    drop(response);
    assert_eq!(
        settled(&app, &user).await,
        (0, 0),
        "given back, nothing recorded"
    );
}

#[tokio::test]
async fn hanging_up_after_prompt_text_was_sent_still_records_and_spends() {
    let fake = Fake::new(vec![paced(
        vec![
            "You are ",
            "an editor. ",
            "Keep the voice.",
            "\n---IMPROVEMENTS---\n- Role\n",
        ],
        150,
    )]);
    let url = serve(ProviderKind::Openai, fake).await;
    let app = TestApp::spawn_with(move |c| c.llm.providers = vec![provider(url)]).await;
    let user = app.onboarded("reader@example.com").await;
    let response = post(
        &user,
        json!({ "generator": "PRIMER", "description": "edit my essay" }),
    )
    .await;
    // The first delta arrives; the client reads it and hangs up.
    hang_up_after(response, 1).await;
    assert_eq!(
        settled(&app, &user).await,
        (1, 1),
        "spent once, recorded once"
    );
    let history = user
        .gql("{ generations { prompt engine } }", json!({}))
        .await
        .ok();
    assert_eq!(
        history["generations"][0]["prompt"], "You are an editor. Keep the voice.",
        "the whole prompt was written and recorded"
    );
}

#[tokio::test]
async fn hang_ups_at_every_point_of_the_stream_keep_spent_equal_to_recorded() {
    // Ten slow answers of five chunks each (six events with the closing one); later requests,
    // if any, find the provider failing and get the offline engine.
    let script = (0..10)
        .map(|_| paced(vec!["You ", "are ", "a ", "careful ", "editor."], 40))
        .collect();
    let url = serve(ProviderKind::Openai, Fake::new(script)).await;
    let app = TestApp::spawn_with(move |c| c.llm.providers = vec![provider(url)]).await;
    let user = app.onboarded("hangups@example.com").await;
    // Hang up after 0, 1, 2, … events: before the text, in the middle, after the result.
    for read in 0..8 {
        let response = post(
            &user,
            json!({ "generator": "PRIMER", "description": "write a toast" }),
        )
        .await;
        if response.status() != 200 {
            break;
        }
        hang_up_after(response, read).await;
        let (spent, recorded) = settled(&app, &user).await;
        assert_eq!(spent, recorded, "after hanging up at event {read}");
        assert!(spent <= 8);
    }
    // Whatever was delivered was paid for; the allowance is never exceeded.
    let (spent, recorded) = settled(&app, &user).await;
    assert_eq!(spent, recorded);
    for _ in spent..8 {
        let done = events(
            post(
                &user,
                json!({ "generator": "PRIMER", "description": "write a toast" }),
            )
            .await,
        )
        .await;
        assert_eq!(done.last().unwrap().0, "result", "{done:?}");
    }
    let refused = events(
        post(
            &user,
            json!({ "generator": "PRIMER", "description": "write a toast" }),
        )
        .await,
    )
    .await;
    assert_eq!(refused.last().unwrap().1["code"], "PLAN_LIMIT");
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
