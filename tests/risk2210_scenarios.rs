//! Risk 2210 A.D. scenario files: every `tests/scenarios/risk2210/*.json` (written by
//! `tests/scenarios/risk2210/make.py`) is a match log, the rule it shows and what must
//! happen: the setup is refused (`setup_refused`), an action is refused (`refused`: index
//! and code; the game before it must be left untouched, and the refusal's sentences name
//! the player), or the whole log applies and `state` is a subset of `state_json`.

#[path = "scenarios/expect.rs"]
mod expect;
#[path = "scenarios/runner.rs"]
mod runner;

use arbitro::engine::Lang;
use arbitro::engine::any::{AnyGame, AnyLog};
use arbitro::engine::table::Table;
use serde_json::Value;

#[test]
fn every_risk2210_scenario_holds() {
    runner::check_all("risk2210", 50);
}

#[test]
fn a_risk2210_log_replays_through_the_shared_surface() {
    let path = runner::files("risk2210")
        .into_iter()
        .find(|p| p.ends_with("invade_land_capture.json"))
        .expect("the capture scenario");
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

/// Every card refusal a 2210 scenario produces says the card's problem in the sentence's
/// own language: the English detail (after "so: ") and the English card name appear in
/// neither the Spanish nor the Italian sentence.
#[test]
fn card_refusals_say_their_detail_in_each_language() {
    let mut checked = 0;
    for path in runner::files("risk2210") {
        let doc: Value =
            serde_json::from_str(&std::fs::read_to_string(&path).expect("file")).expect("JSON");
        let Some(index) = doc["expect"]["refused"]["index"].as_u64() else {
            continue;
        };
        let log = AnyLog::parse(&doc["log"].to_string()).expect("parses");
        let (setup, actions) = log.split();
        let mut game = AnyGame::replay(&setup).expect("setup");
        let mut refusal = None;
        for (i, a) in actions.iter().enumerate() {
            if let Err(o) = game.apply_mut(a) {
                assert_eq!(i as u64, index, "{}", path.display());
                refusal = Some(o);
                break;
            }
        }
        let o = refusal.expect("the scenario's refusal");
        let Some((head, detail)) = o.message(Lang::En).split_once(" so: ") else {
            continue;
        };
        let detail = detail.trim_end_matches('.');
        let name = head.split('"').nth(1).expect("the card's name in quotes");
        for (lang, sentence) in [("es", o.message(Lang::Es)), ("it", o.message(Lang::It))] {
            assert!(
                !sentence.contains(detail),
                "{}: the {lang} sentence keeps the English detail: {sentence}",
                path.display()
            );
            assert!(
                !sentence.contains(name)
                    || ["Aqua Brother", "Nicky Boy", "Armageddon"].contains(&name),
                "{}: the {lang} sentence keeps the English name: {sentence}",
                path.display()
            );
        }
        checked += 1;
    }
    assert!(checked >= 15, "only {checked} card refusals checked");
}
