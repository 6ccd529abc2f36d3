use sea_orm::entity::prelude::*;

/// One ISO week's KPIs (spec point 3, WeeklyKPIs), unique per `week_key` (`2026-W47`).
#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "weekly_kpis")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    #[sea_orm(unique)]
    pub week_key: String,
    pub week_start_date: Date,
    pub week_end_date: Date,
    pub algorithm_adoption_rate: f64,
    pub chrome_extension_weekly_active_rate: f64,
    pub prompt_library_save_rate: f64,
    pub free_to_paid_conversion_indicator: f64,
    pub multi_llm_testing_adoption: f64,
    pub seven_day_new_user_activation_rate: f64,
    pub monthly_churn_rate: f64,
    pub weekly_active_power_users: i64,
    pub total_active_users: i64,
    pub total_algorithm_users: i64,
    pub total_extension_users: i64,
    pub total_extension_uninstalls: i64,
    pub total_prompt_generators: i64,
    pub total_prompt_savers: i64,
    pub total_free_limit_hitters: i64,
    pub total_multi_llm_testers: i64,
    pub total_new_signups: i64,
    pub total_activated_new_users: i64,
    pub total_paid_users: i64,
    pub total_churned_users: i64,
    pub ai_amplifier_users: i64,
    pub primer_users: i64,
    pub mastermind_users: i64,
    pub free_users: i64,
    pub pro_users: i64,
    pub annual_pro_users: i64,
    pub three_day_pass_users: i64,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
