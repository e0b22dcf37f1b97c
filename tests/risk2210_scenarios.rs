//! Risk 2210 A.D. scenario files: every `tests/scenarios/risk2210/*.json` (written by
//! `tests/scenarios/risk2210/make.py`) is a match log, the rule it shows and what must
//! happen: the setup is refused (`setup_refused`), an action is refused (`refused`: index
//! and code; the game before it must be left untouched, and the refusal's sentences name
//! the player), or the whole log applies and `state` is a subset of `state_json`.

#[path = "scenarios/expect.rs"]
mod expect;

use std::path::{Path, PathBuf};

use arbitro::engine::any::{AnyGame, AnyLog};
use arbitro::engine::risk2210::{self, Game, R2210Log};
use arbitro::engine::table::Table;
use expect::subset;
use serde_json::Value;

fn scenario_dir() -> PathBuf {
    Path::new(file!())
        .parent()
        .unwrap_or(Path::new("tests"))
        .join("scenarios/risk2210")
}

fn run(doc: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let expect = &doc["expect"];
    let log = match R2210Log::from_value(&doc["log"]) {
        Ok(log) => log,
        Err(e) => return vec![format!("log does not parse: {e}")],
    };
    let game = Game::new(&log);
    if let Some(setup) = expect.get("setup_refused") {
        match game {
            Ok(_) => out.push("setup accepted, expected a refusal".into()),
            Err(r) if setup["code"] != r.code() => out.push(format!(
                "setup refused with {}, expected {}",
                r.code(),
                setup["code"]
            )),
            Err(_) => {}
        }
        return out;
    }
    let mut game = match game {
        Ok(g) => g,
        Err(r) => return vec![format!("setup refused: {r:?}")],
    };
    let refused = expect.get("refused");
    let stop = refused
        .and_then(|r| r["index"].as_u64())
        .map(|i| i as usize);
    for (i, a) in log.actions.iter().enumerate() {
        let before = game.clone();
        match game.apply_mut(a) {
            Ok(()) if stop == Some(i) => {
                out.push(format!("action {i} accepted, expected a refusal"));
                return out;
            }
            Ok(()) => {}
            Err(r) if stop == Some(i) => {
                let code = refused.map(|r| r["code"].clone()).unwrap_or(Value::Null);
                if code != r.code() {
                    out.push(format!(
                        "action {i} refused with {}, expected {code}",
                        r.code()
                    ));
                }
                if game != before {
                    out.push(format!("action {i} refused but the game changed"));
                }
                let o = risk2210::objection(&r, &game.names());
                let seat_named = a.seat().map(|s| game.names()[usize::from(s)].clone());
                if o.message_it.is_empty() || o.message_en.is_empty() || o.message_es.is_empty() {
                    out.push("a refusal without a sentence".into());
                }
                if o.message_es == o.message_it || o.message_es == o.message_en {
                    out.push(format!("{}: no Spanish sentence of its own", o.code));
                }
                if let Some(name) = seat_named.filter(|_| {
                    o.message_en.contains("Player ") || o.message_es.contains("Jugador ")
                }) {
                    out.push(format!(
                        "the sentence numbers a player instead of naming {name}"
                    ));
                }
                return out;
            }
            Err(r) => {
                out.push(format!("action {i} refused: {r:?}"));
                return out;
            }
        }
    }
    if stop.is_some() {
        out.push("the refused action is missing".into());
    }
    if let Some(state) = expect.get("state") {
        subset(state, &game.state_json(), "state", &mut out);
    }
    out
}

#[test]
fn every_risk2210_scenario_holds() {
    let mut failures = Vec::new();
    let mut count = 0;
    let mut files: Vec<PathBuf> = std::fs::read_dir(scenario_dir())
        .expect("the scenario folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("readable");
        let doc: Value = serde_json::from_str(&text).expect("JSON");
        for f in run(&doc) {
            failures.push(format!("{}: {f}", path.display()));
        }
        count += 1;
    }
    assert!(count >= 50, "only {count} scenarios");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_risk2210_log_replays_through_the_shared_surface() {
    let path = scenario_dir().join("invade_land_capture.json");
    let doc: Value =
        serde_json::from_str(&std::fs::read_to_string(path).expect("file")).expect("JSON");
    let log = AnyLog::parse(&doc["log"].to_string()).expect("parses as any log");
    assert_eq!(log.ruleset(), "risk2210");
    let game = AnyGame::replay(&log).expect("replays");
    assert_eq!(game.map().id, "risk2210");
    assert_eq!(game.state_json()["owners"]["nunavut"], 0, "captured");
    let back = AnyLog::parse(&log.to_json_pretty()).expect("round trip");
    assert_eq!(back, log);
    let result = game.result();
    assert!(!result.final_result);
    assert_eq!(result.seats.len(), 3);
    assert!(
        result.seats[0]
            .breakdown
            .iter()
            .any(|l| l.key == "territories")
    );
}
