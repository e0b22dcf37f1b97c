//! T.E.G. La Revancha's console panel: the current step's forms for the seat to act —
//! the situation card turned by the round's opener, the crisis dice, the first armies and
//! the extra reinforcements, incorporation (armies, missiles bought, armies turned into
//! missiles, the trade with what it is worth now), attacks with one tap a throw, missiles
//! by distance, the move-in, regrouping (armies and missiles), the card step (the card
//! drawn, continent cards, the +3 of a card) and the end of the turn — plus the pacts
//! (recorded by the referee at any time the rules allow, listed with what they forbid,
//! broken with notice), the banner with the round's situation card shown under the bar
//! on every console page, and the referee's secret view of each objective's progress.
//!
//! Everything offered comes from [`crate::engine::table::Table::choices`] and the game's
//! readers (`missile_choices`, `situation_choices`, `card_step_due`, ...): the web layer
//! never decides a rule, the engine refuses what is wrong with a sentence naming the
//! players. `static/classic.js` (the dice switch, "Basta") and `static/console.js` (board
//! taps, steppers, posting) serve this panel as they serve classic's; `static/teg.js`
//! draws the missiles on the board and the ranges of the one about to fire.

pub(super) mod aggressions;
pub(super) mod alliance_fields;
pub(super) mod alliances;
pub(super) mod banner;
pub(super) mod fields;
pub(super) mod move_in;
pub mod new;
pub(super) mod pacts;
pub(super) mod panel;
pub(super) mod secret;

use askama::Template;

use crate::engine::RulesetId;
use crate::engine::any::{AnyAction, AnyGame, AnyLog};
use crate::engine::teg::COLOURS;
use crate::web::console::dice_console::tournament_table;
use crate::web::console::ruleset::{Console, TableRefused, panel_console};
use crate::web::i18n::Lang;

/// The T.E.G. console (see [`crate::web::console::ruleset`]).
pub struct TegConsole;

impl Console for TegConsole {
    panel_console! {
        id: RulesetId::TegRevancha,
        listed_at: 5,
        form: new::form, new::opening,
        panel: panel::build,
        action: |fields, game, _referee| fields::action(fields, game).map(AnyAction::Teg),
    }

    fn banner(&self, game: &AnyGame, lang: Lang) -> Option<String> {
        banner::build(game, lang).and_then(|b| b.render().ok())
    }

    /// Territories and secret objectives dealt, in the T.E.G. box's colours.
    fn tournament_table(&self, names: &[String], seed: u64) -> Result<AnyLog, TableRefused> {
        tournament_table(names, &COLOURS, seed, new::teg_log, AnyLog::Teg)
    }
}
