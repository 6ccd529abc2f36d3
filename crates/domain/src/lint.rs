//! The prompt linter (issue 22): advisory checks on a prompt before it runs or is saved, each
//! with a short reason and, where one is safe, a one-click fix (edits of the text).
//!
//! Rules are data ([`RULES`]: what each is called, how much it matters, and a small function
//! that finds it) plus the word lists they read. Every rule has tests of what it flags and of
//! what it must leave alone. The linter never changes the prompt itself; a fix is applied only
//! when the user asks.

use std::{collections::HashMap, ops::Range, sync::LazyLock};

use regex::Regex;

use crate::variables;

/// How much a finding matters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// Worth a look.
    Info,
    /// Likely to make the answer worse.
    Warning,
}

/// Which rule found it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RuleId {
    NoOutputFormat,
    NoAudience,
    NoLength,
    Contradiction,
    ExampleDisagrees,
    UnfilledVariable,
    BuriedInstruction,
    PersonalData,
}

impl RuleId {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::NoOutputFormat => "no-output-format",
            Self::NoAudience => "no-audience",
            Self::NoLength => "no-length",
            Self::Contradiction => "contradiction",
            Self::ExampleDisagrees => "example-disagrees",
            Self::UnfilledVariable => "unfilled-variable",
            Self::BuriedInstruction => "buried-instruction",
            Self::PersonalData => "personal-data",
        }
    }
}

/// One change of the text: replace `range` (bytes) with `text`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edit {
    pub range: Range<usize>,
    pub text: String,
}

/// A one-click fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fix {
    /// What the button says.
    pub label: String,
    /// Edits of the original text, not overlapping.
    pub edits: Vec<Edit>,
}

impl Fix {
    /// The text with the fix applied.
    pub fn apply(&self, text: &str) -> String {
        let mut edits = self.edits.clone();
        edits.sort_by_key(|e| std::cmp::Reverse(e.range.start));
        let mut out = text.to_owned();
        for edit in edits {
            out.replace_range(edit.range, &edit.text);
        }
        out
    }
}

/// What a rule found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub rule: RuleId,
    pub severity: Severity,
    /// A short reason, for a person.
    pub message: String,
    /// Where in the text, when it is somewhere in particular.
    pub span: Option<Range<usize>>,
    pub fix: Option<Fix>,
}

/// Where the prompt is going.
#[derive(Debug, Clone, Default)]
pub struct Context<'a> {
    /// It is about to be sent to a third party's model (not only the built-in engine).
    pub third_party: bool,
    /// The variables' values, when the prompt is about to be filled and run; `None` while it
    /// is written.
    pub values: Option<&'a HashMap<String, String>>,
    /// The text is a one-off task that goes out as it is (the dashboard's "Describe your
    /// task", a chat message), not a saved prompt whose variables are filled before each run:
    /// fixes then never add a `{{variable}}`, which nothing would fill.
    pub plain_text: bool,
}

/// A rule: its id, how much it matters, and what finds it.
pub struct Rule {
    pub id: RuleId,
    pub severity: Severity,
    pub check: fn(&Prompt<'_>, &Context<'_>) -> Vec<Finding>,
}

/// Every rule, in the order findings are shown.
pub const RULES: &[Rule] = &[
    Rule {
        id: RuleId::PersonalData,
        severity: Severity::Warning,
        check: personal_data,
    },
    Rule {
        id: RuleId::Contradiction,
        severity: Severity::Warning,
        check: contradictions,
    },
    Rule {
        id: RuleId::UnfilledVariable,
        severity: Severity::Warning,
        check: unfilled_variables,
    },
    Rule {
        id: RuleId::ExampleDisagrees,
        severity: Severity::Warning,
        check: examples_disagree,
    },
    Rule {
        id: RuleId::NoOutputFormat,
        severity: Severity::Info,
        check: no_output_format,
    },
    Rule {
        id: RuleId::NoAudience,
        severity: Severity::Info,
        check: no_audience,
    },
    Rule {
        id: RuleId::NoLength,
        severity: Severity::Info,
        check: no_length,
    },
    Rule {
        id: RuleId::BuriedInstruction,
        severity: Severity::Info,
        check: buried_instruction,
    },
];

/// The prompt as the rules read it.
pub struct Prompt<'a> {
    pub text: &'a str,
    lower: String,
    words: usize,
}

impl<'a> Prompt<'a> {
    fn new(text: &'a str) -> Self {
        Self {
            text,
            // ASCII lowering keeps byte offsets the same as the text's.
            lower: text.to_ascii_lowercase(),
            words: text.split_whitespace().count(),
        }
    }

    fn has_any(&self, words: &[&str]) -> bool {
        words.iter().any(|w| contains_word(&self.lower, w))
    }

    /// A writing task: it asks for text a person will read.
    fn is_writing(&self) -> bool {
        self.has_any(WRITING)
    }
}

/// Runs every rule on `text`.
pub fn lint(text: &str, context: &Context<'_>) -> Vec<Finding> {
    if text.trim().is_empty() {
        return Vec::new();
    }
    let prompt = Prompt::new(text);
    RULES
        .iter()
        .flat_map(|rule| {
            (rule.check)(&prompt, context)
                .into_iter()
                .map(move |mut f| {
                    f.rule = rule.id;
                    f.severity = rule.severity;
                    f
                })
        })
        .collect()
}

/// `needle` in `haystack` (both lowercase) at word boundaries (a needle ending in a space or
/// a letter stem such as "explain" matches as written).
fn contains_word(haystack: &str, needle: &str) -> bool {
    haystack.match_indices(needle).any(|(i, _)| {
        let before = haystack[..i].chars().next_back();
        !before.is_some_and(char::is_alphanumeric)
    })
}

fn finding(message: impl Into<String>, span: Option<Range<usize>>, fix: Option<Fix>) -> Finding {
    Finding {
        // Set by `lint` from the rule's entry.
        rule: RuleId::NoOutputFormat,
        severity: Severity::Info,
        message: message.into(),
        span,
        fix,
    }
}

/// An edit that adds `line` after the text, on a line of its own.
fn append(text: &str, line: &str) -> Edit {
    let end = text.trim_end().len();
    Edit {
        range: end..text.len(),
        text: format!("\n\n{line}"),
    }
}

// ---- Word lists ---------------------------------------------------------------------------

/// Words that make a prompt a writing task.
const WRITING: &[&str] = &[
    "write",
    "draft",
    "email",
    "e-mail",
    "post",
    "article",
    "blog",
    "essay",
    "newsletter",
    "letter",
    "copy",
    "pitch",
    "announcement",
    "press release",
    "summar",
    "explain",
    "describe",
    "story",
    "script",
    "speech",
    "caption",
    "bio",
    "proposal",
    "report",
];

/// Words that say what form the answer takes.
const FORMAT: &[&str] = &[
    "format",
    "bullet",
    "list",
    "table",
    "json",
    "markdown",
    "yaml",
    "csv",
    "heading",
    "section",
    "paragraph",
    "subject line",
    "respond with",
    "reply with",
    "return ",
    "output",
    "structure",
    "template",
    "numbered",
    "code block",
    "step-by-step",
    "step by step",
    "outline",
    "one line",
    "sentence",
];

/// Words that name who reads the answer.
const AUDIENCE: &[&str] = &[
    "audience",
    "reader",
    "for beginners",
    "for experts",
    "for a ",
    "for an ",
    "for the ",
    "for my ",
    "for our ",
    "for people",
    "to a ",
    "to an ",
    "to the ",
    "to my ",
    "to our ",
    "aimed at",
    "targeting",
    "who are",
    "customers",
    "clients",
    "students",
    "users",
    "team",
    "investors",
    "children",
    "kids",
    "manager",
    "recruiter",
    "cto",
    "ceo",
];

/// Words that say how long the answer is.
const LENGTH: &[&str] = &[
    "word",
    "sentence",
    "paragraph",
    "page",
    "character",
    "short",
    "brief",
    "concise",
    "long",
    "detailed",
    "in depth",
    "in-depth",
    "under ",
    "at most",
    "at least",
    "no more than",
    "bullet",
    "tweet",
    "one-liner",
    "line",
];

/// Ways to ask for brevity.
const BRIEF: &[&str] = &[
    "be brief",
    "brief",
    "keep it short",
    "short",
    "concise",
    "one sentence",
    "a few words",
    "succinct",
    "one paragraph",
];

/// Words that mark an instruction the prompt depends on.
const KEY: &[&str] = &[
    "must",
    "important",
    "always",
    "never",
    "make sure",
    "do not",
    "don't",
    "ensure",
    "required",
];

// ---- The rules ----------------------------------------------------------------------------

fn no_output_format(prompt: &Prompt<'_>, _: &Context<'_>) -> Vec<Finding> {
    if prompt.words < 4 || prompt.has_any(FORMAT) {
        return Vec::new();
    }
    let suggestion = if prompt.has_any(&["email", "e-mail"]) {
        "Output format: a subject line, then the email body in short paragraphs."
    } else if prompt.has_any(&["code", "function", "script", "sql", "regex"]) {
        "Output format: one code block, then a short explanation."
    } else {
        "Output format: Markdown, with a short heading for each part."
    };
    vec![finding(
        "No output format: say what shape the answer should take, or the model will guess.",
        None,
        Some(Fix {
            label: "Add an output format".into(),
            edits: vec![append(prompt.text, suggestion)],
        }),
    )]
}

fn no_audience(prompt: &Prompt<'_>, context: &Context<'_>) -> Vec<Finding> {
    if prompt.words < 4 || !prompt.is_writing() || prompt.has_any(AUDIENCE) {
        return Vec::new();
    }
    // Only a reusable prompt gets a fix: a one-off task's reader is for its writer to name,
    // and a guessed one would be worse than none.
    let fix = (!context.plain_text).then(|| Fix {
        label: "Add an audience variable".into(),
        edits: vec![append(prompt.text, "Audience: {{audience}}")],
    });
    vec![finding(
        "No audience: say who will read it, so the model can pick the tone and detail.",
        None,
        fix,
    )]
}

fn no_length(prompt: &Prompt<'_>, context: &Context<'_>) -> Vec<Finding> {
    if prompt.words < 4 || !prompt.is_writing() || prompt.has_any(LENGTH) {
        return Vec::new();
    }
    let line = if context.plain_text {
        "Length: about 300 words."
    } else {
        "Length: {{length: options(about 100 words, about 300 words, about 800 words) = about 300 words}}"
    };
    vec![finding(
        "No length: say how long the answer should be.",
        None,
        Some(Fix {
            label: "Add a length".into(),
            edits: vec![append(prompt.text, line)],
        }),
    )]
}

static AT_LEAST_WORDS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:at least|minimum of|no fewer than|over|more than)\s+(\d[\d,]*)\s*(?:\+\s*)?words|\b(\d[\d,]*)\s*\+\s*words|\b(\d[\d,]*)\s*words?\s+(?:or more|minimum)").expect("a valid pattern")
});

/// Pairs of instructions that cannot both be followed.
const OPPOSITES: &[(&[&str], &[&str], &str)] = &[
    (
        &["formal tone", "be formal", "formal language"],
        &["casual tone", "be casual", "informal", "casual language"],
        "asks for a formal and a casual tone",
    ),
    (
        &[
            "do not use bullet",
            "don't use bullet",
            "no bullet",
            "without bullet",
        ],
        &["use bullet", "in bullet", "as bullet", "bullet points:"],
        "forbids bullet points and asks for them",
    ),
    (
        &["only json", "in json", "as json", "json only", "valid json"],
        &["markdown table", "in markdown", "as markdown"],
        "asks for JSON and for Markdown",
    ),
];

fn span_of(prompt: &Prompt<'_>, words: &[&str]) -> Option<Range<usize>> {
    words.iter().find_map(|w| {
        prompt
            .lower
            .match_indices(w)
            .find(|(i, _)| {
                !prompt.lower[..*i]
                    .chars()
                    .next_back()
                    .is_some_and(char::is_alphanumeric)
            })
            .map(|(i, m)| i..i + m.len())
    })
}

fn contradictions(prompt: &Prompt<'_>, _: &Context<'_>) -> Vec<Finding> {
    let mut found = Vec::new();
    if let Some(brief) = span_of(prompt, BRIEF)
        && let Some(caps) = AT_LEAST_WORDS.captures(prompt.text)
    {
        let n: u64 = caps
            .iter()
            .skip(1)
            .flatten()
            .next()
            .and_then(|m| m.as_str().replace(',', "").parse().ok())
            .unwrap_or(0);
        if n >= 300 {
            let whole = caps.get(0).expect("a match");
            found.push(finding(
                format!(
                    "Contradiction: \"{}\" and \"{}\" cannot both hold. Keep one.",
                    &prompt.text[brief.clone()],
                    whole.as_str()
                ),
                Some(brief.start.min(whole.start())..brief.end.max(whole.end())),
                None,
            ));
        }
    }
    for (one, other, what) in OPPOSITES {
        if let (Some(a), Some(b)) = (span_of(prompt, one), span_of(prompt, other)) {
            found.push(finding(
                format!("Contradiction: the prompt {what}. Keep one."),
                Some(a.start.min(b.start)..a.end.max(b.end)),
                None,
            ));
        }
    }
    found
}

static EXAMPLE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?im)^\s*(?:#+\s*)?(?:\*\*)?(?:examples?|sample(?: output)?|for example)(?:\*\*)?\s*:?\s*$")
        .expect("a valid pattern")
});

static BULLET_COUNT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(\d+|three|four|five|six|seven|two)\s+bullet").expect("a valid pattern")
});

fn number_word(word: &str) -> Option<usize> {
    match word.to_ascii_lowercase().as_str() {
        "two" => Some(2),
        "three" => Some(3),
        "four" => Some(4),
        "five" => Some(5),
        "six" => Some(6),
        "seven" => Some(7),
        n => n.parse().ok(),
    }
}

/// The text of the example: from an "Example:" heading to the next heading or the end, the
/// code fence around it taken off.
fn example_of<'a>(prompt: &Prompt<'a>) -> Option<(Range<usize>, &'a str)> {
    let heading = EXAMPLE.find(prompt.text)?;
    let start = heading.end();
    let rest = &prompt.text[start..];
    let end = rest
        .match_indices('\n')
        .map(|(i, _)| i + 1)
        .find(|&i| {
            let line = rest[i..].lines().next().unwrap_or_default().trim();
            line.starts_with('#')
        })
        .unwrap_or(rest.len());
    let body = rest[..end].trim();
    let body = body
        .strip_prefix("```")
        .map(|b| b.split_once('\n').map_or(b, |(_, rest)| rest))
        .and_then(|b| b.trim_end().strip_suffix("```"))
        .unwrap_or(body)
        .trim();
    (!body.is_empty()).then_some((heading.start()..start + end, body))
}

fn examples_disagree(prompt: &Prompt<'_>, _: &Context<'_>) -> Vec<Finding> {
    let Some((span, example)) = example_of(prompt) else {
        return Vec::new();
    };
    // The instructions are what comes before the example.
    let instructions = &prompt.lower[..span.start];
    let mut found = Vec::new();
    let wants_json = ["json"].iter().any(|w| contains_word(instructions, w));
    if wants_json && serde_json::from_str::<serde_json::Value>(example).is_err() {
        found.push(finding(
            "The example is not valid JSON, but the instructions ask for JSON: the model may copy the example.",
            Some(span.clone()),
            None,
        ));
    }
    if let Some(caps) = BULLET_COUNT.captures(&prompt.text[..span.start])
        && let Some(wanted) = number_word(&caps[1])
    {
        let bullets = example
            .lines()
            .filter(|l| {
                let l = l.trim_start();
                l.starts_with("- ") || l.starts_with("* ") || l.starts_with("• ")
            })
            .count();
        if bullets > 0 && bullets != wanted {
            found.push(finding(
                format!(
                    "The instructions ask for {wanted} bullet points but the example has {bullets}."
                ),
                Some(span),
                None,
            ));
        }
    }
    found
}

fn unfilled_variables(prompt: &Prompt<'_>, context: &Context<'_>) -> Vec<Finding> {
    let Some(values) = context.values else {
        return Vec::new();
    };
    let Ok(template) = variables::parse(prompt.text) else {
        return Vec::new();
    };
    let Ok(variables) = template.variables() else {
        return Vec::new();
    };
    variables
        .iter()
        .filter(|v| v.required && values.get(&v.name).is_none_or(|x| x.trim().is_empty()))
        .map(|v| {
            let span = template
                .placeholders()
                .find(|p| p.name == v.name)
                .map(|p| p.span.clone());
            finding(
                format!(
                    "{{{{{}}}}} is used but not filled, and has no default.",
                    v.name
                ),
                span,
                None,
            )
        })
        .collect()
}

/// The sentence (or line) around byte `at`.
fn sentence_around(text: &str, at: usize) -> Range<usize> {
    let start = text[..at].rfind(['.', '!', '?', '\n']).map_or(0, |i| i + 1);
    let end = text[at..]
        .find(['.', '!', '?', '\n'])
        .map_or(text.len(), |i| at + i + 1);
    let lead = text[start..end].len() - text[start..end].trim_start().len();
    start + lead..end
}

/// Prompts longer than this many words are checked for a buried instruction.
const LONG_PROMPT_WORDS: usize = 300;

fn buried_instruction(prompt: &Prompt<'_>, _: &Context<'_>) -> Vec<Finding> {
    if prompt.words < LONG_PROMPT_WORDS {
        return Vec::new();
    }
    // The last tenth of the text.
    let tail_start = prompt.text.len() * 9 / 10;
    let tail_start = (tail_start..prompt.text.len())
        .find(|&i| prompt.text.is_char_boundary(i))
        .unwrap_or(prompt.text.len());
    let head = &prompt.lower[..tail_start];
    let key = KEY.iter().find_map(|w| {
        prompt.lower[tail_start..]
            .find(w)
            .map(|i| (w, tail_start + i))
    });
    let Some((word, at)) = key else {
        return Vec::new();
    };
    // Said earlier as well: not buried.
    if contains_word(head, word) {
        return Vec::new();
    }
    let sentence = sentence_around(prompt.text, at);
    let moved = prompt.text[sentence.clone()].trim().to_owned();
    vec![finding(
        "A key instruction comes at the very end of a long prompt, where models give it the least weight: put it first.",
        Some(sentence.clone()),
        Some(Fix {
            label: "Move it to the top".into(),
            edits: vec![
                Edit {
                    range: 0..0,
                    text: format!("{moved}\n\n"),
                },
                Edit {
                    range: sentence,
                    text: String::new(),
                },
            ],
        }),
    )]
}

static EMAIL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}\b").expect("a valid pattern")
});
static PHONE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?)?\d{2,4}(?:[\s.-]\d{2,4}){2,4}\b|\+\d{9,14}\b",
    )
    .expect("a valid pattern")
});
static CARD: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\b(?:\d[ -]?){12,18}\d\b").expect("a valid pattern"));

/// The Luhn check card numbers pass.
fn luhn(digits: &[u32]) -> bool {
    let sum: u32 = digits
        .iter()
        .rev()
        .enumerate()
        .map(|(i, &d)| {
            if !i.is_multiple_of(2) {
                let d = d * 2;
                if d > 9 { d - 9 } else { d }
            } else {
                d
            }
        })
        .sum();
    sum.is_multiple_of(10)
}

fn personal_data(prompt: &Prompt<'_>, context: &Context<'_>) -> Vec<Finding> {
    if !context.third_party {
        return Vec::new();
    }
    let mut spans: Vec<(Range<usize>, &str)> = Vec::new();
    for m in EMAIL.find_iter(prompt.text) {
        spans.push((m.range(), "an email address"));
    }
    for m in CARD.find_iter(prompt.text) {
        let digits: Vec<u32> = m.as_str().chars().filter_map(|c| c.to_digit(10)).collect();
        if (13..=19).contains(&digits.len()) && luhn(&digits) {
            spans.push((m.range(), "a card number"));
        }
    }
    for m in PHONE.find_iter(prompt.text) {
        let digits = m.as_str().chars().filter(char::is_ascii_digit).count();
        let overlaps = spans
            .iter()
            .any(|(r, _)| r.start < m.end() && m.start() < r.end);
        // Dates and years are not phone numbers: they have too few digits.
        if (9..=15).contains(&digits) && !overlaps {
            spans.push((m.range(), "a phone number"));
        }
    }
    spans.sort_by_key(|(r, _)| r.start);
    spans
        .into_iter()
        .map(|(range, what)| {
            let placeholder = match what {
                "an email address" => "[email address]",
                "a card number" => "[card number]",
                _ => "[phone number]",
            };
            finding(
                format!(
                    "This looks like {what}, and the prompt is about to go to a third-party model."
                ),
                Some(range.clone()),
                Some(Fix {
                    label: format!("Replace with {placeholder}"),
                    edits: vec![Edit {
                        range,
                        text: placeholder.to_owned(),
                    }],
                }),
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(text: &str, context: &Context<'_>) -> Vec<RuleId> {
        lint(text, context).into_iter().map(|f| f.rule).collect()
    }

    fn flags(text: &str, rule: RuleId) -> bool {
        rules(text, &Context::default()).contains(&rule)
    }

    fn third_party() -> Context<'static> {
        Context {
            third_party: true,
            values: None,
            plain_text: false,
        }
    }

    #[test]
    fn no_output_format_is_flagged_and_fixed() {
        let text = "Write a cold email to a CTO about our API";
        let found = lint(text, &Context::default());
        let format = found
            .iter()
            .find(|f| f.rule == RuleId::NoOutputFormat)
            .expect("flagged");
        let fixed = format.fix.as_ref().unwrap().apply(text);
        assert!(
            fixed.starts_with(text) && fixed.contains("subject line"),
            "{fixed}"
        );
        assert!(!flags(&fixed, RuleId::NoOutputFormat));
        // Must not flag: a format is named, or the prompt is too short to judge.
        assert!(!flags(
            "Summarise this article as three bullet points.",
            RuleId::NoOutputFormat
        ));
        assert!(!flags(
            "Return valid JSON with the fields name and email",
            RuleId::NoOutputFormat
        ));
        assert!(!flags("Hello there", RuleId::NoOutputFormat));
    }

    #[test]
    fn writing_tasks_without_audience_or_length_are_flagged() {
        let text = "Draft a newsletter about our autumn release";
        assert!(flags(text, RuleId::NoAudience));
        assert!(flags(text, RuleId::NoLength));
        let found = lint(text, &Context::default());
        let audience = found.iter().find(|f| f.rule == RuleId::NoAudience).unwrap();
        let fixed = audience.fix.as_ref().unwrap().apply(text);
        assert!(fixed.ends_with("Audience: {{audience}}"));
        // The fix's variable is itself a valid variable.
        assert_eq!(
            crate::variables::parse(&fixed)
                .unwrap()
                .variables()
                .unwrap()[0]
                .name,
            "audience"
        );
        let length = found.iter().find(|f| f.rule == RuleId::NoLength).unwrap();
        assert!(crate::variables::parse(&length.fix.as_ref().unwrap().apply(text)).is_ok());

        // A one-off task gets no variables from a fix: the audience is advice only, the length
        // a plain line.
        let task = lint(
            text,
            &Context {
                plain_text: true,
                ..Context::default()
            },
        );
        let audience = task.iter().find(|f| f.rule == RuleId::NoAudience).unwrap();
        assert!(audience.fix.is_none());
        let length = task.iter().find(|f| f.rule == RuleId::NoLength).unwrap();
        let fixed = length.fix.as_ref().unwrap().apply(text);
        assert!(fixed.ends_with("Length: about 300 words."), "{fixed}");
        for finding in &task {
            if let Some(fix) = &finding.fix {
                assert!(
                    !fix.apply(text).contains("{{"),
                    "{:?} adds a variable",
                    finding.rule
                );
            }
        }
        // Must not flag.
        assert!(!flags(
            "Draft a short newsletter for our customers",
            RuleId::NoAudience
        ));
        assert!(!flags(
            "Draft a short newsletter for our customers",
            RuleId::NoLength
        ));
        assert!(!flags(
            "Sort this list of numbers in Python",
            RuleId::NoAudience
        ));
        assert!(!flags(
            "Sort this list of numbers in Python",
            RuleId::NoLength
        ));
    }

    #[test]
    fn contradictions_are_flagged_with_where_they_are() {
        let text = "Be brief. Write at least 1,000 words on the history of tea.";
        let found = lint(text, &Context::default());
        let c = found
            .iter()
            .find(|f| f.rule == RuleId::Contradiction)
            .unwrap();
        assert!(
            c.message.contains("\"Be brief\"") && c.message.contains("at least 1,000 words"),
            "{}",
            c.message
        );
        let span = c.span.clone().unwrap();
        assert!(text[span].contains("brief"));
        assert!(flags(
            "Use a formal tone but keep it informal and fun.",
            RuleId::Contradiction
        ));
        assert!(flags(
            "Do not use bullet points. Use bullet points for the steps.",
            RuleId::Contradiction
        ));
        // Must not flag: brief with a small count, or a long piece with no brevity.
        assert!(!flags(
            "Be brief: at least 50 words.",
            RuleId::Contradiction
        ));
        assert!(!flags(
            "Write at least 1000 words, in depth.",
            RuleId::Contradiction
        ));
        assert!(!flags(
            "Use a formal tone throughout.",
            RuleId::Contradiction
        ));
    }

    #[test]
    fn examples_that_disagree_with_the_instructions_are_flagged() {
        let json = "Return the result as JSON with name and age.\n\nExample:\nname: Ann, age: 30\n";
        assert!(flags(json, RuleId::ExampleDisagrees));
        let good = "Return the result as JSON with name and age.\n\nExample:\n```json\n{\"name\": \"Ann\", \"age\": 30}\n```\n";
        assert!(!flags(good, RuleId::ExampleDisagrees));
        let bullets =
            "Give three bullet points on the risks.\n\n## Example\n- one\n- two\n- three\n- four\n";
        let found = lint(bullets, &Context::default());
        let f = found
            .iter()
            .find(|f| f.rule == RuleId::ExampleDisagrees)
            .unwrap();
        assert_eq!(
            f.message,
            "The instructions ask for 3 bullet points but the example has 4."
        );
        assert!(!flags(
            "Give 3 bullet points.\n\nExample:\n- a\n- b\n- c",
            RuleId::ExampleDisagrees
        ));
        // No example: nothing to compare.
        assert!(!flags("Return JSON.", RuleId::ExampleDisagrees));
    }

    #[test]
    fn variables_used_but_not_filled_are_flagged_when_filling() {
        let text = "Write about {{topic}} in a {{tone = warm}} tone";
        let empty = HashMap::new();
        let filling = Context {
            third_party: false,
            values: Some(&empty),
            plain_text: false,
        };
        let found = lint(text, &filling);
        let unfilled: Vec<_> = found
            .iter()
            .filter(|f| f.rule == RuleId::UnfilledVariable)
            .collect();
        assert_eq!(unfilled.len(), 1, "the one with a default is fine");
        assert!(unfilled[0].message.contains("{{topic}}"));
        assert_eq!(&text[unfilled[0].span.clone().unwrap()], "{{topic}}");
        let filled = HashMap::from([("topic".to_owned(), "tea".to_owned())]);
        assert!(
            !rules(
                text,
                &Context {
                    third_party: false,
                    values: Some(&filled),
                    plain_text: false,
                }
            )
            .contains(&RuleId::UnfilledVariable)
        );
        // While writing (no values), nothing to flag.
        assert!(!flags(text, RuleId::UnfilledVariable));
    }

    #[test]
    fn a_key_instruction_buried_at_the_end_of_a_long_prompt_is_flagged_and_moved() {
        let body = "The context of the project is described here in plain words. ".repeat(60);
        let text = format!("{body}You must answer in French.");
        let found = lint(&text, &Context::default());
        let f = found
            .iter()
            .find(|f| f.rule == RuleId::BuriedInstruction)
            .expect("flagged");
        let fixed = f.fix.as_ref().unwrap().apply(&text);
        assert!(
            fixed.starts_with("You must answer in French.\n\n"),
            "{}",
            &fixed[..60]
        );
        assert!(!fixed.trim_end().ends_with("French."));
        assert_eq!(fixed.matches("You must answer in French.").count(), 1);
        // Must not flag: a short prompt, or the instruction also said up front.
        assert!(!flags(
            "You must answer in French. Tell me about tea.",
            RuleId::BuriedInstruction
        ));
        let early = format!("You must be precise. {body}You must answer in French.");
        assert!(!flags(&early, RuleId::BuriedInstruction));
    }

    #[test]
    fn personal_data_is_flagged_only_when_it_goes_to_a_third_party() {
        let text = "Email ann.lee@example.com or call +1 415 555 0132; card 4111 1111 1111 1111.";
        let found = lint(text, &third_party());
        let pii: Vec<&Finding> = found
            .iter()
            .filter(|f| f.rule == RuleId::PersonalData)
            .collect();
        assert_eq!(pii.len(), 3, "{pii:#?}");
        assert!(pii[0].message.contains("an email address"));
        assert!(pii[1].message.contains("a phone number"));
        assert!(pii[2].message.contains("a card number"));
        let mut fixed = text.to_owned();
        for f in pii.iter().rev() {
            fixed = f.fix.as_ref().unwrap().apply(&fixed);
        }
        assert_eq!(
            fixed,
            "Email [email address] or call [phone number]; card [card number]."
        );
        // Not sent anywhere: not flagged.
        assert!(!rules(text, &Context::default()).contains(&RuleId::PersonalData));
        // Must not flag: a number that fails the card check, a date, a price, a version.
        for clean in [
            "Order 4111 1111 1111 1112 shipped.",
            "The launch is on 2026-11-27 at 10:30.",
            "It costs $1,299.00 a year.",
            "Upgrade from 1.2.3 to 1.2.4.",
            "Reach the team at the usual address.",
        ] {
            assert!(
                !rules(clean, &third_party()).contains(&RuleId::PersonalData),
                "{clean}"
            );
        }
    }

    #[test]
    fn every_rule_is_listed_once_and_a_clean_prompt_passes() {
        let mut ids: Vec<&str> = RULES.iter().map(|r| r.id.as_str()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), RULES.len());
        let clean = "You are a B2B copywriter. Write a short cold email (under 120 words) to the CTO of a fintech about our invoicing API. Output format: a subject line, then the body.";
        assert_eq!(lint(clean, &third_party()), vec![]);
        assert_eq!(lint("   ", &third_party()), vec![]);
    }
}
