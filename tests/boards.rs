//! Territory ids travel as slugs of the ruleset's board: the generic layer (`AnyLog`,
//! `AnyAction`, `AnyGame`) reads, replays and writes every log on the map its ruleset
//! names, whatever board the thread was left on. Here the thread is put on the Risk 2210
//! map first; the 2 vs 2 and classic logs (RisiKo! board) must come out byte-identical.

use std::path::Path;

use arbitro::engine::Map;
use arbitro::engine::any::{AnyAction, AnyGame, AnyLog};
use arbitro::engine::map::on_map;
use arbitro::engine::ruleset::ruleset_for;
use arbitro::engine::table::Table;
use serde_json::Value;

fn read(relative: &str) -> String {
    let path = Path::new(file!())
        .parent()
        .unwrap_or(Path::new("tests"))
        .join(relative);
    std::fs::read_to_string(path).expect("fixture")
}

/// A 2 vs 2 example log and a classic scenario's log.
fn logs() -> Vec<String> {
    let scenario: Value = serde_json::from_str(&read("scenarios/classic/attack_full_form.json"))
        .expect("scenario json");
    vec![
        read("../docs/examples/full-match.json"),
        scenario["log"].to_string(),
    ]
}

/// What a screen and an export see of a log: its JSON, the state, the score, the last
/// action, and the refusal of an attack from a territory the seat does not hold.
fn seen(text: &str) -> (String, Value, Value, Option<Value>, Value) {
    let log = AnyLog::parse(text).expect("parses");
    let game = AnyGame::replay(&log).expect("replays");
    let seat = game.to_act().unwrap_or(0);
    let foreign = game
        .map()
        .territory_ids()
        .find(|&t| game.owner(t) != Some(arbitro::engine::Owner::Seat(seat)))
        .expect("a territory held by another");
    let target = game.map().neighbours(foreign).next().expect("a neighbour");
    let slug = |t| game.map().territory(t).slug.clone();
    let mut attack = serde_json::json!({"seat": seat, "type": "attack", "from": slug(foreign),
        "to": slug(target)});
    if log.ruleset() == "risiko-classic" {
        attack["dice"] = serde_json::json!([1, 1]);
        attack["losses"] = serde_json::json!([1, 0]);
    } else {
        attack["tanks"] = 1.into();
    }
    let refused = AnyAction::from_json(log.ruleset(), &attack)
        .ok()
        .and_then(|a| game.apply(&a).err())
        .map_or(Value::Null, |o| o.detail);
    (
        log.to_json_pretty(),
        game.state_json(),
        game.score_json(),
        game.last_action(),
        refused,
    )
}

#[test]
fn logs_read_and_write_on_their_rulesets_board_whatever_the_thread_was_on() {
    for text in logs() {
        let plain = seen(&text);
        assert_ne!(plain.4, Value::Null, "the attack is refused");
        let from_2210 = on_map(Map::risk2210(), || seen(&text));
        assert_eq!(from_2210, plain);
    }
}

#[test]
fn an_action_reads_on_its_rulesets_board() {
    let risiko = ruleset_for("risiko-classic").expect("classic").map();
    assert_eq!(risiko.id, "risiko");
    let value = serde_json::json!({"seat": 0, "type": "move", "from": "brasile",
        "to": "argentina", "tanks": 1});
    let read_on_2210 = on_map(Map::risk2210(), || {
        AnyAction::from_json("risiko-classic", &value).map(|a| a.to_json())
    });
    // "brasile" is not a 2210 territory: only the classic ruleset's own board reads it.
    let action = read_on_2210.expect("read on the RisiKo! board");
    assert_eq!(action["from"], "brasile");
}
