//! What the referee records besides the turns (§3.2, §4, §7, §13): a RisiKo! declared
//! on a secret objective, an objective revealed for scoring, a cap violation with the
//! removal of the excess, penalties for the ranking formula, and the early end.

use std::collections::BTreeMap;

use super::log::CapPenalty;
use super::{Action, Finish, Game, Refusal, Stage, seat_at};
use crate::engine::map::{TerritoryId, members};
use crate::engine::seat::Seat;

/// Tournament points lost for breaking the cap under CNI 2004.
pub const CNI2004_CAP_PENALTY: i32 = -50;

impl Game {
    /// True if the seat's objective is known and it holds every territory of it.
    pub fn objective_complete(&self, seat: Seat) -> bool {
        self.objectives[usize::from(seat)]
            .and_then(|i| self.catalogue.get(i))
            .is_some_and(|o| o.territories & !self.owned[usize::from(seat)] == 0)
    }

    /// The catalogue index of `id`, refused when unknown or already another seat's.
    fn free_objective(&self, seat: Seat, id: &str) -> Result<usize, Refusal> {
        let index = self
            .catalogue
            .find(id)
            .ok_or_else(|| Refusal::UnknownObjective {
                objective: id.into(),
            })?;
        let holder =
            (0..self.seats).find(|&s| s != usize::from(seat) && self.objectives[s] == Some(index));
        if let Some(holder) = holder {
            return Err(Refusal::ObjectiveTaken {
                objective: id.into(),
                holder: seat_at(holder),
            });
        }
        Ok(index)
    }

    /// §3.2: the player to act declares a RisiKo! on their (possibly secret) objective.
    pub(super) fn declare_risiko(
        &mut self,
        seat: Seat,
        id: &str,
        action: &Action,
    ) -> Result<(), Refusal> {
        if self.stage != Stage::Play {
            return Err(self.not_now(action));
        }
        self.seat_to_act(seat)?;
        if let Some(p) = self.turn.pending {
            return Err(Refusal::OccupyFirst { territory: p.to });
        }
        let index = self.free_objective(seat, id)?;
        if let Some(known) = self.objective(seat)
            && known != id
        {
            return Err(Refusal::ObjectiveMismatch {
                seat,
                objective: id.into(),
            });
        }
        let territories = self.catalogue.get(index).map_or(0, |o| o.territories);
        if let Some(missing) = members(territories & !self.owned[usize::from(seat)]).next() {
            return Err(Refusal::RisikoNotComplete {
                objective: id.into(),
                missing,
            });
        }
        self.objectives[usize::from(seat)] = Some(index);
        self.finish = Some(Finish::Risiko { seat });
        Ok(())
    }

    /// §13: a secret objective shown to the referee, for the table points.
    pub(super) fn reveal(&mut self, seat: Seat, id: &str) -> Result<(), Refusal> {
        if usize::from(seat) >= self.seats {
            return Err(Refusal::UnknownSeat { seat });
        }
        if self.objectives[usize::from(seat)].is_some() {
            return Err(Refusal::ObjectiveKnown { seat });
        }
        let index = self.free_objective(seat, id)?;
        self.objectives[usize::from(seat)] = Some(index);
        Ok(())
    }

    /// The referee looks at a seat's objective: only one the app knows can be shown
    /// (a secret one is still in the player's hand, not in the log).
    pub(super) fn show_objective(&mut self, seat: Seat) -> Result<(), Refusal> {
        if usize::from(seat) >= self.seats {
            return Err(Refusal::UnknownSeat { seat });
        }
        if self.objectives[usize::from(seat)].is_none() {
            return Err(Refusal::ObjectiveSecret { seat });
        }
        Ok(())
    }

    /// The seats that remove a cap violator's armies, one army each in turn, starting
    /// from the player on the offender's left (the next in turn order).
    fn removers(&self, seat: Seat, count: u32) -> Vec<Seat> {
        let others: Vec<Seat> = (1..self.seats)
            .map(|k| (usize::from(seat) + k) % self.seats)
            .filter(|&s| !self.eliminated.is_out(s))
            .map(seat_at)
            .collect();
        if others.is_empty() {
            return Vec::new();
        }
        (0..count as usize)
            .map(|i| others[i % others.len()])
            .collect()
    }

    /// §4: a seat found over the cap; the excess (or double it) comes off its board.
    pub(super) fn cap_violation(
        &mut self,
        seat: Seat,
        found: u32,
        remove: &BTreeMap<TerritoryId, u32>,
        removed_by: &[Seat],
        action: &Action,
    ) -> Result<(), Refusal> {
        self.seat_in_game(seat)?;
        if self.stage != Stage::Play {
            return Err(self.not_now(action));
        }
        let counted = self.on_board(seat);
        if found != counted {
            return Err(Refusal::CapCountWrong {
                seat,
                counted,
                found,
            });
        }
        let cap = self.settings.tank_cap;
        if found <= cap {
            return Err(Refusal::CapNotExceeded { found, cap });
        }
        let expected = match self.settings.cap_penalty {
            CapPenalty::DoubleExcess => 2 * (found - cap),
            CapPenalty::Cni2004 | CapPenalty::Excess => found - cap,
        };
        let got: u32 = remove.values().sum();
        if got != expected || remove.values().any(|&n| n == 0) {
            return Err(Refusal::CapRemovalWrong { expected, got });
        }
        for (t, n) in remove {
            if self.owned[usize::from(seat)] & t.bit() == 0 {
                return Err(Refusal::NotYourTerritory {
                    seat,
                    territory: *t,
                });
            }
            if self.armies(*t) <= *n {
                return Err(Refusal::CapRemovalEmpties { territory: *t });
            }
        }
        let want = self.removers(seat, expected);
        if let Some(index) =
            (0..want.len().max(removed_by.len())).find(|&i| want.get(i) != removed_by.get(i))
        {
            return Err(Refusal::CapRemovedByWrong {
                index,
                expected: want.get(index).copied(),
                got: removed_by.get(index).copied(),
            });
        }
        for (t, n) in remove {
            self.armies[t.index()] -= n;
        }
        self.cap_removed[usize::from(seat)] += expected;
        if self.settings.cap_penalty == CapPenalty::Cni2004 {
            self.tournament_penalty[usize::from(seat)] += CNI2004_CAP_PENALTY;
        }
        Ok(())
    }

    /// Armies removed from the seat after cap violations.
    pub fn cap_removed(&self, seat: Seat) -> u32 {
        self.cap_removed[usize::from(seat)]
    }

    /// §7: a penalty in tournament or table points, with its reason.
    pub(super) fn penalty(
        &mut self,
        seat: Seat,
        tournament: Option<i32>,
        table: Option<i32>,
        reason: &str,
    ) -> Result<(), Refusal> {
        if usize::from(seat) >= self.seats {
            return Err(Refusal::UnknownSeat { seat });
        }
        let s = usize::from(seat);
        match (tournament, table) {
            _ if reason.trim().is_empty() => return Err(Refusal::PenaltyForm),
            (Some(p), None) if p != 0 => self.tournament_penalty[s] += p,
            (None, Some(p)) if p != 0 => self.table_penalty[s] += p,
            _ => return Err(Refusal::PenaltyForm),
        }
        Ok(())
    }

    /// The seat's tournament-point adjustments (the cap's −50 included).
    pub fn tournament_penalty(&self, seat: Seat) -> i32 {
        self.tournament_penalty[usize::from(seat)]
    }

    /// The seat's table-point adjustments.
    pub fn table_penalty(&self, seat: Seat) -> i32 {
        self.table_penalty[usize::from(seat)]
    }

    /// §6–7: the referee ends the match early (forfeit, expulsion, abandonment).
    pub(super) fn end_match(&mut self, reason: &str, seat: Option<Seat>) -> Result<(), Refusal> {
        if reason.trim().is_empty() {
            return Err(Refusal::EndMatchReason);
        }
        if let Some(s) = seat {
            self.seat_in_game(s)?;
        }
        self.finish = Some(Finish::Referee {
            reason: reason.into(),
            seat,
        });
        Ok(())
    }

    /// The seat that forfeited or was expelled, if the referee named one.
    pub fn forfeited(&self) -> Option<Seat> {
        match &self.finish {
            Some(Finish::Referee { seat, .. }) => *seat,
            _ => None,
        }
    }
}
