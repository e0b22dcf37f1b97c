//! Before the match (§2): the table of 3 to 5, the settings, the objectives (entered,
//! secret, or dealt from a seed, never two alike), the distribution of the 42
//! territories (entered or dealt from a seed) with its counts and the half-a-continent
//! limit, one army on each territory, then placement turns of 3 armies.

use crate::engine::turn_order::Eliminations;
use std::collections::BTreeMap;

use super::log::{Distribution, ExtraTerritories, TorneoLog};
use super::objectives::{CatalogueError, deal_objectives};
use super::{Catalogue, Game, MAX_SEATS, Refusal, Stage, Turn, seat_at};
use crate::engine::map::{Map, TerritoryId, TerritorySet};
use crate::engine::seat::{self, Seat};
use crate::engine::seed::splitmix64;

/// Armies placed in one initial placement turn (§2.5).
const PLACEMENT_TURN: u32 = 3;
/// How many deals a seed may take to meet the continent limits before the engine gives
/// up (a random deal meets them about one time in five at 3 players, more often at 4-5).
const MAX_DEALS: u32 = 100_000;

/// Territories the seat receives at a table of `n` (§2.3): 42 / n, and one more for the
/// seats the setting names while the remainder lasts.
pub fn territory_count(n: usize, seat: usize, extra: ExtraTerritories) -> u32 {
    let n32 = u32::try_from(n.max(1)).unwrap_or(1);
    let rest = 42 % n;
    let gets_extra = match extra {
        ExtraTerritories::LastSeats => seat >= n - rest,
        ExtraTerritories::FirstSeats => seat < rest,
    };
    42 / n32 + u32::from(gets_extra)
}

/// §2.3, digital: shuffles the 42 cards with the seed and deals them one at a time, the
/// seats that get the extra cards first in the round of dealing; deals again (the
/// stream going on) until no seat holds more than half of a continent.
pub fn deal_territories(seed: u64, n: usize, extra: ExtraTerritories) -> Option<Vec<Seat>> {
    let map = Map::risiko();
    let order: Vec<usize> = match extra {
        ExtraTerritories::LastSeats => (0..n).rev().collect(),
        ExtraTerritories::FirstSeats => (0..n).collect(),
    };
    let mut state = seed;
    for _ in 0..MAX_DEALS {
        let mut cards: Vec<usize> = (0..42).collect();
        for i in (1..cards.len()).rev() {
            let j = usize::try_from(splitmix64(&mut state) % (i as u64 + 1)).unwrap_or(0);
            cards.swap(i, j);
        }
        let mut owners = vec![0u8; 42];
        let mut masks: [TerritorySet; MAX_SEATS] = [0; MAX_SEATS];
        for (k, card) in cards.iter().enumerate() {
            let seat = order[k % n];
            owners[*card] = seat_at(seat);
            masks[seat] |= 1 << card;
        }
        if (0..n).all(|s| over_share(map, masks[s]).is_none()) {
            return Some(owners);
        }
    }
    None
}

/// The first continent of which `mask` holds more than half, with (count, limit).
fn over_share(
    map: &Map,
    mask: TerritorySet,
) -> Option<(crate::engine::map::ContinentId, u32, u32)> {
    map.continents()
        .filter(|(_, c)| !c.region)
        .map(|(id, c)| (id, (c.territories & mask).count_ones(), c.size() / 2))
        .find(|(_, count, limit)| count > limit)
}

impl Game {
    /// Builds the game from a log's setup, checking the table, the settings, the
    /// objectives and the distribution.
    ///
    /// # Errors
    /// A [`Refusal`] naming what is wrong.
    pub fn new(log: &TorneoLog) -> Result<Game, Refusal> {
        let n = log.players.len();
        if !(3..=MAX_SEATS).contains(&n) {
            return Err(Refusal::PlayerCount { count: n });
        }
        if let Some((index, seat)) = seat::out_of_order(log.players.iter().map(|p| p.seat)) {
            return Err(Refusal::SeatOrder { index, seat });
        }
        let s = &log.settings;
        let armies = check_settings(s, n)?;
        let catalogue = if s.catalogue.is_empty() {
            Catalogue::standard()
        } else {
            Catalogue::custom(&s.catalogue).map_err(|e| match e {
                CatalogueError::Points { id, points } => Refusal::ObjectivePoints {
                    objective: id,
                    points,
                },
                CatalogueError::Duplicate { id, territory } => {
                    Refusal::ObjectiveDuplicateTerritory {
                        objective: id,
                        territory,
                    }
                }
            })?
        };
        if catalogue.len() < n {
            return Err(Refusal::InvalidSetting {
                name: "catalogue".into(),
                rule: "fewer_objectives_than_players",
            });
        }
        let objectives = objectives_of(log, &catalogue, n)?;
        let owners = match &log.distribution {
            Distribution::Entered { owners } => owners.clone(),
            Distribution::Dealt { seed } => {
                let dealt = deal_territories(*seed, n, s.extra_territories).ok_or(
                    Refusal::InvalidSetting {
                        name: "distribution".into(),
                        rule: "no_deal",
                    },
                )?;
                Map::risiko()
                    .territory_ids()
                    .map(|t| (t, dealt[t.index()]))
                    .collect()
            }
        };
        let mut game = Game {
            settings: s.clone(),
            players: log.players.clone(),
            seats: n,
            catalogue,
            objectives,
            owned: [0; MAX_SEATS],
            armies: [0; 64],
            hands: [0; MAX_SEATS],
            deck: 0,
            discards: 0,
            stage: Stage::Placement,
            round: 0,
            current: 0,
            to_place: [0; MAX_SEATS],
            turn: Turn::default(),
            eliminated: Eliminations::default(),
            clock: super::Clock::default(),
            penultimate: None,
            last_sdadata: None,
            cap_lost: [0; MAX_SEATS],
            cap_removed: [0; MAX_SEATS],
            tournament_penalty: [0; MAX_SEATS],
            table_penalty: [0; MAX_SEATS],
            finish: None,
            last: None,
        };
        game.distribute(&owners, armies)?;
        Ok(game)
    }

    /// §2.3–2.5: the territories with one army each; the rest of each seat's armies to
    /// place 3 at a time.
    fn distribute(
        &mut self,
        owners: &BTreeMap<TerritoryId, Seat>,
        armies: u32,
    ) -> Result<(), Refusal> {
        let map = Map::risiko();
        for t in map.territory_ids() {
            let Some(&seat) = owners.get(&t) else {
                return Err(Refusal::DistributionIncomplete { territory: t });
            };
            if usize::from(seat) >= self.seats {
                return Err(Refusal::UnknownSeat { seat });
            }
            self.owned[usize::from(seat)] |= t.bit();
            self.armies[t.index()] = 1;
        }
        for s in 0..self.seats {
            let count = self.owned[s].count_ones();
            let expected = territory_count(self.seats, s, self.settings.extra_territories);
            if count != expected {
                return Err(Refusal::DistributionCount {
                    seat: seat_at(s),
                    count,
                    expected,
                });
            }
            if let Some((continent, count, limit)) = over_share(map, self.owned[s]) {
                return Err(Refusal::ContinentShareExceeded {
                    seat: seat_at(s),
                    continent,
                    count,
                    limit,
                });
            }
            self.to_place[s] = armies - count;
        }
        Ok(())
    }

    /// §2.5: one initial placement turn of exactly min(3, armies left).
    pub(super) fn setup_place(
        &mut self,
        seat: Seat,
        tanks: &BTreeMap<TerritoryId, u32>,
    ) -> Result<(), Refusal> {
        self.seat_to_act(seat)?;
        let s = usize::from(seat);
        if tanks.is_empty() || tanks.values().any(|&n| n == 0) {
            return Err(Refusal::ZeroTanks);
        }
        let got: u32 = tanks.values().sum();
        let expected = self.to_place[s].min(PLACEMENT_TURN);
        if got != expected {
            return Err(Refusal::PlacementThree { expected, got });
        }
        if let Some(t) = tanks.keys().find(|t| self.owned[s] & t.bit() == 0) {
            return Err(Refusal::NotYourTerritory {
                seat,
                territory: *t,
            });
        }
        for (t, n) in tanks {
            self.armies[t.index()] += n;
        }
        self.to_place[s] -= got;
        match self.next_to_place(s + 1) {
            Some(next) => self.current = next,
            None => self.start_play(),
        }
        Ok(())
    }

    /// The first seat from `from` on (in turn order) with armies still to place.
    fn next_to_place(&self, from: usize) -> Option<Seat> {
        (0..self.seats)
            .map(|k| (from + k) % self.seats)
            .find(|&s| self.to_place[s] > 0)
            .map(seat_at)
    }

    /// Armies the seat still has to place in the initial placement.
    pub fn setup_armies_left(&self, seat: Seat) -> u32 {
        self.to_place.get(usize::from(seat)).copied().unwrap_or(0)
    }
}

/// The settings the rules can work with; returns the table's starting armies.
fn check_settings(s: &super::Settings, n: usize) -> Result<u32, Refusal> {
    let invalid = |name: &str, rule: &'static str| {
        Err(Refusal::InvalidSetting {
            name: name.into(),
            rule,
        })
    };
    let armies = s
        .initial_armies
        .get(&u8::try_from(n).unwrap_or(0))
        .copied()
        .unwrap_or(0);
    // The last seat under `last_seats` holds the most territories.
    if armies < territory_count(n, n - 1, ExtraTerritories::LastSeats) {
        return invalid("initial_armies", "armies_below_territories");
    }
    if s.match_minutes == 0 {
        return invalid("match_minutes", "more_than_0");
    }
    if s.tank_cap < armies {
        return invalid("tank_cap", "below_start_armies");
    }
    if s.sdadata_first < 2 || s.sdadata_max < s.sdadata_first || s.sdadata_max > 12 {
        return invalid("sdadata_first / sdadata_max", "two_dice");
    }
    if !["free", "on_territory"].contains(&s.bonus_placement.as_str()) {
        return invalid("bonus_placement", "bonus_placement");
    }
    if s.min_garrison == 0 {
        return invalid("min_garrison", "at_least_1");
    }
    if s.hand_limit.is_some_and(|l| l < 3) {
        return invalid("hand_limit", "at_least_3_or_absent");
    }
    if s.sets_per_turn == Some(0) {
        return invalid("sets_per_turn", "at_least_1_or_absent");
    }
    Ok(armies)
}

/// The objectives known at the start: entered (some may stay secret) or dealt.
fn objectives_of(
    log: &TorneoLog,
    catalogue: &Catalogue,
    n: usize,
) -> Result<[Option<usize>; MAX_SEATS], Refusal> {
    let mut out = [None; MAX_SEATS];
    if let Some(seed) = log.objective_seed {
        if !log.objectives.is_empty() {
            return Err(Refusal::ObjectivesTwice);
        }
        for (s, index) in deal_objectives(seed, n, catalogue).into_iter().enumerate() {
            out[s] = Some(index);
        }
        return Ok(out);
    }
    for (&seat, id) in &log.objectives {
        if usize::from(seat) >= n {
            return Err(Refusal::UnknownSeat { seat });
        }
        let index = catalogue
            .find(id)
            .ok_or_else(|| Refusal::UnknownObjective {
                objective: id.clone(),
            })?;
        if let Some(holder) = out.iter().position(|o| *o == Some(index)) {
            return Err(Refusal::ObjectiveTaken {
                objective: id.clone(),
                holder: seat_at(holder),
            });
        }
        out[usize::from(seat)] = Some(index);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_per_table_size_with_the_extra_to_the_last_seats() {
        let row = |n| {
            (0..n)
                .map(|s| territory_count(n, s, ExtraTerritories::LastSeats))
                .collect::<Vec<_>>()
        };
        assert_eq!(row(4), [10, 10, 11, 11]);
        assert_eq!(row(5), [8, 8, 8, 9, 9]);
        assert_eq!(row(3), [14, 14, 14]);
        assert_eq!(territory_count(4, 0, ExtraTerritories::FirstSeats), 11);
    }

    #[test]
    fn a_seeded_deal_meets_the_limits_and_the_counts() {
        let map = Map::risiko();
        for n in 3..=5 {
            for seed in 0..20 {
                let owners =
                    deal_territories(seed, n, ExtraTerritories::LastSeats).unwrap_or_default();
                assert_eq!(owners.len(), 42);
                for s in 0..n {
                    let mask = owners
                        .iter()
                        .enumerate()
                        .filter(|(_, o)| usize::from(**o) == s)
                        .fold(0, |m: TerritorySet, (i, _)| m | 1 << i);
                    assert!(over_share(map, mask).is_none());
                    assert_eq!(
                        mask.count_ones(),
                        territory_count(n, s, ExtraTerritories::LastSeats)
                    );
                }
            }
        }
    }
}
