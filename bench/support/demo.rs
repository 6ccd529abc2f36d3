//! Shared by the bench drivers (included with `#[path]`): the server's command line, setting up
//! the demo user as Pro, waiting for a started server, signing in, and pacing an open-loop
//! schedule. Each driver uses some of these.
#![allow(dead_code)]

use std::{
    path::Path,
    process::Stdio,
    time::{Duration, Instant},
};

use anyhow::{Context, bail, ensure};
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

/// Makes an empty database `name` on the PostgreSQL `server` (dropping one of that name) and
/// answers its URL.
pub async fn fresh_database(server: &str, name: &str) -> anyhow::Result<String> {
    ensure!(
        !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'),
        "a database name: lower-case letters, digits and _ only"
    );
    psql(
        server,
        &[
            format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
            format!("CREATE DATABASE {name}"),
        ],
    )
    .await?;
    database_url(server, name)
}

/// Drops the database a bench made (a failure is reported, not fatal).
pub async fn drop_database(server: &str, name: &str) {
    let drop = format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)");
    if let Err(e) = psql(server, &[drop]).await {
        eprintln!("could not drop the database: {e:#}");
    }
}

/// `postgres://user@host:port/anything?opts` with the database swapped for `name`.
fn database_url(server: &str, name: &str) -> anyhow::Result<String> {
    let (base, query) = match server.split_once('?') {
        Some((base, query)) => (base, Some(query)),
        None => (server, None),
    };
    let authority = base.find("://").context("not a URL")? + 3;
    let host = match base[authority..].find('/') {
        Some(at) => &base[..authority + at],
        None => base,
    };
    Ok(match query {
        Some(query) => format!("{host}/{name}?{query}"),
        None => format!("{host}/{name}"),
    })
}

async fn psql(server: &str, statements: &[String]) -> anyhow::Result<()> {
    let mut command = tokio::process::Command::new("psql");
    command.args([server, "-q", "-v", "ON_ERROR_STOP=1"]);
    for statement in statements {
        command.args(["-c", statement]);
    }
    let status = command.status().await.context("running psql")?;
    ensure!(status.success(), "psql failed: {statements:?}");
    Ok(())
}

#[cfg(test)]
mod support_tests {
    use super::*;

    #[test]
    fn swaps_the_database_in_a_url() {
        assert_eq!(
            database_url("postgres://postgres@127.0.0.1:5432/postgres", "d").unwrap(),
            "postgres://postgres@127.0.0.1:5432/d"
        );
        assert_eq!(
            database_url("postgres://u:p@h/x?sslmode=disable", "d").unwrap(),
            "postgres://u:p@h/d?sslmode=disable"
        );
        assert_eq!(
            database_url("postgres://h:5432", "d").unwrap(),
            "postgres://h:5432/d"
        );
    }
}
