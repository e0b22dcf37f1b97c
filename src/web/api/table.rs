//! A match of any ruleset but 2 vs 2 as the API reads it, from the shared surface
//! ([`Table`]) alone: the seats, the phase (its code and words), whose turn, the last
//! action, the `state` and `score` JSON of the match log page, the result per seat,
//! the clock, and the legal choices with the one-tap outcomes of each attack. (A 2 vs 2
//! match keeps the view it always had, see `state.rs`.)

use crate::db::matches::MatchRow;
use crate::engine::Lang;
use crate::engine::any::AnyGame;
use crate::engine::map::on_map;
use crate::engine::table::{Choices, Table, throw_outcomes};
use crate::web::AppState;
use crate::web::console::clock::TurnStart;
use crate::web::console::timing;
use serde_json::{Map, Value, json};

/// The match as the API shows it.
pub fn table_json(
    state: &AppState,
    row: &MatchRow,
    entries: i64,
    game: Option<&AnyGame>,
    turn_start: Option<&TurnStart>,
) -> Value {
    let now = state.clock.now();
    let clock = game.map(|g| {
        let c = timing::clock(g, turn_start, now);
        c.json_with(json!({
            "elapsed_secs": c.elapsed_secs,
            "remaining_secs": c.timed.then_some(c.remaining_secs),
            "call_due": c.announce_due,
            "call_event": c.call_event,
            "call_in_secs": c.announce_in,
            "turn_started_at": turn_start.filter(|_| !g.finished()).map(|s| s.at),
        }))
    });
    json!({
        "id": row.id,
        "label": row.label,
        "status": row.status,
        "entries": entries,
        "ruleset": game.map(Table::ruleset),
        "players": game.map(Table::seats),
        "public_path": format!("/t/{}", row.public_token),
        "round": game.map(Table::round),
        "phase": game.map(Table::phase_code),
        "phase_words": game.map(|g| json!({
            "it": g.phase_words(Lang::It),
            "en": g.phase_words(Lang::En),
            "es": g.phase_words(Lang::Es),
        })),
        "to_act": game.and_then(Table::to_act),
        "last_action": game.and_then(Table::last_action),
        "state": game.map(Table::state_json),
        "score": game.map(Table::score_json),
        "result": game.map(result_json),
        "clock": clock,
        // Territory ids are written as slugs of the match's own board.
        "choices": game
            .filter(|g| !g.finished())
            .map(|g| on_map(g.map(), || choices_json(&g.choices()))),
    })
}

/// Each seat's place, score and breakdown, best first, with the player's name.
fn result_json(g: &AnyGame) -> Value {
    let r = g.result();
    let seats = g.seats();
    let lines: Vec<Value> = r
        .seats
        .iter()
        .map(|s| {
            let name = seats.iter().find(|x| x.seat == s.seat).map(|x| &x.name);
            let breakdown: Map<String, Value> = s
                .breakdown
                .iter()
                .map(|l| (l.key.to_string(), json!(l.value)))
                .collect();
            json!({"seat": s.seat, "name": name, "place": s.place, "score": s.score,
                   "breakdown": breakdown})
        })
        .collect();
    json!({"final": r.final_result, "seats": lines})
}

/// What the seat to act may do, territories by slug; each attack with the outcomes of
/// a throw of the most dice each side may throw (`[attacker losses, defender losses]`).
fn choices_json(c: &Choices) -> Value {
    let attacks: Vec<Value> = c
        .attacks
        .iter()
        .map(|a| {
            json!({
                "from": a.from, "to": a.to,
                "attacker_max": a.attacker_max, "defender_max": a.defender_max,
                "outcomes": throw_outcomes(a.attacker_max, a.defender_max),
            })
        })
        .collect();
    json!({
        "seat": c.seat,
        "claim": c.claim,
        "place": {
            "armies": c.place_armies,
            "territories": c.place_on,
            "bonus": c.place_bonus.map(|(t, n)| json!({"territory": t, "armies": n})),
            "neutral": c.place_neutral,
        },
        "trade": c.trade,
        "trade_required": c.trade_required,
        "attacks": attacks,
        "occupy": c.occupy,
        "moves": c.moves,
        "end_turn": c.end_turn,
    })
}
