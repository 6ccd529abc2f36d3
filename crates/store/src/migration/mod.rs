//! Migrations, written once with SeaQuery's builder so the same file creates the same schema on
//! SQLite and PostgreSQL. Never edit a migration that has shipped: add a new one.

use sea_orm_migration::prelude::*;

mod columns;
mod m20261122_000001_accounts;
mod m20261122_000002_generation;
mod m20261123_000003_billing;
mod m20261123_000004_outreach;
mod m20261123_000005_library;
mod m20261124_000006_security;
mod m20261125_000007_referrals;
mod m20261125_000008_analytics;
mod m20261127_000009_playground;
mod m20261127_000010_chat;
mod m20261127_000011_devices;
mod m20261127_000012_recovery_attempt;
mod m20261127_000013_job_runs;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261122_000001_accounts::Migration),
            Box::new(m20261122_000002_generation::Migration),
            Box::new(m20261123_000003_billing::Migration),
            Box::new(m20261123_000004_outreach::Migration),
            Box::new(m20261123_000005_library::Migration),
            Box::new(m20261124_000006_security::Migration),
            Box::new(m20261125_000007_referrals::Migration),
            Box::new(m20261125_000008_analytics::Migration),
            Box::new(m20261127_000009_playground::Migration),
            Box::new(m20261127_000010_chat::Migration),
            Box::new(m20261127_000011_devices::Migration),
            Box::new(m20261127_000012_recovery_attempt::Migration),
            Box::new(m20261127_000013_job_runs::Migration),
        ]
    }
}
