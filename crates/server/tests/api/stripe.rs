//! Stripe: checkout through a local fake of Stripe's API (the paths and form bodies
//! async-stripe sends, JSON answers in Stripe's shapes), and webhooks signed exactly as Stripe
//! signs them: a valid event, a forged signature, a stale timestamp, a duplicate,
//! out-of-order delivery, unpaid and delayed payments, prices that are none of ours, and
//! signed events that cannot be read or name no user of ours.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

use axum::{
    Json, Router,
    extract::{Path, State},
    http::{HeaderMap, StatusCode},
    response::{IntoResponse, Response},
    routing::{get, post},
};
use chrono::{Duration, Utc};
use serde_json::{Value, json};
use superprompt_server::config::{Secret, StripeConfig};

use crate::helpers::TestApp;

const SECRET_KEY: &str = "sk_test_fake";
const WEBHOOK_SECRET: &str = "whsec_test_fake";
const PRICE_PRO: &str = "price_pro_monthly";
const PRICE_ANNUAL: &str = "price_pro_annual";
const PRICE_PASS: &str = "price_pass";
const RECOVERY_COUPON: &str = "coupon_recovery_30";

#[derive(Default)]
struct FakeState {
    subscriptions: HashMap<String, Value>,
    /// The form fields of each Checkout Session created.
    checkouts: Vec<HashMap<String, String>>,
    /// (subscription, coupon) of each discount applied.
    coupons: Vec<(String, String)>,
    /// The price of each Checkout Session's line item, by session id.
    line_items: HashMap<String, String>,
    /// The form fields of each Billing Portal session created.
    portals: Vec<HashMap<String, String>>,
}

#[derive(Clone, Default)]
struct Fake(Arc<Mutex<FakeState>>);

fn stripe_error(status: StatusCode, message: &str) -> Response {
    (
        status,
        Json(json!({ "error": { "type": "invalid_request_error", "message": message } })),
    )
        .into_response()
}

/// The form-encoded body async-stripe sends, by key (`line_items[0][price]`, ...).
fn form(body: &str) -> HashMap<String, String> {
    url::form_urlencoded::parse(body.as_bytes())
        .into_owned()
        .collect()
}

fn authorized(headers: &HeaderMap) -> bool {
    headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v == format!("Bearer {SECRET_KEY}"))
}

async fn create_session(State(fake): State<Fake>, headers: HeaderMap, body: String) -> Response {
    if !authorized(&headers) {
        return stripe_error(StatusCode::UNAUTHORIZED, "Invalid API Key provided");
    }
    let form = form(&body);
    let mut state = fake.0.lock().unwrap();
    state.checkouts.push(form.clone());
    let id = format!("cs_test_{}", state.checkouts.len());
    if let Some(price) = form.get("line_items[0][price]") {
        state.line_items.insert(id.clone(), price.clone());
    }
    Json(checkout_session(
        &id,
        form.get("mode").map_or("subscription", String::as_str),
        form.get("client_reference_id").map(String::as_str),
        None,
        None,
        &format!("https://checkout.stripe.test/c/pay/{id}"),
    ))
    .into_response()
}

/// `GET /v1/checkout/sessions/{id}/line_items`: the session's one line item, with its price as
/// Stripe sends it (the webhook's Checkout Session carries no line items).
async fn session_line_items(
    State(fake): State<Fake>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    if !authorized(&headers) {
        return stripe_error(StatusCode::UNAUTHORIZED, "Invalid API Key provided");
    }
    let Some(price) = fake.0.lock().unwrap().line_items.get(&id).cloned() else {
        return stripe_error(StatusCode::NOT_FOUND, "No such checkout.session");
    };
    let now = Utc::now().timestamp();
    let recurring = price != PRICE_PASS;
    let mut price = json!({
        "id": price, "object": "price", "active": true, "billing_scheme": "per_unit",
        "created": now, "currency": "usd", "livemode": false, "metadata": {},
        "product": "prod_1", "type": if recurring { "recurring" } else { "one_time" },
        "unit_amount": 499
    });
    if recurring {
        price["recurring"] =
            json!({ "interval": "month", "interval_count": 1, "usage_type": "licensed" });
    }
    Json(json!({
        "object": "list", "has_more": false,
        "url": format!("/v1/checkout/sessions/{id}/line_items"),
        "data": [{
            "id": "li_1", "object": "item", "amount_discount": 0, "amount_subtotal": 499,
            "amount_tax": 0, "amount_total": 499, "currency": "usd", "description": "Plan",
            "price": price, "quantity": 1
        }]
    }))
    .into_response()
}

/// `POST /v1/subscriptions/{id}`: applies `cancel_at_period_end`, records a coupon, and answers
/// the subscription.
async fn update_subscription(
    State(fake): State<Fake>,
    headers: HeaderMap,
    Path(id): Path<String>,
    body: String,
) -> Response {
    if !authorized(&headers) {
        return stripe_error(StatusCode::UNAUTHORIZED, "Invalid API Key provided");
    }
    let form = form(&body);
    let mut state = fake.0.lock().unwrap();
    let Some(sub) = state.subscriptions.get_mut(&id) else {
        return stripe_error(StatusCode::NOT_FOUND, "No such subscription");
    };
    if let Some(cancel) = form.get("cancel_at_period_end") {
        sub["cancel_at_period_end"] = json!(cancel == "true");
    }
    let answer = sub.clone();
    if let Some(coupon) = form.get("discounts[0][coupon]") {
        state.coupons.push((id, coupon.clone()));
    }
    Json(answer).into_response()
}

/// `POST /v1/invoices/create_preview`: a preview of the next invoice.
async fn preview_invoice(headers: HeaderMap, body: String) -> Response {
    if !authorized(&headers) {
        return stripe_error(StatusCode::UNAUTHORIZED, "Invalid API Key provided");
    }
    let form = form(&body);
    let (Some(customer), Some(subscription)) = (form.get("customer"), form.get("subscription"))
    else {
        return stripe_error(StatusCode::BAD_REQUEST, "Missing customer or subscription");
    };
    let at = Utc::now().timestamp() + 86_400 * 30;
    let mut invoice = json!({
        "id": null, "object": "invoice", "amount_due": 9999, "amount_overpaid": 0,
        "amount_paid": 0, "amount_remaining": 9999, "amount_shipping": 0, "attempt_count": 0,
        "attempted": false, "automatic_tax": { "enabled": false },
        "collection_method": "charge_automatically", "created": at, "currency": "usd",
        "customer": customer, "default_tax_rates": [], "discounts": [],
        "issuer": { "type": "self" }, "livemode": false, "payment_settings": {}
    });
    invoice["period_end"] = json!(at);
    invoice["period_start"] = json!(at - 86_400 * 30);
    invoice["next_payment_attempt"] = json!(at);
    invoice["post_payment_credit_notes_amount"] = json!(0);
    invoice["pre_payment_credit_notes_amount"] = json!(0);
    invoice["starting_balance"] = json!(0);
    invoice["status"] = json!("draft");
    invoice["status_transitions"] = json!({});
    invoice["subtotal"] = json!(9999);
    invoice["total"] = json!(9999);
    invoice["lines"] = json!({ "object": "list", "data": [], "has_more": false, "url": "/v1/invoices/upcoming/lines" });
    invoice["parent"] = json!({ "type": "subscription_details", "subscription_details": { "subscription": subscription } });
    Json(invoice).into_response()
}

/// `POST /v1/billing_portal/sessions`.
async fn portal_session(State(fake): State<Fake>, headers: HeaderMap, body: String) -> Response {
    if !authorized(&headers) {
        return stripe_error(StatusCode::UNAUTHORIZED, "Invalid API Key provided");
    }
    let form = form(&body);
    fake.0.lock().unwrap().portals.push(form.clone());
    Json(json!({
        "id": "bps_1", "object": "billing_portal.session", "configuration": "bpc_1",
        "created": Utc::now().timestamp(), "customer": form.get("customer"), "livemode": false,
        "return_url": form.get("return_url"),
        "url": format!("https://billing.stripe.test/p/session/{}", form.get("customer").map_or("", String::as_str)),
    }))
    .into_response()
}

async fn get_subscription(
    State(fake): State<Fake>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    if !authorized(&headers) {
        return stripe_error(StatusCode::UNAUTHORIZED, "Invalid API Key provided");
    }
    match fake.0.lock().unwrap().subscriptions.get(&id) {
        Some(sub) => Json(sub.clone()).into_response(),
        None => stripe_error(StatusCode::NOT_FOUND, "No such subscription"),
    }
}

fn checkout_session(
    id: &str,
    mode: &str,
    user_id: Option<&str>,
    customer: Option<&str>,
    subscription: Option<&str>,
    url: &str,
) -> Value {
    json!({
        "id": id, "object": "checkout.session", "automatic_tax": { "enabled": false },
        "created": Utc::now().timestamp(), "custom_fields": [], "custom_text": {},
        "expires_at": Utc::now().timestamp() + 86_400, "livemode": false, "mode": mode,
        "payment_method_types": ["card"], "payment_status": "paid", "shipping_options": [],
        "status": "complete", "url": url, "customer": customer, "subscription": subscription,
        "client_reference_id": user_id,
        "metadata": { "plan": if mode == "payment" { "THREE_DAY_PASS" } else { "PRO" } },
    })
}

fn subscription(
    id: &str,
    customer: &str,
    status: &str,
    cancel: bool,
    price: &str,
    end: i64,
) -> Value {
    let now = Utc::now().timestamp();
    let plan = json!({
        "id": price, "object": "plan", "active": true, "billing_scheme": "per_unit",
        "created": now, "currency": "usd", "interval": "month", "interval_count": 1,
        "livemode": false, "usage_type": "licensed"
    });
    let price = json!({
        "id": price, "object": "price", "active": true, "billing_scheme": "per_unit",
        "created": now, "currency": "usd", "livemode": false, "metadata": {},
        "product": "prod_1", "type": "recurring"
    });
    let item = json!({
        "id": "si_1", "object": "subscription_item", "created": now,
        "current_period_start": now, "current_period_end": end, "discounts": [],
        "metadata": {}, "quantity": 1, "subscription": id, "plan": plan, "price": price
    });
    let mut sub = json!({
        "id": id, "object": "subscription", "automatic_tax": { "enabled": false },
        "billing_cycle_anchor": now, "billing_mode": { "type": "classic" },
        "billing_schedules": [], "cancel_at_period_end": cancel,
        "collection_method": "charge_automatically", "created": now, "currency": "usd",
        "customer": customer, "discounts": [], "livemode": false, "metadata": {},
        "start_date": now, "status": status
    });
    sub["invoice_settings"] = json!({ "issuer": { "type": "self" } });
    sub["items"] = json!({
        "object": "list", "has_more": false, "url": "/v1/subscription_items", "data": [item]
    });
    sub
}

fn event(id: &str, kind: &str, object: Value) -> String {
    json!({
        "id": id, "object": "event", "api_version": "2026-09-30.endive",
        "created": Utc::now().timestamp(), "livemode": false, "pending_webhooks": 1,
        "type": kind, "data": { "object": object }
    })
    .to_string()
}

struct StripeTest {
    app: TestApp,
    fake: Fake,
    client: reqwest::Client,
}

impl StripeTest {
    async fn start() -> Self {
        Self::start_with(Some(RECOVERY_COUPON)).await
    }

    async fn start_with(recovery_coupon: Option<&str>) -> Self {
        let recovery_coupon = recovery_coupon.map(str::to_owned);
        let fake = Fake::default();
        let router = Router::new()
            .route("/v1/checkout/sessions", post(create_session))
            .route(
                "/v1/checkout/sessions/{id}/line_items",
                get(session_line_items),
            )
            .route("/v1/invoices/create_preview", post(preview_invoice))
            .route("/v1/billing_portal/sessions", post(portal_session))
            .route(
                "/v1/subscriptions/{id}",
                get(get_subscription).post(update_subscription),
            )
            .with_state(fake.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let api_url = format!("http://{}/", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, router).await });
        let app = TestApp::spawn_with(|config| {
            config.billing.stripe = Some(StripeConfig {
                secret_key: Secret::new(SECRET_KEY),
                webhook_secret: Secret::new(WEBHOOK_SECRET),
                api_url,
                price_pro: PRICE_PRO.into(),
                price_annual_pro: PRICE_ANNUAL.into(),
                price_three_day_pass: PRICE_PASS.into(),
                recovery_coupon,
            })
        })
        .await;
        Self {
            app,
            fake,
            client: reqwest::Client::new(),
        }
    }

    /// What Stripe will answer for the session's line item.
    fn set_line_item(&self, session: &str, price: &str) {
        let mut state = self.fake.0.lock().unwrap();
        state
            .line_items
            .insert(session.to_owned(), price.to_owned());
    }

    /// Rows a webhook could write: provider events applied, plan events, checkouts.
    async fn billing_rows(&self) -> [u64; 3] {
        let store = &self.app.store;
        [
            store.row_count("billing_events").await,
            store.row_count("plan_events").await,
            store.row_count("checkouts").await,
        ]
    }

    fn set_subscription(&self, sub: Value) {
        let id = sub["id"].as_str().unwrap().to_owned();
        self.fake.0.lock().unwrap().subscriptions.insert(id, sub);
    }

    /// Delivers `payload` signed at `timestamp` (or with the given signature header).
    async fn deliver_signed(&self, payload: &str, signature: &str) -> u16 {
        self.client
            .post(format!("{}/webhooks/stripe", self.app.address))
            .header("content-type", "application/json")
            .header("stripe-signature", signature)
            .body(payload.to_owned())
            .send()
            .await
            .unwrap()
            .status()
            .as_u16()
    }

    async fn deliver(&self, payload: &str) -> u16 {
        let signature = billing::sign_payload(payload, WEBHOOK_SECRET, Utc::now().timestamp());
        self.deliver_signed(payload, &signature).await
    }

    /// The plan stored for `email`, as the API spells it.
    async fn plan(&self, email: &str) -> &'static str {
        domain::plan::PlanName::from(self.user(email).await.plan_name).as_str()
    }

    async fn user(&self, email: &str) -> store::User {
        self.app
            .store
            .find_user_by_email(email)
            .await
            .unwrap()
            .unwrap()
    }

    async fn events(&self, email: &str) -> Vec<String> {
        self.app.plan_event_kinds(email).await
    }
}

#[tokio::test]
async fn checkout_opens_a_stripe_session_for_the_plan() {
    let t = StripeTest::start().await;
    // The provider chosen at start carries its mode.
    let mode = t.app.browser().gql("{ billingMode }", json!({})).await.ok();
    assert_eq!(mode["billingMode"], "STRIPE");
    let ada = t.app.onboarded("stripe-ada@example.com").await;
    let data = ada
        .gql(
            "mutation { createCheckoutSession(planType: PRO, billingCycle: ANNUAL) { id url testMode planName } }",
            json!({}),
        )
        .await
        .ok();
    let session = &data["createCheckoutSession"];
    assert_eq!(session["id"], "cs_test_1");
    assert_eq!(
        session["url"],
        "https://checkout.stripe.test/c/pay/cs_test_1"
    );
    assert_eq!(session["testMode"], false);
    assert_eq!(session["planName"], "ANNUAL_PRO");
    let pass = ada
        .gql(
            "mutation { createCheckoutSession(planType: THREE_DAY_PASS) { id } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(pass["createCheckoutSession"]["id"], "cs_test_2");

    let user = t.user("stripe-ada@example.com").await;
    let state = t.fake.0.lock().unwrap();
    let annual = &state.checkouts[0];
    assert_eq!(annual["mode"], "subscription");
    assert_eq!(annual["line_items[0][price]"], PRICE_ANNUAL);
    assert_eq!(annual["line_items[0][quantity]"], "1");
    assert_eq!(annual["client_reference_id"], user.id);
    assert_eq!(annual["customer_email"], "stripe-ada@example.com");
    assert!(annual["success_url"].contains("/success?session_id={CHECKOUT_SESSION_ID}"));
    let pass = &state.checkouts[1];
    assert_eq!(pass["mode"], "payment");
    assert_eq!(pass["line_items[0][price]"], PRICE_PASS);
}

#[tokio::test]
async fn a_signed_checkout_event_upgrades_once_and_forgeries_change_nothing() {
    let t = StripeTest::start().await;
    let ada = t.app.onboarded("hook@example.com").await;
    let user = t.user("hook@example.com").await;
    let end = (Utc::now() + Duration::days(30)).timestamp();
    t.set_subscription(subscription(
        "sub_1", "cus_1", "active", false, PRICE_PRO, end,
    ));
    let payload = event(
        "evt_1",
        "checkout.session.completed",
        checkout_session(
            "cs_1",
            "subscription",
            Some(&user.id),
            Some("cus_1"),
            Some("sub_1"),
            "https://x",
        ),
    );

    // Forged: signed with another secret. Stale: signed 301 s ago. Unsigned. All refused.
    let forged = billing::sign_payload(&payload, "whsec_wrong", Utc::now().timestamp());
    assert_eq!(t.deliver_signed(&payload, &forged).await, 400);
    let stale = billing::sign_payload(&payload, WEBHOOK_SECRET, Utc::now().timestamp() - 301);
    assert_eq!(t.deliver_signed(&payload, &stale).await, 400);
    assert_eq!(t.deliver_signed(&payload, "").await, 400);
    let tampered = payload.replace("cus_1", "cus_2");
    let signed_original = billing::sign_payload(&payload, WEBHOOK_SECRET, Utc::now().timestamp());
    assert_eq!(t.deliver_signed(&tampered, &signed_original).await, 400);
    assert_eq!(
        t.plan("hook@example.com").await,
        "FREE",
        "refusals change nothing"
    );

    assert_eq!(t.deliver(&payload).await, 200);
    let me = ada
        .gql(
            "{ me { planName currentPeriodEnd subscriptionStatus } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(me["me"]["planName"], "PRO");
    assert_eq!(me["me"]["subscriptionStatus"], "active");
    let stored = t.user("hook@example.com").await;
    assert_eq!(stored.stripe_customer_id.as_deref(), Some("cus_1"));
    assert_eq!(stored.subscription_id.as_deref(), Some("sub_1"));
    assert_eq!(stored.current_period_end.map(|t| t.timestamp()), Some(end));

    // The same event again: accepted, nothing changes.
    assert_eq!(t.deliver(&payload).await, 200);
    assert_eq!(t.events("hook@example.com").await, ["paid_conversion"]);
}

#[tokio::test]
async fn out_of_order_deliveries_end_in_stripes_current_state() {
    let t = StripeTest::start().await;
    t.app.onboarded("order@example.com").await;
    let user = t.user("order@example.com").await;
    let end = (Utc::now() + Duration::days(30)).timestamp();
    t.set_subscription(subscription(
        "sub_9", "cus_9", "active", false, PRICE_PRO, end,
    ));
    let completed = event(
        "evt_a",
        "checkout.session.completed",
        checkout_session(
            "cs_9",
            "subscription",
            Some(&user.id),
            Some("cus_9"),
            Some("sub_9"),
            "https://x",
        ),
    );
    assert_eq!(t.deliver(&completed).await, 200);

    // Stripe cancels the subscription at once. Its "deleted" event arrives first, then an
    // older "updated" event (sent when it was still active) arrives late.
    let deleted_now = subscription("sub_9", "cus_9", "canceled", false, PRICE_PRO, end);
    let still_active = subscription("sub_9", "cus_9", "active", true, PRICE_PRO, end);
    t.set_subscription(deleted_now.clone());
    assert_eq!(
        t.deliver(&event(
            "evt_c",
            "customer.subscription.deleted",
            deleted_now
        ))
        .await,
        200
    );
    assert_eq!(t.plan("order@example.com").await, "FREE");
    assert_eq!(
        t.deliver(&event(
            "evt_b",
            "customer.subscription.updated",
            still_active
        ))
        .await,
        200
    );
    let stored = t.user("order@example.com").await;
    assert_eq!(
        domain::plan::PlanName::from(stored.plan_name).as_str(),
        "FREE",
        "the late event re-reads Stripe and changes nothing"
    );
    assert_eq!(
        stored
            .subscription_status
            .map(domain::billing::SubscriptionStatus::from),
        Some(domain::billing::SubscriptionStatus::Canceled)
    );
    assert_eq!(
        t.events("order@example.com").await,
        ["paid_conversion", "cancellation"]
    );

    // An event for a customer we do not know is accepted and ignored.
    t.set_subscription(subscription(
        "sub_x",
        "cus_unknown",
        "active",
        false,
        PRICE_PRO,
        end,
    ));
    let unknown = subscription("sub_x", "cus_unknown", "active", false, PRICE_PRO, end);
    assert_eq!(
        t.deliver(&event("evt_x", "customer.subscription.created", unknown))
            .await,
        200
    );
}

#[tokio::test]
async fn a_paid_pass_checkout_starts_the_pass() {
    let t = StripeTest::start().await;
    let ada = t.app.onboarded("stripe-pass@example.com").await;
    let user = t.user("stripe-pass@example.com").await;
    t.set_line_item("cs_p", PRICE_PASS);
    let payload = event(
        "evt_p",
        "checkout.session.completed",
        checkout_session(
            "cs_p",
            "payment",
            Some(&user.id),
            Some("cus_p"),
            None,
            "https://x",
        ),
    );
    assert_eq!(t.deliver(&payload).await, 200);
    let me = ada
        .gql("{ me { planName currentPeriodEnd } }", json!({}))
        .await
        .ok();
    assert_eq!(me["me"]["planName"], "THREE_DAY_PASS");
    assert_eq!(
        t.events("stripe-pass@example.com").await,
        ["three_day_pass_purchased"]
    );
}

#[tokio::test]
async fn without_stripe_the_webhook_is_not_there() {
    let app = TestApp::spawn().await;
    let status = reqwest::Client::new()
        .post(format!("{}/webhooks/stripe", app.address))
        .header("stripe-signature", "t=1,v1=00")
        .body("{}")
        .send()
        .await
        .unwrap()
        .status();
    assert_eq!(status, 404);
}

#[tokio::test]
async fn a_stripe_subscriber_cancels_and_reactivates_at_stripe() {
    let t = StripeTest::start().await;
    let ada = t.app.onboarded("stripe-cancel@example.com").await;
    let user = t.user("stripe-cancel@example.com").await;
    let end = (Utc::now() + Duration::days(30)).timestamp();
    t.set_subscription(subscription(
        "sub_c",
        "cus_c",
        "active",
        false,
        PRICE_ANNUAL,
        end,
    ));
    let completed = event(
        "evt_c1",
        "checkout.session.completed",
        checkout_session(
            "cs_c",
            "subscription",
            Some(&user.id),
            Some("cus_c"),
            Some("sub_c"),
            "https://x",
        ),
    );
    assert_eq!(t.deliver(&completed).await, 200);
    assert_eq!(t.plan("stripe-cancel@example.com").await, "ANNUAL_PRO");

    // Stripe reports each change with customer.subscription.updated.
    let updated = |n: u32| {
        let sub = t.fake.0.lock().unwrap().subscriptions["sub_c"].clone();
        event(
            &format!("evt_c_upd{n}"),
            "customer.subscription.updated",
            sub,
        )
    };
    let cancel = "mutation { stripeCancellationManager(action: CANCEL, reason: price) { planName cancelAtPeriodEnd } }";
    let done = ada.gql(cancel, json!({})).await.ok();
    assert_eq!(done["stripeCancellationManager"]["planName"], "ANNUAL_PRO");
    assert_eq!(done["stripeCancellationManager"]["cancelAtPeriodEnd"], true);
    let at_stripe = t.fake.0.lock().unwrap().subscriptions["sub_c"]["cancel_at_period_end"].clone();
    assert_eq!(at_stripe, true, "the change was made at Stripe");
    // The webhook is the only writer of subscription state: nothing is stored until it comes.
    let stored = t.user("stripe-cancel@example.com").await;
    assert!(!stored.cancel_at_period_end);
    assert_eq!(
        t.events("stripe-cancel@example.com").await,
        ["paid_conversion"]
    );
    assert_eq!(t.deliver(&updated(1)).await, 200);
    assert!(
        t.user("stripe-cancel@example.com")
            .await
            .cancel_at_period_end
    );
    assert_eq!(ada.gql(cancel, json!({})).await.code(), "CONFLICT");

    let reactivate =
        "mutation { stripeCancellationManager(action: REACTIVATE) { cancelAtPeriodEnd } }";
    let back = ada.gql(reactivate, json!({})).await.ok();
    assert_eq!(
        back["stripeCancellationManager"]["cancelAtPeriodEnd"],
        false
    );
    let at_stripe = t.fake.0.lock().unwrap().subscriptions["sub_c"]["cancel_at_period_end"].clone();
    assert_eq!(at_stripe, false);
    assert_eq!(t.deliver(&updated(2)).await, 200);
    assert!(
        !t.user("stripe-cancel@example.com")
            .await
            .cancel_at_period_end
    );
    assert_eq!(
        t.events("stripe-cancel@example.com").await,
        ["paid_conversion", "cancellation", "reactivation"]
    );
}

#[tokio::test]
async fn a_stripe_customer_gets_the_portal_and_stripes_invoice_preview() {
    let t = StripeTest::start().await;
    let ada = t.app.onboarded("stripe-portal@example.com").await;
    let no_account = ada
        .gql("mutation { createBillingPortalSession }", json!({}))
        .await;
    assert_eq!(no_account.code(), "CONFLICT", "no Stripe customer yet");

    let user = t.user("stripe-portal@example.com").await;
    let end = (Utc::now() + Duration::days(365)).timestamp();
    t.set_subscription(subscription(
        "sub_p",
        "cus_p",
        "active",
        false,
        PRICE_ANNUAL,
        end,
    ));
    let completed = event(
        "evt_p1",
        "checkout.session.completed",
        checkout_session(
            "cs_p1",
            "subscription",
            Some(&user.id),
            Some("cus_p"),
            Some("sub_p"),
            "https://x",
        ),
    );
    assert_eq!(t.deliver(&completed).await, 200);

    let portal = ada
        .gql("mutation { createBillingPortalSession }", json!({}))
        .await
        .ok();
    assert_eq!(
        portal["createBillingPortalSession"],
        "https://billing.stripe.test/p/session/cus_p"
    );
    let invoice = ada
        .gql(
            "{ getUpcomingInvoice(customerId: \"cus_p\") { amountDueCents currency testMode nextPaymentAt } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(invoice["getUpcomingInvoice"]["amountDueCents"], 9999);
    assert_eq!(invoice["getUpcomingInvoice"]["testMode"], false);
    assert!(invoice["getUpcomingInvoice"]["nextPaymentAt"].is_string());
}

#[tokio::test]
async fn the_specs_stripe_checkout_starts_checkouts_and_portals_with_their_return_page() {
    let t = StripeTest::start().await;
    let ada = stripe_subscriber(&t, "stripe-door@example.com", "sub_door_a").await;
    let eve = stripe_subscriber(&t, "stripe-door-eve@example.com", "sub_door_e").await;
    let door = "mutation($p: PlanName, $a: StripeCheckoutAction, $c: String, $r: String) { stripeCheckout(planType: $p, action: $a, customerId: $c, returnUrl: $r) { action url session { id planName testMode } } }";

    // Annual Pro, coming back to the settings page when the user leaves without paying.
    let pass = ada
        .gql(
            door,
            json!({ "p": "ANNUAL_PRO", "c": "cus_sub_door_a", "r": "/dashboard/settings#plan-billing" }),
        )
        .await
        .ok();
    let started = &pass["stripeCheckout"];
    assert_eq!(started["action"], "CHECKOUT");
    assert_eq!(started["session"]["planName"], "ANNUAL_PRO");
    assert_eq!(started["session"]["testMode"], false);
    let id = started["session"]["id"].as_str().unwrap().to_owned();
    assert_eq!(
        started["url"],
        format!("https://checkout.stripe.test/c/pay/{id}")
    );
    let sent = t.fake.0.lock().unwrap().checkouts.last().unwrap().clone();
    assert_eq!(sent["line_items[0][price]"], PRICE_ANNUAL);
    assert!(
        sent["cancel_url"].ends_with("/dashboard/settings#plan-billing"),
        "{}",
        sent["cancel_url"]
    );

    // The portal, back to the page asked for.
    let portal = ada
        .gql(door, json!({ "a": "PORTAL", "r": "/dashboard/pricing" }))
        .await
        .ok();
    assert_eq!(portal["stripeCheckout"]["action"], "PORTAL");
    assert_eq!(
        portal["stripeCheckout"]["url"],
        "https://billing.stripe.test/p/session/cus_sub_door_a"
    );
    assert!(portal["stripeCheckout"]["session"].is_null());
    let sent = t.fake.0.lock().unwrap().portals.last().unwrap().clone();
    assert_eq!(sent["customer"], "cus_sub_door_a");
    assert!(sent["return_url"].ends_with("/dashboard/pricing"));

    // Refusals reach Stripe with nothing: another user's customer id, another site to return
    // to, and a checkout without a plan.
    let before = {
        let state = t.fake.0.lock().unwrap();
        (state.checkouts.len(), state.portals.len())
    };
    let theirs = eve
        .gql(door, json!({ "p": "ANNUAL_PRO", "c": "cus_sub_door_a" }))
        .await;
    assert_eq!(theirs.code(), "NOT_FOUND");
    let away = ada
        .gql(
            door,
            json!({ "a": "PORTAL", "r": "https://evil.example/x" }),
        )
        .await;
    assert_eq!(away.code(), "BAD_USER_INPUT");
    assert_eq!(away.field(), "returnUrl");
    let no_plan = ada.gql(door, json!({})).await;
    assert_eq!(no_plan.code(), "BAD_USER_INPUT");
    assert_eq!(no_plan.field(), "planType");
    let state = t.fake.0.lock().unwrap();
    assert_eq!((state.checkouts.len(), state.portals.len()), before);
}

/// A Stripe subscriber on Pro (monthly) through a signed checkout event.
async fn stripe_subscriber(t: &StripeTest, email: &str, sub: &str) -> crate::helpers::Browser {
    let browser = t.app.onboarded(email).await;
    let user = t.user(email).await;
    let end = (Utc::now() + Duration::days(30)).timestamp();
    let customer = format!("cus_{sub}");
    t.set_subscription(subscription(
        sub, &customer, "active", false, PRICE_PRO, end,
    ));
    let completed = event(
        &format!("evt_{sub}"),
        "checkout.session.completed",
        checkout_session(
            &format!("cs_{sub}"),
            "subscription",
            Some(&user.id),
            Some(&customer),
            Some(sub),
            "https://x",
        ),
    );
    assert_eq!(t.deliver(&completed).await, 200);
    assert_eq!(t.plan(email).await, "PRO");
    browser
}

#[tokio::test]
async fn the_cancellation_manager_checks_the_specs_subscription_id() {
    let t = StripeTest::start().await;
    let ada = stripe_subscriber(&t, "stripe-sid@example.com", "sub_sid_a").await;
    let eve = stripe_subscriber(&t, "stripe-sid-eve@example.com", "sub_sid_e").await;
    let cancel = "mutation($s: String) { stripeCancellationManager(action: CANCEL, reason: price, subscriptionId: $s) { cancelAtPeriodEnd } }";
    let at_stripe =
        |sub: &str| t.fake.0.lock().unwrap().subscriptions[sub]["cancel_at_period_end"].clone();
    // Another user's subscription: refused, and nothing changes at Stripe for either of them.
    let refused = eve.gql(cancel, json!({ "s": "sub_sid_a" })).await;
    assert_eq!(refused.code(), "NOT_FOUND");
    assert_eq!(at_stripe("sub_sid_a"), false);
    assert_eq!(at_stripe("sub_sid_e"), false);
    // Their own: cancelled at Stripe.
    let done = ada.gql(cancel, json!({ "s": "sub_sid_a" })).await.ok();
    assert_eq!(done["stripeCancellationManager"]["cancelAtPeriodEnd"], true);
    assert_eq!(at_stripe("sub_sid_a"), true);
}

#[tokio::test]
async fn an_accepted_recovery_offer_applies_the_coupon_at_stripe() {
    let t = StripeTest::start().await;
    let ada = stripe_subscriber(&t, "stripe-offer@example.com", "sub_r").await;
    let offer = ada
        .gql(
            "mutation { createCancelRecoveryCoupon { code percentOff } }",
            json!({}),
        )
        .await
        .ok()["createCancelRecoveryCoupon"]
        .clone();
    assert_eq!(offer["percentOff"], 30);
    let kept = ada
        .gql(
            "mutation($c: ID) { stripeCancellationManager(action: ACCEPT_OFFER, discountCode: $c, reason: price) { planName discountPercentOff } }",
            json!({ "c": offer["code"] }),
        )
        .await
        .ok();
    assert_eq!(kept["stripeCancellationManager"]["discountPercentOff"], 30);
    assert_eq!(
        t.fake.0.lock().unwrap().coupons,
        [("sub_r".to_owned(), RECOVERY_COUPON.to_owned())]
    );
}

#[tokio::test]
async fn without_a_recovery_coupon_stripe_subscribers_get_no_offer() {
    let t = StripeTest::start_with(None).await;
    let ada = stripe_subscriber(&t, "stripe-nooffer@example.com", "sub_n").await;
    let refused = ada
        .gql(
            "mutation { createCancelRecoveryCoupon { code } }",
            json!({}),
        )
        .await;
    assert_eq!(refused.code(), "CONFLICT");
    assert_eq!(
        refused.message(),
        "There is no offer for this subscription."
    );
    assert!(t.fake.0.lock().unwrap().coupons.is_empty());
}

#[tokio::test]
async fn signed_events_about_unknown_users_or_unreadable_are_never_a_server_error() {
    let t = StripeTest::start().await;
    t.app.onboarded("bystander@example.com").await;
    let before = t.billing_rows().await;
    let end = (Utc::now() + Duration::days(30)).timestamp();

    // A paid pass and a subscription for a user id we do not have (a deleted account, or
    // another app's checkout on the same Stripe account): acknowledged, nothing written.
    t.set_line_item("cs_ghost_pass", PRICE_PASS);
    let pass = event(
        "evt_ghost_1",
        "checkout.session.completed",
        checkout_session(
            "cs_ghost_pass",
            "payment",
            Some("no-such-user"),
            Some("cus_ghost"),
            None,
            "https://x",
        ),
    );
    assert_eq!(t.deliver(&pass).await, 200);
    t.set_subscription(subscription(
        "sub_ghost",
        "cus_ghost",
        "active",
        false,
        PRICE_PRO,
        end,
    ));
    let sub = event(
        "evt_ghost_2",
        "checkout.session.completed",
        checkout_session(
            "cs_ghost_sub",
            "subscription",
            Some("no-such-user"),
            Some("cus_ghost"),
            Some("sub_ghost"),
            "https://x",
        ),
    );
    assert_eq!(t.deliver(&sub).await, 200);

    // Signed but unreadable: not JSON, or an event we act on without its required fields.
    assert_eq!(t.deliver("not json").await, 400);
    let broken = json!({
        "id": "evt_broken", "object": "event", "api_version": "2026-09-30.endive",
        "created": Utc::now().timestamp(), "livemode": false, "pending_webhooks": 1,
        "type": "checkout.session.completed", "data": { "object": { "id": "cs_broken" } }
    })
    .to_string();
    assert_eq!(t.deliver(&broken).await, 400);
    // An event type we do not act on, even one the library cannot read: acknowledged.
    let other = broken
        .replace("checkout.session.completed", "charge.succeeded")
        .replace("evt_broken", "evt_other");
    assert_eq!(t.deliver(&other).await, 200);

    assert_eq!(t.billing_rows().await, before, "nothing was written");
    assert_eq!(t.plan("bystander@example.com").await, "FREE");
}

/// A Checkout Session of `user` in payment mode (the pass) with the given payment status.
fn pass_session(id: &str, user: &str, payment_status: &str) -> Value {
    let mut session = checkout_session(id, "payment", Some(user), Some("cus_a"), None, "https://x");
    session["payment_status"] = json!(payment_status);
    session
}

#[tokio::test]
async fn an_unpaid_checkout_grants_nothing_until_its_payment_succeeds() {
    let t = StripeTest::start().await;
    let ada = t.app.onboarded("unpaid@example.com").await;
    let user = t.user("unpaid@example.com").await;
    t.set_line_item("cs_async", PRICE_PASS);
    let plan =
        || async { ada.gql("{ me { planName } }", json!({})).await.ok()["me"]["planName"].clone() };

    // A delayed payment method (a bank debit): the session completes before the money does.
    let completed = event(
        "evt_async_1",
        "checkout.session.completed",
        pass_session("cs_async", &user.id, "unpaid"),
    );
    assert_eq!(t.deliver(&completed).await, 200);
    assert_eq!(plan().await, "FREE");
    let failed = event(
        "evt_async_2",
        "checkout.session.async_payment_failed",
        pass_session("cs_async", &user.id, "unpaid"),
    );
    assert_eq!(t.deliver(&failed).await, 200, "acknowledged");
    assert_eq!(plan().await, "FREE");
    assert!(t.events("unpaid@example.com").await.is_empty());

    // A second attempt is paid: Stripe says so with async_payment_succeeded.
    let succeeded = event(
        "evt_async_3",
        "checkout.session.async_payment_succeeded",
        pass_session("cs_async", &user.id, "paid"),
    );
    assert_eq!(t.deliver(&succeeded).await, 200);
    assert_eq!(plan().await, "THREE_DAY_PASS");
    assert_eq!(
        t.events("unpaid@example.com").await,
        ["three_day_pass_purchased"]
    );
    assert_eq!(
        t.user("unpaid@example.com")
            .await
            .stripe_customer_id
            .as_deref(),
        Some("cus_a")
    );

    // An unpaid subscription checkout records nothing either, even if the subscription
    // already shows as active: its customer is not linked until the payment is in.
    let bob = t.app.onboarded("unpaid-sub@example.com").await;
    let bob_id = t.user("unpaid-sub@example.com").await.id;
    let end = (Utc::now() + Duration::days(30)).timestamp();
    t.set_subscription(subscription(
        "sub_async",
        "cus_async",
        "active",
        false,
        PRICE_PRO,
        end,
    ));
    let mut session = checkout_session(
        "cs_async_sub",
        "subscription",
        Some(&bob_id),
        Some("cus_async"),
        Some("sub_async"),
        "https://x",
    );
    session["payment_status"] = json!("unpaid");
    assert_eq!(
        t.deliver(&event(
            "evt_async_4",
            "checkout.session.completed",
            session.clone()
        ))
        .await,
        200
    );
    let stored = t.user("unpaid-sub@example.com").await;
    assert_eq!(
        domain::plan::PlanName::from(stored.plan_name).as_str(),
        "FREE"
    );
    assert_eq!(stored.stripe_customer_id, None);
    session["payment_status"] = json!("paid");
    assert_eq!(
        t.deliver(&event(
            "evt_async_5",
            "checkout.session.async_payment_succeeded",
            session
        ))
        .await,
        200
    );
    let me = bob.gql("{ me { planName } }", json!({})).await.ok();
    assert_eq!(me["me"]["planName"], "PRO");
}

#[tokio::test]
async fn the_plan_comes_from_the_price_paid_not_from_metadata() {
    let t = StripeTest::start().await;
    t.app.onboarded("price@example.com").await;
    let user = t.user("price@example.com").await;
    let before = t.billing_rows().await;

    // A session paid with a price that is none of ours (another product on the same Stripe
    // account), whatever its metadata claims: nothing changes.
    t.set_line_item("cs_other", "price_someone_elses");
    let mut other = pass_session("cs_other", &user.id, "paid");
    other["metadata"]["plan"] = json!("ANNUAL_PRO");
    assert_eq!(
        t.deliver(&event("evt_price_1", "checkout.session.completed", other))
            .await,
        200
    );
    assert_eq!(t.plan("price@example.com").await, "FREE");
    assert_eq!(t.billing_rows().await, before);

    // The same for a subscription on a price we did not configure.
    let end = (Utc::now() + Duration::days(365)).timestamp();
    t.set_subscription(subscription(
        "sub_other",
        "cus_other",
        "active",
        false,
        "price_someone_elses",
        end,
    ));
    let sub = checkout_session(
        "cs_other_sub",
        "subscription",
        Some(&user.id),
        Some("cus_other"),
        Some("sub_other"),
        "https://x",
    );
    assert_eq!(
        t.deliver(&event("evt_price_2", "checkout.session.completed", sub))
            .await,
        200
    );
    assert_eq!(t.plan("price@example.com").await, "FREE");
    assert_eq!(t.billing_rows().await, before);

    // The pass's price buys the pass, even when the metadata asks for Annual Pro.
    t.set_line_item("cs_pass", PRICE_PASS);
    let mut pass = pass_session("cs_pass", &user.id, "paid");
    pass["metadata"]["plan"] = json!("ANNUAL_PRO");
    assert_eq!(
        t.deliver(&event("evt_price_3", "checkout.session.completed", pass))
            .await,
        200
    );
    assert_eq!(t.plan("price@example.com").await, "THREE_DAY_PASS");
}

#[tokio::test]
async fn a_held_subscription_on_an_unknown_price_grants_nothing_new_but_still_ends() {
    let t = StripeTest::start().await;
    stripe_subscriber(&t, "legacy@example.com", "sub_l").await;
    let end = (Utc::now() + Duration::days(30)).timestamp();

    // The operator moved the subscription to a price this server does not know: Stripe's
    // news about it still applies to the plan the user holds...
    let renewed = subscription("sub_l", "cus_sub_l", "active", true, "price_legacy", end);
    t.set_subscription(renewed.clone());
    assert_eq!(
        t.deliver(&event("evt_l1", "customer.subscription.updated", renewed))
            .await,
        200
    );
    let stored = t.user("legacy@example.com").await;
    assert_eq!(
        domain::plan::PlanName::from(stored.plan_name).as_str(),
        "PRO",
        "the plan held, not a new one"
    );
    assert!(stored.cancel_at_period_end);

    // ...down to its end.
    let deleted = subscription("sub_l", "cus_sub_l", "canceled", false, "price_legacy", end);
    t.set_subscription(deleted.clone());
    assert_eq!(
        t.deliver(&event("evt_l2", "customer.subscription.deleted", deleted))
            .await,
        200
    );
    assert_eq!(t.plan("legacy@example.com").await, "FREE");

    // A subscription on an unknown price that the user does not hold grants nothing.
    let other = subscription("sub_l2", "cus_sub_l", "active", false, "price_legacy", end);
    t.set_subscription(other.clone());
    assert_eq!(
        t.deliver(&event("evt_l3", "customer.subscription.created", other))
            .await,
        200
    );
    assert_eq!(t.plan("legacy@example.com").await, "FREE");
}
