//! The public site's server side: the operator's details, the guest forms (Teams early access,
//! newsletter, contact), robots.txt, the sitemap and pre-rendered pages.

use serde_json::json;

use crate::helpers::TestApp;

const TEAMS: &str =
    "mutation($e: String!) { createTeamsInterest(email: $e) { email submissionDate } }";
const NEWSLETTER: &str =
    "mutation($e: String!) { subscribeToNewsletter(email: $e) { success message } }";
const CONTACT: &str = "mutation($n: String!, $e: String!, $m: String!) { sendContactMessage(name: $n, email: $e, message: $m) { id receivedAt } }";

#[tokio::test]
async fn site_info_comes_from_the_configuration() {
    let plain = TestApp::spawn().await;
    let data = plain
        .browser()
        .gql(
            "{ siteInfo { operatorName contactEmail contactFormUrl publicUrl } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(data["siteInfo"]["operatorName"], "Superprompt");
    assert_eq!(data["siteInfo"]["contactFormUrl"], serde_json::Value::Null);
    assert_eq!(data["siteInfo"]["publicUrl"], plain.address.as_str());

    let configured = TestApp::spawn_with(|c| {
        c.site.operator_name = "Acme Prompts GmbH".into();
        c.site.contact_email = "help@acme.example".into();
        c.site.contact_form_url = Some("https://forms.example.com/f/abc".into());
    })
    .await;
    let browser = configured.browser();
    let data = browser
        .gql(
            "{ siteInfo { operatorName contactEmail contactFormUrl } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(data["siteInfo"]["operatorName"], "Acme Prompts GmbH");
    assert_eq!(data["siteInfo"]["contactEmail"], "help@acme.example");
    assert_eq!(
        data["siteInfo"]["contactFormUrl"],
        "https://forms.example.com/f/abc"
    );
    // The embedded form may be framed; nothing else may.
    let response = browser.get("/healthz").await;
    let csp = response.headers()["content-security-policy"]
        .to_str()
        .unwrap();
    assert!(
        csp.contains("frame-src 'self' https://forms.example.com;"),
        "{csp}"
    );
    let plain_csp = plain.browser().get("/healthz").await.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(plain_csp.contains("frame-src 'self';"), "{plain_csp}");
}

#[tokio::test]
async fn a_guest_joins_the_teams_list_once() {
    let app = TestApp::spawn().await;
    let guest = app.browser();
    let first = guest
        .gql(TEAMS, json!({ "e": " Ada@Example.com " }))
        .await
        .ok();
    assert_eq!(first["createTeamsInterest"]["email"], "ada@example.com");
    let again = guest
        .gql(TEAMS, json!({ "e": "ada@example.com" }))
        .await
        .ok();
    assert_eq!(
        again["createTeamsInterest"]["submissionDate"],
        first["createTeamsInterest"]["submissionDate"]
    );
    assert_eq!(app.store.teams_interest().await.unwrap().len(), 1);

    let empty = guest.gql(TEAMS, json!({ "e": "" })).await;
    assert_eq!(empty.code(), "BAD_USER_INPUT");
    assert_eq!(empty.message(), "Email is required.");
    let invalid = guest.gql(TEAMS, json!({ "e": "not an email" })).await;
    assert_eq!(invalid.code(), "BAD_USER_INPUT");
    assert_eq!(app.store.teams_interest().await.unwrap().len(), 1);
}

#[tokio::test]
async fn guest_forms_are_rate_limited_per_form_and_a_refused_one_stores_nothing() {
    let app = TestApp::spawn().await;
    let guest = app.browser();
    for n in 0..10 {
        guest
            .gql(TEAMS, json!({ "e": format!("person{n}@example.com") }))
            .await
            .ok();
    }
    let refused = guest
        .gql(TEAMS, json!({ "e": "one-too-many@example.com" }))
        .await;
    assert_eq!(refused.code(), "RATE_LIMITED");
    assert!(
        refused.message().contains("try again"),
        "{}",
        refused.message()
    );
    assert_eq!(app.store.teams_interest().await.unwrap().len(), 10);

    // Another form has its own allowance.
    let data = guest
        .gql(NEWSLETTER, json!({ "e": "one-too-many@example.com" }))
        .await
        .ok();
    assert_eq!(data["subscribeToNewsletter"]["success"], true);
}

#[tokio::test]
async fn a_repeat_newsletter_sign_up_succeeds_without_a_second_subscription() {
    let app = TestApp::spawn().await;
    let guest = app.browser();
    let first = guest
        .gql(NEWSLETTER, json!({ "e": "ada@example.com" }))
        .await
        .ok();
    assert_eq!(first["subscribeToNewsletter"]["success"], true);
    assert!(
        first["subscribeToNewsletter"]["message"]
            .as_str()
            .unwrap()
            .starts_with("Thanks for subscribing")
    );
    let again = guest
        .gql(NEWSLETTER, json!({ "e": "ADA@example.com" }))
        .await
        .ok();
    assert!(
        again["subscribeToNewsletter"]["message"]
            .as_str()
            .unwrap()
            .contains("already subscribed")
    );
    assert_eq!(app.store.newsletter_subscribers().await.unwrap().len(), 1);
    let bad = guest.gql(NEWSLETTER, json!({ "e": "ada@" })).await;
    assert_eq!(bad.code(), "BAD_USER_INPUT");
}

#[tokio::test]
async fn a_contact_message_is_stored_and_mailed_to_the_operator() {
    let app = TestApp::spawn_with(|c| c.site.contact_email = "help@acme.example".into()).await;
    let guest = app.browser();
    let text = "Hello,\nhow do I export my library?";
    let data = guest
        .gql(
            CONTACT,
            json!({ "n": "Ada", "e": "ada@example.com", "m": text }),
        )
        .await
        .ok();
    let stored = app.store.contact_messages().await.unwrap();
    assert_eq!(stored.len(), 1);
    assert_eq!(data["sendContactMessage"]["id"], stored[0].id.as_str());
    assert_eq!(stored[0].message, text);
    assert_eq!(stored[0].client_ip.as_deref(), Some("127.0.0.1"));

    let outbox = app.data_dir.join("outbox");
    let mail = std::fs::read_dir(&outbox)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| std::fs::read_to_string(e.path()).unwrap())
        .find(|m| m.contains("Subject: Contact form: Ada"))
        .expect("the operator is mailed");
    assert!(mail.contains("To: help@acme.example"), "{mail}");
    assert!(mail.contains("ada@example.com"), "{mail}");

    for (name, email, message, field_message) in [
        ("", "ada@example.com", "Hi", "Name is required."),
        ("Ada", "nope", "Hi", "Enter a valid email address."),
        ("Ada", "ada@example.com", "  ", "Message is required."),
    ] {
        let refused = guest
            .gql(CONTACT, json!({ "n": name, "e": email, "m": message }))
            .await;
        assert_eq!(refused.code(), "BAD_USER_INPUT");
        assert_eq!(refused.message(), field_message);
    }
    let long = "x".repeat(5001);
    let refused = guest
        .gql(
            CONTACT,
            json!({ "n": "Ada", "e": "ada@example.com", "m": long }),
        )
        .await;
    assert_eq!(refused.code(), "BAD_USER_INPUT");
    assert_eq!(app.store.contact_messages().await.unwrap().len(), 1);
}

#[tokio::test]
async fn robots_and_the_sitemap_use_the_public_address() {
    let app = TestApp::spawn_with(|c| {
        c.public_url = Some("https://prompts.example.com/".into());
        let web = c.data_dir.join("web");
        std::fs::create_dir_all(&web).unwrap();
        std::fs::write(web.join("index.html"), "<!doctype html>landing").unwrap();
        std::fs::write(
            web.join("sitemap-paths.json"),
            r#"["/", "/features", "/prompt-engineering-guide/clarity", "/a&b"]"#,
        )
        .unwrap();
    })
    .await;
    let browser = app.browser();
    let robots = browser.get("/robots.txt").await;
    assert_eq!(robots.status(), 200);
    assert!(
        robots.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/plain")
    );
    let robots = robots.text().await.unwrap();
    assert!(robots.contains("Disallow: /dashboard\n"), "{robots}");
    assert!(robots.contains("Disallow: /embed/\n"), "{robots}");
    assert!(
        robots.contains("Sitemap: https://prompts.example.com/sitemap.xml"),
        "{robots}"
    );

    let sitemap = browser.get("/sitemap.xml").await;
    assert_eq!(sitemap.status(), 200);
    assert!(
        sitemap.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/xml")
    );
    let sitemap = sitemap.text().await.unwrap();
    for loc in [
        "<loc>https://prompts.example.com/</loc>",
        "<loc>https://prompts.example.com/features</loc>",
        "<loc>https://prompts.example.com/prompt-engineering-guide/clarity</loc>",
        "<loc>https://prompts.example.com/a&amp;b</loc>",
    ] {
        assert!(sitemap.contains(loc), "{loc} in {sitemap}");
    }
}

#[tokio::test]
async fn prerendered_pages_are_served_at_their_paths_and_other_paths_get_the_shell() {
    let app = TestApp::spawn_with(|c| {
        let web = c.data_dir.join("web");
        std::fs::create_dir_all(web.join("prompt-engineering-guide")).unwrap();
        std::fs::write(web.join("index.html"), "<h1>Landing hero</h1>").unwrap();
        std::fs::write(web.join("app.html"), "<div id=root></div>shell").unwrap();
        std::fs::write(web.join("features.html"), "<h1>Features page</h1>").unwrap();
        std::fs::write(
            web.join("prompt-engineering-guide/clarity.html"),
            "<h1>Be clear</h1>",
        )
        .unwrap();
        // A listed path may have a dot: it is still a page, not a file's extension.
        std::fs::create_dir_all(web.join("features")).unwrap();
        std::fs::write(
            web.join("features/veo-3.1-prompt-generator.html"),
            "<h1>Veo 3.1 prompts</h1>",
        )
        .unwrap();
        std::fs::write(web.join("features/other.1.html"), "<h1>Not listed</h1>").unwrap();
        std::fs::write(
            web.join("sitemap-paths.json"),
            r#"["/", "/features", "/features/veo-3.1-prompt-generator"]"#,
        )
        .unwrap();
    })
    .await;
    let browser = app.browser();
    for (path, body) in [
        ("/", "Landing hero"),
        ("/features/veo-3.1-prompt-generator", "Veo 3.1 prompts"),
        ("/features/other.1", "shell"),
        ("/features", "Features page"),
        ("/features?ref=nav", "Features page"),
        ("/prompt-engineering-guide/clarity", "Be clear"),
        ("/dashboard", "shell"),
        ("/prompt-engineering-guide/unknown", "shell"),
        ("/Features", "shell"),
    ] {
        let response = browser.get(path).await;
        assert_eq!(response.status(), 200, "{path}");
        assert!(
            response.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with("text/html"),
            "{path}"
        );
        assert_eq!(response.headers()["cache-control"], "no-cache", "{path}");
        let text = response.text().await.unwrap();
        assert!(text.contains(body), "{path}: {text}");
    }
}

#[tokio::test]
async fn the_web_app_is_sent_gzipped_to_clients_that_accept_it() {
    let script = "export const greeting = 'hello';\n".repeat(400);
    let app = TestApp::spawn_with({
        let script = script.clone();
        move |c| {
            let web = c.data_dir.join("web");
            std::fs::create_dir_all(web.join("assets")).unwrap();
            std::fs::write(web.join("index.html"), "<h1>Landing hero</h1>".repeat(20)).unwrap();
            std::fs::write(web.join("assets/app.js"), &script).unwrap();
        }
    })
    .await;
    let browser = app.browser();
    for (path, body) in [("/assets/app.js", script.as_str()), ("/", "Landing hero")] {
        let gzipped = browser
            .client
            .get(format!("{}{path}", app.address))
            .header("accept-encoding", "gzip")
            .send()
            .await
            .unwrap();
        assert_eq!(gzipped.status(), 200, "{path}");
        assert_eq!(gzipped.headers()["content-encoding"], "gzip", "{path}");
        let bytes = gzipped.bytes().await.unwrap();
        let mut text = String::new();
        std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(&bytes[..]), &mut text)
            .unwrap();
        assert!(text.contains(body), "{path}");
        if path == "/assets/app.js" {
            assert_eq!(text, script);
            assert!(bytes.len() * 10 < script.len(), "{} bytes", bytes.len());
        }

        // A client that does not ask for gzip gets the plain file.
        let plain = browser.get(path).await;
        assert!(plain.headers().get("content-encoding").is_none(), "{path}");
        assert!(plain.text().await.unwrap().contains(body), "{path}");
    }
}

const SITE_CONTENT: &str = "{ siteContent { figures { people promptsWritten savedPrompts rating { average count } } reviews { name role text rating } } }";

/// Adds `count` people (verified, as after sign-up) to the app's database.
async fn add_people(app: &TestApp, from: usize, count: usize, verified: bool) -> Vec<String> {
    let mut ids = Vec::new();
    for n in from..from + count {
        let mut person = store::testing::new_user(&format!("person{n}@example.com"));
        person.email_verified = verified;
        ids.push(
            app.store
                .insert_user(person, app.clock.now())
                .await
                .unwrap()
                .id,
        );
    }
    ids
}

#[tokio::test]
async fn a_fresh_instance_claims_no_figures_and_shows_no_reviews() {
    let app = TestApp::spawn().await;
    // A few people and prompts are not a figure worth showing either.
    let ids = add_people(&app, 0, 3, true).await;
    app.store
        .record_generation(
            store::testing::new_generation(&ids[0], domain::generation::GeneratorKind::Primer),
            store::UsageCounter::Primer,
            app.clock.now(),
        )
        .await
        .unwrap();
    let data = app.browser().gql(SITE_CONTENT, json!({})).await.ok();
    assert_eq!(
        data["siteContent"],
        json!({
            "figures": { "people": null, "promptsWritten": null, "savedPrompts": null, "rating": null },
            "reviews": [],
        })
    );
}

#[tokio::test]
async fn live_figures_show_once_they_mean_something_counted_at_most_once_a_minute() {
    let app = TestApp::spawn().await;
    let ids = add_people(&app, 0, 123, true).await;
    // Sign-ups that never proved their address are not people using the product.
    add_people(&app, 1_000, 30, false).await;
    let writes = (0..1_234).map(|n| {
        app.store.record_generation(
            store::testing::new_generation(
                &ids[n % ids.len()],
                domain::generation::GeneratorKind::Primer,
            ),
            store::UsageCounter::Primer,
            app.clock.now(),
        )
    });
    for written in futures::future::join_all(writes).await {
        written.unwrap();
    }

    let guest = app.browser();
    let figures = |data: serde_json::Value| data["siteContent"]["figures"].clone();
    let first = figures(guest.gql(SITE_CONTENT, json!({})).await.ok());
    assert_eq!(
        first,
        json!({ "people": 120, "promptsWritten": 1200, "savedPrompts": null, "rating": null }),
        "counts are rounded down; saved prompts are too few to show, and there is no rating"
    );

    // The public page does not count on every visit: the answer is kept for a minute.
    add_people(&app, 2_000, 130, true).await;
    assert_eq!(
        figures(guest.gql(SITE_CONTENT, json!({})).await.ok()),
        first
    );
    app.clock.advance(chrono::Duration::seconds(61));
    assert_eq!(
        figures(guest.gql(SITE_CONTENT, json!({})).await.ok())["people"],
        250
    );
}

#[tokio::test]
async fn the_operators_figures_and_reviews_are_shown_in_place_of_live_ones() {
    use superprompt_server::config::SiteReviewConfig;
    let app = TestApp::spawn_with(|c| {
        c.site.figures.people = Some(200_000);
        c.site.figures.rating = Some(4.8);
        c.site.figures.rating_count = Some(290);
        c.site.reviews = vec![
            SiteReviewConfig {
                name: "Priya N.".into(),
                role: Some("Product manager".into()),
                text: "I type one line and get a prompt I can use.".into(),
                rating: 5,
            },
            SiteReviewConfig {
                name: "Bo".into(),
                role: None,
                text: "Good.".into(),
                rating: 4,
            },
        ];
    })
    .await;
    let data = app.browser().gql(SITE_CONTENT, json!({})).await.ok();
    assert_eq!(
        data["siteContent"],
        json!({
            "figures": {
                "people": 200000,
                "promptsWritten": null,
                "savedPrompts": null,
                "rating": { "average": 4.8, "count": 290 },
            },
            "reviews": [
                {
                    "name": "Priya N.",
                    "role": "Product manager",
                    "text": "I type one line and get a prompt I can use.",
                    "rating": 5,
                },
                { "name": "Bo", "role": null, "text": "Good.", "rating": 4 },
            ],
        })
    );

    // With live counts off, a large instance still claims only what the operator set.
    let quiet = TestApp::spawn_with(|c| {
        c.site.figures.live = false;
        c.site.figures.saved_prompts = Some(10_000);
    })
    .await;
    add_people(&quiet, 0, 150, true).await;
    let data = quiet.browser().gql(SITE_CONTENT, json!({})).await.ok();
    assert_eq!(
        data["siteContent"]["figures"],
        json!({ "people": null, "promptsWritten": null, "savedPrompts": 10000, "rating": null })
    );
}

#[tokio::test]
async fn a_malformed_review_stops_the_server_at_start_naming_the_setting() {
    let db = store::testing::TestDatabase::new().await;
    let mut config = superprompt_server::config::Config {
        data_dir: std::env::temp_dir().join(format!("sp-showcase-{}", uuid::Uuid::new_v4())),
        ..Default::default()
    };
    config.database.url = Some(superprompt_server::config::Secret::new(db.url.clone()));
    config.site.reviews = vec![superprompt_server::config::SiteReviewConfig {
        name: "Ada".into(),
        role: None,
        text: "Great".into(),
        rating: 9,
    }];
    let err = superprompt_server::build_state(config.clone())
        .await
        .err()
        .expect("a review of 9 stars is refused");
    assert!(
        err.to_string().contains("site.reviews[0].rating"),
        "{err:#}"
    );
    std::fs::remove_dir_all(&config.data_dir).ok();
}
