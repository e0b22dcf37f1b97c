//! Classic Risiko scenario files: every `tests/scenarios/classic/*.json` is a match log
//! plus its expected outcome (written by `tests/scenarios/classic/make.py`, the arithmetic
//! in `cases.py`). As for the 2 vs 2 scenarios: the setup is refused (`setup_refused`), an
//! action is refused (`refused`: index, code, data; the state before it must be left
//! untouched), or the whole log applies; `state` and `score` are partial.

#[path = "scenarios/expect.rs"]
mod expect;

use std::path::{Path, PathBuf};

use arbitro::engine::any::{AnyGame, AnyLog};
use arbitro::engine::classic::{self, ClassicLog, Game};
use arbitro::engine::replay_report;
use arbitro::engine::table::Table;
use expect::subset;
use serde_json::Value;

fn scenario_dir() -> PathBuf {
    Path::new(file!())
        .parent()
        .unwrap_or(Path::new("tests"))
        .join("scenarios/classic")
}

fn check_game(game: &Game, expect: &Value, out: &mut Vec<String>) {
    if let Some(state) = expect.get("state") {
        subset(state, &game.state_json(), "state", out);
    }
    if let Some(score) = expect.get("score") {
        subset(score, &game.score_json(), "score", out);
    }
}

fn run(doc: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let expect = &doc["expect"];
    let log = match ClassicLog::parse(&doc["log"].to_string()) {
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
                if let Some(detail) = setup.get("detail") {
                    let actual = serde_json::to_value(&r).unwrap_or(Value::Null);
                    subset(detail, &actual, "setup_refused.detail", &mut out);
                }
            }
        }
        return out;
    }
    match (classic::replay(&log), expect.get("refused")) {
        (Ok(game), None) => check_game(&game, expect, &mut out),
        (Ok(_), Some(_)) => out.push("every action applied, expected a refusal".into()),
        (Err(f), None) => out.push(format!("refused at {:?}: {:?}", f.index, f.refusal)),
        (Err(f), Some(r)) => {
            let index = r["index"].as_u64().map(|i| i as usize);
            if f.index != index {
                out.push(format!(
                    "refused at {:?}, expected {index:?}: {:?}",
                    f.index, f.refusal
                ));
            }
            if r["code"] != f.refusal.code() {
                out.push(format!("code {}, expected {}", f.refusal.code(), r["code"]));
            }
            if let Some(detail) = r.get("detail") {
                let actual = serde_json::to_value(&f.refusal).unwrap_or(Value::Null);
                subset(detail, &actual, "detail", &mut out);
            }
            let k = f.index.unwrap_or(0);
            let prefix = ClassicLog {
                actions: log.actions[..k].to_vec(),
                ..log.clone()
            };
            match classic::replay(&prefix) {
                Ok(before) => {
                    let mut probe = before.clone();
                    if probe.apply_mut(&log.actions[k]).is_ok() || probe != before {
                        out.push("the refused action changed the state".into());
                    }
                    check_game(&before, expect, &mut out);
                }
                Err(e) => out.push(format!("prefix refused: {e:?}")),
            }
        }
    }
    out
}

fn scenario_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(scenario_dir())
        .expect("tests/scenarios/classic")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_classic_scenario_gives_its_expected_outcome() {
    let files = scenario_files();
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
fn classic_logs_replay_through_the_shared_seam_and_the_cli_report() {
    for file in scenario_files() {
        let text = std::fs::read_to_string(&file).expect("read scenario");
        let doc: Value = serde_json::from_str(&text).expect("scenario JSON");
        let log_text = doc["log"].to_string();
        let any = AnyLog::parse(&log_text).expect("parses as any log");
        assert_eq!(any.ruleset(), "risiko-classic");
        let (code, report) = replay_report(&log_text);
        let report: Value = serde_json::from_str(&report).expect("report JSON");
        let expect = &doc["expect"];
        let want = if expect.get("setup_refused").is_some() {
            2
        } else if expect.get("refused").is_some() {
            1
        } else {
            0
        };
        assert_eq!(code, want, "{}: {report}", file.display());
        match AnyGame::replay(&any) {
            Ok(game) => {
                assert_eq!(report["state"], game.state_json());
                let sentence_names_no_seat = game.seats().iter().all(|s| !s.name.is_empty());
                assert!(sentence_names_no_seat);
            }
            Err(stop) => {
                assert_eq!(report["code"], stop.objection.code);
                assert!(!stop.objection.message_it.is_empty());
                let o = &stop.objection;
                assert!(
                    !o.message_es.is_empty()
                        && o.message_es != o.message_it
                        && o.message_es != o.message_en,
                    "{}: {}",
                    file.display(),
                    o.message_es
                );
            }
        }
    }
}
