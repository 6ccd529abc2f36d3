//! Accounts: email addresses, the password policy, names, and how an account signs in.

use crate::error::{ValidationError, text_field};

pub const EMAIL_MAX: usize = 254;
pub const PASSWORD_MIN: usize = 8;
/// Argon2 cost grows with input length; a cap keeps one request from burning a core.
pub const PASSWORD_MAX: usize = 128;
pub const NAME_MAX: usize = 100;

/// An email address, trimmed and lower-cased, so that one mailbox is one account.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Email(String);

impl Email {
    pub fn parse(raw: &str) -> Result<Self, ValidationError> {
        let value = raw.trim().to_lowercase();
        let invalid = || ValidationError::new("email", "Enter a valid email address.");
        if value.is_empty() {
            return Err(ValidationError::new("email", "Email is required."));
        }
        if value.len() > EMAIL_MAX {
            return Err(ValidationError::new(
                "email",
                format!("Email must be at most {EMAIL_MAX} characters."),
            ));
        }
        let (local, domain) = value.split_once('@').ok_or_else(invalid)?;
        let domain_ok = !domain.is_empty()
            && domain.contains('.')
            && !domain.starts_with('.')
            && !domain.ends_with('.')
            && !domain.contains("..")
            && domain
                .chars()
                .all(|c| c.is_alphanumeric() || c == '-' || c == '.');
        let local_ok = !local.is_empty()
            && local.len() <= 64
            && !local.contains(char::is_whitespace)
            && !local.chars().any(|c| {
                c.is_control()
                    || matches!(
                        c,
                        '<' | '>' | '(' | ')' | ',' | ';' | ':' | '"' | '[' | ']' | '\\'
                    )
            });
        if !domain_ok || !local_ok {
            return Err(invalid());
        }
        Ok(Self(value))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for Email {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// One rule of the password policy (spec point 5). The messages are shared word for word with
/// the web app, which shows them as the user types.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PasswordRule {
    MinLength,
    Lowercase,
    Uppercase,
    Digit,
    Symbol,
}

impl PasswordRule {
    pub const ALL: [PasswordRule; 5] = [
        Self::MinLength,
        Self::Lowercase,
        Self::Uppercase,
        Self::Digit,
        Self::Symbol,
    ];

    pub fn message(self) -> &'static str {
        match self {
            Self::MinLength => "Password must be at least 8 characters long",
            Self::Lowercase => "Password must contain a lowercase letter",
            Self::Uppercase => "Password must contain an uppercase letter",
            Self::Digit => "Password must contain a number",
            Self::Symbol => "Password must contain a symbol",
        }
    }

    fn is_met(self, password: &str) -> bool {
        match self {
            Self::MinLength => password.chars().count() >= PASSWORD_MIN,
            Self::Lowercase => password.chars().any(char::is_lowercase),
            Self::Uppercase => password.chars().any(char::is_uppercase),
            Self::Digit => password.chars().any(|c| c.is_ascii_digit()),
            Self::Symbol => password
                .chars()
                .any(|c| !c.is_alphanumeric() && !c.is_whitespace()),
        }
    }
}

/// The rules a password breaks, in the order the policy lists them.
pub fn password_failures(password: &str) -> Vec<PasswordRule> {
    PasswordRule::ALL
        .into_iter()
        .filter(|rule| !rule.is_met(password))
        .collect()
}

/// A password that meets the policy. It is never printed: `Debug` hides it.
#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

impl Password {
    pub fn parse(raw: &str, field: &'static str) -> Result<Self, ValidationError> {
        if raw.chars().count() > PASSWORD_MAX {
            return Err(ValidationError::new(
                field,
                format!("Password must be at most {PASSWORD_MAX} characters long"),
            ));
        }
        let failures = password_failures(raw);
        if let Some(first) = failures.first() {
            return Err(ValidationError {
                field,
                message: first.message().to_owned(),
                details: failures.iter().map(|r| r.message().to_owned()).collect(),
            });
        }
        Ok(Self(raw.to_owned()))
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for Password {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Password(<redacted>)")
    }
}

/// A given or family name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonName(String);

impl PersonName {
    pub fn parse(raw: &str, field: &'static str, label: &str) -> Result<Self, ValidationError> {
        let name = text_field(field, label, raw, NAME_MAX)?;
        refuse_direction_controls(field, label, &name)?;
        Ok(Self(name))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

/// A new account, as the sign-up form gives it.
#[derive(Debug, Clone)]
pub struct NewAccount {
    pub email: Email,
    pub password: Password,
    pub given_name: PersonName,
    pub family_name: PersonName,
}

impl NewAccount {
    /// Parses every field and reports the first broken rule, field by field in form order.
    pub fn parse(
        email: &str,
        password: &str,
        given_name: &str,
        family_name: &str,
    ) -> Result<Self, ValidationError> {
        Ok(Self {
            email: Email::parse(email)?,
            given_name: PersonName::parse(given_name, "givenName", "Given name")?,
            family_name: PersonName::parse(family_name, "familyName", "Family name")?,
            password: Password::parse(password, "password")?,
        })
    }

    pub fn display_name(&self) -> String {
        full_name(self.given_name.as_str(), self.family_name.as_str())
    }
}

/// Unicode's explicit direction controls (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI, the
/// LRM/RLM/ALM marks). In a name they serve only to make text read differently from how it is
/// stored: "Bob\u{202E}moc.evil" shows as "Boblive.com" in mail and on screen.
fn is_direction_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}')
}

/// Refuses a name that contains a direction control.
pub fn refuse_direction_controls(
    field: &'static str,
    label: &str,
    value: &str,
) -> Result<(), ValidationError> {
    if value.chars().any(is_direction_control) {
        return Err(ValidationError::new(
            field,
            format!("{label} must not contain text-direction control characters."),
        ));
    }
    Ok(())
}

/// A name from an identity provider, kept as it is minus direction controls and other control
/// characters (the provider's data is not ours to refuse, but it is shown to people).
pub fn clean_provider_name(raw: &str) -> String {
    raw.chars()
        .filter(|c| !is_direction_control(*c) && !c.is_control())
        .take(NAME_MAX)
        .collect::<String>()
        .trim()
        .to_owned()
}

pub fn full_name(given: &str, family: &str) -> String {
    format!("{given} {family}").trim().to_owned()
}

/// How an account signs in (spec point 7, checkLoginType).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LoginType {
    GoogleSso,
    FacebookSso,
    AppleSso,
    EmailPassword,
}

impl LoginType {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::GoogleSso => "GOOGLE_SSO",
            Self::FacebookSso => "FACEBOOK_SSO",
            Self::AppleSso => "APPLE_SSO",
            Self::EmailPassword => "EMAIL_PASSWORD",
        }
    }
}

/// checkLoginType's answer. An unknown email answers EMAIL_PASSWORD (the sign-up path) and
/// cannot reset; only an account with a password can reset it. An account made through Google
/// has no password, so "forgot password" would only confuse.
pub fn can_reset_password(account: Option<(LoginType, bool)>) -> (LoginType, bool) {
    match account {
        None => (LoginType::EmailPassword, false),
        Some((login_type, has_password)) => (login_type, has_password),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_refuse_direction_controls() {
        assert_eq!(
            PersonName::parse(" Ada ", "givenName", "Given name")
                .unwrap()
                .as_str(),
            "Ada"
        );
        // Right-to-left override, isolate and mark: each refused with the field named.
        for sneaky in ["Bob\u{202E}moc.live", "Eve\u{2067}x", "Mal\u{200F}lory"] {
            let err = PersonName::parse(sneaky, "givenName", "Given name").unwrap_err();
            assert_eq!(err.field, "givenName");
            assert!(err.message.contains("text-direction"), "{}", err.message);
        }
        // Scripts that read right to left are names like any other.
        assert!(PersonName::parse("\u{05D3}\u{05E0}\u{05D4}", "givenName", "Given name").is_ok());
        assert_eq!(clean_provider_name("Bob\u{202E}moc\u{0007}"), "Bobmoc");
    }

    #[test]
    fn email_is_normalised_and_checked() {
        assert_eq!(
            Email::parse("  Ada@Example.COM ").unwrap().as_str(),
            "ada@example.com"
        );
        for bad in [
            "",
            "ada",
            "ada@",
            "@example.com",
            "ada@example",
            "a da@example.com",
            "ada@exa_mple.com",
            "ada@.com",
            "<a>@b.co",
        ] {
            assert!(Email::parse(bad).is_err(), "{bad:?} should be refused");
        }
        let long = format!("{}@example.com", "a".repeat(250));
        assert!(
            Email::parse(&long)
                .unwrap_err()
                .message
                .contains("at most 254")
        );
    }

    #[test]
    fn each_missing_password_rule_has_its_own_message() {
        let cases = [
            ("Ab1!", "Password must be at least 8 characters long"),
            ("ABCDEFG1!", "Password must contain a lowercase letter"),
            ("abcdefg1!", "Password must contain an uppercase letter"),
            ("Abcdefgh!", "Password must contain a number"),
            ("Abcdefgh1", "Password must contain a symbol"),
        ];
        for (password, message) in cases {
            let failures = password_failures(password);
            assert_eq!(failures.len(), 1, "{password}: {failures:?}");
            assert_eq!(failures[0].message(), message);
        }
        assert_eq!(password_failures("").len(), 5);
        assert!(password_failures("Abcdefg1!").is_empty());
    }

    #[test]
    fn password_parse_lists_every_failure_and_hides_itself() {
        let err = Password::parse("abc", "password").unwrap_err();
        assert_eq!(err.field, "password");
        assert_eq!(err.details.len(), 4);
        assert_eq!(err.message, "Password must be at least 8 characters long");
        let ok = Password::parse("Sup3r-secret", "password").unwrap();
        assert!(!format!("{ok:?}").contains("Sup3r"));
        assert!(Password::parse(&format!("Aa1!{}", "x".repeat(200)), "password").is_err());
    }

    #[test]
    fn new_account_reports_fields_in_form_order() {
        let err = NewAccount::parse("bad", "x", "", "").unwrap_err();
        assert_eq!(err.field, "email");
        let err = NewAccount::parse("a@b.co", "x", "", "").unwrap_err();
        assert_eq!(err.field, "givenName");
        let ok = NewAccount::parse("a@b.co", "Passw0rd!", " Ada ", "Lovelace").unwrap();
        assert_eq!(ok.display_name(), "Ada Lovelace");
    }

    #[test]
    fn only_password_accounts_can_reset() {
        assert_eq!(can_reset_password(None), (LoginType::EmailPassword, false));
        assert_eq!(
            can_reset_password(Some((LoginType::GoogleSso, false))),
            (LoginType::GoogleSso, false)
        );
        assert_eq!(
            can_reset_password(Some((LoginType::EmailPassword, true))),
            (LoginType::EmailPassword, true)
        );
    }
}
