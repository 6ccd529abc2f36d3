//! The command line: `superprompt serve | migrate | backup FILE | user grant-group EMAIL GROUP |
//! seed --demo | schema | kpi compute [--week 2026-W47] | import analytics FILE
//! [--skip-invalid]`.

use clap::{Parser, Subcommand};

use domain::analytics::kpi::IsoWeek;

use crate::{app::App, config::Config};

/// How many bad lines an import prints.
const MAX_REPORTED: usize = 100;

#[derive(Parser, Debug)]
#[command(
    name = "superprompt",
    version,
    about = "Superprompt: turn a short task into a better prompt."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run the web server (the default).
    Serve,
    /// Apply pending database migrations and exit.
    Migrate,
    /// Copy the SQLite database to FILE while the server runs (SQLite's online backup API).
    /// Restore: stop the server and put the copy in place of data/superprompt.db. On
    /// PostgreSQL use pg_dump (docs/operations.md).
    Backup {
        /// Where to write the copy; an existing file is never overwritten.
        file: std::path::PathBuf,
    },
    /// Manage users.
    User {
        #[command(subcommand)]
        command: UserCommand,
    },
    /// Fill the database with sample data.
    Seed {
        /// Create the demo accounts (a user and a staff member).
        #[arg(long)]
        demo: bool,
    },
    /// Print the GraphQL schema (SDL), as committed in crates/server/schema.graphql.
    Schema,
    /// Weekly KPIs for the analytics dashboard.
    Kpi {
        #[command(subcommand)]
        command: KpiCommand,
    },
    /// Bring data from another system.
    Import {
        #[command(subcommand)]
        command: ImportCommand,
    },
    /// Write a prompt with the offline engine and print it (no account, no database).
    Prompt {
        /// primer, amplifier, mastermind, image (Midjourney), sd-image (Stable Diffusion),
        /// o4-image, veo3, sora2 or json.
        #[arg(long, short, default_value = "amplifier")]
        generator: String,
        /// Which version of the prompt: 0 is the default, 1, 2… are what "Try again" gives.
        #[arg(long, default_value_t = 0)]
        variant: u32,
        /// Mastermind: print the plan and the critique in the answer.
        #[arg(long)]
        show_reasoning: bool,
        /// The task, in a few words.
        description: String,
    },
}

#[derive(Subcommand, Debug)]
pub enum KpiCommand {
    /// Compute (or recompute) one ISO week's KPI record. Safe to run on several machines at
    /// once: the week is one record.
    Compute {
        /// The week, such as 2026-W47; the last whole week when left out.
        #[arg(long)]
        week: Option<String>,
    },
}

#[derive(Subcommand, Debug)]
pub enum ImportCommand {
    /// Users, referral tracking records and cancellations from newline-delimited JSON (the
    /// format is in docs/analytics.md). Every line is checked first; nothing is imported if
    /// any line is bad, unless --skip-invalid.
    Analytics {
        file: std::path::PathBuf,
        /// Import the good lines even when some are bad.
        #[arg(long)]
        skip_invalid: bool,
    },
}

#[derive(Subcommand, Debug)]
pub enum UserCommand {
    /// Add a user to a group, e.g. `analytics-viewers` to make them staff.
    GrantGroup { email: String, group: String },
    /// Put a user on a plan by hand (FREE, PRO, ANNUAL_PRO or THREE_DAY_PASS), e.g. a
    /// complimentary account. Paying customers get their plan from billing.
    SetPlan { email: String, plan: String },
}

pub async fn run(cli: Cli, config: Config) -> anyhow::Result<()> {
    match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => crate::serve(config).await,
        Command::Schema => {
            print!("{}", crate::api::sdl());
            Ok(())
        }
        Command::Prompt {
            generator,
            variant,
            show_reasoning,
            description,
        } => {
            let request = engine::Request::new(generator_named(&generator)?, description)
                .with_variant(variant)
                .with_reasoning_shown(show_reasoning);
            print!("{}", offline_prompt(&request)?);
            Ok(())
        }
        Command::Migrate => {
            std::fs::create_dir_all(&config.data_dir)?;
            let store = store::Store::open(&config.database_url(), 1).await?;
            store.migrate().await?;
            println!("Migrations applied ({:?}).", store.backend());
            Ok(())
        }
        Command::Backup { file } => {
            let url = config.database_url();
            if store::Backend::from_url(&url)? == store::Backend::Postgres {
                anyhow::bail!(
                    "superprompt backup copies a SQLite database; this server uses PostgreSQL: \
                     back it up with pg_dump, e.g. pg_dump --format=custom --file=FILE \
                     \"$DATABASE_URL\" (see docs/operations.md)"
                );
            }
            let target = file.clone();
            let report =
                tokio::task::spawn_blocking(move || store::backup_sqlite(&url, &target)).await??;
            println!(
                "Backed up {} pages ({} bytes) to {}.",
                report.pages,
                report.bytes,
                file.display()
            );
            Ok(())
        }
        Command::User {
            command: UserCommand::GrantGroup { email, group },
        } => {
            let app = app(config).await?;
            let user = app
                .grant_group(&email, &group)
                .await
                .map_err(|e| anyhow::anyhow!("{e}"))?;
            println!("{} is now in: {}", user.user.email, user.groups.join(", "));
            Ok(())
        }
        Command::User {
            command: UserCommand::SetPlan { email, plan },
        } => {
            let app = app(config).await?;
            let user = app
                .set_plan(&email, &plan)
                .await
                .map_err(|e| anyhow::anyhow!("{e}"))?;
            println!("{} is now on {}", user.user.email, user.plan.as_str());
            Ok(())
        }
        Command::Kpi {
            command: KpiCommand::Compute { week },
        } => {
            let app = app(config).await?;
            let week = match week {
                Some(raw) => IsoWeek::parse(&raw).map_err(|e| anyhow::anyhow!("{}", e.message))?,
                None => IsoWeek::previous(app.clock().now()),
            };
            let record = app
                .compute_weekly_kpis(week)
                .await
                .map_err(|e| anyhow::anyhow!("{e}"))?;
            println!(
                "KPIs for {} ({} to {}): {} weekly active power users, {} active users.",
                record.week_key,
                record.week_start_date,
                record.week_end_date,
                record.weekly_active_power_users,
                record.total_active_users
            );
            Ok(())
        }
        Command::Import {
            command: ImportCommand::Analytics { file, skip_invalid },
        } => {
            use std::io::BufRead;
            let reader = std::io::BufReader::new(
                std::fs::File::open(&file)
                    .map_err(|e| anyhow::anyhow!("cannot open {}: {e}", file.display()))?,
            );
            let app = app(config).await?;
            let started = std::time::Instant::now();
            let report = app
                .import_analytics(reader.lines(), skip_invalid)
                .await
                .map_err(|e| anyhow::anyhow!("{e}"))?;
            for bad in report.bad.iter().take(MAX_REPORTED) {
                eprintln!("line {}: {}", bad.line, bad.reason);
            }
            if report.bad.len() > MAX_REPORTED {
                eprintln!("... and {} more bad lines", report.bad.len() - MAX_REPORTED);
            }
            anyhow::ensure!(
                report.imported,
                "nothing imported: {} bad line(s); fix them, or pass --skip-invalid to import the good ones",
                report.bad.len()
            );
            let records = report.users + report.tracking + report.churn;
            let seconds = started.elapsed().as_secs_f64();
            println!(
                "Imported {} users, {} tracking records and {} cancellations ({} bad lines skipped) in {:.1} s: {:.0} records/s.",
                report.users,
                report.tracking,
                report.churn,
                report.bad.len(),
                seconds,
                records as f64 / seconds.max(1e-9)
            );
            Ok(())
        }
        Command::Seed { demo } => {
            anyhow::ensure!(demo, "nothing to seed: pass --demo");
            let app = app(config).await?;
            let created = app.seed_demo().await.map_err(|e| anyhow::anyhow!("{e}"))?;
            if created.is_empty() {
                println!("The demo accounts already exist.");
            }
            for (email, password) in created {
                println!("Created {email} with password {password}");
            }
            Ok(())
        }
    }
}

/// A generator by its CLI name.
pub fn generator_named(name: &str) -> anyhow::Result<engine::Generator> {
    use engine::{Generator, ImageFamily, Tier, VideoModel};
    Ok(match name {
        "primer" => Generator::Text(Tier::Primer),
        "amplifier" => Generator::Text(Tier::Amplifier),
        "mastermind" => Generator::Text(Tier::Mastermind),
        "image" => Generator::Image(ImageFamily::Midjourney),
        "sd-image" => Generator::Image(ImageFamily::StableDiffusion),
        "o4-image" => Generator::Image(ImageFamily::GptImage),
        "veo3" => Generator::Video(VideoModel::Veo3),
        "sora2" => Generator::Video(VideoModel::Sora2),
        "json" => Generator::Json,
        other => anyhow::bail!(
            "unknown generator {other:?}: use primer, amplifier, mastermind, image, sd-image, o4-image, veo3, sora2 or json"
        ),
    })
}

/// The offline engine's output for the CLI: the prompt, its parameters and what was improved.
pub fn offline_prompt(request: &engine::Request) -> anyhow::Result<String> {
    let out = engine::offline::OfflineEngine.generate(request)?;
    let mut text = format!("{}\n", out.prompt);
    if let Some(parameters) = out.parameters {
        text.push_str(&format!(
            "\nParameters: {}\n",
            serde_json::to_string_pretty(&parameters)?
        ));
    }
    text.push_str(&format!("\nImproved: {}\n", out.improvements.join("; ")));
    Ok(text)
}

async fn app(config: Config) -> anyhow::Result<App> {
    Ok(crate::build_state(config).await?.app.clone())
}
