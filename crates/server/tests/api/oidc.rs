//! Google sign-in against a local OpenID Connect provider that speaks the real protocol:
//! discovery, JWKS, an authorization endpoint, and a token endpoint that checks the client
//! secret, the redirect URI and the PKCE verifier, and signs RS256 ID tokens.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

use axum::{
    Form, Json, Router,
    extract::{Query, State},
    http::{HeaderMap, StatusCode},
    response::{IntoResponse, Redirect, Response},
    routing::{get, post},
};
use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use rsa::{RsaPrivateKey, pkcs1::EncodeRsaPrivateKey, traits::PublicKeyParts};
use serde::Deserialize;
use serde_json::json;
use sha2::{Digest, Sha256};

use crate::helpers::{PASSWORD, TestApp};

const CLIENT_ID: &str = "superprompt-test-client";
const CLIENT_SECRET: &str = "test-client-secret";

#[derive(Clone)]
struct Person {
    sub: String,
    email: String,
    email_verified: bool,
}

struct Grant {
    nonce: String,
    challenge: String,
    redirect_uri: String,
}

#[derive(Clone)]
struct Provider {
    issuer: String,
    key_pem: String,
    n: String,
    e: String,
    person: Arc<Mutex<Person>>,
    grants: Arc<Mutex<HashMap<String, Grant>>>,
}

fn rsa_key() -> (String, String, String) {
    static KEY: std::sync::OnceLock<(String, String, String)> = std::sync::OnceLock::new();
    KEY.get_or_init(|| {
        let key = RsaPrivateKey::new(&mut rsa::rand_core::OsRng, 2048).unwrap();
        let pem = key
            .to_pkcs1_pem(rsa::pkcs1::LineEnding::LF)
            .unwrap()
            .to_string();
        let n = URL_SAFE_NO_PAD.encode(key.n().to_bytes_be());
        let e = URL_SAFE_NO_PAD.encode(key.e().to_bytes_be());
        (pem, n, e)
    })
    .clone()
}

async fn discovery(State(p): State<Provider>) -> Json<serde_json::Value> {
    Json(json!({
        "issuer": p.issuer,
        "authorization_endpoint": format!("{}/authorize", p.issuer),
        "token_endpoint": format!("{}/token", p.issuer),
        "jwks_uri": format!("{}/jwks", p.issuer),
        "response_types_supported": ["code"],
        "subject_types_supported": ["public"],
        "id_token_signing_alg_values_supported": ["RS256"],
        "scopes_supported": ["openid", "email", "profile"],
        "token_endpoint_auth_methods_supported": ["client_secret_basic"],
        "code_challenge_methods_supported": ["S256"],
    }))
}

async fn jwks(State(p): State<Provider>) -> Json<serde_json::Value> {
    Json(
        json!({ "keys": [{ "kty": "RSA", "alg": "RS256", "use": "sig", "kid": "test-key", "n": p.n, "e": p.e }] }),
    )
}

#[derive(Deserialize)]
struct AuthorizeParams {
    client_id: String,
    redirect_uri: String,
    response_type: String,
    scope: String,
    state: String,
    nonce: String,
    code_challenge: String,
    code_challenge_method: String,
}

/// The person is already signed in at the provider and consents at once.
async fn authorize(State(p): State<Provider>, Query(q): Query<AuthorizeParams>) -> Response {
    if q.client_id != CLIENT_ID
        || q.response_type != "code"
        || q.code_challenge_method != "S256"
        || !q.scope.contains("openid")
    {
        return (StatusCode::BAD_REQUEST, "bad authorization request").into_response();
    }
    let code = uuid::Uuid::new_v4().to_string();
    p.grants.lock().unwrap().insert(
        code.clone(),
        Grant {
            nonce: q.nonce,
            challenge: q.code_challenge,
            redirect_uri: q.redirect_uri.clone(),
        },
    );
    Redirect::to(&format!("{}?code={code}&state={}", q.redirect_uri, q.state)).into_response()
}

#[derive(Deserialize)]
struct TokenForm {
    grant_type: String,
    code: String,
    redirect_uri: String,
    code_verifier: String,
}

async fn token(
    State(p): State<Provider>,
    headers: HeaderMap,
    Form(form): Form<TokenForm>,
) -> Response {
    let expected = format!(
        "Basic {}",
        base64::engine::general_purpose::STANDARD.encode(format!("{CLIENT_ID}:{CLIENT_SECRET}"))
    );
    if headers.get("authorization").and_then(|v| v.to_str().ok()) != Some(expected.as_str()) {
        return (
            StatusCode::UNAUTHORIZED,
            Json(json!({ "error": "invalid_client" })),
        )
            .into_response();
    }
    let Some(grant) = p.grants.lock().unwrap().remove(&form.code) else {
        return (
            StatusCode::BAD_REQUEST,
            Json(json!({ "error": "invalid_grant" })),
        )
            .into_response();
    };
    let challenge = URL_SAFE_NO_PAD.encode(Sha256::digest(form.code_verifier.as_bytes()));
    if form.grant_type != "authorization_code"
        || grant.redirect_uri != form.redirect_uri
        || challenge != grant.challenge
    {
        return (
            StatusCode::BAD_REQUEST,
            Json(json!({ "error": "invalid_grant" })),
        )
            .into_response();
    }
    let person = p.person.lock().unwrap().clone();
    let now = chrono::Utc::now().timestamp();
    let claims = json!({
        "iss": p.issuer, "sub": person.sub, "aud": CLIENT_ID, "iat": now, "exp": now + 300,
        "nonce": grant.nonce, "email": person.email, "email_verified": person.email_verified,
        "given_name": "Grace", "family_name": "Hopper", "picture": "https://example.com/grace.png",
    });
    let mut header = jsonwebtoken::Header::new(jsonwebtoken::Algorithm::RS256);
    header.kid = Some("test-key".into());
    let key = jsonwebtoken::EncodingKey::from_rsa_pem(p.key_pem.as_bytes()).unwrap();
    let id_token = jsonwebtoken::encode(&header, &claims, &key).unwrap();
    Json(json!({ "access_token": "provider-access-token", "token_type": "Bearer", "expires_in": 300, "id_token": id_token }))
        .into_response()
}

async fn start_provider(person: Person) -> Provider {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let issuer = format!("http://127.0.0.1:{}", listener.local_addr().unwrap().port());
    let (key_pem, n, e) = rsa_key();
    let provider = Provider {
        issuer,
        key_pem,
        n,
        e,
        person: Arc::new(Mutex::new(person)),
        grants: Arc::new(Mutex::new(HashMap::new())),
    };
    let router = Router::new()
        .route("/.well-known/openid-configuration", get(discovery))
        .route("/jwks", get(jwks))
        .route("/authorize", get(authorize))
        .route("/token", post(token))
        .with_state(provider.clone());
    tokio::spawn(async move { axum::serve(listener, router).await });
    provider
}

/// An app whose Google sign-in is a local provider where this person is signed in.
async fn google_app(sub: &str, email: &str, email_verified: bool) -> TestApp {
    let provider = start_provider(Person {
        sub: sub.into(),
        email: email.into(),
        email_verified,
    })
    .await;
    app_with_google(&provider).await
}

async fn app_with_google(provider: &Provider) -> TestApp {
    let issuer = provider.issuer.clone();
    TestApp::spawn_with(move |config| {
        config.auth.google = Some(superprompt_server::config::GoogleConfig {
            client_id: CLIENT_ID.into(),
            client_secret: superprompt_server::config::Secret::new(CLIENT_SECRET),
            issuer,
        });
    })
    .await
}

/// Follows the browser through start -> provider -> callback; returns the final Location.
async fn google_sign_in(
    app: &TestApp,
    browser: &crate::helpers::Browser,
    redirect: &str,
) -> (String, Option<String>) {
    let start = browser
        .get(&format!("/auth/google/start?redirect={redirect}"))
        .await;
    assert_eq!(start.status(), 303, "start redirects to the provider");
    let to_provider = start.headers()["location"].to_str().unwrap().to_owned();
    let at_provider = browser.client.get(&to_provider).send().await.unwrap();
    let callback = at_provider.headers()["location"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        callback.starts_with(&format!("{}/auth/google/callback?", app.address)),
        "{callback}"
    );
    let finished = browser.client.get(&callback).send().await.unwrap();
    let location = finished.headers()["location"].to_str().unwrap().to_owned();
    let cookie = session_cookie(&finished);
    // Replaying the same callback must not work.
    let replay = browser.client.get(&callback).send().await.unwrap();
    assert!(
        replay.headers()["location"]
            .to_str()
            .unwrap()
            .starts_with("/login?error=")
    );
    assert!(session_cookie(&replay).is_none());
    (location, cookie)
}

/// The refresh-token cookie a response sets, if any (the flow cookie is cleared on every
/// callback, so other cookies come and go).
fn session_cookie(response: &reqwest::Response) -> Option<String> {
    response
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().to_owned())
        .find(|c| c.starts_with("sp_refresh="))
}

#[tokio::test]
async fn google_sign_in_creates_an_account_and_a_session() {
    let app = google_app("g-123", "grace@example.com", true).await;
    let mut browser = app.browser();
    let config = browser
        .gql("{ authConfig { googleEnabled } }", json!({}))
        .await
        .ok();
    assert_eq!(config["authConfig"]["googleEnabled"], true);

    let (location, cookie) = google_sign_in(&app, &browser, "/pricing").await;
    assert_eq!(location, "/onboarding", "new accounts onboard first");
    assert!(cookie.unwrap().contains("HttpOnly"));

    let session = browser.refresh().await.ok();
    assert_eq!(
        session["refreshSession"]["user"]["id"]
            .as_str()
            .map(str::len),
        Some(36)
    );
    let me = browser
        .gql(
            "{ me { email name loginType emailVerified profilePhoto } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(
        me["me"],
        json!({ "email": "grace@example.com", "name": "Grace Hopper", "loginType": "GOOGLE_SSO", "emailVerified": true, "profilePhoto": "https://example.com/grace.png" })
    );
    let login_type = browser
        .gql(
            "{ checkLoginType(email: \"grace@example.com\") { loginType canResetPassword } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(
        login_type["checkLoginType"],
        json!({ "loginType": "GOOGLE_SSO", "canResetPassword": false })
    );

    // Signing in again finds the same account and, once onboarded, honours the redirect.
    browser
        .gql("mutation { createUserRecord(onboarding_questions: { profession: \"Admiral\", source: \"Navy\", onboardingDate: \"2026-11-22\" }) { id } }", json!({}))
        .await
        .ok();
    let (location, _) = google_sign_in(&app, &app.browser(), "/pricing").await;
    assert_eq!(location, "/pricing");
    assert_eq!(app.store.row_count("users").await, 1);
}

#[tokio::test]
async fn google_links_an_existing_account_with_the_same_verified_email() {
    let app = google_app("g-9", "ada@example.com", true).await;
    app.onboarded("ada@example.com").await;
    let mut browser = app.browser();
    let (location, _) = google_sign_in(&app, &browser, "//evil.example").await;
    assert_eq!(
        location, "/dashboard",
        "off-site redirects fall back to the dashboard"
    );
    let me = browser.refresh().await.ok();
    assert_eq!(app.store.row_count("users").await, 1);
    assert!(me["refreshSession"]["accessToken"].is_string());
    // The password still works too.
    browser.sign_in("ada@example.com", PASSWORD).await.ok();
}

#[tokio::test]
async fn unverified_google_emails_and_bad_states_are_refused() {
    let app = google_app("g-x", "x@example.com", false).await;
    let browser = app.browser();
    let start = browser.get("/auth/google/start").await;
    let at_provider = browser
        .client
        .get(start.headers()["location"].to_str().unwrap())
        .send()
        .await
        .unwrap();
    let callback = at_provider.headers()["location"]
        .to_str()
        .unwrap()
        .to_owned();
    let finished = browser.client.get(&callback).send().await.unwrap();
    let location = finished.headers()["location"].to_str().unwrap();
    assert!(location.starts_with("/login?error="), "{location}");
    assert!(session_cookie(&finished).is_none());
    assert_eq!(app.store.row_count("users").await, 0);

    let forged = browser
        .get("/auth/google/callback?code=abc&state=never-issued")
        .await;
    assert!(
        forged.headers()["location"]
            .to_str()
            .unwrap()
            .starts_with("/login?error=")
    );
}

#[tokio::test]
async fn google_is_off_unless_configured() {
    let app = TestApp::spawn().await;
    let start = app.browser().get("/auth/google/start").await;
    assert_eq!(start.status(), 303);
    assert!(
        start.headers()["location"]
            .to_str()
            .unwrap()
            .starts_with("/login?error=")
    );
}

#[tokio::test]
async fn an_unverified_sign_up_claimed_through_google_loses_the_sign_ups_password() {
    let app = google_app("g-victim", "victim@example.com", true).await;
    // The attacker registers the victim's address with a password of their own and never
    // verifies it.
    let mut attacker = app.browser();
    attacker
        .sign_up("victim@example.com", "Att4cker-owns-it!")
        .await
        .ok();
    assert_eq!(
        attacker
            .sign_in("victim@example.com", "Att4cker-owns-it!")
            .await
            .code(),
        "USER_NOT_CONFIRMED"
    );

    // The victim arrives through Google.
    let mut victim = app.browser();
    let (location, cookie) = google_sign_in(&app, &victim, "/dashboard").await;
    assert_eq!(location, "/onboarding");
    assert!(cookie.is_some());
    victim.refresh().await.ok();
    let me = victim
        .gql("{ me { email name loginType emailVerified } }", json!({}))
        .await
        .ok();
    assert_eq!(
        me["me"],
        json!({ "email": "victim@example.com", "name": "Grace Hopper", "loginType": "GOOGLE_SSO", "emailVerified": true }),
        "the names the attacker chose are replaced by the owner's"
    );
    assert_eq!(app.store.row_count("users").await, 1);

    // The attacker's password no longer opens the account.
    let refused = attacker
        .sign_in("victim@example.com", "Att4cker-owns-it!")
        .await;
    assert_eq!(refused.code(), "INVALID_CREDENTIALS", "{:?}", refused.body);
    assert!(attacker.token.is_none());
    let login_type = app
        .browser()
        .gql(
            "{ checkLoginType(email: \"victim@example.com\") { loginType canResetPassword } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(
        login_type["checkLoginType"],
        json!({ "loginType": "GOOGLE_SSO", "canResetPassword": false })
    );
}

#[tokio::test]
async fn a_callback_only_finishes_in_the_browser_that_started_the_flow() {
    let app = google_app("g-attacker", "mallory@example.com", true).await;
    // The attacker starts a flow with their own Google account and stops at the callback.
    let attacker = app.browser();
    let start = attacker.get("/auth/google/start").await;
    let flow_cookie = start.headers()["set-cookie"].to_str().unwrap().to_owned();
    assert!(flow_cookie.starts_with("sp_google_flow="), "{flow_cookie}");
    assert!(flow_cookie.contains("HttpOnly"), "{flow_cookie}");
    assert!(flow_cookie.contains("SameSite=Lax"), "{flow_cookie}");
    assert!(flow_cookie.contains("Path=/auth/google"), "{flow_cookie}");
    let at_provider = attacker
        .client
        .get(start.headers()["location"].to_str().unwrap())
        .send()
        .await
        .unwrap();
    let callback = at_provider.headers()["location"]
        .to_str()
        .unwrap()
        .to_owned();

    // The victim's browser is made to open it: refused, no session.
    let victim = app.browser();
    let finished = victim.client.get(&callback).send().await.unwrap();
    let location = finished.headers()["location"].to_str().unwrap().to_owned();
    assert!(location.starts_with("/login?error="), "{location}");
    assert!(location.contains("another+browser"), "{location}");
    assert!(session_cookie(&finished).is_none());
    assert_eq!(app.store.row_count("users").await, 0);
}

#[tokio::test]
async fn sign_in_redirects_that_browsers_would_take_off_site_fall_back_to_the_dashboard() {
    let app = google_app("g-r", "redirect@example.com", true).await;
    let browser = app.onboarded("redirect@example.com").await;
    // A tab (browsers drop it and follow //evil.example/x) and a newline (once a 500).
    for encoded in [
        "%2F%09%2Fevil.example%2Fx",
        "%2Fpricing%0D%0ASet-Cookie:%20a=b",
    ] {
        let (location, _) = google_sign_in(&app, &browser, encoded).await;
        assert_eq!(location, "/dashboard", "{encoded}");
    }
    let (location, _) = google_sign_in(&app, &browser, "%2Fpricing%3Fplan=pro").await;
    assert_eq!(location, "/pricing?plan=pro");
}

#[tokio::test]
async fn an_account_made_through_google_has_no_password_to_change() {
    let app = google_app("g-pw", "nopass@example.com", true).await;
    let mut browser = app.browser();
    google_sign_in(&app, &browser, "/dashboard").await;
    browser.refresh().await.ok();
    let me = browser.gql("{ me { hasPassword } }", json!({})).await.ok();
    assert_eq!(me["me"]["hasPassword"], false);
    let refused = browser
        .gql(
            "mutation { changePassword(currentPassword: \"\", newPassword: \"N3w-battery-staple!\") }",
            json!({}),
        )
        .await;
    assert_eq!(refused.code(), "CONFLICT");
    assert!(
        refused.message().contains("Google"),
        "{}",
        refused.message()
    );
    // The name can still be changed.
    browser
        .gql(
            "mutation { updateProfile(givenName: \"Amazing\", familyName: \"Grace\") { name } }",
            json!({}),
        )
        .await
        .ok();
}
