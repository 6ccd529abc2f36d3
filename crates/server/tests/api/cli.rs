//! The CLI's user management and seed, against the same database a running server uses.

use superprompt_server::{
    cli::{Cli, Command, UserCommand, run},
    config::{Config, Secret},
};

use crate::helpers::{PASSWORD, TestApp};

fn config_for(app: &TestApp) -> Config {
    let mut config = Config {
        data_dir: app.data_dir.clone(),
        ..Config::default()
    };
    config.database.url = Some(Secret::new(app.db.url.clone()));
    config
}

#[tokio::test]
async fn grant_group_makes_staff_in_either_spelling() {
    let app = TestApp::spawn().await;
    let mut first = app.signed_up("one@example.com").await;
    let mut second = app.signed_up("two@example.com").await;
    let grant = |email: &str, group: &str| Cli {
        command: Some(Command::User {
            command: UserCommand::GrantGroup {
                email: email.into(),
                group: group.into(),
            },
        }),
    };
    run(
        grant("ONE@example.com", "analytics-viewers"),
        config_for(&app),
    )
    .await
    .unwrap();
    run(
        grant("two@example.com", "analytics-viewer"),
        config_for(&app),
    )
    .await
    .unwrap();
    for browser in [&mut first, &mut second] {
        browser.refresh().await.ok();
        assert_eq!(browser.me().await.ok()["me"]["isStaff"], true);
    }
    let unknown = run(
        grant("nobody@example.com", "analytics-viewers"),
        config_for(&app),
    )
    .await
    .unwrap_err();
    assert!(
        unknown
            .to_string()
            .contains("No account uses nobody@example.com"),
        "{unknown}"
    );
    let bad_group = run(grant("one@example.com", "Admins!"), config_for(&app))
        .await
        .unwrap_err();
    assert!(bad_group.to_string().contains("group name"), "{bad_group}");
}

#[tokio::test]
async fn set_plan_changes_rights_at_once() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("comp@example.com").await;
    let set = |plan: &str| Cli {
        command: Some(Command::User {
            command: UserCommand::SetPlan {
                email: "comp@example.com".into(),
                plan: plan.into(),
            },
        }),
    };
    run(set("pro"), config_for(&app)).await.unwrap();
    let me = user
        .gql(
            "{ me { planName quota { unlimited } } }",
            serde_json::json!({}),
        )
        .await
        .ok();
    assert_eq!(
        me["me"],
        serde_json::json!({ "planName": "PRO", "quota": { "unlimited": true } })
    );
    let bad = run(set("gold"), config_for(&app)).await.unwrap_err();
    assert!(
        bad.to_string()
            .contains("FREE, PRO, ANNUAL_PRO or THREE_DAY_PASS"),
        "{bad}"
    );
}

#[tokio::test]
async fn seed_demo_creates_usable_accounts_once() {
    let app = TestApp::spawn().await;
    let seed = || Cli {
        command: Some(Command::Seed { demo: true }),
    };
    run(seed(), config_for(&app)).await.unwrap();
    let tracked = app.store.row_count("referral_tracking").await;
    let activity = app.store.row_count("weekly_activity").await;
    run(seed(), config_for(&app)).await.unwrap();
    // The demo and staff accounts, and the 8 people the demo user referred; a second seed
    // adds nothing.
    assert_eq!(app.store.row_count("users").await, 10);
    assert_eq!(app.store.row_count("referral_tracking").await, tracked);
    assert_eq!(tracked, 8);
    assert_eq!(app.store.row_count("weekly_activity").await, activity);
    assert!(activity > 0, "the referred people have weekly activity");
    assert!(app.store.row_count("achievement_unlocks").await > 0);
    let mut staff = app.browser();
    let signed_in = staff
        .sign_in("staff@superprompt.local", "Staff-pass-2026!")
        .await
        .ok();
    assert_eq!(
        signed_in["signIn"]["user"]["groups"],
        serde_json::json!(["analytics-viewers"])
    );
    let mut demo = app.browser();
    demo.sign_in("demo@superprompt.local", "Demo-pass-2026!")
        .await
        .ok();
    assert_eq!(demo.me().await.ok()["me"]["onboarded"], true);
    let stats = demo
        .gql(
            "{ referralStats { signups paidConversions } }",
            serde_json::json!({}),
        )
        .await
        .ok();
    assert_eq!(
        stats["referralStats"],
        serde_json::json!({ "signups": 8, "paidConversions": 5 })
    );
    assert_eq!(
        demo.sign_in("demo@superprompt.local", PASSWORD)
            .await
            .code(),
        "INVALID_CREDENTIALS"
    );
}

fn backup(file: &std::path::Path) -> Cli {
    Cli {
        command: Some(Command::Backup {
            file: file.to_owned(),
        }),
    }
}

const SAVE: &str = "mutation($t: String!) { savePrompt(input: { title: $t, text: \"x\" }) { id } }";
const TITLES: &str = "{ searchSavedPrompts(query: \"before\") { title } }";
const COUNT: &str = "{ libraryUsage { visiblePrompts } }";

/// `superprompt backup FILE` copies the database while the server is being written to, and a
/// server started on the copy has the account and its prompts as of one moment.
#[tokio::test]
async fn a_backup_taken_while_serving_restores_into_a_working_server() {
    let app = TestApp::spawn().await;
    let dir = std::env::temp_dir().join(format!("sp-backup-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("copy.db");
    if app.db.url.starts_with("postgres") {
        let refused = run(backup(&file), config_for(&app)).await.unwrap_err();
        assert!(refused.to_string().contains("pg_dump"), "{refused}");
        assert!(!file.exists());
        return;
    }
    let ada = app.onboarded("ada@example.com").await;
    ada.gql(SAVE, serde_json::json!({ "t": "note before" }))
        .await
        .ok();
    // Saves keep landing while the copy is taken (Free keeps 15 prompts: 1 + 10 fit).
    let mut again_ada = app.browser();
    again_ada.sign_in("ada@example.com", PASSWORD).await.ok();
    let writer = tokio::spawn(async move {
        for i in 0..10 {
            again_ada
                .gql(SAVE, serde_json::json!({ "t": format!("note {i}") }))
                .await
                .ok();
        }
    });
    run(backup(&file), config_for(&app)).await.unwrap();
    writer.await.unwrap();
    assert!(file.is_file());
    assert!(!dir.join("copy.db.partial").exists());

    // Never over an existing file.
    let before = std::fs::metadata(&file).unwrap().len();
    let again = run(backup(&file), config_for(&app)).await.unwrap_err();
    assert!(again.to_string().contains("already exists"), "{again}");
    assert_eq!(std::fs::metadata(&file).unwrap().len(), before);

    // Restore: a server on the copy signs Ada in and has what was saved up to the copy.
    let restored = TestApp::spawn_with(|c| {
        c.database.url = Some(Secret::new(format!("sqlite://{}?mode=rwc", file.display())));
    })
    .await;
    let mut browser = restored.browser();
    browser.sign_in("ada@example.com", PASSWORD).await.ok();
    let titles = browser.gql(TITLES, serde_json::json!({})).await.ok();
    let titles: Vec<String> = titles["searchSavedPrompts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["title"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(titles, ["note before"]);
    let count =
        browser.gql(COUNT, serde_json::json!({})).await.ok()["libraryUsage"]["visiblePrompts"]
            .as_u64()
            .unwrap();
    assert!((1..=11).contains(&count), "{count}");
    let live = ada.gql(COUNT, serde_json::json!({})).await.ok()["libraryUsage"]["visiblePrompts"]
        .as_u64()
        .unwrap();
    assert_eq!(live, 11, "the running server kept every save");
    std::fs::remove_dir_all(&dir).ok();
}
