//! Session rules: refresh tokens rotate on every use, and a spent token presented again means a
//! copy exists, so the whole family is revoked. One exception keeps several browser tabs from
//! signing each other out: a token spent moments ago, whose successor is still live, is a
//! concurrent refresh from the same cookie jar, not a theft.

use chrono::{DateTime, Duration, Utc};

/// How long after rotation a spent refresh token still counts as a concurrent refresh.
pub const REFRESH_REUSE_GRACE: Duration = Duration::seconds(10);

/// What to do with a refresh token that was already spent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpentToken {
    /// A concurrent refresh: answer with an access token, keep the family.
    Concurrent,
    /// A replay: revoke the family.
    Replay,
}

/// `rotated_at` is when the token was spent by rotation (None if it was revoked by sign-out or
/// reset); `successor_live` says whether the token that replaced it is still unrevoked.
pub fn judge_spent_token(
    rotated_at: Option<DateTime<Utc>>,
    successor_live: bool,
    now: DateTime<Utc>,
) -> SpentToken {
    match rotated_at {
        // `now` may be a moment before `at`: two tabs read the clock, then the other one
        // rotated first. The window is the same on both sides.
        Some(at) if successor_live && (now - at).abs() < REFRESH_REUSE_GRACE => {
            SpentToken::Concurrent
        }
        _ => SpentToken::Replay,
    }
}

/// Which client holds a session. The browser extension's sessions may run only the operations
/// the extension needs (see the server's `api/extension_scope.rs`), and both kinds are listed,
/// and can be ended, under Settings → Signed-in devices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SessionClient {
    Web,
    Extension,
}

/// The longest device label kept.
pub const DEVICE_LABEL_MAX: usize = 120;

/// What "Signed-in devices" calls a session: the browser and the system it runs on, read from
/// the User-Agent the session started with ("Chrome on Windows 10"; an unrecognised agent is
/// "Unknown browser"), after "Browser extension · " for the extension's sessions.
pub fn device_label(client: SessionClient, user_agent: &str) -> String {
    let device = match woothee::parser::Parser::new().parse(user_agent) {
        Some(ua) if ua.name != "UNKNOWN" => {
            let os = if ua.os == "UNKNOWN" { "" } else { ua.os };
            if os.is_empty() {
                ua.name.to_owned()
            } else {
                format!("{} on {os}", ua.name)
            }
        }
        _ => "Unknown browser".to_owned(),
    };
    let label = match client {
        SessionClient::Web => device,
        SessionClient::Extension => format!("Browser extension · {device}"),
    };
    label
        .chars()
        .filter(|c| !c.is_control())
        .take(DEVICE_LABEL_MAX)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHROME_WINDOWS: &str = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const FIREFOX_LINUX: &str =
        "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

    #[test]
    fn device_labels_name_the_browser_and_its_system() {
        assert_eq!(
            device_label(SessionClient::Web, FIREFOX_LINUX),
            "Firefox on Linux"
        );
        let chrome = device_label(SessionClient::Web, CHROME_WINDOWS);
        assert!(chrome.starts_with("Chrome on Windows"), "{chrome}");
        assert_eq!(
            device_label(SessionClient::Extension, FIREFOX_LINUX),
            "Browser extension · Firefox on Linux"
        );
        assert_eq!(device_label(SessionClient::Web, ""), "Unknown browser");
        assert_eq!(
            device_label(SessionClient::Web, "%%% not an agent \u{7}"),
            "Unknown browser"
        );
        assert!(
            device_label(SessionClient::Web, &"x".repeat(5000))
                .chars()
                .count()
                <= DEVICE_LABEL_MAX
        );
    }

    #[test]
    fn only_fresh_rotations_with_a_live_successor_are_concurrent() {
        let now: DateTime<Utc> = "2026-11-25T12:00:00Z".parse().unwrap();
        let just = Some(now - Duration::seconds(2));
        assert_eq!(judge_spent_token(just, true, now), SpentToken::Concurrent);
        assert_eq!(
            judge_spent_token(just, false, now),
            SpentToken::Replay,
            "family signed out"
        );
        assert_eq!(
            judge_spent_token(Some(now - Duration::seconds(11)), true, now),
            SpentToken::Replay
        );
        // The other tab rotated after this request read the clock.
        assert_eq!(
            judge_spent_token(Some(now + Duration::milliseconds(30)), true, now),
            SpentToken::Concurrent
        );
        assert_eq!(
            judge_spent_token(Some(now + Duration::seconds(11)), true, now),
            SpentToken::Replay
        );
        assert_eq!(
            judge_spent_token(None, true, now),
            SpentToken::Replay,
            "revoked, not rotated"
        );
    }
}
