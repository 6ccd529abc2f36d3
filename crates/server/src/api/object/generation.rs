use async_graphql::{Context, Enum, ID, Json, Object, SimpleObject, Union, dataloader::DataLoader};
use chrono::{DateTime, Utc};
use domain::generation::{GeneratorKind, Rating};

use crate::{
    api::{
        error::ResultExt,
        guard::claims,
        loaders::{RatingKey, Ratings},
    },
    app::{
        App,
        contexts::ContextView,
        generation::{Generated, GenerationView, Quota as QuotaView},
    },
};

/// Every generator.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "GeneratorKind")]
pub enum GeneratorKindGql {
    Primer,
    AiAmplifier,
    Mastermind,
    ImagePrompt,
    O4ImagePrompt,
    /// Spelled as the spec and the stored `generator` column spell it.
    #[graphql(name = "VEO3")]
    Veo3,
    #[graphql(name = "SORA2")]
    Sora2,
    JsonPrompting,
}

impl From<GeneratorKind> for GeneratorKindGql {
    fn from(kind: GeneratorKind) -> Self {
        match kind {
            GeneratorKind::Primer => Self::Primer,
            GeneratorKind::Amplifier => Self::AiAmplifier,
            GeneratorKind::Mastermind => Self::Mastermind,
            GeneratorKind::Image => Self::ImagePrompt,
            GeneratorKind::O4Image => Self::O4ImagePrompt,
            GeneratorKind::Veo3 => Self::Veo3,
            GeneratorKind::Sora2 => Self::Sora2,
            GeneratorKind::Json => Self::JsonPrompting,
        }
    }
}

/// Image model families for `generateImagePrompt`.
#[derive(Enum, Copy, Clone, Debug, Eq, PartialEq, Default)]
pub enum ImageModel {
    #[default]
    Midjourney,
    StableDiffusion,
    GptImage,
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "Rating")]
pub enum RatingGql {
    Like,
    Dislike,
}

impl From<Rating> for RatingGql {
    fn from(r: Rating) -> Self {
        match r {
            Rating::Like => Self::Like,
            Rating::Dislike => Self::Dislike,
        }
    }
}

impl From<RatingGql> for Rating {
    fn from(r: RatingGql) -> Self {
        match r {
            RatingGql::Like => Self::Like,
            RatingGql::Dislike => Self::Dislike,
        }
    }
}

/// A generated prompt in the user's history.
pub struct Generation(pub GenerationView);

#[Object]
impl Generation {
    async fn id(&self) -> ID {
        ID(self.0.id.clone())
    }
    // Always set; nullable in the schema as it has been (rows could once hold other spellings).
    async fn generator(&self) -> Option<GeneratorKindGql> {
        Some(self.0.generator.into())
    }
    /// What the user typed.
    async fn description(&self) -> &str {
        &self.0.description
    }
    /// The prompt to use.
    async fn prompt(&self) -> &str {
        &self.0.prompt
    }
    /// What was improved, one short line each.
    async fn improvements(&self) -> &[String] {
        &self.0.improvements
    }
    /// How the description was read (email, code, image…).
    async fn task_kind(&self) -> &str {
        &self.0.task_kind
    }
    /// Model parameters kept out of the prose (image and video generators).
    async fn parameters(&self) -> Option<Json<&serde_json::Value>> {
        self.0.parameters.as_ref().map(Json)
    }
    /// "offline", or the provider and model that wrote it.
    async fn engine(&self) -> &str {
        &self.0.engine
    }
    /// Something the user should know about this result.
    async fn notice(&self) -> Option<&str> {
        self.0.notice.as_deref()
    }
    async fn context_id(&self) -> Option<ID> {
        self.0.context_id.clone().map(ID)
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    /// What the prompt changed in the user's words, word by word, each change with its reason:
    /// accept or reject each, and the text is the kept words with the accepted changes. Null
    /// when the texts are too long to compare.
    async fn changes(&self, ctx: &Context<'_>) -> async_graphql::Result<Option<Vec<PromptChange>>> {
        let changes = ctx
            .data_unchecked::<App>()
            .explain_changes(&self.0)
            .await
            .gql()?;
        Ok(changes.map(|list| list.into_iter().map(Into::into).collect()))
    }
    /// The caller's like or dislike.
    async fn rating(&self, ctx: &Context<'_>) -> async_graphql::Result<Option<RatingGql>> {
        let caller = claims(ctx)?;
        let key = RatingKey {
            user_id: caller.sub.clone(),
            generation_id: self.0.id.clone(),
        };
        Ok(ctx
            .data_unchecked::<DataLoader<Ratings>>()
            .load_one(key)
            .await?
            .map(Into::into))
    }
}

/// What a user may still generate.
#[derive(SimpleObject)]
pub struct Quota {
    /// Paid plans: no limit.
    pub unlimited: bool,
    /// Free: generations left in the current daily window (1 a day).
    pub daily_remaining: i32,
    /// Free: one-time bonus generations left.
    pub bonus_remaining: i32,
    /// Free: when the daily generation renews (the spec's prompt_limit_reset_time).
    pub resets_at: Option<DateTime<Utc>>,
}

impl From<QuotaView> for Quota {
    fn from(q: QuotaView) -> Self {
        Self {
            unlimited: q.unlimited,
            daily_remaining: q.daily_remaining,
            bonus_remaining: q.bonus_remaining,
            resets_at: q.resets_at,
        }
    }
}

/// The result of a generation: the prompt and the quota left after it.
#[derive(SimpleObject)]
pub struct GenerationResult {
    pub generation: Generation,
    pub quota: Quota,
}

impl From<Generated> for GenerationResult {
    fn from(done: Generated) -> Self {
        Self {
            generation: Generation(done.generation),
            quota: done.quota.into(),
        }
    }
}

/// What `streamGeneration` sends: text and resets while the prompt is written, then the result.
#[derive(Union)]
// One value per message, moved once: boxing the result would only add an allocation.
#[allow(clippy::large_enum_variant)]
pub enum GenerationEvent {
    Delta(GenerationDelta),
    Reset(GenerationReset),
    Result(GenerationResult),
}

/// More of the prompt, to add to the text so far.
#[derive(SimpleObject)]
pub struct GenerationDelta {
    pub text: String,
}

/// Forget the text so far: a provider failed mid-answer and another writer (the next provider
/// or the built-in engine) starts over.
#[derive(SimpleObject)]
pub struct GenerationReset {
    /// Always true (a GraphQL object needs a field).
    pub reset: bool,
}

/// A Context Genie.
pub struct UserContext(pub ContextView);

#[Object]
impl UserContext {
    async fn id(&self) -> ID {
        ID(self.0.id.clone())
    }
    async fn name(&self) -> &str {
        &self.0.name
    }
    async fn content(&self) -> &str {
        &self.0.content
    }
    /// The active Genie is injected into generations that name none.
    async fn is_active(&self) -> bool {
        self.0.is_active
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    async fn updated_at(&self) -> DateTime<Utc> {
        self.0.updated_at
    }
}

/// What a change does to the user's words.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "PromptChangeKind")]
pub enum ChangeKindGql {
    /// Kept as they were.
    Same,
    Added,
    Removed,
    /// Replaced by other words.
    Replaced,
}

/// One piece of the comparison of the user's words with the prompt, in order.
#[derive(SimpleObject)]
pub struct PromptChange {
    pub kind: ChangeKindGql,
    /// The user's words (empty when added).
    pub before: String,
    /// The prompt's words (empty when removed).
    pub after: String,
    /// Why, for every change but SAME.
    pub reason: Option<String>,
}

impl From<domain::changes::Change> for PromptChange {
    fn from(c: domain::changes::Change) -> Self {
        use domain::changes::ChangeKind;
        Self {
            kind: match c.kind {
                ChangeKind::Same => ChangeKindGql::Same,
                ChangeKind::Added => ChangeKindGql::Added,
                ChangeKind::Removed => ChangeKindGql::Removed,
                ChangeKind::Replaced => ChangeKindGql::Replaced,
            },
            before: c.before,
            after: c.after,
            reason: c.reason,
        }
    }
}
