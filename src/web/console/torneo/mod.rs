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

mod board;
mod fields;
pub mod links;
pub mod new;
mod panel;

use crate::engine::RulesetId;
use crate::engine::any::{AnyAction, AnyGame, AnyLog};
use crate::web::console::dice_console::tournament_table;
use crate::web::console::new_form::COLOURS;
use crate::web::console::ruleset::{Console, TableRefused, panel_console};
use crate::web::i18n::Lang;

pub use panel::objective_title;

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
                .map_or_else(|| "?".to_string(), |o| objective_title(lang, o));
            (label.clone(), o)
        })
        .collect()
}

/// The RisiKo! torneo console (see [`crate::web::console::ruleset`]).
pub struct TorneoConsole;

impl Console for TorneoConsole {
    panel_console! {
        id: RulesetId::RisikoTorneo,
        listed_at: 2,
        form: new::form, new::opening,
        panel: panel::build,
        // The referee recording a recovery is named in the log.
        action: |fields, game, referee| {
            fields::action(fields, game, referee).map(AnyAction::Torneo)
        },
    }

    /// The players' private objective links: each player reads their own secret
    /// objective on their phone.
    fn routes(&self) -> axum::Router<crate::web::AppState> {
        use axum::routing::{get, post};
        axum::Router::new()
            .route("/console/m/{id}/objective-links", post(links::make))
            .route("/objective/{token}", get(links::show))
    }

    /// The objectives left to reveal show after the end.
    fn lives_after_end(&self) -> bool {
        true
    }

    /// Its forms, and its recovery minutes (a clock event with the referee's name and
    /// reason, which the shared clock buttons do not carry).
    fn reads(&self, fields: &[(String, String)]) -> bool {
        use crate::web::console::posted::get;
        get(fields, "type") != Some("clock") || get(fields, "event") == Some("recovery")
    }

    fn revealed(&self, game: &AnyGame, lang: Lang) -> Vec<(String, String)> {
        revealed(game, lang)
    }

    fn call_due(&self) -> Option<&'static str> {
        Some("torneo.call_due")
    }

    fn tournament_table(&self, names: &[String], seed: u64) -> Result<AnyLog, TableRefused> {
        tournament_table(names, &COLOURS, seed, new::torneo_log, AnyLog::Torneo)
    }

    fn table_size_key(&self) -> &'static str {
        "ind.err.size_torneo"
    }

    fn board_at_table(&self) -> Option<&'static crate::web::console::board_at_table::AtTable> {
        Some(&board::TORNEO)
    }
}
