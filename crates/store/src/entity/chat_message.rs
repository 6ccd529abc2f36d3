use sea_orm::entity::prelude::*;

use super::stored::{StoredMessageStatus, StoredRole};

/// One message of a conversation: the user's, or the assistant's reply (written as it
/// streams; `status` says where it stands).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "chat_messages")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub conversation_id: String,
    /// The conversation's owner (the Free plan's messages of the day are counted by it).
    pub user_id: String,
    /// Its place in the conversation, from 0.
    pub position: i32,
    pub role: StoredRole,
    /// The content blocks, a JSON array of `domain::chat::Block`.
    pub content: String,
    /// The message's `aiContext`, as JSON.
    pub ai_context: Option<String>,
    /// The tools the message allowed, a JSON array of names (none: all of them).
    pub tool_configuration: Option<String>,
    pub status: StoredMessageStatus,
    /// Why a reply ended as it did (the provider's error, or that it was cut).
    pub notice: Option<String>,
    /// The user asked to stop this reply; the instance writing it stops at its next write.
    pub stop_requested: bool,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
