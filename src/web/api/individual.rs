//! Individual seats through the API. Creating such a match (`POST /api/v1/matches` with
//! `"ruleset": "risiko-classic"`, the console's classic form as JSON) is its console's
//! ([`crate::web::console::ruleset::Console::api_create`]).
//!
//! `POST /api/v1/matches/{id}/board` enters a board still to be entered (a final setup,
//! or two players' piles) as the log's own `setup` object, through the console's
//! [`board_setup::enter`]: the engine checks it before it is stored.

use super::state::state_json;
use super::{Area, MatchWrite, denied};
use crate::web::console::board_setup;
use crate::web::console::load;
use crate::web::{AppState, Result};
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::Value;
use std::collections::BTreeMap;

/// The individual seats' area (creation itself is `POST /api/v1/matches`).
pub const AREA: Area = Area::new(router, super::openapi::individual_paths);

fn router() -> Router<AppState> {
    Router::new().route("/api/v1/matches/{id}/board", post(board))
}

/// The board as `MATCH-LOG.md` writes a classic `setup`: a final setup (`owners`:
/// territory → seat or `"neutral"`, `tanks`: territory → armies) or two players' `piles`
/// (`"0"`, `"1"`, `"neutral"` → territories).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Board {
    #[serde(default)]
    owners: BTreeMap<String, Value>,
    #[serde(default)]
    tanks: BTreeMap<String, u32>,
    #[serde(default)]
    piles: BTreeMap<String, Vec<String>>,
}

impl Board {
    /// The console form's fields for the same board (`o_{slug}`, `n_{slug}`).
    fn pairs(&self) -> Vec<(String, String)> {
        let owner = |v: &Value| match v {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        let owners = self
            .owners
            .iter()
            .map(|(t, o)| (format!("o_{t}"), owner(o)));
        let tanks = self
            .tanks
            .iter()
            .map(|(t, n)| (format!("n_{t}"), n.to_string()));
        let piles = self
            .piles
            .iter()
            .flat_map(|(pile, ts)| ts.iter().map(move |t| (format!("o_{t}"), pile.clone())));
        owners.chain(tanks).chain(piles).collect()
    }
}

/// `POST /api/v1/matches/{id}/board`: enters the board of a classic match whose final
/// setup or piles are still to be entered; answers with the match's state.
async fn board(
    State(state): State<AppState>,
    MatchWrite { v, body, l, .. }: MatchWrite<Board>,
) -> Result<Response> {
    match board_setup::enter(&state, &v, &l, &body.pairs()).await {
        Ok(()) => Ok(Json(state_json(&state, &load(&state, l.row.id).await?)).into_response()),
        Err(d) => denied(d),
    }
}
