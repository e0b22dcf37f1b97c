//! A seeded random player for the RisiKo! tournament match that plays legal games to the
//! end (the sdadata, a RisiKo!, or one player left) using only the engine's shared
//! surface (`Table::choices`) plus the card knowledge the engine exposes; the app's side
//! (the clock start and the time call) is played from a simulated clock of 20 seconds an
//! action. Shared by the property tests and the benches (included with `#[path]`).

#![allow(dead_code)]

use std::collections::BTreeMap;

use arbitro::engine::classic::{Card, SYMBOLS};
use arbitro::engine::map::{Map, TerritoryId, members};
use arbitro::engine::seed::splitmix64;
use arbitro::engine::table::{Choices, Table};
use arbitro::engine::torneo::{
    Action, CapCheck, ClockEvent, Distribution, Faces, Game, Losses, Player, Settings, TorneoLog,
};
use chrono::{DateTime, Duration, TimeZone, Utc};

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

/// The setup a random game starts from: 3 to 5 seats, a short match, sometimes a low
/// cap (so the cap bites), sometimes secret objectives (revealed at the end).
pub fn new_log(seed: u64) -> TorneoLog {
    let mut rng = Rng(seed ^ 0x0704_23E0);
    let seats = 3 + rng.below(3);
    let names = ["Anna", "Bruno", "Carla", "Dario", "Elena"];
    let players = (0..seats)
        .map(|s| Player {
            seat: s as u8,
            name: names[s].into(),
            colour: format!("c{s}"),
            roll: None,
        })
        .collect();
    let settings = Settings {
        match_minutes: if rng.chance(30) {
            100 + rng.below(500) as u32
        } else {
            10 + rng.below(40) as u32
        },
        tank_cap: if rng.chance(40) {
            40 + rng.below(30) as u32
        } else {
            130
        },
        cap_check: if rng.chance(20) {
            CapCheck::Referee
        } else {
            CapCheck::Refuse
        },
        no_elimination_before_round: if rng.chance(50) { 5 } else { 0 },
        sets_per_turn: rng.chance(30).then_some(1),
        bonus_placement: if rng.chance(30) {
            "on_territory"
        } else {
            "free"
        }
        .into(),
        ..Settings::default()
    };
    let secret = rng.chance(30);
    TorneoLog {
        format: 1,
        ruleset: "risiko-torneo".into(),
        settings,
        players,
        objectives: BTreeMap::new(),
        objective_seed: (!secret).then_some(seed),
        distribution: Distribution::Dealt { seed },
        actions: Vec::new(),
    }
}

/// The simulated time of the `k`-th action.
pub fn time_of(k: usize) -> DateTime<Utc> {
    let start = Utc
        .with_ymd_and_hms(2026, 3, 1, 10, 0, 0)
        .single()
        .unwrap_or_default();
    start + Duration::seconds(20 * k as i64)
}

/// A set of three cards none of which is in the discard pile, if one exists.
pub fn free_set(game: &Game, rng: &mut Rng) -> Option<Vec<Card>> {
    let map = Map::risiko();
    let mut by_symbol: [Vec<TerritoryId>; 3] = Default::default();
    for t in map.territory_ids() {
        if game.card_discarded(t.index()) {
            continue;
        }
        let word = map.territory(t).card.as_deref();
        if let Some(i) = SYMBOLS.iter().position(|s| Some(*s) == word) {
            by_symbol[i].push(t);
        }
    }
    for pile in &mut by_symbol {
        let start = rng.below(pile.len().max(1));
        pile.rotate_left(start);
    }
    let jolly = [42usize, 43].iter().any(|&j| !game.card_discarded(j));
    let with_jolly = || {
        by_symbol
            .iter()
            .find(|p| p.len() >= 2)
            .filter(|_| jolly)
            .map(|p| vec![Card::Territory(p[0]), Card::Territory(p[1]), Card::Jolly])
    };
    let different = || {
        by_symbol
            .iter()
            .all(|p| !p.is_empty())
            .then(|| by_symbol.iter().map(|p| Card::Territory(p[0])).collect())
    };
    let alike = || {
        by_symbol
            .iter()
            .find(|p| p.len() >= 3)
            .map(|p| p[..3].iter().map(|t| Card::Territory(*t)).collect())
    };
    match rng.below(3) {
        0 => with_jolly().or_else(different).or_else(alike),
        1 => different().or_else(alike).or_else(with_jolly),
        _ => alike().or_else(different).or_else(with_jolly),
    }
}

fn faces(rng: &mut Rng, n: u32) -> Vec<u32> {
    (0..n).map(|_| 1 + rng.below(6) as u32).collect()
}

/// The app's and the referee's actions due now (clock, cap violation), if any.
fn table_action(game: &Game, rng: &mut Rng, k: usize) -> Option<Action> {
    let now = time_of(k);
    let clock = |event| Action::Clock {
        event,
        at: Some(now),
        minutes: None,
        by: None,
        reason: None,
    };
    if let Some(event) = game.clock_due(now) {
        return Some(clock(match event {
            "start" => ClockEvent::Start,
            _ => ClockEvent::TimeUp,
        }));
    }
    if game.settings().cap_check == CapCheck::Referee {
        let cap = game.settings().tank_cap;
        for seat in 0..game.seat_count() as u8 {
            let found = game.on_board(seat);
            if found > cap && game.eliminated_in(seat).is_none() {
                return cap_violation(game, seat, found - cap);
            }
        }
    }
    if game.clock().watch.started_at.is_some() && rng.chance(1) {
        return Some(if game.clock().watch.running_since.is_some() {
            clock(ClockEvent::Pause)
        } else {
            clock(ClockEvent::Resume)
        });
    }
    if game.clock().watch.started_at.is_some() && game.clock().watch.running_since.is_none() {
        return Some(clock(ClockEvent::Resume));
    }
    if rng.chance(1) {
        return Some(Action::Clock {
            event: ClockEvent::Recovery,
            at: None,
            minutes: Some(1 + rng.below(5) as u32),
            by: Some("arbitro".into()),
            reason: Some("intervento arbitrale".into()),
        });
    }
    None
}

/// The removal of `excess` armies from the seat, by the others in turn from its left.
fn cap_violation(game: &Game, seat: u8, excess: u32) -> Option<Action> {
    let mut remove: BTreeMap<TerritoryId, u32> = BTreeMap::new();
    let mut left = excess;
    for t in members(game.territories_of(seat)) {
        let n = (game.armies(t) - 1).min(left);
        if n > 0 {
            remove.insert(t, n);
            left -= n;
        }
    }
    let n = game.seat_count();
    let others: Vec<u8> = (1..n)
        .map(|k| ((seat as usize + k) % n) as u8)
        .filter(|s| game.eliminated_in(*s).is_none())
        .collect();
    (left == 0).then(|| Action::CapViolation {
        seat,
        found_on_board: game.on_board(seat),
        remove,
        removed_by: (0..excess as usize)
            .map(|i| others[i % others.len()])
            .collect(),
    })
}

/// One legal action for the match at its `k`-th action, chosen at random (`None` if
/// the seat to act is stuck).
pub fn choose(game: &Game, rng: &mut Rng, k: usize) -> Option<Action> {
    if let Some(a) = table_action(game, rng, k) {
        return Some(a);
    }
    let c: Choices = game.choices();
    let seat = c.seat?;
    if game.phase_code() == "sdadata" {
        return Some(Action::Sdadata {
            seat,
            dice: [1 + rng.below(6) as u32, 1 + rng.below(6) as u32],
        });
    }
    if let Some(o) = c.occupy {
        let tanks = o.min + rng.below((o.max - o.min + 1) as usize) as u32;
        return Some(Action::Occupy { seat, tanks });
    }
    if c.trade
        && rng.chance(60)
        && let Some(cards) = free_set(game, rng)
    {
        return Some(Action::Trade { seat, cards });
    }
    if (c.place_armies > 0 || c.place_bonus.is_some()) && !c.place_on.is_empty() {
        let mut tanks: BTreeMap<TerritoryId, u32> = BTreeMap::new();
        if let Some((t, n)) = c.place_bonus {
            tanks.insert(t, n);
        }
        let mut left = c.place_armies;
        while left > 0 {
            let n = 1 + rng.below(left as usize) as u32;
            *tanks.entry(rng.pick(&c.place_on)).or_default() += n;
            left -= n;
        }
        return Some(Action::Place { seat, tanks });
    }
    if !c.attacks.is_empty() && rng.chance(80) {
        let a = rng.pick(&c.attacks);
        let d = a.defender_max;
        let ad = d + rng.below((a.attacker_max - d + 1) as usize) as u32;
        return Some(if rng.chance(50) {
            Action::Attack {
                seat,
                from: a.from,
                to: a.to,
                dice: Some(Faces {
                    attacker: faces(rng, ad),
                    defender: faces(rng, d),
                }),
                attacker_dice: None,
                losses: None,
            }
        } else {
            let la = rng.below(d as usize + 1) as u32;
            Action::Attack {
                seat,
                from: a.from,
                to: a.to,
                dice: None,
                attacker_dice: Some(ad),
                losses: Some(Losses {
                    attacker: la,
                    defender: d - la,
                }),
            }
        });
    }
    if !c.moves.is_empty() && rng.chance(40) {
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

/// The reveals of the secret objectives once the match is over (the ones the deal
/// would have given).
pub fn reveals(log: &TorneoLog, game: &Game) -> Vec<Action> {
    let Distribution::Dealt { seed } = log.distribution else {
        return Vec::new();
    };
    let dealt = arbitro::engine::torneo::objectives::deal_objectives(
        seed,
        game.seat_count(),
        game.catalogue(),
    );
    (0..game.seat_count() as u8)
        .filter(|s| game.objective(*s).is_none())
        .filter_map(|s| {
            let index = dealt[s as usize];
            let id = game.catalogue().get(index)?.id.clone();
            let taken =
                (0..game.seat_count() as u8).any(|o| game.objective(o) == Some(id.as_str()));
            (!taken).then_some(Action::RevealObjective {
                seat: s,
                objective: id,
            })
        })
        .collect()
}

/// Plays a whole random game, returning its log and the final game.
pub fn play_game(seed: u64, max_actions: usize) -> (TorneoLog, Game) {
    let mut rng = Rng(seed);
    let mut log = new_log(seed);
    let mut game = Game::new(&log).expect("valid setup");
    while !game.finished() && log.actions.len() < max_actions {
        let Some(action) = choose(&game, &mut rng, log.actions.len()) else {
            break;
        };
        game.apply_mut(&action)
            .unwrap_or_else(|r| panic!("legal action refused: {r:?} for {action:?}"));
        log.actions.push(action);
    }
    for action in reveals(&log, &game) {
        if game.apply_mut(&action).is_ok() {
            log.actions.push(action);
        }
    }
    (log, game)
}
