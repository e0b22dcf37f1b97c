//! A seeded random TEG Jr player on the example board: it deals a random table (2 to 4
//! players, either round mode) and picks among what the engine offers (`Table::choices`)
//! with random dice. Shared by the property tests (included with `#[path]`).

#![allow(dead_code)]

use std::collections::BTreeMap;

use arbitro::engine::any::{AnyAction, AnyGame, AnyLog};
use arbitro::engine::table::Table;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};

/// A new log on the example board, as JSON.
pub fn new_log(players: usize, combined: bool, rng: &mut StdRng) -> Value {
    let board = include_str!("../../src/engine/maps/teg-jr-esempio.toml");
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

pub fn face(rng: &mut StdRng) -> u8 {
    rng.gen_range(1..=6)
}

/// One random action among the choices, as log JSON.
pub fn pick(g: &AnyGame, rng: &mut StdRng) -> Value {
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

/// Plays a random game of at most `max` actions; the log (only accepted actions).
pub fn play_game(players: usize, combined: bool, seed: u64, max: usize) -> AnyLog {
    let mut rng = StdRng::seed_from_u64(seed);
    let text = new_log(players, combined, &mut rng).to_string();
    let mut log = AnyLog::parse(&text).expect("a valid log");
    let mut g = AnyGame::replay(&log).expect("a valid setup");
    for _ in 0..max {
        if g.finished() {
            break;
        }
        let v = pick(&g, &mut rng);
        let a = AnyAction::from_json("teg-jr", &v).expect("an action");
        // A random placement may miss a continent's bonus: it is dropped.
        if g.apply_mut(&a).is_ok() {
            log.push(a).expect("a TEG Jr action");
        }
    }
    log
}
