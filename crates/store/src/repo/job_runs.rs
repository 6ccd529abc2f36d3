//! Scheduled jobs run once per period across instances: the first instance to record a job's
//! run for a period runs it; the others find the row and skip. Unlike a lock held while the
//! job runs, the row also stops a second run later in the same period (an instance that
//! started late, or restarted), and it needs nothing but a unique key, so it works the same on
//! SQLite, PostgreSQL, behind PgBouncer and on engines without advisory locks.

use chrono::{DateTime, Utc};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, Set, TryInsertResult};

use crate::{Result, Store, entity::job_run};

impl Store {
    /// Records that `instance` runs `job` for `period`; false when another instance (or this
    /// one, earlier) already did, and the job must not run again for it.
    pub async fn claim_job_run(
        &self,
        job: &str,
        period: i64,
        instance: &str,
        now: DateTime<Utc>,
    ) -> Result<bool> {
        let row = job_run::ActiveModel {
            job: Set(job.to_owned()),
            period: Set(period),
            instance: Set(instance.to_owned()),
            started_at: Set(now),
        };
        let inserted = job_run::Entity::insert(row)
            .on_conflict_do_nothing()
            .exec_without_returning(&self.db)
            .await?;
        Ok(matches!(inserted, TryInsertResult::Inserted(n) if n > 0))
    }

    /// Forgets runs started before `before`; returns how many.
    pub async fn prune_job_runs(&self, before: DateTime<Utc>) -> Result<u64> {
        Ok(job_run::Entity::delete_many()
            .filter(job_run::Column::StartedAt.lt(before))
            .exec(&self.db)
            .await?
            .rows_affected)
    }
}
