//! Setup (§2, §8): the table, the settings, and the board before round 1 — claims one
//! army at a time then one-army placement turns, or the final setup entered at once; with
//! two players the three piles of 14 and placement turns of 2 own armies + 1 neutral.

use std::collections::BTreeMap;

use super::log::{ClassicLog, EndRule, Setup};
use super::{Action, CARDS, Clock, Game, MAX_SEATS, NEUTRAL, Refusal, Stage, Turn, seat_at};
use crate::engine::map::{Map, TerritoryId, TerritorySet, members};
use crate::engine::place_points;
use crate::engine::seat::{self, Owner, Seat};
use crate::engine::seed::splitmix64;
use crate::engine::turn_order::Eliminations;

/// Territories per pile with two players.
const PILE: u32 = 14;
/// Armies per colour with two players.
const TWO_PLAYER_ARMIES: u32 = 40;

/// Starting armies per player at a table of `n` (§2.1), `None` for six without a setting.
fn start_armies(n: usize, setting: Option<u32>) -> Option<u32> {
    setting.or(match n {
        2 => Some(TWO_PLAYER_ARMIES),
        3 => Some(35),
        4 => Some(30),
        5 => Some(25),
        _ => None,
    })
}

/// Territories each seat claims at a table of `n`: the first seats get the extra ones.
pub(super) fn claim_count(n: usize, seat: usize) -> u32 {
    let n32 = u32::try_from(n).unwrap_or(1);
    42 / n32 + u32::from(seat < 42 % n)
}

impl Game {
    /// Builds the game from a log's setup, checking the table and the settings.
    ///
    /// # Errors
    /// A [`Refusal`] naming what is wrong with the players, settings or setup.
    pub fn new(log: &ClassicLog) -> Result<Game, Refusal> {
        let n = log.players.len();
        let s = &log.settings;
        if !(2..=MAX_SEATS).contains(&n) || (n == 6 && s.start_armies.is_none()) {
            return Err(Refusal::PlayerCount { count: n });
        }
        if let Some((index, seat)) = seat::out_of_order(log.players.iter().map(|p| p.seat)) {
            return Err(Refusal::SeatOrder { index, seat });
        }
        let invalid = |name: &str, rule: &'static str| {
            Err(Refusal::InvalidSetting {
                name: name.into(),
                rule,
            })
        };
        if s.map != "risiko" {
            return invalid("map", "board");
        }
        if s.end_rule == EndRule::Rounds && s.round_limit.is_none_or(|r| r == 0) {
            return invalid("round_limit", "round_limit_needed");
        }
        if s.match_minutes == 0 {
            return invalid("match_minutes", "more_than_0");
        }
        if n == 2 && s.start_armies.is_some_and(|a| a != TWO_PLAYER_ARMIES) {
            return invalid("start_armies", "two_players_40");
        }
        let armies = start_armies(n, s.start_armies).unwrap_or(0);
        if armies < claim_count(n, 0) {
            return invalid("start_armies", "armies_below_territories");
        }
        if place_points::misfit(&s.place_points, MAX_SEATS).is_some() {
            return invalid("place_points", "one_per_place");
        }
        let mut game = Game {
            settings: s.clone(),
            players: log.players.clone(),
            seats: n,
            owned: [0; MAX_SEATS + 1],
            armies: [0; 64],
            hands: [0; MAX_SEATS],
            deck: CARDS,
            draws: 0,
            free_at: [0; CARDS as usize],
            seen_symbol: [None; 42],
            sets_traded: 0,
            stage: Stage::Claim,
            round: 0,
            current: 0,
            to_place: [0; MAX_SEATS + 1],
            turn: Turn::idle(),
            eliminated: Eliminations::default(),
            clock: Clock::default(),
            last_round: None,
            finish: None,
            last: None,
        };
        for seat in 0..n {
            game.to_place[seat] = armies;
        }
        match (&log.setup, n) {
            (None, 2) => Err(Refusal::SetupMissing),
            (None, _) => Ok(game),
            (Some(Setup::Final { owners, tanks }), _) => {
                game.final_setup(owners, tanks, armies)?;
                Ok(game)
            }
            (Some(Setup::Piles { piles }), 2) => {
                let mut three = [Vec::new(), Vec::new(), Vec::new()];
                for (key, ids) in piles {
                    let slot = match key.as_str() {
                        "0" => 0,
                        "1" => 1,
                        "neutral" => 2,
                        _ => return Err(Refusal::SetupForm),
                    };
                    three[slot].clone_from(ids);
                }
                game.deal_piles(&three)?;
                Ok(game)
            }
            (Some(Setup::Dealt { seed, pick_first }), 2) => {
                if *pick_first != 0 {
                    return Err(Refusal::PickFirst { seat: *pick_first });
                }
                game.deal_piles(&deal_piles(*seed))?;
                Ok(game)
            }
            (Some(_), _) => Err(Refusal::SetupForm),
        }
    }

    /// §2.6 (b): the board entered at once, checked against what claims would give.
    fn final_setup(
        &mut self,
        owners: &BTreeMap<TerritoryId, Owner>,
        tanks: &BTreeMap<TerritoryId, u32>,
        armies: u32,
    ) -> Result<(), Refusal> {
        let map = Map::risiko();
        let two = self.seats == 2;
        for t in map.territory_ids() {
            let Some(owner) = owners.get(&t) else {
                return Err(Refusal::SetupIncomplete { territory: t });
            };
            let index = match owner {
                Owner::Seat(s) if usize::from(*s) < self.seats => usize::from(*s),
                Owner::Seat(s) => return Err(Refusal::UnknownSeat { seat: *s }),
                Owner::Neutral if two => NEUTRAL,
                Owner::Neutral => return Err(Refusal::NeutralNotAllowed { territory: t }),
            };
            let n = tanks.get(&t).copied().unwrap_or(0);
            if n == 0 {
                return Err(Refusal::SetupEmptyTerritory { territory: t });
            }
            self.owned[index] |= t.bit();
            self.armies[t.index()] = n;
        }
        let mut colours: Vec<(Owner, usize)> = (0..self.seats)
            .map(|s| (Owner::Seat(seat_at(s)), s))
            .collect();
        if two {
            colours.push((Owner::Neutral, NEUTRAL));
        }
        for (owner, index) in colours {
            let count = self.owned[index].count_ones();
            let expected = if two {
                PILE
            } else {
                claim_count(self.seats, index)
            };
            if count != expected {
                return Err(Refusal::SetupTerritoryCount {
                    owner,
                    count,
                    expected,
                });
            }
            let on_board: u32 = members(self.owned[index])
                .map(|t| self.armies[t.index()])
                .sum();
            if on_board != armies {
                return Err(Refusal::SetupArmies {
                    owner,
                    count: on_board,
                    expected: armies,
                });
            }
        }
        self.to_place = [0; MAX_SEATS + 1];
        self.start_play();
        Ok(())
    }

    /// §8.2–3: the three piles (seat 0, seat 1, neutral), 1 army on each territory.
    fn deal_piles(&mut self, piles: &[Vec<TerritoryId>; 3]) -> Result<(), Refusal> {
        let mut seen: TerritorySet = 0;
        for (slot, pile) in piles.iter().enumerate() {
            let index = if slot == 2 { NEUTRAL } else { slot };
            for t in pile {
                if seen & t.bit() != 0 {
                    return Err(Refusal::SetupDuplicate { territory: *t });
                }
                seen |= t.bit();
                self.owned[index] |= t.bit();
                self.armies[t.index()] = 1;
            }
            let count = u32::try_from(pile.len()).unwrap_or(u32::MAX);
            if count != PILE {
                let owner = if slot == 2 {
                    Owner::Neutral
                } else {
                    Owner::Seat(seat_at(slot))
                };
                return Err(Refusal::SetupTerritoryCount {
                    owner,
                    count,
                    expected: PILE,
                });
            }
            self.to_place[index] = TWO_PLAYER_ARMIES - PILE;
        }
        self.stage = Stage::Placement;
        self.current = 0;
        Ok(())
    }

    /// §2.3: one army on an empty territory, in turn order.
    pub(super) fn claim(
        &mut self,
        seat: Seat,
        territory: TerritoryId,
        action: &Action,
    ) -> Result<(), Refusal> {
        if self.stage != Stage::Claim {
            return Err(self.not_now(action));
        }
        self.seat_to_act(seat)?;
        if let Some(owner) = self.owner(territory) {
            return Err(Refusal::TerritoryTaken { territory, owner });
        }
        let s = usize::from(seat);
        self.owned[s] |= territory.bit();
        self.armies[territory.index()] = 1;
        self.to_place[s] -= 1;
        let next = seat_at((s + 1) % self.seats);
        if self.claimed() == Map::risiko().all() {
            self.stage = Stage::Placement;
            self.current = self.next_to_place(next).unwrap_or(0);
            if self.to_place.iter().all(|&n| n == 0) {
                self.start_play();
            }
        } else {
            self.current = next;
        }
        Ok(())
    }

    /// §2.4 / §8.4: a setup placement turn (1 army; two players 2 own + 1 neutral).
    pub(super) fn setup_place(
        &mut self,
        seat: Seat,
        tanks: &BTreeMap<TerritoryId, u32>,
        neutral: &BTreeMap<TerritoryId, u32>,
    ) -> Result<(), Refusal> {
        self.seat_to_act(seat)?;
        let s = usize::from(seat);
        let own: u32 = tanks.values().sum();
        let neutral_sum: u32 = neutral.values().sum();
        if tanks.values().chain(neutral.values()).any(|&n| n == 0) {
            return Err(Refusal::ZeroTanks);
        }
        if self.seats == 2 {
            let want_own = self.to_place[s].min(2);
            let want_neutral = self.to_place[NEUTRAL].min(1);
            if own != want_own || neutral_sum != want_neutral {
                return Err(Refusal::PlacementTwoPlusOne {
                    own,
                    neutral: neutral_sum,
                });
            }
        } else {
            if let Some(t) = neutral.keys().next() {
                return Err(Refusal::NeutralNotAllowed { territory: *t });
            }
            if own != 1 {
                return Err(Refusal::PlacementOneArmy { got: own });
            }
        }
        if let Some(t) = tanks.keys().find(|t| self.owned[s] & t.bit() == 0) {
            return Err(Refusal::NotYourTerritory {
                seat,
                territory: *t,
            });
        }
        if let Some(t) = neutral.keys().find(|t| self.owned[NEUTRAL] & t.bit() == 0) {
            return Err(Refusal::NotNeutral { territory: *t });
        }
        for (t, n) in tanks.iter().chain(neutral) {
            self.armies[t.index()] += n;
        }
        self.to_place[s] -= own;
        self.to_place[NEUTRAL] -= neutral_sum;
        match self.next_to_place(seat_at((s + 1) % self.seats)) {
            Some(next) => self.current = next,
            None => self.start_play(),
        }
        Ok(())
    }

    /// The first seat from `from` on (clockwise) with armies still to place.
    fn next_to_place(&self, from: Seat) -> Option<Seat> {
        (0..self.seats)
            .map(|k| (usize::from(from) + k) % self.seats)
            .find(|&s| self.to_place[s] > 0)
            .map(seat_at)
    }

    /// Every territory with an owner.
    fn claimed(&self) -> TerritorySet {
        self.owned.iter().fold(0, |acc, m| acc | m)
    }

    /// Who holds a territory (`None` while unclaimed).
    pub fn owner(&self, t: TerritoryId) -> Option<Owner> {
        if self.owned[NEUTRAL] & t.bit() != 0 {
            return Some(Owner::Neutral);
        }
        (0..self.seats)
            .find(|&s| self.owned[s] & t.bit() != 0)
            .map(|s| Owner::Seat(seat_at(s)))
    }

    /// Armies on a territory.
    pub fn armies(&self, t: TerritoryId) -> u32 {
        self.armies[t.index()]
    }

    /// The seat's territories as a mask.
    pub fn territories_of(&self, seat: Seat) -> TerritorySet {
        self.owned[usize::from(seat)]
    }

    /// The neutral territories (two players).
    pub fn neutral_territories(&self) -> TerritorySet {
        self.owned[NEUTRAL]
    }

    /// Armies the seat (or, with `None`, the neutral) still has to place in the setup.
    pub fn setup_armies_left(&self, seat: Option<Seat>) -> u32 {
        self.to_place[seat.map_or(NEUTRAL, usize::from)]
    }
}

/// §8.2, digital: shuffles the 42 territory cards with the recorded seed and deals three
/// piles of 14 (seat 0, seat 1, neutral), the same piles for the same seed.
pub fn deal_piles(seed: u64) -> [Vec<TerritoryId>; 3] {
    let mut cards: Vec<TerritoryId> = Map::risiko().territory_ids().collect();
    let mut state = seed;
    for i in (1..cards.len()).rev() {
        let j = usize::try_from(splitmix64(&mut state) % (i as u64 + 1)).unwrap_or(0);
        cards.swap(i, j);
    }
    let pile = |k: usize| cards[k * 14..(k + 1) * 14].to_vec();
    [pile(0), pile(1), pile(2)]
}
