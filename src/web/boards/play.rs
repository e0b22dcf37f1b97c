//! Boards made playable: a match log names a club's board by the hash of the version it
//! is played on, and the engine reads it on that board once it is interned
//! (`engine::map::intern`). Every stored version is interned at start and when stored;
//! a log naming a version is linked to it, so the version stays the match's.

use crate::db::{self, Db, DbResult};
use crate::engine::map::{Board, Needs, intern};
use serde_json::Value;

/// Interns every stored board version; returns how many.
///
/// # Errors
/// Storage failures.
pub async fn intern_stored(db: &Db) -> DbResult<usize> {
    let mut n = 0;
    for content in db::boards::all_contents(db).await? {
        // Stored versions were checked before storing; one that no longer reads is
        // skipped (its matches say "board not checked" instead of failing the start).
        if let Ok(board) = Board::from_json(&content) {
            n += usize::from(intern(&board, Needs::ANY).is_ok());
        }
    }
    Ok(n)
}

/// Interns a board just stored, so matches can name it at once.
pub fn intern_new(board: &Board) {
    // Stored only after its checks passed, so this cannot fail.
    let _ = intern(board, Needs::ANY);
}

/// The stored version a log names by `map_hash` (board id, version), interned; `None`
/// for a log on a shipped board.
///
/// # Errors
/// Storage failures.
pub async fn version_of_log(db: &Db, text: &str) -> DbResult<Option<(i64, i64)>> {
    let value: Option<Value> = serde_json::from_str(text).ok();
    let hash = value
        .as_ref()
        .and_then(|v| v.get("map_hash"))
        .and_then(Value::as_str)
        .unwrap_or_default();
    if hash.is_empty() {
        return Ok(None);
    }
    let Some((board, version, content)) = db::boards::by_hash(db, hash).await? else {
        return Ok(None);
    };
    if let Ok(b) = Board::from_json(&content) {
        intern_new(&b);
    }
    Ok(Some((board, version)))
}
