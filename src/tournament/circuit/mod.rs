//! Circuits: one ranking over many events (issue 30).
//!
//! A circuit ranks players over chosen events — Master events, raduni, opens,
//! championships, club leagues — as Italian clubs do for their "giocatore
//! dell'anno" and the federation for its national ranking. Each event has a
//! type; the type says, as data, what a player's result there is worth:
//! points by final place, points by how far they got (winner, finalist,
//! semifinalist), points per qualifying game and per point of score, and a
//! multiplier for the whole (an Open × 1.25). A player's circuit total is the
//! sum of their best K events inside the circuit's window (a calendar year or
//! the last twelve months).
//!
//! Pure, as the rest of `tournament`: the caller passes the events with each
//! player's place, reach, games and score, and gets back the ranking with every
//! value that made it, so a page can show how each total was reached.
//!
//! See `docs/CIRCUITS.md`.

mod rules;
mod standings;

pub use rules::{CircuitRules, EventType, ReachPoints, RulesError, Window};
pub use standings::{
    CircuitEvent, CircuitPlayer, CircuitStanding, EventPoints, EventResult, Reach,
    circuit_standings, event_points,
};

#[cfg(test)]
mod tests;
