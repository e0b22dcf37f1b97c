//! T.E.G. La Revancha scenario files: every `tests/scenarios/teg/*.json` is a match log
//! plus its expected outcome (written by `tests/scenarios/teg/make.py`): the setup is
//! refused (`setup_refused`), an action is refused (`refused`: index, code, data; the state
//! before it must be left untouched and the refusal must say it in both languages), or the
//! whole log applies; `state` and `score` are partial. Ids are read on the T.E.G. board.

#[path = "scenarios/expect.rs"]
mod expect;
#[path = "scenarios/runner.rs"]
mod runner;

use arbitro::engine::any::{AnyGame, AnyLog};
use arbitro::engine::table::Table;
use serde_json::Value;

#[test]
fn every_teg_scenario_gives_its_expected_outcome() {
    runner::check_all("teg", 60);
}

#[test]
fn teg_logs_replay_through_the_shared_seam_and_the_cli_report() {
    runner::check_cli_report("teg", "teg-revancha");
}

#[test]
fn no_state_names_an_objective() {
    for file in runner::files("teg") {
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
