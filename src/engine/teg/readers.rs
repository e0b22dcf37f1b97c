//! What the console panel reads beside the state: the pacts with their kind and what each
//! forbids, the missiles' targets with their distance and damage (and why a shot would be
//! refused), and the common objective's count (the secret objectives' progress is
//! `objectives::progress`'s).

use serde::Serialize;

use super::{Game, Pact, PactKind, Refusal, Seat};
use fluent_bundle::FluentValue;

use super::words::place;
use crate::engine::Lang;
use crate::engine::map::{ContinentId, TerritoryId, members};
use crate::i18n::tf;

/// A standing pact as the panel lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PactView {
    /// The pact's id (the index of the action that recorded it).
    pub id: usize,
    /// `countries`, `continent`, `frontier`, `world`, `aggression`, `condominium`.
    pub kind: &'static str,
    /// The two parties.
    pub parties: [Seat; 2],
    /// What it forbids, as a sentence naming countries and continents.
    pub forbids: String,
    /// The party that announced its end (it stays bound until the other's next turn ends).
    pub broken_by: Option<Seat>,
    /// An aggression pact whose joint attack is still to come.
    pub pending: bool,
}

/// A country a missile could hit from a country.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MissileTarget {
    /// The target.
    pub to: TerritoryId,
    /// The occupant hit, for a condominium.
    pub against: Option<Seat>,
    /// Borders between them (1 to 3).
    pub distance: u32,
    /// Armies it would destroy (3, 2, 1).
    pub damage: u32,
    /// Why firing now would be refused (the refusal code), `None` when it may fire.
    pub refused: Option<&'static str>,
}

impl Game {
    /// The standing pacts with what each forbids, in `lang`.
    pub fn pact_views(&self, lang: Lang) -> Vec<PactView> {
        self.pacts
            .iter()
            .map(|p| PactView {
                id: p.id,
                kind: p.kind.id(),
                parties: p.parties,
                forbids: self.forbids(p, lang),
                broken_by: p.broken.map(|b| b.0),
                pending: p.pending,
            })
            .collect()
    }

    /// What a pact forbids, as words naming the two parties (the message
    /// `teg-pact_forbids-…`).
    pub(super) fn forbids(&self, p: &Pact, lang: Lang) -> String {
        let [x, y] = p
            .parties
            .map(|s| FluentValue::from(self.party_name(s, lang)));
        let m = self.map();
        let t = |i: usize| FluentValue::from(m.name(p.countries[i], lang).to_string());
        let k = |i: usize| {
            FluentValue::from(
                m.continent_name(ContinentId(p.continents[i]), lang)
                    .to_string(),
            )
        };
        let (key, places) = match p.kind {
            PactKind::Countries => ("teg.pact_forbids.countries", vec![("a", t(0)), ("b", t(1))]),
            PactKind::Continent => ("teg.pact_forbids.continent", vec![("a", k(0))]),
            PactKind::Frontier => ("teg.pact_forbids.frontier", vec![("a", k(0)), ("b", k(1))]),
            PactKind::World => ("teg.pact_forbids.world", vec![]),
            PactKind::Aggression if self.truce_by_countries(p) => (
                "teg.pact_forbids.aggression_countries",
                vec![("a", t(0)), ("b", t(1)), ("target", t(2))],
            ),
            PactKind::Aggression => ("teg.pact_forbids.aggression", vec![("target", t(2))]),
            PactKind::Condominium => ("teg.pact_forbids.condominium", vec![("a", t(0))]),
        };
        let mut args = vec![("first", x), ("second", y)];
        args.extend(places);
        tf(lang, key, &args)
    }

    /// The aggression pact's truce covers only its three countries (§13.5, the
    /// `aggressor_countries` setting).
    pub fn truce_by_countries(&self, p: &Pact) -> bool {
        p.kind == PactKind::Aggression
            && p.countries.len() == 3
            && self.settings.aggression_truce == super::AggressionTruce::AggressorCountries
    }

    /// A party's name (its place at the table when the log left it blank).
    pub(super) fn party_name(&self, seat: Seat, lang: Lang) -> String {
        self.players
            .get(usize::from(seat))
            .map(|p| p.name.trim())
            .filter(|n| !n.is_empty())
            .map_or_else(|| place(usize::from(seat), lang), str::to_string)
    }

    /// Everything a missile in `from` could hit now for `seat`, each with its distance,
    /// damage and, if firing would be refused, the refusal's code.
    pub fn missile_targets(&self, seat: Seat, from: TerritoryId) -> Vec<MissileTarget> {
        let mut out = Vec::new();
        let mut reached = from.bit();
        let mut ring = from.bit();
        for d in 1..=3u32 {
            let mut next = 0;
            for t in members(ring) {
                next |= self.adjacency[t.index()];
            }
            next &= !reached;
            reached |= next;
            ring = next;
            for to in members(next) {
                let occupants: Vec<Option<Seat>> = match self.condominium(to) {
                    Some(c) => c.against(seat),
                    None if self.holder(to) == Some(seat) => Vec::new(),
                    None => vec![None],
                };
                for against in occupants {
                    let refused = match self.missile_checks(seat, from, to, against) {
                        Ok(_) => None,
                        Err(r) => Some(r.code()),
                    };
                    out.push(MissileTarget {
                        to,
                        against,
                        distance: d,
                        damage: 4 - d,
                        refused,
                    });
                }
            }
        }
        out
    }

    /// Every check of a shot but the turn's (§8.3): the defender and the damage.
    pub(super) fn missile_checks(
        &self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
        against: Option<Seat>,
    ) -> Result<(Seat, u32), Refusal> {
        let defender = self.fire_allowed(seat, from, to, against)?;
        let Some(d) = self.distance(from, to, 3, &[]) else {
            return Err(Refusal::MissileOutOfRange { from, to });
        };
        let mine = self.force(seat, from).map_or(0, |f| f.1);
        let (target_armies, theirs) = self.force(defender, to).unwrap_or((0, 0));
        if mine == 0 {
            return Err(Refusal::NoMissile { country: from });
        }
        let damage = 4 - d;
        if target_armies <= damage {
            return Err(Refusal::MissileTargetTooWeak {
                country: to,
                armies: target_armies,
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
        Ok((defender, damage))
    }

    /// The countries a seat holds alone against the common objective (§15.1).
    pub fn common_progress(&self, seat: Seat) -> (u32, u32) {
        (
            self.owned[usize::from(seat)].count_ones(),
            self.settings.common_objective,
        )
    }

    /// The seat that has fulfilled its objective, and how (the match ends at once).
    pub fn fulfilled(&self) -> Option<(Seat, super::WinReason)> {
        self.winner
    }
}

#[cfg(test)]
#[path = "readers_tests.rs"]
mod tests;
