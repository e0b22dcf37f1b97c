//! Why the 2 vs 2 engine refused an action (or a setup): a typed reason with a stable
//! snake_case code, the numbers and territories involved, and a sentence a referee can
//! read out (a message per code, `r2v2-CODE`; naming the players through the generic
//! [`crate::engine::refusal::Names`]).
//!
//! A refusal never changes the match: the state stays exactly as it was.
//! Serialized, a refusal is `{"code": "...", ...its data}` (territories as slugs).

mod message;

use serde::Serialize;

use super::Phase;
use crate::engine::Lang;
use crate::engine::map::{ContinentId, TerritoryId};
use crate::engine::refusal::{self, Names};
use crate::engine::seat::Seat;

/// A refused action or setup.
// The fields are the numbers and territories each variant's doc names; documenting every
// `territory`/`tanks` again would only repeat it.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(tag = "code", rename_all = "snake_case")]
#[error("{}", self.message(Lang::En, &Names::default()))]
pub enum Refusal {
    // --- setup ---
    /// The log names a ruleset this engine does not know.
    UnknownRuleset { ruleset: String },
    /// The 2 vs 2 ruleset needs exactly four seats.
    PlayerCount { count: usize },
    /// `players` must be listed in seat order 0, 1, 2, 3.
    SeatOrder { index: usize, seat: Seat },
    /// Two teams of two, teammates opposite (seats 0+2 and 1+3).
    TeamsNotAlternating,
    /// At most one virtual seat, and never both seats of a team.
    VirtualSeat { seat: Seat },
    /// A setting has a value the rules cannot work with.
    InvalidSetting { name: String },
    /// Physical draft: a territory has no owner.
    DraftIncomplete { territory: TerritoryId },
    /// Physical draft: a seat does not have exactly 10 territories.
    DraftSeatCount { seat: Seat, count: u32 },
    /// Physical draft: there are not exactly 2 neutral territories.
    DraftNeutralCount { count: u32 },
    /// Digital draft: packets are not two of 10 and two of 11 cards.
    PacketSizes { sizes: Vec<usize> },
    /// Digital draft: a territory is in the packets twice.
    PacketDuplicate { territory: TerritoryId },
    /// Digital draft: the packets are not the ones the recorded seed deals.
    PacketSeedMismatch { seed: u64 },
    /// The log names a seat that does not exist.
    UnknownSeat { seat: Seat },
    /// An objective on a continent that is not one of the six objective continents.
    ObjectiveContinent { continent: ContinentId },
    /// An objective without strips.
    ObjectiveNoStrip,
    /// A strip with no territory.
    ObjectiveStripEmpty { strip: usize },
    /// A strip's first territory does not border the objective continent.
    ObjectiveStripStart {
        territory: TerritoryId,
        continent: ContinentId,
    },
    /// Two consecutive strip territories do not border each other.
    ObjectiveStripGap { from: TerritoryId, to: TerritoryId },
    /// A strip territory lies inside the objective continent.
    ObjectiveStripInside { territory: TerritoryId },
    /// Two seats at the table have the same objective.
    ObjectiveTaken { seat: Seat, other: Seat },

    // --- any action ---
    /// The match is over.
    MatchFinished,
    /// The seat has been eliminated.
    SeatEliminated { seat: Seat },
    /// It is another seat's turn.
    NotYourTurn { seat: Seat, current: Seat },
    /// This kind of action is not allowed in the current phase.
    NotNow { action: String, phase: Phase },

    // --- draft ---
    /// The seat already picked in this pass.
    AlreadyPicked { seat: Seat },
    /// The card is not in the packet in front of the seat.
    NotInPacket { seat: Seat, territory: TerritoryId },

    // --- placement and reinforcements ---
    /// An initial placement turn must place exactly its quota.
    PlacementQuota { expected: u32, got: u32 },
    /// Tanks can only go on (or leave from) the seat's own territories.
    NotYourTerritory { seat: Seat, territory: TerritoryId },
    /// A count of tanks must be at least 1.
    ZeroTanks,
    /// More tanks than the reinforcements still available.
    OverAllowance { allowed: u32, got: u32 },
    /// The placement would exceed the seat's tank cap.
    CapExceeded {
        cap: u32,
        on_board: u32,
        can_place: u32,
    },
    /// From round 3 the declaration comes before placing, attacking or ending the turn.
    DeclareFirst,
    /// The declaration was already made this turn.
    AlreadyDeclared,
    /// Card trades come before the declaration.
    TradeAfterDeclare,
    /// No card trades in rounds 1 and 2.
    NoTradesYet { round: u32 },
    /// A trade names at least one set.
    ZeroSets,
    /// Not enough cards for the sets asked.
    NotEnoughCards { have: u32, need: u32 },
    /// The reinforcement phase ended with the first attack or the move.
    ReinforcementOver,

    // --- attacks and moves ---
    /// The two territories do not share a border.
    NotAdjacent { from: TerritoryId, to: TerritoryId },
    /// A player cannot attack their own territory.
    OwnTerritory { territory: TerritoryId },
    /// An attack commits 1, 2 or 3 tanks.
    AttackTanks { tanks: u32 },
    /// Not enough tanks on the attacking territory.
    TooFewToAttack {
        from: TerritoryId,
        tanks: u32,
        max: u32,
    },
    /// A teammate's territory may be attacked only when it holds exactly 1 tank.
    TeammateDefended { territory: TerritoryId, tanks: u32 },
    /// Continent truce: teammates may not attack each other.
    TeammateTruce {
        territory: TerritoryId,
        holder: Seat,
        continent: ContinentId,
    },
    /// The conquest could not be held with 3 tanks.
    CannotHold {
        from: TerritoryId,
        to: TerritoryId,
        tanks: u32,
        needed: u32,
    },
    /// A territory conquered from a teammate this turn must keep 3 tanks.
    GarrisonLock {
        territory: TerritoryId,
        tanks: u32,
        max: u32,
    },
    /// The conquered territory must be occupied first.
    OccupyFirst { territory: TerritoryId },
    /// There is no conquered territory waiting to be occupied.
    NothingToOccupy,
    /// The occupation must move between `min` and `max` tanks.
    OccupyRange {
        territory: TerritoryId,
        min: u32,
        max: u32,
        got: u32,
    },
    /// The turn's single move was already made.
    MoveDone,
    /// A move must leave at least 1 tank behind.
    MoveTooMany {
        from: TerritoryId,
        tanks: u32,
        max: u32,
    },

    // --- teammates' bonus ---
    /// The seat already renounced continent bonuses.
    AlreadyRenounced { seat: Seat },

    // --- cap penalty ---
    /// The count found does not exceed the seat's cap.
    NoViolation { found: u32, cap: u32 },
    /// The removal must total twice the excess.
    CapRemovalTotal { expected: u32, got: u32 },
    /// A removal would empty a territory.
    CapRemovalTooMany {
        territory: TerritoryId,
        tanks: u32,
        got: u32,
    },
    /// Half the removal must come from territories reinforced in this turn.
    CapRemovalReinforced { needed: u32, got: u32 },

    // --- clock and the end ---
    /// The clock was already started.
    ClockStarted,
    /// The clock has not been started.
    ClockNotStarted,
    /// The clock is not running.
    ClockNotRunning,
    /// The clock is not paused.
    ClockNotPaused,
    /// A clock event earlier than the previous one.
    ClockBackwards,
    /// The 90-minute announcement was already made.
    AlreadyAnnounced,
    /// With `clock_checks`: the clock starts with the first reinforcement tank, not
    /// during the draft or the initial placement.
    ClockStartEarly,
    /// With `clock_checks`: the call comes only after `minutes` of running clock.
    AnnounceEarly { minutes: u32, elapsed: u32 },
    /// `end_match`'s `forfeit` names a team that is not at the table.
    UnknownTeam { team: String },
    /// The seat must play a chance or pass.
    ChoiceFirst { seat: Seat },
    /// The team has no supplementary chances left.
    NoChances { team: String },
}

impl Refusal {
    /// The stable snake_case code (the same as the serialized `code`).
    pub fn code(&self) -> &'static str {
        use Refusal::*;
        match self {
            UnknownRuleset { .. } => "unknown_ruleset",
            PlayerCount { .. } => "player_count",
            SeatOrder { .. } => "seat_order",
            TeamsNotAlternating => "teams_not_alternating",
            VirtualSeat { .. } => "virtual_seat",
            InvalidSetting { .. } => "invalid_setting",
            DraftIncomplete { .. } => "draft_incomplete",
            DraftSeatCount { .. } => "draft_seat_count",
            DraftNeutralCount { .. } => "draft_neutral_count",
            PacketSizes { .. } => "packet_sizes",
            PacketDuplicate { .. } => "packet_duplicate",
            PacketSeedMismatch { .. } => "packet_seed_mismatch",
            UnknownSeat { .. } => "unknown_seat",
            ObjectiveContinent { .. } => "objective_continent",
            ObjectiveNoStrip => "objective_no_strip",
            ObjectiveStripEmpty { .. } => "objective_strip_empty",
            ObjectiveStripStart { .. } => "objective_strip_start",
            ObjectiveStripGap { .. } => "objective_strip_gap",
            ObjectiveStripInside { .. } => "objective_strip_inside",
            ObjectiveTaken { .. } => "objective_taken",
            MatchFinished => "match_finished",
            SeatEliminated { .. } => "seat_eliminated",
            NotYourTurn { .. } => "not_your_turn",
            NotNow { .. } => "not_now",
            AlreadyPicked { .. } => "already_picked",
            NotInPacket { .. } => "not_in_packet",
            PlacementQuota { .. } => "placement_quota",
            NotYourTerritory { .. } => "not_your_territory",
            ZeroTanks => "zero_tanks",
            OverAllowance { .. } => "over_allowance",
            CapExceeded { .. } => "cap_exceeded",
            DeclareFirst => "declare_first",
            AlreadyDeclared => "already_declared",
            TradeAfterDeclare => "trade_after_declare",
            NoTradesYet { .. } => "no_trades_yet",
            ZeroSets => "zero_sets",
            NotEnoughCards { .. } => "not_enough_cards",
            ReinforcementOver => "reinforcement_over",
            NotAdjacent { .. } => "not_adjacent",
            OwnTerritory { .. } => "own_territory",
            AttackTanks { .. } => "attack_tanks",
            TooFewToAttack { .. } => "too_few_to_attack",
            TeammateDefended { .. } => "teammate_defended",
            TeammateTruce { .. } => "teammate_truce",
            CannotHold { .. } => "cannot_hold",
            GarrisonLock { .. } => "garrison_lock",
            OccupyFirst { .. } => "occupy_first",
            NothingToOccupy => "nothing_to_occupy",
            OccupyRange { .. } => "occupy_range",
            MoveDone => "move_done",
            MoveTooMany { .. } => "move_too_many",
            AlreadyRenounced { .. } => "already_renounced",
            NoViolation { .. } => "no_violation",
            CapRemovalTotal { .. } => "cap_removal_total",
            CapRemovalTooMany { .. } => "cap_removal_too_many",
            CapRemovalReinforced { .. } => "cap_removal_reinforced",
            ClockStarted => "clock_started",
            ClockNotStarted => "clock_not_started",
            ClockNotRunning => "clock_not_running",
            ClockNotPaused => "clock_not_paused",
            ClockBackwards => "clock_backwards",
            AlreadyAnnounced => "already_announced",
            ClockStartEarly => "clock_start_early",
            AnnounceEarly { .. } => "announce_early",
            UnknownTeam { .. } => "unknown_team",
            ChoiceFirst { .. } => "choice_first",
            NoChances { .. } => "no_chances",
        }
    }

    /// The JSON detail for an API: the code, its data, and the sentence in each language
    /// (naming the players of `names`).
    pub fn detail(&self, names: &Names) -> serde_json::Value {
        refusal::detail(self, |lang| self.message(lang, names))
    }
}

#[cfg(test)]
mod tests;
