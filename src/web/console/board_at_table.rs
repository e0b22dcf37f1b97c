//! Entering a classic board set up at the table, at once: the final setup (each
//! territory's owner and armies, §2.6 b of the rules page) or, for two players, the
//! three piles dealt at the table (§8); or a torneo deal made with the cards at the
//! table (each territory's owner; the engine checks the counts and that nobody holds
//! more than half a continent, §2.3 of the torneo rules). The match was created with the setup "to be
//! entered" (stored empty); the engine checks what is entered (all 42 owned, each
//! seat's count, the starting armies, a 14/14/14 split) and says why not in its own
//! sentence. Nothing is stored then, and nothing can change once an entry exists.
//!
//! Here are the boards and their forms, below the console trait (a ruleset's console
//! names its own: [`super::ruleset::Console::board_at_table`]); entering one is
//! [`super::board_setup`]'s.

use super::Loaded;
use super::posted::get;
use crate::engine::Seat;
use crate::engine::any::AnyLog;
use crate::engine::classic::Setup;
use crate::engine::map::Map;
use crate::engine::seat::Owner;
use crate::engine::torneo::Distribution;
use crate::web::i18n::Lang;
use std::collections::BTreeMap;

/// The form to enter the board: one row a territory.
pub struct BoardSetupView {
    /// `final` (owner and armies) or `piles` (which pile).
    pub mode: &'static str,
    /// The owner (or pile) choices: (value, label).
    pub owners: Vec<(String, String)>,
    /// Each territory: (slug, name, continent, owner chosen, armies typed).
    pub rows: Vec<(String, String, String, String, String)>,
}

/// The form for a match whose board is still to be entered, as its ruleset's console
/// draws it (`at`, its [`super::ruleset::Console::board_at_table`]); `posted` refills it
/// after a refusal.
pub fn view(
    at: Option<&AtTable>,
    l: &Loaded,
    lang: Lang,
    posted: &[(String, String)],
) -> Option<BoardSetupView> {
    (at?.form)(&l.log, lang, posted)
}

/// The form of a log's board still to be entered, refilled with the posted fields.
pub type BoardForm = fn(&AnyLog, Lang, &[(String, String)]) -> Option<BoardSetupView>;

/// The log with the board entered in the form of a mode, or the key of what is malformed.
pub type BoardEntered =
    fn(&AnyLog, &str, &[(String, String)]) -> std::result::Result<AnyLog, &'static str>;

/// A ruleset's board entered at the table
/// ([`super::ruleset::Console::board_at_table`]).
pub struct AtTable {
    /// The form while the board is still to be entered (`None` for a log of another
    /// ruleset, or once entered); the posted fields refill it after a refusal.
    pub form: BoardForm,
    /// The log with the board entered in the form of the mode given, or the key of what
    /// is malformed.
    pub enter: BoardEntered,
}

/// Classic's board: the final setup or two players' piles.
pub static CLASSIC: AtTable = AtTable {
    form: classic_form,
    enter: classic_entered,
};

/// The torneo's deal made with the cards at the table.
pub static TORNEO: AtTable = AtTable {
    form: torneo_form,
    enter: torneo_entered,
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

/// Each seat as an owner to choose: "Anna (blu)".
fn seat_choices<'a>(
    seats: impl Iterator<Item = (Seat, &'a String, &'a String)>,
) -> Vec<(String, String)> {
    seats
        .map(|(seat, name, colour)| (seat.to_string(), format!("{name} ({colour})")))
        .collect()
}

/// One row a territory, the owner (and armies) kept from a refused post.
fn rows(
    mode: &'static str,
    owners: Vec<(String, String)>,
    lang: Lang,
    posted: &[(String, String)],
) -> BoardSetupView {
    let map = Map::risiko();
    let l10n = lang;
    let typed = |key: String| get(posted, &key).unwrap_or_default().to_string();
    let rows = map
        .territory_ids()
        .map(|t| {
            let ter = map.territory(t);
            (
                ter.slug.clone(),
                map.name(t, l10n).to_string(),
                map.continent_name(ter.continent, l10n).to_string(),
                typed(format!("o_{}", ter.slug)),
                typed(format!("n_{}", ter.slug)),
            )
        })
        .collect();
    BoardSetupView { mode, owners, rows }
}

/// The setup the form describes, or the translation key of what is malformed.
fn read(mode: &str, pairs: &[(String, String)]) -> std::result::Result<Setup, &'static str> {
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
    let Setup::Final { owners, .. } = read("final", pairs)? else {
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
