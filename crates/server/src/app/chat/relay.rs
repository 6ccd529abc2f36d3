//! A reply followed from another instance, through the bus the instances share (Redis, when
//! `REDIS_URL` is set). The instance writing the reply publishes its followers' events, in
//! order, on `chat:{conversation}`; a follower on another instance subscribes to that channel,
//! then asks for a snapshot on `chat-sync:{conversation}`, and from the snapshot on gets the
//! same events a follower on the writing instance gets (text deltas included). The deltas
//! published before that snapshot are in it, so they are skipped.
//!
//! The database stays the truth: while the bus is silent the follower reads the stored reply
//! now and then, so a reply whose instance stopped still ends (as interrupted); if the bus
//! connection breaks, the follower reads the stored reply as it is written, as it does with
//! no bus at all.

use std::{sync::Arc, time::Duration};

use futures::{Stream, StreamExt};
use store::{
    ChatMessage,
    shared::{Received, Shared, Subscription},
};

use super::{ChatEvent, Live, POLL_EVERY, ended, follow_live};
use crate::app::App;

/// How long the bus may be silent before the follower reads the stored reply.
const SILENCE: Duration = Duration::from_secs(2);

fn events_channel(conversation_id: &str) -> String {
    format!("chat:{conversation_id}")
}

fn sync_channel(conversation_id: &str) -> String {
    format!("chat-sync:{conversation_id}")
}

/// On the writing instance: publishes the reply's events until it ends, and a snapshot
/// whenever a follower elsewhere asks for one.
pub(super) fn publish(shared: Shared, conversation_id: String, live: Arc<Live>) {
    tokio::spawn(async move {
        let mut asks = match shared.subscribe(&sync_channel(&conversation_id)).await {
            Ok(asks) => asks.boxed(),
            Err(err) => {
                tracing::warn!(error = %err, "cannot hear snapshot requests for a chat reply");
                futures::stream::pending().boxed()
            }
        };
        let events = follow_live(live.clone());
        futures::pin_mut!(events);
        let channel = events_channel(&conversation_id);
        loop {
            tokio::select! {
                event = events.next() => {
                    let Some(event) = event else { break };
                    let last = matches!(event, ChatEvent::Ended(_));
                    match serde_json::to_vec(&event) {
                        Ok(payload) => {
                            if let Err(err) = shared.publish(&channel, payload).await {
                                tracing::warn!(error = %err, "cannot publish a chat reply's event");
                            }
                        }
                        Err(err) => tracing::error!(error = %err, "cannot encode a chat event"),
                    }
                    if last {
                        break;
                    }
                }
                Some(_) = asks.next() => {
                    // Goes to the followers here too: a snapshot is always safe to receive.
                    live.update(|m| Some(ChatEvent::Snapshot(m.clone())));
                }
            }
        }
    });
}

/// On another instance: follows `first` (the stored reply, still being written) through the
/// bus. `None` if the bus cannot be reached (the caller reads the stored reply instead).
pub(super) async fn follow(
    app: &App,
    shared: &Shared,
    user_id: &str,
    first: ChatMessage,
) -> Option<impl Stream<Item = ChatEvent> + use<>> {
    let subscription = match shared
        .subscribe(&events_channel(&first.conversation_id))
        .await
    {
        Ok(subscription) => subscription,
        Err(err) => {
            tracing::warn!(error = %err, "cannot follow a chat reply through Redis");
            return None;
        }
    };
    let mut follower = Follower {
        app: app.clone(),
        shared: shared.clone(),
        user_id: user_id.to_owned(),
        bus: Some(subscription),
        synced: false,
        last: first.clone(),
    };
    follower.ask_for_snapshot().await;
    let first = futures::stream::once(async move { ChatEvent::Snapshot(first) });
    let rest = futures::stream::unfold(Some(follower), |follower| async move {
        let mut follower = follower?;
        let event = follower.next().await?;
        let done = matches!(event, ChatEvent::Ended(_));
        Some((event, (!done).then_some(follower)))
    });
    Some(first.chain(rest))
}

struct Follower {
    app: App,
    shared: Shared,
    user_id: String,
    /// None once the bus connection broke: the stored reply is read instead.
    bus: Option<Subscription>,
    /// Whether a snapshot came through the bus since the last ask (deltas before it are in it).
    synced: bool,
    /// The reply as last read from the database (to tell when it changed, ended or went stale).
    last: ChatMessage,
}

impl Follower {
    async fn ask_for_snapshot(&mut self) {
        self.synced = false;
        if let Err(err) = self
            .shared
            .publish(&sync_channel(&self.last.conversation_id), Vec::new())
            .await
        {
            tracing::warn!(error = %err, "cannot ask for a chat reply's snapshot");
        }
    }

    /// The next event for the client; None when the stream should end.
    async fn next(&mut self) -> Option<ChatEvent> {
        loop {
            let Some(bus) = self.bus.as_mut() else {
                tokio::time::sleep(POLL_EVERY).await;
                match self
                    .app
                    .stored_reply_change(&self.user_id, &self.last)
                    .await?
                {
                    Some(event) => {
                        if let ChatEvent::Snapshot(m) | ChatEvent::Ended(m) = &event {
                            self.last = m.clone();
                        }
                        return Some(event);
                    }
                    None => continue,
                }
            };
            match tokio::time::timeout(SILENCE, bus.next()).await {
                Ok(Some(Received::Message(payload))) => {
                    let Ok(event) = serde_json::from_slice::<ChatEvent>(&payload) else {
                        continue;
                    };
                    if event.message_id() != self.last.id {
                        continue;
                    }
                    match &event {
                        ChatEvent::Snapshot(m) => {
                            self.synced = true;
                            if ended(m.status) {
                                return Some(ChatEvent::Ended(m.clone()));
                            }
                        }
                        ChatEvent::Ended(_) => self.synced = true,
                        _ if !self.synced => continue,
                        _ => {}
                    }
                    return Some(event);
                }
                Ok(Some(Received::Missed)) => self.ask_for_snapshot().await,
                // The connection to Redis broke: read the database from now on.
                Ok(None) => self.bus = None,
                // Silence: the reply may have ended on an instance that went away.
                Err(_) => {
                    if let Some(ChatEvent::Ended(m)) = self
                        .app
                        .stored_reply_change(&self.user_id, &self.last)
                        .await?
                    {
                        return Some(ChatEvent::Ended(m));
                    }
                    if !self.synced {
                        self.ask_for_snapshot().await;
                    }
                }
            }
        }
    }
}
