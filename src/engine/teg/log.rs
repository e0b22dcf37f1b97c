//! The T.E.G. La Revancha match log: the shared envelope of `MATCH-LOG.md` (`format`,
//! `ruleset`, `settings`, `players`, `actions`) with this ruleset's own setup: the deal of
//! the 72 countries, the sealed objectives and the first player. Read strictly, with the
//! same error places (JSON path) as the other rulesets.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::Action;
use crate::engine::log_file::{self, Top};
use crate::engine::log_file::{FORMAT, LogError};
use crate::engine::map::TerritoryId;
use crate::engine::seat::Seat;

pub use crate::engine::seat::Player;

/// The ruleset id in the log.
pub const RULESET: &str = "teg-revancha";

/// The six colours of the box (§1).
pub const COLOURS: [&str; 6] = ["blanco", "negro", "rojo", "azul", "amarillo", "verde"];

/// A whole match: setup plus actions.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TegLog {
    /// Format number, 1.
    pub format: u32,
    /// `teg-revancha`.
    pub ruleset: String,
    /// The board, `teg-revancha` (optional: there is only one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub map: Option<String>,
    /// Settings; missing keys take the defaults of the rules page.
    #[serde(default)]
    pub settings: Settings,
    /// Players in seat (clockwise) order.
    pub players: Vec<Player>,
    /// The deal of the country cards.
    pub deal: Deal,
    /// Sealed secret objectives: seat (as a string) → objective ids.
    #[serde(default)]
    pub objectives: BTreeMap<String, Vec<String>>,
    /// Who opens the placement circuits and round 1.
    pub first_seat: Seat,
    /// Everything recorded after setup, in order.
    #[serde(default)]
    pub actions: Vec<Action>,
}

/// The physical deal (§2.2); five players roll a die each for the two leftover cards,
/// written with the seat as a string.
pub type Deal = crate::engine::seat::Deal<String, u32>;

/// Fair Play or Vale Todo (§2.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Communication {
    /// Only neutral comments; pacts recorded during a party's turn.
    #[default]
    FairPlay,
    /// Anything goes; pacts at any time.
    ValeTodo,
}

/// How the match ends (§16.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum EndRule {
    /// After `match_minutes` the round in progress is the last.
    #[default]
    TimeLimit,
    /// Only an objective ends it.
    ObjectiveOnly,
}

/// The reinforcement floor for few countries (§5.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Floor {
    /// As written: fewer than 6 countries give 4, otherwise half.
    #[default]
    Literal,
    /// Never fewer than 4. Written `at_least_4` as the rules page spells it; logs
    /// stored before spelled it `at_least4`, which still reads.
    #[serde(rename = "at_least_4", alias = "at_least4")]
    AtLeast4,
}

/// What "doubles them" counts for the fourth attacking die (§7.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum FourDiceBasis {
    /// Every army in the attacking country.
    #[default]
    CountryArmies,
    /// Only the attack armies (all but one).
    AttackArmies,
}

/// What an aggression pact's one-round truce covers (§13.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum AggressionTruce {
    /// Every attack between the two allies' colours.
    #[default]
    Colours,
    /// Only attacks among the two aggressor countries and the target.
    AggressorCountries,
}

impl AggressionTruce {
    /// The default is left out of a written log, so logs from before the setting read
    /// back byte for byte.
    pub fn is_default(&self) -> bool {
        *self == AggressionTruce::default()
    }
}

/// Borders a tournament adds to or removes from the default graph; only the disputed
/// ones of the map page may appear.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapOverrides {
    /// Borders taken out.
    #[serde(default)]
    pub remove: Vec<[TerritoryId; 2]>,
    /// Borders put in.
    #[serde(default)]
    pub add: Vec<[TerritoryId; 2]>,
}

/// Per-tournament settings with the defaults of the rules page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// The end rule.
    pub end_rule: EndRule,
    /// Match length under `time_limit`.
    pub match_minutes: u32,
    /// Full rounds played after the round in which time ran out.
    pub rounds_after_time: u32,
    /// Fair Play or Vale Todo.
    pub communication: Communication,
    /// Countries held alone that win at once.
    pub common_objective: u32,
    /// The reinforcement floor.
    pub reinforcement_floor: Floor,
    /// The fourth attacking die's basis.
    pub four_dice_basis: FourDiceBasis,
    /// The disputed borders, settled.
    pub map_overrides: MapOverrides,
    /// The 20th objective card, as the organizer wrote it (absent: 19 cards).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub objective_20: Option<Value>,
    /// Points per place, 1st first.
    pub placement_points: Vec<u32>,
    /// Added for a victory by objective.
    pub objective_win_bonus: u32,
    /// What an aggression pact's truce covers.
    #[serde(skip_serializing_if = "AggressionTruce::is_default")]
    pub aggression_truce: AggressionTruce,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            end_rule: EndRule::TimeLimit,
            match_minutes: 120,
            rounds_after_time: 0,
            communication: Communication::FairPlay,
            common_objective: 45,
            reinforcement_floor: Floor::Literal,
            four_dice_basis: FourDiceBasis::CountryArmies,
            map_overrides: MapOverrides::default(),
            objective_20: None,
            placement_points: vec![6, 4, 3, 2, 1, 0],
            objective_win_bonus: 3,
            aggression_truce: AggressionTruce::Colours,
        }
    }
}

const TOP_KEYS: [&str; 9] = [
    "format",
    "ruleset",
    "map",
    "settings",
    "players",
    "deal",
    "objectives",
    "first_seat",
    "actions",
];

impl TegLog {
    /// Reads a log strictly from an already parsed JSON value.
    ///
    /// # Errors
    /// A [`LogError`] naming the JSON path of the first wrong value.
    pub fn from_value(value: &Value) -> Result<TegLog, LogError> {
        let (top, format) = Top::read(value, &TOP_KEYS, FORMAT)?;
        Ok(TegLog {
            format,
            ruleset: top.field("ruleset")?,
            map: top.optional_field("map")?,
            settings: top.field_or_default("settings")?,
            players: top.list("players")?,
            deal: top.field("deal")?,
            objectives: top.field_or_default("objectives")?,
            first_seat: top.field("first_seat")?,
            actions: top.list_or_empty("actions")?,
        })
    }

    /// Reads a log strictly from text.
    ///
    /// # Errors
    /// A [`LogError`] with line/column for broken JSON or the JSON path of a wrong value.
    pub fn parse(text: &str) -> Result<TegLog, LogError> {
        TegLog::from_value(&log_file::json(text)?)
    }

    /// The log as pretty JSON, keys in a fixed order.
    pub fn to_json_pretty(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rules page spells the floor `at_least_4`; logs stored before read
    /// `at_least4`. Both read, and a log is written the page's way.
    #[test]
    fn the_floor_reads_both_spellings_and_writes_the_pages() {
        for word in ["at_least_4", "at_least4"] {
            let s: Settings =
                serde_json::from_value(serde_json::json!({ "reinforcement_floor": word }))
                    .unwrap_or_else(|e| panic!("{word}: {e}"));
            assert_eq!(s.reinforcement_floor, Floor::AtLeast4, "{word}");
            assert_eq!(
                serde_json::to_value(&s).expect("settings")["reinforcement_floor"],
                "at_least_4"
            );
        }
        assert!(
            serde_json::from_value::<Settings>(
                serde_json::json!({ "reinforcement_floor": "at_least" })
            )
            .is_err()
        );
    }

    /// `docs/MATCH-LOG.md`'s "Settings and their defaults" block for T.E.G. is the
    /// engine's default, key for key (the Nigeria–Uruguay border is kept by default).
    #[test]
    fn the_documented_defaults_are_the_engines() {
        let page = include_str!("../../../docs/MATCH-LOG.md");
        let section = &page[page
            .find("## T.E.G. La Revancha")
            .expect("the T.E.G. section")..];
        let block = &section[section
            .find("Settings and their defaults:")
            .expect("the defaults block")..];
        let json = &block[block.find("```json").expect("a json block") + 7..];
        let json = &json[..json.find("```").expect("the block's end")];
        let documented: Settings = serde_json::from_str(json).expect("the block reads");
        assert_eq!(documented, Settings::default());
        assert!(documented.map_overrides.remove.is_empty(), "{json}");
    }
}
