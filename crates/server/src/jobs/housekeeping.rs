//! Hourly housekeeping: forget sign-in attempts, mailed codes, refresh tokens and OIDC flows
//! that can no longer matter, and record the end of passes and cancelled plans.

use std::time::Duration;

use crate::app::App;

pub const INTERVAL: Duration = Duration::from_secs(60 * 60);

/// What one pass removed.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Swept {
    pub login_attempts: u64,
    pub email_codes: u64,
    pub refresh_tokens: u64,
    pub oidc_flows: u64,
    /// Users whose pass or cancelled plan ended, now back on Free.
    pub plans_ended: u64,
    /// Scheduled job runs recorded more than 30 days ago.
    pub job_runs: u64,
}

impl App {
    /// One pass. Attempts are kept a day (the throttle needs 15 minutes; the rest helps
    /// investigate abuse), expired codes and tokens a week.
    pub async fn housekeeping(&self) -> anyhow::Result<Swept> {
        let now = self.clock.now();
        let store = self.store();
        Ok(Swept {
            login_attempts: store
                .prune_login_attempts(now - chrono::Duration::days(1))
                .await?,
            email_codes: store
                .prune_email_codes(now - chrono::Duration::days(7))
                .await?,
            refresh_tokens: store
                .prune_refresh_tokens(now - chrono::Duration::days(7))
                .await?,
            oidc_flows: store
                .prune_oidc_flows(now - chrono::Duration::hours(1))
                .await?,
            plans_ended: self.settle_ended_periods().await?,
            job_runs: store
                .prune_job_runs(now - chrono::Duration::days(30))
                .await?,
        })
    }
}

/// Runs housekeeping every hour until the task is dropped, once an hour across instances.
pub fn spawn(app: App) -> tokio::task::JoinHandle<()> {
    super::every(app, "housekeeping", INTERVAL, |app| async move {
        Ok(format!("{:?}", app.housekeeping().await?))
    })
}
