//! Users: the signed-in user's record, onboarding, deleting everything, staff groups, and the
//! demo seed.

use chrono::{DateTime, Utc};
use domain::{
    account::{Email, LoginType, NewAccount},
    billing::SubscriptionStatus,
    onboarding::OnboardingAnswers,
    plan::PlanName,
    roles::{self, GroupName},
};
use store::{Onboarding, User};

use super::{
    App, Client, Error, Result,
    generation::{Quota, quota_of},
};

/// A user with their groups, as the API shows `User`: the stored row for the plain fields, and
/// everything a rule decides already decided, as of the moment the view was made (the clock's
/// `now`), so the resolvers only map.
#[derive(Debug, Clone)]
pub struct UserView {
    pub user: User,
    pub groups: Vec<String>,
    /// The plan as stored (a pass that has ended is settled before a view is made).
    pub plan: PlanName,
    pub login_type: LoginType,
    pub subscription_status: Option<SubscriptionStatus>,
    pub is_staff: bool,
    pub quota: Quota,
    /// The recovery discount while it lasts: percent off, and when it ends.
    pub discount: Option<(i32, DateTime<Utc>)>,
    pub show_post_upgrade_survey: bool,
}

impl UserView {
    pub(crate) fn new(user: User, groups: Vec<String>, now: DateTime<Utc>) -> Self {
        let effective = super::plan::effective_plan(&user, now);
        Self {
            plan: super::plan::state_of(&user).plan,
            login_type: user.login_type.into(),
            subscription_status: user.subscription_status.map(Into::into),
            is_staff: roles::is_staff(&groups),
            quota: quota_of(&user, now),
            discount: user
                .discount_percent_off
                .zip(user.discount_ends_at)
                .filter(|(_, ends)| *ends > now),
            show_post_upgrade_survey: domain::billing::show_post_upgrade_survey(
                effective,
                user.post_upgrade_survey_completed,
                user.post_upgrade_survey_dismissed,
            ),
            user,
            groups,
        }
    }
}

/// Optional extras that come with onboarding.
#[derive(Debug, Clone, Default)]
pub struct OnboardingExtras {
    pub name: Option<String>,
    pub referral_code: Option<String>,
}

impl App {
    pub(crate) async fn user_view(&self, user: User) -> Result<UserView> {
        let groups = self.store.groups_of(&user.id).await?;
        Ok(UserView::new(user, groups, self.clock.now()))
    }

    /// The signed-in user. A token whose user was deleted no longer works. A pass or cancelled
    /// plan whose period has ended is recorded as ended first (and a local subscription due is
    /// renewed), so the plan shown is the plan held.
    /// The user and their groups come in one read, batched with other requests' (the
    /// signed-in page load's hottest query; docs/performance.md).
    pub async fn me(&self, user_id: &str) -> Result<UserView> {
        let (mut user, groups) = self
            .store
            .user_with_groups(user_id)
            .await?
            .ok_or(Error::Unauthenticated)?;
        let now = self.clock.now();
        if super::plan::needs_settling(&user, now) {
            user = self.settle_billing(user_id).await?;
        }
        Ok(UserView::new(user, groups, now))
    }

    /// Records onboarding answers (spec: createUserRecord).
    pub async fn create_user_record(
        &self,
        user_id: &str,
        answers: OnboardingAnswers,
        extras: OnboardingExtras,
    ) -> Result<UserView> {
        let now = self.clock.now();
        // A code given here counts only if the user has no referrer yet; one that names nobody
        // (or the user) is ignored, as a link's would be.
        if let Some(code) = extras
            .referral_code
            .as_deref()
            .and_then(domain::referral::ReferralCode::parse)
        {
            self.store
                .record_late_referral(user_id, &code, now)
                .await
                .map_err(|err| match err {
                    store::Error::NotFound => Error::Unauthenticated,
                    other => other.into(),
                })?;
        }
        let user = self
            .store
            .record_onboarding(
                user_id,
                Onboarding {
                    profession: answers.profession,
                    source: answers.source,
                    onboarding_date: answers.onboarding_date,
                    subscribe_to_prompting_course: answers.subscribe_to_prompting_course,
                    name: extras.name,
                },
                now,
            )
            .await
            .map_err(|err| match err {
                store::Error::NotFound => Error::Unauthenticated,
                other => other.into(),
            })?;
        self.user_view(user).await
    }

    /// Deletes the user and everything they own (spec: deleteUserData).
    pub async fn delete_user_data(&self, user_id: &str) -> Result<()> {
        let user = self
            .store
            .find_user(user_id)
            .await?
            .ok_or(Error::Unauthenticated)?;
        self.store.delete_user(&user.id, &user.email).await?;
        self.token_versions.forget(&user.id);
        tracing::info!(user_id = %user.id, "user deleted their account and data");
        Ok(())
    }

    /// Adds a user to a group (the CLI's `user grant-group`).
    pub async fn grant_group(&self, email: &str, group: &str) -> Result<UserView> {
        let email = Email::parse(email)?;
        let group = GroupName::parse(group)?;
        let user = self
            .store
            .find_user_by_email(email.as_str())
            .await?
            .ok_or_else(|| Error::NotFound(format!("No account uses {email}.")))?;
        self.store
            .add_user_to_group(&user.id, group.as_str(), self.clock.now())
            .await?;
        self.user_view(user).await
    }

    /// Puts a user on a plan by hand (the CLI's `user set-plan`).
    pub async fn set_plan(&self, email: &str, plan: &str) -> Result<UserView> {
        let email = Email::parse(email)?;
        let plan = PlanName::parse(plan)?;
        let user = self
            .store
            .find_user_by_email(email.as_str())
            .await?
            .ok_or_else(|| Error::NotFound(format!("No account uses {email}.")))?;
        self.store
            .set_plan(&user.id, plan, self.clock.now())
            .await?;
        self.me(&user.id).await
    }

    /// Creates verified, onboarded demo accounts (idempotent). Returns email and password of
    /// each account that was created now.
    pub async fn seed_demo(&self) -> Result<Vec<(String, String)>> {
        let accounts = [
            (
                "demo@superprompt.local",
                "Demo-pass-2026!",
                "Demo",
                "User",
                false,
            ),
            (
                "staff@superprompt.local",
                "Staff-pass-2026!",
                "Staff",
                "Member",
                true,
            ),
        ];
        let mut created = Vec::new();
        for (email, password, given, family, staff) in accounts {
            if self.store.find_user_by_email(email).await?.is_some() {
                continue;
            }
            let account = NewAccount::parse(email, password, given, family)?;
            // The command line, not a visitor: its own key in the limits.
            let cli = Client {
                ip: "command-line".into(),
                ..Client::default()
            };
            self.sign_up(account, &cli, None).await?;
            let user = self
                .store
                .find_user_by_email(email)
                .await?
                .ok_or(Error::Unauthenticated)?;
            let now = self.clock.now();
            self.store.mark_email_verified(&user.id, now).await?;
            let answers = OnboardingAnswers::parse(
                "Other",
                "Demo seed",
                &now.format("%Y-%m-%d").to_string(),
                None,
            )?;
            self.create_user_record(&user.id, answers, OnboardingExtras::default())
                .await?;
            if staff {
                self.store
                    .add_user_to_group(&user.id, roles::ANALYTICS_GROUP, now)
                    .await?;
            }
            created.push((email.to_owned(), password.to_owned()));
        }
        // The people the demo user referred, for the referral widget and the analytics.
        if let Some(code) = self
            .store
            .find_user_by_email("demo@superprompt.local")
            .await?
            .and_then(|demo| demo.referral_code)
        {
            self.seed_referrals(&code).await?;
        }
        // Cancellations from before Superprompt (as an import brings them) and the last whole
        // week's KPIs, so each analytics tab has something to show.
        self.seed_analytics().await?;
        Ok(created)
    }
}
