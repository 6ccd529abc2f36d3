//! The store's one error type. Unique-constraint violations are told apart by constraint, so
//! the use cases can turn "email already taken" into a client error without check-then-insert.

use std::ops::Deref;

use sea_orm::{DbErr, RuntimeErr, SqlErr};

/// The unique constraints a use case tells apart from other conflicts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unique {
    /// One account per email address (`users.email`).
    UserEmail,
    /// A payment provider's event is applied once (`billing_events.id`).
    BillingEvent,
    /// Each user's referral code is theirs alone (`users.referral_code`).
    ReferralCode,
    /// A user's provider keys have distinct names (`user_provider_keys (user_id, name)`).
    ProviderKeyName,
}

impl Unique {
    /// The constraint's name on PostgreSQL (the column's `UNIQUE` in the migration).
    fn postgres_name(self) -> &'static str {
        match self {
            Self::UserEmail => "users_email_key",
            Self::BillingEvent => "billing_events_pkey",
            Self::ReferralCode => "users_referral_code_key",
            Self::ProviderKeyName => "user_provider_keys_user_name_key",
        }
    }

    /// What SQLite names instead: it reports the table and columns, never a constraint name.
    fn sqlite_columns(self) -> &'static str {
        match self {
            Self::UserEmail => "users.email",
            Self::BillingEvent => "billing_events.id",
            Self::ReferralCode => "users.referral_code",
            Self::ProviderKeyName => "user_provider_keys.user_id, user_provider_keys.name",
        }
    }
}

/// A unique constraint refused a write: the constraint's name where the database reports one
/// (PostgreSQL), and the database's message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Conflict {
    pub constraint: Option<String>,
    pub message: String,
}

impl Conflict {
    fn is(&self, unique: Unique) -> bool {
        match &self.constraint {
            Some(name) => name == unique.postgres_name(),
            None => {
                self.message == format!("UNIQUE constraint failed: {}", unique.sqlite_columns())
            }
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A unique constraint refused the write.
    #[error("unique constraint violated: {}", .0.message)]
    Conflict(Conflict),
    /// A row that had to exist does not.
    #[error("not found")]
    NotFound,
    #[error("invalid database url: {0}")]
    Config(String),
    /// Every pooled connection stayed busy for the pool's whole wait (overload, not a fault).
    #[error("no database connection came free in time")]
    Busy,
    #[error(transparent)]
    Database(DbErr),
}

impl From<DbErr> for Error {
    fn from(err: DbErr) -> Self {
        match err.sql_err() {
            Some(SqlErr::UniqueConstraintViolation(message)) => Error::Conflict(Conflict {
                constraint: constraint_name(&err),
                message,
            }),
            _ if matches!(
                err,
                DbErr::ConnectionAcquire(sea_orm::error::ConnAcquireErr::Timeout)
            ) =>
            {
                Error::Busy
            }
            _ => Error::Database(err),
        }
    }
}

/// The violated constraint's name, as the database driver reports it (PostgreSQL does; SQLite
/// does not).
fn constraint_name(err: &DbErr) -> Option<String> {
    match err {
        DbErr::Exec(RuntimeErr::SqlxError(e)) | DbErr::Query(RuntimeErr::SqlxError(e)) => e
            .deref()
            .as_database_error()
            .and_then(|e| e.constraint())
            .map(str::to_owned),
        _ => None,
    }
}

impl Error {
    /// True when exactly this unique constraint refused the write (by its name on
    /// PostgreSQL, by its table and columns on SQLite; never by a piece of either).
    pub fn is_conflict_on(&self, unique: Unique) -> bool {
        matches!(self, Error::Conflict(conflict) if conflict.is(unique))
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use sea_orm::error::ConnAcquireErr;

    use super::*;

    #[test]
    fn a_pool_that_stayed_busy_is_busy_and_a_closed_connection_is_not() {
        assert!(matches!(
            Error::from(DbErr::ConnectionAcquire(ConnAcquireErr::Timeout)),
            Error::Busy
        ));
        assert!(matches!(
            Error::from(DbErr::ConnectionAcquire(ConnAcquireErr::ConnectionClosed)),
            Error::Database(_)
        ));
    }
}
