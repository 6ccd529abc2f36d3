//! `runPlayground`: one prompt on several models at once, each answer streamed into its column.

use async_graphql::{Context, ErrorExtensions, Subscription};
use futures::{Stream, StreamExt};

use crate::{
    api::{
        error::ResultExt,
        guard::{SignedIn, claims},
        object::playground::PlaygroundEvent,
    },
    app::App,
};

#[derive(Default)]
pub struct PlaygroundSubscription;

#[Subscription]
impl PlaygroundSubscription {
    /// Runs `prompt` as it is on `models` (2 to 6 of `playgroundSetup.models`, by id), at
    /// once: `PlaygroundStarted`, then `PlaygroundText` and `PlaygroundColumnEnded` as each
    /// column goes, then `PlaygroundFinished` with the stored run. `blind` hides the models
    /// until the vote. A run estimated above the operator's threshold needs `confirmCost`.
    /// Completing the subscription cancels the columns still going; the run is kept with what
    /// they wrote. Guard: signed in; paid plans only (PLAN_LIMIT); at most 2 runs at once per
    /// user (RATE_LIMITED).
    #[graphql(guard = "SignedIn")]
    async fn run_playground(
        &self,
        ctx: &Context<'_>,
        prompt: String,
        models: Vec<String>,
        #[graphql(default)] blind: bool,
        #[graphql(default)] confirm_cost: bool,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<PlaygroundEvent>> + use<>>
    {
        let caller = claims(ctx)?;
        let run = ctx
            .data_unchecked::<App>()
            .run_playground(&caller.sub, &prompt, &models, blind, confirm_cost)
            .await
            .gql()?;
        Ok(run.map(|event| PlaygroundEvent::from_run(event).map_err(|e| e.extend())))
    }
}
