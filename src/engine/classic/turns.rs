//! The turn (§3.1, §6, §7, §9): reinforcements max(3, ⌊T/3⌋) plus continents, placing
//! them (the card's +2 only on its territory), turn order skipping eliminated players,
//! elimination with its cards, the clock from logged events, and the end of the match.

use std::collections::BTreeMap;

use chrono::{DateTime, Duration, Utc};
use serde::Serialize;

use super::log::EndRule;
use super::{Action, ClockEvent, Game, NEUTRAL, Refusal, Stage, Turn};
use crate::engine::board;
use crate::engine::map::{Map, TerritoryId, TerritorySet};
use crate::engine::seat::Seat;
use crate::engine::stopwatch::{self, Hand, Stopwatch};

/// Why the match ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Finish {
    /// One player is left (world conquest; two players: the opponent's last army).
    Conquest {
        /// The winner.
        seat: Seat,
    },
    /// Time: the last round was played.
    Time,
    /// The round limit was reached.
    Rounds,
    /// The referee ended the match early.
    Referee {
        /// Why.
        reason: String,
    },
}

/// The clock as the logged events left it (the engine never reads the time).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Clock {
    /// Started, run and running since (the fields that open the clock's JSON).
    #[serde(flatten)]
    pub watch: Stopwatch,
    /// When the last round was announced.
    pub last_round_at: Option<DateTime<Utc>>,
    /// Time of the last event, which the next may not precede.
    pub last_event: Option<DateTime<Utc>>,
}

impl Clock {
    /// Match time elapsed at `now`, pauses excluded.
    pub fn elapsed(&self, now: DateTime<Utc>) -> Duration {
        self.watch.elapsed(now)
    }
}

/// §3.1: armies for holding `territories` (a mask) on `map`: max(3, ⌊T/3⌋) plus the bonus
/// of every continent held entirely (regions such as Asia del Nord do not count here).
pub fn reinforcement_for(map: &Map, territories: TerritorySet) -> u32 {
    reinforcement_with_minimum(map, territories, 3)
}

/// Armies for holding `territories`: max(`minimum`, ⌊T/3⌋) plus the bonus of every
/// continent held entirely. Classic's minimum is 3; the tournament game has none
/// (`risiko-torneo`, setting `min_reinforcement`), the rest is the same rule.
pub fn reinforcement_with_minimum(map: &Map, territories: TerritorySet, minimum: u32) -> u32 {
    let by_count = (territories.count_ones() / 3).max(minimum);
    let continents: u32 = map
        .continents()
        .filter(|(_, c)| !c.region && c.territories & !territories == 0)
        .map(|(_, c)| c.bonus)
        .sum();
    by_count + continents
}

stopwatch::fault_refusals!(Refusal);

impl Game {
    /// Round 1 begins: the first seat's turn.
    pub(super) fn start_play(&mut self) {
        self.stage = Stage::Play;
        self.round = 1;
        self.current = 0;
        self.start_turn();
    }

    /// The current seat's turn begins: its reinforcements are counted.
    fn start_turn(&mut self) {
        let s = usize::from(self.current);
        let mut turn = Turn::idle();
        turn.start_cards = self.hands[s];
        turn.general = reinforcement_for(self.map(), self.owned[s]);
        turn.reinforcing = true;
        self.turn = turn;
    }

    /// The seat's reinforcements this turn as counted at its start (cards excluded).
    pub fn base_reinforcement(&self, seat: Seat) -> u32 {
        reinforcement_for(self.map(), self.owned[usize::from(seat)])
    }

    /// Armies still to place this turn: anywhere own, and the card's +2 with its territory.
    pub fn unplaced(&self) -> (u32, Option<(TerritoryId, u32)>) {
        (self.turn.general, self.turn.bonus.filter(|(_, n)| *n > 0))
    }

    /// §3.1: reinforcements on own territories, the card's +2 only on its territory.
    pub(super) fn reinforce(
        &mut self,
        seat: Seat,
        tanks: &BTreeMap<TerritoryId, u32>,
        neutral: &BTreeMap<TerritoryId, u32>,
        action: &Action,
    ) -> Result<(), Refusal> {
        if self.turn.elimination_trade {
            return Err(Refusal::EliminationTradePending {
                cards: self.cards(seat),
            });
        }
        if !neutral.is_empty() {
            return Err(self.not_now(action));
        }
        let unplaced = self.turn.unplaced();
        if !self.turn.reinforcing && unplaced == 0 {
            return Err(Refusal::ReinforcementOver);
        }
        let total = self.armies_on_own(seat, tanks)?;
        if total > unplaced {
            return Err(Refusal::OverEntitlement {
                allowed: unplaced,
                got: total,
            });
        }
        let (bonus_used, bonus_left) = match self.turn.bonus {
            Some((t, b)) => {
                let used = tanks.get(&t).copied().unwrap_or(0).min(b);
                (used, Some((t, b - used)))
            }
            None => (0, None),
        };
        let elsewhere = total - bonus_used;
        if elsewhere > self.turn.general
            && let Some((territory, bonus)) = self.turn.bonus
        {
            return Err(Refusal::BonusOnlyThere { territory, bonus });
        }
        for (t, n) in tanks {
            self.armies[t.index()] += n;
        }
        self.turn.general -= elsewhere;
        self.turn.bonus = bonus_left;
        Ok(())
    }

    /// §3: `seat` ends its own turn; the next player still in the game begins theirs, or
    /// the match ends with the round (last round under `time`, the limit under `rounds`).
    pub(super) fn end_turn(&mut self, seat: Seat, action: &Action) -> Result<(), Refusal> {
        self.my_turn(seat, action)?;
        self.duties_done(self.current)?;
        let (next, new_round) = self.eliminated.next_after(self.current, self.seats);
        if new_round {
            let over = match self.settings.end_rule {
                EndRule::Time => self.last_round == Some(self.round),
                EndRule::Rounds => self.settings.round_limit.is_some_and(|r| self.round >= r),
                EndRule::Conquest => false,
            };
            if over {
                self.finish = Some(match self.settings.end_rule {
                    EndRule::Rounds => Finish::Rounds,
                    _ => Finish::Time,
                });
                self.turn = Turn::idle();
                return Ok(());
            }
            self.round += 1;
        }
        self.current = next;
        self.start_turn();
        Ok(())
    }

    /// §6: `loser` lost their last territory to `winner`, who takes their cards.
    pub(super) fn eliminate(&mut self, winner: Seat, loser: Seat) {
        let at = (self.seats, self.round);
        let last = board::eliminate(&mut self.eliminated, &mut self.hands, at, (winner, loser));
        self.turn.eliminated_someone = true;
        if self.hands[usize::from(winner)] > 6 {
            self.turn.elimination_trade = true;
        }
        if last {
            self.finish = Some(Finish::Conquest { seat: winner });
        }
    }

    /// True if the neutral colour is at the table (two players).
    pub fn has_neutral(&self) -> bool {
        self.seats == 2 && self.owned[NEUTRAL] != 0
    }

    /// The clock as logged.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The last round, once announced.
    pub fn last_round(&self) -> Option<u32> {
        self.last_round
    }

    /// True when the match time is up at `now` and the last round is not yet announced:
    /// the app records `clock last_round` then.
    pub fn last_round_due(&self, now: DateTime<Utc>) -> bool {
        self.settings.end_rule == EndRule::Time
            && self.clock.watch.started()
            && self.last_round.is_none()
            && self.finish.is_none()
            && self.clock.elapsed(now) >= self.match_length()
    }

    fn match_length(&self) -> Duration {
        Duration::minutes(i64::from(self.settings.match_minutes))
    }

    /// §9: start, pause, resume, and the app's last-round announcement.
    pub(super) fn clock_event(
        &mut self,
        event: ClockEvent,
        at: DateTime<Utc>,
    ) -> Result<(), Refusal> {
        if self.clock.last_event.is_some_and(|last| at < last) {
            return Err(Refusal::ClockBackwards);
        }
        // §7: the match time runs from the first reinforcement of round 1. Only a log
        // that asks for it is checked, so a log written before replays as it did.
        let early =
            self.settings.clock_checks && self.stage != Stage::Play && !self.clock.watch.started();
        if event == ClockEvent::Start && early {
            return Err(Refusal::ClockStartEarly);
        }
        let hand = match event {
            ClockEvent::Start => Some(Hand::Start),
            ClockEvent::Pause => Some(Hand::Pause),
            ClockEvent::Resume => Some(Hand::Resume),
            ClockEvent::LastRound => None,
        };
        if stopwatch::wind_or_call(self.clock.watch.watch(), hand, at)? {
            if self.settings.end_rule != EndRule::Time {
                return Err(Refusal::LastRoundNotTimed);
            }
            if self.last_round.is_some() {
                return Err(Refusal::LastRoundAnnounced);
            }
            if self.stage != Stage::Play || self.clock.elapsed(at) < self.match_length() {
                return Err(Refusal::LastRoundEarly {
                    minutes: self.settings.match_minutes,
                });
            }
            self.last_round = Some(self.round);
            self.clock.last_round_at = Some(at);
        }
        self.clock.last_event = Some(at);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::map::members;

    #[test]
    fn the_seeds_examples() {
        let map = Map::risiko();
        // Spread territories so no continent is complete: take every third id.
        let spread = |n: usize| -> TerritorySet {
            map.territory_ids()
                .filter(|t| t.0 % 3 != 2)
                .take(n)
                .fold(0, |m, t| m | t.bit())
        };
        for (n, want) in [(11, 3), (14, 4), (17, 5), (5, 3)] {
            let set = spread(n);
            assert_eq!(members(set).count(), n);
            assert_eq!(reinforcement_for(map, set), want, "{n} territories");
        }
    }
}
