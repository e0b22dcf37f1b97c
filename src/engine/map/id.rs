//! Compact ids for territories and continents, travelling in logs and JSON as slugs of
//! the map the ids are read and written on ([`super::current`]: the ruleset's board,
//! RisiKo! unless the engine set another with [`super::on_map`]).

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::current;

/// A territory of a map: its index in the map file (0-based, at most 127).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TerritoryId(pub u8);

impl TerritoryId {
    /// The index as a usize, for arrays indexed by territory.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The territory's bit in a [`TerritorySet`].
    pub fn bit(self) -> TerritorySet {
        1 << self.0
    }

    /// The slug on the current map ([`super::current`]; RisiKo! unless a ruleset on
    /// another board set it); `"?"` for an id past the current board's end (an id of
    /// a larger board written on the wrong one: a bug, said, not a panic).
    pub fn slug(self) -> &'static str {
        current().get(self).map_or("?", |t| t.slug.as_str())
    }
}

impl fmt::Display for TerritoryId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

/// Territory ids travel in logs and JSON as their slugs on the current map.
impl Serialize for TerritoryId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match current().get(*self) {
            Some(t) => s.serialize_str(&t.slug),
            None => Err(serde::ser::Error::custom(format!(
                "territory {} is not on the board `{}`",
                self.0,
                current().id
            ))),
        }
    }
}

impl<'de> Deserialize<'de> for TerritoryId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Slug;
        impl serde::de::Visitor<'_> for Slug {
            type Value = TerritoryId;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a territory id such as \"alaska\"")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<TerritoryId, E> {
                current()
                    .by_slug(v)
                    .ok_or_else(|| E::custom(format!("unknown territory `{v}`")))
            }
        }
        d.deserialize_str(Slug)
    }
}

/// A set of territories as a bit mask (bit i = territory i). 128 bits: the Risk 2210 A.D.
/// board has 69 territories (land, sea and Moon), more than a `u64` holds.
pub type TerritorySet = u128;

/// Iterates the territories of a set in id order.
pub fn members(set: TerritorySet) -> impl Iterator<Item = TerritoryId> {
    (0u8..128)
        .filter(move |i| set & (1 << i) != 0)
        .map(TerritoryId)
}

/// A continent (or bonus region) of a map, by index in the map file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ContinentId(pub u8);

impl ContinentId {
    /// The continent's slug on the current map ([`super::current`]).
    pub fn slug(self) -> &'static str {
        current().continent(self).slug.as_str()
    }
}

impl Serialize for ContinentId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.slug())
    }
}

impl<'de> Deserialize<'de> for ContinentId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let slug = String::deserialize(d)?;
        current()
            .continent_by_slug(&slug)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown continent `{slug}`")))
    }
}

impl TerritoryId {
    pub(super) fn slug_in(self, slugs: &BTreeMap<String, TerritoryId>) -> String {
        slugs
            .iter()
            .find(|(_, id)| **id == self)
            .map(|(s, _)| s.clone())
            .unwrap_or_default()
    }
}
