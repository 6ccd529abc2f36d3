//! What a generation is asked for, and what it gives back.

use serde::Serialize;

/// The three prompt tiers (spec point 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Tier {
    /// Fast: one compact, well-formed prompt.
    Primer,
    /// Deeper: a sectioned prompt with steps, checks and stated assumptions.
    Amplifier,
    /// Most powerful: a planned prompt with inputs, a reasoning scaffold, a critique-and-revise
    /// pass and clarifying questions.
    Mastermind,
}

/// Image model families whose parameters the image generator knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum ImageFamily {
    /// Midjourney: parameters as `--ar`, `--style`, `--no` suffixes.
    Midjourney,
    /// Stable Diffusion / SDXL / Flux-style pipelines: weighted keywords, a separate negative
    /// prompt, sampler settings.
    StableDiffusion,
    /// OpenAI's GPT-4o / gpt-image models ("O4 image"): natural-language description; size
    /// and quality are API parameters.
    GptImage,
}

/// Video models.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum VideoModel {
    /// Google Veo 3: 4, 6 or 8 s clips with native audio; dialogue in quotes.
    Veo3,
    /// OpenAI Sora 2: 4, 8 or 12 s clips; shot blocks, parameters out of the prose.
    Sora2,
}

/// Which generator runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Generator {
    Text(Tier),
    Image(ImageFamily),
    Video(VideoModel),
    /// A JSON-structured prompt (the spec's JSON prompting model).
    Json,
}

/// One generation request. `context` is the text of the user's active Context Genie, if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    pub generator: Generator,
    pub description: String,
    pub context: Option<String>,
    /// Veo 3 only: an image given as the first frame (already checked by the caller).
    pub has_reference_image: bool,
    /// Which version of the prompt: 0 is the default; "Try again" asks for the next one. The
    /// same request and variant always give the same prompt; another variant words, orders and
    /// fills the defaults differently, never changing what the user stated.
    pub variant: u32,
    /// Mastermind only: print the plan and the critique (`<thinking>`, `<critique>`) in the
    /// answer. Off by default: the model plans and reviews before answering, but the chat
    /// answer holds only the result.
    pub show_reasoning: bool,
}

impl Request {
    pub fn new(generator: Generator, description: impl Into<String>) -> Self {
        Self {
            generator,
            description: description.into(),
            context: None,
            has_reference_image: false,
            variant: 0,
            show_reasoning: false,
        }
    }

    pub fn with_variant(mut self, variant: u32) -> Self {
        self.variant = variant;
        self
    }

    pub fn with_reasoning_shown(mut self, shown: bool) -> Self {
        self.show_reasoning = shown;
        self
    }

    pub fn with_context(mut self, context: impl Into<String>) -> Self {
        self.context = Some(context.into());
        self
    }
}

/// A generated prompt.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Generated {
    /// The prompt to paste into the target model.
    pub prompt: String,
    /// What was improved, one short line each ("Added a role", "Specified the output format").
    pub improvements: Vec<String>,
    /// The kind of task the description was read as.
    pub task_kind: String,
    /// API parameters kept out of the prose (image and video generators), as JSON.
    pub parameters: Option<serde_json::Value>,
}
