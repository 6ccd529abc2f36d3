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
        match err {
            // Overload: the client may try again; nothing to debug, so no backtrace is logged.
            store::Error::Busy => {
                tracing::warn!("no database connection came free in time");
                Error::Unavailable("The server is busy. Try again in a moment.".into())
            }
            err => Error::Internal(err.into()),
        }
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

/// An error as it travels to another instance (a generation followed from elsewhere): the
/// variant, its message and its extras, so the follower's client gets the same code. An
/// `Internal` error's details stay in the log of the instance where it happened.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ErrorWire {
    kind: WireKind,
    message: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    field: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    details: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    retry_after_secs: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    resets_at: Option<chrono::DateTime<chrono::Utc>>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
enum WireKind {
    Unauthenticated,
    Forbidden,
    NotFound,
    Validation,
    Conflict,
    InvalidCredentials,
    UserNotConfirmed,
    SignInCodeRequired,
    InvalidCode,
    CodeExpired,
    RateLimited,
    PlanLimit,
    Unavailable,
    BillingUnavailable,
    Internal,
}

/// The fields a validation error can name once it has crossed to another instance (a field
/// name is static; one not listed arrives as `input`).
const WIRE_FIELDS: &[&str] = &[
    "description",
    "contextId",
    "noContext",
    "variant",
    "model",
    "imageBase64",
    "comparisonId",
    "streamId",
];

impl From<&Error> for ErrorWire {
    fn from(err: &Error) -> Self {
        let mut wire = Self {
            kind: WireKind::Internal,
            message: err.to_string(),
            field: None,
            details: Vec::new(),
            retry_after_secs: None,
            resets_at: None,
        };
        wire.kind = match err {
            Error::Unauthenticated => WireKind::Unauthenticated,
            Error::Forbidden(_) => WireKind::Forbidden,
            Error::NotFound(_) => WireKind::NotFound,
            Error::Validation(v) => {
                wire.message = v.message.clone();
                wire.field = Some(v.field.to_owned());
                wire.details = v.details.clone();
                WireKind::Validation
            }
            Error::Conflict(_) => WireKind::Conflict,
            Error::InvalidCredentials => WireKind::InvalidCredentials,
            Error::UserNotConfirmed => WireKind::UserNotConfirmed,
            Error::SignInCodeRequired => WireKind::SignInCodeRequired,
            Error::InvalidCode => WireKind::InvalidCode,
            Error::CodeExpired => WireKind::CodeExpired,
            Error::RateLimited {
                retry_after_secs, ..
            } => {
                wire.retry_after_secs = Some(*retry_after_secs);
                WireKind::RateLimited
            }
            Error::PlanLimit { resets_at, .. } => {
                wire.resets_at = *resets_at;
                WireKind::PlanLimit
            }
            Error::Unavailable(_) => WireKind::Unavailable,
            Error::BillingUnavailable(_) => WireKind::BillingUnavailable,
            Error::Internal(_) => {
                wire.message = "failed on another instance (see its log)".into();
                WireKind::Internal
            }
        };
        wire
    }
}

impl From<ErrorWire> for Error {
    fn from(wire: ErrorWire) -> Self {
        let m = wire.message;
        match wire.kind {
            WireKind::Unauthenticated => Error::Unauthenticated,
            WireKind::Forbidden => Error::Forbidden(m),
            WireKind::NotFound => Error::NotFound(m),
            WireKind::Validation => {
                let field = wire.field.as_deref().unwrap_or_default();
                let field = WIRE_FIELDS
                    .iter()
                    .find(|f| **f == field)
                    .copied()
                    .unwrap_or("input");
                let mut v = ValidationError::new(field, m);
                v.details = wire.details;
                Error::Validation(v)
            }
            WireKind::Conflict => Error::Conflict(m),
            WireKind::InvalidCredentials => Error::InvalidCredentials,
            WireKind::UserNotConfirmed => Error::UserNotConfirmed,
            WireKind::SignInCodeRequired => Error::SignInCodeRequired,
            WireKind::InvalidCode => Error::InvalidCode,
            WireKind::CodeExpired => Error::CodeExpired,
            WireKind::RateLimited => Error::RateLimited {
                message: m,
                retry_after_secs: wire.retry_after_secs.unwrap_or(1),
            },
            WireKind::PlanLimit => Error::PlanLimit {
                message: m,
                resets_at: wire.resets_at,
            },
            WireKind::Unavailable => Error::Unavailable(m),
            WireKind::BillingUnavailable => Error::BillingUnavailable(m),
            WireKind::Internal => Error::Internal(anyhow::anyhow!(m)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(err: Error) -> Error {
        let json = serde_json::to_string(&ErrorWire::from(&err)).unwrap();
        serde_json::from_str::<ErrorWire>(&json).unwrap().into()
    }

    #[test]
    fn an_error_keeps_its_variant_message_and_extras_across_the_wire() {
        let resets = chrono::DateTime::from_timestamp(1_800_000_000, 0);
        match round_trip(Error::PlanLimit {
            message: "Used up.".into(),
            resets_at: resets,
        }) {
            Error::PlanLimit { message, resets_at } => {
                assert_eq!((message.as_str(), resets_at), ("Used up.", resets));
            }
            other => panic!("{other:?}"),
        }
        match round_trip(Error::RateLimited {
            message: "Slow down.".into(),
            retry_after_secs: 7,
        }) {
            Error::RateLimited {
                message,
                retry_after_secs,
            } => assert_eq!((message.as_str(), retry_after_secs), ("Slow down.", 7)),
            other => panic!("{other:?}"),
        }
        match round_trip(Error::Validation(ValidationError::new(
            "description",
            "Too long.",
        ))) {
            Error::Validation(v) => {
                assert_eq!((v.field, v.message.as_str()), ("description", "Too long."))
            }
            other => panic!("{other:?}"),
        }
        assert!(
            matches!(round_trip(Error::Unavailable("Down.".into())), Error::Unavailable(m) if m == "Down.")
        );
        assert!(matches!(round_trip(Error::InvalidCode), Error::InvalidCode));
    }

    #[test]
    fn a_busy_database_is_a_service_unavailable_to_retry_not_an_internal_error() {
        assert!(matches!(
            Error::from(store::Error::Busy),
            Error::Unavailable(m) if m == "The server is busy. Try again in a moment."
        ));
        assert!(matches!(
            Error::from(store::Error::Config("x".into())),
            Error::Internal(_)
        ));
    }

    #[test]
    fn internal_details_and_unknown_fields_do_not_cross() {
        let wire = ErrorWire::from(&Error::Internal(anyhow::anyhow!("password=hunter2")));
        assert!(!serde_json::to_string(&wire).unwrap().contains("hunter2"));
        match round_trip(Error::Validation(ValidationError::new(
            "somethingElse",
            "No.",
        ))) {
            Error::Validation(v) => assert_eq!(v.field, "input"),
            other => panic!("{other:?}"),
        }
    }
}
