//! `TestApp`: the real app on a random port with its own database, data dir and outbox, plus
//! a cookie-keeping HTTP client per "browser".

use std::{path::PathBuf, time::Duration};

use serde_json::{Value, json};
use store::testing::TestDatabase;
use superprompt_server::{
    build_state,
    config::{Config, Secret},
    serve_on,
};
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
    /// The lifecycle events recorded for `email`'s account, by kind, oldest first.
    pub async fn plan_event_kinds(&self, email: &str) -> Vec<String> {
        let user = self.store.find_user_by_email(email).await.unwrap().unwrap();
        self.store
            .plan_events(&user.id)
            .await
            .unwrap()
            .into_iter()
            .map(|e| {
                domain::billing::LifecycleKind::from(e.kind)
                    .as_str()
                    .to_owned()
            })
            .collect()
    }

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

    /// Two instances on one database, as behind a load balancer: they share the token secret
    /// and, when the tests have a Redis (`TEST_REDIS_URL`; CI always), the Redis, under a
    /// namespace of their own. `configure` applies to both.
    pub async fn spawn_pair(configure: impl Fn(&mut Config)) -> (Self, Self) {
        let secret = Secret::new(format!("pair-{}", uuid::Uuid::new_v4()));
        let prefix = format!("sp-test-{}", uuid::Uuid::new_v4());
        let redis = store::shared::test_redis_url();
        let shared = |config: &mut Config| {
            config.auth.jwt_secret = Some(secret.clone());
            if let Some(url) = &redis {
                config.redis.url = Some(Secret::new(url.clone()));
                config.redis.prefix = prefix.clone();
            }
            configure(config);
        };
        let first = Self::spawn_with(&shared).await;
        let url = first.db.url.clone();
        let second = Self::spawn_with(|config| {
            shared(config);
            config.database.url = Some(Secret::new(url));
        })
        .await;
        (first, second)
    }

    /// Whether the instances share a Redis (see [`TestApp::spawn_pair`]).
    pub fn shares_redis() -> bool {
        store::shared::test_redis_url().is_some()
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
        self.signed_up_in(self.browser(), email).await
    }

    /// Signs up in `browser` (with the cookies it holds), verifies with the mailed code and
    /// returns it signed in.
    pub async fn signed_up_in(&self, mut browser: Browser, email: &str) -> Browser {
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

    /// The first error's `extensions.field` (a BAD_USER_INPUT's input field).
    pub fn field(&self) -> String {
        self.body["errors"][0]["extensions"]["field"]
            .as_str()
            .unwrap_or_else(|| panic!("no field: {}", self.body))
            .to_owned()
    }
}

impl Browser {
    /// The same browser (its cookies and token) talking to another instance.
    pub fn on(&self, app: &TestApp) -> Browser {
        Browser {
            client: self.client.clone(),
            address: app.address.clone(),
            token: self.token.clone(),
        }
    }

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

/// A graphql-ws client (subprotocol `graphql-transport-ws`) on `GET /graphql/ws`, speaking the
/// real protocol over a real websocket: connection_init/ack, subscribe, next, error, complete,
/// and pong to the server's pings.
pub struct GraphqlWs {
    socket: tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
}

/// What the server said about one subscription.
#[derive(Debug, Clone, PartialEq)]
pub enum WsEvent {
    /// A `next` message's payload: `{ data }` or `{ errors }`.
    Next(Value),
    /// An `error` message's payload: the list of errors.
    Error(Value),
    Complete,
}

impl GraphqlWs {
    /// Opens the socket and sends `connection_init` with `payload`; the server's first answer:
    /// Ok on `connection_ack`, or the close code and reason.
    pub async fn open(address: &str, payload: Value) -> Result<Self, (u16, String)> {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let url = format!("{}/graphql/ws", address.replacen("http://", "ws://", 1));
        let mut request = url.into_client_request().unwrap();
        request.headers_mut().insert(
            "sec-websocket-protocol",
            "graphql-transport-ws".parse().unwrap(),
        );
        let (socket, response) = tokio_tungstenite::connect_async(request)
            .await
            .expect("the websocket handshake succeeds");
        assert_eq!(
            response.headers()["sec-websocket-protocol"],
            "graphql-transport-ws"
        );
        let mut ws = Self { socket };
        ws.send(json!({ "type": "connection_init", "payload": payload }))
            .await;
        match ws.receive().await {
            Ok(message) if message["type"] == "connection_ack" => Ok(ws),
            Ok(other) => panic!("expected connection_ack, got {other}"),
            Err(close) => Err(close),
        }
    }

    /// Opens the socket with the access token in the `connection_init` payload (no token: a
    /// guest).
    pub async fn connect(address: &str, token: Option<&str>) -> Self {
        let payload = match token {
            Some(token) => json!({ "authorization": format!("Bearer {token}") }),
            None => json!({}),
        };
        Self::open(address, payload)
            .await
            .unwrap_or_else(|close| panic!("the server closed the connection: {close:?}"))
    }

    pub async fn subscribe(&mut self, id: &str, query: &str, variables: Value) {
        self.send(json!({
            "id": id,
            "type": "subscribe",
            "payload": { "query": query, "variables": variables },
        }))
        .await;
    }

    /// Tells the server this client wants no more of subscription `id`.
    pub async fn complete(&mut self, id: &str) {
        self.send(json!({ "id": id, "type": "complete" })).await;
    }

    /// The next message about subscription `id` (None once the socket closed).
    pub async fn event(&mut self, id: &str) -> Option<WsEvent> {
        let message = self.receive().await.ok()?;
        assert_eq!(message["id"], id, "a message for another subscription");
        Some(match message["type"].as_str() {
            Some("next") => WsEvent::Next(message["payload"].clone()),
            Some("error") => WsEvent::Error(message["payload"].clone()),
            Some("complete") => WsEvent::Complete,
            _ => panic!("an unexpected message: {message}"),
        })
    }

    /// The next protocol message, whichever operation it is about (pings answered on the way).
    pub async fn message(&mut self) -> Value {
        self.receive()
            .await
            .unwrap_or_else(|close| panic!("the server closed the connection: {close:?}"))
    }

    /// Every message about subscription `id` until it completes or errors (the end included).
    pub async fn events(&mut self, id: &str) -> Vec<WsEvent> {
        let mut events = Vec::new();
        while let Some(event) = self.event(id).await {
            let end = !matches!(event, WsEvent::Next(_));
            events.push(event);
            if end {
                break;
            }
        }
        events
    }

    /// Subscribes and reads to the end.
    pub async fn run(&mut self, id: &str, query: &str, variables: Value) -> Vec<WsEvent> {
        self.subscribe(id, query, variables).await;
        self.events(id).await
    }

    /// Closes the socket (a client that goes away).
    pub async fn close(mut self) {
        let _ = self.socket.close(None).await;
    }

    async fn send(&mut self, message: Value) {
        use futures::SinkExt;
        use tokio_tungstenite::tungstenite::Message;
        self.socket
            .send(Message::text(message.to_string()))
            .await
            .unwrap();
    }

    /// The next protocol message (pings answered on the way), or the close code and reason.
    async fn receive(&mut self) -> Result<Value, (u16, String)> {
        use futures::StreamExt;
        use tokio_tungstenite::tungstenite::Message;
        loop {
            let message = tokio::time::timeout(Duration::from_secs(30), self.socket.next())
                .await
                .expect("the server answers within 30 s");
            match message {
                Some(Ok(Message::Text(text))) => {
                    let message: Value = serde_json::from_str(&text).unwrap();
                    if message["type"] == "ping" {
                        self.send(json!({ "type": "pong" })).await;
                        continue;
                    }
                    return Ok(message);
                }
                Some(Ok(Message::Close(frame))) => {
                    return Err(frame
                        .map(|f| (u16::from(f.code), f.reason.to_string()))
                        .unwrap_or((1005, String::new())));
                }
                Some(Ok(_)) => continue,
                Some(Err(_)) | None => return Err((1006, String::new())),
            }
        }
    }
}

impl Browser {
    /// A graphql-ws connection with this browser's access token.
    pub async fn ws(&self) -> GraphqlWs {
        GraphqlWs::connect(&self.address, self.token.as_deref()).await
    }
}
