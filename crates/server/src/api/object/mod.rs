//! Output types.

pub mod auth;
pub mod billing;
pub mod generation;
pub mod library;
pub mod site;
pub mod user;
