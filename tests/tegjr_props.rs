//! Random legal TEG Jr games on the example board: a player picks among what the engine
//! offers (`Table::choices`) with random dice, for every player count and round mode.
//! Every offered action is accepted, a refused one changes nothing, the armies and
//! countries stay consistent, and the recorded log replays to the same game.

use std::collections::BTreeMap;

use arbitro::engine::any::{AnyAction, AnyGame, AnyLog};
use arbitro::engine::table::Table;
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};

fn new_log(players: usize, combined: bool, rng: &mut StdRng) -> Value {
    let board = include_str!("../src/engine/maps/teg-jr-esempio.toml");
    let mut ids: Vec<&str> = board
        .split("[[territories]]\nid = \"")
        .skip(1)
        .map(|s| &s[..s.find('"').unwrap()])
        .collect();
    // A shuffled deal: an even share each, the spare ones to seats 0 and 1.
    for i in (1..ids.len()).rev() {
        ids.swap(i, rng.gen_range(0..=i));
    }
    let base = ids.len() / players * players;
    let owners: BTreeMap<&str, usize> = ids
        .iter()
        .enumerate()
        .map(|(i, c)| (*c, if i < base { i % players } else { i - base }))
        .collect();
    let mut log = json!({
        "format": 1, "ruleset": "teg-jr", "map": "teg-jr-esempio",
        "settings": {"round_mode": if combined { "combined" } else { "alternating" }},
        "players": (0..players).map(|s| json!({"seat": s, "name": format!("P{s}"), "colour": "c"})).collect::<Vec<_>>(),
        "deal": {"owners": owners},
        "first_seat": rng.gen_range(0..players),
    });
    if players == 3 {
        log["deal"]["leftover_rolls"] = json!({"0": 6, "1": 5, "2": 1});
    }
    if players >= 3 {
        log["objectives"] = (0..players)
            .map(|s| (s.to_string(), json!({"total": 40})))
            .collect();
    }
    log
}

fn face(rng: &mut StdRng) -> u8 {
    rng.gen_range(1..=6)
}

/// One random action among the choices, as log JSON.
fn pick(g: &AnyGame, rng: &mut StdRng) -> Value {
    let c = g.choices();
    let seat = c.seat.unwrap();
    let slug = |t| g.map().territory(t).slug.clone();
    if let Some(o) = c.occupy {
        return json!({"seat": seat, "type": "occupy", "armies": rng.gen_range(o.min..=o.max)});
    }
    if c.place_armies > 0 {
        if c.trade && rng.gen_bool(0.5) {
            return json!({"seat": seat, "type": "trade"});
        }
        // Bonus armies must sit in their continents: spread one by one over own countries
        // until the engine accepts (a continent's bonus placed there is always possible).
        let mut armies: BTreeMap<String, u32> = BTreeMap::new();
        for _ in 0..c.place_armies {
            let t = c.place_on[rng.gen_range(0..c.place_on.len())];
            *armies.entry(slug(t)).or_default() += 1;
        }
        return json!({"seat": seat, "type": "place", "armies": armies});
    }
    let roll = rng.gen_range(0..10);
    if roll < 7 && !c.attacks.is_empty() {
        let a = c.attacks[rng.gen_range(0..c.attacks.len())];
        let dice = |n, rng: &mut StdRng| (0..n).map(|_| face(rng)).collect::<Vec<_>>();
        return json!({"seat": seat, "type": "attack", "from": slug(a.from), "to": slug(a.to),
            "dice": {"attacker": dice(a.attacker_max, rng), "defender": dice(a.defender_max, rng)}});
    }
    if roll < 8 && !c.moves.is_empty() {
        let m = c.moves[rng.gen_range(0..c.moves.len())];
        return json!({"seat": seat, "type": "regroup", "from": slug(m.from), "to": slug(m.to),
            "armies": rng.gen_range(1..=m.max)});
    }
    json!({"seat": seat, "type": "end_turn"})
}

fn play(players: usize, combined: bool, seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    let text = new_log(players, combined, &mut rng).to_string();
    let mut log = AnyLog::parse(&text).unwrap();
    let mut g = AnyGame::replay(&log).unwrap();
    for _ in 0..1500 {
        if g.finished() {
            break;
        }
        let v = pick(&g, &mut rng);
        let a = AnyAction::from_json("teg-jr", &v).unwrap();
        let before = g.clone();
        match g.apply_mut(&a) {
            Ok(()) => log.push(a).unwrap(),
            Err(o) => {
                // Only a random placement may miss a continent's bonus.
                assert_eq!(
                    o.code, "continent_armies_elsewhere",
                    "{v}: {}",
                    o.message_en
                );
                assert_eq!(g, before, "a refused action changes nothing");
            }
        }
        let map = g.map();
        for t in map.territory_ids() {
            let occupying = g.phase_code() == "occupy";
            assert!(g.armies(t) >= 1 || occupying, "a country keeps an army");
        }
    }
    assert_eq!(
        AnyGame::replay(&log).unwrap(),
        g,
        "the log replays to the same game"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_legal_games_stay_consistent(players in 2usize..=4, combined in any::<bool>(), seed in any::<u64>()) {
        play(players, combined, seed);
    }
}
