//! Achievements, unlock notices and weekly activity reports.

use async_graphql::{Enum, SimpleObject};
use chrono::{DateTime, NaiveDate, Utc};
use domain::achievements::{Achievement, Tier};

use crate::app::achievements::{AchievementView, AchievementsPage, ActivityReport, UnlockView};

/// An achievement's tier (the spec's category).
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "AchievementTier")]
pub enum TierGql {
    Bronze,
    Silver,
    Gold,
}

impl From<Tier> for TierGql {
    fn from(t: Tier) -> Self {
        match t {
            Tier::Bronze => Self::Bronze,
            Tier::Silver => Self::Silver,
            Tier::Gold => Self::Gold,
        }
    }
}

/// One achievement and where the user stands with it (spec: UserAchievements).
#[derive(SimpleObject)]
pub struct UserAchievement {
    pub achievement_id: String,
    pub name: String,
    pub description: String,
    pub category: TierGql,
    /// Progress towards the target, never past it.
    pub progress: u32,
    pub target: u32,
    pub unlocked: bool,
    pub unlocked_at: Option<DateTime<Utc>>,
    pub last_updated: Option<DateTime<Utc>>,
    /// The title the achievement lets the user wear once unlocked.
    pub title: String,
}

fn named(a: &Achievement) -> (String, String, TierGql, u32, String) {
    (
        a.id.clone(),
        a.name.clone(),
        a.tier.into(),
        a.target,
        a.title.clone(),
    )
}

impl From<AchievementView> for UserAchievement {
    fn from(v: AchievementView) -> Self {
        let (achievement_id, name, category, target, title) = named(v.achievement);
        Self {
            achievement_id,
            name,
            description: v.achievement.description.clone(),
            category,
            progress: v.progress,
            target,
            unlocked: v.unlocked,
            unlocked_at: v.unlocked_at,
            last_updated: v.last_updated,
            title,
        }
    }
}

/// The notice of an unlock (spec: AchievementUnlocks).
#[derive(SimpleObject)]
pub struct AchievementUnlock {
    pub achievement_id: String,
    pub name: String,
    pub category: TierGql,
    pub title: String,
    pub unlocked_at: DateTime<Utc>,
    pub is_read: bool,
}

impl From<UnlockView> for AchievementUnlock {
    fn from(v: UnlockView) -> Self {
        let (achievement_id, name, category, _, title) = named(v.achievement);
        Self {
            achievement_id,
            name,
            category,
            title,
            unlocked_at: v.unlocked_at,
            is_read: v.is_read,
        }
    }
}

/// Where the next page starts.
#[derive(SimpleObject)]
pub struct AchievementPagination {
    /// Pass it back as `tokens` for the next page; null on the last.
    pub next_token: Option<String>,
    /// Achievements over every page.
    pub total: u32,
    /// Pass it back as `lastUpdated` to get only what changes after this answer.
    pub as_of: DateTime<Utc>,
}

/// What loadUserAchievements answers.
#[derive(SimpleObject)]
pub struct UserAchievementsResult {
    pub achievements: Vec<UserAchievement>,
    /// Unlocks not yet read, newest first.
    pub new_unlocks: Vec<AchievementUnlock>,
    pub pagination: AchievementPagination,
}

impl From<AchievementsPage> for UserAchievementsResult {
    fn from(p: AchievementsPage) -> Self {
        Self {
            achievements: p.achievements.into_iter().map(Into::into).collect(),
            new_unlocks: p.new_unlocks.into_iter().map(Into::into).collect(),
            pagination: AchievementPagination {
                next_token: p.next_token,
                total: u32::try_from(p.total).unwrap_or(u32::MAX),
                as_of: p.as_of,
            },
        }
    }
}

/// What manageAchievementNotifications answers.
#[derive(SimpleObject)]
pub struct AchievementNotificationsResult {
    pub success: bool,
    pub marked_count: u64,
}

/// What to do with unlock notices.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum AchievementNotificationOperation {
    /// Mark one notice read (needs achievementId).
    MarkRead,
    /// Mark every notice read.
    MarkAllRead,
}

/// What trackWeeklyActivity answers: the week's count after the report.
#[derive(SimpleObject)]
pub struct WeeklyActivityResult {
    pub success: bool,
    pub activity_type: String,
    /// The Monday (UTC) the week starts on.
    pub week_start: NaiveDate,
    pub count: i32,
}

impl From<ActivityReport> for WeeklyActivityResult {
    fn from(r: ActivityReport) -> Self {
        Self {
            success: true,
            activity_type: r.activity.as_str().to_owned(),
            week_start: r.week_start,
            count: r.count,
        }
    }
}
