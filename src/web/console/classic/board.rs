//! Classic's board entered at the table, at once: the final setup (each territory's
//! owner and armies, §2.6 b of the rules page) or, for two players, the three piles
//! dealt at the table (§8). The shared form and its entering are
//! [`crate::web::console::board_at_table`]'s and [`crate::web::console::board_setup`]'s.

use crate::engine::any::AnyLog;
use crate::engine::classic::Setup;
use crate::engine::map::Map;
use crate::engine::seat::Owner;
use crate::web::console::board_at_table::{AtTable, BoardSetupView, rows, seat_choices};
use crate::web::i18n::Lang;
use std::collections::BTreeMap;

/// Classic's board: the final setup or two players' piles.
pub static CLASSIC: AtTable = AtTable {
    form: classic_form,
    enter: classic_entered,
};

/// A classic board to enter: the final setup (owner and armies) or two players' piles,
/// while it is still empty.
fn classic_form(log: &AnyLog, lang: Lang, posted: &[(String, String)]) -> Option<BoardSetupView> {
    let AnyLog::Classic(log) = log else {
        return None;
    };
    let mode = match &log.setup {
        Some(Setup::Final { owners, .. }) if owners.is_empty() => "final",
        Some(Setup::Piles { piles }) if piles.is_empty() => "piles",
        _ => return None,
    };
    let seats = log.players.iter().map(|p| (p.seat, &p.name, &p.colour));
    let mut owners = seat_choices(seats);
    if log.players.len() == 2 {
        owners.push((
            "neutral".into(),
            crate::web::i18n::t(lang, "console.neutral").into(),
        ));
    }
    Some(rows(mode, owners, lang, posted))
}

/// The setup the form describes, or the translation key of what is malformed.
pub(in crate::web::console) fn read(mode: &str, pairs: &[(String, String)]) -> std::result::Result<Setup, &'static str> {
    let map = Map::risiko();
    let mut owners = BTreeMap::new();
    let mut tanks = BTreeMap::new();
    let mut piles: BTreeMap<String, Vec<_>> = BTreeMap::new();
    for (k, v) in pairs {
        if let Some(slug) = k.strip_prefix("o_") {
            let t = map.by_slug(slug).ok_or("console.err.territory")?;
            match (mode, v.as_str()) {
                (_, "") => {}
                ("piles", pile @ ("0" | "1" | "neutral")) => {
                    piles.entry(pile.to_string()).or_default().push(t);
                }
                ("final", "neutral") => {
                    owners.insert(t, Owner::Neutral);
                }
                ("final", seat) => {
                    let seat = seat.parse().map_err(|_| "console.err.seat")?;
                    owners.insert(t, Owner::Seat(seat));
                }
                _ => return Err("console.err.seat"),
            }
        } else if let Some(slug) = k.strip_prefix("n_").filter(|_| !v.is_empty()) {
            let t = map.by_slug(slug).ok_or("console.err.territory")?;
            tanks.insert(t, v.trim().parse().map_err(|_| "console.err.number")?);
        }
    }
    Ok(match mode {
        "piles" => Setup::Piles { piles },
        _ => Setup::Final { owners, tanks },
    })
}

/// A classic log with the board entered in the form of `mode`.
///
/// # Errors
/// The key of what is malformed.
fn classic_entered(
    log: &AnyLog,
    mode: &str,
    pairs: &[(String, String)],
) -> std::result::Result<AnyLog, &'static str> {
    let AnyLog::Classic(log) = log else {
        return Err("console.err.started");
    };
    let mut next = log.clone();
    next.setup = Some(read(mode, pairs)?);
    Ok(AnyLog::Classic(next))
}
