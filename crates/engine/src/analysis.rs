//! Reading a short description: what kind of task it is, who it is for, what tone, length and
//! format it asks for, and what it is about. Plain keyword and phrase rules: deterministic,
//! fast, and easy to extend.

use serde::Serialize;

use crate::{language::Lang, lexicon};

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
            "flyer",
            "banner",
            "thumbnail",
            "billboard",
            "infographic",
            "mascot",
            "sticker",
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
            "message",
            "announcement",
            "invitation",
            "sonnet",
            "limerick",
            "haiku",
            "lyrics",
            "toast",
            "eulogy",
            "note",
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
    /// The description as a clean instruction ("Write a limerick about …").
    pub task: String,
    /// The description as a clean sentence, as the user wrote it (no verb added): media
    /// prompts describe this scene.
    pub sentence: String,
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
    /// Who or what the result serves when that is not its reader ("plan a party for my 6
    /// year old": the parent reads the plan, the child is who it is for).
    pub beneficiary: Option<String>,
    /// What the user sells or runs, as they named it ("a budgeting app for freelancers").
    pub product: Option<String>,
    /// What the task is about, without its opening verb ("Kafka and RabbitMQ for ad hoc
    /// event replay").
    pub subject: String,
    /// The role the user already gave ("Act as a nutritionist"): kept instead of the
    /// profile's, since the input is already written as a prompt.
    pub user_role: Option<String>,
    /// The language the task is written in.
    pub lang: Lang,
    /// How many items the task asks for ("five tweet ideas" -> "five").
    pub count: Option<String>,
    /// The input is already written as a prompt (a role, or 25 words and more): keep its
    /// structure and change little.
    pub detailed: bool,
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
    let mut cleaned = format!(" {lower} ");
    for phrase in lexicon::FALSE_FRIENDS {
        cleaned = cleaned.replace(&format!(" {phrase} "), " ");
    }
    let lower = cleaned.trim();
    let words = words(lower);
    let lead = lead_kind(lower);
    // The first deliverable noun among the opening words names what is produced. A task that
    // opens with a role ("You are a recruiter. Draft a job post…") is read after the role.
    let opening: &[&str] = if lexicon::PROMPT_OPENERS.iter().any(|o| lower.starts_with(o)) {
        let role_words = lower
            .split_once(['.', ','])
            .map_or(0, |(role, _)| self::words(role).len());
        &words[role_words.min(words.len())..]
    } else {
        &words
    };
    let deliverable = opening.iter().take(7).enumerate().find_map(|(i, w)| {
        let pair = opening.get(i + 1).map(|n| format!("{w} {n}"));
        lexicon::DELIVERABLE_NOUNS
            .iter()
            .find(|(noun, _)| {
                pair.as_deref() == Some(*noun) || noun == w || w.strip_suffix('s') == Some(noun)
            })
            .map(|(_, kind)| *kind)
    });
    // Every word and its plain singular ("slogans" matches "slogan"), sorted once: a keyword
    // is one binary search, which keeps long tasks fast.
    let mut index: Vec<&str> = words
        .iter()
        .copied()
        .chain(words.iter().filter_map(|w| w.strip_suffix('s')))
        .collect();
    index.sort_unstable();
    index.dedup();
    let has = |k: &str| {
        if k.contains(' ') {
            lower.contains(k)
        } else {
            index.binary_search(&k).is_ok()
        }
    };
    let mut best = (TaskKind::General, 0usize);
    for (kind, keywords) in KEYWORDS {
        let mut score = keywords.iter().filter(|k| has(k)).count();
        if lead == Some(*kind) {
            score += 4;
        }
        if deliverable == Some(*kind) {
            score += 2;
        }
        if score > best.1 {
            best = (*kind, score);
        }
    }
    if best.1 == 0
        && let Some(kind) = lead
    {
        return kind;
    }
    best.0
}

/// Politeness and framing before the real verb ("please", "can you", "I need you to").
const LEAD_FILLERS: &[&str] = &[
    "please ",
    "can you ",
    "could you ",
    "help me ",
    "i need you to ",
    "i want you to ",
    "i need to ",
    "i want to ",
];

fn without_fillers(lower: &str) -> &str {
    let mut rest = lower.trim_start();
    loop {
        let before = rest;
        for filler in LEAD_FILLERS {
            if let Some(r) = rest.strip_prefix(filler) {
                // "help me understand" is itself a lead phrase: keep it.
                if lexicon::LEAD_VERBS.iter().any(|(v, _)| rest.starts_with(v)) {
                    continue;
                }
                rest = r;
            }
        }
        if rest == before {
            return rest;
        }
    }
}

/// The kind named by the verb the task starts with, if it is one the lexicon knows.
fn lead_kind(lower: &str) -> Option<TaskKind> {
    let rest = without_fillers(lower);
    lexicon::LEAD_VERBS
        .iter()
        .find(|(verb, _)| {
            rest.strip_prefix(verb)
                .is_some_and(|after| after.is_empty() || after.starts_with([' ', ',', ':']))
        })
        .map(|(_, kind)| *kind)
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
    "after",
    "before",
    "giving",
    "when",
    "while",
    "since",
    "at",
    "from",
    "by",
    "whose",
    "where",
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

const TO_MARKERS: &[&str] = &[" to a ", " to an ", " to the ", " to my ", " to our "];
const FOR_MARKERS: &[&str] = &[" for a ", " for an ", " for my ", " for the ", " for our "];

/// The earliest marker of `markers` in `lower`, with the phrase after it and its article.
fn marked_phrase(
    text: &str,
    lower: &str,
    markers: &[&str],
    stops: &[&str],
) -> Option<(usize, String)> {
    let (start, marker) = markers
        .iter()
        .filter_map(|m| lower.find(m).map(|i| (i, *m)))
        .min_by_key(|(i, _)| *i)?;
    let phrase = phrase_after(text, lower, &[marker], stops, 5)?;
    let article = marker.trim().split(' ').nth(1).unwrap_or("");
    Some((start, format!("{article} {phrase}").trim().to_owned()))
}

/// "to Globex", "to Maria": a recipient named without an article.
fn named_recipient(text: &str) -> Option<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let at = words.iter().skip(1).position(|w| *w == "to")? + 1;
    let names: Vec<&str> = words[at + 1..]
        .iter()
        .take(3)
        .take_while(|w| w.chars().next().is_some_and(char::is_uppercase))
        .map(|w| w.trim_end_matches([',', '.', ';', ':', '!', '?']))
        .collect();
    (!names.is_empty()).then(|| names.join(" "))
}

const NUMBER_WORDS: &[&str] = &[
    "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve", "fifteen",
    "twenty",
];

/// "five tweet ideas", "10 slogans": a number of items near the start, before a plural noun.
fn count(words: &[&str]) -> Option<String> {
    words.iter().take(5).enumerate().find_map(|(i, w)| {
        let is_number = NUMBER_WORDS.contains(w)
            || (!w.is_empty() && w.len() <= 2 && w.chars().all(|c| c.is_ascii_digit()));
        let plural = words.iter().skip(i + 1).take(3).any(|n| {
            n.len() > 3
                && n.ends_with('s')
                && !n.ends_with("ss")
                && !matches!(
                    *n,
                    "minutes"
                        | "seconds"
                        | "days"
                        | "weeks"
                        | "months"
                        | "years"
                        | "words"
                        | "hours"
                )
        });
        (is_number && plural).then(|| (*w).to_owned())
    })
}

/// "for new users", "for busy parents": a group of readers named without an article.
fn reader_group(text: &str, lower: &str) -> Option<(usize, String)> {
    let mut from = 0;
    while let Some(found) = lower[from..].find(" for ") {
        let at = from + found;
        let after = &text[at + 5..];
        let mut taken = Vec::new();
        for word in after.split_whitespace().take(3) {
            let bare = word
                .trim_end_matches([',', '.', ';', ':', '!', '?'])
                .to_lowercase();
            taken.push(word.trim_end_matches([',', '.', ';', ':', '!', '?']));
            if lexicon::READER_NOUNS.contains(&bare.as_str()) {
                // "members of a climbing gym": the group is named by what it belongs to.
                let rest: Vec<&str> = after.split_whitespace().skip(taken.len()).collect();
                if rest.first().is_some_and(|w| *w == "of") {
                    for w in rest.iter().take(5) {
                        let b = w.trim_end_matches([',', '.', ';', ':', '!', '?']);
                        if CLAUSE_STOPS.contains(&b.to_lowercase().as_str()) && *w != "of" {
                            break;
                        }
                        taken.push(b);
                        if b.len() != w.len() {
                            break;
                        }
                    }
                }
                return Some((at, taken.join(" ")));
            }
            if bare.len() + 1 < word.len() || word.ends_with([',', '.', ';', ':']) {
                break;
            }
        }
        from = at + 5;
    }
    None
}

/// "a budgeting app for freelancers", "our API", "a tea shop": the phrase from a marker up
/// to a product noun, with a short "for …" or "called …" tail.
fn product_phrase(text: &str, lower: &str) -> Option<String> {
    let padded_lower = format!(" {lower} ");
    let padded = format!(" {text} ");
    let mut best: Option<(usize, String)> = None;
    for marker in lexicon::PRODUCT_MARKERS {
        let mut from = 0;
        while let Some(found) = padded_lower[from..].find(marker) {
            let at = from + found;
            from = at + 1;
            if best.as_ref().is_some_and(|(b, _)| *b <= at) {
                break;
            }
            let article = marker.trim().rsplit(' ').next().unwrap_or("");
            let rest = &padded[at + marker.len()..];
            let words: Vec<&str> = rest.split_whitespace().collect();
            let Some(end) = words.iter().take(5).position(|w| {
                let bare = w
                    .trim_end_matches([',', '.', ';', ':', '!', '?'])
                    .trim_end_matches("'s")
                    .to_lowercase();
                lexicon::PRODUCT_NOUNS.contains(&bare.as_str())
            }) else {
                continue;
            };
            // Stop early at punctuation inside the phrase.
            if words[..end]
                .iter()
                .any(|w| w.ends_with([',', '.', ';', ':']))
            {
                continue;
            }
            let mut taken: Vec<&str> = words[..=end].to_vec();
            // "a local bookstore's poetry night": the possessive names the thing itself.
            if words[end].ends_with("'s") {
                for w in words.iter().skip(end + 1).take(2) {
                    let bare = w.trim_end_matches([',', '.', ';', ':', '!', '?']);
                    if matches!(
                        bare.to_lowercase().as_str(),
                        "for" | "to" | "with" | "in" | "on" | "at" | "and"
                    ) {
                        break;
                    }
                    taken.push(w);
                    if bare.len() != w.len() {
                        break;
                    }
                }
            }
            let ends_clause = taken
                .last()
                .is_some_and(|w| w.ends_with([',', '.', ';', ':', '!', '?']));
            if !ends_clause
                && words.get(end + 1).is_some_and(|w| {
                    matches!(w.to_lowercase().as_str(), "for" | "called" | "named")
                })
            {
                for w in words.iter().skip(end + 1).take(3) {
                    taken.push(w);
                    if w.ends_with([',', '.', ';', ':', '!', '?']) {
                        break;
                    }
                }
                // A tail ends on a content word, not a dangling article.
                while taken.last().is_some_and(|w| {
                    matches!(w.to_lowercase().as_str(), "a" | "an" | "the" | "for" | "of")
                }) {
                    taken.pop();
                }
            }
            let phrase = taken
                .join(" ")
                .trim_end_matches([',', '.', ';', ':', '!', '?'])
                .to_owned();
            best = Some((at, format!("{article} {phrase}")));
        }
    }
    best.map(|(_, p)| p)
}

/// The task without its opening verb: what it is about.
fn subject_of(text: &str, lower: &str) -> String {
    // "You are a recruiter. Draft a job post…": the subject follows the role.
    if lexicon::PROMPT_OPENERS.iter().any(|o| lower.starts_with(o))
        && let Some(end) = lower.find(". ")
    {
        return subject_of(&text[end + 2..], &lower[end + 2..]);
    }
    let rest = without_fillers(lower);
    let skipped = lower.len() - rest.len();
    let verbs = lexicon::LEAD_VERBS.iter().map(|(v, _)| *v).chain([
        "write", "create", "make", "draft", "give me", "generate", "design", "build", "tell me",
        "list", "find", "suggest",
    ]);
    let mut cut = skipped;
    for verb in verbs {
        if rest.starts_with(verb) && rest[verb.len()..].starts_with(' ') {
            cut = skipped + verb.len() + 1;
            break;
        }
    }
    text[cut..]
        .trim()
        .trim_end_matches(['.', '!', '?'])
        .trim()
        .to_owned()
}

fn user_role(text: &str, lower: &str) -> Option<String> {
    let opener = lexicon::PROMPT_OPENERS
        .iter()
        .find(|o| lower.starts_with(**o))?;
    let rest = &text[opener.len()..];
    let end = rest.find(['.', ',', ';', ':', '\n']).unwrap_or(rest.len());
    let role = rest[..end].trim();
    let words = role.split_whitespace().count();
    (words > 0 && words <= 10 && end < rest.len()).then(|| role.to_owned())
}

/// Lowercase with the same byte offsets as `text`, so a position found in one is valid in
/// the other. The few letters whose lowercase has another length ("İ") stay as they are.
fn lowercase_aligned(text: &str) -> String {
    text.chars()
        .map(|c| {
            let mut lower = c.to_lowercase();
            match (lower.next(), lower.next()) {
                (Some(l), None) if l.len_utf8() == c.len_utf8() => l,
                _ => c,
            }
        })
        .collect()
}

pub fn analyse(description: &str) -> Analysis {
    let text = clean(description);
    let lower = lowercase_aligned(&text);
    let kind = classify(&lower);
    let word_list = words(&lower);
    let lang = crate::language::detect(&word_list);

    let for_is_reader = lexicon::FOR_NAMES_THE_READER.contains(&kind);
    let product = product_phrase(&text, &lower);
    let recipient = marked_phrase(&text, &lower, TO_MARKERS, CLAUSE_STOPS)
        .map(|(_, p)| p)
        .or_else(|| named_recipient(&text))
        .filter(|_| for_is_reader);
    // "for X" names a reader group, a product (the client), or who the result serves.
    let for_phrase = [
        marked_phrase(&text, &lower, FOR_MARKERS, CLAUSE_STOPS),
        reader_group(&text, &lower),
    ]
    .into_iter()
    .flatten()
    .min_by_key(|(at, _)| *at)
    .map(|(_, p)| p)
    .filter(|p| {
        let last = p
            .rsplit(' ')
            .next()
            .unwrap_or_default()
            .trim_end_matches("'s")
            .to_lowercase();
        let group = p
            .split_whitespace()
            .any(|w| lexicon::READER_NOUNS.contains(&w.to_lowercase().as_str()));
        (group || !lexicon::PRODUCT_NOUNS.contains(&last.as_str()))
            && !product
                .as_deref()
                .is_some_and(|prod| prod.contains(p.as_str()))
    });
    // Who a result serves is a person or group ("my parents", "a small team"); anything
    // else after "for" is a purpose ("for a runny yolk").
    // "my sister's wedding" names an occasion, not a person.
    let names_people = |p: &String| {
        let lower = p.to_lowercase();
        let person = |w: &str| {
            let w = w.trim_end_matches("'s");
            lexicon::READER_NOUNS.contains(&w) || lexicon::PERSON_NOUNS.contains(&w)
        };
        let last = lower.rsplit(' ').next().unwrap_or_default();
        person(last)
            || (lower.starts_with("my ") || lower.starts_with("our ")) && !lower.contains("'s")
            || !lower.contains("'s") && lower.split_whitespace().any(person)
    };
    let for_phrase = for_phrase.filter(names_people);
    // "our meditation app for nurses": the product's users read what is written about it.
    let users = product.as_deref().and_then(|p| {
        let (_, tail) = p.rsplit_once(" for ")?;
        let last = tail.rsplit(' ').next()?.to_lowercase();
        (lexicon::READER_NOUNS.contains(&last.as_str())
            || lexicon::PERSON_NOUNS.contains(&last.as_str()))
        .then(|| tail.to_owned())
    });
    let for_phrase = for_phrase.or(users.filter(|_| for_is_reader));
    let (audience, beneficiary) = match (recipient, for_phrase) {
        (Some(r), f) => (Some(r), f.filter(|_| !for_is_reader)),
        (None, Some(f)) if for_is_reader => (Some(f), None),
        (None, f) => (None, f),
    };
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
            // "how long should I boil an egg" asks a duration, not a length.
            .filter(|k| !(**k == "long" && lower.contains("how long")))
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

    let task = instruction(&text, &word_list, kind, lang);
    let sentence = instruction(&text, &word_list, TaskKind::General, lang);
    let user_role = user_role(&text, &lower);
    let detailed = user_role.is_some() || word_list.len() >= 25;

    Analysis {
        kind,
        task,
        sentence,
        audience,
        topic,
        tone,
        length,
        format,
        language,
        vague: word_list.len() < 4,
        beneficiary,
        product,
        subject: subject_of(&text, &lower),
        user_role,
        lang,
        count: count(&word_list),
        detailed,
    }
}

/// The description as an instruction: capitalised and punctuated, with a verb when it names
/// only the deliverable ("a limerick about a cat" -> "Write a limerick about a cat.").
fn instruction(text: &str, word_list: &[&str], kind: TaskKind, lang: Lang) -> String {
    let first = word_list.first().copied().unwrap_or_default();
    let starts_with_noun = matches!(first, "a" | "an")
        || first.chars().all(|c| c.is_ascii_digit()) && !first.is_empty()
        || matches!(
            first,
            "one" | "two" | "three" | "four" | "five" | "six" | "seven" | "eight" | "nine" | "ten"
        );
    let verb = lexicon::default_verb(kind).filter(|_| lang == Lang::En);
    let mut task = match verb {
        Some(verb)
            if starts_with_noun && text.chars().next().is_some_and(char::is_alphanumeric) =>
        {
            let mut chars = text.chars();
            let head: String = chars
                .next()
                .map(|c| c.to_lowercase().collect())
                .unwrap_or_default();
            format!("{verb} {head}{}", chars.as_str())
        }
        Some(verb) if word_list.len() == 1 && text.chars().all(char::is_alphabetic) => {
            let article = if first.starts_with(['a', 'e', 'i', 'o', 'u']) {
                "an"
            } else {
                "a"
            };
            format!("{verb} {article} {}", text.to_lowercase())
        }
        _ => text.to_owned(),
    };
    if let Some(first) = task.chars().next() {
        task = first.to_uppercase().collect::<String>() + &task[first.len_utf8()..];
    }
    if !task.ends_with(['.', '!', '?']) {
        task.push('.');
    }
    task
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
