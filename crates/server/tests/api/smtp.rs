//! Mail over SMTP: a local server that speaks enough SMTP (EHLO, MAIL, RCPT, DATA, QUIT)
//! receives the verification mail that lettre sends.

use std::sync::{Arc, Mutex};

use tokio::{
    io::{AsyncBufReadExt, AsyncWriteExt, BufReader},
    net::TcpListener,
};

use crate::helpers::{PASSWORD, TestApp};

async fn smtp_server() -> (u16, Arc<Mutex<Vec<String>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let received = Arc::new(Mutex::new(Vec::new()));
    let sink = received.clone();
    tokio::spawn(async move {
        loop {
            let Ok((socket, _)) = listener.accept().await else {
                return;
            };
            let sink = sink.clone();
            tokio::spawn(async move {
                let (read, mut write) = socket.into_split();
                let mut lines = BufReader::new(read).lines();
                write
                    .write_all(b"220 test.local ESMTP ready\r\n")
                    .await
                    .ok();
                let mut in_data = false;
                let mut message = String::new();
                while let Ok(Some(line)) = lines.next_line().await {
                    if in_data {
                        if line == "." {
                            in_data = false;
                            sink.lock().unwrap().push(std::mem::take(&mut message));
                            write.write_all(b"250 2.0.0 queued\r\n").await.ok();
                        } else {
                            message.push_str(&line);
                            message.push('\n');
                        }
                        continue;
                    }
                    let verb = line
                        .split_whitespace()
                        .next()
                        .unwrap_or_default()
                        .to_uppercase();
                    let reply: &[u8] = match verb.as_str() {
                        "EHLO" => b"250-test.local\r\n250 8BITMIME\r\n",
                        "HELO" | "MAIL" | "RCPT" | "RSET" | "NOOP" => b"250 2.0.0 ok\r\n",
                        "DATA" => {
                            in_data = true;
                            b"354 end with .\r\n"
                        }
                        "QUIT" => {
                            write.write_all(b"221 bye\r\n").await.ok();
                            return;
                        }
                        _ => b"502 5.5.2 not implemented\r\n",
                    };
                    write.write_all(reply).await.ok();
                }
            });
        }
    });
    (port, received)
}

#[tokio::test]
async fn verification_mail_goes_over_smtp_when_configured() {
    let (port, received) = smtp_server().await;
    let app = TestApp::spawn_with(|config| {
        config.mail.smtp = Some(superprompt_server::config::SmtpConfig {
            host: "127.0.0.1".into(),
            port,
            username: None,
            password: None,
            security: superprompt_server::config::SmtpSecurity::None,
        });
    })
    .await;
    app.browser()
        .sign_up("mailme@example.com", PASSWORD)
        .await
        .ok();
    let messages = received.lock().unwrap().clone();
    assert_eq!(messages.len(), 1);
    assert!(
        messages[0].contains("To: mailme@example.com"),
        "{}",
        messages[0]
    );
    assert!(
        messages[0].contains("Subject: Your Superprompt verification code: "),
        "{}",
        messages[0]
    );
    assert_eq!(app.mail_count(), 0, "nothing goes to the outbox");
}
