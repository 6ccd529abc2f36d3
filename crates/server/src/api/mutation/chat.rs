use async_graphql::{Context, ID, Json, Object};

use crate::{
    api::{
        error::ResultExt,
        guard::{SignedIn, claims},
        object::chat::{
            ChatMessageGql, ChatTurn, ContentBlockInput, ConversationGql, ToolConfigurationInput,
        },
    },
    app::{App, chat::SendMessage},
};

#[derive(Default)]
pub struct ChatMutation;

#[Object]
impl ChatMutation {
    /// Starts a conversation with the assistant. Its name comes from its first message unless
    /// given; `metadata` is the client's own JSON object (at most 2 KB). There is no update:
    /// a conversation changes only by its messages. Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn create_conversation(
        &self,
        ctx: &Context<'_>,
        name: Option<String>,
        metadata: Option<Json<serde_json::Value>>,
    ) -> async_graphql::Result<ConversationGql> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .create_conversation(&caller.sub, name.as_deref(), metadata.map(|m| m.0))
            .await
            .gql()
            .map(ConversationGql)
    }

    /// Deletes one of the caller's conversations with its messages and attachments; a reply
    /// being written stops. Guard: signed in; another user's is NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn delete_conversation(&self, ctx: &Context<'_>, id: ID) -> async_graphql::Result<bool> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .delete_conversation(&caller.sub, &id)
            .await
            .gql()?;
        Ok(true)
    }

    /// Sends a message to one of the caller's conversations and starts the assistant's reply
    /// (follow it with `conversationReply`). `content`: text, text documents and images
    /// (checked by their content). `aiContext`: `{"contextGenieId": "…"}`, the Context Genie
    /// the assistant knows about. `toolConfiguration`: the tools it may call (default: every
    /// tool in `chatSetup`). Refused: BAD_USER_INPUT for content or a tool that does not fit,
    /// CONFLICT while a reply is being written in the conversation or when it is full,
    /// RATE_LIMITED past 10 messages a minute, PLAN_LIMIT past the Free plan's daily
    /// messages. Guard: signed in; another user's conversation is NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn send_message(
        &self,
        ctx: &Context<'_>,
        conversation_id: ID,
        content: Vec<ContentBlockInput>,
        ai_context: Option<Json<serde_json::Value>>,
        tool_configuration: Option<ToolConfigurationInput>,
    ) -> async_graphql::Result<ChatTurn> {
        let caller = claims(ctx)?;
        let message = SendMessage {
            content: content.into_iter().map(Into::into).collect(),
            ai_context: ai_context.map(|c| c.0),
            tools: tool_configuration.map(ToolConfigurationInput::names),
        };
        let (sent, reply) = ctx
            .data_unchecked::<App>()
            .send_message(&caller.sub, &conversation_id, message)
            .await
            .gql()?;
        Ok(ChatTurn {
            message: ChatMessageGql(sent),
            reply: ChatMessageGql(reply),
        })
    }

    /// Stops the reply being written in one of the caller's conversations, from any
    /// instance; what it wrote is kept, STOPPED. False when none was being written. Guard:
    /// signed in; another user's conversation is NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn stop_reply(
        &self,
        ctx: &Context<'_>,
        conversation_id: ID,
    ) -> async_graphql::Result<bool> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .stop_reply(&caller.sub, &conversation_id)
            .await
            .gql()
    }
}
