//! The pages opened by link, without a login: a player's private draft link (read the
//! packet, keep a card) and the public table page (board, clock, turn time).

use super::{Area, answer, read_body};
use crate::db;
use crate::engine::TerritoryId;
use crate::engine::table::Table;
use crate::web::console::board;
use crate::web::console::denied::Denied;
use crate::web::console::draft::{pick_with, seat_draft};
use crate::web::console::load_row;
use crate::web::console::registry::of_log;
use crate::web::console::timing;
use crate::web::session::Visitor;
use crate::web::{AppError, AppState, Result};
use axum::Router;
use axum::extract::{Path, State};
use axum::response::Response;
use axum::routing::get;
use serde::Deserialize;
use serde_json::json;

/// The link area.
pub const AREA: Area = Area::new(router, super::openapi::links_paths);

fn router() -> Router<AppState> {
    Router::new()
        .route("/api/v1/draft/{token}", get(draft).post(pick))
        .route("/api/v1/tables/{token}", get(table))
}

/// `GET /api/v1/draft/{token}`: the seat's packet and the territories it kept.
async fn draft(
    State(state): State<AppState>,
    v: Visitor,
    Path(token): Path<String>,
) -> Result<Response> {
    let d = seat_draft(&state, v.lang, &token).await?;
    answer(Ok::<_, Denied>(d))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PickBody {
    territory: String,
    #[serde(default)]
    key: Option<String>,
}

/// `POST /api/v1/draft/{token}`: keeps one card of the packet.
async fn pick(
    State(state): State<AppState>,
    v: Visitor,
    Path(token): Path<String>,
    bytes: axum::body::Bytes,
) -> Result<Response> {
    let b: PickBody = read_body!(bytes);
    let key = b.key.as_deref().filter(|k| !k.is_empty() && k.len() <= 100);
    match pick_with(&state, &v, &token, &b.territory, key).await {
        Ok(()) => {
            let d = seat_draft(&state, v.lang, &token).await?;
            answer(Ok::<_, Denied>(d))
        }
        Err(d) => super::denied(d),
    }
}

/// `GET /api/v1/tables/{token}`: what the public table page shows, for a match of any
/// ruleset (its seats from the shared surface, and each seat's place and score once the
/// match is over; a ruleset that shows its own players, as the 2 vs 2 one with its
/// teams, overrides [`crate::web::console::ruleset::Console::api_table_players`]).
async fn table(State(state): State<AppState>, Path(token): Path<String>) -> Result<Response> {
    let row = db::matches::by_public_token(&state.db, &token)
        .await?
        .ok_or(AppError::NotFound)?;
    let l = load_row(&state, row).await?;
    // The owners of a digital draft in progress are secret.
    let game = l.game.as_ref().filter(|g| g.phase_code() != "draft");
    let clock = game.map(|g| {
        let c = timing::clock(g, l.turn_start.as_ref(), state.clock.now());
        let chances: std::collections::BTreeMap<&str, u32> =
            c.chances.iter().map(|(k, n)| (k.as_str(), *n)).collect();
        c.json_with(json!({
            "remaining_secs": c.remaining_secs,
            "chances": chances,
        }))
    });
    let last = game.and(l.log.last_action()).map(|a| a.to_json());
    let slugs = |ts: Vec<TerritoryId>| -> Vec<String> {
        let map = game.map_or(crate::engine::Map::risiko(), |g| g.map());
        ts.into_iter()
            .map(|t| map.territory(t).slug.clone())
            .collect()
    };
    let (players, touched) = match of_log(&l.log).api_table_players(&l, last.is_some()) {
        Some((players, touched)) => (players, touched.map(slugs)),
        None => {
            let touched = last.as_ref().zip(game);
            let touched = touched.map(|(a, g)| slugs(board::touched_json(g.map(), a)));
            (json!(l.game.as_ref().map(Table::seats)), touched)
        }
    };
    answer(Ok::<_, Denied>(json!({
        "label": l.row.label,
        "status": l.row.status,
        "entries": l.count(),
        "ruleset": l.log.ruleset(),
        "players": players,
        "state": game.map(Table::state_json),
        "clock": clock,
        "last_action": last,
        "last_touched": touched,
        "result": game.filter(|g| g.finished()).map(|g| g.result()),
    })))
}
