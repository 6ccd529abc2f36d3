//! SeaORM entities: one file per table, written once for both databases.

pub mod email_code;
pub mod identity;
pub mod login_attempt;
pub mod oidc_flow;
pub mod refresh_token;
pub mod user;
pub mod user_group;
