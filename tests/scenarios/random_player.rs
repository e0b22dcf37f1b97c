//! A seeded random player that plays legal games of RisiKo! 2 vs 2 to the end, using
//! only the engine's public helpers. Shared by the property tests, the benches and the
//! example generator (included with `#[path]`).

#![allow(dead_code)]

use std::collections::BTreeMap;

use arbitro::engine::log::{Action, ClockEvent, Draft, MatchLog, Owner, Player, Settings};
use arbitro::engine::map::{Map, TerritoryId, members};
use arbitro::engine::objective::example_catalogue;
use arbitro::engine::risiko2v2::{Game, Phase, deal_packets, splitmix64};
use chrono::{DateTime, Duration, TimeZone, Utc};

/// The random player's own state: its random stream, the fake wall clock, and when it
/// will make the 90-minute announcement.
pub struct RandomPlayer {
    pub rng: u64,
    pub now: DateTime<Utc>,
    pub announce_round: u32,
    /// Chance (in %) of an extra event (renounce, pause/resume, cap violation) per step.
    pub extras: u64,
}

impl RandomPlayer {
    pub fn new(seed: u64, announce_round: u32) -> RandomPlayer {
        let now = Utc
            .with_ymd_and_hms(2026, 1, 15, 20, 30, 0)
            .single()
            .unwrap_or_default();
        RandomPlayer {
            rng: seed,
            now,
            announce_round,
            extras: 3,
        }
    }

    pub fn next(&mut self) -> u64 {
        splitmix64(&mut self.rng)
    }

    /// A number in 0..n (0 if n is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 { 0 } else { self.next() % n }
    }

    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    fn pick<T: Clone>(&mut self, items: &[T]) -> Option<T> {
        if items.is_empty() {
            return None;
        }
        let i = self.below(items.len() as u64) as usize;
        items.get(i).cloned()
    }

    /// Spreads `total` tanks over random territories of `set`.
    fn spread(&mut self, set: u128, total: u32) -> BTreeMap<TerritoryId, u32> {
        let ts: Vec<TerritoryId> = members(set).collect();
        let mut out = BTreeMap::new();
        // Mostly pile everything on one territory, as real players do before an offensive.
        if self.chance(70)
            && let Some(t) = self.pick(&ts)
        {
            if total > 0 {
                out.insert(t, total);
            }
            return out;
        }
        for _ in 0..total {
            if let Some(t) = self.pick(&ts) {
                *out.entry(t).or_insert(0) += 1;
            }
        }
        out
    }

    /// The next legal action for `game`, or `None` once the match is over.
    pub fn action(&mut self, game: &Game) -> Option<Action> {
        let step = 5 + self.below(40) as i64;
        self.now += Duration::seconds(step);
        let at = self.now;
        let seat = game.current_seat();
        match game.phase() {
            Phase::Finished => None,
            Phase::Draft => {
                let open: Vec<u8> = (0..4).filter(|&s| !game.draft_has_picked(s)).collect();
                let s = self.pick(&open)?;
                let territory = self.pick(&game.draft_packet_for(s))?;
                Some(Action::DraftPick { seat: s, territory })
            }
            Phase::InitialPlacement => {
                let tanks = self.spread(game.territories_of(seat), game.placement_allowance());
                Some(Action::Place { seat, tanks })
            }
            Phase::Occupy => {
                let (min, max) = game.occupy_range()?;
                let tanks = min + self.below(u64::from(max - min + 1)) as u32;
                Some(Action::Occupy { seat, tanks })
            }
            Phase::Supplementary => {
                if self.chance(60) {
                    Some(Action::PlayChance { seat })
                } else {
                    Some(Action::Pass { seat })
                }
            }
            Phase::Reinforce | Phase::Attack => {
                if game.clock_due_to_start() {
                    return Some(Action::Clock {
                        event: ClockEvent::Start,
                        at,
                    });
                }
                if game.last_round().is_none()
                    && !game.in_supplementary()
                    && game.round() >= self.announce_round
                {
                    return Some(Action::Clock {
                        event: ClockEvent::Announce,
                        at,
                    });
                }
                if self.chance(self.extras)
                    && let Some(a) = self.extra(game, at)
                {
                    return Some(a);
                }
                Some(self.turn_action(game))
            }
        }
    }

    /// A rarer legal event: renouncing, pausing/resuming the clock, a cap violation.
    fn extra(&mut self, game: &Game, at: DateTime<Utc>) -> Option<Action> {
        match self.below(3) {
            0 => {
                let s = self.below(4) as u8;
                (!game.has_renounced(s) && !game.is_eliminated(s))
                    .then_some(Action::RenounceBonus { seat: s })
            }
            1 => {
                let started = game.clock_started();
                let running = game.clock().watch.running_since.is_some();
                match (started, running) {
                    (true, true) => Some(Action::Clock {
                        event: ClockEvent::Pause,
                        at,
                    }),
                    (true, false) => Some(Action::Clock {
                        event: ClockEvent::Resume,
                        at,
                    }),
                    _ => None,
                }
            }
            _ => {
                // Someone not playing now is found one tank over the cap.
                let s = (game.current_seat() + 1 + self.below(3) as u8) % 4;
                if game.is_eliminated(s) {
                    return None;
                }
                let cap = game.cap(s);
                let big: Vec<TerritoryId> = members(game.territories_of(s))
                    .filter(|&t| game.tanks(t) >= 3)
                    .collect();
                let t = self.pick(&big)?;
                let mut remove = BTreeMap::new();
                remove.insert(t, 2);
                Some(Action::CapViolation {
                    seat: s,
                    found_on_board: cap + 1,
                    remove,
                })
            }
        }
    }

    fn turn_action(&mut self, game: &Game) -> Action {
        let seat = game.current_seat();
        if game.phase() == Phase::Reinforce {
            if game.round() >= 3 && game.declared().is_none() {
                let cards = game.cards(seat);
                if cards >= 3 && self.chance(if cards >= 5 { 90 } else { 40 }) {
                    let sets = 1 + self.below(u64::from(cards / 3)) as u32;
                    return Action::Trade { seat, sets };
                }
                let entitled = game.reinforcement_breakdown(seat).total;
                let tanks = match self.below(10) {
                    0 => entitled + 1 + self.below(3) as u32,
                    1 => entitled.saturating_sub(1 + self.below(2) as u32),
                    _ => entitled,
                };
                return Action::Declare { seat, tanks };
            }
            let allowance = game.placement_allowance();
            if allowance > 0 && self.chance(95) {
                let n = 1 + self.below(u64::from(allowance)) as u32;
                let tanks = self.spread(game.territories_of(seat), n);
                return Action::Place { seat, tanks };
            }
        }
        let attacks = game.legal_attacks();
        let conquests: Vec<Action> = attacks
            .iter()
            .filter(|a| matches!(a, Action::Attack { to, tanks: 3, .. } if game.tanks(*to) == 1))
            .cloned()
            .collect();
        if !conquests.is_empty()
            && self.chance(90)
            && let Some(a) = self.pick(&conquests)
        {
            return a;
        }
        if !attacks.is_empty()
            && self.chance(55)
            && let Some(a) = self.pick(&attacks)
        {
            return a;
        }
        if !game.move_done() && self.chance(30) {
            let froms: Vec<TerritoryId> = members(game.territories_of(seat)).collect();
            if let Some(from) = self.pick(&froms) {
                let tos = game.legal_move_targets(from);
                if let Some(to) = self.pick(&tos) {
                    let max = game.max_move_tanks(from, to);
                    let tanks = 1 + self.below(u64::from(max)) as u32;
                    return Action::Move {
                        seat,
                        from,
                        to,
                        tanks,
                    };
                }
            }
        }
        Action::EndTurn { seat }
    }
}

/// The log of a fresh digital-draft match (no actions yet) dealt from `seed`, with the
/// example catalogue's objectives (triple A for team A, triple B for team B).
pub fn new_log(seed: u64) -> MatchLog {
    let names = [
        ("Anna", "A", "blu"),
        ("Bruno", "B", "rosso"),
        ("Carla", "A", "verde"),
        ("Dario", "B", "giallo"),
    ];
    let players = names
        .iter()
        .enumerate()
        .map(|(i, (n, t, c))| Player {
            seat: i as u8,
            name: n.to_string(),
            team: t.to_string(),
            colour: c.to_string(),
            is_virtual: false,
            person: None,
        })
        .collect();
    let cat = example_catalogue();
    let mut objectives = BTreeMap::new();
    // Seats 0 and 2 (team A) take the first two of triple A; 1 and 3 of triple B.
    for (seat, idx) in [(0u8, 0usize), (2, 1), (1, 3), (3, 4)] {
        objectives.insert(seat, cat[idx].objective.clone());
    }
    MatchLog {
        format: 1,
        ruleset: "risiko-2v2".into(),
        settings: Settings::default(),
        players,
        objectives,
        draft: Draft::Digital {
            packets: deal_packets(seed).to_vec(),
            seed: Some(seed),
        },
        actions: Vec::new(),
    }
}

/// Same as [`new_log`] but with the draft already resolved physically (owners), for
/// scenarios that do not care about the draft.
pub fn physical(log: &MatchLog, game: &Game) -> MatchLog {
    let map = Map::risiko();
    let owners: BTreeMap<TerritoryId, Owner> = map
        .territory_ids()
        .filter_map(|t| game.owner(t).map(|o| (t, o)))
        .collect();
    MatchLog {
        draft: Draft::Physical { owners },
        actions: Vec::new(),
        ..log.clone()
    }
}

/// Plays a whole random game; returns the log and the final state.
pub fn play_game(seed: u64, announce_round: u32, max_actions: usize) -> (MatchLog, Game) {
    let mut log = new_log(seed);
    let mut game = match Game::new(&log) {
        Ok(g) => g,
        Err(r) => panic!("setup refused: {r}"),
    };
    let mut player = RandomPlayer::new(seed ^ 0x5EED, announce_round);
    while log.actions.len() < max_actions {
        let Some(action) = player.action(&game) else {
            break;
        };
        match game.apply(&action) {
            Ok(next) => {
                game = next;
                log.actions.push(action);
            }
            Err(r) => panic!(
                "random legal action {action:?} refused: {} ({})",
                r.code(),
                r
            ),
        }
    }
    (log, game)
}
