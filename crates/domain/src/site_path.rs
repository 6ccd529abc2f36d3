//! Where this site may send a browser next: after sign-in, and back from a payment page.
//! Browsers forgive a lot in a URL (they drop tabs and newlines, read `\` as `/`, and treat
//! `//host` as another site), so a path is accepted only when it cannot leave the site.

use crate::ValidationError;

/// The longest path accepted.
pub const PATH_MAX: usize = 2048;

/// Whether `target` is a path on this site: one leading `/` not followed by `/` or `\`, no
/// control characters, whitespace or backslashes anywhere, at most [`PATH_MAX`] bytes, and
/// the whole resolves to this origin.
pub fn is_local_path(target: &str) -> bool {
    let shape_ok = target.starts_with('/')
        && !target.starts_with("//")
        && target.len() <= PATH_MAX
        && !target
            .chars()
            .any(|c| c == '\\' || c.is_control() || c.is_whitespace());
    let base = url::Url::parse("https://this.site.invalid/").expect("a valid base");
    shape_ok
        && base
            .join(target)
            .is_ok_and(|joined| joined.origin() == base.origin())
}

/// The path to come back to from a payment page (the spec's `returnUrl`): a path on this site,
/// or an absolute URL on `public_url`'s origin (kept as its path, query and fragment).
/// Anything else is refused, so a checkout can never send a paying user to another site.
pub fn return_path(raw: &str, public_url: &str) -> Result<String, ValidationError> {
    let refused = || {
        ValidationError::new(
            "returnUrl",
            "The return address must be a page of this site.",
        )
    };
    if is_local_path(raw) {
        return Ok(raw.to_owned());
    }
    let site = url::Url::parse(public_url).map_err(|_| refused())?;
    let url = url::Url::parse(raw).map_err(|_| refused())?;
    if url.origin() != site.origin() || raw.len() > PATH_MAX {
        return Err(refused());
    }
    let mut path = url.path().to_owned();
    if let Some(query) = url.query() {
        path.push('?');
        path.push_str(query);
    }
    if let Some(fragment) = url.fragment() {
        path.push('#');
        path.push_str(fragment);
    }
    if is_local_path(&path) {
        Ok(path)
    } else {
        Err(refused())
    }
}

#[cfg(test)]
mod tests {
    use super::{is_local_path, return_path};

    /// Known open-redirect bypasses: none is a path on this site.
    const BYPASSES: [&str; 17] = [
        "//evil.example",
        "///evil.example",
        "/\\evil.example",
        "\\/evil.example",
        "/\t/evil.example/x",
        "/\n/evil.example",
        "/\r\n/evil.example",
        "/ /evil.example",
        " /evil.example",
        "/\u{0}/evil.example",
        "/\u{3000}/evil.example",
        "https://evil.example",
        "http:evil.example",
        "javascript:alert(1)",
        "evil.example",
        "",
        "/pricing\nSet-Cookie: a=b",
    ];

    #[test]
    fn local_paths_stay_on_site() {
        for ok in [
            "/pricing",
            "/dashboard/library?folder=a%2Fb#top",
            "/%09/x",
            "/.//x",
        ] {
            assert!(is_local_path(ok), "{ok:?} is a path on this site");
        }
        for bad in BYPASSES {
            assert!(!is_local_path(bad), "{bad:?}");
        }
        assert!(!is_local_path(&format!("/{}", "a".repeat(2048))));
    }

    #[test]
    fn return_paths_are_this_sites_pages() {
        let site = "https://prompts.example.com";
        assert_eq!(
            return_path("/dashboard/settings#plan-billing", site).unwrap(),
            "/dashboard/settings#plan-billing"
        );
        assert_eq!(
            return_path("https://prompts.example.com/dashboard/pricing?from=x", site).unwrap(),
            "/dashboard/pricing?from=x"
        );
        assert_eq!(
            return_path("https://prompts.example.com", site).unwrap(),
            "/"
        );
        for bad in BYPASSES {
            let refused = return_path(bad, site).unwrap_err();
            assert_eq!(refused.field, "returnUrl", "{bad:?}");
        }
        for other_site in [
            "https://prompts.example.com.evil.example/x",
            "http://prompts.example.com/x",
            "https://prompts.example.com:8443/x",
            "https://user@evil.example/x",
        ] {
            assert!(return_path(other_site, site).is_err(), "{other_site:?}");
        }
    }
}
