//! Reading a map file and checking it once, at load: every id unique, every continent
//! known, every border two-way, every centre on the canvas, the board in one piece. A
//! broken file never becomes a [`Map`]: the error names the rule and the territory.

use std::collections::{BTreeMap, BTreeSet};

use serde::Deserialize;

use super::{Continent, ContinentId, Gender, Map, Territory, TerritoryId, TerritorySet, members};

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

/// The layer of a board a territory lies on. Every RisiKo! territory is land; the Risk
/// 2210 A.D. board adds seas (Earth) and the Moon, which no border joins to the Earth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Layer {
    /// Land, on the Earth.
    #[default]
    Land,
    /// Sea, on the Earth.
    Sea,
    /// The Moon: a board of its own.
    Moon,
}

impl Layer {
    /// The board the layer is drawn on: land and sea are the Earth, the Moon its own.
    fn board(self) -> u8 {
        u8::from(self == Layer::Moon)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MapFile {
    id: String,
    name_it: String,
    name_en: String,
    #[serde(default)]
    name_es: Option<String>,
    width: u16,
    height: u16,
    continents: Vec<ContinentFile>,
    territories: Vec<TerritoryFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ContinentFile {
    id: String,
    #[serde(default)]
    name_es: Option<String>,
    name_it: String,
    name_en: String,
    #[serde(default)]
    gender: Gender,
    bonus: u32,
    #[serde(default)]
    region: bool,
    #[serde(default)]
    layer: Layer,
    #[serde(default)]
    territories: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TerritoryFile {
    id: String,
    #[serde(default)]
    name_es: Option<String>,
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
    /// Neighbours whose border is not checked on a physical board (listed on both sides).
    #[serde(default)]
    unverified: Vec<String>,
    #[serde(default)]
    island: bool,
}

impl Map {
    /// Parses and validates a map file.
    ///
    /// # Errors
    /// A [`MapError`] naming the broken rule: duplicate id, unknown continent or
    /// neighbour, a one-way border, a territory in no or two continents, a centre off the
    /// canvas, a board (Earth, or Moon) in two pieces, a border between the Earth and the
    /// Moon, an unverified border that is no border or is flagged on one side only, more
    /// than 128 territories.
    pub fn from_toml(text: &str) -> Result<Map, MapError> {
        let file: MapFile = toml::from_str(text)?;
        let bad = |m: String| Err(MapError::Invalid(m));
        if file.territories.len() > 128 {
            return bad("more than 128 territories".into());
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
        let mut adjacency = vec![0; file.territories.len()];
        let mut unverified = vec![0; file.territories.len()];
        for (i, t) in file.territories.iter().enumerate() {
            let Some(continent) = cont_index(&t.continent) else {
                return bad(format!(
                    "territory `{}`: unknown continent `{}`",
                    t.id, t.continent
                ));
            };
            let layer = file.continents[usize::from(continent.0)].layer;
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
            for n in &t.unverified {
                match slugs.get(n) {
                    Some(nid) if t.neighbours.contains(n) => unverified[i] |= nid.bit(),
                    _ => {
                        return bad(format!(
                            "territory `{}`: unverified `{n}` is not a neighbour",
                            t.id
                        ));
                    }
                }
            }
            if t.x > file.width || t.y > file.height {
                return bad(format!(
                    "territory `{}`: centre {},{} is off the {}x{} canvas",
                    t.id, t.x, t.y, file.width, file.height
                ));
            }
            territories.push(Territory {
                slug: t.id.clone(),
                name_es: t.name_es.clone(),
                island: t.island,
                name_it: t.name_it.clone(),
                name_en: t.name_en.clone(),
                gender_it: t.gender,
                continent,
                x: t.x,
                y: t.y,
                card: t.card.clone(),
                card_verified: t.card.is_some() && !t.card_unverified,
                layer,
            });
        }
        for (i, t) in territories.iter().enumerate() {
            for n in members(adjacency[i]) {
                if adjacency[n.index()] & (1 << i) == 0 {
                    return bad(format!(
                        "border {} - {} is one-way",
                        t.slug,
                        n.slug_in(&slugs)
                    ));
                }
                let here = unverified[i] & n.bit() != 0;
                let there = unverified[n.index()] & (1 << i) != 0;
                if here != there {
                    return bad(format!(
                        "border {} - {} is unverified on one side only",
                        t.slug,
                        n.slug_in(&slugs)
                    ));
                }
                if t.layer.board() != territories[n.index()].layer.board() {
                    return bad(format!(
                        "border {} - {} joins the Earth to the Moon",
                        t.slug,
                        n.slug_in(&slugs)
                    ));
                }
            }
        }
        for board in [0, 1] {
            let on: Vec<usize> = (0..territories.len())
                .filter(|&i| territories[i].layer.board() == board)
                .collect();
            if let Some((&first, island)) = on.first().zip(unreachable(&adjacency, &on)) {
                return bad(format!(
                    "territory `{}` cannot be reached from `{}`: the board is in pieces",
                    territories[island].slug, territories[first].slug
                ));
            }
        }
        let mut continents = Vec::new();
        for (ci, c) in file.continents.iter().enumerate() {
            let mut mask: TerritorySet = 0;
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
                        mask |= 1 << i;
                    }
                }
            }
            if mask == 0 {
                return bad(format!("continent `{}` has no territories", c.id));
            }
            continents.push(Continent {
                slug: c.id.clone(),
                name_es: c.name_es.clone(),
                name_it: c.name_it.clone(),
                name_en: c.name_en.clone(),
                gender_it: c.gender,
                bonus: c.bonus,
                region: c.region,
                territories: mask,
                layer: c.layer,
            });
        }
        Ok(Map {
            id: file.id,
            name_it: file.name_it,
            name_en: file.name_en,
            name_es: file.name_es,
            width: file.width,
            height: file.height,
            territories,
            continents,
            adjacency,
            unverified,
            slugs,
        })
    }
}

/// The first territory of `on` (indices of one board: the Earth or the Moon) not
/// reachable from the first of them over the borders, if any.
fn unreachable(adjacency: &[TerritorySet], on: &[usize]) -> Option<usize> {
    let mut reached: TerritorySet = on.first().map_or(0, |&i| 1 << i);
    let mut frontier = reached;
    while frontier != 0 {
        let next = members(frontier).fold(0, |acc, t| acc | adjacency[t.index()]);
        frontier = next & !reached;
        reached |= next;
    }
    on.iter().copied().find(|&i| reached & (1 << i) == 0)
}
