//! `conversationReply`: the assistant's reply in a conversation, as it is written.

use async_graphql::{Context, ID, Subscription};
use futures::{Stream, StreamExt};

use crate::{
    api::{
        error::ResultExt,
        guard::{SignedIn, claims},
        object::chat::ChatReplyEvent,
    },
    app::App,
};

#[derive(Default)]
pub struct ChatSubscription;

#[Subscription]
impl ChatSubscription {
    /// The reply being written in one of the caller's conversations: `ChatReplySnapshot` (the
    /// reply so far: on connecting, reconnecting, or after falling behind), then
    /// `ChatTextDelta`, `ChatToolUse` and `ChatToolResult` as it is written, and
    /// `ChatReplyDone` or `ChatReplyError`, after which the stream ends. A reply that has
    /// ended is sent as `ChatReplyDone`/`ChatReplyError` at once; a conversation without
    /// replies ends the stream at once. Several clients (tabs) may follow one reply. Guard:
    /// signed in; another user's conversation is NOT_FOUND; at most 6 open at once per user
    /// (RATE_LIMITED).
    #[graphql(guard = "SignedIn")]
    async fn conversation_reply(
        &self,
        ctx: &Context<'_>,
        conversation_id: ID,
    ) -> async_graphql::Result<impl Stream<Item = ChatReplyEvent> + use<>> {
        let caller = claims(ctx)?;
        let events = ctx
            .data_unchecked::<App>()
            .follow_conversation(&caller.sub, &conversation_id)
            .await
            .gql()?;
        Ok(events.map(ChatReplyEvent::from))
    }
}
