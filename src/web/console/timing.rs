//! The turn and the clock of a match whose console is not in hand (the API, the
//! tournaments' live tables, the pages above the registry): its ruleset's console found
//! through the registry, then asked as [`super::ruleset::replay_timed`] and
//! [`super::ruleset::clock_at`] ask it. The times themselves are [`super::clock`]'s.

use super::clock::{ClockView, TurnStart, TurnTracker};
use super::registry::{of_game, of_log};
use crate::engine::any::{AnyGame, AnyLog};
use chrono::{DateTime, Utc};

pub use super::clock::effective_timed;

/// Replays `log` (whose actions were stored at `times`, unix seconds, one per action)
/// and finds when the current turn began, as its ruleset's console counts turns.
///
/// # Errors
/// The replay failure as text (stored logs always replay).
pub fn replay_timed(log: &AnyLog, times: &[i64]) -> Result<(AnyGame, TurnTracker), String> {
    super::ruleset::replay_timed(of_log(log), log, times)
}

/// The clock at `now`, with the turn begun at `turn_start` (after the end: the moment
/// the match ended), as its ruleset's console shows it.
pub fn clock(g: &AnyGame, turn_start: Option<&TurnStart>, now: DateTime<Utc>) -> ClockView {
    super::ruleset::clock_at(of_game(g), g, turn_start, now)
}
