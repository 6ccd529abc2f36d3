//! Output types.

pub mod achievement;
pub mod analytics;
pub mod auth;
pub mod billing;
pub mod chat;
pub mod device;
pub mod generation;
pub mod library;
pub mod playground;
pub mod prompt_checks;
pub mod referral;
pub mod showcase;
pub mod site;
pub mod support;
pub mod user;
