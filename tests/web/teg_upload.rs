//! T.E.G. La Revancha goes through the shared surface: its log uploads through the API,
//! the console shows the 72-country board with the T.E.G. panel, an action posted through the API is
//! checked by the engine (a refusal names the player), and the log downloads with its
//! ids on the T.E.G. board.

use crate::console::organizer;
use crate::reliability::api_post;
use axum::http::StatusCode;
use serde_json::Value;

fn scenario_log() -> String {
    let text = include_str!("../scenarios/teg/occupy_three_after_conquest.json");
    let v: Value = serde_json::from_str(text).unwrap();
    v["log"].to_string()
}

#[tokio::test]
async fn a_teg_log_uploads_replays_and_its_console_says_where_its_actions_go() {
    let mut t = organizer().await;
    let r = api_post(
        &mut t,
        "/api/v1/matches?label=TEG",
        scenario_log().into_bytes(),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    let v: Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(v["ruleset"], "teg-revancha");
    let id = v["id"].as_i64().unwrap();
    let page = t.get(&format!("/console/m/{id}")).await;
    assert_eq!(page.status, StatusCode::OK);
    // Its console panel: the turn's forms (the panel arrived after the upload did).
    assert!(
        page.body.contains(r#"class="card turn classic teg""#),
        "{}",
        page.body
    );
    assert!(
        page.body.contains("Nuova Zelanda"),
        "the T.E.G. board is drawn"
    );
    let log = t.get(&format!("/api/v1/matches/{id}/log")).await;
    assert_eq!(log.status, StatusCode::OK);
    assert!(
        log.body.contains("\"nueva_zelanda\""),
        "ids on the T.E.G. board"
    );
    // The match as the API reads it: its choices name T.E.G. countries.
    let read: Value =
        serde_json::from_str(&t.get(&format!("/api/v1/matches/{id}")).await.body).unwrap();
    assert_eq!(read["state"]["armies"]["tasmania"], 3, "{read}");
    assert!(
        read["choices"]["moves"]
            .to_string()
            .contains("nueva_zelanda"),
        "{read}"
    );
    let entries = read["entries"].clone();
    // A refused action through the API: Beto is not the one to play.
    let wrong = serde_json::json!({"expected": entries, "action": {"seat": 1, "type": "end_turn"}});
    let r = api_post(
        &mut t,
        &format!("/api/v1/matches/{id}/actions"),
        wrong.to_string().into_bytes(),
    )
    .await;
    assert!(r.status.is_client_error(), "{} {}", r.status, r.body);
    assert!(
        r.body.contains("Beto"),
        "the refusal names the player: {}",
        r.body
    );
    // An accepted one: Ana ends her turn.
    let right = serde_json::json!({"expected": entries, "action": {"seat": 0, "type": "end_turn"}});
    let r = api_post(
        &mut t,
        &format!("/api/v1/matches/{id}/actions"),
        right.to_string().into_bytes(),
    )
    .await;
    assert!(r.status.is_success(), "{} {}", r.status, r.body);
    let after = t.get(&format!("/api/v1/matches/{id}/log")).await.body;
    assert!(after.contains("end_turn"));
}
