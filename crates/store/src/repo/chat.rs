//! The assistant chat's conversations, messages and attachments (issue 21). Everything is
//! read and written by its owner only: every query filters by `user_id`.
//!
//! A turn (the user's message and the assistant's reply that answers it) starts in one
//! transaction under the user's row lock: the checks that make it allowed (the conversation is
//! theirs, no reply is being written in it, it is not full, the Free plan's messages of the
//! day are not used up) and the writes (attachments, the message, the empty reply) cannot be
//! split by another start. The reply is then written as it streams; each write reads back
//! whether the user asked to stop it, which is how a stop reaches the instance writing it.

use chrono::{DateTime, Utc};
use domain::chat::{Block, CheckedAttachment, MessageStatus, Part, Role};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, Set, TransactionTrait, sea_query::Expr,
};

use crate::{
    Error, Result, Store,
    entity::{
        chat_attachment, chat_conversation, chat_message,
        stored::{StoredMessageStatus, StoredRole},
    },
    repo::{new_id, users::lock_user},
};

/// A conversation, without its messages.
#[derive(Debug, Clone, PartialEq)]
pub struct Conversation {
    pub id: String,
    pub name: String,
    pub metadata: Option<serde_json::Value>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// A message, typed. Serializable so live replies can travel between instances.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ChatMessage {
    pub id: String,
    pub conversation_id: String,
    pub position: u32,
    pub role: Role,
    pub blocks: Vec<Block>,
    pub ai_context: Option<serde_json::Value>,
    /// The tools it allowed, by name (none: all of them).
    pub tool_configuration: Option<Vec<String>>,
    pub status: MessageStatus,
    pub notice: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// The user's message that starts a turn, checked.
#[derive(Debug, Clone)]
pub struct NewTurn {
    pub parts: Vec<Part>,
    pub ai_context: Option<serde_json::Value>,
    pub tool_configuration: Option<Vec<String>>,
    /// The conversation's name if this is its first message.
    pub first_name: String,
}

/// The limits a turn starts under.
#[derive(Debug, Clone, Copy)]
pub struct TurnGate {
    /// The most messages a conversation holds.
    pub max_messages: u64,
    /// The Free plan's messages a day, and the start of the day; `None`: no daily allowance.
    pub daily: Option<(u64, DateTime<Utc>)>,
    /// A reply still "answering" that started before this was left by a stopped server: it
    /// is closed as failed instead of blocking the conversation.
    pub stale_before: DateTime<Utc>,
}

/// Why a turn could not start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TurnRefused {
    /// A reply is being written in this conversation.
    Busy,
    /// The conversation holds the most messages it may.
    Full,
    /// The day's allowance is used up.
    DailyLimit,
}

/// What a stopped server's reply is closed with.
pub const INTERRUPTED: &str = "The server stopped while writing this answer.";

fn message_of(row: chat_message::Model) -> Result<ChatMessage> {
    let blocks: Vec<Block> = serde_json::from_str(&row.content).map_err(|e| {
        Error::Database(sea_orm::DbErr::Custom(format!(
            "chat message {} holds unreadable blocks: {e}",
            row.id
        )))
    })?;
    Ok(ChatMessage {
        blocks,
        ai_context: row
            .ai_context
            .as_deref()
            .and_then(|j| serde_json::from_str(j).ok()),
        tool_configuration: row
            .tool_configuration
            .as_deref()
            .and_then(|j| serde_json::from_str(j).ok()),
        role: row.role.into(),
        status: row.status.into(),
        position: u32::try_from(row.position).unwrap_or_default(),
        id: row.id,
        conversation_id: row.conversation_id,
        notice: row.notice,
        created_at: row.created_at,
        updated_at: row.updated_at,
    })
}

fn conversation_of(row: chat_conversation::Model) -> Conversation {
    Conversation {
        metadata: row
            .metadata
            .as_deref()
            .and_then(|j| serde_json::from_str(j).ok()),
        id: row.id,
        name: row.name,
        created_at: row.created_at,
        updated_at: row.updated_at,
    }
}

fn json(blocks: &[Block]) -> String {
    serde_json::to_string(blocks).expect("blocks serialise")
}

impl Store {
    pub async fn create_conversation(
        &self,
        user_id: &str,
        name: &str,
        metadata: Option<&serde_json::Value>,
        now: DateTime<Utc>,
    ) -> Result<Conversation> {
        let row = chat_conversation::ActiveModel {
            id: Set(new_id()),
            user_id: Set(user_id.to_owned()),
            name: Set(name.to_owned()),
            metadata: Set(metadata.map(|m| m.to_string())),
            created_at: Set(now),
            updated_at: Set(now),
        }
        .insert(&self.db)
        .await?;
        Ok(conversation_of(row))
    }

    /// The user's conversations, the most recently active first.
    pub async fn conversations(
        &self,
        user_id: &str,
        limit: u64,
        offset: u64,
    ) -> Result<Vec<Conversation>> {
        Ok(chat_conversation::Entity::find()
            .filter(chat_conversation::Column::UserId.eq(user_id))
            .order_by_desc(chat_conversation::Column::UpdatedAt)
            .order_by_desc(chat_conversation::Column::Id)
            .limit(limit)
            .offset(offset)
            .all(&self.db)
            .await?
            .into_iter()
            .map(conversation_of)
            .collect())
    }

    pub async fn conversation(&self, user_id: &str, id: &str) -> Result<Option<Conversation>> {
        Ok(chat_conversation::Entity::find_by_id(id.to_owned())
            .filter(chat_conversation::Column::UserId.eq(user_id))
            .one(&self.db)
            .await?
            .map(conversation_of))
    }

    /// Deletes a conversation with its messages and attachments; false if it is not theirs.
    pub async fn delete_conversation(&self, user_id: &str, id: &str) -> Result<bool> {
        let deleted = chat_conversation::Entity::delete_many()
            .filter(chat_conversation::Column::Id.eq(id))
            .filter(chat_conversation::Column::UserId.eq(user_id))
            .exec(&self.db)
            .await?;
        Ok(deleted.rows_affected > 0)
    }

    /// A conversation's messages, in order.
    pub async fn chat_messages(
        &self,
        user_id: &str,
        conversation_id: &str,
    ) -> Result<Vec<ChatMessage>> {
        chat_message::Entity::find()
            .filter(chat_message::Column::ConversationId.eq(conversation_id))
            .filter(chat_message::Column::UserId.eq(user_id))
            .order_by_asc(chat_message::Column::Position)
            .all(&self.db)
            .await?
            .into_iter()
            .map(message_of)
            .collect()
    }

    /// One message of the user's.
    pub async fn chat_message(&self, user_id: &str, id: &str) -> Result<Option<ChatMessage>> {
        chat_message::Entity::find_by_id(id.to_owned())
            .filter(chat_message::Column::UserId.eq(user_id))
            .one(&self.db)
            .await?
            .map(message_of)
            .transpose()
    }

    /// The conversation's last reply, if it has one.
    pub async fn latest_reply(
        &self,
        user_id: &str,
        conversation_id: &str,
    ) -> Result<Option<ChatMessage>> {
        chat_message::Entity::find()
            .filter(chat_message::Column::ConversationId.eq(conversation_id))
            .filter(chat_message::Column::UserId.eq(user_id))
            .filter(chat_message::Column::Role.eq(StoredRole::Assistant))
            .order_by_desc(chat_message::Column::Position)
            .one(&self.db)
            .await?
            .map(message_of)
            .transpose()
    }

    /// The bytes of one of the user's attachments.
    pub async fn chat_attachment(&self, user_id: &str, id: &str) -> Result<Option<Vec<u8>>> {
        Ok(chat_attachment::Entity::find_by_id(id.to_owned())
            .filter(chat_attachment::Column::UserId.eq(user_id))
            .one(&self.db)
            .await?
            .map(|row| row.bytes))
    }

    /// The messages the user sent since `since` (the Free plan's day).
    pub async fn chat_messages_sent_since(
        &self,
        user_id: &str,
        since: DateTime<Utc>,
    ) -> Result<u64> {
        Ok(chat_message::Entity::find()
            .filter(chat_message::Column::UserId.eq(user_id))
            .filter(chat_message::Column::Role.eq(StoredRole::User))
            .filter(chat_message::Column::CreatedAt.gte(since))
            .count(&self.db)
            .await?)
    }

    /// Starts a turn: the user's message and an empty reply, "answering". Either both are
    /// written or nothing is (see the module's notes).
    pub async fn start_turn(
        &self,
        user_id: &str,
        conversation_id: &str,
        turn: NewTurn,
        gate: TurnGate,
        now: DateTime<Utc>,
    ) -> Result<std::result::Result<(ChatMessage, ChatMessage), TurnRefused>> {
        let txn = self.db.begin().await?;
        lock_user(&txn, user_id).await?;
        let conversation = chat_conversation::Entity::find_by_id(conversation_id.to_owned())
            .filter(chat_conversation::Column::UserId.eq(user_id))
            .one(&txn)
            .await?
            .ok_or(Error::NotFound)?;
        // A reply a stopped server left is closed; one still going refuses the turn.
        chat_message::Entity::update_many()
            .col_expr(
                chat_message::Column::Status,
                Expr::value(StoredMessageStatus::Failed),
            )
            .col_expr(chat_message::Column::Notice, Expr::value(INTERRUPTED))
            .col_expr(chat_message::Column::UpdatedAt, Expr::value(now))
            .filter(chat_message::Column::ConversationId.eq(conversation_id))
            .filter(chat_message::Column::Status.eq(StoredMessageStatus::Answering))
            .filter(chat_message::Column::UpdatedAt.lt(gate.stale_before))
            .exec(&txn)
            .await?;
        let answering = chat_message::Entity::find()
            .filter(chat_message::Column::ConversationId.eq(conversation_id))
            .filter(chat_message::Column::Status.eq(StoredMessageStatus::Answering))
            .count(&txn)
            .await?;
        if answering > 0 {
            return Ok(Err(TurnRefused::Busy));
        }
        let held = chat_message::Entity::find()
            .filter(chat_message::Column::ConversationId.eq(conversation_id))
            .count(&txn)
            .await?;
        if held + 2 > gate.max_messages {
            return Ok(Err(TurnRefused::Full));
        }
        if let Some((allowance, since)) = gate.daily {
            let sent = chat_message::Entity::find()
                .filter(chat_message::Column::UserId.eq(user_id))
                .filter(chat_message::Column::Role.eq(StoredRole::User))
                .filter(chat_message::Column::CreatedAt.gte(since))
                .count(&txn)
                .await?;
            if sent >= allowance {
                return Ok(Err(TurnRefused::DailyLimit));
            }
        }

        let mut blocks = Vec::with_capacity(turn.parts.len());
        for part in turn.parts {
            match part {
                Part::Text(text) => blocks.push(Block::Text { text }),
                Part::Attachment(attachment) => {
                    let id = new_id();
                    let size = attachment.bytes().len();
                    blocks.push(match &attachment {
                        CheckedAttachment::Document { format, name, .. } => Block::Document {
                            format: *format,
                            name: name.clone(),
                            attachment_id: id.clone(),
                            size,
                        },
                        CheckedAttachment::Image { format, .. } => Block::Image {
                            format: *format,
                            attachment_id: id.clone(),
                            size,
                        },
                    });
                    let bytes = match attachment {
                        CheckedAttachment::Document { bytes, .. }
                        | CheckedAttachment::Image { bytes, .. } => bytes,
                    };
                    chat_attachment::ActiveModel {
                        id: Set(id),
                        conversation_id: Set(conversation_id.to_owned()),
                        user_id: Set(user_id.to_owned()),
                        size: Set(i32::try_from(size).unwrap_or(i32::MAX)),
                        bytes: Set(bytes),
                        created_at: Set(now),
                    }
                    .insert(&txn)
                    .await?;
                }
            }
        }
        let position = i32::try_from(held).unwrap_or(i32::MAX);
        let message = |role: Role, blocks: &[Block], status: MessageStatus, position: i32| {
            chat_message::ActiveModel {
                id: Set(new_id()),
                conversation_id: Set(conversation_id.to_owned()),
                user_id: Set(user_id.to_owned()),
                position: Set(position),
                role: Set(role.into()),
                content: Set(json(blocks)),
                ai_context: Set(turn.ai_context.as_ref().map(|c| c.to_string())),
                tool_configuration: Set(turn
                    .tool_configuration
                    .as_ref()
                    .map(|t| serde_json::to_string(t).expect("names serialise"))),
                status: Set(status.into()),
                notice: Set(None),
                stop_requested: Set(false),
                created_at: Set(now),
                updated_at: Set(now),
            }
        };
        let sent = message(Role::User, &blocks, MessageStatus::Complete, position)
            .insert(&txn)
            .await?;
        let reply = message(Role::Assistant, &[], MessageStatus::Answering, position + 1)
            .insert(&txn)
            .await?;
        let mut update = chat_conversation::ActiveModel::from(conversation);
        if held == 0 {
            update.name = Set(turn.first_name);
        }
        update.updated_at = Set(now);
        update.update(&txn).await?;
        txn.commit().await?;
        Ok(Ok((message_of(sent)?, message_of(reply)?)))
    }

    /// Writes a reply as it stands. A reply that has ended is not written again. Returns
    /// whether the user asked to stop it (read in the same transaction), or
    /// [`Error::NotFound`] if it is gone (its conversation was deleted) or already ended.
    pub async fn write_reply(
        &self,
        reply_id: &str,
        blocks: &[Block],
        status: MessageStatus,
        notice: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<bool> {
        let txn = self.db.begin().await?;
        let written = chat_message::Entity::update_many()
            .col_expr(chat_message::Column::Content, Expr::value(json(blocks)))
            .col_expr(
                chat_message::Column::Status,
                Expr::value(StoredMessageStatus::from(status)),
            )
            .col_expr(
                chat_message::Column::Notice,
                Expr::value(notice.map(str::to_owned)),
            )
            .col_expr(chat_message::Column::UpdatedAt, Expr::value(now))
            .filter(chat_message::Column::Id.eq(reply_id))
            .filter(chat_message::Column::Status.eq(StoredMessageStatus::Answering))
            .exec(&txn)
            .await?;
        if written.rows_affected == 0 {
            return Err(Error::NotFound);
        }
        let row = chat_message::Entity::find_by_id(reply_id.to_owned())
            .one(&txn)
            .await?
            .ok_or(Error::NotFound)?;
        if status != MessageStatus::Answering {
            chat_conversation::Entity::update_many()
                .col_expr(chat_conversation::Column::UpdatedAt, Expr::value(now))
                .filter(chat_conversation::Column::Id.eq(&row.conversation_id))
                .exec(&txn)
                .await?;
        }
        txn.commit().await?;
        Ok(row.stop_requested)
    }

    /// Asks the reply being written in the conversation to stop; false when no reply of the
    /// user's is being written there. One statement: it never reads before it writes (on
    /// SQLite a read that turns into a write can be refused while the reply is written).
    pub async fn request_stop(&self, user_id: &str, conversation_id: &str) -> Result<bool> {
        let asked = chat_message::Entity::update_many()
            .col_expr(chat_message::Column::StopRequested, Expr::value(true))
            .filter(chat_message::Column::ConversationId.eq(conversation_id))
            .filter(chat_message::Column::UserId.eq(user_id))
            .filter(chat_message::Column::Status.eq(StoredMessageStatus::Answering))
            .exec(&self.db)
            .await?;
        Ok(asked.rows_affected > 0)
    }
}
