//! Attacks, captures and the fortify move (§3.2–3.4, §5): the referee enters each throw
//! as faces (the engine compares them, ties to the defender) or as dice and losses (the
//! engine checks they are possible); the engine checks dice against armies, the
//! occupation minimum (the attacker's dice of the last throw) and the one adjacent move.

use super::log::DiceEntry;
use super::{Action, Game, Occupation, Refusal};
use crate::engine::dice::{OccupyFault, bad_face, dice_count};
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

/// The turn's fighting steps as every RisiKo! table of this family takes them (classic,
/// and the tournament, which is classic plus its tournament rules), written once: a throw
/// from an own territory against a bordering enemy one, the occupation of a capture and
/// the turn's one move to an adjacent own territory. What the tournament changes is a
/// hook each ruleset provides:
///
/// - `duties_done(seat)`: refuses while the turn still owes something before fighting
///   (classic: trades and reinforcements; the tournament: the reinforcements due);
/// - `close_reinforcement()`: the first throw or the move ends the reinforcements (the
///   tournament loses what the cap kept off the board);
/// - `occupation_refused(fault, occupation, tanks)`: the ruleset's refusal for an
///   occupation below the dice or emptying the attacking territory;
/// - `garrison_kept(seat, from, left)`: refuses a move that leaves `left` armies where the
///   ruleset wants more (the tournament's 2 beside an enemy; classic wants none beyond
///   the 1 every move leaves);
/// - `captured(seat, defeated)`: what a capture brings (classic: the turn's card; the
///   tournament: a conquest counted and RisiKo! checked), the defeated owner's
///   elimination included.
///
/// The refusals that carry no data but differ in code are named as the macro's
/// arguments. Expanded inside `impl Game` of a module whose `Game` has `owned`, `seats`,
/// `armies` and `turn.{moved, pending}` and the `table_basics!` reads.
macro_rules! combat_steps {
    (
        attack_after_move: $after_move:ident,
        attack_not_adjacent: $attack_not_adjacent:ident,
        move_done: $move_done:ident,
        move_not_adjacent: $move_not_adjacent:ident $(,)?
    ) => {
        /// One throw from `from` against `to`: the turn's duties done and no move made,
        /// the attack checks every dice ruleset makes alike, then `dice_rules`, the
        /// ruleset's own rules of the dice, giving the attacker's dice and what each side
        /// lost.
        fn attack_with(
            &mut self,
            seat: $crate::engine::seat::Seat,
            (from, to): (
                $crate::engine::map::TerritoryId,
                $crate::engine::map::TerritoryId,
            ),
            dice_rules: impl FnOnce(&Self) -> Result<(u32, (u32, u32)), Refusal>,
        ) -> Result<(), Refusal> {
            self.duties_done(seat)?;
            if self.turn.moved {
                return Err(Refusal::$after_move);
            }
            let not_adjacent = Refusal::$attack_not_adjacent { from, to };
            self.check_attack_between(seat, (from, to), not_adjacent)?;
            let (attacker_dice, losses) = dice_rules(self)?;
            self.close_reinforcement();
            self.turn.pending = $crate::engine::dice::resolve_throw(
                &mut self.owned,
                self.seats,
                &mut self.armies,
                seat,
                (from, to),
                attacker_dice,
                losses,
            );
            Ok(())
        }

        /// The armies moving into the territory just captured: at least the dice of the
        /// last throw, one left behind, the ruleset's garrison for any beyond the dice;
        /// then what the capture brings.
        pub(super) fn occupy(
            &mut self,
            seat: $crate::engine::seat::Seat,
            tanks: u32,
            action: &Action,
        ) -> Result<(), Refusal> {
            let p = self.occupation_due(seat, action)?;
            $crate::engine::dice::check_occupation(&p, tanks)
                .map_err(|f| Self::occupation_refused(f, &p, tanks))?;
            if tanks > p.min {
                self.garrison_kept(seat, p.from, self.armies(p.from) - tanks)?;
            }
            $crate::engine::dice::shift(&mut self.armies, p.from, p.to, tanks);
            self.turn.pending = None;
            self.captured(seat, p.defeated);
            Ok(())
        }

        /// The turn's one move to an adjacent own territory, in `seat`'s own turn (as
        /// `occupy`, the step checks the turn itself); it ends the attacks.
        pub(super) fn fortify(
            &mut self,
            seat: $crate::engine::seat::Seat,
            (from, to): (
                $crate::engine::map::TerritoryId,
                $crate::engine::map::TerritoryId,
            ),
            tanks: u32,
            action: &Action,
        ) -> Result<(), Refusal> {
            self.my_turn(seat, action)?;
            self.duties_done(seat)?;
            if self.turn.moved {
                return Err(Refusal::$move_done);
            }
            let not_adjacent = Refusal::$move_not_adjacent { from, to };
            self.check_move_between(seat, (from, to), tanks, not_adjacent)?;
            self.garrison_kept(seat, from, self.armies(from) - tanks)?;
            self.close_reinforcement();
            $crate::engine::dice::shift(&mut self.armies, from, to, tanks);
            self.turn.moved = true;
            Ok(())
        }
    };
}
pub(crate) use combat_steps;

impl Game {
    crate::engine::classic::combat_steps!(
        attack_after_move: AttackAfterMove,
        attack_not_adjacent: AttackNotAdjacent,
        move_done: MoveDone,
        move_not_adjacent: MoveNotAdjacent,
    );

    /// Refuses anything but the turn's pending duties: the elimination trades, a forced
    /// trade, armies still to place.
    pub(super) fn duties_done(&self, seat: Seat) -> Result<(), Refusal> {
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

    /// §3.2: one throw from `from` against `to`, its dice within the armies of each side.
    pub(super) fn attack(
        &mut self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
        throw: &Throw,
    ) -> Result<(), Refusal> {
        self.attack_with(seat, (from, to), |game| {
            let (a_armies, d_armies) = (game.armies(from), game.armies(to));
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
            Ok((a_dice, (la, ld)))
        })
    }

    /// The first throw or the move ends the reinforcements.
    fn close_reinforcement(&mut self) {
        self.turn.reinforcing = false;
    }

    /// §3.3: the occupation's refusals, naming the territories.
    fn occupation_refused(fault: OccupyFault, p: &Occupation, tanks: u32) -> Refusal {
        match fault {
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
        }
    }

    /// Classic keeps no garrison beyond the 1 army every move leaves behind (§3.4).
    fn garrison_kept(&self, _seat: Seat, _from: TerritoryId, _left: u32) -> Result<(), Refusal> {
        Ok(())
    }

    /// §3.3: the turn's first capture draws its card; an elimination's cards come with
    /// the capture that made it.
    fn captured(&mut self, seat: Seat, defeated: Option<Seat>) {
        if !self.turn.captured {
            self.turn.captured = true;
            if self.deck > 0 {
                self.deck -= 1;
                self.draws += 1;
                self.hands[usize::from(seat)] += 1;
            }
        }
        if let Some(v) = defeated {
            self.eliminate(seat, v);
        }
    }
}
