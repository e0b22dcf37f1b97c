//! Fighting (§7, §8.3, §10, §14): throws with up to 4 dice a side (the counts of §7.2 with
//! nieve and viento a favor), the losses of §7.3, conquest and the move-in, elimination
//! with its card capture, missiles fired by distance, and regrouping with its limits.

use super::{Dice, FourDiceBasis, Game, Occupation, Refusal, Seat, Sides, SituationCard, Step};
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
    let mut a = attacker.to_vec();
    let mut d = defender.to_vec();
    a.sort_unstable_by(|x, y| y.cmp(x));
    d.sort_unstable_by(|x, y| y.cmp(x));
    a.iter().zip(&d).take(pairs).fold(
        (0, 0),
        |(la, ld), (x, y)| if x > y { (la, ld + 1) } else { (la + 1, ld) },
    )
}

impl Game {
    /// §7.2: the dice each side may throw in an attack from `from` on `to`.
    pub fn dice_ranges(&self, from: TerritoryId, to: TerritoryId) -> (DiceRange, DiceRange) {
        let (a, d) = (self.armies[from.index()], self.armies[to.index()]);
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
    ) -> Result<Seat, Refusal> {
        self.own_turn(seat)?;
        if self.occupation.is_some() {
            return Err(Refusal::OccupyPending);
        }
        self.leave_incorporation(Step::Attack)?;
        self.fire_allowed(seat, from, to)
    }

    /// The countries, the card and the pacts allow `seat` to attack or fire from `from` on
    /// `to`; the defender.
    pub(super) fn fire_allowed(
        &self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
    ) -> Result<Seat, Refusal> {
        if self.holder(from) != Some(seat) {
            return Err(Refusal::NotYourCountry {
                seat,
                country: from,
            });
        }
        let defender = self
            .holder(to)
            .ok_or(Refusal::NotYourCountry { seat, country: to })?;
        if defender == seat {
            return Err(Refusal::OwnTarget { country: to });
        }
        self.situation_forbids(seat, from, to)?;
        if let Some(pact) = self.pact_covering(seat, defender, from, to) {
            return Err(Refusal::PactForbids {
                pact,
                seat,
                other: defender,
            });
        }
        Ok(defender)
    }

    /// One throw (§7).
    pub(super) fn attack(
        &mut self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
        dice: Option<&Dice>,
        quick: Option<Sides>,
        count: Option<Sides>,
    ) -> Result<(), Refusal> {
        self.open_fire(seat, from, to)?;
        if !self.borders(from, to) {
            return Err(Refusal::NotAdjacent { from, to });
        }
        let (a_armies, d_armies) = (self.armies[from.index()], self.armies[to.index()]);
        if a_armies < 2 {
            return Err(Refusal::TooFewArmies {
                country: from,
                armies: a_armies,
                needed: 2,
            });
        }
        let (ra, rd) = self.dice_ranges(from, to);
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
                (na, nd, Some((d.attacker.clone(), d.defender.clone())))
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
            (Some((a, d)), _) => losses(&a, &d, usize::try_from(pairs).unwrap_or(0)),
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
        self.armies[from.index()] -= la;
        self.armies[to.index()] -= ld;
        if self.armies[to.index()] == 0 {
            self.conquer(seat, to);
            self.occupation = Some(Occupation {
                from,
                to,
                max: (self.armies[from.index()] - 1).min(3),
            });
        }
        Ok(())
    }

    /// §7.5, §14: `to` changes hands; its missiles go with it; the loser may be out.
    fn conquer(&mut self, seat: Seat, to: TerritoryId) {
        let Some(loser) = self.holder(to) else {
            return;
        };
        self.owned[usize::from(loser)] &= !to.bit();
        self.owned[usize::from(seat)] |= to.bit();
        self.conquests += 1;
        self.conquered |= to.bit();
        let continent = self.map().territory(to).continent.0;
        self.continent_cards[usize::from(loser)] &= !(1 << continent);
        self.continent_due[usize::from(loser)] &= !(1 << continent);
        self.pacts.retain(|p| !p.countries.contains(&to));
        if self.owned[usize::from(loser)] == 0 {
            self.eliminated.push((loser, seat));
            let (l, w) = (usize::from(loser), usize::from(seat));
            self.bonus_taken[w] &= !self.hands[l];
            self.hands[w] |= self.hands[l];
            self.hands[l] = 0;
            self.continent_cards[l] = 0;
            self.pacts.retain(|p| !p.parties.contains(&loser));
            self.retarget(loser, seat);
        }
    }

    /// §7.5: 1 to 3 armies into the conquered country.
    pub(super) fn occupy(&mut self, seat: Seat, armies: u32) -> Result<(), Refusal> {
        self.own_turn(seat)?;
        let Some(o) = self.occupation else {
            return Err(Refusal::NotNow { action: "occupy" });
        };
        if armies == 0 || armies > o.max {
            return Err(Refusal::OccupyOutOfRange { armies, max: o.max });
        }
        self.armies[o.from.index()] -= armies;
        self.armies[o.to.index()] += armies;
        self.occupation = None;
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
    ) -> Result<(), Refusal> {
        let defender = self.open_fire(seat, from, to)?;
        let Some(d) = self.distance(from, to, 3, &[]) else {
            return Err(Refusal::MissileOutOfRange { from, to });
        };
        let (mine, theirs) = (self.missiles[from.index()], self.missiles[to.index()]);
        if mine == 0 {
            return Err(Refusal::NoMissile { country: from });
        }
        let damage = 4 - d;
        if self.armies[to.index()] <= damage {
            return Err(Refusal::MissileTargetTooWeak {
                country: to,
                armies: self.armies[to.index()],
                damage,
            });
        }
        if mine <= theirs {
            return Err(Refusal::MissileOutgunned {
                from,
                to,
                mine,
                theirs,
            });
        }
        if let Some(pact) = self.overflown_pact(seat, defender, from, to, d) {
            return Err(Refusal::MissileOverfliesPact { pact, from, to });
        }
        self.armies[to.index()] -= damage;
        self.missiles[from.index()] -= 1;
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
        self.own_turn(seat)?;
        if self.occupation.is_some() {
            return Err(Refusal::OccupyPending);
        }
        self.leave_incorporation(Step::Regroup)?;
        if let Some((SituationCard::Descanso, Some(s))) = self.situation
            && s == seat
        {
            return Err(Refusal::SituationForbids {
                seat,
                card: SituationCard::Descanso,
            });
        }
        for c in [from, to] {
            if self.holder(c) != Some(seat) {
                return Err(Refusal::NotYourCountry { seat, country: c });
            }
        }
        if !self.borders(from, to) {
            return Err(Refusal::NotAdjacent { from, to });
        }
        let (i, j) = (from.index(), to.index());
        let free_armies = self.armies[i].saturating_sub(self.arrived_armies[i].max(1));
        let free_missiles = self.missiles[i].saturating_sub(self.arrived_missiles[i]);
        if armies + missiles == 0 || armies > free_armies || missiles > free_missiles {
            return Err(Refusal::RegroupTooMany {
                country: from,
                armies,
                missiles,
                free_armies,
                free_missiles,
            });
        }
        self.armies[i] -= armies;
        self.armies[j] += armies;
        self.missiles[i] -= missiles;
        self.missiles[j] += missiles;
        self.arrived_armies[j] += armies;
        self.arrived_missiles[j] += missiles;
        Ok(())
    }
}

fn len(v: &[u32]) -> u32 {
    u32::try_from(v.len()).unwrap_or(u32::MAX)
}
