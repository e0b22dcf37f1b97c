//! The Risk 2210 A.D. match log (`risk2210`): the shared envelope of `MATCH-LOG.md`
//! (`format`, `ruleset`, `settings`, `players`, `actions`) with this ruleset's settings,
//! its setup (the devastated territories; the neutral's territories with two players) and
//! its actions (docs/MATCH-LOG.md, "Risk 2210 A.D."). Read strictly: unknown keys fail.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::cards::Deck;
use super::pieces::{Commander, Piece};
pub use super::settings::{BlankCards, CustomCard, FinalSetup, NeutralSetup, Settings, Setup};
use crate::engine::log_file::{LogError, at, strip_position};
use crate::engine::map::{Map, TerritoryId, on_map};
use crate::engine::seat::{Seat, seat_keys};

pub use crate::engine::seat::Player;

/// The ruleset id in the log.
pub const RULESET: &str = "risk2210";

/// A whole match: setup plus actions.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct R2210Log {
    /// Format number, 1.
    pub format: u32,
    /// `risk2210`.
    pub ruleset: String,
    /// Settings; missing keys take the defaults.
    #[serde(default)]
    pub settings: Settings,
    /// Players in setup order (seat 0 places first).
    pub players: Vec<Player>,
    /// The devastation markers and, with two players, the neutral's territories.
    pub setup: Setup,
    /// Everything recorded after the setup, in order.
    #[serde(default)]
    pub actions: Vec<Action>,
}

crate::engine::codes::clock_events! {
    /// A clock event of a timed match (§8): the start with the first income of year 1, the
    /// referee's pause and resume, and the app's announcement that the year in progress is
    /// the last (once `match_minutes` have run).
    pub enum ClockEvent {
        /// The match clock starts.
        Start,
        /// Time is up: the year in progress is the last.
        LastYear,
    }
}

/// The faces of one side's throw by die kind.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Faces {
    /// Eight-sided dice (commanders).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub d8: Vec<u8>,
    /// Six-sided dice (MODs).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub d6: Vec<u8>,
}

impl Faces {
    /// Dice thrown.
    pub fn count(&self) -> usize {
        self.d8.len() + self.d6.len()
    }
}

/// How many dice of each kind one side threw (the quick form, §5.5).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DieCount {
    /// Eight-sided dice.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub d8: u32,
    /// Six-sided dice.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub d6: u32,
}

#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl DieCount {
    /// Dice thrown.
    pub fn count(self) -> u32 {
        self.d8 + self.d6
    }
}

impl From<&Faces> for DieCount {
    fn from(f: &Faces) -> DieCount {
        let n = |v: &Vec<u8>| u32::try_from(v.len()).unwrap_or(u32::MAX);
        DieCount {
            d8: n(&f.d8),
            d6: n(&f.d6),
        }
    }
}

/// The quick form's dice: `{"attacker": {"d8": 1, "d6": 2}, "defender": {"d6": 2}}`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuickDice {
    /// The attacker's dice.
    pub attacker: DieCount,
    /// The defender's dice.
    pub defender: DieCount,
}

/// A card's `mods`: a count (Redeployment) or MODs per territory (Reinforcements).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum CardMods {
    /// MODs that move.
    Count(u32),
    /// MODs per territory.
    Each(BTreeMap<TerritoryId, u32>),
}

/// Commanders lost in a throw, per side (§5.4).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Killed {
    /// The attacker's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attacker: Vec<Commander>,
    /// The defender's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub defender: Vec<Commander>,
}

crate::engine::codes::log_actions! {
    /// One recorded action (docs/MATCH-LOG.md, "Risk 2210 A.D.").
    pub enum Action {
        /// Setup: 1 MOD on an unoccupied land territory.
        "claim" Claim {
            /// Who.
            seat: Seat,
            /// Where.
            territory: TerritoryId,
        },
        /// A setup placement turn, or the income MODs of phase 1.
        "place" Place {
            /// Who.
            seat: Seat,
            /// MODs per territory.
            mods: BTreeMap<TerritoryId, u32>,
        },
        /// Setup: a free piece.
        "place_piece" PlacePiece {
            /// Who.
            seat: Seat,
            /// Which.
            piece: Piece,
            /// Where.
            territory: TerritoryId,
        },
        /// The bidding of a year: bids, tie rolls, the markers taken.
        "year_start" YearStart {
            /// Seat → energy bid.
            #[serde(deserialize_with = "seat_keys")]
            bids: BTreeMap<Seat, u32>,
            /// Seat → d6 face, for tied bidders (in order of rolls; re-rolls replace).
            #[serde(
                default,
                skip_serializing_if = "BTreeMap::is_empty",
                deserialize_with = "seat_keys"
            )]
            tie_rolls: BTreeMap<Seat, u8>,
            /// Seat → turn marker taken (1..N).
            #[serde(deserialize_with = "seat_keys")]
            markers: BTreeMap<Seat, u32>,
        },
        /// Phase 2: a commander for 3 energy.
        "buy_commander" BuyCommander {
            /// Who.
            seat: Seat,
            /// The kind.
            commander: Commander,
            /// Where it goes.
            territory: TerritoryId,
        },
        /// Phase 2: a space station for 5 energy.
        "buy_station" BuyStation {
            /// Who.
            seat: Seat,
            /// Where it goes.
            territory: TerritoryId,
        },
        /// Phase 3: command cards, 1 energy each, at most 4.
        "buy_cards" BuyCards {
            /// Who.
            seat: Seat,
            /// Deck → cards bought.
            decks: BTreeMap<Deck, u32>,
        },
        /// A command card played, with the fields its effect needs (§11, "Card fields").
        "play_card" PlayCard {
            /// Who.
            seat: Seat,
            /// Its deck.
            deck: Deck,
            /// The card's id (§10.2), or a custom card's (§10.4).
            card: String,
            /// Assemble MODs, Territorial Station, Rocket Strikes, Hidden Energy, Scout
            /// Forces (optional: the drawn card may be recorded when revealed).
            #[serde(default, skip_serializing_if = "Option::is_none")]
            territory: Option<TerritoryId>,
            /// Frequency Jam and Assassin Bomb: the player aimed at.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            target: Option<Seat>,
            /// Assassin Bomb: the commander aimed at.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            commander: Option<Commander>,
            /// Reinforcements (`{territory: 1}`), Redeployment (a number of MODs).
            #[serde(default, skip_serializing_if = "Option::is_none")]
            mods: Option<CardMods>,
            /// Scatter Bombs and Invade Earth: the territory cards turned, in order.
            #[serde(default, skip_serializing_if = "Vec::is_empty")]
            turned: Vec<TerritoryId>,
            /// Assassin Bomb (d8), Rocket Strikes, The Mother, Nicky Boy (d6).
            #[serde(default, skip_serializing_if = "Option::is_none")]
            roll: Option<u8>,
            /// Aqua Brother: every d6 rolled, the 6s that rolled again first.
            #[serde(default, skip_serializing_if = "Vec::is_empty")]
            rolls: Vec<u8>,
            /// Redeployment: the source.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            from: Option<TerritoryId>,
            /// Evacuation and Redeployment: the destination.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            to: Option<TerritoryId>,
            /// Redeployment: the commanders that move.
            #[serde(default, skip_serializing_if = "Vec::is_empty")]
            commanders: Vec<Commander>,
            /// Decoys Revealed: commander → the territory it moves to.
            #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
            moves: BTreeMap<Commander, TerritoryId>,
            /// MOD Reduction: seat → territory → MODs removed.
            #[serde(
                default,
                skip_serializing_if = "BTreeMap::is_empty",
                deserialize_with = "seat_keys"
            )]
            removals: BTreeMap<Seat, BTreeMap<TerritoryId, u32>>,
            /// Nuclear cards: the commanders their owners chose as losses, per territory.
            #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
            killed: BTreeMap<TerritoryId, Vec<Commander>>,
            /// Armageddon and custom cards: what the table did (then `referee_adjust`).
            #[serde(default, skip_serializing_if = "Option::is_none")]
            note: Option<String>,
        },
        /// The 5 MODs of an earlier Scout Forces, on the territory just occupied (§10.3).
        "scout_place" ScoutPlace {
            /// Who.
            seat: Seat,
            /// The territory the card showed (the one just occupied).
            territory: TerritoryId,
        },
        /// Declares an invasion.
        "invade" Invade {
            /// Who.
            seat: Seat,
            /// Source.
            from: TerritoryId,
            /// Target.
            to: TerritoryId,
        },
        /// One battle of the current invasion: the full form (`attacker`, `defender` faces)
        /// or the quick form (`dice` counts and `losses`), §5.5.
        "throw" Throw {
            /// The attacker.
            seat: Seat,
            /// Full form: the attacker's faces.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            attacker: Option<Faces>,
            /// The attacker's commanders who roll.
            #[serde(default, skip_serializing_if = "Vec::is_empty")]
            attacker_commanders: Vec<Commander>,
            /// Full form: the defender's faces.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            defender: Option<Faces>,
            /// The defender's commanders who roll.
            #[serde(default, skip_serializing_if = "Vec::is_empty")]
            defender_commanders: Vec<Commander>,
            /// Quick form: how many dice of each kind each side threw.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            dice: Option<QuickDice>,
            /// Quick form: units lost, `[attacker, defender]`.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            losses: Option<[u32; 2]>,
            /// Commanders chosen as losses.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            killed: Option<Killed>,
        },
        /// Ends the current invasion.
        "withdraw" Withdraw {
            /// Who.
            seat: Seat,
        },
        /// Units moved into the territory just captured (or an empty one).
        "occupy" Occupy {
            /// Who.
            seat: Seat,
            /// MODs moved in.
            mods: u32,
            /// Commanders moved in.
            #[serde(default, skip_serializing_if = "Vec::is_empty")]
            commanders: Vec<Commander>,
        },
        /// The card of the three-capture bonus.
        "bonus_card" BonusCard {
            /// Who.
            seat: Seat,
            /// The deck chosen.
            deck: Deck,
        },
        /// The phase-6 move.
        "fortify" Fortify {
            /// Who.
            seat: Seat,
            /// From.
            from: TerritoryId,
            /// To.
            to: TerritoryId,
            /// MODs moved.
            mods: u32,
            /// Commanders moved.
            #[serde(default, skip_serializing_if = "Vec::is_empty")]
            commanders: Vec<Commander>,
        },
        "end_turn" EndTurn { .. },
        // The clock of §8 (`match_minutes`); the referee's early end takes the score as
        // it stands.
        "clock" Clock { .. },
        "end_match" EndMatch { .. },
        /// What the table applied and the engine cannot (Armageddon, custom cards).
        "referee_adjust" RefereeAdjust {
            /// Territory → MODs to add (negative removes).
            #[serde(default)]
            mods: BTreeMap<TerritoryId, i32>,
            /// Seat → energy to add (negative removes).
            #[serde(default, deserialize_with = "seat_keys")]
            energy: BTreeMap<Seat, i32>,
            /// Why.
            reason: String,
        },
    }
}

impl Action {
    /// A `play_card` with no card field set (the effect's fields are filled in after).
    pub fn card(seat: Seat, deck: Deck, card: &str) -> Action {
        Action::PlayCard {
            seat,
            deck,
            card: card.into(),
            territory: None,
            target: None,
            commander: None,
            mods: None,
            turned: Vec::new(),
            roll: None,
            rolls: Vec::new(),
            from: None,
            to: None,
            commanders: Vec::new(),
            moves: BTreeMap::new(),
            removals: BTreeMap::new(),
            killed: BTreeMap::new(),
            note: None,
        }
    }
}

impl R2210Log {
    /// Reads a log from its JSON value, strictly.
    ///
    /// # Errors
    /// A [`LogError`] naming the wrong field.
    pub fn from_value(value: &serde_json::Value) -> Result<R2210Log, LogError> {
        on_map(Map::risk2210(), || serde_json::from_value(value.clone()))
            .map_err(|e| at("log", &strip_position(&e.to_string())))
    }

    /// The log as pretty JSON.
    pub fn to_json_pretty(&self) -> String {
        on_map(Map::risk2210(), || serde_json::to_string_pretty(self)).unwrap_or_default()
    }
}
