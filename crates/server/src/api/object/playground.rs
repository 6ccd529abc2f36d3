//! The testing playground's types: the models on offer, a run's estimate, its streamed events,
//! the stored runs and TestingAnalytics.

use async_graphql::{Enum, ID, InputObject, SimpleObject, Union};
use chrono::{DateTime, NaiveDate, Utc};
use domain::{
    playground::{ColumnState, Family, MicroUsd, PairVerdict, Score, Variant, Vote},
    provider_keys::Vendor,
};

use crate::app::{
    playground::{
        AnswerView, ColumnView, Estimate, JudgmentView, OfferedModel, PlaygroundSetup as SetupView,
        RunEvent, RunView, TestingAnalytics as TestingView,
    },
    provider_keys::{ProviderKeyInput as KeyInput, ProviderKeyView},
};

/// Who made a model.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "ModelFamily")]
pub enum FamilyGql {
    Anthropic,
    Openai,
    Gemini,
    Mistral,
    Amazon,
    Meta,
    Other,
}

impl From<Family> for FamilyGql {
    fn from(f: Family) -> Self {
        match f {
            Family::Anthropic => Self::Anthropic,
            Family::Openai => Self::Openai,
            Family::Gemini => Self::Gemini,
            Family::Mistral => Self::Mistral,
            Family::Amazon => Self::Amazon,
            Family::Meta => Self::Meta,
            Family::Other => Self::Other,
        }
    }
}

/// How a column ended.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "PlaygroundColumnState")]
pub enum ColumnStateGql {
    /// The model answered in full.
    Done,
    /// The answer reached the output limit and ends there.
    Capped,
    /// The model failed; `error` says why.
    Failed,
    /// Cancelled before it finished; the text is what it wrote until then.
    Cancelled,
}

impl From<ColumnState> for ColumnStateGql {
    fn from(s: ColumnState) -> Self {
        match s {
            ColumnState::Done => Self::Done,
            ColumnState::Capped => Self::Capped,
            ColumnState::Failed => Self::Failed,
            ColumnState::Cancelled => Self::Cancelled,
        }
    }
}

/// Which prompt a column ran, in a run that compares a prompt with its enhanced version.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "PlaygroundVariant")]
pub enum VariantGql {
    /// The prompt as given.
    Original,
    /// Its enhanced version.
    Enhanced,
}

impl From<Variant> for VariantGql {
    fn from(v: Variant) -> Self {
        match v {
            Variant::Original => Self::Original,
            Variant::Enhanced => Self::Enhanced,
        }
    }
}

impl From<VariantGql> for Variant {
    fn from(v: VariantGql) -> Self {
        match v {
            VariantGql::Original => Self::Original,
            VariantGql::Enhanced => Self::Enhanced,
        }
    }
}

fn usd(cost: MicroUsd) -> f64 {
    cost.dollars()
}

/// A model the playground offers, with its price when the operator's table has one.
#[derive(SimpleObject)]
pub struct PlaygroundModel {
    /// "<provider>/<model>": what `runPlayground` takes.
    pub id: String,
    pub provider: String,
    pub model: String,
    pub family: FamilyGql,
    /// US dollars per million input tokens.
    pub input_per_million_usd: Option<f64>,
    /// US dollars per million output tokens.
    pub output_per_million_usd: Option<f64>,
    /// The day the price was right.
    pub price_as_of: Option<NaiveDate>,
    /// Through one of the caller's own API keys.
    pub own: bool,
}

impl From<OfferedModel> for PlaygroundModel {
    fn from(m: OfferedModel) -> Self {
        Self {
            id: m.model.key(),
            provider: m.model.provider,
            model: m.model.model,
            family: m.family.into(),
            input_per_million_usd: m.price.as_ref().map(|p| p.input_per_million),
            output_per_million_usd: m.price.as_ref().map(|p| p.output_per_million),
            price_as_of: m.price.map(|p| p.as_of),
            own: m.own,
        }
    }
}

/// What the playground page needs before a run.
#[derive(SimpleObject)]
pub struct PlaygroundSetup {
    /// The operator's models; empty when none are configured.
    pub models: Vec<PlaygroundModel>,
    /// Whether the caller's plan includes testing.
    pub allowed: bool,
    /// Why not, naming the plans that include it.
    pub upgrade_message: Option<String>,
    pub min_models: u32,
    pub max_models: u32,
    pub max_prompt_chars: u32,
    /// The most tokens one model may write in a run.
    pub max_output_tokens: u32,
    /// Runs estimated above this many US dollars must be confirmed.
    pub confirm_cost_above_usd: f64,
}

impl From<SetupView> for PlaygroundSetup {
    fn from(s: SetupView) -> Self {
        use domain::playground::{MAX_MODELS, MAX_PROMPT_CHARS, MIN_MODELS};
        Self {
            models: s.models.into_iter().map(Into::into).collect(),
            allowed: s.upgrade_message.is_none(),
            upgrade_message: s.upgrade_message,
            min_models: MIN_MODELS as u32,
            max_models: MAX_MODELS as u32,
            max_prompt_chars: MAX_PROMPT_CHARS as u32,
            max_output_tokens: s.max_output_tokens,
            confirm_cost_above_usd: usd(s.confirm_cost_above),
        }
    }
}

/// A run's cost at most, before it starts.
#[derive(SimpleObject)]
pub struct PlaygroundEstimate {
    /// US dollars: the prompt in, and the output limit out, on each priced model.
    pub cost_usd: f64,
    pub priced_models: u32,
    pub models: u32,
    /// The prompt's tokens, estimated.
    pub prompt_tokens: u32,
    /// The run starts only with `confirmCost: true`.
    pub needs_confirmation: bool,
}

impl From<Estimate> for PlaygroundEstimate {
    fn from(e: Estimate) -> Self {
        Self {
            cost_usd: usd(e.cost),
            priced_models: e.priced_models as u32,
            models: e.models as u32,
            prompt_tokens: e.prompt_tokens,
            needs_confirmation: e.needs_confirmation,
        }
    }
}

/// A column of a run. In a blind run the model stays hidden (null) until the vote.
#[derive(SimpleObject)]
pub struct PlaygroundColumn {
    /// 0-based, in the run's order.
    pub position: u32,
    /// "A", "B", "C"…
    pub label: String,
    pub model_id: Option<String>,
    pub provider: Option<String>,
    pub model: Option<String>,
    pub family: Option<FamilyGql>,
    /// Which prompt it ran (always ORIGINAL unless the run compares two prompts); null while
    /// a blind run's vote is not in.
    pub variant: Option<VariantGql>,
}

impl From<ColumnView> for PlaygroundColumn {
    fn from(c: ColumnView) -> Self {
        let (model_id, provider, model, family) = match c.model {
            Some((m, family)) => (
                Some(m.key()),
                Some(m.provider),
                Some(m.model),
                Some(family.into()),
            ),
            None => (None, None, None, None),
        };
        Self {
            position: c.position as u32,
            label: c.label.to_string(),
            model_id,
            provider,
            model,
            family,
            variant: c.variant.map(Into::into),
        }
    }
}

/// One model's answer, with its timings, tokens and cost.
#[derive(SimpleObject)]
pub struct PlaygroundAnswer {
    pub column: PlaygroundColumn,
    pub state: ColumnStateGql,
    pub text: String,
    /// Why it failed, or a notice (cut at the limit).
    pub error: Option<String>,
    /// From the run's start to the first text.
    pub first_token_ms: Option<u32>,
    pub total_ms: u32,
    pub input_tokens: u32,
    pub output_tokens: u32,
    /// The token counts are estimated (the provider reported none).
    pub tokens_estimated: bool,
    /// US dollars, by the operator's price table; null when the model has no price.
    pub cost_usd: Option<f64>,
}

impl From<AnswerView> for PlaygroundAnswer {
    fn from(a: AnswerView) -> Self {
        Self {
            column: a.column.into(),
            state: a.state.into(),
            text: a.text,
            error: a.error,
            first_token_ms: a.first_token_ms,
            total_ms: a.total_ms,
            input_tokens: a.tokens.input,
            output_tokens: a.tokens.output,
            tokens_estimated: a.tokens.estimated,
            cost_usd: a.cost.map(usd),
        }
    }
}

/// The user's verdict on a run.
#[derive(SimpleObject)]
pub struct PlaygroundVote {
    /// The winning column's position, unless a tie.
    pub winner: Option<u32>,
    pub tie: bool,
}

/// A judge's score of one answer (1 to 10) and why.
#[derive(SimpleObject)]
pub struct PlaygroundScore {
    pub score: u32,
    pub reason: String,
}

impl From<Score> for PlaygroundScore {
    fn from(s: Score) -> Self {
        Self {
            score: u32::from(s.score),
            reason: s.reason,
        }
    }
}

/// The judge's verdict on one model's answers to the two prompts.
#[derive(SimpleObject)]
pub struct PlaygroundVerdict {
    /// The model that wrote both answers.
    pub model_id: String,
    pub original: PlaygroundScore,
    pub enhanced: PlaygroundScore,
}

impl From<PairVerdict> for PlaygroundVerdict {
    fn from(v: PairVerdict) -> Self {
        Self {
            model_id: v.model,
            original: v.original.into(),
            enhanced: v.enhanced.into(),
        }
    }
}

/// A judge's verdicts on a compared run.
#[derive(SimpleObject)]
pub struct PlaygroundJudgment {
    /// The model that judged ("<provider>/<model>").
    pub judge_model: String,
    pub verdicts: Vec<PlaygroundVerdict>,
    /// The prompt with the higher total score; null for a tie.
    pub winner: Option<VariantGql>,
}

impl From<JudgmentView> for PlaygroundJudgment {
    fn from(j: JudgmentView) -> Self {
        Self {
            judge_model: j.judge_model,
            verdicts: j.verdicts.into_iter().map(Into::into).collect(),
            winner: j.winner.map(Into::into),
        }
    }
}

/// A finished run, as kept in the user's history.
#[derive(SimpleObject)]
pub struct PlaygroundRun {
    pub id: ID,
    pub prompt: String,
    /// The enhanced version the prompt was compared with (the closed loop), if any.
    pub compare_prompt: Option<String>,
    /// The library prompt the run started from.
    pub source_prompt_id: Option<ID>,
    pub blind: bool,
    /// The models are shown (the run was not blind, or the vote is in).
    pub revealed: bool,
    pub vote: Option<PlaygroundVote>,
    pub started_at: DateTime<Utc>,
    pub finished_at: DateTime<Utc>,
    pub answers: Vec<PlaygroundAnswer>,
    /// The answers' cost in US dollars (priced models only).
    pub cost_usd: f64,
    pub judgment: Option<PlaygroundJudgment>,
    /// The library prompt the winner was saved to.
    pub saved_prompt_id: Option<ID>,
}

impl From<RunView> for PlaygroundRun {
    fn from(r: RunView) -> Self {
        Self {
            id: ID(r.id),
            prompt: r.prompt,
            compare_prompt: r.compare_prompt,
            source_prompt_id: r.source_prompt_id.map(ID),
            blind: r.blind,
            revealed: r.revealed,
            vote: r.vote.map(|v| match v {
                Vote::Winner(column) => PlaygroundVote {
                    winner: Some(column as u32),
                    tie: false,
                },
                Vote::Tie => PlaygroundVote {
                    winner: None,
                    tie: true,
                },
            }),
            started_at: r.started_at,
            finished_at: r.finished_at,
            answers: r.answers.into_iter().map(Into::into).collect(),
            cost_usd: usd(r.cost),
            judgment: r.judgment.map(Into::into),
            saved_prompt_id: r.saved_prompt_id.map(ID),
        }
    }
}

/// The run started: its id (for cancels and the vote), its columns and its estimate.
#[derive(SimpleObject)]
pub struct PlaygroundStarted {
    pub run_id: ID,
    pub columns: Vec<PlaygroundColumn>,
    pub estimate: PlaygroundEstimate,
}

/// More of one column's answer.
#[derive(SimpleObject)]
pub struct PlaygroundText {
    pub position: u32,
    pub text: String,
}

/// A column ended (answered, failed, was cut or cancelled); the others carry on.
#[derive(SimpleObject)]
pub struct PlaygroundColumnEnded {
    pub answer: PlaygroundAnswer,
}

/// Every column has ended; the run as stored. Always the last event.
#[derive(SimpleObject)]
pub struct PlaygroundFinished {
    pub run: PlaygroundRun,
}

/// What `runPlayground` sends.
#[derive(Union)]
pub enum PlaygroundEvent {
    Started(PlaygroundStarted),
    Text(PlaygroundText),
    ColumnEnded(PlaygroundColumnEnded),
    Finished(PlaygroundFinished),
}

impl PlaygroundEvent {
    /// The event for the client, or the error that ends the stream.
    pub fn from_run(event: RunEvent) -> Result<Self, crate::app::Error> {
        Ok(match event {
            RunEvent::Started {
                run_id,
                columns,
                estimate,
            } => Self::Started(PlaygroundStarted {
                run_id: ID(run_id),
                columns: columns.into_iter().map(Into::into).collect(),
                estimate: estimate.into(),
            }),
            RunEvent::Text { position, text } => Self::Text(PlaygroundText {
                position: position as u32,
                text,
            }),
            RunEvent::ColumnEnded(answer) => Self::ColumnEnded(PlaygroundColumnEnded {
                answer: (*answer).into(),
            }),
            RunEvent::Finished(run) => Self::Finished(PlaygroundFinished {
                run: (*run?).into(),
            }),
        })
    }
}

/// Spec point 3: how many tests a user ran. Each model's answer is a test (in all and per
/// maker); `multiModel` counts runs, each one prompt on several models.
#[derive(SimpleObject)]
pub struct TestingAnalytics {
    pub user_id: ID,
    pub email: String,
    pub overall: u64,
    pub anthropic: u64,
    pub openai: u64,
    pub gemini: u64,
    pub mistral: u64,
    pub amazon: u64,
    pub meta: u64,
    pub multi_model: u64,
}

impl From<TestingView> for TestingAnalytics {
    fn from(t: TestingView) -> Self {
        let of = |family: Family| {
            t.counts
                .by_family
                .iter()
                .find(|(f, _)| *f == family)
                .map_or(0, |(_, n)| *n)
        };
        Self {
            user_id: ID(t.user_id.clone()),
            email: t.email.clone(),
            overall: t.counts.answers,
            anthropic: of(Family::Anthropic),
            openai: of(Family::Openai),
            gemini: of(Family::Gemini),
            mistral: of(Family::Mistral),
            amazon: of(Family::Amazon),
            meta: of(Family::Meta),
            multi_model: t.counts.runs,
        }
    }
}

/// The wire protocol an API key's provider speaks.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "ProviderVendor")]
pub enum VendorGql {
    /// OpenAI, or any OpenAI-compatible server (give its base URL).
    Openai,
    Anthropic,
    Gemini,
}

impl From<Vendor> for VendorGql {
    fn from(v: Vendor) -> Self {
        match v {
            Vendor::Openai => Self::Openai,
            Vendor::Anthropic => Self::Anthropic,
            Vendor::Gemini => Self::Gemini,
        }
    }
}

impl From<VendorGql> for Vendor {
    fn from(v: VendorGql) -> Self {
        match v {
            VendorGql::Openai => Self::Openai,
            VendorGql::Anthropic => Self::Anthropic,
            VendorGql::Gemini => Self::Gemini,
        }
    }
}

/// One of the caller's own API keys, for their testing playground runs. The key itself is
/// never sent back: only its last four characters.
#[derive(SimpleObject)]
pub struct ProviderKey {
    pub id: ID,
    /// The provider's name in model ids ("<name>/<model>").
    pub name: String,
    pub vendor: VendorGql,
    pub base_url: Option<String>,
    pub models: Vec<String>,
    pub key_last4: String,
    pub created_at: DateTime<Utc>,
    /// When the key last answered the check call.
    pub checked_at: DateTime<Utc>,
}

impl From<ProviderKeyView> for ProviderKey {
    fn from(k: ProviderKeyView) -> Self {
        Self {
            id: ID(k.id),
            name: k.name,
            vendor: k.vendor.into(),
            base_url: k.base_url,
            models: k.models,
            key_last4: k.last4,
            created_at: k.created_at,
            checked_at: k.checked_at,
        }
    }
}

/// An API key to add: checked with a one-token call on its first model before it is kept.
#[derive(InputObject)]
pub struct ProviderKeyInput {
    /// Letters, digits, dashes or underscores (up to 40); it names the provider in model ids.
    pub name: String,
    pub vendor: VendorGql,
    /// For an OpenAI-compatible server other than OpenAI's: its API base, https.
    pub base_url: Option<String>,
    /// 1 to 6 model names the key can use.
    pub models: Vec<String>,
    pub api_key: String,
}

impl From<ProviderKeyInput> for KeyInput {
    fn from(i: ProviderKeyInput) -> Self {
        Self {
            name: i.name,
            vendor: i.vendor.into(),
            base_url: i.base_url,
            models: i.models,
            api_key: i.api_key,
        }
    }
}

/// A winner kept in the library, and the run that chose it.
#[derive(SimpleObject)]
pub struct SavedWinner {
    pub run: PlaygroundRun,
    pub prompt: super::library::SavedPromptGql,
}
