//! A whole match log uploaded to create a match, of any ruleset: read by
//! [`AnyLog::parse`], replayed by [`AnyGame::replay`], and stored (setup plus one entry
//! per action) only once all of it is accepted. A file that is not a log answers 400
//! `invalid_log` naming the place (line and column, or the JSON path); a log the rules
//! refuse answers 422 with the engine's code, its sentence (naming players) and the
//! index of the refused action (`null` for the setup); a board version or account gone
//! meanwhile answers 409 `not_created`. Nothing is stored then.

use crate::accounts::token::random_token;
use crate::db;
use crate::engine::any::{AnyGame, AnyLog};
use crate::engine::table::Table;
use crate::printable::has_control;
use crate::web::console::load;
use crate::web::console::new_match::not_created;
use crate::web::error::json_error;
use crate::web::session::{CurrentUser, Visitor};
use crate::web::{AppState, Result};
use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::json;

/// The longest label kept (as the console's form).
const MAX_LABEL: usize = 60;

/// Creates a match from a whole log; answers 201 with its state.
///
/// # Errors
/// Storage failures only: every problem of the file is an answer.
pub async fn upload(
    state: &AppState,
    v: &Visitor,
    user: &CurrentUser,
    label: Option<&String>,
    body: &[u8],
) -> Result<Response> {
    let text = String::from_utf8_lossy(body);
    // A log on a club's board: that version is made playable, and kept by the match.
    let board = crate::web::boards::version_of_log(&state.db, &text).await?;
    let log = match AnyLog::parse(&text) {
        Ok(l) => l,
        Err(e) => {
            let body = json!({
                "code": "invalid_log",
                "message": e.to_string(),
                "line": e.line,
                "column": e.column,
                "path": e.path,
            });
            return Ok((StatusCode::BAD_REQUEST, Json(body)).into_response());
        }
    };
    let game = match AnyGame::replay(&log) {
        Ok(g) => g,
        Err(stop) => {
            let body = json!({
                "code": stop.objection.code,
                "message": stop.objection.message(v.lang),
                "index": stop.index,
            });
            return Ok((StatusCode::UNPROCESSABLE_ENTITY, Json(body)).into_response());
        }
    };
    let shown = log.labels().into_iter().chain(label.map(String::as_str));
    if shown.into_iter().any(has_control) {
        return Ok(json_error(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_setup",
            v.t("err.control_chars"),
        ));
    }
    let label = label
        .map(|s| s.trim().chars().take(MAX_LABEL).collect::<String>())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "import".into());
    let actions = log.actions_json();
    let status = match (actions.is_empty(), game.finished()) {
        (true, _) => "setup",
        (false, true) => "finished",
        (false, false) => "playing",
    };
    let now = state.now_unix();
    let (setup_json, token) = (log.setup_json(), random_token());
    let m = db::matches::NewMatch {
        label: &label,
        setup_json: &setup_json,
        public_token: &token,
        status,
        actions: &actions,
        created_by: user.id,
        board,
        now,
    };
    // The match, its referee and its board version are stored together or not at all.
    let id = match db::matches::create(&state.db, &m).await {
        Ok(id) => id,
        Err(e) => return super::denied(not_created(v, e)),
    };
    let l = load(state, id).await?;
    Ok((
        StatusCode::CREATED,
        Json(super::state::state_json(state, &l)),
    )
        .into_response())
}
