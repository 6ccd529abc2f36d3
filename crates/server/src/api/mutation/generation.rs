//! The generate* operations, with the spec's names and arguments (point 7). They are mutations
//! because they spend quota and write history. `email`, when given, must be the caller's.

use async_graphql::{Context, ID, Object};
use domain::generation::GeneratorKind;

use crate::{
    api::{
        error::ResultExt,
        guard::{SelfOnly, SignedIn, claims},
        input::generation::GenerationArgs,
        object::generation::{Generation, GenerationResult, ImageModel, RatingGql},
    },
    app::App,
};

#[derive(Default)]
pub struct GenerationMutation;

/// Every generate* mutation: the shared parse, then the use case.
async fn run(ctx: &Context<'_>, args: GenerationArgs) -> async_graphql::Result<GenerationResult> {
    let parsed = args.parse().gql()?;
    let caller = claims(ctx)?;
    let done = ctx
        .data_unchecked::<App>()
        .generate(&caller.sub, parsed.kind, parsed.description, parsed.options)
        .await
        .gql()?;
    Ok(done.into())
}

/// The arguments every generator takes: `contextId` picks one of the caller's Genies,
/// `noContext: true` uses none, neither uses the active Genie (if any); `variant` picks the
/// version of the prompt (0, the default; "Try again" asks for the next); `comparisonId` is
/// shared by the generations of one side-by-side comparison.
fn args(
    kind: GeneratorKind,
    description: String,
    context_id: Option<ID>,
    no_context: bool,
    variant: i32,
    comparison_id: Option<ID>,
) -> GenerationArgs {
    GenerationArgs {
        context_id,
        no_context,
        variant: variant.into(),
        comparison_id,
        ..GenerationArgs::new(kind, description)
    }
}

#[Object]
impl GenerationMutation {
    /// AI Amplifier: a deeper, sectioned prompt. Guard: signed in; Free quota applies.
    #[graphql(guard = "SignedIn.and(SelfOnly::new(&None, &email))")]
    // One parameter per GraphQL argument (spec point 7's names).
    #[allow(clippy::too_many_arguments)]
    async fn generate_prompt(
        &self,
        ctx: &Context<'_>,
        description: String,
        email: Option<String>,
        context_id: Option<ID>,
        #[graphql(default)] no_context: bool,
        #[graphql(default)] variant: i32,
        comparison_id: Option<ID>,
    ) -> async_graphql::Result<GenerationResult> {
        let _ = &email;
        run(
            ctx,
            args(
                GeneratorKind::Amplifier,
                description,
                context_id,
                no_context,
                variant,
                comparison_id,
            ),
        )
        .await
    }

    /// Primer: a fast, compact prompt. Guard: signed in; Free quota applies.
    #[graphql(guard = "SignedIn.and(SelfOnly::new(&None, &email))")]
    // One parameter per GraphQL argument (spec point 7's names).
    #[allow(clippy::too_many_arguments)]
    async fn generate_prompt_primer(
        &self,
        ctx: &Context<'_>,
        description: String,
        email: Option<String>,
        context_id: Option<ID>,
        #[graphql(default)] no_context: bool,
        #[graphql(default)] variant: i32,
        comparison_id: Option<ID>,
    ) -> async_graphql::Result<GenerationResult> {
        let _ = &email;
        run(
            ctx,
            args(
                GeneratorKind::Primer,
                description,
                context_id,
                no_context,
                variant,
                comparison_id,
            ),
        )
        .await
    }

    /// Mastermind: the most thorough prompt (plan, critique, revise). The plan and critique
    /// happen before the answer and stay out of it unless `showReasoning` is true. Guard:
    /// signed in; Free quota applies.
    #[graphql(guard = "SignedIn.and(SelfOnly::new(&None, &email))")]
    // One parameter per GraphQL argument (spec point 7's names).
    #[allow(clippy::too_many_arguments)]
    async fn generate_prompt_mastermind(
        &self,
        ctx: &Context<'_>,
        description: String,
        email: Option<String>,
        context_id: Option<ID>,
        #[graphql(default)] no_context: bool,
        #[graphql(default)] variant: i32,
        #[graphql(default)] show_reasoning: bool,
        comparison_id: Option<ID>,
    ) -> async_graphql::Result<GenerationResult> {
        let _ = &email;
        let args = GenerationArgs {
            show_reasoning,
            ..args(
                GeneratorKind::Mastermind,
                description,
                context_id,
                no_context,
                variant,
                comparison_id,
            )
        };
        run(ctx, args).await
    }

    /// An image prompt for Midjourney (default), Stable Diffusion or GPT image models. Guard:
    /// signed in; paid plans.
    #[graphql(guard = "SignedIn.and(SelfOnly::new(&None, &email))")]
    // One parameter per GraphQL argument (spec point 7's names).
    #[allow(clippy::too_many_arguments)]
    async fn generate_image_prompt(
        &self,
        ctx: &Context<'_>,
        description: String,
        email: Option<String>,
        #[graphql(default)] model: ImageModel,
        context_id: Option<ID>,
        #[graphql(default)] no_context: bool,
        #[graphql(default)] variant: i32,
        comparison_id: Option<ID>,
    ) -> async_graphql::Result<GenerationResult> {
        let _ = &email;
        let args = GenerationArgs {
            model: Some(model),
            ..args(
                GeneratorKind::Image,
                description,
                context_id,
                no_context,
                variant,
                comparison_id,
            )
        };
        run(ctx, args).await
    }

    /// An image prompt for OpenAI's 4o image generation. Guard: signed in; paid plans.
    #[graphql(guard = "SignedIn.and(SelfOnly::new(&None, &email))")]
    // One parameter per GraphQL argument (spec point 7's names).
    #[allow(clippy::too_many_arguments)]
    async fn generate_o4_image_prompt(
        &self,
        ctx: &Context<'_>,
        description: String,
        email: Option<String>,
        context_id: Option<ID>,
        #[graphql(default)] no_context: bool,
        #[graphql(default)] variant: i32,
        comparison_id: Option<ID>,
    ) -> async_graphql::Result<GenerationResult> {
        let _ = &email;
        run(
            ctx,
            args(
                GeneratorKind::O4Image,
                description,
                context_id,
                no_context,
                variant,
                comparison_id,
            ),
        )
        .await
    }

    /// A Veo 3 video prompt, optionally from a first-frame image (base64 PNG, JPEG or WebP, up
    /// to 10 MB). Guard: signed in; paid plans.
    #[graphql(
        name = "veo3PromptGenerator",
        guard = "SignedIn.and(SelfOnly::new(&None, &email))"
    )]
    // One parameter per GraphQL argument (spec point 7's names).
    #[allow(clippy::too_many_arguments)]
    async fn veo3_prompt_generator(
        &self,
        ctx: &Context<'_>,
        description: String,
        image_base64: Option<String>,
        email: Option<String>,
        context_id: Option<ID>,
        #[graphql(default)] no_context: bool,
        #[graphql(default)] variant: i32,
        comparison_id: Option<ID>,
    ) -> async_graphql::Result<GenerationResult> {
        let _ = &email;
        let args = GenerationArgs {
            image_base64,
            ..args(
                GeneratorKind::Veo3,
                description,
                context_id,
                no_context,
                variant,
                comparison_id,
            )
        };
        run(ctx, args).await
    }

    /// A Sora 2 video prompt. Guard: signed in; paid plans (like Veo 3).
    #[graphql(guard = "SignedIn.and(SelfOnly::new(&None, &email))")]
    // One parameter per GraphQL argument (spec point 7's names).
    #[allow(clippy::too_many_arguments)]
    async fn generate_sora2_prompt(
        &self,
        ctx: &Context<'_>,
        description: String,
        email: Option<String>,
        context_id: Option<ID>,
        #[graphql(default)] no_context: bool,
        #[graphql(default)] variant: i32,
        comparison_id: Option<ID>,
    ) -> async_graphql::Result<GenerationResult> {
        let _ = &email;
        run(
            ctx,
            args(
                GeneratorKind::Sora2,
                description,
                context_id,
                no_context,
                variant,
                comparison_id,
            ),
        )
        .await
    }

    /// A JSON-structured prompt. Guard: signed in; paid plans.
    #[graphql(guard = "SignedIn.and(SelfOnly::new(&None, &email))")]
    // One parameter per GraphQL argument (spec point 7's names).
    #[allow(clippy::too_many_arguments)]
    async fn generate_json_prompt(
        &self,
        ctx: &Context<'_>,
        task_or_prompt: String,
        email: Option<String>,
        context_id: Option<ID>,
        #[graphql(default)] no_context: bool,
        #[graphql(default)] variant: i32,
        comparison_id: Option<ID>,
    ) -> async_graphql::Result<GenerationResult> {
        let _ = &email;
        run(
            ctx,
            args(
                GeneratorKind::Json,
                task_or_prompt,
                context_id,
                no_context,
                variant,
                comparison_id,
            ),
        )
        .await
    }

    /// Likes or dislikes one of the caller's generations; no rating clears it. Guard: signed
    /// in; another user's generation is NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn rate_prompt(
        &self,
        ctx: &Context<'_>,
        generation_id: ID,
        rating: Option<RatingGql>,
    ) -> async_graphql::Result<Generation> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .rate_generation(&caller.sub, &generation_id, rating.map(Into::into))
            .await
            .gql()
            .map(Generation)
    }
}
