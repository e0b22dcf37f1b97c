//! Classic Risiko scenario files: every `tests/scenarios/classic/*.json` is a match log
//! plus its expected outcome (written by `tests/scenarios/classic/make.py`, the arithmetic
//! in `cases.py`). As for the 2 vs 2 scenarios: the setup is refused (`setup_refused`), an
//! action is refused (`refused`: index, code, data; the state before it must be left
//! untouched), or the whole log applies; `state` and `score` are partial.

#[path = "scenarios/expect.rs"]
mod expect;
#[path = "scenarios/runner.rs"]
mod runner;

#[test]
fn every_classic_scenario_gives_its_expected_outcome() {
    runner::check_all("classic", 60);
}

#[test]
fn classic_logs_replay_through_the_shared_seam_and_the_cli_report() {
    runner::check_cli_report("classic", "risiko-classic");
}
