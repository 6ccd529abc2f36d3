//! Persistence for Superprompt.
//!
//! One code path serves SQLite (the embedded default) and PostgreSQL: entities and migrations are
//! written once with SeaORM, and the backend is picked from the URL scheme. Repositories are
//! methods on [`Store`], named for what the use cases need; they hold no business rules of their
//! own. The rules live in the domain crate; the use cases apply them, and where a rule must be
//! decided while a row is locked the store applies the domain's function inside its transaction
//! (the Free allowance) or hands the use case a gate to decide with (the library, billing).
//!
//! Neighbours: this crate depends on `domain` (rules and types, no IO). The server's `app` layer
//! calls it, and so do the server's CLI and tests (through `app`'s store handle and `testing`).

mod checkpoint;
mod connect;
pub mod entity;
mod error;
mod migration;
pub mod repo;
pub mod shared;
mod sqlite;
#[cfg(feature = "testing")]
pub mod testing;

use sea_orm::DatabaseConnection;

pub use connect::Backend;
pub use error::{Conflict, Error, Result, Unique};
pub use repo::group_commit::{
    BATCH_SIZE_METRIC as GENERATION_BATCH_SIZE_METRIC,
    POSTGRES_APPLICATION_NAME as GENERATION_WRITER_APPLICATION_NAME,
};
pub use repo::{
    achievements::{AchievementUnlock, UserAchievement, UserMetric, WeeklyActivity},
    attempts::LoginAttemptId,
    billing::{
        Applied, BillingUpdate, CancellationSurvey, Checkout, NewCancellationSurvey, NewPlanEvent,
        PlanEvent, PostUpgradeSurvey, ProviderEvent, RecoveryAttempt, RecoveryOffer,
    },
    chat::{ChatMessage, Conversation, NewTurn, TurnGate, TurnRefused},
    codes::{CodeUsage, EmailCode, NewEmailCode},
    contexts::{ContextChange, UserAndGenie, UserContext},
    feedback::PromptFeedback,
    generations::{Generation, NewGeneration, UsageCounter},
    groups::UserAndGroups,
    identities::Identity,
    library::{
        Destination, Folder, FolderSummary, LibraryGate, NewSavedPrompt, NewVersion, Page,
        PromptEdit, PromptVersion, SavedPrompt, SearchFilter,
    },
    oidc_flows::OidcFlow,
    outreach::{ContactMessage, ExtensionUninstall, NewsletterSubscriber, TeamsInterest},
    playground::{
        NewAnswer, NewRun, PlaygroundRun, RunGate, StoredAnswer, StoredProviderKey, TestingCounts,
    },
    referrals::{ReferralTracking, Referrer, TrackingRecord},
    sessions::{DeviceSession, NewRefreshToken, RefreshToken, Rotation, SessionState},
    shares::{NewShare, Share},
    users::{ClaimedAccount, NewUser, Onboarding, User},
};
pub use sqlite::{
    BackupReport, backup as backup_sqlite, open_connection as open_sqlite_connection,
};

/// The handle every repository method hangs off. Cheap to clone (the pool is shared).
#[derive(Clone, Debug)]
pub struct Store {
    db: DatabaseConnection,
    backend: Backend,
    generations: repo::group_commit::GenerationWriter,
    active_contexts: repo::batch::Reader<repo::contexts::UserAndGenie>,
    users_with_groups: repo::batch::Reader<repo::groups::UserAndGroups>,
    /// SQLite only: the WAL checkpoints, run off the commit path.
    _checkpoints: Option<checkpoint::Checkpointer>,
}

impl Store {
    /// Which database this store talks to.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Bytes SQLite holds in memory in this process (page caches, schemas, statements), on
    /// SQLite; `None` on PostgreSQL. What `/metrics` shows as `sqlite_memory_used_bytes`.
    pub fn sqlite_memory_used(&self) -> Option<u64> {
        (self.backend == Backend::Sqlite).then(sqlite::memory_used)
    }

    /// Checks the database answers, for readiness probes.
    pub async fn ping(&self) -> Result<()> {
        self.db.ping().await.map_err(Error::from)
    }

    /// Closes the pool (on graceful shutdown), so SQLite checkpoints its WAL.
    pub async fn close(self) -> Result<()> {
        self.db.close().await.map_err(Error::from)
    }
}
