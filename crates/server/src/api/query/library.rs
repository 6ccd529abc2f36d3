use async_graphql::{Context, ID, Object};

use crate::{
    api::{
        error::ResultExt,
        guard::{SignedIn, claims},
        object::library::{
            ExportFormatGql, FolderGql, GalleryPage, LibraryTag, LibraryUsageGql, PromptVersionGql,
            SavedPromptGql, SavedPromptPage, SharedItemGql,
        },
    },
    app::{App, library::ExportFormat},
};

/// The most prompts one page or search returns.
const PAGE_MAX: i32 = 500;

fn page_size(limit: i32) -> u64 {
    limit.clamp(1, PAGE_MAX) as u64
}

#[derive(Default)]
pub struct LibraryQuery;

#[Object]
impl LibraryQuery {
    /// The caller's folders: "SUPER Prompts" and "Extension Prompts" first, then newest first;
    /// on the Free plan all but the first 3 are locked (spec point 5). Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn folders(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<FolderGql>> {
        let caller = claims(ctx)?;
        let folders = ctx
            .data_unchecked::<App>()
            .folders(&caller.sub)
            .await
            .gql()?;
        Ok(folders.into_iter().map(FolderGql).collect())
    }

    /// How much of the plan the caller's library uses: folders (and how many more may be
    /// made) and prompts, those the caller can open and those in locked folders. Guard:
    /// signed in.
    #[graphql(guard = "SignedIn")]
    async fn library_usage(&self, ctx: &Context<'_>) -> async_graphql::Result<LibraryUsageGql> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .library_usage(&caller.sub)
            .await
            .gql()
            .map(Into::into)
    }

    /// One of the caller's folders (spec: get saved folder by id). Guard: signed in; another
    /// user's id is NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn folder(&self, ctx: &Context<'_>, id: ID) -> async_graphql::Result<FolderGql> {
        let caller = claims(ctx)?;
        let app = ctx.data_unchecked::<App>();
        app.folder_view(&caller.sub, &id).await.gql().map(FolderGql)
    }

    /// A folder's prompts, most recently changed first, optionally with one tag. Guard:
    /// signed in; a locked folder is PLAN_LIMIT, another user's NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn saved_prompts(
        &self,
        ctx: &Context<'_>,
        folder_id: ID,
        tag: Option<String>,
        #[graphql(default = 50)] limit: i32,
        #[graphql(default = 0)] offset: i32,
    ) -> async_graphql::Result<SavedPromptPage> {
        let caller = claims(ctx)?;
        let page = ctx
            .data_unchecked::<App>()
            .folder_prompts(
                &caller.sub,
                &folder_id,
                tag.as_deref(),
                page_size(limit),
                offset.max(0) as u64,
            )
            .await
            .gql()?;
        Ok(SavedPromptPage {
            items: page.items.into_iter().map(SavedPromptGql).collect(),
            total: page.total,
        })
    }

    /// One of the caller's saved prompts. Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn saved_prompt(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<SavedPromptGql> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .saved_prompt(&caller.sub, &id)
            .await
            .gql()
            .map(SavedPromptGql)
    }

    /// Full-text search of the caller's open folders (or one), best match first; `variable`
    /// keeps the prompts with a `{{variable}}` of that name (then `query` may be empty).
    /// Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn search_saved_prompts(
        &self,
        ctx: &Context<'_>,
        query: String,
        folder_id: Option<ID>,
        tag: Option<String>,
        variable: Option<String>,
        #[graphql(default = 20)] limit: i32,
    ) -> async_graphql::Result<Vec<SavedPromptGql>> {
        let caller = claims(ctx)?;
        let found = ctx
            .data_unchecked::<App>()
            .search_library(
                &caller.sub,
                &query,
                folder_id.as_ref().map(|id| id.as_str()),
                tag.as_deref(),
                variable.as_deref(),
                page_size(limit),
            )
            .await
            .gql()?;
        Ok(found.into_iter().map(SavedPromptGql).collect())
    }

    /// A prompt's earlier versions, newest first; each one's `diff` against the current text
    /// is computed only when selected. Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn prompt_versions(
        &self,
        ctx: &Context<'_>,
        prompt_id: ID,
    ) -> async_graphql::Result<Vec<PromptVersionGql>> {
        let caller = claims(ctx)?;
        let versions = ctx
            .data_unchecked::<App>()
            .prompt_versions(&caller.sub, &prompt_id)
            .await
            .gql()?;
        Ok(versions.into_iter().map(PromptVersionGql).collect())
    }

    /// Tags used in the caller's open folders, most used first. Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn library_tags(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<LibraryTag>> {
        let caller = claims(ctx)?;
        let tags = ctx
            .data_unchecked::<App>()
            .library_tags(&caller.sub)
            .await
            .gql()?;
        Ok(tags
            .into_iter()
            .map(|(tag, prompt_count)| LibraryTag { tag, prompt_count })
            .collect())
    }

    /// The caller's whole library as JSON (to import again) or Markdown (to read). Guard:
    /// signed in.
    #[graphql(guard = "SignedIn")]
    async fn export_library(
        &self,
        ctx: &Context<'_>,
        #[graphql(default_with = "ExportFormatGql::Json")] format: ExportFormatGql,
    ) -> async_graphql::Result<String> {
        let caller = claims(ctx)?;
        let format = match format {
            ExportFormatGql::Json => ExportFormat::Json,
            ExportFormatGql::Markdown => ExportFormat::Markdown,
        };
        ctx.data_unchecked::<App>()
            .export_library(&caller.sub, format)
            .await
            .gql()
    }

    /// The caller's share links with their views, newest first, revoked ones included.
    /// Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn my_share_links(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<SharedItemGql>> {
        let caller = claims(ctx)?;
        let links = ctx
            .data_unchecked::<App>()
            .share_links(&caller.sub)
            .await
            .gql()?;
        Ok(links.into_iter().map(SharedItemGql).collect())
    }

    /// A live share link by id (the share and embed pages). Public; a revoked or unknown
    /// link is NOT_FOUND. Views are counted when the page itself is served.
    async fn shared_item(&self, ctx: &Context<'_>, id: ID) -> async_graphql::Result<SharedItemGql> {
        ctx.data_unchecked::<App>()
            .live_share(&id)
            .await
            .gql()
            .map(SharedItemGql)
    }

    /// PUBLIC share links, newest first, optionally matching words in the name or preview.
    /// Public.
    async fn public_gallery(
        &self,
        ctx: &Context<'_>,
        query: Option<String>,
        #[graphql(default = 24)] limit: i32,
        #[graphql(default = 0)] offset: i32,
    ) -> async_graphql::Result<GalleryPage> {
        let (items, total) = ctx
            .data_unchecked::<App>()
            .gallery(
                query.as_deref(),
                limit.clamp(1, 100) as u64,
                offset.max(0) as u64,
            )
            .await
            .gql()?;
        Ok(GalleryPage {
            items: items.into_iter().map(SharedItemGql).collect(),
            total,
        })
    }
}
