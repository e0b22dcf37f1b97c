//! The match as the API reads it: state, score, the clock with the turn time, and the
//! current turn's legal choices, as the match's ruleset's console shows them
//! ([`crate::web::console::ruleset::Console::api_state`]; by default the shared
//! surface's, [`table_json`]).

use super::table::table_json;
use crate::db::matches::MatchRow;
use crate::web::AppState;
use crate::web::console::Loaded;
use crate::web::console::registry::{of_game, of_log};
use crate::web::console::replayed::Kept;
use serde_json::Value;

/// The match as the API shows it.
pub fn state_json(state: &AppState, l: &Loaded) -> Value {
    let (row, entries, game, turn) = (&l.row, l.count(), l.game.as_ref(), l.turn_start.as_ref());
    of_log(&l.log)
        .api_state(state, row, entries, Some(&l.log), game, turn)
        .unwrap_or_else(|| table_json(state, row, entries, game, turn))
}

/// As [`state_json`], for a match just recorded: from the game the recording
/// produced, without reading the match again.
pub fn recorded_json(state: &AppState, row: &MatchRow, entries: i64, kept: &Kept) -> Value {
    let (game, turn) = (Some(&kept.game), kept.turn.start.as_ref());
    of_game(&kept.game)
        .api_state(state, row, entries, None, game, turn)
        .unwrap_or_else(|| table_json(state, row, entries, game, turn))
}
