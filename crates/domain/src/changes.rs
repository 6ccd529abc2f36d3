//! Explained changes (issue 20): what an enhancement changed in the user's words, word by word,
//! with a reason for each change, so each can be accepted or rejected.
//!
//! The texts are compared word by word (Myers' algorithm over words and the spaces between
//! them). A run of removed and added words next to each other is one change (a replacement).
//! An added run that spans several sections of the improved prompt (`# Role`, `## Output
//! format`, `Constraints:`…) is split at each section, so each section is its own change. Each
//! change's reason is the engine's own improvement line that names what the change's section
//! is about ("Added an expert role"), else a plain default for that kind of section, else one
//! for the kind of edit.

use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

/// Texts longer than this (in characters, either side) are not explained: the diff would be
/// slow and the changes too many to read.
pub const MAX_CHARS: usize = 40_000;
/// The most time one explanation may take…
pub const DEADLINE: Duration = Duration::from_millis(100);
/// …when either text is longer than this (in characters). Shorter texts always finish in well
/// under a millisecond, so they get no deadline: on a busy machine a thread can wait longer
/// than the deadline for a core, and a short comparison must not be given up for that.
pub const NO_DEADLINE_BELOW: usize = 4_000;

/// What a change does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChangeKind {
    /// Words kept as they were.
    Same,
    Added,
    Removed,
    /// Words replaced by others.
    Replaced,
}

/// One piece of the comparison, in order: `before` is the user's words (empty when added),
/// `after` the improved words (empty when removed). Accepting every change gives the improved
/// text; rejecting every change gives the original.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Change {
    pub kind: ChangeKind,
    pub before: String,
    pub after: String,
    /// Why, for every change but `Same`.
    pub reason: Option<String>,
}

/// A kind of section an improved prompt has: the words its heading or an improvement line
/// uses, and the reason given when the engine said nothing about it.
struct Section {
    words: &'static [&'static str],
    default: &'static str,
}

const SECTIONS: &[Section] = &[
    Section {
        words: &["role", "persona", "expert", "you are"],
        default: "Made the role explicit",
    },
    Section {
        words: &["audience", "reader", "tone", "voice"],
        default: "Made the audience and tone explicit",
    },
    Section {
        words: &["output", "format", "structure", "deliverable"],
        default: "Specified the output format",
    },
    Section {
        words: &["constraint", "rule", "limit", "requirement"],
        default: "Added constraints",
    },
    Section {
        words: &["step", "process", "approach", "plan"],
        default: "Broke the task into steps",
    },
    Section {
        words: &["context", "background"],
        default: "Added context",
    },
    Section {
        words: &["example"],
        default: "Added an example",
    },
    Section {
        words: &["check", "quality", "critique", "review"],
        default: "Added checks to run before answering",
    },
    Section {
        words: &["assum"],
        default: "Stated the assumptions made",
    },
    Section {
        words: &["goal", "objective", "task", "success"],
        default: "Restated the task as a clear goal",
    },
    Section {
        words: &["negative", "avoid"],
        default: "Said what to avoid",
    },
    Section {
        words: &["camera", "shot", "scene", "lighting", "style", "subject"],
        default: "Described the scene for the model",
    },
    Section {
        words: &["parameter", "aspect", "--ar", "duration"],
        default: "Set the model's parameters",
    },
];

/// The section a heading or a line names, if any.
fn section_of(text: &str) -> Option<&'static Section> {
    let text = text.to_lowercase();
    SECTIONS
        .iter()
        .find(|s| s.words.iter().any(|w| text.contains(w)))
}

/// The heading a line is, if it is one: `# Role`, `## Output format`, `**Constraints**`,
/// `Constraints:` on a line of its own.
fn heading(line: &str) -> Option<&str> {
    let line = line.trim();
    if let Some(rest) = line.strip_prefix('#') {
        return Some(rest.trim_start_matches('#').trim());
    }
    if line.len() > 4 && line.starts_with("**") && line.ends_with("**") {
        return Some(line.trim_matches('*').trim());
    }
    // "Constraints:" on a line of its own: a few words, starting with a letter (not a list
    // item's "- Keep it short:").
    let words = line.split_whitespace().count();
    let starts_with_letter = line.chars().next().is_some_and(char::is_alphabetic);
    if line.ends_with(':') && starts_with_letter && (1..=4).contains(&words) {
        return Some(line.trim_end_matches(':'));
    }
    // "Output format: three bullet points": a label of a few words naming a kind of section,
    // then its text on the same line.
    let (label, rest) = line.split_once(':')?;
    let label_words = label.split_whitespace().count();
    (starts_with_letter
        && (1..=3).contains(&label_words)
        && !rest.trim().is_empty()
        && section_of(label).is_some())
    .then_some(label.trim())
}

/// The reason for a change whose improved words are `after` (in the section headed
/// `section`), from the engine's improvement lines when one matches.
fn reason_for(
    kind: ChangeKind,
    after: &str,
    section: Option<&str>,
    improvements: &[String],
) -> String {
    let named = after
        .lines()
        .find_map(heading)
        .or(section)
        .and_then(section_of)
        .or_else(|| section_of(after).filter(|_| after.split_whitespace().count() >= 4));
    if let Some(found) = named {
        let engine = improvements.iter().find(|line| {
            let line = line.to_lowercase();
            found.words.iter().any(|w| line.contains(w))
        });
        return engine.cloned().unwrap_or_else(|| found.default.to_owned());
    }
    match kind {
        ChangeKind::Removed => "Removed words the prompt does not need".to_owned(),
        ChangeKind::Replaced => "Reworded for clarity".to_owned(),
        _ => "Added detail the model needs".to_owned(),
    }
}

/// Splits added text at each line that starts a section, keeping every character.
fn split_sections(text: &str) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut start = 0;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if offset > start && heading(line).is_some() {
            pieces.push(&text[start..offset]);
            start = offset;
        }
        offset += line.len();
    }
    if start < text.len() {
        pieces.push(&text[start..]);
    }
    pieces
}

/// The user's words `before`, removed.
fn removed(before: &str, improvements: &[String]) -> Change {
    Change {
        kind: ChangeKind::Removed,
        before: before.to_owned(),
        after: String::new(),
        reason: Some(reason_for(ChangeKind::Removed, "", None, improvements)),
    }
}

/// Whether the words `before` "replaced" by `after` are rather removed, with `after` added:
/// `after` is a passage many times longer.
fn absorbs(before: &str, after: &str) -> bool {
    let (b, a) = (
        before.split_whitespace().count(),
        after.split_whitespace().count(),
    );
    a >= 8 && a > 4 * b.max(1)
}

/// The explained changes from `original` to `improved`, or None when either is longer than
/// [`MAX_CHARS`], or longer than [`NO_DEADLINE_BELOW`] and the comparison does not finish within
/// [`DEADLINE`].
pub fn explain(original: &str, improved: &str, improvements: &[String]) -> Option<Vec<Change>> {
    let longest = original.chars().count().max(improved.chars().count());
    if longest > MAX_CHARS {
        return None;
    }
    let deadline = (longest > NO_DEADLINE_BELOW).then(|| Instant::now() + DEADLINE);
    let mut config = similar::TextDiff::configure();
    config.algorithm(similar::Algorithm::Myers);
    if let Some(deadline) = deadline {
        config.deadline(deadline);
    }
    let diff = config.diff_words(original, improved);
    if deadline.is_some_and(|deadline| Instant::now() >= deadline) {
        return None;
    }
    // Runs of one tag, in order.
    let mut runs: Vec<(similar::ChangeTag, String)> = Vec::new();
    for change in diff.iter_all_changes() {
        match runs.last_mut() {
            Some((tag, text)) if *tag == change.tag() => text.push_str(change.value()),
            _ => runs.push((change.tag(), change.value().to_owned())),
        }
    }
    let mut changes: Vec<Change> = Vec::new();
    // The section of the improved text the next words fall in.
    let mut section: Option<String> = None;
    let note_sections = |text: &str, section: &mut Option<String>| {
        if let Some(last) = text.lines().rev().find_map(heading) {
            *section = Some(last.to_owned());
        }
    };
    let mut i = 0;
    while i < runs.len() {
        let (tag, text) = &runs[i];
        match tag {
            similar::ChangeTag::Equal => {
                note_sections(text, &mut section);
                changes.push(Change {
                    kind: ChangeKind::Same,
                    before: text.clone(),
                    after: text.clone(),
                    reason: None,
                });
                i += 1;
            }
            similar::ChangeTag::Delete => {
                let added = runs
                    .get(i + 1)
                    .filter(|(t, _)| *t == similar::ChangeTag::Insert)
                    .map(|(_, t)| t.clone());
                match added {
                    // A few words "replaced" by a much longer passage are not a rewording:
                    // the words were removed and the passage added (often a whole section,
                    // such as a role, that the diff happened to line up with them).
                    Some(after) if absorbs(text, &after) => {
                        changes.push(removed(text, improvements));
                        i += 1;
                    }
                    Some(after) => {
                        // A replacement: its first piece replaces, the sections after it add.
                        let pieces = split_sections(&after);
                        let first = pieces[0];
                        let reason = reason_for(
                            ChangeKind::Replaced,
                            first,
                            section.as_deref(),
                            improvements,
                        );
                        note_sections(first, &mut section);
                        changes.push(Change {
                            kind: ChangeKind::Replaced,
                            before: text.clone(),
                            after: first.to_owned(),
                            reason: Some(reason),
                        });
                        for piece in &pieces[1..] {
                            let reason = reason_for(
                                ChangeKind::Added,
                                piece,
                                section.as_deref(),
                                improvements,
                            );
                            note_sections(piece, &mut section);
                            changes.push(Change {
                                kind: ChangeKind::Added,
                                before: String::new(),
                                after: (*piece).to_owned(),
                                reason: Some(reason),
                            });
                        }
                        i += 2;
                    }
                    None => {
                        changes.push(removed(text, improvements));
                        i += 1;
                    }
                }
            }
            similar::ChangeTag::Insert => {
                for piece in split_sections(text) {
                    let reason =
                        reason_for(ChangeKind::Added, piece, section.as_deref(), improvements);
                    note_sections(piece, &mut section);
                    changes.push(Change {
                        kind: ChangeKind::Added,
                        before: String::new(),
                        after: piece.to_owned(),
                        reason: Some(reason),
                    });
                }
                i += 1;
            }
        }
    }
    Some(changes)
}

/// The text with the changes accepted where `accepted` says so (one flag per change, in
/// order; `Same` changes' flags are ignored, and a missing flag means accepted).
pub fn apply(changes: &[Change], accepted: &[bool]) -> String {
    changes
        .iter()
        .enumerate()
        .map(|(i, c)| {
            if c.kind == ChangeKind::Same || accepted.get(i).copied().unwrap_or(true) {
                c.after.as_str()
            } else {
                c.before.as_str()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const ENGINE: &str = "Write a cold email to a CTO about our API. Your goal is a reply.\n\n# Role\nYou are an experienced B2B copywriter.\n\n# Constraints\n- Keep the body under 120 words.\n\n# Output Format\nSubject line, then the body.\n";

    fn improvements() -> Vec<String> {
        [
            "Added an expert role",
            "Specified the output format",
            "Added concrete constraints",
        ]
        .map(String::from)
        .to_vec()
    }

    #[test]
    fn each_section_is_a_change_with_the_engines_own_reason() {
        let original = "write a cold email to a CTO about our API";
        let changes = explain(original, ENGINE, &improvements()).unwrap();
        // Accepting everything gives the improved text, rejecting everything the original.
        assert_eq!(apply(&changes, &[]), ENGINE);
        assert_eq!(apply(&changes, &vec![false; changes.len()]), original);
        let reasons: Vec<&str> = changes.iter().filter_map(|c| c.reason.as_deref()).collect();
        for expected in [
            "Added an expert role",
            "Added concrete constraints",
            "Specified the output format",
        ] {
            assert!(reasons.contains(&expected), "{expected} in {reasons:?}");
        }
        // "write" became "Write": a replacement, reworded.
        assert_eq!(changes[0].kind, ChangeKind::Replaced);
        assert_eq!(
            (changes[0].before.as_str(), changes[0].after.as_str()),
            ("write", "Write")
        );
        let role = changes.iter().find(|c| c.after.contains("# Role")).unwrap();
        assert_eq!(role.kind, ChangeKind::Added);
        assert!(
            !role.after.contains("# Constraints"),
            "split at each section: {:?}",
            role.after
        );
        // Rejecting only the role keeps the rest.
        let flags: Vec<bool> = changes
            .iter()
            .map(|c| !c.after.contains("# Role"))
            .collect();
        let without_role = apply(&changes, &flags);
        assert!(!without_role.contains("copywriter") && without_role.contains("# Output Format"));
    }

    #[test]
    fn sections_the_engine_did_not_name_get_a_default_and_removals_a_reason() {
        let changes = explain(
            "please please summarise this report",
            "Summarise this report.\n\nExamples:\nA two-line summary.\n",
            &[],
        )
        .unwrap();
        assert_eq!(
            apply(&changes, &[]),
            "Summarise this report.\n\nExamples:\nA two-line summary.\n"
        );
        let reasons: Vec<&str> = changes.iter().filter_map(|c| c.reason.as_deref()).collect();
        assert!(reasons.contains(&"Added an example"), "{reasons:?}");
        assert!(
            changes
                .iter()
                .all(|c| (c.kind == ChangeKind::Same) == c.reason.is_none())
        );
        let same = explain("as it is", "as it is", &[]).unwrap();
        assert_eq!(same.len(), 1);
        assert_eq!(same[0].kind, ChangeKind::Same);
        let removed = explain("keep this and drop that", "keep this", &[]).unwrap();
        assert!(removed.iter().any(|c| c.kind == ChangeKind::Removed
            && c.reason.as_deref() == Some("Removed words the prompt does not need")));
        assert_eq!(
            apply(&removed, &vec![false; removed.len()]),
            "keep this and drop that"
        );
    }

    #[test]
    fn headings_in_several_spellings_start_sections() {
        for line in [
            "# Role",
            "## Output format",
            "**Constraints**",
            "Constraints:",
        ] {
            assert!(heading(line).is_some(), "{line}");
        }
        for line in [
            "You are an expert.",
            "- Keep it short:",
            "A sentence that ends with a colon and has many words:",
        ] {
            assert!(heading(line).is_none(), "{line}");
        }
        assert_eq!(
            split_sections("a\n# B\nb\n## C\nc"),
            vec!["a\n", "# B\nb\n", "## C\nc"]
        );
        // A known section's label with its text on the same line starts a section too;
        // any other "word: text" does not.
        assert_eq!(
            heading("Output format: three bullet points"),
            Some("Output format")
        );
        assert_eq!(heading("Audience: CTOs of fintechs"), Some("Audience"));
        assert_eq!(heading("Note: this is fine"), None);
        assert_eq!(heading("Dear Sam: thanks"), None);
        assert_eq!(
            split_sections("Write it.\nOutput format: a table.\n"),
            vec!["Write it.\n", "Output format: a table.\n"]
        );
        assert!(explain(&"x ".repeat(MAX_CHARS), "y", &[]).is_none());
    }

    #[test]
    fn a_word_lined_up_with_a_whole_new_section_is_removed_and_the_section_added() {
        let original = "write a cold email to a CTO";
        let improved = "You are an experienced B2B copywriter who writes short, specific cold emails.\n\nWrite a cold email to a CTO";
        let changes = explain(original, improved, &[]).unwrap();
        assert!(
            !changes
                .iter()
                .any(|c| c.kind == ChangeKind::Replaced && c.after.contains("copywriter")),
            "{changes:#?}"
        );
        assert!(changes.iter().any(|c| c.kind == ChangeKind::Added
            && c.after.contains("copywriter")
            && c.reason.as_deref() == Some("Made the role explicit")));
        let all = vec![true; changes.len()];
        assert_eq!(apply(&changes, &all), improved);
        assert_eq!(apply(&changes, &vec![false; changes.len()]), original);
        // A true rewording stays one replacement.
        let reworded = explain("make it good", "make it concise", &[]).unwrap();
        assert!(reworded.iter().any(|c| c.kind == ChangeKind::Replaced));
    }
}
