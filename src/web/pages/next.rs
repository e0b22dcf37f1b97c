//! Where to go back to after logging in or switching language: a `next` path, which
//! a stranger can write into a link. Only a path of this site is followed.

use crate::printable::has_control;
use crate::web::AppError;

/// Refuses a `next` holding control characters (a line break would not even fit in
/// a `Location` header) with a 400, before anything is written.
///
/// # Errors
/// [`AppError::BadRequest`] naming the problem.
pub fn check(next: &str) -> Result<(), AppError> {
    if has_control(next) {
        return Err(AppError::BadRequest("err.bad_next"));
    }
    Ok(())
}

/// The path to go to: `next` as is when it is `/` or `/` followed by a path
/// character (RFC 3986 `pchar`), else `/`. Nothing is removed first, so
/// `/<TAB>/evil.example/` or `//evil.example` or `/\evil.example` are not paths of
/// this site and give `/`.
pub fn safe(next: &str) -> &str {
    let mut chars = next.chars();
    let fine = match (chars.next(), chars.next()) {
        (Some('/'), None) => true,
        (Some('/'), Some(c)) => is_pchar(c),
        _ => false,
    };
    if fine && !next.contains('\\') && !has_control(next) {
        next
    } else {
        "/"
    }
}

/// unreserved / pct-encoded / sub-delims / ":" / "@".
fn is_pchar(c: char) -> bool {
    c.is_ascii_alphanumeric() || "-._~%!$&'()*+,;=:@".contains(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_paths_of_this_site_are_followed() {
        for good in ["/", "/console", "/tournaments/3/round/2?x=1", "/@x", "/%2F"] {
            assert_eq!(safe(good), good);
        }
        for bad in [
            "",
            "console",
            "//evil.example",
            "/\\evil.example",
            "/\t/evil.example/",
            "/ /evil.example",
            "https://evil.example",
            "/?x",
            "/a\\b",
            "/a\nb",
        ] {
            assert_eq!(safe(bad), "/", "{bad:?}");
        }
    }

    #[test]
    fn control_characters_are_refused() {
        assert!(check("/console").is_ok());
        for bad in ["/a\nb", "/a\rb", "/a\u{b}", "/a\u{7f}", "/a\u{85}", "\t/"] {
            assert!(check(bad).is_err(), "{bad:?}");
        }
    }
}
