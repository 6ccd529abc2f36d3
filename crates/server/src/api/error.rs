//! Use-case errors become GraphQL errors with a stable `extensions.code` and a message for
//! people. Internal errors are logged here, once, with their chain, and the client only learns
//! that something went wrong.

use async_graphql::ErrorExtensions;

use crate::app::Error;

pub mod code {
    pub const UNAUTHENTICATED: &str = "UNAUTHENTICATED";
    pub const FORBIDDEN: &str = "FORBIDDEN";
    pub const NOT_FOUND: &str = "NOT_FOUND";
    pub const BAD_USER_INPUT: &str = "BAD_USER_INPUT";
    pub const CONFLICT: &str = "CONFLICT";
    pub const INVALID_CREDENTIALS: &str = "INVALID_CREDENTIALS";
    pub const USER_NOT_CONFIRMED: &str = "USER_NOT_CONFIRMED";
    pub const INVALID_CODE: &str = "INVALID_CODE";
    pub const SIGN_IN_CODE_REQUIRED: &str = "SIGN_IN_CODE_REQUIRED";
    pub const CODE_EXPIRED: &str = "CODE_EXPIRED";
    pub const RATE_LIMITED: &str = "RATE_LIMITED";
    pub const PLAN_LIMIT: &str = "PLAN_LIMIT";
    pub const SERVICE_UNAVAILABLE: &str = "SERVICE_UNAVAILABLE";
    pub const TIMEOUT: &str = "TIMEOUT";
    pub const BILLING_UNAVAILABLE: &str = "BILLING_UNAVAILABLE";
    pub const INTERNAL: &str = "INTERNAL";
    pub const GRAPHQL_PARSE_FAILED: &str = "GRAPHQL_PARSE_FAILED";
    pub const GRAPHQL_VALIDATION_FAILED: &str = "GRAPHQL_VALIDATION_FAILED";
    pub const BAD_REQUEST: &str = "BAD_REQUEST";
    pub const PAYLOAD_TOO_LARGE: &str = "PAYLOAD_TOO_LARGE";
    pub const UNSUPPORTED_MEDIA_TYPE: &str = "UNSUPPORTED_MEDIA_TYPE";
}

pub const INTERNAL_MESSAGE: &str = "Something went wrong on our side. Please try again.";

/// A client error with a code and nothing else.
pub fn client_error(code: &'static str, message: impl Into<String>) -> async_graphql::Error {
    async_graphql::Error::new(message).extend_with(|_, e| e.set("code", code))
}

impl ErrorExtensions for Error {
    fn extend(&self) -> async_graphql::Error {
        match self {
            Error::Unauthenticated => client_error(code::UNAUTHENTICATED, self.to_string()),
            Error::Forbidden(m) => client_error(code::FORBIDDEN, m.clone()),
            Error::NotFound(m) => client_error(code::NOT_FOUND, m.clone()),
            Error::Validation(v) => {
                let details = v.details.clone();
                client_error(code::BAD_USER_INPUT, v.message.clone()).extend_with(|_, e| {
                    e.set("field", v.field);
                    if !details.is_empty() {
                        e.set("details", details.clone());
                    }
                })
            }
            Error::Conflict(m) => client_error(code::CONFLICT, m.clone()),
            Error::InvalidCredentials => client_error(code::INVALID_CREDENTIALS, self.to_string()),
            Error::UserNotConfirmed => client_error(code::USER_NOT_CONFIRMED, self.to_string()),
            Error::InvalidCode => client_error(code::INVALID_CODE, self.to_string()),
            Error::SignInCodeRequired => {
                client_error(code::SIGN_IN_CODE_REQUIRED, self.to_string())
            }
            Error::CodeExpired => client_error(code::CODE_EXPIRED, self.to_string()),
            Error::RateLimited {
                message,
                retry_after_secs,
            } => {
                metrics::counter!(crate::telemetry::RATE_LIMIT_REFUSALS).increment(1);
                let retry = *retry_after_secs;
                client_error(code::RATE_LIMITED, message.clone())
                    .extend_with(move |_, e| e.set("retryAfterSeconds", retry))
            }
            Error::PlanLimit { message, resets_at } => {
                let resets_at = *resets_at;
                client_error(code::PLAN_LIMIT, message.clone()).extend_with(move |_, e| {
                    if let Some(at) = resets_at {
                        e.set(
                            "resetsAt",
                            at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
                        );
                    }
                })
            }
            Error::Unavailable(m) => client_error(code::SERVICE_UNAVAILABLE, m.clone()),
            Error::BillingUnavailable(m) => client_error(code::BILLING_UNAVAILABLE, m.clone()),
            Error::Internal(err) => {
                tracing::error!(error = ?err, "internal error");
                client_error(code::INTERNAL, INTERNAL_MESSAGE)
            }
        }
    }
}

/// `?` in resolvers: use-case errors carry their code to the client.
pub trait ResultExt<T> {
    fn gql(self) -> async_graphql::Result<T>;
}

impl<T, E: Into<Error>> ResultExt<T> for Result<T, E> {
    fn gql(self) -> async_graphql::Result<T> {
        self.map_err(|e| e.into().extend())
    }
}
