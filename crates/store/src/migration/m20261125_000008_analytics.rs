//! The staff analytics dashboard (issue 19): one merged row per referred person (made from the
//! tracking records by the domain's merge, remade on every write) with the sums per code and per
//! code and day kept beside them, the cancellation records the
//! Churn tab reads (the spec's source churn item), and one weekly KPI record per ISO week (the
//! unique week key makes concurrent computations of a week land once). Indexes let the period
//! and code filters, the trends and the weekly counts run in SQL.

use sea_orm_migration::prelude::*;

use super::columns::{at, at_null, id, short, short_null, text_null};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ReferralPeople {
    Table,
    UserEmailKey,
    UserId,
    Email,
    Name,
    Placeholder,
    ReferralCode,
    RegisteredAt,
    RegisteredDay,
    SignupDate,
    CreatedAt,
    ConvertedAt,
    ConvertedDay,
    PaidPlan,
    PassPurchasedAt,
    CancelledAt,
    ReactivatedAt,
    Active,
    RevenueCents,
    ConversionDays,
    AllEvents,
}

/// The Referral tab's sums kept as the people change: all time per code, and per code and
/// registration day (the period filters read the last days only).
#[derive(DeriveIden)]
enum ReferralCodeTotals {
    Table,
    ReferralCode,
    FirstDay,
}

#[derive(DeriveIden)]
enum ReferralCodeDays {
    Table,
    ReferralCode,
    Day,
}

/// The sums both rollups keep.
const SUMS: [&str; 9] = [
    "signups",
    "paid",
    "passes",
    "cancellations",
    "reactivations",
    "active",
    "revenue_cents",
    "conversion_days",
    "quick",
];

#[derive(DeriveIden)]
enum ChurnRecords {
    Table,
    Id,
    CustomerId,
    CustomerEmail,
    EmailKey,
    CreatedAt,
    CanceledAt,
    PlanType,
    CancelReason,
    RecordedAt,
}

#[derive(DeriveIden)]
enum WeeklyKpis {
    Table,
    Id,
    WeekKey,
    WeekStartDate,
    WeekEndDate,
    WeeklyActivePowerUsers,
    AlgorithmAdoptionRate,
    ChromeExtensionWeeklyActiveRate,
    PromptLibrarySaveRate,
    FreeToPaidConversionIndicator,
    MultiLlmTestingAdoption,
    SevenDayNewUserActivationRate,
    MonthlyChurnRate,
    TotalActiveUsers,
    TotalAlgorithmUsers,
    TotalExtensionUsers,
    TotalPromptGenerators,
    TotalPromptSavers,
    TotalFreeLimitHitters,
    TotalMultiLlmTesters,
    TotalNewSignups,
    TotalActivatedNewUsers,
    TotalPaidUsers,
    TotalChurnedUsers,
    AiAmplifierUsers,
    PrimerUsers,
    MastermindUsers,
    FreeUsers,
    ProUsers,
    AnnualProUsers,
    ThreeDayPassUsers,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    CreatedAt,
    SubscriptionStatus,
    PlanName,
}

fn big(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col)
        .big_integer()
        .not_null()
        .default(0)
        .to_owned()
}

fn big_null(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col).big_integer().null().to_owned()
}

fn real(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col)
        .double()
        .not_null()
        .default(0.0)
        .to_owned()
}

fn flag(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col)
        .boolean()
        .not_null()
        .default(false)
        .to_owned()
}

fn email(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col).string_len(320).not_null().to_owned()
}

async fn index(
    m: &SchemaManager<'_>,
    name: &str,
    table: impl IntoIden,
    cols: Vec<DynIden>,
    unique: bool,
) -> Result<(), DbErr> {
    let mut create = Index::create();
    create.name(name).table(table);
    for col in cols {
        create.col(col);
    }
    if unique {
        create.unique();
    }
    m.create_index(create.to_owned()).await
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(ReferralPeople::Table)
                .col(
                    ColumnDef::new(ReferralPeople::UserEmailKey)
                        .string_len(320)
                        .not_null()
                        .primary_key(),
                )
                .col(
                    ColumnDef::new(ReferralPeople::UserId)
                        .string_len(64)
                        .not_null(),
                )
                .col(email(ReferralPeople::Email))
                .col(
                    ColumnDef::new(ReferralPeople::Name)
                        .string_len(320)
                        .not_null(),
                )
                .col(flag(ReferralPeople::Placeholder))
                .col(
                    ColumnDef::new(ReferralPeople::ReferralCode)
                        .string_len(32)
                        .not_null(),
                )
                .col(at(ReferralPeople::RegisteredAt))
                .col(big(ReferralPeople::RegisteredDay))
                .col(at(ReferralPeople::SignupDate))
                .col(at(ReferralPeople::CreatedAt))
                .col(at_null(ReferralPeople::ConvertedAt))
                .col(big_null(ReferralPeople::ConvertedDay))
                .col(short_null(ReferralPeople::PaidPlan))
                .col(at_null(ReferralPeople::PassPurchasedAt))
                .col(at_null(ReferralPeople::CancelledAt))
                .col(at_null(ReferralPeople::ReactivatedAt))
                .col(flag(ReferralPeople::Active))
                .col(big(ReferralPeople::RevenueCents))
                .col(big_null(ReferralPeople::ConversionDays))
                .col(ColumnDef::new(ReferralPeople::AllEvents).text().not_null())
                .to_owned(),
        )
        .await?;
        for (name, cols) in [
            (
                "referral_people_code_registered_idx",
                vec![
                    ReferralPeople::ReferralCode.into_iden(),
                    ReferralPeople::RegisteredAt.into_iden(),
                ],
            ),
            (
                "referral_people_registered_idx",
                vec![ReferralPeople::RegisteredAt.into_iden()],
            ),
            (
                "referral_people_registered_day_idx",
                vec![ReferralPeople::RegisteredDay.into_iden()],
            ),
            (
                "referral_people_converted_day_idx",
                vec![ReferralPeople::ConvertedDay.into_iden()],
            ),
            (
                "referral_people_user_idx",
                vec![ReferralPeople::UserId.into_iden()],
            ),
        ] {
            index(m, name, ReferralPeople::Table, cols, false).await?;
        }

        let mut totals = Table::create();
        totals.table(ReferralCodeTotals::Table).col(
            ColumnDef::new(ReferralCodeTotals::ReferralCode)
                .string_len(32)
                .not_null()
                .primary_key(),
        );
        let mut days = Table::create();
        days.table(ReferralCodeDays::Table)
            .col(
                ColumnDef::new(ReferralCodeDays::ReferralCode)
                    .string_len(32)
                    .not_null(),
            )
            .col(
                ColumnDef::new(ReferralCodeDays::Day)
                    .big_integer()
                    .not_null(),
            )
            .primary_key(
                Index::create()
                    .col(ReferralCodeDays::ReferralCode)
                    .col(ReferralCodeDays::Day),
            );
        for sum in SUMS {
            totals.col(big(Alias::new(sum)));
            days.col(big(Alias::new(sum)));
        }
        totals.col(big(ReferralCodeTotals::FirstDay));
        m.create_table(totals.to_owned()).await?;
        m.create_table(days.to_owned()).await?;
        index(
            m,
            "referral_code_days_day_idx",
            ReferralCodeDays::Table,
            vec![ReferralCodeDays::Day.into_iden()],
            false,
        )
        .await?;

        m.create_table(
            Table::create()
                .table(ChurnRecords::Table)
                .col(id(ChurnRecords::Id))
                .col(
                    ColumnDef::new(ChurnRecords::CustomerId)
                        .string_len(255)
                        .not_null(),
                )
                .col(email(ChurnRecords::CustomerEmail))
                .col(email(ChurnRecords::EmailKey))
                .col(at(ChurnRecords::CreatedAt))
                .col(at(ChurnRecords::CanceledAt))
                .col(short_null(ChurnRecords::PlanType))
                .col(text_null(ChurnRecords::CancelReason))
                .col(at(ChurnRecords::RecordedAt))
                .to_owned(),
        )
        .await?;
        index(
            m,
            "churn_records_canceled_idx",
            ChurnRecords::Table,
            vec![ChurnRecords::CanceledAt.into_iden()],
            false,
        )
        .await?;
        index(
            m,
            "churn_records_email_key_idx",
            ChurnRecords::Table,
            vec![ChurnRecords::EmailKey.into_iden()],
            false,
        )
        .await?;

        let mut kpis = Table::create();
        kpis.table(WeeklyKpis::Table)
            .col(id(WeeklyKpis::Id))
            .col(short(WeeklyKpis::WeekKey))
            .col(ColumnDef::new(WeeklyKpis::WeekStartDate).date().not_null())
            .col(ColumnDef::new(WeeklyKpis::WeekEndDate).date().not_null());
        for col in [
            WeeklyKpis::AlgorithmAdoptionRate,
            WeeklyKpis::ChromeExtensionWeeklyActiveRate,
            WeeklyKpis::PromptLibrarySaveRate,
            WeeklyKpis::FreeToPaidConversionIndicator,
            WeeklyKpis::MultiLlmTestingAdoption,
            WeeklyKpis::SevenDayNewUserActivationRate,
            WeeklyKpis::MonthlyChurnRate,
        ] {
            kpis.col(real(col));
        }
        for col in [
            WeeklyKpis::WeeklyActivePowerUsers,
            WeeklyKpis::TotalActiveUsers,
            WeeklyKpis::TotalAlgorithmUsers,
            WeeklyKpis::TotalExtensionUsers,
            WeeklyKpis::TotalPromptGenerators,
            WeeklyKpis::TotalPromptSavers,
            WeeklyKpis::TotalFreeLimitHitters,
            WeeklyKpis::TotalMultiLlmTesters,
            WeeklyKpis::TotalNewSignups,
            WeeklyKpis::TotalActivatedNewUsers,
            WeeklyKpis::TotalPaidUsers,
            WeeklyKpis::TotalChurnedUsers,
            WeeklyKpis::AiAmplifierUsers,
            WeeklyKpis::PrimerUsers,
            WeeklyKpis::MastermindUsers,
            WeeklyKpis::FreeUsers,
            WeeklyKpis::ProUsers,
            WeeklyKpis::AnnualProUsers,
            WeeklyKpis::ThreeDayPassUsers,
        ] {
            kpis.col(big(col));
        }
        kpis.col(at(WeeklyKpis::CreatedAt));
        m.create_table(kpis.to_owned()).await?;
        index(
            m,
            "weekly_kpis_week_key",
            WeeklyKpis::Table,
            vec![WeeklyKpis::WeekKey.into_iden()],
            true,
        )
        .await?;
        index(
            m,
            "weekly_kpis_created_idx",
            WeeklyKpis::Table,
            vec![WeeklyKpis::CreatedAt.into_iden()],
            false,
        )
        .await?;

        // The KPI job counts new sign-ups by registration time and active paid subscriptions.
        index(
            m,
            "users_created_idx",
            Users::Table,
            vec![Users::CreatedAt.into_iden()],
            false,
        )
        .await?;
        index(
            m,
            "users_subscription_idx",
            Users::Table,
            vec![
                Users::SubscriptionStatus.into_iden(),
                Users::PlanName.into_iden(),
            ],
            false,
        )
        .await?;

        // People for the tracking records that exist already.
        crate::repo::analytics::rebuild_all_people(m.get_connection())
            .await
            .map_err(|e| DbErr::Migration(e.to_string()))
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for (name, table) in [
            ("users_created_idx", Users::Table.into_iden()),
            ("users_subscription_idx", Users::Table.into_iden()),
        ] {
            m.drop_index(Index::drop().name(name).table(table).to_owned())
                .await?;
        }
        for table in [
            WeeklyKpis::Table.into_iden(),
            ChurnRecords::Table.into_iden(),
            ReferralCodeDays::Table.into_iden(),
            ReferralCodeTotals::Table.into_iden(),
            ReferralPeople::Table.into_iden(),
        ] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
