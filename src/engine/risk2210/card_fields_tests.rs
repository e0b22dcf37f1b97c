//! The card fields against the scenario files: before each card the scenarios play, the
//! reader offers that card, and every value the log gives is among its choices.

use super::*;
use crate::engine::risk2210::{CardMods, R2210Log, replay};

/// Every scenario whose last action is a card the engine accepts.
const PLAYED: [&str; 29] = [
    include_str!("../../../tests/scenarios/risk2210/card_aqua_brother.json"),
    include_str!("../../../tests/scenarios/risk2210/card_armageddon.json"),
    include_str!("../../../tests/scenarios/risk2210/card_assassin_bomb.json"),
    include_str!("../../../tests/scenarios/risk2210/card_assassin_bomb_miss.json"),
    include_str!("../../../tests/scenarios/risk2210/card_assemble_mods.json"),
    include_str!("../../../tests/scenarios/risk2210/card_cease_fire_ends.json"),
    include_str!("../../../tests/scenarios/risk2210/card_custom.json"),
    include_str!("../../../tests/scenarios/risk2210/card_decoys_revealed.json"),
    include_str!("../../../tests/scenarios/risk2210/card_energy_crisis.json"),
    include_str!("../../../tests/scenarios/risk2210/card_energy_extraction.json"),
    include_str!("../../../tests/scenarios/risk2210/card_evacuation.json"),
    include_str!("../../../tests/scenarios/risk2210/card_frequency_jam.json"),
    include_str!("../../../tests/scenarios/risk2210/card_hidden_energy.json"),
    include_str!("../../../tests/scenarios/risk2210/card_invade_earth.json"),
    include_str!("../../../tests/scenarios/risk2210/card_land_death_trap.json"),
    include_str!("../../../tests/scenarios/risk2210/card_mod_reduction.json"),
    include_str!("../../../tests/scenarios/risk2210/card_nicky_boy.json"),
    include_str!("../../../tests/scenarios/risk2210/card_redeployment.json"),
    include_str!("../../../tests/scenarios/risk2210/card_reinforcements.json"),
    include_str!("../../../tests/scenarios/risk2210/card_rocket_strike_land.json"),
    include_str!("../../../tests/scenarios/risk2210/card_scatter_bomb_land.json"),
    include_str!("../../../tests/scenarios/risk2210/card_scatter_bomb_moon.json"),
    include_str!("../../../tests/scenarios/risk2210/card_scatter_bomb_water.json"),
    include_str!("../../../tests/scenarios/risk2210/card_scout_forces_own.json"),
    include_str!("../../../tests/scenarios/risk2210/card_scout_forces_waits.json"),
    include_str!("../../../tests/scenarios/risk2210/card_stealth_mods.json"),
    include_str!("../../../tests/scenarios/risk2210/card_stealth_station.json"),
    include_str!("../../../tests/scenarios/risk2210/card_territorial_station.json"),
    include_str!("../../../tests/scenarios/risk2210/card_the_mother.json"),
];

/// The game before the scenario's last action, and that action.
fn before_last(text: &str) -> (Game, Action) {
    let v: serde_json::Value = serde_json::from_str(text).expect("json");
    let mut log = R2210Log::from_value(&v["log"]).expect("log");
    let last = log.actions.pop().expect("an action");
    (replay(&log).expect("replays"), last)
}

#[test]
fn every_card_the_scenarios_play_is_offered_with_the_logged_fields() {
    for text in PLAYED {
        let (g, last) = before_last(text);
        let Action::PlayCard {
            seat,
            deck,
            card,
            territory,
            target,
            commander,
            mods,
            turned,
            from,
            to,
            moves,
            removals,
            ..
        } = &last
        else {
            panic!("not a card: {last:?}");
        };
        let all = g.card_fields();
        let f = all
            .iter()
            .find(|f| f.seat == *seat && f.deck == Some(*deck) && f.id == *card)
            .unwrap_or_else(|| panic!("{card} not offered: {all:?}"));
        if let Some(t) = territory {
            assert!(f.territories.contains(t), "{card}: {t:?}");
        }
        if let Some(s) = target {
            let (_, aimed) = f.targets.iter().find(|x| x.0 == *s).expect("target");
            if let Some(c) = commander {
                assert!(aimed.contains(c), "{card}: {c:?}");
            }
        }
        if !turned.is_empty() {
            let tc = f.turned.as_ref().expect("turned");
            assert!(turned.iter().all(|t| tc.choices.contains(t)), "{card}");
            if let Some(n) = tc.count {
                assert_eq!(n, turned.len(), "{card}");
            }
        }
        if let Some(CardMods::Each(each)) = mods {
            let (due, own) = f.each.as_ref().expect("each");
            assert_eq!(usize::try_from(*due).unwrap(), each.len());
            assert!(each.keys().all(|t| own.contains(t)));
        }
        if let Some(t) = to {
            let as_route = from.map(|fr| f.redeploy.iter().any(|r| (r.0, r.1) == (fr, *t)));
            assert!(
                as_route.unwrap_or_else(|| f.to.contains(t)),
                "{card}: {t:?}"
            );
        }
        if !moves.is_empty() {
            let (kinds, own) = f.moves.as_ref().expect("moves");
            assert!(
                moves
                    .iter()
                    .all(|(c, t)| kinds.contains(c) && own.contains(t))
            );
        }
        for (s, list) in removals {
            let row = f.removals.iter().find(|r| r.seat == *s).expect("row");
            assert_eq!(row.due, list.values().sum::<u32>(), "{card}: seat {s}");
            assert!(list.keys().all(|t| row.from.iter().any(|x| x.0 == *t)));
        }
        assert!(g.allows(&last), "{card}");
    }
}

/// The game before the scenario's last action, and the fields it offers for card `id`.
fn offered(text: &str, id: &str) -> (Game, CardFields) {
    let (g, _) = before_last(text);
    let fields = g.card_fields().into_iter().find(|f| f.id == id);
    (g, fields.unwrap_or_else(|| panic!("{id} offered")))
}

#[test]
fn the_choices_leave_out_what_the_engine_refuses() {
    // Frequency Jam: the card player is no target.
    let (_, jam) = offered(
        include_str!("../../../tests/scenarios/risk2210/card_frequency_jam.json"),
        "frequency_jam",
    );
    assert!(!jam.targets.iter().any(|t| t.0 == jam.seat));
    assert!(!jam.targets.is_empty());
    // Assassin Bomb: only commanders in play, and never the card player's.
    let (g, bomb) = offered(
        include_str!("../../../tests/scenarios/risk2210/card_assassin_bomb.json"),
        "assassin_bomb",
    );
    assert!(bomb.commander && bomb.roll == Some(8));
    for (s, kinds) in &bomb.targets {
        assert_ne!(*s, bomb.seat);
        for &c in kinds {
            assert!(g.commander(*s, c).is_some(), "{c:?}");
        }
    }
    // Rocket Strike: never an own territory.
    let (g, rocket) = offered(
        include_str!("../../../tests/scenarios/risk2210/card_rocket_strike_land.json"),
        "rocket_strike_land",
    );
    let own = g.territories_of(rocket.seat);
    assert!(rocket.territories.iter().all(|t| own & t.bit() == 0));
    assert!(!rocket.territories.is_empty());
}

#[test]
fn no_card_is_offered_while_the_income_is_left() {
    let (g, _) = before_last(include_str!(
        "../../../tests/scenarios/risk2210/income_placed.json"
    ));
    assert!(g.income_left() > 0);
    assert!(g.card_fields().is_empty());
}
