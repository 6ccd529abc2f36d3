//! Prompt variables, the linter, and the token and cost preview (issue 22): what the dashboard,
//! the library editor, the playground and the extension show about a prompt before it is run
//! or saved, and the filling of a prompt's variables. The rules live in `domain::variables`
//! and `domain::lint`; this only gathers what they need (the Context Genie's values, whether
//! the prompt is about to leave for a third party's model, the operator's models and prices).

use std::collections::HashMap;

use domain::{
    lint::{self, Finding},
    playground::{MicroUsd, ModelRef, Price, Tokens},
    variables::{self, FillError, Placeholder, TemplateError, Variable},
};

use super::{App, Error, Result};

/// The longest text analysed (the library's own prompt limit is lower).
pub const MAX_ANALYZED_CHARS: usize = 100_000;

/// What to analyse.
#[derive(Debug, Clone, Default)]
pub struct AnalyzeRequest {
    pub text: String,
    /// The values the user filled in, when the prompt is about to run.
    pub values: Option<HashMap<String, String>>,
    /// A Context Genie of the user's whose `name: value` lines fill matching variables.
    pub context_id: Option<String>,
    /// Whether the prompt goes to a third party's model; unset: whether this server sends
    /// prompts to any.
    pub third_party: Option<bool>,
    /// A one-off task sent as it is (see `domain::lint::Context::plain_text`).
    pub plain_text: bool,
}

/// One model's count and cost for the prompt.
#[derive(Debug, Clone)]
pub struct ModelTokens {
    pub model: ModelRef,
    pub tokens: u32,
    /// Counted with the model's own tokenizer (else estimated).
    pub exact: bool,
    /// The prompt in, at the model's input price.
    pub input_cost: Option<MicroUsd>,
    /// The prompt in and the playground's most output out: the most one run costs.
    pub run_cost: Option<MicroUsd>,
}

/// Everything known about a prompt before it runs.
#[derive(Debug, Clone)]
pub struct PromptAnalysis {
    pub variables: Vec<Variable>,
    pub placeholders: Vec<Placeholder>,
    /// Errors in the variables' declarations; empty when they are all right.
    pub errors: Vec<TemplateError>,
    pub findings: Vec<Finding>,
    /// The estimate for any model (characters / 4).
    pub estimated_tokens: u32,
    pub models: Vec<ModelTokens>,
    /// Values the chosen Context Genie gives, by variable name.
    pub context_values: HashMap<String, String>,
}

fn too_long(text: &str) -> Result<()> {
    if text.chars().count() > MAX_ANALYZED_CHARS {
        return Err(domain::ValidationError::new(
            "text",
            format!("The prompt is longer than {MAX_ANALYZED_CHARS} characters."),
        )
        .into());
    }
    Ok(())
}

/// The variables' errors as one validation error on `field`: the first with its place, and
/// every one in the details.
pub fn variable_errors(field: &'static str, errors: &[TemplateError]) -> domain::ValidationError {
    let mut error = domain::ValidationError::new(
        field,
        format!(
            "{} Fix the variables, or save it as plain text.",
            errors.first().map(ToString::to_string).unwrap_or_default()
        ),
    );
    error.details = errors.iter().map(ToString::to_string).collect();
    error
}

impl App {
    async fn context_values(
        &self,
        user_id: &str,
        context_id: Option<&str>,
        variables: &[Variable],
    ) -> Result<HashMap<String, String>> {
        let Some(id) = context_id else {
            return Ok(HashMap::new());
        };
        let genie = self
            .store
            .find_context(user_id, id)
            .await?
            .ok_or_else(|| Error::NotFound("No Context Genie with that id.".into()))?;
        Ok(variables::values_from_context(&genie.content, variables))
    }

    /// Every model the operator configured, once each: the testing playground's, then those
    /// the providers generate and chat with, each with its price when the table has one.
    fn configured_models(&self) -> Vec<(ModelRef, Option<Price>)> {
        let mut models = self.playground.priced_models();
        for (provider, model) in self.writer.models() {
            let known = models
                .iter()
                .any(|(m, _)| m.provider == provider && m.model == model);
            if !known {
                let price = self.playground.prices().price(model).cloned();
                models.push((ModelRef::new(provider, model), price));
            }
        }
        models
    }

    /// Whether this server sends prompts to a third party's model.
    fn sends_to_models(&self) -> bool {
        self.playground.has_models() || self.chat.has_models() || self.writer.has_providers()
    }

    pub async fn analyze_prompt(
        &self,
        user_id: &str,
        request: AnalyzeRequest,
    ) -> Result<PromptAnalysis> {
        too_long(&request.text)?;
        let (variables, placeholders, errors) = match variables::parse(&request.text) {
            Ok(template) => (
                template.variables().unwrap_or_default(),
                template.placeholders().cloned().collect(),
                Vec::new(),
            ),
            Err(errors) => (Vec::new(), Vec::new(), errors),
        };
        let context_values = self
            .context_values(user_id, request.context_id.as_deref(), &variables)
            .await?;
        let values = request.values.map(|mut values| {
            for (name, value) in &context_values {
                values.entry(name.clone()).or_insert_with(|| value.clone());
            }
            values
        });
        let findings = lint::lint(
            &request.text,
            &lint::Context {
                third_party: request
                    .third_party
                    .unwrap_or_else(|| self.sends_to_models()),
                values: values.as_ref(),
                plain_text: request.plain_text,
            },
        );
        let offered = self.configured_models();
        let max_output = self.playground.max_output_tokens();
        let text = request.text.clone();
        // A tokenizer's tables are built on first use: off the runtime.
        let counts = tokio::task::spawn_blocking(move || {
            offered
                .into_iter()
                .map(|(model, price)| {
                    let count = engine::tokens::count(&model.model, &text);
                    (model, price, count)
                })
                .collect::<Vec<_>>()
        })
        .await
        .map_err(|e| anyhow::anyhow!("counting tokens failed: {e}"))?;
        let models = counts
            .into_iter()
            .map(|(model, price, count)| {
                let cost = |output: u32| {
                    price.as_ref().map(|_| {
                        self.playground
                            .prices()
                            .cost(
                                &model.model,
                                Tokens {
                                    input: count.tokens,
                                    output,
                                    estimated: !count.tokenizer,
                                },
                            )
                            .unwrap_or_default()
                    })
                };
                ModelTokens {
                    input_cost: cost(0),
                    run_cost: cost(max_output),
                    tokens: count.tokens,
                    exact: count.tokenizer,
                    model,
                }
            })
            .collect();
        Ok(PromptAnalysis {
            estimated_tokens: engine::tokens::estimate(&request.text),
            variables,
            placeholders,
            errors,
            findings,
            models,
            context_values,
        })
    }

    /// The prompt with its variables filled: `values`, then the Context Genie's, then the
    /// defaults. Each variable that cannot be filled is said, by name.
    pub async fn fill_prompt(
        &self,
        user_id: &str,
        text: &str,
        values: HashMap<String, String>,
        context_id: Option<&str>,
    ) -> Result<Result<String, Vec<FillError>>> {
        too_long(text)?;
        let template = variables::parse(text).map_err(|errors| variable_errors("text", &errors))?;
        let declared = template.variables().unwrap_or_default();
        let mut values = values;
        for (name, value) in self.context_values(user_id, context_id, &declared).await? {
            values.entry(name).or_insert(value);
        }
        Ok(template.fill(&values))
    }
}
