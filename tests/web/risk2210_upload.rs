//! A Risk 2210 A.D. match (no console panel yet) through the shared surface: its log
//! uploads through the API on its own board, an action posted through the API is checked
//! by the 2210 engine (a refusal names the player and records nothing), the console shows
//! the skeleton with the sentence pointing at the API, and the log downloads as uploaded.

use crate::console::organizer;
use crate::reliability::api_post;
use axum::http::StatusCode;
use serde_json::{Value, json};

fn scenario_log() -> Value {
    let text = include_str!("../scenarios/risk2210/income_placed.json");
    let v: Value = serde_json::from_str(text).unwrap();
    v["log"].clone()
}

#[tokio::test]
async fn a_risk2210_log_uploads_and_takes_its_actions_through_the_api() {
    let mut t = organizer().await;
    let log = scenario_log();
    let r = api_post(
        &mut t,
        "/api/v1/matches?label=2210",
        log.to_string().into_bytes(),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    let v: Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(v["ruleset"], "risk2210");
    let id = v["id"].as_i64().unwrap();
    let entries = v["entries"].clone();
    let path = format!("/api/v1/matches/{id}/actions");
    // Bruno cannot buy in Anna's turn: refused, naming the players, nothing stored.
    let wrong = json!({"expected": entries, "action": {"seat": 1, "type": "buy_cards",
        "decks": {"land": 1}}});
    let r = api_post(&mut t, &path, wrong.to_string().into_bytes()).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    let refusal: Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(refusal["code"], "not_your_turn");
    assert!(
        refusal["message_it"].as_str().unwrap().contains("Bruno"),
        "{refusal}"
    );
    assert!(
        refusal["message_en"].as_str().unwrap().contains("Anna"),
        "{refusal}"
    );
    let before = t.get(&format!("/api/v1/matches/{id}/log")).await.body;
    // Anna buys a land card: accepted by the 2210 engine.
    let right = json!({"expected": entries, "action": {"seat": 0, "type": "buy_cards",
        "decks": {"land": 1}}});
    let r = api_post(&mut t, &path, right.to_string().into_bytes()).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let after = t.get(&format!("/api/v1/matches/{id}/log")).await.body;
    assert_ne!(before, after);
    let back: Value = serde_json::from_str(&after).unwrap();
    assert_eq!(back["ruleset"], "risk2210");
    assert_eq!(
        back["actions"].as_array().unwrap().last().unwrap()["type"],
        "buy_cards"
    );
    let page = t.get(&format!("/console/m/{id}")).await;
    assert_eq!(page.status, StatusCode::OK);
    // The console shows the 2210 panel (no classic form).
    assert!(page.body.contains("card turn r2210"), "{}", page.body);
    assert!(!page.body.contains("name=\"throw\""), "no classic form");
}
