//! Pacts of non-aggression (§11): recorded by the referee, enforced on every throw and
//! missile (the pact is named in the refusal), missiles that would fly over a protected
//! border, and breaking a pact with its notice.

use super::log::AggressionTruce;
use super::{Game, Pact, PactKind, Refusal, Seat};
use crate::engine::map::{ContinentId, TerritoryId, members};

impl Game {
    /// True if the pact covers an attack from `from` on `to` (§11.2), either direction.
    fn covers(&self, p: &Pact, from: TerritoryId, to: TerritoryId) -> bool {
        let cont = |t: TerritoryId| self.map().territory(t).continent.0;
        match p.kind {
            PactKind::Countries => {
                p.countries.contains(&from) && p.countries.contains(&to) && from != to
            }
            PactKind::Continent => p
                .continents
                .first()
                .is_some_and(|c| cont(from) == *c && cont(to) == *c),
            PactKind::Frontier => {
                let (a, b) = (cont(from), cont(to));
                p.continents.len() == 2
                    && ((a == p.continents[0] && b == p.continents[1])
                        || (a == p.continents[1] && b == p.continents[0]))
            }
            PactKind::World => true,
            // §13.5: every attack between the two colours, or (the setting) only those
            // among the two aggressor countries and the target, which the pact lists.
            PactKind::Aggression => match self.settings.aggression_truce {
                AggressionTruce::Colours => true,
                AggressionTruce::AggressorCountries => {
                    p.countries.contains(&from) && p.countries.contains(&to) && from != to
                }
            },
            // Inside the condominium: its shares, and attacks from it (§13.7).
            PactKind::Condominium => p.countries.first().is_some_and(|t| *t == from || *t == to),
        }
    }

    /// True while `seat` is bound by the pact: always, or during the notice it gave.
    fn binds(p: &Pact, seat: Seat) -> bool {
        p.parties.contains(&seat) && p.broken.is_none_or(|(breaker, _)| breaker == seat)
    }

    /// The pact forbidding `attacker` to attack `defender` from `from` on `to`, if any.
    pub(super) fn pact_covering(
        &self,
        attacker: Seat,
        defender: Seat,
        from: TerritoryId,
        to: TerritoryId,
    ) -> Option<usize> {
        self.pacts
            .iter()
            .find(|p| {
                Game::binds(p, attacker)
                    && p.parties.contains(&defender)
                    && self.covers(p, from, to)
            })
            .map(|p| p.id)
    }

    /// The borders a pact protects now: one side held by each party, the pact covering it.
    fn protected(&self, p: &Pact) -> Vec<(TerritoryId, TerritoryId)> {
        let [x, y] = p.parties;
        let mut out = Vec::new();
        for u in members(self.owned[usize::from(x)]) {
            for v in members(self.adjacency[u.index()] & self.owned[usize::from(y)]) {
                if self.covers(p, u, v) {
                    out.push((u, v));
                }
            }
        }
        out
    }

    /// §11.3: the pact a missile at distance `d` would fly over on every shortest route.
    pub(super) fn overflown_pact(
        &self,
        seat: Seat,
        _target: Seat,
        from: TerritoryId,
        to: TerritoryId,
        d: u32,
    ) -> Option<usize> {
        let mut all = Vec::new();
        for p in self.pacts.iter().filter(|p| Game::binds(p, seat)) {
            let closed = self.protected(p);
            if closed.is_empty() {
                continue;
            }
            if self.distance(from, to, d, &closed).is_none() {
                return Some(p.id);
            }
            all.extend(closed);
        }
        let first = self
            .pacts
            .iter()
            .find(|p| Game::binds(p, seat))
            .map(|p| p.id);
        (!all.is_empty() && self.distance(from, to, d, &all).is_none())
            .then_some(first)
            .flatten()
    }

    /// §11.1: the referee records a pact.
    pub(super) fn record_pact(
        &mut self,
        kind: PactKind,
        parties: [Seat; 2],
        countries: &[TerritoryId],
        continent: Option<ContinentId>,
        continents: &[ContinentId],
    ) -> Result<(), Refusal> {
        self.check_parties(parties, |reason| Refusal::PactInvalid { reason })?;
        let invalid = |reason: &'static str| Err(Refusal::PactInvalid { reason });
        let conts = match kind {
            PactKind::Countries => {
                if countries.len() != 2 || continent.is_some() || !continents.is_empty() {
                    return invalid("countries_need_two");
                }
                for (c, s) in countries.iter().zip(parties) {
                    if self.holder(*c) != Some(s) {
                        return Err(Refusal::NotYourCountry {
                            seat: s,
                            country: *c,
                        });
                    }
                }
                if self.distance(countries[0], countries[1], 3, &[]).is_none() {
                    return invalid("countries_too_far");
                }
                Vec::new()
            }
            PactKind::Continent => match continent {
                Some(c) if countries.is_empty() && continents.is_empty() => vec![c.0],
                _ => return invalid("continent_needs_one"),
            },
            PactKind::Frontier => {
                if continents.len() != 2
                    || continents[0] == continents[1]
                    || continent.is_some()
                    || !countries.is_empty()
                {
                    return invalid("frontier_needs_two");
                }
                vec![continents[0].0, continents[1].0]
            }
            PactKind::World => {
                if !countries.is_empty() || continent.is_some() || !continents.is_empty() {
                    return invalid("world_has_no_scope");
                }
                Vec::new()
            }
            PactKind::Aggression | PactKind::Condominium => return invalid("kind_has_own_action"),
        };
        self.pacts.push(Pact {
            id: self.actions_applied,
            kind,
            parties,
            countries: countries.to_vec(),
            continents: conts,
            broken: None,
            until: None,
            pending: false,
        });
        Ok(())
    }

    /// §11.4: a party announces the end; it stays bound until the end of the other's
    /// next turn, the other is released at once.
    pub(super) fn break_pact(&mut self, seat: Seat, id: usize) -> Result<(), Refusal> {
        if self.break_zone(seat, id)? {
            return Ok(());
        }
        let turn = self.turn_count;
        let Some(p) = self.pacts.iter_mut().find(|p| p.id == id) else {
            return Err(Refusal::UnknownPact { pact: id });
        };
        if !p.parties.contains(&seat) {
            return Err(Refusal::NotAParty { seat, pact: id });
        }
        if p.broken.is_some() {
            return Err(Refusal::PactAlreadyBroken { pact: id });
        }
        p.broken = Some((seat, turn));
        Ok(())
    }

    /// At the end of `seat`'s turn: pacts whose notice ran with this turn end.
    pub(super) fn expire_pacts(&mut self, seat: Seat) {
        let turn = self.turn_count;
        self.pacts.retain(|p| match p.broken {
            Some((breaker, at)) => !(breaker != seat && p.parties.contains(&seat) && turn > at),
            None => true,
        });
    }
}
