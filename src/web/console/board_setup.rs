//! Entering a board set up at the table (`POST /console/m/{id}/board`, and the API's
//! entry): the match's console, found through the registry, says how its board is
//! entered ([`super::ruleset::Console::board_at_table`]); the boards and their forms are
//! [`super::board_at_table`]'s.

use super::answer::render_denied;
use super::board_at_table::AtTable;
use super::denied::{Denied, Outcome};
use super::{Loaded, Recording, load};
use crate::db;
use crate::engine::any::{AnyGame, AnyLog};
use crate::web::session::Visitor;
use crate::web::{AppState, Result};
use axum::Form;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};

/// How the board of `log`'s ruleset is entered, if it may be.
fn at_table(log: &AnyLog) -> Option<&'static AtTable> {
    super::registry::console(log.ruleset_id()).board_at_table()
}

/// Checks the entered board with the engine and stores it.
///
/// # Errors
/// [`Denied`]: malformed rows (400), the engine's refusal (422), a match whose board is
/// not to be entered or already started (409).
pub async fn enter(
    state: &AppState,
    v: &Visitor,
    l: &Loaded,
    pairs: &[(String, String)],
) -> Outcome<()> {
    let started = || Denied::key(v, StatusCode::CONFLICT, "started", "console.err.started");
    let at = at_table(&l.log);
    let Some(form) = super::board_at_table::view(at, l, v.lang, &[]) else {
        return Err(started());
    };
    let at = at.ok_or_else(started)?;
    let next = (at.enter)(&l.log, form.mode, pairs).map_err(|key| Denied::bad(v, key))?;
    if let Err(stop) = AnyGame::replay(&next) {
        return Err(Denied::objection(v, &stop.objection));
    }
    if !db::matches::update_setup(&state.db, l.row.id, &next.to_json_pretty()).await? {
        return Err(started());
    }
    Ok(())
}

/// `POST /console/m/{id}/board`: `o_{slug}` = seat, `neutral` or pile (`0`, `1`,
/// `neutral`), and for a final setup `n_{slug}` = armies.
pub async fn post(
    State(state): State<AppState>,
    Recording(v, user, id): Recording,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let l = load(&state, id).await?;
    match enter(&state, &v, &l, &pairs).await {
        Ok(()) => Ok(Redirect::to(&format!("/console/m/{id}")).into_response()),
        Err(d) => render_denied(&state, v, &user, id, "board", d, Some(pairs)).await,
    }
}
