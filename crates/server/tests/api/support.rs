//! The support chat widget (`[support]`): its public settings, the signed-in user's identity
//! with the identity hash computed on the server, and the content security policy, which names
//! the provider only when one is configured.

use hmac::{Hmac, Mac};
use serde_json::{Value, json};
use sha2::Sha256;

use crate::helpers::TestApp;

const WIDGET: &str = "{ supportWidget { provider baseUrl websiteToken } }";
const IDENTITY: &str = "{ supportIdentity { identifier name email createdAt identifierHash } }";
const SECRET: &str = "chatwoot-identity-secret-for-tests";
const ORIGIN: &str = "https://chat.example.com";

fn chatwoot(secret: Option<&str>) -> impl FnOnce(&mut superprompt_server::config::Config) {
    let secret = secret.map(superprompt_server::config::Secret::new);
    move |config| {
        config.support.provider = Some(superprompt_server::config::SupportProvider::Chatwoot);
        config.support.base_url = Some(format!("{ORIGIN}/"));
        config.support.website_token = Some("w3bsiteT0ken".into());
        config.support.identity_secret = secret;
    }
}

/// Chatwoot's identity validation: HMAC-SHA256 of the identifier, in hex.
fn expected_hash(identifier: &str) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(SECRET.as_bytes()).unwrap();
    mac.update(identifier.as_bytes());
    hex::encode(mac.finalize().into_bytes())
}

async fn csp(app: &TestApp) -> String {
    app.browser().get("/healthz").await.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned()
}

#[tokio::test]
async fn without_support_configured_nothing_is_exposed_and_the_policy_stays_strict() {
    let app = TestApp::spawn().await;
    let guest = app.browser();
    assert_eq!(
        guest.gql(WIDGET, json!({})).await.ok()["supportWidget"],
        Value::Null
    );
    let user = app.signed_up("plain@example.com").await;
    assert_eq!(
        user.gql(WIDGET, json!({})).await.ok()["supportWidget"],
        Value::Null
    );
    assert_eq!(
        user.gql(IDENTITY, json!({})).await.ok()["supportIdentity"],
        Value::Null
    );
    let policy = csp(&app).await;
    assert!(policy.contains("script-src 'self';"), "{policy}");
    assert!(policy.contains("connect-src 'self';"), "{policy}");
    assert!(policy.contains("frame-src 'self';"), "{policy}");
    assert!(!policy.contains("chat.example.com"), "{policy}");
}

#[tokio::test]
async fn the_widget_settings_are_public_and_the_secret_never_leaves_the_server() {
    let app = TestApp::spawn_with(chatwoot(Some(SECRET))).await;
    let answer = app.browser().gql(WIDGET, json!({})).await;
    assert!(!answer.body.to_string().contains(SECRET));
    let data = answer.ok();
    assert_eq!(
        data["supportWidget"],
        json!({ "provider": "CHATWOOT", "baseUrl": ORIGIN, "websiteToken": "w3bsiteT0ken" })
    );
    let policy = csp(&app).await;
    for directive in [
        format!("script-src 'self' {ORIGIN};"),
        format!("connect-src 'self' {ORIGIN} wss://chat.example.com;"),
        format!("frame-src 'self' {ORIGIN};"),
    ] {
        assert!(policy.contains(&directive), "{directive} in {policy}");
    }
}

#[tokio::test]
async fn a_signed_in_user_gets_their_own_identity_with_the_servers_hash() {
    let app = TestApp::spawn_with(chatwoot(Some(SECRET))).await;
    let a = app.signed_up("ada@example.com").await;
    let b = app.signed_up("grace@example.com").await;
    let me_query = "{ me { id name email creationDateTime } }";
    for browser in [&a, &b] {
        let me = browser.gql(me_query, json!({})).await.ok()["me"].clone();
        let answer = browser.gql(IDENTITY, json!({})).await;
        assert!(!answer.body.to_string().contains(SECRET));
        let identity = answer.ok()["supportIdentity"].clone();
        let id = me["id"].as_str().unwrap();
        assert_eq!(identity["identifier"], me["id"]);
        assert_eq!(identity["name"], me["name"]);
        assert_eq!(identity["email"], me["email"]);
        assert_eq!(identity["createdAt"], me["creationDateTime"]);
        assert_eq!(identity["identifierHash"], expected_hash(id).as_str());
    }
    // Each is only ever told their own: the identity follows the session, not an argument.
    let of_a = a.gql(IDENTITY, json!({})).await.ok()["supportIdentity"].clone();
    let of_b = b.gql(IDENTITY, json!({})).await.ok()["supportIdentity"].clone();
    assert_eq!(of_a["email"], "ada@example.com");
    assert_eq!(of_b["email"], "grace@example.com");
    assert_ne!(of_a["identifierHash"], of_b["identifierHash"]);
    let smuggled = a
        .gql(
            "query($id: ID!) { supportIdentity(userId: $id) { identifier } }",
            json!({ "id": of_b["identifier"] }),
        )
        .await;
    assert!(smuggled.body.get("errors").is_some(), "{}", smuggled.body);
    assert!(!smuggled.body.to_string().contains("grace@example.com"));

    // A guest has no identity.
    let guest = app.browser().gql(IDENTITY, json!({})).await;
    assert_eq!(guest.code(), "UNAUTHENTICATED");
    assert_eq!(guest.body["data"]["supportIdentity"], Value::Null);
}

#[tokio::test]
async fn without_an_identity_secret_the_identity_has_no_hash() {
    let app = TestApp::spawn_with(chatwoot(None)).await;
    let user = app.signed_up("ada@example.com").await;
    let identity = user.gql(IDENTITY, json!({})).await.ok()["supportIdentity"].clone();
    assert_eq!(identity["email"], "ada@example.com");
    assert_eq!(identity["identifierHash"], Value::Null);
}
