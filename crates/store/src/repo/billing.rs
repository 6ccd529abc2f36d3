//! Billing: a user's plan and subscription fields, the lifecycle events a change records,
//! provider events already applied, checkouts and cancellation surveys.
//!
//! Every change of billing state goes through [`Store::apply_billing`]: one transaction that
//! locks the user's row, records the provider event (a redelivery stops there and changes
//! nothing), reads the user as they are now, asks the caller what to change, and writes the
//! fields and the lifecycle events together.

use chrono::{DateTime, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set, TransactionTrait,
    sea_query::Expr,
};

use domain::{
    analytics::churn::ChurnSource,
    billing::{BillingCycle, CancellationOutcome, LifecycleKind, SubscriptionStatus},
    plan::PlanName,
};

use crate::{
    Error, Result, Store, Unique,
    entity::{
        billing_event, cancellation_survey, checkout, plan_event, post_upgrade_survey,
        recovery_offer,
        stored::{StoredCheckoutStatus, StoredLifecycleKind, StoredOfferStatus, StoredPlan},
        user,
    },
    repo::{
        analytics, new_id,
        referrals::{self, TrackedEvent},
        users::{User, lock_user},
    },
};

pub type PlanEvent = plan_event::Model;
pub type Checkout = checkout::Model;
pub type CancellationSurvey = cancellation_survey::Model;
pub type RecoveryOffer = recovery_offer::Model;
pub type PostUpgradeSurvey = post_upgrade_survey::Model;

/// A payment-provider event, identified by the provider's id.
#[derive(Debug, Clone)]
pub struct ProviderEvent {
    pub provider: String,
    pub id: String,
    pub kind: String,
}

/// A lifecycle event to record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPlanEvent {
    pub kind: LifecycleKind,
    pub plan_name: Option<PlanName>,
    pub expires_at: Option<DateTime<Utc>>,
}

/// The billing fields to write, and what goes with them.
#[derive(Debug, Clone, Default)]
pub struct BillingUpdate {
    pub plan_name: PlanName,
    pub subscription_status: Option<SubscriptionStatus>,
    pub current_period_end: Option<DateTime<Utc>>,
    pub cancel_at_period_end: bool,
    pub price_cents: Option<i64>,
    /// Set when known; `None` leaves the stored value.
    pub stripe_customer_id: Option<String>,
    /// `Some(None)` clears it.
    pub subscription_id: Option<Option<String>>,
    pub events: Vec<NewPlanEvent>,
    /// A checkout this change completes.
    pub completes_checkout: Option<String>,
    /// A discount to set: percent off, until when. `None` leaves the stored one.
    pub discount: Option<(i32, DateTime<Utc>)>,
    /// A recovery offer this change redeems. Refused ([`Error::NotFound`]) unless it is the
    /// user's, still offered, and the user has redeemed none before.
    pub redeems_offer: Option<String>,
}

/// What [`Store::apply_billing`] did.
#[derive(Debug)]
pub enum Applied {
    /// Written (or, if the caller asked for no change, left as it was).
    Done(Box<User>),
    /// The provider event was applied before: nothing changed.
    Duplicate,
}

/// Records a cancellation made in Superprompt's billing as a cancellation record for the Churn
/// tab: the subscription began at the user's latest paid conversion or reactivation (else at
/// registration), and the reason is the one given in the latest cancellation survey.
async fn record_churn(
    txn: &sea_orm::DatabaseTransaction,
    user: &User,
    event_id: &str,
    plan: Option<PlanName>,
    now: DateTime<Utc>,
) -> Result<()> {
    let began = plan_event::Entity::find()
        .filter(plan_event::Column::UserId.eq(user.id.as_str()))
        .filter(plan_event::Column::Kind.is_in([
            StoredLifecycleKind::PaidConversion,
            StoredLifecycleKind::Reactivation,
        ]))
        .filter(plan_event::Column::OccurredAt.lte(now))
        .order_by_desc(plan_event::Column::OccurredAt)
        .one(txn)
        .await?
        .map_or(user.created_at, |e| e.occurred_at);
    let reason = cancellation_survey::Entity::find()
        .filter(cancellation_survey::Column::UserId.eq(user.id.as_str()))
        .order_by_desc(cancellation_survey::Column::CreatedAt)
        .one(txn)
        .await?
        .map(|s| s.reason);
    analytics::insert_churn(
        txn,
        &[ChurnSource {
            id: event_id.to_owned(),
            customer_id: user
                .stripe_customer_id
                .clone()
                .unwrap_or_else(|| user.id.clone()),
            customer_email: user.email.clone(),
            created_at: began,
            canceled_at: now,
            plan_type: plan,
            cancel_reason: reason,
        }],
        now,
    )
    .await
}

/// What the subscriber was doing when the recovery offer was asked for, as the spec's callers
/// say it (`attemptedPlan`, `attemptedCycle`, `cancelTime`); kept with a new offer.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RecoveryAttempt {
    pub plan: Option<PlanName>,
    pub cycle: Option<BillingCycle>,
    pub cancel_time: Option<DateTime<Utc>>,
}

impl Store {
    /// Applies one change of billing state atomically (see the module docs). `decide` gets the
    /// user as they are inside the transaction and returns the update, or None for no change.
    /// [`Error::NotFound`] if there is no such user.
    pub async fn apply_billing<F>(
        &self,
        user_id: &str,
        event: Option<ProviderEvent>,
        now: DateTime<Utc>,
        decide: F,
    ) -> Result<Applied>
    where
        F: FnOnce(&User) -> Option<BillingUpdate> + Send,
    {
        let txn = self.db.begin().await?;
        lock_user(&txn, user_id).await?;
        let provider_event = event.as_ref().map(|e| format!("{}:{}", e.provider, e.id));
        if let Some(event) = event {
            let recorded = billing_event::ActiveModel {
                id: Set(format!("{}:{}", event.provider, event.id)),
                provider: Set(event.provider),
                kind: Set(event.kind),
                processed_at: Set(now),
            }
            .insert(&txn)
            .await;
            match recorded.map_err(Error::from) {
                Ok(_) => {}
                Err(err) if err.is_conflict_on(Unique::BillingEvent) => {
                    return Ok(Applied::Duplicate);
                }
                Err(err) => return Err(err),
            }
        }
        let before = user::Entity::find_by_id(user_id.to_owned())
            .one(&txn)
            .await?
            .ok_or(Error::NotFound)?;
        let Some(update) = decide(&before) else {
            txn.commit().await?;
            return Ok(Applied::Done(Box::new(before)));
        };
        let mut row: user::ActiveModel = before.into();
        row.plan_name = Set(update.plan_name.into());
        row.subscription_status = Set(update.subscription_status.map(Into::into));
        row.current_period_end = Set(update.current_period_end);
        row.cancel_at_period_end = Set(update.cancel_at_period_end);
        row.price_cents = Set(update.price_cents);
        if let Some(customer) = update.stripe_customer_id {
            row.stripe_customer_id = Set(Some(customer));
        }
        if let Some(subscription) = update.subscription_id {
            row.subscription_id = Set(subscription);
        }
        if let Some((percent_off, ends_at)) = update.discount {
            row.discount_percent_off = Set(Some(percent_off));
            row.discount_ends_at = Set(Some(ends_at));
        }
        row.updated_at = Set(now);
        let after = row.update(&txn).await?;
        if let Some(id) = update.redeems_offer {
            let redeemed_before = recovery_offer::Entity::find()
                .filter(recovery_offer::Column::UserId.eq(user_id))
                .filter(recovery_offer::Column::Status.eq(StoredOfferStatus::Accepted))
                .one(&txn)
                .await?
                .is_some();
            let redeemed = recovery_offer::Entity::update_many()
                .col_expr(
                    recovery_offer::Column::Status,
                    Expr::value(StoredOfferStatus::Accepted),
                )
                .col_expr(recovery_offer::Column::RedeemedAt, Expr::value(now))
                .filter(recovery_offer::Column::Id.eq(id))
                .filter(recovery_offer::Column::UserId.eq(user_id))
                .filter(recovery_offer::Column::Status.eq(StoredOfferStatus::Offered))
                .exec(&txn)
                .await?;
            if redeemed_before || redeemed.rows_affected == 0 {
                return Err(Error::NotFound);
            }
        }
        for event in update.events {
            let id = new_id();
            plan_event::ActiveModel {
                id: Set(id.clone()),
                user_id: Set(user_id.to_owned()),
                kind: Set(event.kind.into()),
                plan_name: Set(event.plan_name.map(Into::into)),
                expires_at: Set(event.expires_at),
                occurred_at: Set(now),
            }
            .insert(&txn)
            .await?;
            if event.kind == LifecycleKind::Cancellation {
                record_churn(&txn, &after, &id, event.plan_name, now).await?;
            }
            // The provider's event names it (a webhook sent twice is the same event); a change
            // with no provider event is its own.
            let key = match &provider_event {
                Some(provider_event) => format!("{provider_event}:{}", event.kind.as_str()),
                None => id,
            };
            referrals::record_lifecycle(
                &txn,
                TrackedEvent {
                    key,
                    kind: event.kind,
                    plan: event.plan_name,
                    expires_at: event.expires_at,
                    user_id,
                },
                now,
            )
            .await?;
        }
        // The referral person's activity and plan follow the user's billing.
        analytics::refresh_person_of(&txn, &after.email).await?;
        if let Some(id) = update.completes_checkout {
            let done = checkout::Entity::update_many()
                .col_expr(
                    checkout::Column::Status,
                    Expr::value(StoredCheckoutStatus::Completed),
                )
                .col_expr(checkout::Column::CompletedAt, Expr::value(now))
                .filter(checkout::Column::Id.eq(id))
                .filter(checkout::Column::UserId.eq(user_id))
                .filter(checkout::Column::Status.eq(StoredCheckoutStatus::Open))
                .exec(&txn)
                .await?;
            if done.rows_affected == 0 {
                return Err(Error::NotFound);
            }
        }
        txn.commit().await?;
        Ok(Applied::Done(Box::new(after)))
    }

    /// A user's lifecycle events, oldest first.
    pub async fn plan_events(&self, user_id: &str) -> Result<Vec<PlanEvent>> {
        Ok(plan_event::Entity::find()
            .filter(plan_event::Column::UserId.eq(user_id))
            .order_by_asc(plan_event::Column::OccurredAt)
            .order_by_asc(plan_event::Column::Id)
            .all(&self.db)
            .await?)
    }

    /// Users on a paid plan whose `current_period_end` is at or before `now` (candidates for
    /// the end of a pass or of a cancelled plan; the caller decides).
    pub async fn users_with_period_ended(&self, now: DateTime<Utc>) -> Result<Vec<String>> {
        Ok(user::Entity::find()
            .filter(user::Column::CurrentPeriodEnd.lte(now))
            .filter(user::Column::PlanName.ne(StoredPlan::Free))
            .all(&self.db)
            .await?
            .into_iter()
            .map(|user| user.id)
            .collect())
    }

    /// Starts a checkout for a plan, under the provider's id for it if it has one.
    pub async fn create_checkout(
        &self,
        user_id: &str,
        provider: &str,
        provider_id: Option<&str>,
        plan_name: PlanName,
        now: DateTime<Utc>,
    ) -> Result<Checkout> {
        Ok(checkout::ActiveModel {
            id: Set(provider_id.map_or_else(new_id, str::to_owned)),
            user_id: Set(user_id.to_owned()),
            provider: Set(provider.to_owned()),
            plan_name: Set(plan_name.into()),
            status: Set(StoredCheckoutStatus::Open),
            created_at: Set(now),
            completed_at: Set(None),
        }
        .insert(&self.db)
        .await?)
    }

    /// One checkout, only if `user_id` started it.
    pub async fn find_checkout(&self, user_id: &str, id: &str) -> Result<Option<Checkout>> {
        Ok(checkout::Entity::find_by_id(id.to_owned())
            .filter(checkout::Column::UserId.eq(user_id))
            .one(&self.db)
            .await?)
    }

    /// The user's recovery offer that is still open, else a new one, unless they redeemed one
    /// before (then None: the offer is one-time). The user's row is locked first, so
    /// concurrent calls make one offer.
    pub async fn open_recovery_offer(
        &self,
        user_id: &str,
        plan_name: PlanName,
        percent_off: i32,
        duration_months: i32,
        attempt: RecoveryAttempt,
        now: DateTime<Utc>,
    ) -> Result<Option<RecoveryOffer>> {
        let txn = self.db.begin().await?;
        lock_user(&txn, user_id).await?;
        let offers = recovery_offer::Entity::find()
            .filter(recovery_offer::Column::UserId.eq(user_id))
            .all(&txn)
            .await?;
        // One offer per user: accepted, or declined by cancelling anyway, it is not made again.
        if offers
            .iter()
            .any(|offer| offer.status != StoredOfferStatus::Offered)
        {
            return Ok(None);
        }
        if let Some(open) = offers
            .into_iter()
            .find(|offer| offer.status == StoredOfferStatus::Offered)
        {
            return Ok(Some(open));
        }
        let offer = recovery_offer::ActiveModel {
            id: Set(new_id()),
            user_id: Set(user_id.to_owned()),
            plan_name: Set(plan_name.into()),
            percent_off: Set(percent_off),
            duration_months: Set(duration_months),
            status: Set(StoredOfferStatus::Offered),
            created_at: Set(now),
            redeemed_at: Set(None),
            attempted_plan: Set(attempt.plan.map(Into::into)),
            attempted_cycle: Set(attempt.cycle.map(|cycle| {
                match cycle {
                    BillingCycle::Monthly => "MONTHLY",
                    BillingCycle::Annual => "ANNUAL",
                }
                .to_owned()
            })),
            cancel_time: Set(attempt.cancel_time),
        }
        .insert(&txn)
        .await?;
        txn.commit().await?;
        Ok(Some(offer))
    }

    /// Marks the user's open recovery offer declined (they cancelled instead), so it is never
    /// made again. The number of offers declined (0 or 1).
    pub async fn decline_recovery_offers(&self, user_id: &str) -> Result<u64> {
        let declined = recovery_offer::Entity::update_many()
            .col_expr(
                recovery_offer::Column::Status,
                Expr::value(StoredOfferStatus::Declined),
            )
            .filter(recovery_offer::Column::UserId.eq(user_id))
            .filter(recovery_offer::Column::Status.eq(StoredOfferStatus::Offered))
            .exec(&self.db)
            .await?;
        Ok(declined.rows_affected)
    }

    /// One of the user's recovery offers.
    pub async fn find_recovery_offer(
        &self,
        user_id: &str,
        id: &str,
    ) -> Result<Option<RecoveryOffer>> {
        Ok(recovery_offer::Entity::find_by_id(id.to_owned())
            .filter(recovery_offer::Column::UserId.eq(user_id))
            .one(&self.db)
            .await?)
    }

    /// Stores the answers of the cancellation flow.
    pub async fn record_cancellation_survey(
        &self,
        user_id: &str,
        survey: NewCancellationSurvey,
        now: DateTime<Utc>,
    ) -> Result<CancellationSurvey> {
        Ok(cancellation_survey::ActiveModel {
            id: Set(new_id()),
            user_id: Set(user_id.to_owned()),
            plan_name: Set(survey.plan_name.into()),
            reason: Set(survey.reason),
            reason_details: Set(survey.reason_details),
            feedback: Set(survey.feedback),
            outcome: Set(survey.outcome.into()),
            created_at: Set(now),
        }
        .insert(&self.db)
        .await?)
    }

    /// Stores the post-upgrade survey's answer and marks it completed, once: None if the user
    /// already completed or dismissed it (nothing is written then).
    pub async fn complete_post_upgrade_survey(
        &self,
        user_id: &str,
        plan_name: PlanName,
        reason: &str,
        feedback: Option<String>,
        now: DateTime<Utc>,
    ) -> Result<Option<PostUpgradeSurvey>> {
        let txn = self.db.begin().await?;
        let marked = user::Entity::update_many()
            .col_expr(user::Column::PostUpgradeSurveyCompleted, Expr::value(true))
            .col_expr(user::Column::UpdatedAt, Expr::value(now))
            .filter(user::Column::Id.eq(user_id))
            .filter(user::Column::PostUpgradeSurveyCompleted.eq(false))
            .filter(user::Column::PostUpgradeSurveyDismissed.eq(false))
            .exec(&txn)
            .await?;
        if marked.rows_affected == 0 {
            return Ok(None);
        }
        let survey = post_upgrade_survey::ActiveModel {
            id: Set(new_id()),
            user_id: Set(user_id.to_owned()),
            plan_name: Set(plan_name.into()),
            reason: Set(reason.to_owned()),
            feedback: Set(feedback),
            created_at: Set(now),
        }
        .insert(&txn)
        .await?;
        txn.commit().await?;
        Ok(Some(survey))
    }

    /// Dismisses the post-upgrade survey unless it was completed. Returns whether it changed.
    pub async fn dismiss_post_upgrade_survey(
        &self,
        user_id: &str,
        now: DateTime<Utc>,
    ) -> Result<bool> {
        let dismissed = user::Entity::update_many()
            .col_expr(user::Column::PostUpgradeSurveyDismissed, Expr::value(true))
            .col_expr(user::Column::UpdatedAt, Expr::value(now))
            .filter(user::Column::Id.eq(user_id))
            .filter(user::Column::PostUpgradeSurveyCompleted.eq(false))
            .filter(user::Column::PostUpgradeSurveyDismissed.eq(false))
            .exec(&self.db)
            .await?;
        Ok(dismissed.rows_affected == 1)
    }

    /// A user's post-upgrade survey answers.
    pub async fn post_upgrade_surveys(&self, user_id: &str) -> Result<Vec<PostUpgradeSurvey>> {
        Ok(post_upgrade_survey::Entity::find()
            .filter(post_upgrade_survey::Column::UserId.eq(user_id))
            .all(&self.db)
            .await?)
    }

    /// A user's cancellation surveys, newest first.
    pub async fn cancellation_surveys(&self, user_id: &str) -> Result<Vec<CancellationSurvey>> {
        Ok(cancellation_survey::Entity::find()
            .filter(cancellation_survey::Column::UserId.eq(user_id))
            .order_by_desc(cancellation_survey::Column::CreatedAt)
            .all(&self.db)
            .await?)
    }
}

/// The answers of the cancellation flow, already checked.
#[derive(Debug, Clone)]
pub struct NewCancellationSurvey {
    pub plan_name: PlanName,
    pub reason: String,
    pub reason_details: Option<String>,
    pub feedback: Option<String>,
    pub outcome: CancellationOutcome,
}
