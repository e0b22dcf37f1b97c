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

/// A three-player game right after its (empty) setup, with these settings.
fn three_players(settings: &str) -> Game {
    let text = format!(
        r#"{{"format": 1, "ruleset": "risk2210", "settings": {settings},
        "players": [{{"seat": 0, "name": "A", "colour": "x"}}, {{"seat": 1, "name": "B", "colour": "y"}},
                    {{"seat": 2, "name": "C", "colour": "z"}}],
        "setup": {{"devastated": ["lesotho", "alden", "andorra", "nuevo_timoto"]}}}}"#
    );
    let value: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    let log = R2210Log::from_value(&value).expect("parses");
    Game::new(&log).expect("setup")
}

#[test]
fn the_last_player_left_wins_by_conquest_and_takes_the_bonus() {
    let mut g = three_players(r#"{"place_points": {"3": [6, 3, 1]}, "conquest_bonus": 4}"#);
    // Before any elimination all three share the first place: (6 + 3 + 1) / 3.
    assert!(
        g.scores().iter().all(|s| s.points == 3.3),
        "{:?}",
        g.scores()
    );
    assert_eq!(g.conqueror(), None);
    g.eliminations = 2;
    g.eliminated = vec![None, Some(2), Some(1)];
    g.stage = Stage::Finished;
    assert_eq!(g.conqueror(), Some(0));
    let points: Vec<(u8, f64)> = g.scores().iter().map(|s| (s.seat, s.points)).collect();
    assert_eq!(
        points,
        [(0, 10.0), (1, 3.0), (2, 1.0)],
        "later eliminated first"
    );
    // Ended by the referee with two left: no conqueror, no bonus.
    let mut g = three_players(r#"{"conquest_bonus": 4}"#);
    g.eliminations = 1;
    g.eliminated = vec![None, None, Some(1)];
    g.stage = Stage::Finished;
    assert_eq!(g.conqueror(), None);
    assert!(g.scores().iter().all(|s| s.points <= 4.0));
}

#[test]
fn a_card_played_is_named_in_the_sentences_language() {
    use crate::engine::Lang;
    let names = ["Ana".to_string()];
    let a = Action::card(0, Deck::Diplomat, "cease_fire");
    assert_eq!(a.describe(Lang::It, &names), "Ana gioca «Cessate il Fuoco»");
    assert_eq!(a.describe(Lang::En, &names), "Ana plays \"Cease Fire\"");
    assert_eq!(a.describe(Lang::Es, &names), "Ana juega «Alto el Fuego»");
    for c in &CARDS {
        assert!(!c.name(Lang::Es).trim().is_empty(), "{}", c.id);
    }
    // Most names differ from the English (not the proper names of the nuclear cards).
    let own = CARDS
        .iter()
        .filter(|c| c.name(Lang::Es) != c.name(Lang::En))
        .count();
    assert!(own >= 38, "{own}");
}
