//! Plans and local billing: the catalogue, checkout and its confirmation, pass expiry with the
//! app's clock, cancellation at period end and reactivation, and refusals.

use chrono::{DateTime, Duration, Utc};
use serde_json::{Value, json};

use crate::helpers::{Browser, TestApp};

const ME: &str = "{ me { planName priceCents currentPeriodEnd cancelAtPeriodEnd subscriptionStatus quota { unlimited } } }";

async fn checkout(browser: &Browser, plan: &str, cycle: Option<&str>) -> Value {
    browser
        .gql(
            "mutation($p: PlanName!, $c: BillingCycle) { createCheckoutSession(planType: $p, billingCycle: $c) { id planName status url testMode } }",
            json!({ "p": plan, "c": cycle }),
        )
        .await
        .ok()["createCheckoutSession"]
        .clone()
}

async fn confirm(browser: &Browser, id: &str) -> crate::helpers::Gql {
    browser
        .gql(
            "mutation($id: ID!) { confirmLocalCheckout(id: $id) { planName currentPeriodEnd } }",
            json!({ "id": id }),
        )
        .await
}

/// Buys `plan` through local billing and returns `me` afterwards.
pub async fn buy(browser: &Browser, plan: &str) -> Value {
    let session = checkout(browser, plan, None).await;
    confirm(browser, session["id"].as_str().unwrap()).await.ok();
    browser.gql(ME, json!({})).await.ok()["me"].clone()
}

fn time(value: &Value) -> DateTime<Utc> {
    value.as_str().unwrap().parse().unwrap()
}

#[tokio::test]
async fn the_catalogue_is_public_and_has_the_spec_prices() {
    let app = TestApp::spawn().await;
    let data = app
        .browser()
        .gql(
            "{ plans { id name priceCents monthlyPriceCents interval badge features } }",
            json!({}),
        )
        .await
        .ok();
    let plans = data["plans"].as_array().unwrap();
    let ids: Vec<_> = plans.iter().map(|p| p["id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["FREE", "PRO", "ANNUAL_PRO", "THREE_DAY_PASS"]);
    assert_eq!(plans[1]["priceCents"], 999);
    assert_eq!(plans[2]["priceCents"], 9999);
    assert_eq!(plans[2]["monthlyPriceCents"], 833);
    assert_eq!(plans[2]["badge"], "Get 2 MONTHS FREE");
    assert_eq!(plans[3]["priceCents"], 499);
    assert_eq!(plans[3]["interval"], "ONCE");
    assert!(!plans[1]["features"].as_array().unwrap().is_empty());
    // `make run`: a server only this machine reaches sells in test mode.
    assert_eq!(billing_mode(&app).await, "TEST");
}

#[tokio::test]
async fn the_plan_limits_are_public_and_free_has_the_spec_limits() {
    let app = TestApp::spawn().await;
    let data = app
        .browser()
        .gql(
            "{ planLimits { plan dailyPrompts bonusPrompts savedPrompts accessibleFolders contextGenies } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(
        data["planLimits"],
        json!([
            { "plan": "FREE", "dailyPrompts": 1, "bonusPrompts": 7, "savedPrompts": 15,
              "accessibleFolders": 3, "contextGenies": 2 },
            { "plan": "PRO", "dailyPrompts": null, "bonusPrompts": 0, "savedPrompts": null,
              "accessibleFolders": null, "contextGenies": null },
            { "plan": "ANNUAL_PRO", "dailyPrompts": null, "bonusPrompts": 0, "savedPrompts": null,
              "accessibleFolders": null, "contextGenies": null },
            { "plan": "THREE_DAY_PASS", "dailyPrompts": null, "bonusPrompts": 0,
              "savedPrompts": null, "accessibleFolders": null, "contextGenies": null },
        ])
    );

    // A new Free account starts with exactly what the catalogue says.
    let ada = app.onboarded("ada@example.com").await;
    let me = ada
        .gql("{ me { dailyPromptLimit bonusPrompts } }", json!({}))
        .await
        .ok();
    assert_eq!(me["me"]["dailyPromptLimit"], 1);
    assert_eq!(me["me"]["bonusPrompts"], 7);
}

#[tokio::test]
async fn local_checkout_upgrades_at_once_and_only_its_owner_can_pay_it() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("ada@example.com").await;
    let eve = app.onboarded("eve@example.com").await;

    // The annual toggle turns PRO into ANNUAL_PRO.
    let session = checkout(&ada, "PRO", Some("ANNUAL")).await;
    assert_eq!(session["planName"], "ANNUAL_PRO");
    assert_eq!(session["status"], "open");
    assert_eq!(session["testMode"], true);
    let id = session["id"].as_str().unwrap();
    assert!(
        session["url"]
            .as_str()
            .unwrap()
            .ends_with(&format!("/checkout/{id}"))
    );

    // Another user can neither see nor pay it, and their plan does not change.
    let seen = eve
        .gql(
            "query($id: ID!) { checkoutSession(id: $id) { id } }",
            json!({ "id": id }),
        )
        .await;
    assert_eq!(seen.code(), "NOT_FOUND");
    assert_eq!(confirm(&eve, id).await.code(), "NOT_FOUND");
    assert_eq!(eve.gql(ME, json!({})).await.ok()["me"]["planName"], "FREE");
    assert_eq!(ada.gql(ME, json!({})).await.ok()["me"]["planName"], "FREE");

    let before = Utc::now();
    let paid = confirm(&ada, id).await.ok();
    assert_eq!(paid["confirmLocalCheckout"]["planName"], "ANNUAL_PRO");
    let me = ada.gql(ME, json!({})).await.ok()["me"].clone();
    assert_eq!(me["priceCents"], 9999);
    assert_eq!(me["subscriptionStatus"], "active");
    assert_eq!(me["quota"]["unlimited"], true);
    let end = time(&me["currentPeriodEnd"]);
    assert!(end > before + Duration::days(364) && end < before + Duration::days(367));

    // Paying twice is refused and changes nothing.
    assert_eq!(confirm(&ada, id).await.code(), "CONFLICT");
    assert_eq!(
        app.plan_event_kinds("ada@example.com").await,
        ["paid_conversion"]
    );
    let status = ada
        .gql(
            "query($id: ID!) { checkoutSession(id: $id) { status } }",
            json!({ "id": id }),
        )
        .await
        .ok();
    assert_eq!(status["checkoutSession"]["status"], "completed");

    // Paid generators open at once.
    ada.gql(
        "mutation { generateJsonPrompt(taskOrPrompt: \"list three fruits\") { generation { id } } }",
        json!({}),
    )
    .await
    .ok();
}

#[tokio::test]
async fn the_specs_stripe_checkout_answers_as_the_split_operations() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("door@example.com").await;
    let door = "mutation($p: PlanName, $c: BillingCycle, $a: StripeCheckoutAction, $k: String, $r: String) { stripeCheckout(planType: $p, billingCycle: $c, action: $a, customerId: $k, returnUrl: $r) { action url session { id planName status url testMode } } }";

    let answer = ada
        .gql(
            door,
            json!({ "p": "PRO", "c": "ANNUAL", "r": "/dashboard/settings#plan-billing" }),
        )
        .await
        .ok();
    let result = &answer["stripeCheckout"];
    assert_eq!(result["action"], "CHECKOUT");
    let session = &result["session"];
    let id = session["id"].as_str().unwrap();
    // The same session createCheckoutSession answers, with the page to come back to.
    let split = checkout(&ada, "PRO", Some("ANNUAL")).await;
    for field in ["planName", "status", "testMode"] {
        assert_eq!(session[field], split[field], "{field}");
    }
    assert_eq!(result["url"], session["url"]);
    assert!(
        result["url"].as_str().unwrap().ends_with(&format!(
            "/checkout/{id}?return=%2Fdashboard%2Fsettings%23plan-billing"
        )),
        "{}",
        result["url"]
    );
    assert_eq!(
        confirm(&ada, id).await.ok()["confirmLocalCheckout"]["planName"],
        "ANNUAL_PRO"
    );

    // Local billing has no portal, as createBillingPortalSession says; a customer id that is
    // not the caller's, another site to return to and a missing plan are refused.
    let portal = ada.gql(door, json!({ "a": "PORTAL" })).await;
    assert_eq!(portal.code(), "CONFLICT");
    let customer = ada
        .gql(door, json!({ "p": "THREE_DAY_PASS", "k": "cus_someone" }))
        .await;
    assert_eq!(customer.code(), "NOT_FOUND");
    for away in [
        "https://evil.example/",
        "//evil.example",
        "javascript:alert(1)",
    ] {
        let refused = ada.gql(door, json!({ "p": "PRO", "r": away })).await;
        assert_eq!(refused.code(), "BAD_USER_INPUT", "{away}");
        assert_eq!(refused.field(), "returnUrl");
    }
    let no_plan = ada.gql(door, json!({ "a": "CHECKOUT" })).await;
    assert_eq!(no_plan.field(), "planType");
}

#[tokio::test]
async fn a_pass_gives_pro_rights_for_three_days_then_free() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("pass@example.com").await;
    let me = buy(&ada, "THREE_DAY_PASS").await;
    assert_eq!(me["planName"], "THREE_DAY_PASS");
    assert_eq!(me["priceCents"], 499);
    let json_prompt = "mutation { generateJsonPrompt(taskOrPrompt: \"list three fruits\") { generation { id } } }";
    ada.gql(json_prompt, json!({})).await.ok();

    // A second pass while this one runs is refused.
    let again = ada
        .gql(
            "mutation { createCheckoutSession(planType: THREE_DAY_PASS) { id } }",
            json!({}),
        )
        .await;
    assert_eq!(again.code(), "BAD_USER_INPUT");

    app.clock.advance(Duration::days(3) - Duration::minutes(1));
    ada.gql(json_prompt, json!({})).await.ok();

    app.clock.advance(Duration::minutes(2));
    let refused = ada.gql(json_prompt, json!({})).await;
    assert_eq!(
        refused.code(),
        "PLAN_LIMIT",
        "no paid generator after 3 days"
    );
    let me = ada.gql(ME, json!({})).await.ok()["me"].clone();
    assert_eq!(me["planName"], "FREE");
    assert_eq!(me["priceCents"], Value::Null);
    assert_eq!(me["quota"]["unlimited"], false);
    assert_eq!(
        app.plan_event_kinds("pass@example.com").await,
        ["three_day_pass_purchased", "three_day_pass_expired"]
    );
    // Nothing was charged again: the pass's checkout is the only one.
    let user = app
        .store
        .find_user_by_email("pass@example.com")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        user.subscription_status
            .map(domain::billing::SubscriptionStatus::from),
        Some(domain::billing::SubscriptionStatus::Canceled)
    );
}

#[tokio::test]
async fn cancelling_keeps_access_until_the_period_ends_and_can_be_taken_back() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("cancel@example.com").await;
    buy(&ada, "PRO").await;
    let cancel = "mutation($r: CancellationReason, $f: String) { stripeCancellationManager(action: CANCEL, reason: $r, feedback: $f) { planName cancelAtPeriodEnd } }";

    let no_reason = ada.gql(cancel, json!({ "r": null })).await;
    assert_eq!(no_reason.code(), "BAD_USER_INPUT");
    let too_long = ada
        .gql(cancel, json!({ "r": "price", "f": "x".repeat(2001) }))
        .await;
    assert_eq!(too_long.code(), "BAD_USER_INPUT");
    let user = app
        .store
        .find_user_by_email("cancel@example.com")
        .await
        .unwrap()
        .unwrap();
    assert!(!user.cancel_at_period_end, "refusals change nothing");
    assert!(
        app.store
            .cancellation_surveys(&user.id)
            .await
            .unwrap()
            .is_empty()
    );

    let cancelled = ada
        .gql(cancel, json!({ "r": "price", "f": "  too dear  " }))
        .await
        .ok();
    assert_eq!(cancelled["stripeCancellationManager"]["planName"], "PRO");
    assert_eq!(
        cancelled["stripeCancellationManager"]["cancelAtPeriodEnd"],
        true
    );
    let surveys = app.store.cancellation_surveys(&user.id).await.unwrap();
    assert_eq!(surveys.len(), 1);
    assert_eq!(surveys[0].reason, "price");
    assert_eq!(surveys[0].feedback.as_deref(), Some("too dear"));
    assert_eq!(
        ada.gql(cancel, json!({ "r": "price" })).await.code(),
        "CONFLICT"
    );

    let reactivate =
        "mutation { stripeCancellationManager(action: REACTIVATE) { planName cancelAtPeriodEnd } }";
    let back = ada.gql(reactivate, json!({})).await.ok();
    assert_eq!(
        back["stripeCancellationManager"]["cancelAtPeriodEnd"],
        false
    );
    assert_eq!(ada.gql(reactivate, json!({})).await.code(), "CONFLICT");

    ada.gql(cancel, json!({ "r": "workflow" })).await.ok();
    app.clock.advance(Duration::days(27));
    assert_eq!(
        ada.gql(ME, json!({})).await.ok()["me"]["planName"],
        "PRO",
        "access until the end"
    );
    app.clock.advance(Duration::days(5));
    assert_eq!(ada.gql(ME, json!({})).await.ok()["me"]["planName"], "FREE");
    assert_eq!(
        app.plan_event_kinds("cancel@example.com").await,
        [
            "paid_conversion",
            "cancellation",
            "reactivation",
            "cancellation"
        ]
    );
    // Reactivating after the end is refused: there is nothing left to take back.
    assert_eq!(ada.gql(reactivate, json!({})).await.code(), "CONFLICT");
}

#[tokio::test]
async fn checkout_refusals_change_nothing() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("refuse@example.com").await;
    let create = "mutation($p: PlanName!, $c: BillingCycle, $e: String) { createCheckoutSession(planType: $p, billingCycle: $c, email: $e) { id } }";
    for (plan, cycle) in [("FREE", None), ("ANNUAL_PRO", Some("MONTHLY"))] {
        let refused = ada.gql(create, json!({ "p": plan, "c": cycle })).await;
        assert_eq!(refused.code(), "BAD_USER_INPUT", "{plan} {cycle:?}");
    }
    let other = ada
        .gql(create, json!({ "p": "PRO", "e": "someone@example.com" }))
        .await;
    assert_eq!(other.code(), "FORBIDDEN");
    let signed_out = app.browser().gql(create, json!({ "p": "PRO" })).await;
    assert_eq!(signed_out.code(), "UNAUTHENTICATED");

    buy(&ada, "PRO").await;
    assert_eq!(
        ada.gql(create, json!({ "p": "PRO", "c": "MONTHLY" }))
            .await
            .code(),
        "BAD_USER_INPUT",
        "already on Pro"
    );
    assert_eq!(
        ada.gql(create, json!({ "p": "THREE_DAY_PASS" }))
            .await
            .code(),
        "BAD_USER_INPUT",
        "Pro includes the pass"
    );
    // Switching to annual is a purchase.
    let me = buy(&ada, "ANNUAL_PRO").await;
    assert_eq!(me["planName"], "ANNUAL_PRO");
    assert_eq!(
        app.plan_event_kinds("refuse@example.com").await,
        ["paid_conversion", "paid_conversion"]
    );
}

#[tokio::test]
async fn the_cancellation_manager_takes_the_specs_code_for_the_offer() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("spec-code@example.com").await;
    buy(&ada, "PRO").await;
    let offer = ada
        .gql(
            "mutation { createCancelRecoveryCoupon { code } }",
            json!({}),
        )
        .await
        .ok()["createCancelRecoveryCoupon"]["code"]
        .clone();
    let accept = "mutation($c: ID, $d: ID) { stripeCancellationManager(action: ACCEPT_OFFER, reason: price, code: $c, discountCode: $d) { discountPercentOff cancelAtPeriodEnd } }";
    let mismatch = ada
        .gql(accept, json!({ "c": offer, "d": "not-the-offer" }))
        .await;
    assert_eq!(mismatch.code(), "BAD_USER_INPUT");
    let kept = ada.gql(accept, json!({ "c": offer })).await.ok();
    assert_eq!(kept["stripeCancellationManager"]["discountPercentOff"], 30);
    assert_eq!(
        kept["stripeCancellationManager"]["cancelAtPeriodEnd"],
        false
    );
}

#[tokio::test]
async fn a_recovery_offer_declined_by_cancelling_is_not_made_again() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("declined@example.com").await;
    buy(&ada, "PRO").await;
    // The spec's callers say what was being cancelled, and when: it is kept with the offer.
    let offered = ada
        .gql(
            "mutation { createCancelRecoveryCoupon(attemptedPlan: PRO, attemptedCycle: MONTHLY, cancelTime: \"2026-11-27T10:00:00Z\") { code } }",
            json!({}),
        )
        .await
        .ok();
    let code = offered["createCancelRecoveryCoupon"]["code"]
        .as_str()
        .unwrap();
    let user = app
        .store
        .find_user_by_email("declined@example.com")
        .await
        .unwrap()
        .unwrap();
    let kept = app
        .store
        .find_recovery_offer(&user.id, code)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        kept.attempted_plan.map(domain::plan::PlanName::from),
        Some(domain::plan::PlanName::Pro)
    );
    assert_eq!(kept.attempted_cycle.as_deref(), Some("MONTHLY"));
    assert_eq!(
        kept.cancel_time.map(|t| t.to_rfc3339()),
        Some("2026-11-27T10:00:00+00:00".to_owned())
    );
    let coupon = "mutation { createCancelRecoveryCoupon { code } }";
    // Cancelled anyway, then taken back: the one-time offer was made and is not made again.
    ada.gql(
        "mutation { stripeCancellationManager(action: CANCEL, reason: price) { cancelAtPeriodEnd } }",
        json!({}),
    )
    .await
    .ok();
    ada.gql(
        "mutation { stripeCancellationManager(action: REACTIVATE) { cancelAtPeriodEnd } }",
        json!({}),
    )
    .await
    .ok();
    let again = ada.gql(coupon, json!({})).await;
    assert_eq!(again.code(), "CONFLICT");
    assert_eq!(
        again.message(),
        "You have already used your one-time offer."
    );
}

#[tokio::test]
async fn the_recovery_offer_keeps_the_plan_with_a_discount_once() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("offer@example.com").await;
    let eve = app.onboarded("offer-eve@example.com").await;
    let coupon = "mutation { createCancelRecoveryCoupon { code percentOff durationInMonths discountedPriceCents planName } }";
    assert_eq!(
        ada.gql(coupon, json!({})).await.code(),
        "CONFLICT",
        "Free has nothing to keep"
    );

    buy(&ada, "PRO").await;
    let offer = ada.gql(coupon, json!({})).await.ok()["createCancelRecoveryCoupon"].clone();
    assert_eq!(offer["percentOff"], 30);
    assert_eq!(offer["durationInMonths"], 3);
    assert_eq!(offer["discountedPriceCents"], 699);
    assert_eq!(offer["planName"], "PRO");
    let code = offer["code"].as_str().unwrap().to_owned();
    let again = ada.gql(coupon, json!({})).await.ok();
    assert_eq!(
        again["createCancelRecoveryCoupon"]["code"],
        code.as_str(),
        "the same open offer"
    );

    let accept = "mutation($c: ID, $r: CancellationReason) { stripeCancellationManager(action: ACCEPT_OFFER, discountCode: $c, reason: $r) { planName cancelAtPeriodEnd discountPercentOff discountEndsAt } }";
    // Another user cannot use it; a missing code or reason is refused.
    buy(&eve, "PRO").await;
    assert_eq!(
        eve.gql(accept, json!({ "c": code, "r": "price" }))
            .await
            .code(),
        "NOT_FOUND"
    );
    assert_eq!(
        ada.gql(accept, json!({ "r": "price" })).await.code(),
        "BAD_USER_INPUT"
    );
    assert_eq!(
        ada.gql(accept, json!({ "c": code })).await.code(),
        "BAD_USER_INPUT"
    );

    let kept = ada
        .gql(accept, json!({ "c": code, "r": "price" }))
        .await
        .ok()["stripeCancellationManager"]
        .clone();
    assert_eq!(kept["planName"], "PRO");
    assert_eq!(kept["cancelAtPeriodEnd"], false);
    assert_eq!(kept["discountPercentOff"], 30);
    // Three months from the next renewal (a month away): three discounted invoices.
    let ends = time(&kept["discountEndsAt"]);
    assert!(
        ends > Utc::now() + Duration::days(115) && ends < Utc::now() + Duration::days(125),
        "{ends}"
    );

    // One-time: neither the same code nor a new offer.
    assert_eq!(
        ada.gql(accept, json!({ "c": code, "r": "price" }))
            .await
            .code(),
        "NOT_FOUND"
    );
    assert_eq!(ada.gql(coupon, json!({})).await.code(), "CONFLICT");
    let user = app
        .store
        .find_user_by_email("offer@example.com")
        .await
        .unwrap()
        .unwrap();
    let surveys = app.store.cancellation_surveys(&user.id).await.unwrap();
    assert_eq!(surveys.len(), 1);
    assert_eq!(
        domain::billing::CancellationOutcome::from(surveys[0].outcome),
        domain::billing::CancellationOutcome::OfferAccepted
    );
    assert_eq!(
        app.plan_event_kinds("offer@example.com").await,
        ["paid_conversion"]
    );

    // The discount lapses after the third discounted renewal; the plan renews (local billing)
    // meanwhile.
    app.clock.advance(Duration::days(130));
    let me = ada
        .gql(
            "{ me { planName discountPercentOff currentPeriodEnd } }",
            json!({}),
        )
        .await
        .ok()["me"]
        .clone();
    assert_eq!(me["planName"], "PRO", "a local subscription renews");
    assert_eq!(me["discountPercentOff"], Value::Null);
    assert!(time(&me["currentPeriodEnd"]) > Utc::now() + Duration::days(130));
}

#[tokio::test]
async fn the_post_upgrade_survey_is_shown_once_after_an_upgrade() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("survey@example.com").await;
    let flags =
        "{ me { showPostUpgradeSurvey postUpgradeSurveyCompleted postUpgradeSurveyDismissed } }";
    let complete = "mutation($r: UpgradeReason!, $f: String) { completePostUpgradeSurvey(reason: $r, feedback: $f) { showPostUpgradeSurvey postUpgradeSurveyCompleted } }";
    assert_eq!(
        ada.gql(flags, json!({})).await.ok()["me"]["showPostUpgradeSurvey"],
        false
    );
    assert_eq!(
        ada.gql(complete, json!({ "r": "VIDEO_PROMPTS" }))
            .await
            .code(),
        "CONFLICT",
        "Free users have no upgrade to tell about"
    );

    buy(&ada, "PRO").await;
    assert_eq!(
        ada.gql(flags, json!({})).await.ok()["me"]["showPostUpgradeSurvey"],
        true
    );
    let too_long = ada
        .gql(complete, json!({ "r": "OTHER", "f": "x".repeat(2001) }))
        .await;
    assert_eq!(too_long.code(), "BAD_USER_INPUT");
    let done = ada
        .gql(complete, json!({ "r": "VIDEO_PROMPTS", "f": " Veo 3 " }))
        .await
        .ok();
    assert_eq!(
        done["completePostUpgradeSurvey"]["showPostUpgradeSurvey"],
        false
    );
    assert_eq!(
        done["completePostUpgradeSurvey"]["postUpgradeSurveyCompleted"],
        true
    );
    assert_eq!(
        ada.gql(complete, json!({ "r": "LIBRARY" })).await.code(),
        "CONFLICT",
        "once"
    );
    let user = app
        .store
        .find_user_by_email("survey@example.com")
        .await
        .unwrap()
        .unwrap();
    let answers = app.store.post_upgrade_surveys(&user.id).await.unwrap();
    assert_eq!(answers.len(), 1);
    assert_eq!(answers[0].reason, "video_prompts");
    assert_eq!(answers[0].feedback.as_deref(), Some("Veo 3"));

    // Dismissing instead: the survey stays away and cannot be answered afterwards.
    let eve = app.onboarded("survey-eve@example.com").await;
    buy(&eve, "THREE_DAY_PASS").await;
    let dismissed = eve
        .gql(
            "mutation { dismissPostUpgradeSurvey { showPostUpgradeSurvey postUpgradeSurveyDismissed } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(
        dismissed["dismissPostUpgradeSurvey"]["showPostUpgradeSurvey"],
        false
    );
    assert_eq!(
        dismissed["dismissPostUpgradeSurvey"]["postUpgradeSurveyDismissed"],
        true
    );
    assert_eq!(
        eve.gql(complete, json!({ "r": "LIBRARY" })).await.code(),
        "CONFLICT"
    );
}

#[tokio::test]
async fn the_upcoming_invoice_follows_the_plan_and_the_discount() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("invoice@example.com").await;
    let upcoming = "{ getUpcomingInvoice { amountDueCents currency nextPaymentAt testMode } }";
    assert_eq!(
        ada.gql(upcoming, json!({})).await.ok()["getUpcomingInvoice"],
        Value::Null
    );
    let me = buy(&ada, "PRO").await;
    let invoice = ada.gql(upcoming, json!({})).await.ok()["getUpcomingInvoice"].clone();
    assert_eq!(invoice["amountDueCents"], 999);
    assert_eq!(invoice["currency"], "usd");
    assert_eq!(invoice["testMode"], true);
    assert_eq!(
        time(&invoice["nextPaymentAt"]),
        time(&me["currentPeriodEnd"])
    );

    // With the recovery offer accepted, the next charge is 30% off.
    let offer = ada
        .gql(
            "mutation { createCancelRecoveryCoupon { code } }",
            json!({}),
        )
        .await
        .ok();
    ada.gql(
        "mutation($c: ID) { stripeCancellationManager(action: ACCEPT_OFFER, discountCode: $c, reason: price) { planName } }",
        json!({ "c": offer["createCancelRecoveryCoupon"]["code"] }),
    )
    .await
    .ok();
    let invoice = ada.gql(upcoming, json!({})).await.ok()["getUpcomingInvoice"].clone();
    assert_eq!(invoice["amountDueCents"], 699);

    // Another customer's id is refused; a cancelled plan has nothing upcoming.
    let other = ada
        .gql(
            "{ getUpcomingInvoice(customerId: \"cus_someone\") { amountDueCents } }",
            json!({}),
        )
        .await;
    assert_eq!(other.code(), "FORBIDDEN");
    ada.gql(
        "mutation { stripeCancellationManager(action: CANCEL, reason: results) { planName } }",
        json!({}),
    )
    .await
    .ok();
    assert_eq!(
        ada.gql(upcoming, json!({})).await.ok()["getUpcomingInvoice"],
        Value::Null
    );
    // Local billing has no portal.
    let portal = ada
        .gql("mutation { createBillingPortalSession }", json!({}))
        .await;
    assert_eq!(portal.code(), "CONFLICT");
    let checked = ada
        .gql(
            "query($e: String) { checkStripeSubscription(email: $e) { planName cancelAtPeriodEnd } }",
            json!({ "e": "someone@example.com" }),
        )
        .await;
    assert_eq!(checked.code(), "FORBIDDEN");
    let checked = ada
        .gql(
            "{ checkStripeSubscription { planName cancelAtPeriodEnd } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(checked["checkStripeSubscription"]["planName"], "PRO");
    assert_eq!(
        checked["checkStripeSubscription"]["cancelAtPeriodEnd"],
        true
    );
}

/// Starts a checkout and returns the whole answer (for refusals).
async fn try_checkout(browser: &Browser, plan: &str) -> crate::helpers::Gql {
    browser
        .gql(
            "mutation($p: PlanName!) { createCheckoutSession(planType: $p) { id testMode } }",
            json!({ "p": plan }),
        )
        .await
}

async fn billing_mode(app: &TestApp) -> Value {
    app.browser().gql("{ billingMode }", json!({})).await.ok()["billingMode"].clone()
}

#[tokio::test]
async fn a_server_others_can_reach_sells_nothing_unless_told_how() {
    // No billing.mode, no Stripe, listening on every interface: not a free shop.
    let app = TestApp::spawn_with(|config| config.host = "0.0.0.0".into()).await;
    let ada = app.onboarded("public@example.com").await;
    for plan in ["PRO", "ANNUAL_PRO", "THREE_DAY_PASS"] {
        let refused = try_checkout(&ada, plan).await;
        assert_eq!(refused.code(), "BILLING_UNAVAILABLE", "{plan}");
        assert_eq!(
            refused.message(),
            "Plans are not sold on this server. Ask its operator if you need a paid plan."
        );
    }
    // A local checkout left from a time the server ran in test mode cannot be paid either.
    let user = app
        .store
        .find_user_by_email("public@example.com")
        .await
        .unwrap()
        .unwrap();
    let left_over = app
        .store
        .create_checkout(
            &user.id,
            "local",
            None,
            domain::plan::PlanName::AnnualPro,
            Utc::now(),
        )
        .await
        .unwrap();
    assert_eq!(
        confirm(&ada, &left_over.id).await.code(),
        "BILLING_UNAVAILABLE"
    );
    assert_eq!(ada.gql(ME, json!({})).await.ok()["me"]["planName"], "FREE");
    assert_eq!(app.store.row_count("plan_events").await, 0);
    assert_eq!(billing_mode(&app).await, "OFF");

    // The operator may choose test mode there (a demo), and then it sells for free.
    let demo = TestApp::spawn_with(|config| {
        config.host = "0.0.0.0".into();
        config.billing.mode = Some(domain::billing::BillingMode::Test);
    })
    .await;
    assert_eq!(billing_mode(&demo).await, "TEST");
    let bob = demo.onboarded("demo@example.com").await;
    assert_eq!(buy(&bob, "PRO").await["planName"], "PRO");
}

#[tokio::test]
async fn with_billing_off_nothing_is_sold_and_the_operators_plans_hold() {
    let app = TestApp::spawn_with(|config| {
        config.billing.mode = Some(domain::billing::BillingMode::Off);
    })
    .await;
    assert_eq!(billing_mode(&app).await, "OFF");
    let ada = app.onboarded("off@example.com").await;
    assert_eq!(
        try_checkout(&ada, "PRO").await.code(),
        "BILLING_UNAVAILABLE"
    );
    let paid_only = "mutation { generateJsonPrompt(taskOrPrompt: \"list three fruits\") { generation { id } } }";
    assert_eq!(ada.gql(paid_only, json!({})).await.code(), "PLAN_LIMIT");

    // What `superprompt user set-plan` does: the plan is the operator's to give.
    let user = app
        .store
        .find_user_by_email("off@example.com")
        .await
        .unwrap()
        .unwrap();
    app.store
        .set_plan(&user.id, domain::plan::PlanName::Pro, Utc::now())
        .await
        .unwrap();
    let me = ada.gql(ME, json!({})).await.ok()["me"].clone();
    assert_eq!(me["planName"], "PRO");
    assert_eq!(me["quota"]["unlimited"], true);
    ada.gql(paid_only, json!({})).await.ok();
    let invoice = ada
        .gql("{ getUpcomingInvoice { amountDueCents } }", json!({}))
        .await
        .ok();
    assert_eq!(
        invoice["getUpcomingInvoice"],
        Value::Null,
        "nothing is charged"
    );
}

#[tokio::test]
async fn stripe_mode_without_its_settings_does_not_start() {
    let db = store::testing::TestDatabase::new().await;
    let data_dir = std::env::temp_dir().join(format!("superprompt-app-{}", uuid::Uuid::new_v4()));
    let mut config = superprompt_server::config::Config {
        data_dir: data_dir.clone(),
        ..Default::default()
    };
    config.database.url = Some(superprompt_server::config::Secret::new(db.url.clone()));
    config.billing.mode = Some(domain::billing::BillingMode::Stripe);
    let err = superprompt_server::build_state(config)
        .await
        .err()
        .expect("refused at start");
    assert!(
        format!("{err:#}").contains("billing.mode = \"stripe\" needs a [billing.stripe] section"),
        "{err:#}"
    );
    std::fs::remove_dir_all(data_dir).ok();
}
