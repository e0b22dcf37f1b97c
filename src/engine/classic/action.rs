//! The recorded actions of a classic match: the `actions` list of `docs/MATCH-LOG.md`.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::engine::map::{Map, TerritoryId};
use crate::engine::seat::Seat;

crate::engine::codes::log_actions! {
    /// One recorded action of a classic match. `seat` is the seat that acts.
    pub enum Action {
        /// Setup: one army on an empty territory.
        "claim" Claim {
            /// Who claims.
            seat: Seat,
            /// The empty territory.
            territory: TerritoryId,
        },
        /// A setup placement turn, or reinforcements.
        "place" Place {
            /// Who places.
            seat: Seat,
            /// Armies per own territory.
            tanks: BTreeMap<TerritoryId, u32>,
            /// Two players, setup: the neutral army of the placement turn.
            #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
            neutral: BTreeMap<TerritoryId, u32>,
        },
        /// One set of three cards traded for armies.
        "trade" Trade {
            /// Who trades.
            seat: Seat,
            /// The three cards.
            cards: Vec<Card>,
            /// The symbol printed on a card the map does not know for sure.
            #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
            symbols: BTreeMap<TerritoryId, String>,
            /// The owned territory on a traded card that takes the 2 extra armies.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            bonus_territory: Option<TerritoryId>,
        },
        /// One throw of the dice, in the full form (faces) or the quick form (losses).
        "attack" Attack {
            /// The attacker.
            seat: Seat,
            /// The attacking territory.
            from: TerritoryId,
            /// The attacked territory.
            to: TerritoryId,
            /// Full form: the attacker's faces.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            attacker: Option<Vec<u32>>,
            /// Full form: the defender's faces.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            defender: Option<Vec<u32>>,
            /// Quick form: dice thrown, `[attacker, defender]`.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            dice: Option<[u32; 2]>,
            /// Quick form: armies lost, `[attacker, defender]`.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            losses: Option<[u32; 2]>,
        },
        "occupy" Occupy { .. },
        "move" Move { .. },
        "end_turn" EndTurn { .. },
        "clock" Clock { .. },
        "end_match" EndMatch { .. },
    }
}

/// A card named in a trade: a territory card or one of the two jolly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Card {
    /// The card of that territory.
    Territory(TerritoryId),
    /// A jolly (all three symbols, no territory).
    Jolly,
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Card::Territory(t) => t.serialize(s),
            Card::Jolly => s.serialize_str("jolly"),
        }
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let word = String::deserialize(d)?;
        if word == "jolly" {
            return Ok(Card::Jolly);
        }
        Map::risiko()
            .by_slug(&word)
            .map(Card::Territory)
            .ok_or_else(|| {
                serde::de::Error::custom(format!(
                    "unknown card `{word}`: a card is a territory id or \"jolly\""
                ))
            })
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Territory(t) => write!(f, "{t}"),
            Card::Jolly => f.write_str("jolly"),
        }
    }
}

crate::engine::codes::clock_events! {
    /// A clock event of a classic match.
    pub enum ClockEvent {
        /// The first reinforcement of round 1: the match clock starts.
        Start,
        /// The app's "ultimo giro": time is up, the round in progress is the last.
        LastRound,
    }
}
