//! Attacks without dice (§4), the occupation after a conquest, the turn's single move,
//! and the teammate rules: the 1-tank rule, the 3-tank garrison on a territory taken from
//! the teammate, and the continent truce.

use super::{Game, PendingOccupation, Phase, Stage};
use crate::engine::dice::{self, MoveFault};
use crate::engine::log::Action;
use crate::engine::map::{ContinentId, TerritoryId, members};
use crate::engine::risiko2v2::refusal::Refusal;
use crate::engine::seat::{Owner, Seat};

/// Tanks that must move into a conquest (and stay on a territory taken from a teammate).
pub const HOLD: u32 = 3;

/// The losses of one diceless attack: `(attacker loses, defender loses)` when the attacker
/// commits `committed` tanks against a territory holding `defending` tanks.
pub fn attack_losses(committed: u32, defending: u32) -> (u32, u32) {
    let defends = defending.min(3);
    match (committed, defends) {
        (3, 3) => (3, 2),
        (3, _) => (1, 1),
        (c, _) => (c, 0),
    }
}

/// What a checked attack will do.
struct Outcome {
    attacker_loses: u32,
    defender_loses: u32,
    conquest: Option<u32>,
}

impl Game {
    fn keep_on(&self, t: TerritoryId) -> u32 {
        if self.turn.locked & t.bit() != 0 {
            HOLD
        } else {
            1
        }
    }

    fn declared_if_needed(&self) -> Result<(), Refusal> {
        if self.round >= 3 && self.turn.declared.is_none() {
            return Err(Refusal::DeclareFirst);
        }
        Ok(())
    }

    /// The teammate truce: a seat and a continent it owns, if either teammate owns a whole
    /// continent (or region) and has not renounced.
    pub fn truce(&self, seat: Seat) -> Option<(Seat, ContinentId)> {
        let map = self.map();
        [seat, self.teammate(seat)]
            .into_iter()
            .filter(|&p| !self.has_renounced(p))
            .find_map(|p| {
                let mine = self.territories_of(p);
                map.continents()
                    .find(|(_, c)| c.territories & mine == c.territories)
                    .map(|(id, _)| (p, id))
            })
    }

    fn check_attack(
        &self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
        committed: u32,
    ) -> Result<Outcome, Refusal> {
        self.declared_if_needed()?;
        let mine = self.territories_of(seat);
        if mine & from.bit() == 0 {
            return Err(Refusal::NotYourTerritory {
                seat,
                territory: from,
            });
        }
        if mine & to.bit() != 0 {
            return Err(Refusal::OwnTerritory { territory: to });
        }
        if !self.map().adjacent(from, to) {
            return Err(Refusal::NotAdjacent { from, to });
        }
        if !(1..=3).contains(&committed) {
            return Err(Refusal::AttackTanks { tanks: committed });
        }
        let tanks = self.tanks(from);
        let max = 3.min(tanks.saturating_sub(1));
        if committed > max {
            return Err(Refusal::TooFewToAttack { from, tanks, max });
        }
        let keep = self.keep_on(from);
        let locked_max = max.min(tanks.saturating_sub(keep));
        if committed > locked_max {
            return Err(Refusal::GarrisonLock {
                territory: from,
                tanks,
                max: locked_max,
            });
        }
        let defending = self.tanks(to);
        if self.owner(to) == Some(Owner::Seat(self.teammate(seat))) {
            if defending != 1 {
                return Err(Refusal::TeammateDefended {
                    territory: to,
                    tanks: defending,
                });
            }
            if let Some((holder, continent)) = self.truce(seat) {
                return Err(Refusal::TeammateTruce {
                    territory: to,
                    holder,
                    continent,
                });
            }
        }
        let (attacker_loses, defender_loses) = attack_losses(committed, defending);
        let mut conquest = None;
        if defender_loses >= defending {
            let movable = (tanks - attacker_loses).saturating_sub(keep);
            if movable < HOLD {
                let needed = attacker_loses + keep + HOLD;
                return Err(Refusal::CannotHold {
                    from,
                    to,
                    tanks,
                    needed,
                });
            }
            conquest = Some(movable);
        }
        Ok(Outcome {
            attacker_loses,
            defender_loses,
            conquest,
        })
    }

    pub(super) fn attack(
        &mut self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
        committed: u32,
    ) -> Result<(), Refusal> {
        let out = self.check_attack(seat, from, to, committed)?;
        self.turn.reinforcing = false;
        self.turn.attacked = true;
        self.tanks[from.index()] -= out.attacker_loses;
        self.tanks[to.index()] -= out.defender_loses;
        if let Some(max) = out.conquest {
            let victim = self.owner(to);
            for mask in self.owned.iter_mut() {
                *mask &= !to.bit();
            }
            self.owned[usize::from(seat)] |= to.bit();
            self.turn.conquered = true;
            self.turn.pending = Some(PendingOccupation {
                from,
                to,
                min: committed.max(HOLD),
                max,
            });
            if let Some(Owner::Seat(v)) = victim {
                if v == self.teammate(seat) {
                    self.turn.locked |= to.bit();
                }
                if self.territories_of(v) == 0 {
                    self.eliminate(v);
                }
            }
        }
        Ok(())
    }

    pub(super) fn occupy(&mut self, seat: Seat, tanks: u32) -> Result<(), Refusal> {
        if self.stage != Stage::Play {
            return Err(Refusal::NotNow {
                action: "occupy".into(),
                phase: self.phase(),
            });
        }
        if seat != self.current {
            return Err(Refusal::NotYourTurn {
                seat,
                current: self.current,
            });
        }
        let Some(p) = self.turn.pending else {
            return Err(Refusal::NothingToOccupy);
        };
        if tanks < p.min || tanks > p.max {
            return Err(Refusal::OccupyRange {
                territory: p.to,
                min: p.min,
                max: p.max,
                got: tanks,
            });
        }
        self.tanks[p.from.index()] -= tanks;
        self.tanks[p.to.index()] += tanks;
        self.turn.pending = None;
        self.end_if_one_team_left();
        Ok(())
    }

    fn check_move(
        &self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
        tanks: u32,
    ) -> Result<(), Refusal> {
        self.declared_if_needed()?;
        if self.turn.moved {
            return Err(Refusal::MoveDone);
        }
        let mine = self.territories_of(seat);
        let have = self.tanks(from);
        dice::check_move(self.map(), mine, (from, to), have, tanks).map_err(|f| match f {
            MoveFault::NotYours(t) => Refusal::NotYourTerritory { seat, territory: t },
            MoveFault::NotAdjacent => Refusal::NotAdjacent { from, to },
            MoveFault::Zero => Refusal::ZeroTanks,
            MoveFault::LeavesNone { armies, max } => Refusal::MoveTooMany {
                from,
                tanks: armies,
                max,
            },
        })?;
        let locked_max = have.saturating_sub(self.keep_on(from));
        if tanks > locked_max {
            return Err(Refusal::GarrisonLock {
                territory: from,
                tanks: have,
                max: locked_max,
            });
        }
        Ok(())
    }

    pub(super) fn move_tanks(
        &mut self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
        tanks: u32,
    ) -> Result<(), Refusal> {
        self.check_move(seat, from, to, tanks)?;
        self.turn.reinforcing = false;
        self.turn.moved = true;
        dice::shift(&mut self.tanks, from, to, tanks);
        Ok(())
    }

    fn acting(&self) -> bool {
        matches!(self.phase(), Phase::Reinforce | Phase::Attack)
    }

    /// Territories the current seat may attack from `from` now (with at least 1 tank).
    pub fn legal_attack_targets(&self, from: TerritoryId) -> Vec<TerritoryId> {
        if !self.acting() {
            return Vec::new();
        }
        self.map()
            .neighbours(from)
            .filter(|&to| self.check_attack(self.current, from, to, 1).is_ok())
            .collect()
    }

    /// Most tanks the current seat may commit from `from` (0 if it cannot attack).
    pub fn max_attack_tanks(&self, from: TerritoryId) -> u32 {
        if !self.acting() || self.territories_of(self.current) & from.bit() == 0 {
            return 0;
        }
        3.min(self.tanks(from).saturating_sub(self.keep_on(from)))
    }

    /// Most tanks the current seat may commit from `from` against `to`, taking into
    /// account that a conquest must be held with 3 (0 if the attack is illegal).
    pub fn max_attack_tanks_against(&self, from: TerritoryId, to: TerritoryId) -> u32 {
        if !self.acting() {
            return 0;
        }
        (1..=3)
            .rev()
            .find(|&c| self.check_attack(self.current, from, to, c).is_ok())
            .unwrap_or(0)
    }

    /// Most tanks the current seat's move may take from `from` to `to` (0 if illegal).
    pub fn max_move_tanks(&self, from: TerritoryId, to: TerritoryId) -> u32 {
        if !self.acting() || self.check_move(self.current, from, to, 1).is_err() {
            return 0;
        }
        self.tanks(from).saturating_sub(self.keep_on(from))
    }

    /// Own adjacent territories the current seat's move may go to from `from`.
    pub fn legal_move_targets(&self, from: TerritoryId) -> Vec<TerritoryId> {
        if !self.acting() {
            return Vec::new();
        }
        members(self.map().neighbour_set(from) & self.territories_of(self.current))
            .filter(|&to| self.check_move(self.current, from, to, 1).is_ok())
            .collect()
    }

    /// Every attack the current seat could make now, committing the most it may.
    pub fn legal_attacks(&self) -> Vec<Action> {
        let seat = self.current;
        members(self.territories_of(seat))
            .flat_map(|from| {
                self.legal_attack_targets(from)
                    .into_iter()
                    .map(move |to| (from, to))
            })
            .map(|(from, to)| Action::Attack {
                seat,
                from,
                to,
                tanks: self.max_attack_tanks_against(from, to),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::attack_losses;

    #[test]
    fn the_loss_table() {
        assert_eq!(attack_losses(3, 5), (3, 2));
        assert_eq!(attack_losses(3, 3), (3, 2));
        assert_eq!(attack_losses(3, 2), (1, 1));
        assert_eq!(attack_losses(3, 1), (1, 1));
        assert_eq!(attack_losses(2, 1), (2, 0));
        assert_eq!(attack_losses(1, 9), (1, 0));
    }
}
