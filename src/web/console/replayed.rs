//! The game as it stands after the latest recorded entry of each match being played,
//! kept in memory so recording an action need not reload, re-parse and replay every
//! earlier entry (late in a match that is most of the work of a submission).
//!
//! An entry is only trusted while the stored match still has exactly the entry count
//! and setup it was computed from; entries are append-only, so the same count means
//! the same entries. Anything else (another process writing, a failed commit after the
//! entry was kept) shows up as a different count and the match is replayed afresh.

use super::timing::TurnTracker;
use crate::db::{self, Db};
use crate::engine::any::{AnyGame, AnyLog};
use crate::web::{AppError, Result};
use std::collections::HashMap;
use std::sync::Mutex;

/// Matches kept at most; an evening has a hundred tables or so.
const MOST: usize = 512;

struct Latest {
    entries: i64,
    setup_json: String,
    kept: Kept,
}

/// A match's game after its latest entry, and its current turn's timing.
#[derive(Clone)]
pub struct Kept {
    /// The game, of any ruleset.
    pub game: AnyGame,
    /// Which turn it is and since when (what the console's turn time counts from).
    pub turn: TurnTracker,
}

/// The per-match latest games.
#[derive(Default)]
pub struct Replayed {
    games: Mutex<HashMap<i64, Latest>>,
}

impl Replayed {
    /// The game after `entries` entries of the match, if it is the one kept.
    pub fn get(&self, match_id: i64, entries: i64, setup_json: &str) -> Option<Kept> {
        let games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        games
            .get(&match_id)
            .filter(|l| l.entries == entries && l.setup_json == setup_json)
            .map(|l| l.kept.clone())
    }

    /// Whether a game of the match is kept (for any entry count).
    pub fn holds(&self, match_id: i64) -> bool {
        let games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        games.contains_key(&match_id)
    }

    /// Keeps the game after `entries` entries of the match.
    pub fn put(&self, match_id: i64, entries: i64, setup_json: &str, kept: Kept) {
        let mut games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        if games.len() >= MOST && !games.contains_key(&match_id) {
            // Past the evening's size: start again rather than track ages.
            games.clear();
        }
        let setup_json = match games.remove(&match_id) {
            Some(old) if old.setup_json == setup_json => old.setup_json,
            _ => setup_json.to_string(),
        };
        games.insert(
            match_id,
            Latest {
                entries,
                setup_json,
                kept,
            },
        );
    }
}

/// A match replayed from storage, read in one query: its entry count (what a kept
/// copy is checked against) and the game, or `None` for the game when no action is
/// effective yet (a match in setup may have no draft to replay from).
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

    /// The shipped example match, as kept after its last action.
    fn game() -> Kept {
        let log = AnyLog::parse(include_str!("../../../docs/examples/full-match.json")).unwrap();
        let (game, turn) = super::super::timing::replay_timed(&log, &[]).unwrap();
        Kept { game, turn }
    }

    #[test]
    fn a_kept_game_is_trusted_only_for_the_same_count_and_setup() {
        let kept = Replayed::default();
        kept.put(7, 12, "setup", game());
        assert!(kept.get(7, 12, "setup").is_some());
        assert!(kept.get(7, 11, "setup").is_none());
        assert!(kept.get(7, 13, "setup").is_none());
        assert!(kept.get(7, 12, "another setup").is_none());
        assert!(kept.get(8, 12, "setup").is_none());
        kept.put(7, 13, "setup", game());
        assert!(kept.get(7, 12, "setup").is_none());
        assert!(kept.get(7, 13, "setup").is_some());
    }
}
