//! The tournament API under `/api/v1/tournaments`: the same facts the public pages
//! show, as JSON — tournaments, teams, rounds, pairings and standings.
//!
//! Visibility follows the pages exactly: an unpublished tournament exists for
//! organizers only (404 for everyone else), draft rounds are the organizer's, and
//! anyone else's standings count only rounds whose results are public. The
//! standings come from the same pure functions as the pages, so the two can never
//! disagree.

use super::{match_status, numbered, stored};
use crate::db;
use crate::db::rounds::RoundRow;
use crate::tournament::{player_standings, team_standings};
use crate::web::session::Visitor;
// A tournament the visitor may see, or 404 (an unpublished tournament is not
// hinted at): `Seen`, as the public pages load it.
use crate::web::tournaments::inputs::{Loaded, Seen, visible};
use crate::web::{AppError, AppState, Result};
use axum::extract::{Path, State};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{Map, Value, json};

/// The tournament area of the API.
pub const AREA: super::Area = super::Area::with_schemas(router, paths, schemas);

/// Routes of the tournament API.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/v1/tournaments", get(list))
        .route("/api/v1/tournaments/{id}", get(one))
        .route("/api/v1/tournaments/{id}/teams", get(teams))
        .route("/api/v1/tournaments/{id}/rounds", get(rounds))
        .route("/api/v1/tournaments/{id}/rounds/{round}", get(pairings))
        .route("/api/v1/tournaments/{id}/standings", get(standings))
}

/// Rounds the visitor may see: published ones, plus the draft for organizers.
fn visible_rounds<'a>(t: &'a Loaded, v: &Visitor) -> impl Iterator<Item = &'a RoundRow> {
    let all = v.is_organizer();
    t.rounds.iter().filter(move |r| all || r.is_published())
}

fn summary(t: &db::tournaments::TournamentRow) -> Value {
    json!({
        "id": t.id,
        "name": t.name,
        "held_on": t.held_on,
        "venue": t.venue,
        "ruleset": t.ruleset,
        "published": t.published,
    })
}

/// `GET /api/v1/tournaments`: published tournaments (all of them for organizers).
async fn list(State(state): State<AppState>, v: Visitor) -> Result<Json<Value>> {
    let all = v.is_organizer();
    let rows: Vec<Value> = db::tournaments::list(&state.db)
        .await?
        .iter()
        .filter(|t| all || t.published)
        .map(summary)
        .collect();
    Ok(Json(json!({ "tournaments": rows })))
}

/// `GET /api/v1/tournaments/{id}`: the tournament with its settings.
async fn one(Seen { v, t }: Seen) -> Result<Json<Value>> {
    let mut body = summary(&t.row);
    body["match_settings"] = stored("match settings", &t.row.match_settings)?;
    body["ranking_settings"] = json!(t.settings);
    body["objectives"] = stored("objectives", &t.row.objectives)?;
    body["teams"] = json!(t.teams.len());
    body["rounds"] = json!(visible_rounds(&t, &v).count());
    Ok(Json(body))
}

/// `GET /api/v1/tournaments/{id}/teams`: teams with their players and clubs.
async fn teams(Seen { t, .. }: Seen) -> Result<Json<Value>> {
    let teams: Vec<Value> = t
        .teams
        .iter()
        .map(|team| {
            let players: Vec<Value> = [
                (team.player1_id, &team.player1),
                (team.player2_id, &team.player2),
            ]
            .into_iter()
            .filter_map(|(pid, name)| Some(json!({ "id": pid?, "name": name.as_deref()? })))
            .collect();
            json!({
                "id": team.id,
                "name": team.name,
                "club": team.club,
                "dropped": team.dropped,
                "solo": team.solo,
                "players": players,
            })
        })
        .collect();
    Ok(Json(json!({ "teams": teams })))
}

fn round_json(r: &RoundRow, t: &Loaded) -> Value {
    json!({
        "number": r.number,
        "status": r.status,
        "seed": r.seed,
        "results_public": r.results_public,
        "published_at": r.published_at,
        "tournament": t.row.id,
    })
}

/// `GET /api/v1/tournaments/{id}/rounds`: the rounds, oldest first.
async fn rounds(Seen { v, t }: Seen) -> Result<Json<Value>> {
    let rounds: Vec<Value> = visible_rounds(&t, &v).map(|r| round_json(r, &t)).collect();
    Ok(Json(json!({ "rounds": rounds })))
}

/// `GET /api/v1/tournaments/{id}/rounds/{round}`: one round with its pairings
/// (table 0 is the bye) and, for each table, the console match and its status.
async fn pairings(
    State(state): State<AppState>,
    v: Visitor,
    Path((id, number)): Path<(i64, i64)>,
) -> Result<Json<Value>> {
    let t = visible(&state, &v, id).await?;
    let round = numbered(visible_rounds(&t, &v), number, |r| r.number)?;
    let mut tables = Vec::new();
    for table in db::rounds::tables(&state.db, round.id).await? {
        let status = match_status(&state, table.match_id).await?;
        tables.push(json!({
            "table": table.table_no,
            "team_a": { "id": table.team_a, "name": table.team_a_name },
            "team_b": table.team_b.map(|b| json!({ "id": b, "name": table.team_b_name })),
            "bye": table.team_b.is_none(),
            "notes": table.notes,
            "match": table.match_id,
            "match_status": status,
        }));
    }
    let mut body = round_json(round, &t);
    body["tables"] = json!(tables);
    Ok(Json(body))
}

/// `GET /api/v1/tournaments/{id}/standings`: team standings with every tiebreak
/// value, and individual standings, from the results that count (and that are
/// public, for anyone but an organizer).
async fn standings(State(state): State<AppState>, Seen { v, t }: Seen) -> Result<Json<Value>> {
    let public_only = !v.is_organizer();
    let results = t.results(&state, public_only).await?;
    let pure = t.pure_teams();
    let fail =
        |e: crate::tournament::TournamentError| AppError::Internal(format!("standings: {e}"));
    let teams = team_standings(&pure, &results, &t.settings).map_err(fail)?;
    let players = player_standings(&pure, &results).map_err(fail)?;
    Ok(Json(json!({
        "tournament": t.row.id,
        "criteria": t.settings.criteria,
        "public_only": public_only,
        "teams": teams,
        "players": players,
    })))
}

/// This area's `paths` in `/api/openapi.json`.
pub fn paths() -> Map<String, Value> {
    part("paths")
}

/// The schemas those paths refer to.
pub fn schemas() -> Map<String, Value> {
    part("schemas")
}

fn part(which: &str) -> Map<String, Value> {
    let doc = openapi();
    let part = if which == "paths" {
        &doc["paths"]
    } else {
        &doc["components"]["schemas"]
    };
    part.as_object().cloned().unwrap_or_default()
}

fn openapi() -> Value {
    use super::openapi::{id_param, public_read, round_param};
    let (id, round) = (id_param(), round_param());
    let read = |summary: &str, params: Vec<Value>, schema: &str| {
        let not_found = "no such tournament, or not published";
        public_read(summary, params, schema, Some(not_found))
    };
    json!({
        "paths": {
            "/api/v1/tournaments": read("Tournaments: the published ones (all for organizers)", vec![], "TournamentList"),
            "/api/v1/tournaments/{id}": read("A tournament with its match settings, ranking settings and objective catalogue", vec![id.clone()], "Tournament"),
            "/api/v1/tournaments/{id}/teams": read("Teams with players and clubs", vec![id.clone()], "TeamList"),
            "/api/v1/tournaments/{id}/rounds": read("Rounds, oldest first (drafts for organizers only)", vec![id.clone()], "RoundList"),
            "/api/v1/tournaments/{id}/rounds/{round}": read("One round's pairings: tables, teams, byes, console matches", vec![id.clone(), round], "Round"),
            "/api/v1/tournaments/{id}/standings": read("Team standings with every tiebreak value, and individual standings", vec![id], "Standings"),
        },
        "components": { "schemas": {
            "TournamentSummary": { "type": "object", "required": ["id", "name", "held_on", "venue", "ruleset", "published"], "properties": {
                "id": { "type": "integer" }, "name": { "type": "string" },
                "held_on": { "type": "string", "format": "date" }, "venue": { "type": "string" },
                "ruleset": { "type": "string" }, "published": { "type": "boolean" } } },
            "TournamentList": { "type": "object", "properties": {
                "tournaments": { "type": "array", "items": { "$ref": "#/components/schemas/TournamentSummary" } } } },
            "Tournament": { "allOf": [{ "$ref": "#/components/schemas/TournamentSummary" }, { "type": "object", "properties": {
                "match_settings": { "type": "object", "description": "the engine's match settings" },
                "ranking_settings": { "type": "object", "description": "criteria order, points, club avoidance" },
                "objectives": { "type": "array", "description": "the objective catalogue" },
                "teams": { "type": "integer" }, "rounds": { "type": "integer" } } }] },
            "Team": { "type": "object", "properties": {
                "id": { "type": "integer" }, "name": { "type": "string" },
                "club": { "type": ["string", "null"] }, "dropped": { "type": "boolean" }, "solo": { "type": "boolean" },
                "players": { "type": "array", "items": { "type": "object", "properties": {
                    "id": { "type": "integer" }, "name": { "type": "string" } } } } } },
            "TeamList": { "type": "object", "properties": {
                "teams": { "type": "array", "items": { "$ref": "#/components/schemas/Team" } } } },
            "RoundSummary": { "type": "object", "properties": {
                "number": { "type": "integer" }, "status": { "enum": ["draft", "published"] },
                "seed": { "type": "string", "description": "the draw's seed: the same seed gives the same draw" },
                "results_public": { "type": "boolean" }, "published_at": { "type": ["integer", "null"] },
                "tournament": { "type": "integer" } } },
            "RoundList": { "type": "object", "properties": {
                "rounds": { "type": "array", "items": { "$ref": "#/components/schemas/RoundSummary" } } } },
            "Round": { "allOf": [{ "$ref": "#/components/schemas/RoundSummary" }, { "type": "object", "properties": {
                "tables": { "type": "array", "items": { "type": "object", "properties": {
                    "table": { "type": "integer", "description": "0 for the bye" },
                    "team_a": { "type": "object" }, "team_b": { "type": ["object", "null"] },
                    "bye": { "type": "boolean" }, "notes": { "type": "string" },
                    "match": { "type": ["integer", "null"], "description": "the console match, once published" },
                    "match_status": { "type": ["string", "null"] } } } } } }] },
            "Standings": { "type": "object", "properties": {
                "tournament": { "type": "integer" },
                "criteria": { "type": "array", "items": { "type": "string" }, "description": "the order teams are ranked by" },
                "public_only": { "type": "boolean", "description": "true when hidden rounds were left out" },
                "teams": { "type": "array", "items": { "type": "object", "description": "rank, team, name, club, dropped, match_points, total_score, score_difference, buchholz, best_match, played, wins, draws, losses, byes" } },
                "players": { "type": "array", "items": { "type": "object", "description": "rank, player, name, team, team_name, total_score, best_match, matches" } } } }
        } }
    })
}
