//! The recorded actions of a match log: the `actions` list of `MATCH-LOG.md`.

use std::collections::BTreeMap;

use super::Seat;
use crate::engine::map::TerritoryId;

crate::engine::codes::clock_events! {
    /// A clock event.
    pub enum ClockEvent {
        /// The first reinforcement tank is placed: the match clock starts.
        Start,
        /// The 90-minute call: the current round is the third-to-last.
        Announce,
    }
}

crate::engine::codes::log_actions! {
    /// One recorded action. `seat` is the seat that performs it (recorded by the referee).
    pub enum Action {
        /// Digital draft: keep one card of the packet in front of the seat.
        "draft_pick" DraftPick {
            /// Who picks.
            seat: Seat,
            /// The card kept.
            territory: TerritoryId,
        },
        /// An initial placement turn, or reinforcements.
        "place" Place {
            /// Who places.
            seat: Seat,
            /// Tanks per territory.
            tanks: BTreeMap<TerritoryId, u32>,
        },
        /// The reinforcement declaration (round 3 on), trades included.
        "declare" Declare {
            /// Who declares.
            seat: Seat,
            /// Tanks declared.
            tanks: u32,
        },
        /// Trade that many sets of three cards.
        "trade" Trade {
            /// Who trades.
            seat: Seat,
            /// How many sets, one after the other.
            sets: u32,
        },
        /// One diceless attack.
        "attack" Attack {
            /// The attacker.
            seat: Seat,
            /// Attacking territory.
            from: TerritoryId,
            /// Attacked territory.
            to: TerritoryId,
            /// Tanks committed, 1–3.
            tanks: u32,
        },
        "occupy" Occupy { .. },
        "move" Move { .. },
        /// Give up continent bonuses for the rest of the match.
        "renounce_bonus" RenounceBonus {
            /// Who renounces.
            seat: Seat,
        },
        "end_turn" EndTurn { .. },
        /// Supplementary turns: spend one of the team's chances and play a turn.
        "play_chance" PlayChance {
            /// Who plays.
            seat: Seat,
        },
        /// Supplementary turns: pass.
        "pass" Pass {
            /// Who passes.
            seat: Seat,
        },
        /// The 120-tank cap penalty found on the table.
        "cap_violation" CapViolation {
            /// The offender.
            seat: Seat,
            /// Tanks the referee counted on the board.
            found_on_board: u32,
            /// The tanks removed, per territory (twice the excess in all).
            remove: BTreeMap<TerritoryId, u32>,
        },
        "clock" Clock { .. },
        /// The referee ends the match early.
        "end_match" EndMatch {
            /// Why (walk-over, forfeit...).
            reason: String,
            /// Extension (`docs/MATCH-LOG.md`): the team that forfeits (one of the players'
            /// `team` labels); absent when no one does.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            forfeit: Option<String>,
        },
    }
}
