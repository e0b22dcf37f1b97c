//! The board: territories, continents (and bonus regions such as Asia del Nord) and
//! borders, loaded from a data file so other maps can be added without code.
//!
//! The map is validated once at load: ids unique, every border two-way, every territory in
//! exactly one continent (regions are extra groupings and do not count). Adjacency and
//! continents are kept as 64-bit masks, so the rules can ask "who owns all of Africa?"
//! with a few instructions.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

use serde::Deserialize;

mod grammar;
mod id;

pub use grammar::Gender;
pub use id::{ContinentId, TerritoryId, TerritorySet, members};

/// One territory of the board.
#[derive(Debug, Clone)]
pub struct Territory {
    /// Stable ASCII id used in logs, e.g. `europa_meridionale`.
    pub slug: String,
    /// Display name in Italian (the default).
    pub name_it: String,
    /// Classic English name.
    pub name_en: String,
    /// Gender and number of the Italian name.
    pub gender_it: Gender,
    /// The one continent it belongs to (regions are not continents here).
    pub continent: ContinentId,
    /// Centre on the layout canvas (x), a hint for drawing the board.
    pub x: u16,
    /// Centre on the layout canvas (y).
    pub y: u16,
    /// The symbol on the territory's card (e.g. `fante`), if the map knows it.
    pub card: Option<String>,
    /// False when sources disagree on the card's symbol: the referee confirms it at a trade.
    pub card_verified: bool,
}

/// A continent, or a bonus region (such as Asia del Nord) laid over continents.
#[derive(Debug, Clone)]
pub struct Continent {
    /// Stable ASCII id, e.g. `asia_del_nord`.
    pub slug: String,
    /// Display name in Italian.
    pub name_it: String,
    /// Display name in English.
    pub name_en: String,
    /// Gender and number of the Italian name.
    pub gender_it: Gender,
    /// Reinforcement bonus for owning all of it.
    pub bonus: u32,
    /// True for a bonus region, whose territories also belong to a real continent.
    pub region: bool,
    /// Its territories as a mask.
    pub territories: TerritorySet,
}

impl Continent {
    /// How many territories it has.
    pub fn size(&self) -> u32 {
        self.territories.count_ones()
    }
}

/// A whole board: territories, continents and borders.
#[derive(Debug, Clone)]
pub struct Map {
    /// The map's id, e.g. `risiko`.
    pub id: String,
    /// Layout canvas width for the x/y hints.
    pub width: u16,
    /// Layout canvas height.
    pub height: u16,
    territories: Vec<Territory>,
    continents: Vec<Continent>,
    adjacency: Vec<TerritorySet>,
    slugs: BTreeMap<String, TerritoryId>,
}

/// Why a map file was rejected.
#[derive(Debug, thiserror::Error)]
pub enum MapError {
    /// The TOML did not parse.
    #[error("map file: {0}")]
    Toml(#[from] toml::de::Error),
    /// The data parsed but breaks a map rule.
    #[error("map file: {0}")]
    Invalid(String),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MapFile {
    id: String,
    #[allow(dead_code)]
    name_it: String,
    #[allow(dead_code)]
    name_en: String,
    width: u16,
    height: u16,
    continents: Vec<ContinentFile>,
    territories: Vec<TerritoryFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ContinentFile {
    id: String,
    name_it: String,
    name_en: String,
    #[serde(default)]
    gender: Gender,
    bonus: u32,
    #[serde(default)]
    region: bool,
    #[serde(default)]
    territories: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TerritoryFile {
    id: String,
    name_it: String,
    name_en: String,
    #[serde(default)]
    gender: Gender,
    continent: String,
    neighbours: Vec<String>,
    x: u16,
    y: u16,
    #[serde(default)]
    card: Option<String>,
    #[serde(default)]
    card_unverified: bool,
}

const RISIKO_TOML: &str = include_str!("maps/risiko.toml");

impl Map {
    /// The RisiKo! world map, parsed and validated on first use.
    pub fn risiko() -> &'static Map {
        static MAP: OnceLock<Map> = OnceLock::new();
        MAP.get_or_init(|| {
            Map::from_toml(RISIKO_TOML).expect("the embedded maps/risiko.toml must be a valid map")
        })
    }

    /// Parses and validates a map file.
    ///
    /// # Errors
    /// A [`MapError`] naming the broken rule: duplicate id, unknown continent or
    /// neighbour, a one-way border, a territory in no or two continents, more than 64
    /// territories.
    pub fn from_toml(text: &str) -> Result<Map, MapError> {
        let file: MapFile = toml::from_str(text)?;
        let bad = |m: String| Err(MapError::Invalid(m));
        if file.territories.len() > 64 {
            return bad("more than 64 territories".into());
        }
        let mut slugs = BTreeMap::new();
        for (i, t) in file.territories.iter().enumerate() {
            let id = TerritoryId(u8::try_from(i).unwrap_or(u8::MAX));
            if slugs.insert(t.id.clone(), id).is_some() {
                return bad(format!("territory id `{}` used twice", t.id));
            }
        }
        let mut seen = BTreeSet::new();
        for c in &file.continents {
            if !seen.insert(c.id.clone()) || slugs.contains_key(&c.id) {
                return bad(format!("continent id `{}` used twice", c.id));
            }
        }
        let cont_index = |slug: &str| {
            file.continents
                .iter()
                .position(|c| c.id == slug)
                .map(|i| ContinentId(u8::try_from(i).unwrap_or(u8::MAX)))
        };
        let mut territories = Vec::new();
        let mut adjacency = vec![0u64; file.territories.len()];
        for (i, t) in file.territories.iter().enumerate() {
            let Some(continent) = cont_index(&t.continent) else {
                return bad(format!(
                    "territory `{}`: unknown continent `{}`",
                    t.id, t.continent
                ));
            };
            if file.continents[usize::from(continent.0)].region {
                return bad(format!(
                    "territory `{}`: `{}` is a region",
                    t.id, t.continent
                ));
            }
            for n in &t.neighbours {
                let Some(&nid) = slugs.get(n) else {
                    return bad(format!("territory `{}`: unknown neighbour `{n}`", t.id));
                };
                if nid.index() == i {
                    return bad(format!("territory `{}` borders itself", t.id));
                }
                adjacency[i] |= nid.bit();
            }
            territories.push(Territory {
                slug: t.id.clone(),
                name_it: t.name_it.clone(),
                name_en: t.name_en.clone(),
                gender_it: t.gender,
                continent,
                x: t.x,
                y: t.y,
                card: t.card.clone(),
                card_verified: t.card.is_some() && !t.card_unverified,
            });
        }
        for (i, t) in territories.iter().enumerate() {
            for n in members(adjacency[i]) {
                if adjacency[n.index()] & (1u64 << i) == 0 {
                    return bad(format!(
                        "border {} - {} is one-way",
                        t.slug,
                        n.slug_in(&slugs)
                    ));
                }
            }
        }
        let mut continents = Vec::new();
        for (ci, c) in file.continents.iter().enumerate() {
            let mut mask = 0u64;
            if c.region {
                for s in &c.territories {
                    let Some(id) = slugs.get(s) else {
                        return bad(format!("region `{}`: unknown territory `{s}`", c.id));
                    };
                    mask |= id.bit();
                }
            } else {
                if !c.territories.is_empty() {
                    return bad(format!(
                        "continent `{}` lists territories; only regions do",
                        c.id
                    ));
                }
                for (i, t) in territories.iter().enumerate() {
                    if usize::from(t.continent.0) == ci {
                        mask |= 1u64 << i;
                    }
                }
            }
            if mask == 0 {
                return bad(format!("continent `{}` has no territories", c.id));
            }
            continents.push(Continent {
                slug: c.id.clone(),
                name_it: c.name_it.clone(),
                name_en: c.name_en.clone(),
                gender_it: c.gender,
                bonus: c.bonus,
                region: c.region,
                territories: mask,
            });
        }
        Ok(Map {
            id: file.id,
            width: file.width,
            height: file.height,
            territories,
            continents,
            adjacency,
            slugs,
        })
    }

    /// The territory with that id.
    ///
    /// Ids come from this map, so an out-of-range id is a programming error.
    pub fn territory(&self, id: TerritoryId) -> &Territory {
        &self.territories[id.index()]
    }

    /// All territory ids, in map order.
    pub fn territory_ids(&self) -> impl Iterator<Item = TerritoryId> + use<> {
        let n = u8::try_from(self.territories.len()).unwrap_or(64);
        (0..n).map(TerritoryId)
    }

    /// How many territories the map has.
    pub fn territory_count(&self) -> usize {
        self.territories.len()
    }

    /// The mask of every territory.
    pub fn all(&self) -> TerritorySet {
        if self.territories.len() >= 64 {
            u64::MAX
        } else {
            (1u64 << self.territories.len()) - 1
        }
    }

    /// Looks a territory up by slug.
    pub fn by_slug(&self, slug: &str) -> Option<TerritoryId> {
        self.slugs.get(slug).copied()
    }

    /// Looks a continent or region up by slug.
    pub fn continent_by_slug(&self, slug: &str) -> Option<ContinentId> {
        self.continents
            .iter()
            .position(|c| c.slug == slug)
            .map(|i| ContinentId(u8::try_from(i).unwrap_or(u8::MAX)))
    }

    /// The continent or region with that id.
    pub fn continent(&self, id: ContinentId) -> &Continent {
        &self.continents[usize::from(id.0)]
    }

    /// Every continent and region, in map order, with their ids.
    pub fn continents(&self) -> impl Iterator<Item = (ContinentId, &Continent)> {
        self.continents
            .iter()
            .enumerate()
            .map(|(i, c)| (ContinentId(u8::try_from(i).unwrap_or(u8::MAX)), c))
    }

    /// The territories bordering `id`, as a mask.
    pub fn neighbour_set(&self, id: TerritoryId) -> TerritorySet {
        self.adjacency[id.index()]
    }

    /// The territories bordering `id`, in id order.
    pub fn neighbours(&self, id: TerritoryId) -> impl Iterator<Item = TerritoryId> + use<> {
        members(self.adjacency[id.index()])
    }

    /// True if the two territories share a border.
    pub fn adjacent(&self, a: TerritoryId, b: TerritoryId) -> bool {
        self.adjacency[a.index()] & b.bit() != 0
    }

    /// The number of borders (each counted once).
    pub fn border_count(&self) -> usize {
        let ends: u32 = self.adjacency.iter().map(|m| m.count_ones()).sum();
        (ends / 2) as usize
    }

    /// The territory's name in the given language.
    pub fn name(&self, id: TerritoryId, lang: super::Lang) -> &str {
        let t = self.territory(id);
        match lang {
            super::Lang::It => &t.name_it,
            super::Lang::En => &t.name_en,
        }
    }

    /// The continent's name in the given language.
    pub fn continent_name(&self, id: ContinentId, lang: super::Lang) -> &str {
        let c = self.continent(id);
        match lang {
            super::Lang::It => &c.name_it,
            super::Lang::En => &c.name_en,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn risiko_map_has_the_published_shape() {
        let m = Map::risiko();
        assert_eq!(m.territory_count(), 42);
        assert_eq!(m.border_count(), 82);
        let sizes: Vec<(String, u32, u32)> = m
            .continents()
            .map(|(_, c)| (c.slug.clone(), c.size(), c.bonus))
            .collect();
        assert!(sizes.contains(&("asia".into(), 12, 7)));
        assert!(sizes.contains(&("asia_del_nord".into(), 6, 3)));
        let med = m.by_slug("medio_oriente").expect("medio_oriente");
        assert!(m.adjacent(med, m.by_slug("cina").expect("cina")));
        assert!(!m.adjacent(med, m.by_slug("africa_orientale").expect("ao")));
    }

    #[test]
    fn risiko_cards_have_fourteen_of_each_symbol() {
        let m = Map::risiko();
        for symbol in ["fante", "cannone", "cavallo"] {
            let n = m
                .territory_ids()
                .filter(|&t| m.territory(t).card.as_deref() == Some(symbol))
                .count();
            assert_eq!(n, 14, "{symbol}");
        }
        let unverified: Vec<&str> = m
            .territory_ids()
            .filter(|&t| !m.territory(t).card_verified)
            .map(|t| m.territory(t).slug.as_str())
            .collect();
        assert_eq!(unverified, ["europa_occidentale", "africa_del_nord"]);
    }

    #[test]
    fn one_way_border_is_rejected() {
        let text = r#"id = "x"
name_it = "x"
name_en = "x"
width = 10
height = 10
[[continents]]
id = "c"
name_it = "c"
name_en = "c"
bonus = 1
[[territories]]
id = "a"
name_it = "a"
name_en = "a"
continent = "c"
neighbours = ["b"]
x = 0
y = 0
[[territories]]
id = "b"
name_it = "b"
name_en = "b"
continent = "c"
neighbours = []
x = 0
y = 0
"#;
        assert!(matches!(Map::from_toml(text), Err(MapError::Invalid(_))));
    }
}
