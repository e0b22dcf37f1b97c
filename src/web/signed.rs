//! What a finished match produced, stored (`db::match_results`) so that no page
//! replays a signed match: the standings, the round results, the confirmations and
//! the individual standings read it instead of the log.
//!
//! It is stored when the match is signed, forgotten when it is reopened (the console
//! may then change it), and computed and stored on first read when missing — so
//! databases, archives and imports from before it need nothing. Each stored result
//! carries the version of the match it was computed from (entry count and setup
//! fingerprint); one whose match has changed since is computed again, so a stale
//! result is never shown whichever way the match changed.

use crate::db::{self, Db, match_results::StoredResult};
use crate::engine::any::{AnyGame, AnyLog};
use crate::web::{AppError, AppState, Result};

// What a match produced is computed in the pure layers, where the club's publish
// and the federation hub read it too; this module stores it.
pub use crate::engine::table::{TeamScore, TeamSeat};
pub use crate::tournament::produced::Produced;

/// A setup's fingerprint: FNV-1a over its bytes, as 16 hex digits. Stored, so it
/// must not change between builds (the standard library's hasher may).
pub fn fingerprint(setup_json: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in setup_json.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// `stored`, if it was computed from this version of its match and still reads.
pub fn current(stored: Option<&StoredResult>, entries: i64, setup_json: &str) -> Option<Produced> {
    let s = stored?;
    if s.entries != entries || s.setup_hash != fingerprint(setup_json) {
        return None;
    }
    serde_json::from_str(&s.result_json).ok()
}

/// What a match produced, from `stored` when current, else computed from its log
/// (the game the console keeps, or a replay) and, when `keep` (the match is
/// signed), stored for every later read. `None` while the match is not finished.
///
/// # Errors
/// Storage errors; a stored match that no longer replays.
pub async fn produced(
    state: &AppState,
    match_id: i64,
    entries: i64,
    setup_json: &str,
    stored: Option<&StoredResult>,
    keep: bool,
) -> Result<Option<Produced>> {
    if let Some(p) = current(stored, entries, setup_json) {
        return Ok(Some(p));
    }
    let (entries, setup_json, game) = match state.replayed.get(match_id, entries, setup_json) {
        Some(kept) => (entries, setup_json.to_string(), Some(kept.game)),
        // Read again in one query: the result is stored under the version it was
        // computed from.
        None => from_storage(&state.db, match_id).await?,
    };
    let Some(game) = game else {
        return Ok(None);
    };
    let p =
        Produced::of(&game).map_err(|e| AppError::Internal(format!("match {match_id}: {e}")))?;
    if let (Some(p), true) = (&p, keep) {
        store(&state.db, match_id, entries, &setup_json, p).await;
    }
    Ok(p)
}

/// Stores `p` as match `match_id`'s result at this version. A failure is logged and
/// otherwise ignored: the page has its result, and the next read computes it again.
async fn store(db: &Db, match_id: i64, entries: i64, setup_json: &str, p: &Produced) {
    let row = match serde_json::to_string(p) {
        Ok(result_json) => StoredResult {
            match_id,
            entries,
            setup_hash: fingerprint(setup_json),
            result_json,
        },
        Err(e) => {
            tracing::warn!(match_id, error = %e, "result not stored");
            return;
        }
    };
    if let Err(e) = db::match_results::put(db, &row).await {
        tracing::warn!(match_id, error = %e, "result not stored");
    }
}

/// Stores the result of a match just signed (from the game the console keeps).
///
/// # Errors
/// Storage errors; a stored match that no longer replays.
pub async fn on_signed(state: &AppState, match_id: i64) -> Result<()> {
    if let Some((row, entries)) = db::matches::get_with_count(&state.db, match_id).await? {
        produced(state, match_id, entries, &row.setup_json, None, true).await?;
    }
    Ok(())
}

/// Computes and stores the result of a finished match from storage alone (no app
/// running): what signing in the console does, for tools that sign matches through
/// the storage functions (the load bench's seed).
///
/// # Errors
/// Storage errors; a stored match that no longer replays.
pub async fn fill(db: &Db, match_id: i64) -> Result<()> {
    let (entries, setup_json, game) = from_storage(db, match_id).await?;
    let Some(game) = game else { return Ok(()) };
    let p =
        Produced::of(&game).map_err(|e| AppError::Internal(format!("match {match_id}: {e}")))?;
    if let Some(p) = p {
        store(db, match_id, entries, &setup_json, &p).await;
    }
    Ok(())
}

/// What the signed (`keep`) or finished match `match_id` produced, read through
/// [`produced`] with its own stored result.
///
/// # Errors
/// Storage errors; a stored match that no longer replays.
pub async fn of_match(state: &AppState, match_id: i64) -> Result<Option<Produced>> {
    let Some((row, entries)) = db::matches::get_with_count(&state.db, match_id).await? else {
        return Ok(None);
    };
    let stored = db::match_results::get(&state.db, match_id).await?;
    let keep = row.status == "signed";
    produced(
        state,
        match_id,
        entries,
        &row.setup_json,
        stored.as_ref(),
        keep,
    )
    .await
}

/// A match replayed from storage, read in one query: its entry count (what a kept
/// copy is checked against) and the game, or `None` for the game when no action is
/// effective yet (a match in setup may have no draft to replay from). It stands in
/// for the game `console::replayed` keeps when that has none, and lives here because
/// only a result read needs it: the console signs through this module, so this
/// module reads nothing of the console's.
///
/// # Errors
/// [`AppError::NotFound`] for no such match; [`AppError::Internal`] if the stored
/// log no longer replays.
pub async fn from_storage(db: &Db, match_id: i64) -> Result<(i64, String, Option<AnyGame>)> {
    let (setup_json, entries) = db::matches::setup_and_entries(db, match_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let corrupt = |e: String| AppError::Internal(format!("match {match_id}: {e}"));
    // Each entry in order: an action, or `null` for an undo of the latest one.
    let entries: Vec<Option<serde_json::Value>> =
        serde_json::from_str(&entries).map_err(|e| corrupt(e.to_string()))?;
    let count = i64::try_from(entries.len()).unwrap_or(i64::MAX);
    let mut effective = Vec::new();
    for e in entries {
        match e {
            Some(a) => effective.push(a),
            None => {
                effective.pop();
            }
        }
    }
    if effective.is_empty() {
        return Ok((count, setup_json, None));
    }
    let mut log = AnyLog::parse(&setup_json).map_err(|e| corrupt(e.to_string()))?;
    for a in &effective {
        let action = log
            .action_from_json(a)
            .map_err(|e| corrupt(e.to_string()))?;
        log.push(action).map_err(|e| corrupt(e.to_string()))?;
    }
    let game = AnyGame::replay(&log).map_err(|f| corrupt(f.to_string()))?;
    Ok((count, setup_json, Some(game)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::individual::TableOutcome;

    #[test]
    fn the_fingerprint_is_fixed_and_tells_setups_apart() {
        // Stored in the database: a new build must compute the same value.
        assert_eq!(fingerprint(""), "cbf29ce484222325");
        assert_eq!(fingerprint("a"), "af63dc4c8601ec8c");
        assert_ne!(fingerprint("{\"n\":1}"), fingerprint("{\"n\":2}"));
    }

    #[test]
    fn a_stored_result_counts_only_for_its_version() {
        let p = Produced {
            names: vec!["Ada".into()],
            outcome: TableOutcome::default(),
            teams: None,
        };
        let row = StoredResult {
            match_id: 1,
            entries: 40,
            setup_hash: fingerprint("setup"),
            result_json: serde_json::to_string(&p).unwrap(),
        };
        assert_eq!(current(Some(&row), 40, "setup"), Some(p));
        assert_eq!(current(Some(&row), 41, "setup"), None);
        assert_eq!(current(Some(&row), 40, "renamed"), None);
        assert_eq!(current(None, 40, "setup"), None);
        let broken = StoredResult {
            result_json: "{".into(),
            ..row
        };
        assert_eq!(current(Some(&broken), 40, "setup"), None);
    }
}
