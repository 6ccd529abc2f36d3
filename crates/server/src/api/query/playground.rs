use async_graphql::{Context, ID, Object};

use crate::{
    api::{
        error::ResultExt,
        guard::{SignedIn, claims},
        input::non_negative,
        object::playground::{
            PlaygroundEstimate, PlaygroundRun, PlaygroundSetup, ProviderKey, TestingAnalytics,
        },
    },
    app::{App, playground::RunRequest},
};

#[derive(Default)]
pub struct PlaygroundQuery;

#[Object]
impl PlaygroundQuery {
    /// The testing playground's models, limits, and whether the caller's plan includes it.
    /// Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn playground_setup(&self, ctx: &Context<'_>) -> async_graphql::Result<PlaygroundSetup> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .playground_setup(&caller.sub)
            .await
            .gql()
            .map(Into::into)
    }

    /// What a run of `prompt` (and `comparePrompt`, when comparing) on `models`
    /// ("<provider>/<model>") would cost at most, and whether it must be confirmed. Guard:
    /// signed in.
    #[graphql(guard = "SignedIn")]
    async fn playground_estimate(
        &self,
        ctx: &Context<'_>,
        prompt: String,
        models: Vec<String>,
        compare_prompt: Option<String>,
    ) -> async_graphql::Result<PlaygroundEstimate> {
        let caller = claims(ctx)?;
        let request = RunRequest {
            prompt,
            models,
            compare_prompt,
            ..Default::default()
        };
        ctx.data_unchecked::<App>()
            .playground_estimate(&caller.sub, &request)
            .await
            .gql()
            .map(Into::into)
    }

    /// The caller's finished test runs, newest first: `first` (1–50, default 20), older than
    /// the run `before` when given. Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn playground_runs(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 20)] first: i32,
        before: Option<ID>,
    ) -> async_graphql::Result<Vec<PlaygroundRun>> {
        let caller = claims(ctx)?;
        let runs = ctx
            .data_unchecked::<App>()
            .playground_runs(
                &caller.sub,
                non_negative(first),
                before.as_ref().map(|id| id.as_str()),
            )
            .await
            .gql()?;
        Ok(runs.into_iter().map(Into::into).collect())
    }

    /// One of the caller's finished test runs. Guard: signed in; another user's run is
    /// NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn playground_run(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<PlaygroundRun> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .playground_run(&caller.sub, &id)
            .await
            .gql()
            .map(Into::into)
    }

    /// Spec point 3: the caller's test counts. Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn testing_analytics(
        &self,
        ctx: &Context<'_>,
    ) -> async_graphql::Result<TestingAnalytics> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .testing_analytics(&caller.sub)
            .await
            .gql()
            .map(Into::into)
    }

    /// The caller's own API keys (last four characters only). Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn provider_keys(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<ProviderKey>> {
        let caller = claims(ctx)?;
        let keys = ctx
            .data_unchecked::<App>()
            .provider_keys(&caller.sub)
            .await
            .gql()?;
        Ok(keys.into_iter().map(Into::into).collect())
    }
}
