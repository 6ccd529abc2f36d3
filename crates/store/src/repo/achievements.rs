//! Reads of achievements and their notices, reported activity, and the equipped title. The
//! writes that move progress are in progress.rs, run by the repositories that record the events.

use chrono::{DateTime, NaiveDate, Utc};
use domain::{achievements::Milestone, activity::ActivityType};
use sea_orm::{
    ColumnTrait, EntityTrait, QueryFilter, QueryOrder, TransactionTrait, sea_query::Expr,
};

use crate::{
    Error, Result, Store,
    entity::{achievement_unlock, user, user_achievement, user_metric, weekly_activity},
    repo::{progress::Progression, users::lock_user},
};

pub type UserAchievement = user_achievement::Model;
pub type AchievementUnlock = achievement_unlock::Model;
pub type UserMetric = user_metric::Model;
pub type WeeklyActivity = weekly_activity::Model;

impl Store {
    /// A user's achievement rows (only those with progress), those changed after `since` when
    /// given.
    pub async fn achievements_of(
        &self,
        user_id: &str,
        since: Option<DateTime<Utc>>,
    ) -> Result<Vec<UserAchievement>> {
        let mut query = user_achievement::Entity::find()
            .filter(user_achievement::Column::UserId.eq(user_id))
            .order_by_asc(user_achievement::Column::AchievementId);
        if let Some(since) = since {
            query = query.filter(user_achievement::Column::LastUpdated.gt(since));
        }
        Ok(query.all(&self.db).await?)
    }

    /// A user's metrics (the counts achievements are measured on).
    pub async fn metrics_of(&self, user_id: &str) -> Result<Vec<UserMetric>> {
        Ok(user_metric::Entity::find()
            .filter(user_metric::Column::UserId.eq(user_id))
            .all(&self.db)
            .await?)
    }

    /// A user's unlock notices, newest first; only the unread ones when asked.
    pub async fn unlocks_of(&self, user_id: &str, unread: bool) -> Result<Vec<AchievementUnlock>> {
        let mut query = achievement_unlock::Entity::find()
            .filter(achievement_unlock::Column::UserId.eq(user_id))
            .order_by_desc(achievement_unlock::Column::UnlockedAt)
            .order_by_asc(achievement_unlock::Column::AchievementId);
        if unread {
            query = query.filter(achievement_unlock::Column::IsRead.eq(false));
        }
        Ok(query.all(&self.db).await?)
    }

    /// Marks one of the user's unlock notices read, or all of them; returns how many changed.
    pub async fn mark_unlocks_read(
        &self,
        user_id: &str,
        achievement_id: Option<&str>,
    ) -> Result<u64> {
        let mut update = achievement_unlock::Entity::update_many()
            .col_expr(achievement_unlock::Column::IsRead, Expr::value(true))
            .filter(achievement_unlock::Column::UserId.eq(user_id))
            .filter(achievement_unlock::Column::IsRead.eq(false));
        if let Some(id) = achievement_id {
            update = update.filter(achievement_unlock::Column::AchievementId.eq(id));
        }
        Ok(update.exec(&self.db).await?.rows_affected)
    }

    /// Adds a reported activity to the week's counts, and to the achievements it feeds, in one
    /// transaction.
    pub async fn record_activity(
        &self,
        user_id: &str,
        activity: ActivityType,
        by: i32,
        milestone: Option<Milestone<'_>>,
        now: DateTime<Utc>,
    ) -> Result<()> {
        let txn = self.db.begin().await?;
        lock_user(&txn, user_id).await?;
        let mut progression = Progression::new();
        progression.activity(user_id, activity, by);
        if let Some(milestone) = milestone {
            progression.milestone(user_id, milestone);
        }
        progression.write(&txn, now).await?;
        txn.commit().await?;
        Ok(())
    }

    /// A user's weekly activity, from the week starting `from` on.
    pub async fn weekly_activity_of(
        &self,
        user_id: &str,
        from: NaiveDate,
    ) -> Result<Vec<WeeklyActivity>> {
        Ok(weekly_activity::Entity::find()
            .filter(weekly_activity::Column::UserId.eq(user_id))
            .filter(weekly_activity::Column::WeekStart.gte(from))
            .order_by_asc(weekly_activity::Column::WeekStart)
            .order_by_asc(weekly_activity::Column::Activity)
            .all(&self.db)
            .await?)
    }

    /// Sets (or, with None, clears) the title shown in the header. The caller checks the title
    /// belongs to an achievement the user has unlocked.
    pub async fn set_equipped_title(
        &self,
        user_id: &str,
        title: Option<String>,
        now: DateTime<Utc>,
    ) -> Result<()> {
        let done = user::Entity::update_many()
            .col_expr(user::Column::EquippedTitle, Expr::value(title))
            .col_expr(user::Column::UpdatedAt, Expr::value(now))
            .filter(user::Column::Id.eq(user_id))
            .exec(&self.db)
            .await?;
        if done.rows_affected == 0 {
            return Err(Error::NotFound);
        }
        Ok(())
    }
}
