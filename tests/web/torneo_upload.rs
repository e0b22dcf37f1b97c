//! A RisiKo! torneo log uploaded through the API: the console shows the torneo panel
//! (no form of another ruleset), a posted console form that is not one of its forms is
//! refused with a sentence and records nothing, and the log downloads.

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
async fn a_torneo_log_uploads_and_its_console_shows_the_torneo_panel() {
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
        page.body
            .contains(r#"class="card turn classic torneo" id="panel""#),
        "the torneo panel"
    );
    assert!(
        !page.body.contains("name=\"territory\""),
        "no classic claim form"
    );
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
    assert!(r.body.contains("class=\"alert\""), "the refusal is said");
    assert_eq!(t.count("match_entries").await, entries);
    let after = t.get(&format!("/api/v1/matches/{id}/log")).await.body;
    assert_eq!(before, after, "nothing recorded");
}

/// A log whose setup the engine refuses for a setting answers in the visitor's language,
/// as a refused action does: the setting's key, then the rule in words (no English
/// phrase inside the Spanish or Italian sentence).
#[tokio::test]
async fn a_refused_setup_answers_in_the_visitors_language() {
    let mut t = organizer().await;
    let mut log: Value = serde_json::from_str(&scenario_log()).unwrap();
    log["settings"]["hand_limit"] = 2.into();
    let body = log.to_string().into_bytes();
    for (lang, rule) in [
        ("es", "al menos 3, o ausente para ningún límite"),
        ("it", "almeno 3, o assente per nessun limite"),
        ("en", "at least 3, or absent for no limit"),
    ] {
        t.post("/lang", &[("lang", lang), ("next", "/")]).await;
        let r = api_post(&mut t, "/api/v1/matches?label=Torneo", body.clone()).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
        let v: Value = serde_json::from_str(&r.body).unwrap();
        assert_eq!(v["code"], "invalid_setting");
        let message = v["message"].as_str().unwrap();
        assert!(message.contains("hand_limit"), "{lang}: {message}");
        assert!(message.contains(rule), "{lang}: {message}");
        if lang != "en" {
            assert!(!message.contains("least"), "{lang}: {message}");
        }
    }
}
