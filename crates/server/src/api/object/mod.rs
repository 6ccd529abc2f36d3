//! Output types.

pub mod auth;
pub mod generation;
pub mod user;
