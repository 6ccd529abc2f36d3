//! The assistant chat (issue 21): conversations with an assistant that can improve prompts,
//! save to and search the user's library, and list their Context Genies, each tool run with
//! the user's own rights by the same use case as its GraphQL operation.
//!
//! Sending a message starts a turn (the message and an empty reply, written together by the
//! store under its checks) and a reply task that outlives the request. The task streams the
//! model's answer into the reply, runs the tools the model calls and goes on, and writes the
//! reply as it grows (every [`FLUSH_EVERY`]), so a client that reconnects, or a second tab,
//! reads what was written so far. Followers on this instance get every event from the task's
//! broadcast, after a snapshot taken under the same lock as the events (nothing is missed or
//! seen twice); followers on another instance read the stored reply as it is written. A stop
//! is written to the reply's row and also wakes the task when it runs here; the task reads the
//! row's stop flag at each write, so a stop reaches it from any instance.
//!
//! With no model configured, the reply is the built-in engine's "improve this prompt" tool run
//! on the user's words.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::Duration,
};

use base64::Engine as _;
use chrono::{DateTime, Utc};
use domain::{
    chat::{
        self as rules, Attachment, Block, ImproveTier, MessageStatus, Role, ToolCall, ToolName,
        ToolStatus,
    },
    generation::{Description, GeneratorKind},
};
use engine::{
    chat::{Conversation as Asked, Part as AskedPart, ToolSpec, ToolUse, Turn},
    llm::{Provider, ProviderError, ProviderSettings},
};
use futures::{Stream, StreamExt};
use store::{ChatMessage, Conversation, NewTurn, TurnGate, TurnRefused};
use tokio::sync::Notify;

use super::{
    App, Error, Result,
    limits::{KeyedCap, KeyedLimit},
    live,
};

mod relay;

/// How often a reply being written is stored.
const FLUSH_EVERY: Duration = Duration::from_millis(400);
/// How often a follower on another instance reads the stored reply.
const POLL_EVERY: Duration = Duration::from_millis(300);
/// Events a slow follower may fall behind by before it is sent a fresh snapshot instead.
const EVENT_BUFFER: usize = 256;
/// Tokens an image is counted as in the history (the vendors charge a few hundred to about a
/// thousand for a typical image).
const IMAGE_TOKENS: usize = 1_000;

/// How the operator set the chat up (`[llm.chat]` and each provider's `models.chat`).
pub struct ChatSettings {
    /// The providers, in order; those with a chat model (`models.chat`, else `default`) answer.
    pub providers: Vec<ProviderSettings>,
    /// The most tokens one answer of the model may take.
    pub max_output_tokens: u32,
    /// The tokens of history (with the system prompt) sent to the model: its context window
    /// less the answer's room.
    pub context_tokens: usize,
}

impl Default for ChatSettings {
    fn default() -> Self {
        Self {
            providers: Vec::new(),
            max_output_tokens: 1024,
            context_tokens: 12_000,
        }
    }
}

/// The chat's models and the replies going on this instance.
pub struct Chat {
    /// Each provider with a chat model, and that model.
    models: Vec<(Arc<Provider>, String)>,
    max_output_tokens: u32,
    context_tokens: usize,
    /// The longest a reply may take: one answering longer was left by a stopped server.
    longest_reply: Duration,
    live: Mutex<HashMap<String, Arc<Live>>>,
    sends: KeyedLimit<String>,
    /// Each user's open streams, across instances with Redis.
    streams: KeyedCap,
}

impl Default for Chat {
    fn default() -> Self {
        Self::new(ChatSettings::default()).expect("no providers to set up")
    }
}

impl Chat {
    pub fn new(settings: ChatSettings) -> Result<Self, ProviderError> {
        let mut models = Vec::new();
        let mut longest = Duration::from_secs(60);
        for provider in settings.providers {
            let Some(model) = provider.models.for_chat().map(str::to_owned) else {
                continue;
            };
            longest = longest.max(provider.total_timeout * 2 + provider.retry_backoff);
            models.push((Arc::new(Provider::new(provider)?), model));
        }
        Ok(Self {
            models,
            max_output_tokens: settings.max_output_tokens.max(1),
            context_tokens: settings.context_tokens.max(1),
            // Each round may take the longest call, and the tools run between them.
            longest_reply: longest * (rules::MAX_TOOL_ROUNDS as u32 + 1) + Duration::from_secs(60),
            live: Mutex::default(),
            sends: KeyedLimit::new(
                "chat-sends",
                rules::MESSAGES_PER_MINUTE,
                Duration::from_secs(60) / rules::MESSAGES_PER_MINUTE,
            ),
            streams: KeyedCap::new("chat-streams", rules::MAX_OPEN_STREAMS),
        })
    }

    /// Whether a model answers (else the built-in engine's improve tool does).
    pub(super) fn has_models(&self) -> bool {
        !self.models.is_empty()
    }

    fn live(&self, conversation_id: &str) -> Option<Arc<Live>> {
        self.live
            .lock()
            .expect("chat registry")
            .get(conversation_id)
            .cloned()
    }
}

/// What a follower of a conversation is told (serializable: it travels between instances).
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub enum ChatEvent {
    /// The reply as it stands (first, on following, and after falling behind).
    Snapshot(ChatMessage),
    /// More text of the reply's last text block.
    Text { message_id: String, text: String },
    /// The assistant called a tool.
    ToolUse {
        message_id: String,
        tool_use_id: String,
        name: String,
        input: serde_json::Value,
    },
    /// A tool answered.
    ToolResult {
        message_id: String,
        tool_use_id: String,
        content: String,
        status: ToolStatus,
    },
    /// The reply ended (complete, stopped or failed: its status says, and its notice why).
    Ended(ChatMessage),
}

impl ChatEvent {
    /// The reply it is about.
    fn message_id(&self) -> &str {
        match self {
            Self::Snapshot(m) | Self::Ended(m) => &m.id,
            Self::Text { message_id, .. }
            | Self::ToolUse { message_id, .. }
            | Self::ToolResult { message_id, .. } => message_id,
        }
    }
}

/// A reply being written on this instance.
struct Live {
    reply: Arc<live::Live<ChatMessage, ChatEvent>>,
    stop: Notify,
}

impl Live {
    /// Changes the reply and tells its followers, under one lock.
    fn update(&self, change: impl FnOnce(&mut ChatMessage) -> Option<ChatEvent>) {
        self.reply.update(|m| (change(m), ()));
    }

    fn push_text(&self, text: &str) {
        if text.is_empty() {
            return;
        }
        self.update(|m| {
            match m.blocks.last_mut() {
                Some(Block::Text { text: so_far }) => so_far.push_str(text),
                _ => m.blocks.push(Block::Text {
                    text: text.to_owned(),
                }),
            }
            Some(ChatEvent::Text {
                message_id: m.id.clone(),
                text: text.to_owned(),
            })
        });
    }

    /// Adds a tool call or a tool's result.
    fn push_block(&self, block: Block) {
        self.update(|m| {
            m.blocks.push(block.clone());
            let message_id = m.id.clone();
            match block {
                Block::ToolUse {
                    tool_use_id,
                    name,
                    input,
                } => Some(ChatEvent::ToolUse {
                    message_id,
                    tool_use_id,
                    name,
                    input,
                }),
                Block::ToolResult {
                    tool_use_id,
                    content,
                    status,
                } => Some(ChatEvent::ToolResult {
                    message_id,
                    tool_use_id,
                    content,
                    status,
                }),
                // Text streams through `push_text`; the assistant attaches nothing.
                Block::Text { .. } | Block::Document { .. } | Block::Image { .. } => None,
            }
        });
    }

    fn blocks(&self) -> Vec<Block> {
        self.reply.read(|m| m.blocks.clone())
    }

    fn reply_chars(&self) -> usize {
        self.reply.read(|m| {
            m.blocks
                .iter()
                .map(|b| match b {
                    Block::Text { text } => text.chars().count(),
                    _ => 0,
                })
                .sum()
        })
    }
}

/// One content block of a message being sent, as the API received it.
pub enum SentBlock {
    Text(String),
    Document {
        format: String,
        name: String,
        base64: String,
    },
    Image {
        format: String,
        base64: String,
    },
}

/// A message to send.
pub struct SendMessage {
    pub content: Vec<SentBlock>,
    pub ai_context: Option<serde_json::Value>,
    /// The tool names `toolConfiguration` declares (none: every tool).
    pub tools: Option<Vec<String>>,
}

/// What the chat page needs: whether a model answers, the tools, the limits and the Free
/// allowance left today.
#[derive(Debug, Clone)]
pub struct ChatSetup {
    /// A model is configured: without one only the built-in "improve this prompt" runs.
    pub model_configured: bool,
    pub tools: Vec<ToolName>,
    /// Messages a day on this plan (`None`: no daily allowance).
    pub daily_messages: Option<u64>,
    pub sent_today: u64,
}

fn not_found() -> Error {
    Error::NotFound("No conversation with that id.".into())
}

fn start_of_day(now: DateTime<Utc>) -> DateTime<Utc> {
    now.date_naive()
        .and_hms_opt(0, 0, 0)
        .expect("midnight exists")
        .and_utc()
}

fn decode(base64: &str) -> Result<Vec<u8>> {
    base64::engine::general_purpose::STANDARD
        .decode(base64.trim())
        .map_err(|_| {
            domain::ValidationError::new("content", "An attachment's source is not valid base64.")
                .into()
        })
}

fn ended(status: MessageStatus) -> bool {
    status != MessageStatus::Answering
}

impl App {
    /// Whether a model answers, and what the user may still send today.
    pub async fn chat_setup(&self, user_id: &str) -> Result<ChatSetup> {
        let now = self.clock.now();
        let user = self
            .store
            .find_user(user_id)
            .await?
            .ok_or(Error::Unauthenticated)?;
        let paid = super::plan::effective_plan(&user, now).is_paid();
        let model_configured = self.chat.has_models();
        Ok(ChatSetup {
            model_configured,
            tools: if model_configured {
                ToolName::ALL.to_vec()
            } else {
                vec![ToolName::ImprovePrompt]
            },
            daily_messages: (!paid).then_some(rules::FREE_DAILY_MESSAGES),
            sent_today: self
                .store
                .chat_messages_sent_since(user_id, start_of_day(now))
                .await?,
        })
    }

    pub async fn conversations(
        &self,
        user_id: &str,
        limit: u64,
        offset: u64,
    ) -> Result<Vec<Conversation>> {
        Ok(self
            .store
            .conversations(user_id, limit.clamp(1, 100), offset)
            .await?)
    }

    pub async fn conversation(&self, user_id: &str, id: &str) -> Result<Conversation> {
        self.store
            .conversation(user_id, id)
            .await?
            .ok_or_else(not_found)
    }

    pub async fn conversation_messages(
        &self,
        user_id: &str,
        conversation_id: &str,
    ) -> Result<Vec<ChatMessage>> {
        Ok(self.store.chat_messages(user_id, conversation_id).await?)
    }

    /// An attachment's bytes, base64-encoded; the caller's only.
    pub async fn chat_attachment(&self, user_id: &str, attachment_id: &str) -> Result<String> {
        let bytes = self
            .store
            .chat_attachment(user_id, attachment_id)
            .await?
            .ok_or_else(|| Error::NotFound("No attachment with that id.".into()))?;
        Ok(base64::engine::general_purpose::STANDARD.encode(bytes))
    }

    pub async fn create_conversation(
        &self,
        user_id: &str,
        name: Option<&str>,
        metadata: Option<serde_json::Value>,
    ) -> Result<Conversation> {
        let name = match name.map(str::trim).filter(|n| !n.is_empty()) {
            Some(name) => domain::error::text_field("name", "Name", name, 255)?,
            None => rules::UNTITLED.to_owned(),
        };
        if let Some(metadata) = &metadata
            && (!metadata.is_object() || metadata.to_string().len() > rules::MAX_AI_CONTEXT_BYTES)
        {
            return Err(domain::ValidationError::new(
                "metadata",
                "metadata must be a JSON object of at most 2 KB.",
            )
            .into());
        }
        Ok(self
            .store
            .create_conversation(user_id, &name, metadata.as_ref(), self.clock.now())
            .await?)
    }

    /// Deletes a conversation; a reply being written in it stops.
    pub async fn delete_conversation(&self, user_id: &str, id: &str) -> Result<()> {
        if !self.store.delete_conversation(user_id, id).await? {
            return Err(not_found());
        }
        if let Some(live) = self.chat.live(id) {
            live.stop.notify_one();
        }
        Ok(())
    }

    /// Stops the reply being written in the conversation; false if none was.
    pub async fn stop_reply(&self, user_id: &str, conversation_id: &str) -> Result<bool> {
        self.conversation(user_id, conversation_id).await?;
        let stopped = self.store.request_stop(user_id, conversation_id).await?;
        if let Some(live) = self.chat.live(conversation_id) {
            live.stop.notify_one();
        }
        Ok(stopped)
    }

    /// Sends the user's message and starts the assistant's reply: the message, and the reply
    /// as it starts (empty, answering). Follow it with [`App::follow_conversation`].
    pub async fn send_message(
        &self,
        user_id: &str,
        conversation_id: &str,
        message: SendMessage,
    ) -> Result<(ChatMessage, ChatMessage)> {
        let mut items = Vec::with_capacity(message.content.len());
        for block in message.content {
            items.push(match block {
                SentBlock::Text(text) => Ok(text),
                SentBlock::Document {
                    format,
                    name,
                    base64,
                } => Err(Attachment::Document {
                    format,
                    name,
                    bytes: decode(&base64)?,
                }),
                SentBlock::Image { format, base64 } => Err(Attachment::Image {
                    format,
                    bytes: decode(&base64)?,
                }),
            });
        }
        let parts = rules::check_message(items)?;
        let genie_id = rules::read_ai_context(message.ai_context.as_ref())?;
        let tools = rules::allowed_tools(message.tools.as_deref())?;
        let now = self.clock.now();
        let user = self
            .store
            .find_user(user_id)
            .await?
            .ok_or(Error::Unauthenticated)?;
        let genie = match &genie_id {
            Some(id) => Some(
                self.store
                    .find_context(user_id, id)
                    .await?
                    .ok_or_else(|| Error::NotFound("No Context Genie with that id.".into()))?,
            ),
            None => None,
        };
        self.chat
            .sends
            .allow(
                &self.limit_store,
                &user_id.to_owned(),
                "You are sending messages too quickly. Wait a few seconds and try again.",
            )
            .await?;
        let paid = super::plan::effective_plan(&user, now).is_paid();
        let gate = TurnGate {
            max_messages: rules::MAX_MESSAGES_PER_CONVERSATION,
            daily: (!paid).then(|| (rules::FREE_DAILY_MESSAGES, start_of_day(now))),
            stale_before: now
                - chrono::Duration::from_std(self.chat.longest_reply)
                    .unwrap_or(chrono::Duration::hours(1)),
        };
        let turn = NewTurn {
            first_name: rules::name_from_message(&parts),
            parts,
            ai_context: genie_id
                .as_ref()
                .map(|id| serde_json::json!({ "contextGenieId": id })),
            tool_configuration: message
                .tools
                .map(|_| tools.iter().map(|t| t.as_str().to_owned()).collect()),
        };
        let (sent, reply) = match self
            .store
            .start_turn(user_id, conversation_id, turn, gate, now)
            .await
        {
            Err(store::Error::NotFound) => return Err(not_found()),
            other => other?,
        }
        .map_err(|refused| match refused {
            TurnRefused::Busy => Error::Conflict(
                "The assistant is still answering in this conversation. Wait for it, or stop it."
                    .into(),
            ),
            TurnRefused::Full => Error::Conflict(format!(
                "This conversation has reached {} messages. Start a new conversation to go on.",
                rules::MAX_MESSAGES_PER_CONVERSATION
            )),
            TurnRefused::DailyLimit => Error::PlanLimit {
                message: format!(
                    "The Free plan includes {} assistant messages a day. Upgrade to Pro for unlimited messages, or come back tomorrow.",
                    rules::FREE_DAILY_MESSAGES
                ),
                resets_at: Some(start_of_day(now) + chrono::Duration::days(1)),
            },
        })?;

        let live = Arc::new(Live {
            reply: Arc::new(live::Live::new(reply.clone(), EVENT_BUFFER)),
            stop: Notify::new(),
        });
        self.chat
            .live
            .lock()
            .expect("chat registry")
            .insert(conversation_id.to_owned(), live.clone());
        if let Some(shared) = &self.shared {
            relay::publish(shared.clone(), conversation_id.to_owned(), live.clone());
        }
        let app = self.clone();
        let task = ReplyTask {
            user_id: user_id.to_owned(),
            conversation_id: conversation_id.to_owned(),
            reply_id: reply.id.clone(),
            tools,
            genie: genie.map(|g| (g.name, g.content)),
        };
        tokio::spawn(async move { app.write_reply(task, live).await });
        Ok((sent, reply))
    }

    /// Follows a conversation's current reply: a snapshot of it, then its events until it
    /// ends. A reply that has ended is sent as ended; a conversation without replies sends
    /// nothing. Refused past [`rules::MAX_OPEN_STREAMS`] open at once for the user.
    pub async fn follow_conversation(
        &self,
        user_id: &str,
        conversation_id: &str,
    ) -> Result<impl Stream<Item = ChatEvent> + use<>> {
        self.conversation(user_id, conversation_id).await?;
        let Some(slot) = self.chat.streams.hold(&self.limit_store, user_id).await else {
            return Err(Error::RateLimited {
                message: format!(
                    "You have {} conversations open at once. Close one and try again.",
                    rules::MAX_OPEN_STREAMS
                ),
                retry_after_secs: 5,
            });
        };
        let events: futures::stream::BoxStream<'static, ChatEvent> =
            match self.chat.live(conversation_id) {
                Some(live) => follow_live(live).boxed(),
                None => match self.store.latest_reply(user_id, conversation_id).await? {
                    None => futures::stream::empty().boxed(),
                    Some(reply) if ended(reply.status) => {
                        futures::stream::once(async move { ChatEvent::Ended(reply) }).boxed()
                    }
                    Some(reply) => match &self.shared {
                        Some(shared) => {
                            match relay::follow(self, shared, user_id, reply.clone()).await {
                                Some(events) => events.boxed(),
                                None => self.follow_stored(user_id, reply).boxed(),
                            }
                        }
                        None => self.follow_stored(user_id, reply).boxed(),
                    },
                },
            };
        // The slot goes with the stream.
        Ok(events.map(move |event| {
            let _held = &slot;
            event
        }))
    }

    /// Follows a reply another instance writes, by reading it as it is stored.
    fn follow_stored(
        &self,
        user_id: &str,
        first: ChatMessage,
    ) -> impl Stream<Item = ChatEvent> + use<> {
        let app = self.clone();
        let user_id = user_id.to_owned();
        futures::stream::unfold(Some((first, true)), move |state| {
            let (app, user_id) = (app.clone(), user_id.clone());
            async move {
                let (last, first_time) = state?;
                if first_time {
                    return Some((ChatEvent::Snapshot(last.clone()), Some((last, false))));
                }
                loop {
                    tokio::time::sleep(POLL_EVERY).await;
                    match app.stored_reply_change(&user_id, &last).await? {
                        Some(ChatEvent::Snapshot(now)) => {
                            return Some((ChatEvent::Snapshot(now.clone()), Some((now, false))));
                        }
                        Some(event) => return Some((event, None)),
                        None => continue,
                    }
                }
            }
        })
    }

    /// How the stored reply differs from `last`: `Ended` once it has ended (or was left
    /// answering longer than any reply takes, by an instance that stopped), `Snapshot` if it
    /// changed, `Some(None)` if not; `None` if it cannot be read (gone).
    async fn stored_reply_change(
        &self,
        user_id: &str,
        last: &ChatMessage,
    ) -> Option<Option<ChatEvent>> {
        let Ok(Some(mut now)) = self.store.chat_message(user_id, &last.id).await else {
            return None;
        };
        let stale = chrono::Duration::from_std(self.chat.longest_reply)
            .unwrap_or(chrono::Duration::hours(1));
        Some(if ended(now.status) {
            Some(ChatEvent::Ended(now))
        } else if self.clock.now() - now.updated_at > stale {
            now.status = MessageStatus::Failed;
            now.notice = Some(store::repo::chat::INTERRUPTED.to_owned());
            Some(ChatEvent::Ended(now))
        } else if now.updated_at != last.updated_at || now.blocks != last.blocks {
            Some(ChatEvent::Snapshot(now))
        } else {
            None
        })
    }

    /// The reply task: answers, runs tools, writes the reply as it grows, and ends it.
    async fn write_reply(self, task: ReplyTask, live: Arc<Live>) {
        let outcome = self.answer(&task, &live).await;
        let (status, notice) = match outcome {
            Ok(Finish::Complete(notice)) => (MessageStatus::Complete, notice),
            Ok(Finish::Stopped) => (MessageStatus::Stopped, None),
            Err(message) => (MessageStatus::Failed, Some(message)),
        };
        let blocks = live.blocks();
        let now = self.clock.now();
        if let Err(err) = self
            .store
            .write_reply(&task.reply_id, &blocks, status, notice.as_deref(), now)
            .await
            && !matches!(err, store::Error::NotFound)
        {
            tracing::error!(error = %err, "could not store the end of a chat reply");
        }
        live.update(|m| {
            m.status = status;
            m.notice = notice.clone();
            m.updated_at = now;
            Some(ChatEvent::Ended(m.clone()))
        });
        let mut registry = self.chat.live.lock().expect("chat registry");
        if registry
            .get(&task.conversation_id)
            .is_some_and(|l| Arc::ptr_eq(l, &live))
        {
            registry.remove(&task.conversation_id);
        }
    }

    /// Writes the reply: with no model, the built-in improve tool on the user's words; else
    /// rounds of the model's answer and the tools it calls. `Err` is the notice of a failure.
    async fn answer(&self, task: &ReplyTask, live: &Live) -> Result<Finish, String> {
        let history = self
            .store
            .chat_messages(&task.user_id, &task.conversation_id)
            .await
            .map_err(|e| {
                tracing::error!(error = %e, "could not read a conversation");
                "The conversation could not be read. Try again.".to_owned()
            })?;
        let history: Vec<ChatMessage> = history
            .into_iter()
            .filter(|m| m.id != task.reply_id)
            .collect();
        if !self.chat.has_models() {
            return self.answer_offline(task, live, &history).await;
        }
        let system = match &task.genie {
            Some((name, content)) => format!(
                "{}\n\nWhat the user saved about themselves (their Context Genie \"{name}\"), to use where it helps:\n<context>\n{content}\n</context>",
                engine::chat::ASSISTANT_PROMPT
            ),
            None => engine::chat::ASSISTANT_PROMPT.to_owned(),
        };
        let tools: Vec<ToolSpec> = task
            .tools
            .iter()
            .map(|t| ToolSpec {
                name: t.as_str().to_owned(),
                description: t.description().to_owned(),
                input_schema: t.input_schema(),
            })
            .collect();
        let (provider, model) = &self.chat.models[0];
        let mut turns = self.turns(&task.user_id, &history, model, &system).await;
        // Rounds with tools, then one without, so the model ends in words.
        for round in 0..=rules::MAX_TOOL_ROUNDS {
            let offered = if round < rules::MAX_TOOL_ROUNDS {
                tools.as_slice()
            } else {
                &[]
            };
            let reply = match self
                .chat_round(task, live, provider, model, &system, &turns, offered)
                .await?
            {
                Round::Stopped => return Ok(Finish::Stopped),
                Round::Capped => {
                    return Ok(Finish::Complete(Some(format!(
                        "The answer was cut at {} characters.",
                        rules::MAX_REPLY_CHARS
                    ))));
                }
                Round::Answered(reply) => reply,
            };
            if reply.tool_calls.is_empty() {
                return Ok(Finish::Complete(reply.capped.then(|| {
                    "The answer reached the model's length limit.".to_owned()
                })));
            }
            let mut parts: Vec<AskedPart> = (!reply.text.is_empty())
                .then(|| AskedPart::Text(reply.text.clone()))
                .into_iter()
                .collect();
            for call in reply.tool_calls {
                live.push_block(Block::ToolUse {
                    tool_use_id: call.id.clone(),
                    name: call.name.clone(),
                    input: call.input.clone(),
                });
                let (content, status) = self.run_tool(&task.user_id, &task.tools, &call).await;
                live.push_block(Block::ToolResult {
                    tool_use_id: call.id.clone(),
                    content: content.clone(),
                    status,
                });
                parts.push(AskedPart::ToolUse(call.clone()));
                parts.push(AskedPart::ToolResult {
                    id: call.id,
                    content,
                    is_error: status == ToolStatus::Error,
                });
            }
            // The next round continues this reply: its text and tools so far go with it.
            match turns.last_mut() {
                Some(Turn::Assistant(so_far)) => so_far.extend(parts),
                _ => turns.push(Turn::Assistant(parts)),
            }
        }
        Ok(Finish::Complete(Some(
            "The assistant kept calling tools and was stopped.".to_owned(),
        )))
    }

    /// One call of the model, its text streamed into the reply, the reply stored as it grows.
    #[allow(clippy::too_many_arguments)]
    async fn chat_round(
        &self,
        task: &ReplyTask,
        live: &Live,
        provider: &Provider,
        model: &str,
        system: &str,
        turns: &[Turn],
        tools: &[ToolSpec],
    ) -> Result<Round, String> {
        let capped = std::sync::atomic::AtomicBool::new(false);
        let mut on_text = |text: &str| {
            let (kept, cut) = rules::cap_reply(live.reply_chars(), text);
            live.push_text(kept);
            if cut {
                capped.store(true, std::sync::atomic::Ordering::Relaxed);
            }
        };
        let call = provider.converse(
            model,
            Asked {
                system,
                turns,
                tools,
                max_tokens: self.chat.max_output_tokens,
            },
            &mut on_text,
        );
        tokio::pin!(call);
        let mut flush = tokio::time::interval(FLUSH_EVERY);
        flush.tick().await;
        loop {
            tokio::select! {
                answered = &mut call => {
                    return match answered {
                        Ok(reply) => Ok(Round::Answered(reply)),
                        Err((err, _)) => {
                            tracing::warn!(provider = provider.name(), error = %err, "the chat's model failed");
                            Err(failure_notice(&err))
                        }
                    };
                }
                () = live.stop.notified() => return Ok(Round::Stopped),
                _ = flush.tick() => {
                    if capped.load(std::sync::atomic::Ordering::Relaxed) {
                        return Ok(Round::Capped);
                    }
                    // Written even when unchanged: the write reads the stop flag, and its time
                    // tells followers elsewhere that the reply is still going.
                    match self.store.write_reply(&task.reply_id, &live.blocks(), MessageStatus::Answering, None, self.clock.now()).await {
                        Ok(true) => return Ok(Round::Stopped),
                        Ok(false) => {}
                        // The conversation was deleted.
                        Err(store::Error::NotFound) => return Ok(Round::Stopped),
                        Err(err) => tracing::warn!(error = %err, "could not store a chat reply so far"),
                    }
                }
            }
        }
    }

    /// With no model: the built-in engine improves the user's words, shown as the tool call
    /// it is.
    async fn answer_offline(
        &self,
        task: &ReplyTask,
        live: &Live,
        history: &[ChatMessage],
    ) -> Result<Finish, String> {
        let words = history
            .last()
            .filter(|m| m.role == Role::User)
            .map(|m| rules::text_of(&m.blocks))
            .unwrap_or_default();
        if !task.tools.contains(&ToolName::ImprovePrompt) || words.trim().is_empty() {
            return Err(
                "No AI model is set up on this server, so the assistant can only improve a prompt you type, with the built-in engine."
                    .to_owned(),
            );
        }
        let call = ToolUse {
            id: format!("builtin-{}", task.reply_id),
            name: ToolName::ImprovePrompt.as_str().to_owned(),
            input: serde_json::json!({ "prompt": words, "tier": "amplifier" }),
        };
        let (content, status) = self.run_tool(&task.user_id, &task.tools, &call).await;
        live.push_block(Block::ToolUse {
            tool_use_id: call.id.clone(),
            name: call.name,
            input: call.input,
        });
        live.push_block(Block::ToolResult {
            tool_use_id: call.id,
            content: content.clone(),
            status,
        });
        if status == ToolStatus::Error {
            return Err(content);
        }
        let prompt = serde_json::from_str::<serde_json::Value>(&content)
            .ok()
            .and_then(|v| v["prompt"].as_str().map(str::to_owned))
            .unwrap_or(content);
        live.push_text(&format!(
            "Here is your prompt, improved by the built-in engine:\n\n```\n{prompt}\n```"
        ));
        Ok(Finish::Complete(None))
    }

    /// An attachment's bytes for the model; one that cannot be read goes as empty (the
    /// message's text still goes).
    async fn attachment_bytes(&self, user_id: &str, attachment_id: &str) -> Vec<u8> {
        match self.store.chat_attachment(user_id, attachment_id).await {
            Ok(Some(bytes)) => bytes,
            Ok(None) => Vec::new(),
            Err(err) => {
                tracing::warn!(error = %err, "could not read a chat attachment");
                Vec::new()
            }
        }
    }

    /// The stored history as the model's turns, oldest dropped first to fit the context
    /// window (the system prompt, with the Genie, always goes).
    async fn turns(
        &self,
        user_id: &str,
        history: &[ChatMessage],
        model: &str,
        system: &str,
    ) -> Vec<Turn> {
        let mut turns = Vec::with_capacity(history.len());
        for message in history {
            let mut parts = Vec::with_capacity(message.blocks.len());
            for block in &message.blocks {
                parts.push(match block {
                    Block::Text { text } => AskedPart::Text(text.clone()),
                    Block::Document {
                        name,
                        format,
                        attachment_id,
                        ..
                    } => {
                        let bytes = self.attachment_bytes(user_id, attachment_id).await;
                        AskedPart::Text(format!(
                            "The user attached the document \"{name}\" ({}):\n<document>\n{}\n</document>",
                            format.as_str(),
                            String::from_utf8_lossy(&bytes)
                        ))
                    }
                    Block::Image {
                        format,
                        attachment_id,
                        ..
                    } => {
                        let bytes = self.attachment_bytes(user_id, attachment_id).await;
                        AskedPart::Image {
                            mime: format.mime().to_owned(),
                            base64: base64::engine::general_purpose::STANDARD.encode(bytes),
                        }
                    }
                    Block::ToolUse {
                        tool_use_id,
                        name,
                        input,
                    } => AskedPart::ToolUse(ToolUse {
                        id: tool_use_id.clone(),
                        name: name.clone(),
                        input: input.clone(),
                    }),
                    Block::ToolResult {
                        tool_use_id,
                        content,
                        status,
                    } => AskedPart::ToolResult {
                        id: tool_use_id.clone(),
                        content: content.clone(),
                        is_error: *status == ToolStatus::Error,
                    },
                });
            }
            turns.push(match message.role {
                Role::User => Turn::User(parts),
                Role::Assistant => Turn::Assistant(parts),
            });
        }
        let model = model.to_owned();
        let system = system.to_owned();
        let counted = turns.clone();
        // Counting may build a tokenizer's tables: off the runtime.
        let (fixed, sizes) = tokio::task::spawn_blocking(move || {
            let count = |text: &str| engine::tokens::count(&model, text).tokens as usize;
            let sizes: Vec<usize> = counted
                .iter()
                .map(|turn| {
                    let (Turn::User(parts) | Turn::Assistant(parts)) = turn;
                    parts
                        .iter()
                        .map(|p| match p {
                            AskedPart::Text(t) => count(t),
                            AskedPart::Image { .. } => IMAGE_TOKENS,
                            AskedPart::ToolUse(call) => {
                                count(&call.name) + count(&call.input.to_string())
                            }
                            AskedPart::ToolResult { content, .. } => count(content),
                        })
                        .sum()
                })
                .collect();
            (count(&system), sizes)
        })
        .await
        .unwrap_or_default();
        let first = rules::first_kept(fixed, &sizes, self.chat.context_tokens);
        // A history that starts with the assistant's words reads oddly to some vendors
        // (Anthropic and Gemini want the user first): start at a user's message.
        let first = (first..turns.len())
            .find(|&i| matches!(turns[i], Turn::User(_)))
            .unwrap_or(first);
        turns.split_off(first)
    }

    /// Runs one tool call with the user's own rights: the content for the model and whether
    /// it worked. A tool the message did not allow, or an input that does not fit, is an
    /// error result the model reads.
    async fn run_tool(
        &self,
        user_id: &str,
        allowed: &[ToolName],
        call: &ToolUse,
    ) -> (String, ToolStatus) {
        let Some(name) = ToolName::parse(&call.name).filter(|t| allowed.contains(t)) else {
            return (
                format!("There is no tool named {} here.", call.name),
                ToolStatus::Error,
            );
        };
        let call = match ToolCall::read(name, &call.input) {
            Ok(call) => call,
            Err(message) => return (message, ToolStatus::Error),
        };
        match self.tool(user_id, call).await {
            Ok(content) => (content.to_string(), ToolStatus::Success),
            Err(Error::Internal(err)) => {
                tracing::error!(error = %err, tool = name.as_str(), "a chat tool failed");
                (
                    "The tool failed on the server. Try again later.".to_owned(),
                    ToolStatus::Error,
                )
            }
            Err(err) => (err.to_string(), ToolStatus::Error),
        }
    }

    async fn tool(&self, user_id: &str, call: ToolCall) -> Result<serde_json::Value> {
        use serde_json::json;
        Ok(match call {
            ToolCall::ImprovePrompt { prompt, tier } => {
                let kind = match tier {
                    ImproveTier::Primer => GeneratorKind::Primer,
                    ImproveTier::Amplifier => GeneratorKind::Amplifier,
                    ImproveTier::Mastermind => GeneratorKind::Mastermind,
                };
                let description = Description::parse(&prompt, "prompt")?;
                let generated = self
                    .generate(user_id, kind, description, Default::default())
                    .await?
                    .generation;
                json!({
                    "prompt": generated.prompt,
                    "improvements": generated.improvements,
                    "generationId": generated.id,
                })
            }
            ToolCall::SaveToLibrary { title, text, tags } => {
                let saved = self
                    .save_prompt(
                        user_id,
                        super::library::SavePromptInput {
                            folder_id: None,
                            title,
                            text,
                            description: None,
                            generator: None,
                            tags,
                            // The user asked to save it as it is.
                            keep_as_plain_text: true,
                        },
                    )
                    .await?;
                json!({ "saved": true, "promptId": saved.id, "title": saved.title, "folderId": saved.folder_id })
            }
            ToolCall::SearchLibrary { query, limit } => {
                let found = self
                    .search_library(user_id, &query, None, None, None, limit)
                    .await?;
                json!({
                    "results": found.into_iter().map(|p| json!({
                        "promptId": p.id,
                        "title": p.title,
                        "text": p.text.chars().take(600).collect::<String>(),
                        "tags": p.tags,
                    })).collect::<Vec<_>>()
                })
            }
            ToolCall::ListContextGenies => {
                let genies = self.contexts(user_id).await?;
                json!({
                    "contextGenies": genies.into_iter().map(|g| json!({
                        "id": g.id,
                        "name": g.name,
                        "active": g.is_active,
                        "content": g.content.chars().take(400).collect::<String>(),
                    })).collect::<Vec<_>>()
                })
            }
        })
    }
}

fn follow_live(live: Arc<Live>) -> impl Stream<Item = ChatEvent> {
    live::follow(
        live.reply.clone(),
        |m| {
            if ended(m.status) {
                ChatEvent::Ended(m)
            } else {
                ChatEvent::Snapshot(m)
            }
        },
        |event| matches!(event, ChatEvent::Ended(_)),
    )
}

/// What a provider's failure tells the user.
fn failure_notice(err: &ProviderError) -> String {
    match err {
        ProviderError::Status(429) => {
            "The AI model is busy (rate limited). Try again in a minute.".to_owned()
        }
        ProviderError::Timeout | ProviderError::Stalled => {
            "The AI model took too long to answer. Try again.".to_owned()
        }
        other => format!("The AI model failed to answer ({other}). Try again."),
    }
}

struct ReplyTask {
    user_id: String,
    conversation_id: String,
    reply_id: String,
    tools: Vec<ToolName>,
    /// The active Genie's name and content.
    genie: Option<(String, String)>,
}

enum Round {
    Answered(engine::chat::Reply),
    Stopped,
    Capped,
}

enum Finish {
    /// With a notice when it was cut.
    Complete(Option<String>),
    Stopped,
}
