//! The OpenAPI 3.1 description of the match API, written by hand.

use axum::Json;
use serde_json::{Value, json};

pub(super) fn error_response(description: &str) -> Value {
    json!({ "description": description, "content": { "application/json": {
        "schema": { "$ref": "#/components/schemas/Error" } } } })
}

/// `GET /api/openapi.json`.
pub async fn document() -> Json<Value> {
    let mut doc = matches_document();
    // Each area of the API adds its own paths and schemas.
    merge(&mut doc, super::tournaments::openapi());
    Json(doc)
}

/// Adds `part`'s `paths` and `components.schemas` to `doc`.
fn merge(doc: &mut Value, part: Value) {
    for section in [&["paths"][..], &["components", "schemas"][..]] {
        let mut from = &part;
        for key in section {
            from = &from[key];
        }
        let Some(from) = from.as_object() else {
            continue;
        };
        let mut to = &mut *doc;
        for key in section {
            to = &mut to[key];
        }
        if let Some(to) = to.as_object_mut() {
            to.extend(from.clone());
        }
    }
}

/// The match API's part of the document.
fn matches_document() -> Value {
    let id =
        json!({ "name": "id", "in": "path", "required": true, "schema": { "type": "integer" } });
    json!({
        "openapi": "3.1.0",
        "info": { "title": "Arbitro API", "version": "1" },
        "components": {
            "securitySchemes": {
                "session": { "type": "apiKey", "in": "cookie", "name": "arbitro_session" },
                "csrf": { "type": "apiKey", "in": "header", "name": "X-CSRF-Token" }
            },
            "schemas": {
                "Error": { "type": "object", "required": ["code", "message"], "properties": {
                    "code": { "type": "string", "description": "stable snake_case code (the engine's refusal code)" },
                    "message": { "type": "string", "description": "the referee's sentence in the visitor's language" } } },
                "MatchState": { "type": "object", "properties": {
                    "id": { "type": "integer" }, "label": { "type": "string" },
                    "status": { "enum": ["setup", "playing", "finished", "signed"] },
                    "entries": { "type": "integer", "description": "entry count: send it back as `expected`" },
                    "state": { "description": "the `state` object of MATCH-LOG.md (null during the digital draft)" },
                    "score": { "description": "the `score` object of MATCH-LOG.md" } } },
                "Submit": { "type": "object", "required": ["expected"], "properties": {
                    "expected": { "type": "integer" },
                    "key": { "type": "string", "description": "idempotency key: a repeated key records once" },
                    "action": { "description": "one action of MATCH-LOG.md" },
                    "undo": { "type": "boolean" },
                    "reason": { "type": "string" } } }
            }
        },
        "security": [{ "session": [] }],
        "paths": {
            "/api/v1/matches": { "post": {
                "summary": "Create a match from a whole log (validated by replay)",
                "security": [{ "session": [], "csrf": [] }],
                "parameters": [{ "name": "label", "in": "query", "schema": { "type": "string" } }],
                "requestBody": { "required": true, "content": { "application/json": { "schema": { "description": "a match log (MATCH-LOG.md)" } } } },
                "responses": {
                    "201": { "description": "created", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/MatchState" } } } },
                    "400": error_response("not a valid log"),
                    "422": error_response("the log does not replay; also carries `index`")
                } } },
            "/api/v1/matches/{id}": { "get": {
                "summary": "The match's state",
                "parameters": [id.clone()],
                "responses": {
                    "200": { "description": "state", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/MatchState" } } } },
                    "403": error_response("not assigned to this match"),
                    "404": error_response("no such match")
                } } },
            "/api/v1/matches/{id}/actions": { "post": {
                "summary": "Record one action (or an undo)",
                "security": [{ "session": [], "csrf": [] }],
                "parameters": [id.clone()],
                "requestBody": { "required": true, "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Submit" } } } },
                "responses": {
                    "200": { "description": "recorded (or already recorded under this key: `repeated`)", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/MatchState" } } } },
                    "400": error_response("malformed body"),
                    "403": error_response("not assigned, or a referee undoing an undo"),
                    "409": { "description": "the table moved on (`expected` is stale; `state` holds the fresh state) or the match is signed", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Error" } } } },
                    "422": error_response("the engine refused the action")
                } } },
            "/api/v1/matches/{id}/log": { "get": {
                "summary": "The match log (MATCH-LOG.md format)",
                "parameters": [id],
                "responses": {
                    "200": { "description": "the log", "content": { "application/json": {} } },
                    "409": error_response("the digital draft is in progress (secret)")
                } } }
        }
    })
}
