//! Reading and writing the few cookies Arbitro uses, without a cookie crate.
//!
//! Over HTTPS every name takes the `__Host-` prefix: a browser then accepts the cookie
//! only from a secure page of this very host, with `Path=/` and no `Domain`, so
//! neither a plain-HTTP page on another port of the same host nor a sibling domain
//! can set one of ours (cookies are not kept apart by port). The names are given
//! here without the prefix; [`named`] adds it.

use axum::http::{HeaderMap, HeaderValue, header};

/// The login session cookie.
pub const SESSION: &str = "arbitro_session";
/// The double-submit CSRF cookie for visitors who are not logged in.
pub const CSRF: &str = "arbitro_csrf";
/// The chosen interface language.
pub const LANG: &str = "arbitro_lang";

/// The name cookie `name` (one of the constants) goes by: with the `__Host-` prefix
/// when the app is served over HTTPS (`secure`).
pub fn named(name: &'static str, secure: bool) -> &'static str {
    if !secure {
        return name;
    }
    match name {
        SESSION => "__Host-arbitro_session",
        CSRF => "__Host-arbitro_csrf",
        LANG => "__Host-arbitro_lang",
        other => other,
    }
}

/// Every cookie of the request as (name, value), in the order sent.
fn pairs(headers: &HeaderMap) -> impl Iterator<Item = (&str, &str)> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
}

/// The value of cookie `name` (as [`named`] for `secure`) in the request, if present.
pub fn get<'a>(headers: &'a HeaderMap, name: &'static str, secure: bool) -> Option<&'a str> {
    let name = named(name, secure);
    pairs(headers).find(|(k, _)| *k == name).map(|(_, v)| v)
}

/// How many cookies named `name` (as [`named`] for `secure`) the request carries.
/// More than one session cookie means another site or port set its own beside ours,
/// and there is no telling which is the visitor's.
pub fn count(headers: &HeaderMap, name: &'static str, secure: bool) -> usize {
    let name = named(name, secure);
    pairs(headers).filter(|(k, _)| *k == name).count()
}

/// A `Set-Cookie` value for cookie `name` (prefixed as [`named`] says): `HttpOnly`,
/// `SameSite=Lax`, path `/`, `Secure` when asked. `max_age` of `None` makes a
/// browser-session cookie; `Some(0)` deletes it.
pub fn set(name: &'static str, value: &str, max_age: Option<u64>, secure: bool) -> HeaderValue {
    let name = named(name, secure);
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
        assert_eq!(get(&h, LANG, false), Some("en"));
        assert_eq!(get(&h, LANG, true), None);
        assert_eq!(count(&h, SESSION, false), 0);
        h.append(
            header::COOKIE,
            HeaderValue::from_static("arbitro_session=x; __Host-arbitro_session=y"),
        );
        assert_eq!(get(&h, SESSION, true), Some("y"));
        assert_eq!(count(&h, SESSION, false), 1);
        h.append(
            header::COOKIE,
            HeaderValue::from_static("arbitro_session=z"),
        );
        assert_eq!(count(&h, SESSION, false), 2);
        assert_eq!(count(&h, SESSION, true), 1);
    }

    #[test]
    fn writes_flags() {
        let v = set(SESSION, "x", None, true);
        let v = v.to_str().unwrap();
        assert!(v.contains("HttpOnly") && v.contains("SameSite=Lax") && v.contains("Secure"));
        assert!(v.starts_with("__Host-arbitro_session=x; Path=/;"), "{v}");
        let plain = set(SESSION, "x", None, false);
        assert!(plain.to_str().unwrap().starts_with("arbitro_session=x;"));
    }
}
