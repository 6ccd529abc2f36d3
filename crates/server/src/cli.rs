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
}

#[derive(Subcommand, Debug)]
pub enum UserCommand {
    /// Add a user to a group, e.g. `analytics-viewers` to make them staff.
    GrantGroup { email: String, group: String },
}

pub async fn run(cli: Cli, config: Config) -> anyhow::Result<()> {
    match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => crate::serve(config).await,
        Command::Schema => {
            print!("{}", crate::api::sdl());
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

async fn app(config: Config) -> anyhow::Result<App> {
    Ok(crate::build_state(config).await?.app)
}
