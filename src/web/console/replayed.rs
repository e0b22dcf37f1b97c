//! The game as it stands after the latest recorded entry of each match being played,
//! kept in memory so recording an action need not reload, re-parse and replay every
//! earlier entry (late in a match that is most of the work of a submission).
//!
//! An entry is only trusted while the stored match still has exactly the entry count
//! and setup it was computed from; entries are append-only, so the same count means
//! the same entries. Anything else (another process writing, a failed commit after the
//! entry was kept) shows up as a different count and the match is replayed afresh.

use crate::engine::Game;
use std::collections::HashMap;
use std::sync::Mutex;

/// Matches kept at most; an evening has a hundred tables or so.
const MOST: usize = 512;

struct Latest {
    entries: i64,
    setup_json: String,
    game: Game,
}

/// The per-match latest games.
#[derive(Default)]
pub struct Replayed {
    games: Mutex<HashMap<i64, Latest>>,
}

impl Replayed {
    /// The game after `entries` entries of the match, if it is the one kept.
    pub fn get(&self, match_id: i64, entries: i64, setup_json: &str) -> Option<Game> {
        let games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        games
            .get(&match_id)
            .filter(|l| l.entries == entries && l.setup_json == setup_json)
            .map(|l| l.game.clone())
    }

    /// Keeps the game after `entries` entries of the match.
    pub fn put(&self, match_id: i64, entries: i64, setup_json: &str, game: Game) {
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
                game,
            },
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Draft, MatchLog, Player, Settings};
    use std::collections::BTreeMap;

    fn game() -> Game {
        let players = (0..4u8)
            .map(|s| Player {
                seat: s,
                name: format!("P{s}"),
                team: if s % 2 == 0 { "A" } else { "B" }.into(),
                colour: "blu".into(),
                is_virtual: false,
                person: None,
            })
            .collect();
        let log = MatchLog {
            format: 1,
            ruleset: "risiko-2v2".into(),
            settings: Settings::default(),
            players,
            objectives: BTreeMap::new(),
            draft: Draft::Digital {
                packets: crate::engine::deal_packets(3).to_vec(),
                seed: Some(3),
            },
            actions: Vec::new(),
        };
        Game::new(&log).unwrap()
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
