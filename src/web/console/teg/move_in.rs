//! The move-in form after a throw that empties a country (§7.5, §12, §13.8): one button
//! per count of armies the engine's `occupy` takes now, each saying what it makes of the
//! country. 0 is only ever offered after expelling one co-owner of a condominium from
//! outside (§13.8): there it means staying out, and the button says so, naming the
//! co-owner left alone; in one's own international zone only 1 is offered (§12).

use crate::engine::table::OccupyChoice;
use crate::engine::teg::{Game, OccupationKind};
use crate::web::i18n::{Lang, t};

/// The move-in form.
pub struct MoveInForm {
    /// The country to move into.
    pub to: String,
    /// Fewest and most armies offered.
    pub min: u32,
    /// Most armies offered.
    pub max: u32,
    /// What the choice means, when it is not a plain conquest.
    pub note: Option<String>,
    /// (armies, button label).
    pub buttons: Vec<(u32, String)>,
}

/// The form for the engine's pending move-in `o` (the seat to act moves in).
pub fn form(g: &Game, o: &OccupyChoice, lang: Lang) -> MoveInForm {
    let map = g.map();
    let el = lang;
    let country = map.name(o.to, el).to_string();
    let names = g.names();
    let who = |s: u8| names.get(usize::from(s)).cloned().unwrap_or_default();
    let fill = |key: &str, stays: &str| {
        t(lang, key)
            .replace("{country}", &country)
            .replace("{seat}", &who(g.current()))
            .replace("{who}", stays)
    };
    // The co-owner that keeps the country when the attacker stays out.
    let stays = match g.occupation().map(|p| p.kind) {
        Some(OccupationKind::Irruption { stays }) => Some(who(stays)),
        _ => None,
    };
    let note = match &stays {
        Some(s) => Some(fill("teg.occupy_share_hint", s)),
        None if g.zone_of(g.current(), o.to).is_some() => Some(fill("teg.occupy_zone_hint", "")),
        None => None,
    };
    let buttons = (o.min..=o.max)
        .map(|n| {
            let label = match (&stays, n) {
                (Some(s), 0) => fill("teg.occupy_none", s),
                _ => t(lang, "teg.occupy_n").replace("{n}", &n.to_string()),
            };
            (n, label)
        })
        .collect();
    MoveInForm {
        to: country,
        min: o.min,
        max: o.max,
        note,
        buttons,
    }
}
