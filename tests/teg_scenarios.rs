//! T.E.G. La Revancha scenario files: every `tests/scenarios/teg/*.json` is a match log
//! plus its expected outcome (written by `tests/scenarios/teg/make.py`): the setup is
//! refused (`setup_refused`), an action is refused (`refused`: index, code, data; the state
//! before it must be left untouched and the refusal must say it in both languages), or the
//! whole log applies; `state` and `score` are partial. Ids are read on the T.E.G. board.

#[path = "scenarios/expect.rs"]
mod expect;

use std::path::{Path, PathBuf};

use arbitro::engine::any::{AnyGame, AnyLog};
use arbitro::engine::map::{Map, on_map};
use arbitro::engine::replay_report;
use arbitro::engine::table::Table;
use arbitro::engine::teg::{self, Game, TegLog};
use expect::subset;
use serde_json::Value;

fn scenario_dir() -> PathBuf {
    Path::new(file!())
        .parent()
        .unwrap_or(Path::new("tests"))
        .join("scenarios/teg")
}

fn check_game(game: &Game, expect: &Value, out: &mut Vec<String>) {
    if let Some(state) = expect.get("state") {
        subset(state, &game.state_json(), "state", out);
    }
    if let Some(score) = expect.get("score") {
        subset(score, &game.score_json(), "score", out);
    }
}

fn check_refusal(
    code: &str,
    detail: Option<&Value>,
    r: &teg::Refusal,
    names: &[String],
    out: &mut Vec<String>,
) {
    if code != r.code() {
        out.push(format!("refused with {}, expected {code}: {r:?}", r.code()));
    }
    if let Some(detail) = detail {
        let actual = serde_json::to_value(r).unwrap_or(Value::Null);
        subset(detail, &actual, "detail", out);
    }
    let o = teg::objection(r, names);
    if o.message_it.is_empty() || o.message_en.is_empty() || o.message_it == o.message_en {
        out.push(format!("{code}: sentences missing or not translated"));
    }
    if o.message_es.is_empty() || o.message_es == o.message_it || o.message_es == o.message_en {
        out.push(format!("{code}: no Spanish sentence of its own"));
    }
}

fn run(doc: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let expect = &doc["expect"];
    let log = match TegLog::parse(&doc["log"].to_string()) {
        Ok(log) => log,
        Err(e) => return vec![format!("log does not parse: {e}")],
    };
    let names: Vec<String> = log.players.iter().map(|p| p.name.clone()).collect();
    if let Some(setup) = expect.get("setup_refused") {
        match Game::new(&log) {
            Ok(_) => out.push("setup accepted, expected a refusal".into()),
            Err(r) => check_refusal(
                setup["code"].as_str().unwrap_or(""),
                setup.get("detail"),
                &r,
                &names,
                &mut out,
            ),
        }
        return out;
    }
    match (teg::replay(&log), expect.get("refused")) {
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
            check_refusal(
                r["code"].as_str().unwrap_or(""),
                r.get("detail"),
                &f.refusal,
                &names,
                &mut out,
            );
            let k = f.index.unwrap_or(0);
            let prefix = TegLog {
                actions: log.actions[..k].to_vec(),
                ..log.clone()
            };
            match teg::replay(&prefix) {
                Ok(before) => {
                    let mut probe = before.clone();
                    if probe.apply_mut(&log.actions[k]).is_ok() || probe != before {
                        out.push("the refused action changed the state".into());
                    }
                }
                Err(e) => out.push(format!("prefix refused: {e:?}")),
            }
        }
    }
    out
}

fn scenario_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(scenario_dir())
        .expect("tests/scenarios/teg")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_teg_scenario_gives_its_expected_outcome() {
    let files = scenario_files();
    assert!(files.len() >= 60, "only {} scenarios", files.len());
    let mut failures = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("read scenario");
        let doc: Value = serde_json::from_str(&text).expect("scenario JSON");
        for problem in on_map(Map::teg_revancha(), || run(&doc)) {
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
fn teg_logs_replay_through_the_shared_seam_and_the_cli_report() {
    for file in scenario_files() {
        let text = std::fs::read_to_string(&file).expect("read scenario");
        let doc: Value = serde_json::from_str(&text).expect("scenario JSON");
        let log_text = doc["log"].to_string();
        let any = AnyLog::parse(&log_text).expect("parses as any log");
        assert_eq!(any.ruleset(), "teg-revancha");
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
            Ok(game) => assert_eq!(report["state"], game.state_json()),
            Err(stop) => assert_eq!(report["code"], stop.objection.code),
        }
        // The log writes back exactly (ids as slugs of the T.E.G. board).
        let again = AnyLog::parse(&any.to_json_pretty()).expect("round trip");
        assert_eq!(again, any, "{}", file.display());
    }
}

#[test]
fn no_state_names_an_objective() {
    for file in scenario_files() {
        let text = std::fs::read_to_string(&file).expect("read scenario");
        if !text.contains("\"objectives\"") {
            continue;
        }
        let doc: Value = serde_json::from_str(&text).expect("scenario JSON");
        let any = AnyLog::parse(&doc["log"].to_string()).expect("parses");
        if let Ok(game) = AnyGame::replay(&any) {
            let state = game.state_json().to_string();
            assert!(
                !state.contains("occ_") && !state.contains("unknown_20"),
                "{state}"
            );
        }
    }
}
