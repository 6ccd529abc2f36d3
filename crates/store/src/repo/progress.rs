//! Achievements' progress and weekly activity, written with the event that causes them.
//!
//! A use case that records an event (a generation, a save, a share…) adds its milestones and
//! activities to a [`Progression`], whose statements run in the same transaction as the event
//! (the generation batch included: they are plain statements, so the SQLite writer runs them as
//! it runs the INSERT). Every statement is an upsert decided by the database from what it holds,
//! so concurrent events for one user never lose a count, and an unlock is written once:
//!
//! - a count adds to `user_metrics`; a distinct thing (a generator used) is marked once in
//!   `user_metric_marks` and the metric recounted from the marks (a comparison is such a thing:
//!   its generations carry one id); a day of activity extends or
//!   restarts the current run and keeps the best;
//! - each achievement the metric feeds gets `progress = min(best, target)`, `unlocked` once the
//!   target is reached (and never undone), `unlocked_at` the first time; the row changes (and its
//!   `last_updated` moves) only when progress rises;
//! - an unlocked achievement gets its `achievement_unlocks` notice, unread, once.

use std::collections::{BTreeMap, BTreeSet};

use chrono::{DateTime, Duration, Utc};
use domain::{
    achievements::{Milestone, Progress, catalogue},
    activity::{ActivityType, week_start},
};
use sea_orm::{
    ConnectionTrait, DbBackend, Statement,
    sea_query::{Alias, Expr, ExprTrait, Func, OnConflict, Query, UnionType, Value},
};

use crate::{
    Result,
    entity::{
        achievement_unlock, user_achievement, user_metric, user_metric_mark, weekly_activity,
    },
};

/// What one transaction adds to achievements and weekly activity.
#[derive(Debug, Default)]
pub(crate) struct Progression {
    adds: BTreeMap<(String, &'static str), i32>,
    marks: BTreeSet<(String, &'static str, String)>,
    days: BTreeSet<(String, &'static str)>,
    activity: BTreeMap<(String, &'static str), i32>,
}

impl Progression {
    pub(crate) fn new() -> Self {
        Self::default()
    }

    /// Counts a milestone of `user_id`'s.
    pub(crate) fn milestone(&mut self, user_id: &str, milestone: Milestone) -> &mut Self {
        for progress in milestone.progress() {
            match progress {
                Progress::Add(metric, n) => {
                    *self
                        .adds
                        .entry((user_id.to_owned(), metric.as_str()))
                        .or_default() += i32::try_from(n).unwrap_or(i32::MAX);
                }
                Progress::Distinct(metric, mark) => {
                    self.marks
                        .insert((user_id.to_owned(), metric.as_str(), mark.to_owned()));
                }
                Progress::Day(metric) => {
                    self.days.insert((user_id.to_owned(), metric.as_str()));
                }
            }
        }
        self
    }

    /// Counts `by` of an activity in the current week.
    pub(crate) fn activity(&mut self, user_id: &str, activity: ActivityType, by: i32) -> &mut Self {
        *self
            .activity
            .entry((user_id.to_owned(), activity.as_str()))
            .or_default() += by;
        self
    }

    /// The statements, in an order that reads what the earlier ones wrote.
    pub(crate) fn statements(&self, backend: DbBackend, now: DateTime<Utc>) -> Vec<Statement> {
        let mut out = Vec::new();
        let mut touched: BTreeSet<(&str, &'static str)> = BTreeSet::new();
        for ((user_id, metric), n) in &self.adds {
            out.push(backend.build(&add(user_id, metric, *n, now)));
            touched.insert((user_id, metric));
        }
        let mut recount: BTreeSet<(&str, &'static str)> = BTreeSet::new();
        for (user_id, metric, mark) in &self.marks {
            out.push(backend.build(&mark_once(user_id, metric, mark)));
            recount.insert((user_id, metric));
        }
        for (user_id, metric) in recount {
            out.push(backend.build(&count_marks(user_id, metric, now)));
            touched.insert((user_id, metric));
        }
        for (user_id, metric) in &self.days {
            out.push(backend.build(&day(user_id, metric, now)));
            touched.insert((user_id, metric));
        }
        let mut unlockable: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
        for (user_id, metric) in touched {
            let fed: Vec<_> = catalogue()
                .achievements
                .iter()
                .filter(|a| a.metric.as_str() == metric)
                .collect();
            if let Some(statement) = progress(user_id, metric, &fed, now) {
                out.push(backend.build(&statement));
            }
            unlockable
                .entry(user_id)
                .or_default()
                .extend(fed.iter().map(|a| a.id.as_str()));
        }
        for (user_id, ids) in unlockable {
            out.push(backend.build(&unlock(user_id, &ids)));
        }
        for ((user_id, activity), by) in &self.activity {
            out.push(backend.build(&count_activity(user_id, activity, *by, now)));
        }
        out
    }

    /// Runs the statements on `conn` (a transaction the caller commits).
    pub(crate) async fn write<C: ConnectionTrait>(
        &self,
        conn: &C,
        now: DateTime<Utc>,
    ) -> Result<()> {
        for statement in self.statements(conn.get_database_backend(), now) {
            conn.execute_raw(statement).await?;
        }
        Ok(())
    }
}

fn excluded(col: impl sea_orm::sea_query::IntoIden) -> Expr {
    Expr::col((Alias::new("excluded"), col))
}

fn add(
    user_id: &str,
    metric: &str,
    n: i32,
    now: DateTime<Utc>,
) -> sea_orm::sea_query::InsertStatement {
    use user_metric::Column as C;
    let own = |col: C| Expr::col((user_metric::Entity, col));
    Query::insert()
        .into_table(user_metric::Entity)
        .columns([C::UserId, C::Metric, C::Value, C::Best, C::UpdatedAt])
        .values_panic([
            user_id.into(),
            metric.into(),
            n.into(),
            n.into(),
            now.into(),
        ])
        .on_conflict(
            OnConflict::columns([C::UserId, C::Metric])
                .value(C::Value, own(C::Value).add(n))
                .value(C::Best, own(C::Best).add(n))
                .update_column(C::UpdatedAt)
                .to_owned(),
        )
        .to_owned()
}

fn mark_once(user_id: &str, metric: &str, mark: &str) -> sea_orm::sea_query::InsertStatement {
    use user_metric_mark::Column as C;
    Query::insert()
        .into_table(user_metric_mark::Entity)
        .columns([C::UserId, C::Metric, C::Mark])
        .values_panic([user_id.into(), metric.into(), mark.into()])
        .on_conflict(
            OnConflict::columns([C::UserId, C::Metric, C::Mark])
                .do_nothing()
                .to_owned(),
        )
        .to_owned()
}

fn count_marks(
    user_id: &str,
    metric: &str,
    now: DateTime<Utc>,
) -> sea_orm::sea_query::InsertStatement {
    use user_metric::Column as C;
    let marks = Query::select()
        .expr(Expr::val(user_id))
        .expr(Expr::val(metric))
        .expr(Func::count(Expr::col(user_metric_mark::Column::Mark)))
        .expr(Func::count(Expr::col(user_metric_mark::Column::Mark)))
        .expr(Expr::val(now))
        .from(user_metric_mark::Entity)
        .and_where(Expr::col(user_metric_mark::Column::UserId).eq(user_id))
        .and_where(Expr::col(user_metric_mark::Column::Metric).eq(metric))
        .to_owned();
    Query::insert()
        .into_table(user_metric::Entity)
        .columns([C::UserId, C::Metric, C::Value, C::Best, C::UpdatedAt])
        .select_from(marks)
        .expect("five columns, five values")
        .on_conflict(
            OnConflict::columns([C::UserId, C::Metric])
                .update_columns([C::Value, C::Best, C::UpdatedAt])
                .to_owned(),
        )
        .to_owned()
}

/// A day of activity: the same day counts once, the day after the last extends the run, a
/// later day starts a new run; `best` keeps the longest.
fn day(user_id: &str, metric: &str, now: DateTime<Utc>) -> sea_orm::sea_query::InsertStatement {
    use user_metric::Column as C;
    let own = |col: C| Expr::col((user_metric::Entity, col));
    let today = now.date_naive();
    let yesterday = today - Duration::days(1);
    let run: Expr = Expr::case(own(C::LastDay).eq(today), own(C::Value))
        .case(own(C::LastDay).eq(yesterday), own(C::Value).add(1))
        .finally(Expr::val(1))
        .into();
    let best: Expr = Expr::case(run.clone().gt(own(C::Best)), run.clone())
        .finally(own(C::Best))
        .into();
    Query::insert()
        .into_table(user_metric::Entity)
        .columns([
            C::UserId,
            C::Metric,
            C::Value,
            C::Best,
            C::LastDay,
            C::UpdatedAt,
        ])
        .values_panic([
            user_id.into(),
            metric.into(),
            1.into(),
            1.into(),
            today.into(),
            now.into(),
        ])
        .on_conflict(
            OnConflict::columns([C::UserId, C::Metric])
                .value(C::Value, run)
                .value(C::Best, best)
                .update_columns([C::LastDay, C::UpdatedAt])
                .to_owned(),
        )
        .to_owned()
}

/// Every achievement `metric` feeds, in one upsert (one round trip however many there are):
/// the user's metric row joined with the achievements' rows (id, tier, target).
fn progress(
    user_id: &str,
    metric: &str,
    achievements: &[&domain::achievements::Achievement],
    now: DateTime<Utc>,
) -> Option<sea_orm::sea_query::InsertStatement> {
    use user_achievement::Column as C;
    let fed = Alias::new("fed");
    let (id, tier, target) = (Alias::new("id"), Alias::new("tier"), Alias::new("target"));
    let mut rows = achievements.iter().map(|achievement| {
        Query::select()
            .expr_as(Expr::val(achievement.id.as_str()), id.clone())
            .expr_as(Expr::val(achievement.tier.as_str()), tier.clone())
            .expr_as(
                Expr::val(i32::try_from(achievement.target).unwrap_or(i32::MAX)),
                target.clone(),
            )
            .to_owned()
    });
    let mut table = rows.next()?;
    for row in rows {
        table.union(UnionType::All, row);
    }
    let own = |col: C| Expr::col((user_achievement::Entity, col));
    let goal = Expr::col((fed.clone(), target));
    let best = Expr::col((user_metric::Entity, user_metric::Column::Best));
    let reached = best.clone().gte(goal.clone());
    let no_time = Value::ChronoDateTimeUtc(None);
    let measured = Query::select()
        .column((user_metric::Entity, user_metric::Column::UserId))
        .expr(Expr::col((fed.clone(), id)))
        .expr(Expr::col((fed.clone(), tier)))
        .expr(Expr::case(reached.clone(), goal).finally(best))
        .expr(reached.clone())
        .expr(Expr::case(reached, now).finally(no_time))
        .expr(Expr::val(now))
        .from(user_metric::Entity)
        .from_subquery(table, fed)
        .and_where(Expr::col((user_metric::Entity, user_metric::Column::UserId)).eq(user_id))
        .and_where(Expr::col((user_metric::Entity, user_metric::Column::Metric)).eq(metric))
        .to_owned();
    Some(
        Query::insert()
            .into_table(user_achievement::Entity)
            .columns([
                C::UserId,
                C::AchievementId,
                C::Category,
                C::Progress,
                C::Unlocked,
                C::UnlockedAt,
                C::LastUpdated,
            ])
            .select_from(measured)
            .expect("seven columns, seven values")
            .on_conflict(
                OnConflict::columns([C::UserId, C::AchievementId])
                    .update_columns([C::Progress, C::LastUpdated])
                    .value(C::Unlocked, own(C::Unlocked).or(excluded(C::Unlocked)))
                    .value(
                        C::UnlockedAt,
                        Func::coalesce([own(C::UnlockedAt), excluded(C::UnlockedAt)]),
                    )
                    .action_and_where(own(C::Progress).lt(excluded(C::Progress)))
                    .to_owned(),
            )
            .to_owned(),
    )
}

fn unlock(user_id: &str, ids: &[&str]) -> sea_orm::sea_query::InsertStatement {
    use achievement_unlock::Column as C;
    let unlocked = Query::select()
        .columns([
            user_achievement::Column::UserId,
            user_achievement::Column::AchievementId,
            user_achievement::Column::UnlockedAt,
        ])
        .expr(Expr::val(false))
        .from(user_achievement::Entity)
        .and_where(Expr::col(user_achievement::Column::UserId).eq(user_id))
        .and_where(Expr::col(user_achievement::Column::Unlocked).eq(true))
        .and_where(Expr::col(user_achievement::Column::AchievementId).is_in(ids.iter().copied()))
        .to_owned();
    Query::insert()
        .into_table(achievement_unlock::Entity)
        .columns([C::UserId, C::AchievementId, C::UnlockedAt, C::IsRead])
        .select_from(unlocked)
        .expect("four columns, four values")
        .on_conflict(
            OnConflict::columns([C::UserId, C::AchievementId])
                .do_nothing()
                .to_owned(),
        )
        .to_owned()
}

fn count_activity(
    user_id: &str,
    activity: &str,
    by: i32,
    now: DateTime<Utc>,
) -> sea_orm::sea_query::InsertStatement {
    use weekly_activity::Column as C;
    let own = |col: C| Expr::col((weekly_activity::Entity, col));
    Query::insert()
        .into_table(weekly_activity::Entity)
        .columns([C::UserId, C::WeekStart, C::Activity, C::Count, C::UpdatedAt])
        .values_panic([
            user_id.into(),
            week_start(now).into(),
            activity.into(),
            by.into(),
            now.into(),
        ])
        .on_conflict(
            OnConflict::columns([C::UserId, C::WeekStart, C::Activity])
                .value(C::Count, own(C::Count).add(by))
                .update_column(C::UpdatedAt)
                .to_owned(),
        )
        .to_owned()
}
