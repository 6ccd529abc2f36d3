//! The assistant chat (issue 21): conversations, their messages (content blocks as JSON), and
//! the attachments' bytes kept apart so reading a conversation does not read every image (a
//! document or image block names its attachment and carries its format, name and size).

use sea_orm_migration::prelude::*;

use super::columns::{at, cascade, id, short, text_null, user_ref};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum ChatConversations {
    Table,
    Id,
    UserId,
    Name,
    Metadata,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum ChatMessages {
    Table,
    Id,
    ConversationId,
    UserId,
    Position,
    Role,
    Content,
    AiContext,
    ToolConfiguration,
    Status,
    Notice,
    StopRequested,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum ChatAttachments {
    Table,
    Id,
    ConversationId,
    UserId,
    Size,
    Bytes,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(ChatConversations::Table)
                .col(id(ChatConversations::Id))
                .col(user_ref(ChatConversations::UserId))
                .col(
                    ColumnDef::new(ChatConversations::Name)
                        .string_len(255)
                        .not_null(),
                )
                .col(text_null(ChatConversations::Metadata))
                .col(at(ChatConversations::CreatedAt))
                .col(at(ChatConversations::UpdatedAt))
                .foreign_key(&mut cascade(
                    (ChatConversations::Table, ChatConversations::UserId),
                    (Users::Table, Users::Id),
                ))
                .to_owned(),
        )
        .await?;
        // A user's conversations, most recently active first.
        m.create_index(
            Index::create()
                .name("chat_conversations_user_idx")
                .table(ChatConversations::Table)
                .col(ChatConversations::UserId)
                .col(ChatConversations::UpdatedAt)
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(ChatMessages::Table)
                .col(id(ChatMessages::Id))
                .col(
                    ColumnDef::new(ChatMessages::ConversationId)
                        .string_len(255)
                        .not_null(),
                )
                .col(user_ref(ChatMessages::UserId))
                .col(ColumnDef::new(ChatMessages::Position).integer().not_null())
                .col(short(ChatMessages::Role))
                .col(ColumnDef::new(ChatMessages::Content).text().not_null())
                .col(text_null(ChatMessages::AiContext))
                .col(text_null(ChatMessages::ToolConfiguration))
                .col(short(ChatMessages::Status))
                .col(text_null(ChatMessages::Notice))
                .col(
                    ColumnDef::new(ChatMessages::StopRequested)
                        .boolean()
                        .not_null()
                        .default(false),
                )
                .col(at(ChatMessages::CreatedAt))
                .col(at(ChatMessages::UpdatedAt))
                .foreign_key(&mut cascade(
                    (ChatMessages::Table, ChatMessages::ConversationId),
                    (ChatConversations::Table, ChatConversations::Id),
                ))
                .to_owned(),
        )
        .await?;
        // A conversation's messages in order; two writers cannot take the same place.
        m.create_index(
            Index::create()
                .name("chat_messages_conversation_position_key")
                .table(ChatMessages::Table)
                .col(ChatMessages::ConversationId)
                .col(ChatMessages::Position)
                .unique()
                .to_owned(),
        )
        .await?;
        // The Free plan's messages of the day.
        m.create_index(
            Index::create()
                .name("chat_messages_user_role_idx")
                .table(ChatMessages::Table)
                .col(ChatMessages::UserId)
                .col(ChatMessages::Role)
                .col(ChatMessages::CreatedAt)
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(ChatAttachments::Table)
                .col(id(ChatAttachments::Id))
                .col(
                    ColumnDef::new(ChatAttachments::ConversationId)
                        .string_len(255)
                        .not_null(),
                )
                .col(user_ref(ChatAttachments::UserId))
                .col(ColumnDef::new(ChatAttachments::Size).integer().not_null())
                .col(ColumnDef::new(ChatAttachments::Bytes).blob().not_null())
                .col(at(ChatAttachments::CreatedAt))
                .foreign_key(&mut cascade(
                    (ChatAttachments::Table, ChatAttachments::ConversationId),
                    (ChatConversations::Table, ChatConversations::Id),
                ))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("chat_attachments_conversation_idx")
                .table(ChatAttachments::Table)
                .col(ChatAttachments::ConversationId)
                .to_owned(),
        )
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(ChatAttachments::Table).to_owned())
            .await?;
        m.drop_table(Table::drop().table(ChatMessages::Table).to_owned())
            .await?;
        m.drop_table(Table::drop().table(ChatConversations::Table).to_owned())
            .await
    }
}
