use sea_orm::entity::prelude::*;

/// A person with an account (spec point 3, the user entity).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "users")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    #[sea_orm(unique)]
    pub email: String,
    pub given_name: String,
    pub family_name: String,
    pub name: String,
    pub profile_photo: Option<String>,
    /// Argon2id PHC string; absent for accounts made through Google.
    pub password_hash: Option<String>,
    pub email_verified: bool,
    pub login_type: super::stored::StoredLoginType,
    pub profession: Option<String>,
    pub source: Option<String>,
    pub onboarding_date: Option<String>,
    pub subscribe_to_prompting_course: Option<bool>,
    pub onboarded_at: Option<DateTimeUtc>,
    /// The referral code this user signed up with (the spec's `ucc`).
    pub referred_by_code: Option<String>,
    /// This user's own referral code (the spec's referralCodeInternal).
    pub referral_code: Option<String>,
    /// Who referred this user, by name, and when they signed up with the code.
    pub referrer_name: Option<String>,
    pub referral_date: Option<DateTimeUtc>,
    /// The title of an unlocked achievement, shown in the header.
    pub equipped_title: Option<String>,
    pub plan_name: super::stored::StoredPlan,
    pub subscription_status: Option<super::stored::StoredSubscriptionStatus>,
    pub daily_prompt_limit: i32,
    pub bonus_prompts: i32,
    pub prompt_limit_reset_time: Option<DateTimeUtc>,
    pub usage_ai_amplifier: i32,
    pub usage_primer: i32,
    pub usage_mastermind: i32,
    pub usage_image_prompt: i32,
    pub usage_veo3: i32,
    pub usage_json_prompting: i32,
    pub usage_sora2: i32,
    /// Generations used in the current daily window (which ends at prompt_limit_reset_time).
    pub daily_prompts_used: i32,
    pub survey_completed: bool,
    pub post_upgrade_survey_completed: bool,
    pub post_upgrade_survey_dismissed: bool,
    /// What the current plan costs per payment, in US cents (the spec's `price`).
    pub price_cents: Option<i64>,
    pub stripe_customer_id: Option<String>,
    pub subscription_id: Option<String>,
    /// End of the paid period: the renewal date, or when a pass or a cancelled plan ends.
    pub current_period_end: Option<DateTimeUtc>,
    pub cancel_at_period_end: bool,
    /// A recovery-offer discount on the subscription, while `discount_ends_at` is ahead.
    pub discount_percent_off: Option<i32>,
    pub discount_ends_at: Option<DateTimeUtc>,
    /// Access tokens carry the version they were issued under; raising it ends them all at once
    /// (a password reset, an unproven sign-up claimed by the mailbox's owner).
    pub token_version: i32,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
