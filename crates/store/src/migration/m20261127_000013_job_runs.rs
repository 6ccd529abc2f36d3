//! Scheduled jobs run once per period however many instances serve (issue 25): an instance
//! runs a job for a period only if it is the first to record that period's run.

use sea_orm_migration::prelude::*;

use super::columns::{at, short};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum JobRuns {
    Table,
    Job,
    Period,
    Instance,
    StartedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(JobRuns::Table)
                .col(short(JobRuns::Job))
                .col(ColumnDef::new(JobRuns::Period).big_integer().not_null())
                .col(short(JobRuns::Instance))
                .col(at(JobRuns::StartedAt))
                .primary_key(Index::create().col(JobRuns::Job).col(JobRuns::Period))
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(JobRuns::Table).to_owned())
            .await
    }
}
