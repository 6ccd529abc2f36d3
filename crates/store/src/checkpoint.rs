//! SQLite WAL checkpoints off the commit path. By default SQLite checkpoints from inside the
//! commit that grows the write-ahead log past 1,000 pages: that commit copies the log into the
//! database and fsyncs it before it returns, so every request waiting on it (with group commit,
//! a whole batch of generations) waits too. The store turns that off on its connections and
//! runs passive checkpoints from a task of its own instead; passive checkpoints never block
//! readers or writers. On close, SQLite checkpoints what is left.
//!
//! SQLite starts the log over from its beginning only when a write transaction begins after a
//! checkpoint has copied all of it. Under steady load the generation writer's next batch has
//! usually begun (or committed) before the task's checkpoint ends, so the log never started
//! over: the file grew by about 20 MB a second at 1,000 generations a second, and every commit
//! appended to it (new blocks, zeroed pages, and the file's size in each fsync). So after each
//! checkpoint of a log that holds frames, the task raises a flag ([`PendingRestart`]) and the
//! writer checkpoints once more between two batches: it copies the few frames committed
//! meanwhile, and its next batch writes at the start of the log.

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend, Statement};
use tokio::task::JoinHandle;

/// How often the task checkpoints the log.
pub(crate) const INTERVAL: Duration = Duration::from_millis(500);

/// The checkpoint task; it stops when the last clone of its store is dropped.
#[derive(Debug, Clone)]
pub(crate) struct Checkpointer {
    _task: Arc<StopOnDrop>,
    pending_restart: PendingRestart,
}

/// Raised after a checkpoint of a log that holds frames; the generation writer takes it and
/// checkpoints once more between two batches, so that the log starts over
/// (repo/group_commit/sqlite.rs).
#[derive(Debug, Clone, Default)]
pub(crate) struct PendingRestart(Arc<AtomicBool>);

impl PendingRestart {
    fn raise(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether the flag was raised since the last call.
    pub(crate) fn take(&self) -> bool {
        self.0.swap(false, Ordering::Relaxed)
    }
}

/// What `PRAGMA wal_checkpoint` answers: whether it was blocked, the frames in the log and the
/// frames copied into the database (-1 and -1 when the database is not in WAL mode).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Outcome {
    pub(crate) busy: bool,
    pub(crate) log: i64,
    pub(crate) copied: i64,
}

impl Outcome {
    /// The passive checkpoint, as every connection runs it.
    pub(crate) const SQL: &str = "PRAGMA wal_checkpoint(PASSIVE)";

    /// Whether the log holds frames (it has not started over since they were written).
    pub(crate) fn has_frames(self) -> bool {
        self.log > 0
    }

    /// Whether frames are left that this checkpoint could not copy (a reader still needed
    /// them, or another checkpoint ran).
    pub(crate) fn left_frames(self) -> bool {
        self.busy || self.copied < self.log
    }
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
        let pending_restart = PendingRestart::default();
        let signal = pending_restart.clone();
        let task = tokio::spawn(async move {
            let mut ticks = tokio::time::interval(INTERVAL);
            ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                ticks.tick().await;
                let outcome = checkpoint(&db).await;
                // A closed pool is the store shutting down (closing checkpoints what is left).
                if db.get_sqlite_connection_pool().is_closed() {
                    return;
                }
                match outcome {
                    Ok(outcome) if outcome.has_frames() => signal.raise(),
                    Ok(_) => {}
                    Err(err) => {
                        tracing::warn!(error = %err, "a WAL checkpoint failed; the next one will retry")
                    }
                }
            }
        });
        Self {
            _task: Arc::new(StopOnDrop(task)),
            pending_restart,
        }
    }

    /// The flag the generation writer takes (see [`PendingRestart`]).
    pub(crate) fn pending_restart(&self) -> PendingRestart {
        self.pending_restart.clone()
    }
}

async fn checkpoint(db: &DatabaseConnection) -> Result<Outcome, sea_orm::DbErr> {
    let row = db
        .query_one_raw(Statement::from_string(DbBackend::Sqlite, Outcome::SQL))
        .await?
        .ok_or_else(|| sea_orm::DbErr::Custom("wal_checkpoint answered no row".into()))?;
    Ok(Outcome {
        busy: row.try_get_by_index::<i64>(0)? != 0,
        log: row.try_get_by_index(1)?,
        copied: row.try_get_by_index(2)?,
    })
}
