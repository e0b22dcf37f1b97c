//! The OpenAPI 3.1 description of the API, written by hand: the shared parts here, one
//! function per area with its paths (the areas list them in [`super::AREAS`]).

use axum::Json;
use serde_json::{Map, Value, json};

/// A response carrying the `Error` schema.
pub fn error_response(description: &str) -> Value {
    json!({ "description": description, "content": { "application/json": {
        "schema": { "$ref": "#/components/schemas/Error" } } } })
}

/// A JSON response with a schema.
pub fn ok(description: &str, schema: Value) -> Value {
    json!({ "description": description, "content": { "application/json": { "schema": schema } } })
}

/// A JSON request body.
pub fn body(schema: Value) -> Value {
    json!({ "required": true, "content": { "application/json": { "schema": schema } } })
}

/// The `{id}` path parameter.
pub fn id_param() -> Value {
    json!({ "name": "id", "in": "path", "required": true, "schema": { "type": "integer" } })
}

/// The `{round}` path parameter of the tournament reads.
pub fn round_param() -> Value {
    json!({ "name": "round", "in": "path", "required": true,
        "schema": { "type": "integer" }, "description": "the round's number (1-based)" })
}

/// A 200 JSON response whose schema is `#/components/schemas/{schema}`.
pub fn ok_ref(schema: &str) -> Value {
    ok(
        "ok",
        json!({ "$ref": format!("#/components/schemas/{schema}") }),
    )
}

/// A public read (anyone, or a session), answering `schema`, and with a 404 saying
/// `not_found` when there is one.
pub fn public_read(
    summary: &str,
    params: Vec<Value>,
    schema: &str,
    not_found: Option<&str>,
) -> Value {
    let mut responses = json!({ "200": ok_ref(schema) });
    if let Some(text) = not_found {
        responses["404"] = error_response(text);
    }
    json!({ "get": {
        "summary": summary,
        "security": [{}, { "session": [] }],
        "parameters": params,
        "responses": responses
    } })
}

/// The `{token}` path parameter.
pub fn token_param() -> Value {
    json!({ "name": "token", "in": "path", "required": true, "schema": { "type": "string" } })
}

/// A write: session plus the CSRF header.
fn write_security() -> Value {
    json!([{ "session": [], "csrf": [] }])
}

/// A state-changing operation on a match with the usual errors.
fn match_write(summary: &str, request: Option<Value>, success: Value) -> Value {
    let mut op = json!({
        "summary": summary,
        "security": write_security(),
        "parameters": [id_param()],
        "responses": {
            "200": success,
            "400": error_response("malformed body or field (`bad_json`, `bad_request`)"),
            "403": error_response("not assigned to this match"),
            "404": error_response("no such match"),
            "409": error_response("the match started, moved on, or is signed off"),
            "422": error_response("the rules refuse it (the engine's code)")
        }
    });
    if let Some(r) = request {
        op["requestBody"] = body(r);
    }
    op
}

fn match_read(summary: &str, success: Value) -> Value {
    json!({
        "summary": summary,
        "parameters": [id_param()],
        "responses": {
            "200": success,
            "403": error_response("not assigned to this match"),
            "404": error_response("no such match")
        }
    })
}

fn any(description: &str) -> Value {
    json!({ "description": description })
}

/// Paths of the match area.
pub fn matches_paths() -> Map<String, Value> {
    let state = json!({ "$ref": "#/components/schemas/MatchState" });
    let mut p = Map::new();
    p.insert("/api/v1/matches".into(), json!({
        "get": { "summary": "The matches this account records (organizers: all)",
            "responses": { "200": ok("id, label, status, ruleset of each", json!({ "type": "array" })) } },
        "post": {
            "summary": "Create a match: the console's fields (`NewMatch`, 2 vs 2; `NewIndividual`, classic Risiko with 2 to 6 seats), or a whole match log of any ruleset (a body with `format`), validated by replay",
            "security": write_security(),
            "parameters": [{ "name": "label", "in": "query", "description": "name of an uploaded log's match", "schema": { "type": "string" } }],
            "requestBody": body(json!({ "oneOf": [
                { "$ref": "#/components/schemas/NewMatch" },
                { "$ref": "#/components/schemas/NewIndividual" },
                any("a match log of any ruleset (MATCH-LOG.md)") ] })),
            "responses": {
                "201": ok("created", state.clone()),
                "400": error_response("not JSON, or not a valid log (`invalid_log`, with `line`/`column` or `path`: the place)"),
                "422": error_response("names/colours wrong (`invalid_setup`), an unknown `ruleset` (`unknown_ruleset`), or the log does not replay (the engine's code, with `index`: null for the setup)")
            } }
    }));
    p.insert("/api/v1/matches/{id}".into(), json!({ "get": {
        "summary": "The match: state, score, clock (remaining, turn time, the time call), the current turn's legal choices; for a ruleset other than 2 vs 2 also the phase, whose turn, the last action and each seat's result",
        "parameters": [id_param(), { "name": "at", "in": "query", "description": "as it was after entry N", "schema": { "type": "integer" } }],
        "responses": {
            "200": ok("the match", state.clone()),
            "403": error_response("not assigned to this match"),
            "404": error_response("no such match, or no such entry (`no_such_entry`)")
        } } }));
    let mut submit = match_write(
        "Record one action of the match's ruleset (as written in its log), or undo the latest (a reason is required)",
        Some(json!({ "$ref": "#/components/schemas/Submit" })),
        ok(
            "recorded (or already recorded under this key: `repeated`)",
            state,
        ),
    );
    submit["responses"]["403"] =
        error_response("not assigned, or a referee undoing an undo (`undo_limit`)");
    submit["responses"]["409"] = error_response(
        "`stale` (the table moved on; `state` holds the fresh state), `locked` (signed off) or `not_ready` (no draft yet)",
    );
    p.insert(
        "/api/v1/matches/{id}/actions".into(),
        json!({ "post": submit }),
    );
    p.insert(
        "/api/v1/matches/{id}/log".into(),
        json!({ "get": {
        "summary": "The match log (MATCH-LOG.md format)",
        "parameters": [id_param()],
        "responses": {
            "200": { "description": "the log", "content": { "application/json": {} } },
            "409": error_response("the digital draft is in progress (`draft_in_progress`: secret)")
        } } }),
    );
    p
}

/// Paths of the individual seats' area.
pub fn individual_paths() -> Map<String, Value> {
    let mut p = Map::new();
    let mut op = match_write(
        "Enter the board of a classic match whose final setup or piles are still to be entered: the log's `setup` object (`owners` + `tanks`, or `piles`), checked by the engine",
        Some(json!({ "type": "object", "properties": {
            "owners": { "type": "object", "description": "territory → seat (0, 1, ...) or \"neutral\"" },
            "tanks": { "type": "object", "description": "territory → armies" },
            "piles": { "type": "object", "description": "\"0\", \"1\", \"neutral\" → territories (two players)" } } })),
        ok(
            "entered: the match's state",
            json!({ "$ref": "#/components/schemas/MatchState" }),
        ),
    );
    op["responses"]["409"] =
        error_response("the board is not to be entered, or the match started (`started`)");
    p.insert("/api/v1/matches/{id}/board".into(), json!({ "post": op }));
    p
}

/// Paths of the setup area.
pub fn setup_paths() -> Map<String, Value> {
    let okay = ok("done", json!({ "type": "object" }));
    let mut p = Map::new();
    p.insert(
        "/api/v1/objectives".into(),
        json!({ "get": {
        "summary": "The objective catalogue (`index`, `triple`, `objective`): with `match`, that match's tournament's (the indices its `objectives` takes), else the regulation's example",
        "parameters": [{ "name": "match", "in": "query", "required": false, "schema": { "type": "integer" } }],
        "responses": { "200": ok("the catalogue", json!({ "type": "array" })), "403": error_response("not assigned to that match"), "404": error_response("no such match") } } }),
    );
    let mut referees = match_write(
        "Assign or unassign a referee (organizers)",
        Some(json!({ "type": "object", "properties": {
            "add": { "type": "integer", "description": "user id" },
            "remove": { "type": "integer", "description": "user id" } } })),
        ok("the referees now", json!({ "type": "array" })),
    );
    referees["responses"]["403"] = error_response("organizers only");
    p.insert(
        "/api/v1/matches/{id}/referees".into(),
        json!({ "post": referees }),
    );
    p.insert("/api/v1/matches/{id}/objectives".into(), json!({ "post": match_write(
        "Set every seat's objective (before the first entry)",
        Some(json!({ "type": "object", "required": ["objectives"], "properties": {
            "objectives": { "type": "object", "description": "seat → catalogue index, or an objective as in MATCH-LOG.md" } } })),
        okay.clone()) }));
    p.insert(
        "/api/v1/matches/{id}/draft".into(),
        json!({ "get": match_read(
        "The digital draft's progress: who picked in this pass (never what)",
        ok("progress", json!({ "type": "object" }))) }),
    );
    p.insert("/api/v1/matches/{id}/draft/physical".into(), json!({ "post": match_write(
        "Enter the physical draft: the owner of all 42 territories",
        Some(json!({ "type": "object", "required": ["owners"], "properties": {
            "owners": { "type": "object", "description": "territory slug → seat number or \"neutral\"" } } })),
        okay.clone()) }));
    p.insert("/api/v1/matches/{id}/draft/digital".into(), json!({ "post": match_write(
        "Deal the digital draft (random seed if none), or replace the private links (`relink`); the links are in this answer only",
        Some(json!({ "type": "object", "properties": {
            "seed": { "type": "integer" }, "relink": { "type": "boolean" } } })),
        ok("the four private links", json!({ "type": "object", "properties": { "links": { "type": "array" } } }))) }));
    p.insert("/api/v1/matches/{id}/players".into(), json!({ "post": match_write(
        "Fix player names (until the sign-off; not in tournament matches) or colours (before the first entry); kept in the history",
        Some(json!({ "type": "object", "required": ["players"], "properties": {
            "players": { "type": "array", "items": { "type": "object", "required": ["seat"], "properties": {
                "seat": { "type": "integer" }, "name": { "type": "string" }, "colour": { "type": "string" } } } } } })),
        ok("how many fields changed, and the players", json!({ "type": "object" }))) }));
    let mut cap = match_read(
        "The tank-cap penalty if `found` tanks are counted for `seat` now: how many to remove, from where, how many from this turn's reinforcements, one legal removal",
        ok("the penalty", json!({ "type": "object" })),
    );
    cap["parameters"] = json!([id_param(),
        { "name": "seat", "in": "query", "required": true, "schema": { "type": "integer" } },
        { "name": "found", "in": "query", "required": true, "schema": { "type": "integer" } }]);
    cap["responses"]["400"] = error_response("seat or count missing");
    cap["responses"]["422"] = error_response("no penalty applies now (the engine's code)");
    p.insert(
        "/api/v1/matches/{id}/cap-penalty".into(),
        json!({ "get": cap }),
    );
    p.insert(
        "/api/v1/matches/{id}/history".into(),
        json!({ "get": match_read(
        "Every entry and player edit: who, when, the sentence, the state after it, undone or not",
        ok("the history", json!({ "type": "array" }))) }),
    );
    let mut sign = match_write("Sign the finished result off: the match locks", None, okay);
    sign["responses"]["409"] = error_response("not finished, or already signed (`not_finished`)");
    p.insert("/api/v1/matches/{id}/sign".into(), json!({ "post": sign }));
    p
}

/// Paths of the link area (no login).
pub fn links_paths() -> Map<String, Value> {
    let public = json!([]);
    let mut p = Map::new();
    p.insert("/api/v1/draft/{token}".into(), json!({
        "get": { "summary": "A player's private draft link: the packet in front of the seat and the cards kept",
            "security": public.clone(), "parameters": [token_param()],
            "responses": { "200": ok("the seat's draft", json!({ "type": "object" })), "404": error_response("unknown or replaced link") } },
        "post": { "summary": "Keep one card of the packet",
            "security": [{ "csrf": [] }], "parameters": [token_param()],
            "requestBody": body(json!({ "type": "object", "required": ["territory"], "properties": {
                "territory": { "type": "string", "description": "territory slug" },
                "key": { "type": "string", "description": "idempotency key" } } })),
            "responses": {
                "200": ok("the seat's draft after the pick", json!({ "type": "object" })),
                "400": error_response("not a territory"),
                "404": error_response("unknown or replaced link"),
                "409": error_response("the match is signed off"),
                "422": error_response("the rules refuse it (the engine's code)") } }
    }));
    p.insert("/api/v1/tables/{token}".into(), json!({ "get": {
        "summary": "The public table page of a match of any ruleset: state, clock, turn time, the last action, each seat's result once finished",
        "security": public, "parameters": [token_param()],
        "responses": { "200": ok("the table", json!({ "type": "object" })), "404": error_response("unknown table") } } }));
    p
}

/// The security schemes and shared schemas; the session cookie by the name this server
/// gives it (`__Host-arbitro_session` over HTTPS, where the prefix binds it to this host).
fn components(secure: bool) -> Value {
    let session = crate::server::cookies::named(crate::server::cookies::SESSION, secure);
    json!({
        "securitySchemes": {
            "session": { "type": "apiKey", "in": "cookie", "name": session },
            "csrf": { "type": "apiKey", "in": "header", "name": "X-CSRF-Token" }
        },
        "schemas": {
            "Error": { "type": "object", "required": ["code", "message"], "properties": {
                "code": { "type": "string", "description": "stable snake_case code (the engine's refusal code when the rules refused)" },
                "message": { "type": "string", "description": "the referee's sentence in the visitor's language" },
                "message_it": { "type": "string", "description": "a refused action: the sentence in Italian" },
                "message_en": { "type": "string", "description": "a refused action: the sentence in English" },
                "message_es": { "type": "string", "description": "a refused action: the sentence in Spanish (added beside the Italian and English ones)" },
                "detail": { "description": "a refused action: the engine's code and data" } } },
            "MatchState": { "type": "object", "properties": {
                "id": { "type": "integer" }, "label": { "type": "string" },
                "status": { "enum": ["setup", "playing", "finished", "signed"] },
                "entries": { "type": "integer", "description": "entry count: send it back as `expected`" },
                "ruleset": { "type": "string", "description": "a ruleset other than 2 vs 2: its id (`risiko-classic`)" },
                "players": { "type": "array", "description": "the log's players (other rulesets: `seat`, `name`, `colour`, `eliminated`)" },
                "round": { "type": "integer", "description": "other rulesets: the round (0 during the setup); Risk 2210 A.D.: the year" },
                "phase": { "type": "string", "description": "other rulesets: the phase's code" },
                "phase_words": { "description": "other rulesets: the phase in words, `it`, `en` and `es`" },
                "to_act": { "description": "other rulesets: the seat to act (null once finished)" },
                "last_action": { "description": "other rulesets: the last action as log JSON" },
                "result": { "description": "other rulesets: `final` and each seat's `place`, `score`, `breakdown`, best first" },
                "public_path": { "type": "string", "description": "the public table page" },
                "state": { "description": "the `state` object of MATCH-LOG.md (null during the digital draft)" },
                "score": { "description": "the `score` object of MATCH-LOG.md" },
                "clock": { "description": "remaining_secs, elapsed_secs, running (false once finished), finished, announce_due (other rulesets: call_due, call_event), last_round, chances, turn_secs, turn_running (null/false once finished)..." },
                "choices": { "description": "the current turn's legal choices (what the console offers); other rulesets: claim, place, trade, attacks with `outcomes`, occupy, moves, end_turn" } } },
            "Submit": { "type": "object", "required": ["expected"], "properties": {
                "expected": { "type": "integer" },
                "key": { "type": "string", "description": "idempotency key: a repeated key records once" },
                "action": { "description": "one action of the match's ruleset, as MATCH-LOG.md writes it" },
                "undo": { "type": "boolean" },
                "reason": { "type": "string", "description": "required with `undo`" } } },
            "NewMatch": { "type": "object", "required": ["label", "team_a", "team_b", "players"], "properties": {
                "label": { "type": "string" }, "team_a": { "type": "string" }, "team_b": { "type": "string" },
                "players": { "type": "array", "minItems": 4, "maxItems": 4, "description": "seats in turn order: `name`, `colour`" },
                "virtual_seat": { "type": "integer", "description": "3 players: the solo player's virtual teammate" } } },
            "NewIndividual": { "type": "object", "required": ["ruleset", "label", "players"], "properties": {
                "ruleset": { "const": "risiko-classic" }, "label": { "type": "string" },
                "players": { "type": "array", "minItems": 2, "maxItems": 6, "description": "seats going round the table (clockwise): `name`, `colour` (blu, rosso, verde, giallo, nero, viola)" },
                "first": { "type": "integer", "minimum": 0, "description": "who won the die roll (index into `players`): seat 0" },
                "setup": { "enum": ["claims", "final", "dealt", "piles"], "description": "claims (3+ players) or dealt (2) when left out" },
                "end_rule": { "enum": ["time", "rounds", "conquest"] },
                "match_minutes": { "type": "integer", "minimum": 0 },
                "round_limit": { "type": "integer", "minimum": 0 },
                "turn_warning_seconds": { "type": "integer", "minimum": 0 },
                "start_armies": { "type": "integer", "minimum": 0 } } }
        }
    })
}

/// The whole description, for a server that does (`secure`) or does not serve HTTPS.
pub fn description(secure: bool) -> Value {
    let mut paths = Map::new();
    let mut components = components(secure);
    for area in super::AREAS {
        paths.extend((area.paths)());
        if let Some(schemas) = components["schemas"].as_object_mut() {
            schemas.extend((area.schemas)());
        }
    }
    json!({
        "openapi": "3.1.0",
        "info": { "title": "Arbitro API", "version": "1" },
        "components": components,
        "security": [{ "session": [] }],
        "paths": paths,
    })
}

/// `GET /api/openapi.json`.
pub async fn document(
    axum::extract::State(state): axum::extract::State<crate::web::AppState>,
) -> Json<Value> {
    Json(description(state.config.secure_cookies()))
}
