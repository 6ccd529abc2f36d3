//! Signed-in devices and the browser extension (issue 23): each session family remembers which
//! client holds it (the web app or the extension, whose access tokens may run only the
//! extension's operations) and a label for the settings' "Signed-in devices" list; and the
//! uninstall survey the extension opens, which guests may submit and the weekly KPI record
//! counts.

use sea_orm_migration::prelude::*;

use super::columns::{at, id, short_null, text_null};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum RefreshTokens {
    Table,
    Client,
    Label,
}

#[derive(DeriveIden)]
enum WeeklyKpis {
    Table,
    TotalExtensionUninstalls,
}

#[derive(DeriveIden)]
enum ExtensionUninstalls {
    Table,
    Id,
    Reasons,
    Details,
    ExtensionVersion,
    UserId,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for col in [
            ColumnDef::new(RefreshTokens::Client)
                .string_len(16)
                .not_null()
                .default("WEB")
                .to_owned(),
            ColumnDef::new(RefreshTokens::Label)
                .string_len(255)
                .not_null()
                .default("")
                .to_owned(),
        ] {
            m.alter_table(
                Table::alter()
                    .table(RefreshTokens::Table)
                    .add_column(col)
                    .to_owned(),
            )
            .await?;
        }
        m.create_table(
            Table::create()
                .table(ExtensionUninstalls::Table)
                .col(id(ExtensionUninstalls::Id))
                // A JSON array of reason codes.
                .col(
                    ColumnDef::new(ExtensionUninstalls::Reasons)
                        .text()
                        .not_null(),
                )
                .col(text_null(ExtensionUninstalls::Details))
                .col(short_null(ExtensionUninstalls::ExtensionVersion))
                .col(short_null(ExtensionUninstalls::UserId))
                .col(at(ExtensionUninstalls::CreatedAt))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("extension_uninstalls_created_idx")
                .table(ExtensionUninstalls::Table)
                .col(ExtensionUninstalls::CreatedAt)
                .to_owned(),
        )
        .await?;
        // The weekly KPI record counts them.
        m.alter_table(
            Table::alter()
                .table(WeeklyKpis::Table)
                .add_column(
                    ColumnDef::new(WeeklyKpis::TotalExtensionUninstalls)
                        .big_integer()
                        .not_null()
                        .default(0)
                        .to_owned(),
                )
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table(WeeklyKpis::Table)
                .drop_column(WeeklyKpis::TotalExtensionUninstalls)
                .to_owned(),
        )
        .await?;
        m.drop_table(Table::drop().table(ExtensionUninstalls::Table).to_owned())
            .await?;
        for col in [RefreshTokens::Client, RefreshTokens::Label] {
            m.alter_table(
                Table::alter()
                    .table(RefreshTokens::Table)
                    .drop_column(col)
                    .to_owned(),
            )
            .await?;
        }
        Ok(())
    }
}
