//! What the console may offer for the alliances of §12–13 beyond the shared
//! [`crate::engine::table::Choices`]: the international zones that may be recorded now, the
//! aggression pacts the seat to act may lead, the throws and missiles at (or from) a
//! condominium with the co-owner they hit, the joint attack's next throw (the ally's out of
//! its turn), the allies' move-in, and the penalty a zone breach waits for. Each offer is
//! the engine's own check — the action tried on a copy of the game, or the test the action
//! itself runs — so the console offers only what would be accepted.

use std::collections::BTreeMap;

use super::{Action, Game, OccupationKind, Seat, Stage, Step, seat_at};
use crate::engine::map::{TerritoryId, members};
use crate::engine::table::Table;

/// An international zone the referee may record now (§12).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ZoneOffer {
    /// The two parties, lower seat first.
    pub parties: [Seat; 2],
    /// The country with its single army.
    pub country: TerritoryId,
}

/// An aggression pact the seat to act may lead now (§13.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AggressionOffer {
    /// The seat to act: the joint attack happens in its turn.
    pub leader: Seat,
    /// The party that throws out of its turn.
    pub ally: Seat,
    /// The country of a third colour to take.
    pub target: TerritoryId,
    /// The aggressor countries, leader's then ally's.
    pub from: [TerritoryId; 2],
}

/// A throw the shared attack list does not hold: the joint attack's next one, or one at,
/// from or inside a condominium.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThrowOffer {
    /// Who throws (the ally, out of its turn, in a joint attack).
    pub seat: Seat,
    /// The country (or condominium share) it throws from.
    pub from: TerritoryId,
    /// The country attacked (`from` itself: from inside a condominium).
    pub to: TerritoryId,
    /// The co-owner hit, when `to` is a condominium.
    pub against: Option<Seat>,
    /// Most dice of the attacker (its share's armies).
    pub attacker_max: u32,
    /// Most dice of the defender (its share's armies).
    pub defender_max: u32,
    /// The throw belongs to the joint attack in progress.
    pub joint: bool,
}

/// A missile shot the shared missile list does not hold: at a condominium's co-owner, or
/// from a condominium share.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MissileOffer {
    /// Where the missile stands.
    pub from: TerritoryId,
    /// The target.
    pub to: TerritoryId,
    /// The co-owner hit, when `to` is a condominium.
    pub against: Option<Seat>,
    /// Borders between them.
    pub distance: u32,
    /// Armies it destroys.
    pub damage: u32,
}

/// One ally's part of the move-in after a joint conquest (§13.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveInShare {
    /// The ally.
    pub seat: Seat,
    /// Its aggressor country.
    pub from: TerritoryId,
    /// Fewest armies it moves (1, or 0 when it has none to spare).
    pub min: u32,
    /// Most (2, or what it can spare).
    pub max: u32,
}

impl Game {
    /// True if the action would be accepted now (tried on a copy).
    fn accepts(&self, action: &Action) -> bool {
        let mut copy = self.clone();
        copy.step(action).is_ok()
    }

    /// The seat to act may throw or fire now: its attack step, or the incorporation with
    /// everything placed (the same moment the shared choices offer the attacks).
    fn fighting(&self) -> bool {
        matches!(self.stage, Stage::Turn(Step::Incorporation | Step::Attack))
            && self.joint.is_none()
            && self.choices().end_turn
    }

    /// Countries where `seat` has armies: its own and its condominium shares.
    fn footholds(&self, seat: Seat) -> Vec<TerritoryId> {
        let mut out: Vec<TerritoryId> = members(self.owned[usize::from(seat)]).collect();
        out.extend(
            self.condos
                .iter()
                .filter(|c| c.slot(seat).is_some())
                .map(|c| c.country),
        );
        out
    }

    fn in_play(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.players.len())
            .map(seat_at)
            .filter(|s| !self.is_eliminated(*s))
    }

    /// Every international zone the referee may record now (§12): a country with one
    /// army, held by a party, next to the other.
    pub fn zone_offers(&self) -> Vec<ZoneOffer> {
        let mut out = Vec::new();
        for country in self.map().territory_ids() {
            let Some(holder) = self.holder(country) else {
                continue;
            };
            // Only a single army may be a zone: no copy tried for the others.
            if self.armies[country.index()] != 1 {
                continue;
            }
            for other in self.in_play().filter(|s| *s != holder) {
                let mut parties = [holder, other];
                parties.sort_unstable();
                if self.accepts(&Action::ZonePact { parties, country }) {
                    out.push(ZoneOffer { parties, country });
                }
            }
        }
        out
    }

    /// Every aggression pact the seat to act may lead now (§13.1): an ally, a target of a
    /// third colour and one aggressor country each next to it. Empty outside the seat's
    /// incorporation and attacks (the joint attack is thrown in the leader's turn).
    pub fn aggression_offers(&self) -> Vec<AggressionOffer> {
        let leader = self.current;
        let open = matches!(self.stage, Stage::Turn(Step::Incorporation | Step::Attack))
            && self.occupation.is_none();
        if !open {
            return Vec::new();
        }
        let mut out = Vec::new();
        for lf in self.footholds(leader) {
            for target in members(self.adjacency[lf.index()]) {
                let Some(holder) = self.holder(target).filter(|h| *h != leader) else {
                    continue;
                };
                for ally in self.in_play().filter(|s| *s != leader && *s != holder) {
                    for af in self.footholds(ally) {
                        if !self.borders(af, target) {
                            continue;
                        }
                        let from =
                            BTreeMap::from([(leader.to_string(), lf), (ally.to_string(), af)]);
                        let action = Action::AggressionPact {
                            leader,
                            ally,
                            target,
                            from,
                        };
                        if self.accepts(&action) {
                            out.push(AggressionOffer {
                                leader,
                                ally,
                                target,
                                from: [lf, af],
                            });
                        }
                    }
                }
            }
        }
        out
    }

    /// The most dice of a throw by `seat` from `from` on `to` (hitting `against` in a
    /// condominium): each side's own armies there (§7.2, §13.7).
    pub fn throw_most(
        &self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
        against: Option<Seat>,
    ) -> (u32, u32) {
        let a = self
            .force(seat, from)
            .map_or(self.armies[from.index()], |f| f.0);
        let defender = against.or_else(|| self.holder(to));
        let d = defender
            .and_then(|s| self.force(s, to))
            .map_or(self.armies[to.index()], |f| f.0);
        let (ra, rd) = self.dice_for(a, d);
        (ra.max, rd.max)
    }

    /// The throws the shared attack list leaves out: during a joint attack only its next
    /// throw (whoever's it is); otherwise the seat to act's throws at a condominium (one per
    /// co-owner it may hit), from a condominium share, and from inside one.
    pub fn throw_offers(&self) -> Vec<ThrowOffer> {
        if self.occupation.is_some() {
            return Vec::new();
        }
        if let Some(j) = self.joint {
            let from = j.from[usize::from(j.next != j.leader)];
            let (attacker_max, defender_max) = self.throw_most(j.next, from, j.target, None);
            return vec![ThrowOffer {
                seat: j.next,
                from,
                to: j.target,
                against: None,
                attacker_max,
                defender_max,
                joint: true,
            }];
        }
        if !self.fighting() {
            return Vec::new();
        }
        let seat = self.current;
        let mut out = Vec::new();
        for from in self.footholds(seat) {
            if self.force(seat, from).is_none_or(|f| f.0 < 2) {
                continue;
            }
            let inside = self.condominium(from).is_some();
            let mut targets = self.adjacency[from.index()] & !self.owned[usize::from(seat)];
            if inside {
                targets |= from.bit();
            }
            for to in members(targets) {
                let hit: Vec<Option<Seat>> = match self.condominium(to) {
                    Some(c) => c.against(seat),
                    // From an own country on a country held alone: the shared list's.
                    None if !inside => Vec::new(),
                    None => vec![None],
                };
                for against in hit {
                    if self.fire_allowed(seat, from, to, against).is_err() {
                        continue;
                    }
                    let (attacker_max, defender_max) = self.throw_most(seat, from, to, against);
                    out.push(ThrowOffer {
                        seat,
                        from,
                        to,
                        against,
                        attacker_max,
                        defender_max,
                        joint: false,
                    });
                }
            }
        }
        out
    }

    /// The missile shots the shared missile list leaves out: at a co-owner of a
    /// condominium (naming it), and from a condominium share (§8.4).
    pub fn missile_offers(&self) -> Vec<MissileOffer> {
        if !self.fighting() || self.occupation.is_some() {
            return Vec::new();
        }
        let seat = self.current;
        let mut out = Vec::new();
        // Only where the seat has a missile: a shot from anywhere else is refused anyway.
        let armed = self
            .footholds(seat)
            .into_iter()
            .filter(|c| self.force(seat, *c).is_some_and(|f| f.1 > 0));
        for from in armed {
            let share = self.condominium(from).is_some();
            for m in self.missile_targets(seat, from) {
                if m.refused.is_none() && (share || m.against.is_some()) {
                    out.push(MissileOffer {
                        from,
                        to: m.to,
                        against: m.against,
                        distance: m.distance,
                        damage: m.damage,
                    });
                }
            }
        }
        out
    }

    /// The allies' shares of the move-in after a joint conquest (§13.3): 1 or 2 armies
    /// each, as many as each aggressor country can spare; `None` when none is due.
    pub fn move_in_due(&self) -> Option<[MoveInShare; 2]> {
        let (Some(j), Some(o)) = (self.joint, self.occupation) else {
            return None;
        };
        if o.kind != OccupationKind::Joint {
            return None;
        }
        let share = |i: usize, seat: Seat| {
            let has = self.force(seat, j.from[i]).map_or(0, |f| f.0);
            let max = has.saturating_sub(1).min(2);
            MoveInShare {
                seat,
                from: j.from[i],
                min: u32::from(max > 0),
                max,
            }
        };
        Some([share(0, j.leader), share(1, j.ally)])
    }

    /// True while an alliance must be recorded before anything else (§12–13): a zone's
    /// penalty, the joint attack's next throw (one begun from a condominium aside: the
    /// leader may leave it), or the allies' move-in. The console then offers only it.
    pub fn alliance_first(&self) -> bool {
        let bound = self
            .joint
            .is_some_and(|j| !(j.from[0] == j.from[1] && j.emptied_by.is_none()));
        self.breach_due.is_some() || bound || self.move_in_due().is_some()
    }

    /// The pending aggression pacts both parties may still withdraw (before the first
    /// throw): their ids.
    pub fn cancellable_pacts(&self) -> Vec<usize> {
        self.pacts
            .iter()
            .filter(|p| self.accepts(&Action::CancelPact { pact: p.id }))
            .map(|p| p.id)
            .collect()
    }
}

#[cfg(test)]
#[path = "alliance_offers_tests.rs"]
mod tests;
