//! A generation watched as it is written (the `streamGeneration` subscription), with the rule
//! for a client that leaves early:
//!
//! - before any prompt text was handed to the client, leaving cancels the generation: nothing
//!   is recorded and no quota is spent;
//! - once text was handed over, the generation is the user's: it runs to the end, is recorded
//!   and counts, whether or not the client stays. Otherwise a client could read the prompt,
//!   hang up and keep its quota.
//!
//! The generation runs as a task of its own ([`App::generate_streaming`] does the work; its
//! quota guard gives the generation back when the task is aborted before recording starts).
//! [`GenerationStream`] hands its progress to the caller and decides, when dropped, whether the
//! task is aborted.
//!
//! A generation started with a stream id (chosen by the client) can also be followed from
//! another connection, on this instance or, through Redis, on another ([`App::follow_generation`]):
//! a client whose socket dropped picks the prompt up where it stands. A follower that is handed
//! prompt text counts as the client having it. The generation stays followable for [`RETAIN`]
//! after it ends (its outcome only: the recorded generation is read back from the database).

use std::{
    collections::HashMap,
    pin::Pin,
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    task::{Context, Poll},
    time::Duration,
};

use domain::generation::{Description, GeneratorKind};
use engine::llm::Delta;
use futures::{Stream, StreamExt, stream::BoxStream};
use serde::{Deserialize, Serialize};
use tokio::sync::mpsc;

use super::{
    App, Error, ErrorWire, Result,
    generation::{Generated, GenerationOptions, Quota},
    live::{self, Live},
};

mod relay;

/// How long a finished generation can still be followed.
pub const RETAIN: Duration = Duration::from_secs(60);
/// Events a slow follower may fall behind by before it is sent a fresh snapshot instead.
const EVENT_BUFFER: usize = 256;

/// What a streamed generation reports, in order: text and resets, then one outcome.
#[derive(Debug)]
// One value per event, moved once: boxing the outcome would only add an allocation.
#[allow(clippy::large_enum_variant)]
pub enum Progress {
    /// More of the prompt.
    Text(String),
    /// Forget the text so far: a provider failed mid-answer and another writer starts over.
    Reset,
    /// The recorded generation with the quota left, or why there is none. Always the last.
    Done(Result<Generated>),
}

/// The client's name for one of its generations, by which another connection follows it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct StreamId(String);

impl StreamId {
    pub const MAX_LEN: usize = 64;

    pub fn parse(id: &str) -> Result<Self> {
        let fits = !id.is_empty()
            && id.len() <= Self::MAX_LEN
            && id
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        if fits {
            Ok(Self(id.to_owned()))
        } else {
            Err(Error::Validation(domain::ValidationError::new(
                "streamId",
                "A stream id is 1 to 64 letters, digits, hyphens or underscores (a UUID will do).",
            )))
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// What a follower of a generation is told.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) enum Event {
    /// The generation as it stands (first, and after falling behind).
    Snapshot(State),
    Text(String),
    Reset,
    /// How it ended. Always the last.
    Done(Outcome),
}

impl Event {
    fn is_last(&self) -> bool {
        matches!(
            self,
            Event::Done(_)
                | Event::Snapshot(State {
                    outcome: Some(_),
                    ..
                })
        )
    }

    /// Whether following it hands prompt text to a client.
    fn carries_text(&self) -> bool {
        match self {
            Event::Text(text) => !text.is_empty(),
            Event::Snapshot(state) => !state.text.is_empty(),
            _ => false,
        }
    }
}

/// A generation as it stands: the text so far, until it ends.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub(crate) struct State {
    text: String,
    outcome: Option<Outcome>,
}

/// How a followed generation ended: the recorded generation's id (read back from the
/// database) with the quota it left, or why there is none.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) enum Outcome {
    Recorded { generation_id: String, quota: Quota },
    Failed(ErrorWire),
}

impl Outcome {
    fn of(outcome: &Result<Generated>) -> Self {
        match outcome {
            Ok(done) => Outcome::Recorded {
                generation_id: done.generation.id.clone(),
                quota: done.quota,
            },
            Err(err) => Outcome::Failed(err.into()),
        }
    }
}

/// A generation with a stream id, as its followers see it.
pub(crate) struct LiveGeneration {
    live: Arc<Live<State, Event>>,
    /// Some follower was handed prompt text.
    handed_out: AtomicBool,
    /// Its events are published for followers on other instances.
    relayed: AtomicBool,
}

impl LiveGeneration {
    fn push(&self, event: Event) {
        self.live.update(|state| {
            match &event {
                Event::Text(text) => state.text.push_str(text),
                Event::Reset => state.text.clear(),
                Event::Snapshot(_) | Event::Done(_) => return (None, ()),
            }
            (Some(event), ())
        });
    }

    /// Ends it, unless it has ended already. True if this call ended it.
    fn finish(&self, outcome: Outcome) -> bool {
        self.live.update(|state| {
            if state.outcome.is_some() {
                return (None, false);
            }
            state.text = String::new();
            state.outcome = Some(outcome.clone());
            (Some(Event::Done(outcome)), true)
        })
    }

    /// Sends a snapshot to its followers, in order with its events, while it runs; once it
    /// has ended, answers where it stands instead.
    fn ask_snapshot(&self) -> Option<State> {
        self.live.update(|state| match state.outcome {
            Some(_) => (None, Some(state.clone())),
            None => (Some(Event::Snapshot(state.clone())), None),
        })
    }

    /// Its events from now on, starting with where it stands.
    fn live_events(&self) -> impl Stream<Item = Event> + use<> {
        live::follow(self.live.clone(), Event::Snapshot, Event::is_last)
    }

    /// The same for a client's follower. Marks prompt text as handed out
    /// once a follower receives some.
    fn follow(self: Arc<Self>) -> impl Stream<Item = Event> {
        self.live_events().inspect(move |event| {
            if event.carries_text() {
                self.handed_out.store(true, Ordering::Release);
            }
        })
    }
}

/// The generations with a stream id on this instance: running, and ended within [`RETAIN`].
#[derive(Default)]
pub struct LiveGenerations {
    map: Mutex<HashMap<(String, StreamId), Arc<LiveGeneration>>>,
    /// Answers followers on other instances (with Redis), started with the first followable
    /// generation and again if the bus connection ended.
    listener: Mutex<Option<tokio::task::JoinHandle<()>>>,
}

impl LiveGenerations {
    fn listen(self: &Arc<Self>, shared: &store::shared::Shared) {
        let mut listener = self.listener.lock().expect("generation listener");
        if listener.as_ref().is_none_or(|l| l.is_finished()) {
            *listener = Some(relay::listen(shared.clone(), Arc::downgrade(self)));
        }
    }

    fn register(&self, user_id: &str, stream_id: &StreamId) -> Result<Arc<LiveGeneration>> {
        let mut map = self.map.lock().expect("live generations");
        let key = (user_id.to_owned(), stream_id.clone());
        if map.contains_key(&key) {
            return Err(Error::Conflict(
                "A generation with this stream id is already running or just ended. Use a new id for each generation.".into(),
            ));
        }
        let live = Arc::new(LiveGeneration {
            live: Arc::new(Live::new(State::default(), EVENT_BUFFER)),
            handed_out: AtomicBool::new(false),
            relayed: AtomicBool::new(false),
        });
        map.insert(key, live.clone());
        Ok(live)
    }

    fn get(&self, user_id: &str, stream_id: &StreamId) -> Option<Arc<LiveGeneration>> {
        self.map
            .lock()
            .expect("live generations")
            .get(&(user_id.to_owned(), stream_id.clone()))
            .cloned()
    }

    /// Forgets an ended generation after [`RETAIN`].
    fn forget_later(self: Arc<Self>, user_id: String, stream_id: StreamId) {
        let key = (user_id, stream_id);
        match tokio::runtime::Handle::try_current() {
            Ok(runtime) => {
                runtime.spawn(async move {
                    tokio::time::sleep(RETAIN).await;
                    self.map.lock().expect("live generations").remove(&key);
                });
            }
            Err(_) => {
                self.map.lock().expect("live generations").remove(&key);
            }
        }
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.map.lock().expect("live generations").len()
    }
}

/// Ends a followed generation when its task ends, however it ends: with the outcome, or,
/// when the task is aborted or panics, as stopped.
struct Finisher {
    registry: Arc<LiveGenerations>,
    user_id: String,
    stream_id: StreamId,
    live: Arc<LiveGeneration>,
}

impl Finisher {
    fn finish(&self, outcome: Outcome) {
        if self.live.finish(outcome) {
            self.registry
                .clone()
                .forget_later(self.user_id.clone(), self.stream_id.clone());
        }
    }
}

impl Drop for Finisher {
    fn drop(&mut self) {
        self.finish(Outcome::Failed(ErrorWire::from(&Error::Unavailable(
            "This generation stopped before its prompt was finished. Nothing was counted for it."
                .into(),
        ))));
    }
}

fn not_followable() -> Error {
    Error::NotFound(
        "No generation with this stream id is running. A finished prompt is in your history."
            .into(),
    )
}

impl App {
    /// Starts a generation whose prompt is reported as it is written. Same rules as
    /// [`App::generate`]; see the module for what dropping the stream does. With a stream id,
    /// other connections of the user's can follow it ([`App::follow_generation`]); an id in
    /// use is refused.
    pub fn generate_stream(
        &self,
        user_id: String,
        kind: GeneratorKind,
        description: Description,
        options: GenerationOptions,
        stream_id: Option<StreamId>,
    ) -> Result<GenerationStream> {
        let finisher = match stream_id {
            Some(stream_id) => {
                let live = self.live_generations.register(&user_id, &stream_id)?;
                if let Some(shared) = &self.shared {
                    self.live_generations.listen(shared);
                }
                Some(Finisher {
                    registry: self.live_generations.clone(),
                    user_id: user_id.clone(),
                    stream_id,
                    live,
                })
            }
            None => None,
        };
        let followed = finisher.as_ref().map(|f| f.live.clone());
        let (tx, rx) = mpsc::unbounded_channel::<Progress>();
        let app = self.clone();
        let task = tokio::spawn(async move {
            let deltas = tx.clone();
            let live = finisher.as_ref().map(|f| f.live.clone());
            let mut on_delta = move |delta: Delta<'_>| {
                let (progress, event) = match delta {
                    Delta::Text(text) => (
                        Progress::Text(text.to_owned()),
                        Event::Text(text.to_owned()),
                    ),
                    Delta::Reset => (Progress::Reset, Event::Reset),
                };
                if let Some(live) = &live {
                    live.push(event);
                }
                let _ = deltas.send(progress);
            };
            let outcome = app
                .generate_streaming(&user_id, kind, description, options, &mut on_delta)
                .await;
            if let Some(finisher) = &finisher {
                finisher.finish(Outcome::of(&outcome));
            }
            let _ = tx.send(Progress::Done(outcome));
        });
        Ok(GenerationStream {
            rx,
            task: Some(task),
            followed,
            prompt_sent: false,
            done: false,
        })
    }

    /// Follows one of the user's generations started with `stream_id`, on this instance or
    /// another: a reset and the text so far, then the rest as it is written, then the outcome
    /// (the same `Done` its own stream ends with). Another user's id is not found.
    pub async fn follow_generation(
        &self,
        user_id: &str,
        stream_id: &StreamId,
    ) -> Result<impl Stream<Item = Progress> + use<>> {
        let events: BoxStream<'static, Event> = match self.live_generations.get(user_id, stream_id)
        {
            Some(live) => live.follow().boxed(),
            None => match &self.shared {
                Some(shared) => relay::follow(shared, user_id, stream_id)
                    .await?
                    .ok_or_else(not_followable)?
                    .boxed(),
                None => return Err(not_followable()),
            },
        };
        let app = self.clone();
        let user_id = user_id.to_owned();
        Ok(events
            .then(move |event| {
                let (app, user_id) = (app.clone(), user_id.clone());
                async move { app.progress_of(&user_id, event).await }
            })
            .flat_map(futures::stream::iter))
    }

    /// What a follower's client is sent for one event.
    async fn progress_of(&self, user_id: &str, event: Event) -> Vec<Progress> {
        let outcome = match event {
            Event::Text(text) => return vec![Progress::Text(text)],
            Event::Reset => return vec![Progress::Reset],
            Event::Snapshot(State {
                text,
                outcome: None,
            }) => {
                return if text.is_empty() {
                    vec![Progress::Reset]
                } else {
                    vec![Progress::Reset, Progress::Text(text)]
                };
            }
            Event::Snapshot(State {
                outcome: Some(outcome),
                ..
            })
            | Event::Done(outcome) => outcome,
        };
        let done = match outcome {
            Outcome::Recorded {
                generation_id,
                quota,
            } => self
                .generation(user_id, &generation_id)
                .await
                .map(|generation| Generated { generation, quota }),
            Outcome::Failed(wire) => Err(wire.into()),
        };
        vec![Progress::Done(done)]
    }
}

/// The progress of one generation. Dropping it (the client went away) aborts the generation
/// unless prompt text has already been handed out (to this client or to a follower).
pub struct GenerationStream {
    rx: mpsc::UnboundedReceiver<Progress>,
    task: Option<tokio::task::JoinHandle<()>>,
    followed: Option<Arc<LiveGeneration>>,
    prompt_sent: bool,
    done: bool,
}

impl Stream for GenerationStream {
    type Item = Progress;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        if self.done {
            return Poll::Ready(None);
        }
        match self.rx.poll_recv(cx) {
            Poll::Ready(Some(progress)) => {
                match &progress {
                    Progress::Text(text) if !text.is_empty() => self.prompt_sent = true,
                    Progress::Done(_) => self.done = true,
                    _ => {}
                }
                Poll::Ready(Some(progress))
            }
            // The task ended without an outcome: it panicked.
            Poll::Ready(None) => {
                self.done = true;
                Poll::Ready(Some(Progress::Done(Err(Error::Internal(anyhow::anyhow!(
                    "the generation task ended without an outcome"
                ))))))
            }
            Poll::Pending => Poll::Pending,
        }
    }
}

impl Drop for GenerationStream {
    fn drop(&mut self) {
        let handed_out = self
            .followed
            .as_ref()
            .is_some_and(|f| f.handed_out.load(Ordering::Acquire));
        if let Some(task) = self.task.take()
            && !self.prompt_sent
            && !handed_out
        {
            task.abort();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stream_id_is_short_and_plain() {
        assert!(StreamId::parse("0b9c2f5e-7a1d-4c1e-9d53-1f2e3a4b5c6d").is_ok());
        assert!(StreamId::parse("run_1").is_ok());
        for bad in ["", "a b", "a:b", "ü", &"x".repeat(65)] {
            assert!(
                matches!(StreamId::parse(bad), Err(Error::Validation(v)) if v.field == "streamId"),
                "{bad:?}"
            );
        }
    }

    #[tokio::test]
    async fn a_follower_sees_the_text_so_far_then_the_rest_then_the_end() {
        let registry = Arc::new(LiveGenerations::default());
        let id = StreamId::parse("s1").unwrap();
        let live = registry.register("u1", &id).unwrap();
        live.push(Event::Text("Hello".into()));
        let follower = registry.get("u1", &id).unwrap().follow();
        futures::pin_mut!(follower);
        live.push(Event::Reset);
        live.push(Event::Text("Hi".into()));
        assert!(
            live.finish(Outcome::Failed(ErrorWire::from(&Error::Unavailable(
                "x".into()
            ))))
        );
        assert!(
            !live.finish(Outcome::Failed(ErrorWire::from(&Error::Unavailable(
                "y".into()
            ))))
        );
        let events: Vec<_> = follower.collect().await;
        let kinds: Vec<_> = events
            .iter()
            .map(|e| match e {
                Event::Snapshot(s) => format!("snapshot {}", s.text),
                Event::Text(t) => format!("text {t}"),
                Event::Reset => "reset".into(),
                Event::Done(Outcome::Failed(_)) => "failed".into(),
                Event::Done(Outcome::Recorded { .. }) => "recorded".into(),
            })
            .collect();
        assert_eq!(kinds, ["snapshot Hello", "reset", "text Hi", "failed"]);
        assert!(live.handed_out.load(Ordering::Acquire));
        // Another user, or another id, finds nothing; the id cannot be used twice.
        assert!(registry.get("u2", &id).is_none());
        assert!(matches!(
            registry.register("u1", &id),
            Err(Error::Conflict(_))
        ));
        assert!(registry.register("u2", &id).is_ok());
        assert_eq!(registry.len(), 2);
    }

    #[tokio::test(start_paused = true)]
    async fn an_ended_generation_is_forgotten_after_the_retention() {
        let registry = Arc::new(LiveGenerations::default());
        let id = StreamId::parse("s1").unwrap();
        let finisher = Finisher {
            registry: registry.clone(),
            user_id: "u1".into(),
            stream_id: id.clone(),
            live: registry.register("u1", &id).unwrap(),
        };
        // Dropped without an outcome (the task was aborted): it ends as stopped.
        drop(finisher);
        let follower = registry.get("u1", &id).unwrap().follow();
        let events: Vec<_> = follower.collect().await;
        assert!(matches!(
            events.as_slice(),
            [Event::Snapshot(State {
                outcome: Some(Outcome::Failed(_)),
                ..
            })]
        ));
        tokio::time::sleep(RETAIN + Duration::from_secs(1)).await;
        assert!(registry.get("u1", &id).is_none());
    }
}
