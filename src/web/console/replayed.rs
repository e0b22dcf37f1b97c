//! The game as it stands after the latest recorded entry of each match being played,
//! kept in memory so recording an action need not reload, re-parse and replay every
//! earlier entry (late in a match that is most of the work of a submission).
//!
//! An entry is only trusted while the stored match still has exactly the entry count
//! and setup it was computed from; entries are append-only, so the same count means
//! the same entries. Anything else (another process writing, a failed commit after the
//! entry was kept) shows up as a different count and the match is replayed afresh.

use super::clock::TurnTracker;
use crate::engine::any::AnyGame;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::any::AnyLog;

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
