//! The referral programme (spec points 1, 3, 4 and 9): every user has a code and a link; a
//! visitor who arrives with `?ref=CODE` keeps the code in the `ref` cookie for 30 days (set only
//! if absent); sign-up records who referred the new user and opens a tracking record, to which
//! every plan lifecycle event of the referred user is added once.

use chrono::{DateTime, Duration, Utc};

use crate::{billing::LifecycleKind, plan::PlanName};

/// The cookie that carries the code a visitor arrived with.
pub const REF_COOKIE: &str = "ref";

/// How long the `ref` cookie lasts.
pub const REF_COOKIE_DAYS: i64 = 30;

/// The query parameter a referral link carries.
pub const REF_PARAM: &str = "ref";

/// Capitals and digits without the ones people confuse (0 and O, 1 and I): 32 of them, so
/// each random byte gives one character with no bias.
const ALPHABET: &[u8; 32] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/// How many characters a new code has (40 bits).
pub const CODE_LENGTH: usize = 8;

/// A referral code: 4 to 32 letters and digits, kept in capitals. Codes made before this
/// format (hex from the migration that gave every user one) fit it too.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ReferralCode(String);

impl ReferralCode {
    /// Reads a code as it arrives in a link or a cookie. None for anything that cannot be a
    /// code: a malformed code is ignored, never an error (issue 18).
    pub fn parse(raw: &str) -> Option<Self> {
        let code = raw.trim();
        let fits =
            (4..=32).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_alphanumeric());
        fits.then(|| Self(code.to_ascii_uppercase()))
    }

    /// A new code from random bytes (the caller draws them: the domain does no IO).
    pub fn from_random(bytes: [u8; CODE_LENGTH]) -> Self {
        Self(
            bytes
                .iter()
                .map(|b| char::from(ALPHABET[usize::from(b & 31)]))
                .collect(),
        )
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

/// When a `ref` cookie set now ends.
pub fn cookie_expires(now: DateTime<Utc>) -> DateTime<Utc> {
    now + Duration::days(REF_COOKIE_DAYS)
}

/// The key several tracking records of one person share (the spec's `userEmailKey`): the
/// address as compared, trimmed and in lower case.
pub fn email_key(email: &str) -> String {
    email.trim().to_lowercase()
}

/// Whether a sign-up with `code` is referred by `referrer`: never by oneself.
pub fn refers(referrer_id: &str, new_user_id: &str) -> bool {
    referrer_id != new_user_id
}

/// The fields of a tracking record a lifecycle event sets (spec point 3).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TrackingFields {
    pub moved_to_paid_date: Option<DateTime<Utc>>,
    pub moved_to_paid_plan: Option<PlanName>,
    pub cancel_date: Option<DateTime<Utc>>,
    pub reactive_date: Option<DateTime<Utc>>,
    pub three_day_pass_purchased_date: Option<DateTime<Utc>>,
    pub three_day_pass_expiration_date: Option<DateTime<Utc>>,
    pub three_day_pass_expired: Option<DateTime<Utc>>,
}

impl TrackingFields {
    /// Records an event of `kind` (about `plan`; a pass's `expires_at`), which happened `at`. A
    /// later event of a kind replaces the earlier one's date (the record keeps the latest; the
    /// analytics read every event through `processedEvents`).
    pub fn record(
        &mut self,
        kind: LifecycleKind,
        plan: Option<PlanName>,
        expires_at: Option<DateTime<Utc>>,
        at: DateTime<Utc>,
    ) {
        match kind {
            LifecycleKind::PaidConversion => {
                self.moved_to_paid_date = Some(at);
                self.moved_to_paid_plan = plan;
            }
            LifecycleKind::ThreeDayPassPurchased => {
                self.three_day_pass_purchased_date = Some(at);
                self.three_day_pass_expiration_date = expires_at;
            }
            LifecycleKind::Cancellation => self.cancel_date = Some(at),
            LifecycleKind::Reactivation => self.reactive_date = Some(at),
            LifecycleKind::ThreeDayPassExpired => self.three_day_pass_expired = Some(at),
        }
    }
}

/// How a referrer's link has done: the people who signed up with it, and how many of them
/// have paid at least once (a plan or a pass).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ReferralFigures {
    pub signups: u64,
    pub paid: u64,
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;
    use crate::billing::LifecycleEvent;

    #[test]
    fn a_code_is_letters_and_digits_read_in_capitals() {
        assert_eq!(
            ReferralCode::parse(" k7p2qx9m ").map(ReferralCode::into_string),
            Some("K7P2QX9M".to_owned())
        );
        for bad in [
            "",
            "abc",
            "K7P2-QX9M",
            "<script>",
            "K7P2QX9M'--",
            &"A".repeat(33),
        ] {
            assert_eq!(ReferralCode::parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn new_codes_use_the_readable_alphabet_and_read_back() {
        let code = ReferralCode::from_random([0, 7, 31, 32, 200, 255, 13, 99]);
        assert_eq!(code.as_str().len(), CODE_LENGTH);
        assert!(
            code.as_str()
                .chars()
                .all(|c| c.is_ascii_uppercase() || ('2'..='9').contains(&c))
        );
        assert!(!code.as_str().contains(['0', 'O', '1', 'I']));
        assert_eq!(ReferralCode::parse(code.as_str()), Some(code));
    }

    #[test]
    fn nobody_refers_themself() {
        assert!(refers("a", "b"));
        assert!(!refers("a", "a"));
    }

    #[test]
    fn the_email_key_ignores_case_and_spaces() {
        assert_eq!(email_key(" Ada@Example.COM "), "ada@example.com");
    }

    #[test]
    fn each_lifecycle_event_sets_its_fields() {
        let at = Utc.with_ymd_and_hms(2026, 11, 25, 10, 0, 0).unwrap();
        let expires = at + Duration::days(3);
        let mut fields = TrackingFields::default();
        for event in [
            LifecycleEvent::PaidConversion {
                plan: PlanName::Pro,
            },
            LifecycleEvent::ThreeDayPassPurchased {
                expires_at: Some(expires),
            },
            LifecycleEvent::Cancellation {
                plan: PlanName::Pro,
            },
            LifecycleEvent::Reactivation {
                plan: PlanName::Pro,
            },
        ] {
            fields.record(event.kind(), event.plan(), event.expires_at(), at);
        }
        let expired = LifecycleEvent::ThreeDayPassExpired;
        fields.record(expired.kind(), expired.plan(), None, expires);
        assert_eq!(
            fields,
            TrackingFields {
                moved_to_paid_date: Some(at),
                moved_to_paid_plan: Some(PlanName::Pro),
                cancel_date: Some(at),
                reactive_date: Some(at),
                three_day_pass_purchased_date: Some(at),
                three_day_pass_expiration_date: Some(expires),
                three_day_pass_expired: Some(expires),
            }
        );
    }

    #[test]
    fn the_cookie_lasts_thirty_days() {
        let now = Utc.with_ymd_and_hms(2026, 11, 25, 10, 0, 0).unwrap();
        assert_eq!(cookie_expires(now) - now, Duration::days(30));
    }
}
