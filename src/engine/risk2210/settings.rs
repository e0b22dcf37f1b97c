//! The envelope's settings and setup of a Risk 2210 A.D. log (§11): the per-tournament
//! settings (years, the clock, blank cards, the decks' composition, the throw forms, the
//! place points and the conquest bonus) and the setup (the
//! devastated territories, the neutral with two players, the final setup entered at once).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::cards::Deck;
use super::pieces::Piece;
use crate::engine::map::TerritoryId;
use crate::engine::seat::{Seat, seat_keys};
pub use crate::engine::throw::DiceEntry;

/// The per-tournament settings of `RULES-risk2210.md` (§11).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// Years in the match (5).
    pub years: u32,
    /// Taking an empty or station-only territory counts for the three-capture bonus.
    pub empty_counts_for_bonus: bool,
    /// Match time in minutes (off by default, §8): once passed, the year in progress is
    /// the last.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub match_minutes: Option<u32>,
    /// The per-turn warning shown by the console, in seconds (off by default).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turn_warning_seconds: Option<u32>,
    /// The optional blank command cards (§10.4): `false` (default), or the custom
    /// cards the organizer entered before the match.
    #[serde(skip_serializing_if = "BlankCards::is_off")]
    pub blank_cards: BlankCards,
    /// The copies of each card kind in each deck, when the tournament loaded them
    /// (§4.4 check 6): deck → card id → copies, 20 per deck.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deck_composition: Option<BTreeMap<Deck, BTreeMap<String, u32>>>,
    /// The throw forms the referee may use (§11, as classic's §5): `either` (default),
    /// `full` (faces only) or `quick` (dice and losses only).
    #[serde(skip_serializing_if = "DiceEntry::is_either")]
    pub dice_entry: DiceEntry,
    /// Table size (2 to 5) → place points per place, replacing the default n − p (+2 for
    /// first) for that size (§8, as classic's §9).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub place_points: BTreeMap<u8, Vec<u32>>,
    /// Place points added to a winner by conquest, the last player left (§5.7; default 0).
    #[serde(skip_serializing_if = "is_zero")]
    pub conquest_bonus: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            years: 5,
            empty_counts_for_bonus: true,
            match_minutes: None,
            turn_warning_seconds: None,
            blank_cards: BlankCards::default(),
            deck_composition: None,
            dice_entry: DiceEntry::Either,
            place_points: BTreeMap::new(),
            conquest_bonus: 0,
        }
    }
}

/// The `blank_cards` setting: off, or the custom cards written on blank ones (§10.4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum BlankCards {
    /// `false`; `true` alone is refused at setup (the cards must be entered).
    Flag(bool),
    /// The custom cards, each put into its deck.
    Cards(Vec<CustomCard>),
}

impl Default for BlankCards {
    fn default() -> Self {
        BlankCards::Flag(false)
    }
}

impl BlankCards {
    fn is_off(&self) -> bool {
        *self == BlankCards::Flag(false)
    }

    /// The custom cards entered (none when off).
    pub fn cards(&self) -> &[CustomCard] {
        match self {
            BlankCards::Cards(c) => c,
            BlankCards::Flag(_) => &[],
        }
    }
}

/// A custom command card written on a blank one (§10.4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CustomCard {
    /// The deck it goes into.
    pub deck: Deck,
    /// Its id in the log (not one of the seed's ids of that deck).
    pub id: String,
    /// The name written on it.
    pub name: String,
    /// Energy to play it.
    pub cost: u32,
    /// When it may be played: `before`, `react_own`, `react_any`, `end` or `game`.
    pub timing: super::cards::Timing,
}

/// The setup: 4 devastated land territories; with two players the neutral's 28.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// The 4 land territories with a devastation marker.
    pub devastated: Vec<TerritoryId>,
    /// Two players: 16 land, 6 sea, 6 Moon territories with 3 neutral MODs each.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub neutral: Option<NeutralSetup>,
    /// The final setup entered at once (§2 step 9) instead of the claims, placements
    /// and pieces.
    #[serde(rename = "final", default, skip_serializing_if = "Option::is_none")]
    pub board: Option<FinalSetup>,
}

/// The board after the setup, entered at once (§2 step 9).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FinalSetup {
    /// Every non-devastated land territory (the neutral's aside) → its seat.
    pub owners: BTreeMap<TerritoryId, Seat>,
    /// MODs per territory.
    pub mods: BTreeMap<TerritoryId, u32>,
    /// Seat → its land commander, diplomat and station, each on an own territory.
    #[serde(deserialize_with = "seat_keys")]
    pub pieces: BTreeMap<Seat, BTreeMap<Piece, TerritoryId>>,
}

/// The neutral's territories (two players, §9).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NeutralSetup {
    /// 16 land territories.
    pub land: Vec<TerritoryId>,
    /// 6 sea territories.
    pub sea: Vec<TerritoryId>,
    /// 6 Moon territories.
    pub moon: Vec<TerritoryId>,
}
