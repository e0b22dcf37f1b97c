//! The individual tournament API under `/api/v1/individual`: what the public pages
//! show, as JSON — tournaments, players, rounds with their tables of N and seats,
//! and the standings with every tie-break value. Everyone sees the published
//! rounds; organizers see the draft too. The standings come from the same snapshot
//! as the pages ([`Snapshot`]), so the two cannot disagree. Points are decimals.

use super::{match_status, numbered, points, stored};
use crate::db;
use crate::db::individual::RoundRow;
use crate::db::stages::RoundStage;
use crate::tournament::individual::IndividualStanding;
use crate::tournament::stages::EventPlace;
use crate::web::individual::snapshot::{Audience, Snapshot, final_ranking};
use crate::web::session::Visitor;
use crate::web::tournaments::inputs::Seen;
use crate::web::{AppState, Result};
use axum::extract::{Path, State};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{Map, Value, json};

/// The individual tournament area of the API.
pub const AREA: super::Area = super::Area::with_schemas(router, paths, schemas);

fn router() -> Router<AppState> {
    let i = "/api/v1/individual/{id}";
    Router::new()
        .route("/api/v1/individual", get(list))
        .route("/api/v1/individual/{id}", get(one))
        .route(&format!("{i}/players"), get(players))
        .route(&format!("{i}/rounds"), get(rounds))
        .route(&format!("{i}/rounds/{{round}}"), get(round))
        .route(&format!("{i}/standings"), get(standings))
}

/// `GET /api/v1/individual`: every individual tournament, latest first.
async fn list(State(state): State<AppState>) -> Result<Json<Value>> {
    let rows: Vec<Value> = db::individual::list(&state.db)
        .await?
        .iter()
        .map(|t| json!({ "id": t.id, "name": t.name, "ruleset": t.ruleset, "rounds_planned": t.rounds_planned }))
        .collect();
    Ok(Json(json!({ "tournaments": rows })))
}

/// `GET /api/v1/individual/{id}`: the tournament with its settings.
async fn one(Seen { t: s, .. }: Seen<Snapshot>) -> Result<Json<Value>> {
    let r = &s.l.row;
    Ok(Json(json!({
        "id": r.id,
        "name": r.name,
        "ruleset": r.ruleset,
        "rounds_planned": r.rounds_planned,
        "seating": stored("seating", &r.seating)?,
        "formula": stored("formula", &r.formula)?,
        "tiebreaks": s.l.formula.default_tiebreaks(),
        "players": s.players.len(),
        "rounds": s.rounds.len(),
    })))
}

/// `GET /api/v1/individual/{id}/players`: players in registration order.
async fn players(State(state): State<AppState>, Path(id): Path<i64>) -> Result<Json<Value>> {
    crate::web::individual::load(&state, id).await?;
    let players: Vec<Value> = db::individual::players(&state.db, id)
        .await?
        .into_iter()
        .map(|p| json!({ "id": p.id, "name": p.name, "club": p.club, "region": p.region, "dropped": p.dropped }))
        .collect();
    Ok(Json(json!({ "tournament": id, "players": players })))
}

fn round_json(id: i64, r: &RoundRow, stages: &[RoundStage]) -> Value {
    let stage = stages
        .iter()
        .find(|s| s.number == r.number)
        .map_or("qualifying", |s| s.stage.as_str());
    json!({ "tournament": id, "number": r.number, "published": r.published, "stage": stage })
}

/// `GET /api/v1/individual/{id}/rounds`: the rounds, oldest first.
async fn rounds(
    State(state): State<AppState>,
    Seen { t: s, .. }: Seen<Snapshot>,
) -> Result<Json<Value>> {
    let id = s.l.row.id;
    let stages = db::stages::round_stages(&state.db, id).await?;
    let rounds: Vec<Value> = s
        .rounds
        .iter()
        .map(|r| round_json(id, r, &stages))
        .collect();
    Ok(Json(json!({ "rounds": rounds })))
}

/// `GET /api/v1/individual/{id}/rounds/{round}`: a round's tables with their seats
/// in order, each table's match and its state, and each seat's place and points
/// once its table's result counts.
async fn round(
    State(state): State<AppState>,
    v: Visitor,
    Path((id, number)): Path<(i64, i64)>,
) -> Result<Json<Value>> {
    let s = Snapshot::load(&state, id, Audience::of(&v)).await?;
    let r = numbered(s.rounds.iter(), number, |r| r.number)?;
    let groups = db::stages::table_groups(&state.db, id).await?;
    let mut tables = Vec::new();
    for t in s.tables_of(number) {
        let group = groups
            .iter()
            .find(|g| g.0 == t.round && g.1 == t.number)
            .map_or(1, |g| g.2);
        let status = match_status(&state, t.match_id).await?;
        let seats: Vec<Value> = s
            .seats(t)?
            .into_iter()
            .zip(1..)
            .map(|(p, seat)| {
                let got = s
                    .played
                    .results
                    .iter()
                    .find(|g| i64::from(g.round) == number && g.player.0 == p.id);
                json!({
                    "seat": seat, "player": p.id, "name": p.name, "club": p.club,
                    "place": got.map(|g| g.place), "points": got.map(|g| points(g.points)),
                })
            })
            .collect();
        tables.push(json!({
            "table": t.number, "ghost": t.ghost, "group": group, "match": t.match_id,
            "match_status": status, "seats": seats,
        }));
    }
    let stages = db::stages::round_stages(&state.db, id).await?;
    let mut body = round_json(id, r, &stages);
    body["tables"] = json!(tables);
    Ok(Json(body))
}

fn standing(r: &IndividualStanding) -> Value {
    let rounds: Vec<Value> = r
        .round_scores
        .iter()
        .map(|(n, p)| json!({ "round": n, "points": points(*p) }))
        .collect();
    let mut row = json!({
        "rank": r.rank, "player": r.player.0, "name": r.name, "club": r.club,
        "dropped": r.dropped, "total": points(r.total), "games": r.games, "wins": r.wins,
        "best_game": r.best_game.map(points),
        "sorted_scores": r.sorted_scores.iter().copied().map(points).collect::<Vec<_>>(),
        "round_scores": rounds,
        "table_points": r.table_points, "territories": r.territories,
        "best_place": r.best_place,
        "previous_totals": r.previous_totals.iter().copied().map(points).collect::<Vec<_>>(),
    });
    // A league's discarded qualifying results (absent: `points` null), only when
    // there are any, so other tournaments' answers stay as they were.
    if !r.discarded.is_empty() {
        let gone: Vec<Value> = r
            .discarded
            .iter()
            .map(|(n, p)| json!({ "round": n, "points": p.map(points) }))
            .collect();
        row["discarded"] = Value::Array(gone);
    }
    row
}

/// One place of the event's final ranking.
fn place(p: &EventPlace) -> Value {
    json!({
        "rank": p.rank, "player": p.player.0, "name": p.name, "club": p.club,
        "reached": p.reached, "total_before_final": points(p.total),
    })
}

/// `GET /api/v1/individual/{id}/standings`: the standings over the games before the
/// final, with every tie-break value, and the event's final ranking once the finals
/// are finished.
async fn standings(
    State(state): State<AppState>,
    Seen { v, t: s }: Seen<Snapshot>,
) -> Result<Json<Value>> {
    let id = s.l.row.id;
    let rows: Vec<Value> = s.rows.iter().map(standing).collect();
    let ranking: Vec<Value> = final_ranking(&state, id, Audience::of(&v))
        .await?
        .iter()
        .map(place)
        .collect();
    let mut body = json!({
        "tournament": id,
        "formula": stored("formula", &s.l.row.formula)?,
        "tiebreaks": s.l.formula.default_tiebreaks(),
        "unfinished_tables": s.played.unfinished,
        "standings": rows,
        "final_ranking": ranking,
    });
    // A team championship's team standings (docs/INDIVIDUAL.md); absent otherwise.
    if let Some(teams) = &s.teams {
        body["team_standings"] = teams.json();
    }
    Ok(Json(body))
}

fn paths() -> Map<String, Value> {
    super::openapi_individual::part(&super::openapi_individual::doc(), "paths")
}

fn schemas() -> Map<String, Value> {
    super::openapi_individual::part(&super::openapi_individual::doc(), "schemas")
}
