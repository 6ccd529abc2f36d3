//! The command line: `superprompt serve | migrate | user grant-group EMAIL GROUP | seed --demo |
//! schema`.

use clap::{Parser, Subcommand};

use crate::{app::App, config::Config};

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
