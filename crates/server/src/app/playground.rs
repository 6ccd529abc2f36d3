//! The testing playground (issue 20): one prompt sent as it is to 2 to 6 of the operator's
//! models at once, each answer streamed into its own column with its timings, tokens and
//! estimated cost; a column can be cancelled while the others carry on; blind runs hide which
//! model wrote which answer until the user votes; every run is kept in the user's history.
//!
//! A run is a task of its own (the coordinator). Each column's provider call is a task that
//! reports its text and its end to the coordinator, which keeps each column's text (cut at
//! `MAX_ANSWER_CHARS`), hands events to the client, ends columns on a cancel, and writes the
//! run when every column has ended. A client that leaves cancels the columns still going; what
//! they wrote so far is kept. Cancels reach the coordinator through this instance's registry:
//! the web app sends them over the same graphql-ws socket as the run, so they arrive where the
//! run is.

use std::{
    collections::HashMap,
    pin::Pin,
    sync::{Arc, Mutex},
    task::{Context, Poll},
    time::{Duration, Instant},
};

use chrono::{DateTime, Utc};
use domain::playground::{
    self as rules, ColumnState, Family, MicroUsd, ModelRef, PairVerdict, PriceTable, Tokens,
    Variant, Vote,
};
use engine::llm::{Completion, Provider, ProviderError, ProviderKind, ProviderSettings};
use futures::Stream;
use store::{NewAnswer, NewRun, PlaygroundRun, RunGate, TestingCounts};
use tokio::sync::mpsc;

use super::{App, Error, Result};
use crate::auth::key_cipher::KeyCipher;

/// How the operator set the playground up.
pub struct PlaygroundSettings {
    /// Each provider with the models it offers for testing (empty: the models it writes with).
    pub providers: Vec<(ProviderSettings, Vec<String>)>,
    pub prices: PriceTable,
    /// The most output tokens one model may write in a run.
    pub max_output_tokens: u32,
    /// Runs estimated above this ask the user to confirm first.
    pub confirm_cost_above: MicroUsd,
    /// The secret users' own keys are encrypted with.
    pub user_keys_secret: Vec<u8>,
    /// Users' keys may point at private and local addresses.
    pub user_keys_private_hosts: bool,
}

/// A model the playground offers.
#[derive(Clone)]
pub(super) struct Offered {
    pub(super) model: ModelRef,
    pub(super) family: Family,
    pub(super) provider: Arc<Provider>,
    /// Through one of the user's own keys.
    pub(super) own: bool,
}

/// The operator's models and prices, and the runs going on this instance.
pub struct Playground {
    offered: Vec<Offered>,
    prices: PriceTable,
    max_output_tokens: u32,
    confirm_cost_above: MicroUsd,
    /// The longest a run can take: a run older than this that never ended was left by a
    /// stopped server and no longer counts as going.
    longest_run: Duration,
    running: Mutex<HashMap<String, Running>>,
    /// Seals and opens users' own keys.
    pub(super) cipher: KeyCipher,
    pub(super) private_hosts: bool,
}

impl Default for Playground {
    fn default() -> Self {
        let mut secret = [0u8; 32];
        rand::RngCore::fill_bytes(&mut rand::rng(), &mut secret);
        Self {
            offered: Vec::new(),
            prices: PriceTable::default(),
            max_output_tokens: 1024,
            confirm_cost_above: MicroUsd(50_000),
            longest_run: OWN_KEY_LONGEST_RUN,
            running: Mutex::default(),
            cipher: KeyCipher::new(&secret),
            private_hosts: false,
        }
    }
}

/// The deadlines a user's own key is called with.
pub(super) const OWN_KEY_IDLE_TIMEOUT: Duration = Duration::from_secs(30);
pub(super) const OWN_KEY_TOTAL_TIMEOUT: Duration = Duration::from_secs(120);
/// A run on own keys can take this long (two calls, the backoff, a margin).
const OWN_KEY_LONGEST_RUN: Duration = Duration::from_secs(2 * 120 + 1 + 60);

/// A run going on this instance: whose it is, and where its cancels go.
struct Running {
    user_id: String,
    cancel: mpsc::UnboundedSender<Cancel>,
}

/// Which columns to end now.
#[derive(Debug, Clone)]
enum Cancel {
    Columns(Vec<usize>),
    All,
}

/// The maker of a model whose name does not say: the vendor the provider speaks for, when it
/// is the vendor's own API.
pub(super) fn family_of(model: &str, settings: &ProviderSettings) -> Family {
    Family::of_model(model).unwrap_or(match (settings.kind, &settings.base_url) {
        (ProviderKind::Anthropic, _) => Family::Anthropic,
        (ProviderKind::Gemini, _) => Family::Gemini,
        (ProviderKind::Openai, None) => Family::Openai,
        (ProviderKind::Openai, Some(_)) => Family::Other,
    })
}

impl Playground {
    pub fn new(settings: PlaygroundSettings) -> Result<Self, ProviderError> {
        let mut offered = Vec::new();
        let mut longest = Duration::ZERO;
        for (provider_settings, test_models) in settings.providers {
            let models = if test_models.is_empty() {
                let m = &provider_settings.models;
                [
                    &m.default,
                    &m.primer,
                    &m.amplifier,
                    &m.mastermind,
                    &m.image,
                    &m.video,
                    &m.json,
                ]
                .into_iter()
                .flatten()
                .filter(|name| !name.is_empty())
                .cloned()
                .collect()
            } else {
                test_models
            };
            // A call may be retried once after the backoff.
            longest =
                longest.max(provider_settings.total_timeout * 2 + provider_settings.retry_backoff);
            let families: Vec<(String, Family)> = models
                .into_iter()
                .map(|m| {
                    let family = family_of(&m, &provider_settings);
                    (m, family)
                })
                .collect();
            let name = provider_settings.name.clone();
            let provider = Arc::new(Provider::new(provider_settings)?);
            for (model, family) in families {
                let model = ModelRef::new(name.clone(), model);
                if !offered.iter().any(|o: &Offered| o.model == model) {
                    offered.push(Offered {
                        model,
                        family,
                        provider: provider.clone(),
                        own: false,
                    });
                }
            }
        }
        Ok(Self {
            offered,
            prices: settings.prices,
            max_output_tokens: settings.max_output_tokens.max(1),
            confirm_cost_above: settings.confirm_cost_above,
            longest_run: (longest + Duration::from_secs(60)).max(OWN_KEY_LONGEST_RUN),
            running: Mutex::default(),
            cipher: KeyCipher::new(&settings.user_keys_secret),
            private_hosts: settings.user_keys_private_hosts,
        })
    }

    /// Whether the operator offers any model.
    pub(super) fn has_models(&self) -> bool {
        !self.offered.is_empty()
    }

    /// The operator's models with their prices, if the table has one.
    pub(super) fn priced_models(&self) -> Vec<(ModelRef, Option<rules::Price>)> {
        self.offered
            .iter()
            .map(|o| (o.model.clone(), self.prices.price(&o.model.model).cloned()))
            .collect()
    }

    pub(super) fn prices(&self) -> &PriceTable {
        &self.prices
    }

    pub(super) fn max_output_tokens(&self) -> u32 {
        self.max_output_tokens
    }

    /// The operator's providers' names: a user's key may not take one.
    pub(super) fn provider_names(&self) -> Vec<&str> {
        let mut names: Vec<&str> = self
            .offered
            .iter()
            .map(|o| o.model.provider.as_str())
            .collect();
        names.dedup();
        names
    }

    fn estimate(&self, run: &CheckedRun) -> Estimate {
        // Before the run, one count per prompt for every model: the length-based estimate
        // (the output cap dominates the figure anyway).
        let mut cost = MicroUsd::default();
        let mut priced = 0;
        for (offered, variant) in &run.columns {
            let tokens = engine::tokens::estimate(run.prompt_of(*variant));
            let (c, n) = self.prices.estimate_run(
                std::slice::from_ref(&offered.model),
                tokens,
                self.max_output_tokens,
            );
            cost = cost + c;
            priced += n;
        }
        Estimate {
            cost,
            priced_models: priced,
            models: run.columns.len(),
            prompt_tokens: engine::tokens::estimate(&run.prompt),
            needs_confirmation: priced > 0 && cost > self.confirm_cost_above,
        }
    }
}

/// A model as the playground's setup lists it.
#[derive(Debug, Clone)]
pub struct OfferedModel {
    pub model: ModelRef,
    pub family: Family,
    pub price: Option<rules::Price>,
    /// Through one of the user's own keys.
    pub own: bool,
}

/// What the page needs before a run: the models, the limits, and whether the plan allows it.
#[derive(Debug, Clone)]
pub struct PlaygroundSetup {
    pub models: Vec<OfferedModel>,
    /// None when the plan allows runs; else why not, naming the plans that do.
    pub upgrade_message: Option<String>,
    pub max_output_tokens: u32,
    pub confirm_cost_above: MicroUsd,
}

/// A run's cost before it starts: the prompt in, and the most a model may write out, on each
/// model; models without a price add nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Estimate {
    pub cost: MicroUsd,
    pub priced_models: usize,
    pub models: usize,
    pub prompt_tokens: u32,
    /// Above the operator's threshold: the run starts only once the user confirms.
    pub needs_confirmation: bool,
}

/// A column as the user may see it: the model is hidden in a blind run until the vote.
#[derive(Debug, Clone)]
pub struct ColumnView {
    pub position: usize,
    pub label: char,
    /// None while a blind run's vote is not in.
    pub model: Option<(ModelRef, Family)>,
    /// Which prompt it ran; None while a blind run's vote is not in.
    pub variant: Option<Variant>,
}

/// An ended column, as the user may see it.
#[derive(Debug, Clone)]
pub struct AnswerView {
    pub column: ColumnView,
    pub state: ColumnState,
    pub text: String,
    pub error: Option<String>,
    pub first_token_ms: Option<u32>,
    pub total_ms: u32,
    pub tokens: Tokens,
    pub cost: Option<MicroUsd>,
}

/// A finished run as the user may see it.
#[derive(Debug, Clone)]
pub struct RunView {
    pub id: String,
    pub prompt: String,
    /// The closed loop: the enhanced prompt it was compared with.
    pub compare_prompt: Option<String>,
    pub source_prompt_id: Option<String>,
    pub blind: bool,
    /// The models are shown: the run was not blind, or the vote is in.
    pub revealed: bool,
    pub vote: Option<Vote>,
    pub started_at: DateTime<Utc>,
    pub finished_at: DateTime<Utc>,
    pub answers: Vec<AnswerView>,
    pub cost: MicroUsd,
    pub judgment: Option<JudgmentView>,
    /// The library prompt the winner was saved to.
    pub saved_prompt_id: Option<String>,
}

/// A judge's verdicts on a compared run, and the prompt that won by them.
#[derive(Debug, Clone)]
pub struct JudgmentView {
    pub judge_model: String,
    pub verdicts: Vec<PairVerdict>,
    /// None: a tie.
    pub winner: Option<Variant>,
}

fn column_view(
    position: usize,
    model: &ModelRef,
    family: Family,
    variant: Variant,
    revealed: bool,
) -> ColumnView {
    ColumnView {
        position,
        label: rules::blind_label(position),
        model: revealed.then(|| (model.clone(), family)),
        variant: revealed.then_some(variant),
    }
}

fn answer_view(position: usize, answer: NewAnswer, revealed: bool) -> AnswerView {
    AnswerView {
        column: column_view(
            position,
            &ModelRef::new(answer.provider, answer.model),
            answer.family,
            answer.variant,
            revealed,
        ),
        state: answer.state,
        text: answer.text,
        error: answer.error,
        first_token_ms: answer.first_token_ms,
        total_ms: answer.total_ms,
        tokens: answer.tokens,
        cost: answer.cost,
    }
}

impl From<PlaygroundRun> for RunView {
    fn from(run: PlaygroundRun) -> Self {
        let revealed = !run.blind || run.vote.is_some();
        let answers: Vec<AnswerView> = run
            .answers
            .into_iter()
            .map(|a| answer_view(a.position, a.answer, revealed))
            .collect();
        Self {
            cost: answers
                .iter()
                .filter_map(|a| a.cost)
                .fold(MicroUsd::default(), |sum, c| sum + c),
            judgment: run.judgment.map(|(judge_model, verdicts)| JudgmentView {
                winner: rules::judged_winner(&verdicts),
                judge_model,
                verdicts,
            }),
            saved_prompt_id: run.saved_prompt_id,
            compare_prompt: run.compare_prompt,
            source_prompt_id: run.source_prompt_id,
            id: run.id,
            prompt: run.prompt,
            blind: run.blind,
            revealed,
            vote: run.vote,
            started_at: run.started_at,
            finished_at: run.finished_at,
            answers,
        }
    }
}

/// A run as the user asks for it.
#[derive(Debug, Clone, Default)]
pub struct RunRequest {
    pub prompt: String,
    /// "<provider>/<model>", in the columns' order.
    pub models: Vec<String>,
    pub blind: bool,
    pub confirm_cost: bool,
    /// The closed loop: an enhanced version of the prompt, run beside it on each model.
    pub compare_prompt: Option<String>,
    /// The library prompt the run starts from (the winner can be saved back to it).
    pub source_prompt_id: Option<String>,
}

/// A checked run: its prompts and its columns in order.
struct CheckedRun {
    prompt: String,
    compare_prompt: Option<String>,
    columns: Vec<(Offered, Variant)>,
}

impl CheckedRun {
    fn prompt_of(&self, variant: Variant) -> &str {
        match variant {
            Variant::Original => &self.prompt,
            Variant::Enhanced => self.compare_prompt.as_deref().unwrap_or(&self.prompt),
        }
    }
}

/// What a run reports, in order: it started, then text and ended columns as they come, then
/// the stored run (or why it could not be stored). Always ends with `Finished`.
#[derive(Debug)]
pub enum RunEvent {
    Started {
        run_id: String,
        columns: Vec<ColumnView>,
        estimate: Estimate,
    },
    Text {
        position: usize,
        text: String,
    },
    ColumnEnded(Box<AnswerView>),
    Finished(Result<Box<RunView>>),
}

/// TestingAnalytics (spec point 3) for one user.
#[derive(Debug, Clone)]
pub struct TestingAnalytics {
    pub user_id: String,
    pub email: String,
    pub counts: TestingCounts,
}

/// A column's error as the user reads it.
pub(super) fn column_error(err: &ProviderError) -> String {
    match err {
        ProviderError::Status(429) => {
            "The provider is limiting requests right now (HTTP 429). Try again in a minute.".into()
        }
        ProviderError::Status(401 | 403) => {
            "The provider refused the API key (HTTP 401/403). Check the key in the configuration."
                .into()
        }
        ProviderError::Status(404) => {
            "The provider does not know this model (HTTP 404). Check the model's name.".into()
        }
        ProviderError::Status(status) => format!("The provider failed (HTTP {status})."),
        ProviderError::Timeout => "The model took too long to answer.".into(),
        ProviderError::Stalled => "The model stopped sending its answer.".into(),
        ProviderError::Empty => "The model sent an empty answer.".into(),
        ProviderError::NoModel => "No model is configured for this column.".into(),
        ProviderError::Other(text) => format!("The provider could not be reached: {text}"),
    }
}

impl App {
    /// The signed-in user's plan allows the playground (testing, judging, adding keys), or
    /// PLAN_LIMIT naming the plans that do.
    pub(super) async fn check_playground_plan(&self, user_id: &str) -> Result<()> {
        let user = self
            .store
            .find_user(user_id)
            .await?
            .ok_or(Error::Unauthenticated)?;
        rules::check_plan(super::plan::effective_plan(&user, self.clock.now()))
            .map_err(Error::plan_limit)
    }

    /// The models a user may test on: the operator's, then those of the user's own keys.
    async fn offered_to(&self, user_id: &str) -> Result<Vec<Offered>> {
        let mut offered = self.playground.offered.clone();
        offered.extend(self.own_models(user_id).await?);
        Ok(offered)
    }

    /// The playground's models and limits for the signed-in user.
    pub async fn playground_setup(&self, user_id: &str) -> Result<PlaygroundSetup> {
        let user = self
            .store
            .find_user(user_id)
            .await?
            .ok_or(Error::Unauthenticated)?;
        let plan = super::plan::effective_plan(&user, self.clock.now());
        let models = self
            .offered_to(user_id)
            .await?
            .into_iter()
            .map(|o| OfferedModel {
                price: self.playground.prices.price(&o.model.model).cloned(),
                model: o.model,
                family: o.family,
                own: o.own,
            })
            .collect();
        Ok(PlaygroundSetup {
            models,
            upgrade_message: rules::check_plan(plan).err(),
            max_output_tokens: self.playground.max_output_tokens,
            confirm_cost_above: self.playground.confirm_cost_above,
        })
    }

    /// Checks a run's prompts and models against what the user may test on.
    async fn checked_run(&self, user_id: &str, request: &RunRequest) -> Result<CheckedRun> {
        let offered = self.offered_to(user_id).await?;
        if offered.is_empty() {
            return Err(Error::Unavailable(
                "No models are set up for testing on this server. The operator adds them under [[llm.providers]] in superprompt.toml, or you can add your own API key in Settings.".into(),
            ));
        }
        let prompt = rules::check_prompt(&request.prompt)?.to_owned();
        let compare_prompt = request
            .compare_prompt
            .as_deref()
            .map(|p| {
                rules::check_prompt(p).map_err(|mut e| {
                    e.field = "comparePrompt";
                    e
                })
            })
            .transpose()?
            .map(str::to_owned);
        let refs: Vec<ModelRef> = offered.iter().map(|o| o.model.clone()).collect();
        let chosen = rules::choose_models(&request.models, &refs, compare_prompt.is_some())?;
        let columns = rules::columns(&chosen, compare_prompt.is_some())
            .into_iter()
            .filter_map(|(m, variant)| {
                offered
                    .iter()
                    .find(|o| o.model == m)
                    .map(|o| (o.clone(), variant))
            })
            .collect();
        Ok(CheckedRun {
            prompt,
            compare_prompt,
            columns,
        })
    }

    /// What a run would cost at most, before it starts.
    pub async fn playground_estimate(
        &self,
        user_id: &str,
        request: &RunRequest,
    ) -> Result<Estimate> {
        let run = self.checked_run(user_id, request).await?;
        Ok(self.playground.estimate(&run))
    }

    /// Starts a run: paid plans only, at most `MAX_RUNS_AT_ONCE` going per user, and a run
    /// estimated above the operator's threshold only once confirmed. See the module for what
    /// dropping the stream does.
    pub async fn run_playground(&self, user_id: &str, request: RunRequest) -> Result<RunStream> {
        self.check_playground_plan(user_id).await?;
        let now = self.clock.now();
        let run = self.checked_run(user_id, &request).await?;
        if let Some(id) = &request.source_prompt_id {
            // Only one's own prompt, in a folder open to one's plan.
            self.saved_prompt(user_id, id).await?;
        }
        let estimate = self.playground.estimate(&run);
        if estimate.needs_confirmation && !request.confirm_cost {
            return Err(domain::ValidationError::new(
                "confirmCost",
                format!(
                    "This run may cost up to about ${:.2}. Confirm to run it.",
                    estimate.cost.dollars()
                ),
            )
            .into());
        }
        let stale = chrono::Duration::from_std(self.playground.longest_run)
            .unwrap_or(chrono::Duration::minutes(5));
        let gate = RunGate {
            max_running: rules::MAX_RUNS_AT_ONCE as u64,
            stale_before: now - stale,
        };
        let new_run = NewRun {
            prompt: run.prompt.clone(),
            compare_prompt: run.compare_prompt.clone(),
            source_prompt_id: request.source_prompt_id.clone(),
            blind: request.blind,
        };
        let run_id = self
            .store
            .start_playground_run(user_id, new_run, gate, now)
            .await?
            .ok_or_else(|| Error::RateLimited {
                message: format!(
                    "You have {} test runs going. Wait for one to finish, then run this one.",
                    rules::MAX_RUNS_AT_ONCE
                ),
                retry_after_secs: 5,
            })?;
        let (cancel_tx, cancel_rx) = mpsc::unbounded_channel();
        self.playground
            .running
            .lock()
            .expect("the registry is never poisoned")
            .insert(
                run_id.clone(),
                Running {
                    user_id: user_id.to_owned(),
                    cancel: cancel_tx.clone(),
                },
            );
        let (events_tx, events_rx) = mpsc::unbounded_channel();
        let _ = events_tx.send(RunEvent::Started {
            run_id: run_id.clone(),
            columns: run
                .columns
                .iter()
                .enumerate()
                .map(|(i, (o, variant))| {
                    column_view(i, &o.model, o.family, *variant, !request.blind)
                })
                .collect(),
            estimate,
        });
        let coordinator = Coordinator {
            app: self.clone(),
            user_id: user_id.to_owned(),
            run_id,
            blind: request.blind,
            run,
            events: events_tx,
        };
        tokio::spawn(coordinator.run(cancel_rx));
        Ok(RunStream {
            events: events_rx,
            cancel: cancel_tx,
            finished: false,
        })
    }

    /// Ends columns of one of the user's runs going on this instance (all of them without
    /// `positions`).
    pub fn cancel_playground(
        &self,
        user_id: &str,
        run_id: &str,
        positions: Option<Vec<usize>>,
    ) -> Result<()> {
        let running = self
            .playground
            .running
            .lock()
            .expect("the registry is never poisoned");
        let run = running
            .get(run_id)
            .filter(|r| r.user_id == user_id)
            .ok_or_else(|| Error::NotFound("No test run of yours is going with that id.".into()))?;
        let cancel = match positions {
            Some(positions) => Cancel::Columns(positions),
            None => Cancel::All,
        };
        let _ = run.cancel.send(cancel);
        Ok(())
    }

    pub async fn vote_playground(
        &self,
        user_id: &str,
        run_id: &str,
        vote: Vote,
    ) -> Result<RunView> {
        let run = self
            .store
            .playground_run(user_id, run_id)
            .await
            .map_err(run_not_found)?;
        let vote = vote.check(run.answers.len())?;
        self.store
            .vote_playground_run(user_id, run_id, vote, self.clock.now())
            .await
            .map(RunView::from)
            .map_err(run_not_found)
    }

    pub async fn playground_run(&self, user_id: &str, run_id: &str) -> Result<RunView> {
        self.store
            .playground_run(user_id, run_id)
            .await
            .map(RunView::from)
            .map_err(run_not_found)
    }

    /// The user's finished runs, newest first, `first` (at most 50) at a time.
    pub async fn playground_runs(
        &self,
        user_id: &str,
        first: u32,
        before: Option<&str>,
    ) -> Result<Vec<RunView>> {
        let runs = self
            .store
            .playground_runs(user_id, u64::from(first.clamp(1, 50)), before)
            .await?;
        Ok(runs.into_iter().map(RunView::from).collect())
    }

    pub async fn delete_playground_run(&self, user_id: &str, run_id: &str) -> Result<()> {
        self.store
            .delete_playground_run(user_id, run_id)
            .await
            .map_err(run_not_found)
    }

    /// The closed loop's judge: `judge_model` (one the user may test on) scores, for each model
    /// of a compared run, its answer to the original prompt against its answer to the
    /// enhanced one, by the rubric in the engine's `meta-prompts/judge.md`. It sees the
    /// original prompt as the task and the two answers in a random order, so it cannot favour
    /// a position. Pairs where either answer is missing or failed are left out. Paid plans.
    pub async fn judge_playground(
        &self,
        user_id: &str,
        run_id: &str,
        judge_model: &str,
    ) -> Result<RunView> {
        self.check_playground_plan(user_id).await?;
        let run = self
            .store
            .playground_run(user_id, run_id)
            .await
            .map_err(run_not_found)?;
        if run.compare_prompt.is_none() {
            return Err(domain::ValidationError::new(
                "runId",
                "Only a run that compares a prompt with its enhanced version can be judged.",
            )
            .into());
        }
        let judge = match ModelRef::parse(judge_model) {
            Some(m) => self
                .offered_to(user_id)
                .await?
                .into_iter()
                .find(|o| o.model == m),
            None => None,
        }
        .ok_or_else(|| {
            Error::from(domain::ValidationError::new(
                "judgeModel",
                format!("{judge_model} is not one of the models you can use."),
            ))
        })?;
        let pairs = pairs_to_judge(&run);
        if pairs.is_empty() {
            return Err(domain::ValidationError::new(
                "runId",
                "No model answered both prompts, so there is nothing to judge.",
            )
            .into());
        }
        let task = run.prompt.clone();
        let judged =
            futures::future::join_all(pairs.into_iter().map(|(model, original, enhanced)| {
                let provider = judge.provider.clone();
                let judge_name = judge.model.model.clone();
                let task = task.clone();
                async move {
                    let enhanced_first = rand::random::<bool>();
                    let (first, second) = if enhanced_first {
                        (&enhanced, &original)
                    } else {
                        (&original, &enhanced)
                    };
                    let answer = provider.judge(&judge_name, &task, first, second).await;
                    let verdict = answer
                        .map_err(|e| column_error(&e))
                        .and_then(|done| {
                            rules::read_verdict(&done.text)
                                .ok_or_else(|| "The judge's answer could not be read.".to_owned())
                        })
                        .map(|(a, b)| {
                            let (original, enhanced) = if enhanced_first { (b, a) } else { (a, b) };
                            PairVerdict {
                                model: model.clone(),
                                original,
                                enhanced,
                            }
                        });
                    (model, verdict)
                }
            }))
            .await;
        let mut verdicts = Vec::new();
        let mut failures = Vec::new();
        for (model, verdict) in judged {
            match verdict {
                Ok(v) => verdicts.push(v),
                Err(why) => failures.push(format!("{model}: {why}")),
            }
        }
        if verdicts.is_empty() {
            return Err(Error::Unavailable(format!(
                "The judge could not score the answers ({}).",
                failures.join("; ")
            )));
        }
        self.store
            .judge_playground_run(
                user_id,
                run_id,
                &judge.model.key(),
                &verdicts,
                self.clock.now(),
            )
            .await
            .map(RunView::from)
            .map_err(run_not_found)
    }

    /// Keeps a compared run's winning prompt in the library: as a new version of the library
    /// prompt given (or the one the run started from), the old text kept as a version; else as
    /// a new prompt in the default folder. The winner is `variant`, else the judge's. The run
    /// notes where it went.
    pub async fn save_playground_winner(
        &self,
        user_id: &str,
        run_id: &str,
        variant: Option<Variant>,
        prompt_id: Option<&str>,
        title: Option<&str>,
    ) -> Result<(RunView, super::library::SavedPromptView)> {
        let run = self
            .store
            .playground_run(user_id, run_id)
            .await
            .map_err(run_not_found)?;
        let Some(compare_prompt) = run.compare_prompt.clone() else {
            return Err(domain::ValidationError::new(
                "runId",
                "Only a run that compares a prompt with its enhanced version has a winner to save.",
            )
            .into());
        };
        let judged = run
            .judgment
            .as_ref()
            .and_then(|(_, verdicts)| rules::judged_winner(verdicts));
        let winner = variant.or(judged).ok_or_else(|| {
            domain::ValidationError::new(
                "variant",
                "Choose the prompt to keep: the judge did not name a winner.",
            )
        })?;
        let text = match winner {
            Variant::Original => run.prompt.clone(),
            Variant::Enhanced => compare_prompt,
        };
        let target = prompt_id
            .map(str::to_owned)
            .or(run.source_prompt_id.clone());
        let saved = match target {
            Some(id) => {
                self.edit_prompt(
                    user_id,
                    &id,
                    super::library::EditPromptInput {
                        text: Some(text),
                        keep_as_plain_text: true,
                        ..Default::default()
                    },
                )
                .await?
            }
            None => {
                let title = title
                    .map(str::trim)
                    .filter(|t| !t.is_empty())
                    .map(str::to_owned)
                    .unwrap_or_else(|| default_title(&run.prompt));
                self.save_prompt(
                    user_id,
                    super::library::SavePromptInput {
                        folder_id: None,
                        title,
                        text,
                        description: None,
                        generator: None,
                        tags: vec!["tested".into()],
                        // A prompt that ran as it is keeps its text as it is.
                        keep_as_plain_text: true,
                    },
                )
                .await?
            }
        };
        let run = self
            .store
            .set_playground_saved_prompt(user_id, run_id, &saved.id)
            .await
            .map_err(run_not_found)?;
        Ok((run.into(), saved))
    }

    /// TestingAnalytics for the signed-in user.
    pub async fn testing_analytics(&self, user_id: &str) -> Result<TestingAnalytics> {
        let user = self
            .store
            .find_user(user_id)
            .await?
            .ok_or(Error::Unauthenticated)?;
        Ok(TestingAnalytics {
            counts: self.store.testing_counts(user_id).await?,
            user_id: user.id,
            email: user.email,
        })
    }
}

/// A title for a winner saved as a new prompt: the start of the original prompt.
fn default_title(prompt: &str) -> String {
    let first_line = prompt.lines().next().unwrap_or_default().trim();
    let mut title: String = first_line.chars().take(60).collect();
    if first_line.chars().count() > 60 {
        title.push('…');
    }
    if title.is_empty() {
        "Tested prompt".to_owned()
    } else {
        title
    }
}

/// Each model's answers to both prompts, when both have text and neither failed:
/// ("<provider>/<model>", the original's answer, the enhanced one's).
fn pairs_to_judge(run: &PlaygroundRun) -> Vec<(String, String, String)> {
    let usable = |a: &NewAnswer| {
        !a.text.trim().is_empty() && matches!(a.state, ColumnState::Done | ColumnState::Capped)
    };
    let mut pairs = Vec::new();
    for original in run
        .answers
        .iter()
        .map(|a| &a.answer)
        .filter(|a| a.variant == Variant::Original && usable(a))
    {
        if let Some(enhanced) = run.answers.iter().map(|a| &a.answer).find(|a| {
            a.variant == Variant::Enhanced
                && a.provider == original.provider
                && a.model == original.model
                && usable(a)
        }) {
            pairs.push((
                ModelRef::new(original.provider.clone(), original.model.clone()).key(),
                original.text.clone(),
                enhanced.text.clone(),
            ));
        }
    }
    pairs
}

fn run_not_found(err: store::Error) -> Error {
    match err {
        store::Error::NotFound => {
            Error::NotFound("No finished test run of yours has that id.".into())
        }
        other => other.into(),
    }
}

/// What a column's task tells the coordinator.
enum ColumnMsg {
    Text(usize, String),
    End(usize, Result<Completion, ProviderError>),
}

/// One column while the run goes.
struct Column {
    offered: Offered,
    variant: Variant,
    text: String,
    first_token: Option<Duration>,
    task: tokio::task::JoinHandle<()>,
    ended: bool,
}

struct Coordinator {
    app: App,
    user_id: String,
    run_id: String,
    blind: bool,
    run: CheckedRun,
    events: mpsc::UnboundedSender<RunEvent>,
}

impl Coordinator {
    async fn run(self, mut cancels: mpsc::UnboundedReceiver<Cancel>) {
        let started = Instant::now();
        let max_tokens = self.app.playground.max_output_tokens;
        let (tx, mut rx) = mpsc::unbounded_channel::<ColumnMsg>();
        let mut columns: Vec<Column> = self
            .run
            .columns
            .iter()
            .enumerate()
            .map(|(position, (offered, variant))| {
                let tx = tx.clone();
                let provider = offered.provider.clone();
                let model = offered.model.model.clone();
                let prompt = self.run.prompt_of(*variant).to_owned();
                let task = tokio::spawn(async move {
                    let texts = tx.clone();
                    let mut on_text = move |text: &str| {
                        let _ = texts.send(ColumnMsg::Text(position, text.to_owned()));
                    };
                    let result = provider
                        .complete(&model, &prompt, max_tokens, &mut on_text)
                        .await;
                    let _ = tx.send(ColumnMsg::End(position, result));
                });
                Column {
                    offered: offered.clone(),
                    variant: *variant,
                    text: String::new(),
                    first_token: None,
                    task,
                    ended: false,
                }
            })
            .collect();
        drop(tx);
        let mut answers: Vec<Option<NewAnswer>> = vec![None; columns.len()];
        let mut cancels_open = true;
        while answers.iter().any(Option::is_none) {
            let ended: Vec<(usize, ColumnState, Option<String>, Option<Completion>)> = tokio::select! {
                msg = rx.recv() => match msg {
                    Some(ColumnMsg::Text(position, text)) => {
                        let column = &mut columns[position];
                        if column.ended {
                            continue;
                        }
                        column.first_token.get_or_insert_with(|| started.elapsed());
                        let before = column.text.len();
                        column.text.push_str(&text);
                        let (kept, cut) = rules::cap_answer(&column.text);
                        let kept_len = kept.len();
                        column.text.truncate(kept_len);
                        if column.text.len() > before {
                            let _ = self.events.send(RunEvent::Text {
                                position,
                                text: column.text[before..].to_owned(),
                            });
                        }
                        if cut {
                            column.task.abort();
                            vec![(position, ColumnState::Capped, Some(format!(
                                "The answer was cut at {} characters.", rules::MAX_ANSWER_CHARS
                            )), None)]
                        } else {
                            continue;
                        }
                    }
                    Some(ColumnMsg::End(position, result)) => match result {
                        Ok(completion) => {
                            let state = if completion.capped { ColumnState::Capped } else { ColumnState::Done };
                            let notice = completion.capped.then(|| "The answer reached the output limit and ends there.".to_owned());
                            vec![(position, state, notice, Some(completion))]
                        }
                        Err(err) => vec![(position, ColumnState::Failed, Some(column_error(&err)), None)],
                    },
                    // Every column task has ended and reported.
                    None => break,
                },
                cancel = cancels.recv(), if cancels_open => match cancel {
                    Some(Cancel::All) => (0..columns.len()).map(|p| (p, ColumnState::Cancelled, None, None)).collect(),
                    Some(Cancel::Columns(positions)) => positions
                        .into_iter()
                        .filter(|p| *p < columns.len())
                        .map(|p| (p, ColumnState::Cancelled, None, None))
                        .collect(),
                    None => { cancels_open = false; continue; }
                },
            };
            for (position, state, error, completion) in ended {
                let column = &mut columns[position];
                if column.ended {
                    continue;
                }
                column.ended = true;
                if state == ColumnState::Cancelled {
                    column.task.abort();
                }
                let answer = self
                    .answer(column, state, error, completion, started.elapsed())
                    .await;
                let _ = self.events.send(RunEvent::ColumnEnded(Box::new(answer_view(
                    position,
                    answer.clone(),
                    !self.blind,
                ))));
                answers[position] = Some(answer);
            }
        }
        self.app
            .playground
            .running
            .lock()
            .expect("the registry is never poisoned")
            .remove(&self.run_id);
        let mut ended = Vec::with_capacity(answers.len());
        for (answer, column) in answers.into_iter().zip(&columns) {
            ended.push(match answer {
                Some(answer) => answer,
                // A column task that ended without reporting (it panicked).
                None => {
                    self.answer(
                        column,
                        ColumnState::Failed,
                        Some("The column stopped unexpectedly.".into()),
                        None,
                        started.elapsed(),
                    )
                    .await
                }
            });
        }
        let answers = ended;
        let finished = self
            .app
            .store
            .finish_playground_run(&self.user_id, &self.run_id, answers, self.app.clock.now())
            .await
            .map(|run| Box::new(RunView::from(run)))
            .map_err(Error::from);
        if let Err(err) = &finished {
            tracing::error!(run = %self.run_id, error = %err, "could not record a test run");
        }
        let _ = self.events.send(RunEvent::Finished(finished));
    }

    /// A column's stored outcome: the vendor's token counts when it sent them, else the
    /// estimate; the cost by the price table.
    async fn answer(
        &self,
        column: &Column,
        state: ColumnState,
        error: Option<String>,
        completion: Option<Completion>,
        elapsed: Duration,
    ) -> NewAnswer {
        let ms = |d: Duration| u32::try_from(d.as_millis()).unwrap_or(u32::MAX);
        let tokens = match completion.as_ref().and_then(|c| c.usage) {
            Some(usage) => Tokens {
                input: usage.input,
                output: usage.output,
                estimated: false,
            },
            None => {
                // The model's own tokenizer when it is one of OpenAI's (its tables are built
                // on first use, so off the runtime), else the length-based estimate.
                let model = column.offered.model.model.clone();
                let prompt = self.run.prompt_of(column.variant).to_owned();
                let text = column.text.clone();
                let counted = tokio::task::spawn_blocking(move || {
                    (
                        engine::tokens::count(&model, &prompt).tokens,
                        engine::tokens::count(&model, &text).tokens,
                    )
                })
                .await
                .unwrap_or_else(|_| {
                    (
                        engine::tokens::estimate(self.run.prompt_of(column.variant)),
                        engine::tokens::estimate(&column.text),
                    )
                });
                Tokens {
                    input: counted.0,
                    output: counted.1,
                    estimated: true,
                }
            }
        };
        let model = &column.offered.model;
        NewAnswer {
            variant: column.variant,
            provider: model.provider.clone(),
            model: model.model.clone(),
            family: column.offered.family,
            state,
            text: column.text.clone(),
            error,
            first_token_ms: completion
                .as_ref()
                .and_then(|c| c.first_token)
                .or(column.first_token)
                .map(ms),
            total_ms: ms(completion.as_ref().map_or(elapsed, |c| c.total)),
            cost: self.app.playground.prices.cost(&model.model, tokens),
            tokens,
        }
    }
}

/// A run's events for its client. Dropping it (the client went away) cancels the columns
/// still going; the run is still recorded with what they wrote.
pub struct RunStream {
    events: mpsc::UnboundedReceiver<RunEvent>,
    cancel: mpsc::UnboundedSender<Cancel>,
    finished: bool,
}

impl Stream for RunStream {
    type Item = RunEvent;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        if self.finished {
            return Poll::Ready(None);
        }
        match self.events.poll_recv(cx) {
            Poll::Ready(Some(event)) => {
                if matches!(event, RunEvent::Finished(_)) {
                    self.finished = true;
                }
                Poll::Ready(Some(event))
            }
            Poll::Ready(None) => {
                self.finished = true;
                Poll::Ready(Some(RunEvent::Finished(Err(Error::Internal(
                    anyhow::anyhow!("the test run ended without an outcome"),
                )))))
            }
            Poll::Pending => Poll::Pending,
        }
    }
}

impl Drop for RunStream {
    fn drop(&mut self) {
        if !self.finished {
            let _ = self.cancel.send(Cancel::All);
        }
    }
}
