//! Black-box tests: each test starts the real server on 127.0.0.1:0 over a fresh database
//! (SQLite, or PostgreSQL when TEST_DATABASE_URL is set) and talks to it over HTTP.

// Tests stand outside the app: they read wall time, not App::clock().
#![allow(clippy::disallowed_methods)]

mod accounts;
mod analytics;
mod authz;
mod bad_input;
mod billing;
mod chat;
mod cli;
mod devices;
mod docs;
mod generation;
mod helpers;
mod http;
mod instances;
mod jobs;
mod library;
mod network;
mod oidc;
mod playground;
mod profile;
mod prompt_checks;
mod providers;
mod referrals;
mod schema;
mod site;
mod smtp;
mod streaming;
mod stripe;
mod support;
mod users;
