//! Scheduled work. Every job is idempotent (deletes of rows past a date), so several instances
//! running it at once do no harm.

pub mod housekeeping;
