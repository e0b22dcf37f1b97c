//! The pieces of Risk 2210 A.D. besides the MODs: the five commanders (each also the
//! command deck it unlocks) and the free pieces of the setup. The cards, the settings
//! and the log all name them, so they sit below all three, in a module of their own.

use serde::{Deserialize, Serialize};

/// A commander's kind (also the command deck it unlocks, the nuclear one included).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Commander {
    /// Land commander (terrestre).
    Land,
    /// Naval commander (navale).
    Naval,
    /// Space commander (spaziale).
    Space,
    /// Nuclear commander (nucleare).
    Nuclear,
    /// Diplomat (diplomatico).
    Diplomat,
}

impl Commander {
    /// The five kinds, in the order of the per-seat arrays.
    pub const ALL: [Commander; 5] = [
        Commander::Land,
        Commander::Naval,
        Commander::Space,
        Commander::Nuclear,
        Commander::Diplomat,
    ];

    /// Index in the per-seat arrays.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A free piece of the setup (§2 step 7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Piece {
    /// The land commander.
    Land,
    /// The diplomat.
    Diplomat,
    /// The space station.
    Station,
}
