use async_graphql::{Context, ID, Object};
use domain::playground::Vote;

use crate::{
    api::{
        error::ResultExt,
        guard::{SignedIn, claims},
        input::position,
        object::{
            library::SavedPromptGql,
            playground::{PlaygroundRun, ProviderKey, ProviderKeyInput, SavedWinner, VariantGql},
        },
    },
    app::{App, Error},
};

#[derive(Default)]
pub struct PlaygroundMutation;

#[Object]
impl PlaygroundMutation {
    /// Ends columns of one of the caller's test runs while it goes (`positions`; every column
    /// without it). Their text so far is kept; the other columns carry on. Send it over the
    /// run's own graphql-ws connection: a run's cancels are kept by the instance running it.
    /// Guard: signed in; another user's run is NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn cancel_playground_columns(
        &self,
        ctx: &Context<'_>,
        run_id: ID,
        positions: Option<Vec<i32>>,
    ) -> async_graphql::Result<bool> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .cancel_playground(
                &caller.sub,
                &run_id,
                positions.map(|p| p.into_iter().map(position).collect()),
            )
            .gql()?;
        Ok(true)
    }

    /// The caller's verdict on one of their finished runs: the winning column's `winner`
    /// position, or `tie: true`. It reveals a blind run's models; a later vote replaces it.
    /// Guard: signed in; another user's run is NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn vote_playground_run(
        &self,
        ctx: &Context<'_>,
        run_id: ID,
        winner: Option<i32>,
        #[graphql(default)] tie: bool,
    ) -> async_graphql::Result<PlaygroundRun> {
        let caller = claims(ctx)?;
        let vote = match (winner, tie) {
            (Some(column), false) => Vote::Winner(position(column)),
            (None, true) => Vote::Tie,
            _ => {
                return Err(Error::from(domain::ValidationError::new(
                    "winner",
                    "Vote for one column, or for a tie.",
                )))
                .gql();
            }
        };
        ctx.data_unchecked::<App>()
            .vote_playground(&caller.sub, &run_id, vote)
            .await
            .gql()
            .map(Into::into)
    }

    /// Deletes one of the caller's finished runs from their history. Guard: signed in; another
    /// user's run is NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn delete_playground_run(
        &self,
        ctx: &Context<'_>,
        run_id: ID,
    ) -> async_graphql::Result<bool> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .delete_playground_run(&caller.sub, &run_id)
            .await
            .gql()?;
        Ok(true)
    }

    /// Adds one of the caller's own API keys for their testing playground runs: checked with a
    /// one-token call on its first model, then stored encrypted. A key that does not work is
    /// BAD_USER_INPUT (`field: "apiKey"`) and nothing is kept. Guard: signed in; paid plans only
    /// (PLAN_LIMIT, also past 10 keys); checks are rate limited per user.
    #[graphql(guard = "SignedIn")]
    async fn add_provider_key(
        &self,
        ctx: &Context<'_>,
        input: ProviderKeyInput,
    ) -> async_graphql::Result<ProviderKey> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .add_provider_key(&caller.sub, input.into())
            .await
            .gql()
            .map(Into::into)
    }

    /// Deletes one of the caller's own API keys. Guard: signed in; another user's key is
    /// NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn delete_provider_key(&self, ctx: &Context<'_>, id: ID) -> async_graphql::Result<bool> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .delete_provider_key(&caller.sub, &id)
            .await
            .gql()?;
        Ok(true)
    }

    /// The closed loop: `judgeModel` (one of `playgroundSetup.models`) scores each model's
    /// answers to a compared run's two prompts against the engine's rubric, seeing them in a
    /// random order; the verdicts and the winner are kept on the run. Guard: signed in; paid
    /// plans only; another user's run is NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn judge_playground_run(
        &self,
        ctx: &Context<'_>,
        run_id: ID,
        judge_model: String,
    ) -> async_graphql::Result<PlaygroundRun> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .judge_playground(&caller.sub, &run_id, &judge_model)
            .await
            .gql()
            .map(Into::into)
    }

    /// Keeps a compared run's winning prompt (`variant`, else the judge's winner) in the
    /// library: as a new version of `promptId` (or of the prompt the run started from), else
    /// as a new prompt titled `title`. Guard: signed in; another user's run or prompt is
    /// NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn save_playground_winner(
        &self,
        ctx: &Context<'_>,
        run_id: ID,
        variant: Option<VariantGql>,
        prompt_id: Option<ID>,
        title: Option<String>,
    ) -> async_graphql::Result<SavedWinner> {
        let caller = claims(ctx)?;
        let (run, prompt) = ctx
            .data_unchecked::<App>()
            .save_playground_winner(
                &caller.sub,
                &run_id,
                variant.map(Into::into),
                prompt_id.as_ref().map(|id| id.as_str()),
                title.as_deref(),
            )
            .await
            .gql()?;
        Ok(SavedWinner {
            run: run.into(),
            prompt: SavedPromptGql(prompt),
        })
    }
}
