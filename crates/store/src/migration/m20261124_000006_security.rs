//! Security: a per-user token version, so access tokens stop working the moment a password is
//! reset or an unproven sign-up is claimed by the mailbox's owner, instead of when they expire.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
    TokenVersion,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table(Users::Table)
                .add_column(
                    ColumnDef::new(Users::TokenVersion)
                        .integer()
                        .not_null()
                        .default(0),
                )
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table(Users::Table)
                .drop_column(Users::TokenVersion)
                .to_owned(),
        )
        .await
    }
}
