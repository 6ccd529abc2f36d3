//! Scheduled work. Every job runs once per period however many instances serve: before a pass
//! an instance claims the job's current period (`Store::claim_job_run`, a row unique by job
//! and period) and skips the pass when another instance has it. The jobs stay idempotent
//! (deletes of rows past a date; a week's KPI record keyed by the week), so a pass that dies
//! half-way is simply done again by the next period's.

pub mod housekeeping;
pub mod weekly_kpis;

use std::{future::Future, sync::OnceLock, time::Duration};

use chrono::{DateTime, Utc};

use crate::app::App;

/// The period `now` falls in for a job that runs every `interval`: whole intervals since the
/// Unix epoch, so every instance counts them alike.
pub fn period(now: DateTime<Utc>, interval: Duration) -> i64 {
    let seconds = i64::try_from(interval.as_secs().max(1)).unwrap_or(i64::MAX);
    now.timestamp().div_euclid(seconds)
}

/// This process in job claims: its host name and process id (at most 64 characters).
pub fn instance_name() -> &'static str {
    static NAME: OnceLock<String> = OnceLock::new();
    NAME.get_or_init(|| {
        let host = std::env::var("HOSTNAME")
            .ok()
            .or_else(|| std::fs::read_to_string("/etc/hostname").ok())
            .map(|h| h.trim().to_owned())
            .filter(|h| !h.is_empty())
            .unwrap_or_else(|| "instance".to_owned());
        let name = format!("{host}:{}", std::process::id());
        name.chars()
            .rev()
            .take(64)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect()
    })
}

impl App {
    /// Claims `job`'s run for the current period for this instance: false when it was
    /// already claimed, and the pass must be skipped.
    pub async fn claim_job_run(&self, job: &str, interval: Duration) -> anyhow::Result<bool> {
        let now = self.clock.now();
        Ok(self
            .store()
            .claim_job_run(job, period(now, interval), instance_name(), now)
            .await?)
    }

    /// Runs `pass` if this instance is the one to run `job` for the current period: `None`
    /// when another instance has it.
    pub async fn run_once_per_period<T, F, Fut>(
        &self,
        job: &str,
        interval: Duration,
        pass: F,
    ) -> anyhow::Result<Option<T>>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = anyhow::Result<T>>,
    {
        if !self.claim_job_run(job, interval).await? {
            return Ok(None);
        }
        pass().await.map(Some)
    }
}

/// Runs `job` every `interval` until the task is dropped, once per period across instances;
/// `pass` answers what to log when it ran.
pub fn every<F, Fut>(
    app: App,
    job: &'static str,
    interval: Duration,
    pass: F,
) -> tokio::task::JoinHandle<()>
where
    F: Fn(App) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = anyhow::Result<String>> + Send,
{
    tokio::spawn(async move {
        let mut ticker = tokio::time::interval(interval);
        ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticker.tick().await;
            match app
                .run_once_per_period(job, interval, || pass(app.clone()))
                .await
            {
                Ok(Some(done)) => tracing::info!(job, done, "scheduled job ran"),
                Ok(None) => tracing::debug!(job, "another instance runs this period's pass"),
                Err(err) => {
                    tracing::warn!(job, error = ?err, "scheduled job failed; the next period's pass tries again")
                }
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn periods_are_whole_intervals_since_the_epoch() {
        let hour = Duration::from_secs(3600);
        let at = |s: &str| s.parse::<DateTime<Utc>>().unwrap();
        assert_eq!(
            period(at("2026-11-27T18:00:00Z"), hour),
            period(at("2026-11-27T18:59:59Z"), hour)
        );
        assert_eq!(
            period(at("2026-11-27T19:00:00Z"), hour),
            period(at("2026-11-27T18:59:59Z"), hour) + 1
        );
        assert_eq!(period(at("1970-01-01T01:00:00Z"), hour), 1);
        assert!(instance_name().chars().count() <= 64);
    }
}
