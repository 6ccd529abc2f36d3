use chrono::{DateTime, Utc};
use domain::{
    account::LoginType,
    plan::{PlanName, Start},
    referral::ReferralCode,
};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QuerySelect, Set, TransactionTrait,
};

use crate::{
    Error, Result, Store, Unique,
    entity::{login_attempt, user},
    repo::{
        new_id, referrals,
        sessions::{end_other_sessions_in, end_sessions_in},
    },
};

/// A user row, as stored.
pub type User = user::Model;

/// What sign-up (or a first Google sign-in) knows about a new user.
#[derive(Debug, Clone)]
pub struct NewUser {
    pub email: String,
    pub given_name: String,
    pub family_name: String,
    pub name: String,
    pub password_hash: Option<String>,
    pub email_verified: bool,
    pub login_type: LoginType,
    pub profile_photo: Option<String>,
    /// The plan and allowance the account starts with (`Start::free()` for every sign-up).
    pub start: Start,
    /// The referral code the person arrived with (the `ref` cookie), if any. Recorded with the
    /// account when it names another user; ignored otherwise.
    pub referred_by: Option<ReferralCode>,
}

/// Who an identity provider says owns an unverified account's mailbox.
#[derive(Debug, Clone)]
pub struct ClaimedAccount {
    pub name: String,
    pub given_name: String,
    pub family_name: String,
    pub login_type: LoginType,
    pub profile_photo: Option<String>,
}

/// Onboarding answers, already checked by the domain.
#[derive(Debug, Clone)]
pub struct Onboarding {
    pub profession: String,
    pub source: String,
    pub onboarding_date: String,
    pub subscribe_to_prompting_course: Option<bool>,
    pub name: Option<String>,
}

impl Store {
    /// Inserts a user with a referral code of their own, and records who referred them (see
    /// [`NewUser::referred_by`]), in one transaction. A taken email comes back as
    /// [`Error::Conflict`] naming `email`.
    pub async fn insert_user(&self, new: NewUser, now: DateTime<Utc>) -> Result<User> {
        let txn = self.db.begin().await?;
        let mut attempt = 0;
        let user = loop {
            attempt += 1;
            // A savepoint per attempt: on PostgreSQL a failed INSERT spoils the transaction.
            let savepoint = txn.begin().await?;
            match user_row(&new, now)
                .insert(&savepoint)
                .await
                .map_err(Error::from)
            {
                Ok(user) => {
                    savepoint.commit().await?;
                    break user;
                }
                // Two codes out of 2^40 met: draw another.
                Err(err) if attempt < 5 && err.is_conflict_on(Unique::ReferralCode) => {
                    savepoint.rollback().await?;
                }
                Err(err) => return Err(err),
            }
        };
        let referred = match &new.referred_by {
            Some(code) => referrals::record_referral(&txn, &user, code, now).await?,
            None => false,
        };
        txn.commit().await?;
        if referred {
            return self.find_user(&user.id).await?.ok_or(Error::NotFound);
        }
        Ok(user)
    }

    /// The user whose payment-provider customer id this is.
    pub async fn find_user_by_stripe_customer(&self, customer: &str) -> Result<Option<User>> {
        Ok(user::Entity::find()
            .filter(user::Column::StripeCustomerId.eq(customer))
            .one(&self.db)
            .await?)
    }

    pub async fn find_user_by_email(&self, email: &str) -> Result<Option<User>> {
        Ok(user::Entity::find()
            .filter(user::Column::Email.eq(email))
            .one(&self.db)
            .await?)
    }

    pub async fn find_user(&self, id: &str) -> Result<Option<User>> {
        Ok(user::Entity::find_by_id(id.to_owned())
            .one(&self.db)
            .await?)
    }

    pub async fn mark_email_verified(&self, id: &str, now: DateTime<Utc>) -> Result<()> {
        self.update_user(id, now, |row| row.email_verified = Set(true))
            .await
    }

    pub async fn set_plan(&self, id: &str, plan: PlanName, now: DateTime<Utc>) -> Result<()> {
        self.update_user(id, now, |row| row.plan_name = Set(plan.into()))
            .await
    }

    /// Sets a new password after the mailbox was proven with a code: the account is verified
    /// and every session it had ends, in one transaction.
    pub async fn reset_password_hash(
        &self,
        id: &str,
        hash: String,
        now: DateTime<Utc>,
    ) -> Result<()> {
        let txn = self.db.begin().await?;
        let row = user::ActiveModel {
            password_hash: Set(Some(hash)),
            email_verified: Set(true),
            updated_at: Set(now),
            ..Default::default()
        };
        let result = user::Entity::update_many()
            .set(row)
            .filter(user::Column::Id.eq(id))
            .exec(&txn)
            .await?;
        if result.rows_affected == 0 {
            return Err(Error::NotFound);
        }
        end_sessions_in(&txn, id, now).await?;
        txn.commit().await?;
        Ok(())
    }

    /// Sets the user's given and family name, and the display name made of them.
    pub async fn set_user_name(
        &self,
        id: &str,
        given_name: String,
        family_name: String,
        name: String,
        now: DateTime<Utc>,
    ) -> Result<()> {
        self.update_user(id, now, |row| {
            row.given_name = Set(given_name);
            row.family_name = Set(family_name);
            row.name = Set(name);
        })
        .await
    }

    /// Sets a new password chosen by the signed-in user and ends every other session of theirs
    /// (every refresh token family but `keep_family`; their access tokens name the family, so
    /// they stop working too), in one transaction. Returns the refresh tokens revoked.
    pub async fn change_password_hash(
        &self,
        id: &str,
        hash: String,
        keep_family: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<u64> {
        let txn = self.db.begin().await?;
        let row = user::ActiveModel {
            password_hash: Set(Some(hash)),
            updated_at: Set(now),
            ..Default::default()
        };
        let result = user::Entity::update_many()
            .set(row)
            .filter(user::Column::Id.eq(id))
            .exec(&txn)
            .await?;
        if result.rows_affected == 0 {
            return Err(Error::NotFound);
        }
        let revoked = end_other_sessions_in(&txn, id, keep_family, now).await?;
        txn.commit().await?;
        Ok(revoked)
    }

    /// The owner of the mailbox (proven by an identity provider) claims an account that was
    /// signed up with this address but never verified. Whoever signed up may not be the owner,
    /// so what they set is dropped: the password (and any session, should one exist), and the
    /// names are replaced by the provider's. One transaction; returns false (and changes
    /// nothing) if the account was verified meanwhile.
    pub async fn claim_unverified_account(
        &self,
        id: &str,
        claim: ClaimedAccount,
        now: DateTime<Utc>,
    ) -> Result<bool> {
        let txn = self.db.begin().await?;
        let row = user::ActiveModel {
            password_hash: Set(None),
            email_verified: Set(true),
            login_type: Set(claim.login_type.into()),
            name: Set(claim.name),
            given_name: Set(claim.given_name),
            family_name: Set(claim.family_name),
            profile_photo: Set(claim.profile_photo),
            updated_at: Set(now),
            ..Default::default()
        };
        let result = user::Entity::update_many()
            .set(row)
            .filter(user::Column::Id.eq(id))
            .filter(user::Column::EmailVerified.eq(false))
            .exec(&txn)
            .await?;
        if result.rows_affected == 0 {
            return Ok(false);
        }
        end_sessions_in(&txn, id, now).await?;
        txn.commit().await?;
        Ok(true)
    }

    pub async fn record_onboarding(
        &self,
        id: &str,
        answers: Onboarding,
        now: DateTime<Utc>,
    ) -> Result<User> {
        self.update_user(id, now, |row| {
            row.profession = Set(Some(answers.profession));
            row.source = Set(Some(answers.source));
            row.onboarding_date = Set(Some(answers.onboarding_date));
            row.subscribe_to_prompting_course = Set(answers.subscribe_to_prompting_course);
            row.onboarded_at = Set(Some(now));
            // The onboarding questions are the sign-up survey (spec: surveyCompleted).
            row.survey_completed = Set(true);
            if let Some(name) = answers.name {
                row.name = Set(name);
            }
        })
        .await?;
        self.find_user(id).await?.ok_or(Error::NotFound)
    }

    async fn update_user(
        &self,
        id: &str,
        now: DateTime<Utc>,
        change: impl FnOnce(&mut user::ActiveModel),
    ) -> Result<()> {
        let mut row = user::ActiveModel {
            id: Set(id.to_owned()),
            ..Default::default()
        };
        change(&mut row);
        row.updated_at = Set(now);
        let result = user::Entity::update_many()
            .set(row)
            .filter(user::Column::Id.eq(id))
            .exec(&self.db)
            .await?;
        if result.rows_affected == 0 {
            Err(Error::NotFound)
        } else {
            Ok(())
        }
    }

    /// Deletes the user and everything that hangs off them: child rows cascade, and sign-in
    /// attempts (kept by email, not by user) are removed in the same transaction.
    pub async fn delete_user(&self, id: &str, email: &str) -> Result<()> {
        let txn = self.db.begin().await?;
        login_attempt::Entity::delete_many()
            .filter(login_attempt::Column::Email.eq(email))
            .exec(&txn)
            .await?;
        let deleted = user::Entity::delete_by_id(id.to_owned()).exec(&txn).await?;
        if deleted.rows_affected == 0 {
            return Err(Error::NotFound);
        }
        // The analytics keep nothing of a deleted user: their merged referral person is remade
        // from what is left (their tracking records went with them), which also takes them out
        // of the kept sums; their cancellation records go too.
        let key = domain::referral::email_key(email);
        let mut keys: Vec<String> = crate::entity::referral_person::Entity::find()
            .select_only()
            .column(crate::entity::referral_person::Column::UserEmailKey)
            .filter(
                sea_orm::Condition::any()
                    .add(crate::entity::referral_person::Column::UserId.eq(id))
                    .add(crate::entity::referral_person::Column::UserEmailKey.eq(key.as_str())),
            )
            .into_tuple()
            .all(&txn)
            .await?;
        keys.push(key.clone());
        keys.sort_unstable();
        keys.dedup();
        crate::repo::analytics::refresh_people(&txn, &keys).await?;
        crate::entity::churn_record::Entity::delete_many()
            .filter(crate::entity::churn_record::Column::EmailKey.eq(key.as_str()))
            .exec(&txn)
            .await?;
        txn.commit().await?;
        Ok(())
    }
}

/// Takes the write lock on a user's row inside `txn` (a no-op update), so concurrent
/// transactions for one user run one after the other on both databases (SQLite takes its
/// database write lock, PostgreSQL the row lock). [`Error::NotFound`] if there is no such user.
pub(crate) async fn lock_user(txn: &sea_orm::DatabaseTransaction, user_id: &str) -> Result<()> {
    let locked = user::Entity::update_many()
        .col_expr(
            user::Column::Id,
            sea_orm::sea_query::Expr::col(user::Column::Id),
        )
        .filter(user::Column::Id.eq(user_id))
        .exec(txn)
        .await?;
    if locked.rows_affected == 0 {
        return Err(Error::NotFound);
    }
    Ok(())
}

/// A new user's row, with a fresh referral code of their own.
pub(crate) fn user_row(new: &NewUser, now: DateTime<Utc>) -> user::ActiveModel {
    user::ActiveModel {
        id: Set(new_id()),
        email: Set(new.email.clone()),
        given_name: Set(new.given_name.clone()),
        family_name: Set(new.family_name.clone()),
        name: Set(new.name.clone()),
        profile_photo: Set(new.profile_photo.clone()),
        password_hash: Set(new.password_hash.clone()),
        email_verified: Set(new.email_verified),
        login_type: Set(new.login_type.into()),
        profession: Set(None),
        source: Set(None),
        onboarding_date: Set(None),
        subscribe_to_prompting_course: Set(None),
        onboarded_at: Set(None),
        referred_by_code: Set(None),
        referral_code: Set(Some(referrals::fresh_code().into_string())),
        referrer_name: Set(None),
        referral_date: Set(None),
        equipped_title: Set(None),
        plan_name: Set(new.start.plan.into()),
        subscription_status: Set(None),
        daily_prompt_limit: Set(new.start.daily_prompt_limit),
        bonus_prompts: Set(new.start.bonus_prompts),
        prompt_limit_reset_time: Set(None),
        usage_ai_amplifier: Set(0),
        usage_primer: Set(0),
        usage_mastermind: Set(0),
        usage_image_prompt: Set(0),
        usage_veo3: Set(0),
        usage_json_prompting: Set(0),
        usage_sora2: Set(0),
        daily_prompts_used: Set(0),
        survey_completed: Set(false),
        post_upgrade_survey_completed: Set(false),
        post_upgrade_survey_dismissed: Set(false),
        price_cents: Set(None),
        stripe_customer_id: Set(None),
        subscription_id: Set(None),
        current_period_end: Set(None),
        cancel_at_period_end: Set(false),
        discount_percent_off: Set(None),
        discount_ends_at: Set(None),
        token_version: Set(0),
        created_at: Set(now),
        updated_at: Set(now),
    }
}
