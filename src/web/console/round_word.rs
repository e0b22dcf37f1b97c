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

/// The Fluent key of the time call's alert on the console ("round N is the last", or
/// the year): `skeleton.call_due_year` or `skeleton.call_due`.
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

/// The Fluent keys of the time call's three words on the console: the button, the
/// question asked before it is made, and the confirm button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CallKeys {
    /// The button that opens the confirmation.
    pub button: &'static str,
    /// The question: the call is made once.
    pub sure: &'static str,
    /// The confirm button.
    pub confirm: &'static str,
}

/// The 2 vs 2 call: the third-to-last round is announced (two more follow it).
pub const THIRD_TO_LAST: CallKeys = CallKeys {
    button: "console.announce",
    sure: "console.announce_sure",
    confirm: "console.announce_confirm",
};

/// The call of every other ruleset: its words name the last round (or year), `$n`.
pub fn call_keys(table: &dyn Table) -> CallKeys {
    if table.counts_years() {
        CallKeys {
            button: "console.call_last_year",
            sure: "console.call_last_year_sure",
            confirm: "console.call_last_year_confirm",
        }
    } else {
        CallKeys {
            button: "console.call_last",
            sure: "console.call_last_sure",
            confirm: "console.call_last_confirm",
        }
    }
}
