//! What a match's `round` counter is called on screen, one choice for every page that
//! prints it (console bar, history, public board, tournament tables and projectors) and
//! for the time call's words: "Giro 3" in most rulesets, "Anno 3" in Risk 2210 A.D.,
//! which is played over years. The choice is the engine's ([`Table::counts_years`]);
//! this only names the Fluent keys.

use crate::engine::table::Table;

/// The Fluent keys of one way of counting.
#[derive(Debug, PartialEq, Eq)]
pub struct RoundWords {
    /// The word before the round's number: "Giro" / "Anno".
    pub round: &'static str,
    /// The words before the last round's number, once the time call has made it known.
    pub last_round_is: &'static str,
    /// The time call's alert on the console ("round N is the last").
    pub call_due: &'static str,
    /// The time call's button, question and confirmation.
    pub call: CallKeys,
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

/// Rounds; the time call names the last one (`$n`).
const ROUNDS: RoundWords = RoundWords {
    round: "console.round",
    last_round_is: "console.last_round_is",
    call_due: "skeleton.call_due",
    call: CallKeys {
        button: "console.call_last",
        sure: "console.call_last_sure",
        confirm: "console.call_last_confirm",
    },
};

/// Years (Risk 2210 A.D.); the time call names the last one (`$n`).
const YEARS: RoundWords = RoundWords {
    round: "console.year",
    last_round_is: "console.last_year_is",
    call_due: "skeleton.call_due_year",
    call: CallKeys {
        button: "console.call_last_year",
        sure: "console.call_last_year_sure",
        confirm: "console.call_last_year_confirm",
    },
};

/// The 2 vs 2 call: the third-to-last round is announced (two more follow it).
pub const THIRD_TO_LAST: CallKeys = CallKeys {
    button: "console.announce",
    sure: "console.announce_sure",
    confirm: "console.announce_confirm",
};

/// The words of `table`'s way of counting.
pub fn words(table: &dyn Table) -> &'static RoundWords {
    if table.counts_years() {
        &YEARS
    } else {
        &ROUNDS
    }
}

/// The Fluent key of the word before the round's number: `console.year` or
/// `console.round`.
pub fn round_key(table: &dyn Table) -> &'static str {
    words(table).round
}
