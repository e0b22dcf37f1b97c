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

static BOARDS: Mutex<BTreeMap<String, &'static Map>> = Mutex::new(BTreeMap::new());

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
    let mut boards = BOARDS.lock().unwrap_or_else(PoisonError::into_inner);
    Ok(*boards.entry(hash).or_insert(map))
}

/// The map interned for a board content hash, if any.
pub fn interned(hash: &str) -> Option<&'static Map> {
    let boards = BOARDS.lock().unwrap_or_else(PoisonError::into_inner);
    boards.get(hash).copied()
}
