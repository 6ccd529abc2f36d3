//! `TestApp`: the real app on a random port with its own database, data dir and outbox, plus
//! a cookie-keeping HTTP client per "browser".

use std::{path::PathBuf, time::Duration};

use serde_json::{Value, json};
use store::testing::TestDatabase;
use superprompt_server::{build_state, config::Config, serve_on};
use tokio::net::TcpListener;

pub const PASSWORD: &str = "Corr3ct-horse!";

pub struct TestApp {
    pub address: String,
    pub data_dir: PathBuf,
    /// The app's database; it is dropped with the app.
    pub db: TestDatabase,
    pub store: store::Store,
    /// The app's clock; move it forward to see periods end.
    pub clock: superprompt_server::app::clock::Clock,
    /// The app's use cases, for what only the server can tell (counters).
    pub app: superprompt_server::app::App,
    shutdown: Option<tokio::sync::oneshot::Sender<()>>,
}

impl TestApp {
    pub async fn spawn() -> Self {
        Self::spawn_with(|_| {}).await
    }

    pub async fn spawn_with(configure: impl FnOnce(&mut Config)) -> Self {
        let db = TestDatabase::new().await;
        let data_dir =
            std::env::temp_dir().join(format!("superprompt-app-{}", uuid::Uuid::new_v4()));
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let mut config = Config {
            port,
            data_dir: data_dir.clone(),
            web_dir: data_dir.join("web"),
            ..Config::default()
        };
        config.database.url = Some(superprompt_server::config::Secret::new(db.url.clone()));
        config.database.max_connections = 5;
        // Tests play the reverse proxy: the client is what their X-Forwarded-For says.
        config.trusted_proxies =
            superprompt_server::config::TrustedProxies::parse(["127.0.0.1/32"]).unwrap();
        configure(&mut config);
        let state = build_state(config).await.expect("build state");
        let store = state.app.store().clone();
        let clock = state.app.clock().clone();
        let app = state.app.clone();
        let (tx, rx) = tokio::sync::oneshot::channel::<()>();
        tokio::spawn(serve_on(listener, state, async {
            rx.await.ok();
        }));
        Self {
            address: format!("http://127.0.0.1:{port}"),
            data_dir,
            db,
            store,
            clock,
            app,
            shutdown: Some(tx),
        }
    }

    /// A client that keeps cookies, like one browser.
    pub fn browser(&self) -> Browser {
        self.browser_at("127.0.0.1".parse().unwrap())
    }

    /// A browser whose connections come from `ip` (any 127.x.y.z works on Linux), so per-address
    /// limits see it as another client.
    pub fn browser_at(&self, ip: std::net::IpAddr) -> Browser {
        Browser {
            client: client_from(ip),
            address: self.address.clone(),
            token: None,
        }
    }

    /// The newest 6-digit code mailed to `email` whose subject contains `kind`.
    pub fn mailed_code(&self, email: &str, kind: &str) -> String {
        let outbox = self.data_dir.join("outbox");
        let mut mails: Vec<_> = std::fs::read_dir(&outbox)
            .expect("outbox exists")
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "eml"))
            .collect();
        mails.sort();
        for path in mails.iter().rev() {
            let text = std::fs::read_to_string(path).unwrap();
            let to = text
                .lines()
                .find(|l| l.starts_with("To:"))
                .unwrap_or_default();
            let subject = text
                .lines()
                .find(|l| l.starts_with("Subject:"))
                .unwrap_or_default();
            if to.contains(email) && subject.contains(kind) {
                return subject.rsplit(' ').next().unwrap().trim().to_owned();
            }
        }
        panic!("no {kind} mail for {email} in {}", outbox.display());
    }

    pub fn mail_count(&self) -> usize {
        std::fs::read_dir(self.data_dir.join("outbox"))
            .map(|d| d.count())
            .unwrap_or(0)
    }

    /// Signs up, verifies with the mailed code and returns the signed-in browser.
    pub async fn signed_up(&self, email: &str) -> Browser {
        let mut browser = self.browser();
        browser.sign_up(email, PASSWORD).await.ok();
        let code = self.mailed_code(email, "verification");
        let data = browser
            .gql(
                "mutation($e: String!, $c: String!) { verifyEmail(email: $e, code: $c) { accessToken user { id } } }",
                json!({ "e": email, "c": code }),
            )
            .await
            .ok();
        browser.token = Some(
            data["verifyEmail"]["accessToken"]
                .as_str()
                .unwrap()
                .to_owned(),
        );
        browser
    }

    /// Signs up, verifies and onboards a user.
    pub async fn onboarded(&self, email: &str) -> Browser {
        let browser = self.signed_up(email).await;
        browser
            .gql(
                "mutation { createUserRecord(onboarding_questions: { profession: \"Engineer\", source: \"Friend\", onboardingDate: \"2026-11-22\" }) { id } }",
                json!({}),
            )
            .await
            .ok();
        browser
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
        let _ = std::fs::remove_dir_all(&self.data_dir);
    }
}

/// An HTTP client that keeps cookies and connects from `ip`.
pub fn client_from(ip: std::net::IpAddr) -> reqwest::Client {
    reqwest::Client::builder()
        .cookie_store(true)
        .local_address(ip)
        .redirect(reqwest::redirect::Policy::none())
        .timeout(Duration::from_secs(30))
        .build()
        .unwrap()
}

pub struct Browser {
    pub client: reqwest::Client,
    pub address: String,
    pub token: Option<String>,
}

/// A GraphQL response, with helpers to assert on it.
#[derive(Debug)]
pub struct Gql {
    pub status: u16,
    pub body: Value,
}

impl Gql {
    /// The data, panicking (with the errors) if there were any.
    pub fn ok(self) -> Value {
        assert!(
            self.body.get("errors").is_none(),
            "unexpected errors: {}",
            self.body
        );
        self.body["data"].clone()
    }

    /// The first error's code.
    pub fn code(&self) -> String {
        self.body["errors"][0]["extensions"]["code"]
            .as_str()
            .unwrap_or_else(|| panic!("no error code: {}", self.body))
            .to_owned()
    }

    pub fn message(&self) -> String {
        self.body["errors"][0]["message"]
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }
}

impl Browser {
    pub async fn post_raw(&self, content_type: &str, body: impl Into<reqwest::Body>) -> Gql {
        let response = self
            .client
            .post(format!("{}/graphql", self.address))
            .header("content-type", content_type)
            .body(body)
            .send()
            .await
            .unwrap();
        let status = response.status().as_u16();
        Gql {
            status,
            body: response.json().await.unwrap_or(Value::Null),
        }
    }

    pub async fn gql(&self, query: &str, variables: Value) -> Gql {
        let mut request = self
            .client
            .post(format!("{}/graphql", self.address))
            .json(&json!({ "query": query, "variables": variables }));
        if let Some(token) = &self.token {
            request = request.bearer_auth(token);
        }
        let response = request.send().await.unwrap();
        let status = response.status().as_u16();
        Gql {
            status,
            body: response.json().await.unwrap(),
        }
    }

    pub async fn sign_up(&self, email: &str, password: &str) -> Gql {
        self.gql(
            "mutation($i: SignUpInput!) { signUp(input: $i) { email codeExpiresAt } }",
            json!({ "i": { "email": email, "password": password, "givenName": "Ada", "familyName": "Lovelace" } }),
        )
        .await
    }

    pub async fn sign_in(&mut self, email: &str, password: &str) -> Gql {
        let response = self
            .gql(
                "mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { accessToken expiresAt user { id email groups } } }",
                json!({ "e": email, "p": password }),
            )
            .await;
        if let Some(token) = response.body["data"]["signIn"]["accessToken"].as_str() {
            self.token = Some(token.to_owned());
        }
        response
    }

    pub async fn refresh(&mut self) -> Gql {
        let response = self
            .gql(
                "mutation { refreshSession { accessToken user { id groups } } }",
                json!({}),
            )
            .await;
        if let Some(token) = response.body["data"]["refreshSession"]["accessToken"].as_str() {
            self.token = Some(token.to_owned());
        }
        response
    }

    pub async fn me(&self) -> Gql {
        self.gql(
            "{ me { id email name planName groups isStaff onboarded } }",
            json!({}),
        )
        .await
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client
            .get(format!("{}{}", self.address, path))
            .send()
            .await
            .unwrap()
    }
}
