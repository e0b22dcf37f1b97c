//! The OpenAPI description of the individual tournament reads
//! ([`super::individual_reads`]): their paths and schemas.

use super::openapi::{id_param, public_read, round_param};
use serde_json::{Map, Value, json};

/// One part (`"paths"` or `"schemas"`) of a description below, as the route list
/// takes it: the individual reads and the seasons are described the same way.
pub fn part(doc: &Value, key: &str) -> Map<String, Value> {
    doc[key].as_object().cloned().unwrap_or_default()
}

/// `{"paths": {...}, "schemas": {...}}` of the individual reads.
pub fn doc() -> Value {
    let (id, round) = (id_param(), round_param());
    let read = |summary: &str, params: Vec<Value>, schema: &str| {
        let not_found = "no such individual tournament or round";
        public_read(summary, params, schema, Some(not_found))
    };
    let num = json!({ "type": "number" });
    // A team championship's team standings only (docs/INDIVIDUAL.md); bound apart
    // to keep the document's `json!` within the macro's recursion limit.
    let team_standings = json!({ "type": "object", "properties": {
        "players_per_club": { "type": "integer" }, "games_counted": { "type": "integer" },
        "teams": { "type": "array", "items": { "type": "object", "properties": {
            "rank": { "type": "integer" }, "club": { "type": "string" },
            "players": { "type": "array", "items": { "type": "integer" } },
            "total": num, "counted": { "type": "integer" }, "games": { "type": "integer" },
            "all_games": num, "wins": { "type": "integer" },
            "scores": { "type": "array", "items": num } } } } } });
    let opt_num = json!({ "type": ["number", "null"] });
    // A league's discarded qualifying results (only when there are any).
    let discarded = json!({ "type": "array", "items": { "type": "object", "properties": {
        "round": { "type": "integer" }, "points": opt_num.clone() } } });
    json!({
        "paths": {
            "/api/v1/individual": read("Individual tournaments (tables of N), latest first", vec![], "IndividualList"),
            "/api/v1/individual/{id}": read("An individual tournament with its seating settings, formula and tie-breaks", vec![id.clone()], "Individual"),
            "/api/v1/individual/{id}/players": read("Registered players with clubs and regions", vec![id.clone()], "IndividualPlayers"),
            "/api/v1/individual/{id}/rounds": read("Rounds, oldest first (the draft for organizers only)", vec![id.clone()], "IndividualRounds"),
            "/api/v1/individual/{id}/rounds/{round}": read("A round's tables with their seats in order, matches, places and points", vec![id.clone(), round], "IndividualRound"),
            "/api/v1/individual/{id}/standings": read("Standings before the final with every tie-break value, and the final ranking", vec![id], "IndividualStandings"),
        },
        "schemas": {
            "IndividualSummary": { "type": "object", "required": ["id", "name", "ruleset", "rounds_planned"], "properties": {
                "id": { "type": "integer" }, "name": { "type": "string" }, "ruleset": { "type": "string" },
                "rounds_planned": { "type": "integer" } } },
            "IndividualList": { "type": "object", "properties": {
                "tournaments": { "type": "array", "items": { "$ref": "#/components/schemas/IndividualSummary" } } } },
            "Individual": { "allOf": [{ "$ref": "#/components/schemas/IndividualSummary" }, { "type": "object", "properties": {
                "seating": { "type": "object", "description": "table_size, odd_field, priorities, previous_round_extra" },
                "formula": { "type": "object", "description": "the ranking formula: {\"kind\": ...}" },
                "tiebreaks": { "type": "array", "items": { "type": "string" } },
                "players": { "type": "integer" }, "rounds": { "type": "integer" } } }] },
            "IndividualPlayers": { "type": "object", "properties": {
                "tournament": { "type": "integer" },
                "players": { "type": "array", "items": { "type": "object", "properties": {
                    "id": { "type": "integer" }, "name": { "type": "string" },
                    "club": { "type": ["string", "null"] }, "region": { "type": ["string", "null"] },
                    "dropped": { "type": "boolean" } } } } } },
            "IndividualRoundSummary": { "type": "object", "properties": {
                "tournament": { "type": "integer" }, "number": { "type": "integer" },
                "published": { "type": "boolean" },
                "stage": { "enum": ["qualifying", "semifinal", "final"] } } },
            "IndividualRounds": { "type": "object", "properties": {
                "rounds": { "type": "array", "items": { "$ref": "#/components/schemas/IndividualRoundSummary" } } } },
            "IndividualRound": { "allOf": [{ "$ref": "#/components/schemas/IndividualRoundSummary" }, { "type": "object", "properties": {
                "tables": { "type": "array", "items": { "type": "object", "properties": {
                    "table": { "type": "integer" }, "ghost": { "type": "boolean" },
                    "group": { "type": "integer", "description": "the parallel final it is or feeds (1 when there is one)" },
                    "match": { "type": ["integer", "null"] }, "match_status": { "type": ["string", "null"] },
                    "seats": { "type": "array", "items": { "type": "object", "properties": {
                        "seat": { "type": "integer", "description": "1 = first to play" },
                        "player": { "type": "integer" }, "name": { "type": "string" },
                        "club": { "type": ["string", "null"] },
                        "place": { "type": ["integer", "null"] }, "points": opt_num.clone() } } } } } } } }] },
            "IndividualStandings": { "type": "object", "properties": {
                "tournament": { "type": "integer" }, "formula": { "type": "object" },
                "tiebreaks": { "type": "array", "items": { "type": "string" } },
                "unfinished_tables": { "type": "integer" },
                "standings": { "type": "array", "items": { "type": "object", "properties": {
                    "rank": { "type": "integer" }, "player": { "type": "integer" }, "name": { "type": "string" },
                    "club": { "type": ["string", "null"] }, "dropped": { "type": "boolean" },
                    "total": num.clone(), "games": { "type": "integer" }, "wins": { "type": "integer" },
                    "best_game": opt_num, "sorted_scores": { "type": "array", "items": num.clone() },
                    "round_scores": { "type": "array", "items": { "type": "object", "properties": {
                        "round": { "type": "integer" }, "points": num.clone() } } },
                    "table_points": num.clone(), "territories": num.clone(),
                    "best_place": { "type": ["integer", "null"] },
                    "previous_totals": { "type": "array", "items": num.clone() },
                    "discarded": discarded } } },
                "final_ranking": { "type": "array", "items": { "type": "object", "properties": {
                    "rank": { "type": "integer" }, "player": { "type": "integer" }, "name": { "type": "string" },
                    "club": { "type": ["string", "null"] },
                    "reached": { "type": "object", "properties": {
                        "stage": { "type": "string", "enum": ["final", "semifinal", "qualifying"] },
                        "group": { "type": "integer" }, "place": { "type": "integer" } } },
                    "total_before_final": num } } },
                "team_standings": team_standings } }
        }
    })
}

/// `{"paths": {...}, "schemas": {...}}` of the season reads.
pub fn seasons() -> Value {
    let id = id_param();
    let num = json!({ "type": "number" });
    json!({
        "paths": {
            "/api/v1/seasons": public_read("Seasons of individual evenings", vec![], "SeasonList", None),
            "/api/v1/seasons/{id}": public_read("A season: evenings, standings counting the best K of N with counted and discarded results, clubs",
                vec![id], "Season", Some("no such season")),
        },
        "schemas": {
            "SeasonSummary": { "type": "object", "required": ["id", "name"], "properties": {
                "id": { "type": "integer" }, "name": { "type": "string" },
                "best_of": { "type": ["integer", "null"], "description": "K of best K of N; null counts every evening" } } },
            "SeasonList": { "type": "object", "properties": {
                "seasons": { "type": "array", "items": { "$ref": "#/components/schemas/SeasonSummary" } } } },
            "Season": { "allOf": [{ "$ref": "#/components/schemas/SeasonSummary" }, { "type": "object", "properties": {
                "held": { "type": "integer" },
                "evenings": { "type": "array", "items": { "type": "object", "properties": {
                    "tournament": { "type": "integer" }, "name": { "type": "string" },
                    "evening": { "type": ["integer", "null"], "description": "its number among the held evenings; null before it is held" } } } },
                "standings": { "type": "array", "items": { "type": "object", "properties": {
                    "rank": { "type": "integer" }, "player": { "type": "string" }, "club": { "type": ["string", "null"] },
                    "total": num.clone(), "played": { "type": "integer" }, "best": { "type": ["number", "null"] },
                    "late": { "type": "boolean" },
                    "counted": { "type": "array", "items": { "type": "object", "properties": {
                        "evening": { "type": "integer" }, "points": num.clone() } } },
                    "discarded": { "type": "array", "items": { "type": "object", "properties": {
                        "evening": { "type": "integer" }, "points": { "type": ["number", "null"], "description": "null: absent" } } } } } } },
                "clubs": { "type": "array", "items": { "type": "object", "properties": {
                    "rank": { "type": "integer" }, "club": { "type": "string" }, "total": num,
                    "wins": { "type": "integer" }, "games": { "type": "integer" } } } } } }] }
        }
    })
}
