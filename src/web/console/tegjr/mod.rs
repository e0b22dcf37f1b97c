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

use crate::engine::RulesetId;
use crate::engine::any::{AnyAction, AnyLog};
use crate::web::AppState;
use crate::web::console::denied::Outcome;
use crate::web::console::new_match::Opening;
use crate::web::console::ruleset::{Console, NewForm, Pending, TableRefused, panel_console};
use crate::web::session::Visitor;

/// The TEG Jr console (see [`crate::web::console::ruleset`]).
pub struct TegJrConsole;

impl Console for TegJrConsole {
    panel_console! {
        id: RulesetId::TegJr,
        listed_at: 3,
        panel: panel::build,
        action: |fields, game, _referee| fields::action(fields, game).map(AnyAction::TegJr),
    }

    /// Its form lists the club's boards: its own [`Console::new_form`] and
    /// [`Console::opening`] read them.
    fn form(&self) -> NewForm {
        NewForm::Own
    }

    fn new_form<'a>(
        &'a self,
        state: &'a AppState,
        v: &'a Visitor,
        posted: &'a [(String, String)],
        _refused: bool,
    ) -> Pending<'a, crate::web::Result<String>> {
        Box::pin(new::form(state, v, posted))
    }

    /// Its form names a board of the club's, read from the database.
    fn opening<'a>(
        &'a self,
        state: &'a AppState,
        v: &'a Visitor,
        pairs: &'a [(String, String)],
    ) -> Pending<'a, Outcome<Opening>> {
        Box::pin(new::opening(state, v, pairs))
    }

    /// Who won and how (and the standings) show once over.
    fn lives_after_end(&self) -> bool {
        true
    }

    /// Tournaments do not play TEG Jr (each match is on a board chosen for it).
    fn tournament_table(&self, _names: &[String], _seed: u64) -> Result<AnyLog, TableRefused> {
        Err(TableRefused::NoTables)
    }
}
