//! The web layer's side of the one translation mechanism ([`crate::i18n`]): the
//! visitor's language (a cookie, or their account's setting, wins over the browser's
//! `Accept-Language`), and the calls templates make.
//!
//! Templates call `{{ c.t("key") }}`, `{{ c.tn("key", n) }}` (a sentence agreeing with a
//! count) or [`tf`] with several arguments. A test scans `templates/` and fails on any
//! key missing from any language, so a typo never reaches a referee as a raw key.

pub use crate::i18n::{Count, Lang, has_key, t, tf, tn};

/// A language alone, for the parts of a page rendered once per language and kept
/// (templates call `v.t("key")` on it as on a visitor).
pub struct Tr(pub Lang);

impl Tr {
    /// The text of `key` in this language.
    pub fn t<'a>(&self, key: &'a str) -> &'a str {
        t(self.0, key)
    }

    /// The text of `key` agreeing with the count `n` (its `$n`).
    pub fn tn(&self, key: &str, n: impl Count) -> String {
        tn(self.0, key, n)
    }
}

/// A player's colour in `lang`: the message `colour-<code>` for the colours the rulesets
/// know (the logs keep the code, e.g. `rosso`, `azul`); a colour no message names (a
/// club board's own) is shown as written.
pub fn colour_name(lang: Lang, code: &str) -> String {
    let key = format!("colour.{code}");
    if has_key(&key) {
        t(lang, &key).to_string()
    } else {
        code.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
                for call in ["t(\"", "tn(\""] {
                    for part in text.split(call).skip(1) {
                        let key = part.split('"').next().unwrap();
                        if !has_key(key) {
                            missing.push(format!("{}: {key}", p.display()));
                        }
                    }
                }
            }
        }
        assert!(missing.is_empty(), "untranslated keys: {missing:?}");
    }
}
