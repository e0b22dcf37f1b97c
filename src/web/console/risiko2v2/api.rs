//! The 2 vs 2 match as the API reads it (its console's
//! [`crate::web::console::ruleset::Console::api_state`]): state, team score, the clock
//! with its call and chances and the turn time, and the current turn's legal choices
//! (what the console offers as forms, from the engine's helpers).

use crate::db::matches::MatchRow;
use crate::engine::any::AnyGame;
use crate::engine::risiko2v2::Phase;
use crate::engine::{Game, Player};
use crate::web::AppState;
use crate::web::console::clock::TurnStart;
use crate::web::console::game2v2;
use crate::web::console::ruleset::clock_at;
use serde_json::{Value, json};

/// The legal choices of the current turn, from the engine's helpers (what the console
/// offers as forms).
fn choices(g: &Game) -> Value {
    use crate::engine::map::members;
    let map = g.map();
    let slug = |t: crate::engine::TerritoryId| map.territory(t).slug.clone();
    let seat = g.current_seat();
    let phase = g.phase();
    let acting = matches!(phase, Phase::Reinforce | Phase::Attack);
    let mut attacks = Vec::new();
    let mut moves = Vec::new();
    for from in members(g.territories_of(seat)).filter(|_| acting) {
        for to in g.legal_attack_targets(from) {
            let max = g.max_attack_tanks_against(from, to);
            if max > 0 {
                attacks.push(json!({"from": slug(from), "to": slug(to), "max": max}));
            }
        }
        if !g.move_done() {
            for to in g.legal_move_targets(from) {
                let max = g.max_move_tanks(from, to);
                moves.push(json!({"from": slug(from), "to": slug(to), "max": max}));
            }
        }
    }
    let seats = |keep: &dyn Fn(u8) -> bool| -> Vec<u8> {
        g.players()
            .iter()
            .map(|p| p.seat)
            .filter(|s| keep(*s))
            .collect()
    };
    json!({
        "seat": seat,
        "phase": phase,
        "place": {
            "allowance": g.placement_allowance(),
            "exact": phase == Phase::InitialPlacement,
            "territories": members(g.territories_of(seat)).map(slug).collect::<Vec<_>>(),
        },
        "declare": g.declaration_due().then(|| g.reinforcement_breakdown(seat)),
        "trade_max_sets": g.max_trade_sets(),
        "attacks": attacks,
        "moves": moves,
        "occupy": g.occupy_range().map(|(min, max)| json!({"min": min, "max": max})),
        "supplementary": phase == Phase::Supplementary,
        "end_turn": acting,
        "renounce": seats(&|s| g.can_renounce(s)),
        "cap_violation": seats(&|s| !g.is_eliminated(s)),
        "clock_start_due": g.clock_due_to_start(),
    })
}

/// The match as the API shows it; `state`, `score` and `choices` are null during the
/// digital draft (the owners are secret).
pub fn match_json(
    state: &AppState,
    row: &MatchRow,
    entries: i64,
    players: &[Player],
    any: Option<&AnyGame>,
    turn_start: Option<&TurnStart>,
) -> Value {
    let any = any.filter(|g| game2v2(g).is_some_and(|g| g.phase() != Phase::Draft));
    let game = any.and_then(game2v2);
    let clock = any.zip(game).map(|(any, g)| {
        let c = clock_at(&super::Risiko2v2Console, any, turn_start, state.clock.now());
        let chances: std::collections::BTreeMap<&str, u32> =
            c.chances.iter().map(|(k, n)| (k.as_str(), *n)).collect();
        c.json_with(json!({
            "remaining_secs": c.remaining_secs,
            "elapsed_secs": c.elapsed_secs,
            "announce_due": c.announce_due,
            "announce_at_minutes": c.announce_minutes,
            "announce_in_secs": c.announce_in,
            "chances": chances,
            "turn_started_at": turn_start.filter(|_| !g.finished()).map(|s| s.at),
        }))
    });
    json!({
        "id": row.id,
        "label": row.label,
        "status": row.status,
        "entries": entries,
        "players": json!(players),
        "public_path": format!("/t/{}", row.public_token),
        "state": game.map(Game::view),
        "score": game.map(Game::score),
        "clock": clock,
        "choices": game.filter(|g| !g.finished()).map(choices),
    })
}
