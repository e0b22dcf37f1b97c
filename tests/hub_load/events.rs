//! Finished individual events as a club publishes them, built from real finished
//! logs: a pool of random four-player matches played to their end by the engine
//! (`tests/scenarios/classic_player.rs`, `torneo_player.rs`), each table of an
//! event taking one of them with its seats renamed to the table's players. The
//! hub replays every one. Shared by `benches/hub.rs` and `tests/hub_load.rs`
//! (included with `#[path]`, next to the players it needs).

#![allow(dead_code)]

use arbitro::engine::any::{AnyGame, AnyLog};
use arbitro::engine::table::Table;
use arbitro::hub::event::{
    Claim, EventInfo, EventKind, FORMAT, Payload, PlayerInfo, TableInfo, VERSION,
};
use serde_json::{Value, json};

use super::{classic_player, torneo_player};

/// A finished log and, by seat, the place and score it replays to.
pub struct Finished {
    /// The log (`MATCH-LOG.md` JSON).
    pub log: Value,
    /// Per seat: (place, score).
    pub seats: Vec<(u32, f64)>,
    /// Its number of actions.
    pub actions: usize,
}

/// `log` with its result, when it replays to a finished match.
pub fn finished(log: Value) -> Option<Finished> {
    let game = AnyGame::replay(&AnyLog::parse(&log.to_string()).ok()?).ok()?;
    if !game.finished() {
        return None;
    }
    let result = game.result();
    let mut seats = vec![(0, 0.0); result.seats.len()];
    for s in &result.seats {
        seats[usize::from(s.seat)] = (s.place, s.score);
    }
    let actions = log["actions"].as_array().map_or(0, Vec::len);
    Some(Finished {
        log,
        seats,
        actions,
    })
}

/// `count` finished classic matches of four, each ended by its round limit
/// (`rounds` rounds: a two-hour tournament table is about a dozen).
pub fn classic_pool(count: usize, rounds: u32) -> Vec<Finished> {
    (0u64..)
        .map(|seed| classic_player::play_game(seed, 4, rounds, 20_000).0)
        .filter_map(|log| finished(serde_json::to_value(&log).ok()?))
        .take(count)
        .collect()
}

/// `count` finished RisiKo! tournament matches of four (ended by the sdadata, a
/// RisiKo! or one player left).
pub fn torneo_pool(count: usize) -> Vec<Finished> {
    (0u64..)
        .map(|seed| torneo_player::play_game(seed, 20_000).0)
        .filter(|log| log.players.len() == 4)
        .filter_map(|log| finished(serde_json::to_value(&log).ok()?))
        .take(count)
        .collect()
}

/// Everything in a person the generator needs: their number decides their
/// name, their national id and their home club.
pub fn person_name(person: usize) -> String {
    const FIRST: [&str; 20] = [
        "Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Hugo", "Irene", "Luca",
        "Marta", "Nicola", "Olga", "Paolo", "Rita", "Sergio", "Tina", "Ugo", "Vera", "Zeno",
    ];
    const LAST: [&str; 10] = [
        "Rossi", "Bianchi", "Russo", "Ferrari", "Esposito", "Romano", "Gallo", "Costa", "Fontana",
        "Conti",
    ];
    // 200 name pairs; the number after them keeps 10,000 people apart.
    format!(
        "{} {} {}",
        FIRST[person % 20],
        LAST[(person / 20) % 10],
        person / 200
    )
}

/// How an event is made.
pub struct Shape<'a> {
    /// The club's own event id.
    pub id: i64,
    /// The people playing (each a person number).
    pub people: &'a [usize],
    /// Qualifying rounds.
    pub rounds: usize,
    /// The club each person plays for.
    pub club_of: &'a dyn Fn(usize) -> String,
    /// Whether the person's national id is sent.
    pub with_id: &'a dyn Fn(usize) -> bool,
    /// Where in the pool this event's tables start.
    pub salt: usize,
}

/// A finished event: `people.len()` (a multiple of 4) players over `rounds`
/// qualifying rounds of four-player tables, seated afresh every round, each table
/// one match of `pool` renamed to its players.
pub fn event(shape: &Shape<'_>, pool: &[Finished]) -> Payload {
    let n = shape.people.len();
    assert!(n >= 4 && n.is_multiple_of(4), "players in fours");
    let players: Vec<PlayerInfo> = shape
        .people
        .iter()
        .enumerate()
        .map(|(i, &p)| PlayerInfo {
            id: i as i64 + 1,
            name: person_name(p),
            club: Some((shape.club_of)(p)),
            national_id: (shape.with_id)(p).then(|| format!("IT-{p:05}")),
        })
        .collect();
    let mut tables = Vec::new();
    for round in 0..shape.rounds {
        // Round r seats player i at position (i * step + r) mod n, with a step
        // prime to n: a new table for most pairs each round.
        let step = [1, 3, 5, 7, 11, 13, 17][round % 7];
        let step = if gcd(step, n) == 1 { step } else { 1 };
        let order: Vec<usize> = (0..n).map(|i| (i * step + round) % n).collect();
        for (t, four) in order.chunks(4).enumerate() {
            let m = &pool[(shape.salt + round * 7 + t) % pool.len()];
            let ids: Vec<i64> = four.iter().map(|&i| i as i64 + 1).collect();
            let mut log = m.log.clone();
            for (seat, &i) in four.iter().enumerate() {
                log["players"][seat]["name"] = json!(players[i].name);
            }
            tables.push(TableInfo {
                round: round as u32 + 1,
                number: t as u32 + 1,
                stage: "qualifying".into(),
                group: 1,
                players: ids.clone(),
                ghost: false,
                log,
                result: m
                    .seats
                    .iter()
                    .enumerate()
                    .map(|(seat, &(place, score))| Claim {
                        player: ids[seat],
                        place,
                        score,
                    })
                    .collect(),
                sides: Vec::new(),
            });
        }
    }
    Payload {
        format: FORMAT.into(),
        version: VERSION,
        kind: EventKind::Individual,
        event: EventInfo {
            id: shape.id,
            name: format!("Torneo {}", shape.id),
            date: chrono::NaiveDate::from_ymd_opt(2026, 1, 1)
                .unwrap_or_default()
                .checked_add_days(chrono::Days::new(shape.id.unsigned_abs() % 330))
                .unwrap_or_default(),
            event_type: "Torneo".into(),
            formula: json!({"kind": "place_points", "points": {"4": [5, 2, 1, 0]}}),
        },
        players,
        teams: Vec::new(),
        byes: Vec::new(),
        tables,
    }
}

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 { a } else { gcd(b, a % b) }
}
