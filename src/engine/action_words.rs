//! The log's action codes in the referee's words.
//!
//! A refusal such as "not now" or "phase passed" carries the action's `type` code from
//! the log (`end_turn`, `place_piece`); the code stays in the refusal's JSON for
//! programs, but the sentence read aloud at an Italian or Spanish table names the
//! action: "la fine del turno", "the end of the turn", "el fin del turno". One set of
//! words serves every ruleset, so an action named the same in two rulesets reads the same.
//!
//! The words are messages (`engine-action-CODE` in the `engine_common` area). Each is a
//! noun phrase with its article, to sit after a verb or preposition
//! without contraction ("registrare …", "per …", "para …"): sentences put it in the
//! middle, never first, so no capital letter is needed.

use super::Lang;
use crate::i18n::{has_key, t, t_known};

/// The action `code` as a noun phrase in `lang`: `"end_turn"` → "la fine del turno".
///
/// A code without words (a test forbids it for every code a ruleset can refuse) reads
/// "questa azione" / "this action" / "esta acción", so a sentence never shows a code.
pub fn action_words(code: &str, lang: Lang) -> &'static str {
    t_known(lang, &key(code)).unwrap_or_else(|| t(lang, "engine.action.unknown"))
}

/// Whether `code` has its own words (the tests' check).
pub fn has_words(code: &str) -> bool {
    has_key(&key(code))
}

/// The message of a code's words: the catalogue is the list of the codes that have them.
fn key(code: &str) -> String {
    format!("engine.action.{code}")
}

/// The `type` codes of a serde-tagged `Action` enum, read from serde's own list of
/// variants (the "unknown variant" error names them all), so a variant added later is
/// in the list without anyone writing it down.
#[cfg(test)]
pub(crate) fn action_types<E: std::fmt::Display>(
    read: impl Fn(&serde_json::Value) -> Result<(), E>,
) -> Vec<String> {
    let err = match read(&serde_json::json!({ "type": "\u{1}" })) {
        Ok(()) => panic!("a nameless action type was accepted"),
        Err(e) => e.to_string(),
    };
    let list = err
        .split_once("expected one of ")
        .unwrap_or_else(|| panic!("serde's error no longer lists the variants: {err}"))
        .1;
    // Each variant is between backticks; whatever follows the list is left out.
    let codes: Vec<String> = list
        .split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect();
    assert!(codes.len() > 3, "too few variants read from: {err}");
    codes
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::engine::RulesetId;

    /// Every `type` of every ruleset's actions (what a `not_now` built from
    /// `Action::kind` can carry), asked of the registry so a new ruleset is in the list.
    fn every_action_type() -> Vec<&'static [&'static str]> {
        RulesetId::ALL
            .iter()
            .map(|id| id.reader().action_codes())
            .collect()
    }

    #[test]
    fn the_words_are_a_phrase_not_a_code() {
        for code in every_action_type().iter().copied().flatten() {
            for s in Lang::ALL.map(|lang| action_words(code, lang)) {
                assert!(!s.is_empty() && !s.contains('_'), "{code}: {s:?}");
                assert_ne!(s, *code, "{code} left untranslated");
                assert!(!s.starts_with("engine."), "{code} has no message");
            }
        }
        assert_eq!(action_words("end_turn", Lang::It), "la fine del turno");
        assert_eq!(action_words("attack", Lang::En), "an attack");
        assert_eq!(action_words("attack", Lang::Es), "un ataque");
        assert_eq!(action_words("no_such_code", Lang::Es), "esta acción");
        assert!(!has_words("no_such_code"));
    }

    /// A new variant without words fails here.
    #[test]
    fn every_action_type_of_every_ruleset_has_words() {
        let all = every_action_type();
        for code in all.iter().copied().flatten() {
            assert!(has_words(code), "no words for the action type {code:?}");
        }
        for types in &all {
            assert!(types.contains(&"end_match"), "the list read: {types:?}");
        }
        // Each ruleset's reader gives its own list: two alike would mean the registry
        // hands one ruleset's actions to another.
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert_ne!(a, b, "two rulesets read the same action types");
            }
        }
    }

    /// The codes serde reads are the codes the program names (`kind()`), for every
    /// ruleset: what a log writes as `type` is what a refusal's `not_now` carries.
    #[test]
    fn serde_reads_the_codes_kind_names() {
        let read: Vec<Vec<String>> = RulesetId::ALL
            .iter()
            .map(|id| action_types(|v| id.reader().read_action(v).map(|_| ())))
            .collect();
        for (read, codes) in read.iter().zip(every_action_type()) {
            assert_eq!(read, codes);
        }
    }

    /// Codes written as literals where a refusal is built (`action: "turn"`,
    /// `self.enter(seat, Phase::Income, "place")`) rather than taken from an action's
    /// type: read from the engine's sources, so a new literal without words fails here.
    #[test]
    fn every_code_written_in_a_refusal_has_words() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine");
        let mut found = Vec::new();
        let mut dirs = vec![root];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).expect("src/engine is readable") {
                let path = entry.expect("a directory entry").path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let text = std::fs::read_to_string(&path).expect("a source file");
                    for code in literal_codes(&text) {
                        found.push((path.display().to_string(), code));
                    }
                }
            }
        }
        assert!(
            found.iter().any(|(_, c)| c == "time_up"),
            "the scan found nothing"
        );
        assert!(
            found.iter().any(|(_, c)| c == "buy_station"),
            "enter() not scanned"
        );
        for (file, code) in &found {
            assert!(
                has_words(code),
                "{file}: no words for the refusal's action {code:?}"
            );
        }
    }

    /// The snake-case literals after `action: `, in `self.enter(...)` calls and returned
    /// by T.E.G.'s `step_word`.
    fn literal_codes(text: &str) -> Vec<String> {
        let word = |s: &str| -> Option<String> {
            let s = s.trim_start().strip_prefix('"')?;
            let end = s.find('"')?;
            let w = &s[..end];
            let snake = !w.is_empty() && w.chars().all(|c| c.is_ascii_lowercase() || c == '_');
            snake.then(|| w.to_string())
        };
        let mut codes: Vec<String> = text
            .match_indices("action: ")
            .filter_map(|(i, m)| word(&text[i + m.len()..]))
            .collect();
        // T.E.G. names its turn's steps for `not_now` and `stage_over` in one function.
        for (i, _) in text.match_indices("fn step_word(") {
            let body = &text[i..];
            let body = &body[..body.find("\n}").unwrap_or(body.len())];
            codes.extend(
                body.match_indices("=> ")
                    .filter_map(|(j, m)| word(&body[j + m.len()..])),
            );
        }
        for (i, m) in text.match_indices("self.enter(") {
            let call = &text[i + m.len()..];
            let call = &call[..call.find(')').unwrap_or(call.len())];
            codes.extend(call.split(',').filter_map(word));
        }
        codes
    }

    /// The three sentences name the action in words: no log code, quoted or bare, and
    /// the code and the detail's `action` (the API) exactly as before.
    pub(crate) fn says_words(o: &crate::engine::table::Objection, code: &str, action: &str) {
        assert_eq!(o.code, code);
        assert_eq!(o.detail["action"], action, "the detail keeps the code");
        for s in [
            o.message(Lang::It),
            o.message(Lang::En),
            o.message(Lang::Es),
        ] {
            // A one-word code may be the English word itself ("incorporation"): only
            // its quoted form is the code.
            let quoted = s.contains(&format!("«{action}»")) || s.contains(&format!("\"{action}\""));
            let bare = action.contains('_') && s.contains(action);
            assert!(!s.contains('_') && !quoted && !bare, "{code}/{action}: {s}");
        }
        assert_ne!(o.message(Lang::It), o.message(Lang::Es));
    }

    /// The sentence in `lang` says `words`.
    pub(crate) fn reads(o: &crate::engine::table::Objection, lang: Lang, words: &str) {
        let s = o.message(lang);
        assert!(s.contains(words), "{s}");
    }

    pub(crate) fn names() -> Vec<String> {
        ["Anna", "Bruno", "Carla", "Dario"]
            .map(String::from)
            .to_vec()
    }
}
