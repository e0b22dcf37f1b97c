//! "Perché no?": the referee picks any move, even one the forms filter out (territories
//! not adjacent, a teammate with 2+ tanks, a truce, the cap), and reads out the engine's
//! answer. A dry run of the engine's `apply` on a copy of the game: nothing recorded.

use super::denied::Denied;
use super::face::{Face, answer};
use super::forms::{self, Fields};
use super::page::Extras;
use super::view::elang;
use super::{load, may_record};
use crate::engine::Game;
use crate::web::i18n::t;
use crate::web::session::SignedIn;
use crate::web::{AppState, Result};
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;

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
        Err(r) => r.message(elang(lang), &crate::engine::Names::of(g.players())),
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
