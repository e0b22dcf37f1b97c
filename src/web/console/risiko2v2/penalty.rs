//! The tank-cap penalty form's hint: the referee picks the player and types the count
//! found on the table, taps *Calcola*, and the page answers with what the engine's
//! [`CapPenalty`] requires (how many to remove, where from, how many from this turn's
//! reinforcements) and removal rows already filled with one legal removal.

use super::view::Opt;
// The form's hint and its most rows, under their old paths too.
pub use crate::web::console::cap_penalty_form::{CapHint, MAX_ROWS};
use crate::engine::risiko2v2::CapPenalty;
use crate::engine::{Game, Map};
use crate::web::console::answer::answer;
use crate::web::console::denied::Denied;
use crate::web::console::face::Face;
use crate::web::console::load;
use crate::web::console::page::Extras;
use crate::web::console::posted::Fields;
use crate::web::i18n::{Lang, tf};
use crate::web::session::{CurrentUser, Visitor};
use crate::web::{AppState, Result};
use axum::http::StatusCode;
use axum::response::Response;

/// The engine's penalty as the form shows it.
pub fn hint(g: &Game, p: &CapPenalty, lang: Lang) -> CapHint {
    let l = lang;
    let map = Map::risiko();
    let example = p.example_removal();
    CapHint {
        seat: p.seat,
        found: p.found,
        remove: p.remove,
        new_cap: p.new_cap,
        from_reinforced: p.from_reinforced,
        reinforced: p
            .sources
            .iter()
            .filter(|s| s.reinforced > 0)
            .map(|s| format!("{}: {}", map.name(s.territory, l), s.reinforced))
            .collect(),
        possible: example.is_some(),
        sources: p
            .sources
            .iter()
            .map(|s| Opt {
                value: map.territory(s.territory).slug.clone(),
                label: tf(
                    l,
                    "console.source_option",
                    &[
                        ("territory", map.name(s.territory, l).into()),
                        ("armies", g.tanks(s.territory).into()),
                        ("max", s.max.into()),
                    ],
                ),
            })
            .collect(),
        rows: example
            .unwrap_or_default()
            .into_iter()
            .map(|(t, n)| (map.territory(t).slug.clone(), n))
            .take(MAX_ROWS)
            .collect(),
    }
}

/// `POST /console/m/{id}/act` with `type=cap_violation` and `hint=1`: the *Calcola*
/// step of the cap penalty form (nothing recorded).
///
/// # Errors
/// A failure to load the match or render the page.
pub async fn cap_hint(
    state: &AppState,
    v: Visitor,
    user: &CurrentUser,
    id: i64,
    f: &Fields,
    face: Face,
) -> Result<Response> {
    let l = load(state, id).await?;
    let none = Extras::default();
    let seat = f.get("seat").and_then(|s| s.parse::<u8>().ok());
    let found = f.get("found_on_board").and_then(|s| s.parse::<u32>().ok());
    let (Some(seat), Some(found)) = (seat, found) else {
        let d = Denied::bad(&v, "console.err.number");
        return answer(state, v, user, id, "cap_violation", Err(d), face, none).await;
    };
    let Some(g) = l.risiko2v2().and_then(|(_, g)| g) else {
        let d = Denied::key(
            &v,
            StatusCode::CONFLICT,
            "not_ready",
            "console.err.not_ready",
        );
        return answer(state, v, user, id, "cap_violation", Err(d), face, none).await;
    };
    match g.cap_penalty(seat, found) {
        Ok(p) => {
            let x = Extras {
                cap_hint: Some(hint(g, &p, v.lang)),
                ..Extras::default()
            };
            answer(state, v, user, id, "cap_violation", Ok(()), face, x).await
        }
        Err(r) => {
            let d = Denied::engine(&v, &r, &crate::engine::Names::of(g.players()));
            answer(state, v, user, id, "cap_violation", Err(d), face, none).await
        }
    }
}
