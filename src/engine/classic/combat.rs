//! Attacks, captures and the fortify move (§3.2–3.4, §5): the referee enters each throw
//! as faces (the engine compares them, ties to the defender) or as dice and losses (the
//! engine checks they are possible); the engine checks dice against armies, the
//! occupation minimum (the attacker's dice of the last throw) and the one adjacent move.

use super::log::DiceEntry;
use super::{Action, Game, Occupation, Refusal};
use crate::engine::log::{Owner, Seat};
use crate::engine::map::TerritoryId;

/// One throw as recorded: the dice each side threw and what each side lost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Throw {
    dice: [u32; 2],
    losses: [u32; 2],
}

/// The losses (attacker, defender) of a throw given as faces: highest against highest,
/// as many pairs as the smaller number of dice, ties to the defender.
pub fn losses_from_faces(attacker: &[u32], defender: &[u32]) -> (u32, u32) {
    let mut a = attacker.to_vec();
    let mut d = defender.to_vec();
    a.sort_unstable_by(|x, y| y.cmp(x));
    d.sort_unstable_by(|x, y| y.cmp(x));
    a.iter().zip(&d).fold(
        (0, 0),
        |(la, ld), (x, y)| {
            if x > y { (la, ld + 1) } else { (la + 1, ld) }
        },
    )
}

fn len32(v: &[u32]) -> u32 {
    u32::try_from(v.len()).unwrap_or(u32::MAX)
}

impl Throw {
    /// Reads the throw's form, checking the form against the setting, the dice counts
    /// against 1–3 / 1–2, the faces against 1–6 and the losses against the dice.
    pub(super) fn read(
        entry: DiceEntry,
        attacker: Option<&[u32]>,
        defender: Option<&[u32]>,
        dice: Option<[u32; 2]>,
        losses: Option<[u32; 2]>,
    ) -> Result<Throw, Refusal> {
        let throw = match (attacker, defender, dice, losses) {
            (Some(a), Some(d), None, None) => {
                if entry == DiceEntry::Quick {
                    return Err(Refusal::DiceEntryForm { allowed: "quick" });
                }
                check_counts(len32(a), len32(d))?;
                if let Some(&face) = a.iter().chain(d).find(|f| !(1..=6).contains(*f)) {
                    return Err(Refusal::BadDieFace { face });
                }
                let (la, ld) = losses_from_faces(a, d);
                Throw {
                    dice: [len32(a), len32(d)],
                    losses: [la, ld],
                }
            }
            (None, None, Some(dice), Some(losses)) => {
                if entry == DiceEntry::Full {
                    return Err(Refusal::DiceEntryForm { allowed: "full" });
                }
                check_counts(dice[0], dice[1])?;
                if losses[0] + losses[1] != dice[0].min(dice[1]) {
                    return Err(Refusal::LossesInconsistent { dice, losses });
                }
                Throw { dice, losses }
            }
            _ => return Err(Refusal::ThrowForm),
        };
        Ok(throw)
    }
}

fn check_counts(a: u32, d: u32) -> Result<(), Refusal> {
    if !(1..=3).contains(&a) {
        return Err(Refusal::AttackerDice { dice: a });
    }
    if !(1..=2).contains(&d) {
        return Err(Refusal::DefenderDice { dice: d });
    }
    Ok(())
}

impl Game {
    /// Refuses anything but the turn's pending duties: the elimination trades, a forced
    /// trade, armies still to place.
    pub(super) fn nothing_pending(&self, seat: Seat) -> Result<(), Refusal> {
        if self.turn.elimination_trade {
            return Err(Refusal::EliminationTradePending {
                cards: self.cards(seat),
            });
        }
        if self.turn.start_cards >= 5 && self.turn.traded == 0 {
            return Err(Refusal::ForcedTradePending {
                cards: self.turn.start_cards,
            });
        }
        if self.turn.unplaced() > 0 {
            return Err(Refusal::ReinforcementsUnplaced {
                left: self.turn.unplaced(),
            });
        }
        Ok(())
    }

    /// §3.2: one throw from `from` against `to`.
    pub(super) fn attack(
        &mut self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
        throw: &Throw,
    ) -> Result<(), Refusal> {
        self.nothing_pending(seat)?;
        if self.turn.moved {
            return Err(Refusal::AttackAfterMove);
        }
        let s = usize::from(seat);
        if self.owned[s] & from.bit() == 0 {
            return Err(Refusal::NotYourTerritory {
                seat,
                territory: from,
            });
        }
        if self.owned[s] & to.bit() != 0 {
            return Err(Refusal::AttackOwnTerritory { territory: to });
        }
        if !self.map().adjacent(from, to) {
            return Err(Refusal::AttackNotAdjacent { from, to });
        }
        let (a_armies, d_armies) = (self.armies(from), self.armies(to));
        if a_armies < 2 {
            return Err(Refusal::AttackerNeedsTwoArmies { from });
        }
        let [a_dice, d_dice] = throw.dice;
        if a_dice >= a_armies {
            return Err(Refusal::TooManyAttackerDice {
                from,
                armies: a_armies,
                dice: a_dice,
            });
        }
        if d_dice > d_armies {
            return Err(Refusal::TooManyDefenderDice {
                to,
                armies: d_armies,
                dice: d_dice,
            });
        }
        let [la, ld] = throw.losses;
        self.turn.reinforcing = false;
        self.armies[from.index()] -= la;
        self.armies[to.index()] -= ld;
        if self.armies[to.index()] == 0 {
            let loser = self.owner(to);
            for mask in &mut self.owned {
                *mask &= !to.bit();
            }
            self.owned[s] |= to.bit();
            let defeated = match loser {
                Some(Owner::Seat(v)) if self.owned[usize::from(v)] == 0 => Some(v),
                _ => None,
            };
            self.turn.pending = Some(Occupation {
                from,
                to,
                min: a_dice,
                max: self.armies(from) - 1,
                defeated,
            });
        }
        Ok(())
    }

    /// §3.3: the armies moving into the territory just captured; the turn's card, and an
    /// elimination's cards, come with it.
    pub(super) fn occupy(
        &mut self,
        seat: Seat,
        tanks: u32,
        action: &Action,
    ) -> Result<(), Refusal> {
        let Some(p) = self.turn.pending else {
            return Err(if self.stage == super::Stage::Play {
                Refusal::NothingToOccupy
            } else {
                self.not_now(action)
            });
        };
        if seat != self.current {
            return Err(Refusal::NotYourTurn {
                seat,
                current: self.current,
            });
        }
        if tanks < p.min {
            return Err(Refusal::OccupationTooSmall {
                territory: p.to,
                min: p.min,
                got: tanks,
            });
        }
        if tanks > p.max {
            return Err(Refusal::OccupationLeavesNone {
                from: p.from,
                max: p.max,
                got: tanks,
            });
        }
        self.armies[p.from.index()] -= tanks;
        self.armies[p.to.index()] += tanks;
        self.turn.pending = None;
        let s = usize::from(seat);
        if !self.turn.captured {
            self.turn.captured = true;
            if self.deck > 0 {
                self.deck -= 1;
                self.draws += 1;
                self.hands[s] += 1;
            }
        }
        if let Some(v) = p.defeated {
            self.eliminate(seat, v);
        }
        Ok(())
    }

    /// §3.4: the turn's one move to an adjacent own territory.
    pub(super) fn fortify(
        &mut self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
        tanks: u32,
    ) -> Result<(), Refusal> {
        self.nothing_pending(seat)?;
        if self.turn.moved {
            return Err(Refusal::MoveDone);
        }
        let s = usize::from(seat);
        for t in [from, to] {
            if self.owned[s] & t.bit() == 0 {
                return Err(Refusal::NotYourTerritory { seat, territory: t });
            }
        }
        if !self.map().adjacent(from, to) {
            return Err(Refusal::MoveNotAdjacent { from, to });
        }
        if tanks == 0 {
            return Err(Refusal::ZeroTanks);
        }
        let max = self.armies(from) - 1;
        if tanks > max {
            return Err(Refusal::MoveLeavesNone {
                from,
                max,
                got: tanks,
            });
        }
        self.armies[from.index()] -= tanks;
        self.armies[to.index()] += tanks;
        self.turn.moved = true;
        self.turn.reinforcing = false;
        Ok(())
    }

    /// The pending occupation, if any.
    pub fn pending_occupation(&self) -> Option<Occupation> {
        self.turn.pending
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_compare_highest_first_ties_to_the_defender() {
        assert_eq!(losses_from_faces(&[6, 3, 3], &[5, 3]), (1, 1));
        assert_eq!(losses_from_faces(&[6, 4, 2], &[5, 4]), (1, 1));
        assert_eq!(losses_from_faces(&[2], &[1, 6]), (1, 0));
        assert_eq!(losses_from_faces(&[6, 6], &[1]), (0, 1));
    }
}
