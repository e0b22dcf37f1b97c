//! The RisiKo! torneo console panel: the current step's forms for the player to act —
//! the initial placement turns of three, reinforcements with steppers, a trade, one tap
//! a throw (the defender's dice are forced to min(3, armies), so a route presets them),
//! the occupation, the move that ends the attacks, the end of the turn and, in the
//! sdadata, the two dice — plus what only the referee does: look at a player's secret
//! objective (a `show_objective` the history records; the objective shows while that is
//! the last action), give recovery minutes (logged with who and why), and, after the
//! end, reveal objectives the app never knew.
//!
//! The panel is built only from [`crate::engine::table::Table::choices`] and the game's
//! readers, as classic's is (whose attack form, placement rows and `static/classic.js`
//! it shares); `static/torneo.js` posts the sdadata once both dice are picked. Creating
//! a torneo match from the console is [`new`].

mod fields;
pub mod links;
pub mod new;
mod panel;

use askama::Template;

use crate::engine::any::{AnyAction, AnyGame};
use crate::web::i18n::Lang;

pub use panel::objective_title;

/// The HTML of the current step's forms (empty when the game is not torneo or nothing
/// is left to record). `posted` is a refused submission's fields, kept in its form.
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

/// The posted form as the tournament action; `referee` is the account recording it
/// (named in a recovery).
///
/// # Errors
/// The i18n key of a sentence saying what to fix.
pub fn action(
    fields: &[(String, String)],
    game: &AnyGame,
    referee: &str,
) -> Result<AnyAction, &'static str> {
    fields::action(fields, game, referee).map(AnyAction::Torneo)
}

/// After the end, each player's objective as a result line (label, value), in the order
/// of [`crate::engine::table::Table::result`]'s seats: every objective is shown then.
pub fn revealed(game: &AnyGame, lang: Lang) -> Vec<(String, String)> {
    use crate::engine::table::Table;
    let AnyGame::Torneo(g) = game else {
        return Vec::new();
    };
    let label = crate::web::i18n::t(lang, "torneo.objective").to_string();
    g.result()
        .seats
        .iter()
        .map(|s| {
            let o = g
                .objective(s.seat)
                .map_or_else(|| "?".to_string(), objective_title);
            (label.clone(), o)
        })
        .collect()
}
