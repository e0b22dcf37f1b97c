//! The tournament match log (`risiko-torneo`): the shared envelope of `MATCH-LOG.md`
//! (`format`, `ruleset`, `settings`, `players`, `actions`) with this ruleset's settings
//! (the decisions of `RULES-torneo.md` marked *setting*), players with their seat roll,
//! the objectives known at the start (or a seed that deals them), and the distribution
//! of the territories (entered, or dealt from a seed). Read strictly.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::Action;
use crate::engine::log_file::{self, Top};
use crate::engine::log_file::{FORMAT, LogError};
use crate::engine::map::TerritoryId;
use crate::engine::seat::Seat;

/// The ruleset id in the log.
pub const RULESET: &str = "risiko-torneo";

/// A whole tournament match: setup plus actions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TorneoLog {
    /// Format number, 1.
    pub format: u32,
    /// `risiko-torneo`.
    pub ruleset: String,
    /// Settings; missing keys take the defaults.
    #[serde(default)]
    pub settings: Settings,
    /// Players in turn order, seat 0 (the *primo di mano*) first.
    pub players: Vec<Player>,
    /// Seat → objective id, for the objectives known at the start (a secret one is
    /// absent until `reveal_objective` or `declare_risiko`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub objectives: BTreeMap<Seat, String>,
    /// The app deals every seat's objective from this seed (instead of `objectives`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub objective_seed: Option<u64>,
    /// Who got which territory.
    pub distribution: Distribution,
    /// Everything recorded after the setup, in order.
    #[serde(default)]
    pub actions: Vec<Action>,
}

/// The 130-army cap's penalty (§4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum CapPenalty {
    /// CNI 2004: the excess is removed and the player loses 50 tournament points.
    #[default]
    Cni2004,
    /// The excess is removed.
    Excess,
    /// Twice the excess is removed.
    DoubleExcess,
}

/// How the cap is kept (§4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum CapCheck {
    /// The engine refuses a placement over the cap (the console tells the referee at
    /// once, so no violation can stand).
    #[default]
    Refuse,
    /// Placements are recorded as made; a violation found later is a `cap_violation`.
    Referee,
}

/// Which seats receive the extra territories when 42 does not divide evenly (§2.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum ExtraTerritories {
    /// The last seats in turn order (the Monopoli club's dealing).
    #[default]
    LastSeats,
    /// The first seats (EdoMusu1991's simulator).
    FirstSeats,
}

/// A step of the table's tiebreak after the table points (§6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tiebreak {
    /// More points outside the objective first.
    OutsidePoints,
    /// The later seat in turn order first.
    ReverseSeat,
}

/// Per-tournament settings with the defaults of `RULES-torneo.md`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Match length before the penultimate round (§5.1).
    pub match_minutes: u32,
    /// Most armies a player may have on the board (§4).
    pub tank_cap: u32,
    /// The first sdadata threshold (§5.3).
    pub sdadata_first: u32,
    /// The highest sdadata threshold.
    pub sdadata_max: u32,
    /// A player who conquered more than this many territories in the turn does not roll.
    pub sdadata_exempt_over: u32,
    /// Three cards of one symbol.
    pub set_same: u32,
    /// One card of each symbol.
    pub set_mixed: u32,
    /// A jolly with two identical cards.
    pub set_jolly: u32,
    /// Per traded card showing a territory the player owns.
    pub card_territory_bonus: u32,
    /// Where the card bonus goes: `free` (placed like any reinforcement) or
    /// `on_territory` (each card's 2 on the territory it shows).
    pub bonus_placement: String,
    /// Sets one player may trade in a turn (`None`: any number).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sets_per_turn: Option<u32>,
    /// Most cards in a hand: a player holding this many draws none (`None`: no limit).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hand_limit: Option<u32>,
    /// Fewest armies left on an own territory bordering an enemy (§3.2).
    pub min_garrison: u32,
    /// No player may lose their last territory before this round (0: off).
    pub no_elimination_before_round: u32,
    /// Fewest armies from territories at the start of a turn (0: none).
    pub min_reinforcement: u32,
    /// Table size → total starting armies per player.
    pub initial_armies: BTreeMap<u8, u32>,
    /// Which seats get the extra territories.
    pub extra_territories: ExtraTerritories,
    /// How the cap is kept.
    pub cap_check: CapCheck,
    /// The cap's penalty.
    pub cap_penalty: CapPenalty,
    /// The tiebreak after the table points (empty: equal players share the place).
    pub table_tiebreak: Vec<Tiebreak>,
    /// The value a RisiKo! is entered with for the ranking formula (GestioneTorneo: 100).
    pub risiko_value: u32,
    /// Objective id → its territories, replacing the 16 tournament objectives (each
    /// must be worth 86 points).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub catalogue: BTreeMap<String, Vec<TerritoryId>>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            match_minutes: 90,
            tank_cap: 130,
            sdadata_first: 4,
            sdadata_max: 7,
            sdadata_exempt_over: 2,
            set_same: 8,
            set_mixed: 10,
            set_jolly: 12,
            card_territory_bonus: 2,
            bonus_placement: "free".into(),
            sets_per_turn: None,
            hand_limit: None,
            min_garrison: 2,
            no_elimination_before_round: 5,
            min_reinforcement: 0,
            initial_armies: BTreeMap::from([(3, 35), (4, 30), (5, 25)]),
            extra_territories: ExtraTerritories::LastSeats,
            cap_check: CapCheck::Refuse,
            cap_penalty: CapPenalty::Cni2004,
            table_tiebreak: vec![Tiebreak::OutsidePoints, Tiebreak::ReverseSeat],
            risiko_value: 100,
            catalogue: BTreeMap::new(),
        }
    }
}

/// One seat's player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    /// Seat number, equal to the position in `players` (= turn order).
    pub seat: Seat,
    /// Display name.
    pub name: String,
    /// Army colour.
    pub colour: String,
    /// The die rolled for the seat order, if the referee recorded it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roll: Option<u32>,
}

/// How the 42 territory cards were dealt (§2.3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "DistributionFile", into = "DistributionFile")]
pub enum Distribution {
    /// Territory → seat, as the table dealt them.
    Entered {
        /// Who holds each territory.
        owners: BTreeMap<TerritoryId, Seat>,
    },
    /// The app deals from this seed, dealing again until the continent limits hold.
    Dealt {
        /// The recorded random seed.
        seed: u64,
    },
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct DistributionFile {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    owners: Option<BTreeMap<TerritoryId, Seat>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
}

impl TryFrom<DistributionFile> for Distribution {
    type Error = &'static str;
    fn try_from(f: DistributionFile) -> Result<Self, Self::Error> {
        match (f.owners, f.seed) {
            (Some(owners), None) => Ok(Distribution::Entered { owners }),
            (None, Some(seed)) => Ok(Distribution::Dealt { seed }),
            _ => Err("a distribution has `owners` or `seed`, not both"),
        }
    }
}

impl From<Distribution> for DistributionFile {
    fn from(d: Distribution) -> Self {
        match d {
            Distribution::Entered { owners } => DistributionFile {
                owners: Some(owners),
                seed: None,
            },
            Distribution::Dealt { seed } => DistributionFile {
                owners: None,
                seed: Some(seed),
            },
        }
    }
}

const TOP_KEYS: [&str; 8] = [
    "format",
    "ruleset",
    "settings",
    "players",
    "objectives",
    "objective_seed",
    "distribution",
    "actions",
];

impl TorneoLog {
    /// Reads a tournament log strictly from an already parsed JSON value.
    ///
    /// # Errors
    /// A [`LogError`] naming the JSON path of the first wrong value.
    pub fn from_value(value: &Value) -> Result<TorneoLog, LogError> {
        let (top, format) = Top::read(value, &TOP_KEYS, FORMAT)?;
        Ok(TorneoLog {
            format,
            ruleset: top.field("ruleset")?,
            settings: top.field_or_default("settings")?,
            players: top.list("players")?,
            objectives: top.field_or_default("objectives")?,
            objective_seed: top.optional_field("objective_seed")?,
            distribution: top.field("distribution")?,
            actions: top.list_or_empty("actions")?,
        })
    }

    /// Reads a tournament log strictly from text.
    ///
    /// # Errors
    /// A [`LogError`] with line/column for broken JSON or the JSON path of a wrong value.
    pub fn parse(text: &str) -> Result<TorneoLog, LogError> {
        TorneoLog::from_value(&log_file::json(text)?)
    }

    /// The log as pretty JSON, keys in a fixed order.
    pub fn to_json_pretty(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}
