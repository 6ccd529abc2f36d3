//! The assistant chat's types (spec point 3: Conversation, Message, content blocks, tool
//! configuration) and the events its subscription sends.

use async_graphql::{
    Context, Enum, ID, InputObject, Json, Object, OneofObject, SimpleObject, Union,
};
use chrono::{DateTime, Utc};
use domain::chat::{self as rules, Block, MessageStatus, Role, ToolName, ToolStatus};

use crate::{
    api::{error::ResultExt, guard::claims},
    app::{
        App,
        chat::{ChatEvent, ChatSetup as SetupView, SentBlock},
    },
};

/// Who wrote a message.
#[derive(Enum, Clone, Copy, PartialEq, Eq)]
#[graphql(name = "ChatRole")]
pub enum RoleGql {
    User,
    Assistant,
}

impl From<Role> for RoleGql {
    fn from(role: Role) -> Self {
        match role {
            Role::User => Self::User,
            Role::Assistant => Self::Assistant,
        }
    }
}

/// Where a message stands. The user's messages are always COMPLETE.
#[derive(Enum, Clone, Copy, PartialEq, Eq)]
#[graphql(name = "ChatMessageStatus")]
pub enum StatusGql {
    /// The assistant is writing it.
    Answering,
    Complete,
    /// The user stopped it; what was written is kept.
    Stopped,
    /// The model failed; what was written is kept and `notice` says why.
    Failed,
}

impl From<MessageStatus> for StatusGql {
    fn from(status: MessageStatus) -> Self {
        match status {
            MessageStatus::Answering => Self::Answering,
            MessageStatus::Complete => Self::Complete,
            MessageStatus::Stopped => Self::Stopped,
            MessageStatus::Failed => Self::Failed,
        }
    }
}

/// Whether a tool did what it was asked.
#[derive(Enum, Clone, Copy, PartialEq, Eq)]
pub enum ToolResultStatus {
    Success,
    Error,
}

impl From<ToolStatus> for ToolResultStatus {
    fn from(status: ToolStatus) -> Self {
        match status {
            ToolStatus::Success => Self::Success,
            ToolStatus::Error => Self::Error,
        }
    }
}

/// A conversation with the assistant. Owner-only.
pub struct ConversationGql(pub store::Conversation);

#[Object(name = "Conversation")]
impl ConversationGql {
    async fn id(&self) -> ID {
        ID(self.0.id.clone())
    }
    /// Its first message's first line, until it has one "New conversation".
    async fn name(&self) -> &str {
        &self.0.name
    }
    /// The client's own JSON about it, as given when created.
    async fn metadata(&self) -> Option<Json<&serde_json::Value>> {
        self.0.metadata.as_ref().map(Json)
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    /// When a message was last added or written.
    async fn updated_at(&self) -> DateTime<Utc> {
        self.0.updated_at
    }
    /// Its messages, oldest first.
    async fn messages(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<ChatMessageGql>> {
        let caller = claims(ctx)?;
        Ok(ctx
            .data_unchecked::<App>()
            .conversation_messages(&caller.sub, &self.0.id)
            .await
            .gql()?
            .into_iter()
            .map(ChatMessageGql)
            .collect())
    }
}

/// One message: the user's, or the assistant's reply.
pub struct ChatMessageGql(pub store::ChatMessage);

#[Object(name = "ChatMessage")]
impl ChatMessageGql {
    async fn id(&self) -> ID {
        ID(self.0.id.clone())
    }
    async fn conversation_id(&self) -> ID {
        ID(self.0.conversation_id.clone())
    }
    async fn role(&self) -> RoleGql {
        self.0.role.into()
    }
    /// Its content blocks, in order: text, documents and images (the user's), tool calls and
    /// their results (the assistant's).
    async fn content(&self) -> Vec<ContentBlock> {
        self.0
            .blocks
            .iter()
            .cloned()
            .map(ContentBlock::from)
            .collect()
    }
    /// The context it was sent with: `{"contextGenieId": "…"}`, the active Context Genie.
    async fn ai_context(&self) -> Option<Json<&serde_json::Value>> {
        self.0.ai_context.as_ref().map(Json)
    }
    /// The tools it allowed; null: every tool.
    async fn tool_configuration(&self) -> Option<ToolConfiguration> {
        self.0
            .tool_configuration
            .as_ref()
            .map(|names| ToolConfiguration::of(names.iter().filter_map(|n| ToolName::parse(n))))
    }
    async fn status(&self) -> StatusGql {
        self.0.status.into()
    }
    /// Why a reply ended as it did: the model's error, or that it was cut.
    async fn notice(&self) -> Option<&str> {
        self.0.notice.as_deref()
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    async fn updated_at(&self) -> DateTime<Utc> {
        self.0.updated_at
    }
}

/// One block of a message.
#[derive(Union)]
pub enum ContentBlock {
    Text(TextBlock),
    Document(DocumentBlock),
    Image(ImageBlock),
    ToolUse(ToolUseBlock),
    ToolResult(ToolResultBlock),
}

impl From<Block> for ContentBlock {
    fn from(block: Block) -> Self {
        match block {
            Block::Text { text } => Self::Text(TextBlock { text }),
            Block::Document {
                format,
                name,
                attachment_id,
                size,
            } => Self::Document(DocumentBlock {
                format: format.as_str(),
                name,
                attachment_id,
                size,
            }),
            Block::Image {
                format,
                attachment_id,
                size,
            } => Self::Image(ImageBlock {
                format: format.as_str(),
                attachment_id,
                size,
            }),
            Block::ToolUse {
                tool_use_id,
                name,
                input,
            } => Self::ToolUse(ToolUseBlock {
                tool_use_id,
                name,
                input,
            }),
            Block::ToolResult {
                tool_use_id,
                content,
                status,
            } => Self::ToolResult(ToolResultBlock {
                tool_use_id,
                content,
                status: status.into(),
            }),
        }
    }
}

/// Text (Markdown in the assistant's replies; show it as text, never as HTML).
#[derive(SimpleObject)]
pub struct TextBlock {
    pub text: String,
}

/// A text document the user attached.
pub struct DocumentBlock {
    format: &'static str,
    name: String,
    attachment_id: String,
    size: usize,
}

#[Object]
impl DocumentBlock {
    /// txt, md, csv, json or html.
    async fn format(&self) -> &str {
        self.format
    }
    async fn name(&self) -> &str {
        &self.name
    }
    /// Its size in bytes.
    async fn size(&self) -> u32 {
        u32::try_from(self.size).unwrap_or(u32::MAX)
    }
    async fn attachment_id(&self) -> ID {
        ID(self.attachment_id.clone())
    }
    /// Its bytes, base64-encoded (read when asked).
    async fn source(&self, ctx: &Context<'_>) -> async_graphql::Result<String> {
        source(ctx, &self.attachment_id).await
    }
}

/// An image the user attached.
pub struct ImageBlock {
    format: &'static str,
    attachment_id: String,
    size: usize,
}

#[Object]
impl ImageBlock {
    /// png, jpeg, gif or webp (read from its bytes).
    async fn format(&self) -> &str {
        self.format
    }
    async fn size(&self) -> u32 {
        u32::try_from(self.size).unwrap_or(u32::MAX)
    }
    async fn attachment_id(&self) -> ID {
        ID(self.attachment_id.clone())
    }
    /// Its bytes, base64-encoded (read when asked).
    async fn source(&self, ctx: &Context<'_>) -> async_graphql::Result<String> {
        source(ctx, &self.attachment_id).await
    }
}

async fn source(ctx: &Context<'_>, attachment_id: &str) -> async_graphql::Result<String> {
    let caller = claims(ctx)?;
    ctx.data_unchecked::<App>()
        .chat_attachment(&caller.sub, attachment_id)
        .await
        .gql()
}

/// The assistant called a tool.
#[derive(SimpleObject)]
pub struct ToolUseBlock {
    pub tool_use_id: String,
    pub name: String,
    pub input: serde_json::Value,
}

/// What a tool answered (JSON text when it worked, a sentence when it did not).
#[derive(SimpleObject)]
pub struct ToolResultBlock {
    pub tool_use_id: String,
    pub content: String,
    pub status: ToolResultStatus,
}

/// A tool the assistant may call.
#[derive(SimpleObject)]
pub struct ToolSpec {
    pub name: String,
    pub description: String,
    /// The JSON Schema of its input.
    pub input_schema: serde_json::Value,
}

#[derive(SimpleObject)]
pub struct Tool {
    pub tool_spec: ToolSpec,
}

/// The tools a message allows (spec point 3's tool configuration).
#[derive(SimpleObject)]
pub struct ToolConfiguration {
    pub tools: Vec<Tool>,
}

impl ToolConfiguration {
    fn of(tools: impl IntoIterator<Item = ToolName>) -> Self {
        Self {
            tools: tools
                .into_iter()
                .map(|t| Tool {
                    tool_spec: ToolSpec {
                        name: t.as_str().to_owned(),
                        description: t.description().to_owned(),
                        input_schema: t.input_schema(),
                    },
                })
                .collect(),
        }
    }
}

/// What the chat page needs before a message.
#[derive(SimpleObject)]
pub struct ChatSetup {
    /// An AI model answers; without one the assistant only improves prompts with the built-in
    /// engine.
    pub model_configured: bool,
    /// The tools on offer.
    pub tool_configuration: ToolConfiguration,
    /// Messages a day on the caller's plan; null: no daily allowance.
    pub daily_messages: Option<u32>,
    /// Messages the caller sent today (UTC).
    pub sent_today: u32,
    pub max_message_chars: u32,
    pub max_attachments: u32,
    pub max_document_bytes: u32,
    pub max_image_bytes: u32,
    /// The document formats the assistant reads.
    pub document_formats: Vec<String>,
}

impl From<SetupView> for ChatSetup {
    fn from(setup: SetupView) -> Self {
        let count = |n: u64| u32::try_from(n).unwrap_or(u32::MAX);
        Self {
            model_configured: setup.model_configured,
            tool_configuration: ToolConfiguration::of(setup.tools),
            daily_messages: setup.daily_messages.map(count),
            sent_today: count(setup.sent_today),
            max_message_chars: rules::MAX_MESSAGE_CHARS as u32,
            max_attachments: rules::MAX_ATTACHMENTS as u32,
            max_document_bytes: rules::MAX_DOCUMENT_BYTES as u32,
            max_image_bytes: rules::MAX_IMAGE_BYTES as u32,
            document_formats: rules::DocumentFormat::ALL
                .iter()
                .map(|f| f.as_str().to_owned())
                .collect(),
        }
    }
}

/// A message sent and the reply it started.
#[derive(SimpleObject)]
pub struct ChatTurn {
    pub message: ChatMessageGql,
    /// Empty and ANSWERING: follow it with `conversationReply`.
    pub reply: ChatMessageGql,
}

/// A text document to attach.
#[derive(InputObject)]
pub struct DocumentInput {
    /// txt, md, csv, json or html.
    pub format: String,
    pub name: String,
    /// Its bytes, base64-encoded.
    pub source: String,
}

/// An image to attach.
#[derive(InputObject)]
pub struct ImageInput {
    /// png, jpeg, gif or webp: it must match the bytes.
    pub format: String,
    /// Its bytes, base64-encoded.
    pub source: String,
}

/// One block of a message to send: exactly one of them.
#[derive(OneofObject)]
pub enum ContentBlockInput {
    Text(String),
    Document(DocumentInput),
    Image(ImageInput),
}

impl From<ContentBlockInput> for SentBlock {
    fn from(block: ContentBlockInput) -> Self {
        match block {
            ContentBlockInput::Text(text) => Self::Text(text),
            ContentBlockInput::Document(d) => Self::Document {
                format: d.format,
                name: d.name,
                base64: d.source,
            },
            ContentBlockInput::Image(i) => Self::Image {
                format: i.format,
                base64: i.source,
            },
        }
    }
}

/// A tool to allow: the server's own description and schema are used; `name` picks it.
#[derive(InputObject)]
pub struct ToolSpecInput {
    pub name: String,
    pub description: Option<String>,
    pub input_schema: Option<Json<serde_json::Value>>,
}

#[derive(InputObject)]
pub struct ToolInput {
    pub tool_spec: ToolSpecInput,
}

/// The tools the assistant may call for this message (`chatSetup.toolConfiguration` lists
/// them); an empty list allows none.
#[derive(InputObject)]
pub struct ToolConfigurationInput {
    pub tools: Vec<ToolInput>,
}

impl ToolConfigurationInput {
    pub fn names(self) -> Vec<String> {
        self.tools.into_iter().map(|t| t.tool_spec.name).collect()
    }
}

/// What `conversationReply` sends.
#[derive(Union)]
pub enum ChatReplyEvent {
    Snapshot(ChatReplySnapshot),
    TextDelta(ChatTextDelta),
    ToolUse(ChatToolUse),
    ToolResult(ChatToolResult),
    Done(ChatReplyDone),
    Error(ChatReplyError),
}

/// The reply as it stands: sent first, and again if the client fell behind. Replace what is
/// shown with it.
#[derive(SimpleObject)]
pub struct ChatReplySnapshot {
    pub message: ChatMessageGql,
}

/// More text of the reply: add it to its last text block (or start one after a tool result).
#[derive(SimpleObject)]
pub struct ChatTextDelta {
    pub message_id: ID,
    pub text: String,
}

/// The assistant called a tool.
#[derive(SimpleObject)]
pub struct ChatToolUse {
    pub message_id: ID,
    pub block: ToolUseBlock,
}

/// A tool answered.
#[derive(SimpleObject)]
pub struct ChatToolResult {
    pub message_id: ID,
    pub block: ToolResultBlock,
}

/// The reply ended, COMPLETE or STOPPED; the stream ends after it.
#[derive(SimpleObject)]
pub struct ChatReplyDone {
    pub message: ChatMessageGql,
}

/// The model failed: the reply, FAILED, keeps what was written; `error` says why. The stream
/// ends after it.
#[derive(SimpleObject)]
pub struct ChatReplyError {
    pub message: ChatMessageGql,
    pub error: String,
}

impl From<ChatEvent> for ChatReplyEvent {
    fn from(event: ChatEvent) -> Self {
        match event {
            ChatEvent::Snapshot(message) => Self::Snapshot(ChatReplySnapshot {
                message: ChatMessageGql(message),
            }),
            ChatEvent::Text { message_id, text } => Self::TextDelta(ChatTextDelta {
                message_id: ID(message_id),
                text,
            }),
            ChatEvent::ToolUse {
                message_id,
                tool_use_id,
                name,
                input,
            } => Self::ToolUse(ChatToolUse {
                message_id: ID(message_id),
                block: ToolUseBlock {
                    tool_use_id,
                    name,
                    input,
                },
            }),
            ChatEvent::ToolResult {
                message_id,
                tool_use_id,
                content,
                status,
            } => Self::ToolResult(ChatToolResult {
                message_id: ID(message_id),
                block: ToolResultBlock {
                    tool_use_id,
                    content,
                    status: status.into(),
                },
            }),
            ChatEvent::Ended(message) if message.status == MessageStatus::Failed => {
                Self::Error(ChatReplyError {
                    error: message
                        .notice
                        .clone()
                        .unwrap_or_else(|| "The assistant could not answer.".to_owned()),
                    message: ChatMessageGql(message),
                })
            }
            ChatEvent::Ended(message) => Self::Done(ChatReplyDone {
                message: ChatMessageGql(message),
            }),
        }
    }
}
