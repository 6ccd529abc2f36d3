//! The testing playground (issue 20): runs of one prompt on several models, each model's answer
//! with its timings, tokens and cost, and the users' own provider keys (encrypted).

use sea_orm_migration::prelude::*;

use super::columns::{at, at_null, cascade, id, short, short_null, text_null, user_ref};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum PlaygroundRuns {
    Table,
    Id,
    UserId,
    Prompt,
    ComparePrompt,
    SourcePromptId,
    Blind,
    Winner,
    Tie,
    VotedAt,
    StartedAt,
    FinishedAt,
    JudgeModel,
    Verdicts,
    JudgedAt,
    SavedPromptId,
}

#[derive(DeriveIden)]
enum PlaygroundAnswers {
    Table,
    RunId,
    Position,
    Variant,
    Provider,
    Model,
    Family,
    State,
    Text,
    Error,
    FirstTokenMs,
    TotalMs,
    InputTokens,
    OutputTokens,
    TokensEstimated,
    CostMicroUsd,
}

#[derive(DeriveIden)]
enum UserProviderKeys {
    Table,
    Id,
    UserId,
    Name,
    Vendor,
    BaseUrl,
    Models,
    KeyCiphertext,
    KeyNonce,
    KeyLast4,
    CreatedAt,
    CheckedAt,
}

fn flag(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col)
        .boolean()
        .not_null()
        .default(false)
        .to_owned()
}

fn int(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col).integer().not_null().to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(PlaygroundRuns::Table)
                .col(id(PlaygroundRuns::Id))
                .col(user_ref(PlaygroundRuns::UserId))
                .col(ColumnDef::new(PlaygroundRuns::Prompt).text().not_null())
                .col(text_null(PlaygroundRuns::ComparePrompt))
                .col(short_null(PlaygroundRuns::SourcePromptId))
                .col(flag(PlaygroundRuns::Blind))
                .col(ColumnDef::new(PlaygroundRuns::Winner).integer().null())
                .col(flag(PlaygroundRuns::Tie))
                .col(at_null(PlaygroundRuns::VotedAt))
                .col(at(PlaygroundRuns::StartedAt))
                .col(at_null(PlaygroundRuns::FinishedAt))
                .col(short_null(PlaygroundRuns::JudgeModel))
                .col(text_null(PlaygroundRuns::Verdicts))
                .col(at_null(PlaygroundRuns::JudgedAt))
                .col(short_null(PlaygroundRuns::SavedPromptId))
                .foreign_key(&mut cascade(
                    (PlaygroundRuns::Table, PlaygroundRuns::UserId),
                    (Users::Table, Users::Id),
                ))
                .to_owned(),
        )
        .await?;
        // A user's history, newest first, and their runs still going.
        m.create_index(
            Index::create()
                .name("playground_runs_user_idx")
                .table(PlaygroundRuns::Table)
                .col(PlaygroundRuns::UserId)
                .col(PlaygroundRuns::StartedAt)
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(PlaygroundAnswers::Table)
                .col(
                    ColumnDef::new(PlaygroundAnswers::RunId)
                        .string_len(255)
                        .not_null(),
                )
                .col(int(PlaygroundAnswers::Position))
                .col(short(PlaygroundAnswers::Variant))
                .col(
                    ColumnDef::new(PlaygroundAnswers::Provider)
                        .string_len(255)
                        .not_null(),
                )
                .col(
                    ColumnDef::new(PlaygroundAnswers::Model)
                        .string_len(255)
                        .not_null(),
                )
                .col(short(PlaygroundAnswers::Family))
                .col(short(PlaygroundAnswers::State))
                .col(ColumnDef::new(PlaygroundAnswers::Text).text().not_null())
                .col(text_null(PlaygroundAnswers::Error))
                .col(
                    ColumnDef::new(PlaygroundAnswers::FirstTokenMs)
                        .integer()
                        .null(),
                )
                .col(int(PlaygroundAnswers::TotalMs))
                .col(int(PlaygroundAnswers::InputTokens))
                .col(int(PlaygroundAnswers::OutputTokens))
                .col(flag(PlaygroundAnswers::TokensEstimated))
                .col(
                    ColumnDef::new(PlaygroundAnswers::CostMicroUsd)
                        .big_integer()
                        .null(),
                )
                .primary_key(
                    Index::create()
                        .col(PlaygroundAnswers::RunId)
                        .col(PlaygroundAnswers::Position),
                )
                .foreign_key(&mut cascade(
                    (PlaygroundAnswers::Table, PlaygroundAnswers::RunId),
                    (PlaygroundRuns::Table, PlaygroundRuns::Id),
                ))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(UserProviderKeys::Table)
                .col(id(UserProviderKeys::Id))
                .col(user_ref(UserProviderKeys::UserId))
                .col(short(UserProviderKeys::Name))
                .col(short(UserProviderKeys::Vendor))
                .col(text_null(UserProviderKeys::BaseUrl))
                .col(ColumnDef::new(UserProviderKeys::Models).text().not_null())
                .col(
                    ColumnDef::new(UserProviderKeys::KeyCiphertext)
                        .text()
                        .not_null(),
                )
                .col(short(UserProviderKeys::KeyNonce))
                .col(
                    ColumnDef::new(UserProviderKeys::KeyLast4)
                        .string_len(8)
                        .not_null(),
                )
                .col(at(UserProviderKeys::CreatedAt))
                .col(at(UserProviderKeys::CheckedAt))
                .foreign_key(&mut cascade(
                    (UserProviderKeys::Table, UserProviderKeys::UserId),
                    (Users::Table, Users::Id),
                ))
                .to_owned(),
        )
        .await?;
        // A key's name is the provider's name in the user's model ids: one per user.
        m.create_index(
            Index::create()
                .name("user_provider_keys_user_name_key")
                .table(UserProviderKeys::Table)
                .col(UserProviderKeys::UserId)
                .col(UserProviderKeys::Name)
                .unique()
                .to_owned(),
        )
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(UserProviderKeys::Table).to_owned())
            .await?;
        m.drop_table(Table::drop().table(PlaygroundAnswers::Table).to_owned())
            .await?;
        m.drop_table(Table::drop().table(PlaygroundRuns::Table).to_owned())
            .await
    }
}
