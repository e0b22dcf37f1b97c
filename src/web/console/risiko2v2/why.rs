//! "Perché no?" at a 2 vs 2 table: the question read as the 2 vs 2 forms' fields and
//! asked of the 2 vs 2 game (the shared route is [`crate::web::console::why`]).

use super::forms;
use crate::engine::Game;
use crate::web::console::denied::Denied;
use crate::web::console::posted::Fields;
use crate::web::i18n::{Lang, t};
use crate::web::session::Visitor;
use axum::http::StatusCode;
use chrono::{DateTime, Utc};

/// The engine's answer for the 2 vs 2 game `g` (none while the draft is to come: 409).
///
/// # Errors
/// [`Denied`]: no game yet, or a malformed question.
pub fn question(
    g: Option<&Game>,
    f: &Fields,
    v: &Visitor,
    now: DateTime<Utc>,
) -> Result<String, Denied> {
    let g = g.ok_or_else(|| {
        Denied::key(
            v,
            StatusCode::CONFLICT,
            "not_ready",
            "console.err.not_ready",
        )
    })?;
    ask(g, f, v.lang, now).map_err(|key| Denied::bad(v, key))
}

/// The "Perché no?" form as the console's action fields: `kind`, `from`, `to`, `n`, for
/// the player in turn.
fn as_action_fields(f: &Fields, g: &Game) -> Fields {
    let n = f.get("n").unwrap_or("").to_string();
    let from = f.get("from").unwrap_or("");
    let to = f.get("to").unwrap_or("");
    let kind = f.get("kind").unwrap_or("").to_string();
    let mut pairs = vec![
        ("seat".to_string(), g.current_seat().to_string()),
        ("route".to_string(), format!("{from}>{to}")),
        ("tanks".to_string(), n.clone()),
        ("sets".to_string(), n.clone()),
    ];
    if kind == "place" {
        pairs.push((format!("p_{to}"), n));
    }
    pairs.push(("type".to_string(), kind));
    Fields(pairs)
}

/// What the engine would say: its refusal sentence, or that it would accept.
///
/// # Errors
/// The translation key of a malformed question (no number, no territory).
pub fn ask(
    g: &Game,
    f: &Fields,
    lang: Lang,
    now: DateTime<Utc>,
) -> std::result::Result<String, &'static str> {
    let action = forms::action(&as_action_fields(f, g), now)?;
    Ok(match g.apply(&action) {
        Ok(_) => t(lang, "why.ok").to_string(),
        Err(r) => r.message(lang, &crate::engine::Names::of(g.players())),
    })
}
