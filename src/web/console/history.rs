//! The history page of every ruleset: every entry with who and when, what it did as a
//! sentence, and the state after it; undone actions marked, nothing ever deleted.
//! `?at=N` shows the board as it was after entry N. The lines and boards are the
//! ruleset's console's ([`super::ruleset::Console::history`]): read from the shared surface
//! ([`super::history_any`]) unless the ruleset keeps its own (the 2 vs 2 one, with its
//! secret draft and its players' edits). Here are its lines, below the console trait;
//! the page is [`super::history_page`]'s.

use crate::engine::any::AnyAction;
use serde::Serialize;

/// One line of the history.
#[derive(Clone, Debug, Serialize)]
pub struct HistoryLine {
    /// Entry number (none for a player edit).
    pub seq: Option<i64>,
    /// `action`, `undo` or `players`.
    pub kind: &'static str,
    /// When (RFC 3339, server time).
    pub at: String,
    /// Time of day for the page.
    #[serde(skip)]
    pub time: String,
    /// The account (or `draft_link`, `server`).
    pub who: String,
    /// The action as the log has it, where the ruleset's history shows it.
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "serialize_action"
    )]
    pub action: Option<AnyAction>,
    /// What happened, as a sentence.
    pub text: String,
    /// The reason given (undo, early end).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub reason: String,
    /// A later undo cancelled it.
    pub undone: bool,
    /// The state after it, as a sentence (empty before the game exists).
    pub after: String,
}

/// A match's history as its ruleset's console reads it.
pub struct History {
    /// Every line, oldest first.
    pub lines: Vec<HistoryLine>,
    /// The board after the entry asked for (`?at=`), with its number.
    pub snapshot: Option<(i64, String)>,
}

/// When (RFC 3339) and the time of day of a moment stored as Unix seconds.
pub fn clock_time(unix: i64) -> (String, String) {
    chrono::DateTime::from_timestamp(unix, 0).map_or_else(Default::default, |d| {
        (d.to_rfc3339(), d.format("%H:%M:%S").to_string())
    })
}

/// Writes an action as its ruleset's log has it (the field order of its own type, as
/// `serde` writes it: the engine's `Serialize` for [`AnyAction`]), for the history's
/// lines.
///
/// # Errors
/// The serializer's.
pub fn serialize_action<S: serde::Serializer>(
    action: &Option<AnyAction>,
    s: S,
) -> Result<S::Ok, S::Error> {
    use serde::Serialize;
    match action {
        None => s.serialize_none(),
        Some(a) => a.serialize(s),
    }
}
