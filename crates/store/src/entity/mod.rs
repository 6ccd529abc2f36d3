//! SeaORM entities: one file per table, written once for both databases.

pub mod billing_event;
pub mod cancellation_survey;
pub mod checkout;
pub mod contact_message;
pub mod email_code;
pub mod generation;
pub mod identity;
pub mod login_attempt;
pub mod newsletter_subscriber;
pub mod oidc_flow;
pub mod plan_event;
pub mod post_upgrade_survey;
pub mod prompt_feedback;
pub mod recovery_offer;
pub mod refresh_token;
pub mod teams_interest;
pub mod user;
pub mod user_context;
pub mod user_group;
