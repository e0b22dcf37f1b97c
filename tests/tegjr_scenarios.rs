//! TEG Jr scenario files: every `tests/scenarios/tegjr/*.json` (written by its `make.py`)
//! is a match log on the example board plus its expected outcome, run through the
//! generic surface a web page uses (`AnyLog::parse`, `AnyGame::replay`): the log does not
//! read (`parse_refused`: the JSON path), the setup is refused (`setup_refused`), an
//! action is refused (`refused`: index and code; the state before it is left untouched
//! and the refusal is said in both languages), or the whole log applies; `state` and
//! `result` are partial.

#[path = "scenarios/expect.rs"]
mod expect;

use std::path::{Path, PathBuf};

use arbitro::engine::any::{AnyAction, AnyGame, AnyLog};
use arbitro::engine::table::Table;
use expect::subset;
use serde_json::Value;

fn check_game(game: &AnyGame, expect: &Value, out: &mut Vec<String>) {
    if let Some(state) = expect.get("state") {
        subset(state, &game.state_json(), "state", out);
    }
    if let Some(result) = expect.get("result") {
        let actual = serde_json::to_value(game.result()).unwrap_or(Value::Null);
        subset(result, &actual, "result", out);
    }
}

fn run(doc: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let expect = &doc["expect"];
    let log = match AnyLog::parse(&doc["log"].to_string()) {
        Ok(log) => log,
        Err(e) => {
            let want = expect["parse_refused"].as_str();
            if want.is_none() || e.path.as_deref() != want {
                out.push(format!("log does not parse: {e:?}"));
            }
            return out;
        }
    };
    if expect.get("parse_refused").is_some() {
        return vec!["the log parsed, expected a refusal".into()];
    }
    let (setup, actions) = log.split();
    let refused = expect.get("refused");
    let mut game = match (AnyGame::replay(&setup), expect.get("setup_refused")) {
        (Ok(g), None) => g,
        (Ok(_), Some(_)) => return vec!["setup accepted, expected a refusal".into()],
        (Err(stop), Some(want)) => {
            if stop.objection.code != want["code"].as_str().unwrap_or("") {
                out.push(format!("setup refused with {}", stop.objection.code));
            }
            return out;
        }
        (Err(stop), None) => return vec![format!("setup refused: {:?}", stop.objection)],
    };
    for (i, a) in actions.iter().enumerate() {
        let before = game.clone();
        match game.apply_mut(a) {
            Ok(()) => {}
            Err(o) => {
                match refused {
                    Some(r) if r["index"].as_u64() == Some(i as u64) => {
                        if o.code != r["code"].as_str().unwrap_or("") {
                            out.push(format!("refused with {}, expected {}", o.code, r["code"]));
                        }
                        if o.message_it.is_empty() || o.message_it == o.message_en {
                            out.push(format!("{}: sentences missing or not translated", o.code));
                        }
                        if o.message_es.is_empty()
                            || o.message_es == o.message_it
                            || o.message_es == o.message_en
                        {
                            out.push(format!("{}: no Spanish sentence of its own", o.code));
                        }
                    }
                    _ => out.push(format!("action {i} refused: {} {}", o.code, o.message_en)),
                }
                if game != before {
                    out.push("the refused action changed the state".into());
                }
                check_game(&game, expect, &mut out);
                return out;
            }
        }
    }
    if refused.is_some() {
        out.push("every action applied, expected a refusal".into());
    }
    check_game(&game, expect, &mut out);
    // The log reads back as it was written, on its board.
    let again = AnyLog::parse(&log.to_json_pretty()).map(|l| l == log);
    if again != Ok(true) {
        out.push("the log does not read back unchanged".into());
    }
    out
}

#[test]
fn every_tegjr_scenario_gives_its_expected_outcome() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/tegjr");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/scenarios/tegjr")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(files.len() >= 25, "only {} scenarios", files.len());
    let mut failures = Vec::new();
    for file in &files {
        let doc: Value = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
        for problem in run(&doc) {
            failures.push(format!("{}: {problem}", file.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn an_action_reads_and_writes_on_the_example_board() {
    let v: Value = serde_json::json!({"seat": 0, "type": "attack", "from": "turquia", "to": "egipto",
        "dice": {"attacker": [6, 4, 1], "defender": [5, 4]}});
    let a = AnyAction::from_json("teg-jr", &v).unwrap();
    assert_eq!(
        (a.ruleset(), a.kind(), a.seat()),
        ("teg-jr", "attack", Some(0))
    );
    assert_eq!(a.to_json(), v);
}
