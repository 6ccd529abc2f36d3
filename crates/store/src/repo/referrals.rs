//! Referrals: each user's own code, who referred whom, and the referral tracking records that
//! plan lifecycle events are added to (spec point 3, userReferralTracking).
//!
//! A referral is recorded with the sign-up it belongs to (or, for a code given at onboarding,
//! under the user's row lock), and a lifecycle event is added to the tracking record inside the
//! billing transaction that causes it ([`record_lifecycle`], called by `apply_billing`), keyed
//! in `processed_events`: the same key is never added twice.

use chrono::{DateTime, Utc};
use domain::{
    billing::LifecycleKind,
    plan::PlanName,
    referral::{ReferralCode, ReferralFigures, TrackingFields, email_key, refers},
};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait,
    PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait,
    sea_query::{Condition, Expr},
};

use crate::{
    Error, Result, Store,
    entity::{referral_tracking, user},
    repo::{analytics::refresh_people, new_id, users::lock_user},
};

pub type ReferralTracking = referral_tracking::Model;

/// Who a code belongs to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Referrer {
    pub id: String,
    pub name: String,
}

/// A lifecycle event to add to a referred user's tracking.
#[derive(Debug, Clone)]
pub struct TrackedEvent<'a> {
    /// What makes the event the same event when it comes again (the provider's event id and
    /// kind, or the plan event's id for changes with no provider event).
    pub key: String,
    pub kind: LifecycleKind,
    pub plan: Option<PlanName>,
    pub expires_at: Option<DateTime<Utc>>,
    pub user_id: &'a str,
}

/// The fields of a tracking record staff may set (spec point 6: staff may create and update
/// tracking records).
#[derive(Debug, Clone)]
pub struct TrackingRecord {
    pub user_id: String,
    pub email: String,
    pub referral_code: String,
    pub signup_date: DateTime<Utc>,
    pub fields: TrackingFields,
    pub processed_events: Vec<String>,
}

/// Reads a stored `processed_events` list; an unreadable one reads as empty.
pub fn processed_events(row: &ReferralTracking) -> Vec<String> {
    serde_json::from_str(&row.processed_events).unwrap_or_default()
}

/// A tracking record's lifecycle fields, as the domain knows them.
pub fn tracking_fields(row: &ReferralTracking) -> TrackingFields {
    TrackingFields {
        moved_to_paid_date: row.moved_to_paid_date,
        moved_to_paid_plan: row.moved_to_paid_plan.map(Into::into),
        cancel_date: row.cancel_date,
        reactive_date: row.reactive_date,
        three_day_pass_purchased_date: row.three_day_pass_purchased_date,
        three_day_pass_expiration_date: row.three_day_pass_expiration_date,
        three_day_pass_expired: row.three_day_pass_expired,
    }
}

fn set_fields(row: &mut referral_tracking::ActiveModel, fields: TrackingFields) {
    row.moved_to_paid_date = Set(fields.moved_to_paid_date);
    row.moved_to_paid_plan = Set(fields.moved_to_paid_plan.map(Into::into));
    row.cancel_date = Set(fields.cancel_date);
    row.reactive_date = Set(fields.reactive_date);
    row.three_day_pass_purchased_date = Set(fields.three_day_pass_purchased_date);
    row.three_day_pass_expiration_date = Set(fields.three_day_pass_expiration_date);
    row.three_day_pass_expired = Set(fields.three_day_pass_expired);
}

fn events_json(events: &[String]) -> String {
    serde_json::to_string(events).unwrap_or_else(|_| "[]".into())
}

/// A fresh code, drawn from a v4 UUID's random bytes.
pub(crate) fn fresh_code() -> ReferralCode {
    let random = uuid::Uuid::new_v4();
    let mut bytes = [0u8; domain::referral::CODE_LENGTH];
    bytes.copy_from_slice(&random.as_bytes()[..domain::referral::CODE_LENGTH]);
    ReferralCode::from_random(bytes)
}

async fn referrer_on<C: ConnectionTrait>(
    conn: &C,
    code: &ReferralCode,
) -> Result<Option<Referrer>> {
    Ok(user::Entity::find()
        .select_only()
        .columns([user::Column::Id, user::Column::Name])
        .filter(user::Column::ReferralCode.eq(code.as_str()))
        .into_tuple::<(String, String)>()
        .one(conn)
        .await?
        .map(|(id, name)| Referrer { id, name }))
}

/// Records that `referred` signed up with `code`, if the code names another user: the
/// referrer's name and the date on the user, and a new tracking record. Returns whether it did.
pub(crate) async fn record_referral(
    txn: &DatabaseTransaction,
    referred: &user::Model,
    code: &ReferralCode,
    now: DateTime<Utc>,
) -> Result<bool> {
    let Some(referrer) = referrer_on(txn, code).await? else {
        return Ok(false);
    };
    if !refers(&referrer.id, &referred.id) {
        return Ok(false);
    }
    user::Entity::update_many()
        .col_expr(user::Column::ReferredByCode, Expr::value(code.as_str()))
        .col_expr(user::Column::ReferrerName, Expr::value(referrer.name))
        .col_expr(user::Column::ReferralDate, Expr::value(now))
        .filter(user::Column::Id.eq(referred.id.as_str()))
        .exec(txn)
        .await?;
    referral_tracking::ActiveModel {
        id: Set(new_id()),
        user_id: Set(referred.id.clone()),
        email: Set(referred.email.clone()),
        user_email_key: Set(email_key(&referred.email)),
        referral_code: Set(code.as_str().to_owned()),
        signup_date: Set(now),
        moved_to_paid_date: Set(None),
        moved_to_paid_plan: Set(None),
        cancel_date: Set(None),
        reactive_date: Set(None),
        three_day_pass_purchased_date: Set(None),
        three_day_pass_expiration_date: Set(None),
        three_day_pass_expired: Set(None),
        processed_events: Set("[]".into()),
        created_at: Set(now),
        last_updated: Set(now),
    }
    .insert(txn)
    .await?;
    refresh_people(txn, &[email_key(&referred.email)]).await?;
    Ok(true)
}

/// Adds a lifecycle event to the referred user's latest tracking record, once per key. Called
/// inside the billing transaction, with the user's row locked. A user nobody referred has no
/// record, and nothing is written.
pub(crate) async fn record_lifecycle(
    txn: &DatabaseTransaction,
    event: TrackedEvent<'_>,
    at: DateTime<Utc>,
) -> Result<()> {
    let Some(row) = referral_tracking::Entity::find()
        .filter(referral_tracking::Column::UserId.eq(event.user_id))
        .order_by_desc(referral_tracking::Column::CreatedAt)
        .order_by_desc(referral_tracking::Column::Id)
        .one(txn)
        .await?
    else {
        return Ok(());
    };
    let mut keys = processed_events(&row);
    if keys.contains(&event.key) {
        return Ok(());
    }
    let mut fields = tracking_fields(&row);
    fields.record(event.kind, event.plan, event.expires_at, at);
    keys.push(event.key);
    let mut change: referral_tracking::ActiveModel = row.into();
    set_fields(&mut change, fields);
    change.processed_events = Set(events_json(&keys));
    change.last_updated = Set(at);
    change.update(txn).await?;
    Ok(())
}

impl Store {
    /// Who `code` belongs to, if anyone.
    pub async fn referrer(&self, code: &ReferralCode) -> Result<Option<Referrer>> {
        referrer_on(&self.db, code).await
    }

    /// Records a referral code given after sign-up (onboarding), unless the user already has a
    /// referrer. Returns whether it was recorded.
    pub async fn record_late_referral(
        &self,
        user_id: &str,
        code: &ReferralCode,
        now: DateTime<Utc>,
    ) -> Result<bool> {
        let txn = self.db.begin().await?;
        lock_user(&txn, user_id).await?;
        let user = user::Entity::find_by_id(user_id.to_owned())
            .one(&txn)
            .await?
            .ok_or(Error::NotFound)?;
        let recorded =
            user.referred_by_code.is_none() && record_referral(&txn, &user, code, now).await?;
        txn.commit().await?;
        Ok(recorded)
    }

    /// How a code has done: sign-ups with it, and how many of them have paid (a plan or a pass).
    pub async fn referral_figures(&self, code: &str) -> Result<ReferralFigures> {
        let of_code = || {
            referral_tracking::Entity::find()
                .filter(referral_tracking::Column::ReferralCode.eq(code))
        };
        let signups = of_code().count(&self.db).await?;
        let paid = of_code()
            .filter(
                Condition::any()
                    .add(referral_tracking::Column::MovedToPaidDate.is_not_null())
                    .add(referral_tracking::Column::ThreeDayPassPurchasedDate.is_not_null()),
            )
            .count(&self.db)
            .await?;
        Ok(ReferralFigures { signups, paid })
    }

    /// Tracking records, newest first, a page at a time (`after` is the last id of the page
    /// before). Staff only: the caller checks.
    pub async fn tracking_page(
        &self,
        limit: u64,
        after: Option<&str>,
    ) -> Result<Vec<ReferralTracking>> {
        let mut query = referral_tracking::Entity::find()
            .order_by_desc(referral_tracking::Column::Id)
            .limit(limit);
        if let Some(after) = after {
            query = query.filter(referral_tracking::Column::Id.lt(after));
        }
        Ok(query.all(&self.db).await?)
    }

    pub async fn tracking_record(&self, id: &str) -> Result<Option<ReferralTracking>> {
        Ok(referral_tracking::Entity::find_by_id(id.to_owned())
            .one(&self.db)
            .await?)
    }

    /// A user's tracking records, oldest first.
    pub async fn tracking_of(&self, user_id: &str) -> Result<Vec<ReferralTracking>> {
        Ok(referral_tracking::Entity::find()
            .filter(referral_tracking::Column::UserId.eq(user_id))
            .order_by_asc(referral_tracking::Column::CreatedAt)
            .order_by_asc(referral_tracking::Column::Id)
            .all(&self.db)
            .await?)
    }

    /// Creates a tracking record (staff). [`Error::NotFound`] if the user does not exist.
    pub async fn create_tracking(
        &self,
        record: TrackingRecord,
        now: DateTime<Utc>,
    ) -> Result<ReferralTracking> {
        if self.find_user(&record.user_id).await?.is_none() {
            return Err(Error::NotFound);
        }
        let mut row = referral_tracking::ActiveModel {
            id: Set(new_id()),
            user_id: Set(record.user_id),
            user_email_key: Set(email_key(&record.email)),
            email: Set(record.email),
            referral_code: Set(record.referral_code),
            signup_date: Set(record.signup_date),
            processed_events: Set(events_json(&record.processed_events)),
            created_at: Set(now),
            last_updated: Set(now),
            ..Default::default()
        };
        set_fields(&mut row, record.fields);
        let txn = self.db.begin().await?;
        let created = row.insert(&txn).await?;
        refresh_people(&txn, std::slice::from_ref(&created.user_email_key)).await?;
        txn.commit().await?;
        Ok(created)
    }

    /// Replaces a tracking record's fields (staff). [`Error::NotFound`] if there is none.
    pub async fn update_tracking(
        &self,
        id: &str,
        record: TrackingRecord,
        now: DateTime<Utc>,
    ) -> Result<ReferralTracking> {
        let existing = self.tracking_record(id).await?.ok_or(Error::NotFound)?;
        let old_key = existing.user_email_key.clone();
        let mut row: referral_tracking::ActiveModel = existing.into();
        row.user_id = Set(record.user_id);
        row.user_email_key = Set(email_key(&record.email));
        row.email = Set(record.email);
        row.referral_code = Set(record.referral_code);
        row.signup_date = Set(record.signup_date);
        row.processed_events = Set(events_json(&record.processed_events));
        set_fields(&mut row, record.fields);
        row.last_updated = Set(now);
        let txn = self.db.begin().await?;
        let updated = row.update(&txn).await?;
        refresh_people(&txn, &[old_key, updated.user_email_key.clone()]).await?;
        txn.commit().await?;
        Ok(updated)
    }

    /// Deletes a tracking record (staff). Returns whether there was one.
    pub async fn delete_tracking(&self, id: &str) -> Result<bool> {
        let txn = self.db.begin().await?;
        // The delete first, returning what it removed: on SQLite a transaction that has read
        // cannot wait for the write lock (it fails at once, "database is locked"), while one
        // that starts by writing waits its turn.
        let removed = referral_tracking::Entity::delete_many()
            .filter(referral_tracking::Column::Id.eq(id))
            .exec_with_returning(&txn)
            .await?;
        let Some(existing) = removed.into_iter().next() else {
            return Ok(false);
        };
        refresh_people(&txn, &[existing.user_email_key]).await?;
        txn.commit().await?;
        Ok(true)
    }
}
