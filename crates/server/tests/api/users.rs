//! me, createUserRecord, deleteUserData and staff groups, including refusals for other users.

use serde_json::json;

use crate::helpers::{PASSWORD, TestApp};

const ONBOARD: &str = "mutation($u: ID, $e: String, $r: String) { createUserRecord(userId: $u, email: $e, referralCode: $r, onboarding_questions: { profession: \"Teacher\", source: \"Newsletter\", onboardingDate: \"2026-11-22\", subscribeToPromptingCourse: true }) { onboarded onboardingQuestions { profession source onboardingDate subscribeToPromptingCourse } } }";

#[tokio::test]
async fn me_needs_a_session() {
    let app = TestApp::spawn().await;
    let anonymous = app.browser();
    assert_eq!(anonymous.me().await.code(), "UNAUTHENTICATED");
    let mut forged = app.browser();
    forged.token = Some("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad".into());
    assert_eq!(forged.me().await.code(), "UNAUTHENTICATED");
}

#[tokio::test]
async fn onboarding_is_recorded_for_the_caller() {
    let app = TestApp::spawn().await;
    let me = app.signed_up("me@example.com").await;
    let id = me.me().await.ok()["me"]["id"].as_str().unwrap().to_owned();

    let missing = me
        .gql("mutation { createUserRecord(onboarding_questions: { profession: \" \", source: \"x\", onboardingDate: \"2026-11-22\" }) { id } }", json!({}))
        .await;
    assert_eq!(missing.code(), "BAD_USER_INPUT");
    assert_eq!(
        missing.body["errors"][0]["extensions"]["field"],
        "profession"
    );
    assert_eq!(
        me.me().await.ok()["me"]["onboarded"],
        false,
        "a refused call changes nothing"
    );
    let survey = "{ me { surveyCompleted } }";
    assert_eq!(
        me.gql(survey, json!({})).await.ok()["me"]["surveyCompleted"],
        false
    );

    // The code given at onboarding is a referrer's: it counts, as a link's would.
    let referrer = app.signed_up("referrer@example.com").await;
    let code = referrer
        .gql("{ me { referralCodeInternal } }", json!({}))
        .await
        .ok()["me"]["referralCodeInternal"]
        .as_str()
        .unwrap()
        .to_owned();
    let done = me
        .gql(
            ONBOARD,
            json!({ "u": id, "e": "ME@example.com", "r": code.to_lowercase() }),
        )
        .await
        .ok();
    assert_eq!(done["createUserRecord"]["onboarded"], true);
    // The onboarding questions are the sign-up survey (spec: surveyCompleted).
    assert_eq!(
        me.gql(survey, json!({})).await.ok()["me"]["surveyCompleted"],
        true
    );
    assert_eq!(
        done["createUserRecord"]["onboardingQuestions"],
        json!({ "profession": "Teacher", "source": "Newsletter", "onboardingDate": "2026-11-22", "subscribeToPromptingCourse": true })
    );
    let row = app
        .store
        .find_user_by_email("me@example.com")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(row.referred_by_code.as_deref(), Some(code.as_str()));
    assert_eq!(row.referrer_name.as_deref(), Some("Ada Lovelace"));
}

#[tokio::test]
async fn another_users_id_or_email_is_forbidden_and_changes_nothing() {
    let app = TestApp::spawn().await;
    let victim = app.signed_up("victim@example.com").await;
    let victim_id = victim.me().await.ok()["me"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let attacker = app.signed_up("attacker@example.com").await;

    let by_id = attacker.gql(ONBOARD, json!({ "u": victim_id })).await;
    assert_eq!(by_id.code(), "FORBIDDEN");
    let by_email = attacker
        .gql(ONBOARD, json!({ "e": "victim@example.com" }))
        .await;
    assert_eq!(by_email.code(), "FORBIDDEN");
    let delete = attacker
        .gql(
            "mutation($u: ID) { deleteUserData(userId: $u) { success } }",
            json!({ "u": victim_id }),
        )
        .await;
    assert_eq!(delete.code(), "FORBIDDEN");
    let delete = attacker
        .gql(
            "mutation { deleteUserData(email: \"victim@example.com\") { success } }",
            json!({}),
        )
        .await;
    assert_eq!(delete.code(), "FORBIDDEN");

    // Neither account changed.
    assert_eq!(victim.me().await.ok()["me"]["onboarded"], false);
    assert_eq!(attacker.me().await.ok()["me"]["onboarded"], false);
    assert!(
        app.store
            .find_user_by_email("victim@example.com")
            .await
            .unwrap()
            .is_some()
    );
    // Anonymous callers are refused before anything else.
    let anonymous = app.browser().gql(ONBOARD, json!({})).await;
    assert_eq!(anonymous.code(), "UNAUTHENTICATED");
}

#[tokio::test]
async fn delete_user_data_leaves_nothing_of_the_user() {
    let app = TestApp::spawn().await;
    let mut doomed = app.onboarded("doomed@example.com").await;
    doomed.refresh().await.ok();
    let id = doomed.me().await.ok()["me"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    app.store
        .add_user_to_group(&id, "analytics-viewers", chrono::Utc::now())
        .await
        .unwrap();
    // A failed sign-in leaves a row keyed by email.
    app.browser()
        .sign_in("doomed@example.com", "Wrong-pass1!")
        .await;
    // Generation history, a rating and a Context Genie hang off the user too.
    let made = doomed
        .gql("mutation { generatePromptPrimer(description: \"write a haiku about rain\") { generation { id } } }", json!({}))
        .await
        .ok();
    let generation_id = made["generatePromptPrimer"]["generation"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    doomed
        .gql(
            "mutation($id: ID!) { ratePrompt(generationId: $id, rating: LIKE) { id } }",
            json!({ "id": generation_id }),
        )
        .await
        .ok();
    doomed
        .gql("mutation { createUserContext(name: \"Me\", content: \"I write haiku\", isActive: true) { id } }", json!({}))
        .await
        .ok();
    let survivor = app.onboarded("survivor@example.com").await;

    let done = doomed
        .gql("mutation { deleteUserData { success message } }", json!({}))
        .await
        .ok();
    assert_eq!(done["deleteUserData"]["success"], true);
    assert_eq!(
        done["deleteUserData"]["message"],
        "Your account and all of its data have been deleted."
    );

    let tables = app.store.table_names().await;
    assert!(
        tables.contains(&"users".to_owned()) && tables.contains(&"login_attempts".to_owned()),
        "{tables:?}"
    );
    for table in &tables {
        assert_eq!(
            app.store.rows_mentioning(table, &id).await,
            0,
            "{table} still mentions the user id"
        );
        assert_eq!(
            app.store.rows_mentioning(table, "doomed@example.com").await,
            0,
            "{table} still mentions the email"
        );
    }
    // The old token no longer works, and the other user is intact.
    assert_eq!(doomed.me().await.code(), "UNAUTHENTICATED");
    assert_eq!(doomed.refresh().await.code(), "UNAUTHENTICATED");
    assert_eq!(survivor.me().await.ok()["me"]["onboarded"], true);
}

#[tokio::test]
async fn staff_groups_reach_the_access_token() {
    let app = TestApp::spawn().await;
    let mut user = app.signed_up("staff@example.com").await;
    let me = user.me().await.ok();
    assert_eq!(me["me"]["isStaff"], false);

    app.store
        .add_user_to_group(
            me["me"]["id"].as_str().unwrap(),
            "analytics-viewers",
            chrono::Utc::now(),
        )
        .await
        .unwrap();
    let refreshed = user.sign_in("staff@example.com", PASSWORD).await.ok();
    assert_eq!(
        refreshed["signIn"]["user"]["groups"],
        json!(["analytics-viewers"])
    );
    assert_eq!(user.me().await.ok()["me"]["isStaff"], true);

    // The claim in the token carries the group too.
    let token = user.token.clone().unwrap();
    let payload = token.split('.').nth(1).unwrap();
    use base64::Engine;
    let claims: serde_json::Value = serde_json::from_slice(
        &base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(payload)
            .unwrap(),
    )
    .unwrap();
    assert_eq!(claims["groups"], json!(["analytics-viewers"]));
}
