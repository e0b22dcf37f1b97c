//! One translation mechanism for every page: keys looked up in a table of
//! Italian/English pairs. Italian is the default; the visitor's choice (a cookie, or
//! their account's setting) wins over the browser's `Accept-Language`.
//!
//! Templates call `{{ c.t("key") }}`. A test scans `templates/` and fails on any key
//! missing from the table, so a typo never reaches a referee as a raw key.

mod around;
mod boards;
mod classic;
mod console;
mod exports;
mod individual;
mod individual_organize;
mod organizer;
mod projector;
mod publish;
mod reliability;
mod rulesets;
mod safety;
mod stages;
mod strings;
mod table;
mod teg;
mod torneo;
mod tournaments;

use axum::http::{HeaderMap, header};
use std::collections::HashMap;
use std::sync::OnceLock;

/// An interface language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Lang {
    /// Italiano (default).
    #[default]
    It,
    /// English.
    En,
}

/// A language alone, for the parts of a page rendered once per language and kept
/// (templates call `v.t("key")` on it as on a visitor).
pub struct Tr(pub Lang);

impl Tr {
    /// The text of `key` in this language.
    pub fn t<'a>(&self, key: &'a str) -> &'a str {
        t(self.0, key)
    }
}

impl Lang {
    /// `it` or `en`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::It => "it",
            Lang::En => "en",
        }
    }

    /// Parses `it`/`en` (and regional forms like `en-GB`).
    pub fn parse(s: &str) -> Option<Lang> {
        let s = s.trim().to_ascii_lowercase();
        if s == "it" || s.starts_with("it-") {
            Some(Lang::It)
        } else if s == "en" || s.starts_with("en-") {
            Some(Lang::En)
        } else {
            None
        }
    }

    /// The first of Italian or English named in `Accept-Language`, by quality order.
    pub fn from_accept_language(headers: &HeaderMap) -> Option<Lang> {
        let value = headers.get(header::ACCEPT_LANGUAGE)?.to_str().ok()?;
        let mut offers: Vec<(f32, Lang)> = value
            .split(',')
            .filter_map(|part| {
                let mut it = part.split(';');
                let lang = Lang::parse(it.next()?)?;
                let q = it
                    .find_map(|p| p.trim().strip_prefix("q="))
                    .and_then(|q| q.parse::<f32>().ok())
                    .unwrap_or(1.0);
                Some((q, lang))
            })
            .collect();
        // Stable sort keeps header order among equal qualities.
        offers.sort_by(|a, b| b.0.total_cmp(&a.0));
        offers.first().map(|(_, l)| *l)
    }

    /// The other language (for the switch link).
    pub fn other(self) -> Lang {
        match self {
            Lang::It => Lang::En,
            Lang::En => Lang::It,
        }
    }
}

/// Every (key, Italian, English) row of the feature tables, in one place so the lookup
/// table and the test that checks it read the same list.
fn rows() -> impl Iterator<Item = &'static (&'static str, &'static str, &'static str)> {
    [
        strings::STRINGS,
        console::STRINGS,
        classic::STRINGS,
        tournaments::STRINGS,
        exports::STRINGS,
        individual::STRINGS,
        individual_organize::STRINGS,
        organizer::STRINGS,
        projector::STRINGS,
        reliability::STRINGS,
        around::STRINGS,
        table::STRINGS,
        safety::STRINGS,
        rulesets::STRINGS,
        publish::STRINGS,
        stages::STRINGS,
        torneo::STRINGS,
        teg::STRINGS,
        boards::STRINGS,
    ]
    .into_iter()
    .flatten()
}

fn table() -> &'static HashMap<&'static str, (&'static str, &'static str)> {
    static TABLE: OnceLock<HashMap<&'static str, (&'static str, &'static str)>> = OnceLock::new();
    TABLE.get_or_init(|| rows().map(|(k, it, en)| (*k, (*it, *en))).collect())
}

/// Translates `key`; an unknown key comes back as itself (and a test catches it).
pub fn t(lang: Lang, key: &str) -> &str {
    match table().get(key) {
        Some((it, en)) => match lang {
            Lang::It => it,
            Lang::En => en,
        },
        None => key,
    }
}

/// Is `key` in the table?
pub fn has_key(key: &str) -> bool {
    table().contains_key(key)
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn accept_language() {
        let mut h = HeaderMap::new();
        h.insert(
            header::ACCEPT_LANGUAGE,
            HeaderValue::from_static("de-DE,en-GB;q=0.8,it;q=0.5"),
        );
        assert_eq!(Lang::from_accept_language(&h), Some(Lang::En));
        h.insert(header::ACCEPT_LANGUAGE, HeaderValue::from_static("fr"));
        assert_eq!(Lang::from_accept_language(&h), None);
    }

    #[test]
    fn keys_are_unique_and_translated() {
        let mut seen = std::collections::HashSet::new();
        for (k, it, en) in rows() {
            assert!(seen.insert(k), "duplicate key {k}");
            assert!(!it.is_empty() && !en.is_empty(), "empty text for {k}");
        }
        assert_eq!(t(Lang::En, "nav.login"), "Log in");
    }

    #[test]
    fn every_template_key_exists() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("templates");
        let mut missing = Vec::new();
        let mut stack = vec![dir];
        while let Some(d) = stack.pop() {
            for entry in std::fs::read_dir(&d).unwrap() {
                let p = entry.unwrap().path();
                if p.is_dir() {
                    stack.push(p);
                    continue;
                }
                let text = std::fs::read_to_string(&p).unwrap();
                for part in text.split("t(\"").skip(1) {
                    let key = part.split('"').next().unwrap();
                    if !has_key(key) {
                        missing.push(format!("{}: {key}", p.display()));
                    }
                }
            }
        }
        assert!(missing.is_empty(), "untranslated keys: {missing:?}");
    }
}
