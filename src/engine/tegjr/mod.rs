//! TEG Jr (`teg-jr`), the children's T.E.G. (`RULES-teg-jr.md`): 2 to 4 players on a board
//! a club enters (or the shipped example), a 6-army first round, then 4 armies a round
//! plus continent bonuses, real dice with ties to the defender, one card per turn after
//! a conquest, 2-card trades, common and secret objectives.
//!
//! [`Game`] is built from a [`TegJrLog`]'s setup (`setup.rs`) and moved forward one
//! [`Action`] at a time (`play.rs`); every handler checks all its rules before touching
//! the state, so a refused action leaves the game as it was. `view.rs` is the shared
//! [`crate::engine::table::Table`] surface and the result.

mod registered;
pub use registered::RULESET_DESCRIPTOR;

mod carried;
mod deal;
mod log;
mod play;
mod refusal;
mod setup;
mod view;

use std::collections::BTreeSet;
use std::sync::OnceLock;

use serde_json::Value;

use super::map::{Board, ContinentId, Map, Needs, TerritoryId, TerritorySet, intern, interned};
use super::seat::Seat;

pub use carried::{bring_board, download, without_board};
pub use deal::{BOX_COUNTRIES, deal, spare_count};
pub use log::{
    Action, ContinentBonus, Deal, Dice, EliminatedCards, Losses, Objective, Player, RULESET,
    RegroupChain, RoundMode, Settings, TegJrLog,
};
pub use play::losses_from_faces;
pub use refusal::{Refusal, objection};
pub use view::describe;

/// The id of the shipped example board (to be replaced by the club's).
pub const EXAMPLE: &str = "teg-jr-esempio";

/// What TEG Jr needs of a club's board. The box's board has 32 countries (10 each to
/// three players and 2 by dice, RULES-teg-jr.md §3), but the deal works on any count (an
/// even share and the spare ones by dice) and the common objectives scale with the board
/// (`Settings::for_board`): a club's own board only needs two countries each at the
/// largest table (four players), so every player is dealt a choice of where to place and
/// something to attack from (docs/MAPS.md, "TEG Jr's count").
pub const BOARD_NEEDS: Needs = Needs {
    territories: None,
    at_least: 8,
};

/// The example board, checked like a club's board (32 countries), once.
pub fn example_map() -> &'static Map {
    static MAP: OnceLock<&'static Map> = OnceLock::new();
    MAP.get_or_init(|| {
        let board = Board::from_toml(include_str!("../maps/teg-jr-esempio.toml"))
            .unwrap_or_else(|e| panic!("the embedded example board must read: {e}"));
        intern(&board, BOARD_NEEDS)
            .unwrap_or_else(|p| panic!("the embedded example board must be valid: {p:?}"))
    })
}

/// The board a log names: a club's board by the hash of its version (interned by the
/// app before the log is read), else the example board by id.
pub fn map_of(map: &str, map_hash: &str) -> Option<&'static Map> {
    if map_hash.is_empty() {
        (map == EXAMPLE).then(example_map)
    } else {
        interned(map_hash).filter(|m| m.id == map)
    }
}

/// The board a log's JSON names, before the log is read (ids are read on it).
pub fn map_of_value(v: &Value) -> Option<&'static Map> {
    let text = |k: &str| v.get(k).and_then(Value::as_str).unwrap_or_default();
    map_of(text("map"), text("map_hash"))
}

/// Where the match stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// Before round 1: objectives the deal fulfils are being replaced.
    Objectives,
    /// A placement turn.
    Place,
    /// An attack turn: attacks, then regrouping.
    Attack,
    /// A country was conquered: the attacker moves in.
    Occupy {
        /// From.
        from: TerritoryId,
        /// The conquered country.
        to: TerritoryId,
    },
    /// Over.
    Finished,
}

/// The board a game is on, equal to another when it is the same interned map.
#[derive(Debug, Clone, Copy)]
struct OnBoard(&'static Map);

impl PartialEq for OnBoard {
    fn eq(&self, other: &OnBoard) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}

impl Eq for OnBoard {}

impl std::ops::Deref for OnBoard {
    type Target = Map;
    fn deref(&self) -> &Map {
        self.0
    }
}

/// A TEG Jr match in progress.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    map: OnBoard,
    settings: Settings,
    players: Vec<Player>,
    objectives: Vec<Option<Objective>>,
    owner: Vec<Seat>,
    armies: Vec<u32>,
    /// Seats in turn order, the first player first.
    order: Vec<Seat>,
    /// Index into `order` of the seat to act.
    turn: usize,
    round: u32,
    phase: Phase,
    cards: Vec<u32>,
    pile: u32,
    traded: bool,
    conquered: bool,
    regrouped: bool,
    /// Armies that arrived by regrouping this turn, per country.
    arrived: Vec<u32>,
    /// (seat, continent) bonuses already paid.
    bonus_paid: BTreeSet<(Seat, ContinentId)>,
    /// Seats out, in the order they went.
    eliminated: Vec<Seat>,
    /// The seat that fulfilled its objective, with whether it was the secret one.
    winner: Option<(Seat, bool)>,
    last: Option<Action>,
}

impl Game {
    /// The players' names in seat order.
    pub fn names(&self) -> Vec<String> {
        self.players.iter().map(|p| p.name.clone()).collect()
    }

    /// The board.
    pub fn map(&self) -> &'static Map {
        self.map.0
    }

    /// The seat to act, `None` once over.
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::Finished => None,
            Phase::Objectives => self.objective_met_before_play(),
            _ => Some(self.order[self.turn]),
        }
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Who holds a country.
    pub fn owner(&self, t: TerritoryId) -> Seat {
        self.owner[t.index()]
    }

    /// Armies on a country.
    pub fn armies(&self, t: TerritoryId) -> u32 {
        self.armies[t.index()]
    }

    /// Cards a seat holds.
    pub fn cards(&self, seat: Seat) -> u32 {
        self.cards[usize::from(seat)]
    }

    /// Cards in the draw pile.
    pub fn pile(&self) -> u32 {
        self.pile
    }

    /// The round (1 is the 6-army placement round).
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The winner by objective, if any.
    pub fn winner(&self) -> Option<Seat> {
        self.winner.map(|(s, _)| s)
    }

    /// A seat's countries as a mask.
    fn held(&self, seat: Seat) -> TerritorySet {
        self.map
            .territory_ids()
            .filter(|t| self.owner[t.index()] == seat)
            .fold(0, |m, t| m | t.bit())
    }

    /// Countries a seat holds.
    pub fn countries(&self, seat: Seat) -> u32 {
        self.held(seat).count_ones()
    }

    /// The continents (not regions) a seat holds whole.
    fn continents_held(&self, seat: Seat) -> Vec<ContinentId> {
        let held = self.held(seat);
        self.map
            .continents()
            .filter(|(_, c)| !c.region && c.territories & !held == 0)
            .map(|(id, _)| id)
            .collect()
    }

    fn eliminated(&self, seat: Seat) -> bool {
        self.eliminated.contains(&seat)
    }

    /// The seats out, in the order they went.
    pub fn eliminated_seats(&self) -> &[Seat] {
        &self.eliminated
    }

    /// Whether the winner won by the secret objective (not the common one).
    pub fn won_by_secret(&self) -> bool {
        self.winner.is_some_and(|(_, secret)| secret)
    }

    /// Ending this turn now draws a card: a country was conquered and the pile has one.
    pub fn card_due(&self) -> bool {
        self.phase == Phase::Attack && self.conquered && self.pile > 0
    }

    /// The seat to act has traded this turn.
    pub fn traded(&self) -> bool {
        self.traded
    }

    /// The last action applied.
    pub fn last_action_taken(&self) -> Option<&Action> {
        self.last.as_ref()
    }

    /// Armies a 2-card trade gives.
    pub fn trade_armies(&self) -> u32 {
        self.settings.trade_armies
    }

    /// A seat's sealed objective (three or four players).
    pub fn objective(&self, seat: Seat) -> Option<&Objective> {
        self.objectives.get(usize::from(seat))?.as_ref()
    }
}

crate::engine::fold::replay_log!(TegJrLog, Game::apply_mut);

#[cfg(test)]
mod tests;
