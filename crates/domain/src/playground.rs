//! The testing playground's rules (issue 20): which models a run may use, the blind labels, the
//! vote, and what a run costs by the operator's price table.
//!
//! A run sends one prompt to 2 to [`MAX_MODELS`] of the operator's configured models at once; a
//! user has at most [`MAX_RUNS_AT_ONCE`] runs going. Costs are estimates: the vendor's token
//! counts when it reports them (else the engine's estimate), times the table's price per million
//! tokens, kept in millionths of a US dollar so that sums are exact. (Counting tokens is the
//! engine's: `engine::tokens`.)

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::error::ValidationError;

/// The fewest models a run compares.
pub const MIN_MODELS: usize = 2;
/// The most models one run may use.
pub const MAX_MODELS: usize = 6;
/// Runs one user may have going at once.
pub const MAX_RUNS_AT_ONCE: usize = 2;
/// The longest prompt a run takes, in characters.
pub const MAX_PROMPT_CHARS: usize = 20_000;
/// The most characters of an answer that are kept (and streamed): past it the column is cut
/// with a notice, so a model that streams without end cannot fill the database.
pub const MAX_ANSWER_CHARS: usize = 32_000;

/// A model the operator configured, as the playground names it: "<provider>/<model>".
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ModelRef {
    pub provider: String,
    pub model: String,
}

impl ModelRef {
    pub fn new(provider: impl Into<String>, model: impl Into<String>) -> Self {
        Self {
            provider: provider.into(),
            model: model.into(),
        }
    }

    /// "<provider>/<model>": the API's and the saved run's spelling.
    pub fn key(&self) -> String {
        format!("{}/{}", self.provider, self.model)
    }

    /// Reads "<provider>/<model>" (the model part may hold more slashes, as
    /// "meta-llama/Llama-3.1-8B" does).
    pub fn parse(key: &str) -> Option<Self> {
        let (provider, model) = key.split_once('/')?;
        (!provider.is_empty() && !model.is_empty()).then(|| Self::new(provider, model))
    }
}

/// The most columns one run has: its models, times two when it compares two prompts.
pub const MAX_COLUMNS: usize = MAX_MODELS;

/// Checks a run's choice of models against those offered: each offered, none twice, in the
/// user's order (the columns' order). One prompt: 2 to [`MAX_MODELS`] models. Two prompts (the
/// closed loop: a prompt and its enhanced version): 1 to [`MAX_COLUMNS`] / 2 models, each
/// running both.
pub fn choose_models(
    requested: &[String],
    offered: &[ModelRef],
    comparing: bool,
) -> Result<Vec<ModelRef>, ValidationError> {
    let (min, max) = if comparing {
        (1, MAX_COLUMNS / 2)
    } else {
        (MIN_MODELS, MAX_MODELS)
    };
    if requested.len() < min {
        return Err(ValidationError::new(
            "models",
            if comparing {
                "Choose a model to run both prompts on.".to_owned()
            } else {
                format!("Choose at least {min} models to compare.")
            },
        ));
    }
    if requested.len() > max {
        return Err(ValidationError::new(
            "models",
            if comparing {
                format!("Choose at most {max} models when comparing two prompts.")
            } else {
                format!("Choose at most {max} models for one run.")
            },
        ));
    }
    let mut chosen: Vec<ModelRef> = Vec::with_capacity(requested.len());
    for key in requested {
        let model = ModelRef::parse(key)
            .filter(|m| offered.contains(m))
            .ok_or_else(|| {
                ValidationError::new(
                    "models",
                    format!("{key} is not one of the models you can test."),
                )
            })?;
        if chosen.contains(&model) {
            return Err(ValidationError::new(
                "models",
                format!("{key} is chosen twice."),
            ));
        }
        chosen.push(model);
    }
    Ok(chosen)
}

/// Which prompt a column ran.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// The prompt as given.
    Original,
    /// The prompt it is compared with: its enhanced version.
    Enhanced,
}

/// The columns of a run, in order: each model once, or, comparing, each model with the
/// original prompt then the enhanced one.
pub fn columns(models: &[ModelRef], comparing: bool) -> Vec<(ModelRef, Variant)> {
    models
        .iter()
        .flat_map(|m| {
            let original = std::iter::once((m.clone(), Variant::Original));
            let enhanced = comparing.then(|| (m.clone(), Variant::Enhanced));
            original.chain(enhanced)
        })
        .collect()
}

/// A judge's score of one answer, 1 to 10, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    pub score: u8,
    pub reason: String,
}

/// The judge's verdict on one model's two answers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairVerdict {
    /// "<provider>/<model>" that wrote both answers.
    pub model: String,
    pub original: Score,
    pub enhanced: Score,
}

/// The most characters of a judge's reason that are kept.
pub const MAX_REASON_CHARS: usize = 600;

/// Reads a judge's answer: a JSON object with `first` and `second`, each `{ "score": 1-10,
/// "reason": "…" }`, possibly inside other text (a code fence, a sentence before it). The
/// scores of the answers in the order the judge saw them, or None when it cannot be read.
pub fn read_verdict(text: &str) -> Option<(Score, Score)> {
    let start = text.find('{')?;
    let end = text.rfind('}')?;
    let value: serde_json::Value = serde_json::from_str(text.get(start..=end)?).ok()?;
    let score = |key: &str| -> Option<Score> {
        let item = value.get(key)?;
        let score = item.get("score")?.as_f64()?.round();
        if !(1.0..=10.0).contains(&score) {
            return None;
        }
        let reason: String = item
            .get("reason")
            .and_then(|r| r.as_str())
            .unwrap_or_default()
            .trim()
            .chars()
            .take(MAX_REASON_CHARS)
            .collect();
        Some(Score {
            score: score as u8,
            reason,
        })
    };
    Some((score("first")?, score("second")?))
}

/// The prompt that won a judged run: the higher total of scores over its models; None for a
/// tie (or nothing judged).
pub fn judged_winner(verdicts: &[PairVerdict]) -> Option<Variant> {
    let total =
        |pick: fn(&PairVerdict) -> u8| -> u32 { verdicts.iter().map(|v| u32::from(pick(v))).sum() };
    let original = total(|v| v.original.score);
    let enhanced = total(|v| v.enhanced.score);
    match original.cmp(&enhanced) {
        std::cmp::Ordering::Greater => Some(Variant::Original),
        std::cmp::Ordering::Less => Some(Variant::Enhanced),
        std::cmp::Ordering::Equal => None,
    }
}

/// A column's label in blind mode: A, B, C… in the run's order.
pub fn blind_label(column: usize) -> char {
    (b'A' + (column % 26) as u8) as char
}

/// The user's verdict on a run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "column", rename_all = "lowercase")]
pub enum Vote {
    /// The column (0-based, in the run's order) that answered best.
    Winner(usize),
    /// No answer was better.
    Tie,
}

impl Vote {
    /// Checks a winner against the run's columns.
    pub fn check(self, columns: usize) -> Result<Self, ValidationError> {
        match self {
            Self::Winner(column) if column >= columns => Err(ValidationError::new(
                "winner",
                "The winner must be one of the run's columns.",
            )),
            vote => Ok(vote),
        }
    }
}

/// One model's price, per million tokens, in US dollars, as of a date (prices change: the table
/// says when it was right).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Price {
    /// The model's name as the provider takes it ("gpt-4o-mini").
    pub model: String,
    pub input_per_million: f64,
    pub output_per_million: f64,
    pub as_of: NaiveDate,
}

/// An estimated cost, in millionths of a US dollar.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct MicroUsd(pub u64);

impl MicroUsd {
    pub fn dollars(self) -> f64 {
        self.0 as f64 / 1_000_000.0
    }
}

impl std::ops::Add for MicroUsd {
    type Output = Self;
    fn add(self, other: Self) -> Self {
        Self(self.0.saturating_add(other.0))
    }
}

/// Tokens in and out of one answer, and whether the vendor counted them or they are estimated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tokens {
    pub input: u32,
    pub output: u32,
    pub estimated: bool,
}

/// The operator's price table: the first entry for a model wins.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PriceTable(pub Vec<Price>);

impl PriceTable {
    pub fn price(&self, model: &str) -> Option<&Price> {
        self.0.iter().find(|p| p.model == model)
    }

    /// What `tokens` cost on `model`, or None when the table has no price for it. Each
    /// side is rounded up to the next millionth of a dollar.
    pub fn cost(&self, model: &str, tokens: Tokens) -> Option<MicroUsd> {
        let price = self.price(model)?;
        // Dollars per million tokens are millionths of a dollar per token.
        let side = |count: u32, per_million: f64| (f64::from(count) * per_million).ceil() as u64;
        Some(MicroUsd(
            side(tokens.input, price.input_per_million)
                + side(tokens.output, price.output_per_million),
        ))
    }

    /// A run's cost before it starts: the prompt's tokens in, and up to `max_output` tokens out,
    /// on each model. Models without a price add nothing (the estimate says how many had one).
    pub fn estimate_run(
        &self,
        models: &[ModelRef],
        prompt_tokens: u32,
        max_output: u32,
    ) -> (MicroUsd, usize) {
        models
            .iter()
            .filter_map(|m| {
                self.cost(
                    &m.model,
                    Tokens {
                        input: prompt_tokens,
                        output: max_output,
                        estimated: true,
                    },
                )
            })
            .fold((MicroUsd::default(), 0), |(sum, n), cost| {
                (sum + cost, n + 1)
            })
    }
}

/// Who made a model, as TestingAnalytics counts tests (spec point 3: anthropic, openai, gemini,
/// mistral, amazon, meta). Read from the model's name, since one OpenAI-compatible server may
/// serve any maker's models; a name that says nothing leaves it to the provider's kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Family {
    Anthropic,
    Openai,
    Gemini,
    Mistral,
    Amazon,
    Meta,
    Other,
}

impl Family {
    pub const ALL: [Self; 7] = [
        Self::Anthropic,
        Self::Openai,
        Self::Gemini,
        Self::Mistral,
        Self::Amazon,
        Self::Meta,
        Self::Other,
    ];

    /// The maker a model's name tells, if it tells one ("claude-haiku-4-5", "gpt-4o-mini",
    /// "o3-mini", "gemini-2.5-flash", "gemma3", "mistral-small", "amazon.nova-pro",
    /// "meta-llama/Llama-3.1-8B").
    pub fn of_model(model: &str) -> Option<Self> {
        let name = model.to_lowercase();
        // The last path segment names the model; a vendor prefix before it names its maker.
        let has = |words: &[&str]| words.iter().any(|w| name.contains(w));
        let starts = |words: &[&str]| {
            let base = name.rsplit('/').next().unwrap_or(&name);
            words.iter().any(|w| base.starts_with(w))
        };
        if has(&["claude", "anthropic"]) {
            Some(Self::Anthropic)
        } else if has(&["gemini", "gemma", "google/"]) {
            Some(Self::Gemini)
        } else if has(&["mistral", "mixtral", "codestral", "ministral", "pixtral"]) {
            Some(Self::Mistral)
        } else if has(&["amazon", "nova-", "titan"]) {
            Some(Self::Amazon)
        } else if has(&["llama", "meta-"]) {
            Some(Self::Meta)
        } else if has(&["gpt", "chatgpt", "openai", "davinci"]) || starts(&["o1", "o3", "o4"]) {
            Some(Self::Openai)
        } else {
            None
        }
    }
}

/// How one column of a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ColumnState {
    /// The model answered in full.
    Done,
    /// The answer reached the output cap (the run's token cap, or [`MAX_ANSWER_CHARS`]) and
    /// ends there.
    Capped,
    /// The model failed; the column keeps its error.
    Failed,
    /// The user cancelled it (or left the page) before it finished.
    Cancelled,
}

/// Refuses the playground to a plan without it, naming the plans that have it.
pub fn check_plan(plan: crate::plan::PlanName) -> Result<(), String> {
    if plan.is_paid() {
        Ok(())
    } else {
        Err("Testing a prompt on several models is part of the Pro plan (also Annual Pro and the 3-Day Pass). Upgrade to use it.".to_owned())
    }
}

/// Checks a run's prompt: not blank, at most [`MAX_PROMPT_CHARS`].
pub fn check_prompt(prompt: &str) -> Result<&str, ValidationError> {
    let trimmed = prompt.trim();
    if trimmed.is_empty() {
        return Err(ValidationError::new("prompt", "Type a prompt to test."));
    }
    if prompt.chars().count() > MAX_PROMPT_CHARS {
        return Err(ValidationError::new(
            "prompt",
            format!("A prompt to test can be at most {MAX_PROMPT_CHARS} characters."),
        ));
    }
    Ok(trimmed)
}

/// Cuts an answer at [`MAX_ANSWER_CHARS`]: the kept text, and whether anything was cut.
pub fn cap_answer(text: &str) -> (&str, bool) {
    match text.char_indices().nth(MAX_ANSWER_CHARS) {
        Some((end, _)) => (&text[..end], true),
        None => (text, false),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn offered() -> Vec<ModelRef> {
        vec![
            ModelRef::new("openai", "gpt-4o-mini"),
            ModelRef::new("anthropic", "claude-haiku-4-5"),
            ModelRef::new("local", "meta-llama/Llama-3.1-8B"),
        ]
    }

    fn keys(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn a_run_takes_two_to_six_offered_models_once_each_in_the_users_order() {
        let chosen = choose_models(
            &keys(&["local/meta-llama/Llama-3.1-8B", "openai/gpt-4o-mini"]),
            &offered(),
            false,
        )
        .unwrap();
        assert_eq!(
            chosen,
            vec![
                ModelRef::new("local", "meta-llama/Llama-3.1-8B"),
                ModelRef::new("openai", "gpt-4o-mini")
            ]
        );
        let one = choose_models(&keys(&["openai/gpt-4o-mini"]), &offered(), false).unwrap_err();
        assert_eq!(one.message, "Choose at least 2 models to compare.");
        let seven = vec!["openai/gpt-4o-mini".to_owned(); 7];
        assert_eq!(
            choose_models(&seven, &offered(), false)
                .unwrap_err()
                .message,
            "Choose at most 6 models for one run."
        );
        let twice = choose_models(
            &keys(&["openai/gpt-4o-mini", "openai/gpt-4o-mini"]),
            &offered(),
            false,
        )
        .unwrap_err();
        assert_eq!(twice.message, "openai/gpt-4o-mini is chosen twice.");
        for unknown in ["openai/gpt-5", "gpt-4o-mini", "/x", "openai/"] {
            let err = choose_models(&keys(&[unknown, "openai/gpt-4o-mini"]), &offered(), false)
                .unwrap_err();
            assert_eq!(
                err.message,
                format!("{unknown} is not one of the models you can test.")
            );
        }
    }

    #[test]
    fn comparing_two_prompts_runs_each_on_one_to_three_models() {
        let one = choose_models(&keys(&["openai/gpt-4o-mini"]), &offered(), true).unwrap();
        assert_eq!(
            columns(&one, true),
            vec![
                (ModelRef::new("openai", "gpt-4o-mini"), Variant::Original),
                (ModelRef::new("openai", "gpt-4o-mini"), Variant::Enhanced),
            ]
        );
        assert_eq!(columns(&one, false).len(), 1);
        assert_eq!(
            choose_models(&[], &offered(), true).unwrap_err().message,
            "Choose a model to run both prompts on."
        );
        let four = keys(&[
            "openai/gpt-4o-mini",
            "anthropic/claude-haiku-4-5",
            "local/meta-llama/Llama-3.1-8B",
            "x/y",
        ]);
        assert_eq!(
            choose_models(&four, &offered(), true).unwrap_err().message,
            "Choose at most 3 models when comparing two prompts."
        );
    }

    #[test]
    fn a_judges_answer_is_read_and_the_winner_is_the_higher_total() {
        let (first, second) = read_verdict(
            "Here is my verdict:\n```json\n{\"first\": {\"score\": 7, \"reason\": \"Clear but generic.\"}, \"second\": {\"score\": 9.4, \"reason\": \"Specific to the CTO.\"}}\n```",
        )
        .unwrap();
        assert_eq!(
            first,
            Score {
                score: 7,
                reason: "Clear but generic.".into()
            }
        );
        assert_eq!(second.score, 9);
        for unreadable in [
            "no json here",
            "{\"first\": {\"score\": 7}}",
            "{\"first\": {\"score\": 0}, \"second\": {\"score\": 5}}",
            "{\"first\": {\"score\": 11}, \"second\": {\"score\": 5}}",
            "{\"first\": {\"score\": \"high\"}, \"second\": {\"score\": 5}}",
        ] {
            assert_eq!(read_verdict(unreadable), None, "{unreadable}");
        }
        let long = format!(
            "{{\"first\": {{\"score\": 5, \"reason\": \"{}\"}}, \"second\": {{\"score\": 5}}}}",
            "x".repeat(900)
        );
        let (first, second) = read_verdict(&long).unwrap();
        assert_eq!(first.reason.len(), MAX_REASON_CHARS);
        assert_eq!(second.reason, "");

        let verdict = |model: &str, o: u8, e: u8| PairVerdict {
            model: model.into(),
            original: Score {
                score: o,
                reason: String::new(),
            },
            enhanced: Score {
                score: e,
                reason: String::new(),
            },
        };
        assert_eq!(
            judged_winner(&[verdict("a", 6, 8), verdict("b", 7, 6)]),
            Some(Variant::Enhanced)
        );
        assert_eq!(
            judged_winner(&[verdict("a", 9, 8)]),
            Some(Variant::Original)
        );
        assert_eq!(
            judged_winner(&[verdict("a", 6, 8), verdict("b", 8, 6)]),
            None
        );
        assert_eq!(judged_winner(&[]), None);
    }

    #[test]
    fn blind_labels_and_votes() {
        assert_eq!(
            (0..6).map(blind_label).collect::<String>(),
            "ABCDEF".to_owned()
        );
        assert_eq!(Vote::Winner(2).check(3), Ok(Vote::Winner(2)));
        assert_eq!(Vote::Tie.check(3), Ok(Vote::Tie));
        assert_eq!(
            Vote::Winner(3).check(3).unwrap_err().message,
            "The winner must be one of the run's columns."
        );
        assert_eq!(
            serde_json::to_string(&Vote::Winner(1)).unwrap(),
            r#"{"kind":"winner","column":1}"#
        );
        assert_eq!(
            serde_json::to_string(&Vote::Tie).unwrap(),
            r#"{"kind":"tie"}"#
        );
    }

    #[test]
    fn costs_follow_the_price_table_and_round_up_to_a_millionth() {
        let table = PriceTable(vec![
            Price {
                model: "gpt-4o-mini".into(),
                input_per_million: 0.15,
                output_per_million: 0.60,
                as_of: NaiveDate::from_ymd_opt(2026, 10, 1).unwrap(),
            },
            Price {
                model: "gpt-4o-mini".into(),
                input_per_million: 99.0,
                output_per_million: 99.0,
                as_of: NaiveDate::from_ymd_opt(2026, 1, 1).unwrap(),
            },
        ]);
        let tokens = |input, output| Tokens {
            input,
            output,
            estimated: false,
        };
        // 1,000 in at $0.15/M = 150 µ$; 2,000 out at $0.60/M = 1,200 µ$.
        assert_eq!(
            table.cost("gpt-4o-mini", tokens(1_000, 2_000)),
            Some(MicroUsd(1_350))
        );
        // 3 tokens at $0.15/M = 0.45 µ$, rounded up to 1.
        assert_eq!(table.cost("gpt-4o-mini", tokens(3, 0)), Some(MicroUsd(1)));
        assert_eq!(table.cost("claude-haiku-4-5", tokens(1, 1)), None);
        assert!((MicroUsd(1_350).dollars() - 0.00135).abs() < 1e-12);
        // Two priced models and one without a price, 1,000 tokens in and up to 500 out each.
        let models = [
            ModelRef::new("a", "gpt-4o-mini"),
            ModelRef::new("b", "gpt-4o-mini"),
            ModelRef::new("c", "unpriced"),
        ];
        assert_eq!(
            table.estimate_run(&models, 1_000, 500),
            (MicroUsd(2 * (150 + 300)), 2)
        );
    }

    #[test]
    fn families_come_from_the_model_name() {
        let cases = [
            ("claude-haiku-4-5", Some(Family::Anthropic)),
            ("gpt-4o-mini", Some(Family::Openai)),
            ("o3-mini", Some(Family::Openai)),
            ("openai/o4-mini", Some(Family::Openai)),
            ("gemini-2.5-flash", Some(Family::Gemini)),
            ("gemma3:270m", Some(Family::Gemini)),
            ("mistral-small-latest", Some(Family::Mistral)),
            ("mixtral-8x7b", Some(Family::Mistral)),
            ("amazon.nova-pro-v1", Some(Family::Amazon)),
            ("meta-llama/Llama-3.1-8B", Some(Family::Meta)),
            ("llama3.2", Some(Family::Meta)),
            ("qwen2.5", None),
            ("fake-model", None),
        ];
        for (model, family) in cases {
            assert_eq!(Family::of_model(model), family, "{model}");
        }
    }

    #[test]
    fn only_paid_plans_test_on_several_models() {
        use crate::plan::PlanName;
        for plan in PlanName::ALL {
            assert_eq!(check_plan(plan).is_ok(), plan != PlanName::Free, "{plan:?}");
        }
        assert!(check_plan(PlanName::Free).unwrap_err().contains("Pro plan"));
    }

    #[test]
    fn prompts_answers_and_estimates_have_their_limits() {
        assert_eq!(check_prompt("  say hi \n").unwrap(), "say hi");
        assert_eq!(
            check_prompt(" \n ").unwrap_err().message,
            "Type a prompt to test."
        );
        assert!(check_prompt(&"x".repeat(MAX_PROMPT_CHARS)).is_ok());
        assert_eq!(
            check_prompt(&"x".repeat(MAX_PROMPT_CHARS + 1))
                .unwrap_err()
                .field,
            "prompt"
        );
        let long = "é".repeat(MAX_ANSWER_CHARS + 5);
        let (kept, cut) = cap_answer(&long);
        assert!(cut);
        assert_eq!(kept.chars().count(), MAX_ANSWER_CHARS);
        assert_eq!(cap_answer("short"), ("short", false));
    }
}
