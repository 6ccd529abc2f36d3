//! Library latency, end to end over HTTP and GraphQL: listing a folder of 1,000 prompts and
//! full-text searching a library of 100,000.
//!
//! It starts the release `superprompt serve` on a fresh data directory (SQLite, or PostgreSQL
//! with `--database-url`), makes the demo user Pro, fills the library through `importLibrary`
//! (5,000 prompts per import; one folder "Big" of `--folder-size` prompts, the rest in folders of
//! 1,000; on PostgreSQL it then runs ANALYZE, as autovacuum would), then times, one request at a time: the first page (50) of "Big", a 500-prompt page of
//! "Big", and searches for a common word, a rare word, two words and a word prefix.
//!
//! Usage: `library-bench --bin target/release/superprompt [--prompts 100000]
//! [--folder-size 1000] [--iterations 300] [--database-url postgres://…]`.

#[path = "../../support/demo.rs"]
mod demo;

use std::{path::PathBuf, time::Duration, time::Instant};

use anyhow::{Context, bail, ensure};
use clap::Parser;
use hdrhistogram::Histogram;
use serde_json::{Value, json};

#[derive(Parser)]
struct Args {
    /// The `superprompt` binary to measure (a release build).
    #[arg(long)]
    bin: PathBuf,
    #[arg(long, default_value_t = 100_000)]
    prompts: usize,
    #[arg(long, default_value_t = 1_000)]
    folder_size: usize,
    /// Timed requests per measurement.
    #[arg(long, default_value_t = 300)]
    iterations: u32,
    #[arg(long, default_value_t = 18_093)]
    port: u16,
    /// A PostgreSQL database to use instead of SQLite (it must be empty).
    #[arg(long)]
    database_url: Option<String>,
}

/// Words prompts are made of: every text draws from them, so each is common.
const WORDS: &[&str] = &[
    "write",
    "summarise",
    "explain",
    "draft",
    "review",
    "plan",
    "design",
    "create",
    "analyse",
    "compare",
    "email",
    "report",
    "launch",
    "customer",
    "product",
    "team",
    "meeting",
    "budget",
    "strategy",
    "campaign",
    "audience",
    "tone",
    "friendly",
    "formal",
    "concise",
    "detailed",
    "bullet",
    "points",
    "table",
    "steps",
    "example",
    "role",
    "expert",
    "senior",
    "engineer",
    "marketing",
    "sales",
    "support",
    "onboarding",
    "feedback",
    "survey",
    "roadmap",
    "feature",
    "release",
    "notes",
    "blog",
    "post",
    "tweet",
    "thread",
    "video",
    "script",
    "scene",
    "camera",
    "lighting",
    "portrait",
    "landscape",
    "photo",
    "style",
    "colour",
    "palette",
    "json",
    "schema",
    "fields",
    "data",
    "api",
    "endpoint",
    "error",
    "handling",
    "tests",
    "code",
    "python",
    "rust",
    "query",
    "database",
    "index",
    "performance",
    "security",
    "privacy",
    "policy",
    "contract",
    "legal",
    "finance",
    "invoice",
    "pricing",
    "discount",
    "offer",
    "newsletter",
    "headline",
    "outline",
    "chapter",
    "story",
    "character",
    "dialogue",
    "lesson",
    "student",
    "teacher",
    "quiz",
    "recipe",
    "travel",
    "itinerary",
    "fitness",
    "coach",
];

/// A small deterministic generator (xorshift), so every run builds the same library.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn word(&mut self) -> &'static str {
        WORDS[(self.next() % WORDS.len() as u64) as usize]
    }
    fn words(&mut self, n: usize) -> String {
        (0..n).map(|_| self.word()).collect::<Vec<_>>().join(" ")
    }
}

fn prompt(rng: &mut Rng, n: usize) -> Value {
    // One prompt in a thousand mentions a rare word.
    let rare = if n % 1000 == 7 { " zephyr" } else { "" };
    let tags: Vec<&str> = (0..2).map(|_| rng.word()).collect();
    json!({
        "title": format!("{} {n}", rng.words(4)),
        "text": format!("You are a {}. {}.{rare}\n\n{}.", rng.words(2), rng.words(40), rng.words(20)),
        "description": rng.words(8),
        "generator": "AI_AMPLIFIER",
        "tags": tags,
        "createdAt": "2026-11-01T00:00:00Z",
        "updatedAt": "2026-11-01T00:00:00Z",
        "versions": [],
    })
}

/// The library as folders of prompts: "Big" first, then folders of 1,000.
fn folders(args: &Args) -> Vec<(String, usize)> {
    let mut folders = vec![("Big".to_owned(), args.folder_size.min(args.prompts))];
    let mut left = args.prompts.saturating_sub(args.folder_size);
    let mut n = 1;
    while left > 0 {
        let size = left.min(1000);
        folders.push((format!("Archive {n:03}"), size));
        left -= size;
        n += 1;
    }
    folders
}

struct Server {
    _child: tokio::process::Child,
    _dir: tempfile::TempDir,
    base: String,
}

async fn start_server(args: &Args) -> anyhow::Result<Server> {
    let dir = tempfile::tempdir()?;
    let command = |argv: &[&str]| {
        let mut c = demo::server_command(
            &args.bin,
            dir.path(),
            &dir.path().join("none.toml"),
            args.port,
            argv,
        );
        if let Some(url) = &args.database_url {
            c.env("SUPERPROMPT_DATABASE__URL", url);
        }
        c
    };
    for setup in demo::DEMO_SETUP {
        let status = command(setup).status().await?;
        ensure!(status.success(), "`superprompt {}` failed", setup.join(" "));
    }
    let child = command(&["serve"]).kill_on_drop(true).spawn()?;
    let server = Server {
        _child: child,
        _dir: dir,
        base: format!("http://127.0.0.1:{}", args.port),
    };
    demo::wait_ready(&server.base).await?;
    Ok(server)
}

struct Api {
    client: reqwest::Client,
    url: String,
    token: String,
}

impl Api {
    async fn call(&self, query: &str, variables: Value) -> anyhow::Result<Value> {
        let body: Value = self
            .client
            .post(&self.url)
            .bearer_auth(&self.token)
            .json(&json!({ "query": query, "variables": variables }))
            .send()
            .await?
            .json()
            .await?;
        if let Some(errors) = body.get("errors") {
            bail!("{query}: {errors}");
        }
        Ok(body["data"].clone())
    }
}

/// Fills the library, 5,000 prompts per import (the server's per-import cap).
async fn fill(api: &Api, args: &Args) -> anyhow::Result<()> {
    let mut rng = Rng(0x5eed_1234_abcd_9876);
    let mut n = 0;
    let mut chunk: Vec<Value> = Vec::new();
    let mut in_chunk = 0;
    let started = Instant::now();
    let folders = folders(args);
    for (i, (name, size)) in folders.iter().enumerate() {
        let prompts: Vec<Value> = (0..*size)
            .map(|_| {
                n += 1;
                prompt(&mut rng, n)
            })
            .collect();
        in_chunk += size;
        chunk
            .push(json!({ "name": name, "createdAt": "2026-11-01T00:00:00Z", "prompts": prompts }));
        let last = i + 1 == folders.len();
        if in_chunk >= 5000 || last || in_chunk + folders[i + 1].1 > 5000 {
            let export = json!({ "format": "superprompt-library", "version": 1, "exportedAt": "2026-11-01T00:00:00Z", "folders": chunk });
            api.call(
                "mutation($j: String!) { importLibrary(json: $j) { prompts } }",
                json!({ "j": export.to_string() }),
            )
            .await?;
            chunk = Vec::new();
            in_chunk = 0;
        }
    }
    let elapsed = started.elapsed();
    println!(
        "filled {n} prompts in {} folders in {:.1} s ({:.0} prompts/s through importLibrary)",
        folders.len(),
        elapsed.as_secs_f64(),
        n as f64 / elapsed.as_secs_f64()
    );
    Ok(())
}

async fn measure(
    api: &Api,
    iterations: u32,
    label: &str,
    query: &str,
    variables: Value,
    check: impl Fn(&Value) -> usize,
) -> anyhow::Result<()> {
    let mut histogram = Histogram::<u64>::new_with_bounds(1, 60_000_000, 3)?;
    let mut results = 0;
    // Warm up: caches and prepared statements, as a running server has them.
    for _ in 0..5 {
        api.call(query, variables.clone()).await?;
    }
    for _ in 0..iterations {
        let started = Instant::now();
        let data = api.call(query, variables.clone()).await?;
        histogram.record(started.elapsed().as_micros().max(1) as u64)?;
        results = check(&data);
    }
    let ms = |q: f64| histogram.value_at_quantile(q) as f64 / 1000.0;
    println!(
        "{label:<44} {results:>6} {:>8.2} {:>8.2} {:>8.2} {:>8.2}",
        ms(0.5),
        ms(0.9),
        ms(0.99),
        histogram.max() as f64 / 1000.0
    );
    Ok(())
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let server = start_server(&args).await?;
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(600))
        .build()?;
    let token = demo::sign_in(&client, &server.base).await?;
    let api = Api {
        client,
        url: format!("{}/graphql", server.base),
        token,
    };
    fill(&api, &args).await?;
    if let Some(url) = &args.database_url {
        // A deployment's autovacuum analyzes the table after a bulk load; the PostgreSQL on
        // these machines runs with autovacuum off, so do what it would. Without statistics
        // the planner reads every prompt of the user instead of the search index.
        let status = tokio::process::Command::new("psql")
            .args([url.as_str(), "-qc", "ANALYZE"])
            .status()
            .await?;
        ensure!(status.success(), "psql ANALYZE failed");
    }
    let folders = api
        .call("{ folders { id name promptCount } }", json!({}))
        .await?;
    let big = folders["folders"]
        .as_array()
        .and_then(|f| f.iter().find(|f| f["name"] == "Big"))
        .context("no Big folder")?;
    let big_id = big["id"].clone();
    println!(
        "\nbackend: {}; library: {} prompts; \"Big\": {} prompts; {} sequential requests each\n",
        if args.database_url.is_some() {
            "PostgreSQL"
        } else {
            "SQLite"
        },
        args.prompts,
        big["promptCount"],
        args.iterations
    );
    println!(
        "{:<44} {:>6} {:>8} {:>8} {:>8} {:>8}",
        "request (ms)", "items", "p50", "p90", "p99", "max"
    );
    let page = "query($f: ID!, $l: Int!) { savedPrompts(folderId: $f, limit: $l) { total items { id title text tags updatedAt } } }";
    let items = |d: &Value| d["savedPrompts"]["items"].as_array().map_or(0, Vec::len);
    measure(
        &api,
        args.iterations,
        "list \"Big\": first page of 50",
        page,
        json!({ "f": big_id, "l": 50 }),
        items,
    )
    .await?;
    measure(
        &api,
        args.iterations,
        "list \"Big\": a page of 500",
        page,
        json!({ "f": big_id, "l": 500 }),
        items,
    )
    .await?;
    let search = "query($q: String!) { searchSavedPrompts(query: $q, limit: 20) { id title } }";
    let found = |d: &Value| d["searchSavedPrompts"].as_array().map_or(0, Vec::len);
    for (label, query) in [
        ("search a common word (\"email\")", "email"),
        ("search a rare word (\"zephyr\", 0.1%)", "zephyr"),
        ("search two words (\"launch campaign\")", "launch campaign"),
        ("search a prefix (\"onboard\")", "onboard"),
    ] {
        measure(
            &api,
            args.iterations,
            label,
            search,
            json!({ "q": query }),
            found,
        )
        .await?;
    }
    Ok(())
}
