//! Reading a short description: what kind of task it is, who it is for, what tone, length and
//! format it asks for, and what it is about. Plain keyword and phrase rules: deterministic,
//! fast, and easy to extend.

use serde::Serialize;

/// The kinds of task the offline engine writes prompts for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum TaskKind {
    Email,
    Code,
    Data,
    Marketing,
    Analysis,
    Research,
    Learning,
    Planning,
    Writing,
    Image,
    Video,
    General,
}

impl TaskKind {
    pub fn label(self) -> &'static str {
        match self {
            Self::Email => "email",
            Self::Code => "code",
            Self::Data => "data",
            Self::Marketing => "marketing",
            Self::Analysis => "analysis",
            Self::Research => "research",
            Self::Learning => "learning",
            Self::Planning => "planning",
            Self::Writing => "writing",
            Self::Image => "image",
            Self::Video => "video",
            Self::General => "general",
        }
    }
}

/// Keywords per kind, in priority order: on a tie the earlier kind wins (an "email about our
/// marketing campaign" is an email).
const KEYWORDS: &[(TaskKind, &[&str])] = &[
    (
        TaskKind::Email,
        &[
            "email",
            "e-mail",
            "emails",
            "inbox",
            "outreach",
            "follow-up",
            "newsletter",
            "cold email",
            "reply to",
        ],
    ),
    (
        TaskKind::Video,
        &[
            "video",
            "clip",
            "footage",
            "trailer",
            "cinematic",
            "animation",
            "b-roll",
            "shot",
            "scene",
            "veo",
            "sora",
        ],
    ),
    (
        TaskKind::Image,
        &[
            "image",
            "photo",
            "picture",
            "illustration",
            "logo",
            "poster",
            "portrait",
            "wallpaper",
            "artwork",
            "drawing",
            "render",
            "icon",
            "midjourney",
        ],
    ),
    (
        TaskKind::Code,
        &[
            "code",
            "function",
            "script",
            "bug",
            "debug",
            "refactor",
            "python",
            "rust",
            "javascript",
            "typescript",
            "java",
            "golang",
            "sql",
            "regex",
            "class",
            "unit test",
            "tests",
            "implement",
            "algorithm",
            "react",
            "component",
            "api endpoint",
            "dockerfile",
            "bash",
            "compile",
            "library",
            "cli",
        ],
    ),
    (
        TaskKind::Data,
        &[
            "json",
            "csv",
            "spreadsheet",
            "table",
            "schema",
            "extract",
            "parse",
            "dataset",
            "excel",
            "structured",
            "fields",
            "yaml",
        ],
    ),
    (
        TaskKind::Marketing,
        &[
            "marketing",
            "ad",
            "ads",
            "campaign",
            "landing page",
            "slogan",
            "tagline",
            "seo",
            "social media",
            "tweet",
            "linkedin",
            "instagram",
            "tiktok",
            "product description",
            "copy",
            "brand",
            "launch",
            "pitch",
            "sales",
        ],
    ),
    (
        TaskKind::Analysis,
        &[
            "analyze",
            "analyse",
            "analysis",
            "compare",
            "comparison",
            "evaluate",
            "review",
            "assess",
            "pros and cons",
            "swot",
            "critique",
            "insights",
            "audit",
            "diagnose",
        ],
    ),
    (
        TaskKind::Research,
        &[
            "research",
            "sources",
            "literature",
            "citations",
            "studies",
            "investigate",
            "evidence",
            "market research",
            "find out",
        ],
    ),
    (
        TaskKind::Learning,
        &[
            "explain",
            "teach",
            "learn",
            "study",
            "tutor",
            "lesson",
            "quiz",
            "beginner",
            "understand",
            "course",
            "flashcards",
            "eli5",
        ],
    ),
    (
        TaskKind::Planning,
        &[
            "plan",
            "schedule",
            "roadmap",
            "itinerary",
            "strategy",
            "checklist",
            "agenda",
            "timeline",
            "okr",
            "okrs",
            "goals",
            "budget",
        ],
    ),
    (
        TaskKind::Writing,
        &[
            "write",
            "essay",
            "story",
            "blog",
            "article",
            "poem",
            "speech",
            "rewrite",
            "edit",
            "proofread",
            "cover letter",
            "bio",
            "summary",
            "summarize",
            "summarise",
            "post",
            "letter",
            "report",
        ],
    ),
];

const TONES: &[&str] = &[
    "formal",
    "casual",
    "friendly",
    "professional",
    "persuasive",
    "funny",
    "humorous",
    "playful",
    "concise",
    "empathetic",
    "warm",
    "confident",
    "witty",
    "serious",
    "inspiring",
    "urgent",
];

const PROGRAMMING_LANGUAGES: &[(&str, &str)] = &[
    ("python", "Python"),
    ("rust", "Rust"),
    ("javascript", "JavaScript"),
    ("typescript", "TypeScript"),
    ("java", "Java"),
    ("golang", "Go"),
    ("kotlin", "Kotlin"),
    ("swift", "Swift"),
    ("c#", "C#"),
    ("c++", "C++"),
    ("ruby", "Ruby"),
    ("php", "PHP"),
    ("sql", "SQL"),
    ("bash", "Bash"),
    ("react", "React"),
];

/// Formats a description can ask for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum FormatHint {
    Table,
    Bullets,
    Json,
    Steps,
    Outline,
}

/// What the engine understood of a description.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Analysis {
    pub kind: TaskKind,
    /// The description as a clean sentence.
    pub task: String,
    /// Who the output is for ("a CTO").
    pub audience: Option<String>,
    /// What it is about ("our API").
    pub topic: Option<String>,
    pub tone: Option<&'static str>,
    /// A length the description asks for ("150 words", "short").
    pub length: Option<String>,
    pub format: Option<FormatHint>,
    /// A programming language, for code tasks.
    pub language: Option<&'static str>,
    /// Fewer than four words: the deeper tiers state more assumptions and ask more questions.
    pub vague: bool,
}

/// Normalises whitespace, strips wrapping quotes and caps the length (the API layer enforces
/// its own limit; this keeps the engine safe on any input).
pub fn clean(description: &str) -> String {
    let collapsed: String = description.split_whitespace().collect::<Vec<_>>().join(" ");
    let trimmed =
        collapsed.trim_matches(|c: char| c == '"' || c == '\'' || c == '`' || c.is_whitespace());
    trimmed.chars().take(4000).collect()
}

fn words(lower: &str) -> Vec<&str> {
    lower
        .split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '+' || c == '#'))
        .filter(|w| !w.is_empty())
        .collect()
}

fn contains_phrase(lower: &str, words: &[&str], phrase: &str) -> bool {
    if phrase.contains(' ') {
        lower.contains(phrase)
    } else {
        words.contains(&phrase)
    }
}

pub fn classify(lower: &str) -> TaskKind {
    let words = words(lower);
    let mut best = (TaskKind::General, 0usize);
    for (kind, keywords) in KEYWORDS {
        let score = keywords
            .iter()
            .filter(|k| contains_phrase(lower, &words, k))
            .count();
        if score > best.1 {
            best = (*kind, score);
        }
    }
    best.0
}

/// The words after a marker, up to punctuation or a word that starts a new clause.
fn phrase_after(
    text: &str,
    lower: &str,
    markers: &[&str],
    stops: &[&str],
    max_words: usize,
) -> Option<String> {
    let (start, marker) = markers
        .iter()
        .filter_map(|m| lower.find(m).map(|i| (i, *m)))
        .min_by_key(|(i, _)| *i)?;
    let rest = &text[start + marker.len()..];
    let mut taken = Vec::new();
    for word in rest.split_whitespace() {
        let bare = word.trim_end_matches([',', '.', ';', ':', '!', '?']);
        if stops.contains(&bare.to_lowercase().as_str()) || taken.len() >= max_words {
            break;
        }
        taken.push(bare);
        if bare.len() != word.len() {
            break;
        }
    }
    let phrase = taken.join(" ");
    (!phrase.is_empty()).then_some(phrase)
}

const CLAUSE_STOPS: &[&str] = &[
    "about",
    "that",
    "which",
    "who",
    "to",
    "with",
    "on",
    "in",
    "and",
    "for",
    "using",
    "so",
    "because",
    "explaining",
    "asking",
];

pub fn analyse(description: &str) -> Analysis {
    let text = clean(description);
    let lower = text.to_lowercase();
    let kind = classify(&lower);
    let word_list = words(&lower);

    let audience = phrase_after(
        &text,
        &lower,
        &[
            " to a ",
            " to an ",
            " to the ",
            " to my ",
            " for a ",
            " for an ",
            " for my ",
            " for the ",
        ],
        CLAUSE_STOPS,
        5,
    )
    .map(|a| {
        let article = [
            " to a ",
            " to an ",
            " to the ",
            " to my ",
            " for a ",
            " for an ",
            " for my ",
            " for the ",
        ]
        .iter()
        .filter_map(|m| lower.find(m).map(|i| (i, m)))
        .min_by_key(|(i, _)| *i)
        .map(|(_, m)| m.trim().split(' ').nth(1).unwrap_or(""))
        .unwrap_or("");
        format!("{article} {a}").trim().to_owned()
    });
    let topic = phrase_after(
        &text,
        &lower,
        &[
            " about ",
            " on how ",
            " explaining ",
            " regarding ",
            " describing ",
        ],
        &["for", "to", "so", "because", "in", "with"],
        8,
    );
    let tone = TONES.iter().copied().find(|t| word_list.contains(t));
    let language = PROGRAMMING_LANGUAGES
        .iter()
        .find(|(key, _)| word_list.contains(key))
        .map(|(_, name)| *name);

    let length = word_list
        .windows(2)
        .find(|w| {
            w[0].chars().all(|c| c.is_ascii_digit())
                && matches!(
                    w[1],
                    "words"
                        | "word"
                        | "sentences"
                        | "paragraphs"
                        | "bullets"
                        | "slides"
                        | "tweets"
                        | "minutes"
                        | "seconds"
                        | "lines"
                )
        })
        .map(|w| format!("{} {}", w[0], w[1]))
        .or_else(|| {
            [
                "one-page",
                "one page",
                "short",
                "brief",
                "long",
                "detailed",
                "in-depth",
                "one paragraph",
                "one sentence",
            ]
            .iter()
            .find(|k| contains_phrase(&lower, &word_list, k))
            .map(|k| (*k).to_owned())
        });

    let format = if contains_phrase(&lower, &word_list, "table") {
        Some(FormatHint::Table)
    } else if contains_phrase(&lower, &word_list, "json") {
        Some(FormatHint::Json)
    } else if ["bullet", "bullets", "bullet points", "list"]
        .iter()
        .any(|k| contains_phrase(&lower, &word_list, k))
    {
        Some(FormatHint::Bullets)
    } else if ["step-by-step", "step by step", "steps", "how-to", "guide"]
        .iter()
        .any(|k| contains_phrase(&lower, &word_list, k))
    {
        Some(FormatHint::Steps)
    } else if contains_phrase(&lower, &word_list, "outline") {
        Some(FormatHint::Outline)
    } else {
        None
    };

    let mut task = text.clone();
    if let Some(first) = task.chars().next() {
        task = first.to_uppercase().collect::<String>() + &task[first.len_utf8()..];
    }
    if !task.ends_with(['.', '!', '?']) {
        task.push('.');
    }

    Analysis {
        kind,
        task,
        audience,
        topic,
        tone,
        length,
        format,
        language,
        vague: word_list.len() < 4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_cold_email_example() {
        let a = analyse("write a cold email to a CTO about our API");
        assert_eq!(a.kind, TaskKind::Email);
        assert_eq!(a.audience.as_deref(), Some("a CTO"));
        assert_eq!(a.topic.as_deref(), Some("our API"));
        assert_eq!(a.task, "Write a cold email to a CTO about our API.");
        assert!(!a.vague);
    }

    #[test]
    fn classifies_common_tasks() {
        let cases = [
            (
                "fix this python function that crashes on empty lists",
                TaskKind::Code,
            ),
            (
                "a logo for a coffee shop called Bean There",
                TaskKind::Image,
            ),
            (
                "drone shot of a lighthouse at dusk, 8 second clip",
                TaskKind::Video,
            ),
            (
                "extract names and dates from invoices into json",
                TaskKind::Data,
            ),
            (
                "compare postgres and mysql for a startup",
                TaskKind::Analysis,
            ),
            (
                "explain quantum entanglement to a 10 year old",
                TaskKind::Learning,
            ),
            ("plan a 5 day trip to Lisbon", TaskKind::Planning),
            (
                "linkedin post announcing our product launch",
                TaskKind::Marketing,
            ),
            (
                "write a short story about a robot gardener",
                TaskKind::Writing,
            ),
            ("hello", TaskKind::General),
        ];
        for (text, kind) in cases {
            assert_eq!(analyse(text).kind, kind, "{text}");
        }
    }

    #[test]
    fn picks_up_tone_length_format_and_language() {
        let a = analyse("Write a friendly 150 words summary as a table in python");
        assert_eq!(a.tone, Some("friendly"));
        assert_eq!(a.length.as_deref(), Some("150 words"));
        assert_eq!(a.format, Some(FormatHint::Table));
        assert_eq!(a.language, Some("Python"));
        assert!(analyse("poem").vague);
        assert_eq!(clean("  \"hello   world\"  "), "hello world");
    }
}
