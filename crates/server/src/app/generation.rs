//! Generation: check the plan's rights, spend the Free quota atomically, run the engine,
//! record the result and its usage; give the quota back if anything fails after spending.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use domain::{
    generation::{self, Description, GeneratorKind, Rating, Spent},
    media::ReferenceImage,
};
use engine::{Generator, ImageFamily, Request, Tier, VideoModel, llm::Delta};
use store::{Generation, NewGeneration, UsageCounter, User};

use super::{App, Error, Result};
use crate::telemetry::{self, Stage};

/// Which Context Genie a generation uses.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum ContextChoice {
    /// The user's active Genie, if one is active.
    #[default]
    Active,
    /// No Genie, even if one is active.
    Off,
    /// This Genie (it must be the user's).
    Id(String),
}

impl ContextChoice {
    /// From the API's `contextId` and `noContext` arguments; both at once is refused.
    pub fn from_args(context_id: Option<String>, no_context: bool) -> Result<Self> {
        match (context_id.filter(|id| !id.trim().is_empty()), no_context) {
            (Some(_), true) => Err(Error::Validation(domain::ValidationError::new(
                "noContext",
                "Choose a Context Genie or no context, not both.",
            ))),
            (Some(id), false) => Ok(Self::Id(id)),
            (None, true) => Ok(Self::Off),
            (None, false) => Ok(Self::Active),
        }
    }
}

/// Options some generators take.
#[derive(Debug, Clone, Default)]
pub struct GenerationOptions {
    /// The Context Genie to inject.
    pub context: ContextChoice,
    /// The image family for `GeneratorKind::Image`.
    pub image_family: Option<ImageFamily>,
    /// Veo 3's optional first frame.
    pub reference_image: Option<ReferenceImage>,
    /// Which version of the prompt ("Try again" asks for the next).
    pub variant: generation::Variant,
    /// Mastermind: print the plan and the critique in the answer.
    pub show_reasoning: bool,
    /// The side-by-side comparison this generation belongs to (counted for achievements).
    pub comparison: Option<generation::ComparisonId>,
}

/// What a user may still generate: `unlimited` on a paid plan; otherwise the Free allowance
/// left now (the counts are read as the rolling window stands at the time asked).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Quota {
    pub unlimited: bool,
    pub daily_remaining: i32,
    pub bonus_remaining: i32,
    pub resets_at: Option<DateTime<Utc>>,
}

pub fn quota_of(user: &User, now: DateTime<Utc>) -> Quota {
    let plan = super::plan::effective_plan(user, now);
    let r = user.allowance().remaining(now);
    Quota {
        unlimited: generation::unlimited_generations(plan),
        daily_remaining: r.daily,
        bonus_remaining: r.bonus,
        resets_at: r.resets_at,
    }
}

/// A generation in the user's history, as the API shows it: the stored row read once, its
/// generator typed and its improvements and parameters decoded.
#[derive(Debug, Clone, PartialEq)]
pub struct GenerationView {
    pub id: String,
    pub generator: GeneratorKind,
    /// What the user typed.
    pub description: String,
    pub prompt: String,
    /// What was improved, one short line each.
    pub improvements: Vec<String>,
    /// How the description was read (email, code, image…).
    pub task_kind: String,
    /// Model parameters kept out of the prose (image and video generators).
    pub parameters: Option<serde_json::Value>,
    /// "offline", or the provider and model that wrote it.
    pub engine: String,
    pub notice: Option<String>,
    pub context_id: Option<String>,
    pub created_at: DateTime<Utc>,
}

impl App {
    /// What a generation changed in the user's words, word by word, with a reason per change
    /// (`domain::changes`), off the async runtime; None when the texts are too long to compare
    /// or the comparison ran past its deadline.
    pub async fn explain_changes(
        &self,
        view: &GenerationView,
    ) -> Result<Option<Vec<domain::changes::Change>>> {
        let (original, improved, improvements) = (
            view.description.clone(),
            view.prompt.clone(),
            view.improvements.clone(),
        );
        tokio::task::spawn_blocking(move || {
            domain::changes::explain(&original, &improved, &improvements)
        })
        .await
        .map_err(|e| Error::Internal(anyhow::anyhow!("explaining changes stopped: {e}")))
    }
}

impl From<Generation> for GenerationView {
    fn from(row: Generation) -> Self {
        Self {
            improvements: row.improvement_list(),
            parameters: row.parameter_value(),
            generator: row.generator.into(),
            id: row.id,
            description: row.description,
            prompt: row.prompt,
            task_kind: row.task_kind,
            engine: row.engine,
            notice: row.notice,
            context_id: row.context_id,
            created_at: row.created_at,
        }
    }
}

#[derive(Debug, Clone)]
pub struct Generated {
    pub generation: GenerationView,
    pub quota: Quota,
}

/// Gives the quota back unless disarmed: dropping it (an error, or a cancelled request whose
/// future is dropped while the prompt is being written) returns the spent generation. It is
/// disarmed when recording starts; see [`record_or_refund`].
///
/// The spend itself runs as a task of its own (`Refund::spend`): a spend is one transaction,
/// and a request cancelled while it is in flight must not leave it committed with nobody to
/// give it back. Dropped mid-spend, the guard waits for the spend's outcome and refunds it.
struct Refund {
    store: store::Store,
    user_id: String,
    held: Held,
}

enum Held {
    Nothing,
    Spending(tokio::task::JoinHandle<store::Result<Option<Spent>>>),
    Spent(Spent),
}

impl Refund {
    fn new(store: store::Store, user_id: &str) -> Self {
        Self {
            store,
            user_id: user_id.to_owned(),
            held: Held::Nothing,
        }
    }

    /// Spends one generation of the user's allowance. None: nothing left.
    async fn spend(&mut self, now: DateTime<Utc>) -> Result<Option<Spent>> {
        let (store, user_id) = (self.store.clone(), self.user_id.clone());
        self.held = Held::Spending(tokio::spawn(async move {
            store.spend_generation(&user_id, now).await
        }));
        let Held::Spending(spending) = &mut self.held else {
            unreachable!("set just above");
        };
        let outcome = spending.await;
        self.held = Held::Nothing;
        let spent = outcome.map_err(|e| anyhow::anyhow!("the spending task failed: {e}"))??;
        if let Some(spent) = spent {
            self.held = Held::Spent(spent);
        }
        Ok(spent)
    }

    /// Hands what was spent to the caller, who now answers for it.
    fn disarm(&mut self) -> Option<Spent> {
        match std::mem::replace(&mut self.held, Held::Nothing) {
            Held::Spent(spent) => Some(spent),
            _ => None,
        }
    }
}

impl Drop for Refund {
    fn drop(&mut self) {
        let held = std::mem::replace(&mut self.held, Held::Nothing);
        if matches!(held, Held::Nothing) {
            return;
        }
        let (store, user_id) = (self.store.clone(), std::mem::take(&mut self.user_id));
        tokio::spawn(async move {
            let spent = match held {
                Held::Spent(spent) => Some(spent),
                Held::Spending(spending) => spending.await.ok().and_then(Result::ok).flatten(),
                Held::Nothing => None,
            };
            if let Some(spent) = spent {
                give_back(&store, &user_id, spent).await;
            }
        });
    }
}

/// Returns a spent generation to the user's allowance (logged if that fails: the user is then
/// one generation short until the window renews).
async fn give_back(store: &store::Store, user_id: &str, spent: Spent) {
    if let Err(err) = store.refund_generation(user_id, spent).await {
        tracing::error!(user_id, error = %err, "could not give back a generation that was not recorded");
    }
}

/// Records a generation; if that fails, gives back what was spent for it.
async fn record_or_refund(
    store: store::Store,
    new: NewGeneration,
    counter: UsageCounter,
    spent: Option<Spent>,
    now: DateTime<Utc>,
) -> Result<Generation> {
    let user_id = new.user_id.clone();
    match store.record_generation(new, counter, now).await {
        Ok(recorded) => Ok(recorded),
        Err(err) => {
            if let Some(spent) = spent {
                give_back(&store, &user_id, spent).await;
            }
            Err(err.into())
        }
    }
}

pub(crate) fn usage_counter(kind: GeneratorKind) -> UsageCounter {
    match kind {
        GeneratorKind::Primer => UsageCounter::Primer,
        GeneratorKind::Amplifier => UsageCounter::AiAmplifier,
        GeneratorKind::Mastermind => UsageCounter::Mastermind,
        GeneratorKind::Image | GeneratorKind::O4Image => UsageCounter::ImagePrompt,
        GeneratorKind::Veo3 => UsageCounter::Veo3,
        GeneratorKind::Sora2 => UsageCounter::Sora2,
        GeneratorKind::Json => UsageCounter::JsonPrompting,
    }
}

fn engine_generator(kind: GeneratorKind, family: Option<ImageFamily>) -> Generator {
    match kind {
        GeneratorKind::Primer => Generator::Text(Tier::Primer),
        GeneratorKind::Amplifier => Generator::Text(Tier::Amplifier),
        GeneratorKind::Mastermind => Generator::Text(Tier::Mastermind),
        GeneratorKind::Image => Generator::Image(family.unwrap_or(ImageFamily::Midjourney)),
        GeneratorKind::O4Image => Generator::Image(ImageFamily::GptImage),
        GeneratorKind::Veo3 => Generator::Video(VideoModel::Veo3),
        GeneratorKind::Sora2 => Generator::Video(VideoModel::Sora2),
        GeneratorKind::Json => Generator::Json,
    }
}

impl App {
    pub async fn generate(
        &self,
        user_id: &str,
        kind: GeneratorKind,
        description: Description,
        options: GenerationOptions,
    ) -> Result<Generated> {
        self.generate_streaming(user_id, kind, description, options, &mut |_| {})
            .await
    }

    /// Generates, telling `on_delta` about the prompt as it is written. Quota is spent before
    /// writing and given back if the result is not recorded (an error, or the caller dropping
    /// this future before recording starts: see `Refund`). Spent and recorded always agree:
    /// once recording starts it finishes even if this future is dropped. A caller that shows
    /// the prompt as it is written must therefore not drop this future after text reached the
    /// user (see `app/streaming.rs`), or the user would keep text that was given back.
    pub async fn generate_streaming(
        &self,
        user_id: &str,
        kind: GeneratorKind,
        description: Description,
        options: GenerationOptions,
        on_delta: &mut (dyn FnMut(Delta<'_>) + Send),
    ) -> Result<Generated> {
        generation::check_show_reasoning(kind, options.show_reasoning)?;
        let now = self.clock.now();
        let (user, active_context) =
            telemetry::timed(Stage::DbRead, self.store.user_with_active_context(user_id))
                .await?
                .ok_or(Error::Unauthenticated)?;
        let plan = super::plan::effective_plan(&user, now);
        generation::check_generator(plan, kind).map_err(Error::plan_limit)?;

        let context = match &options.context {
            ContextChoice::Id(id) => Some(
                self.store
                    .find_context(user_id, id)
                    .await?
                    .ok_or_else(|| Error::NotFound("No Context Genie with that id.".into()))?,
            ),
            ContextChoice::Active => active_context,
            ContextChoice::Off => None,
        };

        let mut refund = Refund::new(self.store.clone(), user_id);
        if !generation::unlimited_generations(plan) && refund.spend(now).await?.is_none() {
            let user = self
                .store
                .find_user(user_id)
                .await?
                .ok_or(Error::Unauthenticated)?;
            let resets_at = quota_of(&user, now).resets_at;
            return Err(Error::PlanLimit {
                message: generation::limit_message(resets_at),
                resets_at,
            });
        }

        let mut request = Request::new(
            engine_generator(kind, options.image_family),
            description.as_str(),
        );
        request.context = context.as_ref().map(|c| c.content.clone());
        request.has_reference_image = options.reference_image.is_some();
        request.variant = options.variant.get();
        request.show_reasoning = options.show_reasoning;
        let written = self.writer.write(&request, on_delta).await.map_err(|e| {
            Error::Validation(domain::ValidationError::new("description", e.to_string()))
        })?;
        if let Some(waited) = written.provider_time {
            telemetry::record(Stage::Provider, waited);
        }
        let new = NewGeneration {
            user_id: user_id.to_owned(),
            generator: kind,
            description: description.as_str().to_owned(),
            context_id: context.map(|c| c.id),
            prompt: written.prompt,
            improvements: written.improvements,
            task_kind: written.task_kind,
            parameters: written.parameters,
            engine: written.engine,
            notice: written.notice,
            comparison: options.comparison.map(|c| c.as_str().to_owned()),
        };
        // From here the write, not the caller, decides whether the generation counts: once the
        // row may be committed, a cancelled request (this future dropped) must neither refund
        // a generation that is recorded nor leave one spent that is not. So the write and its
        // refund on failure run as a task of their own, which finishes whatever the caller does.
        let spent = refund.disarm();
        let recording = tokio::spawn(record_or_refund(
            self.store.clone(),
            new,
            usage_counter(kind),
            spent,
            now,
        ));
        let recorded = telemetry::timed(Stage::DbWrite, recording)
            .await
            .map_err(|e| anyhow::anyhow!("the recording task failed: {e}"))??;
        // Unlimited plans spent nothing: the user read at the start still tells the quota.
        let user = match spent {
            None => user,
            Some(_) => self
                .store
                .find_user(user_id)
                .await?
                .ok_or(Error::Unauthenticated)?,
        };
        Ok(Generated {
            generation: recorded.into(),
            quota: quota_of(&user, now),
        })
    }

    /// The user's recent generations, newest first.
    pub async fn generations(
        &self,
        user_id: &str,
        limit: u64,
        offset: u64,
    ) -> Result<Vec<GenerationView>> {
        let rows = self
            .store
            .list_generations(user_id, limit.min(100), offset)
            .await?;
        Ok(rows.into_iter().map(GenerationView::from).collect())
    }

    pub async fn generation(&self, user_id: &str, id: &str) -> Result<GenerationView> {
        self.store
            .find_generation(user_id, id)
            .await?
            .map(GenerationView::from)
            .ok_or_else(|| Error::NotFound("No generation with that id.".into()))
    }

    /// Likes, dislikes or clears the rating of one of the user's generations.
    pub async fn rate_generation(
        &self,
        user_id: &str,
        id: &str,
        rating: Option<Rating>,
    ) -> Result<GenerationView> {
        let generation = self.generation(user_id, id).await?;
        match rating {
            Some(rating) => {
                let algorithm = generation.generator.algorithm_name();
                self.store
                    .rate_generation(user_id, id, rating, algorithm, self.clock.now())
                    .await?;
            }
            None => self.store.clear_rating(user_id, id).await?,
        }
        Ok(generation)
    }

    /// The user's ratings of these generations, by id (one query for all of them: the API's
    /// DataLoader collects a page of generations into one call).
    pub async fn ratings(
        &self,
        user_id: &str,
        generation_ids: Vec<String>,
    ) -> Result<HashMap<String, Rating>> {
        Ok(self.store.ratings_of(user_id, generation_ids).await?)
    }

    pub async fn quota(&self, user: &User) -> Quota {
        quota_of(user, self.clock.now())
    }
}
