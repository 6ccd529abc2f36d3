//! Output types.

pub mod auth;
pub mod user;
