//! The turn (§3.1, §3.3, §4, §5.2–5.3): reinforcements ⌊T/3⌋ (no minimum by default)
//! plus continents, placed before the first attack and never over the cap (what does
//! not fit is lost); the end of the turn with its card; elimination with the card
//! capture; rounds; and the sdadata with its rising threshold.

use std::collections::BTreeMap;

use serde::Serialize;

use super::log::CapCheck;
use super::{Action, Game, Refusal, Stage, Turn};
use crate::engine::board;
use crate::engine::classic::reinforcement_with_minimum;
use crate::engine::map::{TerritoryId, members};
use crate::engine::seat::Seat;

/// Why the match ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Finish {
    /// A successful sdadata roll.
    Sdadata {
        /// Who rolled.
        seat: Seat,
        /// The sum rolled.
        sum: u32,
        /// The threshold it was at or under.
        threshold: u32,
    },
    /// A player completed their objective.
    Risiko {
        /// The winner.
        seat: Seat,
    },
    /// One player is left.
    LastStanding {
        /// That player.
        seat: Seat,
    },
    /// The referee ended the match early.
    Referee {
        /// Why.
        reason: String,
        /// The seat that forfeited or was expelled, if one.
        #[serde(skip_serializing_if = "Option::is_none")]
        seat: Option<Seat>,
    },
}

/// A sdadata roll as recorded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SdadataRoll {
    /// Who rolled.
    pub seat: Seat,
    /// The round.
    pub round: u32,
    /// The two faces.
    pub dice: [u32; 2],
    /// The threshold of that turn.
    pub threshold: u32,
}

impl Game {
    /// Round 1 begins: the deck is the 42 territory cards and the 2 jolly (§2.6).
    pub(super) fn start_play(&mut self) {
        self.stage = Stage::Play;
        self.round = 1;
        self.current = 0;
        self.deck = super::CARDS;
        self.start_turn();
    }

    /// The current seat's turn begins: its reinforcements are counted.
    fn start_turn(&mut self) {
        self.turn = Turn {
            reinforcing: true,
            general: self.base_reinforcement(self.current),
            ..Turn::default()
        };
    }

    /// §3.1: the seat's armies for its territories and continents (cards excluded).
    pub fn base_reinforcement(&self, seat: Seat) -> u32 {
        let owned = self.owned[usize::from(seat)];
        reinforcement_with_minimum(self.map(), owned, self.settings.min_reinforcement)
    }

    /// The seat's armies on the board.
    pub fn on_board(&self, seat: Seat) -> u32 {
        members(self.owned[usize::from(seat)])
            .map(|t| self.armies[t.index()])
            .sum()
    }

    /// Armies the seat may still place before reaching the cap.
    pub fn cap_room(&self, seat: Seat) -> u32 {
        match self.settings.cap_check {
            CapCheck::Refuse => self.settings.tank_cap.saturating_sub(self.on_board(seat)),
            CapCheck::Referee => u32::MAX,
        }
    }

    /// Armies still to place this turn (trades included).
    pub fn unplaced(&self) -> u32 {
        self.turn.general + self.bonus_left()
    }

    /// The card bonus still to place on its territories (`bonus_placement: on_territory`).
    pub fn card_bonus(&self) -> &[(TerritoryId, u32)] {
        &self.turn.bonus
    }

    fn bonus_left(&self) -> u32 {
        self.turn.bonus.iter().map(|(_, n)| n).sum()
    }

    /// Armies that must still be placed before attacking: what fits under the cap.
    pub fn reinforcements_due(&self) -> u32 {
        self.unplaced().min(self.cap_room(self.current))
    }

    /// Armies lost so far by the seat because they would have passed the cap.
    pub fn cap_lost(&self, seat: Seat) -> u32 {
        self.cap_lost[usize::from(seat)]
    }

    /// Territories conquered in this turn.
    pub fn conquered_this_turn(&self) -> u32 {
        self.turn.conquered
    }

    /// §3.1: reinforcements on own territories, before the first attack, under the cap.
    pub(super) fn reinforce(
        &mut self,
        seat: Seat,
        tanks: &BTreeMap<TerritoryId, u32>,
    ) -> Result<(), Refusal> {
        self.still_reinforcing()?;
        let total = self.armies_on_own(seat, tanks)?;
        if total > self.unplaced() {
            return Err(Refusal::OverEntitlement {
                allowed: self.unplaced(),
                got: total,
            });
        }
        // The card bonus goes only on its territory; the rest comes from the general.
        let mut bonus = self.turn.bonus.clone();
        let mut general = 0;
        for (t, n) in tanks {
            let there = bonus
                .iter_mut()
                .find(|(b, _)| b == t)
                .map_or(0, |(_, left)| {
                    let used = (*left).min(*n);
                    *left -= used;
                    used
                });
            general += n - there;
        }
        if general > self.turn.general
            && let Some(&(territory, bonus)) = self.turn.bonus.iter().find(|(_, n)| *n > 0)
        {
            return Err(Refusal::BonusOnlyThere { territory, bonus });
        }
        let room = self.cap_room(seat);
        if total > room {
            return Err(Refusal::OverTankCap {
                cap: self.settings.tank_cap,
                on_board: self.on_board(seat),
                room,
            });
        }
        for (t, n) in tanks {
            self.armies[t.index()] += n;
        }
        self.turn.general -= general;
        bonus.retain(|(_, n)| *n > 0);
        self.turn.bonus = bonus;
        Ok(())
    }

    /// Refuses trades and placements once the reinforcement phase is over.
    pub(super) fn still_reinforcing(&self) -> Result<(), Refusal> {
        match (self.turn.reinforcing, self.turn.moved) {
            (true, _) => Ok(()),
            (false, true) => Err(Refusal::MoveNotAtEnd),
            (false, false) => Err(Refusal::ReinforcementsAfterAttack),
        }
    }

    /// Refuses leaving the reinforcement phase while armies that fit are unplaced: the
    /// tournament's only duty before a throw, the move or the end of the turn (for the
    /// seat to act, whichever is named).
    pub(super) fn duties_done(&self, _seat: Seat) -> Result<(), Refusal> {
        match self.reinforcements_due() {
            0 => Ok(()),
            left => Err(Refusal::ReinforcementsUnplaced { left }),
        }
    }

    /// The reinforcement phase ends: what did not fit under the cap is lost (§4).
    pub(super) fn close_reinforcement(&mut self) {
        if self.turn.reinforcing {
            self.cap_lost[usize::from(self.current)] += self.unplaced();
            self.turn.general = 0;
            self.turn.bonus.clear();
            self.turn.reinforcing = false;
        }
    }

    /// §3.3: `seat` ends its own turn, with its card; in the sdadata phase the player rolls
    /// next, unless they conquered more than the setting's number of territories.
    pub(super) fn end_turn(&mut self, seat: Seat, action: &Action) -> Result<(), Refusal> {
        self.my_turn(seat, action)?;
        self.duties_done(self.current)?;
        self.close_reinforcement();
        let full = self
            .settings
            .hand_limit
            .is_some_and(|l| self.cards(self.current) >= l);
        if self.turn.conquered > 0 && !full {
            self.draw(self.current);
        }
        let exempt = self.turn.conquered > self.settings.sdadata_exempt_over;
        if self.sdadata_threshold(self.current, self.round).is_some() && !exempt {
            self.turn.awaiting_sdadata = true;
        } else {
            self.advance();
        }
        Ok(())
    }

    /// The next player still in the game begins their turn (a new round after the last
    /// seat).
    fn advance(&mut self) {
        let (next, new_round) = self.eliminated.next_after(self.current, self.seats);
        if new_round {
            self.round += 1;
        }
        self.current = next;
        self.start_turn();
    }

    /// The last seat still in the game, in turn order.
    fn last_alive(&self) -> usize {
        (0..self.seats)
            .rev()
            .find(|&s| !self.eliminated.is_out(s))
            .unwrap_or(0)
    }

    /// The round after the penultimate, once time has been called.
    pub fn last_round(&self) -> Option<u32> {
        self.penultimate.map(|p| p + 1)
    }

    /// The penultimate round, once time has been called.
    pub fn penultimate_round(&self) -> Option<u32> {
        self.penultimate
    }

    /// §5.3: the threshold of a turn of `seat` in `round` if it ends with the sdadata:
    /// from the last seat's turn of the last round L on, min(max, first + (r − L)) for
    /// the last seat still in the game, one less for the others.
    pub fn sdadata_threshold(&self, seat: Seat, round: u32) -> Option<u32> {
        let last = self.last_round()?;
        let is_last_seat = usize::from(seat) == self.last_alive();
        if round < last || (round == last && !is_last_seat) {
            return None;
        }
        let steps = round - last + u32::from(is_last_seat);
        let first = self.settings.sdadata_first;
        Some(
            (first + steps)
                .saturating_sub(1)
                .min(self.settings.sdadata_max),
        )
    }

    /// The last sdadata roll, if any.
    pub fn last_sdadata(&self) -> Option<SdadataRoll> {
        self.last_sdadata
    }

    /// §5.3: the two dice after a sdadata turn; at or under the threshold, the match ends.
    pub(super) fn sdadata(&mut self, seat: Seat, dice: [u32; 2]) -> Result<(), Refusal> {
        if !self.turn.awaiting_sdadata {
            return Err(Refusal::SdadataNotExpected);
        }
        self.seat_to_act(seat)?;
        if let Some(&face) = dice.iter().find(|f| !(1..=6).contains(*f)) {
            return Err(Refusal::BadDieFace { face });
        }
        let threshold = self
            .sdadata_threshold(seat, self.round)
            .unwrap_or(self.settings.sdadata_first);
        let sum = dice[0] + dice[1];
        self.last_sdadata = Some(SdadataRoll {
            seat,
            round: self.round,
            dice,
            threshold,
        });
        self.turn.awaiting_sdadata = false;
        if sum <= threshold {
            self.finish = Some(super::Finish::Sdadata {
                seat,
                sum,
                threshold,
            });
        } else {
            self.advance();
        }
        Ok(())
    }

    /// §3.2: `loser` lost their last territory to `winner`, who takes their cards.
    pub(super) fn eliminate(&mut self, winner: Seat, loser: Seat) {
        let at = (self.seats, self.round);
        if board::eliminate(&mut self.eliminated, &mut self.hands, at, (winner, loser)) {
            self.finish = Some(Finish::LastStanding { seat: winner });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Distribution, Player, Settings, TorneoLog};
    use super::*;

    fn game_with_time_called(l: u32) -> Game {
        let log = TorneoLog {
            format: 1,
            ruleset: super::super::RULESET.into(),
            settings: Settings::default(),
            players: (0..4)
                .map(|s| Player {
                    seat: s,
                    name: format!("P{s}"),
                    colour: format!("c{s}"),
                    roll: None,
                })
                .collect(),
            objectives: BTreeMap::new(),
            objective_seed: None,
            distribution: Distribution::Dealt { seed: 1 },
            actions: Vec::new(),
        };
        let mut g = Game::new(&log).unwrap_or_else(|r| panic!("{r:?}"));
        g.penultimate = Some(l - 1);
        g
    }

    #[test]
    fn thresholds_rise_from_4_to_7_one_cycle_at_a_time() {
        let g = game_with_time_called(10);
        let row = |seat: Seat| {
            (9..=15)
                .map(|r| g.sdadata_threshold(seat, r))
                .collect::<Vec<_>>()
        };
        // The last seat rolls first, at 4 at the end of the last round (10).
        assert_eq!(
            row(3),
            [None, Some(4), Some(5), Some(6), Some(7), Some(7), Some(7)]
        );
        // The others roll at 4 in the round after, then 5, 6, 7.
        assert_eq!(
            row(0),
            [None, None, Some(4), Some(5), Some(6), Some(7), Some(7)]
        );
    }
}
