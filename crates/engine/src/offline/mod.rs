//! The offline engine: deterministic prompt compilation with no network. The same request
//! always gives the same prompt.

mod image;
mod json;
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
}

impl Compile<'_> {
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
