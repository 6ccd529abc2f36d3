//! The use cases' error. Each variant is something a client can act on, except `Internal`,
//! whose details are logged once at the API edge and never sent.

use domain::ValidationError;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("Please sign in to continue.")]
    Unauthenticated,
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    #[error(transparent)]
    Validation(#[from] ValidationError),
    #[error("{0}")]
    Conflict(String),
    #[error("Incorrect email or password.")]
    InvalidCredentials,
    #[error("Please verify your email address first. We sent you a 6-digit code.")]
    UserNotConfirmed,
    #[error("For your security, we emailed you a 6-digit code. Enter it to finish signing in.")]
    SignInCodeRequired,
    #[error("That code is not correct. Check the email and try again.")]
    InvalidCode,
    #[error("This code has expired or was used too many times. Request a new one.")]
    CodeExpired,
    #[error("{message}")]
    RateLimited {
        message: String,
        retry_after_secs: i64,
    },
    /// The plan does not include this, or its allowance is used up (`resets_at`: when the
    /// Free allowance renews, if it does).
    #[error("{message}")]
    PlanLimit {
        message: String,
        resets_at: Option<chrono::DateTime<chrono::Utc>>,
    },
    #[error("{0}")]
    Unavailable(String),
    /// This server does not sell plans this way (`billing.mode`): nothing to retry.
    #[error("{0}")]
    BillingUnavailable(String),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<store::Error> for Error {
    fn from(err: store::Error) -> Self {
        Error::Internal(err.into())
    }
}

impl From<crate::auth::password::HashError> for Error {
    fn from(err: crate::auth::password::HashError) -> Self {
        match err {
            crate::auth::password::HashError::Busy => Error::RateLimited {
                message: "The server is busy checking passwords. Try again in a few seconds."
                    .into(),
                retry_after_secs: 5,
            },
            crate::auth::password::HashError::Failed(err) => Error::Internal(err),
        }
    }
}

impl Error {
    /// The plan does not include this (nothing renews by waiting).
    pub fn plan_limit(message: impl Into<String>) -> Self {
        Self::PlanLimit {
            message: message.into(),
            resets_at: None,
        }
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
