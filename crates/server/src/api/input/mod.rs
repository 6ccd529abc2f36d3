//! Input types, and the parse of a generation's arguments that every generation door shares
//! (`generation.rs`). They are parsed into domain types by the resolvers.

pub mod generation;

use async_graphql::InputObject;

/// A count or an offset from an `Int` argument. Such arguments are `i32`: GraphQL's Int is a
/// signed 32-bit integer, and a wider Rust type (`u32`, `i64`) takes literals the schema says
/// are no Ints (fuzzing had `playgroundRuns(first: 2857474712)` answered). A negative one is 0
/// here; the rule it goes to clamps it or refuses it.
pub fn non_negative(value: i32) -> u32 {
    u32::try_from(value).unwrap_or(0)
}

/// A column position from an `Int` argument (see `non_negative`): a negative one names no
/// column, and is refused or ignored with the others past the last one.
pub fn position(value: i32) -> usize {
    usize::try_from(value).unwrap_or(usize::MAX)
}

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
