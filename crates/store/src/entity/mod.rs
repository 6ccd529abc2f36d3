//! SeaORM entities: one file per table, written once for both databases.

pub mod achievement_unlock;
pub mod billing_event;
pub mod cancellation_survey;
pub mod chat_attachment;
pub mod chat_conversation;
pub mod chat_message;
pub mod checkout;
pub mod churn_record;
pub mod contact_message;
pub mod email_code;
pub mod extension_uninstall;
pub mod folder;
pub mod generation;
pub mod identity;
pub mod job_run;
pub mod login_attempt;
pub mod newsletter_subscriber;
pub mod oidc_flow;
pub mod plan_event;
pub mod playground_answer;
pub mod playground_run;
pub mod post_upgrade_survey;
pub mod prompt_feedback;
pub mod prompt_version;
pub mod recovery_offer;
pub mod referral_person;
pub mod referral_tracking;
pub mod refresh_token;
pub mod saved_prompt;
pub mod share;
pub mod share_view;
pub mod stored;
pub mod teams_interest;
pub mod user;
pub mod user_achievement;
pub mod user_context;
pub mod user_group;
pub mod user_metric;
pub mod user_metric_mark;
pub mod user_provider_key;
pub mod weekly_activity;
pub mod weekly_kpi;

/// Tags are stored as a JSON array of strings; an unreadable value reads as none.
pub(crate) fn tags_from_json(json: &str) -> Vec<String> {
    serde_json::from_str(json).unwrap_or_default()
}
