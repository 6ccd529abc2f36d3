//! Health, readiness, metrics, security headers, and the web app with its SPA fallback.

use crate::helpers::{Gql, TestApp};

#[tokio::test]
async fn health_readiness_and_metrics() {
    let app = TestApp::spawn().await;
    let browser = app.browser();
    let health = browser.get("/healthz").await;
    assert_eq!(health.status(), 200);
    assert_eq!(
        health.json::<serde_json::Value>().await.unwrap()["status"],
        "ok"
    );
    let ready = browser.get("/readyz").await;
    assert_eq!(ready.status(), 200);
    assert_eq!(
        ready.json::<serde_json::Value>().await.unwrap()["database"],
        "ok"
    );

    let metrics = browser.get("/metrics").await.text().await.unwrap();
    assert!(metrics.contains("http_requests_total"), "{metrics}");
    assert!(metrics.contains("route=\"/readyz\""), "{metrics}");
    assert!(
        metrics.contains("http_request_duration_seconds_bucket"),
        "{metrics}"
    );
    // SQLite's own memory, read at each scrape. (On PostgreSQL this app sets no such gauge, but
    // the recorder is shared by the whole test binary, so another app may have.)
    if app.store.backend() == store::Backend::Sqlite {
        let bytes = metrics
            .lines()
            .find_map(|line| line.strip_prefix("sqlite_memory_used_bytes "))
            .map(|value| value.trim().parse::<f64>().unwrap());
        assert!(bytes.is_some_and(|bytes| bytes > 0.0), "{metrics}");
    }
}

#[tokio::test]
async fn readiness_fails_when_the_database_is_gone() {
    let app = TestApp::spawn().await;
    app.store.clone().close().await.unwrap();
    let ready = app.browser().get("/readyz").await;
    assert_eq!(ready.status(), 503);
}

#[tokio::test]
async fn every_response_has_security_headers() {
    let app = TestApp::spawn().await;
    let browser = app.browser();
    for path in ["/healthz", "/", "/dashboard"] {
        let response = browser.get(path).await;
        let h = response.headers();
        let csp = h.get("content-security-policy").unwrap().to_str().unwrap();
        assert!(
            csp.contains("frame-ancestors 'none'") && csp.contains("script-src 'self'"),
            "{path}: {csp}"
        );
        assert_eq!(h.get("x-content-type-options").unwrap(), "nosniff");
        assert_eq!(
            h.get("referrer-policy").unwrap(),
            "strict-origin-when-cross-origin"
        );
        assert_eq!(h.get("x-frame-options").unwrap(), "DENY");
    }
}

#[tokio::test]
async fn the_web_app_is_served_with_an_spa_fallback() {
    let app = TestApp::spawn_with(|config| {
        let web = config.data_dir.join("web");
        std::fs::create_dir_all(web.join("assets")).unwrap();
        std::fs::write(
            web.join("index.html"),
            "<!doctype html><div id=root>app shell</div>",
        )
        .unwrap();
        std::fs::write(web.join("assets/app-1234.js"), "console.log('hi')").unwrap();
    })
    .await;
    let browser = app.browser();
    for path in ["/", "/dashboard/settings", "/some/unknown/path"] {
        let response = browser.get(path).await;
        assert_eq!(response.status(), 200, "{path}");
        assert_eq!(response.headers().get("cache-control").unwrap(), "no-cache");
        assert!(
            response.text().await.unwrap().contains("app shell"),
            "{path}"
        );
    }
    let asset = browser.get("/assets/app-1234.js").await;
    assert_eq!(asset.status(), 200);
    assert!(
        asset
            .headers()
            .get("cache-control")
            .unwrap()
            .to_str()
            .unwrap()
            .contains("immutable")
    );
    assert!(
        asset
            .headers()
            .get("content-type")
            .unwrap()
            .to_str()
            .unwrap()
            .contains("javascript")
    );
}

#[tokio::test]
async fn graphiql_only_in_development() {
    let app = TestApp::spawn().await;
    assert_eq!(app.browser().get("/graphql").await.status(), 405);
    let dev = TestApp::spawn_with(|c| c.dev = true).await;
    let page = dev.browser().get("/graphql").await;
    assert_eq!(page.status(), 200);
    assert!(
        page.text()
            .await
            .unwrap()
            .to_lowercase()
            .contains("graphiql")
    );
}

/// /metrics carries what an operator watches besides requests: what the server adds to each
/// generation and its durable write, the generations per commit, each provider's latency, and
/// rate-limit refusals.
#[tokio::test]
async fn metrics_show_generation_overhead_batches_provider_latency_and_refusals() {
    use engine::{
        llm::ProviderKind,
        testing::{Behaviour, Fake, serve},
    };
    let fake = Fake::new(vec![Behaviour::Chunks(vec!["You are a careful editor."])]);
    let url = serve(ProviderKind::Openai, fake).await;
    let app = TestApp::spawn_with(|config| {
        config.llm.providers = vec![superprompt_server::config::LlmProviderConfig {
            name: "metered".into(),
            kind: ProviderKind::Openai,
            base_url: Some(url),
            api_key: Some(superprompt_server::config::Secret::new("k")),
            models: engine::llm::Models {
                default: Some("fake-model".into()),
                ..Default::default()
            },
            test_models: vec![],
            idle_timeout_secs: 5,
            total_timeout_secs: 10,
        }];
        config.limits.sign_ups_per_hour_per_address = 1;
    })
    .await;
    let user = app.onboarded("metered@example.com").await;
    user.gql(
        "mutation { generatePrompt(description: \"edit my essay\") { generation { engine } } }",
        serde_json::json!({}),
    )
    .await
    .ok();
    // The address has used its one sign-up this hour.
    let refused = app
        .browser()
        .sign_up("second@example.com", crate::helpers::PASSWORD)
        .await;
    assert_eq!(refused.code(), "RATE_LIMITED");

    let metrics = app.browser().get("/metrics").await.text().await.unwrap();
    for expected in [
        "generation_server_overhead_seconds_bucket{le=\"0.001\"}",
        "generation_durable_write_seconds_count",
        "generation_commit_batch_size_bucket{le=\"1\"}",
        "llm_provider_duration_seconds_count{provider=\"metered\",outcome=\"ok\"}",
        "rate_limit_refusals_total",
    ] {
        assert!(metrics.contains(expected), "{expected} in:\n{metrics}");
    }
}

/// Opens a request to `POST /graphql` whose body never finishes arriving: the server works on
/// it (waiting for the rest) until the socket closes.
async fn request_left_open(address: &str) -> tokio::net::TcpStream {
    use tokio::io::AsyncWriteExt;
    let host = address.trim_start_matches("http://");
    let mut socket = tokio::net::TcpStream::connect(host).await.unwrap();
    let head = format!(
        "POST /graphql HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n\
         Content-Length: 1000\r\n\r\n{{\"query\":"
    );
    socket.write_all(head.as_bytes()).await.unwrap();
    socket
}

/// Asks `{ __typename }` every 20 ms until an answer's status passes `done` or 10 s pass, and
/// gives the last answer.
async fn typename_until(browser: &crate::helpers::Browser, done: impl Fn(u16) -> bool) -> Gql {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let answer = browser.gql("{ __typename }", serde_json::json!({})).await;
        if done(answer.status) || std::time::Instant::now() > deadline {
            return answer;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn past_the_cap_on_requests_in_flight_a_request_is_refused_at_once_and_health_still_answers()
{
    let app = TestApp::spawn_with(|config| config.max_requests_in_flight = 2).await;
    let browser = app.browser();
    assert_eq!(typename_until(&browser, |_| true).await.status, 200);

    let first = request_left_open(&app.address).await;
    let _second = request_left_open(&app.address).await;
    // Both are in flight once the server has read their heads: then a third is refused.
    let refused = typename_until(&browser, |status| status != 200).await;
    assert_eq!(refused.status, 503, "{:?}", refused.body);
    assert_eq!(refused.code(), "SERVICE_UNAVAILABLE");
    assert_eq!(
        refused.message(),
        "The server is busy. Try again in a moment."
    );
    let raw = browser.get("/pricing").await;
    assert_eq!(raw.status(), 503);
    assert_eq!(raw.headers()["retry-after"], "1");

    // Liveness and metrics are never refused, and the refusals are counted.
    assert_eq!(browser.get("/healthz").await.status(), 200);
    let metrics = browser.get("/metrics").await.text().await.unwrap();
    let shed = metrics
        .lines()
        .find_map(|line| line.strip_prefix("requests_shed_total "))
        .map(|value| value.trim().parse::<f64>().unwrap());
    assert!(shed.is_some_and(|count| count >= 2.0), "{metrics}");

    // A request that ends gives its place back.
    drop(first);
    let admitted = typename_until(&browser, |status| status == 200).await;
    assert_eq!(admitted.status, 200, "{:?}", admitted.body);
    assert_eq!(admitted.ok()["__typename"], "Query");
}

/// A websocket counts against `max_requests_in_flight` only until it is upgraded: an open
/// subscription socket does not keep other requests out.
#[tokio::test]
async fn an_open_websocket_does_not_hold_a_place_under_the_cap() {
    let app = TestApp::spawn_with(|config| config.max_requests_in_flight = 1).await;
    let browser = app.browser();
    let _socket = browser.ws().await;
    let answer = typename_until(&browser, |status| status == 200).await;
    assert_eq!(answer.status, 200, "{:?}", answer.body);
    assert_eq!(answer.ok()["__typename"], "Query");
}
