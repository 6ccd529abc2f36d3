//! The network edge: who the client is behind proxies (`trusted_proxies`), HSTS on https
//! deployments, and who may read `/metrics`.

use serde_json::{Value, json};
use superprompt_server::config::{MetricsAccess, Secret};

use crate::helpers::{PASSWORD, TestApp};

const SIGN_IN: &str =
    "mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { accessToken } }";

/// A sign-in as it reaches us through the proxy (the test itself, on 127.0.0.1, which
/// `TestApp` trusts): `forwarded_for` is the header the proxy passes on.
async fn sign_in_via_proxy(
    app: &TestApp,
    forwarded_for: &str,
    email: &str,
    password: &str,
) -> Value {
    reqwest::Client::new()
        .post(format!("{}/graphql", app.address))
        .header("x-forwarded-for", forwarded_for)
        .json(&json!({ "query": SIGN_IN, "variables": { "e": email, "p": password } }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

fn error_code(body: &Value) -> Option<&str> {
    body["errors"][0]["extensions"]["code"].as_str()
}

#[tokio::test]
async fn rotating_a_spoofed_forwarded_for_does_not_evade_the_sign_in_throttle() {
    let app = TestApp::spawn().await;
    app.signed_up("victim@example.com").await;
    // The attacker at 203.0.113.7 writes a new address into X-Forwarded-For on every attempt;
    // the proxy appends the address it really saw.
    for i in 0..20 {
        let body = sign_in_via_proxy(
            &app,
            &format!("198.51.100.{i}, 203.0.113.7"),
            &format!("guess{i}@example.com"),
            "Wrong-pass1!",
        )
        .await;
        assert_eq!(
            error_code(&body),
            Some("INVALID_CREDENTIALS"),
            "attempt {i}: {body}"
        );
    }
    let body = sign_in_via_proxy(
        &app,
        "198.51.100.250, 203.0.113.7",
        "victim@example.com",
        PASSWORD,
    )
    .await;
    assert_eq!(error_code(&body), Some("RATE_LIMITED"), "{body}");
    // Someone else behind the same proxy is not limited: the address does come from the header.
    let body = sign_in_via_proxy(&app, "203.0.113.8", "victim@example.com", PASSWORD).await;
    assert!(body["data"]["signIn"]["accessToken"].is_string(), "{body}");
}

#[tokio::test]
async fn rotating_a_spoofed_forwarded_for_does_not_inflate_share_views() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("ada@example.com").await;
    let link = ada
        .gql(
            "mutation { createShareLink(shareType: PROMPT, name: \"Tip\", generatedPrompt: \"Be specific.\") { id } }",
            json!({}),
        )
        .await
        .ok()["createShareLink"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let client = reqwest::Client::builder()
        .user_agent("Browser A")
        .build()
        .unwrap();
    for i in 0..10 {
        let status = client
            .get(format!("{}/share/tip/{link}", app.address))
            .header("x-forwarded-for", format!("198.51.100.{i}, 203.0.113.7"))
            .send()
            .await
            .unwrap()
            .status();
        assert_eq!(status, 200);
    }
    let views = ada
        .gql("{ myShareLinks { viewCount } }", json!({}))
        .await
        .ok()["myShareLinks"][0]["viewCount"]
        .clone();
    assert_eq!(views, 1);
}

#[tokio::test]
async fn https_deployments_send_hsts_on_every_response() {
    let https =
        TestApp::spawn_with(|c| c.public_url = Some("https://prompts.example.com".into())).await;
    let client = reqwest::Client::new();
    let responses = [
        client
            .get(format!("{}/healthz", https.address))
            .send()
            .await
            .unwrap(),
        client
            .get(format!("{}/dashboard", https.address))
            .send()
            .await
            .unwrap(),
        client
            .get(format!("{}/metrics", https.address))
            .send()
            .await
            .unwrap(),
        client
            .post(format!("{}/graphql", https.address))
            .json(&json!({ "query": "{ nope }" }))
            .send()
            .await
            .unwrap(),
        client
            .post(format!("{}/graphql", https.address))
            .body("not json")
            .send()
            .await
            .unwrap(),
    ];
    for response in responses {
        assert_eq!(
            response
                .headers()
                .get("strict-transport-security")
                .map(|v| v.to_str().unwrap()),
            Some("max-age=31536000; includeSubDomains"),
            "{}",
            response.url()
        );
    }

    let opted_out = TestApp::spawn_with(|c| {
        c.public_url = Some("https://prompts.example.com".into());
        c.hsts = false;
    })
    .await;
    let plain_http = TestApp::spawn().await;
    for app in [&opted_out, &plain_http] {
        let response = client
            .get(format!("{}/healthz", app.address))
            .send()
            .await
            .unwrap();
        assert!(
            response
                .headers()
                .get("strict-transport-security")
                .is_none()
        );
    }
}

async fn get_metrics(app: &TestApp, headers: &[(&str, &str)]) -> (u16, String) {
    let mut request = reqwest::Client::new().get(format!("{}/metrics", app.address));
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.text().await.unwrap())
}

#[tokio::test]
async fn metrics_are_served_to_this_machine_only_by_default() {
    let app = TestApp::spawn().await;
    app.browser().get("/healthz").await;
    let (status, body) = get_metrics(&app, &[]).await;
    assert_eq!(status, 200);
    assert!(body.contains("http_requests_total"), "{body}");
    // Forwarded by a proxy on this machine for a client elsewhere: trusted (TestApp trusts
    // 127.0.0.1) or not, the client is not this machine.
    for headers in [
        &[("x-forwarded-for", "203.0.113.7")][..],
        &[("x-forwarded-for", "127.0.0.1, 203.0.113.7")],
        &[("forwarded", "for=203.0.113.7")],
        &[("x-real-ip", "203.0.113.7")],
    ] {
        let (status, body) = get_metrics(&app, headers).await;
        assert_eq!(status, 403, "{headers:?}");
        assert!(!body.contains("http_requests"), "{headers:?}: {body}");
    }
    let untrusted = TestApp::spawn_with(|c| c.trusted_proxies = Default::default()).await;
    let (status, _) = get_metrics(&untrusted, &[("x-forwarded-for", "203.0.113.7")]).await;
    assert_eq!(
        status, 403,
        "a local proxy nobody listed must not open it either"
    );
}

#[tokio::test]
async fn metrics_can_be_turned_off() {
    let app = TestApp::spawn_with(|c| c.metrics.access = MetricsAccess::Off).await;
    let (status, body) = get_metrics(&app, &[]).await;
    assert_eq!(status, 404);
    assert!(!body.contains("http_requests"), "{body}");
}

#[tokio::test]
async fn metrics_behind_a_bearer_token() {
    const TOKEN: &str = "5f0c1d7e9a2b4c6d8e0f1a3b5c7d9e1f";
    let app = TestApp::spawn_with(|c| {
        c.metrics.access = MetricsAccess::Token;
        c.metrics.token = Some(Secret::new(TOKEN));
    })
    .await;
    let right = format!("Bearer {TOKEN}");
    let wrong = format!("Bearer {}x", &TOKEN[..TOKEN.len() - 1]);
    for headers in [&[][..], &[("authorization", wrong.as_str())]] {
        let response = reqwest::Client::new()
            .get(format!("{}/metrics", app.address))
            .headers(
                headers
                    .iter()
                    .map(|(n, v)| (n.parse().unwrap(), v.parse().unwrap()))
                    .collect(),
            )
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 401, "{headers:?}");
        assert_eq!(
            response.headers().get("www-authenticate").unwrap(),
            "Bearer realm=\"metrics\""
        );
        let body = response.text().await.unwrap();
        assert!(!body.contains("http_requests"), "{body}");
    }
    // The token works from anywhere a scraper sits, proxied or not.
    let (status, body) = get_metrics(
        &app,
        &[
            ("authorization", &right),
            ("x-forwarded-for", "203.0.113.7"),
        ],
    )
    .await;
    assert_eq!(status, 200);
    assert!(body.contains("http_requests_total"), "{body}");
}
