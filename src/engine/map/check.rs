//! The checks a [`Board`] passes before it can be played: every problem found, each as a
//! sentence an organizer can act on (Italian and English), not only the first, so one
//! upload shows everything to fix. A board with no problem becomes a [`Map`].

use std::collections::{BTreeMap, BTreeSet};

use super::board::Board;
use super::{Continent, ContinentId, Map, Territory, TerritoryId, TerritorySet, members};
use crate::engine::Lang;

/// What a ruleset needs of a board beyond the general checks.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Needs {
    /// Exactly this many territories (TEG Jr: 32, for its 3-player deal of 10 + 2).
    pub territories: Option<usize>,
}

impl Needs {
    /// No count required.
    pub const ANY: Needs = Needs { territories: None };

    /// What a ruleset needs of a club's board (`""`: any ruleset, no count).
    pub fn of_ruleset(ruleset: &str) -> Needs {
        match ruleset {
            // 10 each to three players and 2 by dice (RULES-teg-jr.md §3).
            "teg-jr" => Needs {
                territories: Some(32),
            },
            _ => Needs::ANY,
        }
    }
}

/// The rulesets that play on a board a club brings.
pub const BOARD_RULESETS: [&str; 1] = ["teg-jr"];

/// One thing wrong with a board. The fields are the ids the sentence names.
#[allow(missing_docs)] // each field is an id (or a count) named by the variant's doc
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// More than 64 territories (the engine keeps territory sets as 64-bit masks).
    TooMany { count: usize },
    /// No territory at all.
    NoTerritories,
    /// An id that is not a slug of lower-case ASCII letters, digits, `_` and `-`.
    BadId { id: String },
    /// A territory or continent without a name.
    NoName { id: String },
    /// Two territories share an id.
    DuplicateTerritory { id: String },
    /// Two continents share an id, or a continent has a territory's id.
    DuplicateContinent { id: String },
    /// A territory names a continent the board does not have.
    UnknownContinent {
        territory: String,
        continent: String,
    },
    /// A territory names a bonus region as its continent.
    InRegion { territory: String, region: String },
    /// A continent (not a region) also lists territories: they would be in two.
    ContinentLists { continent: String },
    /// A region lists a territory the board does not have.
    UnknownInRegion { region: String, territory: String },
    /// A neighbour the board does not have.
    UnknownNeighbour {
        territory: String,
        neighbour: String,
    },
    /// A territory listed among its own neighbours.
    BordersItself { territory: String },
    /// A border listed on one side only.
    OneWay { from: String, to: String },
    /// A bridge to a territory that is not among the neighbours.
    BridgeNotBorder { territory: String, bridge: String },
    /// A bridge drawn on one side only.
    OneWayBridge { from: String, to: String },
    /// A centre outside the picture.
    OffCanvas { territory: String },
    /// A territory that cannot be reached from the first one.
    NotConnected { territory: String, from: String },
    /// A continent with no territory.
    EmptyContinent { continent: String },
    /// Not the number of territories the ruleset needs.
    WrongCount { needs: usize, has: usize },
}

impl Problem {
    /// A stable code, for tests and the API.
    pub fn code(&self) -> &'static str {
        match self {
            Problem::TooMany { .. } => "too_many_territories",
            Problem::NoTerritories => "no_territories",
            Problem::BadId { .. } => "bad_id",
            Problem::NoName { .. } => "no_name",
            Problem::DuplicateTerritory { .. } => "duplicate_territory",
            Problem::DuplicateContinent { .. } => "duplicate_continent",
            Problem::UnknownContinent { .. } => "unknown_continent",
            Problem::InRegion { .. } => "continent_is_region",
            Problem::ContinentLists { .. } => "two_continents",
            Problem::UnknownInRegion { .. } => "unknown_in_region",
            Problem::UnknownNeighbour { .. } => "unknown_neighbour",
            Problem::BordersItself { .. } => "borders_itself",
            Problem::OneWay { .. } => "one_way_border",
            Problem::BridgeNotBorder { .. } => "bridge_not_border",
            Problem::OneWayBridge { .. } => "one_way_bridge",
            Problem::OffCanvas { .. } => "off_canvas",
            Problem::NotConnected { .. } => "not_connected",
            Problem::EmptyContinent { .. } => "empty_continent",
            Problem::WrongCount { .. } => "wrong_count",
        }
    }

    /// The sentence an organizer reads: what is wrong and how to fix it.
    pub fn sentence(&self, lang: Lang) -> String {
        let it = lang == Lang::It;
        match self {
            Problem::TooMany { count } if it => {
                format!("Il tabellone ha {count} paesi: al massimo 64.")
            }
            Problem::TooMany { count } => format!("The board has {count} countries: 64 at most."),
            Problem::NoTerritories if it => {
                "Il tabellone non ha paesi: aggiungine almeno uno.".into()
            }
            Problem::NoTerritories => "The board has no country: add at least one.".into(),
            Problem::BadId { id } if it => format!(
                "«{id}» non è un id valido: usa lettere minuscole senza accenti, cifre, _ e -."
            ),
            Problem::BadId { id } => format!(
                "\"{id}\" is not a valid id: use lower-case letters without accents, digits, _ and -."
            ),
            Problem::NoName { id } if it => {
                format!("«{id}» non ha un nome: scrivi almeno il nome italiano e inglese.")
            }
            Problem::NoName { id } => {
                format!("\"{id}\" has no name: write at least the Italian and English names.")
            }
            Problem::DuplicateTerritory { id } if it => {
                format!("Due paesi hanno lo stesso id «{id}»: ogni id deve essere unico.")
            }
            Problem::DuplicateTerritory { id } => {
                format!("Two countries share the id \"{id}\": every id must be unique.")
            }
            Problem::DuplicateContinent { id } if it => {
                format!("L'id di continente «{id}» è già usato: ogni id deve essere unico.")
            }
            Problem::DuplicateContinent { id } => {
                format!("The continent id \"{id}\" is already used: every id must be unique.")
            }
            Problem::UnknownContinent {
                territory,
                continent,
            } if it => {
                format!("{territory} è nel continente «{continent}», che il tabellone non ha.")
            }
            Problem::UnknownContinent {
                territory,
                continent,
            } => format!(
                "{territory} is in the continent \"{continent}\", which the board does not have."
            ),
            Problem::InRegion { territory, region } if it => format!(
                "{territory} indica come continente la regione {region}: indica il continente vero."
            ),
            Problem::InRegion { territory, region } => format!(
                "{territory} names the region {region} as its continent: name its real continent."
            ),
            Problem::ContinentLists { continent } if it => format!(
                "Il continente {continent} elenca dei paesi: solo le regioni lo fanno, ogni paese indica il suo unico continente."
            ),
            Problem::ContinentLists { continent } => format!(
                "The continent {continent} lists countries: only regions do; each country names its one continent."
            ),
            Problem::UnknownInRegion { region, territory } if it => {
                format!("La regione {region} elenca «{territory}», che il tabellone non ha.")
            }
            Problem::UnknownInRegion { region, territory } => {
                format!("The region {region} lists \"{territory}\", which the board does not have.")
            }
            Problem::UnknownNeighbour {
                territory,
                neighbour,
            } if it => format!("{territory} confina con «{neighbour}», che il tabellone non ha."),
            Problem::UnknownNeighbour {
                territory,
                neighbour,
            } => format!("{territory} borders \"{neighbour}\", which the board does not have."),
            Problem::BordersItself { territory } if it => {
                format!("{territory} confina con sé stesso: toglilo dai suoi confinanti.")
            }
            Problem::BordersItself { territory } => {
                format!("{territory} borders itself: remove it from its own neighbours.")
            }
            Problem::OneWay { from, to } if it => format!(
                "{from} confina con {to}, ma {to} non confina con {from}: un confine vale nei due sensi."
            ),
            Problem::OneWay { from, to } => format!(
                "{from} borders {to}, but {to} does not border {from}: a border goes both ways."
            ),
            Problem::BridgeNotBorder { territory, bridge } if it => {
                format!("{territory} ha un ponte verso {bridge}, che non è tra i suoi confinanti.")
            }
            Problem::BridgeNotBorder { territory, bridge } => {
                format!("{territory} has a bridge to {bridge}, which is not among its neighbours.")
            }
            Problem::OneWayBridge { from, to } if it => {
                format!("{from} ha un ponte verso {to}, ma {to} non ha il ponte verso {from}.")
            }
            Problem::OneWayBridge { from, to } => {
                format!("{from} has a bridge to {to}, but {to} has no bridge to {from}.")
            }
            Problem::OffCanvas { territory } if it => {
                format!("{territory} è fuori dall'immagine: spostalo dentro.")
            }
            Problem::OffCanvas { territory } => {
                format!("{territory} is off the picture: move it inside.")
            }
            Problem::NotConnected { territory, from } if it => format!(
                "{territory} non si raggiunge da {from}: il tabellone è in pezzi, aggiungi un confine."
            ),
            Problem::NotConnected { territory, from } => format!(
                "{territory} cannot be reached from {from}: the board is in pieces, add a border."
            ),
            Problem::EmptyContinent { continent } if it => {
                format!("Il continente {continent} non ha paesi: aggiungine o toglilo.")
            }
            Problem::EmptyContinent { continent } => {
                format!("The continent {continent} has no country: add some or remove it.")
            }
            Problem::WrongCount { needs, has } if it => {
                format!("Il regolamento vuole {needs} paesi, il tabellone ne ha {has}.")
            }
            Problem::WrongCount { needs, has } => {
                format!("The ruleset needs {needs} countries, the board has {has}.")
            }
        }
    }
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
        if ts.len() > 64 {
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
        let mut reached: TerritorySet = 1;
        let mut frontier = reached;
        while frontier != 0 {
            let next = members(frontier).fold(0, |acc, t| acc | map.neighbour_set(t));
            frontier = next & !reached;
            reached |= next;
        }
        let from = self.territories[0].id.clone();
        for t in members(all & !reached) {
            let territory = map.territory(t).slug.clone();
            out.push(Problem::NotConnected {
                territory,
                from: from.clone(),
            });
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
    /// at most 64 territories); a dangling name is skipped, never a panic.
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
                .fold(0u64, |m, t| m | t.bit())
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
            width: self.width,
            height: self.height,
            territories,
            continents,
            adjacency,
            slugs,
        }
    }
}
