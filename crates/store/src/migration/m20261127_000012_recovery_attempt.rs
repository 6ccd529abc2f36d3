//! What a subscriber was doing when the recovery offer was made (spec:
//! createCancelRecoveryCoupon's `attemptedPlan`, `attemptedCycle` and `cancelTime`), kept with
//! the offer for the cancellation analysis. All optional: older offers and callers that do not
//! say have none.

use sea_orm_migration::prelude::*;

use super::columns::{at_null, short_null};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum RecoveryOffers {
    Table,
    AttemptedPlan,
    AttemptedCycle,
    CancelTime,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for col in [
            short_null(RecoveryOffers::AttemptedPlan),
            short_null(RecoveryOffers::AttemptedCycle),
            at_null(RecoveryOffers::CancelTime),
        ] {
            m.alter_table(
                Table::alter()
                    .table(RecoveryOffers::Table)
                    .add_column(col)
                    .to_owned(),
            )
            .await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for col in [
            RecoveryOffers::AttemptedPlan,
            RecoveryOffers::AttemptedCycle,
            RecoveryOffers::CancelTime,
        ] {
            m.alter_table(
                Table::alter()
                    .table(RecoveryOffers::Table)
                    .drop_column(col)
                    .to_owned(),
            )
            .await?;
        }
        Ok(())
    }
}
