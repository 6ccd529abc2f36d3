//! Soak (issue 25): minutes of a realistic mix at a fixed rate on SQLite, reported minute by
//! minute: requests sent, errors by kind, latency (p50, p99, max) and the server's resident
//! memory (`VmRSS`, with `RssAnon`), so that a slow leak, a cache without bounds or a latency
//! that creeps up shows as a trend rather than hiding in one total.
//!
//! Setup: `superprompt serve` on a fresh SQLite data dir (no provider: the offline engine writes
//! every prompt), `--users` users signed up through the API (code from the outbox) and put on
//! Pro with `superprompt user set-plan`, each with a library of `--prompts` saved prompts in two
//! folders ("SUPER Prompts" and "Work"), and share links made by some of them (prompts, public
//! and link-only, and folders).
//!
//! Load: an open-loop schedule (a thread of its own with a precise sleep, as bench/overhead
//! does): request `i` is sent at `start + i / rate` whether or not the earlier ones have
//! answered, and its latency is counted from that due time, so a slow server cannot slow the
//! load or hide behind it. The mix, per 1,000 requests, in the documents the web app sends:
//!
//! - 350 `me` (the dashboard's `Me`: every page load of a signed-in user asks it);
//! - 50 `folders`, 150 `savedPrompts` (a folder's first page of 20), 100 `searchSavedPrompts`
//!   (one or two words, limit 50): the library, the other thing people open all day;
//! - 150 generations with the offline engine: 90 `generatePromptPrimer`, 40 `generatePrompt`
//!   (Amplifier), 20 `generateImagePrompt` (Midjourney), each a durable write;
//! - 100 share page views (`GET /share/{slug}/{id}`, which counts a view per visitor and hour:
//!   visitors are told apart by user agent, from a pool of 20,000) and 96 `sharedItem` (what
//!   the share page then asks as a guest);
//! - 4 `signIn` (2/s at 500/s): argon2 costs about 19 MiB and tens of milliseconds per hash
//!   here, and the hashing queue refuses past 32 waiting (RATE_LIMITED, an error here), so
//!   sign-ins stay a few a second. A sign-in replaces that user's token for what follows.
//!
//! The kinds are interleaved evenly (smooth weighted round robin), users taken in turn.
//!
//! Every request must answer 200 with no GraphQL error; anything else is an error, counted by
//! kind. Per minute: sent, errors, p50/p99/max, the lowest and highest `VmRSS` and `RssAnon` of
//! the minute (read every second) and SQLite's heap at its end (the `sqlite_memory_used_bytes`
//! gauge of the server's `/metrics`), the CPU the server, this driver and everything else used
//! in it, and how late the schedule ran. At the end, per kind, and a verdict: errors, p99 spread
//! (the slowest minute's p99 over the fastest's), and from minute 2 to the last the growth and
//! the trend (least-squares slope) of the minutes' lowest and highest RSS, with SQLite's heap.
//! Exits 1 on any error.
//!
//! Usage: `soak-bench --bin target/release/superprompt [--minutes 10] [--rate 500]`. See
//! bench/soak.sh.

#[path = "../../support/demo.rs"]
mod demo;

use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
    process::Stdio,
    sync::{
        Arc, Mutex, RwLock,
        atomic::{AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use anyhow::{Context, bail, ensure};
use clap::Parser;
use hdrhistogram::Histogram;
use serde_json::{Value, json};

#[derive(Parser)]
struct Args {
    /// The `superprompt` binary under test (a release build).
    #[arg(long)]
    bin: PathBuf,
    /// How long the load runs, in minutes.
    #[arg(long, default_value_t = 10)]
    minutes: u32,
    /// Requests per second (open loop).
    #[arg(long, default_value_t = 500)]
    rate: u32,
    /// Users signed up, each on Pro with a library.
    #[arg(long, default_value_t = 20)]
    users: usize,
    /// Saved prompts per user, half in "SUPER Prompts" and half in "Work".
    #[arg(long, default_value_t = 100)]
    prompts: usize,
    /// Users who share one of their prompts (and the first four their "Work" folder too).
    #[arg(long, default_value_t = 10)]
    sharers: usize,
    /// Port for the server under test.
    #[arg(long, default_value_t = 18295)]
    port: u16,
}

const PASSWORD: &str = "Soak-pass-2026!";
/// Distinct share-page visitors (by user agent): a view counts once per visitor and hour.
const VISITORS: u64 = 20_000;
/// A request that has not answered in this long is an error (timeout).
const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Kind {
    Me,
    Folders,
    SavedPrompts,
    Search,
    Primer,
    Amplifier,
    Image,
    SharePage,
    SharedItem,
    SignIn,
}

/// The mix, per 1,000 requests (see the module's comment for why).
const MIX: [(Kind, u32); 10] = [
    (Kind::Me, 350),
    (Kind::Folders, 50),
    (Kind::SavedPrompts, 150),
    (Kind::Search, 100),
    (Kind::Primer, 90),
    (Kind::Amplifier, 40),
    (Kind::Image, 20),
    (Kind::SharePage, 100),
    (Kind::SharedItem, 96),
    (Kind::SignIn, 4),
];

/// One cycle of the mix, its kinds spread evenly (smooth weighted round robin: each kind
/// comes up once per `total / weight` slots, so the 4 sign-ins are 250 requests apart).
fn mix_cycle() -> Vec<Kind> {
    let total: i64 = MIX.iter().map(|(_, w)| i64::from(*w)).sum();
    let mut current = [0i64; MIX.len()];
    (0..total)
        .map(|_| {
            for (c, (_, w)) in current.iter_mut().zip(MIX) {
                *c += i64::from(w);
            }
            let (best, _) = current
                .iter()
                .enumerate()
                .max_by_key(|(i, c)| (**c, std::cmp::Reverse(*i)))
                .expect("the mix is not empty");
            current[best] -= total;
            MIX[best].0
        })
        .collect()
}

// The web app's documents (web/src/features/*/api), with the fragments they use.
const SESSION_USER_FIELDS: &str = "fragment SessionUserFields on User { id userId email name givenName familyName profilePhoto emailVerified hasPassword loginType groups isStaff equippedTitle referralCodeInternal onboarded planName subscriptionStatus priceCents currentPeriodEnd cancelAtPeriodEnd dailyPromptLimit bonusPrompts promptLimitResetTime creationDateTime usage { aiAmplifier primer mastermind imagePrompt veo3 jsonPrompting } }";
const QUOTA_FIELDS: &str =
    "fragment QuotaFields on Quota { unlimited dailyRemaining bonusRemaining resetsAt }";
const FOLDER_FIELDS: &str = "fragment FolderFields on Folder { id name promptCount locked lockReason isDefault createdAt updatedAt }";
const SAVED_PROMPT_FIELDS: &str = "fragment SavedPromptFields on SavedPrompt { id folderId title text description generator tier tags template { ...LibraryTemplateFields } createdAt updatedAt }
fragment LibraryTemplateFields on PromptTemplate { variables { name type options default required } segments { text variable } errors { message line column } }";
const GENERATION_FIELDS: &str = "fragment GenerationResultFields on GenerationResult { generation { ...GenerationFields } quota { ...QuotaFields } }
fragment GenerationFields on Generation { id generator description prompt improvements taskKind parameters engine notice contextId rating createdAt changes { ...PromptChangeFields } }
fragment PromptChangeFields on PromptChange { kind before after reason }";
const SHARED_TEMPLATE_FIELDS: &str = "fragment SharedTemplateFields on PromptTemplate { variables { name type options default required } segments { text variable } }";

struct Documents {
    me: String,
    folders: String,
    saved_prompts: String,
    search: String,
    primer: String,
    amplifier: String,
    image: String,
    shared_item: String,
    sign_in: String,
}

impl Documents {
    fn new() -> Self {
        let generation = |op: &str, field: &str, extra_var: &str, extra_arg: &str| {
            format!(
                "mutation {op}($description: String!{extra_var}, $contextId: ID, $noContext: Boolean!, $variant: Int!, $comparisonId: ID) {{ {field}(description: $description{extra_arg}, contextId: $contextId, noContext: $noContext, variant: $variant, comparisonId: $comparisonId) {{ ...GenerationResultFields }} }}\n{GENERATION_FIELDS}\n{QUOTA_FIELDS}"
            )
        };
        Self {
            me: format!(
                "query Me {{ me {{ ...SessionUserFields quota {{ ...QuotaFields }} onboardingQuestions {{ profession }} }} }}\n{SESSION_USER_FIELDS}\n{QUOTA_FIELDS}"
            ),
            folders: format!("query Folders {{ folders {{ ...FolderFields }} }}\n{FOLDER_FIELDS}"),
            saved_prompts: format!(
                "query SavedPrompts($folderId: ID!, $tag: String, $limit: Int!, $offset: Int!) {{ savedPrompts(folderId: $folderId, tag: $tag, limit: $limit, offset: $offset) {{ items {{ ...SavedPromptFields }} total }} }}\n{SAVED_PROMPT_FIELDS}"
            ),
            search: format!(
                "query SearchSavedPrompts($query: String!, $tag: String, $variable: String, $limit: Int!) {{ searchSavedPrompts(query: $query, tag: $tag, variable: $variable, limit: $limit) {{ ...SavedPromptFields }} }}\n{SAVED_PROMPT_FIELDS}"
            ),
            primer: generation("GeneratePromptPrimer", "generatePromptPrimer", "", ""),
            amplifier: generation("GeneratePrompt", "generatePrompt", "", ""),
            image: generation(
                "GenerateImagePrompt",
                "generateImagePrompt",
                ", $model: ImageModel!",
                ", model: $model",
            ),
            shared_item: format!(
                "query SharedItem($id: ID!) {{ sharedItem(id: $id) {{ id shareType name description accessLevel slug url embedUrl viewCount createdAt prompts {{ title text description generator tags template {{ ...SharedTemplateFields }} }} folders {{ name prompts {{ title text description generator tags template {{ ...SharedTemplateFields }} }} }} }} }}\n{SHARED_TEMPLATE_FIELDS}"
            ),
            sign_in: format!(
                "mutation SignIn($email: String!, $password: String!, $code: String) {{ signIn(email: $email, password: $password, code: $code) {{ accessToken expiresAt user {{ ...SessionUserFields }} }} }}\n{SESSION_USER_FIELDS}"
            ),
        }
    }
}

/// Words the saved prompts are made of, and what the searches look for.
const WORDS: [&str; 48] = [
    "summarise",
    "incident",
    "report",
    "customer",
    "email",
    "onboarding",
    "roadmap",
    "launch",
    "pricing",
    "survey",
    "interview",
    "backlog",
    "security",
    "review",
    "migration",
    "database",
    "latency",
    "budget",
    "forecast",
    "campaign",
    "newsletter",
    "tutorial",
    "outline",
    "essay",
    "poster",
    "landscape",
    "portrait",
    "recipe",
    "travel",
    "itinerary",
    "contract",
    "invoice",
    "meeting",
    "agenda",
    "retrospective",
    "hiring",
    "policy",
    "translate",
    "spanish",
    "python",
    "refactor",
    "tests",
    "kubernetes",
    "dashboard",
    "metrics",
    "quarterly",
    "strategy",
    "pitch",
];

const TASKS: [&str; 12] = [
    "write a cold email to a CTO about our API",
    "summarise this incident report for the on-call team",
    "plan a three-day trip to Lisbon on a budget",
    "explain database indexing to a new engineer",
    "draft a launch announcement for our mobile app",
    "a product photo of a ceramic mug on a wooden table",
    "review this pull request for security problems",
    "outline a quarterly strategy memo for the board",
    "write interview questions for a senior designer",
    "a watercolor poster of a mountain village at dawn",
    "turn these meeting notes into an agenda",
    "write a friendly reminder about an overdue invoice",
];

/// A deterministic saved prompt: 30–50 words of the vocabulary.
fn prompt_text(user: usize, n: usize) -> (String, String) {
    let mut x = (user as u64 * 7919 + n as u64 * 104_729) | 1;
    let mut next = || {
        // xorshift64
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let len = 30 + (next() % 21) as usize;
    let words: Vec<&str> = (0..len)
        .map(|_| WORDS[(next() % WORDS.len() as u64) as usize])
        .collect();
    let title = format!("{} {} {n}", words[0], words[1]);
    (title, words.join(" "))
}

struct User {
    email: String,
    token: RwLock<Arc<str>>,
    folders: [String; 2],
}

struct Share {
    id: String,
    path: String,
}

struct World {
    client: reqwest::Client,
    base: String,
    graphql: String,
    docs: Documents,
    users: Vec<User>,
    shares: Vec<Share>,
    sign_ins: AtomicU64,
}

/// What went wrong with one request, as counted: `http 502`, `graphql RATE_LIMITED`, `timeout`.
type Failure = String;

fn transport(e: &reqwest::Error) -> Failure {
    if e.is_timeout() {
        "timeout".into()
    } else if e.is_connect() {
        "connect".into()
    } else {
        format!("transport ({e})")
    }
}

/// A GraphQL answer's first error code, if it has errors.
fn graphql_failure(body: &Value) -> Option<Failure> {
    let errors = body.get("errors")?.as_array()?;
    let first = errors.first()?;
    Some(format!(
        "graphql {}",
        first["extensions"]["code"].as_str().unwrap_or("(no code)")
    ))
}

async fn graphql(
    world: &World,
    token: Option<&str>,
    query: &str,
    variables: Value,
) -> Result<Value, Failure> {
    let mut request = world
        .client
        .post(&world.graphql)
        .json(&json!({ "query": query, "variables": variables }));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.map_err(|e| transport(&e))?;
    let status = response.status();
    if status != reqwest::StatusCode::OK {
        return Err(format!("http {}", status.as_u16()));
    }
    let body: Value = response.json().await.map_err(|e| transport(&e))?;
    if let Some(failure) = graphql_failure(&body) {
        return Err(failure);
    }
    match body.get("data") {
        Some(data) if !data.is_null() => Ok(data.clone()),
        _ => Err("graphql no data".into()),
    }
}

/// One request of the mix; `i` picks the user, the words and the share.
async fn send(world: &World, kind: Kind, i: u64) -> Result<(), Failure> {
    let user = &world.users[(i % world.users.len() as u64) as usize];
    let token = user.token.read().expect("token lock").clone();
    let pick = |n: usize| (i.wrapping_mul(2_654_435_761) >> 7) as usize % n;
    let task = || format!("{} (team {})", TASKS[pick(TASKS.len())], i % 97);
    let generation = |doc: &str, extra: Option<(&str, Value)>| {
        let mut vars = json!({ "description": task(), "noContext": false, "variant": 0 });
        if let Some((name, value)) = extra {
            vars[name] = value;
        }
        (doc.to_owned(), vars)
    };
    let (doc, vars, auth) = match kind {
        Kind::Me => (world.docs.me.clone(), json!({}), true),
        Kind::Folders => (world.docs.folders.clone(), json!({}), true),
        Kind::SavedPrompts => (
            world.docs.saved_prompts.clone(),
            json!({ "folderId": user.folders[pick(2)], "limit": 20, "offset": 0 }),
            true,
        ),
        Kind::Search => {
            let first = WORDS[pick(WORDS.len())];
            let query = if i.is_multiple_of(3) {
                format!("{first} {}", WORDS[(pick(WORDS.len()) + 11) % WORDS.len()])
            } else {
                first.to_owned()
            };
            (
                world.docs.search.clone(),
                json!({ "query": query, "limit": 50 }),
                true,
            )
        }
        Kind::Primer => {
            let (d, v) = generation(&world.docs.primer, None);
            (d, v, true)
        }
        Kind::Amplifier => {
            let (d, v) = generation(&world.docs.amplifier, None);
            (d, v, true)
        }
        Kind::Image => {
            let (d, v) = generation(&world.docs.image, Some(("model", json!("MIDJOURNEY"))));
            (d, v, true)
        }
        Kind::SharedItem => (
            world.docs.shared_item.clone(),
            json!({ "id": world.shares[pick(world.shares.len())].id }),
            false,
        ),
        Kind::SharePage => {
            let share = &world.shares[pick(world.shares.len())];
            let visitor = i.wrapping_mul(0x9E37_79B9_7F4A_7C15) % VISITORS;
            let response = world
                .client
                .get(format!("{}{}", world.base, share.path))
                .header(
                    "user-agent",
                    format!("Mozilla/5.0 (X11; Linux x86_64) SoakVisitor/{visitor}"),
                )
                .send()
                .await
                .map_err(|e| transport(&e))?;
            let status = response.status();
            response.bytes().await.map_err(|e| transport(&e))?;
            return if status == reqwest::StatusCode::OK {
                Ok(())
            } else {
                Err(format!("http {}", status.as_u16()))
            };
        }
        Kind::SignIn => {
            // Users in turn, so every one's token is renewed now and then.
            let n = world.sign_ins.fetch_add(1, Ordering::Relaxed);
            let user = &world.users[(n % world.users.len() as u64) as usize];
            let data = graphql(
                world,
                None,
                &world.docs.sign_in,
                json!({ "email": user.email, "password": PASSWORD }),
            )
            .await?;
            let token = data["signIn"]["accessToken"]
                .as_str()
                .ok_or("graphql no accessToken")?;
            *user.token.write().expect("token lock") = token.into();
            return Ok(());
        }
    };
    graphql(world, auth.then_some(&*token), &doc, vars)
        .await
        .map(drop)
}

/// One minute's figures.
struct Minute {
    done: u64,
    latency: Histogram<u64>,
    errors: BTreeMap<String, u64>,
    max_lag: Duration,
}

impl Minute {
    fn new() -> Self {
        Self {
            done: 0,
            latency: Histogram::new_with_bounds(1, 60_000_000, 3).expect("histogram bounds"),
            errors: BTreeMap::new(),
            max_lag: Duration::ZERO,
        }
    }
}

struct PerKind {
    latency: Histogram<u64>,
    errors: u64,
}

struct Stats {
    minutes: Vec<Minute>,
    kinds: BTreeMap<Kind, PerKind>,
    /// Requests answered (or failed) so far, of every minute.
    completed: u64,
}

impl Stats {
    fn record(
        &mut self,
        minute: usize,
        kind: Kind,
        latency: Duration,
        result: Result<(), Failure>,
    ) {
        let micros = (latency.as_micros() as u64).clamp(1, 60_000_000);
        self.completed += 1;
        let m = &mut self.minutes[minute];
        m.done += 1;
        m.latency.saturating_record(micros);
        let k = self.kinds.entry(kind).or_insert_with(|| PerKind {
            latency: Histogram::new_with_bounds(1, 60_000_000, 3).expect("histogram bounds"),
            errors: 0,
        });
        k.latency.saturating_record(micros);
        if let Err(failure) = result {
            k.errors += 1;
            *m.errors.entry(format!("{kind:?} {failure}")).or_default() += 1;
        }
    }
}

/// The server's memory over one minute, sampled every second: the lowest and highest `VmRSS`
/// and `RssAnon` (KiB). The low is what stays resident through the minute; the high adds what
/// is held only for moments (an argon2 hash's 19 MiB, a burst of answers being written), so a
/// single reading at the minute's end lands on either, depending on the moment.
#[derive(Clone, Copy, Default)]
struct MemoryRange {
    rss_low: u64,
    rss_high: u64,
    anon_low: u64,
    anon_high: u64,
    samples: u32,
}

impl MemoryRange {
    fn add(&mut self, (rss, anon): (u64, u64)) {
        if self.samples == 0 {
            (self.rss_low, self.rss_high, self.anon_low, self.anon_high) = (rss, rss, anon, anon);
        } else {
            self.rss_low = self.rss_low.min(rss);
            self.rss_high = self.rss_high.max(rss);
            self.anon_low = self.anon_low.min(anon);
            self.anon_high = self.anon_high.max(anon);
        }
        self.samples += 1;
    }
}

/// The least-squares slope of `values` (one per minute), in units per minute.
fn slope_per_minute(values: &[f64]) -> f64 {
    let n = values.len() as f64;
    if values.len() < 2 {
        return 0.0;
    }
    let mean_x = (n - 1.0) / 2.0;
    let mean_y = values.iter().sum::<f64>() / n;
    let (num, den) = values
        .iter()
        .enumerate()
        .fold((0.0, 0.0), |(num, den), (x, y)| {
            let dx = x as f64 - mean_x;
            (num + dx * (y - mean_y), den + dx * dx)
        });
    num / den
}

/// `VmRSS` and `RssAnon` of a process, in KiB.
fn rss_kib(pid: u32) -> Option<(u64, u64)> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let field = |name: &str| -> Option<u64> {
        status
            .lines()
            .find(|l| l.starts_with(name))?
            .split_whitespace()
            .nth(1)?
            .parse()
            .ok()
    };
    Some((field("VmRSS:")?, field("RssAnon:")?))
}

/// What SQLite holds on the C heap in the server (every connection's page cache, schemas and
/// statements), from the `sqlite_memory_used_bytes` gauge of its `/metrics`, in KiB: the part of
/// `RssAnon` that is not the Rust heap.
async fn sqlite_heap_kib(client: &reqwest::Client, base: &str) -> Option<u64> {
    let text = client
        .get(format!("{base}/metrics"))
        .send()
        .await
        .ok()?
        .text()
        .await
        .ok()?;
    metric_value(&text, "sqlite_memory_used_bytes").map(|bytes| (bytes / 1024.0) as u64)
}

/// The value of an unlabelled metric in Prometheus' text format.
fn metric_value(text: &str, name: &str) -> Option<f64> {
    text.lines()
        .find_map(|line| line.strip_prefix(name)?.strip_prefix(' '))
        .and_then(|value| value.trim().parse().ok())
}

/// CPU time a process has used (user + system), in clock ticks.
fn process_ticks(pid: &str) -> u64 {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return 0;
    };
    // The command name may hold spaces; the fields after it are plain.
    let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<&str> = after.split_whitespace().collect();
    let field = |n: usize| {
        fields
            .get(n)
            .and_then(|f| f.parse::<u64>().ok())
            .unwrap_or(0)
    };
    // utime and stime are the 14th and 15th fields; `after` starts at the 3rd.
    field(11) + field(12)
}

/// The whole machine's busy ticks (everything but idle and iowait).
fn machine_busy_ticks() -> u64 {
    let Ok(stat) = std::fs::read_to_string("/proc/stat") else {
        return 0;
    };
    let Some(line) = stat.lines().next() else {
        return 0;
    };
    let v: Vec<u64> = line
        .split_whitespace()
        .skip(1)
        .filter_map(|f| f.parse().ok())
        .collect();
    // user nice system idle iowait irq softirq steal
    v.iter().take(8).sum::<u64>() - v.get(3).copied().unwrap_or(0) - v.get(4).copied().unwrap_or(0)
}

/// Clock ticks per second (USER_HZ): 100 on Linux.
const TICKS_PER_SECOND: f64 = 100.0;

struct Server {
    child: tokio::process::Child,
    dir: tempfile::TempDir,
    config: PathBuf,
    port: u16,
    bin: PathBuf,
    warnings: Arc<AtomicU64>,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.start_kill();
    }
}

impl Server {
    fn base(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    fn command(&self, args: &[&str]) -> tokio::process::Command {
        command(&self.bin, self.dir.path(), &self.config, self.port, args)
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

async fn start_server(args: &Args) -> anyhow::Result<Server> {
    let dir = tempfile::tempdir()?;
    let config = dir.path().join("superprompt.toml");
    // No provider: the offline engine writes every prompt.
    std::fs::write(&config, "")?;
    let mut child = command(&args.bin, dir.path(), &config, args.port, &["serve"])
        .stdout(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .with_context(|| format!("starting {}", args.bin.display()))?;
    let warnings = Arc::new(AtomicU64::new(0));
    let stdout = child.stdout.take().context("no server stdout")?;
    {
        let warnings = warnings.clone();
        tokio::spawn(async move {
            use tokio::io::AsyncBufReadExt;
            let mut lines = tokio::io::BufReader::new(stdout).lines();
            while let Ok(Some(line)) = lines.next_line().await {
                warnings.fetch_add(1, Ordering::Relaxed);
                eprintln!("server: {line}");
            }
        });
    }
    let server = Server {
        child,
        dir,
        config,
        port: args.port,
        bin: args.bin.clone(),
        warnings,
    };
    demo::wait_ready(&server.base()).await?;
    Ok(server)
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

async fn setup_gql(
    client: &reqwest::Client,
    url: &str,
    token: Option<&str>,
    query: &str,
    variables: Value,
) -> anyhow::Result<Value> {
    let mut request = client
        .post(url)
        .json(&json!({ "query": query, "variables": variables }));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let body: Value = request.send().await?.json().await?;
    ensure!(body.get("errors").is_none(), "{query}: {body}");
    Ok(body["data"].clone())
}

/// Signs up user `n`, verifies the address, puts them on Pro and fills their library; returns
/// the user and the id of their first saved prompt.
async fn make_user(
    server: &Server,
    client: &reqwest::Client,
    n: usize,
    prompts: usize,
) -> anyhow::Result<(User, String)> {
    let url = format!("{}/graphql", server.base());
    let email = format!("soak{n}@example.com");
    setup_gql(
        client,
        &url,
        None,
        "mutation($i: SignUpInput!) { signUp(input: $i) { email } }",
        json!({ "i": { "email": email, "password": PASSWORD, "givenName": "Soak", "familyName": format!("User {n}") } }),
    )
    .await?;
    let code = mailed_code(&server.dir.path().join("outbox"), &email)?;
    let verified = setup_gql(
        client,
        &url,
        None,
        "mutation($e: String!, $c: String!) { verifyEmail(email: $e, code: $c) { accessToken } }",
        json!({ "e": email, "c": code }),
    )
    .await?;
    let token = verified["verifyEmail"]["accessToken"]
        .as_str()
        .context("no access token")?
        .to_owned();
    let status = server
        .command(&["user", "set-plan", &email, "pro"])
        .status()
        .await?;
    ensure!(status.success(), "set-plan failed for {email}");
    let work = setup_gql(
        client,
        &url,
        Some(&token),
        "mutation { createFolder(name: \"Work\") { id } }",
        json!({}),
    )
    .await?["createFolder"]["id"]
        .as_str()
        .context("no folder id")?
        .to_owned();
    let folders = setup_gql(
        client,
        &url,
        Some(&token),
        "{ folders { id name } }",
        json!({}),
    )
    .await?;
    let default = folders["folders"]
        .as_array()
        .and_then(|f| f.iter().find(|f| f["name"] == "SUPER Prompts"))
        .and_then(|f| f["id"].as_str())
        .context("no SUPER Prompts folder")?
        .to_owned();
    let folder_ids = [default, work];
    let mut first = None;
    for p in 0..prompts {
        let (title, text) = prompt_text(n, p);
        let saved = setup_gql(
            client,
            &url,
            Some(&token),
            "mutation($input: SavePromptInputGql!) { savePrompt(input: $input) { id } }",
            json!({ "input": { "folderId": folder_ids[p % 2], "title": title, "text": text, "tags": [WORDS[p % 5]] } }),
        )
        .await?;
        first.get_or_insert(
            saved["savePrompt"]["id"]
                .as_str()
                .context("no prompt id")?
                .to_owned(),
        );
    }
    Ok((
        User {
            email,
            token: RwLock::new(token.into()),
            folders: folder_ids,
        },
        first.context("--prompts is 0")?,
    ))
}

async fn make_share(
    client: &reqwest::Client,
    url: &str,
    token: &str,
    kind: &str,
    item: &str,
    public: bool,
) -> anyhow::Result<Share> {
    let made = setup_gql(
        client,
        url,
        Some(token),
        "mutation($t: ShareType!, $i: ID, $n: String!, $a: AccessLevel) { createShareLink(shareType: $t, itemId: $i, name: $n, accessLevel: $a) { id slug } }",
        json!({ "t": kind, "i": item, "n": format!("Soak {kind} {item}"), "a": if public { "PUBLIC" } else { "LINK_ONLY" } }),
    )
    .await?;
    let id = made["createShareLink"]["id"]
        .as_str()
        .context("no share id")?;
    let slug = made["createShareLink"]["slug"]
        .as_str()
        .context("no share slug")?;
    Ok(Share {
        id: id.to_owned(),
        path: format!("/share/{slug}/{id}"),
    })
}

fn quantile_ms(h: &Histogram<u64>, q: f64) -> f64 {
    h.value_at_quantile(q) as f64 / 1000.0
}

fn mib(kib: u64) -> f64 {
    kib as f64 / 1024.0
}

/// MiB with one decimal, or a dash when the figure could not be read.
fn mib_or_dash(kib: Option<u64>) -> String {
    kib.map_or_else(|| "-".to_owned(), |kib| format!("{:.1}", mib(kib)))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    ensure!(args.minutes >= 1, "--minutes is at least 1");
    ensure!(args.rate >= 1, "--rate is at least 1");
    ensure!(
        args.users >= 1 && args.prompts >= 2,
        "--users >= 1, --prompts >= 2"
    );
    let server = start_server(&args).await?;
    let pid = server.child.id().context("no server pid")?;
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(1024)
        .timeout(REQUEST_TIMEOUT)
        .redirect(reqwest::redirect::Policy::none())
        .build()?;

    let setup_started = Instant::now();
    let url = format!("{}/graphql", server.base());
    let mut users = Vec::with_capacity(args.users);
    let mut first_prompts = Vec::with_capacity(args.users);
    for n in 0..args.users {
        let (user, first) = make_user(&server, &client, n, args.prompts).await?;
        users.push(user);
        first_prompts.push(first);
    }
    let mut shares = Vec::new();
    for (n, (user, first)) in users
        .iter()
        .zip(&first_prompts)
        .take(args.sharers.max(1))
        .enumerate()
    {
        let token = user.token.read().expect("token lock").clone();
        shares.push(make_share(&client, &url, &token, "PROMPT", first, n % 2 == 0).await?);
        if n < 4 {
            shares.push(
                make_share(
                    &client,
                    &url,
                    &token,
                    "FOLDER",
                    &user.folders[1],
                    n % 2 == 1,
                )
                .await?,
            );
        }
    }
    let web_dir = Path::new("web/dist");
    println!(
        "soak: {} min at {} requests/s on SQLite; {} Pro users with {} saved prompts each, {} share links; share pages from {} (setup took {:.1} s)",
        args.minutes,
        args.rate,
        users.len(),
        args.prompts,
        shares.len(),
        if web_dir.join("app.html").is_file() || web_dir.join("index.html").is_file() {
            "web/dist"
        } else {
            "the built-in shell (no web/dist)"
        },
        setup_started.elapsed().as_secs_f64()
    );
    println!(
        "mix per 1,000: {}",
        MIX.iter()
            .map(|(k, w)| format!("{k:?} {w}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    tokio::time::sleep(Duration::from_secs(1)).await;
    let (rss_before, anon_before) = rss_kib(pid).context("reading the server's memory")?;
    let sqlite_before = sqlite_heap_kib(&client, &server.base()).await;
    println!(
        "server memory before the load: VmRSS {:.1} MiB, RssAnon {:.1} MiB, SQLite heap {} MiB",
        mib(rss_before),
        mib(anon_before),
        mib_or_dash(sqlite_before)
    );

    let world = Arc::new(World {
        client,
        graphql: url,
        base: server.base(),
        docs: Documents::new(),
        users,
        shares,
        sign_ins: AtomicU64::new(0),
    });
    let minutes = args.minutes as usize;
    let per_minute = u64::from(args.rate) * 60;
    let total = per_minute * minutes as u64;
    let stats = Arc::new(Mutex::new(Stats {
        minutes: (0..minutes).map(|_| Minute::new()).collect(),
        kinds: BTreeMap::new(),
        completed: 0,
    }));
    let cycle = mix_cycle();
    let interval = Duration::from_secs_f64(1.0 / f64::from(args.rate));
    let start = Instant::now() + Duration::from_millis(100);
    let runtime = tokio::runtime::Handle::current();
    let schedule = {
        let world = world.clone();
        let stats = stats.clone();
        // Open loop: each request is sent when due, whatever the earlier ones are doing.
        tokio::task::spawn_blocking(move || {
            for i in 0..total {
                let due = start + interval.mul_f64(i as f64);
                demo::sleep_until(due);
                let lag = Instant::now().saturating_duration_since(due);
                let minute = (i / per_minute) as usize;
                {
                    let mut s = stats.lock().expect("stats lock");
                    let m = &mut s.minutes[minute];
                    m.max_lag = m.max_lag.max(lag);
                }
                let kind = cycle[(i % cycle.len() as u64) as usize];
                let world = world.clone();
                let stats = stats.clone();
                runtime.spawn(async move {
                    let result = send(&world, kind, i).await;
                    let latency = due.elapsed();
                    stats
                        .lock()
                        .expect("stats lock")
                        .record(minute, kind, latency, result);
                });
            }
        })
    };

    println!(
        "| minute | sent | errors | p50 ms | p99 ms | max ms | VmRSS MiB low / high | RssAnon MiB low / high | SQLite heap MiB | in flight | server CPU % | driver CPU % | others' CPU % | schedule lag max ms |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
    let server_pid = pid.to_string();
    let memory = Arc::new(Mutex::new(vec![MemoryRange::default(); minutes]));
    // Every second, the server's memory into its minute's range.
    let sampler = {
        let memory = memory.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval_at(start.into(), Duration::from_secs(1));
            loop {
                tick.tick().await;
                let minute = (start.elapsed().as_secs() / 60) as usize;
                match rss_kib(pid) {
                    Some(sample) if minute < minutes => {
                        memory.lock().expect("memory lock")[minute].add(sample);
                    }
                    _ => break,
                }
            }
        })
    };
    let mut ranges = Vec::with_capacity(minutes);
    let mut sqlite_heap = Vec::with_capacity(minutes);
    let mut p99s = Vec::with_capacity(minutes);
    let mut all_errors: BTreeMap<String, u64> = BTreeMap::new();
    let mut ticks = (
        process_ticks(&server_pid),
        process_ticks("self"),
        machine_busy_ticks(),
    );
    for m in 0..minutes {
        let end = start + Duration::from_secs(60 * (m as u64 + 1));
        tokio::time::sleep_until(end.into()).await;
        let range = {
            let mut memory = memory.lock().expect("memory lock");
            memory[m].add(rss_kib(pid).context("the server is gone")?);
            memory[m]
        };
        let sqlite = sqlite_heap_kib(&world.client, &world.base).await;
        // Requests sent and not yet answered as the minute ends: memory held by the backlog.
        let in_flight = (per_minute * (m as u64 + 1))
            .saturating_sub(stats.lock().expect("stats lock").completed);
        let now = (
            process_ticks(&server_pid),
            process_ticks("self"),
            machine_busy_ticks(),
        );
        let pct = |t: u64| t as f64 / TICKS_PER_SECOND / 60.0 * 100.0;
        let (server_cpu, driver_cpu, machine) = (
            pct(now.0 - ticks.0),
            pct(now.1 - ticks.1),
            pct(now.2 - ticks.2),
        );
        ticks = now;
        // Every request of the minute has answered or timed out by REQUEST_TIMEOUT after it.
        let deadline = end + REQUEST_TIMEOUT + Duration::from_secs(5);
        loop {
            let done = stats.lock().expect("stats lock").minutes[m].done;
            if done >= per_minute || Instant::now() > deadline {
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let s = stats.lock().expect("stats lock");
        let minute = &s.minutes[m];
        let unanswered = per_minute - minute.done;
        let errors: u64 = minute.errors.values().sum::<u64>() + unanswered;
        for (kind, n) in &minute.errors {
            *all_errors.entry(kind.clone()).or_default() += n;
        }
        if unanswered > 0 {
            *all_errors.entry("unanswered".into()).or_default() += unanswered;
        }
        let p99 = quantile_ms(&minute.latency, 0.99);
        println!(
            "| {} | {} | {} | {:.2} | {:.2} | {:.1} | {:.1} / {:.1} | {:.1} / {:.1} | {} | {} | {:.0} | {:.0} | {:.0} | {:.2} |",
            m + 1,
            per_minute,
            errors,
            quantile_ms(&minute.latency, 0.5),
            p99,
            minute.latency.max() as f64 / 1000.0,
            mib(range.rss_low),
            mib(range.rss_high),
            mib(range.anon_low),
            mib(range.anon_high),
            mib_or_dash(sqlite),
            in_flight,
            server_cpu,
            driver_cpu,
            (machine - server_cpu - driver_cpu).max(0.0),
            minute.max_lag.as_secs_f64() * 1000.0,
        );
        if !minute.errors.is_empty() {
            let list: Vec<String> = minute
                .errors
                .iter()
                .map(|(k, n)| format!("{k}: {n}"))
                .collect();
            println!("|   | errors: {} |", list.join(", "));
        }
        ranges.push(range);
        sqlite_heap.push(sqlite);
        p99s.push(p99);
    }
    schedule.await.context("the schedule thread panicked")?;
    sampler.abort();

    tokio::time::sleep(Duration::from_secs(10)).await;
    let (rss_idle, anon_idle) = rss_kib(pid).context("the server is gone")?;
    println!(
        "server memory 10 s after the load: VmRSS {:.1} MiB, RssAnon {:.1} MiB, SQLite heap {} MiB",
        mib(rss_idle),
        mib(anon_idle),
        mib_or_dash(sqlite_heap_kib(&world.client, &world.base).await)
    );

    println!("\n| kind | requests | errors | p50 ms | p99 ms | max ms |");
    println!("|---|---|---|---|---|---|");
    {
        let s = stats.lock().expect("stats lock");
        for (kind, k) in &s.kinds {
            println!(
                "| {kind:?} | {} | {} | {:.2} | {:.2} | {:.1} |",
                k.latency.len(),
                k.errors,
                quantile_ms(&k.latency, 0.5),
                quantile_ms(&k.latency, 0.99),
                k.latency.max() as f64 / 1000.0
            );
        }
    }

    let errors: u64 = all_errors.values().sum();
    let (lo, hi) = p99s
        .iter()
        .fold((f64::MAX, 0f64), |(lo, hi), p| (lo.min(*p), hi.max(*p)));
    println!("\nverdict:");
    println!(
        "  errors: {errors} of {total}{}",
        if all_errors.is_empty() {
            String::new()
        } else {
            format!(
                " ({})",
                all_errors
                    .iter()
                    .map(|(k, n)| format!("{k}: {n}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        }
    );
    println!(
        "  p99 spread: {:.2} (slowest minute {hi:.2} ms / fastest {lo:.2} ms)",
        hi / lo.max(0.001)
    );
    if minutes >= 2 {
        // From minute 2 (the first is warm-up), the lows and the highs each as a line.
        let after_warm_up = &ranges[1..];
        for (what, of) in [
            (
                "low",
                (|r: &MemoryRange| r.rss_low) as fn(&MemoryRange) -> u64,
            ),
            ("high", |r: &MemoryRange| r.rss_high),
        ] {
            let (from, to) = (
                of(&after_warm_up[0]),
                of(&after_warm_up[after_warm_up.len() - 1]),
            );
            let per_minute: Vec<f64> = after_warm_up.iter().map(|r| mib(of(r))).collect();
            println!(
                "  VmRSS {what} from minute 2 to minute {minutes}: {:+.1} MiB ({:.1} -> {:.1} MiB, {:+.1} %), trend {:+.2} MiB a minute",
                mib(to) - mib(from),
                mib(from),
                mib(to),
                (to as f64 / from as f64 - 1.0) * 100.0,
                slope_per_minute(&per_minute)
            );
        }
        if let (Some(from), Some(to)) = (sqlite_heap[1], sqlite_heap[minutes - 1]) {
            println!(
                "  of which SQLite's heap: {:+.1} MiB ({:.1} -> {:.1} MiB)",
                mib(to) - mib(from),
                mib(from),
                mib(to)
            );
        }
    }
    println!(
        "  server log lines at warn or above: {}",
        server.warnings.load(Ordering::Relaxed)
    );
    drop(server);
    if errors > 0 {
        std::process::exit(1);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cycle_holds_the_mix_and_spreads_sign_ins() {
        let cycle = mix_cycle();
        assert_eq!(cycle.len(), 1000);
        for (kind, weight) in MIX {
            assert_eq!(
                cycle.iter().filter(|k| **k == kind).count(),
                weight as usize,
                "{kind:?}"
            );
        }
        let sign_ins: Vec<usize> = cycle
            .iter()
            .enumerate()
            .filter(|(_, k)| **k == Kind::SignIn)
            .map(|(i, _)| i)
            .collect();
        for pair in sign_ins.windows(2) {
            assert!(pair[1] - pair[0] >= 200, "{sign_ins:?}");
        }
    }

    #[test]
    fn saved_prompts_are_deterministic_words_of_the_vocabulary() {
        let (title, text) = prompt_text(3, 17);
        assert_eq!(prompt_text(3, 17), (title.clone(), text.clone()));
        let words = text.split(' ').count();
        assert!((30..=50).contains(&words), "{words}");
        assert!(text.split(' ').all(|w| WORDS.contains(&w)));
        assert_ne!(prompt_text(3, 18).1, text);
    }

    #[test]
    fn a_minute_keeps_its_lowest_and_highest_memory_and_a_trend_is_a_slope() {
        let mut range = MemoryRange::default();
        for sample in [(120, 80), (100, 70), (140, 75)] {
            range.add(sample);
        }
        assert_eq!(
            (
                range.rss_low,
                range.rss_high,
                range.anon_low,
                range.anon_high
            ),
            (100, 140, 70, 80)
        );
        assert_eq!(slope_per_minute(&[5.0, 5.0, 5.0]), 0.0);
        assert!((slope_per_minute(&[1.0, 3.0, 5.0, 7.0]) - 2.0).abs() < 1e-9);
        // Swinging between two levels is no trend.
        assert!(slope_per_minute(&[100.0, 120.0, 100.0, 120.0, 100.0]).abs() < 1e-9);
        assert_eq!(slope_per_minute(&[42.0]), 0.0);
    }

    #[test]
    fn metric_values_are_read_from_the_prometheus_text() {
        let text = "# HELP sqlite_memory_used_bytes What SQLite holds.\n\
                    # TYPE sqlite_memory_used_bytes gauge\n\
                    sqlite_memory_used_bytes_peak 9\n\
                    sqlite_memory_used_bytes 1048576\n";
        assert_eq!(
            metric_value(text, "sqlite_memory_used_bytes"),
            Some(1_048_576.0)
        );
        assert_eq!(metric_value(text, "sqlite_memory"), None);
    }

    #[test]
    fn graphql_errors_are_counted_by_code() {
        let body =
            json!({ "errors": [{ "message": "x", "extensions": { "code": "RATE_LIMITED" } }] });
        assert_eq!(
            graphql_failure(&body).as_deref(),
            Some("graphql RATE_LIMITED")
        );
        assert_eq!(graphql_failure(&json!({ "data": { "me": {} } })), None);
    }
}
