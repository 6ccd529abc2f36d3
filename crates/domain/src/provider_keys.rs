//! A user's own LLM provider keys (issue 20): used only for that user's testing playground runs,
//! beside the operator's models. What a key may be, and where it may send the user's prompts.
//!
//! A key's base URL is where the server will send requests on the user's behalf, so by default
//! it must be `https` to a public host: an IP literal in a private, loopback, link-local or
//! unique-local range, `localhost` and names under `.local`/`.internal` are refused (the server
//! must not become a way into the network it runs in). The operator can allow private hosts
//! (`[llm] user_keys_private_hosts = true`, for a local model server on a trusted network).

use std::net::IpAddr;

use crate::error::ValidationError;

/// Keys one user may keep.
pub const MAX_KEYS: usize = 10;
/// Models one key may offer.
pub const MAX_MODELS_PER_KEY: usize = 6;
const MAX_NAME_CHARS: usize = 40;
const MAX_MODEL_CHARS: usize = 100;
const MIN_KEY_CHARS: usize = 8;
const MAX_KEY_CHARS: usize = 500;

/// Which wire protocol a key's provider speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Vendor {
    /// OpenAI, or any OpenAI-compatible server (with a base URL).
    Openai,
    Anthropic,
    Gemini,
}

/// A key as the user gave it, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewProviderKey {
    pub name: String,
    pub vendor: Vendor,
    /// Ends in `/`; None: the vendor's own API.
    pub base_url: Option<String>,
    pub models: Vec<String>,
    pub api_key: String,
}

impl NewProviderKey {
    /// Checks a key: a name of letters, digits, `-` and `_` (it names the provider in model ids,
    /// "<name>/<model>"), not one of `taken` (the operator's providers); 1 to
    /// [`MAX_MODELS_PER_KEY`] distinct model names; a key of 8 to 500 characters without spaces;
    /// and a base URL the server may call (see the module).
    pub fn parse(
        name: &str,
        vendor: Vendor,
        base_url: Option<&str>,
        models: &[String],
        api_key: &str,
        taken: &[&str],
        private_hosts: bool,
    ) -> Result<Self, ValidationError> {
        let name = name.trim();
        if name.is_empty()
            || name.chars().count() > MAX_NAME_CHARS
            || !name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            return Err(ValidationError::new(
                "name",
                format!(
                    "Name the key with up to {MAX_NAME_CHARS} letters, digits, dashes or underscores."
                ),
            ));
        }
        if taken.iter().any(|t| t.eq_ignore_ascii_case(name)) {
            return Err(ValidationError::new(
                "name",
                format!(
                    "{name} is already the name of one of this server's providers. Choose another."
                ),
            ));
        }
        let mut checked: Vec<String> = Vec::new();
        for model in models {
            let model = model.trim();
            if model.is_empty()
                || model.chars().count() > MAX_MODEL_CHARS
                || model.chars().any(char::is_whitespace)
            {
                return Err(ValidationError::new(
                    "models",
                    format!("A model's name has 1 to {MAX_MODEL_CHARS} characters and no spaces."),
                ));
            }
            if !checked.iter().any(|m| m == model) {
                checked.push(model.to_owned());
            }
        }
        if checked.is_empty() || checked.len() > MAX_MODELS_PER_KEY {
            return Err(ValidationError::new(
                "models",
                format!("Name 1 to {MAX_MODELS_PER_KEY} models this key can use."),
            ));
        }
        let api_key = api_key.trim();
        if api_key.chars().count() < MIN_KEY_CHARS
            || api_key.chars().count() > MAX_KEY_CHARS
            || api_key.chars().any(char::is_whitespace)
        {
            return Err(ValidationError::new(
                "apiKey",
                "Paste the whole API key: 8 to 500 characters, without spaces.",
            ));
        }
        let base_url = base_url
            .map(str::trim)
            .filter(|u| !u.is_empty())
            .map(|u| check_base_url(u, private_hosts))
            .transpose()?;
        Ok(Self {
            name: name.to_owned(),
            vendor,
            base_url,
            models: checked,
            api_key: api_key.to_owned(),
        })
    }
}

/// The last four characters of a key: all the API ever shows of it.
pub fn last_four(api_key: &str) -> String {
    let chars: Vec<char> = api_key.chars().collect();
    chars[chars.len().saturating_sub(4)..].iter().collect()
}

fn private_ip(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            v4.is_private()
                || v4.is_loopback()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_broadcast()
                // 100.64.0.0/10, carrier-grade NAT.
                || (v4.octets()[0] == 100 && (v4.octets()[1] & 0xc0) == 64)
        }
        IpAddr::V6(v6) => {
            v6.is_loopback()
                || v6.is_unspecified()
                // fc00::/7 unique local, fe80::/10 link local.
                || (v6.segments()[0] & 0xfe00) == 0xfc00
                || (v6.segments()[0] & 0xffc0) == 0xfe80
                || v6.to_ipv4_mapped().is_some_and(|v4| private_ip(IpAddr::V4(v4)))
        }
    }
}

/// A base URL the server may call for a user: absolute http(s) with a host, no credentials,
/// query or fragment; `https` to a public host unless private hosts are allowed. Returned
/// ending in `/`.
pub fn check_base_url(raw: &str, private_hosts: bool) -> Result<String, ValidationError> {
    let refuse = |why: &str| ValidationError::new("baseUrl", why.to_owned());
    let url = url::Url::parse(raw).map_err(|_| {
        refuse("Enter the API's full address, for example https://api.example.com/v1/.")
    })?;
    if !matches!(url.scheme(), "https" | "http")
        || url.cannot_be_a_base()
        || !url.username().is_empty()
        || url.password().is_some()
        || url.query().is_some()
        || url.fragment().is_some()
    {
        return Err(refuse(
            "Enter the API's full address, for example https://api.example.com/v1/ (no user, query or fragment).",
        ));
    }
    let host = url
        .host()
        .ok_or_else(|| refuse("The address needs a host name."))?;
    let private = match host {
        url::Host::Ipv4(ip) => private_ip(IpAddr::V4(ip)),
        url::Host::Ipv6(ip) => private_ip(IpAddr::V6(ip)),
        url::Host::Domain(name) => {
            let name = name.trim_end_matches('.').to_ascii_lowercase();
            name == "localhost"
                || name.ends_with(".localhost")
                || name.ends_with(".local")
                || name.ends_with(".internal")
                || !name.contains('.')
        }
    };
    if !private_hosts {
        if private {
            return Err(refuse(
                "This server does not call private or local addresses for a user's key. Use the provider's public API address.",
            ));
        }
        if url.scheme() != "https" {
            return Err(refuse("The address must start with https://."));
        }
    }
    let mut text = url.to_string();
    if !text.ends_with('/') {
        text.push('/');
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(
        name: &str,
        url: Option<&str>,
        models: &[&str],
        key: &str,
    ) -> Result<NewProviderKey, ValidationError> {
        let models: Vec<String> = models.iter().map(|m| m.to_string()).collect();
        NewProviderKey::parse(name, Vendor::Openai, url, &models, key, &["openai"], false)
    }

    #[test]
    fn a_key_is_checked_field_by_field() {
        let ok = parse(
            "my-groq",
            Some("https://api.groq.com/openai/v1"),
            &["llama-3.1-8b", " llama-3.1-8b"],
            " gsk_abcdefgh1234 ",
        )
        .unwrap();
        assert_eq!(ok.name, "my-groq");
        assert_eq!(
            ok.base_url.as_deref(),
            Some("https://api.groq.com/openai/v1/")
        );
        assert_eq!(ok.models, vec!["llama-3.1-8b"], "trimmed and once each");
        assert_eq!(ok.api_key, "gsk_abcdefgh1234");
        assert_eq!(last_four(&ok.api_key), "1234");
        assert_eq!(
            parse("mine", None, &["gpt-4o-mini"], "sk-12345678")
                .unwrap()
                .base_url,
            None
        );

        let field = |r: Result<NewProviderKey, ValidationError>| r.unwrap_err().field;
        assert_eq!(field(parse("", None, &["m"], "sk-12345678")), "name");
        assert_eq!(field(parse("my key", None, &["m"], "sk-12345678")), "name");
        assert_eq!(
            field(parse("OpenAI", None, &["m"], "sk-12345678")),
            "name",
            "the operator's name"
        );
        assert_eq!(field(parse("k", None, &[], "sk-12345678")), "models");
        assert_eq!(field(parse("k", None, &["a b"], "sk-12345678")), "models");
        assert_eq!(
            field(parse(
                "k",
                None,
                &["1", "2", "3", "4", "5", "6", "7"],
                "sk-12345678"
            )),
            "models"
        );
        assert_eq!(field(parse("k", None, &["m"], "short")), "apiKey");
        assert_eq!(field(parse("k", None, &["m"], "sk-1234 5678")), "apiKey");
    }

    #[test]
    fn a_base_url_must_be_public_https_unless_the_operator_allows_private_hosts() {
        for refused in [
            "http://api.example.com/v1",
            "https://127.0.0.1/v1",
            "https://10.1.2.3/",
            "https://192.168.0.10:8443/v1",
            "https://169.254.169.254/latest",
            "https://100.64.0.1/",
            "https://[::1]/",
            "https://[fd00::1]/",
            "https://[::ffff:10.0.0.1]/",
            "https://localhost:11434/v1",
            "https://ollama.local/v1",
            "https://metadata.google.internal/",
            "https://intranet/v1",
            "https://user:pw@api.example.com/",
            "https://api.example.com/v1?x=1",
            "ftp://api.example.com/",
            "not a url",
        ] {
            assert!(check_base_url(refused, false).is_err(), "{refused}");
        }
        assert_eq!(
            check_base_url("https://api.together.xyz/v1", false).unwrap(),
            "https://api.together.xyz/v1/"
        );
        assert_eq!(
            check_base_url("http://127.0.0.1:11434/v1/", true).unwrap(),
            "http://127.0.0.1:11434/v1/"
        );
        assert!(
            check_base_url("https://u:p@127.0.0.1/", true).is_err(),
            "never credentials"
        );
    }
}
