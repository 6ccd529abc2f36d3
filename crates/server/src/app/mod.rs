//! Use cases: the only code that combines the store, mail, tokens and domain rules. Resolvers
//! and HTTP handlers call exactly one use case and map its result; nothing here knows about
//! GraphQL or HTTP.

pub mod accounts;
pub mod achievements;
pub mod analytics;
pub mod billing;
pub mod chat;
pub mod clock;
pub mod contexts;
mod demo;
pub mod devices;
mod error;
pub mod generation;
pub mod google;
pub mod library;
pub mod limits;
mod live;
pub mod outreach;
pub mod plan;
pub mod playground;
pub mod profile;
pub mod prompt_checks;
pub mod provider_keys;
pub mod referrals;
pub mod sharing;
pub mod showcase;
pub mod streaming;
pub mod support;
pub mod token_versions;
pub mod users;

use std::sync::Arc;

use store::Store;

pub use error::{Error, ErrorWire, Result};

use crate::auth::{mail::Mailer, oidc::GoogleSignIn, password::Hashing, tokens::Tokens};

/// Everything the use cases need. Cheap to clone.
#[derive(Clone)]
pub struct App {
    pub(crate) store: Store,
    pub(crate) tokens: Tokens,
    pub(crate) mailer: Mailer,
    pub(crate) google: Option<Arc<GoogleSignIn>>,
    /// Writes prompts: the providers in order, then the built-in engine.
    pub(crate) writer: engine::writer::Writer,
    /// Bounds the CPU that comparing prompt versions takes.
    pub(crate) comparisons: library::Comparisons,
    pub(crate) public_url: String,
    pub(crate) clock: clock::Clock,
    /// How paid plans are sold (`billing.mode`): the payment provider chosen at start.
    pub(crate) payments: Arc<dyn billing::PaymentProvider>,
    pub(crate) site: Arc<outreach::SiteInfo>,
    /// What the landing page may claim: the operator's figures and reviews, and the live counts.
    pub(crate) showcase: Arc<showcase::Showcase>,
    /// Where every allowance below is kept: memory, or the Redis the instances share.
    pub(crate) limit_store: limits::LimitStore,
    /// What several instances share through Redis (the bus), when `REDIS_URL` is set.
    pub(crate) shared: Option<store::shared::Shared>,
    pub(crate) guest_forms: Arc<outreach::GuestFormLimiter>,
    pub(crate) account_limits: Arc<limits::AccountLimits>,
    pub(crate) hashing: Arc<Hashing>,
    pub(crate) token_versions: Arc<token_versions::TokenVersions>,
    pub(crate) device_limits: Arc<devices::DeviceLimits>,
    pub(crate) profile_limits: Arc<profile::ProfileLimits>,
    /// Cello's widget tokens, when `[referrals.cello]` is configured.
    pub(crate) cello: Option<Arc<referrals::Cello>>,
    pub(crate) cello_limits: Arc<referrals::CelloLimiter>,
    pub(crate) activity_limits: Arc<achievements::ActivityLimiter>,
    /// The testing playground's models, prices and the runs going on this instance.
    pub(crate) playground: Arc<playground::Playground>,
    pub(crate) key_checks: Arc<provider_keys::KeyCheckLimiter>,
    /// The assistant chat's models and the replies being written on this instance.
    pub(crate) chat: Arc<chat::Chat>,
    /// Generations streamed with a stream id, which other connections may follow.
    pub(crate) live_generations: Arc<streaming::LiveGenerations>,
    /// The support chat widget, when `[support]` is configured.
    pub(crate) support: Option<Arc<support::SupportWidget>>,
}

impl App {
    pub fn new(
        store: Store,
        tokens: Tokens,
        mailer: Mailer,
        google: Option<GoogleSignIn>,
        providers: engine::llm::Providers,
        public_url: String,
    ) -> Self {
        // Nothing is sold until the configuration says how.
        let payments = billing::provider::for_mode(
            domain::billing::BillingMode::Off,
            None,
            store.clone(),
            public_url.clone(),
        );
        Self {
            store,
            tokens,
            mailer,
            google: google.map(Arc::new),
            writer: engine::writer::Writer::new(
                providers,
                provider_budget(DEFAULT_REQUEST_TIMEOUT),
            ),
            comparisons: library::Comparisons::default(),
            public_url,
            clock: clock::Clock::default(),
            payments,
            site: Arc::default(),
            showcase: Arc::default(),
            limit_store: limits::LimitStore::default(),
            shared: None,
            guest_forms: Arc::default(),
            account_limits: Arc::default(),
            hashing: Arc::default(),
            token_versions: Arc::default(),
            device_limits: Arc::default(),
            profile_limits: Arc::default(),
            cello: None,
            cello_limits: Arc::default(),
            activity_limits: Arc::default(),
            playground: Arc::default(),
            key_checks: Arc::default(),
            chat: Arc::default(),
            live_generations: Arc::default(),
            support: None,
        }
    }

    /// Shares allowances and followers of live replies with the other instances through
    /// Redis.
    pub fn with_shared(mut self, shared: store::shared::Shared) -> Self {
        self.limit_store = limits::LimitStore::shared(shared.clone());
        self.shared = Some(shared);
        self
    }

    /// Answers in the assistant chat with the operator's models.
    pub fn with_chat(mut self, chat: chat::Chat) -> Self {
        self.chat = Arc::new(chat);
        self
    }

    /// Offers the operator's models in the testing playground.
    pub fn with_playground(mut self, playground: playground::Playground) -> Self {
        self.playground = Arc::new(playground);
        self
    }

    /// Fits the providers' budget inside a request deadline (see [`provider_budget`]).
    pub fn with_request_timeout(mut self, request_timeout: std::time::Duration) -> Self {
        self.writer = self.writer.with_budget(provider_budget(request_timeout));
        self
    }

    /// Uses the operator's allowances for public account operations and password hashing.
    pub fn with_limits(mut self, accounts: limits::AccountLimitSettings, hashing: Hashing) -> Self {
        self.account_limits = Arc::new(limits::AccountLimits::new(accounts));
        self.hashing = Arc::new(hashing);
        self
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn tokens(&self) -> &Tokens {
        &self.tokens
    }

    /// Sells plans in `mode` with its payment provider; `stripe` is the Stripe client in
    /// Stripe mode (and only there).
    pub fn with_billing(
        mut self,
        mode: domain::billing::BillingMode,
        stripe: Option<::billing::Stripe>,
    ) -> Self {
        self.payments =
            billing::provider::for_mode(mode, stripe, self.store.clone(), self.public_url.clone());
        self
    }

    pub fn billing_mode(&self) -> domain::billing::BillingMode {
        self.payments.mode()
    }

    /// The clock the use cases read; tests move it forward.
    pub fn clock(&self) -> &clock::Clock {
        &self.clock
    }

    pub fn google_enabled(&self) -> bool {
        self.google.is_some()
    }
}

/// A request's deadline unless configured (`request_timeout_secs`).
pub const DEFAULT_REQUEST_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(60);

/// The providers' share of a request deadline: what is left after room for the built-in
/// engine's fallback, the write and the answer (5 s, or a tenth of a short deadline).
pub fn provider_budget(request_timeout: std::time::Duration) -> std::time::Duration {
    let room = std::time::Duration::from_secs(5).min(request_timeout / 10);
    request_timeout.saturating_sub(room)
}

/// Who is asking, as far as the transport can tell (for throttling and logs).
#[derive(Debug, Clone, Default)]
pub struct Client {
    pub ip: String,
    /// The browser's User-Agent (only ever hashed: it tells visitors behind one address apart
    /// when share views are counted).
    pub user_agent: String,
}
