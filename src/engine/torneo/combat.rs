//! Attacks, occupation and the move (§3.2–3.3): the defender always throws min(3,
//! armies) dice and the attacker at least as many; a throw is entered as faces
//! (compared as classic does, ties to the defender) or as the attacker's dice and the
//! losses; the compulsory move-in is the dice of the last throw, anything more and the
//! end-of-turn move leave 2 armies on a territory bordering an enemy; one move, adjacent,
//! and no attack after it; no elimination before the set round.

use super::{Action, Faces, Game, Losses, Occupation, Refusal};
use crate::engine::dice::{OccupyFault, bad_face, dice_count, losses_from_faces};
use crate::engine::map::{TerritoryId, TerritorySet};
use crate::engine::seat::{Owner, Seat};

/// One throw as the rules see it: dice and losses of each side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Throw {
    attacker_dice: u32,
    defender_dice: u32,
    attacker_lost: u32,
    defender_lost: u32,
}

impl Game {
    /// True if an enemy holds a territory bordering `t` (for the garrison rule).
    pub fn borders_enemy(&self, seat: Seat, t: TerritoryId) -> bool {
        self.map().neighbour_set(t) & !self.owned[usize::from(seat)] != 0
    }

    /// Fewest armies a move may leave on `from`: the garrison next to an enemy, else 1.
    pub fn garrison(&self, seat: Seat, from: TerritoryId) -> u32 {
        if self.borders_enemy(seat, from) {
            self.settings.min_garrison
        } else {
            1
        }
    }

    /// The defender's dice against `to`: always min(3, armies) (*difesa obbligata*).
    pub fn defender_dice(&self, to: TerritoryId) -> u32 {
        self.armies[to.index()].min(3)
    }

    /// True if an attack on `to` is refused for eliminating its owner too early.
    pub fn elimination_too_early(&self, to: TerritoryId) -> bool {
        let from_round = self.settings.no_elimination_before_round;
        let last_one = match self.owner(to) {
            Some(Owner::Seat(s)) => self.owned[usize::from(s)].count_ones() == 1,
            _ => false,
        };
        last_one && self.round < from_round
    }

    crate::engine::classic::combat_steps!(
        attack_after_move: MoveNotAtEnd,
        attack_not_adjacent: NotAdjacent,
        move_done: MoveAlreadyDone,
        move_not_adjacent: NotAdjacent,
    );

    /// §3.2: one throw from `from` against `to`, not eliminating a player before the set
    /// round, its dice as the tournament's rules want them.
    pub(super) fn attack(
        &mut self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
        faces: Option<&Faces>,
        attacker_dice: Option<u32>,
        losses: Option<Losses>,
    ) -> Result<(), Refusal> {
        self.attack_with(seat, (from, to), |game| {
            if game.elimination_too_early(to) {
                return Err(Refusal::EliminationTooEarly {
                    territory: to,
                    round: game.round,
                    from_round: game.settings.no_elimination_before_round,
                });
            }
            let throw = game.read_throw(from, to, faces, attacker_dice, losses)?;
            Ok((
                throw.attacker_dice,
                (throw.attacker_lost, throw.defender_lost),
            ))
        })
    }

    /// Reads the throw in either form and checks every dice rule of the tournament.
    fn read_throw(
        &self,
        from: TerritoryId,
        to: TerritoryId,
        faces: Option<&Faces>,
        attacker_dice: Option<u32>,
        losses: Option<Losses>,
    ) -> Result<Throw, Refusal> {
        let armies = self.armies(from);
        let expected = self.defender_dice(to);
        let (a, d) = match (faces, attacker_dice, losses) {
            (Some(f), None, None) => {
                if let Some(face) = bad_face(f.attacker.iter().chain(&f.defender)) {
                    return Err(Refusal::BadDieFace { face });
                }
                (dice_count(&f.attacker), dice_count(&f.defender))
            }
            (None, Some(a), Some(_)) => (a, expected),
            _ => return Err(Refusal::ThrowForm),
        };
        if a == 0 || a > 3 || a >= armies {
            return Err(Refusal::AttackerDiceTooMany {
                from,
                armies,
                dice: a,
            });
        }
        if d != expected {
            return Err(Refusal::DefenderDiceNotMax {
                to,
                armies: self.armies(to),
                expected,
                got: d,
            });
        }
        if a < d {
            return Err(Refusal::AttackerDiceBelowDefender {
                dice: a,
                defender: d,
            });
        }
        let (la, ld) = match (faces, losses) {
            (Some(f), _) => losses_from_faces(&f.attacker, &f.defender),
            (None, Some(l)) => {
                if l.attacker + l.defender != d {
                    return Err(Refusal::LossesInconsistent {
                        defender_dice: d,
                        attacker: l.attacker,
                        defender: l.defender,
                    });
                }
                (l.attacker, l.defender)
            }
            (None, None) => return Err(Refusal::ThrowForm),
        };
        Ok(Throw {
            attacker_dice: a,
            defender_dice: d,
            attacker_lost: la,
            defender_lost: ld,
        })
    }

    /// The most armies the pending occupation may move in: beyond the compulsory ones,
    /// the attacking territory keeps its garrison.
    pub fn occupation_max(&self, p: &Occupation) -> u32 {
        let keep = self.garrison(self.current, p.from);
        let free = self.armies(p.from).saturating_sub(keep);
        free.max(p.min).min(p.max)
    }

    /// §3.2: the occupation's refusals.
    fn occupation_refused(fault: OccupyFault, p: &Occupation, tanks: u32) -> Refusal {
        match fault {
            OccupyFault::TooFew => Refusal::OccupationTooSmall {
                min: p.min,
                got: tanks,
            },
            OccupyFault::TooMany => Refusal::OccupationLeavesNone {
                max: p.max,
                got: tanks,
            },
        }
    }

    /// §3.2–3.3: armies beyond the compulsory ones, and the move, leave the garrison on a
    /// territory bordering an enemy.
    fn garrison_kept(&self, seat: Seat, from: TerritoryId, left: u32) -> Result<(), Refusal> {
        let keep = self.garrison(seat, from);
        if left < keep {
            return Err(Refusal::GarrisonBelowTwo {
                territory: from,
                left,
                min: keep,
            });
        }
        Ok(())
    }

    /// §3.2: a conquest counts for the turn's card; an elimination's cards and a RisiKo!
    /// come with it.
    fn captured(&mut self, seat: Seat, defeated: Option<Seat>) {
        self.turn.conquered += 1;
        if let Some(v) = defeated {
            self.eliminate(seat, v);
        }
        if self.finish.is_none() && self.objective_complete(seat) {
            self.finish = Some(super::Finish::Risiko { seat });
        }
    }

    /// Who holds a territory.
    pub fn owner(&self, t: TerritoryId) -> Option<Owner> {
        (0..self.seats)
            .find(|&s| self.owned[s] & t.bit() != 0)
            .map(|s| Owner::Seat(super::seat_at(s)))
    }

    /// Armies on a territory.
    pub fn armies(&self, t: TerritoryId) -> u32 {
        self.armies[t.index()]
    }

    /// The seat's territories as a mask.
    pub fn territories_of(&self, seat: Seat) -> TerritorySet {
        self.owned.get(usize::from(seat)).copied().unwrap_or(0)
    }
}
