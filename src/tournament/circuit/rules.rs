//! A circuit's rules: its event types, its window and how many events count.

use chrono::{Datelike, Months, NaiveDate};
use serde::{Deserialize, Serialize};

use crate::tournament::individual::Points;

/// Points for how far a player got in an event with stages. A player who
/// reached a stage gets that stage's points only (a winner is not also paid as
/// a finalist).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReachPoints {
    /// The event's winner (1st of the final).
    pub winner: Points,
    /// Every other finalist.
    pub finalist: Points,
    /// Players who played a semifinal and did not reach the final.
    pub semifinalist: Points,
}

/// One kind of event and what a result there is worth.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventType {
    /// As the organizer names it: "Master", "Raduno", "Open", "Campionato".
    pub name: String,
    /// Points by final place: the first entry for 1st, the next for 2nd, … ;
    /// places past the table get none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub by_place: Vec<Points>,
    /// Points by how far the player got (for events with a final).
    #[serde(default)]
    pub by_reach: ReachPoints,
    /// Points per qualifying game played.
    #[serde(default)]
    pub per_game: Points,
    /// Points per point of the player's score in the event (their total in its
    /// standings): RCU Barletta's "score × 100" is 100.
    #[serde(default)]
    pub per_score: Points,
    /// The whole result is multiplied by this (1 = as is; an Open 1.25).
    #[serde(default = "one")]
    pub multiplier: Points,
}

fn one() -> Points {
    Points::whole(1)
}

/// Which events' dates a circuit takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Window {
    /// Every event, whatever its date.
    Always,
    /// Events of one calendar year.
    Year {
        /// The year, e.g. 2026.
        year: i32,
    },
    /// Events of the twelve months up to and including `ending`: a national
    /// ranking that moves with every event rather than restarting each January.
    Rolling {
        /// The last day of the window.
        ending: NaiveDate,
    },
}

impl Window {
    /// True when an event held on `date` counts.
    #[must_use]
    pub fn holds(self, date: NaiveDate) -> bool {
        match self {
            Window::Always => true,
            Window::Year { year } => date.year() == year,
            Window::Rolling { ending } => {
                // Twelve months back, the day after: 2026-11-28 covers
                // 2025-11-29 ..= 2026-11-28.
                let start = ending
                    .checked_sub_months(Months::new(12))
                    .and_then(|d| d.succ_opt())
                    .unwrap_or(NaiveDate::MIN);
                start <= date && date <= ending
            }
        }
    }
}

/// A circuit: its event types, its window and its best K.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CircuitRules {
    /// The event types, by name.
    pub types: Vec<EventType>,
    /// Which events count by date.
    pub window: Window,
    /// Each player's best K events count; `None`: every one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best_of: Option<u32>,
}

/// Why a circuit's rules cannot be used, for the organizer to fix.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// A circuit needs at least one event type.
    NoTypes,
    /// An event type without a name.
    UnnamedType,
    /// Two event types of one name (names are matched trimmed and case-blind).
    SameName(String),
    /// A multiplier of zero or less.
    Multiplier(String),
    /// Negative points in a type's tables.
    NegativePoints(String),
    /// Best 0 events.
    BestOfZero,
    /// An event whose type the circuit does not define.
    UnknownType {
        /// The event's name.
        event: String,
        /// The type it was given.
        event_type: String,
    },
}

impl CircuitRules {
    /// The type of this name (trimmed, case-blind).
    #[must_use]
    pub fn event_type(&self, name: &str) -> Option<&EventType> {
        let wanted = name.trim().to_lowercase();
        self.types
            .iter()
            .find(|t| t.name.trim().to_lowercase() == wanted)
    }

    /// Checks the rules an organizer typed.
    ///
    /// # Errors
    /// The first problem found, in the order of [`RulesError`].
    pub fn check(&self) -> Result<(), RulesError> {
        if self.types.is_empty() {
            return Err(RulesError::NoTypes);
        }
        let mut seen: Vec<String> = Vec::new();
        for t in &self.types {
            let name = t.name.trim();
            if name.is_empty() {
                return Err(RulesError::UnnamedType);
            }
            if seen.contains(&name.to_lowercase()) {
                return Err(RulesError::SameName(name.to_owned()));
            }
            seen.push(name.to_lowercase());
            if t.multiplier <= Points::default() {
                return Err(RulesError::Multiplier(name.to_owned()));
            }
            let r = &t.by_reach;
            let mut all = t.by_place.iter().chain([
                &r.winner,
                &r.finalist,
                &r.semifinalist,
                &t.per_game,
                &t.per_score,
            ]);
            if all.any(|p| *p < Points::default()) {
                return Err(RulesError::NegativePoints(name.to_owned()));
            }
        }
        if self.best_of == Some(0) {
            return Err(RulesError::BestOfZero);
        }
        Ok(())
    }
}
