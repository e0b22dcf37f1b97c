//! The match itself: list, create (like the console's form, or from a whole log),
//! read the state (now, or after any entry), record an action or an undo, download the
//! log.

use super::state::{recorded_json, state_json};
use super::{Area, denied, read_body};
use crate::accounts::Role;
use crate::db;
use crate::engine::risiko2v2::Phase;
use crate::engine::{Action, MatchLog};
use crate::printable::has_control;
use crate::web::console::record::{self, RecordError, Submission};
use crate::web::console::setup::{NewMatch, create_match};
use crate::web::console::timing;
use crate::web::console::view::elang;
use crate::web::console::{load, may_record};
use crate::web::error::json_error;
use crate::web::session::{CurrentUser, SignedIn, Visitor, random_token};
use crate::web::{AppError, AppState, Result};
use axum::extract::{Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{Map, Value, json};

/// The match area.
pub const AREA: Area = Area {
    router,
    paths,
    schemas: super::no_schemas,
};

fn router() -> Router<AppState> {
    Router::new()
        .route("/api/v1/matches", get(list).post(create))
        .route("/api/v1/matches/{id}", get(state_of))
        .route("/api/v1/matches/{id}/actions", post(submit))
        .route("/api/v1/matches/{id}/log", get(log_of))
}

/// `GET /api/v1/matches`: the matches this account records (organizers: all).
async fn list(State(state): State<AppState>, SignedIn(_, user): SignedIn) -> Result<Response> {
    let rows = if user.role == Role::Organizer {
        db::matches::list_all(&state.db).await?
    } else {
        db::matches::list_assigned(&state.db, user.id).await?
    };
    let out: Vec<Value> = rows
        .into_iter()
        .map(|r| json!({"id": r.id, "label": r.label, "status": r.status}))
        .collect();
    Ok(Json(out).into_response())
}

/// `?at=N`: the state after entry N.
#[derive(Deserialize)]
struct At {
    at: Option<i64>,
}

/// `GET /api/v1/matches/{id}` (`?at=N`: as it was after entry N).
async fn state_of(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Path(id): Path<i64>,
    Query(q): Query<At>,
) -> Result<Response> {
    may_record(&state, &user, id).await?;
    let mut l = load(&state, id).await?;
    if let Some(n) = q.at {
        let Some(cut) = usize::try_from(n).ok().filter(|n| *n <= l.entries.len()) else {
            return Ok(json_error(
                StatusCode::NOT_FOUND,
                "no_such_entry",
                v.t("console.err.no_entry"),
            ));
        };
        let secret = l
            .risiko2v2()
            .and_then(|(_, g)| g)
            .is_some_and(|g| g.phase() == Phase::Draft);
        l.entries.truncate(cut);
        let timed = timing::effective_timed(&l.entries);
        let actions: Vec<&str> = timed.iter().map(|(a, _)| *a).collect();
        let times: Vec<i64> = timed.iter().map(|(_, t)| *t).collect();
        l.log = record::build_log(&l.row.setup_json, &actions).map_err(AppError::Internal)?;
        if l.game.is_some() && !secret {
            let (g, turn) = timing::replay_timed(&l.log, &times).map_err(AppError::Internal)?;
            (l.game, l.turn_start) = (Some(g), turn.start);
        }
    }
    Ok(Json(state_json(&state, &l)).into_response())
}

/// `GET /api/v1/matches/{id}/log`: the effective log (not during the digital draft).
async fn log_of(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Path(id): Path<i64>,
) -> Result<Response> {
    may_record(&state, &user, id).await?;
    let l = load(&state, id).await?;
    let in_draft = l.risiko2v2().and_then(|(_, g)| g);
    if in_draft.is_some_and(|g| g.phase() == Phase::Draft) {
        return Ok(json_error(
            StatusCode::CONFLICT,
            "draft_in_progress",
            v.t("console.err.draft_secret"),
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
#[serde(deny_unknown_fields)]
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

/// A clock action may leave out `at`: the server records its own time anyway (see
/// `console::record`), so a missing one is filled in for the action to parse. Any
/// other body is passed on untouched, to be refused by the usual parse.
fn clock_at_optional(
    bytes: axum::body::Bytes,
    now: chrono::DateTime<chrono::Utc>,
) -> axum::body::Bytes {
    let Ok(mut body) = serde_json::from_slice::<Value>(&bytes) else {
        return bytes;
    };
    let Some(action) = body.get_mut("action").and_then(Value::as_object_mut) else {
        return bytes;
    };
    if action.get("type").and_then(Value::as_str) != Some("clock") || action.contains_key("at") {
        return bytes;
    }
    action.insert("at".into(), json!(now.to_rfc3339()));
    serde_json::to_vec(&body).map_or(bytes, Into::into)
}

/// `POST /api/v1/matches/{id}/actions`: one action, or an undo (with a reason), with
/// the console's checks.
async fn submit(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Path(id): Path<i64>,
    bytes: axum::body::Bytes,
) -> Result<Response> {
    may_record(&state, &user, id).await?;
    let bytes = clock_at_optional(bytes, state.clock.now());
    let s: Submit = read_body!(bytes);
    if s.undo == s.action.is_some() {
        return Ok(json_error(
            StatusCode::BAD_REQUEST,
            "bad_request",
            v.t("console.err.action_or_undo"),
        ));
    }
    let reason = match &s.action {
        Some(Action::EndMatch { reason, .. }) => Some(reason.clone()),
        _ => s.reason.clone(),
    };
    let reason = reason.map(|r| r.trim().to_string());
    if (s.undo || matches!(s.action, Some(Action::EndMatch { .. })))
        && reason
            .as_deref()
            .is_none_or(|r| r.is_empty() || r.chars().count() > 500)
    {
        return Ok(json_error(
            StatusCode::BAD_REQUEST,
            "bad_request",
            v.t("console.err.reason"),
        ));
    }
    let outcome = record::record(
        &state,
        Submission {
            match_id: id,
            action: s.action.map(crate::engine::any::AnyAction::Risiko2v2),
            expected: Some(s.expected),
            key: s.key.as_deref(),
            reason: reason.as_deref(),
            by: Some(user.id),
            via: "api",
            single_undo: user.role != Role::Organizer,
        },
    )
    .await;
    match outcome {
        Ok(r) => {
            // A fresh recording comes with its game: no need to read the match again.
            let mut body = match &r.kept {
                Some(kept) => recorded_json(&state, &r.row, r.entries, kept),
                None => state_json(&state, &load(&state, id).await?),
            };
            body["repeated"] = json!(r.repeated);
            Ok(Json(body).into_response())
        }
        Err(RecordError::Stale { .. }) => {
            // The fresh state comes along, so the client need not ask again.
            let l = load(&state, id).await?;
            let body = json!({
                "code": "stale",
                "message": v.t("console.err.stale"),
                "state": state_json(&state, &l),
            });
            Ok((StatusCode::CONFLICT, Json(body)).into_response())
        }
        Err(e) => denied(crate::web::console::denied::Denied::record(&v, e)),
    }
}

/// The console form's fields as JSON.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewMatchJson {
    label: String,
    team_a: String,
    team_b: String,
    /// Four seats in turn order: `{"name", "colour"}`.
    players: Vec<NewPlayer>,
    #[serde(default)]
    virtual_seat: Option<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewPlayer {
    name: String,
    colour: String,
}

/// `POST /api/v1/matches`: creates a match from the console's fields, or (a body with
/// `format`) from a whole match log, validated by replay (`?label=` names it).
async fn create(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Query(q): Query<std::collections::HashMap<String, String>>,
    bytes: axum::body::Bytes,
) -> Result<Response> {
    let raw: Value = read_body!(bytes);
    if raw.get("format").is_some() {
        return upload(&state, &v, &user, q.get("label"), &bytes).await;
    }
    let m: NewMatchJson = read_body!(bytes);
    if m.players.len() != 4 {
        return Ok(json_error(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_setup",
            v.t("console.err.names"),
        ));
    }
    let p = |i: usize| &m.players[i];
    let f = NewMatch {
        label: m.label.clone(),
        team_a: m.team_a.clone(),
        team_b: m.team_b.clone(),
        name0: p(0).name.clone(),
        name1: p(1).name.clone(),
        name2: p(2).name.clone(),
        name3: p(3).name.clone(),
        colour0: p(0).colour.clone(),
        colour1: p(1).colour.clone(),
        colour2: p(2).colour.clone(),
        colour3: p(3).colour.clone(),
        virtual_seat: m.virtual_seat.map(|s| s.to_string()).unwrap_or_default(),
    };
    match create_match(&state, &v, &user, &f).await {
        Ok(id) => {
            let l = load(&state, id).await?;
            Ok((StatusCode::CREATED, Json(state_json(&state, &l))).into_response())
        }
        Err(d) => denied(d),
    }
}

/// Creates a match from a whole log (validated by replay).
async fn upload(
    state: &AppState,
    v: &Visitor,
    user: &CurrentUser,
    label: Option<&String>,
    body: &[u8],
) -> Result<Response> {
    let text = String::from_utf8_lossy(body);
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
                "message": f.refusal.message(elang(v.lang), &crate::engine::Names::of(&log.players)),
                "index": f.index,
            });
            return Ok((StatusCode::UNPROCESSABLE_ENTITY, Json(body)).into_response());
        }
    };
    let named = log.players.iter().map(|p| p.name.as_str());
    let teams = log.players.iter().map(|p| p.team.as_str());
    if named
        .chain(teams)
        .chain(label.map(String::as_str))
        .any(has_control)
    {
        return Ok(json_error(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_setup",
            v.t("err.control_chars"),
        ));
    }
    let label = label
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
    let l = load(state, id).await?;
    Ok((StatusCode::CREATED, Json(state_json(state, &l))).into_response())
}

fn paths() -> Map<String, Value> {
    super::openapi::matches_paths()
}
