//! SQLite WAL checkpoints off the commit path. By default SQLite checkpoints from inside the
//! commit that grows the write-ahead log past 1,000 pages: that commit copies the log into the
//! database and fsyncs it before it returns, so every request waiting on it (with group commit,
//! a whole batch of generations) waits too. The store turns that off on its connections and
//! runs passive checkpoints from a task of its own instead; passive checkpoints never block
//! readers or writers. On close, SQLite checkpoints what is left.

use std::{sync::Arc, time::Duration};

use sea_orm::{ConnectionTrait, DatabaseConnection};
use tokio::task::JoinHandle;

/// How often the task checkpoints the log.
pub(crate) const INTERVAL: Duration = Duration::from_millis(500);

/// The checkpoint task; it stops when the last clone of its store is dropped.
#[derive(Debug, Clone)]
pub(crate) struct Checkpointer {
    _task: Arc<StopOnDrop>,
}

#[derive(Debug)]
struct StopOnDrop(JoinHandle<()>);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

impl Checkpointer {
    /// Starts passive checkpoints every [`INTERVAL`] on the current Tokio runtime.
    pub(crate) fn spawn(db: DatabaseConnection) -> Self {
        let task = tokio::spawn(async move {
            let mut ticks = tokio::time::interval(INTERVAL);
            ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                ticks.tick().await;
                let outcome = db
                    .execute_unprepared("PRAGMA wal_checkpoint(PASSIVE)")
                    .await;
                // A closed pool is the store shutting down (closing checkpoints what is left).
                if db.get_sqlite_connection_pool().is_closed() {
                    return;
                }
                if let Err(err) = outcome {
                    tracing::warn!(error = %err, "a WAL checkpoint failed; the next one will retry");
                }
            }
        });
        Self {
            _task: Arc::new(StopOnDrop(task)),
        }
    }
}
