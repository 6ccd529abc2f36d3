//! One typed configuration, layered: built-in defaults, then `superprompt.toml` (or the file
//! named by `SUPERPROMPT_CONFIG`), then `SUPERPROMPT_*` environment variables
//! (`SUPERPROMPT_SECTION__KEY`), then `SUPERPROMPT_SECTION__KEY_FILE` secrets read from files.
//! `DATABASE_URL` and `REDIS_URL` are honoured as the conventional spellings of `database.url`
//! and `redis.url`.
//! Secrets are wrapped in [`Secret`], whose `Debug` prints nothing.

use std::{
    net::IpAddr,
    path::{Path, PathBuf},
};

use figment::{
    Figment,
    providers::{Format, Serialized, Toml},
};
use serde::{Deserialize, Serialize};

/// A value that must never reach a log line.
#[derive(Clone, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(transparent)]
pub struct Secret(String);

impl Secret {
    pub fn new(value: impl Into<String>) -> Self {
        Self(value.into())
    }
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("\"<redacted>\"")
    }
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// Address to listen on.
    pub host: String,
    pub port: u16,
    /// Where the SQLite file, the mail outbox and generated secrets live.
    pub data_dir: PathBuf,
    /// The address users reach the app at (for links in mail and OAuth redirects). Defaults to
    /// `http://{host}:{port}`.
    pub public_url: Option<String>,
    /// The built web app (`web/dist`), served with an SPA fallback.
    pub web_dir: PathBuf,
    /// Development mode: GraphiQL on `GET /graphql` and schema introspection.
    pub dev: bool,
    /// `text` for people, `json` for log shippers.
    pub log_format: LogFormat,
    /// A tracing filter, e.g. `info` or `superprompt=debug,info`.
    pub log_level: String,
    /// Shorthand for "the TCP peer is one trusted proxy hop, whatever its address": the
    /// rightmost `X-Forwarded-For` entry is the client (only behind a proxy you run).
    pub trust_proxy: bool,
    /// The reverse proxies whose `X-Forwarded-For` entries are believed: the client is the
    /// rightmost address in the header that is not one of them.
    pub trusted_proxies: TrustedProxies,
    /// Send `Strict-Transport-Security` when `public_url` is https (never for http).
    pub hsts: bool,
    pub database: DatabaseConfig,
    pub redis: RedisConfig,
    pub auth: AuthConfig,
    pub mail: MailConfig,
    pub graphql: GraphqlConfig,
    pub llm: LlmConfig,
    pub billing: BillingConfig,
    pub site: SiteConfig,
    pub referrals: ReferralsConfig,
    pub limits: LimitsConfig,
    pub metrics: MetricsConfig,
    pub extension: ExtensionConfig,
    pub support: SupportConfig,
    /// The deadline of a request (websockets excepted once they are upgraded). The LLM providers
    /// get this minus a margin (5 s) together, so the built-in engine can still answer.
    pub request_timeout_secs: u64,
    /// Requests served at once; past it a request gets 503 `SERVICE_UNAVAILABLE` with
    /// `Retry-After` at once (`/healthz` and `/metrics` excepted). Bounds the memory an
    /// overload or a stall can take: each request in flight holds its body and its answer.
    pub max_requests_in_flight: usize,
}

/// Allowances for public account operations (each mails someone) and for password hashing.
/// The hourly allowances are kept in memory per instance; see docs/security.md.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct LimitsConfig {
    /// Sign-ups per client address per hour.
    pub sign_ups_per_hour_per_address: u32,
    /// Resend-code and forgot-password requests per client address per hour.
    pub account_mails_per_hour_per_address: u32,
    /// Sign-up, resend-code and forgot-password mails about one email address per hour.
    pub account_mails_per_hour_per_email: u32,
    /// Passwords hashed or checked at once (0: one per core).
    pub password_hashing_concurrency: usize,
    /// Requests that may wait for a hashing slot; more are refused as RATE_LIMITED.
    pub password_hashing_queue: usize,
}

impl Default for LimitsConfig {
    fn default() -> Self {
        use domain::throttle::*;
        Self {
            sign_ups_per_hour_per_address: SIGN_UPS_PER_HOUR_PER_ADDRESS,
            account_mails_per_hour_per_address: ACCOUNT_MAILS_PER_HOUR_PER_ADDRESS,
            account_mails_per_hour_per_email: ACCOUNT_MAILS_PER_HOUR_PER_EMAIL,
            password_hashing_concurrency: 0,
            password_hashing_queue: PASSWORD_HASH_QUEUE,
        }
    }
}

/// Address ranges of the reverse proxies in front of the server: CIDRs (`10.0.0.0/8`,
/// `fd00::/8`) or single addresses, as a list or one comma-separated string (for the
/// environment). Parsed as the configuration loads, so a typo stops the server with the
/// setting's name instead of quietly trusting no one.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<ipnet::IpNet>);

impl TrustedProxies {
    pub fn parse<S: AsRef<str>>(entries: impl IntoIterator<Item = S>) -> Result<Self, String> {
        entries
            .into_iter()
            .map(|entry| {
                let entry = entry.as_ref().trim();
                entry
                    .parse::<ipnet::IpNet>()
                    .or_else(|_| entry.parse::<IpAddr>().map(ipnet::IpNet::from))
                    .map(|net| net.trunc())
                    .map_err(|_| {
                        format!(
                            "trusted_proxies: {entry:?} is not an address range; write a CIDR \
                             such as 10.0.0.0/8 or fd00::/8, or a single address"
                        )
                    })
            })
            .collect::<Result<_, _>>()
            .map(Self)
    }

    pub fn contains(&self, ip: IpAddr) -> bool {
        self.0.iter().any(|net| net.contains(&ip))
    }
}

impl Serialize for TrustedProxies {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(ToString::to_string))
    }
}

impl<'de> Deserialize<'de> for TrustedProxies {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            List(Vec<String>),
            Joined(String),
        }
        let entries = match Raw::deserialize(deserializer)? {
            Raw::List(list) => list,
            Raw::Joined(joined) => joined
                .split(|c: char| c == ',' || c.is_whitespace())
                .filter(|s| !s.is_empty())
                .map(str::to_owned)
                .collect(),
        };
        Self::parse(entries).map_err(serde::de::Error::custom)
    }
}

/// Who may read `GET /metrics`.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct MetricsConfig {
    pub access: MetricsAccess,
    /// The bearer token scrapers send when `access = "token"`.
    pub token: Option<Secret>,
}

#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum MetricsAccess {
    /// 404 for everyone.
    Off,
    /// Only requests from this machine that no proxy forwarded for someone else.
    #[default]
    Loopback,
    /// Anyone sending `Authorization: Bearer <metrics.token>`.
    Token,
}

/// Long enough that guessing is hopeless (`openssl rand -hex 32` gives 64).
pub const MIN_METRICS_TOKEN_CHARS: usize = 16;

impl MetricsConfig {
    /// Refuses a token mode without a usable token, and a token that would do nothing.
    pub fn validate(&self) -> anyhow::Result<()> {
        match (self.access, &self.token) {
            (MetricsAccess::Token, None) => anyhow::bail!(
                "metrics.access = \"token\" needs metrics.token (SUPERPROMPT_METRICS__TOKEN or \
                 SUPERPROMPT_METRICS__TOKEN_FILE)"
            ),
            (MetricsAccess::Token, Some(token))
                if token.expose().chars().count() < MIN_METRICS_TOKEN_CHARS =>
            {
                anyhow::bail!(
                    "metrics.token must be at least {MIN_METRICS_TOKEN_CHARS} characters \
                     (for example the output of `openssl rand -hex 32`)"
                )
            }
            (MetricsAccess::Off | MetricsAccess::Loopback, Some(_)) => anyhow::bail!(
                "metrics.token is set but metrics.access is not \"token\"; set \
                 metrics.access = \"token\" to use it, or remove the token"
            ),
            _ => Ok(()),
        }
    }
}

/// The referral programme. Referrals are built in; `[referrals.cello]` also lets the web app
/// mint tokens for Cello's referral widget.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct ReferralsConfig {
    pub cello: Option<CelloConfig>,
}

/// Cello's product id and the product secret its user tokens are signed with (HS256).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct CelloConfig {
    pub product_id: String,
    pub product_secret: Secret,
}

/// Who runs this deployment, as the public pages (FAQ, privacy, refunds, contact) name them.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct SiteConfig {
    /// The operator's name: "Superprompt is run by …".
    pub operator_name: String,
    /// Where people write for support, refunds and privacy requests.
    pub contact_email: String,
    /// A third-party form (e.g. a Tally or Typeform URL) embedded on /contact-us instead of the
    /// built-in form. Must be https.
    pub contact_form_url: Option<String>,
    /// Figures for the landing page, in place of this instance's own counts (`[site.figures]`).
    pub figures: SiteFiguresConfig,
    /// Reviews for the landing page (`[[site.reviews]]`); none hides the review wall.
    pub reviews: Vec<SiteReviewConfig>,
}

impl SiteConfig {
    /// The embedded contact form's origin (for the `frame-src` of the content security policy),
    /// or an error naming the setting when it is not an https URL.
    pub fn contact_form_origin(&self) -> anyhow::Result<Option<String>> {
        let Some(raw) = &self.contact_form_url else {
            return Ok(None);
        };
        let url = url::Url::parse(raw)
            .ok()
            .filter(|u| u.scheme() == "https" && u.host_str().is_some())
            .ok_or_else(|| {
                anyhow::anyhow!("site.contact_form_url must be an https URL, got {raw:?}")
            })?;
        Ok(Some(url.origin().ascii_serialization()))
    }
}

impl Default for SiteConfig {
    fn default() -> Self {
        Self {
            operator_name: "Superprompt".into(),
            contact_email: "support@superprompt.local".into(),
            contact_form_url: None,
            figures: SiteFiguresConfig::default(),
            reviews: Vec::new(),
        }
    }
}

/// What the landing page claims (domain::showcase). Unset, it shows this instance's own counts
/// once they mean something, and no rating.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct SiteFiguresConfig {
    /// Show this instance's own counts (people, prompts written, prompts saved) where no figure
    /// is set below. `false`: only the figures set here are shown.
    pub live: bool,
    /// People using the product ("200,000+ users").
    pub people: Option<u64>,
    /// Super Prompts written.
    pub prompts_written: Option<u64>,
    /// Prompts saved in libraries.
    pub saved_prompts: Option<u64>,
    /// The average rating out of 5 (e.g. the extension store's); shown only when set.
    pub rating: Option<f64>,
    /// How many ratings `rating` is the average of; required with it.
    pub rating_count: Option<u64>,
}

impl Default for SiteFiguresConfig {
    fn default() -> Self {
        Self {
            live: true,
            people: None,
            prompts_written: None,
            saved_prompts: None,
            rating: None,
            rating_count: None,
        }
    }
}

/// One review on the landing page (spec: review card).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SiteReviewConfig {
    pub name: String,
    /// What the reviewer does ("Product manager").
    #[serde(default)]
    pub role: Option<String>,
    pub text: String,
    /// Whole stars, 1 to 5.
    pub rating: i64,
}

impl SiteConfig {
    /// The landing page's figures and reviews, checked; an error names the setting.
    pub fn showcase(
        &self,
    ) -> anyhow::Result<(
        domain::showcase::OperatorFigures,
        Vec<domain::showcase::Review>,
    )> {
        use domain::showcase::{OperatorFigures, Rating, Review};
        let f = &self.figures;
        for (name, value) in [
            ("people", f.people),
            ("prompts_written", f.prompts_written),
            ("saved_prompts", f.saved_prompts),
        ] {
            if value == Some(0) {
                anyhow::bail!(
                    "site.figures.{name} must be at least 1; leave it out to show the live count"
                );
            }
        }
        let rating = match (f.rating, f.rating_count) {
            (Some(average), count) => Some(
                Rating::parse(average, count)
                    .map_err(|e| anyhow::anyhow!("site.figures.{}: {}", e.field, e.message))?,
            ),
            (None, Some(_)) => {
                anyhow::bail!("site.figures.rating_count is set without site.figures.rating")
            }
            (None, None) => None,
        };
        let reviews = self
            .reviews
            .iter()
            .enumerate()
            .map(|(index, r)| {
                Review::parse(&r.name, r.role.as_deref(), &r.text, r.rating).map_err(|e| {
                    anyhow::anyhow!("site.reviews[{index}].{}: {}", e.field, e.message)
                })
            })
            .collect::<anyhow::Result<_>>()?;
        let figures = OperatorFigures {
            live: f.live,
            people: f.people,
            prompts_written: f.prompts_written,
            saved_prompts: f.saved_prompts,
            rating,
        };
        Ok((figures, reviews))
    }
}

/// The browser extension (`extension/`): which extensions may call the API from their pages,
/// and where the site's "Get Chrome Extension" link points.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct ExtensionConfig {
    /// Origins (`chrome-extension://<id>`, `moz-extension://<uuid>`) allowed by the CORS policy
    /// of `POST /graphql`; they may run only the extension's operations. The default is the
    /// extension this repository builds (its id is fixed by the key in `extension/`).
    pub allowed_origins: Vec<String>,
    /// The extension's page in a store. Unset: the link opens the page that explains how to
    /// load the built extension.
    pub store_url: Option<String>,
}

/// The id the key in `extension/manifest-key.txt` gives the extension this repository builds.
pub const BUILT_EXTENSION_ID: &str = "gapgikgpojefignimmfhfmkckkjpgcnh";

impl Default for ExtensionConfig {
    fn default() -> Self {
        Self {
            allowed_origins: vec![format!("chrome-extension://{BUILT_EXTENSION_ID}")],
            store_url: None,
        }
    }
}

impl ExtensionConfig {
    /// Every allowed origin must be an extension's; the store URL must be https.
    pub fn validate(&self) -> anyhow::Result<()> {
        for origin in &self.allowed_origins {
            let id = origin
                .strip_prefix("chrome-extension://")
                .or_else(|| origin.strip_prefix("moz-extension://"));
            let well_formed = id.is_some_and(|id| {
                !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
            });
            if !well_formed {
                anyhow::bail!(
                    "extension.allowed_origins must be chrome-extension://<id> or \
                     moz-extension://<uuid>, got {origin:?}"
                );
            }
        }
        if let Some(url) = &self.store_url
            && !url::Url::parse(url).is_ok_and(|u| u.scheme() == "https")
        {
            anyhow::bail!("extension.store_url must be an https URL, got {url:?}");
        }
        Ok(())
    }
}

/// The support chat widget (`[support]`). Off unless `provider` is set: then the web app loads
/// the provider's website SDK on screens 768 px and wider and identifies the signed-in user, and
/// the content security policy admits the provider's origin (and only then).
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct SupportConfig {
    pub provider: Option<SupportProvider>,
    /// The provider's origin, e.g. `https://chat.example.com` for a self-hosted Chatwoot.
    pub base_url: Option<String>,
    /// The inbox's website token (Chatwoot: Settings → Inboxes → the website inbox).
    pub website_token: Option<String>,
    /// The inbox's identity validation secret: with it, each signed-in user is identified
    /// with an HMAC-SHA256 of their id, computed here, so no one can pose as someone else.
    pub identity_secret: Option<Secret>,
}

/// The support chat providers the web app can load.
#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum SupportProvider {
    /// Chatwoot's website SDK (`{base_url}/packs/js/sdk.js`).
    Chatwoot,
}

/// A configured support widget, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SupportWidget {
    pub provider: SupportProvider,
    /// The provider's origin, without a trailing slash.
    pub origin: String,
    pub website_token: String,
    pub identity_secret: Option<Secret>,
}

impl SupportConfig {
    /// The widget, when a provider is set; an error naming the setting when the section is
    /// incomplete, set without a provider, or its origin is not an http(s) origin.
    pub fn widget(&self) -> anyhow::Result<Option<SupportWidget>> {
        let Some(provider) = self.provider else {
            if self.base_url.is_some()
                || self.website_token.is_some()
                || self.identity_secret.is_some()
            {
                anyhow::bail!(
                    "[support] has settings but no support.provider; set support.provider = \
                     \"chatwoot\" to show the support chat, or remove the section"
                );
            }
            return Ok(None);
        };
        let raw = self.base_url.as_deref().unwrap_or_default();
        let origin = url::Url::parse(raw)
            .ok()
            .filter(|u| {
                matches!(u.scheme(), "https" | "http")
                    && u.host_str().is_some()
                    && u.path() == "/"
                    && u.query().is_none()
                    && u.fragment().is_none()
                    && u.username().is_empty()
                    && u.password().is_none()
            })
            .map(|u| u.origin().ascii_serialization())
            .ok_or_else(|| {
                anyhow::anyhow!(
                    "support.base_url must be the provider's https (or http) origin, such as \
                     https://chat.example.com, got {raw:?}"
                )
            })?;
        let website_token = self.website_token.as_deref().unwrap_or_default().trim();
        if website_token.is_empty()
            || !website_token
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            anyhow::bail!(
                "support.website_token must be the inbox's website token (letters, digits, - \
                 and _)"
            );
        }
        if self
            .identity_secret
            .as_ref()
            .is_some_and(|s| s.expose().trim().is_empty())
        {
            anyhow::bail!("support.identity_secret is empty; set it or remove it");
        }
        Ok(Some(SupportWidget {
            provider,
            origin,
            website_token: website_token.to_owned(),
            identity_secret: self.identity_secret.clone(),
        }))
    }
}

/// Payments. `mode` says how paid plans are sold: `test` (local billing: checkout goes to a
/// confirmation page marked TEST MODE and no money moves), `stripe` (needs `[billing.stripe]`)
/// or `off` (plans are not sold; accounts keep the plan stored for them, Free unless the
/// operator set one with `superprompt user set-plan`). Left unset, it is `stripe` when
/// `[billing.stripe]` is present, `test` when the server can only be reached from this machine
/// (a loopback `host`, and a loopback `public_url` if one is set), and otherwise `off`, with a
/// warning at start: a server others can reach never gives plans away unless told to.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct BillingConfig {
    pub mode: Option<domain::billing::BillingMode>,
    pub stripe: Option<StripeConfig>,
}

/// The billing mode a configuration comes to, and what to tell the operator at start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResolvedBilling {
    pub mode: BillingMode,
    pub warning: Option<String>,
}

use domain::billing::BillingMode;

impl BillingConfig {
    /// The mode to run in, for a server listening on `host` and reached at `public_url`; an
    /// error (to stop the start) when the settings contradict each other or Stripe's are
    /// incomplete.
    pub fn resolve(&self, host: &str, public_url: Option<&str>) -> anyhow::Result<ResolvedBilling> {
        let local = is_loopback_host(host)
            && public_url.is_none_or(|url| {
                url::Url::parse(url)
                    .ok()
                    .and_then(|url| url.host_str().map(is_loopback_host))
                    .unwrap_or(false)
            });
        let reached = match public_url {
            Some(url) => format!("its public URL is {url}"),
            None => format!("it listens on {host}"),
        };
        let resolved = |mode, warning| Ok(ResolvedBilling { mode, warning });
        match (self.mode, &self.stripe) {
            (Some(BillingMode::Stripe), None) => anyhow::bail!(
                "billing.mode = \"stripe\" needs a [billing.stripe] section (secret_key, \
                 webhook_secret, price_pro, price_annual_pro, price_three_day_pass); see \
                 docs/configuration.md"
            ),
            (Some(mode @ (BillingMode::Test | BillingMode::Off)), Some(_)) => anyhow::bail!(
                "billing.mode = \"{}\" but [billing.stripe] is set: set billing.mode = \
                 \"stripe\" to take payments with Stripe, or remove the section",
                mode.as_str()
            ),
            (Some(BillingMode::Stripe) | None, Some(stripe)) => {
                stripe.validate()?;
                resolved(BillingMode::Stripe, None)
            }
            (Some(BillingMode::Test), None) => resolved(
                BillingMode::Test,
                (!local).then(|| {
                    format!(
                        "billing.mode = \"test\" and this server can be reached beyond this \
                         machine ({reached}): anyone can give themselves a paid plan without \
                         paying"
                    )
                }),
            ),
            (Some(BillingMode::Off), None) => resolved(BillingMode::Off, None),
            (None, None) if local => resolved(BillingMode::Test, None),
            (None, None) => resolved(
                BillingMode::Off,
                Some(format!(
                    "billing.mode is not set and this server can be reached beyond this machine \
                     ({reached}): paid plans are not sold (mode \"off\"). Set billing.mode = \
                     \"stripe\" with [billing.stripe] to sell them, or \"off\" to keep this \
                     and silence this warning; see docs/configuration.md"
                )),
            ),
        }
    }
}

/// `localhost` or a loopback address (`127.0.0.1`, `::1`, `[::1]`).
fn is_loopback_host(host: &str) -> bool {
    let host = host.trim_start_matches('[').trim_end_matches(']');
    host.eq_ignore_ascii_case("localhost")
        || host
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct StripeConfig {
    /// `sk_live_…` or `sk_test_…`.
    pub secret_key: Secret,
    /// The signing secret of the webhook endpoint (`whsec_…`), for `POST /webhooks/stripe`.
    pub webhook_secret: Secret,
    /// Stripe's API; only changed for tests against a local fake.
    #[serde(default = "default_stripe_api")]
    pub api_url: String,
    /// Price ids of the plans (`price_…`): monthly Pro, yearly Pro, and the one-time pass.
    pub price_pro: String,
    pub price_annual_pro: String,
    pub price_three_day_pass: String,
    /// The coupon (`30% off, repeating, 3 months`, made once in the Stripe dashboard) that an
    /// accepted recovery offer applies to the subscription. Without it, Stripe subscribers are
    /// not offered the discount.
    #[serde(default)]
    pub recovery_coupon: Option<String>,
}

impl StripeConfig {
    /// Every key and price present, and one price per plan (the plan is known by its price).
    fn validate(&self) -> anyhow::Result<()> {
        let fields = [
            ("secret_key", self.secret_key.expose()),
            ("webhook_secret", self.webhook_secret.expose()),
            ("price_pro", self.price_pro.as_str()),
            ("price_annual_pro", self.price_annual_pro.as_str()),
            ("price_three_day_pass", self.price_three_day_pass.as_str()),
        ];
        if let Some((name, _)) = fields.iter().find(|(_, value)| value.trim().is_empty()) {
            anyhow::bail!("billing.stripe.{name} is empty");
        }
        let prices = [
            &self.price_pro,
            &self.price_annual_pro,
            &self.price_three_day_pass,
        ];
        if prices[0] == prices[1] || prices[0] == prices[2] || prices[1] == prices[2] {
            anyhow::bail!(
                "billing.stripe: each plan needs its own price (price_pro, price_annual_pro and \
                 price_three_day_pass must differ)"
            );
        }
        Ok(())
    }
}

fn default_stripe_api() -> String {
    billing::STRIPE_API.into()
}

#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    Text,
    Json,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct DatabaseConfig {
    /// `sqlite://path?mode=rwc` or `postgres://user:pass@host/db`. Defaults to
    /// `<data_dir>/superprompt.db`.
    pub url: Option<Secret>,
    pub max_connections: u32,
}

/// The Redis several instances share (allowances and the bus of live replies). Without it an
/// instance keeps both in memory, which is right for one instance.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct RedisConfig {
    /// `redis://[:password@]host[:port][/db]` (`rediss://` for TLS is not built in).
    pub url: Option<Secret>,
    /// Starts every key and channel, so deployments sharing one Redis keep apart.
    pub prefix: String,
}

impl Default for RedisConfig {
    fn default() -> Self {
        Self {
            url: None,
            prefix: "superprompt".into(),
        }
    }
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct AuthConfig {
    /// HMAC key for access tokens. When unset, one is generated into `<data_dir>/jwt-secret`
    /// (fine for one machine; set it explicitly when several instances share a database).
    pub jwt_secret: Option<Secret>,
    pub access_token_ttl_secs: i64,
    pub refresh_token_ttl_days: i64,
    /// Google sign-in (OpenID Connect); enabled when present.
    pub google: Option<GoogleConfig>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct GoogleConfig {
    pub client_id: String,
    pub client_secret: Secret,
    #[serde(default = "default_google_issuer")]
    pub issuer: String,
}

fn default_google_issuer() -> String {
    "https://accounts.google.com".into()
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct MailConfig {
    pub from: String,
    /// When unset, mail is written to `<data_dir>/outbox/*.eml` and logged.
    pub smtp: Option<SmtpConfig>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SmtpConfig {
    pub host: String,
    #[serde(default = "default_smtp_port")]
    pub port: u16,
    #[serde(default)]
    pub username: Option<String>,
    #[serde(default)]
    pub password: Option<Secret>,
    /// `starttls` (default), `tls` (implicit, port 465) or `none` (a local relay or test server).
    #[serde(default)]
    pub security: SmtpSecurity,
}

fn default_smtp_port() -> u16 {
    587
}

#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum SmtpSecurity {
    #[default]
    Starttls,
    Tls,
    None,
}

/// LLM providers, tried in order; without any, the offline engine writes every prompt.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct LlmConfig {
    pub providers: Vec<LlmProviderConfig>,
    /// The most output tokens a provider may write per generator (`primer`, `amplifier`,
    /// `mastermind`, `image`, `video`, `json`; 0: no cap), sent as the vendor's max-tokens
    /// parameter and enforced on the stream.
    pub max_output_tokens: engine::llm::OutputCaps,
    /// The testing playground's settings (`[llm.playground]`).
    pub playground: PlaygroundConfig,
    /// The assistant chat's settings (`[llm.chat]`); it answers with the first provider that
    /// has a chat model (`models.chat`, else `models.default`).
    pub chat: ChatConfig,
    /// What models cost, per million tokens, as of a date (`[[llm.prices]]`): the playground's
    /// cost estimates. A model without a price shows no cost.
    pub prices: Vec<domain::playground::Price>,
    /// The secret users' own provider keys are encrypted with (32+ characters); unset: made
    /// once in `<data dir>/user-keys-secret`. Several instances must share it.
    pub user_keys_secret: Option<Secret>,
    /// Lets users' keys point at private and local addresses (a model server on a trusted
    /// network). Off: only `https` to public hosts.
    pub user_keys_private_hosts: bool,
}

/// The testing playground: how long an answer may be, and when a run's cost is shown for the
/// user to confirm before it starts.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct PlaygroundConfig {
    /// The most output tokens one model may write in a run (sent as its max-tokens parameter
    /// and enforced on the stream).
    pub max_output_tokens: u32,
    /// A run whose estimated cost (the prompt on every model, plus `max_output_tokens` out on
    /// each) is above this many US dollars asks the user to confirm first. 0: always ask.
    pub confirm_cost_above_usd: f64,
}

impl Default for PlaygroundConfig {
    fn default() -> Self {
        Self {
            max_output_tokens: 1024,
            confirm_cost_above_usd: 0.05,
        }
    }
}

/// The assistant chat: how long an answer may be, and how much history goes to the model.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct ChatConfig {
    /// The most output tokens one answer of the model may take.
    pub max_output_tokens: u32,
    /// The tokens of input (instructions, the active Context Genie and the history) sent with
    /// each message: the chat model's context window less room for the answer. The oldest
    /// messages are left out first.
    pub context_tokens: usize,
}

impl Default for ChatConfig {
    fn default() -> Self {
        Self {
            max_output_tokens: 1024,
            context_tokens: 12_000,
        }
    }
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct LlmProviderConfig {
    /// A name for logs and results, e.g. `openai` or `local-ollama`.
    pub name: String,
    /// `openai` (OpenAI or any compatible server), `anthropic` or `gemini`.
    pub kind: engine::llm::ProviderKind,
    /// The API base, e.g. `http://127.0.0.1:11434/v1/` for Ollama. Defaults to the vendor's.
    #[serde(default)]
    pub base_url: Option<String>,
    #[serde(default)]
    pub api_key: Option<Secret>,
    /// Model per tier and generator: `default`, `primer`, `amplifier`, `mastermind`, `image`,
    /// `video`, `json`, and `chat` for the assistant chat.
    #[serde(default)]
    pub models: engine::llm::Models,
    /// The models this provider offers in the testing playground; empty: the distinct models
    /// named in `models`.
    #[serde(default)]
    pub test_models: Vec<String>,
    /// Deadline for the first token and for each gap between tokens.
    #[serde(default = "default_idle_timeout")]
    pub idle_timeout_secs: u64,
    /// Deadline for the whole answer.
    #[serde(default = "default_total_timeout")]
    pub total_timeout_secs: u64,
}

fn default_idle_timeout() -> u64 {
    30
}

fn default_total_timeout() -> u64 {
    50
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct GraphqlConfig {
    pub max_depth: usize,
    pub max_complexity: usize,
    pub max_aliases: usize,
    pub max_body_bytes: usize,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            host: "127.0.0.1".into(),
            port: 8080,
            data_dir: PathBuf::from("./data"),
            public_url: None,
            web_dir: PathBuf::from("web/dist"),
            dev: false,
            log_format: LogFormat::Text,
            log_level: "info".into(),
            trust_proxy: false,
            trusted_proxies: TrustedProxies::default(),
            hsts: true,
            database: DatabaseConfig::default(),
            redis: RedisConfig::default(),
            auth: AuthConfig::default(),
            mail: MailConfig::default(),
            graphql: GraphqlConfig::default(),
            llm: LlmConfig::default(),
            billing: BillingConfig::default(),
            site: SiteConfig::default(),
            referrals: ReferralsConfig::default(),
            limits: LimitsConfig::default(),
            metrics: MetricsConfig::default(),
            extension: ExtensionConfig::default(),
            support: SupportConfig::default(),
            request_timeout_secs: 60,
            max_requests_in_flight: MAX_REQUESTS_IN_FLIGHT,
        }
    }
}

impl Default for DatabaseConfig {
    fn default() -> Self {
        Self {
            url: None,
            max_connections: 10,
        }
    }
}

impl Default for AuthConfig {
    fn default() -> Self {
        Self {
            jwt_secret: None,
            access_token_ttl_secs: 15 * 60,
            refresh_token_ttl_days: 30,
            google: None,
        }
    }
}

impl Default for MailConfig {
    fn default() -> Self {
        Self {
            from: "Superprompt <no-reply@superprompt.local>".into(),
            smtp: None,
        }
    }
}

impl Default for GraphqlConfig {
    fn default() -> Self {
        Self {
            max_depth: 10,
            max_complexity: 250,
            max_aliases: 15,
            // Room for veo3PromptGenerator's 10 MB image in base64 (13.4 MB), no more.
            max_body_bytes: 14 * 1024 * 1024,
        }
    }
}

/// The default of `max_requests_in_flight`. The soak's 500 requests a second keep a few to a
/// few hundred in flight (during a slow disk flush), and a generation waiting on an LLM
/// provider holds one for seconds: 512 leaves room for both on one instance while bounding
/// what an overload can pile up.
pub const MAX_REQUESTS_IN_FLIGHT: usize = 512;

const ENV_PREFIX: &str = "SUPERPROMPT_";

/// `AUTH__JWT_SECRET` -> `auth.jwt_secret`.
fn env_path(name: &str) -> String {
    name.to_lowercase().replace("__", ".")
}

impl Config {
    /// Loads the layers from the real environment and working directory.
    pub fn load() -> anyhow::Result<Self> {
        let file =
            std::env::var("SUPERPROMPT_CONFIG").unwrap_or_else(|_| "superprompt.toml".into());
        let (figment, ignored) = Self::figment(Path::new(&file), std::env::vars())?;
        for name in ignored {
            // Logging is not set up yet: it is configured by this very struct.
            eprintln!("warning: ignoring {name}: it names no setting (see docs/configuration.md)");
        }
        let config: Self = figment.extract()?;
        config.site.contact_form_origin()?;
        config.metrics.validate()?;
        config.extension.validate()?;
        config.support.widget()?;
        Ok(config)
    }

    /// The layered figment, from an explicit file and environment (so tests can drive it), and
    /// the `SUPERPROMPT_*` variables that name no setting. Those are ignored (other tools, such
    /// as the test harness's `SUPERPROMPT_BIN`, share the prefix), while unknown keys in the
    /// file, or in a known section, are refused.
    pub fn figment(
        file: &Path,
        env: impl Iterator<Item = (String, String)>,
    ) -> anyhow::Result<(Figment, Vec<String>)> {
        let known: Vec<String> = match serde_json::to_value(Config::default()) {
            Ok(serde_json::Value::Object(map)) => map.keys().cloned().collect(),
            _ => Vec::new(),
        };
        let mut figment =
            Figment::from(Serialized::defaults(Config::default())).merge(Toml::file(file));
        let mut secrets = Vec::new();
        let mut ignored = Vec::new();
        for (key, value) in env {
            if key == "DATABASE_URL" {
                figment = figment.merge(Serialized::default("database.url", value));
                continue;
            }
            if key == "REDIS_URL" {
                figment = figment.merge(Serialized::default("redis.url", value));
                continue;
            }
            let Some(name) = key.strip_prefix(ENV_PREFIX) else {
                continue;
            };
            if name == "CONFIG" {
                continue;
            }
            let top = env_path(name.strip_suffix("_FILE").unwrap_or(name));
            let top = top.split('.').next().unwrap_or_default();
            if !known.iter().any(|k| k == top) {
                ignored.push(key);
                continue;
            }
            match name.strip_suffix("_FILE") {
                // Files win over plain variables, so merge them last.
                Some(name) => secrets.push((env_path(name), value)),
                None => {
                    // Parsed like figment's own Env provider: "9000" is a number, "true" a bool.
                    let parsed: figment::value::Value = value
                        .parse()
                        .unwrap_or_else(|_| figment::value::Value::from(value));
                    figment = figment.merge(Serialized::default(&env_path(name), parsed));
                }
            }
        }
        for (path, file) in secrets {
            let contents = std::fs::read_to_string(&file).map_err(|err| {
                anyhow::anyhow!("cannot read the secret file {file} for {path}: {err}")
            })?;
            figment = figment.merge(Serialized::default(&path, contents.trim_end().to_owned()));
        }
        Ok((figment, ignored))
    }

    pub fn public_url(&self) -> String {
        self.public_url
            .clone()
            .unwrap_or_else(|| format!("http://{}:{}", self.host, self.port))
            .trim_end_matches('/')
            .to_owned()
    }

    pub fn database_url(&self) -> String {
        match &self.database.url {
            Some(url) => url.expose().to_owned(),
            None => format!(
                "sqlite://{}?mode=rwc",
                self.data_dir.join("superprompt.db").display()
            ),
        }
    }

    /// The provider settings the engine takes.
    /// Stripe settings, when the `[billing.stripe]` section is present.
    pub fn stripe(&self) -> Option<billing::StripeSettings> {
        self.billing
            .stripe
            .as_ref()
            .map(|s| billing::StripeSettings {
                secret_key: s.secret_key.expose().to_owned(),
                webhook_secret: s.webhook_secret.expose().to_owned(),
                api_url: s.api_url.clone(),
                prices: billing::Prices {
                    pro: s.price_pro.clone(),
                    annual_pro: s.price_annual_pro.clone(),
                    three_day_pass: s.price_three_day_pass.clone(),
                },
                recovery_coupon: s.recovery_coupon.clone(),
            })
    }

    pub fn llm_providers(&self) -> Vec<engine::llm::ProviderSettings> {
        self.llm
            .providers
            .iter()
            .map(|p| engine::llm::ProviderSettings {
                name: p.name.clone(),
                kind: p.kind,
                base_url: p.base_url.clone(),
                api_key: p.api_key.as_ref().map(|k| k.expose().to_owned()),
                models: p.models.clone(),
                idle_timeout: std::time::Duration::from_secs(p.idle_timeout_secs.max(1)),
                total_timeout: std::time::Duration::from_secs(p.total_timeout_secs.max(1)),
                retry_backoff: std::time::Duration::from_millis(500),
                max_output_tokens: self.llm.max_output_tokens,
            })
            .collect()
    }

    pub fn outbox_dir(&self) -> PathBuf {
        self.data_dir.join("outbox")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> impl Iterator<Item = (String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect::<Vec<_>>()
            .into_iter()
    }

    #[test]
    fn defaults_need_no_configuration() {
        let config: Config = Config::figment(Path::new("/nonexistent.toml"), env(&[]))
            .unwrap()
            .0
            .extract()
            .unwrap();
        assert_eq!(config.port, 8080);
        assert_eq!(config.public_url(), "http://127.0.0.1:8080");
        assert!(
            config
                .database_url()
                .starts_with("sqlite://./data/superprompt.db")
        );
        assert!(config.auth.google.is_none());
        assert!(config.stripe().is_none(), "billing is local by default");
    }

    #[test]
    fn stripe_is_configured_from_the_environment_with_secrets_redacted() {
        let config: Config = Config::figment(
            Path::new("/nonexistent.toml"),
            env(&[
                ("SUPERPROMPT_BILLING__STRIPE__SECRET_KEY", "sk_test_abc"),
                ("SUPERPROMPT_BILLING__STRIPE__WEBHOOK_SECRET", "whsec_abc"),
                ("SUPERPROMPT_BILLING__STRIPE__PRICE_PRO", "price_m"),
                ("SUPERPROMPT_BILLING__STRIPE__PRICE_ANNUAL_PRO", "price_y"),
                (
                    "SUPERPROMPT_BILLING__STRIPE__PRICE_THREE_DAY_PASS",
                    "price_p",
                ),
            ]),
        )
        .unwrap()
        .0
        .extract()
        .unwrap();
        let stripe = config.stripe().expect("the section is present");
        assert_eq!(stripe.secret_key, "sk_test_abc");
        assert_eq!(stripe.api_url, "https://api.stripe.com/");
        assert_eq!(
            stripe.prices.plan_of("price_y"),
            Some(domain::plan::PlanName::AnnualPro)
        );
        let printed = format!("{:?}", config.billing);
        assert!(!printed.contains("sk_test_abc") && !printed.contains("whsec_abc"));
    }

    fn stripe_section() -> StripeConfig {
        StripeConfig {
            secret_key: Secret::new("sk_test_abc"),
            webhook_secret: Secret::new("whsec_abc"),
            api_url: default_stripe_api(),
            price_pro: "price_m".into(),
            price_annual_pro: "price_y".into(),
            price_three_day_pass: "price_p".into(),
            recovery_coupon: None,
        }
    }

    #[test]
    fn billing_is_test_mode_only_on_a_server_no_one_else_can_reach() {
        use domain::billing::BillingMode::{Off, Stripe, Test};
        let unset = BillingConfig::default();
        let mode = |host, url| unset.resolve(host, url).unwrap();
        for (host, url) in [
            ("127.0.0.1", None),
            ("localhost", None),
            ("::1", None),
            ("127.0.0.1", Some("http://localhost:8080")),
            ("127.0.0.1", Some("http://[::1]:8080/")),
        ] {
            assert_eq!(mode(host, url).mode, Test, "{host} {url:?}");
            assert_eq!(mode(host, url).warning, None);
        }
        // Listening beyond loopback, or behind a proxy at a public address: nothing is sold,
        // and the operator is told why.
        for (host, url) in [
            ("0.0.0.0", None),
            ("::", None),
            ("10.0.0.5", None),
            ("127.0.0.1", Some("https://prompts.example.com")),
        ] {
            let resolved = mode(host, url);
            assert_eq!(resolved.mode, Off, "{host} {url:?}");
            let warning = resolved.warning.expect("a warning at start");
            assert!(warning.contains("paid plans are not sold"), "{warning}");
        }

        // Explicit modes are kept; test mode on a public server is allowed, with a warning.
        let explicit = |mode| BillingConfig {
            mode: Some(mode),
            stripe: None,
        };
        let test = explicit(Test).resolve("0.0.0.0", None).unwrap();
        assert_eq!(test.mode, Test);
        assert!(test.warning.unwrap().contains("without paying"));
        let off = explicit(Off).resolve("127.0.0.1", None).unwrap();
        assert_eq!((off.mode, off.warning), (Off, None));

        // Stripe: chosen by its section, and required by its mode.
        let with_stripe = BillingConfig {
            mode: None,
            stripe: Some(stripe_section()),
        };
        assert_eq!(with_stripe.resolve("0.0.0.0", None).unwrap().mode, Stripe);
        let err = explicit(Stripe).resolve("0.0.0.0", None).unwrap_err();
        assert!(
            err.to_string().contains("needs a [billing.stripe] section"),
            "{err}"
        );
        let contradictory = BillingConfig {
            mode: Some(Test),
            stripe: Some(stripe_section()),
        };
        let err = contradictory.resolve("127.0.0.1", None).unwrap_err();
        assert!(err.to_string().contains("[billing.stripe] is set"), "{err}");
        let mut same_price = stripe_section();
        same_price.price_annual_pro = "price_m".into();
        let err = BillingConfig {
            mode: Some(Stripe),
            stripe: Some(same_price),
        }
        .resolve("127.0.0.1", None)
        .unwrap_err();
        assert!(err.to_string().contains("its own price"), "{err}");
    }

    #[test]
    fn the_billing_mode_is_read_from_the_environment() {
        let config: Config = Config::figment(
            Path::new("/nonexistent.toml"),
            env(&[("SUPERPROMPT_BILLING__MODE", "off")]),
        )
        .unwrap()
        .0
        .extract()
        .unwrap();
        assert_eq!(config.billing.mode, Some(domain::billing::BillingMode::Off));
        let unknown: Result<Config, _> = Config::figment(
            Path::new("/nonexistent.toml"),
            env(&[("SUPERPROMPT_BILLING__MODE", "free")]),
        )
        .unwrap()
        .0
        .extract();
        assert!(unknown.is_err());
    }

    #[test]
    fn the_contact_form_must_be_an_https_url() {
        let mut site = SiteConfig::default();
        assert_eq!(site.contact_form_origin().unwrap(), None);
        site.contact_form_url = Some("https://forms.example.com/f/abc?x=1".into());
        assert_eq!(
            site.contact_form_origin().unwrap().as_deref(),
            Some("https://forms.example.com")
        );
        for bad in [
            "http://forms.example.com/f",
            "javascript:alert(1)",
            "forms.example.com",
        ] {
            site.contact_form_url = Some(bad.into());
            let err = site.contact_form_origin().unwrap_err().to_string();
            assert!(err.contains("site.contact_form_url"), "{bad}: {err}");
        }
    }

    #[test]
    fn the_support_widget_is_off_by_default_and_checked_when_set() {
        assert_eq!(extract(&[]).unwrap().support.widget().unwrap(), None);
        let widget = |pairs: &[(&str, &str)]| {
            extract(pairs)
                .unwrap()
                .support
                .widget()
                .map_err(|e| e.to_string())
        };
        let chatwoot = [
            ("SUPERPROMPT_SUPPORT__PROVIDER", "chatwoot"),
            ("SUPERPROMPT_SUPPORT__BASE_URL", "https://chat.example.com/"),
            ("SUPERPROMPT_SUPPORT__WEBSITE_TOKEN", "aBc123_-x"),
            ("SUPERPROMPT_SUPPORT__IDENTITY_SECRET", "identity-s3cret"),
        ];
        let configured = widget(&chatwoot).unwrap().expect("a widget");
        assert_eq!(configured.provider, SupportProvider::Chatwoot);
        assert_eq!(configured.origin, "https://chat.example.com");
        assert_eq!(configured.website_token, "aBc123_-x");
        assert_eq!(
            configured.identity_secret.as_ref().map(Secret::expose),
            Some("identity-s3cret")
        );
        let config = extract(&chatwoot).unwrap();
        assert!(!format!("{config:?}").contains("identity-s3cret"));
        // A local instance over http is fine (a self-hosted Chatwoot on the same network).
        let mut local = chatwoot;
        local[1].1 = "http://127.0.0.1:3000";
        assert_eq!(
            widget(&local).unwrap().unwrap().origin,
            "http://127.0.0.1:3000"
        );

        for (key, bad) in [
            ("SUPERPROMPT_SUPPORT__BASE_URL", "chat.example.com"),
            ("SUPERPROMPT_SUPPORT__BASE_URL", "javascript:alert(1)"),
            (
                "SUPERPROMPT_SUPPORT__BASE_URL",
                "https://chat.example.com/app",
            ),
            ("SUPERPROMPT_SUPPORT__BASE_URL", "ftp://chat.example.com"),
            ("SUPERPROMPT_SUPPORT__WEBSITE_TOKEN", " "),
            ("SUPERPROMPT_SUPPORT__WEBSITE_TOKEN", "a'b"),
            ("SUPERPROMPT_SUPPORT__IDENTITY_SECRET", " "),
        ] {
            let mut pairs = chatwoot.to_vec();
            pairs.retain(|(k, _)| *k != key);
            pairs.push((key, bad));
            let err = widget(&pairs).unwrap_err();
            let setting = key
                .trim_start_matches("SUPERPROMPT_SUPPORT__")
                .to_lowercase();
            assert!(err.contains(&format!("support.{setting}")), "{bad}: {err}");
        }
        let without_token: Vec<_> = chatwoot[..2].to_vec();
        assert!(
            widget(&without_token)
                .unwrap_err()
                .contains("website_token")
        );
        let without_provider: Vec<_> = chatwoot[1..].to_vec();
        assert!(
            widget(&without_provider)
                .unwrap_err()
                .contains("support.provider")
        );
        assert!(extract(&[("SUPERPROMPT_SUPPORT__PROVIDER", "intercom")]).is_err());
    }

    #[test]
    fn the_landing_pages_figures_and_reviews_come_from_the_file_and_are_checked() {
        let dir = std::env::temp_dir().join(format!("sp-config-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let toml = dir.join("superprompt.toml");
        let load = |text: &str, pairs: &[(&str, &str)]| -> anyhow::Result<_> {
            std::fs::write(&toml, text).unwrap();
            let config: Config = Config::figment(&toml, env(pairs))?.0.extract()?;
            config.site.showcase()
        };

        let (figures, reviews) = load("", &[]).unwrap();
        assert_eq!(figures, domain::showcase::OperatorFigures::default());
        assert!(figures.live && reviews.is_empty());

        let (figures, reviews) = load(
            "[site.figures]\npeople = 200000\nrating = 5\nrating_count = 290\n\n\
             [[site.reviews]]\nname = \"Priya N.\"\nrole = \"Product manager\"\n\
             text = \"Great.\"\nrating = 5\n\n\
             [[site.reviews]]\nname = \"Bo\"\ntext = \"Good.\"\nrating = 4\n",
            &[("SUPERPROMPT_SITE__FIGURES__LIVE", "false")],
        )
        .unwrap();
        assert!(!figures.live);
        assert_eq!(figures.people, Some(200_000));
        let rating = figures.rating.unwrap();
        assert_eq!((rating.average(), rating.count()), (5.0, 290));
        assert_eq!(reviews.len(), 2);
        assert_eq!(reviews[0].role.as_deref(), Some("Product manager"));
        assert_eq!((reviews[1].name.as_str(), reviews[1].rating), ("Bo", 4));

        for (text, says) in [
            (
                "[site.figures]\nrating = 4.8\n",
                "site.figures.rating_count",
            ),
            (
                "[site.figures]\nrating = 7\nrating_count = 3\n",
                "site.figures.rating",
            ),
            (
                "[site.figures]\nrating_count = 3\n",
                "without site.figures.rating",
            ),
            ("[site.figures]\npeople = 0\n", "site.figures.people"),
            (
                "[[site.reviews]]\nname = \"A\"\ntext = \" \"\nrating = 5\n",
                "site.reviews[0].text",
            ),
            (
                "[[site.reviews]]\nname = \"A\"\ntext = \"x\"\nrating = 6\n",
                "site.reviews[0].rating",
            ),
            ("[[site.reviews]]\nname = \"A\"\nrating = 5\n", "text"),
            ("[site.figures]\nusers = 5\n", "users"),
        ] {
            let err = format!("{:#}", load(text, &[]).unwrap_err());
            assert!(err.contains(says), "{text}: {err}");
        }
        std::fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn layers_file_then_env_then_secret_files() {
        let dir = std::env::temp_dir().join(format!("sp-config-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let toml = dir.join("superprompt.toml");
        std::fs::write(
            &toml,
            "port = 9000\nlog_level = \"debug\"\n[auth]\njwt_secret = \"from-file\"\n",
        )
        .unwrap();
        let secret = dir.join("secret");
        std::fs::write(&secret, "from-secret-file\n").unwrap();

        let (figment, ignored) = Config::figment(
            &toml,
            env(&[
                ("SUPERPROMPT_PORT", "9100"),
                (
                    "SUPERPROMPT_AUTH__JWT_SECRET_FILE",
                    secret.to_str().unwrap(),
                ),
                ("SUPERPROMPT_AUTH__GOOGLE__CLIENT_ID", "cid"),
                ("SUPERPROMPT_AUTH__GOOGLE__CLIENT_SECRET", "csecret"),
                ("SUPERPROMPT_DEV", "true"),
                ("DATABASE_URL", "postgres://u:p@h/db"),
                ("REDIS_URL", "redis://:rpass@h:6379/0"),
                ("UNRELATED", "x"),
                ("SUPERPROMPT_BIN", "/usr/bin/superprompt"),
            ]),
        )
        .unwrap();
        assert_eq!(ignored, vec!["SUPERPROMPT_BIN".to_owned()]);
        let config: Config = figment.extract().unwrap();
        assert_eq!(config.port, 9100);
        assert_eq!(config.log_level, "debug");
        assert!(config.dev);
        assert_eq!(
            config.auth.jwt_secret.as_ref().unwrap().expose(),
            "from-secret-file"
        );
        let google = config.auth.google.as_ref().unwrap();
        assert_eq!(google.issuer, "https://accounts.google.com");
        assert_eq!(config.database_url(), "postgres://u:p@h/db");
        assert_eq!(
            config.redis.url.as_ref().unwrap().expose(),
            "redis://:rpass@h:6379/0"
        );
        assert_eq!(config.redis.prefix, "superprompt");

        let printed = format!("{config:?}");
        for secret in ["from-secret-file", "csecret", "u:p@h", "rpass"] {
            assert!(!printed.contains(secret), "Debug leaks {secret}");
        }
        std::fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn the_playground_reads_its_models_prices_and_limits_from_the_file() {
        let defaults = extract(&[]).unwrap().llm;
        assert_eq!(defaults.playground.max_output_tokens, 1024);
        assert!(defaults.prices.is_empty());
        let dir = std::env::temp_dir().join(format!("sp-config-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let toml = dir.join("superprompt.toml");
        // As docs/configuration.md writes it: `as_of` a quoted date.
        std::fs::write(
            &toml,
            "[llm.playground]\nconfirm_cost_above_usd = 0.5\n\n[[llm.prices]]\nmodel = \"gpt-4o-mini\"\ninput_per_million = 0.15\noutput_per_million = 0.60\nas_of = \"2026-11-01\"\n\n[[llm.providers]]\nname = \"oa\"\nkind = \"openai\"\ntest_models = [\"gpt-4o-mini\", \"gpt-4o\"]\n",
        )
        .unwrap();
        let (figment, _) = Config::figment(
            &toml,
            env(&[("SUPERPROMPT_LLM__PLAYGROUND__MAX_OUTPUT_TOKENS", "300")]),
        )
        .unwrap();
        let config: Config = figment.extract().unwrap();
        assert_eq!(config.llm.playground.max_output_tokens, 300);
        assert_eq!(config.llm.playground.confirm_cost_above_usd, 0.5);
        assert_eq!(
            config.llm.prices,
            vec![domain::playground::Price {
                model: "gpt-4o-mini".into(),
                input_per_million: 0.15,
                output_per_million: 0.60,
                as_of: chrono::NaiveDate::from_ymd_opt(2026, 11, 1).unwrap(),
            }]
        );
        assert_eq!(
            config.llm.providers[0].test_models,
            ["gpt-4o-mini", "gpt-4o"]
        );
        std::fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn output_caps_default_per_generator_and_are_set_from_file_or_environment() {
        let defaults = extract(&[]).unwrap().llm.max_output_tokens;
        assert_eq!(
            (
                defaults.primer,
                defaults.amplifier,
                defaults.mastermind,
                defaults.image,
                defaults.video,
                defaults.json
            ),
            (600, 1200, 2000, 400, 700, 1200)
        );
        let dir = std::env::temp_dir().join(format!("sp-config-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let toml = dir.join("superprompt.toml");
        std::fs::write(
            &toml,
            "[llm.max_output_tokens]\nmastermind = 3000\nvideo = 900\n",
        )
        .unwrap();
        let (figment, _) = Config::figment(
            &toml,
            env(&[("SUPERPROMPT_LLM__MAX_OUTPUT_TOKENS__VIDEO", "800")]),
        )
        .unwrap();
        let config: Config = figment.extract().unwrap();
        let caps = config.llm.max_output_tokens;
        assert_eq!((caps.mastermind, caps.video, caps.primer), (3000, 800, 600));
        std::fs::write(&toml, "[llm.max_output_tokens]\nvideos = 900\n").unwrap();
        let (figment, _) = Config::figment(&toml, env(&[])).unwrap();
        let err = figment.extract::<Config>().unwrap_err().to_string();
        assert!(err.contains("videos"), "an unknown key is refused: {err}");
        std::fs::remove_dir_all(dir).ok();
    }

    fn extract(pairs: &[(&str, &str)]) -> Result<Config, String> {
        Config::figment(Path::new("/nonexistent.toml"), env(pairs))
            .unwrap()
            .0
            .extract()
            .map_err(|e| e.to_string())
    }

    #[test]
    fn trusted_proxies_come_from_the_file_or_the_environment() {
        let dir = std::env::temp_dir().join(format!("sp-config-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let toml = dir.join("superprompt.toml");
        std::fs::write(
            &toml,
            "trusted_proxies = [\"10.0.0.0/8\", \"2001:db8::1\", \"192.168.1.9/24\"]\n",
        )
        .unwrap();
        let config: Config = Config::figment(&toml, env(&[]))
            .unwrap()
            .0
            .extract()
            .unwrap();
        std::fs::remove_dir_all(dir).ok();
        let trusted = &config.trusted_proxies;
        for inside in ["10.1.2.3", "2001:db8::1", "192.168.1.200"] {
            assert!(trusted.contains(inside.parse().unwrap()), "{inside}");
        }
        for outside in ["11.0.0.1", "2001:db8::2", "192.168.2.1"] {
            assert!(!trusted.contains(outside.parse().unwrap()), "{outside}");
        }

        for value in [
            "10.0.0.0/8, fd00::/8",
            "10.0.0.0/8 fd00::/8",
            "[10.0.0.0/8, fd00::/8]",
            "[\"10.0.0.0/8\", \"fd00::/8\"]",
        ] {
            let config = extract(&[("SUPERPROMPT_TRUSTED_PROXIES", value)]).unwrap();
            assert_eq!(
                config.trusted_proxies,
                TrustedProxies::parse(["10.0.0.0/8", "fd00::/8"]).unwrap(),
                "{value}"
            );
        }
        assert_eq!(
            extract(&[]).unwrap().trusted_proxies,
            TrustedProxies::default(),
            "no proxy is trusted by default"
        );
    }

    #[test]
    fn a_malformed_trusted_proxy_stops_the_load_naming_the_setting() {
        for bad in [
            "10.0.0/8",
            "10.0.0.0/33",
            "proxy.internal",
            "10.0.0.0/8, ::1/129",
        ] {
            let err = extract(&[("SUPERPROMPT_TRUSTED_PROXIES", bad)]).unwrap_err();
            assert!(err.contains("trusted_proxies"), "{bad}: {err}");
            assert!(err.contains("CIDR"), "{bad}: {err}");
        }
    }

    #[test]
    fn hsts_is_on_by_default_and_can_be_turned_off() {
        assert!(extract(&[]).unwrap().hsts);
        assert!(!extract(&[("SUPERPROMPT_HSTS", "false")]).unwrap().hsts);
    }

    #[test]
    fn metrics_are_loopback_only_by_default() {
        let config = extract(&[]).unwrap();
        assert_eq!(config.metrics.access, MetricsAccess::Loopback);
        config.metrics.validate().unwrap();
    }

    #[test]
    fn metrics_token_mode_needs_a_long_enough_token() {
        let validate = |pairs: &[(&str, &str)]| {
            extract(pairs)
                .unwrap()
                .metrics
                .validate()
                .map_err(|e| e.to_string())
        };
        let missing = validate(&[("SUPERPROMPT_METRICS__ACCESS", "token")]).unwrap_err();
        assert!(missing.contains("metrics.token"), "{missing}");
        let short = validate(&[
            ("SUPERPROMPT_METRICS__ACCESS", "token"),
            ("SUPERPROMPT_METRICS__TOKEN", "short"),
        ])
        .unwrap_err();
        assert!(short.contains("at least 16"), "{short}");
        let unused =
            validate(&[("SUPERPROMPT_METRICS__TOKEN", "0123456789abcdef0123")]).unwrap_err();
        assert!(unused.contains("metrics.access"), "{unused}");
        validate(&[
            ("SUPERPROMPT_METRICS__ACCESS", "token"),
            ("SUPERPROMPT_METRICS__TOKEN", "0123456789abcdef0123"),
        ])
        .unwrap();
        validate(&[("SUPERPROMPT_METRICS__ACCESS", "off")]).unwrap();
        assert!(extract(&[("SUPERPROMPT_METRICS__ACCESS", "public")]).is_err());
        let config = extract(&[
            ("SUPERPROMPT_METRICS__ACCESS", "token"),
            ("SUPERPROMPT_METRICS__TOKEN", "0123456789abcdef0123"),
        ])
        .unwrap();
        assert!(!format!("{config:?}").contains("0123456789abcdef0123"));
    }

    #[test]
    fn extension_origins_and_store_url_are_checked() {
        let ok = ExtensionConfig::default();
        assert!(ok.validate().is_ok());
        assert_eq!(
            ok.allowed_origins,
            [format!("chrome-extension://{BUILT_EXTENSION_ID}")]
        );
        for bad in [
            "https://evil.example",
            "chrome-extension://",
            "chrome-extension://a/b",
        ] {
            let config = ExtensionConfig {
                allowed_origins: vec![bad.into()],
                store_url: None,
            };
            assert!(config.validate().is_err(), "{bad}");
        }
        let http_store = ExtensionConfig {
            store_url: Some("http://store.example/x".into()),
            ..ExtensionConfig::default()
        };
        assert!(http_store.validate().is_err());
    }

    #[test]
    fn unknown_keys_in_the_file_or_a_section_are_refused() {
        let dir = std::env::temp_dir().join(format!("sp-config-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let toml = dir.join("superprompt.toml");
        std::fs::write(&toml, "prot = 1\n").unwrap();
        let result: Result<Config, _> = Config::figment(&toml, env(&[])).unwrap().0.extract();
        assert!(result.is_err());
        std::fs::remove_dir_all(dir).ok();
        // A known section with an unknown key is a typo, not another tool's variable.
        let result: Result<Config, _> = Config::figment(
            Path::new("/nonexistent.toml"),
            env(&[("SUPERPROMPT_AUTH__JWT_SECRT", "x")]),
        )
        .unwrap()
        .0
        .extract();
        assert!(result.is_err());
        let missing = Config::figment(
            Path::new("/nonexistent.toml"),
            env(&[("SUPERPROMPT_AUTH__JWT_SECRET_FILE", "/nonexistent/secret")]),
        );
        assert!(
            missing
                .unwrap_err()
                .to_string()
                .contains("cannot read the secret file")
        );
    }
}
