//! The staff analytics dashboard over HTTP: the Referral tab's typed query, getChurnAnalytics'
//! JSON string, the latest weekly KPIs, the spec's access messages, bad input, and the CSV
//! exports.

use chrono::Duration;
use domain::{
    analytics::{churn::ChurnSource, kpi::IsoWeek},
    plan::PlanName,
    referral::TrackingFields,
};
use serde_json::{Value, json};
use store::TrackingRecord;

use crate::helpers::{Browser, TestApp};

const REFERRALS: &str = "query($p: AnalyticsPeriod, $c: String) { referralAnalytics(period: $p, code: $c) { period code codes summary { totalSignups paidConversions threeDayPassPurchases activeSubscriptions cancelledSubscriptions conversionRate totalRevenue averageTimeToConversion conversionRateTone } codeStats { code totalSignups paidConversions revenue conversionRate churnRate averageTimeToConversion quickConversions recentSignups conversionVelocity churnRateTone } trend { date signups conversions } } }";

async fn staff(app: &TestApp, email: &str) -> Browser {
    let browser = app.signed_up(email).await;
    let user = app.store.find_user_by_email(email).await.unwrap().unwrap();
    app.store
        .add_user_to_group(&user.id, "analytics-viewers", app.clock.now())
        .await
        .unwrap();
    browser
}

/// Two referred people of code SPRING: one paid Pro 2 days after registering, one never paid;
/// and one of code FALL who bought a pass at once.
async fn referrals(app: &TestApp) {
    let now = app.clock.now();
    let mut people = vec![];
    for (email, days_ago) in [
        ("p1@example.com", 10),
        ("p2@example.com", 50),
        ("p3@example.com", 3),
    ] {
        let user = app
            .store
            .insert_user(
                store::testing::new_user(email),
                now - Duration::days(days_ago),
            )
            .await
            .unwrap();
        people.push(user);
    }
    let record = |user: &store::User, code: &str, fields: TrackingFields| TrackingRecord {
        user_id: user.id.clone(),
        email: user.email.clone(),
        referral_code: code.into(),
        signup_date: user.created_at,
        fields,
        processed_events: vec![],
    };
    let paid = TrackingFields {
        moved_to_paid_date: Some(people[0].created_at + Duration::days(2)),
        moved_to_paid_plan: Some(PlanName::Pro),
        ..Default::default()
    };
    let pass = TrackingFields {
        three_day_pass_purchased_date: Some(people[2].created_at),
        ..Default::default()
    };
    for r in [
        record(&people[0], "SPRING", paid),
        record(&people[1], "SPRING", TrackingFields::default()),
        record(&people[2], "FALL", pass),
    ] {
        app.store.create_tracking(r, now).await.unwrap();
    }
}

#[tokio::test]
async fn staff_read_the_referral_tab_with_its_filters() {
    let app = TestApp::spawn().await;
    referrals(&app).await;
    let browser = staff(&app, "staff@example.com").await;
    let all = browser.gql(REFERRALS, json!({})).await.ok()["referralAnalytics"].clone();
    assert_eq!(all["period"], "ALL_TIME");
    assert_eq!(all["codes"], json!(["FALL", "SPRING"]));
    let summary = &all["summary"];
    assert_eq!(summary["totalSignups"], 3);
    assert_eq!(summary["paidConversions"], 1);
    assert_eq!(summary["threeDayPassPurchases"], 1);
    assert_eq!(summary["totalRevenue"], 14.98);
    assert_eq!(summary["averageTimeToConversion"], 2.0);
    assert_eq!(summary["conversionRateTone"], "GREEN");
    let spring = &all["codeStats"][1];
    assert_eq!(spring["code"], "SPRING");
    assert_eq!(spring["totalSignups"], 2);
    assert_eq!(spring["conversionRate"], 50.0);
    assert_eq!(spring["revenue"], 9.99);
    assert_eq!(spring["quickConversions"], 1);
    assert_eq!(spring["recentSignups"], 1);
    assert_eq!(all["trend"].as_array().unwrap().len(), 31);

    let filtered = browser
        .gql(REFERRALS, json!({ "p": "LAST_30_DAYS", "c": "SPRING" }))
        .await
        .ok()["referralAnalytics"]
        .clone();
    assert_eq!(filtered["code"], "SPRING");
    assert_eq!(
        filtered["summary"]["totalSignups"], 1,
        "p2 registered 50 days ago"
    );
    assert_eq!(filtered["codeStats"].as_array().unwrap().len(), 1);
    let nothing = browser
        .gql(REFERRALS, json!({ "p": "LAST_7_DAYS", "c": "SPRING" }))
        .await
        .ok()["referralAnalytics"]
        .clone();
    assert_eq!(nothing["summary"]["totalSignups"], 0);
    assert_eq!(
        nothing["summary"]["conversionRate"], 0.0,
        "no signups: rate 0"
    );
    assert_eq!(nothing["codeStats"], json!([]));
}

#[tokio::test]
async fn others_are_refused_with_the_spec_messages() {
    let app = TestApp::spawn().await;
    let user = app.signed_up("user@example.com").await;
    for (doc, message) in [
        (
            REFERRALS,
            "Access denied: You must be an admin to access referral analytics data",
        ),
        (
            "{ getChurnAnalytics }",
            "Access denied: You must be in the analytics-viewers group to view this data.",
        ),
        (
            "{ weeklyKPIs { id } }",
            "Access denied: You need analytics-viewers group access to view KPI data",
        ),
    ] {
        let answer = user.gql(doc, json!({})).await;
        assert_eq!(answer.code(), "FORBIDDEN", "{doc}");
        assert_eq!(answer.message(), message);
        let guest = app.browser().gql(doc, json!({})).await;
        assert_eq!(guest.code(), "UNAUTHENTICATED");
    }
}

fn cancellation(n: i64, app: &TestApp, days_ago: i64, active_days: i64) -> ChurnSource {
    let canceled = app.clock.now() - Duration::days(days_ago);
    ChurnSource {
        id: format!("sub_{n}"),
        customer_id: format!("cus_{n}"),
        customer_email: format!("c{n}@example.com"),
        created_at: canceled - Duration::days(active_days),
        canceled_at: canceled,
        plan_type: Some(PlanName::Pro),
        cancel_reason: Some("price".into()),
    }
}

async fn churn(browser: &Browser, args: &str) -> Value {
    let doc = format!("{{ getChurnAnalytics{args} }}");
    let data = browser.gql(&doc, json!({})).await.ok();
    serde_json::from_str(data["getChurnAnalytics"].as_str().unwrap()).unwrap()
}

#[tokio::test]
async fn get_churn_analytics_answers_a_json_string() {
    let app = TestApp::spawn().await;
    app.store
        .insert_churn_records(
            &[
                cancellation(1, &app, 1, 2),
                cancellation(2, &app, 5, 40),
                cancellation(3, &app, 45, 210),
            ],
            app.clock.now(),
        )
        .await
        .unwrap();
    let browser = staff(&app, "staff@example.com").await;
    let all = churn(&browser, "").await;
    assert_eq!(all["success"], true);
    assert_eq!(all["error"], Value::Null);
    let data = &all["data"];
    assert_eq!(data["totalChurned"], 3);
    assert_eq!(data["churnRate"], 100.0, "nobody pays now");
    assert_eq!(data["averageDaysToChurn"], 84.0);
    assert_eq!(data["totalRevenueImpact"], 29.97);
    assert_eq!(data["churnTrend"].as_array().unwrap().len(), 30);
    let recent = data["recentChurned"].as_array().unwrap();
    assert_eq!(recent.len(), 2, "45 days ago is not recent");
    assert_eq!(recent[0]["subscriptionId"], "sub_1");
    assert_eq!(recent[0]["reason"], "Early Churn");
    assert_eq!(recent[1]["reason"], "Medium-term Churn (1-3 months)");
    assert_eq!(recent[0]["cancelReason"], "price");
    assert_eq!(recent[0]["planType"], "PRO");

    let newest = churn(&browser, "(limit: 1)").await;
    assert_eq!(newest["data"]["totalChurned"], 1);
    let start = (app.clock.now() - Duration::days(10)).date_naive();
    let window = churn(&browser, &format!("(startDate: \"{start}\")")).await;
    assert_eq!(window["data"]["totalChurned"], 2);

    for bad in [
        "(limit: 0)",
        "(limit: 10001)",
        "(startDate: \"yesterday\")",
        "(startDate: \"2026-11-20\", endDate: \"2026-11-01\")",
    ] {
        let answer = browser
            .gql(&format!("{{ getChurnAnalytics{bad} }}"), json!({}))
            .await;
        assert_eq!(answer.code(), "BAD_USER_INPUT", "{bad}");
    }
}

#[tokio::test]
async fn the_latest_weekly_kpis_once_computed() {
    let app = TestApp::spawn().await;
    let browser = staff(&app, "staff@example.com").await;
    let none = browser.gql("{ weeklyKPIs { id } }", json!({})).await.ok();
    assert_eq!(none["weeklyKPIs"], Value::Null);
    let week = IsoWeek::previous(app.clock.now());
    app.app.compute_weekly_kpis(week).await.unwrap();
    let kpis = browser
        .gql(
            "{ weeklyKPIs { weekKey weekStartDate weekEndDate totalNewSignups totalPaidUsers multiLLMTestingAdoption monthlyChurnRate createdAt } }",
            json!({}),
        )
        .await
        .ok()["weeklyKPIs"]
        .clone();
    assert_eq!(kpis["weekKey"], week.key());
    assert_eq!(kpis["weekStartDate"], week.start_date().to_string());
    assert_eq!(kpis["weekEndDate"], week.end_date().to_string());
    assert_eq!(kpis["totalPaidUsers"], 0);
    assert_eq!(kpis["multiLLMTestingAdoption"], 0.0);
}

fn config_for(app: &TestApp) -> superprompt_server::config::Config {
    let mut config = superprompt_server::config::Config {
        data_dir: app.data_dir.clone(),
        ..Default::default()
    };
    config.database.url = Some(superprompt_server::config::Secret::new(app.db.url.clone()));
    config
}

fn import(file: &std::path::Path, skip_invalid: bool) -> superprompt_server::cli::Cli {
    use superprompt_server::cli::{Cli, Command, ImportCommand};
    Cli {
        command: Some(Command::Import {
            command: ImportCommand::Analytics {
                file: file.to_owned(),
                skip_invalid,
            },
        }),
    }
}

const GOOD: [&str; 5] = [
    r#"{"kind":"user","id":"imp-1","email":"Ada@Example.com","name":"Ada","creation_date_time":"2026-09-01T10:00:00Z","plan_name":"PRO","subscription_status":"active"}"#,
    r#"{"kind":"user","userId":"imp-2","email":"bo@example.com","name":"Bo","creation_date_time":1788000000}"#,
    r#"{"kind":"tracking","id":"t-1","userid":"imp-1","emailid":"ada@example.com","referralCodeInternal":"SPRING26","signup_date":"2026-09-03T09:00:00Z","moved_to_paid_plan":{"date":"2026-09-03T09:00:00Z","plan_name":"PRO"}}"#,
    r#"{"kind":"tracking","id":"t-2","userid":"imp-2","emailid":"bo@example.com","referralCodeInternal":"SPRING26","signup_date":1788000000}"#,
    r#"{"kind":"churn","id":"sub_9","customerId":"cus_9","customerEmail":"gone@example.com","createdAt":1780000000,"canceledAt":1785000000,"planType":"ANNUAL_PRO","cancelReason":"price"}"#,
];

#[tokio::test]
async fn an_import_checks_every_line_then_writes_all_or_nothing() {
    use superprompt_server::cli::run;
    let app = TestApp::spawn().await;
    let file = app.data_dir.join("history.ndjson");
    std::fs::create_dir_all(&app.data_dir).unwrap();
    let users_before = app.store.row_count("users").await;

    // Line 3 names a user nobody has; line 6 is not JSON: nothing is written.
    let mut lines: Vec<&str> = GOOD.to_vec();
    lines.insert(2, r#"{"kind":"tracking","id":"t-x","userid":"ghost","emailid":"g@example.com","referralCodeInternal":"SPRING26","signup_date":1}"#);
    lines.push("{oops");
    std::fs::write(&file, lines.join("\n")).unwrap();
    let refused = run(import(&file, false), config_for(&app))
        .await
        .unwrap_err();
    assert!(
        refused
            .to_string()
            .contains("nothing imported: 2 bad line(s)"),
        "{refused}"
    );
    assert_eq!(app.store.row_count("users").await, users_before);
    assert_eq!(app.store.row_count("referral_tracking").await, 0);
    assert_eq!(app.store.row_count("churn_records").await, 0);
    let report = app
        .app
        .import_analytics(lines.iter().map(|l| Ok(l.to_string())), false)
        .await
        .unwrap();
    let bad: Vec<(usize, bool)> = report
        .bad
        .iter()
        .map(|b| {
            (
                b.line,
                b.reason.contains("names no user") || b.reason.contains("JSON"),
            )
        })
        .collect();
    assert_eq!(bad, [(3, true), (7, true)]);
    assert!(!report.imported);

    // With --skip-invalid the good lines go in, and a second run adds nothing.
    run(import(&file, true), config_for(&app)).await.unwrap();
    run(import(&file, true), config_for(&app)).await.unwrap();
    assert_eq!(app.store.row_count("users").await, users_before + 2);
    assert_eq!(app.store.row_count("referral_tracking").await, 2);
    assert_eq!(app.store.row_count("churn_records").await, 1);
    let ada = app.store.find_user("imp-1").await.unwrap().unwrap();
    assert_eq!(ada.email, "ada@example.com");

    let browser = staff(&app, "staff@example.com").await;
    let tab = browser.gql(REFERRALS, json!({})).await.ok()["referralAnalytics"].clone();
    assert_eq!(tab["codes"], json!(["SPRING26"]));
    assert_eq!(tab["summary"]["totalSignups"], 2);
    assert_eq!(tab["summary"]["paidConversions"], 1);
    assert_eq!(
        tab["summary"]["activeSubscriptions"], 1,
        "Ada is active on Pro"
    );
    // Ada registered 1 Sep 10:00 and paid 3 Sep 09:00: 1 day 23 hours, 2 days.
    assert_eq!(tab["summary"]["averageTimeToConversion"], 2.0);
    let churned = churn(&browser, "(startDate: \"2026-01-01\")").await;
    assert_eq!(churned["data"]["totalChurned"], 1);
    assert_eq!(churned["data"]["totalRevenueImpact"], 99.99);
}

#[tokio::test]
async fn kpi_compute_takes_a_week_and_reruns_in_place() {
    use superprompt_server::cli::{Cli, Command, KpiCommand, run};
    let app = TestApp::spawn().await;
    let compute = |week: Option<&str>| Cli {
        command: Some(Command::Kpi {
            command: KpiCommand::Compute {
                week: week.map(str::to_owned),
            },
        }),
    };
    run(compute(Some("2026-W47")), config_for(&app))
        .await
        .unwrap();
    run(compute(Some("2026-W47")), config_for(&app))
        .await
        .unwrap();
    assert_eq!(app.store.row_count("weekly_kpis").await, 1);
    assert!(
        app.store
            .weekly_kpis_of("2026-W47")
            .await
            .unwrap()
            .is_some()
    );
    let bad = run(compute(Some("2026-W99")), config_for(&app))
        .await
        .unwrap_err();
    assert!(bad.to_string().contains("2026 has no week 99"), "{bad}");
    assert_eq!(app.store.row_count("weekly_kpis").await, 1);
    // The job computes the last whole week once (a week on: W47 is done, the next is not).
    app.clock.advance(Duration::days(7));
    let first = app.app.weekly_kpi_pass().await.unwrap();
    assert!(first.is_some());
    assert_eq!(app.app.weekly_kpi_pass().await.unwrap(), None);
}

async fn download(browser: &Browser, path: &str) -> reqwest::Response {
    let mut request = browser.client.get(format!("{}{path}", browser.address));
    if let Some(token) = &browser.token {
        request = request.bearer_auth(token);
    }
    request.send().await.unwrap()
}

fn csv_rows(text: &str) -> Vec<Vec<String>> {
    csv::Reader::from_reader(text.as_bytes())
        .records()
        .map(|r| r.unwrap().iter().map(str::to_owned).collect())
        .collect()
}

fn csv_header(text: &str) -> Vec<String> {
    csv::Reader::from_reader(text.as_bytes())
        .headers()
        .unwrap()
        .iter()
        .map(str::to_owned)
        .collect()
}

#[tokio::test]
async fn staff_export_each_tab_as_csv_safe_for_spreadsheets() {
    let app = TestApp::spawn().await;
    referrals(&app).await;
    let mut hostile = cancellation(7, &app, 2, 10);
    hostile.customer_id = "+1-555-0100".into();
    hostile.cancel_reason = Some("=HYPERLINK(\"http://evil.example\",\"click\")".into());
    app.store
        .insert_churn_records(&[hostile, cancellation(8, &app, 3, 1)], app.clock.now())
        .await
        .unwrap();
    app.app
        .compute_weekly_kpis(IsoWeek::previous(app.clock.now()))
        .await
        .unwrap();
    let browser = staff(&app, "staff@example.com").await;

    let response = download(
        &browser,
        "/analytics/export/enhanced_referral_analytics.csv?period=30d",
    )
    .await;
    assert_eq!(response.status(), 200);
    assert_eq!(
        response.headers()["content-type"],
        "text/csv; charset=utf-8"
    );
    assert_eq!(
        response.headers()["content-disposition"],
        "attachment; filename=\"enhanced_referral_analytics.csv\""
    );
    let text = response.text().await.unwrap();
    let header = csv_header(&text);
    assert_eq!(header.len(), 16);
    assert_eq!(header[0], "Referral Code");
    let rows = csv_rows(&text);
    // As the table: 30 days keeps p1 (SPRING) and p3 (FALL).
    let codes: Vec<&str> = rows.iter().map(|r| r[0].as_str()).collect();
    assert_eq!(codes, ["FALL", "SPRING"]);
    assert_eq!(rows[1][1..5], ["1", "1", "9.99", "100.0"]);
    let one = download(
        &browser,
        "/analytics/export/enhanced_referral_analytics.csv?code=FALL",
    )
    .await;
    assert_eq!(csv_rows(&one.text().await.unwrap()).len(), 1);

    let text = download(&browser, "/analytics/export/churn_analytics.csv")
        .await
        .text()
        .await
        .unwrap();
    assert_eq!(csv_header(&text)[3], "Category");
    let rows = csv_rows(&text);
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0][0], "'+1-555-0100", "a leading + is escaped");
    assert_eq!(rows[0][7], "'=HYPERLINK(\"http://evil.example\",\"click\")");
    assert_eq!(rows[0][3], "Short-term Churn (1-4 weeks)");
    assert_eq!(rows[1][3], "Early Churn");

    let text = download(&browser, "/analytics/export/weekly_kpi_analytics.csv")
        .await
        .text()
        .await
        .unwrap();
    assert_eq!(
        csv_header(&text),
        ["Week", "Metric", "Value", "Type", "Description"]
    );
    let rows = csv_rows(&text);
    assert_eq!(rows.len(), 10);
    assert_eq!(rows[0][1], "Weekly Active Power Users");
    assert_eq!(rows[9][1], "Extension Uninstalls");
    assert_eq!(rows[0][3], "North Star");
    assert_eq!(rows[0][0], IsoWeek::previous(app.clock.now()).key());
}

#[tokio::test]
async fn exports_refuse_others_and_bad_filters() {
    let app = TestApp::spawn().await;
    let user = app.signed_up("user@example.com").await;
    let guest = app.browser();
    for (file, message) in [
        (
            "enhanced_referral_analytics.csv",
            "Access denied: You must be an admin to access referral analytics data",
        ),
        (
            "churn_analytics.csv",
            "Access denied: You must be in the analytics-viewers group to view this data.",
        ),
        (
            "weekly_kpi_analytics.csv",
            "Access denied: You need analytics-viewers group access to view KPI data",
        ),
    ] {
        let path = format!("/analytics/export/{file}");
        let refused = download(&user, &path).await;
        assert_eq!(refused.status(), 403, "{file}");
        let body: Value = refused.json().await.unwrap();
        assert_eq!(body["errors"][0]["extensions"]["code"], "FORBIDDEN");
        assert_eq!(body["errors"][0]["message"], message);
        let anonymous = download(&guest, &path).await;
        assert_eq!(anonymous.status(), 401);
    }
    let browser = staff(&app, "staff@example.com").await;
    for (path, status, code) in [
        ("/analytics/export/passwords.csv", 404, "NOT_FOUND"),
        (
            "/analytics/export/enhanced_referral_analytics.csv?period=week",
            400,
            "BAD_USER_INPUT",
        ),
        (
            "/analytics/export/churn_analytics.csv?limit=0",
            400,
            "BAD_USER_INPUT",
        ),
        (
            "/analytics/export/churn_analytics.csv?startDate=soon",
            400,
            "BAD_USER_INPUT",
        ),
    ] {
        let response = download(&browser, path).await;
        assert_eq!(response.status(), status, "{path}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["errors"][0]["extensions"]["code"], code, "{path}");
    }
}

#[tokio::test]
async fn the_demo_seed_gives_every_tab_something_to_show() {
    use superprompt_server::cli::{Cli, Command, run};
    let app = TestApp::spawn().await;
    let seed = || Cli {
        command: Some(Command::Seed { demo: true }),
    };
    run(seed(), config_for(&app)).await.unwrap();
    let churned = app.store.row_count("churn_records").await;
    run(seed(), config_for(&app)).await.unwrap();
    assert_eq!(app.store.row_count("churn_records").await, churned, "once");
    assert_eq!(app.store.row_count("weekly_kpis").await, 1);
    let mut staff = app.browser();
    staff
        .sign_in("staff@superprompt.local", "Staff-pass-2026!")
        .await
        .ok();

    let tab = staff.gql(REFERRALS, json!({})).await.ok()["referralAnalytics"].clone();
    assert_eq!(tab["summary"]["totalSignups"], 8);
    assert_eq!(
        tab["summary"]["paidConversions"], 4,
        "Avery, Casey, Emery and Gray"
    );
    assert!(
        tab["trend"]
            .as_array()
            .unwrap()
            .iter()
            .any(|d| d["signups"] != 0)
    );

    let churn = churn(&staff, "").await;
    // Six from before, and Casey's and Gray's cancellations in Superprompt's billing.
    assert_eq!(churn["data"]["totalChurned"], 8);
    let categories: std::collections::BTreeSet<&str> = churn["data"]["churnReasons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["reason"].as_str().unwrap())
        .collect();
    assert_eq!(categories.len(), 5, "every category: {categories:?}");
    assert!(
        !churn["data"]["recentChurned"]
            .as_array()
            .unwrap()
            .is_empty()
    );

    let kpis = staff
        .gql("{ weeklyKPIs { weekKey totalActiveUsers } }", json!({}))
        .await
        .ok();
    assert_eq!(
        kpis["weeklyKPIs"]["weekKey"],
        IsoWeek::previous(app.clock.now()).key()
    );
}
