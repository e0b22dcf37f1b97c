//! Aggression pacts and condominiums (§13): the pact and its one-round truce, the joint
//! attack (one throw each, the ally out of its turn), the target taken as a condominium
//! with 1 or 2 armies of each ally, each co-owner's own armies and missiles there, the
//! condominium pact, and the country's end (a co-owner expelled from inside or by a third
//! colour). The throws themselves are `combat.rs`'s.

use std::collections::BTreeMap;

use super::{
    Action, Communication, Condominium, Game, JointAttack, Occupation, OccupationKind, Pact,
    PactKind, Refusal, Seat, Stage, Step,
};
use crate::engine::map::TerritoryId;

impl Game {
    /// The condominium on a country, if it is one.
    pub fn condominium(&self, t: TerritoryId) -> Option<&Condominium> {
        if self.condo_set & t.bit() == 0 {
            return None;
        }
        self.condos.iter().find(|c| c.country == t)
    }

    /// Every condominium on the board.
    pub fn condominiums(&self) -> &[Condominium] {
        &self.condos
    }

    /// The condominium taken jointly this turn and the ally who may still regroup into
    /// it before the next turn (§13.4).
    pub fn ally_regroup_due(&self) -> Option<(TerritoryId, Seat)> {
        self.new_condo
    }

    /// The joint attack in progress.
    pub fn joint_attack(&self) -> Option<JointAttack> {
        self.joint
    }

    /// A seat's armies and missiles in a country: all of them when it holds it alone, its
    /// share in a condominium; `None` when it has no part in it.
    pub fn force(&self, seat: Seat, t: TerritoryId) -> Option<(u32, u32)> {
        if self.owned[usize::from(seat)] & t.bit() != 0 {
            return Some((self.armies[t.index()], self.missiles[t.index()]));
        }
        let c = self.condominium(t)?;
        c.slot(seat).map(|i| (c.armies[i], c.missiles[i]))
    }

    /// Removes armies and missiles of `seat` from `t` (its share in a condominium).
    pub(super) fn take(&mut self, seat: Seat, t: TerritoryId, armies: u32, missiles: u32) {
        self.armies[t.index()] -= armies;
        self.missiles[t.index()] -= missiles;
        if self.condo_set & t.bit() != 0
            && let Some(c) = self.condos.iter_mut().find(|c| c.country == t)
            && let Some(i) = c.slot(seat)
        {
            c.armies[i] -= armies;
            c.missiles[i] -= missiles;
        }
    }

    /// Adds armies and missiles of `seat` to `t` (its share in a condominium).
    pub(super) fn give(&mut self, seat: Seat, t: TerritoryId, armies: u32, missiles: u32) {
        self.armies[t.index()] += armies;
        self.missiles[t.index()] += missiles;
        if self.condo_set & t.bit() != 0
            && let Some(c) = self.condos.iter_mut().find(|c| c.country == t)
            && let Some(i) = c.slot(seat)
        {
            c.armies[i] += armies;
            c.missiles[i] += missiles;
        }
    }

    /// True while the seat has an army anywhere: a country alone or a condominium share.
    pub(super) fn present_anywhere(&self, seat: Seat) -> bool {
        self.owned[usize::from(seat)] != 0
            || self
                .condos
                .iter()
                .any(|c| c.slot(seat).is_some_and(|i| c.armies[i] > 0))
    }

    /// The condominium becomes `seat`'s alone, with everything in it.
    pub(super) fn dissolve(&mut self, t: TerritoryId, seat: Seat) {
        self.countries_changed(seat);
        self.condos.retain(|c| c.country != t);
        self.condo_set &= !t.bit();
        self.owned[usize::from(seat)] |= t.bit();
        self.end_condominium_pacts(t);
    }

    /// §13.8.4: every pact tied to the condominium ends.
    pub(super) fn end_condominium_pacts(&mut self, t: TerritoryId) {
        self.pacts
            .retain(|p| !(p.kind == PactKind::Condominium && p.countries.first() == Some(&t)));
    }

    /// The checks every pact makes of its two parties: both seats in the game, not the
    /// same one (`invalid("same_party")`, in the refusal of that kind of pact), and the
    /// time of recording.
    pub(super) fn check_parties(
        &self,
        parties: [Seat; 2],
        invalid: fn(&'static str) -> Refusal,
    ) -> Result<(), Refusal> {
        for s in parties {
            self.check_seat(s)?;
        }
        if parties[0] == parties[1] {
            return Err(invalid("same_party"));
        }
        self.check_pact_time(parties)
    }

    /// The rule for who may record a pact now (§11.1).
    fn check_pact_time(&self, parties: [Seat; 2]) -> Result<(), Refusal> {
        let fair = self.settings.communication == Communication::FairPlay;
        if fair && !(matches!(self.stage, Stage::Turn(_)) && parties.contains(&self.current)) {
            return Err(Refusal::PactOutOfTurn {
                parties,
                turn: self.current,
            });
        }
        Ok(())
    }

    /// §13.1: the referee records an aggression pact.
    pub(super) fn record_aggression(
        &mut self,
        leader: Seat,
        ally: Seat,
        target: TerritoryId,
        from: &BTreeMap<String, TerritoryId>,
    ) -> Result<(), Refusal> {
        self.check_parties([leader, ally], |reason| Refusal::AggressionInvalid {
            reason,
        })?;
        let invalid = |reason: &'static str| Err(Refusal::AggressionInvalid { reason });
        match self.holder(target) {
            Some(d) if d != leader && d != ally => {}
            Some(_) => return invalid("target_of_a_party"),
            None => return invalid("target_not_held_alone"),
        }
        if from.len() != 2 {
            return invalid("one_aggressor_country_each");
        }
        let mut countries = Vec::with_capacity(3);
        for s in [leader, ally] {
            let Some(c) = from.get(&s.to_string()) else {
                return invalid("one_aggressor_country_each");
            };
            if self.force(s, *c).is_none() {
                return Err(Refusal::NotYourCountry {
                    seat: s,
                    country: *c,
                });
            }
            if !self.borders(*c, target) {
                return Err(Refusal::NotAdjacent {
                    from: *c,
                    to: target,
                });
            }
            countries.push(*c);
        }
        countries.push(target);
        if self
            .pacts
            .iter()
            .any(|p| p.kind == PactKind::Aggression && p.pending)
        {
            return invalid("one_at_a_time");
        }
        self.pacts.push(Pact {
            id: self.actions_applied,
            kind: PactKind::Aggression,
            parties: [leader, ally],
            countries,
            continents: Vec::new(),
            broken: None,
            until: Some((ally, self.round)),
            pending: true,
        });
        Ok(())
    }

    /// Both parties withdraw an aggression pact before its first throw.
    pub(super) fn cancel_pact(&mut self, id: usize) -> Result<(), Refusal> {
        let Some(p) = self.pacts.iter().find(|p| p.id == id) else {
            return Err(Refusal::UnknownPact { pact: id });
        };
        if p.kind != PactKind::Aggression || !p.pending {
            return Err(Refusal::AggressionInvalid {
                reason: "not_pending",
            });
        }
        self.pacts.retain(|p| p.id != id);
        Ok(())
    }

    /// Refuses what cannot be recorded while a joint attack or a zone penalty is due; a
    /// joint attack from a condominium (no obligation to finish) ends when the leader
    /// does anything else.
    pub(super) fn check_pending(&mut self, action: &Action) -> Result<(), Refusal> {
        if matches!(action, Action::Clock { .. } | Action::EndMatch { .. }) {
            return Ok(());
        }
        if let Some((pact, offender)) = self.breach_due {
            if !matches!(action, Action::ZoneBreach { .. }) {
                return Err(Refusal::ZoneBreachPending { pact, offender });
            }
            return Ok(());
        }
        if let Some(j) = self.joint {
            let throw = matches!(action, Action::Attack { .. });
            let joint_occupy = matches!(action, Action::OccupyCondominium { .. });
            if !throw && !joint_occupy {
                if j.from[0] == j.from[1] && j.emptied_by.is_none() {
                    self.joint = None;
                    return Ok(());
                }
                return Err(Refusal::JointAttackPending {
                    pact: j.pact,
                    seat: j.next,
                    country: j.target,
                });
            }
        }
        Ok(())
    }

    /// Whether a throw belongs to a joint attack (refused if it breaks its order); the
    /// leader's first throw from its aggressor country on the target starts it.
    pub(super) fn joint_throw(
        &mut self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
    ) -> Result<bool, Refusal> {
        if let Some(j) = self.joint {
            let slot = usize::from(seat != j.leader);
            if seat != j.next || to != j.target || from != j.from[slot] {
                return Err(Refusal::JointAttackPending {
                    pact: j.pact,
                    seat: j.next,
                    country: j.target,
                });
            }
            return Ok(true);
        }
        if !matches!(self.stage, Stage::Turn(Step::Incorporation | Step::Attack))
            || seat != self.current
        {
            return Ok(false);
        }
        let Some(i) = self.pacts.iter().position(|p| {
            p.pending
                && p.parties[0] == seat
                && p.countries.first() == Some(&from)
                && p.countries.get(2) == Some(&to)
        }) else {
            return Ok(false);
        };
        let p = &self.pacts[i];
        let (ally, ally_from, id) = (p.parties[1], p.countries[1], p.id);
        self.pacts[i].pending = false;
        // The pact lapses (the throw is the leader's own) when the ally cannot take part.
        let resting =
            matches!(self.situation, Some((super::SituationCard::Descanso, Some(s))) if s == ally);
        if resting || self.fire_allowed(ally, ally_from, to, None).is_err() {
            return Ok(false);
        }
        self.joint = Some(JointAttack {
            pact: id,
            leader: seat,
            ally,
            target: to,
            from: [from, ally_from],
            next: seat,
            emptied_by: None,
        });
        Ok(true)
    }

    /// After a joint throw that left the target standing: the other party throws next,
    /// skipping one whose aggressor country is down to 1 army; both down ends it.
    pub(super) fn pass_joint(&mut self) {
        let Some(mut j) = self.joint else {
            return;
        };
        let can = |g: &Game, s: Seat| {
            let c = j.from[usize::from(s != j.leader)];
            g.force(s, c).is_some_and(|f| f.0 >= 2)
        };
        let other = if j.next == j.leader { j.ally } else { j.leader };
        if can(self, other) {
            j.next = other;
        } else if !can(self, j.next) {
            self.joint = None;
            return;
        }
        self.joint = Some(j);
    }

    /// The target of the joint attack is empty: the allies move in next.
    pub(super) fn joint_fell(&mut self, seat: Seat, from: TerritoryId, to: TerritoryId) {
        if let Some(j) = self.joint.as_mut() {
            j.emptied_by = Some(seat);
        }
        self.occupation = Some(Occupation {
            from,
            to,
            min: 1,
            max: 2,
            kind: OccupationKind::Joint,
        });
    }

    /// §13.3: 1 or 2 armies of each ally into the country taken; it becomes a
    /// condominium with its pact (whose id is this action's index), or the country of the
    /// one ally that could move in.
    pub(super) fn occupy_condominium(
        &mut self,
        armies: &BTreeMap<String, u32>,
    ) -> Result<(), Refusal> {
        let (Some(j), Some(o)) = (self.joint, self.occupation) else {
            return Err(Refusal::NotNow {
                action: "occupy_condominium",
            });
        };
        if o.kind != OccupationKind::Joint {
            return Err(Refusal::NotNow {
                action: "occupy_condominium",
            });
        }
        let mut moved = [0u32; 2];
        for (i, s) in [j.leader, j.ally].into_iter().enumerate() {
            let n = armies.get(&s.to_string()).copied().unwrap_or(0);
            let has = self.force(s, j.from[i]).map_or(0, |f| f.0);
            let max = has.saturating_sub(1).min(2);
            if n > max || (n == 0 && max > 0) {
                return Err(Refusal::OccupyOutOfRange { armies: n, max });
            }
            moved[i] = n;
        }
        if armies
            .keys()
            .any(|k| *k != j.leader.to_string() && *k != j.ally.to_string())
        {
            return Err(Refusal::AggressionInvalid {
                reason: "move_in_by_the_allies_only",
            });
        }
        let t = j.target;
        let emptier = j.emptied_by.unwrap_or(j.leader);
        let missiles = self.missiles[t.index()];
        for (i, s) in [j.leader, j.ally].into_iter().enumerate() {
            self.take(s, j.from[i], moved[i], 0);
        }
        self.armies[t.index()] = moved[0] + moved[1];
        if moved[0] > 0 && moved[1] > 0 {
            let to_emptier = |s: Seat| if s == emptier { missiles } else { 0 };
            self.condos.push(Condominium {
                country: t,
                seats: [j.leader, j.ally],
                armies: moved,
                missiles: [to_emptier(j.leader), to_emptier(j.ally)],
                joint: true,
            });
            self.condo_set |= t.bit();
            self.pacts.push(Pact {
                id: self.actions_applied,
                kind: PactKind::Condominium,
                parties: [j.leader, j.ally],
                countries: vec![t],
                continents: Vec::new(),
                broken: None,
                until: None,
                pending: false,
            });
            self.new_condo = Some((t, j.ally));
        } else {
            let alone = if moved[0] > 0 { j.leader } else { j.ally };
            self.owned[usize::from(alone)] |= t.bit();
            self.countries_changed(alone);
        }
        self.joint_conquests += 1;
        self.conquered |= t.bit();
        self.joint = None;
        self.occupation = None;
        Ok(())
    }

    /// A co-owner's share of a condominium emptied by `seat`'s throw from `from`.
    pub(super) fn expel(&mut self, seat: Seat, gone: Seat, from: TerritoryId, to: TerritoryId) {
        self.end_condominium_pacts(to);
        let Some(c) = self.condos.iter_mut().find(|c| c.country == to) else {
            return;
        };
        let Some(i) = c.slot(gone) else {
            return;
        };
        let stays = c.seats[1 - i];
        if from == to || stays == seat {
            // From inside (§13.7), or from outside by the other co-owner of a condominium
            // without a pact (§13.8): the winner holds it alone, a conquest for cards; the
            // loser's missiles there are captured with it.
            let missiles = c.missiles[i];
            c.missiles[1 - i] += missiles;
            c.missiles[i] = 0;
            self.dissolve(to, seat);
            self.conquests += 1;
            self.conquered |= to.bit();
        } else {
            // From outside (§13.8): the attacker takes the empty place, missiles included,
            // and decides at its move-in whether to stay (0 leaves it to the other).
            c.seats[i] = seat;
            c.joint = false;
            let max = self
                .force(seat, from)
                .map_or(0, |f| f.0.saturating_sub(1))
                .min(3);
            self.occupation = Some(Occupation {
                from,
                to,
                min: 0,
                max,
                kind: OccupationKind::Irruption { stays },
            });
        }
        if !self.present_anywhere(gone) {
            self.eliminate(gone, seat);
        }
    }

    /// The move-in after an irruption: 0 leaves the country to the co-owner who stayed
    /// (with the missiles there), 1 to 3 make a new condominium without a pact.
    pub(super) fn irrupt(&mut self, seat: Seat, o: Occupation, stays: Seat, armies: u32) {
        if armies == 0 {
            if let Some(c) = self.condos.iter_mut().find(|c| c.country == o.to)
                && let (Some(i), Some(k)) = (c.slot(seat), c.slot(stays))
            {
                c.missiles[k] += c.missiles[i];
                c.missiles[i] = 0;
            }
            self.dissolve(o.to, stays);
        } else {
            self.take(seat, o.from, armies, 0);
            self.give(seat, o.to, armies, 0);
        }
    }

    /// §13.4: the ally's regroup into the condominium taken this turn, after the leader's
    /// own regrouping; `Ok(true)` when the move is the ally's.
    pub(super) fn ally_regroup(&mut self, seat: Seat, to: TerritoryId) -> Result<bool, Refusal> {
        let Some((t, ally)) = self.new_condo else {
            return Ok(false);
        };
        if seat != ally || seat == self.current {
            return Ok(false);
        }
        if to != t {
            return Err(Refusal::NotYourTurn {
                seat,
                turn: self.current,
            });
        }
        if self.occupation.is_some() {
            return Err(Refusal::OccupyPending);
        }
        self.leave_incorporation(Step::Regroup)?;
        self.ally_regrouping = true;
        Ok(true)
    }

    /// §13.5: truces whose round has run end when the ally's turn begins.
    pub(super) fn expire_truces(&mut self, seat: Seat) {
        let round = self.round;
        self.pacts.retain(|p| {
            p.kind != PactKind::Aggression
                || p.pending
                || !p.until.is_some_and(|(s, r)| s == seat && round > r)
        });
    }

    /// At the end of the leader's turn an aggression pact not carried out lapses (its
    /// truce runs on).
    pub(super) fn lapse_aggression(&mut self, seat: Seat) {
        for p in &mut self.pacts {
            if p.kind == PactKind::Aggression && p.parties[0] == seat {
                p.pending = false;
            }
        }
    }
}
