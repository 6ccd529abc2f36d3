//! The public site's guest forms: Teams early-access sign-ups, newsletter subscribers and
//! contact messages. The first two are keyed by email, so a repeat sign-up is one row.

use sea_orm_migration::prelude::*;

use super::columns::{at, id, short_null};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum TeamsInterest {
    Table,
    Email,
    SubmissionDate,
}

#[derive(DeriveIden)]
enum NewsletterSubscribers {
    Table,
    Email,
    SubscribedAt,
}

#[derive(DeriveIden)]
enum ContactMessages {
    Table,
    Id,
    Name,
    Email,
    Message,
    ClientIp,
    ReceivedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(TeamsInterest::Table)
                .col(id(TeamsInterest::Email))
                .col(at(TeamsInterest::SubmissionDate))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(NewsletterSubscribers::Table)
                .col(id(NewsletterSubscribers::Email))
                .col(at(NewsletterSubscribers::SubscribedAt))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(ContactMessages::Table)
                .col(id(ContactMessages::Id))
                .col(
                    ColumnDef::new(ContactMessages::Name)
                        .string_len(255)
                        .not_null(),
                )
                .col(
                    ColumnDef::new(ContactMessages::Email)
                        .string_len(255)
                        .not_null(),
                )
                .col(ColumnDef::new(ContactMessages::Message).text().not_null())
                .col(short_null(ContactMessages::ClientIp))
                .col(at(ContactMessages::ReceivedAt))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("contact_messages_received_idx")
                .table(ContactMessages::Table)
                .col(ContactMessages::ReceivedAt)
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            ContactMessages::Table.into_iden(),
            NewsletterSubscribers::Table.into_iden(),
            TeamsInterest::Table.into_iden(),
        ] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
