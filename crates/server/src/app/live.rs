//! Something being written that clients follow as it changes: the assistant's reply, a
//! streamed generation. The state and its events change under one lock, so a follower's
//! snapshot and the events after it never overlap or leave a gap; a follower that falls
//! behind the event buffer is sent a fresh snapshot instead of the events it missed.

use std::sync::{Arc, Mutex};

use futures::Stream;
use tokio::sync::broadcast;

pub(crate) struct Live<S, E> {
    state: Mutex<S>,
    events: broadcast::Sender<E>,
}

impl<S: Clone, E: Clone> Live<S, E> {
    /// `buffer`: the events a slow follower may fall behind by.
    pub(crate) fn new(state: S, buffer: usize) -> Self {
        Self {
            state: Mutex::new(state),
            events: broadcast::channel(buffer).0,
        }
    }

    /// Changes the state and tells the followers what changed, under one lock.
    pub(crate) fn update<R>(&self, change: impl FnOnce(&mut S) -> (Option<E>, R)) -> R {
        let mut state = self.state.lock().expect("live state");
        let (event, answer) = change(&mut state);
        if let Some(event) = event {
            // No follower is not an error.
            let _ = self.events.send(event);
        }
        answer
    }

    /// The state now and every event from it on.
    pub(crate) fn snapshot(&self) -> (S, broadcast::Receiver<E>) {
        let state = self.state.lock().expect("live state");
        (state.clone(), self.events.subscribe())
    }

    /// Reads the state without copying it.
    pub(crate) fn read<R>(&self, read: impl FnOnce(&S) -> R) -> R {
        read(&self.state.lock().expect("live state"))
    }
}

/// Follows `live`: `snapshot(state)` first, then its events, until `last` says an event (or the
/// first snapshot) is the end. A follower that fell behind gets `snapshot(state)` again.
pub(crate) fn follow<S, E>(
    live: Arc<Live<S, E>>,
    snapshot: fn(S) -> E,
    last: fn(&E) -> bool,
) -> impl Stream<Item = E>
where
    S: Clone + Send + 'static,
    E: Clone + Send + 'static,
{
    let (state, events) = live.snapshot();
    let first = snapshot(state);
    let done = last(&first);
    let first = futures::stream::once(async move { first });
    let rest = futures::stream::unfold(
        (events, live, done),
        move |(mut events, live, done)| async move {
            if done {
                return None;
            }
            let event = match events.recv().await {
                Ok(event) => event,
                // Fell behind: start again from the state now.
                Err(broadcast::error::RecvError::Lagged(_)) => {
                    let (state, fresh) = live.snapshot();
                    events = fresh;
                    snapshot(state)
                }
                Err(broadcast::error::RecvError::Closed) => return None,
            };
            let done = last(&event);
            Some((event, (events, live, done)))
        },
    );
    futures::stream::StreamExt::chain(first, rest)
}

#[cfg(test)]
mod tests {
    use futures::StreamExt;

    use super::*;

    #[derive(Clone, Debug, PartialEq)]
    enum Event {
        Snapshot(String),
        Add(char),
        End,
    }

    fn live() -> Arc<Live<String, Event>> {
        Arc::new(Live::new(String::from("a"), 2))
    }

    fn add(live: &Live<String, Event>, c: char) {
        live.update(|s| {
            s.push(c);
            (Some(Event::Add(c)), ())
        });
    }

    #[tokio::test]
    async fn a_follower_gets_the_snapshot_then_every_later_event_until_the_end() {
        let live = live();
        add(&live, 'b');
        let mut events = Box::pin(follow(live.clone(), Event::Snapshot, |e| *e == Event::End));
        add(&live, 'c');
        live.update(|_| (Some(Event::End), ()));
        assert_eq!(events.next().await, Some(Event::Snapshot("ab".into())));
        assert_eq!(events.next().await, Some(Event::Add('c')));
        assert_eq!(events.next().await, Some(Event::End));
        assert_eq!(events.next().await, None);
    }

    #[tokio::test]
    async fn a_follower_that_fell_behind_gets_a_fresh_snapshot() {
        let live = live();
        let mut events = Box::pin(follow(live.clone(), Event::Snapshot, |e| *e == Event::End));
        assert_eq!(events.next().await, Some(Event::Snapshot("a".into())));
        for c in ['b', 'c', 'd', 'e'] {
            add(&live, c);
        }
        assert_eq!(events.next().await, Some(Event::Snapshot("abcde".into())));
        add(&live, 'f');
        assert_eq!(events.next().await, Some(Event::Add('f')));
    }

    #[tokio::test]
    async fn a_snapshot_that_is_the_end_ends_the_stream() {
        let live = live();
        let events = follow(live, Event::Snapshot, |e| matches!(e, Event::Snapshot(_)));
        assert_eq!(
            events.collect::<Vec<_>>().await,
            [Event::Snapshot("a".into())]
        );
    }
}
