//! Logs (tracing, as text or JSON lines) and metrics (a Prometheus recorder, installed once
//! per process so several apps in one test binary share it), and the stage times of a request
//! (how long it waited on an LLM provider and on the database), which its log line reports.

use std::{
    cell::Cell,
    future::Future,
    sync::OnceLock,
    time::{Duration, Instant},
};

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use tracing_subscriber::{EnvFilter, fmt, prelude::*};

use crate::config::{Config, LogFormat};

pub fn init_tracing(config: &Config) {
    let filter =
        EnvFilter::try_from_env("RUST_LOG").unwrap_or_else(|_| EnvFilter::new(&config.log_level));
    let registry = tracing_subscriber::registry().with(filter);
    let result = match config.log_format {
        LogFormat::Json => registry
            .with(
                fmt::layer()
                    .json()
                    .flatten_event(true)
                    .with_current_span(false),
            )
            .try_init(),
        LogFormat::Text => registry.with(fmt::layer().compact()).try_init(),
    };
    // Already set (a test harness did it first) is fine.
    let _ = result;
}

/// Seconds a generation's request spent in the server itself: its whole time less the wait on
/// LLM providers and the durable write (histogram).
pub const GENERATION_OVERHEAD: &str = "generation_server_overhead_seconds";
/// Seconds of a generation's durable write, the group commit's flush included (histogram).
pub const GENERATION_DURABLE_WRITE: &str = "generation_durable_write_seconds";
/// Requests refused as RATE_LIMITED, whichever limit refused them (counter).
pub const RATE_LIMIT_REFUSALS: &str = "rate_limit_refusals_total";
/// Requests refused with 503 because `max_requests_in_flight` were already being served
/// (counter).
pub const REQUESTS_SHED: &str = "requests_shed_total";

/// Bytes SQLite holds in memory in this process (page caches, schemas, statements), read when
/// `/metrics` is scraped (gauge; SQLite only).
pub const SQLITE_MEMORY: &str = "sqlite_memory_used_bytes";

/// Sub-millisecond buckets for what the server adds to a generation (the target is under 1 ms).
const OVERHEAD_BUCKETS: [f64; 12] = [
    0.000_05, 0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25,
];
/// Generations per commit.
const BATCH_BUCKETS: [f64; 9] = [1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0, 256.0];

pub fn metrics_handle() -> PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE
        .get_or_init(|| {
            let full = |name: &str| Matcher::Full(name.to_owned());
            let recorder = PrometheusBuilder::new()
                .set_buckets(&[
                    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
                ])
                .and_then(|b| {
                    b.set_buckets_for_metric(full(GENERATION_OVERHEAD), &OVERHEAD_BUCKETS)
                })
                .and_then(|b| {
                    b.set_buckets_for_metric(full(GENERATION_DURABLE_WRITE), &OVERHEAD_BUCKETS)
                })
                .and_then(|b| {
                    b.set_buckets_for_metric(
                        full(store::GENERATION_BATCH_SIZE_METRIC),
                        &BATCH_BUCKETS,
                    )
                })
                .expect("static buckets are valid")
                .build_recorder();
            let handle = recorder.handle();
            // If another recorder is installed (a test harness), ours still renders its own data.
            let _ = metrics::set_global_recorder(recorder);
            handle
        })
        .clone()
}

/// A stage of a request whose time its log line reports on its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// Waiting on the LLM providers (every attempt, retry and fallback).
    Provider,
    /// Reading from the database before the work.
    DbRead,
    /// Writing the result to the database (until it is durable).
    DbWrite,
}

/// The time one request spent in each [`Stage`].
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct StageTimes {
    pub provider: Duration,
    pub db_read: Duration,
    pub db_write: Duration,
}

impl StageTimes {
    fn add(&mut self, stage: Stage, time: Duration) {
        match stage {
            Stage::Provider => self.provider += time,
            Stage::DbRead => self.db_read += time,
            Stage::DbWrite => self.db_write += time,
        }
    }
}

tokio::task_local! {
    static STAGE_TIMES: Cell<StageTimes>;
}

/// Runs a request, collecting the time its [`timed`] stages take.
pub async fn with_stage_times<F: Future>(request: F) -> (F::Output, StageTimes) {
    STAGE_TIMES
        .scope(Cell::new(StageTimes::default()), async move {
            let output = request.await;
            (output, STAGE_TIMES.with(Cell::get))
        })
        .await
}

/// Awaits `work`, adding its wall time to `stage` of the current request (nothing outside one,
/// such as a background job).
pub async fn timed<F: Future>(stage: Stage, work: F) -> F::Output {
    let started = Instant::now();
    let output = work.await;
    record(stage, started.elapsed());
    output
}

/// Adds time measured elsewhere (the engine's wait for providers) to the request's `stage`.
pub fn record(stage: Stage, elapsed: std::time::Duration) {
    let _ = STAGE_TIMES.try_with(|times| {
        let mut now = times.get();
        now.add(stage, elapsed);
        times.set(now);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn stages_add_up_within_a_request_and_are_ignored_outside_one() {
        let ((), times) = with_stage_times(async {
            timed(
                Stage::Provider,
                tokio::time::sleep(Duration::from_millis(5)),
            )
            .await;
            timed(
                Stage::Provider,
                tokio::time::sleep(Duration::from_millis(5)),
            )
            .await;
            timed(Stage::DbWrite, async {}).await;
        })
        .await;
        assert!(times.provider >= Duration::from_millis(10), "{times:?}");
        assert_eq!(times.db_read, Duration::ZERO);
        assert!(times.db_write < times.provider);
        // Outside a request there is nothing to add to, and the work still runs.
        assert_eq!(timed(Stage::DbRead, async { 7 }).await, 7);
    }
}
