//! Writing one prompt, the one way every caller does it: the configured providers in order,
//! within one shared budget, then the built-in engine with a notice the user sees. The listener
//! gets the text as it is written, and a [`Delta::Reset`] whenever what it was shown is
//! replaced (a provider failed mid-answer, or the built-in engine takes over). Media parameters
//! always come from the built-in engine, so they are the same whichever model wrote the prose.
//!
//! The server's generation use case calls this; so can anything else that writes prompts
//! (multi-model testing, the assistant chat), and they all get the same order and fallback.

use std::{
    sync::Arc,
    time::{Duration, Instant},
};

use crate::{
    Generated, Request, Result,
    llm::{AllFailed, Delta, Providers},
    offline::OfflineEngine,
};

/// The engine name recorded for the built-in engine's prompts.
pub const OFFLINE: &str = "offline";

/// A written prompt, what wrote it, and what the user should know about it.
#[derive(Debug, Clone, PartialEq)]
pub struct Written {
    pub prompt: String,
    pub improvements: Vec<String>,
    /// The kind of task the description was read as (always the built-in engine's reading).
    pub task_kind: String,
    pub parameters: Option<serde_json::Value>,
    /// "offline", or "<provider>:<model>".
    pub engine: String,
    pub notice: Option<String>,
    /// How long the providers took, when any was asked.
    pub provider_time: Option<Duration>,
}

impl Written {
    fn offline(output: Generated, notice: Option<String>, provider_time: Option<Duration>) -> Self {
        Self {
            prompt: output.prompt,
            improvements: output.improvements,
            task_kind: output.task_kind,
            parameters: output.parameters,
            engine: OFFLINE.to_owned(),
            notice,
            provider_time,
        }
    }
}

/// The providers and how long they may take, all of them together, for one prompt. Cheap to
/// clone: the providers are shared.
#[derive(Clone)]
pub struct Writer {
    providers: Arc<Providers>,
    budget: Duration,
}

impl Writer {
    pub fn new(providers: Providers, budget: Duration) -> Self {
        Self {
            providers: Arc::new(providers),
            budget,
        }
    }

    /// Whether any provider is configured (else the offline engine writes every prompt).
    pub fn has_providers(&self) -> bool {
        !self.providers.is_empty()
    }

    /// Each provider's name with each model it is configured with.
    pub fn models(&self) -> Vec<(&str, &str)> {
        self.providers.models()
    }

    /// The same providers with another budget.
    pub fn with_budget(self, budget: Duration) -> Self {
        Self { budget, ..self }
    }

    /// Writes the prompt for `request`, streaming it to `on_delta`. Fails only when the
    /// description has nothing to work with.
    pub async fn write(
        &self,
        request: &Request,
        on_delta: &mut (dyn FnMut(Delta<'_>) + Send),
    ) -> Result<Written> {
        let offline = OfflineEngine.generate(request)?;
        if self.providers.is_empty() {
            on_delta(Delta::Text(&offline.prompt));
            return Ok(Written::offline(offline, None, None));
        }
        // The budget ends before the caller's own deadline, so a slow provider leaves time for
        // the built-in engine instead of a timed-out request.
        let started = Instant::now();
        let answer =
            tokio::time::timeout(self.budget, self.providers.generate(request, on_delta)).await;
        let provider_time = Some(started.elapsed());
        let failures = match answer {
            // A capped answer is kept: its text has already been shown as it streamed, and a
            // cap of about twice the expected length cuts only the tail of a model that ran on.
            Ok(Ok(answer)) => {
                return Ok(Written {
                    notice: answer.capped.then(|| {
                        "The AI model's answer reached its length limit for this generator, so \
                         it ends there."
                            .to_owned()
                    }),
                    improvements: if answer.improvements.is_empty() {
                        vec!["Rewrote the prompt with an AI model".to_owned()]
                    } else {
                        answer.improvements
                    },
                    prompt: answer.prompt,
                    engine: answer.engine,
                    task_kind: offline.task_kind,
                    parameters: offline.parameters,
                    provider_time,
                });
            }
            Ok(Err(AllFailed(failures))) => failures
                .iter()
                .map(|(name, err)| format!("{name}: {err}"))
                .collect::<Vec<_>>(),
            Err(_) => vec![format!(
                "no complete answer within {} s",
                self.budget.as_secs()
            )],
        };
        // No failures means no provider has a model for this generator: the built-in engine is
        // simply the configured choice, nothing to warn about.
        let notice = (!failures.is_empty()).then(|| {
            let reasons = failures.join("; ");
            tracing::warn!(
                reasons,
                "every provider failed; the offline engine wrote the prompt"
            );
            format!(
                "The AI providers could not answer ({reasons}), so the built-in engine wrote this \
                 prompt."
            )
        });
        on_delta(Delta::Reset);
        on_delta(Delta::Text(&offline.prompt));
        Ok(Written::offline(offline, notice, provider_time))
    }
}
