//! Accounts: users, groups, mailed codes, refresh tokens, external identities, sign-in attempts
//! and OIDC flows in progress. Every table that belongs to a user cascades on the user's delete.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
    Email,
    GivenName,
    FamilyName,
    Name,
    ProfilePhoto,
    PasswordHash,
    EmailVerified,
    LoginType,
    Profession,
    Source,
    OnboardingDate,
    SubscribeToPromptingCourse,
    OnboardedAt,
    ReferredByCode,
    PlanName,
    SubscriptionStatus,
    DailyPromptLimit,
    BonusPrompts,
    PromptLimitResetTime,
    UsageAiAmplifier,
    UsagePrimer,
    UsageMastermind,
    UsageImagePrompt,
    UsageVeo3,
    UsageJsonPrompting,
    SurveyCompleted,
    PostUpgradeSurveyCompleted,
    PostUpgradeSurveyDismissed,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum UserGroups {
    Table,
    UserId,
    GroupName,
    CreatedAt,
}

#[derive(DeriveIden)]
enum EmailCodes {
    Table,
    Id,
    UserId,
    Purpose,
    CodeHash,
    ExpiresAt,
    Attempts,
    ConsumedAt,
    CreatedAt,
}

#[derive(DeriveIden)]
enum RefreshTokens {
    Table,
    Id,
    UserId,
    FamilyId,
    TokenHash,
    ExpiresAt,
    RevokedAt,
    ReplacedBy,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Identities {
    Table,
    Id,
    UserId,
    Provider,
    Subject,
    Email,
    CreatedAt,
}

#[derive(DeriveIden)]
enum LoginAttempts {
    Table,
    Id,
    Email,
    Ip,
    Succeeded,
    CreatedAt,
}

#[derive(DeriveIden)]
enum OidcFlows {
    Table,
    State,
    Nonce,
    PkceVerifier,
    RedirectTo,
    CreatedAt,
}

fn id(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col)
        .string_len(64)
        .not_null()
        .primary_key()
        .to_owned()
}
fn text(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col).text().not_null().to_owned()
}
fn text_null(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col).text().null().to_owned()
}
fn int(col: impl IntoIden, default: i32) -> ColumnDef {
    ColumnDef::new(col)
        .integer()
        .not_null()
        .default(default)
        .to_owned()
}
fn flag(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col)
        .boolean()
        .not_null()
        .default(false)
        .to_owned()
}
fn at(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col)
        .timestamp_with_time_zone()
        .not_null()
        .to_owned()
}
fn at_null(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col)
        .timestamp_with_time_zone()
        .null()
        .to_owned()
}
fn user_fk(table: impl IntoIden, col: impl IntoIden) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .from(table, col)
        .to(Users::Table, Users::Id)
        .on_delete(ForeignKeyAction::Cascade)
        .to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(Users::Table)
                .col(id(Users::Id))
                .col(
                    ColumnDef::new(Users::Email)
                        .string_len(254)
                        .not_null()
                        .unique_key(),
                )
                .col(text(Users::GivenName))
                .col(text(Users::FamilyName))
                .col(text(Users::Name))
                .col(text_null(Users::ProfilePhoto))
                .col(text_null(Users::PasswordHash))
                .col(flag(Users::EmailVerified))
                .col(ColumnDef::new(Users::LoginType).string_len(32).not_null())
                .col(text_null(Users::Profession))
                .col(text_null(Users::Source))
                .col(text_null(Users::OnboardingDate))
                .col(
                    ColumnDef::new(Users::SubscribeToPromptingCourse)
                        .boolean()
                        .null(),
                )
                .col(at_null(Users::OnboardedAt))
                .col(text_null(Users::ReferredByCode))
                .col(
                    ColumnDef::new(Users::PlanName)
                        .string_len(32)
                        .not_null()
                        .default("FREE"),
                )
                .col(text_null(Users::SubscriptionStatus))
                .col(int(Users::DailyPromptLimit, 1))
                .col(int(Users::BonusPrompts, 0))
                .col(at_null(Users::PromptLimitResetTime))
                .col(int(Users::UsageAiAmplifier, 0))
                .col(int(Users::UsagePrimer, 0))
                .col(int(Users::UsageMastermind, 0))
                .col(int(Users::UsageImagePrompt, 0))
                .col(int(Users::UsageVeo3, 0))
                .col(int(Users::UsageJsonPrompting, 0))
                .col(flag(Users::SurveyCompleted))
                .col(flag(Users::PostUpgradeSurveyCompleted))
                .col(flag(Users::PostUpgradeSurveyDismissed))
                .col(at(Users::CreatedAt))
                .col(at(Users::UpdatedAt))
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(UserGroups::Table)
                .col(ColumnDef::new(UserGroups::UserId).string_len(64).not_null())
                .col(
                    ColumnDef::new(UserGroups::GroupName)
                        .string_len(64)
                        .not_null(),
                )
                .col(at(UserGroups::CreatedAt))
                .primary_key(
                    Index::create()
                        .col(UserGroups::UserId)
                        .col(UserGroups::GroupName),
                )
                .foreign_key(&mut user_fk(UserGroups::Table, UserGroups::UserId))
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(EmailCodes::Table)
                .col(id(EmailCodes::Id))
                .col(ColumnDef::new(EmailCodes::UserId).string_len(64).not_null())
                .col(
                    ColumnDef::new(EmailCodes::Purpose)
                        .string_len(32)
                        .not_null(),
                )
                .col(text(EmailCodes::CodeHash))
                .col(at(EmailCodes::ExpiresAt))
                .col(int(EmailCodes::Attempts, 0))
                .col(at_null(EmailCodes::ConsumedAt))
                .col(at(EmailCodes::CreatedAt))
                .foreign_key(&mut user_fk(EmailCodes::Table, EmailCodes::UserId))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("email_codes_user_purpose_idx")
                .table(EmailCodes::Table)
                .col(EmailCodes::UserId)
                .col(EmailCodes::Purpose)
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(RefreshTokens::Table)
                .col(id(RefreshTokens::Id))
                .col(
                    ColumnDef::new(RefreshTokens::UserId)
                        .string_len(64)
                        .not_null(),
                )
                .col(
                    ColumnDef::new(RefreshTokens::FamilyId)
                        .string_len(64)
                        .not_null(),
                )
                .col(
                    ColumnDef::new(RefreshTokens::TokenHash)
                        .string_len(128)
                        .not_null()
                        .unique_key(),
                )
                .col(at(RefreshTokens::ExpiresAt))
                .col(at_null(RefreshTokens::RevokedAt))
                .col(
                    ColumnDef::new(RefreshTokens::ReplacedBy)
                        .string_len(64)
                        .null(),
                )
                .col(at(RefreshTokens::CreatedAt))
                .foreign_key(&mut user_fk(RefreshTokens::Table, RefreshTokens::UserId))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("refresh_tokens_family_idx")
                .table(RefreshTokens::Table)
                .col(RefreshTokens::FamilyId)
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("refresh_tokens_user_idx")
                .table(RefreshTokens::Table)
                .col(RefreshTokens::UserId)
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(Identities::Table)
                .col(id(Identities::Id))
                .col(ColumnDef::new(Identities::UserId).string_len(64).not_null())
                .col(
                    ColumnDef::new(Identities::Provider)
                        .string_len(32)
                        .not_null(),
                )
                .col(
                    ColumnDef::new(Identities::Subject)
                        .string_len(255)
                        .not_null(),
                )
                .col(text(Identities::Email))
                .col(at(Identities::CreatedAt))
                .foreign_key(&mut user_fk(Identities::Table, Identities::UserId))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("identities_provider_subject_key")
                .table(Identities::Table)
                .col(Identities::Provider)
                .col(Identities::Subject)
                .unique()
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(LoginAttempts::Table)
                .col(id(LoginAttempts::Id))
                .col(
                    ColumnDef::new(LoginAttempts::Email)
                        .string_len(254)
                        .not_null(),
                )
                .col(ColumnDef::new(LoginAttempts::Ip).string_len(64).not_null())
                .col(flag(LoginAttempts::Succeeded))
                .col(at(LoginAttempts::CreatedAt))
                .to_owned(),
        )
        .await?;
        for (name, col) in [
            ("login_attempts_email_idx", LoginAttempts::Email),
            ("login_attempts_ip_idx", LoginAttempts::Ip),
        ] {
            m.create_index(
                Index::create()
                    .name(name)
                    .table(LoginAttempts::Table)
                    .col(col)
                    .col(LoginAttempts::CreatedAt)
                    .to_owned(),
            )
            .await?;
        }

        m.create_table(
            Table::create()
                .table(OidcFlows::Table)
                .col(
                    ColumnDef::new(OidcFlows::State)
                        .string_len(128)
                        .not_null()
                        .primary_key(),
                )
                .col(text(OidcFlows::Nonce))
                .col(text(OidcFlows::PkceVerifier))
                .col(text(OidcFlows::RedirectTo))
                .col(at(OidcFlows::CreatedAt))
                .to_owned(),
        )
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            OidcFlows::Table.into_iden(),
            LoginAttempts::Table.into_iden(),
            Identities::Table.into_iden(),
            RefreshTokens::Table.into_iden(),
            EmailCodes::Table.into_iden(),
            UserGroups::Table.into_iden(),
            Users::Table.into_iden(),
        ] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
