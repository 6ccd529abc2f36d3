//! Outgoing mail through lettre: SMTP when configured, otherwise an outbox directory of `.eml`
//! files (and a log line), so a person running `make run` can read their verification code.

use std::path::PathBuf;

use lettre::{
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
    message::{Mailbox, header::ContentType},
    transport::smtp::authentication::Credentials,
};

use crate::config::{MailConfig, SmtpSecurity};

#[derive(Clone)]
pub enum Mailer {
    Smtp {
        transport: AsyncSmtpTransport<Tokio1Executor>,
        from: Mailbox,
    },
    Outbox {
        dir: PathBuf,
        from: Mailbox,
    },
}

impl std::fmt::Debug for Mailer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Smtp { .. } => f.write_str("Mailer::Smtp"),
            Self::Outbox { dir, .. } => write!(f, "Mailer::Outbox({})", dir.display()),
        }
    }
}

impl Mailer {
    pub fn from_config(config: &MailConfig, outbox: PathBuf) -> anyhow::Result<Self> {
        let from: Mailbox = config
            .from
            .parse()
            .map_err(|e| anyhow::anyhow!("mail.from: {e}"))?;
        let Some(smtp) = &config.smtp else {
            return Ok(Self::Outbox { dir: outbox, from });
        };
        let mut builder = match smtp.security {
            SmtpSecurity::Starttls => {
                AsyncSmtpTransport::<Tokio1Executor>::starttls_relay(&smtp.host)?
            }
            SmtpSecurity::Tls => AsyncSmtpTransport::<Tokio1Executor>::relay(&smtp.host)?,
            SmtpSecurity::None => {
                AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(&smtp.host)
            }
        }
        .port(smtp.port)
        .timeout(Some(std::time::Duration::from_secs(15)));
        if let (Some(user), Some(password)) = (&smtp.username, &smtp.password) {
            builder =
                builder.credentials(Credentials::new(user.clone(), password.expose().to_owned()));
        }
        Ok(Self::Smtp {
            transport: builder.build(),
            from,
        })
    }

    /// Sends a plain-text mail.
    pub async fn send(&self, to: &str, subject: &str, body: String) -> anyhow::Result<()> {
        let to: Mailbox = to.parse().map_err(|e| anyhow::anyhow!("recipient: {e}"))?;
        let from = match self {
            Self::Smtp { from, .. } | Self::Outbox { from, .. } => from.clone(),
        };
        let message = Message::builder()
            .from(from)
            .to(to.clone())
            .subject(subject)
            .header(ContentType::TEXT_PLAIN)
            .body(body)?;
        match self {
            Self::Smtp { transport, .. } => {
                transport.send(message).await?;
                tracing::info!(to = %to.email, subject, "mail sent over SMTP");
            }
            Self::Outbox { dir, .. } => {
                tokio::fs::create_dir_all(dir).await?;
                let name = format!(
                    "{}-{}.eml",
                    chrono::Utc::now().format("%Y%m%dT%H%M%S%.3fZ"),
                    uuid::Uuid::new_v4()
                );
                let path = dir.join(&name);
                let partial = dir.join(format!(".{name}.partial"));
                // Write then rename, so a reader never sees half a message.
                tokio::fs::write(&partial, message.formatted()).await?;
                tokio::fs::rename(&partial, &path).await?;
                tracing::info!(to = %to.email, subject, path = %path.display(), "mail written to outbox (no SMTP configured)");
            }
        }
        Ok(())
    }
}
