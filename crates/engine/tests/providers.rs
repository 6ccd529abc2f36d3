//! LLM providers against local fake servers that speak each vendor's real wire format
//! (OpenAI chat completions SSE, Anthropic messages SSE, Gemini streamGenerateContent SSE),
//! including errors, a 429, and a stalled stream.

use std::{
    collections::VecDeque,
    sync::{Arc, Mutex},
    time::Duration,
};

use axum::{
    Router,
    body::Body,
    extract::State,
    http::{HeaderMap, StatusCode},
    response::Response,
    routing::post,
};
use superprompt_engine::{
    Generator, Request, Tier,
    llm::{Delta, Models, ProviderError, ProviderKind, ProviderSettings, Providers},
};

#[derive(Clone, Debug)]
enum Behaviour {
    /// Stream these text chunks, then finish.
    Chunks(Vec<&'static str>),
    /// Answer with this HTTP status and an error body.
    Status(u16),
    /// Stream these chunks, then stop sending without closing.
    StallAfter(Vec<&'static str>),
}

#[derive(Clone, Default)]
struct Fake {
    script: Arc<Mutex<VecDeque<Behaviour>>>,
    requests: Arc<Mutex<Vec<(HeaderMap, serde_json::Value)>>>,
}

impl Fake {
    fn new(script: Vec<Behaviour>) -> Self {
        Self {
            script: Arc::new(Mutex::new(script.into())),
            requests: Default::default(),
        }
    }
    fn requests(&self) -> Vec<(HeaderMap, serde_json::Value)> {
        self.requests.lock().unwrap().clone()
    }
}

fn sse(events: Vec<String>, stall: bool) -> Response {
    let stream = futures::stream::iter(events.into_iter().map(Ok::<_, std::io::Error>));
    let body = if stall {
        Body::from_stream(futures::StreamExt::chain(
            stream,
            futures::stream::pending(),
        ))
    } else {
        Body::from_stream(stream)
    };
    Response::builder()
        .header("content-type", "text/event-stream")
        .body(body)
        .unwrap()
}

fn openai_events(chunks: &[&str]) -> Vec<String> {
    let mut events: Vec<String> = chunks
        .iter()
        .map(|c| {
            let chunk = serde_json::json!({
                "id": "chatcmpl-1", "object": "chat.completion.chunk", "created": 1, "model": "fake-model",
                "choices": [{ "index": 0, "delta": { "content": c }, "finish_reason": null }]
            });
            format!("data: {chunk}\n\n")
        })
        .collect();
    events.push(format!(
        "data: {}\n\n",
        serde_json::json!({ "id": "chatcmpl-1", "object": "chat.completion.chunk", "created": 1, "model": "fake-model",
            "choices": [{ "index": 0, "delta": {}, "finish_reason": "stop" }] })
    ));
    events.push("data: [DONE]\n\n".into());
    events
}

fn anthropic_events(chunks: &[&str]) -> Vec<String> {
    let mut events = vec![
        format!(
            "event: message_start\ndata: {}\n\n",
            serde_json::json!({ "type": "message_start", "message": { "id": "msg_1", "type": "message", "role": "assistant", "model": "claude-fake", "content": [], "stop_reason": null, "usage": { "input_tokens": 10, "output_tokens": 1 } } })
        ),
        format!(
            "event: content_block_start\ndata: {}\n\n",
            serde_json::json!({ "type": "content_block_start", "index": 0, "content_block": { "type": "text", "text": "" } })
        ),
    ];
    for c in chunks {
        events.push(format!("event: content_block_delta\ndata: {}\n\n", serde_json::json!({ "type": "content_block_delta", "index": 0, "delta": { "type": "text_delta", "text": c } })));
    }
    events.push(format!(
        "event: content_block_stop\ndata: {}\n\n",
        serde_json::json!({ "type": "content_block_stop", "index": 0 })
    ));
    events.push(format!("event: message_delta\ndata: {}\n\n", serde_json::json!({ "type": "message_delta", "delta": { "stop_reason": "end_turn" }, "usage": { "output_tokens": 5 } })));
    events.push(format!(
        "event: message_stop\ndata: {}\n\n",
        serde_json::json!({ "type": "message_stop" })
    ));
    events
}

fn gemini_events(chunks: &[&str]) -> Vec<String> {
    let last = chunks.len().saturating_sub(1);
    chunks
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let mut candidate = serde_json::json!({ "content": { "parts": [{ "text": c }], "role": "model" }, "index": 0 });
            if i == last {
                candidate["finishReason"] = serde_json::json!("STOP");
            }
            format!("data: {}\n\n", serde_json::json!({ "candidates": [candidate], "usageMetadata": { "promptTokenCount": 5, "candidatesTokenCount": 3, "totalTokenCount": 8 } }))
        })
        .collect()
}

async fn answer(
    fake: Fake,
    headers: HeaderMap,
    body: String,
    events: fn(&[&str]) -> Vec<String>,
) -> Response {
    fake.requests
        .lock()
        .unwrap()
        .push((headers, serde_json::from_str(&body).unwrap_or_default()));
    let behaviour = fake
        .script
        .lock()
        .unwrap()
        .pop_front()
        .unwrap_or(Behaviour::Status(500));
    match behaviour {
        Behaviour::Chunks(chunks) => sse(events(&chunks), false),
        Behaviour::StallAfter(chunks) => {
            let mut e = events(&chunks);
            e.truncate(chunks.len().max(1));
            sse(e, true)
        }
        Behaviour::Status(code) => Response::builder()
            .status(StatusCode::from_u16(code).unwrap())
            .header("content-type", "application/json")
            .body(Body::from(
                r#"{"error":{"message":"fake failure","type":"server_error"}}"#,
            ))
            .unwrap(),
    }
}

/// Starts a fake of one vendor; returns its base URL (ending in /).
async fn serve(kind: ProviderKind, fake: Fake) -> String {
    let router = match kind {
        ProviderKind::Openai => Router::new().route(
            "/v1/chat/completions",
            post(|State(f): State<Fake>, h: HeaderMap, b: String| answer(f, h, b, openai_events)),
        ),
        ProviderKind::Anthropic => Router::new().route(
            "/v1/messages",
            post(|State(f): State<Fake>, h: HeaderMap, b: String| {
                answer(f, h, b, anthropic_events)
            }),
        ),
        ProviderKind::Gemini => Router::new().route(
            "/v1beta/models/{*rest}",
            post(|State(f): State<Fake>, h: HeaderMap, b: String| answer(f, h, b, gemini_events)),
        ),
    }
    .with_state(fake);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await });
    let prefix = if kind == ProviderKind::Gemini {
        "v1beta"
    } else {
        "v1"
    };
    format!("http://{address}/{prefix}/")
}

fn settings(name: &str, kind: ProviderKind, base_url: String, model: &str) -> ProviderSettings {
    ProviderSettings {
        name: name.into(),
        kind,
        base_url: Some(base_url),
        api_key: Some(format!("{name}-key")),
        models: Models {
            default: Some(model.into()),
            ..Default::default()
        },
        idle_timeout: Duration::from_millis(800),
        total_timeout: Duration::from_secs(10),
        retry_backoff: Duration::from_millis(50),
    }
}

fn request() -> Request {
    Request::new(
        Generator::Text(Tier::Amplifier),
        "write a cold email to a CTO about our API",
    )
    .with_context("We sell an invoicing API.")
}

const ANSWER: [&str; 4] = [
    "You are a B2B ",
    "copywriter.\n\nWrite the email.",
    "\n---IMPROVEMENTS---\n- Added a role\n",
    "- Specified the output format\n",
];

async fn run(
    providers: &Providers,
) -> (
    Result<superprompt_engine::llm::Answer, superprompt_engine::llm::AllFailed>,
    Vec<String>,
) {
    let mut seen = Vec::new();
    let mut on_delta = |d: Delta<'_>| match d {
        Delta::Text(t) => seen.push(t.to_owned()),
        Delta::Reset => seen.push("<RESET>".to_owned()),
    };
    let result = providers.generate(&request(), &mut on_delta).await;
    (result, seen)
}

#[tokio::test]
async fn each_vendor_streams_over_its_own_wire_format() {
    for (kind, auth_header) in [
        (ProviderKind::Openai, "authorization"),
        (ProviderKind::Anthropic, "x-api-key"),
        (ProviderKind::Gemini, "x-goog-api-key"),
    ] {
        let fake = Fake::new(vec![Behaviour::Chunks(ANSWER.to_vec())]);
        let url = serve(kind, fake.clone()).await;
        let providers = Providers::new(vec![settings("p", kind, url, "fake-model")]).unwrap();
        let (result, seen) = run(&providers).await;
        let answer = result.unwrap_or_else(|e| panic!("{kind:?}: {e:?}"));
        assert_eq!(
            answer.prompt, "You are a B2B copywriter.\n\nWrite the email.",
            "{kind:?}"
        );
        assert_eq!(
            answer.improvements,
            vec!["Added a role", "Specified the output format"],
            "{kind:?}"
        );
        assert_eq!(answer.engine, "p:fake-model");
        // The streamed text is the prompt, without the improvements part.
        assert_eq!(seen.concat().trim_end(), answer.prompt, "{kind:?}");

        let requests = fake.requests();
        assert_eq!(requests.len(), 1);
        let (headers, body) = &requests[0];
        assert!(
            headers
                .get(auth_header)
                .unwrap()
                .to_str()
                .unwrap()
                .contains("p-key"),
            "{kind:?} auth"
        );
        let sent = body.to_string();
        assert!(
            sent.contains("Preserve the user's content"),
            "{kind:?}: meta-prompt sent"
        );
        assert!(
            sent.contains("cold email to a CTO") && sent.contains("invoicing API"),
            "{kind:?}: description and context sent"
        );
    }
}

#[tokio::test]
async fn a_429_is_retried_once() {
    let fake = Fake::new(vec![
        Behaviour::Status(429),
        Behaviour::Chunks(ANSWER.to_vec()),
    ]);
    let url = serve(ProviderKind::Openai, fake.clone()).await;
    let providers =
        Providers::new(vec![settings("openai", ProviderKind::Openai, url, "m")]).unwrap();
    let (result, _) = run(&providers).await;
    assert!(result.is_ok(), "{result:?}");
    assert_eq!(fake.requests().len(), 2);
}

#[tokio::test]
async fn a_failing_provider_hands_over_to_the_next() {
    let broken = Fake::new(vec![Behaviour::Status(500), Behaviour::Status(503)]);
    let healthy = Fake::new(vec![Behaviour::Chunks(ANSWER.to_vec())]);
    let providers = Providers::new(vec![
        settings(
            "first",
            ProviderKind::Anthropic,
            serve(ProviderKind::Anthropic, broken.clone()).await,
            "claude-x",
        ),
        settings(
            "second",
            ProviderKind::Gemini,
            serve(ProviderKind::Gemini, healthy.clone()).await,
            "gemini-x",
        ),
    ])
    .unwrap();
    let (result, _) = run(&providers).await;
    assert_eq!(result.unwrap().engine, "second:gemini-x");
    assert_eq!(broken.requests().len(), 2, "one call and one retry");
    assert_eq!(healthy.requests().len(), 1);
}

#[tokio::test]
async fn a_stalled_stream_times_out_and_the_listener_is_told_to_reset() {
    let stalling = Fake::new(vec![Behaviour::StallAfter(vec!["You are a partial "])]);
    let healthy = Fake::new(vec![Behaviour::Chunks(ANSWER.to_vec())]);
    let providers = Providers::new(vec![
        settings(
            "slow",
            ProviderKind::Openai,
            serve(ProviderKind::Openai, stalling).await,
            "m",
        ),
        settings(
            "fast",
            ProviderKind::Openai,
            serve(ProviderKind::Openai, healthy).await,
            "m",
        ),
    ])
    .unwrap();
    let started = std::time::Instant::now();
    let (result, seen) = run(&providers).await;
    assert_eq!(result.unwrap().engine, "fast:m");
    assert!(
        started.elapsed() < Duration::from_secs(8),
        "the stall was cut short"
    );
    let reset = seen
        .iter()
        .position(|s| s == "<RESET>")
        .expect("a reset after the partial answer");
    assert_eq!(seen[..reset].concat(), "You are a partial ");
    assert!(seen[reset + 1..].concat().starts_with("You are a B2B"));
}

#[tokio::test]
async fn when_every_provider_fails_each_failure_is_reported() {
    let providers = Providers::new(vec![
        settings(
            "a",
            ProviderKind::Openai,
            serve(
                ProviderKind::Openai,
                Fake::new(vec![Behaviour::Status(401)]),
            )
            .await,
            "m",
        ),
        settings(
            "b",
            ProviderKind::Openai,
            serve(
                ProviderKind::Openai,
                Fake::new(vec![Behaviour::Status(500), Behaviour::Status(500)]),
            )
            .await,
            "m",
        ),
    ])
    .unwrap();
    let (result, _) = run(&providers).await;
    let failures = result.unwrap_err().0;
    assert_eq!(
        failures,
        vec![
            ("a".to_owned(), ProviderError::Status(401)),
            ("b".to_owned(), ProviderError::Status(500))
        ]
    );
}

#[tokio::test]
async fn providers_without_a_model_for_the_generator_are_skipped() {
    let fake = Fake::new(vec![Behaviour::Chunks(ANSWER.to_vec())]);
    let mut only_images = settings(
        "images",
        ProviderKind::Openai,
        serve(ProviderKind::Openai, fake.clone()).await,
        "m",
    );
    only_images.models = Models {
        image: Some("img".into()),
        ..Default::default()
    };
    let providers = Providers::new(vec![only_images]).unwrap();
    let (result, _) = run(&providers).await;
    assert_eq!(result.unwrap_err().0, vec![]);
    assert!(fake.requests().is_empty());
}
