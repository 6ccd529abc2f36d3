//! The offline engine: deterministic prompt compilation with no network. The same request
//! and variant always give the same prompt; another variant gives another valid prompt (see
//! [`Compile::vary`]).

mod image;
mod json;
mod media_lang;
mod profiles;
mod scene;
mod text;
mod video;

use crate::{
    Error, Generated, Generator, Request, Result,
    analysis::{Analysis, analyse, clean},
};

/// The built-in engine. Stateless, so one value serves every request.
#[derive(Debug, Clone, Copy, Default)]
pub struct OfflineEngine;

impl OfflineEngine {
    pub fn generate(&self, request: &Request) -> Result<Generated> {
        let analysis = analyse(&request.description);
        if !analysis.task.chars().any(char::is_alphanumeric) {
            return Err(Error::EmptyDescription);
        }
        let context = request
            .context
            .as_deref()
            .map(clean)
            .filter(|c| !c.is_empty());
        let ctx = Compile {
            analysis: &analysis,
            context: context.as_deref(),
            has_reference_image: request.has_reference_image,
            variant: request.variant,
            show_reasoning: request.show_reasoning,
        };
        Ok(match request.generator {
            Generator::Text(tier) => text::compile(&ctx, tier),
            Generator::Image(family) => image::compile(&ctx, family),
            Generator::Video(model) => video::compile(&ctx, model),
            Generator::Json => json::compile(&ctx),
        })
    }
}

/// What every compiler gets.
pub(crate) struct Compile<'a> {
    pub analysis: &'a Analysis,
    pub context: Option<&'a str>,
    pub has_reference_image: bool,
    pub variant: u32,
    pub show_reasoning: bool,
}

/// The places a variant can change. A lead slot is one every prompt of a generator has (the
/// role line and the order of the profile's lines in a text prompt, the composition of an
/// image, the framing of a clip): it never takes the same choice in two consecutive variants,
/// so "Try again" always shows a change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Slot {
    /// Lead: how the role is introduced ("You are…", "Act as…").
    RoleFrame,
    /// Lead: how an image is composed.
    Composition,
    /// Lead: how a clip is framed.
    Framing,
    /// Lead: the order of the profile's own constraints, checks and questions (never the
    /// user's requirements, which always come first).
    Order,
    /// Which of the open assumptions are stated.
    Assumptions,
    /// Defaults the task left open: style, light, lens, camera move.
    Look,
    Light,
    Lens,
    Camera,
}

impl Slot {
    fn is_lead(self) -> bool {
        matches!(
            self,
            Slot::RoleFrame | Slot::Composition | Slot::Framing | Slot::Order
        )
    }
}

impl Compile<'_> {
    /// The index, out of `n` choices, this request's variant takes at `slot`. Variant 0 always
    /// takes the first choice (the default prompt). A lead slot cycles through the other
    /// choices (1, 2, …, n-1, 1, …); the others step by one from an offset of their own, so
    /// two consecutive variants differ wherever a slot has two choices or more.
    pub fn vary(&self, slot: Slot, n: usize) -> usize {
        if n <= 1 || self.variant == 0 {
            return 0;
        }
        let v = self.variant as usize;
        if slot.is_lead() {
            1 + (v - 1) % (n - 1)
        } else {
            (v + slot as usize) % n
        }
    }

    /// One of `options` for this variant at `slot`; the first for variant 0.
    pub fn choose<'o, T>(&self, slot: Slot, options: &'o [T]) -> &'o T {
        &options[self.vary(slot, options.len())]
    }

    /// `items` rotated by this variant at `slot`: the same items, another order.
    pub fn rotate<T: Clone>(&self, slot: Slot, items: &[T]) -> Vec<T> {
        let mut out = items.to_vec();
        if !out.is_empty() {
            let by = self.vary(slot, out.len());
            out.rotate_left(by);
        }
        out
    }

    /// Fills `{audience}`, `{topic}` and `{language}` in profile text.
    pub fn fill(&self, template: &str) -> String {
        let a = self.analysis;
        template
            .replace("{audience}", a.audience.as_deref().unwrap_or("the reader"))
            .replace("{topic}", a.topic.as_deref().unwrap_or("the subject"))
            .replace("{language}", a.language.unwrap_or("software"))
            .replace("{count}", a.count.as_deref().unwrap_or("three"))
    }
}

/// Finds the first keyword of `options` in `lower` as whole words (or their plural), returning
/// its mapped value: "train" does not contain "rain", nor "afternoon" "noon".
pub(crate) fn pick<'a>(lower: &str, options: &[(&str, &'a str)]) -> Option<&'a str> {
    let padded: String = format!(" {lower} ")
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || matches!(c, ':' | '-' | '\'') {
                c
            } else {
                ' '
            }
        })
        .collect();
    options
        .iter()
        .find(|(k, _)| padded.contains(&format!(" {k} ")) || padded.contains(&format!(" {k}s ")))
        .map(|(_, v)| *v)
}
