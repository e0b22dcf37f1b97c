//! The checks a [`Board`] passes before it can be played: every problem found, each as a
//! sentence an organizer can act on (Italian and English), not only the first, so one
//! upload shows everything to fix. A board with no problem becomes a [`Map`].

use std::collections::{BTreeMap, BTreeSet};

use super::board::Board;
use super::problem::Problem;
use super::{Continent, ContinentId, Layer, Map, Territory, TerritoryId, TerritorySet, members};

/// What a ruleset needs of a board beyond the general checks.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Needs {
    /// Exactly this many territories.
    pub territories: Option<usize>,
    /// At least this many territories (0: no minimum).
    pub at_least: usize,
}

impl Needs {
    /// No count required.
    pub const ANY: Needs = Needs {
        territories: None,
        at_least: 0,
    };
}

/// True for an id of lower-case ASCII letters, digits, `_` and `-`, not empty.
pub fn is_slug(id: &str) -> bool {
    !id.is_empty()
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_' || b == b'-')
}

impl Board {
    /// Every problem of the board for a ruleset's needs, in file order; empty when it
    /// can be played.
    pub fn problems(&self, needs: Needs) -> Vec<Problem> {
        let mut out = Vec::new();
        let ts = &self.territories;
        if ts.len() > 128 {
            out.push(Problem::TooMany { count: ts.len() });
        }
        if ts.is_empty() {
            out.push(Problem::NoTerritories);
        }
        if let Some(n) = needs.territories.filter(|&n| n != ts.len()) {
            out.push(Problem::WrongCount {
                needs: n,
                has: ts.len(),
            });
        }
        if ts.len() < needs.at_least {
            out.push(Problem::TooFew {
                needs: needs.at_least,
                has: ts.len(),
            });
        }
        if !is_slug(&self.id) {
            out.push(Problem::BadId {
                id: self.id.clone(),
            });
        }
        let mut ids = BTreeSet::new();
        for t in ts {
            if !is_slug(&t.id) {
                out.push(Problem::BadId { id: t.id.clone() });
            }
            if t.name_it.trim().is_empty() || t.name_en.trim().is_empty() {
                out.push(Problem::NoName { id: t.id.clone() });
            }
            if !ids.insert(t.id.as_str()) {
                out.push(Problem::DuplicateTerritory { id: t.id.clone() });
            }
        }
        let mut cids = BTreeSet::new();
        for c in &self.continents {
            if !is_slug(&c.id) {
                out.push(Problem::BadId { id: c.id.clone() });
            }
            if c.name_it.trim().is_empty() || c.name_en.trim().is_empty() {
                out.push(Problem::NoName { id: c.id.clone() });
            }
            if !cids.insert(c.id.as_str()) || ids.contains(c.id.as_str()) {
                out.push(Problem::DuplicateContinent { id: c.id.clone() });
            }
            if !c.region && !c.territories.is_empty() {
                out.push(Problem::ContinentLists {
                    continent: c.id.clone(),
                });
            }
            for s in c
                .territories
                .iter()
                .filter(|s| c.region && !ids.contains(s.as_str()))
            {
                let (region, territory) = (c.id.clone(), s.clone());
                out.push(Problem::UnknownInRegion { region, territory });
            }
        }
        self.territory_problems(&ids, &mut out);
        if out.is_empty() {
            self.shape_problems(&mut out);
        }
        out
    }

    /// Continent, borders, bridges and canvas of each territory.
    fn territory_problems(&self, ids: &BTreeSet<&str>, out: &mut Vec<Problem>) {
        let lists = |a: &str, b: &str, bridge: bool| {
            self.territories.iter().any(|t| {
                t.id == a
                    && (if bridge { &t.bridges } else { &t.neighbours })
                        .iter()
                        .any(|n| n == b)
            })
        };
        for t in &self.territories {
            let territory = t.id.clone();
            match self.continents.iter().find(|c| c.id == t.continent) {
                None => out.push(Problem::UnknownContinent {
                    territory: territory.clone(),
                    continent: t.continent.clone(),
                }),
                Some(c) if c.region => out.push(Problem::InRegion {
                    territory: territory.clone(),
                    region: c.id.clone(),
                }),
                Some(_) => {}
            }
            for n in &t.neighbours {
                if *n == t.id {
                    out.push(Problem::BordersItself {
                        territory: territory.clone(),
                    });
                } else if !ids.contains(n.as_str()) {
                    out.push(Problem::UnknownNeighbour {
                        territory: territory.clone(),
                        neighbour: n.clone(),
                    });
                } else if !lists(n, &t.id, false) {
                    out.push(Problem::OneWay {
                        from: territory.clone(),
                        to: n.clone(),
                    });
                }
            }
            for b in &t.bridges {
                if !t.neighbours.contains(b) {
                    out.push(Problem::BridgeNotBorder {
                        territory: territory.clone(),
                        bridge: b.clone(),
                    });
                } else if ids.contains(b.as_str()) && !lists(b, &t.id, true) {
                    out.push(Problem::OneWayBridge {
                        from: territory.clone(),
                        to: b.clone(),
                    });
                }
            }
            if t.x > self.width || t.y > self.height {
                out.push(Problem::OffCanvas { territory });
            }
        }
    }

    /// The whole board's shape, once every reference is sound: in one piece, and no
    /// empty continent.
    fn shape_problems(&self, out: &mut Vec<Problem>) {
        let map = self.build();
        let all = map.all();
        // The Earth (land and seas) and the Moon are separate boards, each in one
        // piece; a board without a Moon is just one piece.
        let moon = map.layer(Layer::Moon);
        for piece in [all & !moon, moon] {
            let Some(first) = members(piece).next() else {
                continue;
            };
            let mut reached: TerritorySet = first.bit();
            let mut frontier = reached;
            while frontier != 0 {
                let next = members(frontier).fold(0, |acc, t| acc | map.neighbour_set(t));
                frontier = next & piece & !reached;
                reached |= next & piece;
            }
            let from = map.territory(first).slug.clone();
            for t in members(piece & !reached) {
                let territory = map.territory(t).slug.clone();
                out.push(Problem::NotConnected {
                    territory,
                    from: from.clone(),
                });
            }
        }
        for (_, c) in map.continents().filter(|(_, c)| c.territories == 0) {
            out.push(Problem::EmptyContinent {
                continent: c.slug.clone(),
            });
        }
    }

    /// The playable map, once the board has no problem for `needs`.
    ///
    /// # Errors
    /// Every [`Problem`] found, when there is one.
    pub fn to_map(&self, needs: Needs) -> Result<Map, Vec<Problem>> {
        let problems = self.problems(needs);
        if problems.is_empty() {
            Ok(self.build())
        } else {
            Err(problems)
        }
    }

    /// The map of a board whose references are sound (ids unique, every name known,
    /// at most 128 territories); a dangling name is skipped, never a panic.
    fn build(&self) -> Map {
        let id = |i: usize| TerritoryId(u8::try_from(i).unwrap_or(u8::MAX));
        let slugs: BTreeMap<String, TerritoryId> = self
            .territories
            .iter()
            .enumerate()
            .map(|(i, t)| (t.id.clone(), id(i)))
            .collect();
        let cont = |slug: &str| {
            self.continents
                .iter()
                .position(|c| c.id == slug)
                .unwrap_or(0)
        };
        let territories: Vec<Territory> = self
            .territories
            .iter()
            .map(|t| Territory {
                slug: t.id.clone(),
                name_es: (!t.name_es.is_empty()).then(|| t.name_es.clone()),
                island: t.island,
                layer: self
                    .continents
                    .get(cont(&t.continent))
                    .map_or(Layer::Land, |c| c.layer),
                name_it: t.name_it.clone(),
                name_en: t.name_en.clone(),
                gender_it: t.gender,
                continent: ContinentId(u8::try_from(cont(&t.continent)).unwrap_or(u8::MAX)),
                x: t.x,
                y: t.y,
                card: t.card.clone(),
                card_verified: t.card.is_some() && !t.card_unverified,
            })
            .collect();
        let mask = |names: &[String]| {
            names
                .iter()
                .filter_map(|n| slugs.get(n))
                .fold(0, |m: TerritorySet, t| m | t.bit())
        };
        let adjacency = self
            .territories
            .iter()
            .map(|t| mask(&t.neighbours))
            .collect();
        let continents = self
            .continents
            .iter()
            .enumerate()
            .map(|(ci, c)| Continent {
                slug: c.id.clone(),
                name_es: (!c.name_es.is_empty()).then(|| c.name_es.clone()),
                layer: c.layer,
                name_it: c.name_it.clone(),
                name_en: c.name_en.clone(),
                gender_it: c.gender,
                bonus: c.bonus,
                region: c.region,
                territories: if c.region {
                    mask(&c.territories)
                } else {
                    territories
                        .iter()
                        .enumerate()
                        .filter(|(_, t)| usize::from(t.continent.0) == ci)
                        .fold(0, |m, (i, _)| m | id(i).bit())
                },
            })
            .collect();
        Map {
            id: self.id.clone(),
            name_it: self.name_it.clone(),
            name_en: self.name_en.clone(),
            name_es: (!self.name_es.is_empty()).then(|| self.name_es.clone()),
            width: self.width,
            height: self.height,
            territories,
            continents,
            unverified: self
                .territories
                .iter()
                .map(|t| mask(&t.unverified))
                .collect(),
            adjacency,
            slugs,
        }
    }
}
