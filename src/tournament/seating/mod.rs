//! Seating an individual field at tables of N (issue #15): round 1 drawn from a
//! recorded seed with clubs apart, later rounds by standings with the costs of
//! [`Term`] in the organizer's priority order.
//!
//! The steps ([`seat_round`]):
//! 1. [`table_sizes`]: how many tables of N and of the odd size.
//! 2. Round 1: [`draw`] deals the shuffled field club by club. Later rounds:
//!    [`construct`] fills tables in rank order under a repeat budget raised from 0.
//! 3. [`improve`]: swaps and moves between tables until none lowers the cost.
//! 4. The proof ([`Proof`]): a cost of 0 needs none; fields of up to
//!    [`EXHAUSTIVE_MAX_PLAYERS`] players are searched exhaustively; larger fields
//!    are proven when the draft costs exactly [`prove`]'s lower bound, else by its
//!    branch and bound, warm-started by the draft, until the organizer's time
//!    budget ends (then the report gives the gap to the bound).
//!
//! Pure and deterministic whenever the proof finishes: same entrants, history,
//! settings and seed, same seating. Only a search cut by the time budget depends on
//! the machine's speed. See `docs/INDIVIDUAL.md`.

mod construct;
mod cost;
mod draw;
pub mod edit;
mod evaluate;
mod exhaustive;
mod improve;
mod prove;
mod report;
mod sizes;
#[cfg(test)]
mod tests;

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

pub use cost::Term;
pub use evaluate::evaluate;
pub use exhaustive::EXHAUSTIVE_MAX_PLAYERS;
pub use report::{Proof, SeatingReport, TermReport};
pub use sizes::{OddField, TABLE_SIZES, table_sizes};

use super::{PlayerId, Seed};
use cost::{Counts, Field, seating_cost, terms_only};

/// A player to seat this round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    /// Database id.
    pub player: PlayerId,
    /// Display name.
    pub name: String,
    /// Club, if any (compared trimmed and case-blind).
    #[serde(default)]
    pub club: Option<String>,
    /// Region, if any (compared trimmed and case-blind).
    #[serde(default)]
    pub region: Option<String>,
}

/// A table of an earlier round, as played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedTable {
    /// Its round.
    pub round: u32,
    /// The real players seated (no ghost).
    pub players: Vec<PlayerId>,
    /// The table's winner, once the result is in.
    #[serde(default)]
    pub winner: Option<PlayerId>,
}

/// How a tournament seats its rounds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatingSettings {
    /// Nominal table size N.
    pub table_size: usize,
    /// What to do with a field that is not a multiple of N.
    #[serde(default)]
    pub odd_field: OddField,
    /// The cost terms, highest priority first; a term left out is ignored.
    #[serde(default = "default_priorities")]
    pub priorities: Vec<Term>,
    /// Added to a repeated pair that met in the previous round.
    #[serde(default = "default_previous_round_extra")]
    pub previous_round_extra: u32,
    /// How long the proof may search, in milliseconds, counted from the start of
    /// the seating; when it ends first the report gives the gap to the optimum.
    #[serde(default = "default_time_budget_ms")]
    pub time_budget_ms: u64,
}

/// One second: what an organizer waits at the desk without wondering.
const fn default_time_budget_ms() -> u64 {
    1000
}

fn default_priorities() -> Vec<Term> {
    vec![Term::Repeats, Term::Winners, Term::OddTable, Term::Clubs]
}

const fn default_previous_round_extra() -> u32 {
    2
}

impl Default for SeatingSettings {
    fn default() -> Self {
        Self {
            table_size: 4,
            odd_field: OddField::default(),
            priorities: default_priorities(),
            previous_round_extra: default_previous_round_extra(),
            time_budget_ms: default_time_budget_ms(),
        }
    }
}

/// One table of the draft.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatedTable {
    /// Table number from 1 (in later rounds table 1 holds the top players).
    pub number: u32,
    /// The players, best-ranked first (seat order is decided at the table).
    pub players: Vec<PlayerId>,
    /// A ghost seat completes this table ("col morto").
    pub ghost: bool,
}

/// A draft seating with its cost breakdown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seating {
    /// The round seated.
    pub round: u32,
    /// The seed it was drawn with (used by round 1 only).
    pub seed: Seed,
    /// The tables.
    pub tables: Vec<SeatedTable>,
    /// What the seating costs, term by term.
    pub report: SeatingReport,
}

/// Why a round cannot be seated. Each message says what to change.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SeatingError {
    /// The nominal table size is outside 3–6.
    #[error("tables of {0} are not supported: choose a table size from 3 to 6")]
    TableSize(usize),
    /// The field cannot be split into tables of N and the policy's other size.
    #[error(
        "{players} players cannot sit at tables of {table_size} with {odd_field:?} tables for the rest: choose another odd-field rule, or add or drop players"
    )]
    FieldDoesNotFit {
        /// Players to seat.
        players: usize,
        /// Nominal size.
        table_size: usize,
        /// The policy.
        odd_field: OddField,
    },
    /// A player is entered twice.
    #[error("player {0:?} is entered twice: remove the duplicate")]
    DuplicatePlayer(PlayerId),
    /// A term is listed twice in the priorities.
    #[error("the cost term {0:?} is listed twice: list each term once")]
    DuplicateTerm(Term),
}

/// Seat round `round`. `entrants` are the players to seat, **in standings order**
/// (best first; the order is ignored in round 1, which is drawn from `seed`);
/// `history` the tables of earlier rounds (players no longer entered are ignored).
///
/// # Errors
/// See [`SeatingError`].
pub fn seat_round(
    entrants: &[Entrant],
    history: &[PlayedTable],
    settings: &SeatingSettings,
    round: u32,
    seed: Seed,
) -> Result<Seating, SeatingError> {
    let start = Instant::now();
    check(entrants, settings)?;
    let sizes = table_sizes(entrants.len(), settings.table_size, settings.odd_field)?;
    let drawn = round <= 1;
    let field = Field::new(entrants, history, settings, !drawn);
    let mut tables = if drawn {
        draw::draw(&field, &sizes, seed)
    } else {
        construct::by_rank(&field, &sizes, &mut |tables| {
            improve::improve(&field, tables);
            next_round_is_open(entrants, history, settings, &sizes, tables)
        })
    };
    improve::improve(&field, &mut tables);
    let cost = seating_cost(&field, &tables);
    let proof = if terms_only(cost) == [0; cost::SLOTS] {
        Proof::ZeroCost
    } else if let Some((best, best_cost)) = exhaustive::cheapest(&field, &sizes) {
        let search_found_it = terms_only(best_cost) >= terms_only(cost);
        if !search_found_it {
            tables = best;
        }
        Proof::Exhaustive { search_found_it }
    } else {
        let bound = prove::root_bound(&field, &sizes);
        if terms_only(cost) == bound {
            // The fast path: no seating costs less than the bound, term by term.
            Proof::LowerBound
        } else {
            let deadline = start + Duration::from_millis(settings.time_budget_ms);
            let found = prove::search(&field, &sizes, &tables, deadline);
            let search_found_it = found.better.is_none();
            let best = match found.better {
                Some((better, _)) => {
                    tables = better;
                    // Only the rank spread can still fall: a swap never raises a term.
                    improve::improve(&field, &mut tables);
                    seating_cost(&field, &tables)
                }
                None => cost,
            };
            if found.complete {
                Proof::Search { search_found_it }
            } else {
                Proof::Gap {
                    gap_percent: gap_percent(terms_only(best), bound),
                    time_budget_ms: settings.time_budget_ms,
                }
            }
        }
    };
    let mut counts = Counts::default();
    for t in &tables {
        counts += field.table_counts(t);
    }
    if !drawn {
        for t in &mut tables {
            t.sort_unstable();
        }
        tables.sort_by_key(|t| t.first().copied());
    }
    let ghost = settings.odd_field == OddField::Ghost;
    let tables = tables
        .into_iter()
        .zip(1..)
        .map(|(t, number)| SeatedTable {
            number,
            ghost: ghost && t.len() < settings.table_size,
            players: t.into_iter().map(|i| entrants[i].player).collect(),
        })
        .collect();
    Ok(Seating {
        round,
        seed,
        tables,
        report: SeatingReport::new(&settings.priorities, counts, proof),
    })
}

/// How far `best` may be above the optimum, in percent of `best` (rounded up), read
/// on the first term where it exceeds the lower bound: the optimum lies between the
/// bound and `best` there, and the terms after it only break ties.
fn gap_percent(best: cost::Cost, bound: cost::Cost) -> u32 {
    best.iter()
        .zip(&bound)
        .find(|(b, l)| b != l)
        .map_or(0, |(&b, &l)| {
            let gap = (b.saturating_sub(l) * 100).div_ceil(b.max(1));
            u32::try_from(gap.clamp(1, 100)).unwrap_or(100)
        })
}

/// One round of lookahead: after seating `tables`, can the same field still be
/// seated with no repeated pair? Decided only on a small field, where the search
/// goes through every seating; a large field (or a search out of nodes) passes.
fn next_round_is_open(
    entrants: &[Entrant],
    history: &[PlayedTable],
    settings: &SeatingSettings,
    sizes: &[usize],
    tables: &[Vec<usize>],
) -> bool {
    if entrants.len() > construct::SMALL_FIELD {
        return true;
    }
    let round = history.iter().map(|t| t.round).max().unwrap_or(0) + 1;
    let mut after = history.to_vec();
    after.extend(tables.iter().map(|t| PlayedTable {
        round,
        players: t.iter().map(|&i| entrants[i].player).collect(),
        winner: None,
    }));
    let only_repeats = SeatingSettings {
        priorities: vec![Term::Repeats],
        ..settings.clone()
    };
    let field = Field::new(entrants, &after, &only_repeats, false);
    construct::repeat_free_exists(&field, sizes).unwrap_or(true)
}

fn check(entrants: &[Entrant], settings: &SeatingSettings) -> Result<(), SeatingError> {
    let mut seen = BTreeSet::new();
    if let Some(e) = entrants.iter().find(|e| !seen.insert(e.player)) {
        return Err(SeatingError::DuplicatePlayer(e.player));
    }
    let mut terms = BTreeSet::new();
    if let Some(&t) = settings.priorities.iter().find(|&&t| !terms.insert(t)) {
        return Err(SeatingError::DuplicateTerm(t));
    }
    Ok(())
}
