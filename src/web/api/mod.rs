//! The JSON API under `/api/v1`: every read and every action the pages offer, with the
//! same checks and the same refusals (`{"code", "message"}`, the engine's code when the
//! engine refused), described in `/api/openapi.json`. Writes need the session cookie
//! and the `X-CSRF-Token` header (checked by the session middleware).
//!
//! The API is split into areas, each a module with its routes and the OpenAPI paths
//! that describe them. Adding an area is a module plus one line in [`AREAS`].

mod actions;
mod circuits;
mod individual;
mod individual_reads;
mod links;
mod matches;
pub mod openapi;
mod openapi_individual;
mod seasons;
mod setup;
mod state;
mod table;
pub mod tournaments;
mod upload;

use crate::db;
use crate::tournament::individual::Points;
use crate::web::console::denied::Denied;
// A route on one match is taken by an account that may record on it (organizers, and
// the match's referees), as in the console: `Recording`; anyone else is answered 403.
use crate::web::console::{Loaded, Recording, account_and_match, load, may_record};
use crate::web::error::json_error;
use crate::web::session::{CurrentUser, Visitor};
use crate::web::{AppError, AppState, Result};
use axum::Router;
use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value, json};

/// One area of the API: its routes and their description.
pub struct Area {
    /// The routes.
    pub router: fn() -> Router<AppState>,
    /// OpenAPI `paths` entries for those routes.
    pub paths: fn() -> Map<String, Value>,
    /// OpenAPI `components.schemas` entries the paths refer to, beyond the shared ones.
    pub schemas: fn() -> Map<String, Value>,
}

impl Area {
    /// An area whose paths use only the shared schemas.
    pub const fn new(router: fn() -> Router<AppState>, paths: fn() -> Map<String, Value>) -> Self {
        Self {
            router,
            paths,
            schemas: Map::new,
        }
    }

    /// An area with schemas of its own.
    pub const fn with_schemas(
        router: fn() -> Router<AppState>,
        paths: fn() -> Map<String, Value>,
        schemas: fn() -> Map<String, Value>,
    ) -> Self {
        Self {
            router,
            paths,
            schemas,
        }
    }
}

/// Every area, in the order the description lists them.
pub const AREAS: &[Area] = &[
    matches::AREA,
    individual::AREA,
    setup::AREA,
    links::AREA,
    tournaments::AREA,
    individual_reads::AREA,
    seasons::AREA,
    circuits::AREA,
];

/// Routes of the API and its description.
pub fn router() -> Router<AppState> {
    AREAS.iter().fold(
        Router::new().route("/api/openapi.json", get(openapi::document)),
        |r, area| r.merge((area.router)()),
    )
}

/// Reads a JSON body; the error says what is wrong with it (for a 400 `bad_json`).
fn body<T: DeserializeOwned>(bytes: &[u8]) -> std::result::Result<T, String> {
    serde_json::from_slice(bytes).map_err(|e| e.to_string())
}

/// The 400 `bad_json` answer.
pub(crate) fn bad_json(message: &str) -> Response {
    json_error(StatusCode::BAD_REQUEST, "bad_json", message)
}

/// A console refusal as the API's answer (internal errors pass on as errors).
pub(crate) fn denied(d: Denied) -> Result<Response> {
    match d {
        Denied::Shown {
            status,
            code,
            message,
        } => Ok(json_error(status, &code, &message)),
        Denied::App(e) => Err(e),
    }
}

/// `Ok(json)` as 200, or the refusal.
fn answer<T: serde::Serialize>(outcome: std::result::Result<T, Denied>) -> Result<Response> {
    match outcome {
        Ok(v) => Ok(axum::Json(v).into_response()),
        Err(d) => denied(d),
    }
}

/// A JSON value kept as text in the database (settings, formulas), read back for an
/// answer; text that does not read is the server's fault.
fn stored(what: &str, text: &str) -> Result<Value> {
    serde_json::from_str(text).map_err(|e| AppError::Internal(format!("{what}: {e}")))
}

/// Points as the API writes them: a decimal number.
fn points(p: Points) -> Value {
    json!(p.to_f64())
}

/// The round numbered `number` among the rounds a tournament's reader may see (its
/// `number` read by `of`), or 404.
fn numbered<'a, R>(
    mut rounds: impl Iterator<Item = &'a R>,
    number: i64,
    of: impl Fn(&R) -> i64,
) -> Result<&'a R> {
    rounds.find(|r| of(r) == number).ok_or(AppError::NotFound)
}

/// The status of a tournament table's console match (`playing`, `signed`…), or
/// `None` before the table has one.
async fn match_status(state: &AppState, match_id: Option<i64>) -> Result<Option<String>> {
    Ok(match match_id {
        Some(m) => db::matches::get(&state.db, m).await?.map(|row| row.status),
        None => None,
    })
}

/// A write on one match with a JSON body, read in the order every such route checks:
/// the account may record on the match (403), the body reads as `T` (400 `bad_json`),
/// the match loads (404).
struct MatchWrite<T> {
    v: Visitor,
    user: CurrentUser,
    body: T,
    l: Loaded,
}

impl<T: DeserializeOwned + Send> FromRequest<AppState> for MatchWrite<T> {
    type Rejection = Response;

    async fn from_request(req: Request, state: &AppState) -> std::result::Result<Self, Response> {
        let (mut parts, body) = req.into_parts();
        let (v, user, id) = account_and_match(&mut parts, state).await?;
        let bytes = Bytes::from_request(Request::from_parts(parts, body), state)
            .await
            .map_err(IntoResponse::into_response)?;
        may_record(state, &user, id)
            .await
            .map_err(IntoResponse::into_response)?;
        let body = self::body(&bytes).map_err(|message| bad_json(&message))?;
        let l = load(state, id).await.map_err(IntoResponse::into_response)?;
        Ok(Self { v, user, body, l })
    }
}

/// Unwraps a body read, turning its 400 into the handler's answer.
macro_rules! read_body {
    ($bytes:expr) => {
        match $crate::web::api::body(&$bytes) {
            Ok(b) => b,
            Err(message) => return Ok($crate::web::api::bad_json(&message)),
        }
    };
}
pub(crate) use read_body;
