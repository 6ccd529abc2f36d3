//! LLM providers behind one interface, through the `genai` client crate: OpenAI and any
//! OpenAI-compatible endpoint (Ollama, vLLM, llama.cpp server, Mistral, Groq), Anthropic and
//! Google Gemini.
//!
//! Each call streams, with a deadline for the first token and for every gap between tokens (a
//! stalled stream fails instead of hanging). A 429 or 5xx before the first token is retried
//! once after a short backoff. [`Providers`] tries each configured provider in order; the caller
//! falls back to the offline engine when all fail. The meta-prompts are files in
//! `meta-prompts/`, compiled into the binary.
//!
//! Output is capped per generator ([`OutputCaps`]) twice: the cap goes to the vendor as its
//! max-tokens parameter, and the stream is no longer read once the text passes the cap
//! (estimated at [`CHARS_PER_TOKEN`] characters a token), for servers that ignore the parameter.
//! A capped answer is kept, marked [`Answer::capped`].

use std::time::Duration;

use futures::StreamExt;
use genai::{
    ModelIden, ServiceTarget,
    adapter::AdapterKind,
    chat::{ChatMessage, ChatOptions, ChatRequest, ChatStreamEvent},
    resolver::{AuthData, Endpoint, ServiceTargetResolver},
};

use crate::{Generator, ImageFamily, Request, Tier, VideoModel};

const OUTPUT_RULES: &str = include_str!("../meta-prompts/_output.md");

/// The judge's instructions and rubric (the testing playground's closed loop).
/// The /metrics histogram of each provider's time to a whole answer (or to its failure), by
/// provider and outcome (`ok` or `error`).
pub const PROVIDER_LATENCY_METRIC: &str = "llm_provider_duration_seconds";

pub const JUDGE_PROMPT: &str = include_str!("../meta-prompts/judge.md");
/// The most a judge may write: two scores with a reason each.
pub const JUDGE_MAX_TOKENS: u32 = 400;

/// What the judge is asked: the task, then the two answers in the order given, each fenced
/// by a line that names it, so an answer cannot pose as the other or as the instructions.
pub fn judge_message(task: &str, first: &str, second: &str) -> String {
    format!(
        "The task:\n<<<TASK\n{task}\nTASK>>>\n\nThe first answer:\n<<<FIRST\n{first}\nFIRST>>>\n\nThe second answer:\n<<<SECOND\n{second}\nSECOND>>>\n\nScore both answers as your instructions say. JSON only."
    )
}
const IMPROVEMENTS_MARKER: &str = "---IMPROVEMENTS---";

/// The system prompt for a generator: its meta-prompt, then the shared output rules.
pub fn meta_prompt(generator: Generator) -> String {
    let (body, target) = match generator {
        Generator::Text(Tier::Primer) => (include_str!("../meta-prompts/primer.md"), ""),
        Generator::Text(Tier::Amplifier) => (include_str!("../meta-prompts/amplifier.md"), ""),
        Generator::Text(Tier::Mastermind) => (include_str!("../meta-prompts/mastermind.md"), ""),
        Generator::Image(ImageFamily::Midjourney) => (
            include_str!("../meta-prompts/image.md"),
            "Target: Midjourney. End with parameters such as `--ar 16:9 --style raw --v 7 --no …`.",
        ),
        Generator::Image(ImageFamily::StableDiffusion) => (
            include_str!("../meta-prompts/image.md"),
            "Target: Stable Diffusion / SDXL. Write comma-separated descriptors, then a line `Negative prompt: …`.",
        ),
        Generator::Image(ImageFamily::GptImage) => (
            include_str!("../meta-prompts/image.md"),
            "Target: OpenAI GPT image models. Write natural sentences; no parameter syntax.",
        ),
        Generator::Video(VideoModel::Veo3) => (include_str!("../meta-prompts/veo3.md"), ""),
        Generator::Video(VideoModel::Sora2) => (include_str!("../meta-prompts/sora2.md"), ""),
        Generator::Json => (include_str!("../meta-prompts/json.md"), ""),
    };
    let mut prompt = body.trim().to_owned();
    if !target.is_empty() {
        prompt.push_str("\n\n");
        prompt.push_str(target);
    }
    prompt.push_str("\n\n");
    prompt.push_str(OUTPUT_RULES.trim());
    prompt
}

/// The user message: the description, the saved context, and the reference image note.
fn user_message(request: &Request) -> String {
    let mut text = format!(
        "<task_description>\n{}\n</task_description>",
        request.description.trim()
    );
    if let Some(context) = request.context.as_deref().filter(|c| !c.trim().is_empty()) {
        text.push_str(&format!(
            "\n\n<saved_context>\n{}\n</saved_context>",
            context.trim()
        ));
    }
    if request.has_reference_image {
        text.push_str("\n\nA first-frame image is provided with this request.");
    }
    if request.show_reasoning {
        text.push_str("\n\nThe user wants to see the reasoning: the prompt asks the model to plan inside <thinking> tags and to review its draft inside <critique> tags, in the answer, before the final result.");
    }
    if request.variant > 0 {
        text.push_str(&format!(
            "\n\nThis is attempt {} at this task: write a noticeably different prompt (another role wording, structure, angle or examples) that is just as faithful to the task.",
            request.variant + 1
        ));
    }
    text
}

/// Splits a model's answer into the prompt and the improvement lines.
pub fn split_output(text: &str) -> (String, Vec<String>) {
    match text.split_once(IMPROVEMENTS_MARKER) {
        Some((prompt, rest)) => {
            let improvements = rest
                .lines()
                .filter_map(|l| {
                    l.trim()
                        .strip_prefix("- ")
                        .or_else(|| l.trim().strip_prefix("* "))
                })
                .map(|l| l.trim().to_owned())
                .filter(|l| !l.is_empty())
                .take(8)
                .collect();
            (prompt.trim().to_owned(), improvements)
        }
        None => (text.trim().to_owned(), Vec::new()),
    }
}

/// Which wire protocol a provider speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ProviderKind {
    /// OpenAI, or any OpenAI-compatible server (set `base_url`).
    Openai,
    Anthropic,
    Gemini,
}

/// Model names per tier and generator; `default` fills the gaps.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct Models {
    pub default: Option<String>,
    pub primer: Option<String>,
    pub amplifier: Option<String>,
    pub mastermind: Option<String>,
    pub image: Option<String>,
    pub video: Option<String>,
    pub json: Option<String>,
    /// The assistant chat's model.
    pub chat: Option<String>,
}

impl Models {
    /// The assistant chat's model: `chat`, else `default`.
    pub fn for_chat(&self) -> Option<&str> {
        self.chat
            .as_deref()
            .or(self.default.as_deref())
            .filter(|m| !m.is_empty())
    }

    /// Every model named, once each, in the order of the fields.
    pub fn all(&self) -> Vec<&str> {
        let mut all: Vec<&str> = Vec::new();
        for model in [
            &self.default,
            &self.primer,
            &self.amplifier,
            &self.mastermind,
            &self.image,
            &self.video,
            &self.json,
            &self.chat,
        ]
        .into_iter()
        .flatten()
        {
            if !model.is_empty() && !all.contains(&model.as_str()) {
                all.push(model);
            }
        }
        all
    }

    pub fn for_generator(&self, generator: Generator) -> Option<&str> {
        let specific = match generator {
            Generator::Text(Tier::Primer) => &self.primer,
            Generator::Text(Tier::Amplifier) => &self.amplifier,
            Generator::Text(Tier::Mastermind) => &self.mastermind,
            Generator::Image(_) => &self.image,
            Generator::Video(_) => &self.video,
            Generator::Json => &self.json,
        };
        specific
            .as_deref()
            .or(self.default.as_deref())
            .filter(|m| !m.is_empty())
    }
}

/// How many characters a token is taken to be when a stream is measured against its cap: about
/// right for English with the vendors' tokenizers (OpenAI and Anthropic say ~4), so the guard
/// ends a stream near where the vendor's own cap would.
pub const CHARS_PER_TOKEN: usize = 4;

/// The most output tokens a provider may write, per generator. 0 means no cap (not advised: a
/// model that runs on then writes until its context is full or the time budget ends).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct OutputCaps {
    pub primer: u32,
    pub amplifier: u32,
    pub mastermind: u32,
    /// Every image family (Midjourney, Stable Diffusion, GPT image).
    pub image: u32,
    /// Veo 3 and Sora 2.
    pub video: u32,
    pub json: u32,
}

impl Default for OutputCaps {
    /// About twice the longest answer each meta-prompt asks for, improvements included (see
    /// docs/configuration.md): room for a good answer, and an end to one that runs on.
    fn default() -> Self {
        Self {
            primer: 600,
            amplifier: 1200,
            mastermind: 2000,
            image: 400,
            video: 700,
            json: 1200,
        }
    }
}

impl OutputCaps {
    /// The cap for a generator, or `None` when it is 0 (no cap).
    pub fn for_generator(&self, generator: Generator) -> Option<u32> {
        let cap = match generator {
            Generator::Text(Tier::Primer) => self.primer,
            Generator::Text(Tier::Amplifier) => self.amplifier,
            Generator::Text(Tier::Mastermind) => self.mastermind,
            Generator::Image(_) => self.image,
            Generator::Video(_) => self.video,
            Generator::Json => self.json,
        };
        (cap > 0).then_some(cap)
    }
}

/// One configured provider.
#[derive(Debug, Clone)]
pub struct ProviderSettings {
    /// A name for logs and the `engine` field of results ("openai", "local-ollama").
    pub name: String,
    pub kind: ProviderKind,
    /// The API base, ending in `/` (for example `http://127.0.0.1:11434/v1/` for Ollama).
    pub base_url: Option<String>,
    pub api_key: Option<String>,
    pub models: Models,
    /// Deadline for the first token and for each gap between tokens.
    pub idle_timeout: Duration,
    /// Deadline for the whole answer.
    pub total_timeout: Duration,
    /// Pause before the one retry of a 429 or 5xx.
    pub retry_backoff: Duration,
    /// The most output tokens per generator.
    pub max_output_tokens: OutputCaps,
}

/// Why a provider call failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProviderError {
    #[error("no model configured for this generator")]
    NoModel,
    #[error("HTTP {0}")]
    Status(u16),
    #[error("timed out")]
    Timeout,
    #[error("the stream stalled")]
    Stalled,
    #[error("empty answer")]
    Empty,
    #[error("{0}")]
    Other(String),
}

impl ProviderError {
    fn retryable(&self) -> bool {
        matches!(self, Self::Status(429) | Self::Status(500..=599))
    }

    /// Whether the error, or any error under it, is a deadline passing. A stream cut by the
    /// HTTP client's whole-answer deadline arrives as genai's "Web stream error" wrapping the
    /// transport error that timed out, so the whole chain is read, not only the top.
    fn timed_out(err: &(dyn std::error::Error + 'static)) -> bool {
        std::iter::successors(Some(err), |e| e.source()).any(|e| {
            let text = e.to_string().to_lowercase();
            text.contains("timed out") || text.contains("timeout")
        }) || matches!(
            err.downcast_ref::<genai::Error>(),
            Some(genai::Error::WebStream { error, .. }) if Self::timed_out(error.as_ref())
        )
    }

    fn from_genai(err: &genai::Error) -> Self {
        // A streamed call reports an HTTP failure as a stream error wrapping the HTTP error.
        let status = err.status().or_else(|| match err {
            genai::Error::WebStream { error, .. } => error
                .downcast_ref::<genai::Error>()
                .and_then(genai::Error::status),
            _ => None,
        });
        match status {
            Some(status) => Self::Status(status.as_u16()),
            None => {
                let text = err.to_string();
                if Self::timed_out(err) {
                    Self::Timeout
                } else {
                    Self::Other(
                        text.lines()
                            .next()
                            .unwrap_or_default()
                            .chars()
                            .take(200)
                            .collect(),
                    )
                }
            }
        }
    }
}

/// What a stream of text tells its listener.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Delta<'a> {
    /// More text of the answer.
    Text(&'a str),
    /// Forget the text so far: a provider failed mid-answer and another starts over.
    Reset,
}

/// A finished answer from a provider.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    pub prompt: String,
    pub improvements: Vec<String>,
    /// "<provider>:<model>".
    pub engine: String,
    /// The answer reached the generator's output cap (the vendor stopped at its max-tokens
    /// limit, or the stream passed the cap and was no longer read): the text ends there,
    /// likely mid-sentence and without improvements.
    pub capped: bool,
}

pub struct Provider {
    settings: ProviderSettings,
    client: genai::Client,
}

impl std::fmt::Debug for Provider {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Provider")
            .field("name", &self.settings.name)
            .field("kind", &self.settings.kind)
            .finish()
    }
}

impl Provider {
    pub fn new(settings: ProviderSettings) -> Result<Self, ProviderError> {
        let kind = match settings.kind {
            ProviderKind::Openai => AdapterKind::OpenAI,
            ProviderKind::Anthropic => AdapterKind::Anthropic,
            ProviderKind::Gemini => AdapterKind::Gemini,
        };
        let base_url = settings
            .base_url
            .clone()
            .map(|u| if u.ends_with('/') { u } else { format!("{u}/") });
        // Local OpenAI-compatible servers take no key; genai wants one, so send a placeholder.
        let key = settings
            .api_key
            .clone()
            .unwrap_or_else(|| "none".to_owned());
        let resolver = ServiceTargetResolver::from_resolver_fn(
            move |target: ServiceTarget| -> Result<ServiceTarget, genai::resolver::Error> {
                let endpoint = match &base_url {
                    Some(url) => Endpoint::from_owned(url.clone()),
                    None => target.endpoint,
                };
                Ok(ServiceTarget {
                    endpoint,
                    auth: AuthData::from_single(key.clone()),
                    model: ModelIden::new(kind, target.model.model_name),
                })
            },
        );
        let web = genai::WebConfig::default()
            .with_timeout(settings.total_timeout)
            .with_connect_timeout(Duration::from_secs(10));
        let client = genai::Client::builder()
            .with_service_target_resolver(resolver)
            .with_web_config(web)
            .build()
            .map_err(|e| ProviderError::Other(e.to_string()))?;
        Ok(Self { settings, client })
    }

    pub fn name(&self) -> &str {
        &self.settings.name
    }

    /// The settings it was made with.
    pub fn settings(&self) -> &ProviderSettings {
        &self.settings
    }

    /// Streams an answer to `on_delta`, retrying a 429/5xx once if nothing was streamed yet.
    pub async fn generate(
        &self,
        request: &Request,
        on_delta: &mut (dyn FnMut(Delta<'_>) + Send),
    ) -> Result<Answer, ProviderError> {
        let model = self
            .settings
            .models
            .for_generator(request.generator)
            .ok_or(ProviderError::NoModel)?
            .to_owned();
        let cap = self
            .settings
            .max_output_tokens
            .for_generator(request.generator);
        // Stop forwarding at the improvements marker: that part is not the prompt.
        let mut forward = |text: &str, before: usize| {
            let visible_end = text.find(IMPROVEMENTS_MARKER).unwrap_or(text.len());
            let shown = visible_end > before;
            if shown {
                on_delta(Delta::Text(&text[before..visible_end]));
            }
            shown
        };
        let mut retried = false;
        let streamed = loop {
            let chat = ChatRequest::new(vec![
                ChatMessage::system(meta_prompt(request.generator)),
                ChatMessage::user(user_message(request)),
            ]);
            let result = self.stream(&model, chat, 0.2, cap, &mut forward).await;
            if !self.retry(&result, &mut retried).await {
                break result.map_err(|(e, _)| e)?;
            }
        };
        let (prompt, improvements) = split_output(&streamed.text);
        if prompt.is_empty() {
            return Err(ProviderError::Empty);
        }
        Ok(Answer {
            prompt,
            improvements,
            engine: format!("{}:{model}", self.settings.name),
            capped: streamed.capped,
        })
    }

    /// Runs `prompt` as it is (no meta-prompt) on one of this provider's models, streaming the
    /// text to `on_text`, with at most `max_tokens` of output: the testing playground's call.
    /// The same deadlines and the same one retry of a 429/5xx as [`Provider::generate`].
    pub async fn complete(
        &self,
        model: &str,
        prompt: &str,
        max_tokens: u32,
        on_text: &mut (dyn FnMut(&str) + Send),
    ) -> Result<Completion, ProviderError> {
        self.ask(model, None, prompt, 0.7, max_tokens, on_text)
            .await
    }

    /// Asks `model` to judge two answers to `task` against the rubric in
    /// `meta-prompts/judge.md` (the system message), the answers labelled "first" and "second"
    /// in the order given; its answer, to read with `domain::playground::read_verdict`.
    /// Temperature 0, at most [`JUDGE_MAX_TOKENS`] out.
    pub async fn judge(
        &self,
        model: &str,
        task: &str,
        first: &str,
        second: &str,
    ) -> Result<Completion, ProviderError> {
        self.ask(
            model,
            Some(JUDGE_PROMPT),
            &judge_message(task, first, second),
            0.0,
            JUDGE_MAX_TOKENS,
            &mut |_| {},
        )
        .await
    }

    /// One question with the one retry, its answer streamed to `on_text`.
    async fn ask(
        &self,
        model: &str,
        system: Option<&str>,
        message: &str,
        temperature: f64,
        max_tokens: u32,
        on_text: &mut (dyn FnMut(&str) + Send),
    ) -> Result<Completion, ProviderError> {
        let started = std::time::Instant::now();
        let mut first_token = None;
        let mut forward = |text: &str, before: usize| {
            first_token.get_or_insert_with(|| started.elapsed());
            on_text(&text[before..]);
            true
        };
        let mut retried = false;
        let streamed = loop {
            let messages = system
                .map(ChatMessage::system)
                .into_iter()
                .chain(std::iter::once(ChatMessage::user(message)))
                .collect();
            let result = self
                .stream(
                    model,
                    ChatRequest::new(messages),
                    temperature,
                    Some(max_tokens),
                    &mut forward,
                )
                .await;
            if !self.retry(&result, &mut retried).await {
                break result.map_err(|(e, _)| e)?;
            }
        };
        if streamed.text.trim().is_empty() {
            return Err(ProviderError::Empty);
        }
        Ok(Completion {
            text: streamed.text,
            capped: streamed.capped,
            usage: streamed.usage,
            first_token,
            total: started.elapsed(),
        })
    }

    /// Whether to call again: once, after the backoff, when the call failed with a 429 or
    /// 5xx before anything was streamed.
    pub(crate) async fn retry(
        &self,
        result: &Result<Streamed, (ProviderError, bool)>,
        retried: &mut bool,
    ) -> bool {
        match result {
            Err((err, false)) if !*retried && err.retryable() => {
                tracing::info!(provider = %self.settings.name, error = %err, "retrying once");
                tokio::time::sleep(self.settings.retry_backoff).await;
                *retried = true;
                true
            }
            _ => false,
        }
    }

    /// One streamed call. Each chunk is added to the text, then `on_text(text, start of the
    /// chunk)` is told; it answers whether it passed anything on. The error says whether
    /// anything was passed on before it. The text is cut at `cap` tokens (estimated at
    /// [`CHARS_PER_TOKEN`] characters a token), sent to the vendor as its max-tokens parameter.
    pub(crate) async fn stream(
        &self,
        model: &str,
        chat: ChatRequest,
        temperature: f64,
        cap: Option<u32>,
        on_text: &mut (dyn FnMut(&str, usize) -> bool + Send),
    ) -> Result<Streamed, (ProviderError, bool)> {
        let mut options = ChatOptions::default()
            .with_temperature(temperature)
            .with_capture_usage(true)
            .with_capture_tool_calls(true);
        if let Some(cap) = cap {
            options = options.with_max_tokens(cap);
        }
        let cap_chars = cap.map(|c| c as usize * CHARS_PER_TOKEN);
        let idle = self.settings.idle_timeout;
        let started = tokio::time::timeout(
            idle,
            self.client.exec_chat_stream(model, chat, Some(&options)),
        )
        .await
        .map_err(|_| (ProviderError::Timeout, false))?
        .map_err(|e| (ProviderError::from_genai(&e), false))?;
        let mut stream = started.stream;
        let mut out = Streamed::default();
        let mut chars = 0;
        let mut streamed = false;
        loop {
            let next = tokio::time::timeout(idle, stream.next())
                .await
                .map_err(|_| (ProviderError::Stalled, streamed))?;
            match next {
                None => break,
                Some(Err(e)) => return Err((ProviderError::from_genai(&e), streamed)),
                Some(Ok(ChatStreamEvent::Chunk(chunk))) => {
                    let mut content = chunk.content.as_str();
                    chars += content.chars().count();
                    // Past the cap: keep the text up to it and stop reading (dropping the
                    // stream closes the connection, which ends the generation server-side).
                    if let Some(limit) = cap_chars.filter(|&limit| chars >= limit) {
                        let keep = content.chars().count() - (chars - limit);
                        let end = content
                            .char_indices()
                            .nth(keep)
                            .map_or(content.len(), |(i, _)| i);
                        content = &content[..end];
                        out.capped = true;
                    }
                    let before = out.text.len();
                    out.text.push_str(content);
                    if out.text.len() > before {
                        streamed |= on_text(&out.text, before);
                    }
                    if out.capped {
                        break;
                    }
                }
                Some(Ok(ChatStreamEvent::End(end))) => {
                    out.capped = end
                        .captured_stop_reason
                        .as_ref()
                        .is_some_and(|reason| reason.is_max_tokens());
                    out.usage = end
                        .captured_usage
                        .as_ref()
                        .and_then(TokenUsage::from_vendor);
                    out.tool_calls = end
                        .captured_content
                        .map(|content| content.into_tool_calls())
                        .unwrap_or_default();
                    break;
                }
                Some(Ok(_)) => {}
            }
        }
        if out.capped {
            tracing::info!(provider = %self.settings.name, model, cap, "the answer reached its output cap");
        }
        Ok(out)
    }
}

/// What one streamed call read.
#[derive(Debug, Default)]
pub(crate) struct Streamed {
    pub(crate) text: String,
    pub(crate) capped: bool,
    pub(crate) usage: Option<TokenUsage>,
    /// The tools the model asked to call (a chat with tools).
    pub(crate) tool_calls: Vec<genai::chat::ToolCall>,
}

/// Tokens in and out of one call, as the vendor counted them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TokenUsage {
    pub input: u32,
    pub output: u32,
}

impl TokenUsage {
    /// The vendor's figures, when it sent both.
    fn from_vendor(usage: &genai::chat::Usage) -> Option<Self> {
        let count = |n: Option<i32>| n.and_then(|n| u32::try_from(n).ok());
        Some(Self {
            input: count(usage.prompt_tokens)?,
            output: count(usage.completion_tokens)?,
        })
    }
}

/// A prompt's answer from one model, with its timings and usage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Completion {
    pub text: String,
    /// The answer reached the output cap and ends there.
    pub capped: bool,
    /// The vendor's token counts, when it reported them.
    pub usage: Option<TokenUsage>,
    /// From the call's start to the first text.
    pub first_token: Option<Duration>,
    /// From the call's start to the answer's end (the retry included).
    pub total: Duration,
}

/// The configured providers, tried in order.
#[derive(Debug, Default)]
pub struct Providers {
    list: Vec<Provider>,
}

/// Every provider failed; each failure, in order, for the log and the user's notice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AllFailed(pub Vec<(String, ProviderError)>);

impl Providers {
    pub fn new(settings: Vec<ProviderSettings>) -> Result<Self, ProviderError> {
        Ok(Self {
            list: settings
                .into_iter()
                .map(Provider::new)
                .collect::<Result<_, _>>()?,
        })
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// Each provider's name with each model it is configured with (generation and chat).
    pub fn models(&self) -> Vec<(&str, &str)> {
        self.list
            .iter()
            .flat_map(|p| p.settings.models.all().into_iter().map(|m| (p.name(), m)))
            .collect()
    }

    /// Tries each provider that has a model for the generator, timing each attempt in
    /// [`PROVIDER_LATENCY_METRIC`]. When one fails after streaming,
    /// `on_delta` gets a [`Delta::Reset`] before the next one starts.
    pub async fn generate(
        &self,
        request: &Request,
        on_delta: &mut (dyn FnMut(Delta<'_>) + Send),
    ) -> Result<Answer, AllFailed> {
        let mut failures = Vec::new();
        for provider in &self.list {
            let mut streamed = false;
            let mut forward = |delta: Delta<'_>| {
                streamed = true;
                on_delta(delta);
            };
            let started = std::time::Instant::now();
            let result = provider.generate(request, &mut forward).await;
            if !matches!(result, Err(ProviderError::NoModel)) {
                let outcome = if result.is_ok() { "ok" } else { "error" };
                metrics::histogram!(
                    PROVIDER_LATENCY_METRIC,
                    "provider" => provider.name().to_owned(),
                    "outcome" => outcome
                )
                .record(started.elapsed().as_secs_f64());
            }
            match result {
                Ok(answer) => return Ok(answer),
                Err(ProviderError::NoModel) => continue,
                Err(err) => {
                    tracing::warn!(provider = provider.name(), error = %err, "provider failed; trying the next");
                    if streamed {
                        on_delta(Delta::Reset);
                    }
                    failures.push((provider.name().to_owned(), err));
                }
            }
        }
        Err(AllFailed(failures))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn output_splits_into_prompt_and_improvements() {
        let (prompt, improvements) = split_output(
            "You are X.\n\nDo Y.\n---IMPROVEMENTS---\n- Added a role\n* Set format\n\nnoise",
        );
        assert_eq!(prompt, "You are X.\n\nDo Y.");
        assert_eq!(improvements, vec!["Added a role", "Set format"]);
        assert_eq!(
            split_output("  just a prompt "),
            ("just a prompt".to_owned(), vec![])
        );
    }

    #[test]
    fn meta_prompts_carry_the_rules() {
        let amplifier = meta_prompt(Generator::Text(Tier::Amplifier));
        assert!(amplifier.contains("Preserve the user's content"));
        assert!(amplifier.contains("up to three assumptions"));
        assert!(amplifier.contains(IMPROVEMENTS_MARKER));
        let mastermind = meta_prompt(Generator::Text(Tier::Mastermind));
        assert!(
            mastermind.contains("Pass 1, plan")
                && mastermind.contains("Pass 3, critique and revise")
        );
        assert!(meta_prompt(Generator::Video(VideoModel::Veo3)).contains("speaking"));
        assert!(
            meta_prompt(Generator::Image(ImageFamily::StableDiffusion)).contains("Negative prompt")
        );
    }

    #[test]
    fn the_user_message_asks_for_another_version_and_for_shown_reasoning_only_when_wanted() {
        let plain = Request::new(Generator::Text(Tier::Mastermind), "plan a launch");
        let message = user_message(&plain);
        assert!(!message.contains("attempt") && !message.contains("<thinking>"));
        let again = user_message(&plain.clone().with_variant(2).with_reasoning_shown(true));
        assert!(again.contains("This is attempt 3"), "{again}");
        assert!(again.contains("<thinking>") && again.contains("<critique>"));
        assert!(
            !meta_prompt(Generator::Text(Tier::Mastermind)).contains("[fill in"),
            "a stated input is never asked for again"
        );
    }

    #[test]
    fn models_fall_back_to_the_default() {
        let models = Models {
            default: Some("m".into()),
            mastermind: Some("big".into()),
            ..Default::default()
        };
        assert_eq!(
            models.for_generator(Generator::Text(Tier::Mastermind)),
            Some("big")
        );
        assert_eq!(models.for_generator(Generator::Json), Some("m"));
        assert_eq!(Models::default().for_generator(Generator::Json), None);
    }
}
