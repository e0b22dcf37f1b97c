//! A club's board carried by a downloaded log (`board`, after the actions), so the log
//! reads where that board was never uploaded: `arbitro replay` on a referee's laptop, a
//! second instance. The board must be exactly the version `map_hash` names.
//!
//! Only the command line makes a carried board playable ([`bring_board`]); the server
//! learns boards on its boards page, where an organizer brings them and their checks are
//! shown, so an upload reads `board` only to check it and leaves it out ([`without_board`]):
//! the instance must already have that version, as before.

use std::borrow::Cow;

use serde::Serialize;
use serde_json::Value;

use super::TegJrLog;
use crate::engine::Lang;
use crate::engine::log_file::{LogError, at, typed};
use crate::engine::map::{Board, intern, interned_board};

/// The key of the carried board.
const KEY: &str = "board";

/// The board a log's JSON carries, checked to be the version its `map_hash` names.
fn carried(v: &Value) -> Result<Option<Board>, LogError> {
    let Some(b) = v.get(KEY) else {
        return Ok(None);
    };
    let board: Board = typed(b, KEY)?;
    let text = |k: &str| v.get(k).and_then(Value::as_str).unwrap_or_default();
    if board.id != text("map") || board.hash() != text("map_hash") {
        return Err(at(
            KEY,
            "the board carried is not the version the log names (`map` and `map_hash`)",
        ));
    }
    Ok(Some(board))
}

/// Makes the board a log's JSON carries playable in this process, after its TEG Jr
/// checks (what the command line does before reading the log).
///
/// # Errors
/// A [`LogError`] at `board`: not the version named, or a check it fails.
pub fn bring_board(v: &Value) -> Result<(), LogError> {
    if let Some(board) = carried(v)? {
        intern(&board, super::BOARD_NEEDS).map_err(|problems| {
            let first = problems
                .first()
                .map(|p| p.sentence(Lang::En))
                .unwrap_or_default();
            at(KEY, &format!("the board carried fails its checks: {first}"))
        })?;
    }
    Ok(())
}

/// The log's JSON without the board it carries (checked first).
///
/// # Errors
/// A [`LogError`] at `board` when it is not the version the log names.
pub fn without_board(v: &Value) -> Result<Cow<'_, Value>, LogError> {
    if carried(v)?.is_none() {
        return Ok(Cow::Borrowed(v));
    }
    let mut out = v.clone();
    if let Some(o) = out.as_object_mut() {
        o.remove(KEY);
    }
    Ok(Cow::Owned(out))
}

/// The log as downloaded: pretty JSON, and on a club's board the board after the actions
/// (ids written on the log's board: the caller sets it).
pub fn download(log: &TegJrLog) -> String {
    #[derive(Serialize)]
    struct Download<'a> {
        #[serde(flatten)]
        log: &'a TegJrLog,
        board: &'a Board,
    }
    let board = Some(log.map_hash.as_str())
        .filter(|h| !h.is_empty())
        .and_then(interned_board);
    match board {
        Some(board) => serde_json::to_string_pretty(&Download { log, board }),
        None => serde_json::to_string_pretty(log),
    }
    .unwrap_or_default()
}
