//! Why the tournament engine refused an action or a setup: a typed reason with a stable
//! snake_case code (the codes of `RULES-torneo.md` §13 where it names one) and the
//! numbers, territories and seats involved. The sentences live in `sentences.rs`.
//! A refusal never changes the match.

use serde::Serialize;

use crate::engine::classic::Card;
use crate::engine::map::{ContinentId, TerritoryId};
use crate::engine::seat::Seat;

// The reasons classic shares first, then the tournament's own (`classic::risiko_refusals`).
crate::engine::classic::risiko_refusals! {
    /// A refused tournament action or setup.
    // Each variant's doc says what its numbers are; repeating it per field adds nothing.
    #[allow(missing_docs)]
    #[derive(Debug, Clone, PartialEq, Eq, Serialize)]
    #[serde(tag = "code")]
    pub enum Refusal {
        // --- setup ---
        /// An organizer's objective is not worth 86.
        "objective_points" ObjectivePoints { objective: String, points: u32 },
        /// An organizer's objective lists a territory twice.
        "objective_duplicate_territory" ObjectiveDuplicateTerritory {
            objective: String,
            territory: TerritoryId,
        },
        /// No objective has that id.
        "unknown_objective" UnknownObjective { objective: String },
        /// That objective is already another seat's.
        "objective_taken" ObjectiveTaken { objective: String, holder: Seat },
        /// Objectives both entered and dealt from a seed.
        "objectives_twice" ObjectivesTwice,
        /// A territory nobody received.
        "distribution_incomplete" DistributionIncomplete { territory: TerritoryId },
        /// A seat received the wrong number of territories.
        "distribution_count" DistributionCount {
            seat: Seat,
            count: u32,
            expected: u32,
        },
        /// A seat received more than half of a continent.
        "continent_share_exceeded" ContinentShareExceeded {
            seat: Seat,
            continent: ContinentId,
            count: u32,
            limit: u32,
        },

        // --- any action ---
        /// The seat that just played must roll the sdadata first.
        "sdadata_missing" SdadataMissing { seat: Seat },
        /// No sdadata roll is due now.
        "sdadata_not_expected" SdadataNotExpected,

        // --- placing ---
        /// An initial placement turn places exactly min(3, armies left).
        "placement_three" PlacementThree { expected: u32, got: u32 },
        /// The placement would take the seat over the cap.
        "over_tank_cap" OverTankCap { cap: u32, on_board: u32, room: u32 },
        /// Reinforcements and trades come before the first attack.
        "reinforcements_after_attack" ReinforcementsAfterAttack,
        /// The move ends the turn: nothing but the end of the turn after it.
        "move_not_at_end" MoveNotAtEnd,

        // --- cards ---
        /// The card was traded already and is in the discard pile.
        "card_already_discarded" CardAlreadyDiscarded { card: Card },
        /// Not one of the sets of §3.1.
        "invalid_set" InvalidSet,
        /// The turn's sets are used up (setting).
        "too_many_sets" TooManySets { limit: u32 },

        // --- attacks ---
        /// The two territories do not share a border.
        "not_adjacent" NotAdjacent { from: TerritoryId, to: TerritoryId },
        /// The defender throws min(3, armies) dice.
        "defender_dice_not_max" DefenderDiceNotMax {
            to: TerritoryId,
            armies: u32,
            expected: u32,
            got: u32,
        },
        /// The attacker throws 1 to min(3, armies − 1) dice.
        "attacker_dice_too_many" AttackerDiceTooMany {
            from: TerritoryId,
            armies: u32,
            dice: u32,
        },
        /// The attacker throws at least as many dice as the defender.
        "attacker_dice_below_defender" AttackerDiceBelowDefender { dice: u32, defender: u32 },
        /// The losses must add up to the defender's dice.
        "losses_inconsistent" LossesInconsistent {
            defender_dice: u32,
            attacker: u32,
            defender: u32,
        },
        /// No player may lose their last territory before the set round.
        "elimination_too_early" EliminationTooEarly {
            territory: TerritoryId,
            round: u32,
            from_round: u32,
        },

        // --- occupation and move ---
        /// Fewer armies than the dice of the last throw.
        "occupation_too_small" OccupationTooSmall { min: u32, got: u32 },
        /// The attacking territory keeps at least 1 army.
        "occupation_leaves_none" OccupationLeavesNone { max: u32, got: u32 },
        /// A territory bordering an enemy keeps at least `min` armies.
        "garrison_below_two" GarrisonBelowTwo {
            territory: TerritoryId,
            left: u32,
            min: u32,
        },
        /// One move per turn.
        "move_already_done" MoveAlreadyDone,

        // --- objectives ---
        /// The seat does not hold every territory of the objective.
        "risiko_not_complete" RisikoNotComplete {
            objective: String,
            missing: TerritoryId,
        },
        /// The seat's objective is known and is another one.
        "objective_mismatch" ObjectiveMismatch { seat: Seat, objective: String },
        /// The seat's objective is already known.
        "objective_known" ObjectiveKnown { seat: Seat },
        /// The seat's objective is not in the log (kept secret by the player): there is
        /// nothing for the console to show.
        "objective_secret" ObjectiveSecret { seat: Seat },

        // --- clock ---
        /// The event needs its time (`at`).
        "clock_at_missing" ClockAtMissing,
        /// Recovery minutes need `minutes` (at least 1), `by` and `reason`.
        "recovery_form" RecoveryForm,
        /// Time is not up yet.
        "time_up_early" TimeUpEarly { minutes: u32 },
        /// Time was already called.
        "time_up_called" TimeUpCalled,

        // --- referee ---
        /// The count found on the board is not the board's.
        "cap_count_wrong" CapCountWrong {
            seat: Seat,
            counted: u32,
            found: u32,
        },
        /// The seat is not over the cap.
        "cap_not_exceeded" CapNotExceeded { found: u32, cap: u32 },
        /// The armies removed are not what the setting asks.
        "cap_removal_wrong" CapRemovalWrong { expected: u32, got: u32 },
        /// A removal would leave a territory empty.
        "cap_removal_empties" CapRemovalEmpties { territory: TerritoryId },
        /// The removals go to the other players in turn from the offender's left.
        "cap_removed_by_wrong" CapRemovedByWrong {
            index: usize,
            expected: Option<Seat>,
            got: Option<Seat>,
        },
        /// A penalty is tournament or table points (not 0), with a reason.
        "penalty_form" PenaltyForm,
    }
}

/// Every code, as the enum serializes it.
pub const CODES: &[&str] = Refusal::CODES;
