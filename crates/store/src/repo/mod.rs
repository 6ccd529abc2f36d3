//! Repositories: methods on [`crate::Store`], one file per aggregate. They read and write rows
//! and report what happened; deciding what should happen is the caller's job.

pub mod achievements;
pub mod analytics;
pub mod attempts;
pub(crate) mod batch;
pub mod billing;
pub(crate) mod bulk;
pub mod chat;
pub mod codes;
pub mod contexts;
pub mod feedback;
pub mod generations;
pub(crate) mod group_commit;
pub mod groups;
pub mod identities;
pub mod job_runs;
pub mod library;
pub mod oidc_flows;
pub mod outreach;
pub mod playground;
pub(crate) mod progress;
pub mod quota;
pub mod referrals;
pub mod sessions;
pub mod shares;
pub mod users;

/// A fresh, time-ordered identifier (UUIDv7, as text so both databases store it the same way).
pub(crate) fn new_id() -> String {
    uuid::Uuid::now_v7().to_string()
}
