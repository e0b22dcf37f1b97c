//! `POST /api/v1/matches` with `"ruleset": "risiko-classic"`: an individual match
//! (2 to 6 seats without teams) from the console's classic form as JSON. The fields go
//! to the same function the form posts to ([`new_match::create`]), so the checks and
//! refusals are the form's: names and colours, the die roll's winner (`first`, an index
//! into `players`, who becomes seat 0), the setup mode, the end rule, then the
//! engine's word on the table.
//!
//! `POST /api/v1/matches/{id}/board` enters a board still to be entered (a final setup,
//! or two players' piles) as the log's own `setup` object, through the console's
//! [`board_setup::enter`]: the engine checks it before it is stored.

use super::state::state_json;
use super::{Area, MatchWrite, denied, read_body};
use crate::engine::RulesetId;
use crate::web::console::board_setup;
use crate::web::console::load;
use crate::web::console::new_match;
use crate::web::session::{CurrentUser, Visitor};
use crate::web::{AppState, Result};
use axum::extract::State;
use axum::http::StatusCode;
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

/// The classic form's fields as JSON.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewIndividualJson {
    /// `risiko-classic`.
    ruleset: String,
    label: String,
    /// 2 to 6 seats going round the table (clockwise): `{"name", "colour"}`.
    players: Vec<Seat>,
    /// Who won the die roll (index into `players`); 0 when left out.
    #[serde(default)]
    first: Option<u32>,
    /// `claims`, `final`, `dealt` or `piles`; the form's default when left out.
    #[serde(default)]
    setup: Option<String>,
    #[serde(default)]
    end_rule: Option<String>,
    #[serde(default)]
    match_minutes: Option<u32>,
    #[serde(default)]
    round_limit: Option<u32>,
    #[serde(default)]
    turn_warning_seconds: Option<u32>,
    #[serde(default)]
    start_armies: Option<u32>,
}

/// One seat.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Seat {
    name: String,
    colour: String,
}

impl NewIndividualJson {
    /// The fields as the form posts them.
    fn pairs(&self) -> Vec<(String, String)> {
        let mut out = vec![
            ("ruleset".to_string(), self.ruleset.clone()),
            ("label".into(), self.label.clone()),
            ("seats".into(), self.players.len().to_string()),
        ];
        for (i, p) in self.players.iter().enumerate() {
            out.push((format!("name{i}"), p.name.clone()));
            out.push((format!("colour{i}"), p.colour.clone()));
        }
        let text = [("setup", &self.setup), ("end_rule", &self.end_rule)];
        out.extend(
            text.into_iter()
                .filter_map(|(k, v)| Some((k.into(), v.clone()?))),
        );
        let numbers = [
            ("first", self.first),
            ("match_minutes", self.match_minutes),
            ("round_limit", self.round_limit),
            ("turn_warning_seconds", self.turn_warning_seconds),
            ("start_armies", self.start_armies),
        ];
        out.extend(
            numbers
                .into_iter()
                .filter_map(|(k, v)| Some((k.into(), v?.to_string()))),
        );
        out
    }
}

/// Creates a match of `ruleset` (the console whose form these fields are) from the JSON
/// `body`; answers 201 with its state, or the form's refusal (400 `bad_json` for a
/// body that is not these fields).
///
/// # Errors
/// Storage failures only.
pub async fn create(
    state: &AppState,
    v: &Visitor,
    user: &CurrentUser,
    ruleset: RulesetId,
    body: &[u8],
) -> Result<Response> {
    let m: NewIndividualJson = read_body!(body);
    match new_match::create(state, v, user, ruleset.id(), &m.pairs()).await {
        Ok(id) => {
            let l = load(state, id).await?;
            Ok((StatusCode::CREATED, Json(state_json(state, &l))).into_response())
        }
        Err(d) => denied(d),
    }
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
