//! A ruleset with no console panel yet (RisiKo! torneo) still goes through the shared
//! surface: its log uploads through the API, the console shows the skeleton with a
//! sentence saying where its actions go (no form of another ruleset), a posted console
//! form is refused with that sentence and records nothing, and the log downloads.

use crate::console::organizer;
use crate::reliability::api_post;
use axum::http::StatusCode;
use serde_json::Value;

fn scenario_log() -> String {
    let text = include_str!("../scenarios/torneo/bonus_placed_there.json");
    let v: Value = serde_json::from_str(text).unwrap();
    v["log"].to_string()
}

#[tokio::test]
async fn a_torneo_log_uploads_and_its_console_says_where_its_actions_go() {
    let mut t = organizer().await;
    let r = api_post(
        &mut t,
        "/api/v1/matches?label=Torneo",
        scenario_log().into_bytes(),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    let v: Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(v["ruleset"], "risiko-torneo");
    let id = v["id"].as_i64().unwrap();
    let page = t.get(&format!("/console/m/{id}")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(
        page.body.contains(&format!("/api/v1/matches/{id}/actions")),
        "the page names the API"
    );
    assert!(!page.body.contains("name=\"throw\""), "no classic form");
    let before = t.get(&format!("/api/v1/matches/{id}/log")).await.body;
    let entries = t.count("match_entries").await;
    let r = t
        .post(
            &format!("/console/m/{id}/act"),
            &[
                ("form", "end_turn"),
                ("expected", "84"),
                ("key", "k-torneo-1"),
            ],
        )
        .await;
    assert!(r.status.is_client_error(), "{} {}", r.status, r.body);
    assert!(r.body.contains("API"), "the refusal says where actions go");
    assert_eq!(t.count("match_entries").await, entries);
    let after = t.get(&format!("/api/v1/matches/{id}/log")).await.body;
    assert_eq!(before, after, "nothing recorded");
}
