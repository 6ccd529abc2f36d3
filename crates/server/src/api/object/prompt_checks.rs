//! Prompt variables, lint findings and the token and cost preview, as the schema shows them.
//! Places in the text (`start`, `end`) are counted in UTF-16 code units, as JavaScript strings
//! index them, so the web app can apply a fix with `slice`.

use async_graphql::{Enum, Json, SimpleObject};
use domain::{
    lint::{Finding, Severity},
    variables::{self, FillError, Kind, Segment, TemplateError, Variable},
};

use crate::app::prompt_checks::{ModelTokens, PromptAnalysis};

/// Where byte `at` of `text` is, in UTF-16 code units.
fn utf16(text: &str, at: usize) -> u32 {
    let at = (0..=at.min(text.len()))
        .rev()
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(0);
    u32::try_from(text[..at].encode_utf16().count()).unwrap_or(u32::MAX)
}

/// What a variable holds.
#[derive(Enum, Clone, Copy, PartialEq, Eq)]
pub enum VariableType {
    /// One line of text.
    Text,
    /// Several lines.
    Long,
    Number,
    /// One of `options`.
    Options,
}

/// A `{{name: type = default}}` variable of a prompt, its declarations merged.
#[derive(SimpleObject)]
pub struct PromptVariable {
    pub name: String,
    #[graphql(name = "type")]
    pub kind: VariableType,
    /// The choices of an OPTIONS variable (empty otherwise).
    pub options: Vec<String>,
    pub default: Option<String>,
    /// No default: the form must have a value.
    pub required: bool,
}

impl From<Variable> for PromptVariable {
    fn from(v: Variable) -> Self {
        let (kind, options) = match v.kind {
            Kind::Text => (VariableType::Text, Vec::new()),
            Kind::Long => (VariableType::Long, Vec::new()),
            Kind::Number => (VariableType::Number, Vec::new()),
            Kind::Options(options) => (VariableType::Options, options),
        };
        Self {
            name: v.name,
            kind,
            options,
            default: v.default,
            required: v.required,
        }
    }
}

/// A piece of a prompt to fill: `text` as it reads, or `variable`, the name whose value goes
/// there (its default when the user gives none). Exactly one is set.
#[derive(SimpleObject)]
pub struct PromptSegment {
    pub text: Option<String>,
    pub variable: Option<String>,
}

/// Something wrong in a prompt's variables, where it is.
#[derive(SimpleObject)]
pub struct VariableError {
    /// "Line 2, column 3: …".
    pub message: String,
    pub line: u32,
    pub column: u32,
    /// UTF-16 offset.
    pub offset: u32,
}

/// A prompt's variables: the form to fill and how to fill it. With `errors`, the text is plain
/// text (no variables).
#[derive(SimpleObject)]
pub struct PromptTemplate {
    pub variables: Vec<PromptVariable>,
    /// Join them, each variable replaced by its value, for the filled prompt.
    pub segments: Vec<PromptSegment>,
    pub errors: Vec<VariableError>,
}

impl PromptTemplate {
    /// The template of `text`.
    pub fn of(text: &str) -> Self {
        match variables::parse(text) {
            Ok(template) => Self {
                variables: template
                    .variables()
                    .unwrap_or_default()
                    .into_iter()
                    .map(Into::into)
                    .collect(),
                segments: template.segments().into_iter().map(segment).collect(),
                errors: Vec::new(),
            },
            Err(errors) => Self::plain(text, &errors),
        }
    }

    fn plain(text: &str, errors: &[TemplateError]) -> Self {
        Self {
            variables: Vec::new(),
            segments: vec![PromptSegment {
                text: Some(text.to_owned()),
                variable: None,
            }],
            errors: errors.iter().map(|e| error(text, e)).collect(),
        }
    }
}

fn segment(s: Segment) -> PromptSegment {
    match s {
        Segment::Text(text) => PromptSegment {
            text: Some(text),
            variable: None,
        },
        Segment::Variable(name) => PromptSegment {
            text: None,
            variable: Some(name),
        },
    }
}

fn error(text: &str, e: &TemplateError) -> VariableError {
    VariableError {
        message: e.to_string(),
        line: u32::try_from(e.line).unwrap_or(u32::MAX),
        column: u32::try_from(e.column).unwrap_or(u32::MAX),
        offset: utf16(text, e.offset),
    }
}

#[derive(Enum, Clone, Copy, PartialEq, Eq)]
pub enum LintSeverity {
    Info,
    Warning,
}

/// Replace `start..end` (UTF-16) with `text`.
#[derive(SimpleObject)]
pub struct TextEdit {
    pub start: u32,
    pub end: u32,
    pub text: String,
}

/// A one-click fix: apply its edits (they do not overlap) to the text the finding was for.
#[derive(SimpleObject)]
pub struct LintFix {
    pub label: String,
    pub edits: Vec<TextEdit>,
}

/// Advice about a prompt.
#[derive(SimpleObject)]
pub struct LintFinding {
    /// The rule's id: no-output-format, no-audience, no-length, contradiction,
    /// example-disagrees, unfilled-variable, buried-instruction, personal-data.
    pub rule: String,
    pub severity: LintSeverity,
    pub message: String,
    /// Where (UTF-16), when it is somewhere in particular.
    pub start: Option<u32>,
    pub end: Option<u32>,
    pub fix: Option<LintFix>,
}

fn finding(text: &str, f: Finding) -> LintFinding {
    LintFinding {
        rule: f.rule.as_str().to_owned(),
        severity: match f.severity {
            Severity::Info => LintSeverity::Info,
            Severity::Warning => LintSeverity::Warning,
        },
        message: f.message,
        start: f.span.as_ref().map(|s| utf16(text, s.start)),
        end: f.span.as_ref().map(|s| utf16(text, s.end)),
        fix: f.fix.map(|fix| LintFix {
            label: fix.label,
            edits: fix
                .edits
                .into_iter()
                .map(|e| TextEdit {
                    start: utf16(text, e.range.start),
                    end: utf16(text, e.range.end),
                    text: e.text,
                })
                .collect(),
        }),
    }
}

/// The prompt's tokens on one of the operator's models, and what a run costs.
#[derive(SimpleObject)]
pub struct ModelTokenCount {
    /// "<provider>/<model>".
    pub model_id: String,
    pub tokens: u32,
    /// Counted with the model's own tokenizer; else estimated at 4 characters a token.
    pub exact: bool,
    /// The prompt in, in US dollars; null without a price.
    pub input_cost_usd: Option<f64>,
    /// The prompt in and the most a model may write out in the playground.
    pub run_cost_usd: Option<f64>,
}

impl From<ModelTokens> for ModelTokenCount {
    fn from(m: ModelTokens) -> Self {
        Self {
            model_id: m.model.key(),
            tokens: m.tokens,
            exact: m.exact,
            input_cost_usd: m.input_cost.map(|c| c.dollars()),
            run_cost_usd: m.run_cost.map(|c| c.dollars()),
        }
    }
}

/// Everything known about a prompt before it runs or is saved.
#[derive(SimpleObject)]
pub struct PromptAnalysisGql {
    pub template: PromptTemplate,
    pub lint: Vec<LintFinding>,
    /// For any model: characters / 4.
    pub estimated_tokens: u32,
    /// Each of the operator's models (empty when none is configured).
    pub models: Vec<ModelTokenCount>,
    /// Values the chosen Context Genie gives, by variable name.
    pub context_values: Json<std::collections::HashMap<String, String>>,
}

impl PromptAnalysisGql {
    pub fn new(text: &str, analysis: PromptAnalysis) -> Self {
        let template = if analysis.errors.is_empty() {
            PromptTemplate::of(text)
        } else {
            PromptTemplate::plain(text, &analysis.errors)
        };
        Self {
            template,
            lint: analysis
                .findings
                .into_iter()
                .map(|f| finding(text, f))
                .collect(),
            estimated_tokens: analysis.estimated_tokens,
            models: analysis.models.into_iter().map(Into::into).collect(),
            context_values: Json(analysis.context_values),
        }
    }
}

/// A variable the prompt could not be filled without.
#[derive(SimpleObject)]
pub struct VariableFillError {
    pub name: String,
    pub message: String,
}

impl From<FillError> for VariableFillError {
    fn from(e: FillError) -> Self {
        Self {
            name: e.name,
            message: e.message,
        }
    }
}

/// A prompt filled in, or why not.
#[derive(SimpleObject)]
pub struct FilledPrompt {
    /// Null when a variable could not be filled.
    pub text: Option<String>,
    pub errors: Vec<VariableFillError>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_are_counted_as_javascript_does() {
        // "é" is 2 bytes and 1 UTF-16 unit; "😀" 4 bytes and 2 units.
        let text = "é😀x";
        assert_eq!(utf16(text, 0), 0);
        assert_eq!(utf16(text, 2), 1);
        assert_eq!(utf16(text, 6), 3);
        assert_eq!(utf16(text, 7), 4);
        // Inside a character: its start.
        assert_eq!(utf16(text, 3), 1);
    }
}
