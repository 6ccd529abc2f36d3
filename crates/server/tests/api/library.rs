//! The library and sharing over the API: Free limits (15 prompts, 3 open folders), atomic
//! saves, another user refused everywhere, versions, search, import/export, and share links
//! (LINK_ONLY, the gallery, revoking, view counting, link previews, embeds).

use serde_json::{Value, json};

use crate::{
    billing::buy,
    helpers::{Browser, TestApp},
};

const FOLDERS: &str = "{ folders { id name locked lockReason isDefault promptCount } }";
const SAVE: &str = "mutation($i: SavePromptInputGql!) { savePrompt(input: $i) { id folderId title text tags generator tier } }";
const CREATE_FOLDER: &str = "mutation($n: String!) { createFolder(name: $n) { id name locked } }";
const SHARE: &str = "mutation($t: ShareType!, $i: ID, $n: String!, $a: AccessLevel, $in: String, $g: String) { createShareLink(shareType: $t, itemId: $i, name: $n, accessLevel: $a, inputText: $in, generatedPrompt: $g) { id url embedUrl slug accessLevel viewCount description prompts { title text } folders { name prompts { title } } } }";

async fn folders(browser: &Browser) -> Vec<Value> {
    browser.gql(FOLDERS, json!({})).await.ok()["folders"]
        .as_array()
        .unwrap()
        .clone()
}

async fn save(browser: &Browser, input: Value) -> crate::helpers::Gql {
    browser.gql(SAVE, json!({ "i": input })).await
}

async fn create_folder(browser: &Browser, name: &str) -> Value {
    browser.gql(CREATE_FOLDER, json!({ "n": name })).await.ok()["createFolder"].clone()
}

#[tokio::test]
async fn a_free_library_keeps_fifteen_prompts_and_the_sixteenth_is_refused() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("ada@example.com").await;
    let list = folders(&ada).await;
    let names: Vec<_> = list.iter().map(|f| f["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["SUPER Prompts", "Extension Prompts"]);
    assert!(
        list.iter()
            .all(|f| f["isDefault"] == true && f["locked"] == false)
    );

    for n in 1..=15 {
        let saved = save(&ada, json!({ "title": format!("Prompt {n}"), "text": "Act as an editor.", "generator": "PRIMER", "tags": ["Writing"] }))
            .await
            .ok();
        assert_eq!(
            saved["savePrompt"]["folderId"], list[0]["id"],
            "the default folder"
        );
        // The generator is stored typed and read back as the same enum value.
        assert_eq!(saved["savePrompt"]["generator"], "PRIMER");
    }
    let refused = save(&ada, json!({ "title": "Sixteenth", "text": "x" })).await;
    assert_eq!(refused.code(), "PLAN_LIMIT");
    assert!(
        refused.message().contains("up to 15 saved prompts"),
        "{}",
        refused.message()
    );
    assert_eq!(
        app.store
            .saved_prompt_count(&user_id(&ada).await)
            .await
            .unwrap(),
        15
    );
    let first = &folders(&ada).await[0];
    assert_eq!(first["promptCount"], 15);

    // An upgrade lifts the limit at once.
    buy(&ada, "PRO").await;
    save(&ada, json!({ "title": "Sixteenth", "text": "x" }))
        .await
        .ok();
}

async fn user_id(browser: &Browser) -> String {
    browser.me().await.ok()["me"]["id"]
        .as_str()
        .unwrap()
        .to_owned()
}

const USAGE: &str = "{ libraryUsage { plan folders folderLimit foldersLeft visiblePrompts lockedPrompts promptLimit promptsLeft } }";

async fn usage(browser: &Browser) -> Value {
    browser.gql(USAGE, json!({})).await.ok()["libraryUsage"].clone()
}

async fn set_plan(app: &TestApp, browser: &Browser, plan: domain::plan::PlanName) {
    app.store
        .set_plan(&user_id(browser).await, plan, chrono::Utc::now())
        .await
        .unwrap();
}

#[tokio::test]
async fn a_free_user_may_not_make_a_folder_that_would_lock_another() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("ada@example.com").await;
    assert_eq!(
        usage(&ada).await,
        json!({ "plan": "FREE", "folders": 2, "folderLimit": 3, "foldersLeft": 1, "visiblePrompts": 0, "lockedPrompts": 0, "promptLimit": 15, "promptsLeft": 15 })
    );
    let creative = create_folder(&ada, "Creative").await;
    save(
        &ada,
        json!({ "folderId": creative["id"], "title": "Poem", "text": "x" }),
    )
    .await
    .ok();
    assert_eq!(usage(&ada).await["foldersLeft"], 0);

    // "Misc" would be the newest and push "Creative" (and its prompt) out of reach: refused.
    let refused = ada.gql(CREATE_FOLDER, json!({ "n": "Misc" })).await;
    assert_eq!(refused.code(), "PLAN_LIMIT");
    assert!(
        refused.message().contains("would lock") && refused.message().contains("upgrade"),
        "{}",
        refused.message()
    );
    let list = folders(&ada).await;
    assert_eq!(list.len(), 3);
    assert!(list.iter().all(|f| f["locked"] == false));

    // Two at once can't both pass either (a fresh user has one folder left).
    let bob = app.onboarded("bob@example.com").await;
    let (one, two) = tokio::join!(
        bob.gql(CREATE_FOLDER, json!({ "n": "One" })),
        bob.gql(CREATE_FOLDER, json!({ "n": "Two" }))
    );
    let codes: Vec<_> = [&one, &two]
        .iter()
        .map(|g| g.body["errors"][0]["extensions"]["code"].clone())
        .collect();
    assert!(
        codes.contains(&json!("PLAN_LIMIT")) && codes.contains(&Value::Null),
        "one made, one refused: {codes:?}"
    );
    assert_eq!(folders(&bob).await.len(), 3);

    // Copying a shared folder may not make one either.
    let carol = app.onboarded("carol@example.com").await;
    let shared = create_folder(&carol, "Shared").await;
    save(
        &carol,
        json!({ "folderId": shared["id"], "title": "S", "text": "x" }),
    )
    .await
    .ok();
    let link = carol
        .gql(
            SHARE,
            json!({ "t": "FOLDER", "i": shared["id"], "n": "Shared", "a": "PUBLIC" }),
        )
        .await
        .ok()["createShareLink"]
        .clone();
    let copy = ada
        .gql(
            "mutation($id: ID!) { saveSharedItem(id: $id) { title } }",
            json!({ "id": link["id"] }),
        )
        .await;
    assert_eq!(copy.code(), "PLAN_LIMIT");
    assert_eq!(folders(&ada).await.len(), 3);

    // An upgrade lifts the limit.
    buy(&ada, "PRO").await;
    assert_eq!(usage(&ada).await["foldersLeft"], Value::Null);
    create_folder(&ada, "Misc").await;
}

#[tokio::test]
async fn the_fourth_folder_is_locked_on_free_and_opens_after_an_upgrade() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("ada@example.com").await;
    // Folders made on a paid plan stay after a downgrade: the spec's order locks the oldest.
    set_plan(&app, &ada, domain::plan::PlanName::Pro).await;
    let old = create_folder(&ada, "Old").await;
    let saved = save(
        &ada,
        json!({ "folderId": old["id"], "title": "Kept", "text": "x" }),
    )
    .await
    .ok();
    let prompt_id = saved["savePrompt"]["id"].clone();
    save(&ada, json!({ "title": "Open", "text": "x" }))
        .await
        .ok();
    create_folder(&ada, "New").await;
    set_plan(&app, &ada, domain::plan::PlanName::Free).await;
    // A newer folder comes first after the defaults, so "Old" is the 4th and locked.
    let list = folders(&ada).await;
    let names: Vec<_> = list.iter().map(|f| f["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["SUPER Prompts", "Extension Prompts", "New", "Old"]);
    assert_eq!(list[3]["locked"], true);
    assert_eq!(list[3]["lockReason"], "Upgrade to access this folder");
    // The counter counts what Ada can see and says how many are locked.
    let used = usage(&ada).await;
    assert_eq!(used["visiblePrompts"], 1);
    assert_eq!(used["lockedPrompts"], 1);
    assert_eq!(used["promptsLeft"], 13);
    assert_eq!(used["foldersLeft"], 0);

    // Locked means locked through the API too: reading, writing and searching.
    let read = ada
        .gql(
            "query($f: ID!) { savedPrompts(folderId: $f) { total } }",
            json!({ "f": old["id"] }),
        )
        .await;
    assert_eq!(read.code(), "PLAN_LIMIT");
    assert_eq!(read.message(), "Upgrade to access this folder");
    let one = ada
        .gql(
            "query($id: ID!) { savedPrompt(id: $id) { title } }",
            json!({ "id": prompt_id }),
        )
        .await;
    assert_eq!(one.code(), "PLAN_LIMIT");
    let write = save(
        &ada,
        json!({ "folderId": old["id"], "title": "No", "text": "x" }),
    )
    .await;
    assert_eq!(write.code(), "PLAN_LIMIT");
    let found = ada
        .gql("{ searchSavedPrompts(query: \"kept\") { id } }", json!({}))
        .await
        .ok();
    assert_eq!(found["searchSavedPrompts"], json!([]));

    buy(&ada, "PRO").await;
    let list = folders(&ada).await;
    assert!(list.iter().all(|f| f["locked"] == false));
    let read = ada
        .gql(
            "query($f: ID!) { savedPrompts(folderId: $f) { total items { title } } }",
            json!({ "f": old["id"] }),
        )
        .await
        .ok();
    assert_eq!(read["savedPrompts"]["total"], 1);
}

#[tokio::test]
async fn concurrent_saves_never_pass_the_free_limit() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("ada@example.com").await;
    folders(&ada).await;
    let attempts = (0..24).map(|n| save(&ada, json!({ "title": format!("P{n}"), "text": "x" })));
    let results = futures::future::join_all(attempts).await;
    let saved = results
        .iter()
        .filter(|r| r.body.get("errors").is_none())
        .count();
    let refused: Vec<_> = results
        .iter()
        .filter(|r| r.body.get("errors").is_some())
        .collect();
    assert_eq!(saved, 15);
    assert!(refused.iter().all(|r| r.code() == "PLAN_LIMIT"));
    assert_eq!(
        app.store
            .saved_prompt_count(&user_id(&ada).await)
            .await
            .unwrap(),
        15
    );
}

#[tokio::test]
async fn another_user_cannot_read_edit_share_or_delete_my_library() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("ada@example.com").await;
    let eve = app.onboarded("eve@example.com").await;
    let folder = create_folder(&ada, "Secret").await;
    let prompt = save(
        &ada,
        json!({ "folderId": folder["id"], "title": "Mine", "text": "private" }),
    )
    .await
    .ok()["savePrompt"]
        .clone();
    let ids = json!({ "f": folder["id"], "p": prompt["id"] });

    for query in [
        "query($f: ID!) { folder(id: $f) { name } }",
        "query($f: ID!) { savedPrompts(folderId: $f) { total } }",
        "query($p: ID!) { savedPrompt(id: $p) { text } }",
        "query($p: ID!) { promptVersions(promptId: $p) { id } }",
        "mutation($f: ID!) { renameFolder(id: $f, name: \"Mine now\") { id } }",
        "mutation($f: ID!) { deleteFolder(id: $f, deletePrompts: true) }",
        "mutation($p: ID!) { updateSavedPrompt(id: $p, text: \"changed\") { id } }",
        "mutation($p: ID!) { deleteSavedPrompt(id: $p) }",
        "mutation($f: ID!, $p: ID!) { moveSavedPrompt(id: $p, folderId: $f) { id } }",
        "mutation($p: ID!) { createShareLink(shareType: PROMPT, itemId: $p, name: \"x\") { id } }",
        "mutation($f: ID!) { createShareLink(shareType: FOLDER, itemId: $f, name: \"x\") { id } }",
    ] {
        let refused = eve.gql(query, ids.clone()).await;
        assert_eq!(refused.code(), "NOT_FOUND", "{query}: {}", refused.body);
    }
    let theirs = save(
        &eve,
        json!({ "folderId": folder["id"], "title": "In", "text": "x" }),
    )
    .await;
    assert_eq!(theirs.code(), "NOT_FOUND");
    let found = eve
        .gql(
            "{ searchSavedPrompts(query: \"private\") { id } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(found["searchSavedPrompts"], json!([]));

    // Ada's library is untouched, and a guest is refused outright.
    let mine = ada
        .gql(
            "query($p: ID!) { savedPrompt(id: $p) { text } }",
            json!({ "p": prompt["id"] }),
        )
        .await
        .ok();
    assert_eq!(mine["savedPrompt"]["text"], "private");
    let guest = app.browser().gql(FOLDERS, json!({})).await;
    assert_eq!(guest.code(), "UNAUTHENTICATED");

    // Share links are revoked by their owner only.
    let link = ada
        .gql(
            SHARE,
            json!({ "t": "PROMPT", "i": prompt["id"], "n": "Mine" }),
        )
        .await
        .ok()["createShareLink"]
        .clone();
    let revoke = eve
        .gql(
            "mutation($id: ID!) { revokeShareLink(id: $id) }",
            json!({ "id": link["id"] }),
        )
        .await;
    assert_eq!(revoke.code(), "NOT_FOUND");
    let listed = eve.gql("{ myShareLinks { id } }", json!({})).await.ok();
    assert_eq!(listed["myShareLinks"], json!([]));
}

#[tokio::test]
async fn edits_keep_versions_with_a_diff_and_any_version_restores() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("ada@example.com").await;
    let id = save(
        &ada,
        json!({ "title": "Email", "text": "Role: writer\nTone: formal", "tags": ["mail"] }),
    )
    .await
    .ok()["savePrompt"]["id"]
        .clone();
    let edit = "mutation($id: ID!, $t: String!) { updateSavedPrompt(id: $id, text: $t) { text } }";
    ada.gql(
        edit,
        json!({ "id": id, "t": "Role: writer\nTone: friendly" }),
    )
    .await
    .ok();
    ada.gql(
        edit,
        json!({ "id": id, "t": "Role: editor\nTone: friendly" }),
    )
    .await
    .ok();

    let versions = ada
        .gql(
            "query($id: ID!) { promptVersions(promptId: $id) { id text tags diff { outcome message lines { kind text } } } }",
            json!({ "id": id }),
        )
        .await
        .ok()["promptVersions"]
        .clone();
    let versions = versions.as_array().unwrap();
    assert_eq!(versions.len(), 2);
    assert_eq!(versions[1]["text"], "Role: writer\nTone: formal");
    // An edit that names no tags keeps them, and a version keeps the tags it had.
    assert_eq!(versions[0]["tags"], json!(["mail"]));
    assert_eq!(versions[1]["tags"], json!(["mail"]));
    assert_eq!(
        versions[1]["diff"],
        json!({
            "outcome": "COMPARED",
            "message": null,
            "lines": [
                { "kind": "REMOVED", "text": "Role: writer" },
                { "kind": "REMOVED", "text": "Tone: formal" },
                { "kind": "ADDED", "text": "Role: editor" },
                { "kind": "ADDED", "text": "Tone: friendly" },
            ]
        })
    );
    let restored = ada
        .gql("mutation($p: ID!, $v: ID!) { restorePromptVersion(promptId: $p, versionId: $v) { text } }", json!({ "p": id, "v": versions[1]["id"] }))
        .await
        .ok();
    assert_eq!(
        restored["restorePromptVersion"]["text"],
        "Role: writer\nTone: formal"
    );
    let count = ada
        .gql(
            "query($id: ID!) { promptVersions(promptId: $id) { id } }",
            json!({ "id": id }),
        )
        .await
        .ok()["promptVersions"]
        .as_array()
        .unwrap()
        .len();
    assert_eq!(count, 3, "the restore kept what it replaced");
}

/// Saves a prompt of `lines` lines of "a" and edits every line to "b": the worst case of a line
/// diff. Returns the prompt id.
async fn edited_everywhere(browser: &Browser, lines: usize) -> Value {
    let id = save(
        browser,
        json!({ "title": "Huge", "text": vec!["a"; lines].join("\n") }),
    )
    .await
    .ok()["savePrompt"]["id"]
        .clone();
    browser
        .gql(
            "mutation($id: ID!, $t: String!) { updateSavedPrompt(id: $id, text: $t) { id } }",
            json!({ "id": id, "t": vec!["b"; lines].join("\n") }),
        )
        .await
        .ok();
    id
}

const VERSIONS_WITH_DIFF: &str = "query($id: ID!) { promptVersions(promptId: $id) { id diff { outcome message lines { kind } } } }";

// Two runtime workers, as on a 2-core server: a diff computed on the runtime would stall both.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_huge_prompt_is_too_large_to_compare_and_never_stalls_the_server() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("huge@example.com").await;
    // 25,000 lines: the most the 50,000-character text limit allows.
    let id = edited_everywhere(&ada, 25_000).await;

    // Listing versions without their diff compares nothing.
    let asked = app.app.version_comparisons_asked();
    let listed = ada
        .gql(
            "query($id: ID!) { promptVersions(promptId: $id) { id text } }",
            json!({ "id": id }),
        )
        .await
        .ok();
    assert_eq!(listed["promptVersions"].as_array().unwrap().len(), 1);
    assert_eq!(app.app.version_comparisons_asked(), asked);

    // Asking for it, from several tabs at once, while a health check comes in.
    let started = std::time::Instant::now();
    let diffs =
        futures::future::join_all((0..4).map(|_| ada.gql(VERSIONS_WITH_DIFF, json!({ "id": id }))));
    let health = async {
        let asked_at = std::time::Instant::now();
        let status = reqwest::get(format!("{}/healthz", app.address))
            .await
            .unwrap()
            .status();
        (status, asked_at.elapsed())
    };
    let (diffs, (health, health_took)) = tokio::join!(diffs, health);
    assert_eq!(health, 200);
    assert!(
        health_took < std::time::Duration::from_secs(1),
        "{health_took:?}"
    );
    for answer in diffs {
        let diff = answer.ok()["promptVersions"][0]["diff"].clone();
        assert_eq!(diff["outcome"], "TOO_LARGE");
        assert_eq!(diff["lines"], json!([]));
        assert!(
            diff["message"]
                .as_str()
                .unwrap()
                .contains("Too large to compare"),
            "{diff}"
        );
    }
    assert!(
        started.elapsed() < std::time::Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(app.app.version_comparisons_asked(), asked + 4);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_worst_comparison_under_the_cap_ends_by_its_deadline() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("cap@example.com").await;
    // Every line changed, at the line cap: about 65 ms in a release build; in a slow (debug)
    // build it may run into its 250 ms deadline instead. Either way it ends in time.
    let id = edited_everywhere(&ada, domain::library::DIFF_MAX_LINES).await;
    let started = std::time::Instant::now();
    let answer = ada.gql(VERSIONS_WITH_DIFF, json!({ "id": id })).await.ok();
    let took = started.elapsed();
    let diff = &answer["promptVersions"][0]["diff"];
    match diff["outcome"].as_str().unwrap() {
        "COMPARED" => assert_eq!(
            diff["lines"].as_array().unwrap().len(),
            2 * domain::library::DIFF_MAX_LINES
        ),
        "TIMED_OUT" => assert!(diff["message"].as_str().unwrap().contains("too long")),
        other => panic!("unexpected outcome {other}"),
    }
    assert!(took < std::time::Duration::from_secs(2), "{took:?}");
}

#[tokio::test]
async fn search_ranks_the_matching_prompt_first_and_filters_by_tag() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("ada@example.com").await;
    buy(&ada, "PRO").await;
    save(&ada, json!({ "title": "Meeting notes", "text": "Summarise the call. Mention the email follow-up." })).await.ok();
    let best = save(&ada, json!({ "title": "Cold email to a CTO", "text": "Write a cold email about our API.", "tags": ["sales"] })).await.ok()["savePrompt"]["id"].clone();
    save(
        &ada,
        json!({ "title": "Haiku", "text": "Write a haiku about autumn." }),
    )
    .await
    .ok();
    let found = ada
        .gql(
            "{ searchSavedPrompts(query: \"cold email\") { id title } }",
            json!({}),
        )
        .await
        .ok()["searchSavedPrompts"]
        .clone();
    assert_eq!(found.as_array().unwrap().len(), 1);
    let found = ada
        .gql(
            "{ searchSavedPrompts(query: \"email\") { id title } }",
            json!({}),
        )
        .await
        .ok()["searchSavedPrompts"]
        .clone();
    assert_eq!(found.as_array().unwrap().len(), 2);
    assert_eq!(found[0]["id"], best);
    let tagged = ada
        .gql(
            "{ searchSavedPrompts(query: \"write\", tag: \"#Sales\") { id } }",
            json!({}),
        )
        .await
        .ok();
    assert_eq!(tagged["searchSavedPrompts"], json!([{ "id": best }]));
    let tags = ada
        .gql("{ libraryTags { tag promptCount } }", json!({}))
        .await
        .ok();
    assert_eq!(
        tags["libraryTags"],
        json!([{ "tag": "sales", "promptCount": 1 }])
    );
}

#[tokio::test]
async fn an_export_imports_back_into_an_identical_library() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("ada@example.com").await;
    buy(&ada, "PRO").await;
    let work = create_folder(&ada, "Work").await;
    let id = save(&ada, json!({ "folderId": work["id"], "title": "Brief", "text": "Line 1\nLine 2 with ```code```", "description": "a brief", "generator": "MASTERMIND", "tags": ["docs", "team"] })).await.ok()["savePrompt"]["id"].clone();
    ada.gql(
        "mutation($id: ID!) { updateSavedPrompt(id: $id, title: \"Brief v2\") { id } }",
        json!({ "id": id }),
    )
    .await
    .ok();
    save(
        &ada,
        json!({ "title": "Plain", "text": "Hello <b>world</b>" }),
    )
    .await
    .ok();
    let export = ada.gql("{ exportLibrary }", json!({})).await.ok()["exportLibrary"]
        .as_str()
        .unwrap()
        .to_owned();

    let bob = app.onboarded("bob@example.com").await;
    buy(&bob, "PRO").await;
    let imported = bob
        .gql(
            "mutation($j: String!) { importLibrary(json: $j) { folders prompts } }",
            json!({ "j": export }),
        )
        .await
        .ok();
    assert_eq!(
        imported["importLibrary"],
        json!({ "folders": 3, "prompts": 2 })
    );
    let again = bob.gql("{ exportLibrary }", json!({})).await.ok()["exportLibrary"]
        .as_str()
        .unwrap()
        .to_owned();
    let strip = |text: &str| {
        let mut value: Value = serde_json::from_str(text).unwrap();
        value.as_object_mut().unwrap().remove("exportedAt");
        value
    };
    // Bob's default folders were made before the import, so only their dates differ.
    let (mut a, mut b) = (strip(&export), strip(&again));
    for v in [&mut a, &mut b] {
        for folder in v["folders"].as_array_mut().unwrap() {
            if folder["name"] != "Work" {
                folder.as_object_mut().unwrap().remove("createdAt");
            }
        }
    }
    assert_eq!(a, b);
    assert!(a["folders"][2]["prompts"][0]["versions"][0]["title"] == "Brief");
    // The typed generator goes out by its name and comes back in as the same generator.
    assert_eq!(a["folders"][2]["prompts"][0]["generator"], "MASTERMIND");

    let markdown = ada
        .gql("{ exportLibrary(format: MARKDOWN) }", json!({}))
        .await
        .ok()["exportLibrary"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(markdown.contains("## Work\n"), "{markdown}");
    assert!(markdown.contains("### Brief v2\n"), "{markdown}");
    assert!(
        markdown.contains("````text\nLine 1\nLine 2 with ```code```\n````"),
        "{markdown}"
    );

    // Bad files change nothing.
    for bad in [
        "not json",
        "{\"format\":\"other\",\"version\":1,\"exportedAt\":\"2026-01-01T00:00:00Z\",\"folders\":[]}",
    ] {
        let refused = bob
            .gql(
                "mutation($j: String!) { importLibrary(json: $j) { prompts } }",
                json!({ "j": bad }),
            )
            .await;
        assert_eq!(refused.code(), "BAD_USER_INPUT");
    }
    // A Free library takes what fits in its 15 and says what was left out.
    let carol = app.onboarded("carol@example.com").await;
    let mut big: Value = serde_json::from_str(&export).unwrap();
    let prompt = big["folders"][2]["prompts"][0].clone();
    big["folders"][2]["prompts"] = Value::Array(vec![prompt; 16]);
    let partial = carol
        .gql(IMPORT, json!({ "j": big.to_string() }))
        .await
        .ok()["importLibrary"]
        .clone();
    assert_eq!(partial["prompts"], 15);
    assert_eq!(partial["skipped"], 2);
    assert_eq!(
        partial["notes"],
        json!([{ "folder": "Work", "prompts": 2, "reason": "PROMPT_LIMIT", "movedTo": null, "message": "2 prompts of \"Work\" left out: the Free plan keeps up to 15 saved prompts." }])
    );
    assert_eq!(
        app.store
            .saved_prompt_count(&user_id(&carol).await)
            .await
            .unwrap(),
        15
    );
}

const IMPORT: &str = "mutation($j: String!) { importLibrary(json: $j) { folders prompts skipped notes { folder prompts reason movedTo message } } }";

#[tokio::test]
async fn a_free_user_imports_their_own_export_into_open_folders() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("ada@example.com").await;
    // Made on a paid plan; after the downgrade "Creative" is the 4th folder and locked.
    set_plan(&app, &ada, domain::plan::PlanName::Pro).await;
    let creative = create_folder(&ada, "Creative").await;
    save(
        &ada,
        json!({ "folderId": creative["id"], "title": "Poem", "text": "Write a poem." }),
    )
    .await
    .ok();
    let misc = create_folder(&ada, "Misc").await;
    save(
        &ada,
        json!({ "folderId": misc["id"], "title": "List", "text": "Make a list." }),
    )
    .await
    .ok();
    save(
        &ada,
        json!({ "title": "Cold email", "text": "Write a cold email." }),
    )
    .await
    .ok();
    set_plan(&app, &ada, domain::plan::PlanName::Free).await;
    let export = ada.gql("{ exportLibrary }", json!({})).await.ok()["exportLibrary"]
        .as_str()
        .unwrap()
        .to_owned();

    let back = ada.gql(IMPORT, json!({ "j": export })).await.ok()["importLibrary"].clone();
    assert_eq!(back["prompts"], 3);
    assert_eq!(back["skipped"], 0);
    assert_eq!(
        back["notes"],
        json!([{ "folder": "Creative", "prompts": 1, "reason": "LOCKED_FOLDER", "movedTo": "SUPER Prompts", "message": "Your folder \"Creative\" is locked on the Free plan: its 1 prompt went into \"SUPER Prompts\"." }])
    );
    let list = folders(&ada).await;
    let names: Vec<_> = list.iter().map(|f| f["name"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        ["SUPER Prompts", "Extension Prompts", "Misc", "Creative"]
    );
    assert_eq!(list[0]["promptCount"], 3);
    assert_eq!(list[2]["promptCount"], 2);
    assert_eq!(list[3]["promptCount"], 1, "the locked folder is as it was");

    // A fresh Free library makes "Misc" (its one folder left); "Creative" would lock it.
    let bob = app.onboarded("bob@example.com").await;
    let fresh = bob.gql(IMPORT, json!({ "j": export })).await.ok()["importLibrary"].clone();
    assert_eq!(fresh["prompts"], 3);
    assert_eq!(fresh["folders"], 3);
    assert_eq!(fresh["notes"][0]["reason"], "FOLDER_LIMIT");
    assert_eq!(fresh["notes"][0]["movedTo"], "SUPER Prompts");
    let list = folders(&bob).await;
    assert_eq!(list.len(), 3);
    assert!(list.iter().all(|f| f["locked"] == false));

    // A malformed file says which prompt is wrong, in plain words, and imports nothing.
    let mut broken: Value = serde_json::from_str(&export).unwrap();
    let poem = broken["folders"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .find(|f| f["name"] == "Creative")
        .unwrap();
    poem["prompts"][0]
        .as_object_mut()
        .unwrap()
        .remove("createdAt");
    let refused = bob.gql(IMPORT, json!({ "j": broken.to_string() })).await;
    assert_eq!(refused.code(), "BAD_USER_INPUT");
    assert_eq!(
        refused.message(),
        "Prompt 1 (\"Poem\") in folder \"Creative\" has no createdAt date."
    );
    for (bad, said) in [
        (
            "not json",
            "The file is not a Superprompt export: it is not valid JSON",
        ),
        (
            "[1, 2]",
            "The file is not a Superprompt export: it holds no library.",
        ),
    ] {
        let refused = bob.gql(IMPORT, json!({ "j": bad })).await;
        assert_eq!(refused.code(), "BAD_USER_INPUT");
        assert!(refused.message().starts_with(said), "{}", refused.message());
        assert!(
            !refused.message().contains("column"),
            "{}",
            refused.message()
        );
    }
    assert_eq!(
        app.store
            .saved_prompt_count(&user_id(&bob).await)
            .await
            .unwrap(),
        3,
        "nothing more was imported"
    );
}

#[tokio::test]
async fn link_only_shares_open_by_link_only_and_a_revoked_link_is_gone() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("ada@example.com").await;
    let prompt = save(
        &ada,
        json!({ "title": "Cold email", "text": "Write a cold email." }),
    )
    .await
    .ok()["savePrompt"]
        .clone();
    let hidden = ada
        .gql(
            SHARE,
            json!({ "t": "PROMPT", "i": prompt["id"], "n": "Cold email" }),
        )
        .await
        .ok()["createShareLink"]
        .clone();
    assert_eq!(hidden["accessLevel"], "LINK_ONLY");
    assert_eq!(hidden["slug"], "cold-email");
    assert!(
        hidden["id"].as_str().unwrap().len() >= 22,
        "128 random bits"
    );
    assert!(hidden["url"].as_str().unwrap().ends_with(&format!(
        "/share/cold-email/{}",
        hidden["id"].as_str().unwrap()
    )));
    let public = ada.gql(SHARE, json!({ "t": "PROMPT", "n": "Launch tweet", "a": "PUBLIC", "in": "tweet about launch", "g": "Write a tweet." })).await.ok()["createShareLink"].clone();
    assert_eq!(public["prompts"][0]["text"], "Write a tweet.");

    let guest = app.browser();
    let opened = guest
        .gql(
            "query($id: ID!) { sharedItem(id: $id) { name prompts { text } } }",
            json!({ "id": hidden["id"] }),
        )
        .await
        .ok();
    assert_eq!(
        opened["sharedItem"]["prompts"][0]["text"],
        "Write a cold email."
    );
    let gallery = guest
        .gql("{ publicGallery { total items { id name } } }", json!({}))
        .await
        .ok();
    assert_eq!(gallery["publicGallery"]["total"], 1);
    assert_eq!(gallery["publicGallery"]["items"][0]["id"], public["id"]);
    let searched = guest
        .gql("{ publicGallery(query: \"tweet\") { total } }", json!({}))
        .await
        .ok();
    assert_eq!(searched["publicGallery"]["total"], 1);

    // The page: /share/{id} redirects to the canonical URL, which is noindex for LINK_ONLY.
    let id = hidden["id"].as_str().unwrap();
    let redirect = guest.get(&format!("/share/{id}")).await;
    assert_eq!(redirect.status(), 308);
    assert_eq!(
        redirect.headers()["location"],
        format!("/share/cold-email/{id}")
    );
    let page = guest.get(&format!("/share/cold-email/{id}")).await;
    assert_eq!(page.status(), 200);
    assert_eq!(page.headers()["x-robots-tag"], "noindex");
    let public_page = guest
        .get(&format!(
            "/share/launch-tweet/{}",
            public["id"].as_str().unwrap()
        ))
        .await;
    assert!(public_page.headers().get("x-robots-tag").is_none());

    ada.gql(
        "mutation($id: ID!) { revokeShareLink(id: $id) }",
        json!({ "id": hidden["id"] }),
    )
    .await
    .ok();
    assert_eq!(
        guest.get(&format!("/share/cold-email/{id}")).await.status(),
        404
    );
    assert_eq!(guest.get(&format!("/share/{id}")).await.status(), 404);
    assert_eq!(guest.get(&format!("/embed/{id}")).await.status(), 404);
    let gone = guest
        .gql(
            "query($id: ID!) { sharedItem(id: $id) { name } }",
            json!({ "id": id }),
        )
        .await;
    assert_eq!(gone.code(), "NOT_FOUND");
    let mine = ada
        .gql("{ myShareLinks { id revokedAt } }", json!({}))
        .await
        .ok();
    assert!(
        mine["myShareLinks"]
            .as_array()
            .unwrap()
            .iter()
            .any(|l| l["id"] == id && !l["revokedAt"].is_null())
    );
    let unknown = guest.get("/share/nothing-here-at-all-xx").await;
    assert_eq!(unknown.status(), 404);
}

#[tokio::test]
async fn several_folders_share_in_one_link_and_only_the_owners_open_ones() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("ada@example.com").await;
    let eve = app.onboarded("eve@example.com").await;
    set_plan(&app, &ada, domain::plan::PlanName::Pro).await;
    let old = create_folder(&ada, "Old").await;
    let work = create_folder(&ada, "Work").await;
    let play = create_folder(&ada, "Play").await;
    for (folder, title) in [(&old, "Archived"), (&work, "Standup"), (&play, "Riddle")] {
        save(
            &ada,
            json!({ "folderId": folder["id"], "title": title, "text": format!("{title} text") }),
        )
        .await
        .ok();
    }
    let names = |share: &Value| -> Vec<String> {
        share["folders"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["name"].as_str().unwrap().to_owned())
            .collect()
    };

    // Chosen folders, in the order given, each with its prompts; a guest opens the link.
    let ids = format!(
        "{},{}",
        work["id"].as_str().unwrap(),
        play["id"].as_str().unwrap()
    );
    let chosen = ada
        .gql(SHARE, json!({ "t": "FOLDERS", "i": ids, "n": "Team pack" }))
        .await
        .ok()["createShareLink"]
        .clone();
    assert_eq!(names(&chosen), ["Work", "Play"]);
    assert_eq!(chosen["folders"][0]["prompts"][0]["title"], "Standup");
    let opened = app
        .browser()
        .gql(
            "query($id: ID!) { sharedItem(id: $id) { shareType folders { name prompts { title text } } } }",
            json!({ "id": chosen["id"] }),
        )
        .await
        .ok();
    assert_eq!(opened["sharedItem"]["shareType"], "FOLDERS");
    assert_eq!(
        opened["sharedItem"]["folders"][1]["prompts"][0]["text"],
        "Riddle text"
    );

    // No ids: every open folder. After a downgrade to Free only the first three are open
    // (newest first after the defaults: Play), so Work and Old are left out, and naming a
    // locked one is refused.
    set_plan(&app, &ada, domain::plan::PlanName::Free).await;
    let every = ada
        .gql(SHARE, json!({ "t": "FOLDERS", "n": "Everything" }))
        .await
        .ok()["createShareLink"]
        .clone();
    assert_eq!(
        names(&every),
        ["SUPER Prompts", "Extension Prompts", "Play"],
        "the open folders, in the library's order"
    );
    let links_before = share_count(&ada).await;
    let with_locked = format!(
        "{},{}",
        play["id"].as_str().unwrap(),
        old["id"].as_str().unwrap()
    );
    let refused = ada
        .gql(SHARE, json!({ "t": "FOLDERS", "i": with_locked, "n": "x" }))
        .await;
    assert_eq!(refused.code(), "PLAN_LIMIT", "{}", refused.body);

    // Another user's folder among them: not found, and no link is made for anyone.
    let theirs = eve
        .gql(SHARE, json!({ "t": "FOLDERS", "i": ids, "n": "Mine now" }))
        .await;
    assert_eq!(theirs.code(), "NOT_FOUND");
    let single = eve
        .gql(
            SHARE,
            json!({ "t": "FOLDER", "i": work["id"], "n": "Mine now" }),
        )
        .await;
    assert_eq!(single.code(), "NOT_FOUND");
    assert_eq!(share_count(&ada).await, links_before);
    assert_eq!(share_count(&eve).await, 0);
}

async fn share_count(browser: &Browser) -> usize {
    browser.gql("{ myShareLinks { id } }", json!({})).await.ok()["myShareLinks"]
        .as_array()
        .unwrap()
        .len()
}

async fn view_count(owner: &Browser) -> Value {
    owner
        .gql("{ myShareLinks { viewCount } }", json!({}))
        .await
        .ok()["myShareLinks"][0]["viewCount"]
        .clone()
}

#[tokio::test]
async fn views_count_once_per_visitor_per_hour() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("ada@example.com").await;
    let link = ada
        .gql(
            SHARE,
            json!({ "t": "PROMPT", "n": "Tip", "g": "Be specific." }),
        )
        .await
        .ok()["createShareLink"]
        .clone();
    let path = format!("/share/tip/{}", link["id"].as_str().unwrap());
    let visit = |agent: &'static str| {
        let client = reqwest::Client::builder()
            .user_agent(agent)
            .build()
            .unwrap();
        let url = format!("{}{}", app.address, path);
        async move { client.get(url).send().await.unwrap().status() }
    };
    assert_eq!(visit("Browser A").await, 200);
    assert_eq!(visit("Browser A").await, 200);
    assert_eq!(visit("Browser A").await, 200);
    assert_eq!(visit("Browser B").await, 200);
    let embed = reqwest::Client::builder()
        .user_agent("Browser A")
        .build()
        .unwrap();
    embed
        .get(format!(
            "{}/embed/{}",
            app.address,
            link["id"].as_str().unwrap()
        ))
        .send()
        .await
        .unwrap();
    assert_eq!(view_count(&ada).await, 2);
    app.clock.advance(chrono::Duration::hours(1));
    visit("Browser A").await;
    assert_eq!(view_count(&ada).await, 3);
}

#[tokio::test]
async fn share_pages_carry_escaped_previews_and_embeds_may_be_framed() {
    let app = TestApp::spawn_with(|c| {
        let web = c.data_dir.join("web");
        std::fs::create_dir_all(&web).unwrap();
        std::fs::write(web.join("index.html"), "<h1>Landing</h1>").unwrap();
        std::fs::write(
            web.join("app.html"),
            "<!doctype html><html><head><title>Superprompt</title><script type=\"module\" src=\"/assets/app.js\"></script></head><body><div id=\"root\"></div></body></html>",
        )
        .unwrap();
    })
    .await;
    let ada = app.onboarded("ada@example.com").await;
    let xss = "<img src=x onerror=alert(1)> \"quoted\"";
    let link = ada
        .gql(
            SHARE,
            json!({ "t": "PROMPT", "n": "<script>alert(1)</script>", "a": "PUBLIC", "g": xss }),
        )
        .await
        .ok()["createShareLink"]
        .clone();
    assert_eq!(link["slug"], "script-alert-1-script");
    let page = app
        .browser()
        .get(&format!(
            "/share/{}/{}",
            link["slug"].as_str().unwrap(),
            link["id"].as_str().unwrap()
        ))
        .await;
    assert_eq!(page.headers()["x-frame-options"], "DENY");
    let html = page.text().await.unwrap();
    assert!(!html.contains("<script>alert"), "{html}");
    assert!(!html.contains("<img src=x"), "{html}");
    assert!(
        html.contains("<title>&lt;script&gt;alert(1)&lt;/script&gt; · Superprompt</title>"),
        "{html}"
    );
    assert!(html.contains("property=\"og:description\" content=\"&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot;\""), "{html}");
    assert!(
        html.contains("<script type=\"module\" src=\"/assets/app.js\"></script>"),
        "the app still loads"
    );
    assert!(!html.contains("Landing"));

    let embed = app
        .browser()
        .get(&format!("/embed/{}", link["id"].as_str().unwrap()))
        .await;
    assert_eq!(embed.status(), 200);
    assert!(embed.headers().get("x-frame-options").is_none());
    let csp = embed.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(csp.ends_with("frame-ancestors *"), "{csp}");
}

#[tokio::test]
async fn saving_a_shared_item_copies_it_within_the_plan() {
    let app = TestApp::spawn().await;
    let ada = app.onboarded("ada@example.com").await;
    buy(&ada, "PRO").await;
    let work = create_folder(&ada, "Work").await;
    for n in 0..3 {
        save(
            &ada,
            json!({ "folderId": work["id"], "title": format!("W{n}"), "text": "x" }),
        )
        .await
        .ok();
    }
    let link = ada
        .gql(
            SHARE,
            json!({ "t": "FOLDER", "i": work["id"], "n": "Work prompts", "a": "PUBLIC" }),
        )
        .await
        .ok()["createShareLink"]
        .clone();
    assert_eq!(link["folders"][0]["prompts"].as_array().unwrap().len(), 3);

    let bob = app.onboarded("bob@example.com").await;
    let copied = bob
        .gql(
            "mutation($id: ID!) { saveSharedItem(id: $id) { title folderId } }",
            json!({ "id": link["id"] }),
        )
        .await
        .ok();
    assert_eq!(copied["saveSharedItem"].as_array().unwrap().len(), 3);
    let names: Vec<_> = folders(&bob)
        .await
        .iter()
        .map(|f| f["name"].as_str().unwrap().to_owned())
        .collect();
    assert!(names.contains(&"Work".to_owned()), "{names:?}");

    // Bob is on Free: 3 + 13 fit, the next copy does not.
    for n in 0..12 {
        save(&bob, json!({ "title": format!("B{n}"), "text": "x" }))
            .await
            .ok();
    }
    let refused = bob
        .gql(
            "mutation($id: ID!) { saveSharedItem(id: $id) { title } }",
            json!({ "id": link["id"] }),
        )
        .await;
    assert_eq!(refused.code(), "PLAN_LIMIT");
    assert_eq!(
        app.store
            .saved_prompt_count(&user_id(&bob).await)
            .await
            .unwrap(),
        15
    );
}
