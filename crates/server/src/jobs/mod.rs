//! Scheduled work. Every job is idempotent (deletes of rows past a date; a week's KPI record
//! keyed by the week), so several instances running it at once do no harm.

pub mod housekeeping;
pub mod weekly_kpis;
