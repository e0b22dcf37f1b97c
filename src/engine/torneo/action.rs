//! The recorded actions of a tournament match: the `actions` list of the torneo section
//! of `docs/MATCH-LOG.md` (§13 of `RULES-torneo.md`). Cards are classic's
//! [`Card`](crate::engine::classic::Card): a territory id or `"jolly"`.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};

use crate::engine::classic::Card;
use crate::engine::map::TerritoryId;
use crate::engine::seat::Seat;

pub use crate::engine::throw::{Faces, Losses};

crate::engine::codes::clock_events! {
    /// A clock event of a tournament table (§5, §7).
    pub enum ClockEvent {
        /// The match clock starts.
        Start,
        /// Recovery minutes given to this table (`minutes`, `by`, `reason`).
        Recovery,
        /// The app's call: time is up, the round in progress is the penultimate.
        TimeUp,
    }
}

crate::engine::codes::log_actions! {
    // The referee's actions about a seat: that seat does not play them in its turn.
    about_seat [RevealObjective, ShowObjective, CapViolation, Penalty];
    /// One recorded action of a tournament match. `seat` is the seat that acts.
    pub enum Action {
        /// An initial placement turn (min(3, left) armies), or reinforcements.
        "place" Place {
            /// Who places.
            seat: Seat,
            /// Armies per own territory.
            tanks: BTreeMap<TerritoryId, u32>,
        },
        /// One set of three cards traded for armies.
        "trade" Trade {
            /// Who trades.
            seat: Seat,
            /// The three cards.
            cards: Vec<Card>,
        },
        /// One throw: faces (`dice`), or the attacker's dice and the losses.
        "attack" Attack {
            /// The attacker.
            seat: Seat,
            /// The attacking territory.
            from: TerritoryId,
            /// The attacked territory.
            to: TerritoryId,
            /// Full form: every face.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            dice: Option<Faces>,
            /// Quick form: the attacker's dice.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            attacker_dice: Option<u32>,
            /// Quick form: the losses.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            losses: Option<Losses>,
        },
        // The move ends the attacks; the end of the turn draws the turn's card if the
        // seat conquered.
        "occupy" Occupy { .. },
        "move" Move { .. },
        "end_turn" EndTurn { .. },
        /// The sdadata roll at the end of a sdadata turn: two dice.
        "sdadata" Sdadata {
            /// Who rolled.
            seat: Seat,
            /// The two faces.
            dice: [u32; 2],
        },
        /// A player declares a RisiKo!: they hold every territory of this objective.
        "declare_risiko" DeclareRisiko {
            /// Who declares.
            seat: Seat,
            /// Their objective.
            objective: String,
        },
        /// A secret objective shown to the referee (at the end, for scoring).
        "reveal_objective" RevealObjective {
            /// Whose objective.
            seat: Seat,
            /// Its id.
            objective: String,
        },
        /// The referee looked at a seat's secret objective on the console (the seat's
        /// objective is known to the app, dealt from a seed or entered, but no screen shows
        /// it until the match is over). Changes nothing in the game: it is the history's
        /// record that the referee saw it.
        "show_objective" ShowObjective {
            /// Whose objective the referee looked at.
            seat: Seat,
        },
        /// A clock event.
        "clock" Clock {
            /// Which event.
            event: ClockEvent,
            /// When (RFC 3339); every event but `recovery` needs it.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            at: Option<DateTime<Utc>>,
            /// Recovery: the minutes given.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            minutes: Option<u32>,
            /// Recovery: the referee who gave them.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            by: Option<String>,
            /// Pause or recovery: why.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            reason: Option<String>,
        },
        /// A player found over the cap: the count and the armies removed (§4).
        "cap_violation" CapViolation {
            /// The offender.
            seat: Seat,
            /// Armies the referee counted on the board.
            found_on_board: u32,
            /// Armies removed per territory.
            remove: BTreeMap<TerritoryId, u32>,
            /// Who removed each army, in order.
            removed_by: Vec<Seat>,
        },
        /// A referee's penalty, passed to the ranking formula.
        "penalty" Penalty {
            /// Who is penalised.
            seat: Seat,
            /// Tournament points (negative for a penalty).
            #[serde(default, skip_serializing_if = "Option::is_none")]
            tournament_points: Option<i32>,
            /// Table points (negative for a penalty).
            #[serde(default, skip_serializing_if = "Option::is_none")]
            table_points: Option<i32>,
            /// Why.
            reason: String,
        },
        /// The referee ends the match early.
        "end_match" EndMatch {
            /// `forfeit`, `expulsion`, `abandonment` or another reason.
            reason: String,
            /// The seat that forfeits or is expelled, if one.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            seat: Option<Seat>,
        },
    }
}
