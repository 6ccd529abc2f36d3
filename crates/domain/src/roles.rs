//! Roles (spec point 6). Staff are the members of the analytics group; the spec spells the
//! group two ways, and both are accepted.

use crate::error::ValidationError;

pub const ANALYTICS_GROUP: &str = "analytics-viewers";
pub const ANALYTICS_GROUP_ALIAS: &str = "analytics-viewer";

/// True when the groups include the analytics group, in either spelling.
pub fn is_staff<S: AsRef<str>>(groups: &[S]) -> bool {
    groups
        .iter()
        .any(|g| matches!(g.as_ref(), ANALYTICS_GROUP | ANALYTICS_GROUP_ALIAS))
}

/// A group name: 1 to 64 characters of lower-case letters, digits, '-' and '_'.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupName(String);

impl GroupName {
    pub fn parse(raw: &str) -> Result<Self, ValidationError> {
        let value = raw.trim();
        let ok = !value.is_empty()
            && value.len() <= 64
            && value
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
        if ok {
            Ok(Self(value.to_owned()))
        } else {
            Err(ValidationError::new(
                "group",
                "A group name is 1 to 64 characters of a-z, 0-9, '-' and '_'.",
            ))
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_spellings_make_staff() {
        assert!(is_staff(&["analytics-viewers"]));
        assert!(is_staff(&["x", "analytics-viewer"]));
        assert!(!is_staff(&["analytics"]));
        assert!(!is_staff::<&str>(&[]));
    }

    #[test]
    fn group_names() {
        assert_eq!(
            GroupName::parse(" analytics-viewers ").unwrap().as_str(),
            "analytics-viewers"
        );
        assert!(GroupName::parse("Admins").is_err());
        assert!(GroupName::parse("").is_err());
    }
}
