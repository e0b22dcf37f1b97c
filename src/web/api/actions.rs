//! `POST /api/v1/matches/{id}/actions`: one action of the match's ruleset, written as
//! in its log (`docs/MATCH-LOG.md`), or an undo with its reason; recorded with the
//! console's checks. The action is read for the ruleset the match's stored setup names
//! ([`AnyLog::action_from_json`]), so a classic throw and a 2 vs 2 attack take the
//! same route. The engine's refusal answers 422 with its code, the sentence in the
//! visitor's language and both sentences (naming players) beside it.

use super::denied;
use super::state::{recorded_json, state_json};
use crate::accounts::Role;
use crate::db;
use crate::engine::any::{AnyAction, AnyLog};
use crate::web::console::denied::Denied;
use crate::web::console::denied::RecordError;
use crate::web::console::record;
use crate::web::console::recording::Submission;
use crate::web::console::{load, may_record};
use crate::web::error::json_error;
use crate::web::session::{SignedIn, Visitor};
use crate::web::{AppError, AppState, Result};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::{Value, json};

/// The body of `POST /api/v1/matches/{id}/actions`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Submit {
    expected: i64,
    #[serde(default)]
    key: Option<String>,
    /// The action as log JSON; absent with `undo: true`.
    #[serde(default)]
    action: Option<Value>,
    #[serde(default)]
    undo: bool,
    #[serde(default)]
    reason: Option<String>,
}

/// A clock action may leave out `at`: the server records its own time anyway (see
/// `console::record`), so a missing one is filled in for the action to parse. Any
/// other action is passed on untouched, to be refused by the usual parse.
fn clock_at_optional(action: &mut Value, now: chrono::DateTime<chrono::Utc>) {
    let Some(action) = action.as_object_mut() else {
        return;
    };
    if action.get("type").and_then(Value::as_str) == Some("clock") && !action.contains_key("at") {
        action.insert("at".into(), json!(now.to_rfc3339()));
    }
}

/// The action of the match's ruleset, or the 400 that says what is wrong with it.
async fn parsed(
    state: &AppState,
    id: i64,
    action: &Value,
) -> Result<std::result::Result<AnyAction, Response>> {
    let row = db::matches::get(&state.db, id)
        .await?
        .ok_or(AppError::NotFound)?;
    let log = AnyLog::parse(&row.setup_json)
        .map_err(|e| AppError::Internal(format!("match {id}: stored setup: {e}")))?;
    Ok(log
        .action_from_json(action)
        .map_err(|e| json_error(StatusCode::BAD_REQUEST, "bad_json", &e.to_string())))
}

/// The reason an undo or an early end needs (trimmed), or `None` if it is missing or
/// too long; other actions pass any reason on.
fn reason_of(s: &Submit) -> std::result::Result<Option<String>, ()> {
    let end = s.action.as_ref().filter(|a| a["type"] == "end_match");
    let reason = match end {
        Some(a) => a["reason"].as_str().map(str::to_string),
        None => s.reason.clone(),
    };
    let reason = reason.map(|r| r.trim().to_string());
    let needed = s.undo || end.is_some();
    let bad = reason
        .as_deref()
        .is_none_or(|r| r.is_empty() || r.chars().count() > 500);
    if needed && bad { Err(()) } else { Ok(reason) }
}

/// `POST /api/v1/matches/{id}/actions`.
pub async fn submit(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Path(id): Path<i64>,
    bytes: axum::body::Bytes,
) -> Result<Response> {
    may_record(&state, &user, id).await?;
    let mut s: Submit = super::read_body!(bytes);
    if s.undo == s.action.is_some() {
        let message = v.t("console.err.action_or_undo");
        return Ok(json_error(StatusCode::BAD_REQUEST, "bad_request", message));
    }
    let Ok(reason) = reason_of(&s) else {
        let message = v.t("console.err.reason");
        return Ok(json_error(StatusCode::BAD_REQUEST, "bad_request", message));
    };
    let action = match s.action.as_mut() {
        Some(a) => {
            clock_at_optional(a, state.clock.now());
            match parsed(&state, id, a).await? {
                Ok(a) => Some(a),
                Err(bad) => return Ok(bad),
            }
        }
        None => None,
    };
    let submission = Submission {
        match_id: id,
        action,
        expected: Some(s.expected),
        key: s.key.as_deref(),
        reason: reason.as_deref(),
        by: Some(user.id),
        via: "api",
        single_undo: user.role != Role::Organizer,
    };
    match record::record(&state, submission).await {
        Ok(r) => {
            // A fresh recording comes with its game: no need to read the match again.
            let mut body = match &r.kept {
                Some(kept) => recorded_json(&state, &r.row, r.entries, kept),
                None => state_json(&state, &load(&state, id).await?),
            };
            body["repeated"] = json!(r.repeated);
            Ok(Json(body).into_response())
        }
        Err(e) => refused(&state, &v, id, e).await,
    }
}

/// Why nothing was recorded, as the API answers it.
async fn refused(state: &AppState, v: &Visitor, id: i64, e: RecordError) -> Result<Response> {
    match e {
        RecordError::Stale { .. } => {
            // The fresh state comes along, so the client need not ask again.
            let l = load(state, id).await?;
            let body = json!({
                "code": "stale",
                "message": v.t("console.err.stale"),
                "state": state_json(state, &l),
            });
            Ok((StatusCode::CONFLICT, Json(body)).into_response())
        }
        RecordError::Refused(o) => {
            let mut body = json!({
                "code": o.code,
                "message": o.message(v.lang),
                "detail": o.detail,
            });
            // Beside the asked language's, the sentence in each (`message_it`...).
            for (key, said) in o.said.keyed() {
                body[key] = said.into();
            }
            Ok((StatusCode::UNPROCESSABLE_ENTITY, Json(body)).into_response())
        }
        e => denied(Denied::record(v, e)),
    }
}
