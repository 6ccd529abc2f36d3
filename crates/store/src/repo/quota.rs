//! The Free allowance. Spending and giving back run in one transaction that first locks the
//! user's row, then applies the domain's rule ([`Allowance::spend`], [`Allowance::refund`]) to
//! the stored counters and writes the result: two concurrent requests can never both spend
//! the last generation, and the rolling-window rule is written once, in the domain.

use chrono::{DateTime, Utc};
use domain::{
    activity::ActivityType,
    generation::{Allowance, Spent},
};
use sea_orm::{ActiveModelTrait, EntityTrait, IntoActiveModel, Set, TransactionTrait};

use crate::{
    Error, Result, Store,
    entity::user,
    repo::{progress::Progression, users::lock_user},
};

impl user::Model {
    /// The stored counters as the domain's allowance.
    pub fn allowance(&self) -> Allowance {
        Allowance {
            daily_limit: self.daily_prompt_limit,
            daily_used: self.daily_prompts_used,
            bonus: self.bonus_prompts,
            resets_at: self.prompt_limit_reset_time,
        }
    }
}

impl Store {
    /// Spends one generation of the user's allowance. None: nothing left (nothing changes).
    pub async fn spend_generation(
        &self,
        user_id: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<Spent>> {
        self.change_allowance(user_id, Some(now), |a| a.spend(now))
            .await
    }

    /// Gives back a generation whose result never reached the user.
    pub async fn refund_generation(&self, user_id: &str, spent: Spent) -> Result<()> {
        self.change_allowance(user_id, None, |a| Some(((), a.refund(spent))))
            .await
            .map(|_| ())
    }

    /// Applies `change` to the user's allowance under the row lock; writes the new allowance
    /// when it returns one. A refused spend (`refused_at` set) counts as a free-limit hit in
    /// the week's activity, in the same transaction.
    async fn change_allowance<T>(
        &self,
        user_id: &str,
        refused_at: Option<DateTime<Utc>>,
        change: impl FnOnce(Allowance) -> Option<(T, Allowance)>,
    ) -> Result<Option<T>> {
        let txn = self.db.begin().await?;
        lock_user(&txn, user_id).await?;
        let row = user::Entity::find_by_id(user_id.to_owned())
            .one(&txn)
            .await?
            .ok_or(Error::NotFound)?;
        let Some((outcome, after)) = change(row.allowance()) else {
            if let Some(now) = refused_at {
                Progression::new()
                    .activity(user_id, ActivityType::FreeLimitHit, 1)
                    .write(&txn, now)
                    .await?;
                txn.commit().await?;
            } else {
                txn.rollback().await?;
            }
            return Ok(None);
        };
        if after != row.allowance() {
            let mut update = row.into_active_model();
            update.daily_prompts_used = Set(after.daily_used);
            update.bonus_prompts = Set(after.bonus);
            update.prompt_limit_reset_time = Set(after.resets_at);
            update.update(&txn).await?;
        }
        txn.commit().await?;
        Ok(Some(outcome))
    }
}
