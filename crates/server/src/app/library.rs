//! The library: folders, saved prompts, versions, search, tags, import and export. Every
//! operation reads the caller's plan and folder order first: on the Free plan only the first
//! three folders (in display order) can be read or written, and at most 15 prompts kept.
//! Writes that add prompts are decided inside the store's locked transaction, so they are
//! atomic however many run at once.

use std::{
    sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use chrono::{DateTime, Utc};
use domain::{
    generation::GeneratorKind,
    library::{
        self, DEFAULT_FOLDERS, FOLDER_LOCKED_MESSAGE, FolderKey, PromptContent, VersionDiff,
    },
    plan::PlanName,
};
use serde::{Deserialize, Serialize};
use store::{
    Destination, Folder, FolderSummary, LibraryGate, NewSavedPrompt, NewVersion, Page, PromptEdit,
    SavedPrompt, SearchFilter,
};
use tokio::sync::Semaphore;

use super::{App, Error, Result, plan::effective_plan};

/// A folder as the user sees it: in display order, with its lock.
#[derive(Debug, Clone)]
pub struct FolderView {
    pub folder: Folder,
    pub prompt_count: u64,
    pub locked: bool,
    pub is_default: bool,
}

/// The caller's library as the rules see it.
struct Library {
    folders: Vec<FolderView>,
}

impl Library {
    fn folder(&self, folder_id: &str) -> Result<&FolderView> {
        let found = self
            .folders
            .iter()
            .find(|f| f.folder.id == folder_id)
            .ok_or_else(folder_not_found)?;
        if found.locked {
            return Err(Error::plan_limit(FOLDER_LOCKED_MESSAGE));
        }
        Ok(found)
    }

    fn open_folder_ids(&self) -> Vec<String> {
        self.folders
            .iter()
            .filter(|f| !f.locked)
            .map(|f| f.folder.id.clone())
            .collect()
    }

    fn default_folder(&self) -> &FolderView {
        self.folders
            .iter()
            .find(|f| f.folder.name == DEFAULT_FOLDERS[0])
            .expect("the default folders exist")
    }
}

/// Orders folders by the spec's rule and marks the ones the plan does not reach.
fn arrange(plan: PlanName, mut folders: Vec<FolderSummary>) -> Vec<FolderView> {
    library::order_folders(&mut folders, |f| FolderKey {
        id: &f.folder.id,
        name: &f.folder.name,
        created_at: f.folder.created_at,
    });
    folders
        .into_iter()
        .enumerate()
        .map(|(position, f)| FolderView {
            is_default: DEFAULT_FOLDERS.contains(&f.folder.name.as_str()),
            locked: !library::folder_accessible(plan, position),
            prompt_count: f.prompt_count,
            folder: f.folder,
        })
        .collect()
}

/// The rule for writes that add prompts: every target folder open after the write's own
/// folders exist, and the total within the plan's allowance.
fn check_adding(
    now: DateTime<Utc>,
    adding: u64,
) -> impl FnOnce(&LibraryGate, &[String]) -> Result<()> + Send {
    move |gate, targets| {
        let plan = effective_plan(&gate.user, now);
        let summaries = gate
            .folders
            .iter()
            .map(|folder| FolderSummary {
                folder: folder.clone(),
                prompt_count: 0,
            })
            .collect();
        let arranged = arrange(plan, summaries);
        let locked = targets
            .iter()
            .any(|target| arranged.iter().any(|f| &f.folder.id == target && f.locked));
        if locked {
            return Err(Error::plan_limit(FOLDER_LOCKED_MESSAGE));
        }
        // Folders this write made must not have pushed an open one out of reach.
        library::check_new_folders(plan, gate.folders.len() - gate.created, gate.created)
            .map_err(Error::plan_limit)?;
        library::check_save(plan, gate.saved, adding).map_err(Error::plan_limit)
    }
}

fn folder_not_found() -> Error {
    Error::NotFound("No folder with that id.".into())
}

fn prompt_not_found() -> Error {
    Error::NotFound("No saved prompt with that id.".into())
}

/// A saved prompt as the API shows it: the stored row read once, its generator typed and its
/// tags decoded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedPromptView {
    pub id: String,
    pub folder_id: String,
    pub title: String,
    pub text: String,
    /// The task the prompt was made from.
    pub description: Option<String>,
    /// The generator that made it (none for prompts written by hand).
    pub generator: Option<GeneratorKind>,
    /// TEXT, IMAGE, VIDEO or JSON.
    pub tier: Option<String>,
    pub tags: Vec<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<SavedPrompt> for SavedPromptView {
    fn from(row: SavedPrompt) -> Self {
        Self {
            tags: row.tag_list(),
            generator: row.generator.map(GeneratorKind::from),
            id: row.id,
            folder_id: row.folder_id,
            title: row.title,
            text: row.text,
            description: row.description,
            tier: row.tier,
            created_at: row.created_at,
            updated_at: row.updated_at,
        }
    }
}

/// A prompt to save, as the user typed it.
#[derive(Debug, Clone, Default)]
pub struct SavePromptInput {
    /// None: the "SUPER Prompts" folder.
    pub folder_id: Option<String>,
    pub title: String,
    pub text: String,
    pub description: Option<String>,
    pub generator: Option<GeneratorKind>,
    pub tags: Vec<String>,
    /// Save it even if its `{{variables}}` are written wrong (it is then plain text).
    pub keep_as_plain_text: bool,
}

/// A prompt's fields to change; None keeps one.
#[derive(Debug, Clone, Default)]
pub struct EditPromptInput {
    pub title: Option<String>,
    pub text: Option<String>,
    pub tags: Option<Vec<String>>,
    pub description: Option<String>,
    /// Keep the new text even if its `{{variables}}` are written wrong.
    pub keep_as_plain_text: bool,
}

/// Refuses a text whose `{{variables}}` are written wrong, unless the user keeps it as plain
/// text.
fn check_variables(text: &str, keep_as_plain_text: bool) -> Result<()> {
    if keep_as_plain_text {
        return Ok(());
    }
    domain::variables::parse(text)
        .map(|_| ())
        .map_err(|errors| super::prompt_checks::variable_errors("text", &errors).into())
}

/// An earlier version of a prompt (its tags decoded), with what it is compared with when its
/// difference is asked for ([`App::version_diff`]); listing versions computes no difference.
#[derive(Debug, Clone)]
pub struct VersionView {
    pub id: String,
    pub title: String,
    pub text: String,
    pub tags: Vec<String>,
    /// When this content was replaced.
    pub created_at: DateTime<Utc>,
    /// The prompt's current text, shared by the versions of one listing.
    current: Arc<str>,
    /// When the comparisons of one listing must be done by, together.
    budget: Instant,
}

/// The versions of one listing share this much time for their comparisons, so a prompt with
/// many large versions costs one request at most about this much CPU per comparison slot.
const LISTING_DIFF_BUDGET: Duration = Duration::from_secs(1);

/// Bounds the CPU that version comparisons take: they run on the blocking pool, never on the
/// async runtime, and only a few at once (one core is always left to the runtime).
#[derive(Clone)]
pub(crate) struct Comparisons {
    slots: Arc<Semaphore>,
    /// Comparisons asked for since start (tests check that listing asks for none).
    asked: Arc<AtomicU64>,
}

impl Default for Comparisons {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        Self {
            slots: Arc::new(Semaphore::new(cores.saturating_sub(1).max(1))),
            asked: Arc::default(),
        }
    }
}

/// The tier a generator belongs to, as the library shows it.
fn tier_of(generator: GeneratorKind) -> &'static str {
    match generator {
        GeneratorKind::Primer | GeneratorKind::Amplifier | GeneratorKind::Mastermind => "TEXT",
        GeneratorKind::Image | GeneratorKind::O4Image => "IMAGE",
        GeneratorKind::Veo3 | GeneratorKind::Sora2 => "VIDEO",
        GeneratorKind::Json => "JSON",
    }
}

/// The checked form of a prompt to store.
pub(crate) fn new_prompt(
    title: &str,
    text: &str,
    tags: &[String],
    description: Option<&str>,
    generator: Option<&str>,
) -> Result<NewSavedPrompt> {
    let content = PromptContent::parse(title, text, tags)?;
    let generator = generator.and_then(GeneratorKind::from_name);
    Ok(NewSavedPrompt {
        title: content.title,
        text: content.text,
        tags: content.tags,
        description: library::prompt_description(description)?,
        generator,
        tier: generator.map(|g| tier_of(g).to_owned()),
        ..NewSavedPrompt::default()
    })
}

impl App {
    /// The caller's library: default folders made on first use, ordered, locks marked (with
    /// prompt counts when `with_counts`; the rules need none).
    async fn library_with(&self, user_id: &str, with_counts: bool) -> Result<Library> {
        let user = self
            .store
            .find_user(user_id)
            .await?
            .ok_or(Error::Unauthenticated)?;
        let plan = effective_plan(&user, self.clock.now());
        let mut folders = self.store.folders_of(user_id, with_counts).await?;
        let has_defaults = DEFAULT_FOLDERS
            .iter()
            .all(|name| folders.iter().any(|f| f.folder.name == *name));
        if !has_defaults {
            self.store
                .ensure_folders(user_id, &DEFAULT_FOLDERS, self.clock.now())
                .await?;
            folders = self.store.folders_of(user_id, with_counts).await?;
        }
        Ok(Library {
            folders: arrange(plan, folders),
        })
    }

    async fn library(&self, user_id: &str) -> Result<Library> {
        self.library_with(user_id, false).await
    }

    pub async fn folders(&self, user_id: &str) -> Result<Vec<FolderView>> {
        Ok(self.library_with(user_id, true).await?.folders)
    }

    pub async fn folder_view(&self, user_id: &str, folder_id: &str) -> Result<FolderView> {
        let library = self.library_with(user_id, true).await?;
        library
            .folders
            .into_iter()
            .find(|f| f.folder.id == folder_id)
            .ok_or_else(folder_not_found)
    }

    /// Creates a folder. A new folder is the newest, so on the Free plan it would push the
    /// oldest open one out of reach: a folder is only made while the plan has folders left
    /// (PLAN_LIMIT otherwise), decided on the locked library so two at once can't both pass.
    pub async fn create_folder(&self, user_id: &str, name: &str) -> Result<FolderView> {
        let name = library::folder_name(name)?;
        self.library(user_id).await?;
        let now = self.clock.now();
        let folder = self
            .store
            .create_folder_within(user_id, &name, now, |gate| {
                let plan = effective_plan(&gate.user, now);
                library::check_new_folders(plan, gate.folders.len(), 1).map_err(Error::plan_limit)
            })
            .await
            .map_err(|e| duplicate_folder(e, &name))??;
        self.folder_view(user_id, &folder.id).await
    }

    /// How much of the plan the library uses: folders (and how many more may be made) and
    /// prompts, those the user can open and those in locked folders.
    pub async fn library_usage(&self, user_id: &str) -> Result<LibraryUsage> {
        let user = self
            .store
            .find_user(user_id)
            .await?
            .ok_or(Error::Unauthenticated)?;
        let plan = effective_plan(&user, self.clock.now());
        let folders = self.folders(user_id).await?;
        let count = |locked: bool| -> u64 {
            folders
                .iter()
                .filter(|f| f.locked == locked)
                .map(|f| f.prompt_count)
                .sum()
        };
        let (visible, locked) = (count(false), count(true));
        let limits = domain::plan::limits(plan);
        Ok(LibraryUsage {
            plan,
            folders: folders.len() as u64,
            folder_limit: limits.accessible_folders.map(u64::from),
            folders_left: library::folders_left(plan, folders.len()).map(|n| n as u64),
            visible_prompts: visible,
            locked_prompts: locked,
            prompt_limit: limits.saved_prompts.map(u64::from),
            prompts_left: library::prompts_left(plan, visible + locked),
        })
    }

    pub async fn rename_folder(
        &self,
        user_id: &str,
        folder_id: &str,
        name: &str,
    ) -> Result<FolderView> {
        let name = library::folder_name(name)?;
        let library = self.library(user_id).await?;
        let folder = library.folder(folder_id)?;
        if folder.is_default {
            return Err(Error::Conflict(
                "The default folders can't be renamed.".into(),
            ));
        }
        self.store
            .rename_folder(user_id, folder_id, &name, self.clock.now())
            .await
            .map_err(|e| duplicate_folder(e, &name))?
            .ok_or_else(folder_not_found)?;
        self.folder_view(user_id, folder_id).await
    }

    /// Deletes a folder. One that still holds prompts is only deleted with `delete_prompts`
    /// (the app asks first).
    pub async fn delete_folder(
        &self,
        user_id: &str,
        folder_id: &str,
        delete_prompts: bool,
    ) -> Result<()> {
        let library = self.library_with(user_id, true).await?;
        let folder = library.folder(folder_id)?;
        if folder.is_default {
            return Err(Error::Conflict(
                "The default folders can't be deleted.".into(),
            ));
        }
        if folder.prompt_count > 0 && !delete_prompts {
            return Err(Error::Conflict(format!(
                "This folder holds {} saved prompt{}. Delete the folder and its prompts?",
                folder.prompt_count,
                if folder.prompt_count == 1 { "" } else { "s" }
            )));
        }
        self.store.delete_folder(user_id, folder_id).await?;
        Ok(())
    }

    pub async fn folder_prompts(
        &self,
        user_id: &str,
        folder_id: &str,
        tag: Option<&str>,
        limit: u64,
        offset: u64,
    ) -> Result<Page<SavedPromptView>> {
        let library = self.library(user_id).await?;
        library.folder(folder_id)?;
        let tag = tag
            .map(|t| library::parse_tags(&[t.to_owned()]))
            .transpose()?;
        let tag = tag.as_ref().and_then(|t| t.first()).map(String::as_str);
        let page = self
            .store
            .prompts_in_folder(user_id, folder_id, tag, limit, offset)
            .await?;
        Ok(Page {
            items: views(page.items),
            total: page.total,
        })
    }

    pub async fn save_prompt(
        &self,
        user_id: &str,
        input: SavePromptInput,
    ) -> Result<SavedPromptView> {
        check_variables(&input.text, input.keep_as_plain_text)?;
        let prompt = new_prompt(
            &input.title,
            &input.text,
            &input.tags,
            input.description.as_deref(),
            input.generator.map(GeneratorKind::as_str),
        )?;
        let library = self.library(user_id).await?;
        let folder_id = match input.folder_id {
            Some(id) => library.folder(&id)?.folder.id.clone(),
            None => library.default_folder().folder.id.clone(),
        };
        let now = self.clock.now();
        let mut saved = self
            .store
            .save_prompts(
                user_id,
                vec![(Destination::Folder(folder_id), vec![prompt])],
                now,
                check_adding(now, 1),
            )
            .await
            .map_err(not_found_as(folder_not_found))??;
        Ok(saved.remove(0).into())
    }

    /// One of the caller's prompts, if its folder is open to their plan.
    pub async fn saved_prompt(&self, user_id: &str, prompt_id: &str) -> Result<SavedPromptView> {
        let library = self.library(user_id).await?;
        self.open_prompt(&library, user_id, prompt_id).await
    }

    async fn open_prompt(
        &self,
        library: &Library,
        user_id: &str,
        prompt_id: &str,
    ) -> Result<SavedPromptView> {
        let prompt = self
            .store
            .saved_prompt(user_id, prompt_id)
            .await?
            .ok_or_else(prompt_not_found)?;
        library.folder(&prompt.folder_id)?;
        Ok(prompt.into())
    }

    /// Changes a prompt; the previous content becomes a version.
    pub async fn edit_prompt(
        &self,
        user_id: &str,
        prompt_id: &str,
        input: EditPromptInput,
    ) -> Result<SavedPromptView> {
        if let Some(text) = &input.text {
            check_variables(text, input.keep_as_plain_text)?;
        }
        let library = self.library(user_id).await?;
        let current = self.open_prompt(&library, user_id, prompt_id).await?;
        let content = PromptContent::parse(
            input.title.as_deref().unwrap_or(&current.title),
            input.text.as_deref().unwrap_or(&current.text),
            &input.tags.unwrap_or(current.tags),
        )?;
        let description = input
            .description
            .map(|d| library::prompt_description(Some(&d)))
            .transpose()?;
        let edit = PromptEdit {
            title: content.title,
            text: content.text,
            tags: content.tags,
            description,
        };
        self.store
            .edit_prompt(user_id, prompt_id, edit, self.clock.now())
            .await?
            .map(SavedPromptView::from)
            .ok_or_else(prompt_not_found)
    }

    pub async fn move_prompt(
        &self,
        user_id: &str,
        prompt_id: &str,
        folder_id: &str,
    ) -> Result<SavedPromptView> {
        let library = self.library(user_id).await?;
        self.open_prompt(&library, user_id, prompt_id).await?;
        library.folder(folder_id)?;
        self.store
            .move_prompt(user_id, prompt_id, folder_id, self.clock.now())
            .await?
            .map(SavedPromptView::from)
            .ok_or_else(prompt_not_found)
    }

    pub async fn delete_prompt(&self, user_id: &str, prompt_id: &str) -> Result<()> {
        let library = self.library(user_id).await?;
        self.open_prompt(&library, user_id, prompt_id).await?;
        self.store.delete_prompt(user_id, prompt_id).await?;
        Ok(())
    }

    /// A prompt's earlier versions, newest first. Their differences from the current text
    /// are computed only when asked for, with [`App::version_diff`].
    pub async fn prompt_versions(
        &self,
        user_id: &str,
        prompt_id: &str,
    ) -> Result<Vec<VersionView>> {
        let current: Arc<str> = self.saved_prompt(user_id, prompt_id).await?.text.into();
        let versions = self.store.prompt_versions(prompt_id).await?;
        let budget = Instant::now() + LISTING_DIFF_BUDGET;
        Ok(versions
            .into_iter()
            .map(|version| VersionView {
                tags: version.tag_list(),
                id: version.id,
                title: version.title,
                text: version.text,
                created_at: version.created_at,
                current: current.clone(),
                budget,
            })
            .collect())
    }

    /// A version's line difference from the current text: TOO_LARGE at once for texts past
    /// the line cap; otherwise computed on the blocking pool, a few at a time, and TIMED_OUT
    /// when it does not finish within its deadline and its listing's budget.
    pub async fn version_diff(&self, view: &VersionView) -> Result<VersionDiff> {
        self.comparisons.asked.fetch_add(1, Ordering::Relaxed);
        if !library::comparable(&view.text, &view.current) {
            return Ok(VersionDiff::TooLarge);
        }
        let slots = self.comparisons.slots.clone();
        let waited = tokio::time::timeout_at(view.budget.into(), slots.acquire_owned()).await;
        let Ok(slot) = waited else {
            return Ok(VersionDiff::TimedOut);
        };
        let slot = slot.map_err(|err| Error::Internal(err.into()))?;
        let deadline = (Instant::now() + library::DIFF_DEADLINE).min(view.budget);
        let version = view.text.clone();
        let current = view.current.clone();
        tokio::task::spawn_blocking(move || {
            let diff = library::diff_lines(&version, &current, deadline);
            drop(slot);
            diff
        })
        .await
        .map_err(|err| Error::Internal(err.into()))
    }

    /// How many version comparisons were asked for since start.
    pub fn version_comparisons_asked(&self) -> u64 {
        self.comparisons.asked.load(Ordering::Relaxed)
    }

    pub async fn restore_version(
        &self,
        user_id: &str,
        prompt_id: &str,
        version_id: &str,
    ) -> Result<SavedPromptView> {
        self.saved_prompt(user_id, prompt_id).await?;
        self.store
            .restore_version(user_id, prompt_id, version_id, self.clock.now())
            .await?
            .map(SavedPromptView::from)
            .ok_or_else(|| Error::NotFound("No version with that id.".into()))
    }

    /// Searches the folders the plan reaches (or one of them), best match first; with
    /// `variable`, only prompts that have a `{{variable}}` of that name (the query may then be
    /// empty).
    pub async fn search_library(
        &self,
        user_id: &str,
        query: &str,
        folder_id: Option<&str>,
        tag: Option<&str>,
        variable: Option<&str>,
        limit: u64,
    ) -> Result<Vec<SavedPromptView>> {
        let library = self.library(user_id).await?;
        let folder_ids = match folder_id {
            Some(id) => vec![library.folder(id)?.folder.id.clone()],
            None => library.open_folder_ids(),
        };
        let tag = tag
            .map(|t| library::parse_tags(&[t.to_owned()]))
            .transpose()?;
        let variable = variable.map(str::trim).filter(|v| !v.is_empty());
        // A variable's name is a word of the text: search for it too, then keep the prompts
        // that declare it (more are read, so the filter still fills the page).
        let query = match variable {
            Some(name) => format!("{query} {name}"),
            None => query.to_owned(),
        };
        let filter = SearchFilter {
            folder_ids: Some(&folder_ids),
            tag: tag.as_ref().and_then(|t| t.first()).map(String::as_str),
            limit: if variable.is_some() {
                limit.saturating_mul(5).min(500)
            } else {
                limit
            },
        };
        let found = views(self.store.search_prompts(user_id, &query, filter).await?);
        Ok(match variable {
            None => found,
            Some(name) => found
                .into_iter()
                .filter(|p| {
                    domain::variables::parse(&p.text)
                        .is_ok_and(|t| t.placeholders().any(|v| v.name == name))
                })
                .take(usize::try_from(limit).unwrap_or(usize::MAX))
                .collect(),
        })
    }

    /// The tags used in the folders the plan reaches, most used first.
    pub async fn library_tags(&self, user_id: &str) -> Result<Vec<(String, u64)>> {
        let library = self.library(user_id).await?;
        let open = library.open_folder_ids();
        let mut counts: Vec<(String, u64)> = Vec::new();
        for prompt in views(self.store.all_prompts(user_id).await?) {
            if !open.contains(&prompt.folder_id) {
                continue;
            }
            for tag in prompt.tags {
                match counts.iter_mut().find(|(t, _)| *t == tag) {
                    Some((_, n)) => *n += 1,
                    None => counts.push((tag, 1)),
                }
            }
        }
        counts.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        Ok(counts)
    }

    /// The whole library (locked folders too: a user's data is always theirs to take).
    pub async fn export_library(&self, user_id: &str, format: ExportFormat) -> Result<String> {
        let library = self.library(user_id).await?;
        let prompts = views(self.store.all_prompts(user_id).await?);
        let versions = self.store.all_versions(user_id).await?;
        let export = LibraryExport {
            format: EXPORT_FORMAT.into(),
            version: EXPORT_VERSION,
            exported_at: self.clock.now(),
            folders: library
                .folders
                .iter()
                .map(|f| ExportFolder {
                    name: f.folder.name.clone(),
                    created_at: f.folder.created_at,
                    prompts: prompts
                        .iter()
                        .filter(|p| p.folder_id == f.folder.id)
                        .map(|p| ExportPrompt {
                            title: p.title.clone(),
                            text: p.text.clone(),
                            description: p.description.clone(),
                            generator: p.generator.map(|g| g.as_str().to_owned()),
                            tier: p.tier.clone(),
                            tags: p.tags.clone(),
                            created_at: p.created_at,
                            updated_at: p.updated_at,
                            variables: ExportVariable::of(&p.text),
                            versions: versions
                                .iter()
                                .filter(|v| v.prompt_id == p.id)
                                .map(|v| ExportVersion {
                                    title: v.title.clone(),
                                    text: v.text.clone(),
                                    tags: v.tag_list(),
                                    created_at: v.created_at,
                                })
                                .collect(),
                        })
                        .collect(),
                })
                .collect(),
        };
        Ok(match format {
            ExportFormat::Json => {
                serde_json::to_string_pretty(&export).map_err(|e| Error::Internal(e.into()))?
            }
            ExportFormat::Markdown => export.to_markdown(),
        })
    }

    /// Imports a JSON export: folders are matched by name (made if missing) and prompts are
    /// added with their versions, as much as the plan takes. On the Free plan a folder that
    /// can't be opened or made (its name is a locked folder, or the plan's folders are all in
    /// use) comes into "SUPER Prompts" instead, and prompts past the prompt limit are left
    /// out; the summary says which and why. A file that is not a well-formed export imports
    /// nothing and says what is wrong with it.
    pub async fn import_library(&self, user_id: &str, json: &str) -> Result<ImportSummary> {
        let export = read_export(json).map_err(|m| domain::ValidationError::new("json", m))?;
        let total: usize = export.folders.iter().map(|f| f.prompts.len()).sum();
        if total > library::IMPORT_MAX_PROMPTS {
            return Err(domain::ValidationError::new(
                "json",
                format!(
                    "One import can bring up to {} prompts.",
                    library::IMPORT_MAX_PROMPTS
                ),
            )
            .into());
        }
        let mut file = Vec::new();
        for (index, folder) in export.folders.into_iter().enumerate() {
            let name = library::folder_name(&folder.name).map_err(|e| {
                domain::ValidationError::new(
                    "json",
                    format!("Folder {} (\"{}\"): {}", index + 1, folder.name, e.message),
                )
            })?;
            let mut prompts = Vec::new();
            for (number, p) in folder.prompts.into_iter().enumerate() {
                let at = |message: &str| {
                    domain::ValidationError::new(
                        "json",
                        format!(
                            "Prompt {} (\"{}\") in folder \"{name}\": {message}",
                            number + 1,
                            p.title
                        ),
                    )
                };
                let mut prompt = new_prompt(
                    &p.title,
                    &p.text,
                    &p.tags,
                    p.description.as_deref(),
                    p.generator.as_deref(),
                )
                .map_err(|e| match e {
                    Error::Validation(v) => at(&v.message).into(),
                    other => other,
                })?;
                prompt.tier = p.tier.clone().filter(|t| t.len() <= 16).or(prompt.tier);
                prompt.created_at = Some(p.created_at);
                prompt.updated_at = Some(p.updated_at);
                for v in &p.versions {
                    let content = PromptContent::parse(&v.title, &v.text, &v.tags)
                        .map_err(|e| at(&format!("a version: {}", e.message)))?;
                    prompt.versions.push(NewVersion {
                        title: content.title,
                        text: content.text,
                        tags: content.tags,
                        created_at: v.created_at,
                    });
                }
                prompts.push(prompt);
            }
            file.push((name, folder.created_at, prompts));
        }
        self.library(user_id).await?;
        let now = self.clock.now();
        let (saved, (folders, notes)) = self
            .store
            .save_planned(user_id, now, move |gate| {
                let plan = effective_plan(&gate.user, now);
                Ok::<_, Error>(plan_import(plan, gate, file))
            })
            .await??;
        let skipped = notes
            .iter()
            .filter(|n| n.reason == ImportReason::PromptLimit)
            .map(|n| n.prompts)
            .sum();
        Ok(ImportSummary {
            folders,
            prompts: saved.len() as u64,
            skipped,
            notes,
        })
    }

    /// Copies prompts into the caller's library (from a share), within the plan's limits:
    /// into `folder_id`, or into folders with the given names.
    pub(crate) async fn add_prompts(
        &self,
        user_id: &str,
        folder_id: Option<&str>,
        batches: Vec<(String, Vec<NewSavedPrompt>)>,
    ) -> Result<Vec<SavedPromptView>> {
        let library = self.library(user_id).await?;
        let adding: usize = batches.iter().map(|(_, p)| p.len()).sum();
        let batches = match folder_id {
            Some(id) => {
                let target = library.folder(id)?.folder.id.clone();
                vec![(
                    Destination::Folder(target),
                    batches.into_iter().flat_map(|(_, p)| p).collect(),
                )]
            }
            None => batches
                .into_iter()
                .map(|(name, prompts)| (Destination::Named(name, None), prompts))
                .collect(),
        };
        let now = self.clock.now();
        let saved = self
            .store
            .save_prompts(user_id, batches, now, check_adding(now, adding as u64))
            .await
            .map_err(not_found_as(folder_not_found))??;
        Ok(views(saved))
    }
}

fn views(rows: Vec<SavedPrompt>) -> Vec<SavedPromptView> {
    rows.into_iter().map(SavedPromptView::from).collect()
}

fn duplicate_folder(err: store::Error, name: &str) -> Error {
    match err {
        store::Error::Conflict(_) => {
            Error::Conflict(format!("You already have a folder named \"{name}\"."))
        }
        other => other.into(),
    }
}

fn not_found_as(make: fn() -> Error) -> impl Fn(store::Error) -> Error {
    move |err| match err {
        store::Error::NotFound => make(),
        other => other.into(),
    }
}

/// What an import added, and what it could not bring as it was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportSummary {
    /// Folders of the file imported as folders (found by name or made).
    pub folders: u64,
    pub prompts: u64,
    /// Prompts left out (over the plan's prompt limit).
    pub skipped: u64,
    pub notes: Vec<ImportNote>,
}

/// Why part of an import did not come in as it was in the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImportReason {
    /// The user's folder of that name is locked: its prompts went into the default folder.
    LockedFolder,
    /// A new folder would have locked another: its prompts went into the default folder.
    FolderLimit,
    /// Over the plan's prompt limit: left out.
    PromptLimit,
}

/// One thing an import did differently from the file, for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportNote {
    /// The folder of the file.
    pub folder: String,
    /// How many of its prompts this is about.
    pub prompts: u64,
    pub reason: ImportReason,
    /// Where they went instead (None: left out).
    pub moved_to: Option<String>,
    pub message: String,
}

/// How much of the plan a library uses (None: no limit).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LibraryUsage {
    pub plan: PlanName,
    pub folders: u64,
    pub folder_limit: Option<u64>,
    /// Folders that may still be made without locking one.
    pub folders_left: Option<u64>,
    /// Prompts in open folders.
    pub visible_prompts: u64,
    /// Prompts in locked folders (kept, and counted against the limit).
    pub locked_prompts: u64,
    pub prompt_limit: Option<u64>,
    pub prompts_left: Option<u64>,
}

type ImportBatch = (Destination, Vec<NewSavedPrompt>);

/// Decides an import on the locked library ([`library::plan_import`]): the batches to save,
/// how many of the file's folders come in as folders, and the notes on the rest.
fn plan_import(
    plan: PlanName,
    gate: &LibraryGate,
    file: Vec<(String, DateTime<Utc>, Vec<NewSavedPrompt>)>,
) -> (Vec<ImportBatch>, (u64, Vec<ImportNote>)) {
    let arranged = arrange(
        plan,
        gate.folders
            .iter()
            .map(|folder| FolderSummary {
                folder: folder.clone(),
                prompt_count: 0,
            })
            .collect(),
    );
    let shape: Vec<library::ImportFolder> = file
        .iter()
        .map(|(name, _, prompts)| library::ImportFolder {
            existing: arranged
                .iter()
                .find(|f| f.folder.name == *name)
                .map(|f| f.locked),
            prompts: prompts.len(),
        })
        .collect();
    let steps = library::plan_import(plan, gate.folders.len(), gate.saved, &shape);
    let limits = domain::plan::limits(plan);
    let default = DEFAULT_FOLDERS[0];
    let mut batches = Vec::new();
    let mut notes = Vec::new();
    let mut folders = 0;
    for ((name, created_at, mut prompts), step) in file.into_iter().zip(steps) {
        let total = prompts.len();
        prompts.truncate(step.kept);
        let kept = plural(step.kept as u64, "prompt");
        match step.target {
            library::ImportTarget::Existing | library::ImportTarget::New => {
                folders += 1;
                batches.push((Destination::Named(name.clone(), Some(created_at)), prompts));
            }
            library::ImportTarget::Default(detour) => {
                let (reason, why) = match detour {
                    library::ImportDetour::LockedFolder => (
                        ImportReason::LockedFolder,
                        format!("Your folder \"{name}\" is locked on the Free plan"),
                    ),
                    library::ImportDetour::FolderLimit => (
                        ImportReason::FolderLimit,
                        format!(
                            "The Free plan has {} folders and all are in use, so \"{name}\" was \
                             not made",
                            limits.accessible_folders.unwrap_or(0)
                        ),
                    ),
                };
                if step.kept > 0 {
                    notes.push(ImportNote {
                        folder: name.clone(),
                        prompts: step.kept as u64,
                        reason,
                        moved_to: Some(default.to_owned()),
                        message: format!("{why}: its {kept} went into \"{default}\"."),
                    });
                    batches.push((Destination::Named(default.to_owned(), None), prompts));
                } else if total == 0 {
                    notes.push(ImportNote {
                        folder: name.clone(),
                        prompts: 0,
                        reason,
                        moved_to: None,
                        message: format!("{why}."),
                    });
                }
            }
        }
        if step.kept < total {
            let left_out = (total - step.kept) as u64;
            notes.push(ImportNote {
                folder: name.clone(),
                prompts: left_out,
                reason: ImportReason::PromptLimit,
                moved_to: None,
                message: format!(
                    "{} of \"{name}\" left out: the Free plan keeps up to {} saved prompts.",
                    if left_out == 1 {
                        "1 prompt".to_owned()
                    } else {
                        format!("{left_out} prompts")
                    },
                    limits.saved_prompts.unwrap_or(0)
                ),
            });
        }
    }
    (batches, (folders, notes))
}

fn plural(n: u64, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// Reads an export file, saying in plain words what is wrong with one that is not a
/// well-formed export (which folder or prompt, which field), never the parser's wording.
fn read_export(json: &str) -> std::result::Result<LibraryExport, String> {
    use serde_json::Value;
    let not_export = |why: &str| format!("The file is not a Superprompt export: {why}");
    if json.trim().is_empty() {
        return Err(not_export("it is empty."));
    }
    let value: Value = serde_json::from_str(json).map_err(|e| {
        not_export(&format!(
            "it is not valid JSON (the problem is on line {}).",
            e.line()
        ))
    })?;
    let Some(root) = value.as_object() else {
        return Err(not_export("it holds no library."));
    };
    if root.get("format").and_then(Value::as_str) != Some(EXPORT_FORMAT) {
        return Err(not_export("it does not say it is a Superprompt library."));
    }
    match root.get("version").and_then(Value::as_u64) {
        Some(v) if v == u64::from(EXPORT_VERSION) => {}
        Some(v) => {
            return Err(format!(
                "This export is version {v} of the format; this server reads version \
                 {EXPORT_VERSION}."
            ));
        }
        None => return Err(not_export("it has no format version.")),
    }
    if root.get("exportedAt").is_some_and(|v| !is_date(v)) {
        return Err(not_export("its exportedAt is not a date."));
    }
    let Some(folders) = root.get("folders").and_then(Value::as_array) else {
        return Err(not_export("it has no list of folders."));
    };
    for (i, folder) in folders.iter().enumerate() {
        let name = folder.get("name").and_then(Value::as_str);
        let what = match name {
            Some(name) => format!("Folder {} (\"{name}\")", i + 1),
            None => format!("Folder {}", i + 1),
        };
        if !folder.is_object() {
            return Err(format!("{what} is not a folder."));
        }
        check_fields(
            folder,
            &what,
            &[("name", Kind::Text), ("createdAt", Kind::Date)],
        )?;
        let Some(prompts) = folder.get("prompts").and_then(Value::as_array) else {
            return Err(format!("{what} has no list of prompts."));
        };
        let name = name.unwrap_or_default();
        for (j, prompt) in prompts.iter().enumerate() {
            let what = match prompt.get("title").and_then(Value::as_str) {
                Some(title) => format!("Prompt {} (\"{title}\") in folder \"{name}\"", j + 1),
                None => format!("Prompt {} in folder \"{name}\"", j + 1),
            };
            if !prompt.is_object() {
                return Err(format!("{what} is not a prompt."));
            }
            check_fields(
                prompt,
                &what,
                &[
                    ("title", Kind::Text),
                    ("text", Kind::Text),
                    ("createdAt", Kind::Date),
                    ("updatedAt", Kind::Date),
                    ("description", Kind::OptionalText),
                    ("generator", Kind::OptionalText),
                    ("tier", Kind::OptionalText),
                    ("tags", Kind::Words),
                ],
            )?;
            let versions = match prompt.get("versions") {
                None | Some(Value::Null) => &Vec::new(),
                Some(Value::Array(versions)) => versions,
                Some(_) => return Err(format!("{what} has versions that are not a list.")),
            };
            for (k, version) in versions.iter().enumerate() {
                let what = format!("Version {} of {}", k + 1, lower_first(&what));
                if !version.is_object() {
                    return Err(format!("{what} is not a version."));
                }
                check_fields(
                    version,
                    &what,
                    &[
                        ("title", Kind::Text),
                        ("text", Kind::Text),
                        ("createdAt", Kind::Date),
                        ("tags", Kind::Words),
                    ],
                )?;
            }
        }
    }
    serde_json::from_value(value).map_err(|_| not_export("some of its fields could not be read."))
}

#[derive(Clone, Copy)]
enum Kind {
    Text,
    OptionalText,
    Date,
    /// An optional list of words (tags).
    Words,
}

fn is_date(value: &serde_json::Value) -> bool {
    value
        .as_str()
        .is_some_and(|s| s.parse::<DateTime<Utc>>().is_ok())
}

fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_lowercase().chain(chars).collect())
        .unwrap_or_default()
}

fn check_fields(
    object: &serde_json::Value,
    what: &str,
    fields: &[(&str, Kind)],
) -> std::result::Result<(), String> {
    use serde_json::Value;
    for (field, kind) in fields {
        let value = object.get(*field);
        let problem = match (kind, value) {
            (Kind::Text, None | Some(Value::Null)) => Some(format!("has no {field}")),
            (Kind::Text, Some(v)) if !v.is_string() => {
                Some(format!("has a {field} that is not text"))
            }
            (Kind::Date, None | Some(Value::Null)) => Some(format!("has no {field} date")),
            (Kind::Date, Some(v)) if !is_date(v) => {
                Some(format!("has a {field} that is not a date"))
            }
            (Kind::OptionalText, Some(v)) if !v.is_null() && !v.is_string() => {
                Some(format!("has a {field} that is not text"))
            }
            (Kind::Words, Some(Value::Array(words))) if !words.iter().all(Value::is_string) => {
                Some(format!("has {field} that are not a list of words"))
            }
            (Kind::Words, Some(v)) if !v.is_null() && !v.is_array() => {
                Some(format!("has {field} that are not a list of words"))
            }
            _ => None,
        };
        if let Some(problem) = problem {
            return Err(format!("{what} {problem}."));
        }
    }
    Ok(())
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExportFormat {
    Json,
    Markdown,
}

const EXPORT_FORMAT: &str = "superprompt-library";
const EXPORT_VERSION: u32 = 1;

/// The export file: everything a library holds, ids aside (they are the server's).
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct LibraryExport {
    format: String,
    version: u32,
    exported_at: DateTime<Utc>,
    folders: Vec<ExportFolder>,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ExportFolder {
    name: String,
    created_at: DateTime<Utc>,
    prompts: Vec<ExportPrompt>,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ExportPrompt {
    title: String,
    text: String,
    #[serde(default)]
    description: Option<String>,
    #[serde(default)]
    generator: Option<String>,
    #[serde(default)]
    tier: Option<String>,
    #[serde(default)]
    tags: Vec<String>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    #[serde(default)]
    versions: Vec<ExportVersion>,
    /// Its `{{variables}}`, for readers of the file (an import reads them from the text).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    variables: Vec<ExportVariable>,
}

/// A variable as the export lists it.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ExportVariable {
    name: String,
    #[serde(rename = "type")]
    kind: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    options: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    default: Option<String>,
}

impl ExportVariable {
    fn of(text: &str) -> Vec<Self> {
        domain::variables::parse(text)
            .ok()
            .and_then(|t| t.variables().ok())
            .unwrap_or_default()
            .into_iter()
            .map(|v| Self {
                kind: v.kind.name().to_owned(),
                options: match v.kind {
                    domain::variables::Kind::Options(options) => options,
                    _ => Vec::new(),
                },
                name: v.name,
                default: v.default,
            })
            .collect()
    }
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ExportVersion {
    title: String,
    text: String,
    #[serde(default)]
    tags: Vec<String>,
    created_at: DateTime<Utc>,
}

impl LibraryExport {
    /// A readable document: a section per folder, each prompt in a code fence longer than any
    /// run of backticks inside it.
    fn to_markdown(&self) -> String {
        let count: usize = self.folders.iter().map(|f| f.prompts.len()).sum();
        let mut out = format!(
            "# Superprompt library\n\nExported {} · {count} prompt{} in {} folder{}\n",
            self.exported_at.format("%Y-%m-%d %H:%M UTC"),
            if count == 1 { "" } else { "s" },
            self.folders.len(),
            if self.folders.len() == 1 { "" } else { "s" },
        );
        for folder in &self.folders {
            out.push_str(&format!("\n## {}\n", folder.name));
            if folder.prompts.is_empty() {
                out.push_str("\n*No prompts yet.*\n");
            }
            for prompt in &folder.prompts {
                out.push_str(&format!("\n### {}\n\n", prompt.title));
                if !prompt.tags.is_empty() {
                    out.push_str(&format!("Tags: {}  \n", prompt.tags.join(", ")));
                }
                if let Some(generator) = &prompt.generator {
                    out.push_str(&format!("Made with: {generator}  \n"));
                }
                out.push_str(&format!(
                    "Updated: {}\n",
                    prompt.updated_at.format("%Y-%m-%d %H:%M UTC")
                ));
                if let Some(description) = &prompt.description {
                    out.push('\n');
                    for line in description.lines() {
                        out.push_str(&format!("> {line}\n"));
                    }
                }
                let longest_run = prompt
                    .text
                    .split(|c| c != '`')
                    .map(str::len)
                    .max()
                    .unwrap_or(0);
                let fence = "`".repeat(longest_run.max(2) + 1);
                out.push_str(&format!("\n{fence}text\n{}\n{fence}\n", prompt.text));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_fences_outgrow_backticks_in_the_text() {
        let now: DateTime<Utc> = "2026-11-25T12:00:00Z".parse().unwrap();
        let export = LibraryExport {
            format: EXPORT_FORMAT.into(),
            version: 1,
            exported_at: now,
            folders: vec![ExportFolder {
                name: "Work".into(),
                created_at: now,
                prompts: vec![ExportPrompt {
                    title: "Code".into(),
                    text: "Use ```rust blocks".into(),
                    description: Some("Task".into()),
                    generator: Some("PRIMER".into()),
                    tier: None,
                    tags: vec!["dev".into()],
                    created_at: now,
                    updated_at: now,
                    versions: vec![],
                    variables: vec![],
                }],
            }],
        };
        let md = export.to_markdown();
        assert!(md.contains("## Work\n"), "{md}");
        assert!(md.contains("### Code\n"), "{md}");
        assert!(md.contains("Tags: dev"), "{md}");
        assert!(md.contains("> Task\n"), "{md}");
        assert!(
            md.contains("\n````text\nUse ```rust blocks\n````\n"),
            "{md}"
        );
        assert!(md.contains("1 prompt in 1 folder"), "{md}");
    }
}
