//! Risk 2210 A.D.'s console panel: the year and this year's turn order, energy and
//! commanders per player at the top; then the current step's forms — the claims, the
//! setup MODs, the free pieces, the year's energy bid, the income, buying commanders,
//! stations and command cards, the command cards each seat may play now with their cost
//! and every field their action needs (`cards.rs`, `card_post.rs`),
//! invasions on land, at sea and on the Moon, the throw with its d6s and d8s and the
//! commanders named, the occupation, the fortify move, the end of the turn — and at the
//! end the score. The posted forms are read back as the 2210 action.
//!
//! The panel is built only from [`crate::engine::table::Table::choices`] and the game's
//! readers (the engine's `offer.rs`: every offer is an action the engine accepts): the
//! web layer never decides a rule. Forms post to `/console/m/{id}/act` with the entry
//! count the page saw and a fresh idempotency key, as classic's do; `static/console.js`
//! (shared) posts `data-act` forms and gives the placement rows their steppers.

mod card_post;
mod cards;
pub(super) mod fields;
mod head;
pub mod new;
mod panel;
mod turn;

use askama::Template;

use crate::engine::any::{AnyAction, AnyGame};
use crate::web::i18n::Lang;

/// The HTML of the panel (empty when the game is not 2210). `posted` is a refused
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

/// The posted form as the 2210 action.
///
/// # Errors
/// The i18n key of a sentence saying what to fix (a missing route, faces that are not
/// digits 1–8, no card chosen...).
pub fn action(fields: &[(String, String)], game: &AnyGame) -> Result<AnyAction, &'static str> {
    fields::action(fields, game).map(AnyAction::Risk2210)
}
