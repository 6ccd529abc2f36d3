//! The one error of this crate: an input that breaks a rule.

/// An input that breaks a rule. `field` names the input (in the API's spelling), `message` is
/// written for a person, and `details` lists every broken sub-rule when there are several (the
/// password policy reports each missing rule on its own line).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {message}")]
pub struct ValidationError {
    pub field: &'static str,
    pub message: String,
    pub details: Vec<String>,
}

impl ValidationError {
    pub fn new(field: &'static str, message: impl Into<String>) -> Self {
        Self {
            field,
            message: message.into(),
            details: Vec::new(),
        }
    }
}

/// Checks a free-text field: trimmed, not empty when required, at most `max` characters, and no
/// control characters (which would corrupt logs, mail headers and CSV exports).
pub fn text_field(
    field: &'static str,
    label: &str,
    value: &str,
    max: usize,
) -> Result<String, ValidationError> {
    let value = value.trim();
    if value.is_empty() {
        return Err(ValidationError::new(field, format!("{label} is required.")));
    }
    if value.chars().count() > max {
        return Err(ValidationError::new(
            field,
            format!("{label} must be at most {max} characters."),
        ));
    }
    if value.chars().any(char::is_control) {
        return Err(ValidationError::new(
            field,
            format!("{label} must not contain control characters."),
        ));
    }
    Ok(value.to_owned())
}

/// Like [`text_field`] for text that may span lines: line breaks and tabs are kept, other
/// control characters are refused.
pub fn multiline_text_field(
    field: &'static str,
    label: &str,
    value: &str,
    max: usize,
) -> Result<String, ValidationError> {
    let flattened: String = value
        .chars()
        .map(|c| {
            if matches!(c, '\n' | '\r' | '\t') {
                ' '
            } else {
                c
            }
        })
        .collect();
    text_field(field, label, &flattened, max)?;
    Ok(value.trim().to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn multiline_text_keeps_line_breaks_and_refuses_other_controls() {
        assert_eq!(
            multiline_text_field("m", "Message", " Hi,\n\tthanks\r\n ", 100).unwrap(),
            "Hi,\n\tthanks"
        );
        assert_eq!(
            multiline_text_field("m", "Message", "a\u{7}b", 100)
                .unwrap_err()
                .message,
            "Message must not contain control characters."
        );
        assert_eq!(
            multiline_text_field("m", "Message", "\n \n", 100)
                .unwrap_err()
                .message,
            "Message is required."
        );
        assert!(multiline_text_field("m", "Message", "abcd", 3).is_err());
    }

    #[test]
    fn text_field_trims_and_limits() {
        assert_eq!(text_field("f", "Name", "  Ada ", 10).unwrap(), "Ada");
        assert_eq!(
            text_field("f", "Name", "   ", 10).unwrap_err().message,
            "Name is required."
        );
        assert_eq!(
            text_field("f", "Name", "abcdefghijk", 10)
                .unwrap_err()
                .message,
            "Name must be at most 10 characters."
        );
        assert!(text_field("f", "Name", "a\u{7}b", 10).is_err());
        // Counts characters, not bytes.
        assert!(text_field("f", "Name", "éééééééééé", 10).is_ok());
    }
}
