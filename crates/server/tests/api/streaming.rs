//! `POST /api/generate/stream`: server-sent events with the prompt as it is written, the same
//! rules as the GraphQL operations, and cancellation that records and spends nothing.

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

#[tokio::test]
async fn closing_the_stream_cancels_and_spends_nothing() {
    let fake = Fake::new(vec![Behaviour::StallAfter(vec!["You are a partial "])]);
    let url = serve(ProviderKind::Openai, fake).await;
    let app = TestApp::spawn_with(move |c| c.llm.providers = vec![provider(url)]).await;
    let user = app.onboarded("cancel@example.com").await;
    let response = post(
        &user,
        json!({ "generator": "PRIMER", "description": "write a toast" }),
    )
    .await;
    let mut response = response;
    let mut seen = String::new();
    while !seen.contains("You are a partial") {
        let chunk = response
            .chunk()
            .await
            .unwrap()
            .expect("the stream stays open");
        seen.push_str(&String::from_utf8_lossy(&chunk));
    }
    drop(response);

    // The server notices the closed connection, drops the generation and refunds the quota.
    let mut refunded = false;
    for _ in 0..50 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let me = user
            .gql(
                "{ me { quota { dailyRemaining bonusRemaining } } }",
                json!({}),
            )
            .await
            .ok();
        if me["me"]["quota"] == json!({ "dailyRemaining": 1, "bonusRemaining": 7 }) {
            refunded = true;
            break;
        }
    }
    assert!(refunded, "the cancelled generation was given back");
    assert_eq!(app.store.row_count("generations").await, 0);
}
