//! TEG Jr scenario files: every `tests/scenarios/tegjr/*.json` (written by its `make.py`)
//! is a match log on the example board plus its expected outcome, run through the
//! generic surface a web page uses (`AnyLog::parse`, `AnyGame::replay`): the log does not
//! read (`parse_refused`: the JSON path), the setup is refused (`setup_refused`), an
//! action is refused (`refused`: index and code; the state before it is left untouched
//! and the refusal is said in both languages), or the whole log applies; `state` and
//! `result` are partial.

#[path = "scenarios/expect.rs"]
mod expect;
#[path = "scenarios/runner.rs"]
mod runner;

use arbitro::engine::any::AnyAction;
use serde_json::Value;

#[test]
fn every_tegjr_scenario_gives_its_expected_outcome() {
    runner::check_all("tegjr", 25);
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
