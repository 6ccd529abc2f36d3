//! Settings → Account: changing one's name, and one's password with the current one (which
//! signs out every other session and mails a notice).

use serde_json::json;

use crate::helpers::{Browser, PASSWORD, TestApp};

const NEW_PASSWORD: &str = "N3w-battery-staple!";
const UPDATE: &str = "mutation($g: String!, $f: String!) { updateProfile(givenName: $g, familyName: $f) { id name givenName familyName } }";
const CHANGE: &str =
    "mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }";

/// The mails in the outbox to `email` whose subject contains `subject`, as their text.
fn mails(app: &TestApp, email: &str, subject: &str) -> Vec<String> {
    let Ok(dir) = std::fs::read_dir(app.data_dir.join("outbox")) else {
        return Vec::new();
    };
    dir.filter_map(Result::ok)
        .map(|e| std::fs::read_to_string(e.path()).unwrap())
        .filter(|text| {
            text.lines()
                .any(|l| l.starts_with("To:") && l.contains(email))
                && text
                    .lines()
                    .any(|l| l.starts_with("Subject:") && l.contains(subject))
        })
        .collect()
}

async fn change(browser: &Browser, current: &str, new: &str) -> crate::helpers::Gql {
    browser.gql(CHANGE, json!({ "c": current, "n": new })).await
}

#[tokio::test]
async fn the_name_can_be_changed_and_is_validated() {
    let app = TestApp::spawn().await;
    let browser = app.signed_up("rename@example.com").await;

    let done = browser
        .gql(UPDATE, json!({ "g": "  Augusta ", "f": "King" }))
        .await
        .ok();
    assert_eq!(done["updateProfile"]["givenName"], "Augusta");
    assert_eq!(done["updateProfile"]["familyName"], "King");
    assert_eq!(done["updateProfile"]["name"], "Augusta King");
    assert_eq!(browser.me().await.ok()["me"]["name"], "Augusta King");

    let empty = browser.gql(UPDATE, json!({ "g": " ", "f": "King" })).await;
    assert_eq!(empty.code(), "BAD_USER_INPUT");
    assert_eq!(empty.field(), "givenName");
    let sneaky = browser
        .gql(UPDATE, json!({ "g": "Ada", "f": "Bob\u{202E}moc.evil" }))
        .await;
    assert_eq!(sneaky.code(), "BAD_USER_INPUT");
    assert_eq!(sneaky.field(), "familyName");
    let long = browser
        .gql(UPDATE, json!({ "g": "A".repeat(500), "f": "King" }))
        .await;
    assert_eq!(long.field(), "givenName");
    assert_eq!(
        browser.me().await.ok()["me"]["name"],
        "Augusta King",
        "a refused change changes nothing"
    );
}

#[tokio::test]
async fn a_wrong_current_password_or_a_weak_new_one_changes_nothing() {
    let app = TestApp::spawn().await;
    let mut browser = app.signed_up("wrong@example.com").await;
    let mut other = app.browser_at("127.0.0.2".parse().unwrap());
    other.sign_in("wrong@example.com", PASSWORD).await.ok();

    let wrong = change(&browser, "Not-my-passw0rd!", NEW_PASSWORD).await;
    assert_eq!(wrong.code(), "BAD_USER_INPUT");
    assert_eq!(wrong.field(), "currentPassword");
    assert!(!wrong.message().contains(NEW_PASSWORD));
    let weak = change(&browser, PASSWORD, "weakpass").await;
    assert_eq!(weak.code(), "BAD_USER_INPUT");
    assert_eq!(weak.field(), "newPassword");

    assert!(mails(&app, "wrong@example.com", "password was changed").is_empty());
    other.me().await.ok();
    other.refresh().await.ok();
    browser.sign_in("wrong@example.com", PASSWORD).await.ok();
    assert_eq!(
        browser
            .sign_in("wrong@example.com", NEW_PASSWORD)
            .await
            .code(),
        "INVALID_CREDENTIALS"
    );
}

#[tokio::test]
async fn changing_the_password_signs_out_the_other_sessions_and_mails_a_notice() {
    let app = TestApp::spawn().await;
    let mut browser = app.signed_up("change@example.com").await;
    let mut other = app.browser_at("127.0.0.2".parse().unwrap());
    other.sign_in("change@example.com", PASSWORD).await.ok();
    other.me().await.ok();

    assert_eq!(
        change(&browser, PASSWORD, NEW_PASSWORD).await.ok()["changePassword"],
        true
    );

    // The other browser is signed out: its access token and its refresh cookie both fail.
    assert_eq!(other.me().await.code(), "UNAUTHENTICATED");
    assert_eq!(other.refresh().await.code(), "UNAUTHENTICATED");
    // This one stays signed in, and can go on refreshing.
    browser.me().await.ok();
    browser.refresh().await.ok();
    browser.me().await.ok();

    let notices = mails(&app, "change@example.com", "password was changed");
    assert_eq!(notices.len(), 1, "one notice");
    assert!(notices[0].contains("forgot-password"), "{}", notices[0]);
    assert!(!notices[0].contains(NEW_PASSWORD) && !notices[0].contains(PASSWORD));

    // The old password is gone, the new one works.
    let mut fresh = app.browser_at("127.0.0.3".parse().unwrap());
    assert_eq!(
        fresh.sign_in("change@example.com", PASSWORD).await.code(),
        "INVALID_CREDENTIALS"
    );
    fresh.sign_in("change@example.com", NEW_PASSWORD).await.ok();
    fresh.me().await.ok();
}

#[tokio::test]
async fn password_changes_are_limited_per_user() {
    let app = TestApp::spawn().await;
    let browser = app.signed_up("guess@example.com").await;
    let mut codes = Vec::new();
    for i in 0..6 {
        codes.push(
            change(&browser, &format!("Guess-{i}-passw0rd!"), NEW_PASSWORD)
                .await
                .code(),
        );
    }
    assert_eq!(codes[..5], ["BAD_USER_INPUT"; 5]);
    assert_eq!(codes[5], "RATE_LIMITED");
    let limited = change(&browser, PASSWORD, NEW_PASSWORD).await;
    assert_eq!(limited.code(), "RATE_LIMITED", "even with the right one");
}
