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

#[cfg(test)]
mod tests {
    use super::*;

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
