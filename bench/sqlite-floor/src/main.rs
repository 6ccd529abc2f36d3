//! SQLite's own floor under the generation writer's durable write (issue 25's second figure:
//! the durable write no more than the disk's fsync p99 plus 0.5 ms): the transaction a batch of
//! one generation runs, on a connection with the writer's settings, paced like the server's
//! load, with none of the server in the way. The SQLite counterpart of bench/pg-batch-floor.sh.
//!
//! - The transaction is `--sql`'s statements (bench/sqlite-batch-floor/batch.sql: the writer's
//!   statements for one Primer generation as sea-query builds them for SQLite), run in
//!   `BEGIN IMMEDIATE` … `COMMIT` with prepared statements as the writer runs them
//!   (crates/store/src/repo/group_commit/sqlite.rs). Named parameters: `:u` the user's id,
//!   `:now` the time as the writer binds it, `:day`, `:yesterday` and `:week` its date, the day
//!   before and its week's Monday.
//! - The connection is the store's own (`store::open_sqlite_connection`, the writer's: WAL,
//!   synchronous=FULL, foreign keys, no checkpoint inside a commit, short busy waits). A second thread with its own connection
//!   runs a passive checkpoint every 500 ms, and after each one that found frames the writing
//!   thread checkpoints once more between two transactions, as the store does
//!   (crates/store/src/checkpoint.rs), so the log starts over as it does under the server.
//! - Back to back first (the transaction's own time), then at each rate on a fixed schedule:
//!   one thread sleeps until each transaction's time and runs it; a transaction that comes due
//!   while the one before runs waits for it. Its latency counts from its scheduled time, as a
//!   generation's durable write counts from the moment it is handed to the writer. The
//!   transaction's time alone (from its start) is printed beside it.
//!
//! Usage: `sqlite-batch-floor --db FILE --sql FILE [--seconds 10] [--rates 200,1000]`: the
//! database must be migrated and hold the demo user (`superprompt seed --demo`).

use std::{
    path::{Path, PathBuf},
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    thread,
    time::{Duration, Instant},
};

use anyhow::{Context, ensure};
use chrono::{DateTime, Datelike, SecondsFormat, SubsecRound, Utc};
use clap::Parser;
use hdrhistogram::Histogram;
use rusqlite::{Connection, TransactionBehavior};

#[derive(Parser)]
struct Args {
    /// The database file (migrated, with the demo user).
    #[arg(long)]
    db: PathBuf,
    /// The transaction's statements, one per line (lines starting `--` are comments).
    #[arg(long)]
    sql: PathBuf,
    /// Seconds per measurement.
    #[arg(long, default_value_t = 10)]
    seconds: u64,
    /// Rates to measure, per second.
    #[arg(long, value_delimiter = ',', default_value = "200,1000")]
    rates: Vec<u32>,
}

/// How often the checkpoint thread runs (crates/store/src/checkpoint.rs `INTERVAL`).
const CHECKPOINT_INTERVAL: Duration = Duration::from_millis(500);

const PASSIVE: &str = "PRAGMA wal_checkpoint(PASSIVE)";

/// A connection with the store's settings (`store::open_sqlite_connection`).
fn open(file: &Path) -> anyhow::Result<Connection> {
    store::open_sqlite_connection(file).with_context(|| format!("opening {}", file.display()))
}

/// Checkpoints every [`CHECKPOINT_INTERVAL`] until `stop`; raises `restart` after a checkpoint
/// of a log that held frames.
fn checkpoints(conn: Connection, stop: Arc<AtomicBool>, restart: Arc<AtomicBool>) {
    while !stop.load(Ordering::Relaxed) {
        thread::sleep(CHECKPOINT_INTERVAL);
        let frames = conn.query_row(PASSIVE, [], |row| row.get::<_, i64>(1));
        if matches!(frames, Ok(n) if n > 0) {
            restart.store(true, Ordering::Relaxed);
        }
    }
}

/// The names the statements may bind, in the order of [`binds`]'s values.
const NAMES: [&str; 5] = [":u", ":now", ":day", ":yesterday", ":week"];

/// What the statements bind for `user`, for a transaction at `at`, written as the writer binds
/// them (`value` in crates/store/src/repo/group_commit/sqlite.rs): the user, the time, its
/// date, the day before and its week's Monday.
fn binds(user: &str, at: DateTime<Utc>) -> [String; 5] {
    let day = at.date_naive();
    let monday = day - chrono::Days::new(day.weekday().num_days_from_monday().into());
    [
        user.to_owned(),
        at.to_rfc3339_opts(SecondsFormat::AutoSi, false),
        day.format("%F").to_string(),
        (day - chrono::Days::new(1)).format("%F").to_string(),
        monday.format("%F").to_string(),
    ]
}

/// A statement of the transaction, and which of [`NAMES`] it binds (worked out once, before
/// any timing).
struct Statement {
    sql: String,
    binds: Vec<usize>,
}

impl Statement {
    fn new(conn: &Connection, sql: String) -> anyhow::Result<Self> {
        let prepared = conn.prepare(&sql).with_context(|| sql.clone())?;
        let binds = (0..NAMES.len())
            .filter(|&i| matches!(prepared.parameter_index(NAMES[i]), Ok(Some(_))))
            .collect();
        Ok(Self { sql, binds })
    }
}

/// The time a transaction binds: the wall clock, kept to microseconds as the writer keeps a
/// generation's (a bench has no `App` clock to take it from).
#[allow(clippy::disallowed_methods)]
fn now() -> DateTime<Utc> {
    Utc::now().trunc_subsecs(6)
}

/// Runs the statements in one transaction; durable when this returns.
fn transaction(
    conn: &mut Connection,
    statements: &[Statement],
    values: &[String; 5],
) -> anyhow::Result<()> {
    let txn = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    for statement in statements {
        let params: Vec<(&str, &dyn rusqlite::ToSql)> = statement
            .binds
            .iter()
            .map(|&i| (NAMES[i], &values[i] as &dyn rusqlite::ToSql))
            .collect();
        txn.prepare_cached(&statement.sql)?
            .execute(params.as_slice())?;
    }
    txn.commit()?;
    Ok(())
}

struct Writer {
    conn: Connection,
    statements: Vec<Statement>,
    user: String,
    restart: Arc<AtomicBool>,
}

impl Writer {
    /// One transaction, durable when this returns.
    fn write(&mut self, at: DateTime<Utc>) -> anyhow::Result<()> {
        transaction(&mut self.conn, &self.statements, &binds(&self.user, at))
    }

    /// Between two transactions, once the one before has been timed: the checkpoint the
    /// checkpoint thread asked for, as the store's writer runs it once a batch's callers are
    /// answered. A transaction that comes due meanwhile waits for it.
    fn between(&mut self) -> anyhow::Result<()> {
        if self.restart.swap(false, Ordering::Relaxed) {
            self.conn.query_row(PASSIVE, [], |_| Ok(()))?;
        }
        Ok(())
    }
}

fn report(what: &str, h: &Histogram<u64>) {
    let ms = |q: f64| h.value_at_quantile(q) as f64 / 1000.0;
    println!(
        "{what}: {} transactions, p50 {:.3} ms  p90 {:.3} ms  p99 {:.3} ms  max {:.3} ms",
        h.len(),
        ms(0.5),
        ms(0.9),
        ms(0.99),
        h.max() as f64 / 1000.0
    );
}

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let text = std::fs::read_to_string(&args.sql)
        .with_context(|| format!("reading {}", args.sql.display()))?;
    let conn = open(&args.db)?;
    let statements = text
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with("--"))
        .map(|line| Statement::new(&conn, line.trim_end_matches(';').to_owned()))
        .collect::<anyhow::Result<Vec<_>>>()?;
    ensure!(
        !statements.is_empty(),
        "no statements in {}",
        args.sql.display()
    );

    let user: String = conn
        .query_row(
            "SELECT id FROM users WHERE email = 'demo@superprompt.local'",
            [],
            |row| row.get(0),
        )
        .context("the demo user (superprompt seed --demo)")?;
    let stop = Arc::new(AtomicBool::new(false));
    let restart = Arc::new(AtomicBool::new(false));
    let checkpointer = {
        let conn = open(&args.db)?;
        let (stop, restart) = (stop.clone(), restart.clone());
        thread::spawn(move || checkpoints(conn, stop, restart))
    };
    let mut writer = Writer {
        conn,
        statements,
        user,
        restart,
    };
    let seconds = Duration::from_secs(args.seconds);

    let mut alone = Histogram::<u64>::new(3)?;
    let start = Instant::now();
    while start.elapsed() < seconds {
        let began = Instant::now();
        writer.write(now())?;
        alone.record(began.elapsed().as_micros() as u64)?;
        writer.between()?;
    }
    report("back to back", &alone);

    for rate in args.rates {
        ensure!(rate > 0, "a rate must be above zero");
        let interval = Duration::from_secs(1) / rate;
        let count = u64::from(rate) * args.seconds;
        let mut late = Histogram::<u64>::new(3)?;
        let mut alone = Histogram::<u64>::new(3)?;
        let first = Instant::now() + Duration::from_millis(100);
        for i in 0..count {
            let due = first + interval * i as u32;
            if let Some(wait) = due.checked_duration_since(Instant::now()) {
                thread::sleep(wait);
            }
            let began = Instant::now();
            writer.write(now())?;
            let done = Instant::now();
            late.record((done - due).as_micros() as u64)?;
            alone.record((done - began).as_micros() as u64)?;
            writer.between()?;
        }
        report(&format!("at {rate}/s, from its scheduled time"), &late);
        report(&format!("at {rate}/s, the transaction alone"), &alone);
    }
    stop.store(true, Ordering::Relaxed);
    checkpointer.join().ok();
    Ok(())
}
