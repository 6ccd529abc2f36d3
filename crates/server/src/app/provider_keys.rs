//! A user's own LLM provider keys (issue 20): added in Settings, checked with a one-token call
//! before they are kept, stored encrypted (`auth::key_cipher`), shown only by their last four
//! characters, used only for their owner's testing playground runs, and deleted with the
//! account (the rows cascade). Adding one calls out to the provider, so it is for paid plans
//! (whose playground uses it) and limited per user.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use domain::{
    playground as rules,
    provider_keys::{self, MAX_KEYS, NewProviderKey, Vendor},
};
use engine::llm::{Models, OutputCaps, Provider, ProviderKind, ProviderSettings};
use store::{StoredProviderKey, Unique};

use super::{
    App, Error, Result,
    limits::KeyedLimit,
    playground::{OWN_KEY_IDLE_TIMEOUT, OWN_KEY_TOTAL_TIMEOUT, Offered, family_of},
};

/// Key checks one user may make an hour (each calls the provider).
const CHECKS_PER_HOUR: u32 = 20;

/// A key as its owner sees it: never the key itself.
#[derive(Debug, Clone)]
pub struct ProviderKeyView {
    pub id: String,
    pub name: String,
    pub vendor: Vendor,
    pub base_url: Option<String>,
    pub models: Vec<String>,
    pub last4: String,
    pub created_at: DateTime<Utc>,
    pub checked_at: DateTime<Utc>,
}

impl From<StoredProviderKey> for ProviderKeyView {
    fn from(k: StoredProviderKey) -> Self {
        Self {
            id: k.id,
            name: k.name,
            vendor: k.vendor,
            base_url: k.base_url,
            models: k.models,
            last4: k.last4,
            created_at: k.created_at,
            checked_at: k.checked_at,
        }
    }
}

/// A key as the user typed it.
#[derive(Debug, Clone)]
pub struct ProviderKeyInput {
    pub name: String,
    pub vendor: Vendor,
    pub base_url: Option<String>,
    pub models: Vec<String>,
    pub api_key: String,
}

/// Limits each user's key checks.
pub struct KeyCheckLimiter(KeyedLimit<String>);

impl Default for KeyCheckLimiter {
    fn default() -> Self {
        Self(KeyedLimit::per_hour("key-checks", CHECKS_PER_HOUR))
    }
}

/// How the engine calls a key's provider.
fn settings_of(
    name: &str,
    vendor: Vendor,
    base_url: Option<String>,
    api_key: String,
) -> ProviderSettings {
    ProviderSettings {
        name: name.to_owned(),
        kind: match vendor {
            Vendor::Openai => ProviderKind::Openai,
            Vendor::Anthropic => ProviderKind::Anthropic,
            Vendor::Gemini => ProviderKind::Gemini,
        },
        base_url,
        api_key: Some(api_key),
        models: Models::default(),
        idle_timeout: OWN_KEY_IDLE_TIMEOUT,
        total_timeout: OWN_KEY_TOTAL_TIMEOUT,
        retry_backoff: std::time::Duration::from_millis(500),
        max_output_tokens: OutputCaps::default(),
    }
}

fn too_many_keys() -> Error {
    Error::plan_limit(format!(
        "You can keep up to {MAX_KEYS} API keys. Delete one to add another."
    ))
}

fn name_taken() -> Error {
    domain::ValidationError::new(
        "name",
        "You already have a key with this name. Choose another.",
    )
    .into()
}

fn key_not_found(err: store::Error) -> Error {
    match err {
        store::Error::NotFound => Error::NotFound("You have no API key with that id.".into()),
        other => other.into(),
    }
}

impl App {
    /// The user's keys, oldest first.
    pub async fn provider_keys(&self, user_id: &str) -> Result<Vec<ProviderKeyView>> {
        let keys = self.store.provider_keys_of(user_id).await?;
        Ok(keys.into_iter().map(Into::into).collect())
    }

    /// Checks a key with a one-token call on its first model, then keeps it encrypted.
    pub async fn add_provider_key(
        &self,
        user_id: &str,
        input: ProviderKeyInput,
    ) -> Result<ProviderKeyView> {
        self.check_playground_plan(user_id).await?;
        let now = self.clock.now();
        let key = NewProviderKey::parse(
            &input.name,
            input.vendor,
            input.base_url.as_deref(),
            &input.models,
            &input.api_key,
            &self.playground.provider_names(),
            self.playground.private_hosts,
        )?;
        // Refused before the provider is called; the store's unique name and its count under
        // the user's lock decide for two adds at once.
        let kept = self.store.provider_keys_of(user_id).await?;
        if kept.len() >= MAX_KEYS {
            return Err(too_many_keys());
        }
        if kept.iter().any(|k| k.name == key.name) {
            return Err(name_taken());
        }
        self.key_checks
            .0
            .allow(
                &self.limit_store,
                &user_id.to_owned(),
                "You have checked many API keys in the last hour. Try again later.",
            )
            .await?;
        let provider = Provider::new(settings_of(
            &key.name,
            key.vendor,
            key.base_url.clone(),
            key.api_key.clone(),
        ))
        .map_err(|e| Error::Internal(anyhow::anyhow!("cannot set up a key's provider: {e}")))?;
        if let Err(err) = provider
            .complete(&key.models[0], "Reply with the word OK.", 1, &mut |_| {})
            .await
        {
            return Err(domain::ValidationError::new(
                "apiKey",
                format!(
                    "The key did not work with {}: {}",
                    key.models[0],
                    super::playground::column_error(&err)
                ),
            )
            .into());
        }
        let (ciphertext, nonce) = self.playground.cipher.seal(&key.api_key, user_id);
        let stored = StoredProviderKey {
            id: String::new(),
            last4: provider_keys::last_four(&key.api_key),
            name: key.name,
            vendor: key.vendor,
            base_url: key.base_url,
            models: key.models,
            ciphertext,
            nonce,
            created_at: now,
            checked_at: now,
        };
        match self
            .store
            .add_provider_key(user_id, stored, MAX_KEYS as u64)
            .await
        {
            Ok(Some(kept)) => Ok(kept.into()),
            Ok(None) => Err(too_many_keys()),
            Err(err) if err.is_conflict_on(Unique::ProviderKeyName) => Err(name_taken()),
            Err(err) => Err(err.into()),
        }
    }

    pub async fn delete_provider_key(&self, user_id: &str, id: &str) -> Result<()> {
        self.store
            .delete_provider_key(user_id, id)
            .await
            .map_err(key_not_found)
    }

    /// The models of the user's own keys, each key's provider set up with its key decrypted.
    /// A key that no longer decrypts (the secret changed) is left out and logged.
    pub(super) async fn own_models(&self, user_id: &str) -> Result<Vec<Offered>> {
        let mut offered = Vec::new();
        for key in self.store.provider_keys_of(user_id).await? {
            let Ok(api_key) = self
                .playground
                .cipher
                .open(&key.ciphertext, &key.nonce, user_id)
            else {
                tracing::warn!(key = %key.id, "a user's provider key does not decrypt; skipped");
                continue;
            };
            let settings = settings_of(&key.name, key.vendor, key.base_url, api_key);
            let families: Vec<(String, domain::playground::Family)> = key
                .models
                .iter()
                .map(|m| (m.clone(), family_of(m, &settings)))
                .collect();
            let provider = Arc::new(Provider::new(settings).map_err(|e| {
                Error::Internal(anyhow::anyhow!("cannot set up a key's provider: {e}"))
            })?);
            for (model, family) in families {
                offered.push(Offered {
                    model: rules::ModelRef::new(key.name.clone(), model),
                    family,
                    provider: provider.clone(),
                    own: true,
                });
            }
        }
        Ok(offered)
    }
}
