//! `streamGeneration`: one generation, with the prompt as it is written. It takes the same
//! arguments as the generate* mutations (through the same parse), names its generator, and
//! ends with the same `GenerationResult`. The rule for a client that leaves early lives in
//! `app/streaming.rs`: completing the subscription (or closing the socket) before any prompt
//! text arrived cancels the generation and spends nothing; after that it finishes and counts.
//! `followGeneration` picks up a generation started with a `streamId` from another connection
//! (a client whose socket dropped), on any instance.

use async_graphql::{Context, ErrorExtensions, ID, Subscription};
use futures::{Stream, StreamExt};

use crate::{
    api::{
        error::ResultExt,
        guard::{SignedIn, claims},
        input::generation::GenerationArgs,
        object::generation::{
            GenerationDelta, GenerationEvent, GenerationReset, GeneratorKindGql, ImageModel,
        },
    },
    app::{
        App,
        streaming::{Progress, StreamId},
    },
};

#[derive(Default)]
pub struct GenerationSubscription;

#[Subscription]
impl GenerationSubscription {
    /// Generates a prompt and streams it as it is written: `GenerationDelta`s (more text) and
    /// `GenerationReset`s (start over: a provider failed mid-answer), then one
    /// `GenerationResult`, the recorded generation with the quota left. Refusals and failures
    /// are GraphQL errors with the mutations' codes. Completing the subscription before any
    /// text arrived cancels the generation (nothing recorded, no quota spent); after that it
    /// finishes, is recorded and counts. Arguments as the generate* mutations take them
    /// (`model`: image prompts only; `imageBase64`: Veo 3 only; `showReasoning`: Mastermind
    /// only; `comparisonId`: the id shared by a side-by-side comparison's generations;
    /// `streamId`: a name of the client's choosing, 1 to 64 letters, digits, `-` or `_` (a
    /// UUID), new for each generation, by which `followGeneration` finds it; a follower that
    /// receives text counts as this client having it).
    /// Guard: signed in; the generator's plan rules and the Free quota apply.
    #[graphql(guard = "SignedIn")]
    // One parameter per GraphQL argument, as the mutations take them.
    #[allow(clippy::too_many_arguments)]
    async fn stream_generation(
        &self,
        ctx: &Context<'_>,
        generator: GeneratorKindGql,
        description: String,
        context_id: Option<ID>,
        #[graphql(default)] no_context: bool,
        #[graphql(default)] variant: i64,
        #[graphql(default)] show_reasoning: bool,
        model: Option<ImageModel>,
        image_base64: Option<String>,
        comparison_id: Option<ID>,
        stream_id: Option<ID>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<GenerationEvent>> + use<>>
    {
        let stream_id = stream_id.map(|id| StreamId::parse(&id)).transpose().gql()?;
        let parsed = GenerationArgs {
            context_id,
            no_context,
            variant,
            show_reasoning,
            model,
            image_base64,
            comparison_id,
            ..GenerationArgs::new(generator.into(), description)
        }
        .parse()
        .gql()?;
        let caller = claims(ctx)?;
        let progress = ctx
            .data_unchecked::<App>()
            .generate_stream(
                caller.sub.clone(),
                parsed.kind,
                parsed.description,
                parsed.options,
                stream_id,
            )
            .gql()?;
        Ok(progress.map(event_of))
    }

    /// Follows one of the caller's generations started with `streamId` (from this connection
    /// or any other, on any server): first a `GenerationReset` and a `GenerationDelta` with
    /// the prompt so far, then the rest as it is written, then its `GenerationResult` (or the
    /// error it ended with). A generation stays followable for a minute after it ends.
    /// Completing this subscription never cancels the generation. NOT_FOUND if none of the
    /// caller's generations has that id.
    /// Guard: signed in; only the user who started it.
    #[graphql(guard = "SignedIn")]
    async fn follow_generation(
        &self,
        ctx: &Context<'_>,
        stream_id: ID,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<GenerationEvent>> + use<>>
    {
        let stream_id = StreamId::parse(&stream_id).gql()?;
        let caller = claims(ctx)?;
        let progress = ctx
            .data_unchecked::<App>()
            .follow_generation(&caller.sub, &stream_id)
            .await
            .gql()?;
        Ok(progress.map(event_of))
    }
}

fn event_of(progress: Progress) -> async_graphql::Result<GenerationEvent> {
    match progress {
        Progress::Text(text) => Ok(GenerationEvent::Delta(GenerationDelta { text })),
        Progress::Reset => Ok(GenerationEvent::Reset(GenerationReset { reset: true })),
        Progress::Done(Ok(done)) => Ok(GenerationEvent::Result(done.into())),
        Progress::Done(Err(err)) => Err(err.extend()),
    }
}
