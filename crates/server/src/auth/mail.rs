//! Outgoing mail through lettre: SMTP when configured, otherwise an outbox directory of `.eml`
//! files (and a log line), so a person running `make run` can read their verification code.
//! The log names the recipient and the kind of mail, never the subject or the body: they carry
//! one-time codes.

use std::path::PathBuf;

use lettre::{
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
    message::{Mailbox, header::ContentType},
    transport::smtp::authentication::Credentials,
};

use crate::config::{MailConfig, SmtpSecurity};

/// What a mail is about: what the log says instead of its subject.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MailKind {
    VerificationCode,
    PasswordResetCode,
    SignInCode,
    PasswordChanged,
    ContactMessage,
}

impl MailKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::VerificationCode => "verification_code",
            Self::PasswordResetCode => "password_reset_code",
            Self::SignInCode => "sign_in_code",
            Self::PasswordChanged => "password_changed",
            Self::ContactMessage => "contact_message",
        }
    }
}

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
    pub async fn send(
        &self,
        to: &str,
        kind: MailKind,
        subject: &str,
        body: String,
    ) -> anyhow::Result<()> {
        let kind = kind.as_str();
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
                tracing::info!(to = %to.email, kind, "mail sent over SMTP");
            }
            Self::Outbox { dir, .. } => {
                tokio::fs::create_dir_all(dir).await?;
                // The file name only orders the outbox for a person reading it: wall time.
                #[allow(clippy::disallowed_methods)]
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
                tracing::info!(to = %to.email, kind, path = %path.display(), "mail written to outbox (no SMTP configured)");
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use super::{MailKind, Mailer};

    #[derive(Clone, Default)]
    struct Captured(Arc<Mutex<Vec<u8>>>);

    impl std::io::Write for Captured {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[tokio::test]
    async fn the_log_names_recipient_and_kind_never_the_code() {
        let captured = Captured::default();
        let writer = captured.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_writer(move || writer.clone())
            .with_ansi(false)
            .finish();
        let _guard = tracing::subscriber::set_default(subscriber);
        let dir = std::env::temp_dir().join(format!("mail-log-{}", uuid::Uuid::new_v4()));
        let mailer = Mailer::Outbox {
            dir: dir.clone(),
            from: "Superprompt <noreply@superprompt.local>".parse().unwrap(),
        };
        mailer
            .send(
                "ada@example.com",
                MailKind::VerificationCode,
                "Your Superprompt verification code: 493817",
                "Your code is 493817. https://example.com/verify?code=493817\n".into(),
            )
            .await
            .unwrap();
        let log = String::from_utf8(captured.0.lock().unwrap().clone()).unwrap();
        assert!(log.contains("ada@example.com"), "{log}");
        assert!(log.contains("verification_code"), "{log}");
        assert!(!log.contains("493817"), "a code reached the log: {log}");
        // The mail itself still carries it.
        let mail = std::fs::read_dir(&dir)
            .unwrap()
            .next()
            .unwrap()
            .unwrap()
            .path();
        assert!(std::fs::read_to_string(mail).unwrap().contains("493817"));
        std::fs::remove_dir_all(dir).ok();
    }
}
