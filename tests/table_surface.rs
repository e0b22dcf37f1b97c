//! The shared surface: a 2 vs 2 match read through `AnyGame`/`Table` says what `Game`
//! says, and the legal choices the console would offer are accepted by the engine, for
//! both rulesets.

use std::path::Path;

use arbitro::engine::any::{AnyAction, AnyGame, AnyLog};
use arbitro::engine::table::{Table, throw_outcomes};
use arbitro::engine::{Lang, log};
use serde_json::{Value, json};

fn example(name: &str) -> String {
    let path = Path::new(file!())
        .parent()
        .unwrap_or(Path::new("tests"))
        .join("../docs/examples")
        .join(name);
    std::fs::read_to_string(path).expect("example")
}

fn offered_actions_are_accepted(game: &AnyGame) -> usize {
    let c = game.choices();
    let Some(seat) = c.seat else { return 0 };
    let ruleset = game.ruleset();
    let mut tried = 0;
    let mut try_one = |v: Value| {
        let action = AnyAction::from_json(ruleset, &v).expect("an action");
        if let Err(e) = game.apply(&action) {
            panic!("offered {v} refused: {e}");
        }
        tried += 1;
    };
    for a in &c.attacks {
        if ruleset == "risiko-classic" {
            for (la, ld) in throw_outcomes(a.attacker_max, a.defender_max) {
                try_one(
                    json!({"seat": seat, "type": "attack", "from": a.from, "to": a.to,
                               "dice": [a.attacker_max, a.defender_max], "losses": [la, ld]}),
                );
            }
        } else {
            try_one(
                json!({"seat": seat, "type": "attack", "from": a.from, "to": a.to,
                           "tanks": a.attacker_max}),
            );
        }
    }
    for m in &c.moves {
        try_one(json!({"seat": seat, "type": "move", "from": m.from, "to": m.to, "tanks": m.max}));
    }
    if c.end_turn {
        try_one(json!({"seat": seat, "type": "end_turn"}));
    }
    tried
}

#[test]
fn a_2v2_match_reads_the_same_through_the_surface() {
    let text = example("full-match.json");
    let log2 = log::MatchLog::parse(&text).expect("2v2 log");
    let game = arbitro::engine::replay(&log2).expect("replays");
    let any = AnyGame::replay(&AnyLog::parse(&text).expect("any log")).expect("replays");
    assert_eq!(any.ruleset(), "risiko-2v2");
    assert_eq!(
        any.state_json(),
        serde_json::to_value(game.view()).expect("json")
    );
    assert_eq!(any.finished(), game.finished());
    assert_eq!(any.phase_words(Lang::It), game.phase().name(Lang::It));
    assert_eq!(any.seats().len(), 4);
    assert!(any.seats().iter().all(|s| s.team.is_some()));
    assert_eq!(any.result().seats.len(), 4);
    assert!(any.last_action().is_some());

    // Mid-game: every attack, move and end of turn offered is accepted.
    let mut offered = 0;
    for k in (0..log2.actions.len()).step_by(37) {
        let prefix = log::MatchLog {
            actions: log2.actions[..k].to_vec(),
            ..log2.clone()
        };
        let g = AnyGame::replay(&AnyLog::Risiko2v2(prefix)).expect("prefix");
        offered += offered_actions_are_accepted(&g);
    }
    assert!(offered > 50, "only {offered} choices tried");
}

#[test]
fn the_classic_attack_form_offers_the_largest_dice_and_every_outcome() {
    let page = include_str!("../docs/MATCH-LOG.md");
    let classic = page.find("## Classic Risiko").expect("the classic section");
    let start = classic
        + page[classic..]
            .find("```json\n{\n  \"format\"")
            .expect("the classic section's first log")
        + 8;
    let end = start + page[start..].find("```").expect("block end");
    let mut v: Value = serde_json::from_str(&page[start..end]).expect("log");
    // Keep the clock start and Anna's reinforcement: her attacks are next.
    v["actions"].as_array_mut().expect("actions").truncate(2);
    let game = AnyGame::replay(&AnyLog::parse(&v.to_string()).expect("parses")).expect("replays");
    let c = game.choices();
    let kam = c
        .attacks
        .iter()
        .find(|a| a.to.slug() == "kamchatka" && a.from.slug() == "alaska")
        .expect("Alaska attacks Kamchatka");
    assert_eq!((kam.attacker_max, kam.defender_max), (3, 1));
    let alb = c
        .attacks
        .iter()
        .find(|a| a.to.slug() == "alberta")
        .expect("Alberta");
    assert_eq!((alb.attacker_max, alb.defender_max), (3, 2));
    assert_eq!(throw_outcomes(3, 2).len(), 3);
    // Alaska (23) against Kamchatka (1: two outcomes), Territori del Nord Ovest and
    // Alberta (three each), and the end of the turn.
    assert_eq!(offered_actions_are_accepted(&game), 9);
    // Everything placed: the log's phase is still `reinforce`, the words say attacks.
    assert_eq!(game.phase_code(), "reinforce");
    assert_eq!(game.phase_words(Lang::It), "attacchi e spostamento");
    // The clock started at 20:00; the time call is due once 120 minutes have run.
    let at = |h: u32, m: u32| {
        chrono::TimeZone::with_ymd_and_hms(&chrono::Utc, 2026, 11, 20, h, m, 0)
            .single()
            .expect("a time")
    };
    assert_eq!(game.clock_due(at(21, 59)), None);
    assert_eq!(game.clock_due(at(22, 0)), Some("last_round"));
    let placed = v["actions"][1].clone();
    v["actions"].as_array_mut().expect("actions").clear();
    let fresh = AnyGame::replay(&AnyLog::parse(&v.to_string()).expect("parses")).expect("replays");
    assert_eq!(fresh.clock_due(at(19, 0)), Some("start"));
    let history = game.describe(
        &AnyAction::from_json("risiko-classic", &placed).expect("action"),
        Lang::It,
    );
    assert_eq!(history, "Anna piazza 3 armate (Alaska 3)");
}

#[test]
fn a_classic_player_with_nothing_left_to_place_is_attacking_in_words() {
    let path = Path::new(file!())
        .parent()
        .unwrap_or(Path::new("tests"))
        .join("scenarios/classic/reinforce_place_all.json");
    let scenario: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let log = AnyLog::parse(&scenario["log"].to_string()).unwrap();
    let game = AnyGame::replay(&log).unwrap();
    // The log's phase stays `reinforce` (a trade is still allowed)...
    assert_eq!(game.phase_code(), "reinforce");
    // ...but the bar says what the table is doing.
    assert_eq!(game.phase_words(Lang::It), "attacchi e spostamento");
    let before = log.without_last().unwrap();
    let placing = AnyGame::replay(&before).unwrap();
    assert_eq!(placing.phase_words(Lang::It), "rinforzi");
}
