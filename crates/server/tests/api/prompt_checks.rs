//! Prompt variables, the linter and the token and cost preview (issue 22), through the API:
//! `analyzePrompt` and `fillPrompt`, variables on saved and shared prompts, saving a prompt
//! whose variables are written wrong (refused with every error's place, or kept as plain text
//! when the user insists), search by variable, export and import, and Context Genies as
//! bundles of values.

use engine::llm::ProviderKind;
use serde_json::{Value, json};
use superprompt_server::config::{LlmProviderConfig, Secret};

use crate::helpers::TestApp;

const ANALYZE: &str = "query($t: String!, $v: JSON, $c: ID, $p: Boolean) {
  analyzePrompt(text: $t, values: $v, contextId: $c, thirdParty: $p) {
    template { variables { name type options default required } segments { text variable } errors { message line column offset } }
    lint { rule severity message start end fix { label edits { start end text } } }
    estimatedTokens
    models { modelId tokens exact inputCostUsd runCostUsd }
    contextValues
  }
}";

const SAVE: &str = "mutation($t: String!, $k: Boolean! = false) { savePrompt(input: { title: \"Template\", text: $t, keepAsPlainText: $k }) { id text template { variables { name type } errors { message } } } }";

const TEMPLATE: &str = "Write {{count: number = 3}} {{tone: options(formal, casual) = casual}} emails about {{topic}} for {{audience}}.";

fn analysis(body: &Value) -> &Value {
    &body["analyzePrompt"]
}

/// Applies a fix's edits (UTF-16 offsets) as the web app does.
fn apply(text: &str, edits: &Value) -> String {
    let mut units: Vec<u16> = text.encode_utf16().collect();
    let mut edits: Vec<&Value> = edits.as_array().unwrap().iter().collect();
    edits.sort_by_key(|e| std::cmp::Reverse(e["start"].as_u64().unwrap()));
    for e in edits {
        let (start, end) = (
            e["start"].as_u64().unwrap() as usize,
            e["end"].as_u64().unwrap() as usize,
        );
        units.splice(start..end, e["text"].as_str().unwrap().encode_utf16());
    }
    String::from_utf16(&units).unwrap()
}

#[tokio::test]
async fn a_prompt_is_analysed_for_its_variables_advice_and_cost() {
    let app = TestApp::spawn_with(|config| {
        config.llm.providers = vec![LlmProviderConfig {
            name: "oa".into(),
            kind: ProviderKind::Openai,
            base_url: Some("http://127.0.0.1:9/v1/".into()),
            api_key: Some(Secret::new("k")),
            // It generates with the first and chats with gpt-4o.
            models: engine::llm::Models {
                default: Some("gpt-4o-mini".into()),
                chat: Some("gpt-4o".into()),
                ..engine::llm::Models::default()
            },
            test_models: vec!["gpt-4o-mini".into(), "local-llama".into()],
            idle_timeout_secs: 1,
            total_timeout_secs: 2,
        }];
        config.llm.prices = vec![domain::playground::Price {
            model: "gpt-4o-mini".into(),
            input_per_million: 0.15,
            output_per_million: 0.60,
            as_of: chrono::NaiveDate::from_ymd_opt(2026, 11, 1).unwrap(),
        }];
    })
    .await;
    let user = app.onboarded("vars@example.com").await;
    let body = user.gql(ANALYZE, json!({ "t": TEMPLATE })).await.ok();
    let a = analysis(&body);
    let variables = a["template"]["variables"].as_array().unwrap();
    assert_eq!(
        variables
            .iter()
            .map(|v| v["name"].as_str().unwrap())
            .collect::<Vec<_>>(),
        ["count", "tone", "topic", "audience"]
    );
    assert_eq!(variables[0]["type"], "NUMBER");
    assert_eq!(variables[0]["default"], "3");
    assert_eq!(variables[1]["options"], json!(["formal", "casual"]));
    assert_eq!(variables[2]["required"], true);
    // Filling from the segments gives the prompt with the values.
    let filled: String = a["template"]["segments"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| match s["variable"].as_str() {
            Some("topic") => "tea".to_owned(),
            Some("audience") => "cafés".to_owned(),
            Some("count") => "3".to_owned(),
            Some("tone") => "casual".to_owned(),
            _ => s["text"].as_str().unwrap().to_owned(),
        })
        .collect();
    assert_eq!(filled, "Write 3 casual emails about tea for cafés.");
    assert_eq!(a["template"]["errors"], json!([]));

    // Advice: no output format (with a fix that adds one).
    let lint = a["lint"].as_array().unwrap();
    let format = lint
        .iter()
        .find(|f| f["rule"] == "no-output-format")
        .expect("flagged");
    assert_eq!(format["severity"], "INFO");
    let fixed = apply(TEMPLATE, &format["fix"]["edits"]);
    assert!(fixed.contains("Output format: a subject line"), "{fixed}");
    let again = user.gql(ANALYZE, json!({ "t": fixed })).await.ok();
    assert!(
        !analysis(&again)["lint"]
            .as_array()
            .unwrap()
            .iter()
            .any(|f| f["rule"] == "no-output-format")
    );

    // Tokens and cost on each of the operator's models: OpenAI's own tokenizer where it
    // knows the model, else the estimate; a cost only where the table has a price.
    // Every configured model once: the two to test, and the chat's (the generation model is
    // one of those to test).
    let models = a["models"].as_array().unwrap();
    let ids: Vec<&str> = models
        .iter()
        .map(|m| m["modelId"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["oa/gpt-4o-mini", "oa/local-llama", "oa/gpt-4o"]);
    let chat = &models[2];
    assert_eq!(chat["exact"], true, "OpenAI's tokenizer knows gpt-4o");
    assert_eq!(chat["runCostUsd"], Value::Null, "no price in the table");
    let mini = models
        .iter()
        .find(|m| m["modelId"] == "oa/gpt-4o-mini")
        .unwrap();
    assert_eq!(mini["exact"], true);
    assert!(mini["tokens"].as_u64().unwrap() > 10);
    assert!(mini["inputCostUsd"].as_f64().unwrap() > 0.0);
    assert!(mini["runCostUsd"].as_f64().unwrap() > mini["inputCostUsd"].as_f64().unwrap());
    let llama = models
        .iter()
        .find(|m| m["modelId"] == "oa/local-llama")
        .unwrap();
    assert_eq!(llama["exact"], false);
    assert_eq!(llama["tokens"], a["estimatedTokens"]);
    assert_eq!(llama["inputCostUsd"], Value::Null);

    // Filled values: a required variable left empty is flagged; the server fills too.
    let body = user
        .gql(
            ANALYZE,
            json!({ "t": TEMPLATE, "v": { "topic": "tea", "count": 5 } }),
        )
        .await
        .ok();
    let unfilled: Vec<&Value> = analysis(&body)["lint"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["rule"] == "unfilled-variable")
        .collect();
    assert_eq!(unfilled.len(), 1);
    assert!(
        unfilled[0]["message"]
            .as_str()
            .unwrap()
            .contains("{{audience}}")
    );
    let filled = user
        .gql(
            "query($t: String!, $v: JSON) { fillPrompt(text: $t, values: $v) { text errors { name message } } }",
            json!({ "t": TEMPLATE, "v": { "topic": "tea", "audience": "cafés", "count": 5 } }),
        )
        .await
        .ok();
    assert_eq!(
        filled["fillPrompt"]["text"],
        "Write 5 casual emails about tea for cafés."
    );
    let missing = user
        .gql(
            "query($t: String!, $v: JSON) { fillPrompt(text: $t, values: $v) { text errors { name message } } }",
            json!({ "t": TEMPLATE, "v": { "topic": "tea", "count": "many" } }),
        )
        .await
        .ok();
    assert_eq!(missing["fillPrompt"]["text"], Value::Null);
    let names: Vec<&str> = missing["fillPrompt"]["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["count", "audience"]);
}

#[tokio::test]
async fn a_one_off_task_gets_no_fix_that_adds_a_variable() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("task@example.com").await;
    let text = "Draft a newsletter about our autumn release";
    let ask = |plain: bool| {
        user.gql(
            "query($t: String!, $plain: Boolean!) { analyzePrompt(text: $t, plainText: $plain) { lint { rule fix { label edits { start end text } } } } }",
            json!({ "t": text, "plain": plain }),
        )
    };
    let fixes = |body: Value| -> Vec<(String, Option<String>)> {
        body["analyzePrompt"]["lint"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| ["no-audience", "no-length"].contains(&f["rule"].as_str().unwrap()))
            .map(|f| {
                let fixed = (!f["fix"].is_null()).then(|| apply(text, &f["fix"]["edits"]));
                (f["rule"].as_str().unwrap().to_owned(), fixed)
            })
            .collect()
    };
    let template = fixes(ask(false).await.ok());
    assert_eq!(template.len(), 2, "{template:?}");
    assert!(
        template
            .iter()
            .all(|(_, fixed)| fixed.as_deref().is_some_and(|f| f.contains("{{"))),
        "a saved prompt's fixes add variables: {template:?}"
    );
    let task = fixes(ask(true).await.ok());
    assert_eq!(
        task,
        [
            ("no-audience".to_owned(), None),
            (
                "no-length".to_owned(),
                Some(format!("{text}\n\nLength: about 300 words."))
            ),
        ]
    );
}

#[tokio::test]
async fn personal_data_is_flagged_with_places_javascript_can_use() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("pii@example.com").await;
    let text = "Résumé 😀: write to ann@example.com about the order.";
    let body = user
        .gql(ANALYZE, json!({ "t": text, "p": true }))
        .await
        .ok();
    let pii = analysis(&body)["lint"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["rule"] == "personal-data")
        .cloned()
        .expect("flagged");
    assert_eq!(pii["severity"], "WARNING");
    let units: Vec<u16> = text.encode_utf16().collect();
    let (start, end) = (
        pii["start"].as_u64().unwrap() as usize,
        pii["end"].as_u64().unwrap() as usize,
    );
    assert_eq!(
        String::from_utf16(&units[start..end]).unwrap(),
        "ann@example.com"
    );
    assert_eq!(
        apply(text, &pii["fix"]["edits"]),
        "Résumé 😀: write to [email address] about the order."
    );
    // This server sends prompts nowhere: by default nothing leaves, nothing is flagged.
    let body = user.gql(ANALYZE, json!({ "t": text })).await.ok();
    assert!(
        !analysis(&body)["lint"]
            .as_array()
            .unwrap()
            .iter()
            .any(|f| f["rule"] == "personal-data")
    );
}

#[tokio::test]
async fn variables_written_wrong_are_refused_with_their_places_unless_kept_as_plain_text() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("broken@example.com").await;
    let broken = "Hello {{name: colour}}\nand {{count: number = many}} and {{open";
    let body = user.gql(ANALYZE, json!({ "t": broken })).await.ok();
    let errors = analysis(&body)["template"]["errors"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(errors.len(), 3, "{errors:?}");
    assert_eq!(
        errors[0]["message"],
        "Line 1, column 15: \"colour\" is not a type: use text, long, number or options(…)"
    );
    assert_eq!(
        (errors[1]["line"].as_u64(), errors[1]["column"].as_u64()),
        (Some(2), Some(5))
    );
    assert!(
        errors[2]["message"]
            .as_str()
            .unwrap()
            .contains("never closed")
    );
    assert_eq!(analysis(&body)["template"]["variables"], json!([]));

    let refused = user.gql(SAVE, json!({ "t": broken })).await;
    assert_eq!(refused.code(), "BAD_USER_INPUT");
    assert_eq!(refused.field(), "text");
    assert!(
        refused.message().starts_with("Line 1, column 15:"),
        "{}",
        refused.message()
    );
    assert_eq!(
        refused.body["errors"][0]["extensions"]["details"]
            .as_array()
            .unwrap()
            .len(),
        3
    );
    let none = user
        .gql("{ searchSavedPrompts(query: \"hello\") { id } }", json!({}))
        .await
        .ok();
    assert_eq!(none["searchSavedPrompts"], json!([]), "nothing was saved");

    let kept = user.gql(SAVE, json!({ "t": broken, "k": true })).await.ok();
    assert_eq!(kept["savePrompt"]["text"], broken);
    assert_eq!(kept["savePrompt"]["template"]["variables"], json!([]));
    assert_eq!(
        kept["savePrompt"]["template"]["errors"]
            .as_array()
            .unwrap()
            .len(),
        3
    );
    // An edit to a broken text is refused the same way.
    let edit = user
        .gql(
            "mutation($id: ID!) { updateSavedPrompt(id: $id, text: \"{{x: nope}}\") { id } }",
            json!({ "id": kept["savePrompt"]["id"] }),
        )
        .await;
    assert_eq!(edit.code(), "BAD_USER_INPUT");
}

#[tokio::test]
async fn variables_show_in_the_library_search_export_and_shared_prompts() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("library-vars@example.com").await;
    let saved = user.gql(SAVE, json!({ "t": TEMPLATE })).await.ok();
    let id = saved["savePrompt"]["id"].clone();
    assert_eq!(
        saved["savePrompt"]["template"]["variables"][1]["type"],
        "OPTIONS"
    );
    user.gql(SAVE, json!({ "t": "A plain prompt about tone and topic." }))
        .await
        .ok();

    // Search by variable: only the prompt that declares it, even with no words.
    let found = user
        .gql(
            "{ searchSavedPrompts(query: \"\", variable: \"tone\") { id } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(found["searchSavedPrompts"], json!([{ "id": id }]));
    let none = user
        .gql(
            "{ searchSavedPrompts(query: \"emails\", variable: \"colour\") { id } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(none["searchSavedPrompts"], json!([]));

    // The export lists them and keeps the text; an import brings them back.
    let export = user.gql("{ exportLibrary }", json!({})).await.ok()["exportLibrary"]
        .as_str()
        .unwrap()
        .to_owned();
    let file: Value = serde_json::from_str(&export).unwrap();
    let prompt = file["folders"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|f| f["prompts"].as_array().unwrap())
        .find(|p| p["text"] == TEMPLATE)
        .unwrap();
    assert_eq!(
        prompt["variables"][1],
        json!({ "name": "tone", "type": "options", "options": ["formal", "casual"], "default": "casual" })
    );
    let other = app.onboarded("importer@example.com").await;
    other
        .gql(
            "mutation($j: String!) { importLibrary(json: $j) { prompts } }",
            json!({ "j": export }),
        )
        .await
        .ok();
    let imported = other
        .gql(
            "{ searchSavedPrompts(query: \"emails\", variable: \"topic\") { text template { variables { name } } } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(imported["searchSavedPrompts"][0]["text"], TEMPLATE);
    assert_eq!(
        imported["searchSavedPrompts"][0]["template"]["variables"]
            .as_array()
            .unwrap()
            .len(),
        4
    );

    // A visitor of a shared prompt gets its form.
    let share = user
        .gql(
            "mutation($i: ID!) { createShareLink(shareType: PROMPT, itemId: $i, name: \"Template\") { id } }",
            json!({ "i": id }),
        )
        .await
        .ok();
    let visitor = app.browser();
    let shared = visitor
        .gql(
            "query($id: ID!) { sharedItem(id: $id) { prompts { template { variables { name type required } segments { text variable } } } } }",
            json!({ "id": share["createShareLink"]["id"] }),
        )
        .await
        .ok();
    let template = &shared["sharedItem"]["prompts"][0]["template"];
    assert_eq!(template["variables"].as_array().unwrap().len(), 4);
    assert_eq!(template["segments"][1]["variable"], "count");
}

#[tokio::test]
async fn a_context_genie_fills_the_variables_it_names_and_only_its_owner_may_use_it() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("genie-vars@example.com").await;
    let genie = user
        .gql(
            "mutation { createUserContext(name: \"Cafés\", content: \"We supply cafés.\\naudience: café owners\\ntone: formal\") { id } }",
            json!({}),
        )
        .await
        .ok()["createUserContext"]["id"]
        .clone();
    let body = user
        .gql(
            ANALYZE,
            json!({ "t": TEMPLATE, "c": genie, "v": { "topic": "tea" } }),
        )
        .await
        .ok();
    let a = analysis(&body);
    assert_eq!(
        a["contextValues"],
        json!({ "audience": "café owners", "tone": "formal" })
    );
    // With the Genie's values, nothing is left unfilled.
    assert!(
        !a["lint"]
            .as_array()
            .unwrap()
            .iter()
            .any(|f| f["rule"] == "unfilled-variable")
    );
    let filled = user
        .gql(
            "query($t: String!, $c: ID) { fillPrompt(text: $t, values: { topic: \"tea\", tone: \"casual\" }, contextId: $c) { text } }",
            json!({ "t": TEMPLATE, "c": genie }),
        )
        .await
        .ok();
    assert_eq!(
        filled["fillPrompt"]["text"], "Write 3 casual emails about tea for café owners.",
        "the user's own values come first"
    );
    let other = app.onboarded("not-my-genie@example.com").await;
    let refused = other
        .gql(ANALYZE, json!({ "t": TEMPLATE, "c": genie }))
        .await;
    assert_eq!(refused.code(), "NOT_FOUND");
}
