//! The analytics importer's line format (`superprompt import analytics FILE`, issue 19):
//! newline-delimited JSON, one record a line, in the spec's own field names, so an operator
//! moving from the original system brings their history. Each line is read on its own here;
//! the use case checks what needs the database (a tracking record's user exists, an address is
//! not another account's).
//!
//! ```text
//! {"kind":"user","id":"u-1","email":"ada@example.com","name":"Ada","creation_date_time":"2026-09-01T10:00:00Z","plan_name":"PRO","subscription_status":"active"}
//! {"kind":"tracking","id":"t-1","userid":"u-1","emailid":"ada@example.com","referralCodeInternal":"SPRING26","signup_date":"2026-09-03T09:00:00Z","moved_to_paid_plan":{"date":1788519600,"plan_name":"PRO"}}
//! {"kind":"churn","id":"sub_1","customerId":"cus_1","customerEmail":"bo@example.com","createdAt":1785000000,"canceledAt":1790000000,"planType":"PRO","cancelReason":"price"}
//! ```

use chrono::{DateTime, Utc};
use serde_json::{Map, Value};

use super::{churn::ChurnSource, parse_instant};
use crate::{
    account::Email, billing::SubscriptionStatus, plan::PlanName, referral::ReferralCode,
    referral::TrackingFields,
};

/// The longest id, name or reason a line may carry.
const MAX_TEXT: usize = 255;
/// The longest cancellation reason.
const MAX_REASON: usize = 1000;

/// A user record to import.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportedUser {
    pub id: String,
    /// In lower case, as accounts keep it.
    pub email: String,
    pub name: String,
    pub created_at: DateTime<Utc>,
    pub plan: PlanName,
    pub subscription_status: Option<SubscriptionStatus>,
    pub referral_code: Option<ReferralCode>,
}

/// A tracking record to import.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportedTracking {
    pub id: String,
    pub user_id: String,
    pub email: String,
    pub referral_code: ReferralCode,
    pub signup_date: DateTime<Utc>,
    pub fields: TrackingFields,
    pub processed_events: Vec<String>,
    pub created_at: DateTime<Utc>,
    pub last_updated: DateTime<Utc>,
}

/// One line's record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportItem {
    User(ImportedUser),
    Tracking(ImportedTracking),
    Churn(ChurnSource),
}

struct Line<'a>(&'a Map<String, Value>);

impl Line<'_> {
    fn get(&self, key: &str) -> Option<&Value> {
        self.0.get(key).filter(|v| !v.is_null())
    }

    fn text(&self, key: &str, max: usize) -> Result<Option<String>, String> {
        match self.get(key) {
            None => Ok(None),
            Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
            Some(Value::String(s)) if s.chars().count() > max => {
                Err(format!("{key} is longer than {max} characters"))
            }
            Some(Value::String(s)) if s.chars().any(char::is_control) => {
                Err(format!("{key} holds control characters"))
            }
            Some(Value::String(s)) => Ok(Some(s.trim().to_owned())),
            Some(Value::Number(n)) => Ok(Some(n.to_string())),
            Some(_) => Err(format!("{key} must be a string")),
        }
    }

    fn required(&self, key: &str) -> Result<String, String> {
        self.text(key, MAX_TEXT)?
            .ok_or_else(|| format!("{key} is required"))
    }

    fn time_of(key: &str, value: Option<&Value>) -> Result<Option<DateTime<Utc>>, String> {
        match value.filter(|v| !v.is_null()) {
            None => Ok(None),
            Some(Value::Number(n)) => n
                .as_i64()
                .and_then(|s| DateTime::from_timestamp(s, 0))
                .map(Some)
                .ok_or_else(|| format!("{key} is not a time in epoch seconds")),
            Some(Value::String(s)) => parse_instant("time", s, false)
                .map(Some)
                .map_err(|_| format!("{key} must be ISO 8601 or epoch seconds")),
            Some(_) => Err(format!("{key} must be ISO 8601 or epoch seconds")),
        }
    }

    fn time(&self, key: &str) -> Result<Option<DateTime<Utc>>, String> {
        Self::time_of(key, self.get(key))
    }

    fn required_time(&self, key: &str) -> Result<DateTime<Utc>, String> {
        self.time(key)?.ok_or_else(|| format!("{key} is required"))
    }

    /// A nested object's field, such as moved_to_paid_plan.date.
    fn nested(&self, key: &str) -> Result<Option<Line<'_>>, String> {
        match self.get(key) {
            None => Ok(None),
            Some(Value::Object(map)) => Ok(Some(Line(map))),
            Some(_) => Err(format!("{key} must be an object")),
        }
    }

    fn plan(&self, key: &str) -> Result<Option<PlanName>, String> {
        self.text(key, 64)?
            .map(|p| PlanName::parse(&p).map_err(|_| format!("{key}: {}", p_err())))
            .transpose()
    }
}

fn p_err() -> &'static str {
    "a plan is FREE, PRO, ANNUAL_PRO or THREE_DAY_PASS"
}

fn email(line: &Line<'_>, key: &str) -> Result<String, String> {
    let raw = line.required(key)?;
    Email::parse(&raw)
        .map(|e| e.as_str().to_owned())
        .map_err(|_| format!("{key} is not an email address"))
}

fn user(line: &Line<'_>) -> Result<ImportedUser, String> {
    let id = match line.text("id", 64)? {
        Some(id) => id,
        None => line
            .text("userId", 64)?
            .ok_or("id (or userId) is required")?,
    };
    let referral_code = line
        .text("referralCodeInternal", 64)?
        .map(|c| {
            ReferralCode::parse(&c).ok_or("referralCodeInternal must be 4 to 32 letters and digits")
        })
        .transpose()?;
    Ok(ImportedUser {
        email: email(line, "email")?,
        name: line.text("name", MAX_TEXT)?.unwrap_or_default(),
        created_at: line.required_time("creation_date_time")?,
        plan: line.plan("plan_name")?.unwrap_or_default(),
        subscription_status: line
            .text("subscription_status", 64)?
            .map(|w| {
                SubscriptionStatus::from_word(&w)
                    .ok_or_else(|| format!("subscription_status {w:?} is not a Stripe status"))
            })
            .transpose()?,
        referral_code,
        id,
    })
}

fn tracking(line: &Line<'_>) -> Result<ImportedTracking, String> {
    let signup_date = line.required_time("signup_date")?;
    let mut fields = TrackingFields::default();
    if let Some(paid) = line.nested("moved_to_paid_plan")? {
        fields.moved_to_paid_date = Some(
            paid.required_time("date")
                .map_err(|e| format!("moved_to_paid_plan.{e}"))?,
        );
        fields.moved_to_paid_plan = Some(
            paid.plan("plan_name")
                .map_err(|e| format!("moved_to_paid_plan.{e}"))?
                .ok_or("moved_to_paid_plan.plan_name is required")?,
        );
    }
    if let Some(pass) = line.nested("three_day_pass_purchased")? {
        fields.three_day_pass_purchased_date = Some(
            pass.required_time("date")
                .map_err(|e| format!("three_day_pass_purchased.{e}"))?,
        );
        fields.three_day_pass_expiration_date = pass
            .time("expiration_date")
            .map_err(|e| format!("three_day_pass_purchased.{e}"))?;
    }
    fields.cancel_date = line.time("cancel_date")?;
    fields.reactive_date = line.time("reactive_date")?;
    // The spec's three_day_pass_expired may be a flag or a time; a flag counts from the pass's
    // expiration date.
    fields.three_day_pass_expired = match line.get("three_day_pass_expired") {
        Some(Value::Bool(true)) => fields.three_day_pass_expiration_date,
        Some(Value::Bool(false)) | None => None,
        other => Line::time_of("three_day_pass_expired", other)?,
    };
    let processed_events = match line.get("processedEvents") {
        None => vec![],
        Some(Value::Array(items)) => items
            .iter()
            .map(|v| {
                v.as_str()
                    .map(str::to_owned)
                    .ok_or("processedEvents must be a list of strings")
            })
            .collect::<Result<_, _>>()?,
        Some(_) => return Err("processedEvents must be a list of strings".into()),
    };
    let created_at = line.time("createdAt")?.unwrap_or(signup_date);
    Ok(ImportedTracking {
        id: line.required("id")?,
        user_id: line.required("userid")?,
        email: email(line, "emailid")?,
        referral_code: ReferralCode::parse(&line.required("referralCodeInternal")?)
            .ok_or("referralCodeInternal must be 4 to 32 letters and digits")?,
        signup_date,
        fields,
        processed_events,
        created_at,
        last_updated: line.time("lastUpdated")?.unwrap_or(created_at),
    })
}

fn churn(line: &Line<'_>) -> Result<ChurnSource, String> {
    Ok(ChurnSource {
        id: line.required("id")?,
        customer_id: line.required("customerId")?,
        customer_email: email(line, "customerEmail")?,
        created_at: line.required_time("createdAt")?,
        canceled_at: line.required_time("canceledAt")?,
        plan_type: line.plan("planType")?,
        cancel_reason: line.text("cancelReason", MAX_REASON)?,
    })
}

/// Reads one line. The error says what is wrong, for a person.
pub fn parse_line(raw: &str) -> Result<ImportItem, String> {
    let value: Value = serde_json::from_str(raw).map_err(|e| format!("not a JSON object: {e}"))?;
    let Value::Object(map) = value else {
        return Err("not a JSON object".into());
    };
    let line = Line(&map);
    match line.get("kind").and_then(Value::as_str) {
        Some("user") => user(&line).map(ImportItem::User),
        Some("tracking") => tracking(&line).map(ImportItem::Tracking),
        Some("churn") => churn(&line).map(ImportItem::Churn),
        Some(other) => Err(format!(
            "unknown kind {other:?}: a kind is user, tracking or churn"
        )),
        None => Err("kind is required: user, tracking or churn".into()),
    }
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    #[test]
    fn the_documented_example_reads() {
        let lines = [
            r#"{"kind":"user","id":"u-1","email":"Ada@Example.com","name":"Ada","creation_date_time":"2026-09-01T10:00:00Z","plan_name":"PRO","subscription_status":"active"}"#,
            r#"{"kind":"tracking","id":"t-1","userid":"u-1","emailid":"ada@example.com","referralCodeInternal":"SPRING26","signup_date":"2026-09-03T09:00:00Z","moved_to_paid_plan":{"date":1788519600,"plan_name":"PRO"}}"#,
            r#"{"kind":"churn","id":"sub_1","customerId":"cus_1","customerEmail":"bo@example.com","createdAt":1785000000,"canceledAt":1790000000,"planType":"PRO","cancelReason":"price"}"#,
        ];
        let ImportItem::User(u) = parse_line(lines[0]).unwrap() else {
            panic!("a user")
        };
        assert_eq!(u.email, "ada@example.com");
        assert_eq!(u.plan, PlanName::Pro);
        assert_eq!(
            u.created_at,
            Utc.with_ymd_and_hms(2026, 9, 1, 10, 0, 0).unwrap()
        );
        let ImportItem::Tracking(t) = parse_line(lines[1]).unwrap() else {
            panic!("a tracking record")
        };
        assert_eq!(t.referral_code.as_str(), "SPRING26");
        assert_eq!(t.fields.moved_to_paid_plan, Some(PlanName::Pro));
        assert_eq!(
            t.fields.moved_to_paid_date,
            DateTime::from_timestamp(1788519600, 0)
        );
        assert_eq!(
            t.created_at, t.signup_date,
            "createdAt defaults to signup_date"
        );
        let ImportItem::Churn(c) = parse_line(lines[2]).unwrap() else {
            panic!("a cancellation")
        };
        assert_eq!(
            c.canceled_at,
            DateTime::from_timestamp(1790000000, 0).unwrap()
        );
        assert_eq!(c.cancel_reason.as_deref(), Some("price"));
    }

    #[test]
    fn bad_lines_say_why() {
        for (line, reason) in [
            ("not json", "not a JSON object"),
            ("[1]", "not a JSON object"),
            (r#"{"id":"x"}"#, "kind is required"),
            (r#"{"kind":"order"}"#, "unknown kind"),
            (
                r#"{"kind":"user","id":"u","email":"nope","creation_date_time":1}"#,
                "email is not an email address",
            ),
            (
                r#"{"kind":"user","email":"a@b.co","creation_date_time":1}"#,
                "id (or userId) is required",
            ),
            (
                r#"{"kind":"user","id":"u","email":"a@b.co"}"#,
                "creation_date_time is required",
            ),
            (
                r#"{"kind":"user","id":"u","email":"a@b.co","creation_date_time":"soon"}"#,
                "creation_date_time must be ISO 8601",
            ),
            (
                r#"{"kind":"user","id":"u","email":"a@b.co","creation_date_time":1,"plan_name":"GOLD"}"#,
                "plan_name",
            ),
            (
                r#"{"kind":"tracking","id":"t","userid":"u","emailid":"a@b.co","referralCodeInternal":"no-dashes","signup_date":1}"#,
                "referralCodeInternal",
            ),
            (
                r#"{"kind":"tracking","id":"t","userid":"u","emailid":"a@b.co","referralCodeInternal":"GOOD1","signup_date":1,"moved_to_paid_plan":{"plan_name":"PRO"}}"#,
                "moved_to_paid_plan.date is required",
            ),
            (
                r#"{"kind":"churn","id":"s","customerId":"c","customerEmail":"a@b.co","createdAt":1}"#,
                "canceledAt is required",
            ),
        ] {
            let err = parse_line(line).unwrap_err();
            assert!(err.contains(reason), "{line}: {err}");
        }
    }

    #[test]
    fn an_expired_flag_counts_from_the_expiration_date() {
        let t = parse_line(r#"{"kind":"tracking","id":"t","userid":"u","emailid":"a@b.co","referralCodeInternal":"GOOD1","signup_date":1,"three_day_pass_purchased":{"date":100,"expiration_date":"1970-01-04T00:00:00Z"},"three_day_pass_expired":true,"processedEvents":["evt_1"]}"#).unwrap();
        let ImportItem::Tracking(t) = t else {
            panic!("a tracking record")
        };
        assert_eq!(
            t.fields.three_day_pass_expired,
            DateTime::from_timestamp(3 * 86_400, 0)
        );
        assert_eq!(t.processed_events, ["evt_1"]);
    }
}
