//! The rules of Superprompt, and the types that carry them.
//!
//! Everything here is pure: no IO, no async, no database or HTTP types. Inputs are parsed into
//! these types at the edge (the GraphQL layer), so invalid state cannot travel inward, and every
//! rule (password policy, plan limits, code expiry, sign-in throttling, staff groups) lives here
//! once and is called by the use cases in the server crate.

pub mod account;
pub mod achievements;
pub mod activity;
pub mod analytics;
pub mod billing;
pub mod changes;
pub mod chat;
pub mod error;
pub mod generation;
pub mod library;
pub mod lint;
pub mod media;
pub mod onboarding;
pub mod outreach;
pub mod plan;
pub mod playground;
pub mod provider_keys;
pub mod referral;
pub mod roles;
pub mod session;
pub mod showcase;
pub mod site_path;
pub mod throttle;
pub mod variables;
pub mod verification;

pub use error::ValidationError;
