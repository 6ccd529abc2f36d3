//! The library and share links as the API shows them.

use async_graphql::{Context, Enum, ID, Object, SimpleObject};
use chrono::{DateTime, Utc};
use domain::{
    generation::GeneratorKind,
    library::{AccessLevel, DiffKind, FOLDER_LOCKED_MESSAGE, ShareType, VersionDiff},
};

use super::{generation::GeneratorKindGql, prompt_checks::PromptTemplate, user::PlanNameGql};
use crate::{
    api::error::ResultExt,
    app::{
        App,
        library::{
            FolderView, ImportNote, ImportReason, LibraryUsage, SavedPromptView, VersionView,
        },
        sharing::{ShareView, SharedFolder, SharedPrompt},
    },
};

impl From<GeneratorKindGql> for GeneratorKind {
    fn from(kind: GeneratorKindGql) -> Self {
        match kind {
            GeneratorKindGql::Primer => Self::Primer,
            GeneratorKindGql::AiAmplifier => Self::Amplifier,
            GeneratorKindGql::Mastermind => Self::Mastermind,
            GeneratorKindGql::ImagePrompt => Self::Image,
            GeneratorKindGql::O4ImagePrompt => Self::O4Image,
            GeneratorKindGql::Veo3 => Self::Veo3,
            GeneratorKindGql::Sora2 => Self::Sora2,
            GeneratorKindGql::JsonPrompting => Self::Json,
        }
    }
}

/// A library folder, in display order, with its lock on the Free plan.
pub struct FolderGql(pub FolderView);

#[Object(name = "Folder")]
impl FolderGql {
    async fn id(&self) -> ID {
        ID(self.0.folder.id.clone())
    }
    async fn name(&self) -> &str {
        &self.0.folder.name
    }
    async fn prompt_count(&self) -> u64 {
        self.0.prompt_count
    }
    /// The plan does not reach this folder: it can't be opened until an upgrade.
    async fn locked(&self) -> bool {
        self.0.locked
    }
    async fn lock_reason(&self) -> Option<&'static str> {
        self.0.locked.then_some(FOLDER_LOCKED_MESSAGE)
    }
    /// "SUPER Prompts" and "Extension Prompts": always there, never renamed or deleted.
    async fn is_default(&self) -> bool {
        self.0.is_default
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.folder.created_at
    }
    async fn updated_at(&self) -> DateTime<Utc> {
        self.0.folder.updated_at
    }
}

/// A saved prompt.
pub struct SavedPromptGql(pub SavedPromptView);

#[Object(name = "SavedPrompt")]
impl SavedPromptGql {
    async fn id(&self) -> ID {
        ID(self.0.id.clone())
    }
    async fn folder_id(&self) -> ID {
        ID(self.0.folder_id.clone())
    }
    async fn title(&self) -> &str {
        &self.0.title
    }
    async fn text(&self) -> &str {
        &self.0.text
    }
    /// The task the prompt was made from.
    async fn description(&self) -> Option<&str> {
        self.0.description.as_deref()
    }
    /// The generator that made it (null for prompts written by hand).
    async fn generator(&self) -> Option<GeneratorKindGql> {
        self.0.generator.map(Into::into)
    }
    /// TEXT, IMAGE, VIDEO or JSON.
    async fn tier(&self) -> Option<&str> {
        self.0.tier.as_deref()
    }
    async fn tags(&self) -> &[String] {
        &self.0.tags
    }
    /// Its `{{variables}}`: the form to fill before it is used.
    async fn template(&self) -> PromptTemplate {
        PromptTemplate::of(&self.0.text)
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    async fn updated_at(&self) -> DateTime<Utc> {
        self.0.updated_at
    }
}

/// One page of a folder's prompts, most recently changed first.
#[derive(SimpleObject)]
pub struct SavedPromptPage {
    pub items: Vec<SavedPromptGql>,
    pub total: u64,
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum DiffLineKind {
    Same,
    /// In this version, not in the current text.
    Removed,
    /// In the current text, not in this version.
    Added,
    /// In both, spaced differently (indentation, spaces between words); the text is the
    /// current line. Trailing whitespace and a final newline never make lines differ.
    Whitespace,
}

#[derive(SimpleObject)]
pub struct DiffLine {
    pub kind: DiffLineKind,
    pub text: String,
}

/// A prompt as it was before an edit.
pub struct PromptVersionGql(pub VersionView);

#[Object(name = "PromptVersion")]
impl PromptVersionGql {
    async fn id(&self) -> ID {
        ID(self.0.id.clone())
    }
    async fn title(&self) -> &str {
        &self.0.title
    }
    async fn text(&self) -> &str {
        &self.0.text
    }
    async fn tags(&self) -> &[String] {
        &self.0.tags
    }
    /// When this content was replaced.
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    /// This version compared with the current text, line by line. Computed only when asked
    /// for, and only for texts of up to 2,000 lines each: past that the outcome is TOO_LARGE,
    /// and a comparison that runs past its deadline is TIMED_OUT.
    async fn diff(&self, ctx: &Context<'_>) -> async_graphql::Result<VersionDiffGql> {
        ctx.data_unchecked::<App>()
            .version_diff(&self.0)
            .await
            .gql()
            .map(VersionDiffGql)
    }
}

/// Whether a version was compared with the current text.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "DiffOutcome")]
pub enum DiffOutcomeGql {
    /// The lines are the difference.
    Compared,
    /// A text has more lines than are compared: no lines.
    TooLarge,
    /// The comparison did not finish in time: no lines.
    TimedOut,
}

/// A version compared with the current text.
pub struct VersionDiffGql(pub VersionDiff);

#[Object(name = "VersionDiff")]
impl VersionDiffGql {
    async fn outcome(&self) -> DiffOutcomeGql {
        match self.0 {
            VersionDiff::Compared(_) => DiffOutcomeGql::Compared,
            VersionDiff::TooLarge => DiffOutcomeGql::TooLarge,
            VersionDiff::TimedOut => DiffOutcomeGql::TimedOut,
        }
    }

    /// Line by line, from this version to the current text; empty unless COMPARED.
    async fn lines(&self) -> Vec<DiffLine> {
        let VersionDiff::Compared(lines) = &self.0 else {
            return Vec::new();
        };
        lines
            .iter()
            .map(|(kind, text)| DiffLine {
                kind: match kind {
                    DiffKind::Same => DiffLineKind::Same,
                    DiffKind::Removed => DiffLineKind::Removed,
                    DiffKind::Added => DiffLineKind::Added,
                    DiffKind::Whitespace => DiffLineKind::Whitespace,
                },
                text: text.clone(),
            })
            .collect()
    }

    /// Why there are no lines, for people; null when COMPARED.
    async fn message(&self) -> Option<String> {
        self.0.message()
    }
}

#[derive(SimpleObject)]
pub struct LibraryTag {
    pub tag: String,
    pub prompt_count: u64,
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "LibraryExportFormat")]
pub enum ExportFormatGql {
    Json,
    Markdown,
}

/// What an import brought in, and what it could not bring as it was in the file.
#[derive(SimpleObject)]
pub struct ImportResult {
    /// Folders of the file imported as folders (found by name or made).
    pub folders: u64,
    /// Prompts imported.
    pub prompts: u64,
    /// Prompts left out (over the plan's prompt limit).
    pub skipped: u64,
    /// What came in differently from the file, and why: prompts put into another folder, or
    /// left out. Empty when everything came in as it was.
    pub notes: Vec<ImportNoteGql>,
}

/// Why part of an import did not come in as it was.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "ImportNoteReason")]
pub enum ImportReasonGql {
    /// The caller's folder of that name is locked: its prompts went into another folder.
    LockedFolder,
    /// A new folder would have locked another: its prompts went into another folder.
    FolderLimit,
    /// Over the plan's prompt limit: left out.
    PromptLimit,
}

/// One thing an import did differently from the file.
#[derive(SimpleObject)]
#[graphql(name = "ImportNote")]
pub struct ImportNoteGql {
    /// The folder of the file.
    pub folder: String,
    /// How many of its prompts this is about.
    pub prompts: u64,
    pub reason: ImportReasonGql,
    /// The folder they went into instead; null when they were left out.
    pub moved_to: Option<String>,
    /// The note for people.
    pub message: String,
}

impl From<ImportNote> for ImportNoteGql {
    fn from(note: ImportNote) -> Self {
        Self {
            folder: note.folder,
            prompts: note.prompts,
            reason: match note.reason {
                ImportReason::LockedFolder => ImportReasonGql::LockedFolder,
                ImportReason::FolderLimit => ImportReasonGql::FolderLimit,
                ImportReason::PromptLimit => ImportReasonGql::PromptLimit,
            },
            moved_to: note.moved_to,
            message: note.message,
        }
    }
}

/// How much of the plan the caller's library uses; a null limit is unlimited.
#[derive(SimpleObject)]
#[graphql(name = "LibraryUsage")]
pub struct LibraryUsageGql {
    pub plan: PlanNameGql,
    /// Every folder, locked ones too.
    pub folders: u64,
    /// Folders the plan opens (the first ones in display order).
    pub folder_limit: Option<u64>,
    /// Folders that may still be made; a new folder never locks another, so on the Free plan
    /// this is 0 once the plan's folders are all in use.
    pub folders_left: Option<u64>,
    /// Prompts in folders the caller can open.
    pub visible_prompts: u64,
    /// Prompts in locked folders: kept, and counted against the limit.
    pub locked_prompts: u64,
    pub prompt_limit: Option<u64>,
    pub prompts_left: Option<u64>,
}

impl From<LibraryUsage> for LibraryUsageGql {
    fn from(usage: LibraryUsage) -> Self {
        Self {
            plan: usage.plan.into(),
            folders: usage.folders,
            folder_limit: usage.folder_limit,
            folders_left: usage.folders_left,
            visible_prompts: usage.visible_prompts,
            locked_prompts: usage.locked_prompts,
            prompt_limit: usage.prompt_limit,
            prompts_left: usage.prompts_left,
        }
    }
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "ShareType")]
pub enum ShareTypeGql {
    Prompt,
    Folder,
    Folders,
}

impl From<ShareTypeGql> for ShareType {
    fn from(value: ShareTypeGql) -> Self {
        match value {
            ShareTypeGql::Prompt => Self::Prompt,
            ShareTypeGql::Folder => Self::Folder,
            ShareTypeGql::Folders => Self::Folders,
        }
    }
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "AccessLevel")]
pub enum AccessLevelGql {
    /// Listed in the public gallery.
    Public,
    /// Opens by link only; never listed, served with noindex.
    LinkOnly,
}

impl From<AccessLevelGql> for AccessLevel {
    fn from(value: AccessLevelGql) -> Self {
        match value {
            AccessLevelGql::Public => Self::Public,
            AccessLevelGql::LinkOnly => Self::LinkOnly,
        }
    }
}

/// A prompt inside a shared item (a snapshot taken when the link was made).
pub struct SharedPromptGql(pub SharedPrompt);

#[Object(name = "SharedPrompt")]
impl SharedPromptGql {
    async fn title(&self) -> &str {
        &self.0.title
    }
    /// Plain text: render it as text, never as HTML.
    async fn text(&self) -> &str {
        &self.0.text
    }
    async fn description(&self) -> Option<&str> {
        self.0.description.as_deref()
    }
    async fn generator(&self) -> Option<GeneratorKindGql> {
        self.0.generator_kind().map(Into::into)
    }
    async fn tags(&self) -> &[String] {
        &self.0.tags
    }
    /// Its `{{variables}}`: the form a visitor fills before copying it.
    async fn template(&self) -> PromptTemplate {
        PromptTemplate::of(&self.0.text)
    }
}

pub struct SharedFolderGql(pub SharedFolder);

#[Object(name = "SharedFolder")]
impl SharedFolderGql {
    async fn name(&self) -> &str {
        &self.0.name
    }
    async fn prompts(&self) -> Vec<SharedPromptGql> {
        self.0
            .prompts
            .iter()
            .cloned()
            .map(SharedPromptGql)
            .collect()
    }
}

/// A share link (spec: SharedItems). Its owner also sees it when revoked.
pub struct SharedItemGql(pub ShareView);

#[Object(name = "SharedItem")]
impl SharedItemGql {
    async fn id(&self) -> ID {
        ID(self.0.id.clone())
    }
    async fn share_type(&self) -> ShareTypeGql {
        match self.0.share_type {
            ShareType::Prompt => ShareTypeGql::Prompt,
            ShareType::Folder => ShareTypeGql::Folder,
            ShareType::Folders => ShareTypeGql::Folders,
        }
    }
    async fn name(&self) -> &str {
        &self.0.name
    }
    /// The start of the first prompt, as link previews show it.
    async fn description(&self) -> Option<&str> {
        self.0.description.as_deref()
    }
    async fn access_level(&self) -> AccessLevelGql {
        match self.0.access_level {
            AccessLevel::Public => AccessLevelGql::Public,
            AccessLevel::LinkOnly => AccessLevelGql::LinkOnly,
        }
    }
    async fn slug(&self) -> &str {
        &self.0.slug
    }
    /// `/share/{slug}/{id}` on this deployment.
    async fn url(&self) -> &str {
        &self.0.url
    }
    /// `/embed/{id}`: a minimal view for iframes.
    async fn embed_url(&self) -> &str {
        &self.0.embed_url
    }
    /// Views, one per visitor per hour.
    async fn view_count(&self) -> i64 {
        self.0.view_count
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    async fn revoked_at(&self) -> Option<DateTime<Utc>> {
        self.0.revoked_at
    }
    async fn prompts(&self) -> Vec<SharedPromptGql> {
        self.0
            .data
            .prompts
            .iter()
            .cloned()
            .map(SharedPromptGql)
            .collect()
    }
    async fn folders(&self) -> Vec<SharedFolderGql> {
        self.0
            .data
            .folders
            .iter()
            .cloned()
            .map(SharedFolderGql)
            .collect()
    }
}

/// One page of the public gallery.
#[derive(SimpleObject)]
pub struct GalleryPage {
    pub items: Vec<SharedItemGql>,
    pub total: u64,
}
