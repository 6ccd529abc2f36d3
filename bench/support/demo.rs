//! Shared by the bench drivers (included with `#[path]`): the server's command line, setting up
//! the demo user as Pro, waiting for a started server, signing in, and pacing an open-loop
//! schedule. Each driver uses some of these.
#![allow(dead_code)]

use std::{
    path::Path,
    process::Stdio,
    time::{Duration, Instant},
};

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

/// `superprompt ARGS` for a bench's server: its data directory, configuration file and port,
/// warnings only, its standard output discarded.
pub fn server_command(
    bin: &Path,
    data_dir: &Path,
    config: &Path,
    port: u16,
    args: &[&str],
) -> tokio::process::Command {
    let mut c = tokio::process::Command::new(bin);
    c.args(args)
        .env("SUPERPROMPT_DATA_DIR", data_dir)
        .env("SUPERPROMPT_CONFIG", config)
        .env("SUPERPROMPT_PORT", port.to_string())
        .env("SUPERPROMPT_LOG_LEVEL", "warn")
        .stdout(Stdio::null());
    c
}

/// For a driver that signs up every user from one address: the allowances that would stop it.
pub const MANY_SIGN_UPS: [(&str, &str); 2] = [
    ("SUPERPROMPT_LIMITS__SIGN_UPS_PER_HOUR_PER_ADDRESS", "10000"),
    (
        "SUPERPROMPT_LIMITS__ACCOUNT_MAILS_PER_HOUR_PER_ADDRESS",
        "10000",
    ),
];

/// Sleeps until `due`: the kernel's timer for all but the last 80 µs, then a spin. (Tokio's
/// timer has a 1 ms resolution, which would send the requests in bursts.)
pub fn sleep_until(due: Instant) {
    const SPIN: Duration = Duration::from_micros(80);
    loop {
        let now = Instant::now();
        if now >= due {
            return;
        }
        let left = due - now;
        if left > SPIN {
            std::thread::sleep(left - SPIN);
        } else {
            std::hint::spin_loop();
        }
    }
}
