//! Sign-up, verification, sign-in, sessions, password reset and checkLoginType.

use serde_json::{Value, json};

use crate::helpers::{PASSWORD, TestApp};

#[tokio::test]
async fn sign_up_verify_and_use_the_session() {
    let app = TestApp::spawn().await;
    let browser = app.browser();
    let data = browser.sign_up("Ada@Example.com", PASSWORD).await.ok();
    assert_eq!(
        data["signUp"]["email"], "ada@example.com",
        "email is normalised"
    );

    let code = app.mailed_code("ada@example.com", "verification");
    assert_eq!(code.len(), 6);
    let verified = browser
        .gql(
            "mutation($c: String!) { verifyEmail(email: \"ada@example.com\", code: $c) { accessToken user { email emailVerified planName dailyPromptLimit bonusPrompts onboarded loginType usage { primer } } } }",
            json!({ "c": code }),
        )
        .await
        .ok();
    let user = &verified["verifyEmail"]["user"];
    assert_eq!(user["emailVerified"], true);
    assert_eq!(user["planName"], "FREE");
    assert_eq!(user["dailyPromptLimit"], 1);
    assert_eq!(user["bonusPrompts"], 7);
    assert_eq!(user["onboarded"], false);
    assert_eq!(user["loginType"], "EMAIL_PASSWORD");
    assert_eq!(user["usage"]["primer"], 0);

    // The code is spent.
    let again = browser
        .gql("mutation($c: String!) { verifyEmail(email: \"ada@example.com\", code: $c) { accessToken } }", json!({ "c": code }))
        .await;
    assert_eq!(again.code(), "CONFLICT");
}

#[tokio::test]
async fn duplicate_and_weak_sign_ups_are_refused_and_change_nothing() {
    let app = TestApp::spawn().await;
    let browser = app.browser();
    browser.sign_up("dup@example.com", PASSWORD).await.ok();
    let mails = app.mail_count();
    let dup = browser.sign_up("DUP@example.com", PASSWORD).await;
    assert_eq!(dup.code(), "CONFLICT");
    assert_eq!(app.mail_count(), mails, "no second mail");

    let weak = browser.sign_up("weak@example.com", "short").await;
    assert_eq!(weak.code(), "BAD_USER_INPUT");
    let details = weak.body["errors"][0]["extensions"]["details"]
        .as_array()
        .unwrap();
    let details: Vec<&str> = details.iter().map(|d| d.as_str().unwrap()).collect();
    assert_eq!(
        details,
        [
            "Password must be at least 8 characters long",
            "Password must contain an uppercase letter",
            "Password must contain a number",
            "Password must contain a symbol",
        ]
    );
    assert_eq!(weak.body["errors"][0]["extensions"]["field"], "password");
    assert!(
        app.store
            .find_user_by_email("weak@example.com")
            .await
            .unwrap()
            .is_none()
    );
}

#[tokio::test]
async fn wrong_codes_are_limited_and_codes_can_be_resent() {
    let app = TestApp::spawn().await;
    let browser = app.browser();
    browser.sign_up("codes@example.com", PASSWORD).await.ok();
    let real = app.mailed_code("codes@example.com", "verification");
    let wrong = if real == "000000" { "111111" } else { "000000" };
    let verify = |code: String| {
        let b = &browser;
        async move {
            b.gql("mutation($c: String!) { verifyEmail(email: \"codes@example.com\", code: $c) { accessToken } }", json!({ "c": code }))
                .await
        }
    };
    let malformed = verify("12ab".into()).await;
    assert_eq!(malformed.code(), "BAD_USER_INPUT");
    for _ in 0..5 {
        assert_eq!(verify(wrong.into()).await.code(), "INVALID_CODE");
    }
    // Five wrong guesses spend the code: even the right one no longer works.
    assert_eq!(verify(real.clone()).await.code(), "CODE_EXPIRED");

    // Resending right away is held back by the cooldown.
    let resend = browser
        .gql("mutation { resendVerificationCode(email: \"codes@example.com\") { sent retryAfterSeconds } }", json!({}))
        .await
        .ok();
    assert_eq!(resend["resendVerificationCode"]["sent"], false);
    assert!(
        resend["resendVerificationCode"]["retryAfterSeconds"]
            .as_i64()
            .unwrap()
            > 0
    );

    // After the cooldown (moved back in the database) a new code is sent and works.
    app.store
        .backdate_email_codes_for_tests("codes@example.com", 120)
        .await;
    let resend = browser
        .gql(
            "mutation { resendVerificationCode(email: \"codes@example.com\") { sent } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(resend["resendVerificationCode"]["sent"], true);
    let fresh = app.mailed_code("codes@example.com", "verification");
    verify(fresh).await.ok();
}

#[tokio::test]
async fn sign_in_wrong_password_unverified_and_throttling() {
    let app = TestApp::spawn().await;
    let mut browser = app.browser();
    browser.sign_up("late@example.com", PASSWORD).await.ok();
    assert_eq!(
        browser.sign_in("late@example.com", PASSWORD).await.code(),
        "USER_NOT_CONFIRMED"
    );

    app.signed_up("user@example.com").await;
    let wrong = browser.sign_in("user@example.com", "Wrong-pass1!").await;
    assert_eq!(wrong.code(), "INVALID_CREDENTIALS");
    assert_eq!(wrong.message(), "Incorrect email or password.");
    // Unknown accounts get the same answer.
    assert_eq!(
        browser.sign_in("nobody@example.com", PASSWORD).await.code(),
        "INVALID_CREDENTIALS"
    );

    let ok = browser.sign_in("user@example.com", PASSWORD).await.ok();
    assert_eq!(ok["signIn"]["user"]["email"], "user@example.com");

    // Five failures (from anywhere: here a stranger's address) do not lock the owner out:
    // the right password then asks for a code mailed to the account.
    let mut stranger = app.browser_at("127.0.0.20".parse().unwrap());
    for _ in 0..5 {
        assert_eq!(
            stranger
                .sign_in("user@example.com", "Wrong-pass1!")
                .await
                .code(),
            "INVALID_CREDENTIALS"
        );
    }
    let mails = app.mail_count();
    let asked = browser.sign_in("user@example.com", PASSWORD).await;
    assert_eq!(asked.code(), "SIGN_IN_CODE_REQUIRED", "{:?}", asked.body);
    assert!(asked.message().contains("emailed you a 6-digit code"));
    assert!(asked.body["data"].is_null(), "no session without the code");
    assert_eq!(app.mail_count(), mails + 1, "one code, mailed to the owner");
    // A wrong password is still just wrong, and mails nothing.
    assert_eq!(
        browser
            .sign_in("user@example.com", "Wrong-pass1!")
            .await
            .code(),
        "INVALID_CREDENTIALS"
    );
    assert_eq!(app.mail_count(), mails + 1);
    let code = app.mailed_code("user@example.com", "sign-in");
    let with_code = |code: String| {
        let browser = &browser;
        async move {
            browser
                .gql(
                    "mutation($c: String!) { signIn(email: \"user@example.com\", password: \"Corr3ct-horse!\", code: $c) { accessToken user { email } } }",
                    json!({ "c": code }),
                )
                .await
        }
    };
    let wrong_code = if code == "000000" { "111111" } else { "000000" };
    assert_eq!(with_code(wrong_code.into()).await.code(), "INVALID_CODE");
    let signed_in = with_code(code).await.ok();
    assert_eq!(signed_in["signIn"]["user"]["email"], "user@example.com");
}

#[tokio::test]
async fn failed_sign_ins_are_limited_per_ip_across_accounts() {
    let app = TestApp::spawn().await;
    app.signed_up("victim@example.com").await;
    let mut browser = app.browser();
    for i in 0..20 {
        let r = browser
            .sign_in(&format!("guess{i}@example.com"), "Wrong-pass1!")
            .await;
        assert_eq!(r.code(), "INVALID_CREDENTIALS", "attempt {i}");
    }
    assert_eq!(
        browser.sign_in("victim@example.com", PASSWORD).await.code(),
        "RATE_LIMITED"
    );
}

#[tokio::test]
async fn refresh_rotates_and_reuse_revokes_the_family() {
    let app = TestApp::spawn().await;
    let mut browser = app.signed_up("rot@example.com").await;
    let cookie_before = app
        .store
        .live_refresh_token_count_for_tests("rot@example.com")
        .await;
    assert_eq!(cookie_before, 1);

    // Capture the current refresh cookie by signing in with a second client that has no store.
    let raw = reqwest::Client::new()
        .post(format!("{}/graphql", app.address))
        .json(&json!({ "query": "mutation { signIn(email: \"rot@example.com\", password: \"Corr3ct-horse!\") { accessToken } }" }))
        .send()
        .await
        .unwrap();
    let set_cookie = raw
        .headers()
        .get("set-cookie")
        .unwrap()
        .to_str()
        .unwrap()
        .to_owned();
    assert!(set_cookie.contains("HttpOnly"), "{set_cookie}");
    assert!(set_cookie.contains("SameSite=Strict"), "{set_cookie}");
    let stolen = set_cookie.split(';').next().unwrap().to_owned();

    let refresh_with = |cookie: String| {
        let address = app.address.clone();
        async move {
            let response = reqwest::Client::new()
                .post(format!("{address}/graphql"))
                .header("cookie", cookie)
                .json(&json!({ "query": "mutation { refreshSession { accessToken } }" }))
                .send()
                .await
                .unwrap();
            let next = response
                .headers()
                .get("set-cookie")
                .map(|v| v.to_str().unwrap().split(';').next().unwrap().to_owned());
            let body: serde_json::Value = response.json().await.unwrap();
            (body, next)
        }
    };
    let (body, rotated) = refresh_with(stolen.clone()).await;
    assert!(
        body["data"]["refreshSession"]["accessToken"].is_string(),
        "{body}"
    );
    let rotated = rotated.unwrap();
    assert_ne!(rotated, stolen);

    // Moments later the spent cookie still gets an access token (another tab refreshing from
    // the same cookie jar), but no new cookie, and the family lives on.
    let (body, cookie) = refresh_with(stolen.clone()).await;
    assert!(
        body["data"]["refreshSession"]["accessToken"].is_string(),
        "{body}"
    );
    assert!(cookie.is_none());

    // Past the grace period, replaying the spent cookie fails and revokes the family: the
    // rotated one dies too.
    app.store
        .backdate_spent_refresh_tokens_for_tests("rot@example.com", 60)
        .await;
    let (body, _) = refresh_with(stolen).await;
    assert_eq!(body["errors"][0]["extensions"]["code"], "UNAUTHENTICATED");
    let (body, _) = refresh_with(rotated).await;
    assert_eq!(body["errors"][0]["extensions"]["code"], "UNAUTHENTICATED");

    // The browser's own session (another family) is unaffected.
    browser.refresh().await.ok();
    browser.me().await.ok();
}

#[tokio::test]
async fn concurrent_refreshes_from_one_browser_keep_the_session() {
    let app = TestApp::spawn().await;
    let mut browser = app.signed_up("tabs@example.com").await;
    browser.refresh().await.ok();
    // Two tabs refresh at once with the same cookie.
    let (a, b) = tokio::join!(
        browser.gql("mutation { refreshSession { accessToken } }", json!({})),
        browser.gql("mutation { refreshSession { accessToken } }", json!({}))
    );
    a.ok();
    b.ok();
    // The cookie jar holds a live token: later refreshes keep working.
    browser.refresh().await.ok();
    browser.refresh().await.ok();
    assert_eq!(
        app.store
            .live_refresh_token_count_for_tests("tabs@example.com")
            .await,
        1
    );
}

#[tokio::test]
async fn sign_out_revokes_the_refresh_token() {
    let app = TestApp::spawn().await;
    let mut browser = app.signed_up("out@example.com").await;
    browser.refresh().await.ok();
    let out = browser.gql("mutation { signOut }", json!({})).await.ok();
    assert_eq!(out["signOut"], true);
    assert_eq!(
        app.store
            .live_refresh_token_count_for_tests("out@example.com")
            .await,
        0
    );
    assert_eq!(browser.refresh().await.code(), "UNAUTHENTICATED");
    // Signing out again is harmless.
    browser.gql("mutation { signOut }", json!({})).await.ok();
}

#[tokio::test]
async fn forgot_and_reset_password() {
    let app = TestApp::spawn().await;
    let mut browser = app.signed_up("reset@example.com").await;
    browser.refresh().await.ok();

    // Unknown emails get the same answer and no mail.
    let mails = app.mail_count();
    let r = browser
        .gql(
            "mutation { forgotPassword(email: \"ghost@example.com\") { sent retryAfterSeconds } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(r["forgotPassword"]["sent"], true);
    assert_eq!(app.mail_count(), mails);

    browser
        .gql(
            "mutation { forgotPassword(email: \"reset@example.com\") { sent retryAfterSeconds } }",
            json!({}),
        )
        .await
        .ok();
    let code = app.mailed_code("reset@example.com", "password reset");
    // Asked again within the minute: nothing is sent, and the answer says when, the same for
    // an address with an account and one without.
    let mails = app.mail_count();
    for email in ["reset@example.com", "ghost@example.com"] {
        let again = browser
            .gql(
                "mutation($e: String!) { forgotPassword(email: $e) { sent retryAfterSeconds } }",
                json!({ "e": email }),
            )
            .await
            .ok();
        assert_eq!(again["forgotPassword"]["sent"], false, "{email}");
        let wait = again["forgotPassword"]["retryAfterSeconds"]
            .as_i64()
            .unwrap();
        assert!((1..=60).contains(&wait), "{email}: {wait}");
    }
    assert_eq!(app.mail_count(), mails, "no second code within the minute");
    let reset = |password: &'static str, code: String| {
        let b = &browser;
        async move {
            b.gql(
                "mutation($c: String!, $p: String!) { resetPassword(email: \"reset@example.com\", code: $c, newPassword: $p) }",
                json!({ "c": code, "p": password }),
            )
            .await
        }
    };
    let weak = reset("weakpass", code.clone()).await;
    assert_eq!(weak.code(), "BAD_USER_INPUT");
    assert_eq!(weak.body["errors"][0]["extensions"]["field"], "newPassword");
    reset("N3w-password!", code.clone()).await.ok();
    assert_eq!(
        reset("N3w-password!", code).await.code(),
        "CODE_EXPIRED",
        "a code works once"
    );

    // Every session is signed out, access tokens already issued included; the old password is
    // gone, the new one works.
    assert_eq!(browser.me().await.code(), "UNAUTHENTICATED");
    assert_eq!(browser.refresh().await.code(), "UNAUTHENTICATED");
    assert_eq!(
        browser.sign_in("reset@example.com", PASSWORD).await.code(),
        "INVALID_CREDENTIALS"
    );
    browser
        .sign_in("reset@example.com", "N3w-password!")
        .await
        .ok();
}

#[tokio::test]
async fn check_login_type() {
    let app = TestApp::spawn().await;
    app.signed_up("pw@example.com").await;
    let browser = app.browser();
    let q = "query($e: String!) { checkLoginType(email: $e) { loginType canResetPassword } }";
    let known = browser.gql(q, json!({ "e": "PW@example.com" })).await.ok();
    assert_eq!(
        known["checkLoginType"],
        json!({ "loginType": "EMAIL_PASSWORD", "canResetPassword": true })
    );
    let unknown = browser.gql(q, json!({ "e": "new@example.com" })).await.ok();
    assert_eq!(
        unknown["checkLoginType"],
        json!({ "loginType": "EMAIL_PASSWORD", "canResetPassword": false })
    );
    assert_eq!(
        browser.gql(q, json!({ "e": "not-an-email" })).await.code(),
        "BAD_USER_INPUT"
    );
    let config = browser
        .gql("{ authConfig { googleEnabled } }", json!({}))
        .await
        .ok();
    assert_eq!(config["authConfig"]["googleEnabled"], false);
}

#[tokio::test]
async fn an_access_token_of_a_deleted_account_is_refused_not_a_server_error() {
    let app = TestApp::spawn().await;
    let browser = app.onboarded("gone@example.com").await;
    browser
        .gql("mutation { deleteUserData { success } }", json!({}))
        .await
        .ok();
    // The token has minutes left, but its account is gone: a guest, not a foreign-key failure.
    let share = browser
        .gql(
            "mutation { createShareLink(shareType: PROMPT, name: \"x\", inputText: \"a task\", generatedPrompt: \"a prompt\") { id } }",
            json!({}),
        )
        .await;
    assert_eq!(share.status, 200);
    assert_eq!(share.code(), "UNAUTHENTICATED", "{:?}", share.body);
    assert_eq!(browser.me().await.code(), "UNAUTHENTICATED");
    assert_eq!(app.store.row_count("shares").await, 0);
}

fn sign_up_as(email: &str) -> Value {
    json!({ "i": { "email": email, "password": PASSWORD, "givenName": "Ada", "familyName": "Lovelace" } })
}

const SIGN_UP: &str = "mutation($i: SignUpInput!) { signUp(input: $i) { email } }";

#[tokio::test]
async fn sign_ups_are_limited_per_address_and_mails_per_target_email() {
    let app = TestApp::spawn().await;
    let here = app.browser();
    // The default: 10 sign-ups an hour from one address.
    for n in 0..10 {
        here.gql(SIGN_UP, sign_up_as(&format!("n{n}@example.com")))
            .await
            .ok();
    }
    let (users, mails) = (app.store.row_count("users").await, app.mail_count());
    let refused = here.gql(SIGN_UP, sign_up_as("n10@example.com")).await;
    assert_eq!(refused.code(), "RATE_LIMITED");
    assert!(
        refused
            .message()
            .starts_with("Too many sign-ups from your network"),
        "{}",
        refused.message()
    );
    assert!(
        refused.body["errors"][0]["extensions"]["retryAfterSeconds"]
            .as_i64()
            .unwrap()
            > 0
    );
    assert_eq!(app.store.row_count("users").await, users, "nothing created");
    assert_eq!(app.mail_count(), mails, "nothing mailed");
    // Another address is another allowance.
    let there = app.browser_at("127.0.0.9".parse().unwrap());
    there.gql(SIGN_UP, sign_up_as("n10@example.com")).await.ok();

    // One target address gets at most 5 account mails an hour, whoever asks and whether or
    // not it has an account: here, from a third address, about an address nobody uses.
    let elsewhere = app.browser_at("127.0.0.10".parse().unwrap());
    let forgot =
        "mutation { forgotPassword(email: \"ghost@example.com\") { sent retryAfterSeconds } }";
    for _ in 0..5 {
        elsewhere.gql(forgot, json!({})).await.ok();
    }
    assert_eq!(
        elsewhere.gql(forgot, json!({})).await.code(),
        "RATE_LIMITED"
    );
}

#[tokio::test]
async fn password_hashing_queues_then_refuses_when_busy() {
    let app = TestApp::spawn_with(|c| {
        c.limits.sign_ups_per_hour_per_address = 1000;
        c.limits.account_mails_per_hour_per_email = 1000;
        c.limits.password_hashing_concurrency = 1;
        c.limits.password_hashing_queue = 1;
    })
    .await;
    let browser = app.browser();
    let attempts = (0..20).map(|n| {
        let variables = sign_up_as(&format!("burst{n}@example.com"));
        let browser = &browser;
        async move { browser.gql(SIGN_UP, variables).await }
    });
    let answers = futures::future::join_all(attempts).await;
    let created = answers
        .iter()
        .filter(|a| a.body.get("errors").is_none())
        .count();
    let busy: Vec<_> = answers
        .iter()
        .filter(|a| a.body.get("errors").is_some())
        .collect();
    assert!(created >= 1, "at least the first is hashed");
    assert!(
        !busy.is_empty(),
        "one hashing, one waiting: the rest are refused"
    );
    for answer in &busy {
        assert_eq!(answer.code(), "RATE_LIMITED");
        assert!(answer.message().contains("busy"), "{}", answer.message());
    }
    assert_eq!(app.store.row_count("users").await, created as u64);
}

/// Stores `count` codes of `purpose` for the account, sent `first_minutes_ago` minutes ago and
/// then one a minute, each with `guesses` guesses counted.
async fn earlier_codes(
    app: &TestApp,
    email: &str,
    purpose: &'static str,
    count: i64,
    first_minutes_ago: i64,
    guesses: i32,
) {
    let user = app.store.find_user_by_email(email).await.unwrap().unwrap();
    for n in 0..count {
        let at = chrono::Utc::now() - chrono::Duration::minutes(first_minutes_ago - n);
        let code = app
            .store
            .replace_email_code(
                store::NewEmailCode {
                    user_id: user.id.clone(),
                    purpose,
                    code_hash: "not a code anyone knows".into(),
                    expires_at: at + chrono::Duration::minutes(15),
                },
                at,
            )
            .await
            .unwrap();
        for _ in 0..guesses {
            app.store
                .count_email_code_attempt(&code.id, 5)
                .await
                .unwrap();
        }
    }
}

#[tokio::test]
async fn code_flows_lock_for_the_day_but_the_account_does_not() {
    let app = TestApp::spawn().await;
    // Reset codes: ten sent today already. The eleventh is not sent, and the answer is the
    // same as for an unknown address.
    let mut known = app.signed_up("capped@example.com").await;
    earlier_codes(&app, "capped@example.com", "reset_password", 10, 30, 0).await;
    let mails = app.mail_count();
    let answer = known
        .gql(
            "mutation { forgotPassword(email: \"capped@example.com\") { sent retryAfterSeconds } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(answer["forgotPassword"]["sent"], true);
    assert_eq!(app.mail_count(), mails, "no eleventh code");
    // The password still signs in: the flow is locked, not the account.
    known.sign_in("capped@example.com", PASSWORD).await.ok();

    // Verification codes: ten sent today, the last two minutes ago (past the resend
    // cooldown). Resending says why and when.
    let browser = app.browser_at("127.0.0.11".parse().unwrap());
    app.store
        .insert_user(
            store::NewUser {
                email: "unverified@example.com".into(),
                given_name: "Una".into(),
                family_name: "Verified".into(),
                name: "Una Verified".into(),
                password_hash: None,
                email_verified: false,
                login_type: domain::account::LoginType::EmailPassword,
                profile_photo: None,
                start: domain::plan::Start::free(),
                referred_by: None,
            },
            chrono::Utc::now(),
        )
        .await
        .unwrap();
    earlier_codes(&app, "unverified@example.com", "verify_email", 10, 11, 0).await;
    let resend = "mutation { resendVerificationCode(email: \"unverified@example.com\") { sent } }";
    let refused = browser.gql(resend, json!({})).await;
    assert_eq!(refused.code(), "RATE_LIMITED");
    assert!(
        refused.message().starts_with("Too many verification codes"),
        "{}",
        refused.message()
    );
    assert!(
        refused.message().contains("try again in"),
        "{}",
        refused.message()
    );

    // Guesses: twenty wrong ones today over earlier codes. Even the right code is refused,
    // so guessing cannot go on with fresh codes.
    let guesser = app.browser_at("127.0.0.12".parse().unwrap());
    app.signed_up("guessed@example.com").await;
    earlier_codes(&app, "guessed@example.com", "reset_password", 4, 30, 5).await;
    guesser
        .gql(
            "mutation { forgotPassword(email: \"guessed@example.com\") { sent retryAfterSeconds } }",
            json!({}),
        )
        .await
        .ok();
    let code = app.mailed_code("guessed@example.com", "password reset");
    let reset = guesser
        .gql(
            "mutation($c: String!) { resetPassword(email: \"guessed@example.com\", code: $c, newPassword: \"N3w-password!\") }",
            json!({ "c": code }),
        )
        .await;
    assert_eq!(reset.code(), "RATE_LIMITED");
    assert!(
        reset.message().contains("password reset codes"),
        "{}",
        reset.message()
    );
    let mut owner = app.browser_at("127.0.0.13".parse().unwrap());
    owner.sign_in("guessed@example.com", PASSWORD).await.ok();
}
