//! The match log of `MATCH-LOG.md`, the engine's public contract: setup (settings,
//! players, objectives, draft) plus the ordered actions the referee recorded.
//!
//! [`MatchLog::parse`] reads it strictly (unknown keys are errors) and names the place of
//! any error: line and column for broken JSON, the JSON path (`actions[12].to`) for a
//! well-formed file with wrong content. Writing it back ([`MatchLog::to_json_pretty`])
//! gives the same JSON with keys in a fixed order.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::map::{ContinentId, Map, TerritoryId, TerritorySet};

mod action;
mod describe;
pub(crate) mod parse;

/// The format number and the reading error are every ruleset's
/// ([`super::log_file`]); named here too so that the 2 vs 2 paths read as they always have.
pub use super::log_file::{FORMAT, LogError};
pub use action::{Action, ClockEvent};

/// Seats and owners are shared by every ruleset ([`super::seat`]); named here too so
/// that the 2 vs 2 paths keep reading as they always have.
pub use super::seat::{Owner, Seat};

/// A player's objective (§7 of the 2 vs 2 rules; checked by
/// `risiko2v2::objective::validate_objective`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Objective {
    /// One of the six objective continents (Asia del Nord counts, Asia does not).
    pub continent: ContinentId,
    /// One or more strips, each a chain of territories.
    pub strips: Vec<Vec<TerritoryId>>,
}

impl Objective {
    /// The objective area: the continent plus every strip territory.
    pub fn area(&self, map: &Map) -> TerritorySet {
        let mut area = map.continent(self.continent).territories;
        for strip in &self.strips {
            for t in strip {
                area |= t.bit();
            }
        }
        area
    }
}

/// A whole match: setup plus actions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchLog {
    /// Format number, 1.
    pub format: u32,
    /// Ruleset id, `risiko-2v2`.
    pub ruleset: String,
    /// Tournament settings; missing keys take the defaults.
    #[serde(default)]
    pub settings: Settings,
    /// Players in seat order (= turn order).
    pub players: Vec<Player>,
    /// Objective per seat (JSON keys are the seat numbers as strings).
    #[serde(default)]
    pub objectives: BTreeMap<Seat, Objective>,
    /// How territories were dealt.
    pub draft: Draft,
    /// Everything recorded after setup, in order.
    #[serde(default)]
    pub actions: Vec<Action>,
}

/// Per-tournament settings, with the defaults of `RULES-risiko-2v2.md`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Neutral tanks on each neutral territory (default 1).
    pub neutral_tanks: u32,
    /// Match length in minutes from the first reinforcement (default 100).
    pub match_minutes: u32,
    /// Minute of the "third-to-last round" announcement (default 90).
    pub announce_at_minutes: u32,
    /// Supplementary chances per team (default 4).
    pub chances_per_team: u32,
    /// Most tanks a player may have on the board (default 120).
    pub tank_cap: u32,
    /// Whether Asia del Nord's bonus adds to Asia's (default true).
    pub asia_del_nord_stacks: bool,
    /// Extension: per-turn warning threshold in seconds (default off).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turn_warning_seconds: Option<u32>,
    /// Extension (`docs/MATCH-LOG.md`): the engine also checks the clock calls — `start`
    /// only once the initial placement is over, `announce` only with the clock running
    /// and `announce_at_minutes` of running time gone. Every match Arbitro creates
    /// carries it; logs without it replay as before (default false).
    #[serde(default, skip_serializing_if = "is_false")]
    pub clock_checks: bool,
}

impl super::refusal::Names {
    /// The names of a 2 vs 2 log's or game's players (indexed by their `seat`), for its
    /// refusal sentences.
    pub fn of(players: &[Player]) -> Self {
        Self::seated(players.iter().map(|p| (p.seat, p.name.as_str())))
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            neutral_tanks: 1,
            match_minutes: 100,
            announce_at_minutes: 90,
            chances_per_team: 4,
            tank_cap: 120,
            asia_del_nord_stacks: true,
            turn_warning_seconds: None,
            clock_checks: false,
        }
    }
}

/// One seat's player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    /// Seat number, equal to the position in `players`.
    pub seat: Seat,
    /// Display name.
    pub name: String,
    /// Team label; teammates share it.
    pub team: String,
    /// Tank colour.
    pub colour: String,
    /// Extension (3 players): this seat is the solo player's virtual teammate, played by
    /// the solo player; its draft picks are public.
    #[serde(default, rename = "virtual", skip_serializing_if = "is_false")]
    pub is_virtual: bool,
    /// Extension (1 vs 1, or 3 players): the person who plays this seat, when one person
    /// plays two seats.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub person: Option<String>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// The draft, in one of its two forms.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "DraftFile", into = "DraftFile")]
pub enum Draft {
    /// Physical draft: the final owner of every territory.
    Physical {
        /// Territory → seat or neutral, for all 42 territories.
        owners: BTreeMap<TerritoryId, Owner>,
    },
    /// Digital draft: the packets as dealt, in seat order, and the seed they came from.
    Digital {
        /// Four packets (two of 10, two of 11).
        packets: Vec<Vec<TerritoryId>>,
        /// The seed of [`super::risiko2v2::deal_packets`], if the app dealt them.
        seed: Option<u64>,
    },
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct DraftFile {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    owners: Option<BTreeMap<TerritoryId, Owner>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    packets: Option<Vec<Vec<TerritoryId>>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
}

impl TryFrom<DraftFile> for Draft {
    type Error = String;
    fn try_from(f: DraftFile) -> Result<Self, String> {
        match (f.owners, f.packets) {
            (Some(owners), None) if f.seed.is_none() => Ok(Draft::Physical { owners }),
            (None, Some(packets)) => Ok(Draft::Digital {
                packets,
                seed: f.seed,
            }),
            _ => Err(
                "a draft has either `owners` (physical) or `packets` and `seed` (digital)".into(),
            ),
        }
    }
}

impl From<Draft> for DraftFile {
    fn from(d: Draft) -> Self {
        match d {
            Draft::Physical { owners } => DraftFile {
                owners: Some(owners),
                packets: None,
                seed: None,
            },
            Draft::Digital { packets, seed } => DraftFile {
                owners: None,
                packets: Some(packets),
                seed,
            },
        }
    }
}
