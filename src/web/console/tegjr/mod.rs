//! TEG Jr's console panel: the current step's forms for the player to act — the
//! exchange of a sealed card the deal already fulfils, the 6-army first round and the
//! placements of 4 plus the continents' bonuses with steppers, the 2-card trade, the
//! attack with one tap a throw (the dice counts are the armies'), the move into a
//! conquered country, regrouping, the end of the turn with the card it draws — the
//! table's news (countries and cards per player, who is out, who won), and the posted
//! forms read back as the TEG Jr action. `new.rs` opens a match on a chosen board.
//!
//! The panel is built only from [`crate::engine::table::Table::choices`] and the game's
//! readers: the web layer offers what the engine says is legal and never decides a
//! rule. Its markup is classic's (`static/classic.js` shows the throw buttons of the
//! route's dice; `static/console.js` posts `data-act` forms, gives the placement rows
//! their steppers and picks routes and countries on the board).

pub(super) mod fields;
pub mod new;
pub(super) mod panel;

use askama::Template;

use crate::engine::any::{AnyAction, AnyGame};
use crate::web::i18n::Lang;

/// The HTML of the panel (empty when the game is not TEG Jr). `posted` is a refused
/// submission's fields, kept in its form; `csrf` is the visitor's token.
pub fn panel(
    game: &AnyGame,
    lang: Lang,
    expected: i64,
    match_id: i64,
    posted: &[(String, String)],
    csrf: &str,
) -> String {
    panel::build(game, lang, expected, match_id, posted, csrf)
        .and_then(|p| p.render().ok())
        .unwrap_or_default()
}

/// The posted form as the TEG Jr action.
///
/// # Errors
/// The i18n key of a sentence saying what to fix.
pub fn action(fields: &[(String, String)], game: &AnyGame) -> Result<AnyAction, &'static str> {
    fields::action(fields, game).map(AnyAction::TegJr)
}
