//! Putting tanks on the board: the initial placement turns (§2.5: 3 a turn until 36 are
//! on the board, then 2 a turn until 40) and the placement of reinforcements (§3), both
//! under the tank cap (§5).

use std::collections::BTreeMap;

use super::{Game, SEATS, Stage};
use crate::engine::map::{TerritoryId, TerritorySet};
use crate::engine::risiko2v2::refusal::Refusal;
use crate::engine::seat::Seat;

/// Tanks on the board when the 3-a-turn placement stops.
pub const FIRST_TARGET: u32 = 36;
/// Tanks on the board when the initial placement ends.
pub const FINAL_TARGET: u32 = 40;

/// The quota of an initial placement turn for a seat with `on_board` tanks:
/// min(3, 36 − on board) below 36, then min(2, 40 − on board).
pub fn placement_quota(on_board: u32) -> u32 {
    if on_board < FIRST_TARGET {
        3.min(FIRST_TARGET - on_board)
    } else {
        2.min(FINAL_TARGET.saturating_sub(on_board))
    }
}

impl Game {
    /// Tanks the current seat may place now: the initial-placement quota, or the
    /// reinforcements still available in the turn (0 in other phases).
    pub fn placement_allowance(&self) -> u32 {
        match self.stage {
            Stage::Draft => 0,
            Stage::Placement => placement_quota(self.on_board(self.current)),
            Stage::Play
                if self.turn.reinforcing
                    && self.turn.pending.is_none()
                    && self.finish.is_none() =>
            {
                let room = self
                    .cap(self.current)
                    .saturating_sub(self.on_board(self.current));
                self.turn.allowance.min(room)
            }
            Stage::Play => 0,
        }
    }

    /// Checks a placement map: own territories, at least 1 tank each; returns the total.
    fn placement_total(
        &self,
        seat: Seat,
        tanks: &BTreeMap<TerritoryId, u32>,
    ) -> Result<u32, Refusal> {
        let mine = self.territories_of(seat);
        let mut total = 0u32;
        for (t, n) in tanks {
            own_and_some(seat, mine, *t, *n)?;
            total = total.saturating_add(*n);
        }
        Ok(total)
    }

    fn check_cap(&self, seat: Seat, total: u32) -> Result<(), Refusal> {
        let cap = self.cap(seat);
        let on_board = self.on_board(seat);
        if on_board.saturating_add(total) > cap {
            return Err(Refusal::CapExceeded {
                cap,
                on_board,
                can_place: cap.saturating_sub(on_board),
            });
        }
        Ok(())
    }

    fn put(&mut self, tanks: &BTreeMap<TerritoryId, u32>) {
        for (t, n) in tanks {
            self.tanks[t.index()] += n;
        }
    }

    pub(super) fn initial_place(
        &mut self,
        seat: Seat,
        tanks: &BTreeMap<TerritoryId, u32>,
    ) -> Result<(), Refusal> {
        if seat != self.current {
            return Err(Refusal::NotYourTurn {
                seat,
                current: self.current,
            });
        }
        let total = self.placement_total(seat, tanks)?;
        let expected = placement_quota(self.on_board(seat));
        if total != expected {
            return Err(Refusal::PlacementQuota {
                expected,
                got: total,
            });
        }
        self.check_cap(seat, total)?;
        self.put(tanks);
        let next = (1..=SEATS)
            .map(|k| super::seat_at((usize::from(seat) + k) % SEATS))
            .find(|&s| placement_quota(self.on_board(s)) > 0);
        match next {
            Some(s) => self.current = s,
            None => {
                self.stage = Stage::Play;
                self.round = 1;
                self.start_turn(0);
            }
        }
        Ok(())
    }

    pub(super) fn reinforce_place(
        &mut self,
        seat: Seat,
        tanks: &BTreeMap<TerritoryId, u32>,
    ) -> Result<(), Refusal> {
        if !self.turn.reinforcing {
            return Err(Refusal::ReinforcementOver);
        }
        if self.round >= 3 && self.turn.declared.is_none() {
            return Err(Refusal::DeclareFirst);
        }
        let total = self.placement_total(seat, tanks)?;
        if total == 0 {
            return Err(Refusal::ZeroTanks);
        }
        if total > self.turn.allowance {
            return Err(Refusal::OverAllowance {
                allowed: self.turn.allowance,
                got: total,
            });
        }
        self.check_cap(seat, total)?;
        self.put(tanks);
        for (t, n) in tanks {
            self.turn.reinforced[t.index()] += n;
        }
        self.turn.allowance -= total;
        self.first_reinforcement_placed = true;
        Ok(())
    }
}

/// One entry of a placement or of a cap's removal: a territory `seat` holds (in `mine`),
/// and at least 1 tank.
pub(super) fn own_and_some(
    seat: Seat,
    mine: TerritorySet,
    territory: TerritoryId,
    tanks: u32,
) -> Result<(), Refusal> {
    if mine & territory.bit() == 0 {
        return Err(Refusal::NotYourTerritory { seat, territory });
    }
    if tanks == 0 {
        return Err(Refusal::ZeroTanks);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ten_territories_place_three_eight_times_then_two_three_times() {
        let mut on_board = 10;
        let mut turns = Vec::new();
        while placement_quota(on_board) > 0 {
            let q = placement_quota(on_board);
            turns.push(q);
            on_board += q;
        }
        assert_eq!(turns, vec![3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2]);
        assert_eq!(on_board, 40);
    }
}
