use async_graphql::{Context, ID, Object};
use domain::{
    ValidationError, account::refuse_direction_controls, error::text_field,
    onboarding::OnboardingAnswers,
};

use crate::{
    api::{
        cookies,
        error::ResultExt,
        guard::{SelfOnly, SignedIn, claims},
        input::OnboardingQuestionsInput,
        object::{auth::DeleteUserDataResult, user::User},
    },
    app::{App, users::OnboardingExtras},
};

#[derive(Default)]
pub struct UserMutation;

fn optional_text(
    field: &'static str,
    label: &str,
    value: Option<String>,
    max: usize,
) -> Result<Option<String>, ValidationError> {
    value
        .filter(|v| !v.trim().is_empty())
        .map(|v| text_field(field, label, &v, max))
        .transpose()
}

#[Object]
impl UserMutation {
    /// Records the onboarding answers. Guard: signed in; `userId`/`email`, if given, must be
    /// the caller's own.
    #[graphql(guard = "SignedIn.and(SelfOnly::new(&user_id, &email))")]
    async fn create_user_record(
        &self,
        ctx: &Context<'_>,
        user_id: Option<ID>,
        email: Option<String>,
        name: Option<String>,
        #[graphql(name = "onboarding_questions")] onboarding_questions: OnboardingQuestionsInput,
        #[graphql(desc = "The referral code the user arrived with (the spec's ucc).")]
        referral_code: Option<String>,
    ) -> async_graphql::Result<User> {
        let _ = (&user_id, &email);
        let q = onboarding_questions;
        let answers = OnboardingAnswers::parse(
            &q.profession,
            &q.source,
            &q.onboarding_date,
            q.subscribe_to_prompting_course,
        )
        .gql()?;
        let extras = OnboardingExtras {
            name: optional_text("name", "Name", name, 200)
                .and_then(|name| {
                    if let Some(name) = &name {
                        refuse_direction_controls("name", "Name", name)?;
                    }
                    Ok(name)
                })
                .gql()?,
            referral_code: optional_text("referralCode", "Referral code", referral_code, 64)
                .gql()?,
        };
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .create_user_record(&caller.sub, answers, extras)
            .await
            .gql()
            .map(User)
    }

    /// Deletes the caller's account and everything it owns, and signs out. Guard: signed in;
    /// `userId`/`email`, if given, must be the caller's own.
    #[graphql(guard = "SignedIn.and(SelfOnly::new(&user_id, &email))")]
    async fn delete_user_data(
        &self,
        ctx: &Context<'_>,
        user_id: Option<ID>,
        email: Option<String>,
    ) -> async_graphql::Result<DeleteUserDataResult> {
        let _ = (&user_id, &email);
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .delete_user_data(&caller.sub)
            .await
            .gql()?;
        cookies::clear_refresh(ctx);
        Ok(DeleteUserDataResult {
            success: true,
            message: "Your account and all of its data have been deleted.".into(),
        })
    }
}
