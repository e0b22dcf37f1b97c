//! `POST /api/v1/matches` with the 2 vs 2 form's fields as JSON (the body of a request
//! naming no ruleset, or `"ruleset": "risiko-2v2"`): label, two teams, four seats in
//! turn order, and the virtual seat of a three-player table. The fields go to the
//! function the form posts to ([`create_match`]), so the refusals are the form's. Its
//! console's [`crate::web::console::ruleset::Console::api_create`].

use super::new::{NewMatch, create_match};
use crate::web::api::{bad_json, denied, state_json};
use crate::web::console::load;
use crate::web::error::json_error;
use crate::web::session::{CurrentUser, Visitor};
use crate::web::{AppState, Result};
use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::Value;

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

/// Creates the match from the JSON `body` (its `ruleset`, if named, left out); answers
/// 201 with its state, or the form's refusal.
///
/// # Errors
/// Storage failures only.
pub async fn create(
    state: &AppState,
    v: &Visitor,
    user: &CurrentUser,
    body: &[u8],
) -> Result<Response> {
    let raw = match serde_json::from_slice(body) {
        Ok(Value::Object(mut o)) => {
            o.remove("ruleset");
            Value::Object(o)
        }
        Ok(other) => other,
        Err(e) => return Ok(bad_json(&e.to_string())),
    };
    let m: NewMatchJson = match serde_json::from_value(raw) {
        Ok(m) => m,
        Err(e) => return Ok(bad_json(&e.to_string())),
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
    match create_match(state, v, user, &f).await {
        Ok(id) => {
            let l = load(state, id).await?;
            Ok((StatusCode::CREATED, Json(state_json(state, &l))).into_response())
        }
        Err(d) => denied(d),
    }
}
