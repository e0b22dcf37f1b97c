//! Fighting (§7, §8.3, §10, §14): throws with up to 4 dice a side (the counts of §7.2 with
//! nieve and viento a favor), the losses of §7.3, conquest and the move-in, elimination
//! with its card capture, missiles fired by distance, and regrouping with its limits.

use super::{
    Dice, FourDiceBasis, Game, Occupation, OccupationKind, PactKind, Refusal, Seat, Sides,
    SituationCard, Step,
};
use crate::engine::map::{TerritoryId, TerritorySet, members};

/// The dice a side may throw: (fewest, most).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DiceRange {
    /// The normal count: fewer is refused.
    pub min: u32,
    /// With the 4-dice rule or the situation card.
    pub max: u32,
}

/// §7.3: losses of a throw, comparing `pairs` dice from the top; ties to the defender.
pub fn losses(attacker: &[u32], defender: &[u32], pairs: usize) -> (u32, u32) {
    let (a, d) = (highest(attacker), highest(defender));
    let pairs = pairs.min(attacker.len()).min(defender.len());
    a.iter().zip(&d).take(pairs).fold(
        (0, 0),
        |(la, ld), (x, y)| if x > y { (la, ld + 1) } else { (la + 1, ld) },
    )
}

/// The four highest faces, highest first (a throw has at most 4 dice a side, and only
/// the top ones are compared): sorted on the stack, as this runs for every throw.
fn highest(faces: &[u32]) -> [u32; 4] {
    let mut top = [0; 4];
    for &f in faces {
        if let Some(i) = top.iter().position(|t| f > *t) {
            top.copy_within(i..3, i + 1);
            top[i] = f;
        }
    }
    top
}

impl Game {
    /// §7.2: the dice each side may throw in an attack from `from` on `to`.
    pub fn dice_ranges(&self, from: TerritoryId, to: TerritoryId) -> (DiceRange, DiceRange) {
        self.dice_for(self.armies[from.index()], self.armies[to.index()])
    }

    /// §7.2: the dice with `a` armies in the attacking country (or share) against `d`.
    pub fn dice_for(&self, a: u32, d: u32) -> (DiceRange, DiceRange) {
        let attack = a.saturating_sub(1);
        let normal_a = attack.min(3);
        let basis = match self.settings.four_dice_basis {
            FourDiceBasis::CountryArmies => a,
            FourDiceBasis::AttackArmies => attack,
        };
        let four = if d >= 3 && basis >= 2 * d {
            4
        } else {
            normal_a
        };
        let card = self.situation.map(|s| s.0);
        let wind = u32::from(card == Some(SituationCard::VientoAFavor));
        let snow = u32::from(card == Some(SituationCard::Nieve));
        let normal_d = d.min(3);
        (
            DiceRange {
                min: normal_a,
                max: (normal_a + wind).max(four).min(4),
            },
            DiceRange {
                min: normal_d,
                max: (normal_d + snow).min(4),
            },
        )
    }

    /// The refusal of the round's card for an attack or shot, if any (§4).
    fn situation_forbids(
        &self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
    ) -> Result<(), Refusal> {
        let same = self.map().territory(from).continent == self.map().territory(to).continent;
        let card = match self.situation {
            Some((SituationCard::Descanso, Some(s))) if s == seat => SituationCard::Descanso,
            Some((SituationCard::FronterasAbiertas, _)) if same => SituationCard::FronterasAbiertas,
            Some((SituationCard::FronterasCerradas, _)) if !same => {
                SituationCard::FronterasCerradas
            }
            _ => return Ok(()),
        };
        Err(Refusal::SituationForbids { seat, card })
    }

    /// Checks common to a throw and a shot: the step, the countries, the card, the pacts.
    fn open_fire(
        &mut self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
        against: Option<Seat>,
    ) -> Result<Seat, Refusal> {
        self.own_turn(seat)?;
        if self.occupation.is_some() {
            return Err(Refusal::OccupyPending);
        }
        self.leave_incorporation(Step::Attack)?;
        self.fire_allowed(seat, from, to, against)
    }

    /// The seat whose armies in `to` an attack by `seat` hits: its holder, or the
    /// co-owner named in `against` (§13.8).
    fn occupant_hit(
        &self,
        seat: Seat,
        to: TerritoryId,
        against: Option<Seat>,
    ) -> Result<Seat, Refusal> {
        let defender = match self.condominium(to) {
            Some(c) => {
                let a = against.ok_or(Refusal::AgainstMissing { country: to })?;
                if c.slot(a).is_none() {
                    return Err(Refusal::AgainstNotThere {
                        country: to,
                        seat: a,
                    });
                }
                a
            }
            None => {
                let d = self
                    .holder(to)
                    .ok_or(Refusal::NotYourCountry { seat, country: to })?;
                if against.is_some_and(|a| a != d) {
                    return Err(Refusal::AgainstNotThere {
                        country: to,
                        seat: against.unwrap_or(d),
                    });
                }
                d
            }
        };
        if defender == seat {
            return Err(Refusal::OwnTarget { country: to });
        }
        Ok(defender)
    }

    /// The countries, the card and the pacts allow `seat` to attack or fire from `from` on
    /// `to`; the defender.
    pub(super) fn fire_allowed(
        &self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
        against: Option<Seat>,
    ) -> Result<Seat, Refusal> {
        if self.force(seat, from).is_none() {
            return Err(Refusal::NotYourCountry {
                seat,
                country: from,
            });
        }
        let defender = self.occupant_hit(seat, to, against)?;
        self.situation_forbids(seat, from, to)?;
        if let Some(pact) = self.pact_covering(seat, defender, from, to) {
            return Err(Refusal::PactForbids {
                pact,
                seat,
                other: defender,
            });
        }
        // §13.7: co-owners of a country taken together fight each other only inside it.
        if from != to
            && let Some(c) = self.condominium(to)
            && c.joint
            && c.slot(seat).is_some()
        {
            return Err(Refusal::CondominiumFromInside { country: to });
        }
        Ok(defender)
    }

    /// One throw (§7); in a condominium, with the attacker's and the defender's shares.
    pub(super) fn attack(
        &mut self,
        seat: Seat,
        (from, to, against): (TerritoryId, TerritoryId, Option<Seat>),
        dice: Option<&Dice>,
        quick: Option<Sides>,
        count: Option<Sides>,
    ) -> Result<(), Refusal> {
        let joint = self.joint_throw(seat, from, to)?;
        let defender = if joint {
            if self.occupation.is_some() {
                return Err(Refusal::OccupyPending);
            }
            self.leave_incorporation(Step::Attack)?;
            self.fire_allowed(seat, from, to, against)?
        } else {
            self.open_fire(seat, from, to, against)?
        };
        let inside = from == to && self.condominium(from).is_some();
        if !inside && !self.borders(from, to) {
            return Err(Refusal::NotAdjacent { from, to });
        }
        let a_armies = self.force(seat, from).map_or(0, |f| f.0);
        let d_armies = self.force(defender, to).map_or(0, |f| f.0);
        if a_armies < 2 {
            return Err(Refusal::TooFewArmies {
                country: from,
                armies: a_armies,
                needed: 2,
            });
        }
        let (ra, rd) = self.dice_for(a_armies, d_armies);
        let (na, nd, lost) = match (dice, quick) {
            (Some(d), None) if count.is_none() => {
                if let Some(v) = d
                    .attacker
                    .iter()
                    .chain(&d.defender)
                    .find(|v| !(1..=6).contains(*v))
                {
                    return Err(Refusal::BadDieValue { value: *v });
                }
                let (na, nd) = (len(&d.attacker), len(&d.defender));
                (na, nd, Some((d.attacker.as_slice(), d.defender.as_slice())))
            }
            (None, Some(_)) => {
                let c = count.unwrap_or(Sides {
                    attacker: ra.max,
                    defender: rd.max,
                });
                (c.attacker, c.defender, None)
            }
            _ => return Err(Refusal::ThrowForm),
        };
        for (n, r, side) in [(na, ra, "attacker"), (nd, rd, "defender")] {
            if n < r.min || n > r.max {
                return Err(Refusal::WrongDiceCount {
                    side,
                    dice: n,
                    min: r.min,
                    max: r.max,
                });
            }
        }
        let pairs = na.min(nd).min(a_armies - 1).min(d_armies);
        let (la, ld) = match (lost, quick) {
            (Some((a, d)), _) => losses(a, d, usize::try_from(pairs).unwrap_or(0)),
            (None, Some(l)) => {
                if l.attacker + l.defender != pairs
                    || l.attacker >= a_armies
                    || l.defender > d_armies
                {
                    return Err(Refusal::LossesInconsistent {
                        attacker: l.attacker,
                        defender: l.defender,
                        pairs,
                    });
                }
                (l.attacker, l.defender)
            }
            _ => (0, 0),
        };
        self.take(seat, from, la, 0);
        self.take(defender, to, ld, 0);
        self.zone_attacked |= to.bit();
        if ld < d_armies {
            if joint {
                self.pass_joint();
            }
            return Ok(());
        }
        if self.condo_set & to.bit() != 0 {
            self.expel(seat, defender, from, to);
        } else if joint {
            self.capture(defender, to, seat);
            self.joint_fell(seat, from, to);
        } else {
            self.conquer(seat, to);
            self.occupation = Some(Occupation {
                from,
                to,
                min: 1,
                max: (self.armies[from.index()] - 1).min(3),
                kind: OccupationKind::Conquest,
            });
        }
        Ok(())
    }

    /// `to` leaves `loser`'s hands (taken by `by`): its continent card, the pacts and
    /// zones tied to it, and the loser itself when it has nothing left (§14).
    pub(super) fn capture(&mut self, loser: Seat, to: TerritoryId, by: Seat) {
        self.countries_changed(loser);
        self.countries_changed(by);
        self.owned[usize::from(loser)] &= !to.bit();
        let continent = self.map().territory(to).continent.0;
        self.continent_cards[usize::from(loser)] &= !(1 << continent);
        self.continent_due[usize::from(loser)] &= !(1 << continent);
        self.pacts
            .retain(|p| !(p.kind == PactKind::Countries && p.countries.contains(&to)));
        for p in &mut self.pacts {
            if p.pending && p.countries.contains(&to) {
                p.pending = false;
            }
        }
        let joint_target = self.joint.is_some_and(|j| j.target == to);
        self.zones_after_capture(to, (!joint_target).then_some(by));
        if !self.present_anywhere(loser) {
            self.eliminate(loser, by);
        }
    }

    /// §14: `loser` is out; `by` inherits its country cards.
    pub(super) fn eliminate(&mut self, loser: Seat, by: Seat) {
        self.countries_changed(by);
        self.eliminated.push((loser, by));
        let (l, w) = (usize::from(loser), usize::from(by));
        self.bonus_taken[w] &= !self.hands[l];
        self.hands[w] |= self.hands[l];
        self.hands[l] = 0;
        self.continent_cards[l] = 0;
        self.pacts.retain(|p| !p.parties.contains(&loser));
        self.zones.retain(|z| !z.parties.contains(&loser));
        self.retarget(loser, by);
    }

    /// §7.5, §14: `to` changes hands; its missiles go with it; the loser may be out.
    fn conquer(&mut self, seat: Seat, to: TerritoryId) {
        let Some(loser) = self.holder(to) else {
            return;
        };
        self.conquests += 1;
        self.conquered |= to.bit();
        self.capture(loser, to, seat);
        self.owned[usize::from(seat)] |= to.bit();
    }

    /// §7.5: 1 to 3 armies into the conquered country.
    pub(super) fn occupy(&mut self, seat: Seat, armies: u32) -> Result<(), Refusal> {
        self.own_turn(seat)?;
        let Some(o) = self.occupation else {
            return Err(Refusal::NotNow { action: "occupy" });
        };
        if armies < o.min || armies > o.max {
            return Err(Refusal::OccupyOutOfRange { armies, max: o.max });
        }
        if armies != 1 {
            self.zone_forbids(seat, o.to, "move_in")?;
        }
        self.occupation = None;
        match o.kind {
            OccupationKind::Conquest => {
                self.take(seat, o.from, armies, 0);
                self.armies[o.to.index()] += armies;
            }
            OccupationKind::Irruption { stays } => self.irrupt(seat, o, stays, armies),
            OccupationKind::Joint => {
                return Err(Refusal::NotNow { action: "occupy" });
            }
        }
        Ok(())
    }

    /// The least number of borders between two countries, up to `limit` (else `None`),
    /// never crossing a border in `closed`.
    pub fn distance(
        &self,
        a: TerritoryId,
        b: TerritoryId,
        limit: u32,
        closed: &[(TerritoryId, TerritoryId)],
    ) -> Option<u32> {
        let mut reached: TerritorySet = a.bit();
        let mut frontier = reached;
        for d in 1..=limit {
            let mut next = 0;
            for t in members(frontier) {
                let mut around = self.adjacency[t.index()];
                for (x, y) in closed {
                    if *x == t {
                        around &= !y.bit();
                    } else if *y == t {
                        around &= !x.bit();
                    }
                }
                next |= around;
            }
            next &= !reached;
            if next & b.bit() != 0 {
                return Some(d);
            }
            reached |= next;
            frontier = next;
        }
        None
    }

    /// §8.3: one missile shot; the damage is 3, 2 or 1 by distance.
    pub(super) fn fire(
        &mut self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
        against: Option<Seat>,
    ) -> Result<(), Refusal> {
        self.open_fire(seat, from, to, against)?;
        let (defender, damage) = self.missile_checks(seat, from, to, against)?;
        self.take(defender, to, damage, 0);
        self.take(seat, from, 0, 1);
        Ok(())
    }

    /// §10: a regroup move; armies and missiles that arrived by regrouping stay put.
    pub(super) fn regroup(
        &mut self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
        armies: u32,
        missiles: u32,
    ) -> Result<(), Refusal> {
        if !self.ally_regroup(seat, to)? {
            self.own_turn(seat)?;
            if self.occupation.is_some() {
                return Err(Refusal::OccupyPending);
            }
            self.leave_incorporation(Step::Regroup)?;
            if self.ally_regrouping {
                return Err(Refusal::StageOver { action: "regroup" });
            }
        }
        if let Some((SituationCard::Descanso, Some(s))) = self.situation
            && s == seat
        {
            return Err(Refusal::SituationForbids {
                seat,
                card: SituationCard::Descanso,
            });
        }
        let (Some(have), Some(_)) = (self.force(seat, from), self.force(seat, to)) else {
            let c = if self.force(seat, from).is_none() {
                from
            } else {
                to
            };
            return Err(Refusal::NotYourCountry { seat, country: c });
        };
        if !self.borders(from, to) {
            return Err(Refusal::NotAdjacent { from, to });
        }
        self.zone_forbids(seat, to, "regroup")?;
        if missiles > 0 && self.condominium(to).is_some() {
            return Err(Refusal::CondominiumNoMissiles { country: to });
        }
        let (i, j) = (from.index(), to.index());
        let free_armies = have.0.saturating_sub(self.arrived_armies[i].max(1));
        let free_missiles = have.1.saturating_sub(self.arrived_missiles[i]);
        if armies + missiles == 0 || armies > free_armies || missiles > free_missiles {
            return Err(Refusal::RegroupTooMany {
                country: from,
                armies,
                missiles,
                free_armies,
                free_missiles,
            });
        }
        self.take(seat, from, armies, missiles);
        self.give(seat, to, armies, missiles);
        self.arrived_armies[j] += armies;
        self.arrived_missiles[j] += missiles;
        Ok(())
    }
}

fn len(v: &[u32]) -> u32 {
    u32::try_from(v.len()).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::losses;

    /// §7.3 the long way: sort each side's faces, compare the top `pairs`.
    fn by_sorting(a: &[u32], d: &[u32], pairs: usize) -> (u32, u32) {
        let (mut a, mut d) = (a.to_vec(), d.to_vec());
        a.sort_unstable_by(|x, y| y.cmp(x));
        d.sort_unstable_by(|x, y| y.cmp(x));
        a.iter().zip(&d).take(pairs).fold(
            (0, 0),
            |(la, ld), (x, y)| {
                if x > y { (la, ld + 1) } else { (la + 1, ld) }
            },
        )
    }

    #[test]
    fn losses_compare_the_highest_dice_ties_to_the_defender() {
        assert_eq!(losses(&[6, 1, 5], &[5, 5], 2), (1, 1));
        assert_eq!(losses(&[4, 4, 4, 4], &[4, 3, 3], 3), (1, 2));
        // Every throw of up to 3 dice against up to 3, and 4 against 4 on a few faces.
        let faces = |n: u32, code: u32| (0..n).map(|k| 1 + code / 6u32.pow(k) % 6).collect();
        for (na, nd) in [(1, 1), (2, 1), (3, 2), (3, 3), (2, 3)] {
            for ca in 0..6u32.pow(na) {
                for cd in 0..6u32.pow(nd) {
                    let (a, d): (Vec<u32>, Vec<u32>) = (faces(na, ca), faces(nd, cd));
                    for pairs in 0..=3 {
                        assert_eq!(
                            losses(&a, &d, pairs),
                            by_sorting(&a, &d, pairs),
                            "{a:?} {d:?}"
                        );
                    }
                }
            }
        }
        for code in (0..6u32.pow(8)).step_by(97) {
            let (a, d): (Vec<u32>, Vec<u32>) = (faces(4, code % 1296), faces(4, code / 1296));
            assert_eq!(losses(&a, &d, 4), by_sorting(&a, &d, 4), "{a:?} {d:?}");
        }
    }
}
