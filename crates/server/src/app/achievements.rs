//! Achievements and quests, weekly activity reports, and the equipped title. Progress itself is
//! written by the store with the events that cause it (store/repo/progress.rs); here it is read
//! against the catalogue (domain::achievements), notices are marked read, and a client reports
//! what only it can see.

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use domain::{
    ValidationError,
    achievements::{Achievement, Milestone, catalogue},
    activity::{self, ActivityType, week_start},
};

use super::{App, Error, Result, limits::KeyedLimit, users::UserView};

/// The most achievements one page holds.
pub const MAX_PAGE: u32 = 100;

/// One achievement as a user stands with it.
#[derive(Debug, Clone)]
pub struct AchievementView {
    pub achievement: &'static Achievement,
    pub progress: u32,
    pub unlocked: bool,
    pub unlocked_at: Option<DateTime<Utc>>,
    /// When its progress last moved; None before any.
    pub last_updated: Option<DateTime<Utc>>,
}

/// The notice of an unlock.
#[derive(Debug, Clone)]
pub struct UnlockView {
    pub achievement: &'static Achievement,
    pub unlocked_at: DateTime<Utc>,
    pub is_read: bool,
}

/// What loadUserAchievements answers.
#[derive(Debug, Clone)]
pub struct AchievementsPage {
    pub achievements: Vec<AchievementView>,
    /// Unlocks not yet read, newest first.
    pub new_unlocks: Vec<UnlockView>,
    /// The token for the next page, if there is one.
    pub next_token: Option<String>,
    /// How many achievements the answer covers, over every page.
    pub total: usize,
    /// The moment this answer describes: pass it back as `lastUpdated` to get what changes next.
    pub as_of: DateTime<Utc>,
}

/// A week's count of one activity, after a report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActivityReport {
    pub activity: ActivityType,
    pub week_start: NaiveDate,
    pub count: i32,
}

/// Per user: activity reports (the extension reports as it is used).
pub struct ActivityLimiter(KeyedLimit<String>);

impl Default for ActivityLimiter {
    fn default() -> Self {
        Self(KeyedLimit::new(
            "activity",
            30,
            std::time::Duration::from_secs(2),
        ))
    }
}

impl App {
    /// The user's achievements against the catalogue, a page at a time (`token` is the page
    /// token of the answer before), and their unread unlocks. With `since`, only those whose
    /// progress moved after it.
    pub async fn load_achievements(
        &self,
        user_id: &str,
        limit: Option<u32>,
        token: Option<&str>,
        since: Option<DateTime<Utc>>,
    ) -> Result<AchievementsPage> {
        let as_of = self.clock.now();
        let limit = limit.unwrap_or(MAX_PAGE).clamp(1, MAX_PAGE) as usize;
        let offset = match token {
            None => 0,
            Some(raw) => raw.trim().parse::<usize>().map_err(|_| {
                ValidationError::new("tokens", "That page token is not one this server gave.")
            })?,
        };
        let rows = self.store.achievements_of(user_id, since).await?;
        let mut by_id: HashMap<&str, &store::UserAchievement> = rows
            .iter()
            .map(|r| (r.achievement_id.as_str(), r))
            .collect();
        let all: Vec<AchievementView> = catalogue()
            .achievements
            .iter()
            .filter_map(|achievement| {
                let row = by_id.remove(achievement.id.as_str());
                if since.is_some() && row.is_none() {
                    return None;
                }
                Some(AchievementView {
                    achievement,
                    progress: row.map_or(0, |r| u32::try_from(r.progress).unwrap_or(0)),
                    unlocked: row.is_some_and(|r| r.unlocked),
                    unlocked_at: row.and_then(|r| r.unlocked_at),
                    last_updated: row.map(|r| r.last_updated),
                })
            })
            .collect();
        let total = all.len();
        let page: Vec<AchievementView> = all
            .get(offset..)
            .unwrap_or_default()
            .iter()
            .take(limit)
            .cloned()
            .collect();
        let next_token = (offset + page.len() < total).then(|| (offset + page.len()).to_string());
        let new_unlocks = self
            .store
            .unlocks_of(user_id, true)
            .await?
            .into_iter()
            .filter_map(|u| {
                Some(UnlockView {
                    achievement: catalogue().get(&u.achievement_id)?,
                    unlocked_at: u.unlocked_at,
                    is_read: u.is_read,
                })
            })
            .collect();
        Ok(AchievementsPage {
            achievements: page,
            new_unlocks,
            next_token,
            total,
            as_of,
        })
    }

    /// Marks one unlock notice read (`achievement_id`), or all of them. Returns how many
    /// changed; an unknown achievement is a clear error.
    pub async fn mark_unlocks_read(
        &self,
        user_id: &str,
        achievement_id: Option<&str>,
    ) -> Result<u64> {
        if let Some(id) = achievement_id
            && catalogue().get(id).is_none()
        {
            return Err(Error::NotFound("There is no such achievement.".into()));
        }
        Ok(self
            .store
            .mark_unlocks_read(user_id, achievement_id)
            .await?)
    }

    /// Records a client's report of an activity the server cannot see (trackWeeklyActivity),
    /// and the achievement it feeds.
    pub async fn track_activity(
        &self,
        user_id: &str,
        activity_type: &str,
        increment_by: i32,
    ) -> Result<ActivityReport> {
        let (activity, by) = activity::client_report(activity_type, increment_by)?;
        self.activity_limits
            .0
            .allow(
                &self.limit_store,
                &user_id.to_owned(),
                "Too many activity reports. Try again in a moment.",
            )
            .await?;
        let milestone = match activity {
            ActivityType::ExtensionUse => Some(Milestone::ExtensionUsed(by.unsigned_abs())),
            _ => None,
        };
        let now = self.clock.now();
        self.store
            .record_activity(user_id, activity, by, milestone, now)
            .await?;
        let week = week_start(now);
        let count = self
            .store
            .weekly_activity_of(user_id, week)
            .await?
            .into_iter()
            .find(|w| w.week_start == week && w.activity == activity.as_str())
            .map_or(by, |w| w.count);
        Ok(ActivityReport {
            activity,
            week_start: week,
            count,
        })
    }

    /// Wears the title of an unlocked achievement in the header, or (None) none.
    pub async fn equip_title(&self, user_id: &str, title: Option<&str>) -> Result<UserView> {
        let title = title.map(str::trim).filter(|t| !t.is_empty());
        if let Some(title) = title {
            let Some(achievement) = catalogue().by_title(title) else {
                return Err(ValidationError::new(
                    "title",
                    "There is no achievement with that title.",
                )
                .into());
            };
            let unlocked = self
                .store
                .achievements_of(user_id, None)
                .await?
                .iter()
                .any(|r| r.achievement_id == achievement.id && r.unlocked);
            if !unlocked {
                return Err(ValidationError::new(
                    "title",
                    format!(
                        "Unlock \u{201c}{}\u{201d} to wear its title.",
                        achievement.name
                    ),
                )
                .into());
            }
        }
        self.store
            .set_equipped_title(user_id, title.map(str::to_owned), self.clock.now())
            .await?;
        self.me(user_id).await
    }
}
