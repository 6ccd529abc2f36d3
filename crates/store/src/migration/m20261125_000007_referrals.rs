//! Referrals, achievements and weekly activity (issue 18): each user's own referral code (given
//! to every existing user here) and who referred them; the referral tracking records; the
//! metrics achievements are measured on, the achievements' progress and their unlocks; and the
//! weekly activity counts.

use sea_orm_migration::{prelude::*, sea_orm::DatabaseBackend};

use super::columns::{at, at_null, cascade, id, short, short_null, user_ref};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
    ReferralCode,
    ReferrerName,
    ReferralDate,
    EquippedTitle,
}

#[derive(DeriveIden)]
enum ReferralTracking {
    Table,
    Id,
    UserId,
    Email,
    UserEmailKey,
    ReferralCode,
    SignupDate,
    MovedToPaidDate,
    MovedToPaidPlan,
    CancelDate,
    ReactiveDate,
    ThreeDayPassPurchasedDate,
    ThreeDayPassExpirationDate,
    ThreeDayPassExpired,
    ProcessedEvents,
    CreatedAt,
    LastUpdated,
}

#[derive(DeriveIden)]
enum UserMetrics {
    Table,
    UserId,
    Metric,
    Value,
    Best,
    LastDay,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum UserMetricMarks {
    Table,
    UserId,
    Metric,
    Mark,
}

#[derive(DeriveIden)]
enum UserAchievements {
    Table,
    UserId,
    AchievementId,
    Category,
    Progress,
    Unlocked,
    UnlockedAt,
    LastUpdated,
}

#[derive(DeriveIden)]
enum AchievementUnlocks {
    Table,
    UserId,
    AchievementId,
    UnlockedAt,
    IsRead,
}

#[derive(DeriveIden)]
enum WeeklyActivity {
    Table,
    UserId,
    WeekStart,
    Activity,
    Count,
    UpdatedAt,
}

fn count(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col)
        .integer()
        .not_null()
        .default(0)
        .to_owned()
}

fn day_null(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col).date().null().to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for col in [
            ColumnDef::new(Users::ReferralCode)
                .string_len(32)
                .null()
                .to_owned(),
            short_null(Users::ReferrerName),
            at_null(Users::ReferralDate),
            short_null(Users::EquippedTitle),
        ] {
            m.alter_table(
                Table::alter()
                    .table(Users::Table)
                    .add_column(col)
                    .to_owned(),
            )
            .await?;
        }
        // Every existing user gets a code: 8 random hex digits in capitals, which the domain's
        // code format reads.
        let backfill = match m.get_database_backend() {
            DatabaseBackend::Postgres => {
                "UPDATE users SET referral_code = upper(substr(md5(random()::text || id), 1, 8))"
            }
            _ => "UPDATE users SET referral_code = upper(hex(randomblob(4)))",
        };
        m.get_connection().execute_unprepared(backfill).await?;
        m.create_index(
            Index::create()
                .name("users_referral_code_key")
                .table(Users::Table)
                .col(Users::ReferralCode)
                .unique()
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(ReferralTracking::Table)
                .col(id(ReferralTracking::Id))
                .col(user_ref(ReferralTracking::UserId))
                .col(
                    ColumnDef::new(ReferralTracking::Email)
                        .string_len(320)
                        .not_null(),
                )
                .col(
                    ColumnDef::new(ReferralTracking::UserEmailKey)
                        .string_len(320)
                        .not_null(),
                )
                .col(
                    ColumnDef::new(ReferralTracking::ReferralCode)
                        .string_len(32)
                        .not_null(),
                )
                .col(at(ReferralTracking::SignupDate))
                .col(at_null(ReferralTracking::MovedToPaidDate))
                .col(short_null(ReferralTracking::MovedToPaidPlan))
                .col(at_null(ReferralTracking::CancelDate))
                .col(at_null(ReferralTracking::ReactiveDate))
                .col(at_null(ReferralTracking::ThreeDayPassPurchasedDate))
                .col(at_null(ReferralTracking::ThreeDayPassExpirationDate))
                .col(at_null(ReferralTracking::ThreeDayPassExpired))
                .col(
                    ColumnDef::new(ReferralTracking::ProcessedEvents)
                        .text()
                        .not_null(),
                )
                .col(at(ReferralTracking::CreatedAt))
                .col(at(ReferralTracking::LastUpdated))
                .foreign_key(&mut cascade(
                    (ReferralTracking::Table, ReferralTracking::UserId),
                    (Users::Table, Users::Id),
                ))
                .to_owned(),
        )
        .await?;
        for (name, col) in [
            ("referral_tracking_code_idx", ReferralTracking::ReferralCode),
            ("referral_tracking_user_idx", ReferralTracking::UserId),
            (
                "referral_tracking_email_key_idx",
                ReferralTracking::UserEmailKey,
            ),
        ] {
            m.create_index(
                Index::create()
                    .name(name)
                    .table(ReferralTracking::Table)
                    .col(col)
                    .to_owned(),
            )
            .await?;
        }

        m.create_table(
            Table::create()
                .table(UserMetrics::Table)
                .col(user_ref(UserMetrics::UserId))
                .col(short(UserMetrics::Metric))
                .col(count(UserMetrics::Value))
                .col(count(UserMetrics::Best))
                .col(day_null(UserMetrics::LastDay))
                .col(at(UserMetrics::UpdatedAt))
                .primary_key(
                    Index::create()
                        .col(UserMetrics::UserId)
                        .col(UserMetrics::Metric),
                )
                .foreign_key(&mut cascade(
                    (UserMetrics::Table, UserMetrics::UserId),
                    (Users::Table, Users::Id),
                ))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(UserMetricMarks::Table)
                .col(user_ref(UserMetricMarks::UserId))
                .col(short(UserMetricMarks::Metric))
                .col(short(UserMetricMarks::Mark))
                .primary_key(
                    Index::create()
                        .col(UserMetricMarks::UserId)
                        .col(UserMetricMarks::Metric)
                        .col(UserMetricMarks::Mark),
                )
                .foreign_key(&mut cascade(
                    (UserMetricMarks::Table, UserMetricMarks::UserId),
                    (Users::Table, Users::Id),
                ))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(UserAchievements::Table)
                .col(user_ref(UserAchievements::UserId))
                .col(short(UserAchievements::AchievementId))
                .col(short(UserAchievements::Category))
                .col(count(UserAchievements::Progress))
                .col(
                    ColumnDef::new(UserAchievements::Unlocked)
                        .boolean()
                        .not_null()
                        .default(false),
                )
                .col(at_null(UserAchievements::UnlockedAt))
                .col(at(UserAchievements::LastUpdated))
                .primary_key(
                    Index::create()
                        .col(UserAchievements::UserId)
                        .col(UserAchievements::AchievementId),
                )
                .foreign_key(&mut cascade(
                    (UserAchievements::Table, UserAchievements::UserId),
                    (Users::Table, Users::Id),
                ))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("user_achievements_updated_idx")
                .table(UserAchievements::Table)
                .col(UserAchievements::UserId)
                .col(UserAchievements::LastUpdated)
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(AchievementUnlocks::Table)
                .col(user_ref(AchievementUnlocks::UserId))
                .col(short(AchievementUnlocks::AchievementId))
                .col(at(AchievementUnlocks::UnlockedAt))
                .col(
                    ColumnDef::new(AchievementUnlocks::IsRead)
                        .boolean()
                        .not_null()
                        .default(false),
                )
                .primary_key(
                    Index::create()
                        .col(AchievementUnlocks::UserId)
                        .col(AchievementUnlocks::AchievementId),
                )
                .foreign_key(&mut cascade(
                    (AchievementUnlocks::Table, AchievementUnlocks::UserId),
                    (Users::Table, Users::Id),
                ))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(WeeklyActivity::Table)
                .col(user_ref(WeeklyActivity::UserId))
                .col(ColumnDef::new(WeeklyActivity::WeekStart).date().not_null())
                .col(short(WeeklyActivity::Activity))
                .col(count(WeeklyActivity::Count))
                .col(at(WeeklyActivity::UpdatedAt))
                .primary_key(
                    Index::create()
                        .col(WeeklyActivity::UserId)
                        .col(WeeklyActivity::WeekStart)
                        .col(WeeklyActivity::Activity),
                )
                .foreign_key(&mut cascade(
                    (WeeklyActivity::Table, WeeklyActivity::UserId),
                    (Users::Table, Users::Id),
                ))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("weekly_activity_week_idx")
                .table(WeeklyActivity::Table)
                .col(WeeklyActivity::WeekStart)
                .col(WeeklyActivity::Activity)
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            WeeklyActivity::Table.into_iden(),
            AchievementUnlocks::Table.into_iden(),
            UserAchievements::Table.into_iden(),
            UserMetricMarks::Table.into_iden(),
            UserMetrics::Table.into_iden(),
            ReferralTracking::Table.into_iden(),
        ] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        m.drop_index(
            Index::drop()
                .name("users_referral_code_key")
                .table(Users::Table)
                .to_owned(),
        )
        .await?;
        for col in [
            Users::ReferralCode,
            Users::ReferrerName,
            Users::ReferralDate,
            Users::EquippedTitle,
        ] {
            m.alter_table(
                Table::alter()
                    .table(Users::Table)
                    .drop_column(col)
                    .to_owned(),
            )
            .await?;
        }
        Ok(())
    }
}
