//! Server overhead per generation: the time a generation takes end to end (HTTP, GraphQL, auth,
//! plan check, the provider call, the usage write, the response) minus the time the LLM provider
//! spent answering, at a constant request rate.
//!
//! It starts a fake OpenAI-compatible provider on loopback (the real streaming wire format; it
//! answers after a fixed delay and records, per request, how long it held it), starts the release
//! `superprompt serve` on a fresh SQLite data directory (or a fresh PostgreSQL database with
//! `--postgres`) configured with that provider, signs in a Pro user, and sends
//! `generatePromptPrimer` at each rate (open loop: requests are sent on a fixed schedule
//! whether or not earlier ones have answered). Each description carries an id the
//! fake finds in the request, so every client-side total is matched with its own provider wait.
//!
//! With `--litellm URL,KEY` it measures a peer too, in the same run (bench/peer-overhead.sh):
//! at each rate, after Superprompt, the same schedule sends LiteLLM's proxy (already running in a
//! process of its own, its model pointed at this fake provider) the very chat completion
//! Superprompt sent the fake for a Primer generation (captured from the fake, streamed, only the
//! request id changed), with a virtual key. Both overheads are the client's total minus the fake's
//! hold time for that request, and a table gives them side by side with their ratio.
//!
//! Usage: `server-overhead --bin target/release/superprompt [--rates 200,1000] [--seconds 10]
//! [--provider-delay-ms 10] [--provider-port N] [--litellm URL,KEY]
//! [--postgres postgres://postgres@127.0.0.1:5432/postgres]` (PostgreSQL instead of SQLite).
//! See bench/server-overhead.sh and bench/peer-overhead.sh.

#[path = "../../support/demo.rs"]
mod demo;

use std::{
    collections::HashMap,
    net::SocketAddr,
    path::PathBuf,
    process::Stdio,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use anyhow::{Context, ensure};
use axum::{Router, body::Body, extract::State, response::Response, routing::post};
use clap::Parser;
use hdrhistogram::Histogram;
use serde_json::{Value, json};

#[derive(Parser)]
struct Args {
    /// The `superprompt` binary to measure (a release build).
    #[arg(long)]
    bin: PathBuf,
    /// Request rates to measure, per second.
    #[arg(long, value_delimiter = ',', default_value = "200,1000")]
    rates: Vec<u32>,
    /// Seconds of measurement per rate.
    #[arg(long, default_value_t = 10)]
    seconds: u32,
    /// How long the fake provider takes to answer, in milliseconds.
    #[arg(long, default_value_t = 10)]
    provider_delay_ms: u64,
    /// No provider: the offline engine writes every prompt (its wait counts as zero).
    #[arg(long)]
    offline: bool,
    /// Port for the server under test.
    #[arg(long, default_value_t = 18284)]
    port: u16,
    /// Port for the fake provider (0: any free port). A peer's config names it.
    #[arg(long, default_value_t = 0)]
    provider_port: u16,
    /// Also measure LiteLLM's proxy: its base URL and a key for it, as `URL,KEY`.
    #[arg(long)]
    litellm: Option<String>,
    /// Run the server on PostgreSQL instead of SQLite: a server URL such as
    /// postgres://postgres@127.0.0.1:5432/postgres; the driver makes `--database` on it (and
    /// drops it at the end).
    #[arg(long)]
    postgres: Option<String>,
    /// The database the driver makes on the `--postgres` server.
    #[arg(long, default_value = "superprompt_overhead_bench")]
    database: String,
    /// How long a request to the peer may take before it counts as an error, in seconds.
    #[arg(long, default_value_t = 60)]
    peer_timeout_s: u64,
}

const MARK: &str = "bench-id-";

/// Per request id, how long the fake provider held the request.
type Waits = Arc<Mutex<HashMap<u64, Duration>>>;

/// Per request id, what the server's log line says of it.
type ServerLog = Arc<Mutex<HashMap<u64, ServerTimes>>>;

/// A request as the server saw it: its whole latency, and the time it spent waiting on the
/// provider (from our side of the connection: retries, connecting, the provider's answer) and
/// on the database.
#[derive(Debug, Clone, Copy, Default)]
struct ServerTimes {
    latency: Duration,
    provider: Duration,
    db_read: Duration,
    db_write: Duration,
}

/// The first request body the fake saw with a request id in it, and that id: what Superprompt
/// sends a provider for a Primer generation, replayed to the peer.
type Template = Arc<Mutex<Option<(u64, String)>>>;

/// When the fake last received a request: a peer that fell behind its schedule goes on calling
/// the provider for requests its client has given up on, and uses the cores meanwhile.
type LastRequest = Arc<Mutex<Instant>>;

#[derive(Clone)]
struct Fake {
    delay: Duration,
    answer: Arc<str>,
    waits: Waits,
    template: Template,
    last_request: LastRequest,
}

/// An OpenAI chat-completions stream, as the real API sends it.
fn openai_stream() -> String {
    let chunks = [
        "You are a senior B2B copywriter. ",
        "Write a cold email to a CTO about our API: ",
        "subject line, three short paragraphs, one call to action.\n",
        "---IMPROVEMENTS---\n- Added a role\n- Specified the output format\n",
    ];
    let mut out = String::new();
    for chunk in chunks {
        let event = json!({ "id": "chatcmpl-1", "object": "chat.completion.chunk", "created": 1, "model": "fake-model",
            "choices": [{ "index": 0, "delta": { "content": chunk }, "finish_reason": null }] });
        out.push_str(&format!("data: {event}\n\n"));
    }
    let last = json!({ "id": "chatcmpl-1", "object": "chat.completion.chunk", "created": 1, "model": "fake-model",
        "choices": [{ "index": 0, "delta": {}, "finish_reason": "stop" }] });
    out.push_str(&format!("data: {last}\n\ndata: [DONE]\n\n"));
    out
}

fn request_id(body: &str) -> Option<u64> {
    let at = body.find(MARK)? + MARK.len();
    let digits: String = body[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

async fn chat_completions(State(fake): State<Fake>, body: String) -> Response {
    let started = Instant::now();
    *fake.last_request.lock().unwrap() = started;
    tokio::time::sleep(fake.delay).await;
    if let Some(id) = request_id(&body) {
        fake.waits.lock().unwrap().insert(id, started.elapsed());
        let mut template = fake.template.lock().unwrap();
        if template.is_none() {
            *template = Some((id, body));
        }
    }
    Response::builder()
        .header("content-type", "text/event-stream")
        .body(Body::from(fake.answer.to_string()))
        .unwrap()
}

async fn start_fake(
    delay: Duration,
    port: u16,
    waits: Waits,
    template: Template,
    last_request: LastRequest,
) -> anyhow::Result<SocketAddr> {
    let fake = Fake {
        delay,
        answer: openai_stream().into(),
        waits,
        template,
        last_request,
    };
    let app = Router::new()
        .route("/v1/chat/completions", post(chat_completions))
        .with_state(fake);
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", port)).await?;
    let address = listener.local_addr()?;
    tokio::spawn(async move { axum::serve(listener, app).await });
    Ok(address)
}

/// The server under test, stopped when dropped.
struct Server {
    child: tokio::process::Child,
    _dir: tempfile::TempDir,
    base: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.start_kill();
    }
}

async fn read_request_log(stdout: tokio::process::ChildStdout, times: ServerLog) {
    use tokio::io::AsyncBufReadExt;
    let mut lines = tokio::io::BufReader::new(stdout).lines();
    while let Ok(Some(line)) = lines.next_line().await {
        let Ok(entry) = serde_json::from_str::<Value>(&line) else {
            continue;
        };
        // Anything the server warns about during a run is part of the result.
        if matches!(entry["level"].as_str(), Some("WARN" | "ERROR")) {
            eprintln!("server: {line}");
        }
        let id = entry["correlation_id"].as_str().and_then(request_id);
        let ms = |field: &str| {
            entry[field]
                .as_f64()
                .map(|ms| Duration::from_secs_f64(ms / 1000.0))
        };
        if let (Some(id), Some(latency)) = (id, ms("latency_ms")) {
            let seen = ServerTimes {
                latency,
                provider: ms("provider_ms").unwrap_or_default(),
                db_read: ms("db_read_ms").unwrap_or_default(),
                db_write: ms("db_write_ms").unwrap_or_default(),
            };
            times.lock().unwrap().insert(id, seen);
        }
    }
}

async fn start_server(
    args: &Args,
    provider: SocketAddr,
    server_times: ServerLog,
) -> anyhow::Result<Server> {
    let dir = tempfile::tempdir()?;
    let config = dir.path().join("superprompt.toml");
    let providers = if args.offline {
        String::new()
    } else {
        format!(
            "[[llm.providers]]\nname = \"fake\"\nkind = \"openai\"\nbase_url = \"http://{provider}/v1/\"\napi_key = \"bench\"\nmodels = {{ default = \"fake-model\" }}\n"
        )
    };
    std::fs::write(&config, providers)?;
    let database_url = match &args.postgres {
        Some(server) => Some(demo::fresh_database(server, &args.database).await?),
        None => None,
    };
    let command = |args_: &[&str]| {
        let mut c = demo::server_command(&args.bin, dir.path(), &config, args.port, args_);
        if let Some(url) = &database_url {
            c.env("SUPERPROMPT_DATABASE__URL", url);
        }
        c
    };
    for setup in demo::DEMO_SETUP {
        let status = command(setup).status().await?;
        ensure!(status.success(), "`superprompt {}` failed", setup.join(" "));
    }
    // The server's own view: one JSON log line per request, with its latency and our id.
    let mut child = command(&["serve"])
        .env("SUPERPROMPT_LOG_LEVEL", "info")
        .env("SUPERPROMPT_LOG_FORMAT", "json")
        .stdout(Stdio::piped())
        .kill_on_drop(true)
        .spawn()?;
    let stdout = child.stdout.take().context("no server stdout")?;
    tokio::spawn(read_request_log(stdout, server_times));
    let server = Server {
        child,
        _dir: dir,
        base: format!("http://127.0.0.1:{}", args.port),
    };
    demo::wait_ready(&server.base).await?;
    Ok(server)
}

const QUERY: &str =
    "mutation($d: String!) { generatePromptPrimer(description: $d) { generation { id engine } } }";

/// One request: its id, how late the driver sent it against the schedule, and the total time,
/// or why it failed (an error, or the offline engine answered instead of the provider).
type Outcome = (u64, Duration, Result<Duration, String>);

/// What a run sends its requests to.
enum Target {
    /// `generatePromptPrimer` through Superprompt's GraphQL API, signed in.
    Superprompt {
        url: String,
        token: String,
        engine_prefix: &'static str,
    },
    /// The chat completion Superprompt sent the provider (`body`, whose request id is
    /// `template_id`), through LiteLLM's proxy with a key.
    LiteLlm {
        url: String,
        key: String,
        body: String,
        template_id: u64,
    },
}

async fn one(client: reqwest::Client, target: Arc<Target>, id: u64) -> Result<Duration, String> {
    match &*target {
        Target::Superprompt {
            url,
            token,
            engine_prefix,
        } => {
            let body = json!({ "query": QUERY, "variables": { "d": format!("write a cold email to a CTO about our API ({MARK}{id})") } });
            let started = Instant::now();
            let response = client
                .post(url)
                .bearer_auth(token)
                .header("x-correlation-id", format!("{MARK}{id}"))
                .json(&body)
                .send()
                .await
                .map_err(error_kind)?;
            let status = response.status();
            let json: Value = response.json().await.map_err(error_kind)?;
            let total = started.elapsed();
            if !status.is_success() {
                return Err(format!("HTTP {}", status.as_u16()));
            }
            match json["data"]["generatePromptPrimer"]["generation"]["engine"].as_str() {
                Some(engine) if engine.starts_with(engine_prefix) => Ok(total),
                Some(engine) => Err(format!("answered by {engine}")),
                None => Err("GraphQL error".into()),
            }
        }
        Target::LiteLlm {
            url,
            key,
            body,
            template_id,
        } => {
            let body = with_id(body, *template_id, id);
            let started = Instant::now();
            let response = client
                .post(url)
                .bearer_auth(key)
                .header("content-type", "application/json")
                .body(body)
                .send()
                .await
                .map_err(error_kind)?;
            let status = response.status();
            // The answer is a stream: it is over when its last event has arrived.
            let text = response.text().await.map_err(error_kind)?;
            let total = started.elapsed();
            if !status.is_success() {
                return Err(format!("HTTP {}", status.as_u16()));
            }
            if !text.contains("data: [DONE]") {
                return Err("stream without [DONE]".into());
            }
            Ok(total)
        }
    }
}

/// The captured provider request with another request's id in place of its own.
fn with_id(body: &str, template_id: u64, id: u64) -> String {
    body.replace(&format!("{MARK}{template_id})"), &format!("{MARK}{id})"))
}

/// A failed request's kind, short enough to tally.
fn error_kind(error: reqwest::Error) -> String {
    if error.is_timeout() {
        "timed out".into()
    } else if error.is_connect() {
        "could not connect".into()
    } else if error.is_body() || error.is_decode() {
        "broken answer".into()
    } else {
        "request failed".into()
    }
}

struct Run {
    outcomes: Vec<Outcome>,
    elapsed: Duration,
}

async fn run_rate(
    client: &reqwest::Client,
    target: Arc<Target>,
    rate: u32,
    seconds: u32,
    first_id: u64,
) -> Run {
    let count = u64::from(rate) * u64::from(seconds);
    let interval = Duration::from_secs_f64(1.0 / f64::from(rate));
    // The schedule runs on a thread of its own with a precise sleep: Tokio's timer has a
    // 1 ms resolution, which would send the requests in bursts and report the rounding as lag.
    let runtime = tokio::runtime::Handle::current();
    let client = client.clone();
    let (start, tasks) = tokio::task::spawn_blocking(move || {
        let start = Instant::now();
        let mut tasks = Vec::with_capacity(count as usize);
        for i in 0..count {
            let due = start + interval.mul_f64(i as f64);
            demo::sleep_until(due);
            let lag = Instant::now().saturating_duration_since(due);
            let id = first_id + i;
            let task = runtime.spawn(one(client.clone(), target.clone(), id));
            tasks.push((id, lag, task));
        }
        (start, tasks)
    })
    .await
    .expect("the schedule thread panicked");
    let mut outcomes = Vec::with_capacity(tasks.len());
    for (id, lag, task) in tasks {
        let outcome = task
            .await
            .unwrap_or_else(|_| Err("the task panicked".into()));
        outcomes.push((id, lag, outcome));
    }
    Run {
        outcomes,
        elapsed: start.elapsed(),
    }
}

/// `label  p50 …  p90 …  p99 …  max …`, in milliseconds.
fn quantiles(label: &str, h: &Histogram<u64>) -> String {
    format!(
        "{label}  p50 {}  p90 {}  p99 {}  max {}",
        micros(h, 0.5),
        micros(h, 0.9),
        micros(h, 0.99),
        micros(h, 1.0)
    )
}

fn micros(h: &Histogram<u64>, q: f64) -> String {
    format!("{:.3}", h.value_at_quantile(q) as f64 / 1000.0)
}

/// One system at one rate, for the side-by-side table.
struct Summary {
    overhead: Histogram<u64>,
    server_log: Option<Histogram<u64>>,
    errors: usize,
    sent: usize,
    achieved: f64,
    lag_p99: String,
}

/// Failed requests by kind: `3 timed out, 1 HTTP 500`.
fn tally(errors: &HashMap<String, usize>) -> String {
    let mut kinds: Vec<_> = errors.iter().collect();
    kinds.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    kinds
        .iter()
        .map(|(kind, n)| format!("{n} {kind}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn report(
    rate: u32,
    run: &Run,
    waits: &Waits,
    server_times: &ServerLog,
    offline: bool,
) -> anyhow::Result<Summary> {
    let mut server_side = Histogram::<u64>::new(3)?;
    let mut own = Histogram::<u64>::new(3)?;
    let mut db_read = Histogram::<u64>::new(3)?;
    let mut db_write = Histogram::<u64>::new(3)?;
    let mut rest = Histogram::<u64>::new(3)?;
    let mut without_write = Histogram::<u64>::new(3)?;
    let mut overhead = Histogram::<u64>::new(3)?;
    let mut total = Histogram::<u64>::new(3)?;
    let mut wait = Histogram::<u64>::new(3)?;
    let mut lag = Histogram::<u64>::new(3)?;
    let mut errors = 0;
    let mut kinds = HashMap::<String, usize>::new();
    let waits = waits.lock().unwrap();
    let server_times = server_times.lock().unwrap();
    for (id, late, outcome) in &run.outcomes {
        lag.record(late.as_micros() as u64)?;
        let provider_wait = if offline {
            Some(&Duration::ZERO)
        } else {
            waits.get(id)
        };
        match (outcome, provider_wait, server_times.get(id)) {
            (Ok(t), Some(w), Some(s)) => {
                server_side.record(s.latency.saturating_sub(*w).as_micros() as u64)?;
                let ours = s.latency.saturating_sub(s.provider);
                own.record(ours.as_micros() as u64)?;
                db_read.record(s.db_read.as_micros() as u64)?;
                db_write.record(s.db_write.as_micros() as u64)?;
                rest.record((ours.saturating_sub(s.db_read + s.db_write)).as_micros() as u64)?;
                without_write.record(ours.saturating_sub(s.db_write).as_micros() as u64)?;
                total.record(t.as_micros() as u64)?;
                wait.record(w.as_micros() as u64)?;
                overhead.record(t.saturating_sub(*w).as_micros() as u64)?;
            }
            (Err(kind), _, _) => {
                errors += 1;
                *kinds.entry(kind.clone()).or_default() += 1;
            }
            (Ok(_), None, _) => {
                errors += 1;
                *kinds.entry("no provider wait recorded".into()).or_default() += 1;
            }
            (Ok(_), _, None) => {
                errors += 1;
                *kinds.entry("no server log line".into()).or_default() += 1;
            }
        }
    }
    let sent = run.outcomes.len();
    let achieved = sent as f64 / run.elapsed.as_secs_f64();
    println!(
        "rate {rate}/s: {sent} requests in {:.1} s ({achieved:.0}/s achieved), {errors} errors{}",
        run.elapsed.as_secs_f64(),
        if errors > 0 {
            format!(" ({})", tally(&kinds))
        } else {
            String::new()
        }
    );
    println!(
        "{}",
        quantiles(
            "  server overhead ms (server's latency - provider wait)",
            &server_side
        )
    );
    println!(
        "{}",
        quantiles(
            "  server overhead ms (server's latency - its own provider wait)",
            &own
        )
    );
    println!(
        "    of which: database read p50 {} p99 {}; durable write p50 {} p99 {}; the rest (HTTP, GraphQL, auth, engine, provider client) p50 {} p99 {}",
        micros(&db_read, 0.5),
        micros(&db_read, 0.99),
        micros(&db_write, 0.5),
        micros(&db_write, 0.99),
        micros(&rest, 0.5),
        micros(&rest, 0.99)
    );
    println!(
        "{}",
        quantiles("    everything but the durable write", &without_write)
    );
    println!(
        "{}",
        quantiles(
            "  client-observed overhead ms (client total - provider wait)",
            &overhead
        )
    );
    println!(
        "  total ms     p50 {}  p99 {}   provider wait ms p50 {}  p99 {}",
        micros(&total, 0.5),
        micros(&total, 0.99),
        micros(&wait, 0.5),
        micros(&wait, 0.99)
    );
    println!(
        "  driver lag behind schedule ms  p99 {}  max {}",
        micros(&lag, 0.99),
        micros(&lag, 1.0)
    );
    Ok(Summary {
        overhead,
        server_log: Some(server_side),
        errors,
        sent,
        achieved,
        lag_p99: micros(&lag, 0.99),
    })
}

/// The peer at one rate: the client's total minus the fake's hold time, as for Superprompt.
fn report_peer(rate: u32, run: &Run, waits: &Waits) -> anyhow::Result<Summary> {
    let mut overhead = Histogram::<u64>::new(3)?;
    let mut total = Histogram::<u64>::new(3)?;
    let mut wait = Histogram::<u64>::new(3)?;
    let mut lag = Histogram::<u64>::new(3)?;
    let mut errors = 0;
    let mut kinds = HashMap::<String, usize>::new();
    let waits = waits.lock().unwrap();
    for (id, late, outcome) in &run.outcomes {
        lag.record(late.as_micros() as u64)?;
        match (outcome, waits.get(id)) {
            (Ok(t), Some(w)) => {
                total.record(t.as_micros() as u64)?;
                wait.record(w.as_micros() as u64)?;
                overhead.record(t.saturating_sub(*w).as_micros() as u64)?;
            }
            (Err(kind), _) => {
                errors += 1;
                *kinds.entry(kind.clone()).or_default() += 1;
            }
            (Ok(_), None) => {
                errors += 1;
                *kinds.entry("no provider wait recorded".into()).or_default() += 1;
            }
        }
    }
    let sent = run.outcomes.len();
    let achieved = sent as f64 / run.elapsed.as_secs_f64();
    println!(
        "LiteLLM, rate {rate}/s: {sent} requests, all answered {:.1} s after the first was sent, {errors} errors{}",
        run.elapsed.as_secs_f64(),
        if errors > 0 {
            format!(" ({})", tally(&kinds))
        } else {
            String::new()
        }
    );
    println!(
        "{}",
        quantiles(
            "  client-observed overhead ms (client total - provider wait)",
            &overhead
        )
    );
    println!(
        "  total ms     p50 {}  p99 {}   provider wait ms p50 {}  p99 {}",
        micros(&total, 0.5),
        micros(&total, 0.99),
        micros(&wait, 0.5),
        micros(&wait, 0.99)
    );
    println!(
        "  driver lag behind schedule ms  p99 {}  max {}",
        micros(&lag, 0.99),
        micros(&lag, 1.0)
    );
    Ok(Summary {
        overhead,
        server_log: None,
        errors,
        sent,
        achieved,
        lag_p99: micros(&lag, 0.99),
    })
}

/// Waits until the peer has sent the fake nothing for 3 s (at most 5 minutes), so the next run
/// does not share the cores with the backlog of this one.
async fn drain(last_request: &LastRequest) {
    let started = Instant::now();
    const QUIET: Duration = Duration::from_secs(3);
    while last_request.lock().unwrap().elapsed() < QUIET
        && started.elapsed() < Duration::from_secs(300)
    {
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let last = *last_request.lock().unwrap();
    println!(
        "  LiteLLM went on calling the provider for {:.1} s after its last answer or timeout{}",
        last.saturating_duration_since(started).as_secs_f64(),
        if last.elapsed() < QUIET {
            " (and still does: the next run shares the cores with it)"
        } else {
            ""
        }
    );
}

/// The side-by-side table: each system's overhead at each rate, and LiteLLM's over ours.
fn print_table(rows: &[(u32, Summary, Option<Summary>)]) {
    let ms = |h: &Histogram<u64>, q: f64| {
        if h.is_empty() {
            "-".to_string()
        } else {
            micros(h, q)
        }
    };
    let ratio = |peer: &Histogram<u64>, ours: &Histogram<u64>, q: f64| {
        if peer.is_empty() || ours.is_empty() {
            return "-".to_string();
        }
        let ours = ours.value_at_quantile(q).max(1) as f64;
        format!("{:.1}x", peer.value_at_quantile(q) as f64 / ours)
    };
    println!();
    println!(
        "overhead per request = client total - fake provider's hold time, ms (p50 / p99); ratio = LiteLLM / Superprompt"
    );
    println!(
        "done/s = requests / time from the first sent to the last answered or timed out; lag = how late the driver sent, ms"
    );
    println!(
        "{:>6}  {:<24} {:>9} {:>9} {:>8} {:>9} {:>9}   {:<26}",
        "rate", "system", "p50", "p99", "errors", "done/s", "lag p99", "server log p50 / p99"
    );
    for (rate, ours, peer) in rows {
        let server_log = ours
            .server_log
            .as_ref()
            .map(|h| format!("{} / {}", ms(h, 0.5), ms(h, 0.99)))
            .unwrap_or_default();
        for (name, s, log) in [("Superprompt", Some(ours), server_log)]
            .into_iter()
            .chain(peer.iter().map(|p| ("LiteLLM", Some(p), String::new())))
        {
            let s = s.expect("a row");
            println!(
                "{:>5}/s  {:<24} {:>9} {:>9} {:>8} {:>9.0} {:>9}   {:<26}",
                rate,
                name,
                ms(&s.overhead, 0.5),
                ms(&s.overhead, 0.99),
                format!("{}/{}", s.errors, s.sent),
                s.achieved,
                s.lag_p99,
                log
            );
        }
        if let Some(peer) = peer {
            println!(
                "{:>7} {:<24} {:>9} {:>9}",
                "",
                "ratio LiteLLM/ours",
                ratio(&peer.overhead, &ours.overhead, 0.5),
                ratio(&peer.overhead, &ours.overhead, 0.99)
            );
        }
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let waits: Waits = Arc::default();
    let server_times: ServerLog = Arc::default();
    let template: Template = Arc::default();
    let last_request: LastRequest = Arc::new(Mutex::new(Instant::now()));
    let provider = start_fake(
        Duration::from_millis(args.provider_delay_ms),
        args.provider_port,
        waits.clone(),
        template.clone(),
        last_request.clone(),
    )
    .await?;
    let server = start_server(&args, provider, server_times.clone()).await?;
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(2048)
        .build()?;
    let token = demo::sign_in(&client, &server.base).await?;
    let engine_prefix = if args.offline { "offline" } else { "fake:" };
    let ours = Arc::new(Target::Superprompt {
        url: format!("{}/graphql", server.base),
        token,
        engine_prefix,
    });
    if args.offline {
        println!("offline engine, no provider: server overhead = client total");
    } else {
        println!(
            "server overhead per generation = client total - fake provider wait ({} ms per answer, fake provider on {provider})",
            args.provider_delay_ms
        );
    }
    // Warm up connections, statement caches and the allocator.
    run_rate(&client, ours.clone(), 200, 2, 0).await;
    // The peer gets the request Superprompt sent the provider, and a client of its own with a
    // timeout (it may fall far behind the schedule).
    let peer = match &args.litellm {
        None => None,
        Some(spec) => {
            ensure!(
                !args.offline,
                "--litellm needs the fake provider, not --offline"
            );
            let (base, key) = spec.split_once(',').context("--litellm takes URL,KEY")?;
            let (template_id, body) = template
                .lock()
                .unwrap()
                .clone()
                .context("the fake provider saw no request from Superprompt")?;
            println!(
                "LiteLLM at {base}: each request is the chat completion Superprompt sent the provider ({} bytes, {}), with its own id",
                body.len(),
                if body.contains("\"stream\":true") {
                    "streamed"
                } else {
                    "not streamed"
                }
            );
            let target = Arc::new(Target::LiteLlm {
                url: format!("{}/v1/chat/completions", base.trim_end_matches('/')),
                key: key.to_string(),
                body,
                template_id,
            });
            let peer_client = reqwest::Client::builder()
                .pool_max_idle_per_host(2048)
                .timeout(Duration::from_secs(args.peer_timeout_s))
                .build()?;
            // Gently (it may answer fewer than 50 a second here), and let it finish before
            // the first measured run.
            let warm = run_rate(&peer_client, target.clone(), 20, 5, 500_000).await;
            let failed = warm.outcomes.iter().filter(|o| o.2.is_err()).count();
            ensure!(
                failed < warm.outcomes.len(),
                "LiteLLM answered none of its warm-up requests: {:?}",
                warm.outcomes.first().map(|o| &o.2)
            );
            drain(&last_request).await;
            Some((peer_client, target))
        }
    };
    let mut rows = Vec::new();
    let mut next = 1_000_000;
    for rate in &args.rates {
        let run = run_rate(&client, ours.clone(), *rate, args.seconds, next).await;
        // Let the last log lines arrive.
        tokio::time::sleep(Duration::from_millis(200)).await;
        let summary = report(*rate, &run, &waits, &server_times, args.offline)?;
        let peer_summary = match &peer {
            None => None,
            Some((peer_client, target)) => {
                // A pause between the two systems, so neither runs in the other's wake.
                tokio::time::sleep(Duration::from_secs(2)).await;
                let run = run_rate(
                    peer_client,
                    target.clone(),
                    *rate,
                    args.seconds,
                    next + 500_000,
                )
                .await;
                let summary = report_peer(*rate, &run, &waits)?;
                if rate != args.rates.last().expect("a rate") {
                    drain(&last_request).await;
                }
                Some(summary)
            }
        };
        rows.push((*rate, summary, peer_summary));
        next += 1_000_000;
    }
    drop(server);
    if let Some(server) = &args.postgres {
        // The server was killed on drop; give it a moment to close its connections.
        tokio::time::sleep(Duration::from_millis(500)).await;
        demo::drop_database(server, &args.database).await;
    }
    if peer.is_some() {
        print_table(&rows);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_request_id_in_a_provider_request() {
        let body = json!({ "messages": [{ "role": "user", "content": format!("Task: write an email ({MARK}42)") }] }).to_string();
        assert_eq!(request_id(&body), Some(42));
        assert_eq!(request_id("no id here"), None);
    }

    #[test]
    fn replays_a_provider_request_with_another_id() {
        let body = json!({ "model": "fake-model", "stream": true, "messages": [{ "role": "user", "content": format!("Task: write an email ({MARK}7)") }] }).to_string();
        let replay = with_id(&body, 7, 1_500_042);
        assert_eq!(request_id(&replay), Some(1_500_042));
        assert_eq!(replay.len(), body.len() + 6);
        assert!(replay.contains("\"stream\":true"));
    }
}
