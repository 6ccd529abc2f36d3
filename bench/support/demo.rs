//! Shared by the bench drivers (included with `#[path]`): setting up the demo user as Pro,
//! waiting for a started server, and signing in.

use std::time::Duration;

use anyhow::{Context, bail};
use serde_json::{Value, json};

/// `superprompt` subcommands that make the demo user and give it the Pro plan.
pub const DEMO_SETUP: [&[&str]; 2] = [
    &["seed", "--demo"],
    &["user", "set-plan", "demo@superprompt.local", "pro"],
];

/// Waits up to 10 s for `GET /readyz` to answer 200.
pub async fn wait_ready(base: &str) -> anyhow::Result<()> {
    let client = reqwest::Client::new();
    for _ in 0..100 {
        if let Ok(r) = client.get(format!("{base}/readyz")).send().await
            && r.status().is_success()
        {
            return Ok(());
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    bail!("the server did not become ready")
}

/// Signs the demo user in and returns its access token.
pub async fn sign_in(client: &reqwest::Client, base: &str) -> anyhow::Result<String> {
    let body: Value = client
        .post(format!("{base}/graphql"))
        .json(&json!({ "query": "mutation { signIn(email: \"demo@superprompt.local\", password: \"Demo-pass-2026!\") { accessToken } }" }))
        .send()
        .await?
        .json()
        .await?;
    body["data"]["signIn"]["accessToken"]
        .as_str()
        .map(str::to_owned)
        .with_context(|| format!("sign-in failed: {body}"))
}
