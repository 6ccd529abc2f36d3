//! Fake LLM vendors for tests: local HTTP servers that speak each vendor's real streaming wire
//! format (OpenAI chat completions, Anthropic messages, Gemini streamGenerateContent), scripted
//! to answer, fail with a status, stall, run on without end, or stop at a token limit. Used by
//! this crate's and the server's tests.

use std::{
    collections::VecDeque,
    sync::{Arc, Mutex},
};

use axum::{
    Router,
    body::Body,
    extract::State,
    http::{HeaderMap, StatusCode},
    response::Response,
    routing::post,
};

use crate::llm::ProviderKind;

#[derive(Clone, Debug)]
pub enum Behaviour {
    /// Stream these text chunks, then finish.
    Chunks(Vec<&'static str>),
    /// Answer with this HTTP status and an error body.
    Status(u16),
    /// Stream these chunks, then stop sending without closing.
    StallAfter(Vec<&'static str>),
    /// Stream these chunks (and the closing events) one at a time, waiting this long before
    /// each: a slow model, so a client can stop reading at a chosen point.
    Paced(Vec<&'static str>, std::time::Duration),
    /// Stream this chunk again and again and never finish: a model that runs on, or a server
    /// that ignores the max-tokens parameter. The fake stops when the client hangs up.
    Endless(&'static str),
    /// Stream these chunks, then finish with the vendor's "stopped at the token limit" reason
    /// (OpenAI `length`, Anthropic `max_tokens`, Gemini `MAX_TOKENS`).
    Truncated(Vec<&'static str>),
    /// Answer with "echo: " and the request's last message (OpenAI and Anthropic bodies), so a
    /// test can tell concurrent requests' answers apart.
    Echo,
    /// Say these chunks, then call the tool `name` with the JSON `arguments` (streamed in two
    /// pieces), finishing with the vendor's "tool call" reason. Calls are numbered `call_1`,
    /// `call_2`… in the order the fake makes them.
    ToolCall {
        chunks: Vec<&'static str>,
        name: &'static str,
        arguments: &'static str,
    },
    /// Wait this long, then answer as the inner behaviour does: a model slow to start.
    After(std::time::Duration, Box<Behaviour>),
}

#[derive(Clone, Default)]
pub struct Fake {
    script: Arc<Mutex<VecDeque<Behaviour>>>,
    requests: Arc<Mutex<Vec<(HeaderMap, serde_json::Value)>>>,
    tool_calls: Arc<std::sync::atomic::AtomicUsize>,
}

impl Fake {
    pub fn new(script: Vec<Behaviour>) -> Self {
        Self {
            script: Arc::new(Mutex::new(script.into())),
            requests: Default::default(),
            tool_calls: Default::default(),
        }
    }
    pub fn requests(&self) -> Vec<(HeaderMap, serde_json::Value)> {
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
    sse_response(body)
}

fn paced_sse(events: Vec<String>, gap: std::time::Duration) -> Response {
    let stream = futures::StreamExt::then(futures::stream::iter(events), move |event| async move {
        tokio::time::sleep(gap).await;
        Ok::<_, std::io::Error>(event)
    });
    sse_response(Body::from_stream(stream))
}

fn sse_response(body: Body) -> Response {
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
    // The usage chunk OpenAI sends last when the request sets `stream_options.include_usage`
    // (genai does when usage is captured): no choices, the counts.
    events.push(format!(
        "data: {}\n\n",
        serde_json::json!({ "id": "chatcmpl-1", "object": "chat.completion.chunk", "created": 1, "model": "fake-model",
            "choices": [], "usage": { "prompt_tokens": 12, "completion_tokens": chunks.len(), "total_tokens": 12 + chunks.len() } })
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

/// The frames of a streamed answer that says `chunks`, then calls `name` with `arguments`.
fn tool_call_events(
    kind: ProviderKind,
    chunks: &[&str],
    id: &str,
    name: &str,
    arguments: &str,
) -> Vec<String> {
    let (head, tail) = arguments.split_at(arguments.len() / 2);
    match kind {
        ProviderKind::Openai => {
            let frame = |delta: serde_json::Value, finish: Option<&str>| {
                format!(
                    "data: {}\n\n",
                    serde_json::json!({ "id": "chatcmpl-1", "object": "chat.completion.chunk", "created": 1, "model": "fake-model",
                        "choices": [{ "index": 0, "delta": delta, "finish_reason": finish }] })
                )
            };
            let mut events: Vec<String> = chunks
                .iter()
                .map(|c| frame(serde_json::json!({ "content": c }), None))
                .collect();
            events.push(frame(
                serde_json::json!({ "tool_calls": [{ "index": 0, "id": id, "type": "function", "function": { "name": name, "arguments": head } }] }),
                None,
            ));
            events.push(frame(
                serde_json::json!({ "tool_calls": [{ "index": 0, "function": { "arguments": tail } }] }),
                None,
            ));
            events.push(frame(serde_json::json!({}), Some("tool_calls")));
            events.push("data: [DONE]\n\n".into());
            events
        }
        ProviderKind::Anthropic => {
            let frame =
                |event: &str, data: serde_json::Value| format!("event: {event}\ndata: {data}\n\n");
            let mut events = vec![frame(
                "message_start",
                serde_json::json!({ "type": "message_start", "message": { "id": "msg_1", "type": "message", "role": "assistant", "model": "claude-fake", "content": [], "stop_reason": null, "usage": { "input_tokens": 10, "output_tokens": 1 } } }),
            )];
            let mut index = 0;
            if !chunks.is_empty() {
                events.push(frame("content_block_start", serde_json::json!({ "type": "content_block_start", "index": 0, "content_block": { "type": "text", "text": "" } })));
                for c in chunks {
                    events.push(frame("content_block_delta", serde_json::json!({ "type": "content_block_delta", "index": 0, "delta": { "type": "text_delta", "text": c } })));
                }
                events.push(frame(
                    "content_block_stop",
                    serde_json::json!({ "type": "content_block_stop", "index": 0 }),
                ));
                index = 1;
            }
            events.push(frame("content_block_start", serde_json::json!({ "type": "content_block_start", "index": index, "content_block": { "type": "tool_use", "id": id, "name": name, "input": {} } })));
            for part in [head, tail] {
                events.push(frame("content_block_delta", serde_json::json!({ "type": "content_block_delta", "index": index, "delta": { "type": "input_json_delta", "partial_json": part } })));
            }
            events.push(frame(
                "content_block_stop",
                serde_json::json!({ "type": "content_block_stop", "index": index }),
            ));
            events.push(frame("message_delta", serde_json::json!({ "type": "message_delta", "delta": { "stop_reason": "tool_use" }, "usage": { "output_tokens": 5 } })));
            events.push(frame(
                "message_stop",
                serde_json::json!({ "type": "message_stop" }),
            ));
            events
        }
        ProviderKind::Gemini => {
            let args: serde_json::Value = serde_json::from_str(arguments).unwrap_or_default();
            let mut parts: Vec<serde_json::Value> = chunks
                .iter()
                .map(|c| serde_json::json!({ "text": c }))
                .collect();
            parts.push(serde_json::json!({ "functionCall": { "name": name, "args": args } }));
            vec![format!(
                "data: {}\n\n",
                serde_json::json!({ "candidates": [{ "content": { "parts": parts, "role": "model" }, "index": 0, "finishReason": "STOP" }], "usageMetadata": { "promptTokenCount": 5, "candidatesTokenCount": 3, "totalTokenCount": 8 } })
            )]
        }
    }
}

async fn answer(fake: Fake, headers: HeaderMap, body: String, kind: ProviderKind) -> Response {
    let events: fn(&[&str]) -> Vec<String> = match kind {
        ProviderKind::Openai => openai_events,
        ProviderKind::Anthropic => anthropic_events,
        ProviderKind::Gemini => gemini_events,
    };
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
    let behaviour = match behaviour {
        Behaviour::After(wait, inner) => {
            tokio::time::sleep(wait).await;
            *inner
        }
        other => other,
    };
    match behaviour {
        Behaviour::Chunks(chunks) => sse(events(&chunks), false),
        Behaviour::Echo => {
            let request: serde_json::Value = serde_json::from_str(&body).unwrap_or_default();
            let last = request["messages"]
                .as_array()
                .and_then(|m| m.last())
                .map(|m| match &m["content"] {
                    serde_json::Value::String(text) => text.clone(),
                    other => other.to_string(),
                })
                .unwrap_or_default();
            let echoed = format!("echo: {last}");
            sse(events(&[echoed.as_str()]), false)
        }
        Behaviour::Paced(chunks, gap) => paced_sse(events(&chunks), gap),
        Behaviour::ToolCall {
            chunks,
            name,
            arguments,
        } => {
            let n = fake
                .tool_calls
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed)
                + 1;
            sse(
                tool_call_events(kind, &chunks, &format!("call_{n}"), name, arguments),
                false,
            )
        }
        Behaviour::Endless(chunk) => {
            // Two chunks, so the first delta frame is not the last (Gemini marks the last).
            let frames = events(&[chunk, chunk]);
            let first = frames
                .iter()
                .position(|f| f.contains(chunk))
                .expect("a frame carries the chunk");
            let head = futures::stream::iter(frames[..first].to_vec());
            let again = futures::stream::repeat(frames[first].clone());
            let body = futures::StreamExt::map(
                futures::StreamExt::chain(head, again),
                Ok::<_, std::io::Error>,
            );
            sse_response(Body::from_stream(body))
        }
        Behaviour::Truncated(chunks) => {
            let frames = events(&chunks)
                .into_iter()
                .map(|f| {
                    f.replace(r#""finish_reason":"stop""#, r#""finish_reason":"length""#)
                        .replace(
                            r#""stop_reason":"end_turn""#,
                            r#""stop_reason":"max_tokens""#,
                        )
                        .replace(r#""finishReason":"STOP""#, r#""finishReason":"MAX_TOKENS""#)
                })
                .collect();
            sse(frames, false)
        }
        Behaviour::StallAfter(chunks) => {
            let mut e = events(&chunks);
            e.truncate(chunks.len().max(1));
            sse(e, true)
        }
        Behaviour::After(..) => panic!("a delayed answer is not delayed again"),
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
pub async fn serve(kind: ProviderKind, fake: Fake) -> String {
    let router = match kind {
        ProviderKind::Openai => Router::new().route(
            "/v1/chat/completions",
            post(|State(f): State<Fake>, h: HeaderMap, b: String| {
                answer(f, h, b, ProviderKind::Openai)
            }),
        ),
        ProviderKind::Anthropic => Router::new().route(
            "/v1/messages",
            post(|State(f): State<Fake>, h: HeaderMap, b: String| {
                answer(f, h, b, ProviderKind::Anthropic)
            }),
        ),
        ProviderKind::Gemini => Router::new().route(
            "/v1beta/models/{*rest}",
            post(|State(f): State<Fake>, h: HeaderMap, b: String| {
                answer(f, h, b, ProviderKind::Gemini)
            }),
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
