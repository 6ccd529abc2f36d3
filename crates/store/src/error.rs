//! The store's one error type. Unique-constraint violations are told apart by constraint, so
//! the use cases can turn "email already taken" into a client error without check-then-insert.

use sea_orm::{DbErr, SqlErr};

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A unique constraint refused the write. The string names the constraint or columns, as
    /// the database reported them.
    #[error("unique constraint violated: {0}")]
    Conflict(String),
    /// A row that had to exist does not.
    #[error("not found")]
    NotFound,
    #[error("invalid database url: {0}")]
    Config(String),
    #[error(transparent)]
    Database(DbErr),
}

impl From<DbErr> for Error {
    fn from(err: DbErr) -> Self {
        match err.sql_err() {
            Some(SqlErr::UniqueConstraintViolation(detail)) => Error::Conflict(detail),
            _ => Error::Database(err),
        }
    }
}

impl Error {
    /// True when a unique constraint on `column` refused the write. SQLite names the columns
    /// ("users.email"), PostgreSQL names the index ("users_email_key"): both contain the column.
    pub fn is_conflict_on(&self, column: &str) -> bool {
        matches!(self, Error::Conflict(detail) if detail.contains(column))
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
