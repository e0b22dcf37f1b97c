//! Seasons under `/api/v1/seasons`: each season with its evenings and the standings
//! that count each player's best K evenings of the N held, with the counted and the
//! discarded results, and the club standings. Computed by the season page's own
//! function ([`season_data`]), so the two cannot disagree. Points are decimals.

use super::points;
use crate::db;
use crate::web::individual::{SeasonLine, season_data};
use crate::web::{AppState, Result};
use axum::extract::{Path, State};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{Map, Value, json};

/// The season area of the API.
pub const AREA: super::Area = super::Area::with_schemas(router, paths, schemas);

fn router() -> Router<AppState> {
    Router::new()
        .route("/api/v1/seasons", get(list))
        .route("/api/v1/seasons/{id}", get(one))
}

/// `GET /api/v1/seasons`: every season.
async fn list(State(state): State<AppState>) -> Result<Json<Value>> {
    let rows: Vec<Value> = db::seasons::list(&state.db)
        .await?
        .into_iter()
        .map(|s| json!({ "id": s.id, "name": s.name, "best_of": s.best_of }))
        .collect();
    Ok(Json(json!({ "seasons": rows })))
}

fn line(l: &SeasonLine) -> Value {
    let r = &l.row;
    json!({
        "rank": r.rank, "player": r.name, "club": (!l.club.is_empty()).then_some(&l.club),
        "total": points(r.total), "played": r.played, "best": r.best.map(points), "late": l.late,
        "counted": r.counted.iter().map(|(e, p)| json!({ "evening": e, "points": points(*p) })).collect::<Vec<_>>(),
        "discarded": r.discarded.iter().map(|(e, p)| json!({ "evening": e, "points": p.map(points) })).collect::<Vec<_>>(),
    })
}

/// `GET /api/v1/seasons/{id}`: the season, its evenings, its standings and its clubs.
async fn one(State(state): State<AppState>, Path(id): Path<i64>) -> Result<Json<Value>> {
    let d = season_data(&state, id).await?;
    let held: Vec<i64> = d.held.iter().map(|e| e.id).collect();
    let evenings: Vec<Value> = d
        .evenings
        .iter()
        .map(|e| {
            let number = held.iter().position(|h| *h == e.id).map(|i| i + 1);
            json!({ "tournament": e.id, "name": e.name, "evening": number })
        })
        .collect();
    let clubs: Vec<Value> = d
        .clubs
        .iter()
        .map(|c| json!({ "rank": c.rank, "club": c.club, "total": points(c.total), "wins": c.wins, "games": c.games }))
        .collect();
    Ok(Json(json!({
        "id": d.season.id, "name": d.season.name, "best_of": d.season.best_of,
        "held": d.held.len(), "evenings": evenings,
        "standings": d.lines.iter().map(line).collect::<Vec<_>>(),
        "clubs": clubs,
    })))
}

fn paths() -> Map<String, Value> {
    super::openapi_individual::part(&super::openapi_individual::seasons(), "paths")
}

fn schemas() -> Map<String, Value> {
    super::openapi_individual::part(&super::openapi_individual::seasons(), "schemas")
}
