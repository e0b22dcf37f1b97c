//! Who sits at a table and who holds a territory: the two words every ruleset shares.
//! They live here, outside any ruleset, so that a ruleset (and the shared table surface)
//! names a seat without depending on another ruleset's log.

use std::collections::BTreeMap;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A seat at the table, which is also the turn order (0 plays first).
pub type Seat = u8;

/// The seat at `index` in seat order (every ruleset's tables seat a handful of players,
/// so the index always fits).
pub fn seat_at(index: usize) -> Seat {
    Seat::try_from(index).unwrap_or(Seat::MAX)
}

/// Who holds a territory: a seat or the neutrals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Owner {
    /// A player's seat.
    Seat(Seat),
    /// The neutral tanks.
    Neutral,
}

impl Serialize for Owner {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Owner::Seat(n) => s.serialize_u8(*n),
            Owner::Neutral => s.serialize_str("neutral"),
        }
    }
}

impl<'de> Deserialize<'de> for Owner {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Seat(Seat),
            Word(String),
        }
        match Raw::deserialize(d) {
            Ok(Raw::Seat(n)) => Ok(Owner::Seat(n)),
            Ok(Raw::Word(w)) if w == "neutral" => Ok(Owner::Neutral),
            _ => Err(serde::de::Error::custom(
                "an owner is a seat number or \"neutral\"",
            )),
        }
    }
}

/// A map keyed by seat, written with string keys (`{"0": 2}`) as JSON objects are. Read
/// by hand: inside a tagged action enum serde cannot turn a string key into a number.
/// Risk 2210 A.D.'s log and its settings both read such maps, so it sits with the seat.
pub(crate) fn seat_keys<'de, D, V>(d: D) -> Result<BTreeMap<Seat, V>, D::Error>
where
    D: Deserializer<'de>,
    V: Deserialize<'de>,
{
    let raw = BTreeMap::<String, V>::deserialize(d)?;
    raw.into_iter()
        .map(|(k, v)| {
            k.parse::<Seat>()
                .map(|s| (s, v))
                .map_err(|_| serde::de::Error::custom(format!("`{k}` is not a seat number")))
        })
        .collect()
}

/// The first player listed out of seat order, as its place in the list and the seat it
/// names: every log lists its `players` in seat order 0, 1, 2...
pub fn out_of_order(seats: impl IntoIterator<Item = Seat>) -> Option<(usize, Seat)> {
    seats
        .into_iter()
        .enumerate()
        .find(|(place, seat)| usize::from(*seat) != *place)
}

/// One seat's player where a log names only the seat, the player and their colour
/// (classic, T.E.G., TEG Jr, Risk 2210): `{"seat": 0, "name": "Anna", "colour": "red"}`,
/// no other field. Each log says in its `players` field what the seat order means.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    /// Seat number, 0-based: the player's place in `players`.
    pub seat: Seat,
    /// The player's name, as the sentences say it.
    pub name: String,
    /// The colour of the player's armies.
    pub colour: String,
}

/// The deal of the country cards in the rulesets that deal them all (T.E.G., TEG Jr):
/// every country and the seat dealt its card and, when the countries do not split
/// evenly, the die each seat rolled for the spare ones. Each ruleset names how its log
/// writes that roll: the seat's key `K` and the die `D`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    bound(deserialize = "K: Ord + Deserialize<'de>, D: Deserialize<'de>")
)]
pub struct Deal<K, D> {
    /// Every country and the seat dealt its card.
    pub owners: std::collections::BTreeMap<crate::engine::map::TerritoryId, Seat>,
    /// Each seat's die for the spare countries.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub leftover_rolls: std::collections::BTreeMap<K, D>,
}
