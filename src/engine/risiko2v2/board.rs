//! What is on the table: owners, tanks, cards, caps, teams and the turn's progress, as
//! read-only queries for the UI and the rules.

use super::objective::Objective;
use super::{Game, NEUTRAL, PendingOccupation, SEATS, seat_at};
use crate::engine::map::{TerritoryId, TerritorySet};
use crate::engine::seat::{Owner, Seat};

impl Game {
    /// The owner of a territory (`None` only for cards still in the digital draft).
    pub fn owner(&self, t: TerritoryId) -> Option<Owner> {
        let bit = t.bit();
        (0..SEATS)
            .find(|&s| self.owned[s] & bit != 0)
            .map(|s| Owner::Seat(seat_at(s)))
            .or_else(|| (self.owned[NEUTRAL] & bit != 0).then_some(Owner::Neutral))
    }

    /// Tanks on a territory.
    pub fn tanks(&self, t: TerritoryId) -> u32 {
        self.tanks[t.index()]
    }

    /// The territories a seat owns, as a mask.
    pub fn territories_of(&self, seat: Seat) -> TerritorySet {
        self.owned.get(usize::from(seat)).copied().unwrap_or(0)
    }

    /// The neutral territories, as a mask.
    pub fn neutral_territories(&self) -> TerritorySet {
        self.owned[NEUTRAL]
    }

    /// Tanks a seat has on the board.
    pub fn on_board(&self, seat: Seat) -> u32 {
        self.sum_tanks(self.territories_of(seat))
    }

    fn sum_tanks(&self, set: TerritorySet) -> u32 {
        crate::engine::map::members(set)
            .map(|t| self.tanks[t.index()])
            .sum()
    }

    /// Cards in a seat's hand.
    pub fn cards(&self, seat: Seat) -> u32 {
        self.cards.get(usize::from(seat)).copied().unwrap_or(0)
    }

    /// Cards left in the deck (hands + deck = 44).
    pub fn deck(&self) -> u32 {
        self.deck
    }

    /// A seat's tank cap (120 unless lowered by a cap penalty).
    pub fn cap(&self, seat: Seat) -> u32 {
        self.caps.get(usize::from(seat)).copied().unwrap_or(0)
    }

    /// True if the seat has been eliminated.
    pub fn is_eliminated(&self, seat: Seat) -> bool {
        self.eliminated
            .get(usize::from(seat))
            .copied()
            .unwrap_or(false)
    }

    /// True if the seat renounced continent bonuses.
    pub fn has_renounced(&self, seat: Seat) -> bool {
        self.renounced
            .get(usize::from(seat))
            .copied()
            .unwrap_or(false)
    }

    /// The team label of a seat.
    pub fn team(&self, seat: Seat) -> &str {
        &self.team_names[self.team_of[usize::from(seat) % SEATS]]
    }

    /// The seat's teammate.
    pub fn teammate(&self, seat: Seat) -> Seat {
        (seat + 2) % 4
    }

    /// The seat's objective, if the log gave one.
    pub fn objective(&self, seat: Seat) -> Option<&Objective> {
        self.objectives
            .get(usize::from(seat))
            .and_then(Option::as_ref)
    }

    /// The conquest waiting for its occupation, if any.
    pub fn pending_occupation(&self) -> Option<PendingOccupation> {
        self.turn.pending
    }

    /// The (min, max) tanks the pending occupation may move in.
    pub fn occupy_range(&self) -> Option<(u32, u32)> {
        self.turn.pending.map(|p| (p.min, p.max))
    }

    /// The last regular round, once the 90-minute announcement is made.
    pub fn last_round(&self) -> Option<u32> {
        self.last_round
    }

    /// True during supplementary turns.
    pub fn in_supplementary(&self) -> bool {
        self.supplementary.is_some()
    }

    /// Supplementary chances left to a team (the full allowance before they begin).
    pub fn chances_left(&self, team: &str) -> u32 {
        let Some(i) = self.team_names.iter().position(|n| n == team) else {
            return 0;
        };
        self.supplementary
            .as_ref()
            .map_or(self.settings.chances_per_team, |s| s.chances[i])
    }

    /// The round in which card sets started ramping (4, 6, 8, 10), once it began.
    pub fn ramp_start(&self) -> Option<u32> {
        self.ramp_start
    }

    /// The turn's single move was made.
    pub fn move_done(&self) -> bool {
        self.turn.moved
    }

    /// The declaration made this turn, if any.
    pub fn declared(&self) -> Option<u32> {
        self.turn.declared
    }
}
