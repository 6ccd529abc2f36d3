//! Generation over the API: tiers and generators, plan rights, the Free quota (including a
//! race), Context Genies, history and ratings, and refusals for other users.

use base64::Engine;
use chrono::Timelike;
use serde_json::{Value, json};

use crate::helpers::{Browser, TestApp};

const RESULT: &str = "generation { id generator prompt improvements taskKind parameters engine contextId rating } quota { unlimited dailyRemaining bonusRemaining resetsAt }";

async fn generate(browser: &Browser, operation: &str, args: &str) -> crate::helpers::Gql {
    let args = if args.is_empty() {
        String::new()
    } else {
        format!("({args})")
    };
    browser
        .gql(
            &format!("mutation {{ {operation}{args} {{ {RESULT} }} }}"),
            json!({}),
        )
        .await
}

#[tokio::test]
async fn free_users_get_one_a_day_plus_seven_bonus_then_a_clear_limit() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("free@example.com").await;
    let first = generate(
        &user,
        "generatePrompt",
        "description: \"write a cold email to a CTO about our API\"",
    )
    .await
    .ok();
    let result = &first["generatePrompt"];
    assert_eq!(result["generation"]["generator"], "AI_AMPLIFIER");
    assert_eq!(result["generation"]["taskKind"], "email");
    assert_eq!(result["generation"]["engine"], "offline");
    let prompt = result["generation"]["prompt"].as_str().unwrap();
    assert!(
        prompt.contains("# Steps") && prompt.contains("a CTO"),
        "{prompt}"
    );
    assert!(
        result["generation"]["improvements"]
            .as_array()
            .unwrap()
            .len()
            >= 4
    );
    assert_eq!(result["quota"]["unlimited"], false);
    assert_eq!(result["quota"]["dailyRemaining"], 0);
    assert_eq!(result["quota"]["bonusRemaining"], 7);
    assert!(result["quota"]["resetsAt"].is_string());

    for (i, op) in ["generatePromptPrimer", "generatePromptMastermind"]
        .iter()
        .cycle()
        .take(7)
        .enumerate()
    {
        let r = generate(&user, op, "description: \"plan a team offsite\"")
            .await
            .ok();
        assert_eq!(r[*op]["quota"]["bonusRemaining"], 6 - i as i64);
    }
    let limited = generate(&user, "generatePromptPrimer", "description: \"one more\"").await;
    assert_eq!(limited.code(), "PLAN_LIMIT");
    assert!(
        limited.message().contains("UTC") && limited.message().contains("upgrade to Pro"),
        "{}",
        limited.message()
    );

    let me = user.gql("{ me { usage { aiAmplifier primer mastermind } quota { dailyRemaining bonusRemaining resetsAt } } }", json!({})).await.ok();
    // The refusal carries the renewal time, so a client can show it in local time.
    let resets_at = &limited.body["errors"][0]["extensions"]["resetsAt"];
    assert_eq!(
        resets_at
            .as_str()
            .map(|t| chrono::DateTime::parse_from_rfc3339(t).unwrap()),
        me["me"]["quota"]["resetsAt"]
            .as_str()
            .map(|t| chrono::DateTime::parse_from_rfc3339(t)
                .unwrap()
                .with_nanosecond(0)
                .unwrap()),
    );
    assert_eq!(
        me["me"]["usage"],
        json!({ "aiAmplifier": 1, "primer": 4, "mastermind": 3 })
    );
    assert_eq!(me["me"]["quota"]["bonusRemaining"], 0);
    assert_eq!(app.store.row_count("generations").await, 8);
}

#[tokio::test]
async fn concurrent_generations_cannot_overspend_the_free_quota() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("race@example.com").await;
    let attempts: Vec<_> = (0..16)
        .map(|_| {
            generate(
                &user,
                "generatePromptPrimer",
                "description: \"summarise a meeting\"",
            )
        })
        .collect();
    let results = futures::future::join_all(attempts).await;
    let succeeded = results
        .iter()
        .filter(|r| r.body.get("errors").is_none())
        .count();
    for r in results.iter().filter(|r| r.body.get("errors").is_some()) {
        assert!(
            ["PLAN_LIMIT", "INTERNAL"].contains(&r.code().as_str()),
            "{:?}",
            r.body
        );
    }
    assert!(succeeded <= 8, "{succeeded} generations on a quota of 8");
    // Whatever the race refused is still there to use: exactly 8 in all.
    let mut total = succeeded;
    while generate(
        &user,
        "generatePromptPrimer",
        "description: \"summarise a meeting\"",
    )
    .await
    .body
    .get("errors")
    .is_none()
    {
        total += 1;
    }
    assert_eq!(total, 8);
    assert_eq!(app.store.row_count("generations").await, 8);
}

#[tokio::test]
async fn paid_generators_name_the_plan_and_open_after_an_upgrade() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("media@example.com").await;
    let calls = [
        (
            "generateImagePrompt",
            "description: \"a lighthouse at dusk\"",
        ),
        (
            "generateO4ImagePrompt",
            "description: \"a lighthouse at dusk\"",
        ),
        (
            "veo3PromptGenerator",
            "description: \"waves crash on rocks\"",
        ),
        (
            "generateSora2Prompt",
            "description: \"waves crash on rocks\"",
        ),
        (
            "generateJsonPrompt",
            "taskOrPrompt: \"extract invoice totals\"",
        ),
    ];
    for (op, args) in calls {
        let refused = generate(&user, op, args).await;
        assert_eq!(refused.code(), "PLAN_LIMIT", "{op}");
        assert!(
            refused.message().contains("Pro plan"),
            "{op}: {}",
            refused.message()
        );
    }
    // Refusals spent nothing.
    let me = user
        .gql(
            "{ me { quota { dailyRemaining bonusRemaining } } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(
        me["me"]["quota"],
        json!({ "dailyRemaining": 1, "bonusRemaining": 7 })
    );

    app.store
        .set_plan_for_tests("media@example.com", domain::plan::PlanName::Pro)
        .await;
    for (op, args) in calls {
        let done = generate(&user, op, args).await.ok();
        assert_eq!(done[op]["quota"]["unlimited"], true, "{op}");
    }
    let image = generate(
        &user,
        "generateImagePrompt",
        "description: \"a fox in snow\", model: STABLE_DIFFUSION",
    )
    .await
    .ok();
    assert!(
        image["generateImagePrompt"]["generation"]["prompt"]
            .as_str()
            .unwrap()
            .contains("Negative prompt:")
    );
    assert_eq!(
        image["generateImagePrompt"]["generation"]["parameters"]["steps"],
        30
    );
    let sora = generate(
        &user,
        "generateSora2Prompt",
        "description: \"a kite over a beach, 12 seconds\"",
    )
    .await
    .ok();
    assert_eq!(
        sora["generateSora2Prompt"]["generation"]["parameters"]["seconds"],
        "12"
    );
    // Read back from the history, a generation is what it was when it was made: generator,
    // improvements and parameters come out of storage as they went in.
    for (op, made) in [
        ("generateImagePrompt", &image),
        ("generateSora2Prompt", &sora),
    ] {
        let made = &made[op]["generation"];
        let stored = user
            .gql(
                "query($id: ID!) { generation(id: $id) { id generator prompt improvements taskKind parameters engine contextId rating } }",
                json!({ "id": made["id"] }),
            )
            .await
            .ok();
        assert_eq!(&stored["generation"], made, "{op}");
    }
    let json_prompt = generate(
        &user,
        "generateJsonPrompt",
        "taskOrPrompt: \"summarise support tickets\"",
    )
    .await
    .ok();
    let text = json_prompt["generateJsonPrompt"]["generation"]["prompt"]
        .as_str()
        .unwrap();
    assert!(serde_json::from_str::<Value>(text).is_ok());
    let me = user
        .gql(
            "{ me { usage { imagePrompt veo3 sora2 jsonPrompting } quota { bonusRemaining } } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(
        me["me"]["usage"],
        json!({ "imagePrompt": 3, "veo3": 1, "sora2": 2, "jsonPrompting": 2 })
    );
    assert_eq!(
        me["me"]["quota"]["bonusRemaining"], 7,
        "paid plans spend no quota"
    );
}

#[tokio::test]
async fn veo3_images_are_checked_by_content() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("veo@example.com").await;
    app.store
        .set_plan_for_tests("veo@example.com", domain::plan::PlanName::AnnualPro)
        .await;
    let engine = base64::engine::general_purpose::STANDARD;
    let query = "mutation($d: String!, $i: String) { veo3PromptGenerator(description: $d, imageBase64: $i) { generation { prompt parameters } } }";
    let fake = engine.encode(b"<svg onload=alert(1)>");
    let refused = user
        .gql(query, json!({ "d": "a dancer spins", "i": fake }))
        .await;
    assert_eq!(refused.code(), "BAD_USER_INPUT");
    assert_eq!(
        refused.body["errors"][0]["extensions"]["field"],
        "imageBase64"
    );
    assert_eq!(app.store.row_count("generations").await, 0);

    let png = format!(
        "data:image/png;base64,{}",
        engine.encode(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    );
    let ok = user
        .gql(
            query,
            json!({ "d": "a dancer spins \"Watch this\" 4 seconds", "i": png }),
        )
        .await
        .ok();
    let generation = &ok["veo3PromptGenerator"]["generation"];
    assert!(
        generation["prompt"]
            .as_str()
            .unwrap()
            .contains("first frame")
    );
    assert!(
        generation["prompt"]
            .as_str()
            .unwrap()
            .contains("says: \"Watch this\"")
    );
    assert_eq!(generation["parameters"]["durationSeconds"], 4);
    assert!(generation["parameters"]["image"].is_string());
}

#[tokio::test]
async fn context_genies_are_injected_scoped_and_limited_on_free() {
    let app = TestApp::spawn().await;
    let owner = app.onboarded("genie@example.com").await;
    let other = app.onboarded("other@example.com").await;
    let create = "mutation($n: String!, $c: String!, $a: Boolean!) { createUserContext(name: $n, content: $c, isActive: $a) { id name isActive } }";
    let acme = owner
        .gql(
            create,
            json!({ "n": "Acme", "c": "We sell invoicing software to plumbers.", "a": false }),
        )
        .await
        .ok();
    let acme_id = acme["createUserContext"]["id"].as_str().unwrap().to_owned();
    let blank = owner
        .gql(create, json!({ "n": " ", "c": "x", "a": false }))
        .await;
    assert_eq!(blank.code(), "BAD_USER_INPUT");

    let with_id = owner
        .gql(&format!("mutation($id: ID) {{ generatePromptPrimer(description: \"write a product update\", contextId: $id) {{ {RESULT} }} }}"), json!({ "id": acme_id }))
        .await
        .ok();
    assert!(
        with_id["generatePromptPrimer"]["generation"]["prompt"]
            .as_str()
            .unwrap()
            .contains("invoicing software to plumbers")
    );
    assert_eq!(
        with_id["generatePromptPrimer"]["generation"]["contextId"],
        acme_id.as_str()
    );

    // Another user's contextId is refused, and the refusal spends nothing.
    let stolen = other
        .gql(&format!("mutation($id: ID) {{ generatePromptPrimer(description: \"write a product update\", contextId: $id) {{ {RESULT} }} }}"), json!({ "id": acme_id }))
        .await;
    assert_eq!(stolen.code(), "NOT_FOUND");
    let quota = other
        .gql("{ me { quota { dailyRemaining } } }", json!({}))
        .await
        .ok();
    assert_eq!(quota["me"]["quota"]["dailyRemaining"], 1);
    for (query, vars) in [
        (
            "mutation($id: ID!) { updateUserContext(id: $id, content: \"mine now\") { id } }",
            json!({ "id": acme_id }),
        ),
        (
            "mutation($id: ID!) { deleteUserContext(id: $id) }",
            json!({ "id": acme_id }),
        ),
    ] {
        assert_eq!(other.gql(query, vars).await.code(), "NOT_FOUND");
    }
    let others_list = other.gql("{ userContexts { id } }", json!({})).await.ok();
    assert_eq!(others_list["userContexts"], json!([]));

    // The active Genie is used when none is named.
    owner
        .gql(
            "mutation($id: ID!) { updateUserContext(id: $id, isActive: true) { isActive } }",
            json!({ "id": acme_id }),
        )
        .await
        .ok();
    let auto = generate(
        &owner,
        "generatePrompt",
        "description: \"write a product update\"",
    )
    .await
    .ok();
    assert_eq!(
        auto["generatePrompt"]["generation"]["contextId"],
        acme_id.as_str()
    );

    // Free: two Genies; the third is refused with PLAN_LIMIT. Paid: unlimited.
    owner
        .gql(create, json!({ "n": "Two", "c": "second", "a": false }))
        .await
        .ok();
    let third = owner
        .gql(create, json!({ "n": "Three", "c": "third", "a": false }))
        .await;
    assert_eq!(third.code(), "PLAN_LIMIT");
    app.store
        .set_plan_for_tests("genie@example.com", domain::plan::PlanName::Pro)
        .await;
    owner
        .gql(create, json!({ "n": "Three", "c": "third", "a": true }))
        .await
        .ok();
    let list = owner
        .gql("{ userContexts { name isActive } }", json!({}))
        .await
        .ok();
    assert_eq!(
        list["userContexts"][0],
        json!({ "name": "Three", "isActive": true }),
        "activating one deactivates the others"
    );
    assert_eq!(
        list["userContexts"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["isActive"] == true)
            .count(),
        1
    );

    owner
        .gql(
            "mutation($id: ID!) { deleteUserContext(id: $id) }",
            json!({ "id": acme_id }),
        )
        .await
        .ok();
    // History keeps the generation; its context link is cleared.
    let history = owner
        .gql("{ generations { contextId } }", json!({}))
        .await
        .ok();
    assert!(
        history["generations"]
            .as_array()
            .unwrap()
            .iter()
            .all(|g| g["contextId"].is_null())
    );
}

#[tokio::test]
async fn any_generator_can_name_a_genie_or_opt_out_of_the_active_one() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("optout@example.com").await;
    app.store
        .set_plan_for_tests("optout@example.com", domain::plan::PlanName::Pro)
        .await;
    let genie = user
        .gql(
            "mutation { createUserContext(name: \"Bakery\", content: \"We run a sourdough bakery in Lyon.\", isActive: true) { id } }",
            json!({}),
        )
        .await
        .ok();
    let genie_id = genie["createUserContext"]["id"]
        .as_str()
        .unwrap()
        .to_owned();

    // Opting out: no Genie even though one is active.
    let plain = generate(
        &user,
        "generatePrompt",
        "description: \"write a product update\", noContext: true",
    )
    .await
    .ok();
    let generation = &plain["generatePrompt"]["generation"];
    assert!(generation["contextId"].is_null());
    assert!(!generation["prompt"].as_str().unwrap().contains("sourdough"));

    // Naming a Genie and opting out at once is refused, and records nothing.
    let both = user
        .gql(&format!("mutation($id: ID) {{ generatePrompt(description: \"write a product update\", contextId: $id, noContext: true) {{ {RESULT} }} }}"), json!({ "id": genie_id }))
        .await;
    assert_eq!(both.code(), "BAD_USER_INPUT");

    // The media generators take a Genie too (here the active one, and a named one), and can
    // opt out; their generator names are spelled as `streamGeneration` takes them.
    for (operation, kind) in [
        ("generateImagePrompt", "IMAGE_PROMPT"),
        ("generateO4ImagePrompt", "O4_IMAGE_PROMPT"),
        ("veo3PromptGenerator", "VEO3"),
        ("generateSora2Prompt", "SORA2"),
    ] {
        let active = generate(&user, operation, "description: \"a street at dawn\"")
            .await
            .ok();
        assert_eq!(active[operation]["generation"]["generator"], kind);
        assert_eq!(
            active[operation]["generation"]["contextId"],
            genie_id.as_str(),
            "{operation}"
        );
        let named = user
            .gql(&format!("mutation($id: ID) {{ {operation}(description: \"a street at dawn\", contextId: $id) {{ {RESULT} }} }}"), json!({ "id": genie_id }))
            .await
            .ok();
        assert_eq!(
            named[operation]["generation"]["contextId"],
            genie_id.as_str(),
            "{operation}"
        );
        let off = generate(
            &user,
            operation,
            "description: \"a street at dawn\", noContext: true",
        )
        .await
        .ok();
        assert!(
            off[operation]["generation"]["contextId"].is_null(),
            "{operation}"
        );
    }
    let history = user
        .gql("{ generations(limit: 100) { id } }", json!({}))
        .await
        .ok();
    assert_eq!(history["generations"].as_array().unwrap().len(), 13);
}

#[tokio::test]
async fn history_and_ratings_belong_to_their_owner() {
    let app = TestApp::spawn().await;
    let owner = app.onboarded("hist@example.com").await;
    let other = app.onboarded("nosy@example.com").await;
    let made = generate(
        &owner,
        "generatePromptPrimer",
        "description: \"explain recursion to a beginner\"",
    )
    .await
    .ok();
    let id = made["generatePromptPrimer"]["generation"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    generate(
        &owner,
        "generatePrompt",
        "description: \"explain closures\"",
    )
    .await
    .ok();

    let history = owner
        .gql("{ generations(limit: 10) { id description } }", json!({}))
        .await
        .ok();
    let items = history["generations"].as_array().unwrap();
    assert_eq!(items.len(), 2);
    assert_eq!(items[1]["id"], id.as_str(), "newest first");

    let rate =
        "mutation($id: ID!, $r: Rating) { ratePrompt(generationId: $id, rating: $r) { rating } }";
    let liked = owner.gql(rate, json!({ "id": id, "r": "LIKE" })).await.ok();
    assert_eq!(liked["ratePrompt"]["rating"], "LIKE");
    owner
        .gql(rate, json!({ "id": id, "r": "DISLIKE" }))
        .await
        .ok();
    let one = owner
        .gql(
            "query($id: ID!) { generation(id: $id) { rating prompt } }",
            json!({ "id": id }),
        )
        .await
        .ok();
    assert_eq!(one["generation"]["rating"], "DISLIKE");
    assert_eq!(app.store.row_count("prompt_feedback").await, 1);
    // A list resolves every item's rating in one load: each still gets its own.
    let listed = owner
        .gql("{ generations(limit: 10) { id rating } }", json!({}))
        .await
        .ok();
    let ratings: Vec<(&str, &serde_json::Value)> = listed["generations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| (g["id"].as_str().unwrap(), &g["rating"]))
        .collect();
    assert_eq!(ratings.len(), 2);
    for (listed_id, rating) in ratings {
        let expected = if listed_id == id {
            json!("DISLIKE")
        } else {
            json!(null)
        };
        assert_eq!(*rating, expected, "the rating of {listed_id}");
    }

    assert_eq!(
        other
            .gql(
                "query($id: ID!) { generation(id: $id) { prompt } }",
                json!({ "id": id })
            )
            .await
            .code(),
        "NOT_FOUND"
    );
    assert_eq!(
        other
            .gql(rate, json!({ "id": id, "r": "LIKE" }))
            .await
            .code(),
        "NOT_FOUND"
    );
    assert_eq!(
        other.gql("{ generations { id } }", json!({})).await.ok()["generations"],
        json!([])
    );

    owner.gql(rate, json!({ "id": id, "r": null })).await.ok();
    assert_eq!(app.store.row_count("prompt_feedback").await, 0);
}

#[tokio::test]
async fn generation_refusals_for_bad_input_and_other_users() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("bad@example.com").await;
    let empty = generate(&user, "generatePrompt", "description: \"   \"").await;
    assert_eq!(empty.code(), "BAD_USER_INPUT");
    assert_eq!(
        empty.body["errors"][0]["extensions"]["field"],
        "description"
    );
    let long = user
        .gql(
            &format!("mutation($d: String!) {{ generatePrompt(description: $d) {{ {RESULT} }} }}"),
            json!({ "d": "a".repeat(4001) }),
        )
        .await;
    assert_eq!(long.code(), "BAD_USER_INPUT");
    let someone_else = generate(
        &user,
        "generatePrompt",
        "description: \"hi there friend\", email: \"other@example.com\"",
    )
    .await;
    assert_eq!(someone_else.code(), "FORBIDDEN");
    let anonymous = generate(
        &app.browser(),
        "generatePrompt",
        "description: \"hi there friend\"",
    )
    .await;
    assert_eq!(anonymous.code(), "UNAUTHENTICATED");
    let me = user
        .gql(
            "{ me { quota { dailyRemaining bonusRemaining } } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(
        me["me"]["quota"],
        json!({ "dailyRemaining": 1, "bonusRemaining": 7 }),
        "refusals spend nothing"
    );
    assert_eq!(app.store.row_count("generations").await, 0);
}

/// The prompt a generator writes for these arguments.
async fn prompt_of(browser: &Browser, operation: &str, args: &str) -> String {
    generate(browser, operation, args).await.ok()[operation]["generation"]["prompt"]
        .as_str()
        .unwrap()
        .to_owned()
}

#[tokio::test]
async fn try_again_gives_another_prompt_and_mastermind_shows_its_reasoning_only_when_asked() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("variants@example.com").await;
    let task = "description: \"write a cold email to a CTO about our invoicing API\"";
    let first = prompt_of(&user, "generatePromptPrimer", task).await;
    let again = prompt_of(
        &user,
        "generatePromptPrimer",
        &format!("{task}, variant: 1"),
    )
    .await;
    let same = prompt_of(
        &user,
        "generatePromptPrimer",
        &format!("{task}, variant: 1"),
    )
    .await;
    assert_ne!(first, again, "Try again gives another prompt");
    assert_eq!(again, same, "the same variant gives the same prompt");
    assert!(again.contains("CTO") && again.contains("invoicing API"));

    for bad in ["-1", "1000"] {
        let refused = generate(
            &user,
            "generatePromptPrimer",
            &format!("{task}, variant: {bad}"),
        )
        .await;
        assert_eq!(refused.code(), "BAD_USER_INPUT", "variant {bad}");
        assert_eq!(refused.body["errors"][0]["extensions"]["field"], "variant");
    }

    let quiet = prompt_of(&user, "generatePromptMastermind", task).await;
    assert!(quiet.contains("<plan>") && !quiet.contains("<thinking>"));
    let shown = prompt_of(
        &user,
        "generatePromptMastermind",
        &format!("{task}, showReasoning: true"),
    )
    .await;
    assert!(shown.contains("<thinking>") && shown.contains("<critique>"));
    assert_eq!(
        app.store.row_count("generations").await,
        5,
        "refused variants record and spend nothing"
    );
}

#[tokio::test]
async fn a_generation_explains_its_changes_word_by_word_with_the_engines_reasons() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("changes@example.com").await;
    let result = user
        .gql(
            "mutation { generatePrompt(description: \"write a cold email to a CTO about our API\") { generation { id description prompt improvements changes { kind before after reason } } } }",
            json!({}),
        )
        .await
        .ok();
    let generation = &result["generatePrompt"]["generation"];
    let changes = generation["changes"].as_array().unwrap();
    let joined =
        |side: &str| -> String { changes.iter().map(|c| c[side].as_str().unwrap()).collect() };
    // Every change accepted is the prompt; every change rejected is what the user typed.
    assert_eq!(joined("after"), generation["prompt"].as_str().unwrap());
    assert_eq!(
        joined("before"),
        generation["description"].as_str().unwrap()
    );
    for change in changes {
        assert_eq!(
            change["kind"] == "SAME",
            change["reason"].is_null(),
            "{change}"
        );
    }
    // The sections the engine added carry its own improvement lines as their reasons.
    let improvements: Vec<&str> = generation["improvements"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i.as_str().unwrap())
        .collect();
    let role = changes
        .iter()
        .find(|c| c["after"].as_str().unwrap().contains("# Role"))
        .expect("the role is a change of its own");
    assert_eq!(role["kind"], "ADDED");
    assert!(
        improvements.contains(&role["reason"].as_str().unwrap()),
        "{role} from {improvements:?}"
    );
    // The same field on the history's copy.
    let history = user
        .gql("{ generations { changes { kind } } }", json!({}))
        .await
        .ok();
    assert_eq!(
        history["generations"][0]["changes"]
            .as_array()
            .unwrap()
            .len(),
        changes.len()
    );
}
