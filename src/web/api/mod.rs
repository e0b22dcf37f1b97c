//! The match API under `/api/v1/matches`: read the state, submit an action (the same
//! checks as the console: `expected`, idempotency key, the engine's refusal as
//! `{"code", "message"}`), download the log in `MATCH-LOG.md` format, and create a
//! match by uploading a log (validated by replay). Writes need the session cookie and
//! the `X-CSRF-Token` header (checked by the session middleware).

pub mod openapi;

use crate::accounts::Role;
use crate::db;
use crate::db::matches::MatchRow;
use crate::engine::risiko2v2::Phase;
use crate::engine::risiko2v2::Score;
use crate::engine::{Action, Game, MatchLog};
use crate::web::console::record::{self, RecordError, Submission};
use crate::web::console::view::elang;
use crate::web::console::{Loaded, load, may_record};
use crate::web::error::json_error;
use crate::web::session::{SignedIn, random_token};
use crate::web::{AppError, AppState, Result};
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use serde_json::json;

/// Routes of the API and its description.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/openapi.json", get(openapi::document))
        .route("/api/v1/matches", post(upload))
        .route("/api/v1/matches/{id}", get(state_of))
        .route("/api/v1/matches/{id}/actions", post(submit))
        .route("/api/v1/matches/{id}/log", get(log_of))
}

/// A match as the API shows it (keys in the order `json!` used to sort them).
#[derive(Serialize)]
struct MatchState<'a> {
    entries: i64,
    id: i64,
    label: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    repeated: Option<bool>,
    score: Option<Score>,
    state: Option<&'a Game>,
    status: &'a str,
}

fn state_json(l: &Loaded) -> MatchState<'_> {
    match_json(&l.row, l.count(), l.game.as_ref())
}

/// Serialised straight from the game, without an intermediate JSON tree: this is the
/// answer to every recorded action.
fn match_json<'a>(row: &'a MatchRow, entries: i64, game: Option<&'a Game>) -> MatchState<'a> {
    // During the digital draft the owners are secret.
    let shown = game.filter(|g| g.phase() != Phase::Draft);
    MatchState {
        entries,
        id: row.id,
        label: &row.label,
        repeated: None,
        score: shown.map(Game::score),
        state: shown,
        status: &row.status,
    }
}

/// `GET /api/v1/matches/{id}`.
async fn state_of(
    State(state): State<AppState>,
    SignedIn(_, user): SignedIn,
    Path(id): Path<i64>,
) -> Result<Response> {
    may_record(&state, &user, id).await?;
    let l = load(&state, id).await?;
    Ok(Json(state_json(&l)).into_response())
}

/// `GET /api/v1/matches/{id}/log`: the effective log (not during the digital draft).
async fn log_of(
    State(state): State<AppState>,
    SignedIn(_, user): SignedIn,
    Path(id): Path<i64>,
) -> Result<Response> {
    may_record(&state, &user, id).await?;
    let l = load(&state, id).await?;
    if l.game.as_ref().is_some_and(|g| g.phase() == Phase::Draft) {
        return Ok(json_error(
            StatusCode::CONFLICT,
            "draft_in_progress",
            "the draft is secret until it is over / il draft è segreto finché non finisce",
        ));
    }
    Ok((
        [(header::CONTENT_TYPE, "application/json")],
        l.log.to_json_pretty(),
    )
        .into_response())
}

/// The body of `POST /api/v1/matches/{id}/actions`.
#[derive(Deserialize)]
struct Submit {
    expected: i64,
    #[serde(default)]
    key: Option<String>,
    /// The action; absent with `undo: true`.
    #[serde(default)]
    action: Option<Action>,
    #[serde(default)]
    undo: bool,
    #[serde(default)]
    reason: Option<String>,
}

/// `POST /api/v1/matches/{id}/actions`.
async fn submit(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Path(id): Path<i64>,
    body: axum::body::Bytes,
) -> Result<Response> {
    may_record(&state, &user, id).await?;
    let s: Submit = match serde_json::from_slice(&body) {
        Ok(s) => s,
        Err(e) => {
            return Ok(json_error(
                StatusCode::BAD_REQUEST,
                "bad_json",
                &e.to_string(),
            ));
        }
    };
    if s.undo == s.action.is_some() {
        return Ok(json_error(
            StatusCode::BAD_REQUEST,
            "bad_request",
            "send either `action` or `undo: true`",
        ));
    }
    let outcome = record::record(
        &state,
        Submission {
            match_id: id,
            action: s.action,
            expected: Some(s.expected),
            key: s.key.as_deref(),
            reason: s.reason.as_deref(),
            by: Some(user.id),
            via: "api",
            single_undo: user.role != Role::Organizer,
        },
    )
    .await;
    let lang = elang(v.lang);
    let err = |status: StatusCode, code: &str, message: &str| json_error(status, code, message);
    Ok(match outcome {
        Ok(r) => {
            // A fresh recording comes with its game: no need to replay the match again.
            // A fresh recording comes with its game: no need to replay the match again.
            let loaded;
            let mut body = match &r.game {
                Some(game) => match_json(&r.row, r.entries, Some(game)),
                None => {
                    loaded = load(&state, id).await?;
                    state_json(&loaded)
                }
            };
            body.repeated = Some(r.repeated);
            Json(body).into_response()
        }
        Err(RecordError::Refused(r)) => {
            err(StatusCode::UNPROCESSABLE_ENTITY, r.code(), &r.message(lang))
        }
        Err(RecordError::Stale { .. }) => {
            let l = load(&state, id).await?;
            let body = json!({
                "code": "stale",
                "message": v.t("console.err.stale"),
                "state": state_json(&l),
            });
            (StatusCode::CONFLICT, Json(body)).into_response()
        }
        Err(RecordError::Locked) => err(StatusCode::CONFLICT, "locked", v.t("console.err.locked")),
        Err(RecordError::NotReady) => err(
            StatusCode::CONFLICT,
            "not_ready",
            v.t("console.err.not_ready"),
        ),
        Err(RecordError::NothingToUndo) => err(
            StatusCode::UNPROCESSABLE_ENTITY,
            "nothing_to_undo",
            v.t("console.err.nothing"),
        ),
        Err(RecordError::UndoLimit) => err(
            StatusCode::FORBIDDEN,
            "undo_limit",
            v.t("console.err.undo_limit"),
        ),
        Err(RecordError::NotFound) => return Err(AppError::NotFound),
        Err(RecordError::Db(e)) => return Err(e.into()),
        Err(RecordError::Corrupt(m)) => return Err(AppError::Internal(m)),
    })
}

/// `POST /api/v1/matches?label=…`: creates a match from a whole log (validated by
/// replay). The body is the log JSON.
async fn upload(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    axum::extract::Query(q): axum::extract::Query<std::collections::HashMap<String, String>>,
    body: axum::body::Bytes,
) -> Result<Response> {
    let text = String::from_utf8_lossy(&body);
    let log = match MatchLog::parse(&text) {
        Ok(l) => l,
        Err(e) => {
            return Ok(json_error(
                StatusCode::BAD_REQUEST,
                "invalid_log",
                &e.to_string(),
            ));
        }
    };
    let game = match crate::engine::replay(&log) {
        Ok(g) => g,
        Err(f) => {
            let body = json!({
                "code": f.refusal.code(),
                "message": f.refusal.message(elang(v.lang)),
                "index": f.index,
            });
            return Ok((StatusCode::UNPROCESSABLE_ENTITY, Json(body)).into_response());
        }
    };
    let label = q
        .get("label")
        .map(|s| s.trim().chars().take(60).collect::<String>())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "import".into());
    let actions: Vec<String> = log
        .actions
        .iter()
        .map(serde_json::to_string)
        .collect::<std::result::Result<_, _>>()
        .map_err(|e| AppError::Internal(e.to_string()))?;
    let setup = MatchLog {
        actions: Vec::new(),
        ..log
    };
    let status = match (actions.is_empty(), game.finished()) {
        (true, _) => "setup",
        (false, true) => "finished",
        (false, false) => "playing",
    };
    let now = state.now_unix();
    let setup_json = setup.to_json();
    let token = random_token();
    let upload = db::matches::Upload {
        label: &label,
        setup_json: &setup_json,
        public_token: &token,
        status,
        actions: &actions,
        created_by: user.id,
        now,
    };
    let id = db::matches::create_with_actions(&state.db, &upload).await?;
    db::matches::assign(&state.db, id, user.id, user.id, now).await?;
    let l = load(&state, id).await?;
    Ok((StatusCode::CREATED, Json(state_json(&l))).into_response())
}
