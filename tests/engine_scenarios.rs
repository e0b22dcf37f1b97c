//! Scenario files: every `tests/scenarios/*.json` is a match log plus its expected
//! outcome (worked out by hand in `tests/scenarios/cases.py`, which writes the files).
//!
//! An expectation is one of: the setup is refused (`setup_refused`), an action is refused
//! (`refused`: its index, code and data; the state before it must be left untouched), or the
//! whole log applies. `state`, `score` and `breakdowns` are partial: every key given must
//! match the engine's JSON, other keys are not checked.

use std::path::{Path, PathBuf};

use arbitro::engine::log::MatchLog;
use arbitro::engine::risiko2v2::{Game, replay};
use arbitro::engine::{Names, replay_report};
use serde_json::Value;

fn scenario_dir() -> PathBuf {
    Path::new(file!())
        .parent()
        .unwrap_or(Path::new("tests"))
        .join("scenarios")
}

fn examples_dir() -> PathBuf {
    Path::new(file!())
        .parent()
        .unwrap_or(Path::new("tests"))
        .join("../docs/examples")
}

/// Differences between an expected partial JSON and the actual JSON.
fn subset(expected: &Value, actual: &Value, path: &str, out: &mut Vec<String>) {
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => {
            for (k, v) in e {
                match a.get(k) {
                    Some(av) => subset(v, av, &format!("{path}.{k}"), out),
                    None => out.push(format!("{path}.{k}: missing (expected {v})")),
                }
            }
        }
        _ if expected == actual => {}
        _ => out.push(format!("{path}: expected {expected}, got {actual}")),
    }
}

fn check_game(game: &Game, expect: &Value, out: &mut Vec<String>) {
    if let Some(state) = expect.get("state") {
        let actual = serde_json::to_value(game).unwrap_or(Value::Null);
        subset(state, &actual, "state", out);
    }
    if let Some(score) = expect.get("score") {
        let actual = serde_json::to_value(game.score()).unwrap_or(Value::Null);
        subset(score, &actual, "score", out);
    }
    if let Some(Value::Object(b)) = expect.get("breakdowns") {
        for (seat, e) in b {
            let seat: u8 = seat.parse().unwrap_or(99);
            let actual =
                serde_json::to_value(game.reinforcement_breakdown(seat)).unwrap_or(Value::Null);
            subset(e, &actual, &format!("breakdowns.{seat}"), out);
        }
    }
}

/// Every refusal reads in three languages, each its own sentence (Spanish beside the two
/// older ones).
fn three_sentences(r: &arbitro::engine::Refusal, names: &Names, out: &mut Vec<String>) {
    use arbitro::engine::Lang;
    let [it, en, es] = Lang::ALL.map(|l| r.message(l, names));
    if it.is_empty() || en.is_empty() || es.is_empty() || es == it || es == en || it == en {
        out.push(format!("{}: sentences missing or not translated", r.code()));
    }
}

fn run(doc: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let expect = &doc["expect"];
    let log = match MatchLog::parse(&doc["log"].to_string()) {
        Ok(log) => log,
        Err(e) => return vec![format!("log does not parse: {e}")],
    };
    if let Some(setup) = expect.get("setup_refused") {
        match Game::new(&log) {
            Ok(_) => out.push("setup accepted, expected a refusal".into()),
            Err(r) => {
                if setup["code"] != r.code() {
                    out.push(format!(
                        "setup refused with {}, expected {}",
                        r.code(),
                        setup["code"]
                    ));
                }
                three_sentences(&r, &Names::of(&log.players), &mut out);
                if let Some(detail) = setup.get("detail") {
                    subset(
                        detail,
                        &r.detail(&Names::of(&log.players)),
                        "setup_refused.detail",
                        &mut out,
                    );
                }
            }
        }
        return out;
    }
    match (replay(&log), expect.get("refused")) {
        (Ok(game), None) => check_game(&game, expect, &mut out),
        (Ok(_), Some(_)) => out.push("every action applied, expected a refusal".into()),
        (Err(f), None) => out.push(format!(
            "refused at {:?}: {} ({})",
            f.index,
            f.refusal.code(),
            f.refusal
        )),
        (Err(f), Some(r)) => {
            let index = r["index"].as_u64().map(|i| i as usize);
            if f.index != index {
                out.push(format!(
                    "refused at {:?}, expected {index:?}: {}",
                    f.index, f.refusal
                ));
            }
            if r["code"] != f.refusal.code() {
                out.push(format!("code {}, expected {}", f.refusal.code(), r["code"]));
            }
            three_sentences(&f.refusal, &Names::of(&log.players), &mut out);
            if let Some(detail) = r.get("detail") {
                subset(
                    detail,
                    &f.refusal.detail(&Names::of(&log.players)),
                    "detail",
                    &mut out,
                );
            }
            // The state before the refused action, which the refusal must leave untouched.
            let k = f.index.unwrap_or(0);
            let prefix = MatchLog {
                actions: log.actions[..k].to_vec(),
                ..log.clone()
            };
            match replay(&prefix) {
                Ok(before) => {
                    let mut probe = before.clone();
                    if probe.apply_mut(&log.actions[k]).is_ok() || probe != before {
                        out.push("the refused action changed the state".into());
                    }
                    check_game(&before, expect, &mut out);
                }
                Err(e) => out.push(format!("prefix refused: {e}")),
            }
        }
    }
    out
}

#[test]
fn every_scenario_gives_its_expected_outcome() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(scenario_dir())
        .expect("tests/scenarios")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(files.len() >= 60, "only {} scenarios", files.len());
    let mut failures = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("read scenario");
        let doc: Value = serde_json::from_str(&text).expect("scenario JSON");
        for problem in run(&doc) {
            failures.push(format!("{}: {problem}", file.display()));
        }
    }
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn replay_is_byte_for_byte_deterministic() {
    let text =
        std::fs::read_to_string(scenario_dir().join("trade_seven_cards.json")).expect("scenario");
    let doc: Value = serde_json::from_str(&text).expect("json");
    let log = doc["log"].to_string();
    let first = replay_report(&log);
    for _ in 0..5 {
        assert_eq!(replay_report(&log), first);
    }
    assert_eq!(first.0, 0);
}

#[test]
fn the_shipped_examples_replay_with_their_exit_codes() {
    for (file, code) in [
        ("full-match.json", 0),
        ("refused-attack.json", 1),
        ("bad-territory.json", 2),
        ("broken-json.json", 2),
    ] {
        let text = std::fs::read_to_string(examples_dir().join(file)).expect("example");
        let (exit, out) = replay_report(&text);
        assert_eq!(exit, code, "{file}: {out}");
        let v: Value = serde_json::from_str(&out).expect("one JSON object");
        assert_eq!(v["ok"], code == 0, "{file}");
        if code == 0 {
            assert_eq!(v["state"]["finished"], true, "{file}");
            assert!(v["score"]["ranking"].is_array());
        }
        if code == 1 {
            assert!(v["index"].is_u64() && v["code"].is_string() && v["message"].is_string());
            // The three sentences, each its own (Spanish added beside the first two).
            let es = v["message_es"].as_str().unwrap_or_default();
            assert!(
                !es.is_empty() && v["message"] != es && v["message_en"] != es,
                "{out}"
            );
            assert_eq!(v["detail"]["message_es"], es, "{out}");
        }
        if file == "bad-territory.json" {
            assert!(
                v["path"]
                    .as_str()
                    .is_some_and(|p| p.starts_with("actions[")),
                "{out}"
            );
        }
        if file == "broken-json.json" {
            assert!(v["line"].is_u64() && v["column"].is_u64(), "{out}");
        }
    }
}
