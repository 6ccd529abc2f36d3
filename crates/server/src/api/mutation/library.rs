use async_graphql::{Context, ID, InputObject, Object};

use crate::{
    api::{
        error::ResultExt,
        guard::{SignedIn, claims},
        object::{
            generation::GeneratorKindGql,
            library::{
                AccessLevelGql, FolderGql, ImportResult, SavedPromptGql, ShareTypeGql,
                SharedItemGql,
            },
        },
    },
    app::{
        App,
        library::{EditPromptInput, SavePromptInput},
        sharing::ShareRequest,
    },
};

/// A prompt to save: from a generation result (with its task and generator) or by hand.
#[derive(InputObject)]
pub struct SavePromptInputGql {
    /// Default: the "SUPER Prompts" folder.
    pub folder_id: Option<ID>,
    pub title: String,
    pub text: String,
    /// The task the prompt was made from.
    pub description: Option<String>,
    pub generator: Option<GeneratorKindGql>,
    #[graphql(default)]
    pub tags: Vec<String>,
    /// Save it even if its `{{variables}}` are written wrong (then it is plain text, with no
    /// variables). Without it such a text is BAD_USER_INPUT, each error with its line and
    /// column in `details`.
    #[graphql(default)]
    pub keep_as_plain_text: bool,
}

#[derive(Default)]
pub struct LibraryMutation;

#[Object]
impl LibraryMutation {
    /// Creates a folder (names are unique per user: a repeat is CONFLICT). On the Free plan a
    /// new folder would lock the oldest open one, so once the plan's folders are all in use it
    /// is PLAN_LIMIT (`libraryUsage.foldersLeft` says beforehand). Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn create_folder(
        &self,
        ctx: &Context<'_>,
        name: String,
    ) -> async_graphql::Result<FolderGql> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .create_folder(&caller.sub, &name)
            .await
            .gql()
            .map(FolderGql)
    }

    /// Renames one of the caller's folders (not a default one). Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn rename_folder(
        &self,
        ctx: &Context<'_>,
        id: ID,
        name: String,
    ) -> async_graphql::Result<FolderGql> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .rename_folder(&caller.sub, &id, &name)
            .await
            .gql()
            .map(FolderGql)
    }

    /// Deletes one of the caller's folders (not a default one). A folder that still holds
    /// prompts is CONFLICT unless `deletePrompts` confirms it. Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn delete_folder(
        &self,
        ctx: &Context<'_>,
        id: ID,
        #[graphql(default)] delete_prompts: bool,
    ) -> async_graphql::Result<bool> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .delete_folder(&caller.sub, &id, delete_prompts)
            .await
            .gql()?;
        Ok(true)
    }

    /// Saves a prompt (Free: 15 in all, into one of the 3 open folders; PLAN_LIMIT beyond).
    /// Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn save_prompt(
        &self,
        ctx: &Context<'_>,
        input: SavePromptInputGql,
    ) -> async_graphql::Result<SavedPromptGql> {
        let caller = claims(ctx)?;
        let input = SavePromptInput {
            folder_id: input.folder_id.map(|id| id.0),
            title: input.title,
            text: input.text,
            description: input.description,
            generator: input.generator.map(Into::into),
            tags: input.tags,
            keep_as_plain_text: input.keep_as_plain_text,
        };
        ctx.data_unchecked::<App>()
            .save_prompt(&caller.sub, input)
            .await
            .gql()
            .map(SavedPromptGql)
    }

    /// Edits a saved prompt; the previous content is kept as a version. A new `text` whose
    /// `{{variables}}` are written wrong is BAD_USER_INPUT unless `keepAsPlainText`. Guard:
    /// signed in.
    #[graphql(guard = "SignedIn")]
    // One parameter per GraphQL argument.
    #[allow(clippy::too_many_arguments)]
    async fn update_saved_prompt(
        &self,
        ctx: &Context<'_>,
        id: ID,
        title: Option<String>,
        text: Option<String>,
        tags: Option<Vec<String>>,
        description: Option<String>,
        #[graphql(default)] keep_as_plain_text: bool,
    ) -> async_graphql::Result<SavedPromptGql> {
        let caller = claims(ctx)?;
        let input = EditPromptInput {
            title,
            text,
            tags,
            description,
            keep_as_plain_text,
        };
        ctx.data_unchecked::<App>()
            .edit_prompt(&caller.sub, &id, input)
            .await
            .gql()
            .map(SavedPromptGql)
    }

    /// Moves a saved prompt to another of the caller's open folders. Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn move_saved_prompt(
        &self,
        ctx: &Context<'_>,
        id: ID,
        folder_id: ID,
    ) -> async_graphql::Result<SavedPromptGql> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .move_prompt(&caller.sub, &id, &folder_id)
            .await
            .gql()
            .map(SavedPromptGql)
    }

    /// Deletes a saved prompt and its versions. Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn delete_saved_prompt(&self, ctx: &Context<'_>, id: ID) -> async_graphql::Result<bool> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .delete_prompt(&caller.sub, &id)
            .await
            .gql()?;
        Ok(true)
    }

    /// Puts a version back; the content it replaces becomes a version too. Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn restore_prompt_version(
        &self,
        ctx: &Context<'_>,
        prompt_id: ID,
        version_id: ID,
    ) -> async_graphql::Result<SavedPromptGql> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .restore_version(&caller.sub, &prompt_id, &version_id)
            .await
            .gql()
            .map(SavedPromptGql)
    }

    /// Imports a JSON library export, as much as the plan takes: on the Free plan a folder that
    /// can't be opened or made comes into "SUPER Prompts", and prompts past the limit are left
    /// out (`notes` says which and why). A file that is not a well-formed export is
    /// BAD_USER_INPUT, saying what is wrong, and imports nothing. Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn import_library(
        &self,
        ctx: &Context<'_>,
        json: String,
    ) -> async_graphql::Result<ImportResult> {
        let caller = claims(ctx)?;
        let summary = ctx
            .data_unchecked::<App>()
            .import_library(&caller.sub, &json)
            .await
            .gql()?;
        Ok(ImportResult {
            folders: summary.folders,
            prompts: summary.prompts,
            skipped: summary.skipped,
            notes: summary.notes.into_iter().map(Into::into).collect(),
        })
    }

    /// Makes a share link (spec: createShareLink): a saved prompt (`itemId`), a generation
    /// result (`inputText` and `generatedPrompt`, no `itemId`), a folder, or several folders
    /// (`itemId` a comma-separated list; none: every open folder). Guard: signed in; items
    /// must be the caller's.
    #[graphql(guard = "SignedIn")]
    #[allow(clippy::too_many_arguments)]
    async fn create_share_link(
        &self,
        ctx: &Context<'_>,
        share_type: ShareTypeGql,
        item_id: Option<ID>,
        name: String,
        #[graphql(desc = "Default: LINK_ONLY.")] access_level: Option<AccessLevelGql>,
        input_text: Option<String>,
        generated_prompt: Option<String>,
    ) -> async_graphql::Result<SharedItemGql> {
        let caller = claims(ctx)?;
        let request = ShareRequest {
            share_type: share_type.into(),
            item_id: item_id.map(|id| id.0),
            name,
            access_level: access_level.unwrap_or(AccessLevelGql::LinkOnly).into(),
            input_text,
            generated_prompt,
        };
        ctx.data_unchecked::<App>()
            .create_share_link(&caller.sub, request)
            .await
            .gql()
            .map(SharedItemGql)
    }

    /// Revokes one of the caller's share links: it answers 404 from then on. Guard: signed
    /// in; another user's link is NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn revoke_share_link(&self, ctx: &Context<'_>, id: ID) -> async_graphql::Result<bool> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .revoke_share_link(&caller.sub, &id)
            .await
            .gql()?;
        Ok(true)
    }

    /// Copies a shared item into the caller's library ("Save to my library"), within the
    /// plan's limits. Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn save_shared_item(
        &self,
        ctx: &Context<'_>,
        id: ID,
        folder_id: Option<ID>,
    ) -> async_graphql::Result<Vec<SavedPromptGql>> {
        let caller = claims(ctx)?;
        let saved = ctx
            .data_unchecked::<App>()
            .save_shared_item(&caller.sub, &id, folder_id.as_ref().map(|id| id.as_str()))
            .await
            .gql()?;
        Ok(saved.into_iter().map(SavedPromptGql).collect())
    }
}
