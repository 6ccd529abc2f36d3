//! The testing playground under load (issue 20): `--runs` playground runs at once, each of
//! `--models` models, against a loopback fake OpenAI-compatible provider that waits
//! `--provider-delay-ms` before its first token. It measures what the server adds to each
//! column's first token, and the server's memory.
//!
//! - The fake records, per run and model, the instant it sent its first token (each prompt
//!   carries its run's id, and the request names the model).
//! - The driver records, per run and column, the instant the first `PlaygroundText` of that
//!   column arrived over graphql-ws. Both clocks are this process's, so the difference is the
//!   server's share: reading the provider's stream, the run's coordinator, GraphQL and the
//!   websocket.
//! - The server's resident memory (`VmRSS` from /proc) is sampled every 20 ms during the runs.
//!
//! Each user may have 2 runs going, so the driver signs up `runs / 2` users (code from the
//! outbox) and puts them on Pro with `superprompt user set-plan`.
//!
//! Usage: `playground-load --bin target/release/superprompt [--runs 50] [--models 4]
//! [--provider-delay-ms 200] [--chunks 20] [--chunk-gap-ms 10]`. See bench/playground.sh.

#[path = "../../support/demo.rs"]
mod demo;

use std::{
    collections::HashMap,
    net::SocketAddr,
    path::{Path, PathBuf},
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use anyhow::{Context, bail, ensure};
use axum::{Router, body::Body, extract::State, response::Response, routing::post};
use clap::Parser;
use futures::{SinkExt, StreamExt};
use hdrhistogram::Histogram;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::{Message, client::IntoClientRequest};

#[derive(Parser)]
struct Args {
    /// The `superprompt` binary to measure (a release build).
    #[arg(long)]
    bin: PathBuf,
    /// Runs going at once.
    #[arg(long, default_value_t = 50)]
    runs: usize,
    /// Models per run (2 to 6).
    #[arg(long, default_value_t = 4)]
    models: usize,
    /// How long the fake provider waits before its first token, in milliseconds.
    #[arg(long, default_value_t = 200)]
    provider_delay_ms: u64,
    /// Text chunks each answer streams.
    #[arg(long, default_value_t = 20)]
    chunks: usize,
    /// Wait between chunks, in milliseconds.
    #[arg(long, default_value_t = 10)]
    chunk_gap_ms: u64,
    /// Port for the server under test.
    #[arg(long, default_value_t = 18291)]
    port: u16,
}

const MARK: &str = "bench-run-";
const PASSWORD: &str = "Bench-pass-2026!";

/// Per (run, model), when the fake sent the first token.
type FirstSent = Arc<Mutex<HashMap<(usize, String), Instant>>>;

#[derive(Clone)]
struct Fake {
    delay: Duration,
    chunks: usize,
    gap: Duration,
    first_sent: FirstSent,
}

fn run_of(body: &Value) -> Option<usize> {
    let text = body["messages"].to_string();
    let at = text.find(MARK)? + MARK.len();
    text[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .ok()
}

fn event(delta: Value, finish: Value) -> String {
    let chunk = json!({ "id": "chatcmpl-bench", "object": "chat.completion.chunk", "created": 1, "model": "fake",
        "choices": [{ "index": 0, "delta": delta, "finish_reason": finish }] });
    format!("data: {chunk}\n\n")
}

/// OpenAI's chat-completions stream: after the delay, `chunks` pieces of text `gap` apart, the
/// finish chunk, the usage chunk and `[DONE]`. The first piece's sending time is recorded.
async fn chat_completions(State(fake): State<Fake>, body: String) -> Response {
    let request: Value = serde_json::from_str(&body).unwrap_or_default();
    let key = run_of(&request).map(|run| (run, request["model"].as_str().unwrap_or("").to_owned()));
    let steps = fake.chunks + 1;
    let stream = futures::stream::unfold(0usize, move |step| {
        let fake = fake.clone();
        let key = key.clone();
        async move {
            if step > steps {
                return None;
            }
            let frame = if step == 0 {
                tokio::time::sleep(fake.delay).await;
                if let Some(key) = key {
                    fake.first_sent.lock().unwrap().insert(key, Instant::now());
                }
                event(json!({ "content": "word0 " }), Value::Null)
            } else if step < fake.chunks {
                tokio::time::sleep(fake.gap).await;
                event(json!({ "content": format!("word{step} ") }), Value::Null)
            } else if step == fake.chunks {
                event(json!({}), json!("stop"))
            } else {
                format!(
                    "data: {}\n\ndata: [DONE]\n\n",
                    json!({ "id": "chatcmpl-bench", "object": "chat.completion.chunk", "created": 1, "model": "fake", "choices": [],
                        "usage": { "prompt_tokens": 12, "completion_tokens": fake.chunks, "total_tokens": 12 + fake.chunks } })
                )
            };
            Some((Ok::<_, std::io::Error>(frame), step + 1))
        }
    });
    Response::builder()
        .header("content-type", "text/event-stream")
        .body(Body::from_stream(stream))
        .unwrap()
}

async fn start_fake(fake: Fake) -> anyhow::Result<SocketAddr> {
    let app = Router::new()
        .route("/v1/chat/completions", post(chat_completions))
        .with_state(fake);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let address = listener.local_addr()?;
    tokio::spawn(async move { axum::serve(listener, app).await });
    Ok(address)
}

/// The server under test, stopped when dropped.
struct Server {
    child: tokio::process::Child,
    dir: tempfile::TempDir,
    config: PathBuf,
    base: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.start_kill();
    }
}

/// The server's command; the driver signs up every user from one address.
fn command(
    bin: &Path,
    dir: &Path,
    config: &Path,
    port: u16,
    args: &[&str],
) -> tokio::process::Command {
    let mut c = demo::server_command(bin, dir, config, port, args);
    c.envs(demo::MANY_SIGN_UPS);
    c
}

async fn start_server(args: &Args, provider: SocketAddr) -> anyhow::Result<Server> {
    let dir = tempfile::tempdir()?;
    let config = dir.path().join("superprompt.toml");
    let models: Vec<String> = (1..=args.models).map(|m| format!("\"m{m}\"")).collect();
    std::fs::write(
        &config,
        format!(
            "[[llm.providers]]\nname = \"fake\"\nkind = \"openai\"\nbase_url = \"http://{provider}/v1/\"\napi_key = \"bench\"\ntest_models = [{}]\n",
            models.join(", ")
        ),
    )?;
    let child = command(&args.bin, dir.path(), &config, args.port, &["serve"])
        .kill_on_drop(true)
        .spawn()?;
    let server = Server {
        child,
        base: format!("http://127.0.0.1:{}", args.port),
        config,
        dir,
    };
    let client = reqwest::Client::new();
    for _ in 0..100 {
        if let Ok(r) = client.get(format!("{}/readyz", server.base)).send().await
            && r.status().is_success()
        {
            return Ok(server);
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    bail!("the server did not become ready")
}

async fn gql(
    client: &reqwest::Client,
    base: &str,
    query: &str,
    vars: Value,
) -> anyhow::Result<Value> {
    let body: Value = client
        .post(format!("{base}/graphql"))
        .json(&json!({ "query": query, "variables": vars }))
        .send()
        .await?
        .json()
        .await?;
    ensure!(body.get("errors").is_none(), "{query}: {body}");
    Ok(body["data"].clone())
}

/// The verification code mailed to `email` (the outbox's .eml files).
fn mailed_code(outbox: &Path, email: &str) -> anyhow::Result<String> {
    for entry in std::fs::read_dir(outbox)? {
        let text = std::fs::read_to_string(entry?.path())?;
        let to = text
            .lines()
            .any(|l| l.starts_with("To:") && l.contains(email));
        if let (true, Some(subject)) = (to, text.lines().find(|l| l.starts_with("Subject:"))) {
            return Ok(subject
                .rsplit(' ')
                .next()
                .unwrap_or_default()
                .trim()
                .to_owned());
        }
    }
    bail!("no code mailed to {email}")
}

/// Signs up a user, verifies the address, puts them on Pro; their access token.
async fn pro_user(server: &Server, bin: &Path, port: u16, n: usize) -> anyhow::Result<String> {
    let client = reqwest::Client::new();
    let email = format!("bench{n}@example.com");
    gql(
        &client,
        &server.base,
        "mutation($i: SignUpInput!) { signUp(input: $i) { email } }",
        json!({ "i": { "email": email, "password": PASSWORD, "givenName": "Bench", "familyName": "User" } }),
    )
    .await?;
    let code = mailed_code(&server.dir.path().join("outbox"), &email)?;
    let verified = gql(
        &client,
        &server.base,
        "mutation($e: String!, $c: String!) { verifyEmail(email: $e, code: $c) { accessToken } }",
        json!({ "e": email, "c": code }),
    )
    .await?;
    let status = command(
        bin,
        server.dir.path(),
        &server.config,
        port,
        &["user", "set-plan", &email, "pro"],
    )
    .status()
    .await?;
    ensure!(status.success(), "set-plan failed for {email}");
    verified["verifyEmail"]["accessToken"]
        .as_str()
        .map(str::to_owned)
        .context("no access token")
}

const RUN: &str = "subscription($p: String!, $m: [String!]!) { runPlayground(prompt: $p, models: $m, confirmCost: true) { __typename ... on PlaygroundText { position } ... on PlaygroundFinished { run { answers { state } } } } }";

/// One run over its own graphql-ws connection: when each column's first text arrived, and the
/// columns' end states.
async fn one_run(
    base: String,
    token: String,
    run: usize,
    models: usize,
) -> anyhow::Result<(Vec<Option<Instant>>, Vec<String>)> {
    let url = format!("{}/graphql/ws", base.replacen("http://", "ws://", 1));
    let mut request = url.into_client_request()?;
    request
        .headers_mut()
        .insert("sec-websocket-protocol", "graphql-transport-ws".parse()?);
    let (mut socket, _) = tokio_tungstenite::connect_async(request).await?;
    let send = |v: Value| Message::text(v.to_string());
    socket
        .send(send(json!({ "type": "connection_init", "payload": { "authorization": format!("Bearer {token}") } })))
        .await?;
    let model_ids: Vec<String> = (1..=models).map(|m| format!("fake/m{m}")).collect();
    let mut first = vec![None; models];
    let mut subscribed = false;
    while let Some(message) = socket.next().await {
        let Message::Text(text) = message? else {
            continue;
        };
        let now = Instant::now();
        let message: Value = serde_json::from_str(&text)?;
        match message["type"].as_str() {
            Some("connection_ack") if !subscribed => {
                subscribed = true;
                socket
                    .send(send(json!({ "id": "1", "type": "subscribe", "payload": { "query": RUN,
                        "variables": { "p": format!("Explain write-ahead logging in two sentences ({MARK}{run}).", ), "m": model_ids } } })))
                    .await?;
            }
            Some("ping") => socket.send(send(json!({ "type": "pong" }))).await?,
            Some("next") => {
                let event = &message["payload"]["data"]["runPlayground"];
                if let Some(errors) = message["payload"].get("errors") {
                    bail!("run {run}: {errors}");
                }
                match event["__typename"].as_str() {
                    Some("PlaygroundText") => {
                        let position = event["position"].as_u64().unwrap_or_default() as usize;
                        first[position].get_or_insert(now);
                    }
                    Some("PlaygroundFinished") => {
                        let states = event["run"]["answers"]
                            .as_array()
                            .map(|a| {
                                a.iter()
                                    .map(|x| x["state"].as_str().unwrap_or("?").to_owned())
                                    .collect()
                            })
                            .unwrap_or_default();
                        let _ = socket.close(None).await;
                        return Ok((first, states));
                    }
                    _ => {}
                }
            }
            Some("error") => bail!("run {run}: {message}"),
            _ => {}
        }
    }
    bail!("run {run}: the socket closed before the run finished")
}

fn rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    ensure!((2..=6).contains(&args.models), "--models is 2 to 6");
    let first_sent: FirstSent = Arc::default();
    let provider = start_fake(Fake {
        delay: Duration::from_millis(args.provider_delay_ms),
        chunks: args.chunks.max(1),
        gap: Duration::from_millis(args.chunk_gap_ms),
        first_sent: first_sent.clone(),
    })
    .await?;
    let server = start_server(&args, provider).await?;
    let pid = server.child.id().context("no server pid")?;
    let users = args.runs.div_ceil(2);
    let mut tokens = Vec::with_capacity(users);
    for n in 0..users {
        tokens.push(pro_user(&server, &args.bin, args.port, n).await?);
    }
    // One warm-up run, so connections and caches are as in steady use.
    one_run(
        server.base.clone(),
        tokens[0].clone(),
        usize::MAX / 2,
        args.models,
    )
    .await?;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let idle_rss = rss_kib(pid).unwrap_or_default();

    let sampling = Arc::new(std::sync::atomic::AtomicBool::new(true));
    let sampler = {
        let sampling = sampling.clone();
        tokio::spawn(async move {
            let mut peak = 0;
            while sampling.load(std::sync::atomic::Ordering::Relaxed) {
                peak = peak.max(rss_kib(pid).unwrap_or_default());
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            peak
        })
    };
    let started = Instant::now();
    let runs: Vec<_> = (0..args.runs)
        .map(|run| {
            tokio::spawn(one_run(
                server.base.clone(),
                tokens[run / 2].clone(),
                run,
                args.models,
            ))
        })
        .collect();
    let mut results = Vec::with_capacity(args.runs);
    for run in runs {
        results.push(run.await??);
    }
    let elapsed = started.elapsed();
    sampling.store(false, std::sync::atomic::Ordering::Relaxed);
    let peak_rss = sampler.await?;

    let sent = first_sent.lock().unwrap().clone();
    let mut added = Histogram::<u64>::new_with_bounds(1, 60_000_000, 3)?;
    let mut not_done = 0;
    for (run, (first, states)) in results.iter().enumerate() {
        not_done += states.iter().filter(|s| *s != "DONE").count();
        for (position, arrived) in first.iter().enumerate() {
            let model = format!("m{}", position + 1);
            let (Some(arrived), Some(sent)) = (arrived, sent.get(&(run, model))) else {
                bail!("run {run} column {position}: no first token measured");
            };
            let micros = arrived.saturating_duration_since(*sent).as_micros() as u64;
            added.record(micros.max(1))?;
        }
    }
    let ms = |q: f64| added.value_at_quantile(q) as f64 / 1000.0;
    println!(
        "{} runs of {} models at once, provider first token after {} ms, {} chunks {} ms apart: all finished in {:.2} s",
        args.runs,
        args.models,
        args.provider_delay_ms,
        args.chunks,
        args.chunk_gap_ms,
        elapsed.as_secs_f64()
    );
    println!(
        "added to each column's first token ({} columns): p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        added.len(),
        ms(0.5),
        ms(0.9),
        ms(0.99),
        added.max() as f64 / 1000.0
    );
    println!(
        "server memory: {:.1} MiB idle after warm-up, {:.1} MiB at peak during the runs",
        idle_rss as f64 / 1024.0,
        peak_rss as f64 / 1024.0
    );
    ensure!(not_done == 0, "{not_done} columns did not end DONE");
    Ok(())
}
