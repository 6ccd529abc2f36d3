use sea_orm::entity::prelude::*;

/// An assistant chat conversation; its messages are `chat_messages`, its attachments'
/// bytes `chat_attachments`. Owner-only.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "chat_conversations")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    /// From its first message, or as created.
    pub name: String,
    /// The client's own JSON about it, kept as given.
    pub metadata: Option<String>,
    pub created_at: DateTimeUtc,
    /// When a message was last added or written.
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
