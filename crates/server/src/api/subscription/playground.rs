//! `runPlayground`: one prompt on several models at once, each answer streamed into its column.

use async_graphql::{Context, ErrorExtensions, ID, Subscription};
use futures::{Stream, StreamExt};

use crate::{
    api::{
        error::ResultExt,
        guard::{SignedIn, claims},
        object::playground::PlaygroundEvent,
    },
    app::{App, playground::RunRequest},
};

#[derive(Default)]
pub struct PlaygroundSubscription;

#[Subscription]
impl PlaygroundSubscription {
    /// Runs `prompt` as it is on `models` (2 to 6 of `playgroundSetup.models`, by id), at
    /// once: `PlaygroundStarted`, then `PlaygroundText` and `PlaygroundColumnEnded` as each
    /// column goes, then `PlaygroundFinished` with the stored run. `blind` hides the models
    /// (and which prompt each column ran) until the vote. A run estimated above the operator's
    /// threshold needs `confirmCost`. The closed loop: with `comparePrompt` (an enhanced
    /// version of `prompt`), each of 1 to 3 models runs both, side by side; `sourcePromptId`
    /// names the caller's library prompt it started from.
    /// Completing the subscription cancels the columns still going; the run is kept with what
    /// they wrote. Guard: signed in; paid plans only (PLAN_LIMIT); at most 2 runs at once per
    /// user (RATE_LIMITED).
    #[graphql(guard = "SignedIn")]
    // One parameter per GraphQL argument, as streamGeneration takes them.
    #[allow(clippy::too_many_arguments)]
    async fn run_playground(
        &self,
        ctx: &Context<'_>,
        prompt: String,
        models: Vec<String>,
        #[graphql(default)] blind: bool,
        #[graphql(default)] confirm_cost: bool,
        compare_prompt: Option<String>,
        source_prompt_id: Option<ID>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<PlaygroundEvent>> + use<>>
    {
        let caller = claims(ctx)?;
        let request = RunRequest {
            prompt,
            models,
            blind,
            confirm_cost,
            compare_prompt,
            source_prompt_id: source_prompt_id.map(|id| id.0),
        };
        let run = ctx
            .data_unchecked::<App>()
            .run_playground(&caller.sub, request)
            .await
            .gql()?;
        Ok(run.map(|event| PlaygroundEvent::from_run(event).map_err(|e| e.extend())))
    }
}
