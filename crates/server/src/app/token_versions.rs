//! The token version of recently seen accounts, so checking an access token (every signed-in
//! request) does not cost a database read each time. An entry lives one second: an event that
//! ends an account's sessions on another instance is seen here within that second; on this
//! instance the use case that ends them forgets the entry at once. Measured in
//! docs/performance.md: the read on every request cost about 30 % of generation throughput.

use std::time::{Duration, Instant};

use dashmap::DashMap;

/// How long a version read from the database is believed.
pub const FRESH_FOR: Duration = Duration::from_secs(1);
/// Entries kept before the stale ones are swept.
const SWEEP_ABOVE: usize = 50_000;

#[derive(Debug, Default)]
pub struct TokenVersions(DashMap<String, (Option<i32>, Instant)>);

impl TokenVersions {
    /// The version seen for `user_id` less than [`FRESH_FOR`] ago (the inner None: no such
    /// account), if any.
    pub fn get(&self, user_id: &str, now: Instant) -> Option<Option<i32>> {
        self.0
            .get(user_id)
            .filter(|entry| now.duration_since(entry.1) < FRESH_FOR)
            .map(|entry| entry.0)
    }

    pub fn remember(&self, user_id: &str, version: Option<i32>, now: Instant) {
        if self.0.len() > SWEEP_ABOVE {
            self.0
                .retain(|_, (_, seen)| now.duration_since(*seen) < FRESH_FOR);
        }
        self.0.insert(user_id.to_owned(), (version, now));
    }

    /// The account's sessions just ended (or it is gone): read it again next time.
    pub fn forget(&self, user_id: &str) {
        self.0.remove(user_id);
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
    }
}
