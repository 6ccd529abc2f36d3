//! The weekly KPI job: every hour, if the last whole ISO week has no KPI record yet, compute
//! it. Several instances may do so at once: the week's record is unique by its key, so the
//! computations land as one record (the later one replaces the earlier, with the same figures).

use std::time::Duration;

use domain::analytics::kpi::IsoWeek;
use store::repo::analytics::WeeklyKpiRecord;

use crate::app::App;

pub const INTERVAL: Duration = Duration::from_secs(60 * 60);

impl App {
    /// One pass: the last whole week's record, if it had to be computed.
    pub async fn weekly_kpi_pass(&self) -> anyhow::Result<Option<WeeklyKpiRecord>> {
        let week = IsoWeek::previous(self.clock.now());
        if self.store().weekly_kpis_of(&week.key()).await?.is_some() {
            return Ok(None);
        }
        Ok(Some(
            self.compute_weekly_kpis(week)
                .await
                .map_err(|e| anyhow::anyhow!("{e}"))?,
        ))
    }
}

/// Runs the pass every hour until the task is dropped.
pub fn spawn(app: App) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut ticker = tokio::time::interval(INTERVAL);
        ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticker.tick().await;
            match app.weekly_kpi_pass().await {
                Ok(Some(record)) => tracing::info!(week = %record.week_key, "weekly KPIs computed"),
                Ok(None) => {}
                Err(err) => {
                    tracing::warn!(error = ?err, "weekly KPIs failed; will retry next hour")
                }
            }
        }
    })
}
