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
//!    budget ends (then the report gives the gap to the bound). Where the draft is
//!    repeat-free and keeps the next round open, the search keeps that look-ahead.
//!
//! Pure and deterministic: same entrants, history, settings and seed, same
//! seating (the time budget is counted in search steps). See `docs/INDIVIDUAL.md`.

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

use crate::tournament::groups;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

pub use cost::Term;
pub use evaluate::evaluate;
pub use exhaustive::EXHAUSTIVE_MAX_PLAYERS;
pub use report::{Proof, SeatingReport, TermReport};
pub use sizes::{OddField, TABLE_SIZES, table_sizes};

use super::{PlayerId, Seed};
use cost::{Counts, Field, seating_cost, terms_only};
use prove::Admit;

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
    /// Family group, if any (compared trimmed and case-blind): players of one
    /// group never share a table, in any round (a hard constraint, always on).
    /// Written only when set, so entrants stored before it read as they did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub family: Option<String>,
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
    /// How long the proof may search, in milliseconds; when it ends first the
    /// report gives the gap to the optimum. Counted in search steps at the
    /// reference machine's rate, not on a clock, so that a draft never depends on
    /// how loaded the machine is.
    #[serde(default = "default_time_budget_ms")]
    pub time_budget_ms: u64,
    /// Players of one club never share a table: a hard constraint above every
    /// term, and a round is refused when a club has more players than there are
    /// tables. Off unless the organizer asks (tournaments stored before it seat as
    /// they did; their settings read it as off and write it only when on).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub clubs_apart: bool,
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
            clubs_apart: false,
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
    /// Clubs are kept apart, but a club has more players than there are tables.
    #[error(
        "club {club} has {players} players but there are {tables} tables: with clubs apart two of them would share a table; turn clubs apart off, or seat at smaller tables"
    )]
    ClubLargerThanTables {
        /// The club, as its first player spells it.
        club: String,
        /// Its players in the field.
        players: usize,
        /// Tables of the round.
        tables: usize,
    },
    /// A family group has more players than there are tables.
    #[error(
        "family group {family} ({}) has {} players but there are {tables} tables: two of them would share a table; take one of them out of the group, or seat at smaller tables", players.join(", "), players.len()
    )]
    FamilyLargerThanTables {
        /// The group, as its first player spells it.
        family: String,
        /// Its players in the field, by name.
        players: Vec<String>,
        /// Tables of the round.
        tables: usize,
    },
    /// Every family group fits the tables, but with the clubs kept apart too no
    /// seating found keeps this group apart (its players who still share a table).
    #[error(
        "family group {family} ({}) cannot be kept apart together with the clubs: turn clubs apart off, or seat at smaller tables", players.join(", ")
    )]
    FamilyNotApart {
        /// The group, as its first player spells it.
        family: String,
        /// Its players who share a table in the best seating found, by name.
        players: Vec<String>,
    },
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
    check(entrants, settings)?;
    let sizes = table_sizes(entrants.len(), settings.table_size, settings.odd_field)?;
    if settings.clubs_apart {
        clubs_fit(entrants, sizes.len())?;
    }
    families_fit(entrants, sizes.len())?;
    let drawn = round <= 1;
    let field = Field::new(entrants, history, settings, !drawn);
    let next_round =
        |tables: &[Vec<usize>]| next_round_is_open(entrants, history, settings, &sizes, tables);
    let mut tables = if drawn {
        draw::draw(&field, &sizes, seed)
    } else {
        construct::by_rank(&field, &sizes, &mut |tables| {
            improve::improve(&field, tables);
            next_round(tables).0.unwrap_or(true)
        })
    };
    improve::improve(&field, &mut tables);
    if seating_cost(&field, &tables)[cost::HARD] > 0 {
        // The construction does not know the hard constraint and the local search
        // can stall above 0: the club-by-club deal of round 1 always keeps clubs no
        // bigger than the tables apart (or family groups, when clubs are not kept
        // apart), and no later step raises that slot again.
        tables = draw::deal_apart(&field, &sizes, seed);
        improve::improve(&field, &mut tables);
    }
    let cost = seating_cost(&field, &tables);
    // The construction's look-ahead stays a constraint of the proof wherever the
    // draft meets it: a repeat-free draft that leaves the next round open is only
    // replaced by a seating that does too. Without it the proof would trade the next
    // round's repeats for a lower term of this one (16 players at tables of 4 then
    // repeat in rounds 4 and 5, where 5 repeat-free rounds exist).
    let look_ahead = !drawn
        && tables
            .iter()
            .all(|t| field.table_counts(t).repeat_pairs == 0)
        && next_round(&tables).0 == Some(true);
    let mut admits = |t: &[Vec<usize>]| -> (Admit, u64) {
        if !look_ahead {
            return (Admit::Yes, 0);
        }
        let (open, nodes) = next_round(t);
        let admit = match open {
            Some(true) => Admit::Yes,
            Some(false) => Admit::No,
            None => Admit::Unknown,
        };
        (admit, nodes)
    };
    let proof = if terms_only(cost) == [0; cost::SLOTS] {
        Proof::ZeroCost
    } else if let Some(found) = exhaustive::cheapest(&field, &sizes, &mut admits) {
        // The draft is admitted itself, so the cheapest admitted costs no more.
        let search_found_it = match found.best {
            Some((best, best_cost)) if terms_only(best_cost) < terms_only(cost) => {
                tables = best;
                false
            }
            _ => true,
        };
        if found.sure {
            Proof::Exhaustive { search_found_it }
        } else {
            Proof::LocalMinimum
        }
    } else {
        let bound = prove::root_bound(&field, &sizes);
        if terms_only(cost) == bound {
            // The fast path: no seating costs less than the bound, term by term.
            Proof::LowerBound
        } else {
            let steps = settings.time_budget_ms.saturating_mul(prove::STEPS_PER_MS);
            let found = prove::search(&field, &sizes, &tables, steps, &mut admits);
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
    if seating_cost(&field, &tables)[cost::HARD] > 0 {
        // Only clubs apart and family groups together can get here: each fits the
        // tables alone, but no seating found keeps both (the proof searched for one).
        return Err(family_not_apart(entrants, &field, &tables));
    }
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
    let mut report = SeatingReport::new(&settings.priorities, counts, proof);
    // Only a search's proof is taken among the admitted seatings; a cost of 0 or
    // at the bound is optimal among all of them.
    report.next_round_kept_open =
        look_ahead && matches!(proof, Proof::Exhaustive { .. } | Proof::Search { .. });
    Ok(Seating {
        round,
        seed,
        tables,
        report,
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
/// goes through every seating; `None` for a large field or a search out of nodes.
/// With the answer, the nodes its search visited.
fn next_round_is_open(
    entrants: &[Entrant],
    history: &[PlayedTable],
    settings: &SeatingSettings,
    sizes: &[usize],
    tables: &[Vec<usize>],
) -> (Option<bool>, u64) {
    if entrants.len() > construct::SMALL_FIELD {
        return (None, 0);
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
    construct::repeat_free_exists(&field, sizes)
}

/// The largest group that `name` reads (a club, a family group) when it has more
/// players than there are tables, so that one a table cannot seat it; the first in
/// name order among equals.
fn larger_than_tables<'a>(
    entrants: &'a [Entrant],
    tables: usize,
    name: impl for<'b> Fn(&'b &'a Entrant) -> Option<&'b str>,
) -> Option<(String, Vec<&'a Entrant>)> {
    groups::grouped(entrants, name)
        .into_iter()
        .rev()
        .max_by_key(|(_, players)| players.len())
        .filter(|(_, players)| players.len() > tables)
}

/// Every family group must fit one player a table.
fn families_fit(entrants: &[Entrant], tables: usize) -> Result<(), SeatingError> {
    match larger_than_tables(entrants, tables, |e| e.family.as_deref()) {
        Some((family, players)) => Err(SeatingError::FamilyLargerThanTables {
            family,
            players: players.iter().map(|e| e.name.clone()).collect(),
            tables,
        }),
        None => Ok(()),
    }
}

/// The refusal when a family group still shares a table: the first such group,
/// with its players at that table; else (a club clash left) the family of a
/// player at the club's table.
fn family_not_apart(entrants: &[Entrant], field: &Field, tables: &[Vec<usize>]) -> SeatingError {
    let together = tables.iter().find_map(|t| {
        t.iter().enumerate().find_map(|(k, &a)| {
            let f = field.family(a)?;
            let with: Vec<usize> = t[k..]
                .iter()
                .copied()
                .filter(|&b| field.family(b) == Some(f))
                .collect();
            (with.len() > 1).then_some(with)
        })
    });
    let players = together.unwrap_or_else(|| {
        // A club kept apart is what is left: name the first family at such a table.
        let a = tables
            .iter()
            .filter(|t| {
                t.iter()
                    .any(|&a| t.iter().any(|&b| a != b && field.clash(a, b) > 0))
            })
            .flatten()
            .chain(tables.iter().flatten())
            .copied()
            .find(|&a| field.family(a).is_some())
            .unwrap_or(0);
        vec![a]
    });
    let first = players.first().copied().unwrap_or(0);
    SeatingError::FamilyNotApart {
        family: entrants[first]
            .family
            .as_deref()
            .map_or_else(String::new, |f| f.trim().to_string()),
        players: players.iter().map(|&i| entrants[i].name.clone()).collect(),
    }
}

/// With clubs apart, every club must fit one player a table.
fn clubs_fit(entrants: &[Entrant], tables: usize) -> Result<(), SeatingError> {
    match larger_than_tables(entrants, tables, |e| e.club.as_deref()) {
        Some((club, players)) => Err(SeatingError::ClubLargerThanTables {
            club,
            players: players.len(),
            tables,
        }),
        None => Ok(()),
    }
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
