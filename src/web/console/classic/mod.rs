//! Classic Risiko's console panel: the current step's forms for the seat to act —
//! claims, setup placement (with the two-player neutral army), reinforcements with
//! steppers and the card's +2, trades with what the set is worth now, the attack with
//! one tap a throw, the occupation, the fortify move and the end of the turn — and the
//! posted forms read back as the classic action.
//!
//! The panel is built only from [`crate::engine::table::Table::choices`] and the game's
//! readers: the web layer offers what the engine says is legal and never decides a rule.
//! Forms post to `/console/m/{id}/act` with the entry count the page saw (`expected`)
//! and a fresh idempotency `key`, as the 2 vs 2 forms do; `static/classic.js` adds the
//! board taps for claims, the dice-count switch and "Basta", and `static/console.js`
//! (shared) posts `data-act` forms and gives the placement rows their steppers.

pub(super) mod attack;
pub(super) mod fields;
pub(super) mod panel;
#[cfg(test)]
mod tests;

use askama::Template;

use crate::engine::any::{AnyAction, AnyGame};
use crate::web::i18n::Lang;

/// The HTML of the current step's forms for the seat to act (empty when nobody acts or
/// the game is not classic). `posted` is a refused submission's fields, kept in its form;
/// `csrf` is the visitor's token, carried by every form.
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

/// The posted form as the classic action.
///
/// # Errors
/// The i18n key of a sentence saying what to fix (a missing route, faces that are not
/// digits 1–6, fewer than three cards...).
pub fn action(fields: &[(String, String)], game: &AnyGame) -> Result<AnyAction, &'static str> {
    fields::action(fields, game).map(AnyAction::Classic)
}
