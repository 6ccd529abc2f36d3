//! Generation: per-user daily usage and the Sora 2 counter, generation history, Context Genies
//! (user_contexts) and likes/dislikes (prompt_feedback).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
    DailyPromptsUsed,
    UsageSora2,
}

#[derive(DeriveIden)]
enum UserContexts {
    Table,
    Id,
    UserId,
    Name,
    Content,
    IsActive,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Generations {
    Table,
    Id,
    UserId,
    Generator,
    Description,
    ContextId,
    Prompt,
    Improvements,
    TaskKind,
    Parameters,
    Engine,
    Notice,
    CreatedAt,
}

#[derive(DeriveIden)]
enum PromptFeedback {
    Table,
    Id,
    UserId,
    GenerationId,
    Kind,
    AlgorithmName,
    UserInput,
    GeneratedOutput,
    CreatedAt,
}

fn id(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col)
        .string_len(64)
        .not_null()
        .primary_key()
        .to_owned()
}
fn fk_col(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col).string_len(64).not_null().to_owned()
}
fn text(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col).text().not_null().to_owned()
}
fn at(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col)
        .timestamp_with_time_zone()
        .not_null()
        .to_owned()
}
fn cascade(
    from: (impl IntoIden, impl IntoIden),
    to: (impl IntoIden, impl IntoIden),
) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .from(from.0, from.1)
        .to(to.0, to.1)
        .on_delete(ForeignKeyAction::Cascade)
        .to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // SQLite adds one column per ALTER TABLE.
        m.alter_table(
            Table::alter()
                .table(Users::Table)
                .add_column(
                    ColumnDef::new(Users::DailyPromptsUsed)
                        .integer()
                        .not_null()
                        .default(0),
                )
                .to_owned(),
        )
        .await?;
        m.alter_table(
            Table::alter()
                .table(Users::Table)
                .add_column(
                    ColumnDef::new(Users::UsageSora2)
                        .integer()
                        .not_null()
                        .default(0),
                )
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(UserContexts::Table)
                .col(id(UserContexts::Id))
                .col(fk_col(UserContexts::UserId))
                .col(text(UserContexts::Name))
                .col(text(UserContexts::Content))
                .col(
                    ColumnDef::new(UserContexts::IsActive)
                        .boolean()
                        .not_null()
                        .default(false),
                )
                .col(at(UserContexts::CreatedAt))
                .col(at(UserContexts::UpdatedAt))
                .foreign_key(&mut cascade(
                    (UserContexts::Table, UserContexts::UserId),
                    (Users::Table, Users::Id),
                ))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("user_contexts_user_idx")
                .table(UserContexts::Table)
                .col(UserContexts::UserId)
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(Generations::Table)
                .col(id(Generations::Id))
                .col(fk_col(Generations::UserId))
                .col(
                    ColumnDef::new(Generations::Generator)
                        .string_len(32)
                        .not_null(),
                )
                .col(text(Generations::Description))
                .col(ColumnDef::new(Generations::ContextId).string_len(64).null())
                .col(text(Generations::Prompt))
                .col(text(Generations::Improvements))
                .col(
                    ColumnDef::new(Generations::TaskKind)
                        .string_len(32)
                        .not_null(),
                )
                .col(ColumnDef::new(Generations::Parameters).text().null())
                .col(
                    ColumnDef::new(Generations::Engine)
                        .string_len(128)
                        .not_null(),
                )
                .col(ColumnDef::new(Generations::Notice).text().null())
                .col(at(Generations::CreatedAt))
                .foreign_key(&mut cascade(
                    (Generations::Table, Generations::UserId),
                    (Users::Table, Users::Id),
                ))
                .foreign_key(
                    ForeignKey::create()
                        .from(Generations::Table, Generations::ContextId)
                        .to(UserContexts::Table, UserContexts::Id)
                        .on_delete(ForeignKeyAction::SetNull),
                )
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("generations_user_created_idx")
                .table(Generations::Table)
                .col(Generations::UserId)
                .col(Generations::CreatedAt)
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(PromptFeedback::Table)
                .col(id(PromptFeedback::Id))
                .col(fk_col(PromptFeedback::UserId))
                .col(fk_col(PromptFeedback::GenerationId))
                .col(
                    ColumnDef::new(PromptFeedback::Kind)
                        .string_len(16)
                        .not_null(),
                )
                .col(
                    ColumnDef::new(PromptFeedback::AlgorithmName)
                        .string_len(32)
                        .not_null(),
                )
                .col(text(PromptFeedback::UserInput))
                .col(text(PromptFeedback::GeneratedOutput))
                .col(at(PromptFeedback::CreatedAt))
                .foreign_key(&mut cascade(
                    (PromptFeedback::Table, PromptFeedback::UserId),
                    (Users::Table, Users::Id),
                ))
                .foreign_key(&mut cascade(
                    (PromptFeedback::Table, PromptFeedback::GenerationId),
                    (Generations::Table, Generations::Id),
                ))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("prompt_feedback_user_generation_key")
                .table(PromptFeedback::Table)
                .col(PromptFeedback::UserId)
                .col(PromptFeedback::GenerationId)
                .unique()
                .to_owned(),
        )
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            PromptFeedback::Table.into_iden(),
            Generations::Table.into_iden(),
            UserContexts::Table.into_iden(),
        ] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        for column in [
            Users::UsageSora2.into_iden(),
            Users::DailyPromptsUsed.into_iden(),
        ] {
            m.alter_table(
                Table::alter()
                    .table(Users::Table)
                    .drop_column(column)
                    .to_owned(),
            )
            .await?;
        }
        Ok(())
    }
}
