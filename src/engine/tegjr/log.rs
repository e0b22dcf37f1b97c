//! The TEG Jr match log (`docs/MATCH-LOG.md`, "TEG Jr"): the shared envelope with the
//! board it is played on (`map`, and `map_hash` for a club's board), the settings of the
//! decisions of `RULES-teg-jr.md`, the players, their sealed objectives, the deal, the
//! first player, and the actions.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::engine::log_file::{FORMAT, LogError, at, typed};
use crate::engine::map::{ContinentId, TerritoryId};
use crate::engine::seat::Seat;
use crate::engine::throw::Faces;

pub use crate::engine::seat::Player;
/// One throw's losses, when only they are entered.
pub use crate::engine::throw::Losses;

/// The ruleset id in the log.
pub const RULESET: &str = "teg-jr";

/// A whole TEG Jr match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TegJrLog {
    /// Format number, 1.
    pub format: u32,
    /// `teg-jr`.
    pub ruleset: String,
    /// The board's id: the example board, or a club's board.
    pub map: String,
    /// A club's board: the hash of the version played on (`Board::hash`).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub map_hash: String,
    /// Settings; missing keys take the defaults.
    #[serde(default)]
    pub settings: Settings,
    /// 2 to 4 players in seat order (clockwise).
    pub players: Vec<Player>,
    /// Each seat's sealed secret objective (3 or 4 players only).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub objectives: BTreeMap<Seat, Objective>,
    /// Who was dealt each country.
    pub deal: Deal,
    /// The seat that won the first roll and opens every round.
    pub first_seat: Seat,
    /// Everything recorded after the setup, in order.
    #[serde(default)]
    pub actions: Vec<Action>,
}

/// The deal; three players on 32 countries roll a die each for the spare ones.
pub type Deal = crate::engine::seat::Deal<Seat, u8>;

/// A secret objective, in one of the forms the engine checks (`RULES-teg-jr.md` §10.2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Objective {
    /// Hold at least this many countries.
    Total(u32),
    /// Hold every country of these continents.
    Continents(Vec<ContinentId>),
    /// Anything else, as the card says: the referee records `declare_objective`.
    Manual(String),
}

/// The decisions of `RULES-teg-jr.md`, as settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Placement and attack rounds alternate, or (from round 2) one turn does both.
    pub round_mode: RoundMode,
    /// How often a continent's bonus is paid.
    pub continent_bonus: ContinentBonus,
    /// Whether armies that arrived by regrouping may move on in the same turn.
    pub regroup_chain: RegroupChain,
    /// Where an eliminated player's cards go.
    pub eliminated_cards: EliminatedCards,
    /// Armies of the first placement round.
    pub first_round_armies: u32,
    /// Armies of every later placement.
    pub round_armies: u32,
    /// Armies for a 2-card trade.
    pub trade_armies: u32,
    /// Countries to win: two, three and four players.
    pub common_objective: [u32; 3],
    /// Place points (a table uses the first n values).
    pub placement_points: Vec<u32>,
    /// Extra points for winning by secret objective.
    pub objective_win_bonus: u32,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            round_mode: RoundMode::Alternating,
            continent_bonus: ContinentBonus::Once,
            regroup_chain: RegroupChain::Forbidden,
            eliminated_cards: EliminatedCards::ToConqueror,
            first_round_armies: 6,
            round_armies: 4,
            trade_armies: 4,
            common_objective: [20, 14, 12],
            placement_points: vec![6, 4, 3, 2],
            objective_win_bonus: 3,
        }
    }
}

/// `round_mode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoundMode {
    /// A placement round, then an attack round, and so on.
    Alternating,
    /// From round 2 every turn is placement, attacks and regrouping.
    Combined,
}

/// `continent_bonus`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ContinentBonus {
    /// Once per player and continent for the whole match ("por única vez").
    Once,
    /// Again after losing and retaking the continent.
    OncePerHolding,
    /// Every placement while it is held.
    EveryRound,
}

/// `regroup_chain`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RegroupChain {
    /// Armies that arrived by regrouping stay.
    Forbidden,
    /// They may move on.
    Allowed,
}

/// `eliminated_cards`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EliminatedCards {
    /// To the player who took the last country.
    ToConqueror,
    /// Back under the pile.
    ToPile,
}

/// One throw's dice, as thrown.
pub type Dice = Faces<u8>;

crate::engine::codes::log_actions! {
    /// One recorded action.
    pub enum Action {
        /// Before round 1: a sealed objective the deal already fulfils is exchanged.
        "replace_objective" ReplaceObjective {
            /// Whose.
            seat: Seat,
            /// The new card.
            objective: Objective,
        },
        /// A trade of 2 cards for 4 armies, before the turn's `place`.
        "trade" Trade {
            /// Who trades.
            seat: Seat,
        },
        /// One placement turn: every army due.
        "place" Place {
            /// Who places.
            seat: Seat,
            /// Armies per country.
            armies: BTreeMap<TerritoryId, u32>,
        },
        /// One throw.
        "attack" Attack {
            /// The attacker.
            seat: Seat,
            /// From this own country...
            from: TerritoryId,
            /// ...against this one.
            to: TerritoryId,
            /// The faces thrown...
            #[serde(default, skip_serializing_if = "Option::is_none")]
            dice: Option<Dice>,
            /// ...or only the losses.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            losses: Option<Losses>,
        },
        /// Armies moved into the country just conquered.
        "occupy" Occupy {
            /// The conqueror.
            seat: Seat,
            /// How many (1 or more, leaving 1 behind).
            armies: u32,
        },
        /// One regrouping move; no attack follows.
        "regroup" Regroup {
            /// Who moves.
            seat: Seat,
            /// From this own country...
            from: TerritoryId,
            /// ...to this adjacent own one.
            to: TerritoryId,
            /// How many.
            armies: u32,
        },
        // Ends an attack turn: the card is drawn if due.
        "end_turn" EndTurn { .. },
        /// The referee confirms a fulfilled objective the engine cannot check.
        "declare_objective" DeclareObjective {
            /// Whose objective.
            seat: Seat,
        },
        /// The match ends here (time is up, or it is stopped).
        "end_match" EndMatch {
            /// Why, in the referee's words.
            #[serde(default, skip_serializing_if = "String::is_empty")]
            reason: String,
        },
    }
}

impl TegJrLog {
    /// Reads a log from its JSON value (ids on the board set with `on_map`), naming the
    /// wrong field on error; every action is named by its index.
    ///
    /// # Errors
    /// A [`LogError`] with the path of the first wrong field.
    pub fn from_value(value: &serde_json::Value) -> Result<TegJrLog, LogError> {
        let mut top = value.clone();
        let actions = match top.as_object_mut().and_then(|o| o.remove("actions")) {
            Some(serde_json::Value::Array(list)) => list,
            None | Some(serde_json::Value::Null) => Vec::new(),
            Some(_) => return Err(at("actions", "actions is a list")),
        };
        let mut log: TegJrLog = typed(&top, "log")?;
        if log.format != FORMAT {
            return Err(at(
                "format",
                &format!(
                    "format {} is not known; this reader reads {FORMAT}",
                    log.format
                ),
            ));
        }
        for (i, a) in actions.iter().enumerate() {
            log.actions.push(typed(a, &format!("actions[{i}]"))?);
        }
        Ok(log)
    }
}
