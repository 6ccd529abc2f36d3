//! Share links: a snapshot of a prompt, a folder, several folders or a generation result,
//! behind an unguessable id. PUBLIC links are listed in the gallery; LINK_ONLY ones only open
//! by link. Views count once per visitor (a keyed hash of address and browser) per hour. A
//! revoked link is gone for everyone but its owner's list.

use base64::{Engine as _, engine::general_purpose::URL_SAFE_NO_PAD};
use chrono::{DateTime, Utc};
use domain::{
    generation::GeneratorKind,
    library::{self, AccessLevel, ShareType},
};
use rand::RngCore as _;
use serde::{Deserialize, Serialize};
use store::{NewSavedPrompt, NewShare, Share};

use super::{
    App, Client, Error, Result,
    library::{SavedPromptView, new_prompt},
};

/// What a share link holds (stored as JSON in `share_data`).
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct ShareData {
    #[serde(default)]
    pub prompts: Vec<SharedPrompt>,
    #[serde(default)]
    pub folders: Vec<SharedFolder>,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct SharedPrompt {
    pub title: String,
    pub text: String,
    pub description: Option<String>,
    pub generator: Option<String>,
    #[serde(default)]
    pub tags: Vec<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct SharedFolder {
    pub name: String,
    pub prompts: Vec<SharedPrompt>,
}

impl SharedPrompt {
    /// The generator the snapshot names; a name no generator has reads as none.
    pub fn generator_kind(&self) -> Option<GeneratorKind> {
        self.generator.as_deref().and_then(GeneratorKind::from_name)
    }
}

impl From<&SavedPromptView> for SharedPrompt {
    fn from(p: &SavedPromptView) -> Self {
        Self {
            title: p.title.clone(),
            text: p.text.clone(),
            description: p.description.clone(),
            generator: p.generator.map(|g| g.as_str().to_owned()),
            tags: p.tags.clone(),
        }
    }
}

/// A share link as the API and the share pages show it: its type and access level typed, and
/// what it holds read from the stored snapshot.
#[derive(Debug, Clone)]
pub struct ShareView {
    pub id: String,
    pub share_type: ShareType,
    pub name: String,
    /// The start of the first prompt, as link previews show it.
    pub description: Option<String>,
    pub access_level: AccessLevel,
    pub slug: String,
    /// Views, one per visitor per hour.
    pub view_count: i64,
    pub created_at: DateTime<Utc>,
    pub revoked_at: Option<DateTime<Utc>>,
    pub data: ShareData,
    /// `/share/{slug}/{id}` on this deployment.
    pub url: String,
    /// `/embed/{id}`.
    pub embed_url: String,
}

/// A request to share, as the API gives it (spec: createShareLink).
#[derive(Debug, Clone)]
pub struct ShareRequest {
    pub share_type: ShareType,
    /// A prompt id, a folder id, or comma-separated folder ids (none: every open folder).
    pub item_id: Option<String>,
    pub name: String,
    pub access_level: AccessLevel,
    /// With no item: the task and the generated prompt of a result being shared unsaved.
    pub input_text: Option<String>,
    pub generated_prompt: Option<String>,
}

/// The description shown in link previews: the start of the first prompt.
fn preview(data: &ShareData) -> Option<String> {
    let first = data
        .prompts
        .first()
        .or_else(|| data.folders.iter().find_map(|f| f.prompts.first()))?;
    let text: String = first.text.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut cut: String = text.chars().take(200).collect();
    if cut.len() < text.len() {
        cut.push('…');
    }
    Some(cut)
}

fn share_not_found() -> Error {
    Error::NotFound("This link doesn't exist or was revoked.".into())
}

/// 128 random bits, URL-safe: unguessable.
fn new_share_id() -> String {
    let mut bytes = [0u8; 16];
    rand::rng().fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

impl App {
    fn share_view(&self, share: Share) -> ShareView {
        let base = &self.site.public_url;
        ShareView {
            url: format!("{base}/share/{}/{}", share.slug, share.id),
            embed_url: format!("{base}/embed/{}", share.id),
            data: serde_json::from_str(&share.share_data).unwrap_or_default(),
            share_type: share.share_type.into(),
            access_level: share.access_level.into(),
            id: share.id,
            name: share.name,
            description: share.description,
            slug: share.slug,
            view_count: share.view_count,
            created_at: share.created_at,
            revoked_at: share.revoked_at,
        }
    }

    pub async fn create_share_link(
        &self,
        user_id: &str,
        request: ShareRequest,
    ) -> Result<ShareView> {
        let name = library::share_name(&request.name)?;
        let data = match (request.share_type, request.item_id.as_deref()) {
            (ShareType::Prompt, Some(id)) => ShareData {
                prompts: vec![(&self.saved_prompt(user_id, id).await?).into()],
                ..ShareData::default()
            },
            (ShareType::Prompt, None) => {
                let generated = request.generated_prompt.as_deref().unwrap_or_default();
                let prompt =
                    new_prompt(&name, generated, &[], request.input_text.as_deref(), None)?;
                ShareData {
                    prompts: vec![SharedPrompt {
                        title: prompt.title,
                        text: prompt.text,
                        description: prompt.description,
                        generator: None,
                        tags: Vec::new(),
                    }],
                    ..ShareData::default()
                }
            }
            (ShareType::Folder, None) => {
                return Err(
                    domain::ValidationError::new("itemId", "Choose the folder to share.").into(),
                );
            }
            (ShareType::Folder, Some(id)) => ShareData {
                folders: vec![self.shared_folder(user_id, id).await?],
                ..ShareData::default()
            },
            (ShareType::Folders, ids) => {
                let ids: Vec<String> = match ids {
                    Some(ids) => ids
                        .split(',')
                        .map(|s| s.trim().to_owned())
                        .filter(|s| !s.is_empty())
                        .collect(),
                    None => self
                        .folders(user_id)
                        .await?
                        .into_iter()
                        .filter(|f| !f.locked)
                        .map(|f| f.folder.id)
                        .collect(),
                };
                let mut folders = Vec::with_capacity(ids.len());
                for id in &ids {
                    folders.push(self.shared_folder(user_id, id).await?);
                }
                ShareData {
                    folders,
                    ..ShareData::default()
                }
            }
        };
        let share = self
            .store
            .create_share(
                NewShare {
                    id: new_share_id(),
                    user_id: user_id.to_owned(),
                    share_type: request.share_type,
                    item_id: request.item_id,
                    slug: library::slug(&name),
                    description: preview(&data),
                    name,
                    access_level: request.access_level,
                    share_data: serde_json::to_string(&data)
                        .map_err(|e| Error::Internal(e.into()))?,
                },
                self.clock.now(),
            )
            .await?;
        Ok(self.share_view(share))
    }

    async fn shared_folder(&self, user_id: &str, folder_id: &str) -> Result<SharedFolder> {
        let folder = self.folder_view(user_id, folder_id).await?;
        let page = self
            .folder_prompts(user_id, folder_id, None, u64::MAX >> 1, 0)
            .await?;
        Ok(SharedFolder {
            name: folder.folder.name,
            prompts: page.items.iter().map(SharedPrompt::from).collect(),
        })
    }

    /// The caller's links, newest first, revoked ones included.
    pub async fn share_links(&self, user_id: &str) -> Result<Vec<ShareView>> {
        let shares = self.store.shares_of(user_id).await?;
        Ok(shares.into_iter().map(|s| self.share_view(s)).collect())
    }

    pub async fn revoke_share_link(&self, user_id: &str, share_id: &str) -> Result<()> {
        if self
            .store
            .revoke_share(user_id, share_id, self.clock.now())
            .await?
        {
            Ok(())
        } else {
            Err(share_not_found())
        }
    }

    /// A live share link, without counting a view (for page metadata).
    pub async fn live_share(&self, share_id: &str) -> Result<ShareView> {
        let share = self
            .store
            .share(share_id)
            .await?
            .filter(|s| s.revoked_at.is_none())
            .ok_or_else(share_not_found)?;
        Ok(self.share_view(share))
    }

    /// Opens a share link for a visitor, counting the view once per visitor per hour.
    pub async fn open_share(&self, share_id: &str, client: &Client) -> Result<ShareView> {
        let mut view = self.live_share(share_id).await?;
        let visitor = self
            .tokens
            .keyed_hash(&["share-view", &client.ip, &client.user_agent]);
        let bucket = library::view_bucket(self.clock.now());
        if self
            .store
            .count_share_view(share_id, &visitor[..32], bucket)
            .await?
        {
            view.view_count += 1;
        }
        Ok(view)
    }

    /// Live PUBLIC shares, newest first, optionally matching words.
    pub async fn gallery(
        &self,
        query: Option<&str>,
        limit: u64,
        offset: u64,
    ) -> Result<(Vec<ShareView>, u64)> {
        let (shares, total) = self.store.public_shares(query, limit, offset).await?;
        Ok((
            shares.into_iter().map(|s| self.share_view(s)).collect(),
            total,
        ))
    }

    /// Copies a shared item into the caller's library, within their plan's limits: into
    /// `folder_id`, or (by default) a prompt into "SUPER Prompts" and folders into folders of
    /// the same names.
    pub async fn save_shared_item(
        &self,
        user_id: &str,
        share_id: &str,
        folder_id: Option<&str>,
    ) -> Result<Vec<SavedPromptView>> {
        let view = self.live_share(share_id).await?;
        let copy = |p: &SharedPrompt| -> Result<NewSavedPrompt> {
            new_prompt(
                &p.title,
                &p.text,
                &p.tags,
                p.description.as_deref(),
                p.generator.as_deref(),
            )
        };
        let mut batches = Vec::new();
        if !view.data.prompts.is_empty() {
            let prompts = view
                .data
                .prompts
                .iter()
                .map(copy)
                .collect::<Result<Vec<_>>>()?;
            batches.push((library::DEFAULT_FOLDERS[0].to_owned(), prompts));
        }
        for folder in &view.data.folders {
            let prompts = folder
                .prompts
                .iter()
                .map(copy)
                .collect::<Result<Vec<_>>>()?;
            batches.push((library::folder_name(&folder.name)?, prompts));
        }
        self.add_prompts(user_id, folder_id, batches).await
    }
}
