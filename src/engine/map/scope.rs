//! Which map territory ids are read and written on.
//!
//! A [`TerritoryId`](super::TerritoryId) is an index into one map, and a log names
//! territories by slug, so turning one into the other needs the board the ruleset plays
//! on. Serde's derives have no room for that argument; instead the engine's generic
//! layer (`any.rs`) sets the map for the span of a read or a write with [`on_map`]. It is
//! per thread and put back afterwards, even on a panic, so nested or concurrent matches
//! on different maps never see each other's board. Where none is set the map is RisiKo!,
//! the board of every 2 vs 2 and classic log: those read and write exactly as before.

use std::cell::Cell;

use super::Map;

thread_local! {
    static BOARD: Cell<Option<&'static Map>> = const { Cell::new(None) };
}

/// The map ids are read and written on, on this thread: the one [`on_map`] set, else
/// RisiKo!.
pub fn current() -> &'static Map {
    BOARD.with(Cell::get).unwrap_or_else(Map::risiko)
}

/// The board [`on_map`] set on this thread, if any (no RisiKo! fallback): a ruleset
/// whose board is chosen per match reads it here.
pub fn set_board() -> Option<&'static Map> {
    BOARD.with(Cell::get)
}

/// Runs `f` with territory and continent ids read and written (as slugs) on `map`.
pub fn on_map<R>(map: &'static Map, f: impl FnOnce() -> R) -> R {
    /// Puts the previous board back when dropped, so a panic inside `f` cannot leave
    /// the thread on the wrong map.
    struct Restore(Option<&'static Map>);
    impl Drop for Restore {
        fn drop(&mut self) {
            BOARD.with(|b| b.set(self.0));
        }
    }
    let _restore = Restore(BOARD.with(|b| b.replace(Some(map))));
    f()
}
