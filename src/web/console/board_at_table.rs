//! A board set up at the table, entered at once: one row a territory, each with its
//! owner (and, where the ruleset asks, its armies or its pile). The match was created
//! with the setup "to be entered" (stored empty); the engine checks what is entered and
//! says why not in its own sentence. Nothing is stored then, and nothing can change once
//! an entry exists.
//!
//! Here are the form and the hook a ruleset's console fills
//! ([`super::ruleset::Console::board_at_table`]): classic's final setup or piles are in
//! `classic/board.rs`, the torneo's deal in `torneo/board.rs`; entering one is
//! [`super::board_setup`]'s.

use super::Loaded;
use super::posted::get;
use crate::engine::Seat;
use crate::engine::any::AnyLog;
use crate::engine::map::Map;
use crate::web::i18n::Lang;

/// The form to enter the board: one row a territory.
pub struct BoardSetupView {
    /// `final` (owner and armies) or `piles` (which pile).
    pub mode: &'static str,
    /// The owner (or pile) choices: (value, label).
    pub owners: Vec<(String, String)>,
    /// Each territory: (slug, name, continent, owner chosen, armies typed).
    pub rows: Vec<(String, String, String, String, String)>,
}

/// The form for a match whose board is still to be entered, as its ruleset's console
/// draws it (`at`, its [`super::ruleset::Console::board_at_table`]); `posted` refills it
/// after a refusal.
pub fn view(
    at: Option<&AtTable>,
    l: &Loaded,
    lang: Lang,
    posted: &[(String, String)],
) -> Option<BoardSetupView> {
    (at?.form)(&l.log, lang, posted)
}

/// The form of a log's board still to be entered, refilled with the posted fields.
pub type BoardForm = fn(&AnyLog, Lang, &[(String, String)]) -> Option<BoardSetupView>;

/// The log with the board entered in the form of a mode, or the key of what is malformed.
pub type BoardEntered =
    fn(&AnyLog, &str, &[(String, String)]) -> std::result::Result<AnyLog, &'static str>;

/// A ruleset's board entered at the table
/// ([`super::ruleset::Console::board_at_table`]).
pub struct AtTable {
    /// The form while the board is still to be entered (`None` for a log of another
    /// ruleset, or once entered); the posted fields refill it after a refusal.
    pub form: BoardForm,
    /// The log with the board entered in the form of the mode given, or the key of what
    /// is malformed.
    pub enter: BoardEntered,
}

/// Each seat as an owner to choose: "Anna (blu)".
pub fn seat_choices<'a>(
    seats: impl Iterator<Item = (Seat, &'a String, &'a String)>,
) -> Vec<(String, String)> {
    seats
        .map(|(seat, name, colour)| (seat.to_string(), format!("{name} ({colour})")))
        .collect()
}

/// One row a territory, the owner (and armies) kept from a refused post.
pub fn rows(
    mode: &'static str,
    owners: Vec<(String, String)>,
    lang: Lang,
    posted: &[(String, String)],
) -> BoardSetupView {
    let map = Map::risiko();
    let l10n = lang;
    let typed = |key: String| get(posted, &key).unwrap_or_default().to_string();
    let rows = map
        .territory_ids()
        .map(|t| {
            let ter = map.territory(t);
            (
                ter.slug.clone(),
                map.name(t, l10n).to_string(),
                map.continent_name(ter.continent, l10n).to_string(),
                typed(format!("o_{}", ter.slug)),
                typed(format!("n_{}", ter.slug)),
            )
        })
        .collect();
    BoardSetupView { mode, owners, rows }
}
