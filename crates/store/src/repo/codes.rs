use chrono::{DateTime, Utc};
use sea_orm::{
    ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set, TransactionTrait,
    sea_query::{Expr, ExprTrait},
};

use crate::{Result, Store, entity::email_code, repo::new_id};

pub type EmailCode = email_code::Model;

#[derive(Debug, Clone)]
pub struct NewEmailCode {
    pub user_id: String,
    pub purpose: &'static str,
    pub code_hash: String,
    pub expires_at: DateTime<Utc>,
}

/// The codes of one purpose a user was sent within a window, and the guesses made at them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CodeUsage {
    pub codes_sent: u32,
    /// Guesses counted against those codes (the one that succeeded included).
    pub guesses: u32,
    /// When the oldest of them was sent: the window frees a slot once it is past.
    pub oldest_sent_at: Option<DateTime<Utc>>,
}

impl Store {
    /// Stores a new code and retires every earlier unused code of the same purpose, in one
    /// transaction: only the newest code works.
    pub async fn replace_email_code(
        &self,
        new: NewEmailCode,
        now: DateTime<Utc>,
    ) -> Result<EmailCode> {
        let txn = self.db.begin().await?;
        email_code::Entity::update_many()
            .col_expr(email_code::Column::ConsumedAt, Expr::value(now))
            .filter(email_code::Column::UserId.eq(&new.user_id))
            .filter(email_code::Column::Purpose.eq(new.purpose))
            .filter(email_code::Column::ConsumedAt.is_null())
            .exec(&txn)
            .await?;
        let row = email_code::ActiveModel {
            id: Set(new_id()),
            user_id: Set(new.user_id),
            purpose: Set(new.purpose.to_owned()),
            code_hash: Set(new.code_hash),
            expires_at: Set(new.expires_at),
            attempts: Set(0),
            consumed_at: Set(None),
            created_at: Set(now),
        };
        let inserted = email_code::Entity::insert(row)
            .exec_with_returning(&txn)
            .await?;
        txn.commit().await?;
        Ok(inserted)
    }

    /// The newest code of this purpose that has not been used or retired.
    pub async fn current_email_code(
        &self,
        user_id: &str,
        purpose: &str,
    ) -> Result<Option<EmailCode>> {
        Ok(email_code::Entity::find()
            .filter(email_code::Column::UserId.eq(user_id))
            .filter(email_code::Column::Purpose.eq(purpose))
            .filter(email_code::Column::ConsumedAt.is_null())
            .order_by_desc(email_code::Column::CreatedAt)
            .one(&self.db)
            .await?)
    }

    /// When the last code of this purpose was sent, used or not.
    pub async fn last_email_code_sent_at(
        &self,
        user_id: &str,
        purpose: &str,
    ) -> Result<Option<DateTime<Utc>>> {
        Ok(email_code::Entity::find()
            .filter(email_code::Column::UserId.eq(user_id))
            .filter(email_code::Column::Purpose.eq(purpose))
            .order_by_desc(email_code::Column::CreatedAt)
            .one(&self.db)
            .await?
            .map(|c| c.created_at))
    }

    /// The codes of this purpose sent to the user since `since`. Few rows by construction: one
    /// code per cooldown at most, and sending stops at the daily cap.
    pub async fn email_code_usage(
        &self,
        user_id: &str,
        purpose: &str,
        since: DateTime<Utc>,
    ) -> Result<CodeUsage> {
        let codes = email_code::Entity::find()
            .filter(email_code::Column::UserId.eq(user_id))
            .filter(email_code::Column::Purpose.eq(purpose))
            .filter(email_code::Column::CreatedAt.gt(since))
            .all(&self.db)
            .await?;
        Ok(CodeUsage {
            codes_sent: codes.len() as u32,
            guesses: codes
                .iter()
                .map(|c| u32::try_from(c.attempts).unwrap_or(0))
                .sum(),
            oldest_sent_at: codes.iter().map(|c| c.created_at).min(),
        })
    }

    /// Counts one guess against the code, atomically, unless it already has `max` guesses.
    /// Returns false when the guess may not be checked (limit reached or code gone).
    pub async fn count_email_code_attempt(&self, code_id: &str, max: i32) -> Result<bool> {
        let result = email_code::Entity::update_many()
            .col_expr(
                email_code::Column::Attempts,
                Expr::col(email_code::Column::Attempts).add(1),
            )
            .filter(email_code::Column::Id.eq(code_id))
            .filter(email_code::Column::Attempts.lt(max))
            .filter(email_code::Column::ConsumedAt.is_null())
            .exec(&self.db)
            .await?;
        Ok(result.rows_affected == 1)
    }

    /// Marks the code used. Returns false if someone else used it first.
    pub async fn consume_email_code(&self, code_id: &str, now: DateTime<Utc>) -> Result<bool> {
        let result = email_code::Entity::update_many()
            .col_expr(email_code::Column::ConsumedAt, Expr::value(now))
            .filter(email_code::Column::Id.eq(code_id))
            .filter(email_code::Column::ConsumedAt.is_null())
            .exec(&self.db)
            .await?;
        Ok(result.rows_affected == 1)
    }

    /// Forgets codes that expired before `before` (housekeeping).
    pub async fn prune_email_codes(&self, before: DateTime<Utc>) -> Result<u64> {
        let result = email_code::Entity::delete_many()
            .filter(email_code::Column::ExpiresAt.lt(before))
            .exec(&self.db)
            .await?;
        Ok(result.rows_affected)
    }
}
