//! Input types, and the parse of a generation's arguments that every generation door shares
//! (`generation.rs`). They are parsed into domain types by the resolvers.

pub mod generation;

use async_graphql::InputObject;

#[derive(InputObject)]
pub struct SignUpInput {
    pub email: String,
    pub password: String,
    pub given_name: String,
    pub family_name: String,
}

#[derive(InputObject)]
pub struct OnboardingQuestionsInput {
    pub profession: String,
    pub source: String,
    /// ISO date (YYYY-MM-DD) the user answered.
    pub onboarding_date: String,
    pub subscribe_to_prompting_course: Option<bool>,
}
