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
use crate::engine::any::{AnyAction, AnyGame, AnyLog};
use crate::web::console::dice_console::Asked;
use crate::web::console::dice_console::tournament_table;
use crate::web::console::ruleset::{Console, NewForm, TableRefused, rendered};
use crate::web::console::setup::COLOURS;

/// The Risk 2210 A.D. console (see [`crate::web::console::ruleset`]).
pub struct Risk2210Console;

impl Console for Risk2210Console {
    fn id(&self) -> RulesetId {
        RulesetId::Risk2210
    }

    fn form(&self) -> NewForm {
        NewForm::Plain {
            show: new::form,
            read: new::opening,
        }
    }

    fn listed_at(&self) -> u8 {
        4
    }

    fn panel(&self, asked: Asked<'_>) -> Option<String> {
        Some(rendered(panel::build(asked)))
    }

    /// The score and the end-of-game cards show after the end.
    fn lives_after_end(&self) -> bool {
        true
    }

    fn action(
        &self,
        fields: &[(String, String)],
        game: &AnyGame,
        _referee: &str,
    ) -> Option<Result<AnyAction, &'static str>> {
        Some(fields::action(fields, game).map(AnyAction::Risk2210))
    }

    fn places_mods(&self) -> bool {
        true
    }

    /// The devastated territories (and a two-player neutral) drawn.
    fn tournament_table(&self, names: &[String], seed: u64) -> Result<AnyLog, TableRefused> {
        tournament_table(names, &COLOURS, seed, new::r2210_log, AnyLog::Risk2210)
    }
}
