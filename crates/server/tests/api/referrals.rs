//! Referrals, achievements and weekly activity over HTTP: the `ref` cookie, sign-up with it,
//! the referrer's figures after a paid conversion, Cello tokens, unlocks and their notices, the
//! equipped title, and the activity a client may report.

use serde_json::{Value, json};

use crate::helpers::{Browser, TestApp};

async fn referral_stats(browser: &Browser) -> Value {
    browser
        .gql(
            "{ referralStats { code link signups paidConversions } }",
            json!({}),
        )
        .await
        .ok()["referralStats"]
        .clone()
}

fn set_cookie(response: &reqwest::Response) -> Option<String> {
    response
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.starts_with("ref="))
        .map(str::to_owned)
}

#[tokio::test]
async fn a_visit_with_a_known_code_remembers_it_for_thirty_days_once() {
    let app = TestApp::spawn().await;
    let referrer = app.signed_up("referrer@example.com").await;
    let code = referral_stats(&referrer).await["code"]
        .as_str()
        .unwrap()
        .to_owned();

    let visitor = app.browser();
    for junk in ["NOSUCHCODE", "%3Cscript%3E", ""] {
        let response = visitor.get(&format!("/robots.txt?ref={junk}")).await;
        assert!(
            response.status().is_success(),
            "the page is served as usual"
        );
        assert_eq!(set_cookie(&response), None, "{junk:?} is ignored");
    }
    let response = visitor
        .get(&format!("/robots.txt?ref={}", code.to_lowercase()))
        .await;
    let cookie = set_cookie(&response).expect("a known code is remembered");
    assert!(cookie.starts_with(&format!("ref={code};")), "{cookie}");
    assert!(cookie.contains("Max-Age=2592000"), "30 days: {cookie}");
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"),
        "{cookie}"
    );

    // Set only if absent: a second referrer's link does not replace the first.
    let other = app.signed_up("other@example.com").await;
    let other_code = referral_stats(&other).await["code"]
        .as_str()
        .unwrap()
        .to_owned();
    let again = visitor.get(&format!("/robots.txt?ref={other_code}")).await;
    assert_eq!(set_cookie(&again), None);
}

#[tokio::test]
async fn the_referrer_sees_the_signup_and_then_the_conversion() {
    let app = TestApp::spawn().await;
    let referrer = app.onboarded("referrer@example.com").await;
    let stats = referral_stats(&referrer).await;
    assert_eq!(
        (stats["signups"].clone(), stats["paidConversions"].clone()),
        (json!(0), json!(0))
    );
    let code = stats["code"].as_str().unwrap().to_owned();
    assert_eq!(
        stats["link"].as_str().unwrap(),
        format!("{}/?ref={code}", app.address)
    );

    let visitor = app.browser();
    visitor.get(&format!("/?ref={code}")).await;
    let friend = app.signed_up_in(visitor, "friend@example.com").await;
    let me = friend
        .gql(
            "{ me { ucc referrerName referralDate referralCodeInternal } }",
            json!({}),
        )
        .await
        .ok()["me"]
        .clone();
    assert_eq!(me["ucc"], json!(code));
    assert_eq!(me["referrerName"], json!("Ada Lovelace"));
    assert!(me["referralDate"].is_string());
    assert_ne!(
        me["referralCodeInternal"],
        json!(code),
        "the friend has a code of their own"
    );
    assert_eq!(referral_stats(&referrer).await["signups"], json!(1));

    // The friend buys Pro (local billing): the referrer sees a conversion, and the friend's
    // tracking record holds the event once.
    let checkout = friend
        .gql(
            "mutation { createCheckoutSession(planType: PRO) { id } }",
            json!({}),
        )
        .await
        .ok();
    friend
        .gql(
            "mutation($id: ID!) { confirmLocalCheckout(id: $id) { planName } }",
            json!({ "id": checkout["createCheckoutSession"]["id"] }),
        )
        .await
        .ok();
    assert_eq!(referral_stats(&referrer).await["paidConversions"], json!(1));
    let friend_id = app
        .store
        .find_user_by_email("friend@example.com")
        .await
        .unwrap()
        .unwrap()
        .id;
    let tracking = app.store.tracking_of(&friend_id).await.unwrap();
    assert_eq!(tracking.len(), 1);
    assert_eq!(
        store::repo::referrals::processed_events(&tracking[0]).len(),
        1
    );
    assert!(tracking[0].moved_to_paid_date.is_some());

    // Someone who arrives with their own code records nothing.
    let own = app.browser();
    let friend_code = me["referralCodeInternal"].as_str().unwrap();
    own.get(&format!("/?ref={friend_code}")).await;
    assert_eq!(referral_stats(&friend).await["signups"], json!(0));
}

#[tokio::test]
async fn cello_tokens_are_signed_with_the_product_secret_when_configured() {
    let app = TestApp::spawn().await;
    let ada = app.signed_up("ada@example.com").await;
    let id = ada.me().await.ok()["me"]["id"].as_str().unwrap().to_owned();
    let off = ada
        .gql(
            "query($u: ID!) { generateCelloToken(productUserId: $u) { success token error expiresIn } }",
            json!({ "u": id }),
        )
        .await
        .ok()["generateCelloToken"]
        .clone();
    assert_eq!(off["success"], json!(false));
    assert_eq!(off["token"], Value::Null);
    assert!(off["error"].as_str().unwrap().contains("built in"));

    let app = TestApp::spawn_with(|config| {
        config.referrals.cello = Some(superprompt_server::config::CelloConfig {
            product_id: "superprompt.test".into(),
            product_secret: superprompt_server::config::Secret::new("cello-secret"),
        });
    })
    .await;
    let ada = app.signed_up("ada@example.com").await;
    let id = ada.me().await.ok()["me"]["id"].as_str().unwrap().to_owned();
    let on = ada
        .gql(
            "query($u: ID!, $p: String) { generateCelloToken(productUserId: $u, productId: $p) { success token error expiresIn } }",
            json!({ "u": id, "p": "superprompt.test" }),
        )
        .await
        .ok()["generateCelloToken"]
        .clone();
    assert_eq!(on["success"], json!(true));
    assert_eq!(on["expiresIn"], json!(3600));
    let mut validation = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::HS256);
    validation.validate_aud = false;
    let claims = jsonwebtoken::decode::<Value>(
        on["token"].as_str().unwrap(),
        &jsonwebtoken::DecodingKey::from_secret(b"cello-secret"),
        &validation,
    )
    .expect("signed with the product secret")
    .claims;
    assert_eq!(claims["productId"], json!("superprompt.test"));
    assert_eq!(claims["productUserId"], json!(id));
    let wrong = ada
        .gql(
            "query($u: ID!) { generateCelloToken(productUserId: $u, productId: \"other\") { success error } }",
            json!({ "u": id }),
        )
        .await
        .ok()["generateCelloToken"]
        .clone();
    assert_eq!(wrong["success"], json!(false));
}

const ACHIEVEMENTS: &str = "query($since: DateTime) { loadUserAchievements(lastUpdated: $since) { achievements { achievementId progress target unlocked title category } newUnlocks { achievementId isRead title } pagination { total nextToken asOf } } }";

#[tokio::test]
async fn a_first_prompt_unlocks_an_achievement_whose_title_can_be_worn() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("ada@example.com").await;
    let before = ada.gql(ACHIEVEMENTS, json!({})).await.ok()["loadUserAchievements"].clone();
    let total = before["pagination"]["total"].as_u64().unwrap();
    assert_eq!(
        total as usize,
        domain::achievements::catalogue().achievements.len()
    );
    assert!(
        before["achievements"]
            .as_array()
            .unwrap()
            .iter()
            .all(|a| a["unlocked"] == json!(false))
    );
    assert_eq!(before["newUnlocks"], json!([]));
    let as_of = before["pagination"]["asOf"].clone();

    // Locked titles cannot be worn.
    let refused = ada
        .gql(
            "mutation { equipTitle(title: \"Spark Starter\") { equippedTitle } }",
            json!({}),
        )
        .await;
    assert_eq!(refused.code(), "BAD_USER_INPUT");

    ada.gql(
        "mutation { generatePromptPrimer(description: \"write a haiku about tea\", noContext: true) { generation { id } } }",
        json!({}),
    )
    .await
    .ok();
    let after =
        ada.gql(ACHIEVEMENTS, json!({ "since": as_of })).await.ok()["loadUserAchievements"].clone();
    let changed: Vec<&str> = after["achievements"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["achievementId"].as_str().unwrap())
        .collect();
    assert!(changed.contains(&"first_prompt"), "{changed:?}");
    assert!(
        !changed.contains(&"first_save"),
        "only what moved: {changed:?}"
    );
    let first = after["achievements"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["achievementId"] == json!("first_prompt"))
        .unwrap();
    assert_eq!(first["unlocked"], json!(true));
    assert_eq!(first["category"], json!("BRONZE"));
    assert_eq!(
        after["newUnlocks"],
        json!([{ "achievementId": "first_prompt", "isRead": false, "title": "Spark Starter" }])
    );

    // Marking read: one, then none left.
    let marked = ada
        .gql(
            "mutation { manageAchievementNotifications(operation: MARK_READ, achievementId: \"first_prompt\") { markedCount } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(
        marked["manageAchievementNotifications"]["markedCount"],
        json!(1)
    );
    let unknown = ada
        .gql(
            "mutation { manageAchievementNotifications(operation: MARK_READ, achievementId: \"nope\") { markedCount } }",
            json!({}),
        )
        .await;
    assert_eq!(unknown.code(), "NOT_FOUND");
    let left = ada.gql(ACHIEVEMENTS, json!({})).await.ok();
    assert_eq!(left["loadUserAchievements"]["newUnlocks"], json!([]));

    let worn = ada
        .gql(
            "mutation { equipTitle(title: \"Spark Starter\") { equippedTitle } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(worn["equipTitle"]["equippedTitle"], json!("Spark Starter"));
    let me = ada.gql("{ me { equippedTitle } }", json!({})).await.ok();
    assert_eq!(me["me"]["equippedTitle"], json!("Spark Starter"));
    let off = ada
        .gql(
            "mutation { equipTitle(title: null) { equippedTitle } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(off["equipTitle"]["equippedTitle"], Value::Null);
}

#[tokio::test]
async fn achievements_come_a_page_at_a_time() {
    let app = TestApp::spawn().await;
    let ada = app.signed_up("ada@example.com").await;
    let mut seen = Vec::new();
    let mut token: Option<String> = None;
    loop {
        let page = ada
            .gql(
                "query($t: String) { loadUserAchievements(limit: 5, tokens: $t) { achievements { achievementId } pagination { nextToken total } } }",
                json!({ "t": token }),
            )
            .await
            .ok()["loadUserAchievements"]
            .clone();
        let ids = page["achievements"].as_array().unwrap();
        assert!(ids.len() <= 5);
        seen.extend(
            ids.iter()
                .map(|a| a["achievementId"].as_str().unwrap().to_owned()),
        );
        match page["pagination"]["nextToken"].as_str() {
            Some(next) => token = Some(next.to_owned()),
            None => break,
        }
    }
    let catalogue: Vec<String> = domain::achievements::catalogue()
        .achievements
        .iter()
        .map(|a| a.id.clone())
        .collect();
    assert_eq!(seen, catalogue);
    let bad = ada
        .gql(
            "{ loadUserAchievements(tokens: \"x\") { pagination { total } } }",
            json!({}),
        )
        .await;
    assert_eq!(bad.code(), "BAD_USER_INPUT");
}

/// "Comparing" sends one id with both tiers' generations: the comparison unlocks
/// first_comparison once; a malformed id is refused before anything is spent or written.
#[tokio::test]
async fn a_comparison_unlocks_its_achievement_and_a_bad_id_is_refused() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("ada@example.com").await;
    const HALF: &str = "mutation($d: String!, $c: ID) { generatePromptPrimer(description: $d, noContext: true, comparisonId: $c) { generation { id } } }";
    const OTHER: &str = "mutation($d: String!, $c: ID) { generatePrompt(description: $d, noContext: true, comparisonId: $c) { generation { id } } }";

    let refused = ada
        .gql(HALF, json!({ "d": "explain recursion", "c": "no good" }))
        .await;
    assert_eq!(refused.code(), "BAD_USER_INPUT");
    assert_eq!(
        refused.body["errors"][0]["extensions"]["field"],
        json!("comparisonId")
    );
    assert_eq!(
        app.store.row_count("generations").await,
        0,
        "nothing written"
    );

    let id = "3f2b8c1e-9d4a-4e7b-a1c2-0f9e8d7c6b5a";
    ada.gql(HALF, json!({ "d": "explain recursion", "c": id }))
        .await
        .ok();
    ada.gql(OTHER, json!({ "d": "explain recursion", "c": id }))
        .await
        .ok();
    let loaded = ada.gql(ACHIEVEMENTS, json!({})).await.ok()["loadUserAchievements"].clone();
    let first = loaded["achievements"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["achievementId"] == json!("first_comparison"))
        .cloned()
        .unwrap();
    assert_eq!(first["unlocked"], json!(true));
    assert_eq!(first["progress"], json!(1));
    let notices: Vec<_> = loaded["newUnlocks"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|u| u["achievementId"] == json!("first_comparison"))
        .collect();
    assert_eq!(notices.len(), 1, "one notice for one comparison");
}

#[tokio::test]
async fn a_client_reports_only_extension_use_within_bounds_and_limits() {
    let app = TestApp::spawn().await;
    let ada = app.signed_up("ada@example.com").await;
    let track = |kind: &'static str, by: i32| {
        let ada = &ada;
        async move {
            ada.gql(
                "mutation($k: String!, $n: Int!) { trackWeeklyActivity(activityType: $k, incrementBy: $n) { success activityType weekStart count } }",
                json!({ "k": kind, "n": by }),
            )
            .await
        }
    };
    for (kind, by) in [
        ("TELEPORT", 1),
        ("LIBRARY_SAVE", 1),
        ("EXTENSION_USE", 0),
        ("EXTENSION_USE", -3),
        ("EXTENSION_USE", 51),
    ] {
        assert_eq!(
            track(kind, by).await.code(),
            "BAD_USER_INPUT",
            "{kind} {by}"
        );
    }
    assert_eq!(
        app.store.row_count("weekly_activity").await,
        0,
        "nothing written"
    );

    let first = track("EXTENSION_USE", 2).await.ok()["trackWeeklyActivity"].clone();
    assert_eq!(first["count"], json!(2));
    let second = track("EXTENSION_USE", 3).await.ok()["trackWeeklyActivity"].clone();
    assert_eq!(second["count"], json!(5));
    // The extension achievement came with it.
    let unlocks =
        ada.gql(ACHIEVEMENTS, json!({})).await.ok()["loadUserAchievements"]["newUnlocks"].clone();
    assert_eq!(unlocks[0]["achievementId"], json!("extension_used"));

    // A burst past the allowance is refused.
    let mut limited = false;
    for _ in 0..40 {
        let answer = track("EXTENSION_USE", 1).await;
        if answer.body.get("errors").is_some() {
            assert_eq!(answer.code(), "RATE_LIMITED");
            limited = true;
            break;
        }
    }
    assert!(limited, "reports are rate limited");
}
