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

mod board;
pub mod create;
pub(super) mod fields;
pub mod new;
mod new_json;
pub(super) mod panel;
#[cfg(test)]
mod tests;

use crate::engine::RulesetId;
use crate::engine::any::{AnyAction, AnyGame, AnyLog};
use crate::web::console::dice_console::tournament_table;
pub(super) use board::read as read_board;
use create::{NewIndividual, classic_log};
use crate::web::console::new_form::COLOURS;
use crate::web::console::ruleset::{Console, Pending, TableRefused, panel_console};

/// The posted form as the classic action.
///
/// # Errors
/// The i18n key of a sentence saying what to fix (a missing route, faces that are not
/// digits 1–6, fewer than three cards...).
pub fn action(fields: &[(String, String)], game: &AnyGame) -> Result<AnyAction, &'static str> {
    fields::action(fields, game).map(AnyAction::Classic)
}

/// Classic Risiko's console (see [`crate::web::console::ruleset`]).
pub struct ClassicConsole;

impl Console for ClassicConsole {
    panel_console! {
        id: RulesetId::RisikoClassic,
        listed_at: 1,
        form: new::form, create::opening,
        panel: panel::build,
        action: |fields, game, _referee| action(fields, game),
    }

    fn tournament_table(&self, names: &[String], seed: u64) -> Result<AnyLog, TableRefused> {
        let log = |form: &[(String, String)], seed| classic_log(&NewIndividual(form), seed);
        tournament_table(names, &COLOURS, seed, log, AnyLog::Classic)
    }

    fn table_size_key(&self) -> &'static str {
        "ind.err.size_classic"
    }

    fn api_fields(&self) -> crate::web::console::ruleset::ApiFields {
        crate::web::console::ruleset::ApiFields::Individual
    }

    fn api_create<'a>(
        &'a self,
        state: &'a crate::web::AppState,
        v: &'a crate::web::session::Visitor,
        user: &'a crate::web::session::CurrentUser,
        body: &'a [u8],
    ) -> Option<Pending<'a, crate::web::console::denied::Outcome<i64>>> {
        Some(Box::pin(new_json::create(state, v, user, self, body)))
    }

    fn board_at_table(&self) -> Option<&'static crate::web::console::board_at_table::AtTable> {
        Some(&board::CLASSIC)
    }
}
