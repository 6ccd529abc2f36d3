//! Durability under kill -9 (issue 25): every write a client saw acknowledged survives a SIGKILL
//! of the server in the middle of a load.
//!
//! Per round: `superprompt serve` runs on one data directory (SQLite by default; with
//! `--postgres`, a database the driver creates on that server), the Pro demo user signs in, and
//! an open-loop schedule sends `rate` requests a second, alternating `savePrompt` and
//! `generatePrompt` (the offline engine: no provider is configured), each with a marker of its
//! own in its text. Every request that got a GraphQL answer with an id is acknowledged. After a
//! random 1–3 s the server is killed with SIGKILL (the schedule goes on for a moment, so the kill
//! lands among requests in flight), started again on the same data, and every acknowledged
//! write of the round is read back through the API (`savedPrompt(id)`, `generation(id)`) and
//! must carry its marker. Requests that failed (no answer: the connection was reset or refused
//! by the kill) were never acknowledged and are not losses. After the last round, every
//! acknowledged write of every round is read back once more.
//!
//! Usage: `durability-bench --bin target/release/superprompt [--rounds 20] [--rate 500]
//! [--postgres postgres://postgres@127.0.0.1:5432/postgres]`. See bench/durability.sh. Exits 1
//! if anything acknowledged was lost.

#[path = "../../support/demo.rs"]
mod demo;

use std::{
    collections::{HashSet, hash_map::RandomState},
    hash::BuildHasher,
    path::PathBuf,
    process::Stdio,
    sync::Arc,
    time::{Duration, Instant},
};

use anyhow::{Context, bail, ensure};
use clap::Parser;
use futures::{StreamExt, stream};
use serde_json::{Value, json};

#[derive(Parser)]
struct Args {
    /// The `superprompt` binary under test (a release build).
    #[arg(long)]
    bin: PathBuf,
    /// How many times to kill and restart the server.
    #[arg(long, default_value_t = 20)]
    rounds: u32,
    /// Writes per second (open loop), half saves and half generations.
    #[arg(long, default_value_t = 500)]
    rate: u32,
    /// A PostgreSQL server to run on instead of SQLite, e.g.
    /// postgres://postgres@127.0.0.1:5432/postgres: the driver creates `--database` on it
    /// (dropping any left from an earlier run), uses it for every round and drops it at the end.
    #[arg(long)]
    postgres: Option<String>,
    /// The database the driver creates on the `--postgres` server.
    #[arg(long, default_value = "superprompt_durability")]
    database: String,
    /// The earliest kill, in milliseconds after the load starts.
    #[arg(long, default_value_t = 1000)]
    min_kill_ms: u64,
    /// The latest kill, in milliseconds after the load starts.
    #[arg(long, default_value_t = 3000)]
    max_kill_ms: u64,
    /// Port for the server under test.
    #[arg(long, default_value_t = 18286)]
    port: u16,
}

/// How long the schedule keeps sending after the kill: those requests must fail, not vanish.
const TAIL: Duration = Duration::from_millis(300);

const SAVE: &str = "mutation($input: SavePromptInputGql!) { savePrompt(input: $input) { id } }";
const GENERATE: &str =
    "mutation($d: String!) { generatePrompt(description: $d) { generation { id } } }";
const READ_SAVED: &str = "query($id: ID!) { savedPrompt(id: $id) { id text } }";
const READ_GENERATION: &str = "query($id: ID!) { generation(id: $id) { id description } }";

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Save,
    Generation,
}

/// A write the server acknowledged: what it was, the id it answered, and the marker its text
/// carries.
#[derive(Clone, Debug)]
struct Ack {
    kind: Kind,
    id: String,
    marker: String,
}

enum Outcome {
    Acknowledged(Ack),
    /// An answer, but an error or no id: nothing was acknowledged (and it is reported, since
    /// the server should not refuse these writes).
    Refused(String),
    /// No answer (the connection was refused or reset), observed at this instant.
    Failed(Instant),
}

/// How to run `superprompt` on the data under test.
struct Target {
    bin: PathBuf,
    data_dir: PathBuf,
    config: PathBuf,
    database_url: Option<String>,
    port: u16,
}

impl Target {
    fn command(&self, args: &[&str]) -> tokio::process::Command {
        let mut c = demo::server_command(&self.bin, &self.data_dir, &self.config, self.port, args);
        if let Some(url) = &self.database_url {
            c.env("SUPERPROMPT_DATABASE__URL", url);
        }
        c
    }

    fn base(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// Starts `superprompt serve` and waits until it is ready; returns it with the time that took.
    async fn serve(&self) -> anyhow::Result<(Server, Duration)> {
        let started = Instant::now();
        let mut child = self
            .command(&["serve"])
            .stdout(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .with_context(|| format!("starting {}", self.bin.display()))?;
        let stdout = child.stdout.take().context("no server stdout")?;
        tokio::spawn(forward_log(stdout));
        let mut server = Server { child };
        wait_ready(&self.base(), &mut server.child).await?;
        Ok((server, started.elapsed()))
    }
}

/// The server under test, killed when dropped.
struct Server {
    child: tokio::process::Child,
}

impl Server {
    /// SIGKILL, and wait for the process to be gone.
    async fn kill(mut self) -> anyhow::Result<()> {
        self.child.start_kill()?;
        self.child.wait().await?;
        Ok(())
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.start_kill();
    }
}

/// Whatever the server warns about is part of the result.
async fn forward_log(stdout: tokio::process::ChildStdout) {
    use tokio::io::AsyncBufReadExt;
    let mut lines = tokio::io::BufReader::new(stdout).lines();
    while let Ok(Some(line)) = lines.next_line().await {
        eprintln!("server: {line}");
    }
}

/// Waits up to 60 s for `GET /readyz` to answer 200, polling every 10 ms (the time to ready
/// after a kill is reported); fails at once if the server exits.
async fn wait_ready(base: &str, child: &mut tokio::process::Child) -> anyhow::Result<()> {
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(2))
        .build()?;
    let deadline = Instant::now() + Duration::from_secs(60);
    while Instant::now() < deadline {
        if let Some(status) = child.try_wait()? {
            bail!("the server exited while starting: {status}");
        }
        if let Ok(r) = client.get(format!("{base}/readyz")).send().await
            && r.status().is_success()
        {
            return Ok(());
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    bail!("the server did not become ready within 60 s")
}

/// A random number in `low..=high` (std's per-process random hash keys are enough here).
fn random_between(low: u64, high: u64) -> u64 {
    let r = RandomState::new().hash_one(Instant::now());
    low + r % (high - low + 1)
}

fn client() -> anyhow::Result<reqwest::Client> {
    Ok(reqwest::Client::builder()
        .pool_max_idle_per_host(1024)
        .timeout(Duration::from_secs(10))
        .build()?)
}

struct Api {
    client: reqwest::Client,
    url: Arc<str>,
    token: Arc<str>,
}

async fn write(api: Arc<Api>, kind: Kind, marker: String) -> Outcome {
    let body = match kind {
        Kind::Save => json!({ "query": SAVE, "variables": { "input": {
            "title": format!("Durability {marker}"),
            "text": format!("Summarise the incident report for the on-call team ({marker})."),
        } } }),
        Kind::Generation => json!({ "query": GENERATE, "variables": {
            "d": format!("write a cold email to a CTO about our API ({marker})"),
        } }),
    };
    let answer = async {
        api.client
            .post(&*api.url)
            .bearer_auth(&*api.token)
            .json(&body)
            .send()
            .await?
            .json::<Value>()
            .await
    };
    let json = match answer.await {
        Ok(json) => json,
        Err(_) => return Outcome::Failed(Instant::now()),
    };
    let id = match kind {
        Kind::Save => &json["data"]["savePrompt"]["id"],
        Kind::Generation => &json["data"]["generatePrompt"]["generation"]["id"],
    };
    match id.as_str() {
        Some(id) if json.get("errors").is_none_or(Value::is_null) => Outcome::Acknowledged(Ack {
            kind,
            id: id.to_owned(),
            marker,
        }),
        _ => Outcome::Refused(json.to_string()),
    }
}

/// One round's load: what was sent and how each ended, and when the server was killed.
struct Load {
    outcomes: Vec<Outcome>,
    killed_at: Instant,
    kill_after: Duration,
    max_lag: Duration,
}

async fn load_and_kill(
    api: Arc<Api>,
    server: Server,
    round: u32,
    rate: u32,
    kill_after: Duration,
) -> anyhow::Result<Load> {
    let interval = Duration::from_secs_f64(1.0 / f64::from(rate));
    let start = Instant::now();
    let stop = start + kill_after + TAIL;
    let runtime = tokio::runtime::Handle::current();
    // The schedule runs on a thread of its own with a precise sleep (open loop: a request is
    // sent when it is due, whether or not the earlier ones have answered).
    let schedule = tokio::task::spawn_blocking(move || {
        let mut tasks = Vec::new();
        let mut max_lag = Duration::ZERO;
        for i in 0u64.. {
            let due = start + interval.mul_f64(i as f64);
            if due >= stop {
                break;
            }
            demo::sleep_until(due);
            max_lag = max_lag.max(Instant::now().saturating_duration_since(due));
            let kind = if i % 2 == 0 {
                Kind::Save
            } else {
                Kind::Generation
            };
            let marker = format!("durability-r{round}-n{i}");
            tasks.push(runtime.spawn(write(api.clone(), kind, marker)));
        }
        (tasks, max_lag)
    });
    tokio::time::sleep_until((start + kill_after).into()).await;
    let killed_at = Instant::now();
    server.kill().await?;
    let (tasks, max_lag) = schedule.await.context("the schedule thread panicked")?;
    let mut outcomes = Vec::with_capacity(tasks.len());
    for task in tasks {
        outcomes.push(task.await?);
    }
    Ok(Load {
        outcomes,
        killed_at,
        kill_after,
        max_lag,
    })
}

/// What a read-back found.
enum Found {
    Present,
    Lost(String),
}

async fn read_back(api: &Api, ack: &Ack) -> anyhow::Result<Found> {
    let (query, field, text) = match ack.kind {
        Kind::Save => (READ_SAVED, "savedPrompt", "text"),
        Kind::Generation => (READ_GENERATION, "generation", "description"),
    };
    let mut last_error = String::new();
    for attempt in 0..5 {
        if attempt > 0 {
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        let answer = async {
            api.client
                .post(&*api.url)
                .bearer_auth(&*api.token)
                .json(&json!({ "query": query, "variables": { "id": ack.id } }))
                .send()
                .await?
                .json::<Value>()
                .await
        };
        let json = match answer.await {
            Ok(json) => json,
            Err(e) => {
                last_error = e.to_string();
                continue;
            }
        };
        let record = &json["data"][field];
        if record["id"].as_str() == Some(&ack.id) {
            let content = record[text].as_str().unwrap_or_default();
            return Ok(if content.contains(&format!("({})", ack.marker)) {
                Found::Present
            } else {
                Found::Lost(format!(
                    "{:?} {} is there without its marker {}: {content:?}",
                    ack.kind, ack.id, ack.marker
                ))
            });
        }
        let not_found = json["errors"].as_array().is_some_and(|errors| {
            errors
                .iter()
                .any(|e| e["extensions"]["code"] == "NOT_FOUND")
        });
        if not_found {
            return Ok(Found::Lost(format!(
                "{:?} {} ({}) is not found",
                ack.kind, ack.id, ack.marker
            )));
        }
        last_error = json.to_string();
    }
    bail!(
        "could not read back {:?} {}: {last_error}",
        ack.kind,
        ack.id
    )
}

/// Reads every acknowledged write back; returns the ids that are missing (or altered), and
/// prints the first few.
async fn check(api: &Api, acks: &[Ack]) -> anyhow::Result<HashSet<String>> {
    let results: Vec<anyhow::Result<(String, Found)>> =
        stream::iter(acks)
            .map(|ack| async move {
                Ok::<_, anyhow::Error>((ack.id.clone(), read_back(api, ack).await?))
            })
            .buffer_unordered(16)
            .collect()
            .await;
    let mut lost = HashSet::new();
    for result in results {
        if let (id, Found::Lost(why)) = result? {
            if lost.len() < 10 {
                println!("    LOST: {why}");
            }
            lost.insert(id);
        }
    }
    Ok(lost)
}

async fn sign_in(target: &Target) -> anyhow::Result<Api> {
    let client = client()?;
    let token = demo::sign_in(&client, &target.base()).await?;
    Ok(Api {
        client,
        url: format!("{}/graphql", target.base()).into(),
        token: token.into(),
    })
}

async fn run(args: &Args, target: &Target) -> anyhow::Result<u64> {
    ensure!(
        args.min_kill_ms <= args.max_kill_ms,
        "--min-kill-ms is above --max-kill-ms"
    );
    for setup in demo::DEMO_SETUP {
        let status = target.command(setup).status().await?;
        ensure!(status.success(), "`superprompt {}` failed", setup.join(" "));
    }
    let (mut server, _) = target.serve().await?;
    let mut all_acks: Vec<Ack> = Vec::new();
    let mut lost_ids: HashSet<String> = HashSet::new();
    let mut restarts = Vec::new();
    for round in 1..=args.rounds {
        // A client of its own each round: the last round's pooled connections died with it.
        let api = Arc::new(sign_in(target).await?);
        let kill_after = Duration::from_millis(random_between(args.min_kill_ms, args.max_kill_ms));
        let load = load_and_kill(api, server, round, args.rate, kill_after).await?;
        let (restarted, to_ready) = target.serve().await?;
        server = restarted;
        restarts.push(to_ready);

        let sent = load.outcomes.len();
        let mut acks = Vec::new();
        let (mut failed, mut failed_before_kill, mut refused) = (0, 0, 0);
        let mut first_refusal = None;
        for outcome in load.outcomes {
            match outcome {
                Outcome::Acknowledged(ack) => acks.push(ack),
                Outcome::Failed(at) => {
                    failed += 1;
                    if at < load.killed_at {
                        failed_before_kill += 1;
                    }
                }
                Outcome::Refused(answer) => {
                    refused += 1;
                    first_refusal.get_or_insert(answer);
                }
            }
        }
        ensure!(
            !acks.is_empty(),
            "round {round}: nothing was acknowledged, so nothing was tested (first refusal: {})",
            first_refusal.unwrap_or_default()
        );
        let saves = acks.iter().filter(|a| a.kind == Kind::Save).count();
        let api = sign_in(target).await?;
        let lost = check(&api, &acks).await?;
        println!(
            "round {round:>2}: killed after {:.2} s; sent {sent}, acknowledged {} ({saves} saves, {} generations), failed {failed} ({failed_before_kill} before the kill), refused {refused}, lost {}; ready again in {} ms; driver lag max {:.1} ms",
            load.kill_after.as_secs_f64(),
            acks.len(),
            acks.len() - saves,
            lost.len(),
            to_ready.as_millis(),
            load.max_lag.as_secs_f64() * 1000.0,
        );
        if let Some(answer) = first_refusal {
            println!("    first refusal: {answer}");
        }
        lost_ids.extend(lost);
        all_acks.extend(acks);
    }
    // Later kills must not take away what earlier rounds found.
    let api = sign_in(target).await?;
    let lost_at_end = check(&api, &all_acks).await?;
    println!(
        "final read-back of all {} acknowledged writes after {} kills: {} missing",
        all_acks.len(),
        args.rounds,
        lost_at_end.len()
    );
    lost_ids.extend(lost_at_end);
    restarts.sort();
    if let Some(slowest) = restarts.last() {
        println!(
            "restart to ready: median {} ms, max {} ms",
            restarts[restarts.len() / 2].as_millis(),
            slowest.as_millis()
        );
    }
    println!(
        "lost: {} of {} acknowledged writes in {} rounds",
        lost_ids.len(),
        all_acks.len(),
        args.rounds
    );
    server.kill().await?;
    Ok(lost_ids.len() as u64)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let dir = tempfile::tempdir()?;
    let config = dir.path().join("superprompt.toml");
    // No provider: the offline engine writes every prompt.
    std::fs::write(&config, "")?;
    let data_dir = dir.path().join("data");
    std::fs::create_dir(&data_dir)?;
    let database_url = match &args.postgres {
        Some(server) => Some(demo::fresh_database(server, &args.database).await?),
        None => None,
    };
    println!(
        "kill -9 under load: {} rounds at {} writes/s (savePrompt and generatePrompt alternating), SIGKILL {}–{} ms into each; {}",
        args.rounds,
        args.rate,
        args.min_kill_ms,
        args.max_kill_ms,
        match &database_url {
            Some(url) => format!("PostgreSQL ({url})"),
            None => format!("SQLite in {}", data_dir.display()),
        }
    );
    let target = Target {
        bin: args.bin.clone(),
        data_dir,
        config,
        database_url,
        port: args.port,
    };
    let result = run(&args, &target).await;
    if let Some(server) = &args.postgres {
        demo::drop_database(server, &args.database).await;
    }
    let lost = result?;
    drop(dir);
    if lost > 0 {
        std::process::exit(1);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_kill_times_stay_in_range() {
        for _ in 0..1000 {
            let t = random_between(1000, 3000);
            assert!((1000..=3000).contains(&t));
        }
    }
}
