//! The library: folders, saved prompts (one row each), their earlier versions, share links and
//! counted share views; and full-text search over saved prompts: an FTS5 table kept in step by
//! triggers on SQLite, a generated, weighted `tsvector` column with a GIN index on PostgreSQL.

use sea_orm_migration::{prelude::*, sea_orm::DatabaseBackend};

use super::columns::{at, at_null, cascade, id, short, short_null, text_null, user_ref};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Folders {
    Table,
    Id,
    UserId,
    Name,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum SavedPrompts {
    Table,
    Id,
    UserId,
    FolderId,
    Title,
    Text,
    Description,
    Generator,
    Tier,
    Tags,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum PromptVersions {
    Table,
    Id,
    PromptId,
    Title,
    Text,
    Tags,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Shares {
    Table,
    Id,
    UserId,
    ShareType,
    ItemId,
    Name,
    Description,
    AccessLevel,
    Slug,
    ShareData,
    ViewCount,
    CreatedAt,
    RevokedAt,
}

#[derive(DeriveIden)]
enum ShareViews {
    Table,
    ShareId,
    Visitor,
    Bucket,
}

const SQLITE_SEARCH: &[&str] = &[
    "CREATE VIRTUAL TABLE saved_prompts_fts USING fts5(title, text, description, tags, \
     content='saved_prompts', content_rowid='rowid', tokenize='porter unicode61')",
    "CREATE TRIGGER saved_prompts_fts_insert AFTER INSERT ON saved_prompts BEGIN \
     INSERT INTO saved_prompts_fts(rowid, title, text, description, tags) \
     VALUES (new.rowid, new.title, new.text, new.description, new.tags); END",
    "CREATE TRIGGER saved_prompts_fts_delete AFTER DELETE ON saved_prompts BEGIN \
     INSERT INTO saved_prompts_fts(saved_prompts_fts, rowid, title, text, description, tags) \
     VALUES ('delete', old.rowid, old.title, old.text, old.description, old.tags); END",
    "CREATE TRIGGER saved_prompts_fts_update AFTER UPDATE ON saved_prompts BEGIN \
     INSERT INTO saved_prompts_fts(saved_prompts_fts, rowid, title, text, description, tags) \
     VALUES ('delete', old.rowid, old.title, old.text, old.description, old.tags); \
     INSERT INTO saved_prompts_fts(rowid, title, text, description, tags) \
     VALUES (new.rowid, new.title, new.text, new.description, new.tags); END",
];

const POSTGRES_SEARCH: &[&str] = &[
    "ALTER TABLE saved_prompts ADD COLUMN search tsvector GENERATED ALWAYS AS (\
     setweight(to_tsvector('english', coalesce(title, '')), 'A') || \
     setweight(to_tsvector('english', coalesce(tags, '')), 'B') || \
     setweight(to_tsvector('english', coalesce(description, '')), 'C') || \
     setweight(to_tsvector('english', coalesce(\"text\", '')), 'D')) STORED",
    "CREATE INDEX saved_prompts_search_idx ON saved_prompts USING GIN (search)",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(Folders::Table)
                .col(id(Folders::Id))
                .col(user_ref(Folders::UserId))
                .col(ColumnDef::new(Folders::Name).string_len(255).not_null())
                .col(at(Folders::CreatedAt))
                .col(at(Folders::UpdatedAt))
                .foreign_key(&mut cascade(
                    (Folders::Table, Folders::UserId),
                    (Users::Table, Users::Id),
                ))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("folders_user_name_key")
                .table(Folders::Table)
                .col(Folders::UserId)
                .col(Folders::Name)
                .unique()
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(SavedPrompts::Table)
                .col(id(SavedPrompts::Id))
                .col(user_ref(SavedPrompts::UserId))
                .col(
                    ColumnDef::new(SavedPrompts::FolderId)
                        .string_len(255)
                        .not_null(),
                )
                .col(
                    ColumnDef::new(SavedPrompts::Title)
                        .string_len(255)
                        .not_null(),
                )
                .col(ColumnDef::new(SavedPrompts::Text).text().not_null())
                .col(text_null(SavedPrompts::Description))
                .col(short_null(SavedPrompts::Generator))
                .col(short_null(SavedPrompts::Tier))
                .col(ColumnDef::new(SavedPrompts::Tags).text().not_null())
                .col(at(SavedPrompts::CreatedAt))
                .col(at(SavedPrompts::UpdatedAt))
                .foreign_key(&mut cascade(
                    (SavedPrompts::Table, SavedPrompts::UserId),
                    (Users::Table, Users::Id),
                ))
                .foreign_key(&mut cascade(
                    (SavedPrompts::Table, SavedPrompts::FolderId),
                    (Folders::Table, Folders::Id),
                ))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("saved_prompts_folder_idx")
                .table(SavedPrompts::Table)
                .col(SavedPrompts::FolderId)
                .col(SavedPrompts::UpdatedAt)
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("saved_prompts_user_folder_idx")
                .table(SavedPrompts::Table)
                .col(SavedPrompts::UserId)
                .col(SavedPrompts::FolderId)
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(PromptVersions::Table)
                .col(id(PromptVersions::Id))
                .col(
                    ColumnDef::new(PromptVersions::PromptId)
                        .string_len(255)
                        .not_null(),
                )
                .col(
                    ColumnDef::new(PromptVersions::Title)
                        .string_len(255)
                        .not_null(),
                )
                .col(ColumnDef::new(PromptVersions::Text).text().not_null())
                .col(ColumnDef::new(PromptVersions::Tags).text().not_null())
                .col(at(PromptVersions::CreatedAt))
                .foreign_key(&mut cascade(
                    (PromptVersions::Table, PromptVersions::PromptId),
                    (SavedPrompts::Table, SavedPrompts::Id),
                ))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("prompt_versions_prompt_idx")
                .table(PromptVersions::Table)
                .col(PromptVersions::PromptId)
                .col(PromptVersions::CreatedAt)
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(Shares::Table)
                .col(id(Shares::Id))
                .col(user_ref(Shares::UserId))
                .col(short(Shares::ShareType))
                .col(short_null(Shares::ItemId))
                .col(ColumnDef::new(Shares::Name).string_len(255).not_null())
                .col(text_null(Shares::Description))
                .col(short(Shares::AccessLevel))
                .col(ColumnDef::new(Shares::Slug).string_len(255).not_null())
                .col(ColumnDef::new(Shares::ShareData).text().not_null())
                .col(
                    ColumnDef::new(Shares::ViewCount)
                        .big_integer()
                        .not_null()
                        .default(0),
                )
                .col(at(Shares::CreatedAt))
                .col(at_null(Shares::RevokedAt))
                .foreign_key(&mut cascade(
                    (Shares::Table, Shares::UserId),
                    (Users::Table, Users::Id),
                ))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("shares_user_idx")
                .table(Shares::Table)
                .col(Shares::UserId)
                .col(Shares::CreatedAt)
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("shares_gallery_idx")
                .table(Shares::Table)
                .col(Shares::AccessLevel)
                .col(Shares::CreatedAt)
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(ShareViews::Table)
                .col(
                    ColumnDef::new(ShareViews::ShareId)
                        .string_len(255)
                        .not_null(),
                )
                .col(
                    ColumnDef::new(ShareViews::Visitor)
                        .string_len(64)
                        .not_null(),
                )
                .col(ColumnDef::new(ShareViews::Bucket).big_integer().not_null())
                .primary_key(
                    Index::create()
                        .col(ShareViews::ShareId)
                        .col(ShareViews::Visitor)
                        .col(ShareViews::Bucket),
                )
                .foreign_key(&mut cascade(
                    (ShareViews::Table, ShareViews::ShareId),
                    (Shares::Table, Shares::Id),
                ))
                .to_owned(),
        )
        .await?;

        let search = match m.get_database_backend() {
            DatabaseBackend::Postgres => POSTGRES_SEARCH,
            _ => SQLITE_SEARCH,
        };
        let db = m.get_connection();
        for statement in search {
            db.execute_unprepared(statement).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        if m.get_database_backend() != DatabaseBackend::Postgres {
            m.get_connection()
                .execute_unprepared("DROP TABLE IF EXISTS saved_prompts_fts")
                .await?;
        }
        for table in [
            ShareViews::Table.into_iden(),
            Shares::Table.into_iden(),
            PromptVersions::Table.into_iden(),
            SavedPrompts::Table.into_iden(),
            Folders::Table.into_iden(),
        ] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
