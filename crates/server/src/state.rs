//! The parts wired once: the store, tokens, mail, sign-in, providers and billing around the use
//! cases ([`App`]), the GraphQL schema, the config and the metrics handle. Every request handler
//! shares one [`AppState`]; `serve`, the CLI and the tests build it the same way.

use std::sync::Arc;

use anyhow::Context as _;
use chrono::Duration;
use metrics_exporter_prometheus::PrometheusHandle;
use store::Store;

use crate::{
    api::{self, Schemas},
    app::{self, App},
    auth::{self, mail::Mailer, oidc::GoogleSignIn, tokens::Tokens},
    config::Config,
    telemetry,
};

/// Shared by every request handler.
#[derive(Clone)]
pub struct AppState(Arc<Parts>);

/// What [`AppState`] shares. Behind one `Arc`: axum clones the state for every request, and one
/// reference count is cheaper than the twenty-odd inside [`App`] (measured with perf on `me`).
pub struct Parts {
    pub app: App,
    pub schemas: Schemas,
    /// What a request passes before the schema runs it, at both doors (api/admission.rs).
    pub admission: api::admission::Admission,
    pub config: Arc<Config>,
    pub metrics: PrometheusHandle,
}

impl std::ops::Deref for AppState {
    type Target = Parts;

    fn deref(&self) -> &Parts {
        &self.0
    }
}

/// Opens the database (running migrations) and wires the use cases.
pub async fn build_state(config: Config) -> anyhow::Result<AppState> {
    std::fs::create_dir_all(&config.data_dir).with_context(|| {
        format!(
            "cannot create the data directory {}",
            config.data_dir.display()
        )
    })?;
    let store = Store::connect(&config.database_url(), config.database.max_connections)
        .await
        .context("cannot open the database")?;
    let shared = match &config.redis.url {
        Some(url) => Some(
            store::shared::Shared::connect(url.expose(), &config.redis.prefix)
                .await
                .context("cannot connect to Redis (redis.url, REDIS_URL)")?,
        ),
        None => None,
    };
    build_state_with(config, store, shared)
}

/// Wires the use cases around an already-open store and, with several instances, the Redis
/// they share.
pub fn build_state_with(
    config: Config,
    store: Store,
    shared: Option<store::shared::Shared>,
) -> anyhow::Result<AppState> {
    let secret = auth::tokens::load_or_create_secret(
        config.auth.jwt_secret.as_ref().map(|s| s.expose()),
        &config.data_dir,
    )?;
    let tokens = Tokens::new(
        &secret,
        Duration::seconds(config.auth.access_token_ttl_secs),
        Duration::days(config.auth.refresh_token_ttl_days),
    );
    let mailer = Mailer::from_config(&config.mail, config.outbox_dir())?;
    let public_url = config.public_url();
    let google = config
        .auth
        .google
        .clone()
        .map(|g| GoogleSignIn::new(g, format!("{public_url}/auth/google/callback")))
        .transpose()?;
    let providers = engine::llm::Providers::new(config.llm_providers())
        .map_err(|e| anyhow::anyhow!("cannot set up the LLM providers: {e}"))?;
    let user_keys_secret = auth::tokens::load_or_create_named_secret(
        config.llm.user_keys_secret.as_ref().map(|s| s.expose()),
        &config.data_dir,
        "user-keys-secret",
        "llm.user_keys_secret",
    )?;
    let playground =
        app::playground::Playground::new(playground_settings(&config, user_keys_secret))
            .map_err(|e| anyhow::anyhow!("cannot set up the testing playground's models: {e}"))?;
    let chat = app::chat::Chat::new(app::chat::ChatSettings {
        providers: config.llm_providers(),
        max_output_tokens: config.llm.chat.max_output_tokens,
        context_tokens: config.llm.chat.context_tokens,
    })
    .map_err(|e| anyhow::anyhow!("cannot set up the assistant chat's models: {e}"))?;
    let sales = config
        .billing
        .resolve(&config.host, config.public_url.as_deref())?;
    if let Some(warning) = &sales.warning {
        tracing::warn!(mode = sales.mode.as_str(), "{warning}");
    }
    let stripe = config
        .stripe()
        .map(billing::Stripe::new)
        .transpose()
        .map_err(|e| anyhow::anyhow!("cannot set up Stripe: {e}"))?;
    let site = app::outreach::SiteInfo {
        operator_name: config.site.operator_name.clone(),
        contact_email: config.site.contact_email.clone(),
        contact_form_url: config.site.contact_form_url.clone(),
        public_url: public_url.clone(),
        extension_store_url: config.extension.store_url.clone(),
    };
    let (figures, reviews) = config.site.showcase()?;
    // Checked when the configuration was loaded; tests build configs by hand, so again here.
    let support = config
        .support
        .widget()?
        .map(|w| app::support::SupportWidget {
            provider: match w.provider {
                crate::config::SupportProvider::Chatwoot => app::support::SupportProvider::Chatwoot,
            },
            base_url: w.origin,
            website_token: w.website_token,
            identity_secret: w.identity_secret.map(|s| s.expose().to_owned()),
        });
    let limits = &config.limits;
    let app = App::new(store, tokens, mailer, google, providers, public_url)
        .with_request_timeout(std::time::Duration::from_secs(
            config.request_timeout_secs.max(1),
        ))
        .with_billing(sales.mode, stripe)
        .with_playground(playground)
        .with_chat(chat)
        .with_site(site)
        .with_showcase(app::showcase::Showcase::new(figures, reviews))
        .with_support(support)
        .with_cello(
            config
                .referrals
                .cello
                .clone()
                .map(|c| app::referrals::Cello {
                    product_id: c.product_id,
                    secret: c.product_secret.expose().to_owned(),
                }),
        )
        .with_limits(
            app::limits::AccountLimitSettings {
                sign_ups_per_hour_per_address: limits.sign_ups_per_hour_per_address,
                account_mails_per_hour_per_address: limits.account_mails_per_hour_per_address,
                account_mails_per_hour_per_email: limits.account_mails_per_hour_per_email,
            },
            auth::password::Hashing::new(
                limits.password_hashing_concurrency,
                limits.password_hashing_queue,
            ),
        );
    let app = match shared {
        Some(shared) => app.with_shared(shared),
        None => app,
    };
    let schemas = Schemas::new(&app, &config.graphql, config.dev);
    Ok(AppState(Arc::new(Parts {
        app,
        schemas,
        admission: api::admission::Admission::new(config.graphql.max_aliases),
        config: Arc::new(config),
        metrics: telemetry::metrics_handle(),
    })))
}

/// The testing playground's models (each provider's `test_models`, else the models it writes
/// with), prices and limits, from the configuration.
fn playground_settings(
    config: &Config,
    user_keys_secret: Vec<u8>,
) -> app::playground::PlaygroundSettings {
    app::playground::PlaygroundSettings {
        providers: config
            .llm_providers()
            .into_iter()
            .zip(&config.llm.providers)
            .map(|(settings, p)| (settings, p.test_models.clone()))
            .collect(),
        prices: domain::playground::PriceTable(config.llm.prices.clone()),
        max_output_tokens: config.llm.playground.max_output_tokens,
        confirm_cost_above: domain::playground::MicroUsd(
            (config.llm.playground.confirm_cost_above_usd.max(0.0) * 1_000_000.0).round() as u64,
        ),
        user_keys_secret,
        user_keys_private_hosts: config.llm.user_keys_private_hosts,
    }
}
