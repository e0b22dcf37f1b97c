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

crate::engine::codes::coded! { code;
    /// A refused action or setup.
    // The fields are the numbers and territories each variant's doc names; documenting every
    // `territory`/`tanks` again would only repeat it.
    #[allow(missing_docs)]
    #[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
    #[serde(tag = "code")]
    #[error("{}", self.message(Lang::En, &Names::default()))]
    pub enum Refusal {
        // --- setup ---
        /// The log names a ruleset this engine does not know.
        "unknown_ruleset" UnknownRuleset { ruleset: String },
        /// The 2 vs 2 ruleset needs exactly four seats.
        "player_count" PlayerCount { count: usize },
        /// `players` must be listed in seat order 0, 1, 2, 3.
        "seat_order" SeatOrder { index: usize, seat: Seat },
        /// Two teams of two, teammates opposite (seats 0+2 and 1+3).
        "teams_not_alternating" TeamsNotAlternating,
        /// At most one virtual seat, and never both seats of a team.
        "virtual_seat" VirtualSeat { seat: Seat },
        /// A setting has a value the rules cannot work with.
        "invalid_setting" InvalidSetting { name: String },
        /// Physical draft: a territory has no owner.
        "draft_incomplete" DraftIncomplete { territory: TerritoryId },
        /// Physical draft: a seat does not have exactly 10 territories.
        "draft_seat_count" DraftSeatCount { seat: Seat, count: u32 },
        /// Physical draft: there are not exactly 2 neutral territories.
        "draft_neutral_count" DraftNeutralCount { count: u32 },
        /// Digital draft: packets are not two of 10 and two of 11 cards.
        "packet_sizes" PacketSizes { sizes: Vec<usize> },
        /// Digital draft: a territory is in the packets twice.
        "packet_duplicate" PacketDuplicate { territory: TerritoryId },
        /// Digital draft: the packets are not the ones the recorded seed deals.
        "packet_seed_mismatch" PacketSeedMismatch { seed: u64 },
        /// The log names a seat that does not exist.
        "unknown_seat" UnknownSeat { seat: Seat },
        /// An objective on a continent that is not one of the six objective continents.
        "objective_continent" ObjectiveContinent { continent: ContinentId },
        /// An objective without strips.
        "objective_no_strip" ObjectiveNoStrip,
        /// A strip with no territory.
        "objective_strip_empty" ObjectiveStripEmpty { strip: usize },
        /// A strip's first territory does not border the objective continent.
        "objective_strip_start" ObjectiveStripStart {
            territory: TerritoryId,
            continent: ContinentId,
        },
        /// Two consecutive strip territories do not border each other.
        "objective_strip_gap" ObjectiveStripGap { from: TerritoryId, to: TerritoryId },
        /// A strip territory lies inside the objective continent.
        "objective_strip_inside" ObjectiveStripInside { territory: TerritoryId },
        /// Two seats at the table have the same objective.
        "objective_taken" ObjectiveTaken { seat: Seat, other: Seat },

        // --- any action ---
        /// The match is over.
        "match_finished" MatchFinished,
        /// The seat has been eliminated.
        "seat_eliminated" SeatEliminated { seat: Seat },
        /// It is another seat's turn.
        "not_your_turn" NotYourTurn { seat: Seat, current: Seat },
        /// This kind of action is not allowed in the current phase.
        "not_now" NotNow { action: String, phase: Phase },

        // --- draft ---
        /// The seat already picked in this pass.
        "already_picked" AlreadyPicked { seat: Seat },
        /// The card is not in the packet in front of the seat.
        "not_in_packet" NotInPacket { seat: Seat, territory: TerritoryId },

        // --- placement and reinforcements ---
        /// An initial placement turn must place exactly its quota.
        "placement_quota" PlacementQuota { expected: u32, got: u32 },
        /// Tanks can only go on (or leave from) the seat's own territories.
        "not_your_territory" NotYourTerritory { seat: Seat, territory: TerritoryId },
        /// A count of tanks must be at least 1.
        "zero_tanks" ZeroTanks,
        /// More tanks than the reinforcements still available.
        "over_allowance" OverAllowance { allowed: u32, got: u32 },
        /// The placement would exceed the seat's tank cap.
        "cap_exceeded" CapExceeded {
            cap: u32,
            on_board: u32,
            can_place: u32,
        },
        /// From round 3 the declaration comes before placing, attacking or ending the turn.
        "declare_first" DeclareFirst,
        /// The declaration was already made this turn.
        "already_declared" AlreadyDeclared,
        /// Card trades come before the declaration.
        "trade_after_declare" TradeAfterDeclare,
        /// No card trades in rounds 1 and 2.
        "no_trades_yet" NoTradesYet { round: u32 },
        /// A trade names at least one set.
        "zero_sets" ZeroSets,
        /// Not enough cards for the sets asked.
        "not_enough_cards" NotEnoughCards { have: u32, need: u32 },
        /// The reinforcement phase ended with the first attack or the move.
        "reinforcement_over" ReinforcementOver,

        // --- attacks and moves ---
        /// The two territories do not share a border.
        "not_adjacent" NotAdjacent { from: TerritoryId, to: TerritoryId },
        /// A player cannot attack their own territory.
        "own_territory" OwnTerritory { territory: TerritoryId },
        /// An attack commits 1, 2 or 3 tanks.
        "attack_tanks" AttackTanks { tanks: u32 },
        /// Not enough tanks on the attacking territory.
        "too_few_to_attack" TooFewToAttack {
            from: TerritoryId,
            tanks: u32,
            max: u32,
        },
        /// A teammate's territory may be attacked only when it holds exactly 1 tank.
        "teammate_defended" TeammateDefended { territory: TerritoryId, tanks: u32 },
        /// Continent truce: teammates may not attack each other.
        "teammate_truce" TeammateTruce {
            territory: TerritoryId,
            holder: Seat,
            continent: ContinentId,
        },
        /// The conquest could not be held with 3 tanks.
        "cannot_hold" CannotHold {
            from: TerritoryId,
            to: TerritoryId,
            tanks: u32,
            needed: u32,
        },
        /// A territory conquered from a teammate this turn must keep 3 tanks.
        "garrison_lock" GarrisonLock {
            territory: TerritoryId,
            tanks: u32,
            max: u32,
        },
        /// The conquered territory must be occupied first.
        "occupy_first" OccupyFirst { territory: TerritoryId },
        /// There is no conquered territory waiting to be occupied.
        "nothing_to_occupy" NothingToOccupy,
        /// The occupation must move between `min` and `max` tanks.
        "occupy_range" OccupyRange {
            territory: TerritoryId,
            min: u32,
            max: u32,
            got: u32,
        },
        /// The turn's single move was already made.
        "move_done" MoveDone,
        /// A move must leave at least 1 tank behind.
        "move_too_many" MoveTooMany {
            from: TerritoryId,
            tanks: u32,
            max: u32,
        },

        // --- teammates' bonus ---
        /// The seat already renounced continent bonuses.
        "already_renounced" AlreadyRenounced { seat: Seat },

        // --- cap penalty ---
        /// The count found does not exceed the seat's cap.
        "no_violation" NoViolation { found: u32, cap: u32 },
        /// The removal must total twice the excess.
        "cap_removal_total" CapRemovalTotal { expected: u32, got: u32 },
        /// A removal would empty a territory.
        "cap_removal_too_many" CapRemovalTooMany {
            territory: TerritoryId,
            tanks: u32,
            got: u32,
        },
        /// Half the removal must come from territories reinforced in this turn.
        "cap_removal_reinforced" CapRemovalReinforced { needed: u32, got: u32 },

        // --- clock and the end ---
        /// The clock was already started.
        "clock_started" ClockStarted,
        /// The clock has not been started.
        "clock_not_started" ClockNotStarted,
        /// The clock is not running.
        "clock_not_running" ClockNotRunning,
        /// The clock is not paused.
        "clock_not_paused" ClockNotPaused,
        /// A clock event earlier than the previous one.
        "clock_backwards" ClockBackwards,
        /// The 90-minute announcement was already made.
        "already_announced" AlreadyAnnounced,
        /// With `clock_checks`: the clock starts with the first reinforcement tank, not
        /// during the draft or the initial placement.
        "clock_start_early" ClockStartEarly,
        /// With `clock_checks`: the call comes only after `minutes` of running clock.
        "announce_early" AnnounceEarly { minutes: u32, elapsed: u32 },
        /// `end_match`'s `forfeit` names a team that is not at the table.
        "unknown_team" UnknownTeam { team: String },
        /// The seat must play a chance or pass.
        "choice_first" ChoiceFirst { seat: Seat },
        /// The team has no supplementary chances left.
        "no_chances" NoChances { team: String },
    }
}

impl Refusal {
    /// The JSON detail for an API: the code, its data, and the sentence in each language
    /// (naming the players of `names`).
    pub fn detail(&self, names: &Names) -> serde_json::Value {
        refusal::detail(self, |lang| self.message(lang, names))
    }
}

#[cfg(test)]
mod tests;
