//! A board as data a club brings: the same file as the shipped maps (TOML, or the same
//! keys in JSON), read and written without loss so a board moves between instances.
//!
//! A [`Board`] is what an organizer uploads, edits and exports; it becomes a playable
//! [`Map`] only through [`Board::to_map`], after every check of `check.rs` passes. Two
//! keys the shipped files do not use are optional here: `name_es` (TEG boards are
//! printed in Spanish) and a territory's `bridges`, the neighbours it reaches over a
//! drawn bridge (a bridge is a border for the rules; only the picture shows it).

use serde::{Deserialize, Serialize};

use super::{Gender, Layer};

/// A whole board as its file says it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Board {
    /// The board's id: an ASCII slug, e.g. `teg-jr-circolo`.
    pub id: String,
    /// Display name in Italian.
    pub name_it: String,
    /// Display name in English.
    pub name_en: String,
    /// Display name in Spanish (optional).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name_es: String,
    /// The picture's canvas width.
    pub width: u16,
    /// The picture's canvas height.
    pub height: u16,
    /// Continents, then bonus regions laid over them.
    pub continents: Vec<BoardContinent>,
    /// Every territory (country).
    pub territories: Vec<BoardTerritory>,
}

/// A continent or bonus region of a [`Board`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardContinent {
    /// ASCII slug.
    pub id: String,
    /// Display name in Italian.
    pub name_it: String,
    /// Display name in English.
    pub name_en: String,
    /// Display name in Spanish (optional).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name_es: String,
    /// Gender and number of the Italian name.
    #[serde(default, skip_serializing_if = "is_masculine")]
    pub gender: Gender,
    /// Armies for holding all of it.
    pub bonus: u32,
    /// True for a bonus region over continents.
    #[serde(default, skip_serializing_if = "is_false")]
    pub region: bool,
    /// A region's territories (a continent's are those naming it).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub territories: Vec<String>,
    /// The layer its territories lie on (Risk 2210 A.D.'s seas and Moon; land
    /// otherwise).
    #[serde(default, skip_serializing_if = "is_land")]
    pub layer: Layer,
}

/// A territory (country) of a [`Board`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardTerritory {
    /// ASCII slug, the id logs use.
    pub id: String,
    /// Display name in Italian.
    pub name_it: String,
    /// Display name in English.
    pub name_en: String,
    /// Display name in Spanish (optional).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name_es: String,
    /// Gender and number of the Italian name.
    #[serde(default, skip_serializing_if = "is_masculine")]
    pub gender: Gender,
    /// Its one continent.
    pub continent: String,
    /// Every territory it borders, bridges included, each listed on both sides.
    pub neighbours: Vec<String>,
    /// The neighbours reached over a drawn bridge (a subset of `neighbours`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bridges: Vec<String>,
    /// Centre on the canvas (x).
    pub x: u16,
    /// Centre on the canvas (y).
    pub y: u16,
    /// The figure on its card, where the ruleset uses figures.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<String>,
    /// True when the card's figure is not certain.
    #[serde(default, skip_serializing_if = "is_false")]
    pub card_unverified: bool,
    /// Neighbours whose border no source has checked on a physical board (listed on
    /// both sides; the Risk 2210 A.D. Moon).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unverified: Vec<String>,
    /// True for an island, where a rule asks (T.E.G.'s six-island objective).
    #[serde(default, skip_serializing_if = "is_false")]
    pub island: bool,
}

fn is_masculine(g: &Gender) -> bool {
    *g == Gender::Masculine
}

fn is_land(l: &Layer) -> bool {
    *l == Layer::Land
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A board file that is not even readable: the reader's own sentence, with the place.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Unreadable(pub String);

/// `name_es` when given, else `name_it`: the Spanish of a board, continent or country.
fn spanish<'a>(es: &'a str, it: &'a str) -> &'a str {
    if es.trim().is_empty() { it } else { es }
}

impl Board {
    /// The board's name in `lang` (Spanish falls back to Italian, as [`super::Map::title`]).
    pub fn title(&self, lang: crate::engine::Lang) -> &str {
        match lang {
            crate::engine::Lang::It => &self.name_it,
            crate::engine::Lang::En => &self.name_en,
            crate::engine::Lang::Es => spanish(&self.name_es, &self.name_it),
        }
    }

    /// Reads a board from TOML (the shipped maps' format).
    ///
    /// # Errors
    /// [`Unreadable`] with the TOML reader's message (line, column, key).
    pub fn from_toml(text: &str) -> Result<Board, Unreadable> {
        toml::from_str(text).map_err(|e| Unreadable(e.to_string()))
    }

    /// Reads a board from JSON (the same keys).
    ///
    /// # Errors
    /// [`Unreadable`] with the JSON reader's message (line, column).
    pub fn from_json(text: &str) -> Result<Board, Unreadable> {
        serde_json::from_str(text).map_err(|e| Unreadable(e.to_string()))
    }

    /// Reads a board from either format: JSON when the text starts with `{`.
    ///
    /// # Errors
    /// As [`Board::from_toml`] / [`Board::from_json`].
    pub fn from_text(text: &str) -> Result<Board, Unreadable> {
        if text.trim_start().starts_with('{') {
            Board::from_json(text)
        } else {
            Board::from_toml(text)
        }
    }

    /// The board as a TOML file, read back unchanged by [`Board::from_toml`].
    pub fn to_toml(&self) -> String {
        // Every field is a string, a number, a bool or a list of them: always writable.
        toml::to_string(self).unwrap_or_default()
    }

    /// The board as pretty JSON, read back unchanged by [`Board::from_json`].
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// A short fingerprint of the content (hex of a BLAKE2s hash of the compact JSON):
    /// equal boards share it, so a match can name the exact board it was played on.
    pub fn hash(&self) -> String {
        use blake2::{Blake2s256, Digest};
        let json = serde_json::to_string(self).unwrap_or_default();
        Blake2s256::digest(json.as_bytes())
            .iter()
            .take(16)
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    /// The territory with that id, if the board has one.
    pub fn territory(&self, id: &str) -> Option<&BoardTerritory> {
        self.territories.iter().find(|t| t.id == id)
    }
}

impl BoardTerritory {
    /// The country's name in `lang` (Spanish falls back to Italian).
    pub fn name(&self, lang: crate::engine::Lang) -> &str {
        match lang {
            crate::engine::Lang::It => &self.name_it,
            crate::engine::Lang::En => &self.name_en,
            crate::engine::Lang::Es => spanish(&self.name_es, &self.name_it),
        }
    }
}

impl BoardContinent {
    /// The continent's name in `lang` (Spanish falls back to Italian).
    pub fn name(&self, lang: crate::engine::Lang) -> &str {
        match lang {
            crate::engine::Lang::It => &self.name_it,
            crate::engine::Lang::En => &self.name_en,
            crate::engine::Lang::Es => spanish(&self.name_es, &self.name_it),
        }
    }
}
