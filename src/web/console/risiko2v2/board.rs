//! The 2 vs 2 board: the territories an action touched, to ring, and the board with the
//! draft kept secret (only virtual seats show) until it is over.

use crate::engine::{Action, Game, Owner, TerritoryId};
use crate::web::console::board::draw;
use crate::web::console::view_any::hex;
use crate::web::i18n::Lang;

/// Territories an action touched, to ring on the board.
pub fn touched(a: &Action) -> Vec<TerritoryId> {
    match a {
        Action::Place { tanks, .. } => tanks.keys().copied().collect(),
        Action::Attack { from, to, .. } | Action::Move { from, to, .. } => vec![*from, *to],
        Action::CapViolation { remove, .. } => remove.keys().copied().collect(),
        _ => Vec::new(),
    }
}

/// The 2 vs 2 board. `hide_draft` keeps secret who drafted what (only virtual seats
/// show).
pub fn svg_2v2(g: &Game, lang: Lang, ring: &[TerritoryId], hide_draft: bool) -> String {
    let visible = |seat: u8| {
        !hide_draft
            || g.players()
                .get(usize::from(seat))
                .is_some_and(|p| p.is_virtual)
    };
    draw(g.map(), lang, ring, |t| match g.owner(t) {
        Some(Owner::Seat(seat)) if visible(seat) => {
            let colour = g
                .players()
                .get(usize::from(seat))
                .map_or("", |p| p.colour.as_str());
            (hex(colour, seat), g.tanks(t).to_string())
        }
        Some(Owner::Neutral) if !hide_draft => ("#9e9e9e", g.tanks(t).to_string()),
        _ => ("#ffffff", String::new()),
    })
}
