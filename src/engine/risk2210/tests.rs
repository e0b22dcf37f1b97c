//! Unit tests of the pieces; whole matches are in `tests/risk2210_scenarios.rs`.

use super::combat::resolve;
use super::*;

#[test]
fn ties_go_to_the_defender_and_d8s_sort_with_d6s() {
    let a = Faces {
        d8: vec![7],
        d6: vec![5, 2],
    };
    let d = Faces {
        d8: vec![],
        d6: vec![6, 1],
    };
    let l = resolve(&a, &d);
    assert_eq!((l.attacker, l.defender), (0, 2));
    let tie = resolve(
        &Faces {
            d8: vec![],
            d6: vec![4],
        },
        &Faces {
            d8: vec![4],
            d6: vec![],
        },
    );
    assert_eq!((tie.attacker, tie.defender), (1, 0));
}

#[test]
fn starting_mods_follow_the_player_count() {
    assert_eq!([2, 3, 4, 5].map(setup::starting_mods), [30, 35, 30, 25]);
}

#[test]
fn a_logs_setup_and_actions_are_written_on_the_2210_board() {
    use crate::engine::any::AnyLog;
    // Sea and Moon ids are past RisiKo!'s 42: written on the wrong board they would be
    // wrong slugs or a panic, whatever map the calling thread is on.
    let text = r#"{"format": 1, "ruleset": "risk2210",
        "players": [{"seat": 0, "name": "A", "colour": "x"}, {"seat": 1, "name": "B", "colour": "y"},
                    {"seat": 2, "name": "C", "colour": "z"}],
        "setup": {"devastated": ["lesotho", "alden", "andorra", "nuevo_timoto"]},
        "actions": [{"seat": 0, "type": "claim", "territory": "egypt"}]}"#;
    let log = AnyLog::parse(text).expect("parses");
    assert!(log.setup_json().contains("\"lesotho\""));
    assert!(log.actions_json()[0].contains("\"egypt\""));
    let v: serde_json::Value = serde_json::from_str(&log.to_json_pretty()).expect("json");
    assert_eq!(v["actions"][0]["territory"], "egypt");
}
