//! Signed-in devices and the browser extension's sessions (issue 23): connecting the extension
//! from the web app, its scoped tokens and their rotation, ending a device from Settings, the
//! CORS policy for the extension's origin, and the uninstall survey.

use serde_json::{Value, json};

use crate::helpers::{Browser, Gql, TestApp, WsEvent};

const EXTENSION_ORIGIN: &str = "chrome-extension://gapgikgpojefignimmfhfmkckkjpgcnh";
const CHROME_UA: &str = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const CONNECT: &str =
    "mutation { connectExtension { accessToken refreshToken refreshExpiresAt user { email } } }";
const REFRESH: &str = "mutation($t: String!) { refreshExtensionSession(refreshToken: $t) { accessToken refreshToken user { email } } }";
const DEVICES: &str = "{ signedInDevices { id client label current signedInAt lastActiveAt } }";

/// The extension: its own token, sent from its own origin.
fn extension(app: &TestApp, token: &str) -> Browser {
    Browser {
        client: reqwest::Client::builder()
            .default_headers(
                [(
                    reqwest::header::ORIGIN,
                    reqwest::header::HeaderValue::from_static(EXTENSION_ORIGIN),
                )]
                .into_iter()
                .collect(),
            )
            .user_agent(CHROME_UA)
            .build()
            .unwrap(),
        address: app.address.clone(),
        token: Some(token.to_owned()),
    }
}

/// The web app, in the same Chrome as the extension, connects it.
async fn connected(app: &TestApp, web: &Browser) -> (Browser, String) {
    let response = web
        .client
        .post(format!("{}/graphql", app.address))
        .header(reqwest::header::USER_AGENT, CHROME_UA)
        .bearer_auth(web.token.as_deref().unwrap())
        .json(&json!({ "query": CONNECT }))
        .send()
        .await
        .unwrap();
    let session = Gql {
        status: response.status().as_u16(),
        body: response.json().await.unwrap(),
    }
    .ok();
    let access = session["connectExtension"]["accessToken"].as_str().unwrap();
    let refresh = session["connectExtension"]["refreshToken"]
        .as_str()
        .unwrap()
        .to_owned();
    (extension(app, access), refresh)
}

fn devices(gql: Gql) -> Vec<Value> {
    gql.ok()["signedInDevices"].as_array().unwrap().clone()
}

#[tokio::test]
async fn the_extension_connects_from_the_web_app_and_may_run_only_its_operations() {
    let app = TestApp::spawn().await;
    let web = app.onboarded("ext@example.com").await;
    let (ext, _) = connected(&app, &web).await;

    let me = ext.me().await.ok();
    assert_eq!(me["me"]["email"], "ext@example.com");
    ext.gql("{ folders { name } }", json!({})).await.ok();

    for refused in [
        "{ providerKeys { id } }",
        "mutation { deleteUserData { success } }",
        "{ me { id } getChurnAnalytics }",
        "mutation { connectExtension { accessToken } }",
    ] {
        let answer = ext.gql(refused, json!({})).await;
        assert_eq!(answer.code(), "FORBIDDEN", "{refused}: {}", answer.body);
    }
    // The same token from anywhere but the extension's page is held to the same scope.
    let elsewhere = Browser {
        client: reqwest::Client::new(),
        address: app.address.clone(),
        token: ext.token.clone(),
    };
    assert_eq!(
        elsewhere
            .gql("{ providerKeys { id } }", json!({}))
            .await
            .code(),
        "FORBIDDEN"
    );
    // And a page of the extension is held to it without a token too.
    let signed_out = extension(&app, "");
    let signed_out = Browser {
        token: None,
        ..signed_out
    };
    assert_eq!(
        signed_out
            .gql(
                "mutation { signIn(email: \"ext@example.com\", password: \"x\") { accessToken } }",
                json!({})
            )
            .await
            .code(),
        "FORBIDDEN"
    );
    // Over the websocket its token is held to the same scope: the playground is not the
    // extension's, the generation stream is.
    let mut ws = ext.ws().await;
    let playground = ws
        .run(
            "1",
            "subscription { runPlayground(prompt: \"hello there\", models: [\"m\"]) { __typename } }",
            json!({}),
        )
        .await;
    let [WsEvent::Next(refused), WsEvent::Complete] = playground.as_slice() else {
        panic!("expected one refusal: {playground:?}");
    };
    assert_eq!(
        refused["errors"][0]["extensions"]["code"], "FORBIDDEN",
        "{refused}"
    );
    let stream = ws
        .run(
            "2",
            "subscription { streamGeneration(generator: PRIMER, description: \"write a toast\") { __typename } }",
            json!({}),
        )
        .await;
    let Some([WsEvent::Next(last), WsEvent::Complete]) = stream.last_chunk() else {
        panic!("the stream did not end with a result: {stream:?}");
    };
    assert_eq!(
        last["data"]["streamGeneration"]["__typename"], "GenerationResult",
        "{stream:?}"
    );
    // The web app's own token keeps its full reach.
    web.gql("{ providerKeys { id } }", json!({})).await.ok();
}

#[tokio::test]
async fn the_extension_token_rotates_and_a_replay_ends_its_session() {
    let app = TestApp::spawn().await;
    let web = app.onboarded("rotate@example.com").await;
    let (ext, first) = connected(&app, &web).await;

    let next = ext.gql(REFRESH, json!({ "t": first })).await.ok();
    let second = next["refreshExtensionSession"]["refreshToken"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_ne!(first, second);
    let renewed = extension(
        &app,
        next["refreshExtensionSession"]["accessToken"]
            .as_str()
            .unwrap(),
    );
    renewed.me().await.ok();

    // A stolen copy of the spent token, used after the grace period of concurrent refreshes,
    // ends the session: every token of it stops working.
    app.clock.advance(chrono::Duration::seconds(30));
    assert_eq!(
        ext.gql(REFRESH, json!({ "t": first })).await.code(),
        "UNAUTHENTICATED"
    );
    assert_eq!(renewed.me().await.code(), "UNAUTHENTICATED");
    assert_eq!(
        ext.gql(REFRESH, json!({ "t": second })).await.code(),
        "UNAUTHENTICATED"
    );
    // The web session is another session, untouched.
    web.me().await.ok();
}

#[tokio::test]
async fn a_web_refresh_token_is_not_the_extensions() {
    let app = TestApp::spawn().await;
    let web = app.onboarded("cookie@example.com").await;
    // The web session's refresh token, as the cookie jar holds it.
    let cookie = web
        .client
        .post(format!("{}/graphql", app.address))
        .json(&json!({ "query": "mutation { refreshSession { accessToken } }" }))
        .send()
        .await
        .unwrap();
    let raw = cookie
        .headers()
        .get_all(reqwest::header::SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find_map(|v| {
            v.split(';')
                .next()?
                .split_once('=')
                .map(|(_, t)| t.to_owned())
        })
        .expect("a refresh cookie");
    let ext = extension(&app, "");
    assert_eq!(
        ext.gql(REFRESH, json!({ "t": raw })).await.code(),
        "UNAUTHENTICATED"
    );
}

#[tokio::test]
async fn devices_are_listed_and_ended_by_their_owner_only() {
    let app = TestApp::spawn().await;
    let web = app.onboarded("owner@example.com").await;
    let (ext, refresh) = connected(&app, &web).await;
    let other = app.onboarded("other@example.com").await;

    let listed = devices(web.gql(DEVICES, json!({})).await);
    assert_eq!(listed.len(), 2, "{listed:?}");
    let extension_device = listed
        .iter()
        .find(|d| d["client"] == "EXTENSION")
        .expect("the extension is listed");
    assert_eq!(
        extension_device["label"],
        "Browser extension · Chrome on Linux"
    );
    assert_eq!(extension_device["current"], false);
    let web_device = listed.iter().find(|d| d["client"] == "WEB").unwrap();
    assert_eq!(web_device["current"], true);
    let id = extension_device["id"].as_str().unwrap();

    // Another user cannot see or end it.
    assert!(
        devices(other.gql(DEVICES, json!({})).await)
            .iter()
            .all(|d| d["id"] != id)
    );
    let refused = other
        .gql(
            "mutation($d: ID!) { endSignedInDevice(id: $d) }",
            json!({ "d": id }),
        )
        .await;
    assert_eq!(refused.code(), "NOT_FOUND");
    ext.me().await.ok();

    // The owner ends it: its access token stops at once, and so does its refresh token.
    web.gql(
        "mutation($d: ID!) { endSignedInDevice(id: $d) }",
        json!({ "d": id }),
    )
    .await
    .ok();
    assert_eq!(ext.me().await.code(), "UNAUTHENTICATED");
    assert_eq!(
        ext.gql(REFRESH, json!({ "t": refresh })).await.code(),
        "UNAUTHENTICATED"
    );
    assert_eq!(devices(web.gql(DEVICES, json!({})).await).len(), 1);
    // Twice is NOT_FOUND: it is not signed in any more.
    assert_eq!(
        web.gql(
            "mutation($d: ID!) { endSignedInDevice(id: $d) }",
            json!({ "d": id })
        )
        .await
        .code(),
        "NOT_FOUND"
    );
}

#[tokio::test]
async fn signing_out_ends_the_sessions_access_tokens_too() {
    let app = TestApp::spawn().await;
    let web = app.onboarded("leave@example.com").await;
    let (ext, refresh) = connected(&app, &web).await;

    ext.gql(
        "mutation($t: String!) { signOutExtension(refreshToken: $t) }",
        json!({ "t": refresh }),
    )
    .await
    .ok();
    assert_eq!(ext.me().await.code(), "UNAUTHENTICATED");
    web.me().await.ok();

    web.gql("mutation { signOut }", json!({})).await.ok();
    assert_eq!(web.me().await.code(), "UNAUTHENTICATED");
}

#[tokio::test]
async fn cors_lets_the_extensions_origin_in_and_no_other() {
    let app = TestApp::spawn().await;
    let client = reqwest::Client::new();
    let preflight = |origin: &'static str| {
        client
            .request(reqwest::Method::OPTIONS, format!("{}/graphql", app.address))
            .header("origin", origin)
            .header("access-control-request-method", "POST")
            .header(
                "access-control-request-headers",
                "authorization,content-type,x-request-source,x-correlation-id",
            )
            .send()
    };
    let allowed = preflight(EXTENSION_ORIGIN).await.unwrap();
    assert!(allowed.status().is_success(), "{}", allowed.status());
    assert_eq!(
        allowed.headers()["access-control-allow-origin"],
        EXTENSION_ORIGIN
    );
    let headers = allowed.headers()["access-control-allow-headers"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(headers.contains("x-request-source") && headers.contains("authorization"));

    for origin in [
        "https://evil.example",
        "chrome-extension://someotherextensionid",
    ] {
        let refused = preflight(origin).await.unwrap();
        assert!(
            refused
                .headers()
                .get("access-control-allow-origin")
                .is_none(),
            "{origin}"
        );
    }
    // A page of the web app (same origin) needs no CORS, and other pages get no CORS headers
    // on their answers either.
    let post = client
        .post(format!("{}/graphql", app.address))
        .header("origin", "https://evil.example")
        .json(&json!({ "query": "{ authConfig { googleEnabled } }" }))
        .send()
        .await
        .unwrap();
    assert!(post.headers().get("access-control-allow-origin").is_none());
}

#[tokio::test]
async fn the_uninstall_survey_takes_reasons_or_words_from_anyone_and_is_limited() {
    let app = TestApp::spawn().await;
    let guest = app.browser();
    const SUBMIT: &str = "mutation($r: [UninstallReason!]!, $d: String, $v: String) { submitUninstallFeedback(reasons: $r, details: $d, extensionVersion: $v) }";

    guest
        .gql(
            SUBMIT,
            json!({ "r": ["TOO_SLOW", "PRIVACY"], "d": "It slowed my editor.", "v": "1.0.0" }),
        )
        .await
        .ok();
    let empty = guest.gql(SUBMIT, json!({ "r": [], "d": "  " })).await;
    assert_eq!(empty.code(), "BAD_USER_INPUT");
    assert_eq!(empty.field(), "reasons");
    // Not one of the survey's reasons: the variable does not fit the schema.
    let unknown = guest.gql(SUBMIT, json!({ "r": ["NOPE"] })).await;
    assert_eq!(unknown.code(), "GRAPHQL_VALIDATION_FAILED");
    assert!(unknown.message().contains("NOPE"), "{}", unknown.message());

    let signed_in = app.onboarded("bye@example.com").await;
    signed_in
        .gql(SUBMIT, json!({ "r": ["OTHER"], "d": "Just testing." }))
        .await
        .ok();

    let stored = app
        .store
        .count_extension_uninstalls(
            chrono::Utc::now() - chrono::Duration::hours(1),
            chrono::Utc::now() + chrono::Duration::hours(1),
        )
        .await
        .unwrap();
    assert_eq!(stored, 2, "the refused answer stored nothing");

    // Ten from one address in a burst, then it waits.
    let mut codes = Vec::new();
    for _ in 0..12 {
        let answer = guest.gql(SUBMIT, json!({ "r": ["TEMPORARY"] })).await;
        codes.push(if answer.body.get("errors").is_some() {
            answer.code()
        } else {
            "OK".into()
        });
    }
    assert!(codes.iter().any(|c| c == "RATE_LIMITED"), "{codes:?}");
}
