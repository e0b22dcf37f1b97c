//! Boards entered at runtime, as `&'static Map` like the shipped ones.
//!
//! Every screen reads a match through [`crate::engine::table::Table::map`], which hands
//! out `&'static Map`, and ids are read and written on a `&'static Map` ([`super::on_map`]).
//! Rather than thread a lifetime through every ruleset, a board a club brings is
//! interned: each distinct content (its [`Board::hash`]) is built once and leaked once.
//! A board version never changes once stored (a change is a new version), so the leak is
//! bounded by the number of board versions an instance ever plays — a few kilobytes each.

use std::collections::BTreeMap;
use std::sync::{Mutex, PoisonError};

use super::Map;
use super::board::Board;
use super::check::Needs;
use super::problem::Problem;

/// Each board content's map, and the board itself (what a downloaded log carries).
static BOARDS: Mutex<BTreeMap<String, (&'static Map, &'static Board)>> =
    Mutex::new(BTreeMap::new());

/// The board's map, built once per content and kept for the life of the process.
///
/// # Errors
/// Every [`Problem`] of the board for `needs`; nothing is kept then.
pub fn intern(board: &Board, needs: Needs) -> Result<&'static Map, Vec<Problem>> {
    let hash = board.hash();
    if let Some(map) = interned(&hash) {
        return Ok(map);
    }
    let map: &'static Map = Box::leak(Box::new(board.to_map(needs)?));
    let content: &'static Board = Box::leak(Box::new(board.clone()));
    let mut boards = BOARDS.lock().unwrap_or_else(PoisonError::into_inner);
    Ok(boards.entry(hash).or_insert((map, content)).0)
}

/// The map interned for a board content hash, if any.
pub fn interned(hash: &str) -> Option<&'static Map> {
    let boards = BOARDS.lock().unwrap_or_else(PoisonError::into_inner);
    boards.get(hash).map(|(map, _)| *map)
}

/// The board interned for a content hash, as its file says it, if any.
pub fn interned_board(hash: &str) -> Option<&'static Board> {
    let boards = BOARDS.lock().unwrap_or_else(PoisonError::into_inner);
    boards.get(hash).map(|(_, board)| *board)
}
