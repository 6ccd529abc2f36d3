use chrono::{DateTime, Duration, Utc};
use sea_orm::{
    ColumnTrait, Condition, EntityTrait, QueryFilter,
    sea_query::{Expr, ExprTrait},
};

use crate::{Result, Store, entity::user};

/// Which allowance a generation was paid from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spent {
    Daily,
    Bonus,
}

impl Store {
    /// Spends one generation from the daily allowance (opening a new window of `window` if
    /// the last one ended), or else from the bonus. Each step is one conditional UPDATE, so two
    /// concurrent requests can never both spend the last generation. None: nothing left.
    pub async fn spend_generation(
        &self,
        user_id: &str,
        now: DateTime<Utc>,
        window: Duration,
    ) -> Result<Option<Spent>> {
        let fresh = || {
            Condition::any()
                .add(user::Column::PromptLimitResetTime.is_null())
                .add(user::Column::PromptLimitResetTime.lte(now))
        };
        let daily = user::Entity::update_many()
            .col_expr(
                user::Column::DailyPromptsUsed,
                Expr::case(fresh(), 1)
                    .finally(Expr::col(user::Column::DailyPromptsUsed).add(1))
                    .into(),
            )
            .col_expr(
                user::Column::PromptLimitResetTime,
                Expr::case(fresh(), Expr::val(now + window))
                    .finally(Expr::col(user::Column::PromptLimitResetTime))
                    .into(),
            )
            .filter(user::Column::Id.eq(user_id))
            .filter(user::Column::DailyPromptLimit.gt(0))
            .filter(
                fresh().add(
                    Expr::col(user::Column::DailyPromptsUsed)
                        .lt(Expr::col(user::Column::DailyPromptLimit)),
                ),
            )
            .exec(&self.db)
            .await?;
        if daily.rows_affected == 1 {
            return Ok(Some(Spent::Daily));
        }
        let bonus = user::Entity::update_many()
            .col_expr(
                user::Column::BonusPrompts,
                Expr::col(user::Column::BonusPrompts).sub(1),
            )
            .filter(user::Column::Id.eq(user_id))
            .filter(user::Column::BonusPrompts.gt(0))
            .exec(&self.db)
            .await?;
        Ok((bonus.rows_affected == 1).then_some(Spent::Bonus))
    }

    /// Gives back a generation whose result never reached the user.
    pub async fn refund_generation(&self, user_id: &str, spent: Spent) -> Result<()> {
        let update = match spent {
            Spent::Daily => user::Entity::update_many()
                .col_expr(
                    user::Column::DailyPromptsUsed,
                    Expr::col(user::Column::DailyPromptsUsed).sub(1),
                )
                .filter(user::Column::DailyPromptsUsed.gt(0)),
            Spent::Bonus => user::Entity::update_many().col_expr(
                user::Column::BonusPrompts,
                Expr::col(user::Column::BonusPrompts).add(1),
            ),
        };
        update
            .filter(user::Column::Id.eq(user_id))
            .exec(&self.db)
            .await?;
        Ok(())
    }
}
