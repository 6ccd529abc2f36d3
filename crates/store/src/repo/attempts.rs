use chrono::{DateTime, Utc};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, Set, sea_query::Expr};

use crate::{Result, Store, entity::login_attempt, repo::new_id};

/// Identifies a recorded sign-in attempt, to mark it succeeded later.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoginAttemptId(String);

impl Store {
    /// Records an attempt as failed (until [`Store::mark_login_attempt_succeeded`]), then counts
    /// the failures before it in the window, for the account and for the IP address. Recording
    /// first means concurrent guesses see each other.
    pub async fn record_login_attempt(
        &self,
        email: &str,
        ip: &str,
        now: DateTime<Utc>,
        since: DateTime<Utc>,
    ) -> Result<(LoginAttemptId, u64, u64)> {
        let id = new_id();
        let row = login_attempt::ActiveModel {
            id: Set(id.clone()),
            email: Set(email.to_owned()),
            ip: Set(ip.to_owned()),
            succeeded: Set(false),
            created_at: Set(now),
        };
        login_attempt::Entity::insert(row)
            .exec_without_returning(&self.db)
            .await?;
        let failures = |column: login_attempt::Column, value: &str| {
            login_attempt::Entity::find()
                .filter(column.eq(value))
                .filter(login_attempt::Column::Succeeded.eq(false))
                .filter(login_attempt::Column::CreatedAt.gte(since))
                .filter(login_attempt::Column::Id.ne(id.as_str()))
        };
        let account = failures(login_attempt::Column::Email, email)
            .count(&self.db)
            .await?;
        let by_ip = failures(login_attempt::Column::Ip, ip)
            .count(&self.db)
            .await?;
        Ok((LoginAttemptId(id), account, by_ip))
    }

    pub async fn mark_login_attempt_succeeded(&self, id: &LoginAttemptId) -> Result<()> {
        login_attempt::Entity::update_many()
            .col_expr(login_attempt::Column::Succeeded, Expr::value(true))
            .filter(login_attempt::Column::Id.eq(id.0.as_str()))
            .exec(&self.db)
            .await?;
        Ok(())
    }

    /// Forgets attempts older than `before` (housekeeping).
    pub async fn prune_login_attempts(&self, before: DateTime<Utc>) -> Result<u64> {
        let result = login_attempt::Entity::delete_many()
            .filter(login_attempt::Column::CreatedAt.lt(before))
            .exec(&self.db)
            .await?;
        Ok(result.rows_affected)
    }
}
