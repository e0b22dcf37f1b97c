//! A seeded random player for classic Risiko that plays legal games to the end using only
//! the engine's shared surface (`Table::choices`) plus the card knowledge the engine
//! exposes. Shared by the property tests and the benches (included with `#[path]`).

#![allow(dead_code)]

use std::collections::BTreeMap;

use arbitro::engine::classic::{
    Action, Card, ClassicLog, ClockEvent, EndRule, Game, Player, SYMBOLS, Settings, Setup,
};
use arbitro::engine::map::{Map, TerritoryId};
use arbitro::engine::risiko2v2::splitmix64;
use arbitro::engine::table::{Choices, Table};
use chrono::{Duration, TimeZone, Utc};

/// The setup a random game starts from.
pub fn new_log(seed: u64, seats: usize, rounds: u32) -> ClassicLog {
    let names = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco"];
    let players = (0..seats)
        .map(|s| Player {
            seat: s as u8,
            name: names[s].into(),
            colour: format!("c{s}"),
        })
        .collect();
    let settings = Settings {
        end_rule: EndRule::Rounds,
        round_limit: Some(rounds),
        start_armies: (seats == 6).then_some(20),
        // Half the tables as Arbitro creates them, half as logs written before.
        clock_checks: seed.is_multiple_of(2),
        ..Settings::default()
    };
    ClassicLog {
        format: 1,
        ruleset: "risiko-classic".into(),
        settings,
        players,
        setup: (seats == 2).then_some(Setup::Dealt {
            seed,
            pick_first: 0,
        }),
        actions: Vec::new(),
    }
}

/// The random stream.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        splitmix64(&mut self.0)
    }
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// A set of three cards the engine does not know to be in the deck, if one exists, with
/// the symbols to enter for cards the map marks unverified (the player reads the map's).
pub fn free_set(game: &Game, rng: &mut Rng) -> Option<(Vec<Card>, BTreeMap<TerritoryId, String>)> {
    let map = Map::risiko();
    let mut by_symbol: [Vec<TerritoryId>; 3] = Default::default();
    for t in map.territory_ids() {
        let territory = map.territory(t);
        if game.card_in_deck(t.index()) {
            continue;
        }
        if let Some(i) = SYMBOLS
            .iter()
            .position(|s| Some(*s) == territory.card.as_deref())
        {
            by_symbol[i].push(t);
        }
    }
    for pile in &mut by_symbol {
        let start = rng.below(pile.len().max(1));
        pile.rotate_left(start);
    }
    let symbols = |cards: &[Card]| {
        cards
            .iter()
            .filter_map(|c| match c {
                Card::Territory(t) if !map.territory(*t).card_verified => {
                    Some((*t, map.territory(*t).card.clone().unwrap_or_default()))
                }
                _ => None,
            })
            .collect::<BTreeMap<_, _>>()
    };
    let jolly = [42usize, 43].iter().any(|&j| !game.card_in_deck(j));
    let all: Vec<TerritoryId> = by_symbol.iter().flatten().copied().collect();
    let with_jolly = || {
        (jolly && all.len() >= 2).then(|| {
            vec![
                Card::Territory(all[0]),
                Card::Territory(all[1]),
                Card::Jolly,
            ]
        })
    };
    let different = || {
        by_symbol.iter().all(|p| !p.is_empty()).then(|| {
            by_symbol
                .iter()
                .map(|p| Card::Territory(p[0]))
                .collect::<Vec<_>>()
        })
    };
    let alike = || {
        by_symbol.iter().find(|p| p.len() >= 3).map(|p| {
            p[..3]
                .iter()
                .map(|t| Card::Territory(*t))
                .collect::<Vec<_>>()
        })
    };
    let cards = match rng.below(3) {
        0 => with_jolly().or_else(different).or_else(alike),
        1 => different().or_else(alike).or_else(with_jolly),
        _ => alike().or_else(different).or_else(with_jolly),
    }?;
    let entered = symbols(&cards);
    Some((cards, entered))
}

/// One legal action for the seat to act, chosen at random (`None` if it is stuck).
pub fn choose(game: &Game, rng: &mut Rng) -> Option<Action> {
    let c: Choices = game.choices();
    let seat = c.seat?;
    if !c.claim.is_empty() {
        return Some(Action::Claim {
            seat,
            territory: rng.pick(&c.claim),
        });
    }
    if let Some(o) = c.occupy {
        let tanks = o.min + rng.below((o.max - o.min + 1) as usize) as u32;
        return Some(Action::Occupy { seat, tanks });
    }
    if c.trade && (c.trade_required || rng.chance(30)) {
        if let Some((cards, symbols)) = free_set(game, rng) {
            let bonus = cards.iter().find_map(|card| match card {
                Card::Territory(t) if game.territories_of(seat) & t.bit() != 0 => Some(*t),
                _ => None,
            });
            return Some(Action::Trade {
                seat,
                cards,
                symbols,
                bonus_territory: bonus.filter(|_| !game.card_bonus_taken() && rng.chance(70)),
            });
        }
        if c.trade_required {
            return None;
        }
    }
    let bonus = c.place_bonus.map_or(0, |b| b.1);
    if c.place_armies + bonus > 0 && !c.place_on.is_empty() {
        let mut tanks: BTreeMap<TerritoryId, u32> = BTreeMap::new();
        if let Some((t, n)) = c.place_bonus {
            *tanks.entry(t).or_default() += n;
        }
        let mut left = c.place_armies;
        while left > 0 {
            let n = 1 + rng.below(left as usize) as u32;
            *tanks.entry(rng.pick(&c.place_on)).or_default() += n;
            left -= n;
        }
        let neutral = if c.place_neutral.is_empty() {
            BTreeMap::new()
        } else {
            BTreeMap::from([(rng.pick(&c.place_neutral), 1)])
        };
        return Some(Action::Place {
            seat,
            tanks,
            neutral,
        });
    }
    if !c.attacks.is_empty() && rng.chance(85) {
        let a = rng.pick(&c.attacks);
        let (ad, dd) = (
            1 + rng.below(a.attacker_max as usize) as u32,
            a.defender_max,
        );
        let faces = |rng: &mut Rng, n: u32| (0..n).map(|_| 1 + rng.below(6) as u32).collect();
        return Some(if rng.chance(50) {
            Action::Attack {
                seat,
                from: a.from,
                to: a.to,
                attacker: Some(faces(rng, ad)),
                defender: Some(faces(rng, dd)),
                dice: None,
                losses: None,
            }
        } else {
            let outcomes = arbitro::engine::table::throw_outcomes(ad, dd);
            let (la, ld) = rng.pick(&outcomes);
            Action::Attack {
                seat,
                from: a.from,
                to: a.to,
                attacker: None,
                defender: None,
                dice: Some([ad, dd]),
                losses: Some([la, ld]),
            }
        });
    }
    if !c.moves.is_empty() && rng.chance(30) {
        let m = rng.pick(&c.moves);
        return Some(Action::Move {
            seat,
            from: m.from,
            to: m.to,
            tanks: 1 + rng.below(m.max as usize) as u32,
        });
    }
    c.end_turn.then_some(Action::EndTurn { seat })
}

/// Plays a random game; returns the log and the final game.
pub fn play_game(seed: u64, seats: usize, rounds: u32, max_actions: usize) -> (ClassicLog, Game) {
    let mut rng = Rng(seed);
    let mut log = new_log(seed, seats, rounds);
    let mut game = Game::new(&log).expect("a valid setup");
    let start = Utc
        .with_ymd_and_hms(2026, 1, 15, 20, 0, 0)
        .single()
        .unwrap_or_default();
    while !game.finished() && log.actions.len() < max_actions {
        let action = if game.round() == 1 && game.clock().watch.started_at.is_none() {
            Action::Clock {
                event: ClockEvent::Start,
                at: start + Duration::minutes(log.actions.len() as i64),
            }
        } else {
            match choose(&game, &mut rng) {
                Some(a) => a,
                None => break,
            }
        };
        game.apply_mut(&action)
            .unwrap_or_else(|r| panic!("{r:?} for {action:?}"));
        log.actions.push(action);
    }
    (log, game)
}
