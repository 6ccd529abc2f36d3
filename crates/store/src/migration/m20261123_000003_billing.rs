//! Plans and billing: the users' billing fields (spec point 3), plan lifecycle events,
//! processed payment-provider events (webhook idempotency), checkouts, the cancellation survey,
//! the one-time recovery offer, and the post-upgrade survey.

use sea_orm_migration::prelude::*;

use super::columns::{at, at_null, cascade, id, short, short_null, text_null, user_ref};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
    PriceCents,
    StripeCustomerId,
    SubscriptionId,
    CurrentPeriodEnd,
    CancelAtPeriodEnd,
    DiscountPercentOff,
    DiscountEndsAt,
}

#[derive(DeriveIden)]
enum PostUpgradeSurveys {
    Table,
    Id,
    UserId,
    PlanName,
    Reason,
    Feedback,
    CreatedAt,
}

#[derive(DeriveIden)]
enum RecoveryOffers {
    Table,
    Id,
    UserId,
    PlanName,
    PercentOff,
    DurationMonths,
    Status,
    CreatedAt,
    RedeemedAt,
}

#[derive(DeriveIden)]
enum PlanEvents {
    Table,
    Id,
    UserId,
    Kind,
    PlanName,
    ExpiresAt,
    OccurredAt,
}

#[derive(DeriveIden)]
enum BillingEvents {
    Table,
    Id,
    Provider,
    Kind,
    ProcessedAt,
}

#[derive(DeriveIden)]
enum Checkouts {
    Table,
    Id,
    UserId,
    Provider,
    PlanName,
    Status,
    CreatedAt,
    CompletedAt,
}

#[derive(DeriveIden)]
enum CancellationSurveys {
    Table,
    Id,
    UserId,
    PlanName,
    Reason,
    ReasonDetails,
    Feedback,
    Outcome,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // SQLite adds one column per ALTER TABLE.
        for column in [
            ColumnDef::new(Users::PriceCents)
                .big_integer()
                .null()
                .to_owned(),
            short_null(Users::StripeCustomerId),
            short_null(Users::SubscriptionId),
            at_null(Users::CurrentPeriodEnd),
            ColumnDef::new(Users::CancelAtPeriodEnd)
                .boolean()
                .not_null()
                .default(false)
                .to_owned(),
            ColumnDef::new(Users::DiscountPercentOff)
                .integer()
                .null()
                .to_owned(),
            at_null(Users::DiscountEndsAt),
        ] {
            m.alter_table(
                Table::alter()
                    .table(Users::Table)
                    .add_column(column)
                    .to_owned(),
            )
            .await?;
        }
        m.create_index(
            Index::create()
                .name("users_period_end_idx")
                .table(Users::Table)
                .col(Users::CurrentPeriodEnd)
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("users_stripe_customer_idx")
                .table(Users::Table)
                .col(Users::StripeCustomerId)
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(PlanEvents::Table)
                .col(id(PlanEvents::Id))
                .col(user_ref(PlanEvents::UserId))
                .col(short(PlanEvents::Kind))
                .col(short_null(PlanEvents::PlanName))
                .col(at_null(PlanEvents::ExpiresAt))
                .col(at(PlanEvents::OccurredAt))
                .foreign_key(&mut cascade(
                    (PlanEvents::Table, PlanEvents::UserId),
                    (Users::Table, Users::Id),
                ))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("plan_events_user_idx")
                .table(PlanEvents::Table)
                .col(PlanEvents::UserId)
                .col(PlanEvents::OccurredAt)
                .to_owned(),
        )
        .await?;

        // No foreign key: a processed event stays processed even after its user is deleted.
        m.create_table(
            Table::create()
                .table(BillingEvents::Table)
                .col(id(BillingEvents::Id))
                .col(short(BillingEvents::Provider))
                .col(short(BillingEvents::Kind))
                .col(at(BillingEvents::ProcessedAt))
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(Checkouts::Table)
                .col(id(Checkouts::Id))
                .col(user_ref(Checkouts::UserId))
                .col(short(Checkouts::Provider))
                .col(short(Checkouts::PlanName))
                .col(short(Checkouts::Status))
                .col(at(Checkouts::CreatedAt))
                .col(at_null(Checkouts::CompletedAt))
                .foreign_key(&mut cascade(
                    (Checkouts::Table, Checkouts::UserId),
                    (Users::Table, Users::Id),
                ))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("checkouts_user_idx")
                .table(Checkouts::Table)
                .col(Checkouts::UserId)
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(CancellationSurveys::Table)
                .col(id(CancellationSurveys::Id))
                .col(user_ref(CancellationSurveys::UserId))
                .col(short(CancellationSurveys::PlanName))
                .col(short(CancellationSurveys::Reason))
                .col(text_null(CancellationSurveys::ReasonDetails))
                .col(text_null(CancellationSurveys::Feedback))
                .col(short(CancellationSurveys::Outcome))
                .col(at(CancellationSurveys::CreatedAt))
                .foreign_key(&mut cascade(
                    (CancellationSurveys::Table, CancellationSurveys::UserId),
                    (Users::Table, Users::Id),
                ))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(RecoveryOffers::Table)
                .col(id(RecoveryOffers::Id))
                .col(user_ref(RecoveryOffers::UserId))
                .col(short(RecoveryOffers::PlanName))
                .col(
                    ColumnDef::new(RecoveryOffers::PercentOff)
                        .integer()
                        .not_null(),
                )
                .col(
                    ColumnDef::new(RecoveryOffers::DurationMonths)
                        .integer()
                        .not_null(),
                )
                .col(short(RecoveryOffers::Status))
                .col(at(RecoveryOffers::CreatedAt))
                .col(at_null(RecoveryOffers::RedeemedAt))
                .foreign_key(&mut cascade(
                    (RecoveryOffers::Table, RecoveryOffers::UserId),
                    (Users::Table, Users::Id),
                ))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("recovery_offers_user_idx")
                .table(RecoveryOffers::Table)
                .col(RecoveryOffers::UserId)
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(PostUpgradeSurveys::Table)
                .col(id(PostUpgradeSurveys::Id))
                .col(user_ref(PostUpgradeSurveys::UserId))
                .col(short(PostUpgradeSurveys::PlanName))
                .col(short(PostUpgradeSurveys::Reason))
                .col(text_null(PostUpgradeSurveys::Feedback))
                .col(at(PostUpgradeSurveys::CreatedAt))
                .foreign_key(&mut cascade(
                    (PostUpgradeSurveys::Table, PostUpgradeSurveys::UserId),
                    (Users::Table, Users::Id),
                ))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("post_upgrade_surveys_user_idx")
                .table(PostUpgradeSurveys::Table)
                .col(PostUpgradeSurveys::UserId)
                .to_owned(),
        )
        .await?;

        m.create_index(
            Index::create()
                .name("cancellation_surveys_user_idx")
                .table(CancellationSurveys::Table)
                .col(CancellationSurveys::UserId)
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            PostUpgradeSurveys::Table.into_iden(),
            RecoveryOffers::Table.into_iden(),
            CancellationSurveys::Table.into_iden(),
            Checkouts::Table.into_iden(),
            BillingEvents::Table.into_iden(),
            PlanEvents::Table.into_iden(),
        ] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        for index in ["users_stripe_customer_idx", "users_period_end_idx"] {
            m.drop_index(Index::drop().name(index).table(Users::Table).to_owned())
                .await?;
        }
        for column in [
            Users::DiscountEndsAt.into_iden(),
            Users::DiscountPercentOff.into_iden(),
            Users::CancelAtPeriodEnd.into_iden(),
            Users::CurrentPeriodEnd.into_iden(),
            Users::SubscriptionId.into_iden(),
            Users::StripeCustomerId.into_iden(),
            Users::PriceCents.into_iden(),
        ] {
            m.alter_table(
                Table::alter()
                    .table(Users::Table)
                    .drop_column(column)
                    .to_owned(),
            )
            .await?;
        }
        Ok(())
    }
}
