//! The match itself: list, create (like the console's form, or from a whole log),
//! read the state (now, or after any entry), record an action or an undo, download the
//! log.

use super::state::state_json;
use super::{Area, Recording, denied, read_body};
use crate::accounts::Role;
use crate::db;
use crate::engine::RulesetId;
use crate::engine::any::AnyLog;
use crate::engine::table::Table;
use crate::web::console::record;
use crate::web::console::registry::console;
use crate::web::console::ruleset::unnamed;
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
        db::matches::list_assigned(&state.db, user.id).await?
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
async fn log_of(State(state): State<AppState>, Recording(v, _, id): Recording) -> Result<Response> {
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

/// `POST /api/v1/matches`: creates a match from the fields of the console of the ruleset
/// named ([`crate::web::console::ruleset::Console::api_create`]; none named: the first ruleset's), or (a body with
/// `format`) from a whole match log of any ruleset, validated by replay (`?label=`
/// names it).
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
    // The ruleset named (none: the first one's, from before the field) creates it from
    // its console's own fields, if it takes them; otherwise its log is uploaded.
    let named = raw.get("ruleset").and_then(Value::as_str);
    let id = named.map_or(Some(unnamed()), RulesetId::parse);
    if let Some(created) = id.and_then(|id| console(id).api_create(&state, &v, &user, &bytes)) {
        return match created.await {
            Ok(id) => {
                let l = load(&state, id).await?;
                Ok((StatusCode::CREATED, Json(state_json(&state, &l))).into_response())
            }
            Err(d) => denied(d),
        };
    }
    let message = format!("unknown ruleset `{}`", named.unwrap_or_default());
    Ok(json_error(
        StatusCode::UNPROCESSABLE_ENTITY,
        "unknown_ruleset",
        &message,
    ))
}
