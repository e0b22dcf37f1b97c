//! The JSON API under `/api/v1`: every read and every action the pages offer, with the
//! same checks and the same refusals (`{"code", "message"}`, the engine's code when the
//! engine refused), described in `/api/openapi.json`. Writes need the session cookie
//! and the `X-CSRF-Token` header (checked by the session middleware).
//!
//! The API is split into areas, each a module with its routes and the OpenAPI paths
//! that describe them. Adding an area is a module plus one line in [`AREAS`].

mod actions;
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

use crate::web::AppState;
use crate::web::Result;
use crate::web::console::denied::Denied;
use crate::web::error::json_error;
use axum::Router;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

/// One area of the API: its routes and their description.
pub struct Area {
    /// The routes.
    pub router: fn() -> Router<AppState>,
    /// OpenAPI `paths` entries for those routes.
    pub paths: fn() -> Map<String, Value>,
    /// OpenAPI `components.schemas` entries the paths refer to, beyond the shared ones.
    pub schemas: fn() -> Map<String, Value>,
}

/// For areas whose paths use only the shared schemas.
pub fn no_schemas() -> Map<String, Value> {
    Map::new()
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
fn bad_json(message: &str) -> Response {
    json_error(StatusCode::BAD_REQUEST, "bad_json", message)
}

/// A console refusal as the API's answer (internal errors pass on as errors).
fn denied(d: Denied) -> Result<Response> {
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
