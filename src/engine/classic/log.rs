//! The classic match log: the shared envelope of `MATCH-LOG.md` (`format`, `ruleset`,
//! `settings`, `players`, `actions`) with this ruleset's own settings, players without
//! teams, an optional `setup` and the actions of [`super::Action`]. Read strictly, with
//! the same error places (line/column, JSON path) as a 2 vs 2 log.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::Action;
use crate::engine::log_file::{self, Top};
use crate::engine::log_file::{FORMAT, LogError};
use crate::engine::map::TerritoryId;
use crate::engine::seat::{Owner, Seat};

/// One seat's player: classic plays without teams, so its log names a player as every
/// seat-only log does.
pub use crate::engine::seat::Player;
// The throw forms are a setting several rulesets share; classic names it as its own.
pub use crate::engine::throw::DiceEntry;

/// The ruleset id in the log.
pub const RULESET: &str = "risiko-classic";

/// A whole classic match: setup plus actions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClassicLog {
    /// Format number, 1.
    pub format: u32,
    /// `risiko-classic`.
    pub ruleset: String,
    /// Settings; missing keys take the defaults.
    #[serde(default)]
    pub settings: Settings,
    /// Players in turn order, seat 0 first.
    pub players: Vec<Player>,
    /// How the board was set up; absent when claims are recorded one by one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup: Option<Setup>,
    /// Everything recorded after setup, in order.
    #[serde(default)]
    pub actions: Vec<Action>,
}

/// When a match ends (§9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum EndRule {
    /// After `match_minutes`, the round in progress is the last.
    #[default]
    Time,
    /// After round `round_limit`.
    Rounds,
    /// World conquest only.
    Conquest,
}

/// Per-tournament settings with the defaults of the rules page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// The board: `risiko`.
    pub map: String,
    /// When the match ends.
    pub end_rule: EndRule,
    /// Match length under `time` (default 120).
    pub match_minutes: u32,
    /// Last round under `rounds` (no default).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub round_limit: Option<u32>,
    /// Per-turn warning threshold in seconds (default off).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turn_warning_seconds: Option<u32>,
    /// Throw forms allowed.
    pub dice_entry: DiceEntry,
    /// Table size → points per place (default: n − p, plus 2 for first).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub place_points: BTreeMap<u8, Vec<u32>>,
    /// Points added to a winner by conquest (default 0).
    pub conquest_bonus: u32,
    /// Starting armies per player, overriding 35/30/25 (required for 6 players).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start_armies: Option<u32>,
    /// `clock start` is refused before the first reinforcement of round 1 (§7: setup
    /// time is not counted). Every match Arbitro creates carries it; a log without it
    /// (every log written before it) replays as it always did.
    #[serde(skip_serializing_if = "is_false")]
    pub clock_checks: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            map: "risiko".into(),
            end_rule: EndRule::Time,
            match_minutes: 120,
            round_limit: None,
            turn_warning_seconds: None,
            dice_entry: DiceEntry::Either,
            place_points: BTreeMap::new(),
            conquest_bonus: 0,
            start_armies: None,
            clock_checks: false,
        }
    }
}

/// How the board was set up, when not claim by claim.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "SetupFile", into = "SetupFile")]
pub enum Setup {
    /// The final setup entered at once (§2.6 b).
    Final {
        /// Territory → seat (or `"neutral"` with two players).
        owners: BTreeMap<TerritoryId, Owner>,
        /// Territory → armies.
        tanks: BTreeMap<TerritoryId, u32>,
    },
    /// Two players: the three piles of 14 as the table dealt them (§8).
    Piles {
        /// `"0"`, `"1"` and `"neutral"` → territory ids.
        piles: BTreeMap<String, Vec<TerritoryId>>,
    },
    /// Two players: the app deals the piles from this seed (seat 0 chooses first).
    Dealt {
        /// The recorded random seed.
        seed: u64,
        /// Who chose first: seat 0, the first in turn order.
        pick_first: Seat,
    },
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SetupFile {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    owners: Option<BTreeMap<TerritoryId, Owner>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    tanks: Option<BTreeMap<TerritoryId, u32>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    piles: Option<BTreeMap<String, Vec<TerritoryId>>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pick_first: Option<Seat>,
}

impl TryFrom<SetupFile> for Setup {
    type Error = String;
    fn try_from(f: SetupFile) -> Result<Self, String> {
        match f {
            SetupFile {
                owners: Some(owners),
                tanks: Some(tanks),
                piles: None,
                seed: None,
                pick_first: None,
            } => Ok(Setup::Final { owners, tanks }),
            SetupFile {
                owners: None,
                tanks: None,
                piles: Some(piles),
                seed: None,
                pick_first: None,
            } => Ok(Setup::Piles { piles }),
            SetupFile {
                owners: None,
                tanks: None,
                piles: None,
                seed: Some(seed),
                pick_first,
            } => Ok(Setup::Dealt {
                seed,
                pick_first: pick_first.unwrap_or(0),
            }),
            _ => Err(
                "a setup has `owners` and `tanks` (final setup), or `piles`, or `seed` \
                 (two players)"
                    .into(),
            ),
        }
    }
}

impl From<Setup> for SetupFile {
    fn from(s: Setup) -> Self {
        let mut f = SetupFile {
            owners: None,
            tanks: None,
            piles: None,
            seed: None,
            pick_first: None,
        };
        match s {
            Setup::Final { owners, tanks } => {
                f.owners = Some(owners);
                f.tanks = Some(tanks);
            }
            Setup::Piles { piles } => f.piles = Some(piles),
            Setup::Dealt { seed, pick_first } => {
                f.seed = Some(seed);
                f.pick_first = Some(pick_first);
            }
        }
        f
    }
}

const TOP_KEYS: [&str; 6] = [
    "format", "ruleset", "settings", "players", "setup", "actions",
];

impl ClassicLog {
    /// Reads a classic log strictly from an already parsed JSON value.
    ///
    /// # Errors
    /// A [`LogError`] naming the JSON path of the first wrong value.
    pub fn from_value(value: &Value) -> Result<ClassicLog, LogError> {
        let (top, format) = Top::read(value, &TOP_KEYS, FORMAT)?;
        Ok(ClassicLog {
            format,
            ruleset: top.field("ruleset")?,
            settings: top.field_or_default("settings")?,
            players: top.list("players")?,
            setup: top.optional_field("setup")?,
            actions: top.list_or_empty("actions")?,
        })
    }

    /// Reads a classic log strictly from text.
    ///
    /// # Errors
    /// A [`LogError`] with line/column for broken JSON or the JSON path of a wrong value.
    pub fn parse(text: &str) -> Result<ClassicLog, LogError> {
        ClassicLog::from_value(&log_file::json(text)?)
    }

    /// The log as pretty JSON, keys in a fixed order.
    pub fn to_json_pretty(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}
