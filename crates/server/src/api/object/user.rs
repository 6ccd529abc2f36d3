use async_graphql::{Context, Enum, ID, Object, SimpleObject};
use chrono::{DateTime, Utc};
use domain::{account::LoginType, billing::SubscriptionStatus, plan::PlanName};

use crate::app::users::UserView;

/// How an account signs in.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "LoginType")]
pub enum LoginTypeGql {
    GoogleSso,
    FacebookSso,
    AppleSso,
    EmailPassword,
}

impl From<LoginType> for LoginTypeGql {
    fn from(value: LoginType) -> Self {
        match value {
            LoginType::GoogleSso => Self::GoogleSso,
            LoginType::FacebookSso => Self::FacebookSso,
            LoginType::AppleSso => Self::AppleSso,
            LoginType::EmailPassword => Self::EmailPassword,
        }
    }
}

/// The plan a user holds.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "PlanName")]
pub enum PlanNameGql {
    Free,
    Pro,
    AnnualPro,
    ThreeDayPass,
}

impl From<PlanName> for PlanNameGql {
    fn from(value: PlanName) -> Self {
        match value {
            PlanName::Free => Self::Free,
            PlanName::Pro => Self::Pro,
            PlanName::AnnualPro => Self::AnnualPro,
            PlanName::ThreeDayPass => Self::ThreeDayPass,
        }
    }
}

/// Answers given at onboarding.
#[derive(SimpleObject)]
pub struct OnboardingQuestions {
    pub profession: String,
    pub source: String,
    pub onboarding_date: String,
    pub subscribe_to_prompting_course: Option<bool>,
}

/// Generations made so far, per generator.
#[derive(SimpleObject)]
pub struct UsageCounters {
    pub ai_amplifier: i32,
    pub primer: i32,
    pub mastermind: i32,
    pub image_prompt: i32,
    pub veo3: i32,
    pub json_prompting: i32,
    pub sora2: i32,
}

/// A user, as they see themselves.
pub struct User(pub UserView);

#[Object]
impl User {
    async fn id(&self) -> ID {
        ID(self.0.user.id.clone())
    }
    /// The same as `id` (the spec's spelling).
    async fn user_id(&self) -> ID {
        ID(self.0.user.id.clone())
    }
    async fn email(&self) -> &str {
        &self.0.user.email
    }
    async fn name(&self) -> &str {
        &self.0.user.name
    }
    async fn given_name(&self) -> &str {
        &self.0.user.given_name
    }
    async fn family_name(&self) -> &str {
        &self.0.user.family_name
    }
    async fn profile_photo(&self) -> Option<&str> {
        self.0.user.profile_photo.as_deref()
    }
    async fn email_verified(&self) -> bool {
        self.0.user.email_verified
    }
    /// Whether the account has a password (one made through Google has none), so Settings
    /// offers "Change password" only where there is one to change.
    async fn has_password(&self) -> bool {
        self.0.user.password_hash.is_some()
    }
    async fn login_type(&self) -> LoginTypeGql {
        self.0.login_type.into()
    }
    /// Groups from the session's point of view (staff are in `analytics-viewers`).
    async fn groups(&self) -> &[String] {
        &self.0.groups
    }
    async fn is_staff(&self) -> bool {
        self.0.is_staff
    }
    /// This user's own referral code (the spec's referralCodeInternal).
    async fn referral_code_internal(&self) -> Option<&str> {
        self.0.user.referral_code.as_deref()
    }
    /// The link that carries the user's code: a visit with it remembers the code for 30 days.
    async fn referral_link(&self, ctx: &Context<'_>) -> Option<String> {
        let app = ctx.data_unchecked::<crate::app::App>();
        self.0
            .user
            .referral_code
            .as_deref()
            .map(|code| app.referral_link(code))
    }
    /// The referral code this user signed up with (the spec's ucc).
    async fn ucc(&self) -> Option<&str> {
        self.0.user.referred_by_code.as_deref()
    }
    /// Who referred this user, and when.
    async fn referrer_name(&self) -> Option<&str> {
        self.0.user.referrer_name.as_deref()
    }
    async fn referral_date(&self) -> Option<DateTime<Utc>> {
        self.0.user.referral_date
    }
    /// The title of an unlocked achievement, shown beside the user's name.
    async fn equipped_title(&self) -> Option<&str> {
        self.0.user.equipped_title.as_deref()
    }
    /// True once onboarding answers were recorded.
    async fn onboarded(&self) -> bool {
        self.0.user.onboarded_at.is_some()
    }
    async fn onboarding_questions(&self) -> Option<OnboardingQuestions> {
        let u = &self.0.user;
        Some(OnboardingQuestions {
            profession: u.profession.clone()?,
            source: u.source.clone()?,
            onboarding_date: u.onboarding_date.clone()?,
            subscribe_to_prompting_course: u.subscribe_to_prompting_course,
        })
    }
    async fn plan_name(&self) -> PlanNameGql {
        self.0.plan.into()
    }
    async fn subscription_status(&self) -> Option<&str> {
        self.0.subscription_status.map(SubscriptionStatus::as_str)
    }
    /// What the plan costs per payment, in US cents (the spec's `price`).
    async fn price_cents(&self) -> Option<i64> {
        self.0.user.price_cents
    }
    /// End of the paid period: the renewal date, or when a pass or a cancelled plan ends.
    async fn current_period_end(&self) -> Option<DateTime<Utc>> {
        self.0.user.current_period_end
    }
    /// Cancelled, with access kept until `currentPeriodEnd`.
    async fn cancel_at_period_end(&self) -> bool {
        self.0.user.cancel_at_period_end
    }
    /// The recovery-offer discount, while it lasts.
    async fn discount_percent_off(&self) -> Option<i32> {
        self.0.discount.map(|(percent, _)| percent)
    }
    async fn discount_ends_at(&self) -> Option<DateTime<Utc>> {
        self.0.discount.map(|(_, ends)| ends)
    }
    async fn daily_prompt_limit(&self) -> i32 {
        self.0.user.daily_prompt_limit
    }
    async fn bonus_prompts(&self) -> i32 {
        self.0.user.bonus_prompts
    }
    async fn prompt_limit_reset_time(&self) -> Option<DateTime<Utc>> {
        self.0.user.prompt_limit_reset_time
    }
    async fn creation_date_time(&self) -> DateTime<Utc> {
        self.0.user.created_at
    }
    async fn usage(&self) -> UsageCounters {
        let u = &self.0.user;
        UsageCounters {
            sora2: u.usage_sora2,
            ai_amplifier: u.usage_ai_amplifier,
            primer: u.usage_primer,
            mastermind: u.usage_mastermind,
            image_prompt: u.usage_image_prompt,
            veo3: u.usage_veo3,
            json_prompting: u.usage_json_prompting,
        }
    }
    /// What the user may still generate.
    async fn quota(&self) -> super::generation::Quota {
        self.0.quota.into()
    }
    async fn survey_completed(&self) -> bool {
        self.0.user.survey_completed
    }
    async fn post_upgrade_survey_completed(&self) -> bool {
        self.0.user.post_upgrade_survey_completed
    }
    async fn post_upgrade_survey_dismissed(&self) -> bool {
        self.0.user.post_upgrade_survey_dismissed
    }
    /// Show the short post-upgrade survey now: on a paid plan, neither answered nor dismissed.
    async fn show_post_upgrade_survey(&self) -> bool {
        self.0.show_post_upgrade_survey
    }
}
