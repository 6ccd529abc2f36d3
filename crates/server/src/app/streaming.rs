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

use std::{
    pin::Pin,
    task::{Context, Poll},
};

use domain::generation::{Description, GeneratorKind};
use engine::llm::Delta;
use futures::Stream;
use tokio::sync::mpsc;

use super::{
    App, Error, Result,
    generation::{Generated, GenerationOptions},
};

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

impl App {
    /// Starts a generation whose prompt is reported as it is written. Same rules as
    /// [`App::generate`]; see the module for what dropping the stream does.
    pub fn generate_stream(
        &self,
        user_id: String,
        kind: GeneratorKind,
        description: Description,
        options: GenerationOptions,
    ) -> GenerationStream {
        let (tx, rx) = mpsc::unbounded_channel::<Progress>();
        let app = self.clone();
        let task = tokio::spawn(async move {
            let deltas = tx.clone();
            let mut on_delta = move |delta: Delta<'_>| {
                let progress = match delta {
                    Delta::Text(text) => Progress::Text(text.to_owned()),
                    Delta::Reset => Progress::Reset,
                };
                let _ = deltas.send(progress);
            };
            let outcome = app
                .generate_streaming(&user_id, kind, description, options, &mut on_delta)
                .await;
            let _ = tx.send(Progress::Done(outcome));
        });
        GenerationStream {
            rx,
            task: Some(task),
            prompt_sent: false,
            done: false,
        }
    }
}

/// The progress of one generation. Dropping it (the client went away) aborts the generation
/// unless prompt text has already been handed out.
pub struct GenerationStream {
    rx: mpsc::UnboundedReceiver<Progress>,
    task: Option<tokio::task::JoinHandle<()>>,
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
        if let Some(task) = self.task.take()
            && !self.prompt_sent
        {
            task.abort();
        }
    }
}
