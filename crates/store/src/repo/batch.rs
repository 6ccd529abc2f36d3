//! Micro-batching for the hottest statements: one task per batcher takes every request waiting
//! (up to a bound), serves them with one round trip to the database, and answers each caller.
//! Nothing waits for a batch to fill: under light load a batch is one request, and under heavy
//! load requests pile up while the previous batch runs, so the number of statements (and, with
//! SQLite, of hops to its connection threads) grows with the number of batches, not requests.
//! A read ([`Reader`]) made while no other is in flight skips the task and runs on its caller's
//! own: with nothing to batch it with, the hand-off to the task and back only costs time.

use std::{
    collections::HashMap,
    future::Future,
    sync::{
        Arc, OnceLock,
        atomic::{AtomicUsize, Ordering},
    },
};

use futures::future::BoxFuture;

use sea_orm::{
    ConnectionTrait, DatabaseConnection, DbBackend, QueryResult, Statement, Value,
    sea_query::SelectStatement,
};
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

/// Reads by key (a user id), batched under load. A read made while no other is in flight runs
/// at once on the caller's own task, one key, with no hand-off; a read made while others are
/// in flight goes to the batching task, which reads every key waiting in one `read`. If that
/// fails, each request gets a read of its own and its own outcome, so one bad key never fails
/// another caller. Cheap to clone.
pub(crate) struct Reader<T> {
    batcher: Batcher<String, Option<T>>,
    read_one: ReadOne<T>,
    /// Reads in flight, direct or batched.
    in_flight: Arc<AtomicUsize>,
}

/// A read of one key, at once.
type ReadOne<T> = Arc<dyn Fn(String) -> BoxFuture<'static, Result<Option<T>>> + Send + Sync>;

impl<T> Clone for Reader<T> {
    fn clone(&self) -> Self {
        Self {
            batcher: self.batcher.clone(),
            read_one: Arc::clone(&self.read_one),
            in_flight: Arc::clone(&self.in_flight),
        }
    }
}

impl<T> std::fmt::Debug for Reader<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Reader").finish_non_exhaustive()
    }
}

impl<T: Send + 'static> Reader<T> {
    /// The answer for `key`: `None` if nothing has it.
    pub(crate) async fn read(&self, key: String) -> Result<Option<T>> {
        // Counted until this future ends, answered or dropped.
        let entered = InFlight::enter(&self.in_flight);
        if entered.alone {
            (self.read_one)(key).await
        } else {
            self.batcher.submit(key).await
        }
    }
}

/// One read counted in flight until dropped (answered or cancelled).
struct InFlight<'a> {
    count: &'a AtomicUsize,
    /// No other read was in flight when this one began.
    alone: bool,
}

impl<'a> InFlight<'a> {
    fn enter(count: &'a AtomicUsize) -> Self {
        let alone = count.fetch_add(1, Ordering::AcqRel) == 0;
        Self { count, alone }
    }
}

impl Drop for InFlight<'_> {
    fn drop(&mut self) {
        self.count.fetch_sub(1, Ordering::AcqRel);
    }
}

/// Starts a [`Reader`] whose reads are `read` of a set of keys.
pub(crate) fn spawn_reader<T, F, Fut>(
    db: DatabaseConnection,
    max_batch: usize,
    read: F,
) -> Reader<T>
where
    T: Clone + Send + 'static,
    F: Fn(DatabaseConnection, Vec<String>) -> Fut + Clone + Send + Sync + 'static,
    Fut: Future<Output = Result<HashMap<String, T>>> + Send + 'static,
{
    let read_one: ReadOne<T> = {
        let (db, read) = (db.clone(), read.clone());
        Arc::new(move |key: String| {
            let found = read(db.clone(), vec![key.clone()]);
            Box::pin(async move { Ok(found.await?.remove(&key)) })
        })
    };
    let batcher = Batcher::spawn(max_batch, {
        let read_one = Arc::clone(&read_one);
        move |batch: Vec<Job<String, Option<T>>>| {
            let (db, read, read_one) = (db.clone(), read.clone(), Arc::clone(&read_one));
            async move {
                let mut keys: Vec<String> = batch.iter().map(|job| job.input.clone()).collect();
                keys.sort_unstable();
                keys.dedup();
                match read(db, keys).await {
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
                            let outcome = read_one(job.input.clone()).await;
                            job.answer(outcome);
                        }
                    }
                }
            }
        }
    });
    Reader {
        batcher,
        read_one,
        in_flight: Arc::new(AtomicUsize::new(0)),
    }
}

/// A batcher of reads by key (as [`spawn_reader`]) whose statement is `select` of the batch's
/// keys, its text made once per number of keys ([`StatementTexts`]), and whose rows `decode`
/// turns into each key's answer.
pub(crate) fn spawn_select_reader<T: Clone + Send + 'static>(
    db: DatabaseConnection,
    select: fn(Vec<String>) -> SelectStatement,
    decode: fn(Vec<QueryResult>) -> Result<HashMap<String, T>>,
) -> Reader<T> {
    let texts = Arc::new(StatementTexts::new(select));
    spawn_reader(db, MAX_READ_BATCH, move |db, keys| {
        let texts = Arc::clone(&texts);
        async move {
            let statement = texts.statement(db.get_database_backend(), keys);
            decode(db.query_all_raw(statement).await?)
        }
    })
}

/// The SQL text of a batched read for each number of keys (1 to [`MAX_READ_BATCH`]), made once.
/// SeaORM builds a statement's text from its parts on every call, about a fifth of a small
/// batched read's cost (perf on `{ me { … } }`; docs/performance.md). A read whose only bound
/// values are its keys has the same text for any keys of one count, so the text is made with
/// placeholder keys the first time and the real keys are bound to it after. A select that binds
/// anything else is built afresh on every call, as before.
pub(crate) struct StatementTexts {
    select: fn(Vec<String>) -> SelectStatement,
    /// By number of keys; `None` when the select binds more than its keys.
    texts: Box<[OnceLock<Option<String>>]>,
}

impl StatementTexts {
    pub(crate) fn new(select: fn(Vec<String>) -> SelectStatement) -> Self {
        Self {
            select,
            texts: (0..MAX_READ_BATCH).map(|_| OnceLock::new()).collect(),
        }
    }

    /// The statement that reads `keys`.
    pub(crate) fn statement(&self, backend: DbBackend, keys: Vec<String>) -> Statement {
        let slot = keys
            .len()
            .checked_sub(1)
            .filter(|slot| *slot < self.texts.len());
        let text = slot.and_then(|slot| {
            self.texts[slot]
                .get_or_init(|| {
                    let built = backend.build(&(self.select)(vec![String::new(); slot + 1]));
                    let binds_only_keys = built.values.as_ref().is_some_and(|values| {
                        values.0.len() == slot + 1
                            && values.0.iter().all(|v| matches!(v, Value::String(_)))
                    });
                    binds_only_keys.then_some(built.sql)
                })
                .as_deref()
        });
        match text {
            Some(sql) => {
                Statement::from_sql_and_values(backend, sql, keys.into_iter().map(Value::from))
            }
            None => backend.build(&(self.select)(keys)),
        }
    }

    /// Whether the text for `count` keys was made once and is reused.
    #[cfg(test)]
    fn reuses_text_for(&self, count: usize) -> bool {
        self.texts[count - 1].get().is_some_and(Option::is_some)
    }
}

#[cfg(test)]
mod tests {
    use sea_orm::{
        ColumnTrait, EntityTrait, QueryFilter, QueryTrait,
        sea_query::{Expr, ExprTrait},
    };

    use super::*;
    use crate::entity::user;

    fn by_ids(ids: Vec<String>) -> SelectStatement {
        user::Entity::find()
            .filter(user::Column::Id.is_in(ids))
            .into_query()
    }

    fn by_ids_and_a_value(ids: Vec<String>) -> SelectStatement {
        user::Entity::find()
            .filter(user::Column::Id.is_in(ids))
            .filter(Expr::col(user::Column::Email).ne("x"))
            .into_query()
    }

    fn keys(names: &[&str]) -> Vec<String> {
        names.iter().map(|n| (*n).to_owned()).collect()
    }

    /// Each `read` the reader made: its keys, and the task it ran on.
    type Calls = Arc<std::sync::Mutex<Vec<(Vec<String>, Option<tokio::task::Id>)>>>;

    /// A reader whose reads answer each key with it in capitals, each once the semaphore gives
    /// a permit (it starts with none), recording what they read and where.
    async fn gated_reader() -> (Reader<String>, Calls, Arc<tokio::sync::Semaphore>) {
        let db = sea_orm::Database::connect("sqlite::memory:").await.unwrap();
        let (calls, gate) = (Calls::default(), Arc::new(tokio::sync::Semaphore::new(0)));
        let reader = spawn_reader(db, MAX_READ_BATCH, {
            let (calls, gate) = (calls.clone(), gate.clone());
            move |_db, keys: Vec<String>| {
                let (calls, gate) = (calls.clone(), gate.clone());
                async move {
                    calls
                        .lock()
                        .unwrap()
                        .push((keys.clone(), tokio::task::try_id()));
                    gate.acquire().await.unwrap().forget();
                    Ok(keys
                        .into_iter()
                        .map(|key| (key.clone(), key.to_uppercase()))
                        .collect())
                }
            }
        });
        (reader, calls, gate)
    }

    /// `future`'s output, or a failure naming `what` after 5 s.
    async fn soon<F: Future>(what: &str, future: F) -> F::Output {
        tokio::time::timeout(std::time::Duration::from_secs(5), future)
            .await
            .unwrap_or_else(|_| panic!("{what} within 5 s"))
    }

    /// Reads `key` on a task of its own; answers that task's id and the read's outcome.
    fn read_on_a_task(
        reader: &Reader<String>,
        key: &str,
    ) -> tokio::task::JoinHandle<(tokio::task::Id, Option<String>)> {
        let (reader, key) = (reader.clone(), key.to_owned());
        tokio::spawn(async move { (tokio::task::id(), reader.read(key).await.unwrap()) })
    }

    /// Waits until `count` reads have begun.
    async fn until_calls(calls: &Calls, count: usize) {
        let begun = async {
            while calls.lock().unwrap().len() < count {
                tokio::task::yield_now().await;
            }
        };
        soon(&format!("{count} reads began"), begun).await;
    }

    #[tokio::test]
    async fn a_read_alone_runs_on_its_callers_task_and_reads_made_meanwhile_go_to_the_batch() {
        let (reader, calls, gate) = gated_reader().await;

        let first = read_on_a_task(&reader, "a");
        until_calls(&calls, 1).await;
        let second = read_on_a_task(&reader, "b");
        let third = read_on_a_task(&reader, "c");
        until_calls(&calls, 2).await;
        gate.add_permits(3);
        let (first, second, third) = (
            first.await.unwrap(),
            second.await.unwrap(),
            third.await.unwrap(),
        );
        assert_eq!(first.1.as_deref(), Some("A"));
        assert_eq!(second.1.as_deref(), Some("B"));
        assert_eq!(third.1.as_deref(), Some("C"));

        let calls = calls.lock().unwrap().clone();
        assert_eq!(
            calls[0],
            (keys(&["a"]), Some(first.0)),
            "alone: read at once, on its own task"
        );
        let batched: Vec<&String> = calls[1..].iter().flat_map(|(keys, _)| keys).collect();
        assert_eq!(batched, ["b", "c"], "each read once, by the batching task");
        let batching_task = calls[1].1.expect("a task");
        assert!(
            calls[1..]
                .iter()
                .all(|(_, task)| *task == Some(batching_task))
        );
        assert!(![first.0, second.0, third.0].contains(&batching_task));
    }

    #[tokio::test]
    async fn a_read_cancelled_midway_no_longer_counts_as_in_flight() {
        let (reader, calls, gate) = gated_reader().await;

        let cancelled = read_on_a_task(&reader, "a");
        until_calls(&calls, 1).await;
        cancelled.abort();
        assert!(cancelled.await.unwrap_err().is_cancelled());

        gate.add_permits(1);
        let (task, answer) = soon("the next read answered", read_on_a_task(&reader, "b"))
            .await
            .unwrap();
        assert_eq!(answer.as_deref(), Some("B"));
        assert_eq!(
            calls.lock().unwrap()[1],
            (keys(&["b"]), Some(task)),
            "with none in flight again, the next read runs at once on its own task"
        );
    }

    #[test]
    fn a_text_made_once_per_count_gives_what_building_gives() {
        for backend in [DbBackend::Sqlite, DbBackend::Postgres] {
            let texts = StatementTexts::new(by_ids);
            for ids in [keys(&["a"]), keys(&["a", "b", "c"]), keys(&["x", "y", "z"])] {
                let built = backend.build(&by_ids(ids.clone()));
                let reused = texts.statement(backend, ids);
                assert_eq!(reused.sql, built.sql);
                assert_eq!(reused.values, built.values);
            }
            assert!(texts.reuses_text_for(1) && texts.reuses_text_for(3));
            assert!(!texts.reuses_text_for(2), "made only when asked for");
        }
    }

    #[test]
    fn the_hot_reads_bind_only_their_ids_so_their_text_is_made_once() {
        let selects: [fn(Vec<String>) -> SelectStatement; 2] = [
            crate::repo::groups::select_users,
            crate::repo::contexts::select_users_with_active_context,
        ];
        for select in selects {
            for backend in [DbBackend::Sqlite, DbBackend::Postgres] {
                let texts = StatementTexts::new(select);
                texts.statement(backend, keys(&["a", "b"]));
                assert!(texts.reuses_text_for(2), "{backend:?}");
            }
        }
    }

    #[test]
    fn a_select_that_binds_more_than_its_keys_is_built_each_time() {
        let texts = StatementTexts::new(by_ids_and_a_value);
        let ids = keys(&["a", "b"]);
        let statement = texts.statement(DbBackend::Sqlite, ids.clone());
        let built = DbBackend::Sqlite.build(&by_ids_and_a_value(ids));
        assert_eq!(statement.sql, built.sql);
        assert_eq!(statement.values, built.values);
        assert!(!texts.reuses_text_for(2));
    }

    #[test]
    fn more_keys_than_a_batch_holds_are_built_each_time() {
        let texts = StatementTexts::new(by_ids);
        let ids: Vec<String> = (0..MAX_READ_BATCH + 3).map(|n| n.to_string()).collect();
        let statement = texts.statement(DbBackend::Postgres, ids.clone());
        assert_eq!(
            statement.values,
            DbBackend::Postgres.build(&by_ids(ids)).values
        );
        assert!(!texts.reuses_text_for(MAX_READ_BATCH));
        let full: Vec<String> = (0..MAX_READ_BATCH).map(|n| n.to_string()).collect();
        let statement = texts.statement(DbBackend::Postgres, full.clone());
        assert_eq!(statement.sql, DbBackend::Postgres.build(&by_ids(full)).sql);
    }
}
