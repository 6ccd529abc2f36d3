//! The `superprompt` binary: parse the command line, load the configuration, hand over.

use clap::Parser;
use superprompt_server::{cli, config::Config, telemetry};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = cli::Cli::parse();
    let config = Config::load()?;
    telemetry::init_tracing(&config);
    cli::run(cli, config).await
}
