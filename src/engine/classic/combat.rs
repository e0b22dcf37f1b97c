//! Attacks, captures and the fortify move (§3.2–3.4, §5): the referee enters each throw
//! as faces (the engine compares them, ties to the defender) or as dice and losses (the
//! engine checks they are possible); the engine checks dice against armies, the
//! occupation minimum (the attacker's dice of the last throw) and the one adjacent move.

use super::log::DiceEntry;
use super::{Action, Game, Refusal};
use crate::engine::dice::{self, OccupyFault, bad_face, dice_count};
use crate::engine::map::TerritoryId;
use crate::engine::seat::Seat;

/// One throw as recorded: the dice each side threw and what each side lost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Throw {
    dice: [u32; 2],
    losses: [u32; 2],
}

pub use crate::engine::dice::losses_from_faces;

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
                check_counts(dice_count(a), dice_count(d))?;
                if let Some(face) = bad_face(a.iter().chain(d)) {
                    return Err(Refusal::BadDieFace { face });
                }
                let (la, ld) = losses_from_faces(a, d);
                Throw {
                    dice: [dice_count(a), dice_count(d)],
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
        let (a_armies, d_armies) = (self.armies(from), self.armies(to));
        let not_adjacent = Refusal::AttackNotAdjacent { from, to };
        self.check_attack_between(seat, (from, to), not_adjacent)?;
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
        self.turn.pending = dice::resolve_throw(
            &mut self.owned,
            self.seats,
            &mut self.armies,
            seat,
            (from, to),
            a_dice,
            (la, ld),
        );
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
        let p = self.occupation_due(seat, action)?;
        dice::check_occupation(&p, tanks).map_err(|f| match f {
            OccupyFault::TooFew => Refusal::OccupationTooSmall {
                territory: p.to,
                min: p.min,
                got: tanks,
            },
            OccupyFault::TooMany => Refusal::OccupationLeavesNone {
                from: p.from,
                max: p.max,
                got: tanks,
            },
        })?;
        dice::shift(&mut self.armies, p.from, p.to, tanks);
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
        let not_adjacent = Refusal::MoveNotAdjacent { from, to };
        self.check_move_between(seat, (from, to), tanks, not_adjacent)?;
        dice::shift(&mut self.armies, from, to, tanks);
        self.turn.moved = true;
        self.turn.reinforcing = false;
        Ok(())
    }
}
