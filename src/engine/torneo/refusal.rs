//! Why the tournament engine refused an action or a setup: a typed reason with a stable
//! snake_case code (the codes of `RULES-torneo.md` §13 where it names one) and the
//! numbers, territories and seats involved. The sentences live in `sentences.rs`.
//! A refusal never changes the match.

use serde::Serialize;

use crate::engine::classic::Card;
use crate::engine::map::{ContinentId, TerritoryId};
use crate::engine::seat::Seat;

/// A refused tournament action or setup.
// Each variant's doc says what its numbers are; repeating it per field adds nothing.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum Refusal {
    // --- setup ---
    /// 3 to 5 players.
    PlayerCount { count: usize },
    /// `players` must be listed in seat order 0, 1, 2...
    SeatOrder { index: usize, seat: Seat },
    /// A setting has a value the rules cannot work with: its key in the log, and the
    /// rule it broke (words in `refusal::setting_rules`, not in the JSON detail).
    InvalidSetting {
        name: String,
        #[serde(skip)]
        rule: &'static str,
    },
    /// An organizer's objective is not worth 86.
    ObjectivePoints { objective: String, points: u32 },
    /// An organizer's objective lists a territory twice.
    ObjectiveDuplicateTerritory {
        objective: String,
        territory: TerritoryId,
    },
    /// No objective has that id.
    UnknownObjective { objective: String },
    /// That objective is already another seat's.
    ObjectiveTaken { objective: String, holder: Seat },
    /// Objectives both entered and dealt from a seed.
    ObjectivesTwice,
    /// A territory nobody received.
    DistributionIncomplete { territory: TerritoryId },
    /// A seat received the wrong number of territories.
    DistributionCount {
        seat: Seat,
        count: u32,
        expected: u32,
    },
    /// A seat received more than half of a continent.
    ContinentShareExceeded {
        seat: Seat,
        continent: ContinentId,
        count: u32,
        limit: u32,
    },

    // --- any action ---
    /// The match is over.
    MatchFinished,
    /// The log names a seat that does not exist.
    UnknownSeat { seat: Seat },
    /// The seat has been eliminated.
    SeatEliminated { seat: Seat },
    /// It is another seat's turn.
    NotYourTurn { seat: Seat, current: Seat },
    /// This kind of action is not allowed in the current phase.
    NotNow {
        action: &'static str,
        phase: &'static str,
    },
    /// The seat that just played must roll the sdadata first.
    SdadataMissing { seat: Seat },
    /// No sdadata roll is due now.
    SdadataNotExpected,
    /// A capture waits for its occupation.
    OccupyFirst { territory: TerritoryId },

    // --- placing ---
    /// An initial placement turn places exactly min(3, armies left).
    PlacementThree { expected: u32, got: u32 },
    /// A placement names a territory with 0 armies, or nothing.
    ZeroTanks,
    /// Armies go on (or leave from) the seat's own territories only.
    NotYourTerritory { seat: Seat, territory: TerritoryId },
    /// More armies than the seat has to place.
    OverEntitlement { allowed: u32, got: u32 },
    /// The placement would take the seat over the cap.
    OverTankCap { cap: u32, on_board: u32, room: u32 },
    /// The card bonus goes on the territory its card shows.
    BonusOnlyThere { territory: TerritoryId, bonus: u32 },
    /// Reinforcements and trades come before the first attack.
    ReinforcementsAfterAttack,
    /// Armies still to place before attacking, moving or ending the turn.
    ReinforcementsUnplaced { left: u32 },
    /// The move ends the turn: nothing but the end of the turn after it.
    MoveNotAtEnd,

    // --- cards ---
    /// A trade is three cards.
    TradeThreeCards { got: usize },
    /// The hand holds fewer than three cards.
    NotEnoughCards { have: u32 },
    /// A card named twice in one trade.
    CardTwice { card: Card },
    /// The card was traded already and is in the discard pile.
    CardAlreadyDiscarded { card: Card },
    /// Not one of the sets of §3.1.
    InvalidSet,
    /// The turn's sets are used up (setting).
    TooManySets { limit: u32 },

    // --- attacks ---
    /// The attacked territory is the seat's own.
    AttackOwnTerritory { territory: TerritoryId },
    /// The two territories do not share a border.
    NotAdjacent { from: TerritoryId, to: TerritoryId },
    /// An attack needs at least 2 armies on the attacking territory.
    AttackerNeedsTwoArmies { from: TerritoryId },
    /// A throw is `dice` (faces) or `attacker_dice` with `losses`.
    ThrowForm,
    /// A die face outside 1–6.
    BadDieFace { face: u32 },
    /// The defender throws min(3, armies) dice.
    DefenderDiceNotMax {
        to: TerritoryId,
        armies: u32,
        expected: u32,
        got: u32,
    },
    /// The attacker throws 1 to min(3, armies − 1) dice.
    AttackerDiceTooMany {
        from: TerritoryId,
        armies: u32,
        dice: u32,
    },
    /// The attacker throws at least as many dice as the defender.
    AttackerDiceBelowDefender { dice: u32, defender: u32 },
    /// The losses must add up to the defender's dice.
    LossesInconsistent {
        defender_dice: u32,
        attacker: u32,
        defender: u32,
    },
    /// No player may lose their last territory before the set round.
    EliminationTooEarly {
        territory: TerritoryId,
        round: u32,
        from_round: u32,
    },

    // --- occupation and move ---
    /// Nothing was conquered.
    NothingToOccupy,
    /// Fewer armies than the dice of the last throw.
    OccupationTooSmall { min: u32, got: u32 },
    /// The attacking territory keeps at least 1 army.
    OccupationLeavesNone { max: u32, got: u32 },
    /// A territory bordering an enemy keeps at least `min` armies.
    GarrisonBelowTwo {
        territory: TerritoryId,
        left: u32,
        min: u32,
    },
    /// One move per turn.
    MoveAlreadyDone,
    /// The move leaves the territory it leaves with at least 1 army.
    MoveLeavesNone {
        from: TerritoryId,
        max: u32,
        got: u32,
    },

    // --- objectives ---
    /// The seat does not hold every territory of the objective.
    RisikoNotComplete {
        objective: String,
        missing: TerritoryId,
    },
    /// The seat's objective is known and is another one.
    ObjectiveMismatch { seat: Seat, objective: String },
    /// The seat's objective is already known.
    ObjectiveKnown { seat: Seat },
    /// The seat's objective is not in the log (kept secret by the player): there is
    /// nothing for the console to show.
    ObjectiveSecret { seat: Seat },

    // --- clock ---
    /// The event needs its time (`at`).
    ClockAtMissing,
    /// An event earlier than the one before it.
    ClockBackwards,
    /// The clock already started.
    ClockStarted,
    /// The clock has not started.
    ClockNotStarted,
    /// The clock is not running.
    ClockNotRunning,
    /// The clock is not paused.
    ClockNotPaused,
    /// Recovery minutes need `minutes` (at least 1), `by` and `reason`.
    RecoveryForm,
    /// Time is not up yet.
    TimeUpEarly { minutes: u32 },
    /// Time was already called.
    TimeUpCalled,

    // --- referee ---
    /// The count found on the board is not the board's.
    CapCountWrong {
        seat: Seat,
        counted: u32,
        found: u32,
    },
    /// The seat is not over the cap.
    CapNotExceeded { found: u32, cap: u32 },
    /// The armies removed are not what the setting asks.
    CapRemovalWrong { expected: u32, got: u32 },
    /// A removal would leave a territory empty.
    CapRemovalEmpties { territory: TerritoryId },
    /// The removals go to the other players in turn from the offender's left.
    CapRemovedByWrong {
        index: usize,
        expected: Option<Seat>,
        got: Option<Seat>,
    },
    /// A penalty is tournament or table points (not 0), with a reason.
    PenaltyForm,
    /// The referee must say why the match ends early.
    EndMatchReason,
}

impl Refusal {
    /// The stable code (snake_case).
    pub fn code(&self) -> &'static str {
        match serde_json::to_value(self) {
            Ok(v) => match v.get("code").and_then(|c| c.as_str()) {
                Some(c) => code_str(c),
                None => "refused",
            },
            Err(_) => "refused",
        }
    }
}

/// The `'static` code for a serialized one (the list is the enum's, in snake_case).
fn code_str(c: &str) -> &'static str {
    CODES
        .iter()
        .find(|k| **k == c)
        .copied()
        .unwrap_or("refused")
}

/// Every code, as the enum serializes it.
pub const CODES: &[&str] = &[
    "player_count",
    "seat_order",
    "invalid_setting",
    "objective_points",
    "objective_duplicate_territory",
    "unknown_objective",
    "objective_taken",
    "objectives_twice",
    "distribution_incomplete",
    "distribution_count",
    "continent_share_exceeded",
    "match_finished",
    "unknown_seat",
    "seat_eliminated",
    "not_your_turn",
    "not_now",
    "sdadata_missing",
    "sdadata_not_expected",
    "occupy_first",
    "placement_three",
    "zero_tanks",
    "not_your_territory",
    "over_entitlement",
    "over_tank_cap",
    "bonus_only_there",
    "reinforcements_after_attack",
    "reinforcements_unplaced",
    "move_not_at_end",
    "trade_three_cards",
    "not_enough_cards",
    "card_twice",
    "card_already_discarded",
    "invalid_set",
    "too_many_sets",
    "attack_own_territory",
    "not_adjacent",
    "attacker_needs_two_armies",
    "throw_form",
    "bad_die_face",
    "defender_dice_not_max",
    "attacker_dice_too_many",
    "attacker_dice_below_defender",
    "losses_inconsistent",
    "elimination_too_early",
    "nothing_to_occupy",
    "occupation_too_small",
    "occupation_leaves_none",
    "garrison_below_two",
    "move_already_done",
    "move_leaves_none",
    "risiko_not_complete",
    "objective_mismatch",
    "objective_known",
    "objective_secret",
    "clock_at_missing",
    "clock_backwards",
    "clock_started",
    "clock_not_started",
    "clock_not_running",
    "clock_not_paused",
    "recovery_form",
    "time_up_early",
    "time_up_called",
    "cap_count_wrong",
    "cap_not_exceeded",
    "cap_removal_wrong",
    "cap_removal_empties",
    "cap_removed_by_wrong",
    "penalty_form",
    "end_match_reason",
];
