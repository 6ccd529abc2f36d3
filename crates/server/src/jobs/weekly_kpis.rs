//! The weekly KPI job: every hour, if the last whole ISO week has no KPI record yet, compute
//! it. One instance runs each hour's pass (`jobs::every`); should two compute a week anyway
//! (`superprompt kpi compute` by hand), the week's record is unique by its key, so they land as
//! one record (the later one replaces the earlier, with the same figures).

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

/// Runs the pass every hour until the task is dropped, once an hour across instances.
pub fn spawn(app: App) -> tokio::task::JoinHandle<()> {
    super::every(app, "weekly_kpis", INTERVAL, |app| async move {
        Ok(match app.weekly_kpi_pass().await? {
            Some(record) => format!("weekly KPIs computed for {}", record.week_key),
            None => "weekly KPIs already there".to_owned(),
        })
    })
}
