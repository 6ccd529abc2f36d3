//! Micro-batching for the hottest statements: one task per batcher takes every request waiting
//! (up to a bound), serves them with one round trip to the database, and answers each caller.
//! Nothing waits for a batch to fill: under light load a batch is one request, and under heavy
//! load requests pile up while the previous batch runs, so the number of statements (and, with
//! SQLite, of hops to its connection threads) grows with the number of batches, not requests.

use std::{collections::HashMap, future::Future};

use sea_orm::DatabaseConnection;
use tokio::sync::{mpsc, oneshot};

use crate::{Error, Result};

/// The most keys one batched read asks for.
pub(crate) const MAX_READ_BATCH: usize = 128;

/// Requests waiting for the task; callers wait for room beyond this (back-pressure).
const QUEUE: usize = 4096;

/// One request and where its answer goes.
pub(crate) struct Job<In, Out> {
    pub(crate) input: In,
    pub(crate) reply: oneshot::Sender<Result<Out>>,
}

impl<In, Out> Job<In, Out> {
    /// Answers the caller; a caller that has gone away (cancelled) is not an error.
    pub(crate) fn answer(self, outcome: Result<Out>) {
        let _ = self.reply.send(outcome);
    }
}

/// The handle to a batching task. Cheap to clone; the task ends when the last handle drops.
pub(crate) struct Batcher<In, Out> {
    jobs: mpsc::Sender<Job<In, Out>>,
}

impl<In, Out> Clone for Batcher<In, Out> {
    fn clone(&self) -> Self {
        Self {
            jobs: self.jobs.clone(),
        }
    }
}

impl<In, Out> std::fmt::Debug for Batcher<In, Out> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Batcher").finish_non_exhaustive()
    }
}

impl<In: Send + 'static, Out: Send + 'static> Batcher<In, Out> {
    /// Starts the task on the current Tokio runtime. `serve` gets each batch (at most
    /// `max_batch` jobs) and must answer every job in it.
    pub(crate) fn spawn<F, Fut>(max_batch: usize, mut serve: F) -> Self
    where
        F: FnMut(Vec<Job<In, Out>>) -> Fut + Send + 'static,
        Fut: Future<Output = ()> + Send + 'static,
    {
        let (jobs, mut rx) = mpsc::channel(QUEUE);
        tokio::spawn(async move {
            let mut batch = Vec::with_capacity(max_batch);
            while rx.recv_many(&mut batch, max_batch).await > 0 {
                let taken = std::mem::replace(&mut batch, Vec::with_capacity(max_batch));
                serve(taken).await;
            }
        });
        Self { jobs }
    }

    /// Starts the loop on an OS thread of its own instead, for a `serve` that blocks (a
    /// database call made directly, with no hop to another thread). The thread ends when the
    /// last handle drops, once it has served every job queued before that.
    pub(crate) fn spawn_thread<F>(name: &str, max_batch: usize, mut serve: F) -> Result<Self>
    where
        F: FnMut(Vec<Job<In, Out>>) + Send + 'static,
    {
        let (jobs, mut rx) = mpsc::channel(QUEUE);
        std::thread::Builder::new()
            .name(name.to_owned())
            .spawn(move || {
                let mut batch = Vec::with_capacity(max_batch);
                while rx.blocking_recv_many(&mut batch, max_batch) > 0 {
                    serve(std::mem::replace(&mut batch, Vec::with_capacity(max_batch)));
                }
            })
            .map_err(|err| {
                Error::Database(sea_orm::DbErr::Custom(format!(
                    "could not start the {name} thread: {err}"
                )))
            })?;
        Ok(Self { jobs })
    }

    /// Queues `input` and waits for its answer.
    pub(crate) async fn submit(&self, input: In) -> Result<Out> {
        let (reply, answer) = oneshot::channel();
        self.jobs
            .send(Job { input, reply })
            .await
            .map_err(|_| stopped())?;
        answer.await.map_err(|_| stopped())?
    }
}

fn stopped() -> Error {
    Error::Database(sea_orm::DbErr::Custom("a batching task has stopped".into()))
}

/// A batcher of reads by key (a user id): each batch is one `read` of every key in it. If that
/// fails, each request gets a read of its own and its own outcome, so one bad key never fails
/// another caller.
pub(crate) fn spawn_reader<T, F, Fut>(
    db: DatabaseConnection,
    max_batch: usize,
    read: F,
) -> Batcher<String, Option<T>>
where
    T: Clone + Send + 'static,
    F: Fn(DatabaseConnection, Vec<String>) -> Fut + Clone + Send + Sync + 'static,
    Fut: Future<Output = Result<HashMap<String, T>>> + Send + 'static,
{
    Batcher::spawn(max_batch, move |batch: Vec<Job<String, Option<T>>>| {
        let (db, read) = (db.clone(), read.clone());
        async move {
            let mut keys: Vec<String> = batch.iter().map(|job| job.input.clone()).collect();
            keys.sort_unstable();
            keys.dedup();
            match read(db.clone(), keys).await {
                Ok(found) => {
                    for job in batch {
                        let answer = found.get(&job.input).cloned();
                        job.answer(Ok(answer));
                    }
                }
                Err(err) if batch.len() == 1 => {
                    if let Some(job) = batch.into_iter().next() {
                        job.answer(Err(err));
                    }
                }
                Err(_) => {
                    for job in batch {
                        let outcome = read(db.clone(), vec![job.input.clone()])
                            .await
                            .map(|mut found| found.remove(&job.input));
                        job.answer(outcome);
                    }
                }
            }
        }
    })
}
