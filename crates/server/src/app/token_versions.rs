//! The token version of recently seen accounts and sessions, so checking an access token (every
//! signed-in request) does not cost a database read each time. An entry is keyed by the
//! account and the session the token belongs to ([`key`]), and holds the version a token must
//! carry (None: the account is gone, or that session was ended). It lives one second: an event
//! that ends sessions on another instance is seen here within that second; on this instance the
//! use case that ends them forgets the entry at once. Measured in docs/performance.md: the read
//! on every request cost about 30 % of generation throughput.

use std::time::{Duration, Instant};

use dashmap::DashMap;

/// How long a version read from the database is believed.
pub const FRESH_FOR: Duration = Duration::from_secs(1);
/// Entries kept before the stale ones are swept.
const SWEEP_ABOVE: usize = 50_000;

#[derive(Debug, Default)]
pub struct TokenVersions(DashMap<String, (Option<i32>, Instant)>);

/// The entry for a token of `user_id`'s session `session_id` (tokens from before sessions had
/// ids have none).
pub fn key(user_id: &str, session_id: Option<&str>) -> String {
    match session_id {
        Some(sid) => format!("{user_id}/{sid}"),
        None => user_id.to_owned(),
    }
}

impl TokenVersions {
    /// The version seen for `key` less than [`FRESH_FOR`] ago (the inner None: no such
    /// account), if any.
    pub fn get(&self, key: &str, now: Instant) -> Option<Option<i32>> {
        self.0
            .get(key)
            .filter(|entry| now.duration_since(entry.1) < FRESH_FOR)
            .map(|entry| entry.0)
    }

    pub fn remember(&self, key: &str, version: Option<i32>, now: Instant) {
        if self.0.len() > SWEEP_ABOVE {
            self.0
                .retain(|_, (_, seen)| now.duration_since(*seen) < FRESH_FOR);
        }
        self.0.insert(key.to_owned(), (version, now));
    }

    /// The account's sessions just ended (or it is gone): read each of them again next time.
    pub fn forget(&self, user_id: &str) {
        let session_prefix = format!("{user_id}/");
        self.0
            .retain(|key, _| key != user_id && !key.starts_with(&session_prefix));
    }

    /// One session just ended: read it again next time.
    pub fn forget_session(&self, user_id: &str, session_id: &str) {
        self.0.remove(&key(user_id, Some(session_id)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_are_believed_for_a_second_and_forgotten_on_demand() {
        let versions = TokenVersions::default();
        let now = Instant::now();
        assert_eq!(versions.get("u", now), None);
        versions.remember("u", Some(3), now);
        assert_eq!(
            versions.get("u", now + Duration::from_millis(900)),
            Some(Some(3))
        );
        assert_eq!(
            versions.get("u", now + FRESH_FOR),
            None,
            "stale after a second"
        );
        versions.remember("gone", None, now);
        assert_eq!(versions.get("gone", now), Some(None));
        versions.forget("u");
        assert_eq!(versions.get("u", now), None);

        let (a, b) = (key("u", Some("a")), key("u", Some("b")));
        versions.remember(&a, Some(1), now);
        versions.remember(&b, Some(1), now);
        versions.remember(&key("uv", Some("c")), Some(1), now);
        versions.forget_session("u", "a");
        assert_eq!(versions.get(&a, now), None);
        assert_eq!(versions.get(&b, now), Some(Some(1)));
        versions.forget("u");
        assert_eq!(versions.get(&b, now), None, "every session of the account");
        assert_eq!(
            versions.get(&key("uv", Some("c")), now),
            Some(Some(1)),
            "another account whose id starts the same is kept"
        );
    }
}
