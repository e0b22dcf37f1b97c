//! The match itself: list, create (like the console's form, or from a whole log),
//! read the state (now, or after any entry), record an action or an undo, download the
//! log.

use super::state::state_json;
use super::{Area, Recorder, denied, read_body};
use crate::accounts::Role;
use crate::db;
use crate::engine::RulesetId;
use crate::engine::any::AnyLog;
use crate::engine::table::Table;
use crate::web::console::record;
use crate::web::console::ruleset::{ApiFields, console};
use crate::web::console::setup::{NewMatch, create_match};
use crate::web::console::timing;
use crate::web::console::{Loaded, load, may_record};
use crate::web::error::json_error;
use crate::web::session::SignedIn;
use crate::web::{AppError, AppState, Result};
use axum::extract::{Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{Value, json};

/// The match area.
pub const AREA: Area = Area::new(router, super::openapi::matches_paths);

fn router() -> Router<AppState> {
    Router::new()
        .route("/api/v1/matches", get(list).post(create))
        .route("/api/v1/matches/{id}", get(state_of))
        .route("/api/v1/matches/{id}/actions", post(super::actions::submit))
        .route("/api/v1/matches/{id}/log", get(log_of))
}

/// `GET /api/v1/matches`: the matches this account records (organizers: all), each with
/// its ruleset.
async fn list(State(state): State<AppState>, SignedIn(_, user): SignedIn) -> Result<Response> {
    let rows = if user.role == Role::Organizer {
        db::matches::list_all(&state.db).await?
    } else {
        db::match_referees::list_assigned(&state.db, user.id).await?
    };
    let out: Vec<Value> = rows
        .into_iter()
        .map(|r| {
            // The ruleset says which actions the match takes (`docs/MATCH-LOG.md`).
            let ruleset = AnyLog::parse(&r.setup_json).ok();
            let ruleset = ruleset.as_ref().map(AnyLog::ruleset);
            json!({"id": r.id, "label": r.label, "status": r.status, "ruleset": ruleset})
        })
        .collect();
    Ok(Json(out).into_response())
}

/// `?at=N`: the state after entry N.
#[derive(Deserialize)]
struct At {
    at: Option<i64>,
}

/// A digital draft in progress: its owners are secret.
fn in_draft(l: &Loaded) -> bool {
    l.game.as_ref().is_some_and(|g| g.phase_code() == "draft")
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
        let secret = in_draft(&l);
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
    Recorder { v, id, .. }: Recorder,
) -> Result<Response> {
    let l = load(&state, id).await?;
    if in_draft(&l) {
        return Ok(json_error(
            StatusCode::CONFLICT,
            "draft_in_progress",
            v.t("console.err.draft_secret"),
        ));
    }
    Ok((
        [(header::CONTENT_TYPE, "application/json")],
        l.log.download_json(),
    )
        .into_response())
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

/// `POST /api/v1/matches`: creates a match from the console's fields (2 vs 2; with
/// `"ruleset": "risiko-classic"` the classic form's), or (a body with `format`) from a
/// whole match log of any ruleset, validated by replay (`?label=` names it).
async fn create(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Query(q): Query<std::collections::HashMap<String, String>>,
    bytes: axum::body::Bytes,
) -> Result<Response> {
    let raw: Value = read_body!(bytes);
    if raw.get("format").is_some() {
        return super::upload::upload(&state, &v, &user, q.get("label"), &bytes).await;
    }
    // Which fields the ruleset's console takes as JSON (none: its log is uploaded).
    let named = raw.get("ruleset").and_then(Value::as_str);
    let fields = match named {
        None => Some(ApiFields::TeamsOfTwo),
        Some(r) => RulesetId::parse(r).map(|id| console(id).api_fields()),
    };
    match (fields, named) {
        (Some(ApiFields::TeamsOfTwo), _) => {}
        (Some(ApiFields::Individual), _) => {
            let m: super::individual::NewIndividualJson = read_body!(bytes);
            return super::individual::create(&state, &v, &user, &m).await;
        }
        (Some(ApiFields::LogOnly) | None, other) => {
            let other = other.unwrap_or_default();
            let message = format!("unknown ruleset `{other}`");
            return Ok(json_error(
                StatusCode::UNPROCESSABLE_ENTITY,
                "unknown_ruleset",
                &message,
            ));
        }
    }
    let raw = match raw {
        Value::Object(mut o) => {
            o.remove("ruleset");
            Value::Object(o)
        }
        other => other,
    };
    let m: NewMatchJson = match serde_json::from_value(raw) {
        Ok(m) => m,
        Err(e) => return Ok(super::bad_json(&e.to_string())),
    };
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
