//! The `superprompt` binary: parse the command line, load the configuration, hand over.

use clap::Parser;
use mimalloc::MiMalloc;
use superprompt_server::{cli, config::Config, telemetry};

#[global_allocator]
static GLOBAL: MiMalloc = MiMalloc;

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let cli = cli::Cli::parse();
    let result = async {
        let config = Config::load()?;
        telemetry::init_tracing(&config);
        cli::run(cli, config).await
    }
    .await;
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(err) => {
            // The cause chain on one line, for a person; no backtrace.
            eprintln!("error: {err:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
