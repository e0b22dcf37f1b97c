//! The 16 tournament objectives (§8) as data: each is whole continents plus a strip of
//! territories, worth 86 points where a territory is worth its number of borders (§1).
//! An organizer may replace the list (`settings.catalogue`); the engine then checks
//! every objective is worth 86 before the match starts.

use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

use crate::engine::map::{Map, TerritoryId, TerritorySet, members};
use crate::engine::seed::splitmix64;

/// What every tournament objective is worth, and so the most table points a player has.
pub const OBJECTIVE_POINTS: u32 = 86;
/// What the whole board is worth: every territory's borders, each border counted twice.
pub const BOARD_POINTS: u32 = 164;

/// The 16 objectives of `RULES-torneo.md` §8: id, whole continents, extra territories.
const STANDARD: [(&str, &[&str], &[&str]); 16] = [
    (
        "letto",
        &["nord_america", "sud_america"],
        &[
            "africa_del_nord",
            "egitto",
            "africa_orientale",
            "congo",
            "medio_oriente",
            "india",
            "siam",
            "indonesia",
            "nuova_guinea",
            "australia_occidentale",
        ],
    ),
    (
        "elefante",
        &["europa", "africa"],
        &[
            "groenlandia",
            "ontario",
            "quebec",
            "stati_uniti_orientali",
            "urali",
            "afghanistan",
            "medio_oriente",
        ],
    ),
    (
        "ciclista",
        &["europa", "africa", "oceania"],
        &["urali", "afghanistan", "medio_oriente", "india", "siam"],
    ),
    (
        "giraffa",
        &["nord_america", "africa"],
        &[
            "islanda",
            "scandinavia",
            "gran_bretagna",
            "europa_settentrionale",
            "europa_meridionale",
            "ucraina",
        ],
    ),
    (
        "granchio",
        &["nord_america", "oceania"],
        &[
            "islanda",
            "scandinavia",
            "ucraina",
            "urali",
            "afghanistan",
            "medio_oriente",
            "india",
            "siam",
            "cina",
        ],
    ),
    (
        "formula1",
        &["sud_america", "europa", "oceania"],
        &[
            "africa_del_nord",
            "egitto",
            "africa_orientale",
            "afghanistan",
            "medio_oriente",
            "india",
            "siam",
        ],
    ),
    ("befana", &["sud_america", "africa", "asia"], &[]),
    (
        "elvis",
        &["nord_america", "sud_america", "europa"],
        &["kamchatka", "giappone"],
    ),
    ("dromedario", &["europa", "asia"], &["indonesia"]),
    (
        "piovra",
        &["nord_america", "europa"],
        &["urali", "siberia", "jacuzia", "kamchatka", "giappone"],
    ),
    (
        "lupo",
        &["sud_america", "europa", "africa"],
        &["urali", "siberia", "afghanistan", "medio_oriente"],
    ),
    (
        "tappeto",
        &["africa", "asia"],
        &["europa_meridionale", "ucraina"],
    ),
    ("guerra_fredda", &["nord_america", "asia"], &[]),
    (
        "motorino",
        &["sud_america", "africa", "oceania"],
        &[
            "europa_occidentale",
            "europa_meridionale",
            "cita",
            "giappone",
            "mongolia",
            "medio_oriente",
            "india",
            "siam",
            "cina",
        ],
    ),
    (
        "aragosta",
        &["asia", "oceania"],
        &[
            "alaska",
            "alberta",
            "egitto",
            "africa_orientale",
            "congo",
            "africa_del_sud",
            "madagascar",
        ],
    ),
    (
        "locomotiva",
        &["nord_america", "sud_america", "africa"],
        &["europa_occidentale", "europa_meridionale", "ucraina"],
    ),
];

/// One objective: an id players know it by and its territories.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Objective {
    /// Stable id, e.g. `piovra`.
    pub id: String,
    /// Its territories.
    pub territories: TerritorySet,
}

/// An objective's name for people: the card's nickname, the message
/// `torneo-objective-<id>` (in every language the Italian nickname players use); an
/// objective of a tournament's own catalogue is named by its id, capitalised, with spaces
/// for underscores.
pub fn objective_name(lang: crate::engine::Lang, id: &str) -> String {
    let key = format!("torneo.objective.{id}");
    if crate::i18n::has_key(&key) {
        return crate::i18n::t(lang, &key).to_string();
    }
    let words = id.replace('_', " ");
    let mut chars = words.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// A territory's value: its number of borders ("Madagascar vale 2, la Cina vale 7").
pub fn territory_points(t: TerritoryId) -> u32 {
    Map::risiko().neighbour_set(t).count_ones()
}

/// The points of a set of territories.
pub fn points(set: TerritorySet) -> u32 {
    members(set).map(territory_points).sum()
}

/// The objectives a match is dealt from, in a fixed order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Catalogue(Arc<Vec<Objective>>);

/// Why an organizer's catalogue cannot be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CatalogueError {
    /// An objective is worth other than 86.
    Points {
        /// The objective.
        id: String,
        /// What it is worth.
        points: u32,
    },
    /// An objective lists a territory twice.
    Duplicate {
        /// The objective.
        id: String,
        /// The territory.
        territory: TerritoryId,
    },
}

impl Catalogue {
    /// The 16 tournament objectives.
    pub fn standard() -> Catalogue {
        static STANDARD_CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
        STANDARD_CATALOGUE
            .get_or_init(|| {
                let map = Map::risiko();
                let slug = |s: &str| map.by_slug(s).map_or(0, TerritoryId::bit);
                let continent = |s: &str| {
                    map.continent_by_slug(s)
                        .map_or(0, |c| map.continent(c).territories)
                };
                Catalogue(Arc::new(
                    STANDARD
                        .iter()
                        .map(|(id, whole, extra)| Objective {
                            id: (*id).to_string(),
                            territories: whole.iter().map(|c| continent(c)).fold(0, |a, b| a | b)
                                | extra.iter().map(|t| slug(t)).fold(0, |a, b| a | b),
                        })
                        .collect(),
                ))
            })
            .clone()
    }

    /// An organizer's catalogue, every objective checked to be worth 86.
    ///
    /// # Errors
    /// The first objective worth other than 86, or listing a territory twice.
    pub fn custom(list: &BTreeMap<String, Vec<TerritoryId>>) -> Result<Catalogue, CatalogueError> {
        let mut out = Vec::with_capacity(list.len());
        for (id, territories) in list {
            let mut set = 0;
            for t in territories {
                if set & t.bit() != 0 {
                    return Err(CatalogueError::Duplicate {
                        id: id.clone(),
                        territory: *t,
                    });
                }
                set |= t.bit();
            }
            if points(set) != OBJECTIVE_POINTS {
                return Err(CatalogueError::Points {
                    id: id.clone(),
                    points: points(set),
                });
            }
            out.push(Objective {
                id: id.clone(),
                territories: set,
            });
        }
        Ok(Catalogue(Arc::new(out)))
    }

    /// How many objectives it has.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True if it has none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The objective at `index`.
    pub fn get(&self, index: usize) -> Option<&Objective> {
        self.0.get(index)
    }

    /// The index of the objective with that id.
    pub fn find(&self, id: &str) -> Option<usize> {
        self.0.iter().position(|o| o.id == id)
    }

    /// Every objective, in order.
    pub fn iter(&self) -> impl Iterator<Item = &Objective> {
        self.0.iter()
    }
}

/// Deals `seats` different objectives from the catalogue with a recorded seed: the
/// catalogue's indices, the same for the same seed forever.
pub fn deal_objectives(seed: u64, seats: usize, catalogue: &Catalogue) -> Vec<usize> {
    let mut order: Vec<usize> = (0..catalogue.len()).collect();
    let mut state = seed;
    for i in (1..order.len()).rev() {
        let j = usize::try_from(splitmix64(&mut state) % (i as u64 + 1)).unwrap_or(0);
        order.swap(i, j);
    }
    order.truncate(seats);
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_standard_objective_is_worth_86_and_the_board_164() {
        let c = Catalogue::standard();
        assert_eq!(c.len(), 16);
        for o in c.iter() {
            assert_eq!(points(o.territories), OBJECTIVE_POINTS, "{}", o.id);
        }
        assert_eq!(points(Map::risiko().all()), BOARD_POINTS);
        let sizes: Vec<u32> = c.iter().map(|o| o.territories.count_ones()).collect();
        assert_eq!(
            sizes,
            [
                23, 20, 22, 21, 22, 22, 22, 22, 20, 21, 21, 20, 21, 23, 23, 22
            ]
        );
    }

    #[test]
    fn madagascar_is_worth_2_and_china_7() {
        let map = Map::risiko();
        let t = |s: &str| map.by_slug(s).unwrap_or(TerritoryId(0));
        assert_eq!(territory_points(t("madagascar")), 2);
        assert_eq!(territory_points(t("cina")), 7);
    }

    #[test]
    fn a_tappeto_with_indonesia_is_worth_89_and_refused() {
        let map = Map::risiko();
        let c = Catalogue::standard();
        let tappeto = c
            .get(c.find("tappeto").unwrap_or(0))
            .map_or(0, |o| o.territories);
        let mut list: Vec<TerritoryId> = members(tappeto).collect();
        list.push(map.by_slug("indonesia").unwrap_or(TerritoryId(0)));
        let custom = BTreeMap::from([("tappeto".to_string(), list)]);
        assert_eq!(
            Catalogue::custom(&custom),
            Err(CatalogueError::Points {
                id: "tappeto".into(),
                points: 89
            })
        );
    }

    #[test]
    fn dealt_objectives_are_distinct_and_repeatable() {
        let c = Catalogue::standard();
        let a = deal_objectives(7, 5, &c);
        assert_eq!(a, deal_objectives(7, 5, &c));
        let mut sorted = a.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 5);
    }
}
