//! The use cases' clock: the system time, plus an offset that tests (and only tests) move
//! forward to see what happens when a pass or a paid period ends.

use std::sync::{
    Arc,
    atomic::{AtomicI64, Ordering},
};

use chrono::{DateTime, Duration, Utc};

#[derive(Clone, Debug, Default)]
pub struct Clock {
    offset_ms: Arc<AtomicI64>,
}

impl Clock {
    // The one reader of the system time (clippy.toml forbids it everywhere else).
    #[allow(clippy::disallowed_methods)]
    pub fn now(&self) -> DateTime<Utc> {
        Utc::now() + Duration::milliseconds(self.offset_ms.load(Ordering::Relaxed))
    }

    /// Moves this clock (and every clone of it) forward.
    pub fn advance(&self, by: Duration) {
        self.offset_ms
            .fetch_add(by.num_milliseconds(), Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn advancing_moves_every_clone() {
        let clock = Clock::default();
        let shared = clock.clone();
        let before = clock.now();
        shared.advance(Duration::days(3));
        let moved = clock.now() - before;
        assert!(moved >= Duration::days(3) && moved < Duration::days(3) + Duration::minutes(1));
    }
}
