//! `POST /api/v1/matches` with the 2 vs 2 form's fields as JSON (the body of a request
//! naming no ruleset, or `"ruleset": "risiko-2v2"`): label, two teams, four seats in
//! turn order, and the virtual seat of a three-player table. The fields go to the
//! function the form posts to ([`create_match`]), so the refusals are the form's. Its
//! console's [`crate::web::console::ruleset::Console::api_create`]; the API answers the
//! match's state or the refusal.

use super::new::{NewMatch, create_match};
use crate::web::AppState;
use crate::web::console::denied::{Denied, Outcome};
use crate::web::session::{CurrentUser, Visitor};
use axum::http::StatusCode;
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

/// Creates the match from the JSON `body` (its `ruleset`, if named, left out): its id,
/// or the form's refusal (400 `bad_json` for a body that is not these fields).
///
/// # Errors
/// The refusal; storage failures as [`Denied::App`].
pub async fn create(
    state: &AppState,
    v: &Visitor,
    user: &CurrentUser,
    body: &[u8],
) -> Outcome<i64> {
    let unread = |e: serde_json::Error| Denied::bad_json(e.to_string());
    let raw = match serde_json::from_slice::<Value>(body).map_err(unread)? {
        Value::Object(mut o) => {
            o.remove("ruleset");
            Value::Object(o)
        }
        other => other,
    };
    let m: NewMatchJson = serde_json::from_value(raw).map_err(unread)?;
    if m.players.len() != 4 {
        return Err(Denied::key(
            v,
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_setup",
            "console.err.names",
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
    create_match(state, v, user, &f).await
}
