//! The board: territories, continents (and bonus regions such as Asia del Nord) and
//! borders, loaded from a data file so other maps can be added without code.
//!
//! Three boards ship, by name ([`Map::by_name`]): `risiko`, `risk2210` (the Risk 2210
//! A.D. Earth, land layer) and `teg-revancha` (72 countries). A ruleset names its board ([`super::rulebook::Ruleset::map`]).
//! Each map is validated once at load (`load.rs`): ids unique, every border two-way,
//! every territory in exactly one known continent (regions are extra groupings and do
//! not count), every centre on the canvas, the board in one piece. Adjacency and
//! continents are kept as 128-bit masks, so the rules can ask "who owns all of Africa?"
//! with a few instructions.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use super::SHIPPED_MAPS;

mod board;
mod check;
mod grammar;
mod id;
mod intern;
mod load;
mod problem;
mod scope;

pub use grammar::Gender;
pub use id::{ContinentId, TerritoryId, TerritorySet, members};
pub use load::Layer;
pub use load::MapError;
pub use scope::{current, on_map, set_board};

pub use board::{Board, BoardContinent, BoardTerritory, Unreadable};
pub use check::{Needs, is_slug};
pub use intern::{intern, interned, interned_board};
pub use problem::Problem;

/// One territory of the board.
#[derive(Debug, Clone)]
pub struct Territory {
    /// Stable ASCII id used in logs, e.g. `europa_meridionale`.
    pub slug: String,
    /// The name printed on a Spanish board (T.E.G.), where the map gives one.
    pub name_es: Option<String>,
    /// True for an island, where a rule asks (T.E.G.'s objective of six islands).
    pub island: bool,
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
    /// Its layer (land, sea or Moon), the layer of its continent.
    pub layer: Layer,
}

/// A continent, or a bonus region (such as Asia del Nord) laid over continents.
#[derive(Debug, Clone)]
pub struct Continent {
    /// Stable ASCII id, e.g. `asia_del_nord`.
    pub slug: String,
    /// The name printed on a Spanish board (T.E.G.), where the map gives one.
    pub name_es: Option<String>,
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
    /// The layer its territories lie on (land unless the file says `sea` or `moon`).
    pub layer: Layer,
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
    /// Display name in Italian.
    pub name_it: String,
    /// Display name in English.
    pub name_en: String,
    /// Display name in Spanish, where the file gives one.
    pub name_es: Option<String>,
    /// Layout canvas width for the x/y hints.
    pub width: u16,
    /// Layout canvas height.
    pub height: u16,
    territories: Vec<Territory>,
    continents: Vec<Continent>,
    adjacency: Vec<TerritorySet>,
    /// Per territory, the neighbours whose border no source has checked on a board.
    unverified: Vec<TerritorySet>,
    slugs: BTreeMap<String, TerritoryId>,
}

impl Map {
    /// The RisiKo! world map, parsed and validated on first use.
    pub fn risiko() -> &'static Map {
        Map::shipped_board("risiko")
    }

    /// A board the engine ships, by the name a ruleset gives it: a ruleset's own board
    /// (`Map::risk2210`, in its folder) is read through here.
    ///
    /// # Panics
    /// If no shipped board has that name: a ruleset names its board in code, and a test
    /// loads every one.
    pub fn shipped_board(name: &str) -> &'static Map {
        Map::by_name(name).unwrap_or_else(|| panic!("no board `{name}` ships with the engine"))
    }

    /// A shipped board by name (`risiko`, `risk2210`), as a ruleset or a log names it.
    pub fn by_name(name: &str) -> Option<&'static Map> {
        let index = SHIPPED_MAPS.iter().position(|(n, _)| *n == name)?;
        Some(Map::shipped(index))
    }

    /// The names of the shipped boards, in a fixed order.
    pub fn names() -> impl Iterator<Item = &'static str> {
        SHIPPED_MAPS.iter().map(|(n, _)| *n)
    }

    /// The shipped board at `index` of [`SHIPPED_MAPS`], parsed once. The files are part of
    /// the build and a test loads each, so a broken one never reaches a referee.
    fn shipped(index: usize) -> &'static Map {
        static MAPS: [OnceLock<Map>; SHIPPED_MAPS.len()] =
            [const { OnceLock::new() }; SHIPPED_MAPS.len()];
        let (name, text) = SHIPPED_MAPS[index];
        MAPS[index].get_or_init(|| match Map::from_toml(text) {
            Ok(map) if map.id == name => map,
            Ok(map) => panic!("maps/{name}.toml says its id is `{}`", map.id),
            Err(e) => panic!("the embedded maps/{name}.toml must be a valid map: {e}"),
        })
    }

    /// The territory with that id.
    ///
    /// Ids come from this map, so an out-of-range id is a programming error.
    pub fn territory(&self, id: TerritoryId) -> &Territory {
        &self.territories[id.index()]
    }

    /// The territory `id`, if this board has one (an id read on a larger board does
    /// not panic here).
    pub fn get(&self, id: TerritoryId) -> Option<&Territory> {
        self.territories.get(id.index())
    }

    /// All territory ids, in map order.
    pub fn territory_ids(&self) -> impl Iterator<Item = TerritoryId> + use<> {
        let n = u8::try_from(self.territories.len()).unwrap_or(128);
        (0..n).map(TerritoryId)
    }

    /// How many territories the map has.
    pub fn territory_count(&self) -> usize {
        self.territories.len()
    }

    /// The mask of every territory.
    pub fn all(&self) -> TerritorySet {
        if self.territories.len() >= 128 {
            TerritorySet::MAX
        } else {
            (1 << self.territories.len()) - 1
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

    /// True if the border `a`–`b` is marked unverified in the file (the Risk 2210 Moon):
    /// the app marks an action using it so the referee looks twice.
    pub fn border_unverified(&self, a: TerritoryId, b: TerritoryId) -> bool {
        self.unverified[a.index()] & b.bit() != 0
    }

    /// The territories of one layer, as a mask.
    pub fn layer(&self, layer: Layer) -> TerritorySet {
        self.territory_ids()
            .filter(|&t| self.territory(t).layer == layer)
            .fold(0, |m, t| m | t.bit())
    }

    /// The number of borders (each counted once).
    pub fn border_count(&self) -> usize {
        let ends: u32 = self.adjacency.iter().map(|m| m.count_ones()).sum();
        (ends / 2) as usize
    }

    /// The territory's name in the given language; in Spanish, the Italian name where the
    /// board gives no Spanish one (a club's own board may name only two languages).
    pub fn name(&self, id: TerritoryId, lang: super::Lang) -> &str {
        let t = self.territory(id);
        in_lang(lang, &t.name_it, &t.name_en, t.name_es.as_deref())
    }

    /// The continent's name in the given language (Spanish falls back as [`Map::name`]).
    pub fn continent_name(&self, id: ContinentId, lang: super::Lang) -> &str {
        let c = self.continent(id);
        in_lang(lang, &c.name_it, &c.name_en, c.name_es.as_deref())
    }

    /// The board's own name in the given language (Spanish falls back to Italian).
    pub fn title(&self, lang: super::Lang) -> &str {
        in_lang(lang, &self.name_it, &self.name_en, self.name_es.as_deref())
    }
}

/// A name in the given language; in Spanish, the Italian name where the board gives no
/// Spanish one.
fn in_lang<'a>(lang: super::Lang, it: &'a str, en: &'a str, es: Option<&'a str>) -> &'a str {
    match lang {
        super::Lang::It => it,
        super::Lang::En => en,
        super::Lang::Es => es.unwrap_or(it),
    }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod board_tests;
