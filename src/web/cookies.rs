//! Reading and writing the few cookies Arbitro uses, without a cookie crate.

use axum::http::{HeaderMap, HeaderValue, header};

/// The login session cookie.
pub const SESSION: &str = "arbitro_session";
/// The double-submit CSRF cookie for visitors who are not logged in.
pub const CSRF: &str = "arbitro_csrf";
/// The chosen interface language.
pub const LANG: &str = "arbitro_lang";

/// The value of cookie `name` in the request headers, if present.
pub fn get<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
}

/// A `Set-Cookie` value: `HttpOnly`, `SameSite=Lax`, path `/`, `Secure` when asked.
/// `max_age` of `None` makes a browser-session cookie; `Some(0)` deletes it.
pub fn set(name: &str, value: &str, max_age: Option<u64>, secure: bool) -> HeaderValue {
    let mut s = format!("{name}={value}; Path=/; HttpOnly; SameSite=Lax");
    if let Some(age) = max_age {
        s.push_str(&format!("; Max-Age={age}"));
    }
    if secure {
        s.push_str("; Secure");
    }
    HeaderValue::from_str(&s).unwrap_or_else(|_| HeaderValue::from_static("invalid=1"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_cookies() {
        let mut h = HeaderMap::new();
        h.insert(
            header::COOKIE,
            HeaderValue::from_static("a=1; arbitro_lang=en"),
        );
        assert_eq!(get(&h, "arbitro_lang"), Some("en"));
        assert_eq!(get(&h, "a"), Some("1"));
        assert_eq!(get(&h, "b"), None);
    }

    #[test]
    fn writes_flags() {
        let v = set(SESSION, "x", None, true);
        let v = v.to_str().unwrap();
        assert!(v.contains("HttpOnly") && v.contains("SameSite=Lax") && v.contains("Secure"));
    }
}
