//! No sentence a person reads shows a log code (issue 27, item 5): every action kind of
//! every ruleset, taken from the scenario files, is rendered in Italian, English and
//! Spanish as a history line ([`AnyGame::describe`], before and after the action, as
//! the history and the last-action line read it), as a throw's result sentence
//! ([`super::result::throw_losses`]) and as refusals (the action where the scenario has
//! it, and again on the bare setup and on the final table, where most are refused); every
//! sentence is scanned for the log's codes: the `type` of every action, the field names
//! of the actions played, their snake_case values (card ids, pieces), T.E.G.'s situation
//! cards.

use super::result::throw_losses;
use crate::engine::action_words::action_types;
use crate::engine::any::{AnyAction, AnyGame, AnyLog};
use crate::engine::map::on_map;
use crate::engine::table::{Objection, Table};
use crate::web::i18n::Lang;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

/// Words of Italian or Spanish that are also one-word codes (a field or an action of
/// some ruleset, a card): not a leak when a sentence in that language says them.
const NATIVE: &[(&str, &[&str])] = &[
    (
        "it",
        &[
            "invade", "missile", "sdadata", "dice", "note", "bonus", "verde",
        ],
    ),
    (
        "es",
        &[
            "invade", "sdadata", "crisis", "nieve", "descanso", "neutral", "naval", "bonus",
            "nuclear", "verde", "rojo", "negro", "blanco", "azul", "amarillo",
        ],
    ),
];

struct Found {
    /// Every sentence, with what it came from.
    sentences: Vec<(String, &'static str, String)>,
    /// The action kinds rendered, per ruleset.
    kinds: BTreeMap<String, BTreeSet<String>>,
    /// One-word codes (action types, field names) and snake_case codes.
    words: BTreeSet<String>,
    /// Free text of the actions (reasons, notes), which a sentence may quote.
    free: BTreeSet<String>,
    /// The players' names (a sentence "Name code" is the fallback shape).
    names: BTreeSet<String>,
}

fn codes_of(a: &AnyAction, f: &mut Found) {
    let Value::Object(m) = a.to_json() else {
        return;
    };
    for (k, v) in &m {
        f.words.insert(k.clone());
        match v {
            Value::String(s) if k == "reason" || k == "note" => {
                f.free.insert(s.clone());
            }
            Value::String(s) if s.contains('_') || k == "type" => {
                f.words.insert(s.clone());
            }
            _ => {}
        }
    }
}

fn refusal(o: &Objection, what: &str, f: &mut Found) {
    // These quote back what the file says that nothing knows (a card id no deck has,
    // a seat no player sits in): the words are the point.
    if matches!(o.code, "unknown_card" | "unknown_seat") {
        return;
    }
    for (lang, s) in [
        ("it", o.message(Lang::It)),
        ("en", o.message(Lang::En)),
        ("es", o.message(Lang::Es)),
    ] {
        f.sentences
            .push((s.to_string(), lang, format!("refusal {} of {what}", o.code)));
    }
}

fn render(log: &AnyLog, f: &mut Found) {
    for n in log.names() {
        f.names.insert(n);
    }
    let (setup, actions) = log.split();
    let Ok(fresh) = AnyGame::replay(&setup) else {
        return;
    };
    let mut game = fresh.clone();
    let ruleset = log.ruleset().to_string();
    for a in &actions {
        codes_of(a, f);
        let what = format!("{ruleset} {}", a.kind());
        if let Err(o) = fresh.apply(a) {
            refusal(&o, &what, f);
        }
        let before = game.clone();
        match game.apply_mut(a) {
            Ok(()) => {
                f.kinds
                    .entry(ruleset.clone())
                    .or_default()
                    .insert(a.kind().to_string());
                for lang in Lang::ALL {
                    let code = lang.code();
                    let l = lang;
                    f.sentences
                        .push((before.describe(a, l), code, format!("history of {what}")));
                    f.sentences
                        .push((game.describe(a, l), code, format!("last action {what}")));
                    if let Some(s) = throw_losses(&before, &game, a, lang) {
                        f.sentences.push((s, code, format!("result of {what}")));
                    }
                }
            }
            Err(o) => {
                refusal(&o, &what, f);
                break;
            }
        }
    }
    for a in &actions {
        if let Err(o) = game.apply(a) {
            refusal(&o, &format!("{ruleset} {} at the end", a.kind()), f);
        }
    }
}

/// What is wrong with one sentence: the codes it shows. The sentence is cut into words
/// (letters, digits and `_`): a word that is a code with an underscore is a leak in any
/// language; a one-word code is one in Italian or Spanish unless it is also a word of
/// that language, and in English only quoted or in the fallback shape "Name: code".
fn leaks(sentence: &str, lang: &str, f: &Found) -> Vec<String> {
    let mut s = sentence.to_string();
    // The longest first, so a reason inside another is not cut out of it first.
    let mut free: Vec<&String> = f.free.iter().collect();
    free.sort_by_key(|t| std::cmp::Reverse(t.len()));
    for free in free {
        if !free.is_empty() && s.contains(free.as_str()) {
            s = s.replace(free.as_str(), "");
        }
    }
    let native = NATIVE
        .iter()
        .find(|(l, _)| *l == lang)
        .map_or(&[][..], |(_, w)| *w);
    // "Beto: throw", "Tea end_turn": what follows a player's name, when that is all.
    let tail = f.names.iter().find_map(|n| {
        let rest = s.strip_prefix(n.as_str())?;
        rest.strip_prefix(": ").or_else(|| rest.strip_prefix(' '))
    });
    let mut out: Vec<String> = Vec::new();
    for word in s
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
    {
        if !f.words.contains(word) {
            continue;
        }
        let quoted = s.contains(&format!("«{word}»")) || s.contains(&format!("\"{word}\""));
        let fallback = s == word || tail == Some(word);
        let bare = word.contains('_') || (lang != "en" && !native.contains(&word));
        if (quoted || fallback || bare) && !out.iter().any(|o| o == word) {
            out.push(word.to_string());
        }
    }
    out
}

fn scenario_logs() -> Vec<AnyLog> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let mut out = Vec::new();
    for dir in ["", "classic", "torneo", "teg", "tegjr", "risk2210"] {
        let mut files: Vec<_> = std::fs::read_dir(root.join(dir))
            .expect("the scenarios")
            .map(|e| e.expect("an entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "json"))
            .collect();
        files.sort();
        for p in files {
            let text = std::fs::read_to_string(&p).expect("a scenario");
            let Ok(doc) = serde_json::from_str::<Value>(&text) else {
                continue;
            };
            if let Ok(log) = AnyLog::parse(&doc["log"].to_string()) {
                out.push(log);
            }
        }
    }
    out
}

#[test]
fn no_sentence_history_line_or_refusal_shows_a_log_code() {
    let mut f = Found {
        sentences: Vec::new(),
        kinds: BTreeMap::new(),
        words: BTreeSet::new(),
        free: BTreeSet::new(),
        names: BTreeSet::new(),
    };
    for log in scenario_logs() {
        on_map(log.map(), || render(&log, &mut f));
    }
    // Every action type of every ruleset is a code, played or not.
    let types: Vec<(&str, Vec<String>)> = crate::engine::RulesetId::ALL
        .iter()
        .map(|id| {
            let read = |v: &serde_json::Value| id.reader().read_action(v).map(|_| ());
            (id.id(), action_types(read))
        })
        .collect();
    for (_, list) in &types {
        f.words.extend(list.iter().cloned());
    }
    for card in crate::engine::teg::SituationCard::ALL {
        f.words.insert(card.id().to_string());
    }
    // The scan reaches every kind: each ruleset's actions are all rendered (those no
    // scenario plays successfully are listed, so a gap is seen, not silently skipped).
    let mut unrendered = Vec::new();
    for (ruleset, list) in &types {
        let seen = f.kinds.get(*ruleset).cloned().unwrap_or_default();
        for kind in list {
            if !seen.contains(kind) {
                unrendered.push(format!("{ruleset} {kind}"));
            }
        }
    }
    assert!(
        unrendered.len() < 12,
        "too many kinds no scenario plays: {unrendered:?}"
    );
    assert!(f.sentences.len() > 10_000, "{}", f.sentences.len());
    let mut bad: Vec<String> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for (s, lang, what) in &f.sentences {
        if !seen.insert((s.as_str(), *lang)) {
            continue;
        }
        let l = leaks(s, lang, &f);
        if !l.is_empty() {
            bad.push(format!("{what} [{lang}]: {s:?} shows {l:?}"));
        }
    }
    bad.sort();
    bad.dedup();
    assert!(
        bad.is_empty(),
        "{} sentences show log codes:\n{}",
        bad.len(),
        bad.iter().take(60).cloned().collect::<Vec<_>>().join("\n")
    );
}

/// The scan itself: the fallback shapes of today's main are caught.
#[test]
fn the_scan_catches_the_shapes_the_issue_found() {
    let f = Found {
        sentences: Vec::new(),
        kinds: BTreeMap::new(),
        words: [
            "throw",
            "place_piece",
            "end_turn",
            "combate_clasico",
            "attack",
        ]
        .map(String::from)
        .into(),
        free: BTreeSet::new(),
        names: ["Beto", "Caro", "Tea"].map(String::from).into(),
    };
    assert_eq!(leaks("Beto: throw", "en", &f), ["throw"]);
    assert_eq!(leaks("Caro: place_piece", "it", &f), ["place_piece"]);
    assert_eq!(leaks("Tea end_turn", "es", &f), ["end_turn"]);
    assert_eq!(
        leaks("Ana da vuelta la tarjeta combate_clasico", "es", &f),
        ["combate_clasico"]
    );
    assert_eq!(leaks("Beto tira i dadi: throw", "it", &f), ["throw"]);
    assert!(leaks("Beto attacks Chile from Perú", "en", &f).is_empty());
    assert!(leaks("Ana ataca Chile desde Perú", "es", &f).is_empty());
}

/// Issue 27, item 6: in T.E.G., TEG Jr and Risk 2210 every throw of the scenario files
/// says who lost what, naming the attacker and the defender ("Ana pierde 2, Beto
/// pierde 1").
#[test]
fn every_throw_says_who_lost_what() {
    let mut said: BTreeMap<String, usize> = BTreeMap::new();
    for log in scenario_logs() {
        if !["teg-revancha", "teg-jr", "risk2210"].contains(&log.ruleset()) {
            continue;
        }
        on_map(log.map(), || {
            let (setup, actions) = log.split();
            let Ok(mut game) = AnyGame::replay(&setup) else {
                return;
            };
            for a in &actions {
                let before = game.clone();
                if game.apply_mut(a).is_err() {
                    break;
                }
                let Some(route) = before.throw_route(a) else {
                    assert!(
                        !matches!(a.kind(), "attack" | "throw"),
                        "a throw without its route"
                    );
                    continue;
                };
                let s = throw_losses(&before, &game, a, Lang::Es).expect("a throw's losses");
                let seats = before.seats();
                let attacker = &seats[usize::from(route.attacker)].name;
                assert!(s.starts_with(&format!("{attacker} pierde ")), "{s}");
                assert_eq!(s.matches(" pierde ").count(), 2, "{s}");
                *said.entry(log.ruleset().to_string()).or_default() += 1;
            }
        });
    }
    for ruleset in ["teg-revancha", "teg-jr", "risk2210"] {
        assert!(said.get(ruleset).is_some_and(|n| *n > 0), "{said:?}");
    }
}
