//! A generation followed from another instance, through the bus the instances share (Redis,
//! when `REDIS_URL` is set). A follower subscribes to `gen:{user}:{stream}` and asks on
//! `gen-sync` (one channel every instance listens to) where that generation stands. The
//! instance that has it answers with a snapshot on the generation's channel and from then on
//! publishes its events there, in order; nothing is published for a generation nobody follows
//! from elsewhere. No answer within [`SILENCE`] means no instance has that generation (or it
//! is someone else's: the user's id is part of what is asked). An ended generation is answered
//! with its outcome for [`RETAIN`](super::RETAIN).
//!
//! Unlike a chat reply, a generation's text is not stored as it is written, so the bus is the
//! only source: if the writing instance goes silent and does not answer a snapshot request,
//! or the bus connection breaks, the follower is told the generation stopped.

use std::{
    sync::{Arc, Weak, atomic::Ordering},
    time::Duration,
};

use futures::{Stream, StreamExt};
use serde::{Deserialize, Serialize};
use store::shared::{Received, Shared, Subscription};
use tokio::{task::JoinHandle, time::Instant};

use super::{Event, LiveGeneration, LiveGenerations, Outcome, StreamId};
use crate::app::{Error, ErrorWire, Result};

/// How long the bus may be silent before the follower asks where the generation stands, and
/// then how long the writing instance has to answer.
const SILENCE: Duration = Duration::from_secs(2);

fn events_channel(user_id: &str, stream_id: &StreamId) -> String {
    format!("gen:{user_id}:{}", stream_id.as_str())
}

/// Where followers ask; every instance with followable generations listens.
const SYNC_CHANNEL: &str = "gen-sync";

/// What a follower asks on [`SYNC_CHANNEL`]: where the user's generation stands.
#[derive(Serialize, Deserialize)]
struct Ask {
    user_id: String,
    stream_id: String,
}

/// On every instance with followable generations: answers the asks about its generations
/// until the bus connection ends.
pub(super) fn listen(shared: Shared, registry: Weak<LiveGenerations>) -> JoinHandle<()> {
    tokio::spawn(async move {
        let mut asks = match shared.subscribe(SYNC_CHANNEL).await {
            Ok(asks) => asks,
            Err(err) => {
                tracing::warn!(error = %err, "cannot hear requests to follow generations");
                return;
            }
        };
        while let Some(received) = asks.next().await {
            let Received::Message(payload) = received else {
                continue;
            };
            let Ok(ask) = serde_json::from_slice::<Ask>(&payload) else {
                continue;
            };
            let Ok(stream_id) = StreamId::parse(&ask.stream_id) else {
                continue;
            };
            let Some(registry) = registry.upgrade() else {
                return;
            };
            if let Some(live) = registry.get(&ask.user_id, &stream_id) {
                answer(&shared, events_channel(&ask.user_id, &stream_id), live).await;
            }
        }
    })
}

/// Tells followers elsewhere where `live` stands: the first time, by starting to publish its
/// events (the first of which is a snapshot); after that, with a snapshot sent in order with
/// its events, or, once it ended, directly.
async fn answer(shared: &Shared, channel: String, live: Arc<LiveGeneration>) {
    if !live.relayed.swap(true, Ordering::AcqRel) {
        let shared = shared.clone();
        tokio::spawn(async move {
            let events = live.live_events();
            futures::pin_mut!(events);
            while let Some(event) = events.next().await {
                send(&shared, &channel, &event, &live).await;
            }
        });
    } else if let Some(ended) = live.ask_snapshot() {
        send(shared, &channel, &Event::Snapshot(ended), &live).await;
    }
}

async fn send(shared: &Shared, channel: &str, event: &Event, live: &LiveGeneration) {
    let payload = match serde_json::to_vec(event) {
        Ok(payload) => payload,
        Err(err) => {
            tracing::error!(error = %err, "cannot encode a generation's event");
            return;
        }
    };
    match shared.publish(channel, payload).await {
        Ok(followers) => {
            if followers > 0 && event.carries_text() {
                live.handed_out.store(true, Ordering::Release);
            }
        }
        Err(err) => tracing::warn!(error = %err, "cannot publish a generation's event"),
    }
}

/// On another instance: follows the user's generation `stream_id` through the bus. `None` if
/// no instance answers for it.
pub(super) async fn follow(
    shared: &Shared,
    user_id: &str,
    stream_id: &StreamId,
) -> Result<Option<impl Stream<Item = Event> + use<>>> {
    let bus = shared
        .subscribe(&events_channel(user_id, stream_id))
        .await
        .map_err(|err| {
            tracing::warn!(error = %err, "cannot follow a generation through Redis");
            Error::Unavailable(
                "Cannot reach the other servers to follow this generation. Try again.".into(),
            )
        })?;
    let ask = serde_json::to_vec(&Ask {
        user_id: user_id.to_owned(),
        stream_id: stream_id.as_str().to_owned(),
    })
    .expect("an ask encodes");
    let mut follower = Follower {
        shared: shared.clone(),
        ask,
        bus,
        synced: false,
        asked: false,
    };
    follower.ask().await;
    let Some(first) = follower.first().await else {
        return Ok(None);
    };
    let done = first.is_last();
    let rest = futures::stream::unfold((!done).then_some(follower), |follower| async move {
        let mut follower = follower?;
        let event = follower.next().await;
        let done = event.is_last();
        Some((event, (!done).then_some(follower)))
    });
    Ok(Some(
        futures::stream::once(async move { first }).chain(rest),
    ))
}

struct Follower {
    shared: Shared,
    /// The encoded [`Ask`].
    ask: Vec<u8>,
    bus: Subscription,
    /// A snapshot came since the last ask (text and resets before it are in it).
    synced: bool,
    /// Asked where the generation stands and heard nothing since.
    asked: bool,
}

impl Follower {
    async fn ask(&mut self) {
        self.synced = false;
        self.asked = true;
        if let Err(err) = self.shared.publish(SYNC_CHANNEL, self.ask.clone()).await {
            tracing::warn!(error = %err, "cannot ask for a generation's snapshot");
        }
    }

    /// The answer to the first ask: a snapshot, or the end. None if nobody answers. Asks once
    /// more on the way (a generation that has just started may not have heard the first ask).
    async fn first(&mut self) -> Option<Event> {
        let deadline = Instant::now() + SILENCE;
        let mut again = Some(Instant::now() + SILENCE / 4);
        loop {
            let until = again.unwrap_or(deadline);
            match tokio::time::timeout_at(until, self.bus.next()).await {
                Err(_) if again.take().is_some() => self.ask().await,
                Ok(Some(Received::Message(payload))) => {
                    match serde_json::from_slice::<Event>(&payload) {
                        Ok(event @ (Event::Snapshot(_) | Event::Done(_))) => {
                            self.synced = true;
                            self.asked = false;
                            return Some(event);
                        }
                        _ => continue,
                    }
                }
                Ok(Some(Received::Missed)) => continue,
                Ok(None) | Err(_) => return None,
            }
        }
    }

    /// The next event for the client, the last one being the end.
    async fn next(&mut self) -> Event {
        loop {
            match tokio::time::timeout(SILENCE, self.bus.next()).await {
                Ok(Some(Received::Message(payload))) => {
                    let Ok(event) = serde_json::from_slice::<Event>(&payload) else {
                        continue;
                    };
                    self.asked = false;
                    match event {
                        Event::Snapshot(_) => self.synced = true,
                        Event::Text(_) | Event::Reset if !self.synced => continue,
                        _ => {}
                    }
                    return event;
                }
                Ok(Some(Received::Missed)) => self.ask().await,
                Ok(None) => {
                    return stopped("The connection to the server writing this prompt was lost.");
                }
                // Silence: ask where it stands; a second silence means its instance is gone.
                Err(_) if self.asked => {
                    return stopped("The server writing this prompt stopped answering.");
                }
                Err(_) => self.ask().await,
            }
        }
    }
}

fn stopped(why: &str) -> Event {
    Event::Done(Outcome::Failed(ErrorWire::from(&Error::Unavailable(
        format!("{why} If it finished, the prompt is in your history."),
    ))))
}
