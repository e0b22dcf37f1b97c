//! Circuits under `/api/v1/circuits`: each circuit with its rules (the JSON of
//! [`crate::tournament::circuit::CircuitRules`], as stored), its events and the
//! standings with every event's points part by part, counted or discarded.
//! Computed by the page's own loader ([`crate::web::circuits::load::circuit`]), so the
//! two cannot disagree. Points are decimals.

use axum::extract::{Path, State};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{Map, Value, json};

use super::openapi::error_response;
use super::{Area, points};
use crate::db;
use crate::tournament::circuit::EventPoints;
use crate::web::circuits::export::reach_code;
use crate::web::circuits::load::{Circuit, circuit};
use crate::web::{AppState, Result};

/// The circuit area of the API.
pub const AREA: Area = Area::with_schemas(router, paths, schemas);

fn router() -> Router<AppState> {
    Router::new()
        .route("/api/v1/circuits", get(list))
        .route("/api/v1/circuits/{id}", get(one))
}

/// `GET /api/v1/circuits`: every circuit.
async fn list(State(state): State<AppState>) -> Result<Json<Value>> {
    let rows: Vec<Value> = db::circuits::list(&state.db)
        .await?
        .into_iter()
        .map(|c| json!({ "id": c.id, "name": c.name }))
        .collect();
    Ok(Json(json!({ "circuits": rows })))
}

fn part(c: &Circuit, player: i64, e: &EventPoints) -> Value {
    let result = c.result(e.event, player);
    let event = c.event(e.event);
    json!({
        "event": event.map(|x| x.id), "kind": event.map(|x| x.kind.code()),
        "place": result.map(|r| r.place), "reach": result.map(|r| reach_code(r.reach)),
        "games": result.map(|r| r.games), "score": result.map(|r| points(r.score)),
        "place_points": points(e.place), "reach_points": points(e.reach),
        "game_points": points(e.games), "score_points": points(e.score),
        "multiplier": points(e.multiplier), "total": points(e.total),
    })
}

/// `GET /api/v1/circuits/{id}`: the circuit, its rules, events and standings.
async fn one(State(state): State<AppState>, Path(id): Path<i64>) -> Result<Json<Value>> {
    let c = circuit(&state, id).await?;
    let events: Vec<Value> = c
        .events
        .iter()
        .map(|e| {
            json!({ "tournament": e.id, "kind": e.kind.code(), "name": e.name, "event_type": e.event_type,
            "held_on": e.date.to_string(), "in_window": e.counts })
        })
        .collect();
    let standings: Vec<Value> = c
        .rows
        .iter()
        .map(|r| {
            let p = c.people.get(&r.player).cloned().unwrap_or_default();
            json!({
                "rank": r.rank, "person": r.player, "player": p.name, "club": p.club,
                "total": points(r.total),
                "counted": r.counted.iter().map(|e| part(&c, r.player, e)).collect::<Vec<_>>(),
                "discarded": r.discarded.iter().map(|e| part(&c, r.player, e)).collect::<Vec<_>>(),
            })
        })
        .collect();
    Ok(Json(json!({
        "id": c.row.id, "name": c.row.name, "rules": c.rules,
        "events": events, "standings": standings,
    })))
}

fn doc() -> Value {
    let id =
        json!({ "name": "id", "in": "path", "required": true, "schema": { "type": "integer" } });
    let ok = |schema: &str| {
        json!({ "description": "ok", "content": { "application/json": {
            "schema": { "$ref": format!("#/components/schemas/{schema}") } } } })
    };
    let num = json!({ "type": "number" });
    let opt_int = json!({ "type": ["integer", "null"] });
    let part = json!({ "type": "object", "properties": {
        "event": { "type": "integer", "description": "the event's id, of its kind" },
        "kind": { "type": "string", "enum": ["individual", "season", "team"] },
        "place": opt_int.clone(),
        "reach": { "type": ["string", "null"], "enum": ["qualifier", "semifinalist", "finalist", "winner", null] },
        "games": opt_int, "score": { "type": ["number", "null"] },
        "place_points": num.clone(), "reach_points": num.clone(), "game_points": num.clone(),
        "score_points": num.clone(), "multiplier": num.clone(), "total": num.clone() } });
    json!({
        "paths": {
            "/api/v1/circuits": { "get": { "summary": "Circuits: rankings over many events",
                "security": [{}, { "session": [] }], "parameters": [],
                "responses": { "200": ok("CircuitList") } } },
            "/api/v1/circuits/{id}": { "get": { "summary": "A circuit: its rules, events and standings with every event's points, counted and discarded",
                "security": [{}, { "session": [] }], "parameters": [id],
                "responses": { "200": ok("Circuit"), "404": error_response("no such circuit") } } },
        },
        "schemas": {
            "CircuitList": { "type": "object", "properties": {
                "circuits": { "type": "array", "items": { "type": "object", "properties": {
                    "id": { "type": "integer" }, "name": { "type": "string" } } } } } },
            "Circuit": { "type": "object", "properties": {
                "id": { "type": "integer" }, "name": { "type": "string" },
                "rules": { "type": "object", "description": "CircuitRules as stored (docs/CIRCUITS.md); points in ten-thousandths" },
                "events": { "type": "array", "items": { "type": "object", "properties": {
                    "tournament": { "type": "integer", "description": "the event's id, of its kind" },
                    "kind": { "type": "string", "enum": ["individual", "season", "team"] },
                    "name": { "type": "string" },
                    "event_type": { "type": "string" }, "held_on": { "type": "string", "format": "date" },
                    "in_window": { "type": "boolean" } } } },
                "standings": { "type": "array", "items": { "type": "object", "properties": {
                    "rank": { "type": "integer" }, "person": { "type": "integer" },
                    "player": { "type": "string" }, "club": { "type": ["string", "null"] }, "total": num,
                    "counted": { "type": "array", "items": part.clone() },
                    "discarded": { "type": "array", "items": part } } } } } },
        }
    })
}

fn paths() -> Map<String, Value> {
    doc()["paths"].as_object().cloned().unwrap_or_default()
}

fn schemas() -> Map<String, Value> {
    doc()["schemas"].as_object().cloned().unwrap_or_default()
}
