//! The library: folders, saved prompts, versions and full-text search. Writes that a plan
//! limits (saving, importing, copying a shared item) run in one transaction that first locks
//! the user's row, then hands the caller a [`LibraryGate`] (the user, their folders and how many
//! prompts they keep) to decide with; a refusal rolls everything back. So concurrent saves can
//! never pass a limit together. The rules themselves live with the caller.

use chrono::{DateTime, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait,
    FromQueryResult, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, QueryTrait, Set,
    Statement, TransactionTrait, Value,
};

use crate::repo::progress::Progression;
use crate::{
    Backend, Error, Result, Store,
    entity::{folder, prompt_version, saved_prompt, user},
    repo::{new_id, users::lock_user},
};
use domain::{achievements::Milestone, activity::ActivityType};

pub type Folder = folder::Model;
pub type SavedPrompt = saved_prompt::Model;
pub type PromptVersion = prompt_version::Model;

/// A folder with how many prompts it holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FolderSummary {
    pub folder: Folder,
    pub prompt_count: u64,
}

/// A prompt to save.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NewSavedPrompt {
    pub title: String,
    pub text: String,
    pub description: Option<String>,
    pub generator: Option<domain::generation::GeneratorKind>,
    pub tier: Option<String>,
    pub tags: Vec<String>,
    /// When given (imports), kept instead of now.
    pub created_at: Option<DateTime<Utc>>,
    pub updated_at: Option<DateTime<Utc>>,
    /// Earlier versions, oldest first (imports).
    pub versions: Vec<NewVersion>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewVersion {
    pub title: String,
    pub text: String,
    pub tags: Vec<String>,
    pub created_at: DateTime<Utc>,
}

/// A prompt's new content.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PromptEdit {
    pub title: String,
    pub text: String,
    pub tags: Vec<String>,
    /// None keeps the description.
    pub description: Option<Option<String>>,
}

/// What a limited write is decided on, read inside its transaction after the user's row is
/// locked (and after any folders the write creates exist).
#[derive(Debug, Clone)]
pub struct LibraryGate {
    pub user: user::Model,
    pub folders: Vec<Folder>,
    /// Prompts the user keeps now.
    pub saved: u64,
    /// How many of `folders` this write made.
    pub created: usize,
}

/// Where a batch of prompts goes: an existing folder, or one found or made by name (made
/// with the given creation time, if any: imports keep it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Destination {
    Folder(String),
    Named(String, Option<DateTime<Utc>>),
}

/// A listing page.
#[derive(Debug, Clone)]
pub struct Page<T> {
    pub items: Vec<T>,
    pub total: u64,
}

/// Prompts matching a search, best first.
#[derive(Debug, Clone, Default)]
pub struct SearchFilter<'a> {
    /// Only these folders (the caller passes the ones the plan reaches).
    pub folder_ids: Option<&'a [String]>,
    pub tag: Option<&'a str>,
    pub limit: u64,
}

fn tags_json(tags: &[String]) -> String {
    serde_json::to_string(tags).expect("strings serialise")
}

impl Store {
    /// Makes the named folders exist (the defaults every library starts with).
    pub async fn ensure_folders(
        &self,
        user_id: &str,
        names: &[&str],
        now: DateTime<Utc>,
    ) -> Result<()> {
        let rows = names.iter().map(|name| folder::ActiveModel {
            id: Set(new_id()),
            user_id: Set(user_id.to_owned()),
            name: Set((*name).to_owned()),
            created_at: Set(now),
            updated_at: Set(now),
        });
        folder::Entity::insert_many(rows)
            .on_conflict_do_nothing_on([folder::Column::UserId, folder::Column::Name])
            .exec_without_returning(&self.db)
            .await?;
        Ok(())
    }

    /// The user's folders, in no particular order, with their prompt counts if asked for
    /// (an index-only count over the user's prompts; 0 otherwise).
    pub async fn folders_of(&self, user_id: &str, with_counts: bool) -> Result<Vec<FolderSummary>> {
        let folders = folder::Entity::find()
            .filter(folder::Column::UserId.eq(user_id))
            .all(&self.db)
            .await?;
        if !with_counts {
            return Ok(folders
                .into_iter()
                .map(|folder| FolderSummary {
                    folder,
                    prompt_count: 0,
                })
                .collect());
        }
        let counts: Vec<(String, i64)> = saved_prompt::Entity::find()
            .select_only()
            .column(saved_prompt::Column::FolderId)
            .column_as(saved_prompt::Column::Id.count(), "n")
            .filter(saved_prompt::Column::UserId.eq(user_id))
            .group_by(saved_prompt::Column::FolderId)
            .into_tuple()
            .all(&self.db)
            .await?;
        Ok(folders
            .into_iter()
            .map(|folder| {
                let prompt_count = counts
                    .iter()
                    .find(|(id, _)| *id == folder.id)
                    .map_or(0, |(_, n)| *n as u64);
                FolderSummary {
                    folder,
                    prompt_count,
                }
            })
            .collect())
    }

    pub async fn folder(&self, user_id: &str, folder_id: &str) -> Result<Option<Folder>> {
        Ok(folder::Entity::find_by_id(folder_id.to_owned())
            .filter(folder::Column::UserId.eq(user_id))
            .one(&self.db)
            .await?)
    }

    /// Creates a folder; a name the user already has is [`Error::Conflict`].
    pub async fn create_folder(
        &self,
        user_id: &str,
        name: &str,
        now: DateTime<Utc>,
    ) -> Result<Folder> {
        insert_folder(&self.db, user_id, name, now).await
    }

    /// Creates a folder if `check` allows it on the locked library (read before the folder
    /// exists); a name the user already has is [`Error::Conflict`].
    pub async fn create_folder_within<R>(
        &self,
        user_id: &str,
        name: &str,
        now: DateTime<Utc>,
        check: impl FnOnce(&LibraryGate) -> std::result::Result<(), R> + Send,
    ) -> Result<std::result::Result<Folder, R>> {
        let txn = self.db.begin().await?;
        lock_user(&txn, user_id).await?;
        let gate = gate(&txn, user_id, 0).await?;
        if let Err(refusal) = check(&gate) {
            txn.rollback().await?;
            return Ok(Err(refusal));
        }
        let folder = insert_folder(&txn, user_id, name, now).await?;
        txn.commit().await?;
        Ok(Ok(folder))
    }

    pub async fn rename_folder(
        &self,
        user_id: &str,
        folder_id: &str,
        name: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<Folder>> {
        let Some(found) = self.folder(user_id, folder_id).await? else {
            return Ok(None);
        };
        let mut row: folder::ActiveModel = found.into();
        row.name = Set(name.to_owned());
        row.updated_at = Set(now);
        Ok(Some(row.update(&self.db).await?))
    }

    /// Deletes a folder and the prompts in it. Returns false if it is not the user's.
    pub async fn delete_folder(&self, user_id: &str, folder_id: &str) -> Result<bool> {
        let deleted = folder::Entity::delete_many()
            .filter(folder::Column::Id.eq(folder_id))
            .filter(folder::Column::UserId.eq(user_id))
            .exec(&self.db)
            .await?;
        Ok(deleted.rows_affected > 0)
    }

    /// Saves prompts into one destination if `check` allows it on the locked library. Folders
    /// named by the destinations are created first (and rolled back on a refusal).
    pub async fn save_prompts<R>(
        &self,
        user_id: &str,
        batches: Vec<(Destination, Vec<NewSavedPrompt>)>,
        now: DateTime<Utc>,
        check: impl FnOnce(&LibraryGate, &[String]) -> std::result::Result<(), R> + Send,
    ) -> Result<std::result::Result<Vec<SavedPrompt>, R>> {
        let txn = self.db.begin().await?;
        lock_user(&txn, user_id).await?;
        let mut targets = Vec::with_capacity(batches.len());
        let mut created = 0;
        for (destination, prompts) in batches {
            let folder_id = match destination {
                Destination::Folder(id) => {
                    folder::Entity::find_by_id(id)
                        .filter(folder::Column::UserId.eq(user_id))
                        .one(&txn)
                        .await?
                        .ok_or(Error::NotFound)?
                        .id
                }
                Destination::Named(name, created_at) => {
                    let (folder, made) =
                        folder_named(&txn, user_id, &name, created_at.unwrap_or(now)).await?;
                    created += usize::from(made);
                    folder.id
                }
            };
            targets.push((folder_id, prompts));
        }
        let gate = gate(&txn, user_id, created).await?;
        let target_ids: Vec<String> = targets.iter().map(|(id, _)| id.clone()).collect();
        if let Err(refusal) = check(&gate, &target_ids) {
            txn.rollback().await?;
            return Ok(Err(refusal));
        }
        let mut saved = Vec::new();
        for (folder_id, prompts) in targets {
            for prompt in prompts {
                saved.push(insert_prompt(&txn, user_id, &folder_id, prompt, now).await?);
            }
        }
        if !saved.is_empty() {
            let count = u32::try_from(saved.len()).unwrap_or(u32::MAX);
            Progression::new()
                .milestone(user_id, Milestone::Saved(count))
                .activity(
                    user_id,
                    ActivityType::LibrarySave,
                    count.try_into().unwrap_or(i32::MAX),
                )
                .write(&txn, now)
                .await?;
        }
        txn.commit().await?;
        Ok(Ok(saved))
    }

    /// Saves what `plan` decides on the locked library (read before anything is written): it
    /// returns the batches to save, folders named by them made as needed, and a note for the
    /// caller. So a decision that depends on the library (imports) is atomic too.
    pub async fn save_planned<T, R>(
        &self,
        user_id: &str,
        now: DateTime<Utc>,
        plan: impl FnOnce(
            &LibraryGate,
        )
            -> std::result::Result<(Vec<(Destination, Vec<NewSavedPrompt>)>, T), R>
        + Send,
    ) -> Result<std::result::Result<(Vec<SavedPrompt>, T), R>> {
        let txn = self.db.begin().await?;
        lock_user(&txn, user_id).await?;
        let gate = gate(&txn, user_id, 0).await?;
        let (batches, note) = match plan(&gate) {
            Ok(planned) => planned,
            Err(refusal) => {
                txn.rollback().await?;
                return Ok(Err(refusal));
            }
        };
        let mut saved = Vec::new();
        for (destination, prompts) in batches {
            let folder_id = match destination {
                Destination::Folder(id) => {
                    folder::Entity::find_by_id(id)
                        .filter(folder::Column::UserId.eq(user_id))
                        .one(&txn)
                        .await?
                        .ok_or(Error::NotFound)?
                        .id
                }
                Destination::Named(name, created_at) => {
                    folder_named(&txn, user_id, &name, created_at.unwrap_or(now))
                        .await?
                        .0
                        .id
                }
            };
            for prompt in prompts {
                saved.push(insert_prompt(&txn, user_id, &folder_id, prompt, now).await?);
            }
        }
        if !saved.is_empty() {
            let count = u32::try_from(saved.len()).unwrap_or(u32::MAX);
            Progression::new()
                .milestone(user_id, Milestone::Saved(count))
                .activity(
                    user_id,
                    ActivityType::LibrarySave,
                    count.try_into().unwrap_or(i32::MAX),
                )
                .write(&txn, now)
                .await?;
        }
        txn.commit().await?;
        Ok(Ok((saved, note)))
    }

    pub async fn saved_prompt(
        &self,
        user_id: &str,
        prompt_id: &str,
    ) -> Result<Option<SavedPrompt>> {
        Ok(saved_prompt::Entity::find_by_id(prompt_id.to_owned())
            .filter(saved_prompt::Column::UserId.eq(user_id))
            .one(&self.db)
            .await?)
    }

    /// A folder's prompts, most recently changed first, optionally with one tag.
    pub async fn prompts_in_folder(
        &self,
        user_id: &str,
        folder_id: &str,
        tag: Option<&str>,
        limit: u64,
        offset: u64,
    ) -> Result<Page<SavedPrompt>> {
        let mut query = saved_prompt::Entity::find()
            .filter(saved_prompt::Column::UserId.eq(user_id))
            .filter(saved_prompt::Column::FolderId.eq(folder_id));
        if let Some(tag) = tag {
            query = query.filter(saved_prompt::Column::Tags.contains(tag_pattern(tag)));
        }
        let total = query.clone().count(&self.db).await?;
        let items = query
            .order_by_desc(saved_prompt::Column::UpdatedAt)
            .order_by_desc(saved_prompt::Column::Id)
            .limit(limit)
            .offset(offset)
            .all(&self.db)
            .await?;
        Ok(Page { items, total })
    }

    /// Every prompt of the user, folder by folder (for export).
    pub async fn all_prompts(&self, user_id: &str) -> Result<Vec<SavedPrompt>> {
        Ok(saved_prompt::Entity::find()
            .filter(saved_prompt::Column::UserId.eq(user_id))
            .order_by_asc(saved_prompt::Column::FolderId)
            .order_by_asc(saved_prompt::Column::CreatedAt)
            .order_by_asc(saved_prompt::Column::Id)
            .all(&self.db)
            .await?)
    }

    /// How many prompts the user keeps.
    pub async fn saved_prompt_count(&self, user_id: &str) -> Result<u64> {
        Ok(saved_prompt::Entity::find()
            .filter(saved_prompt::Column::UserId.eq(user_id))
            .count(&self.db)
            .await?)
    }

    /// Changes a prompt's content, keeping what it was as a version (when anything changed).
    pub async fn edit_prompt(
        &self,
        user_id: &str,
        prompt_id: &str,
        edit: PromptEdit,
        now: DateTime<Utc>,
    ) -> Result<Option<SavedPrompt>> {
        let txn = self.db.begin().await?;
        // The user's lock before the read (see `update_context`); no user, no prompt.
        match lock_user(&txn, user_id).await {
            Err(Error::NotFound) => return Ok(None),
            locked => locked?,
        }
        let Some(current) = saved_prompt::Entity::find_by_id(prompt_id.to_owned())
            .filter(saved_prompt::Column::UserId.eq(user_id))
            .one(&txn)
            .await?
        else {
            return Ok(None);
        };
        let tags = tags_json(&edit.tags);
        let content_changed =
            current.title != edit.title || current.text != edit.text || current.tags != tags;
        if content_changed {
            keep_version(&txn, &current, now).await?;
        }
        let mut row: saved_prompt::ActiveModel = current.into();
        row.title = Set(edit.title);
        row.text = Set(edit.text);
        row.tags = Set(tags);
        if let Some(description) = edit.description {
            row.description = Set(description);
        }
        row.updated_at = Set(now);
        let updated = row.update(&txn).await?;
        txn.commit().await?;
        Ok(Some(updated))
    }

    /// Puts a version's content back, keeping the current content as a version too, so a
    /// restore can itself be undone.
    pub async fn restore_version(
        &self,
        user_id: &str,
        prompt_id: &str,
        version_id: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<SavedPrompt>> {
        let txn = self.db.begin().await?;
        // The user's lock before the read (see `update_context`); no user, no prompt.
        match lock_user(&txn, user_id).await {
            Err(Error::NotFound) => return Ok(None),
            locked => locked?,
        }
        let Some(current) = saved_prompt::Entity::find_by_id(prompt_id.to_owned())
            .filter(saved_prompt::Column::UserId.eq(user_id))
            .one(&txn)
            .await?
        else {
            return Ok(None);
        };
        let Some(version) = prompt_version::Entity::find_by_id(version_id.to_owned())
            .filter(prompt_version::Column::PromptId.eq(prompt_id))
            .one(&txn)
            .await?
        else {
            return Ok(None);
        };
        keep_version(&txn, &current, now).await?;
        let mut row: saved_prompt::ActiveModel = current.into();
        row.title = Set(version.title);
        row.text = Set(version.text);
        row.tags = Set(version.tags);
        row.updated_at = Set(now);
        let restored = row.update(&txn).await?;
        txn.commit().await?;
        Ok(Some(restored))
    }

    /// A prompt's earlier versions, newest first.
    pub async fn prompt_versions(&self, prompt_id: &str) -> Result<Vec<PromptVersion>> {
        Ok(prompt_version::Entity::find()
            .filter(prompt_version::Column::PromptId.eq(prompt_id))
            .order_by_desc(prompt_version::Column::CreatedAt)
            .order_by_desc(prompt_version::Column::Id)
            .all(&self.db)
            .await?)
    }

    /// Every version of the user's prompts (for export).
    pub async fn all_versions(&self, user_id: &str) -> Result<Vec<PromptVersion>> {
        let ids = saved_prompt::Entity::find()
            .select_only()
            .column(saved_prompt::Column::Id)
            .filter(saved_prompt::Column::UserId.eq(user_id))
            .into_query()
            .to_owned();
        Ok(prompt_version::Entity::find()
            .filter(prompt_version::Column::PromptId.in_subquery(ids))
            .order_by_asc(prompt_version::Column::CreatedAt)
            .order_by_asc(prompt_version::Column::Id)
            .all(&self.db)
            .await?)
    }

    pub async fn move_prompt(
        &self,
        user_id: &str,
        prompt_id: &str,
        folder_id: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<SavedPrompt>> {
        let Some(current) = self.saved_prompt(user_id, prompt_id).await? else {
            return Ok(None);
        };
        if self.folder(user_id, folder_id).await?.is_none() {
            return Ok(None);
        }
        let mut row: saved_prompt::ActiveModel = current.into();
        row.folder_id = Set(folder_id.to_owned());
        row.updated_at = Set(now);
        Ok(Some(row.update(&self.db).await?))
    }

    pub async fn delete_prompt(&self, user_id: &str, prompt_id: &str) -> Result<bool> {
        let deleted = saved_prompt::Entity::delete_many()
            .filter(saved_prompt::Column::Id.eq(prompt_id))
            .filter(saved_prompt::Column::UserId.eq(user_id))
            .exec(&self.db)
            .await?;
        Ok(deleted.rows_affected > 0)
    }

    /// Full-text search of the user's prompts, best match first: FTS5 with BM25 on SQLite,
    /// a weighted `tsvector` with `ts_rank` on PostgreSQL. Every word must match (as a word
    /// prefix); titles weigh most, then tags, the task description and the text.
    pub async fn search_prompts(
        &self,
        user_id: &str,
        query: &str,
        filter: SearchFilter<'_>,
    ) -> Result<Vec<SavedPrompt>> {
        let words = search_words(query);
        if words.is_empty() || filter.folder_ids.is_some_and(<[String]>::is_empty) {
            return Ok(Vec::new());
        }
        let (matcher, source, rank) = match self.backend {
            Backend::Sqlite => (
                words
                    .iter()
                    .map(|w| format!("\"{w}\"*"))
                    .collect::<Vec<_>>()
                    .join(" "),
                // CROSS JOIN makes SQLite drive the join from the index's matches, never one
                // MATCH per row of the user's prompts.
                "saved_prompts_fts CROSS JOIN saved_prompts p ON p.rowid = saved_prompts_fts.rowid",
                "bm25(saved_prompts_fts, 10.0, 1.0, 3.0, 5.0)",
            ),
            Backend::Postgres => (
                words
                    .iter()
                    .map(|w| format!("{w}:*"))
                    .collect::<Vec<_>>()
                    .join(" & "),
                "saved_prompts p",
                "-ts_rank(p.search, to_tsquery('english', $1))",
            ),
        };
        let matches = match self.backend {
            Backend::Sqlite => "saved_prompts_fts MATCH $1",
            Backend::Postgres => "p.search @@ to_tsquery('english', $1)",
        };
        let mut values: Vec<Value> = vec![matcher.into(), user_id.into()];
        let mut sql = format!(
            "SELECT p.id, p.user_id, p.folder_id, p.title, p.text, p.description, p.generator, \
             p.tier, p.tags, p.created_at, p.updated_at FROM {source} \
             WHERE {matches} AND p.user_id = $2"
        );
        if let Some(folders) = filter.folder_ids {
            let first = values.len() + 1;
            let marks: Vec<String> = (first..first + folders.len())
                .map(|n| format!("${n}"))
                .collect();
            sql.push_str(&format!(" AND p.folder_id IN ({})", marks.join(", ")));
            values.extend(folders.iter().map(|f| Value::from(f.as_str())));
        }
        if let Some(tag) = filter.tag {
            values.push(format!("%{}%", tag_pattern(tag)).into());
            sql.push_str(&format!(" AND p.tags LIKE ${}", values.len()));
        }
        values.push((filter.limit as i64).into());
        sql.push_str(&format!(
            " ORDER BY {rank}, p.updated_at DESC, p.id DESC LIMIT ${}",
            values.len()
        ));
        if self.backend == Backend::Sqlite {
            sql = sql.replace('$', "?");
        }
        let statement = Statement::from_sql_and_values(self.db.get_database_backend(), sql, values);
        if self.backend == Backend::Sqlite {
            return Ok(SavedPrompt::find_by_statement(statement)
                .all(&self.db)
                .await?);
        }
        // The best plan depends on the words: the GIN index for a rare word, a scan of the
        // user's rows when a word is in half the library (ranking reads them all anyway). A
        // prepared statement's generic plan, used after a few runs, knows neither and was 4x
        // slower on common words (docs/performance.md), so plan each search for its words.
        let txn = self.db.begin().await?;
        txn.execute_unprepared("SET LOCAL plan_cache_mode = force_custom_plan")
            .await?;
        let found = SavedPrompt::find_by_statement(statement).all(&txn).await?;
        txn.commit().await?;
        Ok(found)
    }
}

/// The words of a search, as the index spells them: runs of letters and digits, lower-cased,
/// at most 8 of at most 40 characters (so no query syntax ever reaches the database).
fn search_words(query: &str) -> Vec<String> {
    query
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| w.to_lowercase().chars().take(40).collect())
        .take(8)
        .collect()
}

/// Tags are stored as a JSON array, so a tag appears quoted.
fn tag_pattern(tag: &str) -> String {
    serde_json::to_string(tag).expect("strings serialise")
}

async fn gate(txn: &DatabaseTransaction, user_id: &str, created: usize) -> Result<LibraryGate> {
    let user = user::Entity::find_by_id(user_id.to_owned())
        .one(txn)
        .await?
        .ok_or(Error::NotFound)?;
    let folders = folder::Entity::find()
        .filter(folder::Column::UserId.eq(user_id))
        .all(txn)
        .await?;
    let saved = saved_prompt::Entity::find()
        .filter(saved_prompt::Column::UserId.eq(user_id))
        .count(txn)
        .await?;
    Ok(LibraryGate {
        user,
        folders,
        saved,
        created,
    })
}

async fn folder_named(
    txn: &DatabaseTransaction,
    user_id: &str,
    name: &str,
    now: DateTime<Utc>,
) -> Result<(Folder, bool)> {
    let existing = folder::Entity::find()
        .filter(folder::Column::UserId.eq(user_id))
        .filter(folder::Column::Name.eq(name))
        .one(txn)
        .await?;
    match existing {
        Some(found) => Ok((found, false)),
        None => Ok((insert_folder(txn, user_id, name, now).await?, true)),
    }
}

async fn insert_folder(
    db: &impl ConnectionTrait,
    user_id: &str,
    name: &str,
    now: DateTime<Utc>,
) -> Result<Folder> {
    Ok(folder::ActiveModel {
        id: Set(new_id()),
        user_id: Set(user_id.to_owned()),
        name: Set(name.to_owned()),
        created_at: Set(now),
        updated_at: Set(now),
    }
    .insert(db)
    .await?)
}

async fn insert_prompt(
    txn: &DatabaseTransaction,
    user_id: &str,
    folder_id: &str,
    prompt: NewSavedPrompt,
    now: DateTime<Utc>,
) -> Result<SavedPrompt> {
    let saved = saved_prompt::ActiveModel {
        id: Set(new_id()),
        user_id: Set(user_id.to_owned()),
        folder_id: Set(folder_id.to_owned()),
        title: Set(prompt.title),
        text: Set(prompt.text),
        description: Set(prompt.description),
        generator: Set(prompt.generator.map(Into::into)),
        tier: Set(prompt.tier),
        tags: Set(tags_json(&prompt.tags)),
        created_at: Set(prompt.created_at.unwrap_or(now)),
        updated_at: Set(prompt.updated_at.unwrap_or(now)),
    }
    .insert(txn)
    .await?;
    for version in prompt.versions {
        prompt_version::ActiveModel {
            id: Set(new_id()),
            prompt_id: Set(saved.id.clone()),
            title: Set(version.title),
            text: Set(version.text),
            tags: Set(tags_json(&version.tags)),
            created_at: Set(version.created_at),
        }
        .insert(txn)
        .await?;
    }
    Ok(saved)
}

async fn keep_version(
    txn: &DatabaseTransaction,
    current: &SavedPrompt,
    now: DateTime<Utc>,
) -> Result<()> {
    prompt_version::ActiveModel {
        id: Set(new_id()),
        prompt_id: Set(current.id.clone()),
        title: Set(current.title.clone()),
        text: Set(current.text.clone()),
        tags: Set(current.tags.clone()),
        created_at: Set(now),
    }
    .insert(txn)
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_words_carry_no_query_syntax() {
        assert_eq!(
            search_words("cold \"email\" OR cto* -x NEAR(a)"),
            ["cold", "email", "or", "cto", "x", "near", "a"]
        );
        assert!(search_words("\"*:&|!()").is_empty());
    }
}
