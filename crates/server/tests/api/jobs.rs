//! Scheduled jobs with two instances on one database: each period's pass runs on one of them,
//! once, and the next period's runs again.

use chrono::{DateTime, Duration, DurationRound, Utc};
use superprompt_server::{config::Secret, jobs::housekeeping};

use crate::helpers::TestApp;

/// Moves `app`'s clock to half past the next hour, so both instances read the same period.
fn to_half_past_next_hour(app: &TestApp, from: DateTime<Utc>) {
    let target = from.duration_trunc(Duration::hours(1)).unwrap() + Duration::minutes(90);
    app.clock.advance(target - app.clock.now());
}

#[tokio::test]
async fn each_period_runs_once_across_two_instances() {
    let first = TestApp::spawn().await;
    let url = first.db.url.clone();
    let second = TestApp::spawn_with(|c| c.database.url = Some(Secret::new(url))).await;
    let interval = housekeeping::INTERVAL;

    for hour in 0..2 {
        let from = first.clock.now();
        to_half_past_next_hour(&first, from);
        to_half_past_next_hour(&second, from);
        // Both try at once: one runs the pass, the other is told another instance has it.
        let (a, b) = tokio::join!(
            first
                .app
                .run_once_per_period("housekeeping", interval, || first.app.housekeeping()),
            second
                .app
                .run_once_per_period("housekeeping", interval, || second.app.housekeeping()),
        );
        let ran = [a.unwrap().is_some(), b.unwrap().is_some()];
        assert_eq!(
            ran.iter().filter(|r| **r).count(),
            1,
            "hour {hour}: exactly one instance ran it: {ran:?}"
        );
        // A late start within the same period does not run it again, on either instance.
        for app in [&first, &second] {
            let again = app
                .app
                .run_once_per_period("housekeeping", interval, || app.app.housekeeping())
                .await
                .unwrap();
            assert!(again.is_none(), "hour {hour}: ran twice");
        }
    }
    // Another job's period is its own.
    assert!(
        first
            .app
            .claim_job_run("weekly_kpis", interval)
            .await
            .unwrap()
    );
}
