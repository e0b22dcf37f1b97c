//! "Perché no?": the referee picks any move, even one the forms filter out (territories
//! not adjacent, a teammate with 2+ tanks, a truce, the cap), and reads out the engine's
//! answer. A dry run of the engine's `apply` on a copy of the game: nothing recorded.

use super::denied::Denied;
use super::face::{Face, answer};
use super::forms::{self, Fields};
use super::page::Extras;
use super::{load, may_record};
use crate::engine::Game;
use crate::engine::any::{AnyAction, AnyGame};
use crate::engine::table::Table;
use crate::web::i18n::t;
use crate::web::session::SignedIn;
use crate::web::{AppState, Result};
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use serde_json::json;

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
    lang: crate::web::i18n::Lang,
    now: chrono::DateTime<chrono::Utc>,
) -> std::result::Result<String, &'static str> {
    let action = forms::action(&as_action_fields(f, g), now)?;
    Ok(match g.apply(&action) {
        Ok(_) => t(lang, "why.ok").to_string(),
        Err(r) => r.message(lang, &crate::engine::Names::of(g.players())),
    })
}

/// The "Perché no?" question for any ruleset, as the log JSON of `docs/MATCH-LOG.md`
/// for the seat to act: `claim` of `to`, `place` of `n` on `to`, an `attack` of `n`
/// dice from `from` to `to` (one defender die, the defender losing it: the question is
/// whether that throw may be made at all), `occupy` with `n`, a `move` of `n`, the
/// `end_turn` (`pass`). The answer is a dry run of [`AnyGame::apply`]: nothing recorded.
///
/// # Errors
/// The translation key of a malformed question.
pub fn ask_any(
    g: &AnyGame,
    f: &Fields,
    lang: crate::web::i18n::Lang,
) -> std::result::Result<String, &'static str> {
    let seat = g.to_act().ok_or("console.err.not_ready")?;
    let n: u32 = f
        .get("n")
        .unwrap_or("")
        .parse()
        .map_err(|_| "console.err.number")?;
    let (from, to) = (f.get("from").unwrap_or(""), f.get("to").unwrap_or(""));
    let json = match f.get("kind").unwrap_or("") {
        "claim" => json!({"type": "claim", "seat": seat, "territory": to}),
        "place" => json!({"type": "place", "seat": seat, "tanks": {to: n}}),
        "attack" => json!({"type": "attack", "seat": seat, "from": from, "to": to,
                           "dice": [n, 1], "losses": [0, 1]}),
        "occupy" => json!({"type": "occupy", "seat": seat, "tanks": n}),
        "move" => json!({"type": "move", "seat": seat, "from": from, "to": to, "tanks": n}),
        "pass" => json!({"type": "end_turn", "seat": seat}),
        _ => return Err("console.err.choose"),
    };
    let action = AnyAction::from_json(g.ruleset(), &json).map_err(|_| "console.err.choose")?;
    Ok(match g.apply(&action) {
        Ok(_) => t(lang, "why.ok").to_string(),
        Err(o) => o.message(lang).to_string(),
    })
}

/// `POST /console/m/{id}/why`: the engine's answer, shown in the "Perché no?" panel.
pub async fn why(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Path(id): Path<i64>,
    face: Face,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    may_record(&state, &user, id).await?;
    let l = load(&state, id).await?;
    if l.risiko2v2().is_none() {
        let asked = match &l.game {
            Some(g) => ask_any(g, &Fields(pairs), v.lang),
            None => Err("console.err.not_ready"),
        };
        let outcome = asked.map_err(|key| Denied::bad(&v, key));
        let x = Extras {
            why: outcome.as_ref().ok().cloned(),
            ..Extras::default()
        };
        return answer(&state, v, &user, id, "why", outcome.map(|_| ()), face, x).await;
    }
    let Some(g) = l.risiko2v2().and_then(|(_, g)| g) else {
        let d = Denied::key(
            &v,
            StatusCode::CONFLICT,
            "not_ready",
            "console.err.not_ready",
        );
        return answer(&state, v, &user, id, "why", Err(d), face, Extras::default()).await;
    };
    match ask(g, &Fields(pairs), v.lang, state.clock.now()) {
        Ok(sentence) => {
            let x = Extras {
                why: Some(sentence),
                ..Extras::default()
            };
            answer(&state, v, &user, id, "why", Ok(()), face, x).await
        }
        Err(key) => {
            let d = Denied::bad(&v, key);
            answer(&state, v, &user, id, "why", Err(d), face, Extras::default()).await
        }
    }
}
