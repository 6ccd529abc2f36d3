//! Generation through configured LLM providers (a local fake that speaks OpenAI's streaming
//! wire format), and the fallback to the offline engine with a notice the user sees.

use engine::{
    llm::ProviderKind,
    testing::{Behaviour, Fake, serve},
};
use serde_json::json;
use superprompt_server::config::{LlmProviderConfig, Secret};

use crate::helpers::TestApp;

/// An OpenAI-compatible provider at `url`: 2 s between tokens, 10 s in all.
fn provider(name: &str, url: String) -> LlmProviderConfig {
    LlmProviderConfig {
        name: name.into(),
        kind: ProviderKind::Openai,
        base_url: Some(url),
        api_key: Some(Secret::new("test-key")),
        models: engine::llm::Models {
            default: Some("fake-model".into()),
            ..Default::default()
        },
        test_models: vec![],
        idle_timeout_secs: 2,
        total_timeout_secs: 10,
    }
}

async fn app_with(fakes: Vec<(&str, String)>) -> TestApp {
    let providers: Vec<LlmProviderConfig> = fakes
        .into_iter()
        .map(|(name, url)| provider(name, url))
        .collect();
    TestApp::spawn_with(move |config| config.llm.providers = providers).await
}

const QUERY: &str = "mutation { generatePrompt(description: \"write a cold email to a CTO about our API\") { generation { prompt improvements engine notice } quota { bonusRemaining dailyRemaining } } }";

#[tokio::test]
async fn a_configured_provider_writes_the_prompt() {
    let fake = Fake::new(vec![Behaviour::Chunks(vec![
        "You are a seasoned B2B copywriter.\n\nWrite a cold email",
        " to a CTO.\n---IMPROVEMENTS---\n- Added a role\n- Named the audience\n",
    ])]);
    let app = app_with(vec![(
        "acme-llm",
        serve(ProviderKind::Openai, fake.clone()).await,
    )])
    .await;
    let user = app.onboarded("llm@example.com").await;
    let result = user.gql(QUERY, json!({})).await.ok();
    let generation = &result["generatePrompt"]["generation"];
    assert_eq!(
        generation["prompt"],
        "You are a seasoned B2B copywriter.\n\nWrite a cold email to a CTO."
    );
    assert_eq!(
        generation["improvements"],
        json!(["Added a role", "Named the audience"])
    );
    assert_eq!(generation["engine"], "acme-llm:fake-model");
    assert!(generation["notice"].is_null());
    let sent = fake.requests()[0].1.to_string();
    assert!(
        sent.contains("cold email to a CTO") && sent.contains("# Assumptions"),
        "the Amplifier meta-prompt and the task were sent"
    );
}

#[tokio::test]
async fn failing_providers_fall_back_to_the_offline_engine_with_a_notice() {
    let down = Fake::new(vec![Behaviour::Status(500), Behaviour::Status(502)]);
    let limited = Fake::new(vec![Behaviour::Status(429), Behaviour::Status(429)]);
    let app = app_with(vec![
        ("primary", serve(ProviderKind::Openai, down.clone()).await),
        ("backup", serve(ProviderKind::Openai, limited.clone()).await),
    ])
    .await;
    let user = app.onboarded("fallback@example.com").await;
    let result = user.gql(QUERY, json!({})).await.ok();
    let generation = &result["generatePrompt"]["generation"];
    assert_eq!(generation["engine"], "offline");
    let notice = generation["notice"].as_str().unwrap();
    // The last error of each provider (after its one retry) is reported.
    assert!(
        notice.contains("primary: HTTP 502") && notice.contains("backup: HTTP 429"),
        "{notice}"
    );
    assert!(
        generation["prompt"].as_str().unwrap().contains("# Steps"),
        "the offline engine's prompt"
    );
    assert_eq!(
        (down.requests().len(), limited.requests().len()),
        (2, 2),
        "each retried once"
    );
    // The generation counted once, like any other.
    assert_eq!(
        result["generatePrompt"]["quota"],
        json!({ "dailyRemaining": 0, "bonusRemaining": 7 })
    );
}

#[tokio::test]
async fn slow_providers_give_way_to_the_built_in_engine_before_the_request_deadline() {
    // A model that keeps streaming (never idle for 2 s) but would take 12 s in all, and
    // providers allowed 10 s each: without a shared budget the 4 s request deadline would
    // cut the request off with no answer at all.
    let chunks = vec![
        "You ", "are ", "a ", "slow ", "model ", "that ", "never ", "ends.",
    ];
    let slow = Fake::new(vec![Behaviour::Paced(
        chunks,
        std::time::Duration::from_millis(1_500),
    )]);
    let url = serve(ProviderKind::Openai, slow).await;
    let providers = vec![provider("slow", url)];
    let app = TestApp::spawn_with(move |config| {
        config.llm.providers = providers;
        config.request_timeout_secs = 4;
    })
    .await;
    let user = app.onboarded("patient@example.com").await;
    let answer = user.gql(QUERY, json!({})).await;
    assert_eq!(answer.status, 200);
    let result = answer.ok();
    let generation = &result["generatePrompt"]["generation"];
    assert_eq!(generation["engine"], "offline");
    let notice = generation["notice"].as_str().unwrap();
    // A 200 with the built-in engine's prompt: the deadline (a 504 TIMEOUT) was not reached.
    assert!(notice.contains("no complete answer within 3 s"), "{notice}");
}

#[tokio::test]
async fn a_model_that_runs_on_is_cut_at_the_generators_output_cap() {
    // A server that ignores max_tokens and never stops: the answer ends at the Amplifier's cap
    // (30 tokens, about 120 characters), is kept, and says so.
    let endless = Fake::new(vec![Behaviour::Endless("more ")]);
    let url = serve(ProviderKind::Openai, endless.clone()).await;
    let providers = vec![provider("chatty", url)];
    let app = TestApp::spawn_with(move |config| {
        config.llm.providers = providers;
        config.llm.max_output_tokens.amplifier = 30;
    })
    .await;
    let user = app.onboarded("capped@example.com").await;
    let result = user.gql(QUERY, json!({})).await.ok();
    let generation = &result["generatePrompt"]["generation"];
    assert_eq!(generation["engine"], "chatty:fake-model");
    let prompt = generation["prompt"].as_str().unwrap();
    assert!(prompt.starts_with("more more"), "{prompt}");
    assert_eq!(
        prompt.len(),
        "more ".len() * 24 - 1,
        "120 characters, trimmed"
    );
    assert!(
        generation["notice"]
            .as_str()
            .unwrap()
            .contains("length limit"),
        "{generation}"
    );
    assert_eq!(endless.requests()[0].1["max_tokens"], 30);
}

/// A provider that accepts connections, reads what is sent and never answers a byte. Counts
/// the connections it holds open; one the server closes counts down.
async fn black_hole() -> (String, std::sync::Arc<std::sync::atomic::AtomicUsize>) {
    use std::sync::{
        Arc,
        atomic::{AtomicUsize, Ordering},
    };
    use tokio::io::AsyncReadExt;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/v1/", listener.local_addr().unwrap());
    let open = Arc::new(AtomicUsize::new(0));
    let held = open.clone();
    tokio::spawn(async move {
        while let Ok((mut socket, _)) = listener.accept().await {
            let held = held.clone();
            held.fetch_add(1, Ordering::SeqCst);
            tokio::spawn(async move {
                let mut buffer = [0u8; 4096];
                while let Ok(read) = socket.read(&mut buffer).await {
                    if read == 0 {
                        break;
                    }
                }
                held.fetch_sub(1, Ordering::SeqCst);
            });
        }
    });
    (url, open)
}

#[tokio::test]
async fn a_provider_that_never_answers_holds_no_worker_or_quota_past_its_timeout() {
    let (url, open) = black_hole().await;
    let app = app_with(vec![("silent", url)]).await;
    let user = app.onboarded("silent@example.com").await;
    // Three generations at once, all stuck on the silent provider until its 2 s idle timeout.
    // Held past it, they would meet the request deadline instead: a 504 TIMEOUT, not a 200.
    let answers = futures::future::join_all((0..3).map(|_| user.gql(QUERY, json!({})))).await;
    for answer in answers {
        assert_eq!(answer.status, 200);
        let result = answer.ok();
        let generation = &result["generatePrompt"]["generation"];
        assert_eq!(generation["engine"], "offline");
        assert!(
            generation["notice"].as_str().unwrap().contains("silent"),
            "{generation}"
        );
    }
    // Each counted once, and nothing is left reserved: the next one counts as the fourth.
    let quota = user
        .gql(
            "{ me { quota { dailyRemaining bonusRemaining } } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(
        quota["me"]["quota"],
        json!({ "dailyRemaining": 0, "bonusRemaining": 5 })
    );
    // The server let go of every connection to the silent provider.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while open.load(std::sync::atomic::Ordering::SeqCst) > 0 && std::time::Instant::now() < deadline
    {
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(
        open.load(std::sync::atomic::Ordering::SeqCst),
        0,
        "connections still held"
    );
    // And the server still answers at once.
    let me = user.gql("{ me { email } }", json!({})).await.ok();
    assert_eq!(me["me"]["email"], "silent@example.com");
}
