//! RisiKo! tournament scenario files: every `tests/scenarios/torneo/*.json` is a match
//! log plus its expected outcome (written by `tests/scenarios/torneo/make.py`, the cases
//! and their arithmetic in `cases.py`): the setup is refused (`setup_refused`), an action
//! is refused (`refused`: index, code, data; the state before it must be left untouched
//! and the refusal must say it in both languages), or the whole log applies; `state`,
//! `score` and `result` (the shared `Table::result`) are partial.

#[path = "scenarios/expect.rs"]
mod expect;
#[path = "scenarios/runner.rs"]
mod runner;

use arbitro::engine::table::Table;
use arbitro::engine::torneo::{self, TorneoLog};
use serde_json::Value;

#[test]
fn every_torneo_scenario_gives_its_expected_outcome() {
    runner::check_all("torneo", 20);
}

#[test]
fn torneo_logs_replay_through_the_shared_seam_and_the_cli_report() {
    runner::check_cli_report("torneo", "risiko-torneo");
}

#[test]
fn no_screen_sees_an_objective_before_the_end() {
    let mut checked = 0;
    for file in runner::files("torneo") {
        let text = std::fs::read_to_string(&file).expect("read scenario");
        let doc: Value = serde_json::from_str(&text).expect("scenario JSON");
        let Ok(log) = TorneoLog::parse(&doc["log"].to_string()) else {
            continue;
        };
        let Ok(game) = torneo::replay(&log) else {
            continue;
        };
        if game.finished() {
            continue;
        }
        let state = game.state_json().to_string();
        for objective in game.catalogue().iter() {
            assert!(
                !state.contains(&format!("\"{}\"", objective.id)),
                "{}: the state names {}",
                file.display(),
                objective.id
            );
        }
        checked += 1;
    }
    assert!(checked >= 20, "{checked}");
}

#[test]
fn every_refusal_code_has_a_scenario() {
    // The codes scenario files and the API send are the enum's, in snake_case.
    let mut seen = std::collections::BTreeSet::new();
    for file in runner::files("torneo") {
        let text = std::fs::read_to_string(&file).expect("read scenario");
        let doc: Value = serde_json::from_str(&text).expect("scenario JSON");
        for key in ["refused", "setup_refused"] {
            if let Some(code) = doc["expect"][key]["code"].as_str() {
                assert!(torneo::CODES.contains(&code), "{code}");
                seen.insert(code.to_string());
            }
        }
    }
    assert_eq!(
        seen.len(),
        torneo::CODES.len(),
        "codes no scenario expects: {:?}",
        torneo::CODES
            .iter()
            .filter(|c| !seen.contains(**c))
            .collect::<Vec<_>>()
    );
}
