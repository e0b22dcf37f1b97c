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

use crate::engine::RulesetId;
use crate::engine::any::{AnyAction, AnyLog};
use crate::web::console::dice_console::tournament_table;
use crate::web::console::new_form::COLOURS;
use crate::web::console::ruleset::{Console, TableRefused, panel_console};

/// The Risk 2210 A.D. console (see [`crate::web::console::ruleset`]).
pub struct Risk2210Console;

impl Console for Risk2210Console {
    panel_console! {
        id: RulesetId::Risk2210,
        listed_at: 4,
        form: new::form, new::opening,
        panel: panel::build,
        action: |fields, game, _referee| fields::action(fields, game).map(AnyAction::Risk2210),
    }

    /// The score and the end-of-game cards show after the end.
    fn lives_after_end(&self) -> bool {
        true
    }

    fn places_mods(&self) -> bool {
        true
    }

    /// The devastated territories (and a two-player neutral) drawn.
    fn tournament_table(&self, names: &[String], seed: u64) -> Result<AnyLog, TableRefused> {
        tournament_table(names, &COLOURS, seed, new::r2210_log, AnyLog::Risk2210)
    }
}
