//! The `state` JSON of `MATCH-LOG.md`: the game as `arbitro replay` prints it and the web
//! layer sends it. Maps are keyed by slug or seat in a fixed (sorted) order, so the same
//! game always serializes to the same bytes.

use std::collections::BTreeMap;

use serde::{Serialize, Serializer};

use super::{Clock, FinishReason, Game, PendingOccupation, Phase, SEATS, seat_at};
use crate::engine::board;
use crate::engine::seat::Seat;

/// The serializable picture of a game.
#[derive(Debug, Clone, Serialize)]
pub struct StateView {
    /// Round, phase, seat to act, the end, owners and armies (as every RisiKo! state).
    #[serde(flatten)]
    pub standing: board::Standing<Phase, FinishReason>,
    /// Seat → cards in hand.
    pub cards: BTreeMap<Seat, u32>,
    /// Cards in the deck.
    pub deck: u32,
    /// Seat → tank cap.
    pub caps: BTreeMap<Seat, u32>,
    /// Seat → tanks on the board.
    pub on_board: BTreeMap<Seat, u32>,
    /// Seats eliminated.
    pub eliminated: Vec<Seat>,
    /// Seats that renounced continent bonuses.
    pub renounced: Vec<Seat>,
    /// Last regular round, once announced.
    pub last_round: Option<u32>,
    /// First round of the card ramp.
    pub ramp_start: Option<u32>,
    /// Team → supplementary chances left.
    pub chances: BTreeMap<String, u32>,
    /// True during supplementary turns.
    pub supplementary: bool,
    /// Reinforcements still to place this turn (or the placement quota).
    pub allowance: u32,
    /// This turn's declaration.
    pub declared: Option<u32>,
    /// The turn's move was made.
    pub moved: bool,
    /// A conquest waiting for its occupation.
    pub pending_occupation: Option<PendingOccupation>,
    /// The match clock as logged (elapsed time needs `now`: see [`Game::elapsed`]).
    pub clock: Clock,
    /// Draft pass (0-based) during the digital draft.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub draft_pass: Option<usize>,
}

impl Game {
    /// The state as the JSON of `MATCH-LOG.md` wants it.
    pub fn view(&self) -> StateView {
        let seats = || (0..SEATS).map(seat_at);
        StateView {
            standing: board::Standing::new(
                self.map(),
                (self.round, self.phase(), self.current),
                self.finish.clone(),
                |t| self.owner(t),
                |t| self.tanks(t),
            ),
            cards: seats().map(|s| (s, self.cards(s))).collect(),
            deck: self.deck,
            caps: seats().map(|s| (s, self.cap(s))).collect(),
            on_board: seats().map(|s| (s, self.on_board(s))).collect(),
            eliminated: seats().filter(|&s| self.is_eliminated(s)).collect(),
            renounced: seats().filter(|&s| self.has_renounced(s)).collect(),
            last_round: self.last_round,
            ramp_start: self.ramp_start,
            chances: self
                .team_names
                .iter()
                .map(|t| (t.clone(), self.chances_left(t)))
                .collect(),
            supplementary: self.in_supplementary(),
            allowance: self.placement_allowance(),
            declared: self.turn.declared,
            moved: self.turn.moved,
            pending_occupation: self.turn.pending,
            clock: self.clock.clone(),
            draft_pass: self.draft_pass().map(|(p, _)| p),
        }
    }
}

impl Serialize for Game {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.view().serialize(s)
    }
}
