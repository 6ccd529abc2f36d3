//! Two instances on one database (and one Redis when the tests have it: CI always), as behind
//! a load balancer: a session made on one works on the other, the sign-in throttle and the
//! public allowances span both, and sign-out on one ends the session on the other. (A reply
//! streamed across instances is in chat.rs; a generation followed across instances, in
//! streaming.rs; the scheduled jobs running once, in jobs.rs.)

use std::time::Duration;

use serde_json::json;

use crate::helpers::{PASSWORD, TestApp};

#[tokio::test]
async fn a_session_made_on_one_instance_works_on_the_other_until_signed_out() {
    let (one, two) = TestApp::spawn_pair(|_| {}).await;
    let on_one = one.signed_up("both@example.com").await;
    let on_two = on_one.on(&two);
    assert_eq!(on_two.me().await.ok()["me"]["email"], "both@example.com");
    // The refresh cookie made on one is honoured on the other.
    let mut refreshed = on_one.on(&two);
    refreshed.refresh().await.ok();
    assert_eq!(refreshed.me().await.ok()["me"]["email"], "both@example.com");

    on_one.gql("mutation { signOut }", json!({})).await.ok();
    let mut after = on_one.on(&two);
    assert_eq!(after.refresh().await.code(), "UNAUTHENTICATED");
}

#[tokio::test]
async fn the_sign_in_throttle_spans_both_instances() {
    let (one, two) = TestApp::spawn_pair(|_| {}).await;
    one.signed_up("victim@example.com").await;
    let (mut a, mut b) = (one.browser(), two.browser());
    for i in 0..20 {
        let browser = if i % 2 == 0 { &mut a } else { &mut b };
        let r = browser
            .sign_in(&format!("guess{i}@example.com"), "Wrong-pass1!")
            .await;
        assert_eq!(r.code(), "INVALID_CREDENTIALS", "attempt {i}");
    }
    for browser in [&mut a, &mut b] {
        assert_eq!(
            browser.sign_in("victim@example.com", PASSWORD).await.code(),
            "RATE_LIMITED"
        );
    }
}

/// The allowances kept in memory by one instance are kept in Redis by several: two sign-ups an
/// hour from one address means two across both instances.
#[tokio::test]
async fn public_allowances_span_both_instances_through_redis() {
    let (one, two) = TestApp::spawn_pair(|config| {
        config.limits.sign_ups_per_hour_per_address = 2;
    })
    .await;
    let (a, b) = (one.browser(), two.browser());
    assert!(a.sign_up("first@example.com", PASSWORD).await.body["errors"].is_null());
    assert!(b.sign_up("second@example.com", PASSWORD).await.body["errors"].is_null());
    let third = a.sign_up("third@example.com", PASSWORD).await;
    if TestApp::shares_redis() {
        assert_eq!(third.code(), "RATE_LIMITED");
        assert_eq!(
            b.sign_up("fourth@example.com", PASSWORD).await.code(),
            "RATE_LIMITED"
        );
    } else {
        // Without Redis each instance keeps its own allowance (one sign-up left on each).
        assert!(third.body["errors"].is_null(), "{:?}", third.body);
    }
}

/// A session ended on one instance stops working on the other within a second (its cache of
/// token versions lives that long).
#[tokio::test]
async fn a_session_ended_on_one_instance_is_refused_on_the_other() {
    let (one, two) = TestApp::spawn_pair(|_| {}).await;
    let laptop = one.signed_up("ended@example.com").await;
    let laptop_on_two = laptop.on(&two);
    laptop_on_two.me().await.ok();
    let devices = laptop
        .gql("{ signedInDevices { id current } }", json!({}))
        .await
        .ok();
    let laptop_session = devices["signedInDevices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["current"] == true)
        .expect("this session is listed")["id"]
        .clone();
    let mut phone = two.browser();
    phone.sign_in("ended@example.com", PASSWORD).await.ok();
    phone
        .on(&one)
        .gql(
            "mutation($id: ID!) { endSignedInDevice(id: $id) }",
            json!({ "id": laptop_session }),
        )
        .await
        .ok();
    let mut refused = false;
    for _ in 0..30 {
        let me = laptop_on_two.me().await;
        if me.body["errors"].is_array() {
            assert_eq!(me.code(), "UNAUTHENTICATED");
            refused = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        refused,
        "the other instance still accepts the ended session"
    );
    assert_eq!(phone.me().await.ok()["me"]["email"], "ended@example.com");
}
