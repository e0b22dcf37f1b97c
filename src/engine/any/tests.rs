//! The registry's dispatch, ruleset by ruleset.

use super::*;

const CLASSIC: &str = r#"{"format": 1, "ruleset": "risiko-classic",
    "players": [{"seat": 0, "name": "Anna", "colour": "blu"},
                {"seat": 1, "name": "Bruno", "colour": "rosso"},
                {"seat": 2, "name": "Carla", "colour": "verde"}]}"#;

fn at(s: &str) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(s).unwrap().to_utc()
}

#[test]
fn a_clock_action_is_the_rulesets_own_and_the_server_stamps_its_time() {
    let two = AnyLog::parse(include_str!("../../../docs/examples/full-match.json")).unwrap();
    let classic = AnyLog::parse(CLASSIC).unwrap();
    let now = at("2026-11-24T20:00:00Z");
    for log in [two, classic] {
        let (setup, _) = log.split();
        let g = AnyGame::replay(&setup).unwrap();
        let start = g.clock_action("start", now).unwrap();
        assert_eq!((start.kind(), start.ruleset()), ("clock", g.ruleset()));
        assert!(g.clock_action("no_such_event", now).is_none());
        let later = at("2026-11-24T21:00:00Z");
        assert_eq!(
            start.stamped(later).to_json()["at"],
            serde_json::json!(later)
        );
    }
}

#[test]
fn a_classic_board_still_to_be_entered_is_not_ready() {
    let mut log = AnyLog::parse(CLASSIC).unwrap();
    assert!(log.ready());
    if let AnyLog::Classic(l) = &mut log {
        l.setup = Some(classic::Setup::Final {
            owners: Default::default(),
            tanks: Default::default(),
        });
    }
    assert!(!log.ready());
    assert_eq!(log.names(), ["Anna", "Bruno", "Carla"]);
    assert!(log.last_action().is_none());
}

#[test]
fn split_then_applying_each_action_equals_the_replay() {
    let log = AnyLog::parse(include_str!("../../../docs/examples/full-match.json")).unwrap();
    let (setup, actions) = log.split();
    assert_eq!(setup.action_count(), 0);
    let mut g = AnyGame::replay(&setup).unwrap();
    for a in &actions {
        g.apply_mut(a).unwrap();
    }
    assert_eq!(g, AnyGame::replay(&log).unwrap());
    assert_eq!(log.last_action(), actions.last().cloned());
}

fn scenario(name: &str) -> AnyLog {
    let path = format!("{}/tests/scenarios/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    let v: Value = serde_json::from_str(&text).unwrap();
    AnyLog::parse(&v["log"].to_string()).unwrap()
}

/// The setup and the entries a match row keeps give back the whole log.
fn rebuilt(log: &AnyLog) -> AnyLog {
    let mut out = AnyLog::parse(&log.setup_json()).unwrap();
    assert_eq!(out.action_count(), 0);
    for a in log.actions_json() {
        let v: Value = serde_json::from_str(&a).unwrap();
        out.push(AnyAction::from_json(log.ruleset(), &v).unwrap())
            .unwrap();
    }
    out
}

#[test]
fn setup_and_actions_as_stored_rebuild_the_log_of_either_ruleset() {
    let classic = scenario("classic/attack_quick_form.json");
    assert!(matches!(classic, AnyLog::Classic(_)));
    assert!(classic.action_count() > 0);
    assert_eq!(rebuilt(&classic), classic);
    assert_eq!(classic.labels(), ["Anna", "Bruno", "Carla", "Dario"]);
    let two = scenario("attack_conquest_3v1.json");
    assert!(matches!(two, AnyLog::Risiko2v2(_)));
    assert_eq!(rebuilt(&two), two);
    assert_eq!(two.labels().len(), 8, "names and team labels");
}
