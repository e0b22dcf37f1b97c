//! What a match's `round` counter is called on screen, one choice for every page that
//! prints it (console bar, history, public board, tournament tables and projectors):
//! "Giro 3" in most rulesets, "Anno 3" in Risk 2210 A.D., which is played over years.
//! The choice is the engine's ([`Table::counts_years`]); this only names the keys.

use crate::engine::table::Table;

/// The Fluent key of the word before the round's number: `console.year` or
/// `console.round`.
pub fn round_key(table: &dyn Table) -> &'static str {
    if table.counts_years() {
        "console.year"
    } else {
        "console.round"
    }
}

/// The Fluent key of the time call's alert on the console ("the round in progress is
/// the last", or the year): `skeleton.call_due_year` or `skeleton.call_due`.
pub fn call_due_key(table: &dyn Table) -> &'static str {
    if table.counts_years() {
        "skeleton.call_due_year"
    } else {
        "skeleton.call_due"
    }
}

/// The Fluent key of the words before the last round's number, once the time call has
/// made it known: `console.last_year_is` or `console.last_round_is`.
pub fn last_round_key(table: &dyn Table) -> &'static str {
    if table.counts_years() {
        "console.last_year_is"
    } else {
        "console.last_round_is"
    }
}
