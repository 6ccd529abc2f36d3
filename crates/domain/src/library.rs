//! The library: folders, saved prompts, their versions, tags and sharing (spec points 3, 5, 6
//! and 8). The Free plan keeps at most 15 prompts and reaches only its first 3 folders in
//! display order; every other folder is locked until an upgrade.

use chrono::{DateTime, Utc};

use crate::{
    error::{ValidationError, multiline_text_field, text_field},
    plan::{PlanName, limits},
};

/// The folders every library starts with, shown first in this order.
pub const DEFAULT_FOLDERS: [&str; 2] = ["SUPER Prompts", "Extension Prompts"];
pub const FOLDER_LOCKED_MESSAGE: &str = "Upgrade to access this folder";
pub const FOLDER_NAME_MAX: usize = 80;
pub const PROMPT_TITLE_MAX: usize = 200;
pub const PROMPT_TEXT_MAX: usize = 50_000;
pub const PROMPT_DESCRIPTION_MAX: usize = 4_000;
pub const TAG_MAX: usize = 32;
pub const TAGS_PER_PROMPT: usize = 10;
pub const SHARE_NAME_MAX: usize = 120;
/// The most prompts one import may bring (a paid library can be big, but one request is not).
pub const IMPORT_MAX_PROMPTS: usize = 5_000;

/// A folder as the ordering rule needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FolderKey<'a> {
    pub id: &'a str,
    pub name: &'a str,
    pub created_at: DateTime<Utc>,
}

/// Spec point 5: "SUPER Prompts" and "Extension Prompts" first, then newest first (ties by id,
/// so the order is total).
pub fn order_folders<T>(folders: &mut [T], key: impl Fn(&T) -> FolderKey<'_>) {
    folders.sort_by(|a, b| {
        let (a, b) = (key(a), key(b));
        let rank = |f: &FolderKey<'_>| {
            DEFAULT_FOLDERS
                .iter()
                .position(|d| *d == f.name)
                .unwrap_or(DEFAULT_FOLDERS.len())
        };
        rank(&a)
            .cmp(&rank(&b))
            .then(b.created_at.cmp(&a.created_at))
            .then(b.id.cmp(a.id))
    });
}

/// How many folders, in display order, the plan reaches (None: all).
pub fn accessible_folder_count(plan: PlanName) -> Option<usize> {
    limits(plan).accessible_folders.map(|n| n as usize)
}

/// Whether the folder at `position` (0-based, display order) is open to the plan.
pub fn folder_accessible(plan: PlanName, position: usize) -> bool {
    accessible_folder_count(plan).is_none_or(|n| position < n)
}

/// Checks that `adding` more prompts fit next to the `saved` ones.
pub fn check_save(plan: PlanName, saved: u64, adding: u64) -> Result<(), String> {
    match limits(plan).saved_prompts {
        Some(max) if saved + adding > u64::from(max) => Err(format!(
            "The Free plan keeps up to {max} saved prompts. Delete some or upgrade to save more."
        )),
        _ => Ok(()),
    }
}

/// How many more folders the plan lets the user make (None: no limit). On a plan that opens
/// only its first folders, a new folder is the newest and would push an older one out of
/// reach, so a folder may be made only while every folder still fits in the open ones.
pub fn folders_left(plan: PlanName, existing: usize) -> Option<usize> {
    accessible_folder_count(plan).map(|open| open.saturating_sub(existing))
}

/// Checks that `creating` new folders fit next to the `existing` ones without locking any.
pub fn check_new_folders(plan: PlanName, existing: usize, creating: usize) -> Result<(), String> {
    match accessible_folder_count(plan) {
        Some(open) if creating > 0 && existing + creating > open => Err(format!(
            "The Free plan has {open} folders, and you have {existing}: a new folder would lock \
             one of them. Delete a folder or upgrade to Pro for unlimited folders."
        )),
        _ => Ok(()),
    }
}

/// How many more prompts the plan lets the user save next to `saved` (None: no limit).
pub fn prompts_left(plan: PlanName, saved: u64) -> Option<u64> {
    limits(plan)
        .saved_prompts
        .map(|max| u64::from(max).saturating_sub(saved))
}

/// A folder of an import file, as the import plan needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImportFolder {
    /// The user has a folder of that name: Some(locked), or None (it would be made).
    pub existing: Option<bool>,
    pub prompts: usize,
}

/// Where an imported folder's prompts go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImportTarget {
    /// The user's open folder of that name.
    Existing,
    /// A new folder of that name.
    New,
    /// The first default folder ("SUPER Prompts") instead.
    Default(ImportDetour),
}

/// Why a folder's prompts go into the default folder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImportDetour {
    /// The user's folder of that name is locked.
    LockedFolder,
    /// A new folder would lock another (the plan's folders are all used).
    FolderLimit,
}

/// What an import does with one folder of the file: where its first `kept` prompts go; the
/// rest (`prompts - kept`) are over the plan's prompt limit and left out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImportStep {
    pub target: ImportTarget,
    pub kept: usize,
}

/// An import that fits the plan, decided folder by folder in the file's order: a folder goes
/// into the user's open folder of its name, or is made while the plan has folders left;
/// otherwise its prompts go into the default folder. Prompts past the plan's prompt limit are
/// left out. Nothing an import does locks a folder that was open.
pub fn plan_import(
    plan: PlanName,
    folders_now: usize,
    saved_now: u64,
    file: &[ImportFolder],
) -> Vec<ImportStep> {
    let mut folders_left = folders_left(plan, folders_now);
    let mut prompts_left = prompts_left(plan, saved_now);
    file.iter()
        .map(|folder| {
            let target = match folder.existing {
                Some(false) => ImportTarget::Existing,
                Some(true) => ImportTarget::Default(ImportDetour::LockedFolder),
                None => match &mut folders_left {
                    None => ImportTarget::New,
                    Some(0) => ImportTarget::Default(ImportDetour::FolderLimit),
                    Some(left) => {
                        *left -= 1;
                        ImportTarget::New
                    }
                },
            };
            let kept = match &mut prompts_left {
                None => folder.prompts,
                Some(left) => {
                    let kept = folder
                        .prompts
                        .min(usize::try_from(*left).unwrap_or(usize::MAX));
                    *left -= kept as u64;
                    kept
                }
            };
            ImportStep { target, kept }
        })
        .collect()
}

pub fn folder_name(raw: &str) -> Result<String, ValidationError> {
    text_field("name", "Folder name", raw, FOLDER_NAME_MAX)
}

/// A prompt as the user saves or edits it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PromptContent {
    pub title: String,
    pub text: String,
    pub tags: Vec<String>,
}

impl PromptContent {
    pub fn parse(title: &str, text: &str, tags: &[String]) -> Result<Self, ValidationError> {
        Ok(Self {
            title: text_field("title", "Title", title, PROMPT_TITLE_MAX)?,
            text: multiline_text_field("text", "Prompt text", text, PROMPT_TEXT_MAX)?,
            tags: parse_tags(tags)?,
        })
    }
}

/// The task a prompt was made from (optional).
pub fn prompt_description(raw: Option<&str>) -> Result<Option<String>, ValidationError> {
    match raw.map(str::trim).filter(|d| !d.is_empty()) {
        None => Ok(None),
        Some(d) => {
            multiline_text_field("description", "Description", d, PROMPT_DESCRIPTION_MAX).map(Some)
        }
    }
}

/// Tags: trimmed, lower-cased, `#` dropped, duplicates removed, order kept.
pub fn parse_tags(raw: &[String]) -> Result<Vec<String>, ValidationError> {
    let mut tags: Vec<String> = Vec::new();
    for tag in raw {
        let tag = tag.trim().trim_start_matches('#').trim().to_lowercase();
        if tag.is_empty() {
            continue;
        }
        if tag.chars().count() > TAG_MAX
            || !tag
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | ' ' | '.'))
        {
            return Err(ValidationError::new(
                "tags",
                format!(
                    "A tag is up to {TAG_MAX} letters, digits, spaces, dots, dashes or \
                     underscores."
                ),
            ));
        }
        if !tags.contains(&tag) {
            tags.push(tag);
        }
    }
    if tags.len() > TAGS_PER_PROMPT {
        return Err(ValidationError::new(
            "tags",
            format!("A prompt can have up to {TAGS_PER_PROMPT} tags."),
        ));
    }
    Ok(tags)
}

/// What a share link points at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShareType {
    Prompt,
    Folder,
    Folders,
}

impl ShareType {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Prompt => "PROMPT",
            Self::Folder => "FOLDER",
            Self::Folders => "FOLDERS",
        }
    }
}

/// Who may find a share: PUBLIC items are listed in the gallery; LINK_ONLY ones only open by
/// link (and are served with noindex).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccessLevel {
    Public,
    LinkOnly,
}

impl AccessLevel {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Public => "PUBLIC",
            Self::LinkOnly => "LINK_ONLY",
        }
    }
}

pub fn share_name(raw: &str) -> Result<String, ValidationError> {
    text_field("name", "Share name", raw, SHARE_NAME_MAX)
}

/// The readable part of a share URL: lower-case words joined by dashes, at most 60 characters
/// ("share" when nothing readable is left).
pub fn slug(name: &str) -> String {
    let mut slug = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            slug.push(c);
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
        if slug.len() >= 60 {
            break;
        }
    }
    let slug = slug.trim_end_matches('-');
    if slug.is_empty() {
        "share".into()
    } else {
        slug.into()
    }
}

/// Views are counted once per visitor per hour: the hour a view falls in.
pub fn view_bucket(at: DateTime<Utc>) -> i64 {
    at.timestamp().div_euclid(3600)
}

/// A line of a version's difference from the current text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DiffKind {
    Same,
    /// In the version, not in the current text.
    Removed,
    /// In the current text, not in the version.
    Added,
    /// In both, but spaced differently (indentation, spaces between words); shown as the
    /// current text. Trailing whitespace and a final newline never make lines differ.
    Whitespace,
}

/// A version is compared with the current text only when each has at most this many lines.
/// Myers' algorithm costs up to (N + M) x D steps: two fully different 25,000-line texts took
/// 3.3 s of CPU; two fully different texts at this cap take about 65 ms (release build).
pub const DIFF_MAX_LINES: usize = 2_000;

/// How long one comparison may run before it gives up.
pub const DIFF_DEADLINE: std::time::Duration = std::time::Duration::from_millis(250);

/// A version compared with the current text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VersionDiff {
    /// Line by line, from the version to the current text.
    Compared(Vec<(DiffKind, String)>),
    /// One of the texts has more than [`DIFF_MAX_LINES`] lines: not compared.
    TooLarge,
    /// The comparison did not finish by its deadline.
    TimedOut,
}

impl VersionDiff {
    /// Why there are no lines, for people (None when compared).
    pub fn message(&self) -> Option<String> {
        match self {
            Self::Compared(_) => None,
            Self::TooLarge => Some(format!(
                "Too large to compare: the changes are shown for texts of up to {DIFF_MAX_LINES} \
                 lines."
            )),
            Self::TimedOut => {
                Some("These texts took too long to compare. Try again in a moment.".to_owned())
            }
        }
    }
}

/// Whether a version and the current text are small enough to compare ([`DIFF_MAX_LINES`]).
pub fn comparable(version: &str, current: &str) -> bool {
    let lines = |text: &str| text.bytes().filter(|b| *b == b'\n').count() + 1;
    lines(version) <= DIFF_MAX_LINES && lines(current) <= DIFF_MAX_LINES
}

/// The line-by-line difference between a version and the current text (Myers' algorithm), or
/// why there is none: a text too large to compare, or a comparison still running at
/// `deadline` (it then stops early, and its rough result is dropped).
///
/// Lines are compared by their words: trailing whitespace and a final newline are not a
/// change at all, and a line that differs only in how it is spaced is [`DiffKind::Whitespace`]
/// rather than removed and added again.
pub fn diff_lines(version: &str, current: &str, deadline: std::time::Instant) -> VersionDiff {
    if !comparable(version, current) {
        return VersionDiff::TooLarge;
    }
    let old: Vec<&str> = version.lines().collect();
    let new: Vec<&str> = current.lines().collect();
    let words = |lines: &[&str]| -> Vec<String> {
        lines
            .iter()
            .map(|line| line.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect()
    };
    let ops = similar::capture_diff_slices_deadline(
        similar::Algorithm::Myers,
        &words(&old),
        &words(&new),
        Some(deadline),
    );
    if std::time::Instant::now() >= deadline {
        return VersionDiff::TimedOut;
    }
    let mut lines = Vec::with_capacity(old.len().max(new.len()));
    for op in ops {
        let (tag, old_range, new_range) = op.as_tag_tuple();
        match tag {
            similar::DiffTag::Equal => {
                for (o, n) in old_range.zip(new_range) {
                    let kind = if old[o].trim_end() == new[n].trim_end() {
                        DiffKind::Same
                    } else {
                        DiffKind::Whitespace
                    };
                    lines.push((kind, new[n].trim_end().to_owned()));
                }
            }
            _ => {
                lines.extend(old_range.map(|o| (DiffKind::Removed, old[o].trim_end().to_owned())));
                lines.extend(new_range.map(|n| (DiffKind::Added, new[n].trim_end().to_owned())));
            }
        }
    }
    VersionDiff::Compared(lines)
}

#[cfg(test)]
mod tests {
    use chrono::Duration;

    use super::*;

    #[test]
    fn default_folders_come_first_then_newest_first() {
        let now: DateTime<Utc> = "2026-11-25T12:00:00Z".parse().unwrap();
        let mut folders = vec![
            ("a", "Old", now - Duration::days(3)),
            ("b", "Extension Prompts", now - Duration::days(9)),
            ("c", "New", now),
            ("d", "SUPER Prompts", now - Duration::days(10)),
            ("e", "Middle", now - Duration::days(1)),
        ];
        order_folders(&mut folders, |f| FolderKey {
            id: f.0,
            name: f.1,
            created_at: f.2,
        });
        let names: Vec<_> = folders.iter().map(|f| f.1).collect();
        assert_eq!(
            names,
            ["SUPER Prompts", "Extension Prompts", "New", "Middle", "Old"]
        );
    }

    #[test]
    fn free_reaches_three_folders_and_fifteen_prompts() {
        assert!(folder_accessible(PlanName::Free, 2));
        assert!(!folder_accessible(PlanName::Free, 3));
        assert!(folder_accessible(PlanName::Pro, 300));
        assert!(folder_accessible(PlanName::ThreeDayPass, 3));
        assert!(check_save(PlanName::Free, 14, 1).is_ok());
        let refused = check_save(PlanName::Free, 15, 1).unwrap_err();
        assert!(refused.contains("up to 15 saved prompts"), "{refused}");
        assert!(check_save(PlanName::Free, 10, 6).is_err());
        assert!(check_save(PlanName::AnnualPro, 15_000, 1).is_ok());
    }

    #[test]
    fn free_makes_a_folder_only_while_none_would_lock() {
        // The two defaults and one folder of the user's own fill Free's 3.
        assert_eq!(folders_left(PlanName::Free, 2), Some(1));
        assert_eq!(folders_left(PlanName::Free, 3), Some(0));
        // After a downgrade there may be more than the plan opens: none left, never negative.
        assert_eq!(folders_left(PlanName::Free, 6), Some(0));
        assert_eq!(folders_left(PlanName::Pro, 60), None);
        assert!(check_new_folders(PlanName::Free, 2, 1).is_ok());
        let refused = check_new_folders(PlanName::Free, 3, 1).unwrap_err();
        assert!(refused.contains("has 3 folders"), "{refused}");
        assert!(refused.contains("upgrade"), "{refused}");
        assert!(check_new_folders(PlanName::Free, 6, 0).is_ok());
        assert!(check_new_folders(PlanName::ThreeDayPass, 30, 5).is_ok());
        assert_eq!(prompts_left(PlanName::Free, 5), Some(10));
        assert_eq!(prompts_left(PlanName::Free, 20), Some(0));
    }

    #[test]
    fn a_free_import_takes_what_fits_and_locks_nothing() {
        let file = [
            ImportFolder {
                existing: Some(false),
                prompts: 2,
            },
            ImportFolder {
                existing: Some(true),
                prompts: 1,
            },
            ImportFolder {
                existing: None,
                prompts: 3,
            },
            ImportFolder {
                existing: None,
                prompts: 4,
            },
            ImportFolder {
                existing: None,
                prompts: 9,
            },
        ];
        let steps = plan_import(PlanName::Free, 2, 5, &file);
        assert_eq!(
            steps,
            [
                ImportStep {
                    target: ImportTarget::Existing,
                    kept: 2
                },
                ImportStep {
                    target: ImportTarget::Default(ImportDetour::LockedFolder),
                    kept: 1
                },
                ImportStep {
                    target: ImportTarget::New,
                    kept: 3
                },
                ImportStep {
                    target: ImportTarget::Default(ImportDetour::FolderLimit),
                    kept: 4
                },
                ImportStep {
                    target: ImportTarget::Default(ImportDetour::FolderLimit),
                    kept: 0
                },
            ]
        );
        let pro = plan_import(PlanName::Pro, 40, 900, &file);
        assert!(pro.iter().zip(&file).all(|(s, f)| s.kept == f.prompts));
        assert_eq!(pro[4].target, ImportTarget::New);
    }

    #[test]
    fn tags_are_normalised_and_bounded() {
        let tags = ["  #Email ", "email", "Cold outreach", ""].map(String::from);
        assert_eq!(parse_tags(&tags).unwrap(), ["email", "cold outreach"]);
        assert_eq!(parse_tags(&["<b>".into()]).unwrap_err().field, "tags");
        let many: Vec<String> = (0..11).map(|i| format!("t{i}")).collect();
        assert!(parse_tags(&many).is_err());
        assert!(parse_tags(&["x".repeat(TAG_MAX + 1)]).is_err());
    }

    #[test]
    fn prompt_content_checks_title_then_text() {
        let ok = PromptContent::parse(" Cold email ", "Line 1\nLine 2", &[]).unwrap();
        assert_eq!(ok.title, "Cold email");
        assert_eq!(ok.text, "Line 1\nLine 2");
        assert_eq!(
            PromptContent::parse("", "x", &[]).unwrap_err().field,
            "title"
        );
        assert_eq!(
            PromptContent::parse("T", " ", &[]).unwrap_err().message,
            "Prompt text is required."
        );
        assert_eq!(prompt_description(Some("  ")).unwrap(), None);
    }

    #[test]
    fn slugs_are_readable_and_never_empty() {
        assert_eq!(slug("Cold email to a CTO!"), "cold-email-to-a-cto");
        assert_eq!(slug("  ***  "), "share");
        assert_eq!(slug("Ünïcode <script>"), "n-code-script");
        assert!(slug(&"word ".repeat(40)).len() <= 60);
    }

    #[test]
    fn views_fall_in_hour_buckets() {
        let t = DateTime::parse_from_rfc3339("2026-11-23T10:59:59Z")
            .unwrap()
            .with_timezone(&Utc);
        assert_eq!(view_bucket(t), view_bucket(t - Duration::minutes(59)));
        assert_ne!(view_bucket(t), view_bucket(t + Duration::seconds(1)));
    }

    fn soon() -> std::time::Instant {
        std::time::Instant::now() + DIFF_DEADLINE
    }

    #[test]
    fn a_diff_shows_removed_and_added_lines() {
        let diff = diff_lines(
            "Role: writer\nTone: formal\nEnd",
            "Role: writer\nTone: friendly\nEnd",
            soon(),
        );
        assert_eq!(
            diff,
            VersionDiff::Compared(vec![
                (DiffKind::Same, "Role: writer".to_owned()),
                (DiffKind::Removed, "Tone: formal".to_owned()),
                (DiffKind::Added, "Tone: friendly".to_owned()),
                (DiffKind::Same, "End".to_owned()),
            ])
        );
    }

    #[test]
    fn trailing_whitespace_and_a_final_newline_are_no_change() {
        let diff = diff_lines(
            "Role: writer  \nTone: formal\n",
            "Role: writer\nTone: formal",
            soon(),
        );
        assert_eq!(
            diff,
            VersionDiff::Compared(vec![
                (DiffKind::Same, "Role: writer".to_owned()),
                (DiffKind::Same, "Tone: formal".to_owned()),
            ])
        );
        let crlf = diff_lines("a\r\nb\r\n", "a\nb", soon());
        assert_eq!(
            crlf,
            VersionDiff::Compared(vec![
                (DiffKind::Same, "a".to_owned()),
                (DiffKind::Same, "b".to_owned()),
            ])
        );
    }

    #[test]
    fn a_line_spaced_differently_is_a_whitespace_change() {
        let diff = diff_lines(
            "Steps:\n- one\nTone:  formal",
            "Steps:\n  - one\nTone: formal",
            soon(),
        );
        assert_eq!(
            diff,
            VersionDiff::Compared(vec![
                (DiffKind::Same, "Steps:".to_owned()),
                (DiffKind::Whitespace, "  - one".to_owned()),
                (DiffKind::Whitespace, "Tone: formal".to_owned()),
            ])
        );
    }

    #[test]
    fn texts_past_the_line_cap_are_not_compared() {
        let at_cap = vec!["a"; DIFF_MAX_LINES].join("\n");
        let past_cap = vec!["b"; DIFF_MAX_LINES + 1].join("\n");
        assert_eq!(diff_lines(&past_cap, "x", soon()), VersionDiff::TooLarge);
        assert_eq!(diff_lines("x", &past_cap, soon()), VersionDiff::TooLarge);
        // A 25,000-line prompt (the largest the text limit allows) is refused at once.
        let huge = vec!["a"; 25_000].join("\n");
        let other = vec!["b"; 25_000].join("\n");
        let started = std::time::Instant::now();
        assert_eq!(diff_lines(&huge, &other, soon()), VersionDiff::TooLarge);
        assert!(started.elapsed() < std::time::Duration::from_millis(100));
        assert!(matches!(
            diff_lines(&at_cap, "a", soon()),
            VersionDiff::Compared(_)
        ));
    }

    #[test]
    fn a_comparison_past_its_deadline_gives_up() {
        let old = vec!["a"; DIFF_MAX_LINES].join("\n");
        let new = vec!["b"; DIFF_MAX_LINES].join("\n");
        let gone = std::time::Instant::now();
        assert_eq!(diff_lines(&old, &new, gone), VersionDiff::TimedOut);
    }
}
