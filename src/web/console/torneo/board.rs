//! The torneo's deal made with the cards at the table, entered at once: each
//! territory's owner (one army each); the engine checks the counts and that nobody
//! holds more than half a continent (§2.3 of the torneo rules). The owners are read as
//! classic's final setup ([`crate::web::console::classic`]), with no neutral.

use crate::engine::any::AnyLog;
use crate::engine::classic::Setup;
use crate::engine::seat::Owner;
use crate::engine::torneo::Distribution;
use crate::web::console::board_at_table::{AtTable, BoardSetupView, rows, seat_choices};
use crate::web::console::classic::read_board;
use crate::web::i18n::Lang;
use std::collections::BTreeMap;

/// The torneo's deal made with the cards at the table.
pub static TORNEO: AtTable = AtTable {
    form: torneo_form,
    enter: torneo_entered,
};

/// A torneo deal made at the table, still to be entered: each territory's owner only
/// (one army each).
fn torneo_form(log: &AnyLog, lang: Lang, posted: &[(String, String)]) -> Option<BoardSetupView> {
    let AnyLog::Torneo(torneo) = log else {
        return None;
    };
    if log.ready() {
        return None;
    }
    let seats = torneo.players.iter().map(|p| (p.seat, &p.name, &p.colour));
    Some(rows("owners", seat_choices(seats), lang, posted))
}

/// A torneo log with the deal entered: each territory's seat (no neutral in a deal).
///
/// # Errors
/// The key of what is malformed.
fn torneo_entered(
    log: &AnyLog,
    _mode: &str,
    pairs: &[(String, String)],
) -> std::result::Result<AnyLog, &'static str> {
    let AnyLog::Torneo(log) = log else {
        return Err("console.err.started");
    };
    let Setup::Final { owners, .. } = read_board("final", pairs)? else {
        return Err("console.err.seat");
    };
    let mut seats = BTreeMap::new();
    for (t, owner) in owners {
        let Owner::Seat(seat) = owner else {
            return Err("console.err.seat");
        };
        seats.insert(t, seat);
    }
    let mut next = log.clone();
    next.distribution = Distribution::Entered { owners: seats };
    Ok(AnyLog::Torneo(next))
}
