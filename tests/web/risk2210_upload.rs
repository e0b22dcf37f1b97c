//! A Risk 2210 A.D. match (no console panel yet) through the shared surface: its log
//! uploads through the API on its own board, an action posted through the API is checked
//! by the 2210 engine (a refusal names the player and records nothing), the console shows
//! the skeleton with the sentence pointing at the API, and the log downloads as uploaded.
//! A bad setup or referee's adjustment is refused in the visitor's language, no English
//! inside the Italian or Spanish sentence.

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

/// POSTs `body` to the API as a visitor reading `lang` (`Accept-Language`).
async fn api_post_in(
    t: &mut crate::helpers::TestApp,
    path: &str,
    body: &Value,
    lang: &str,
) -> Value {
    let csrf = t.csrf().await;
    let r = t
        .post_body(
            path,
            body.to_string().into_bytes(),
            &[
                ("x-csrf-token", &csrf),
                ("content-type", "application/json"),
                ("origin", crate::helpers::BASE),
                ("accept-language", lang),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    serde_json::from_str(&r.body).unwrap()
}

#[tokio::test]
async fn a_bad_setup_or_adjustment_is_refused_in_the_visitors_language() {
    let mut t = organizer().await;
    // Three devastated territories instead of four: refused at the setup, in Italian and
    // in Spanish, with no English reason inside.
    let mut bad = scenario_log();
    bad["actions"] = json!([]);
    bad["setup"]["devastated"].as_array_mut().unwrap().pop();
    let it = api_post_in(&mut t, "/api/v1/matches?label=2210", &bad, "it-IT,it").await;
    assert_eq!(it["code"], "bad_setup");
    assert_eq!(
        it["message"],
        "Preparazione non valida: servono 4 territori devastati, non 3."
    );
    let es = api_post_in(&mut t, "/api/v1/matches?label=2210", &bad, "es-AR,es;q=0.9").await;
    assert_eq!(
        es["message"],
        "Preparación no válida: hacen falta 4 territorios devastados, no 3."
    );
    // A referee's adjustment taking more energy than Bruno has: the sentence names him in
    // the visitor's language; the detail keeps the stable `reason` and the data.
    let r = api_post(
        &mut t,
        "/api/v1/matches?label=2210",
        scenario_log().to_string().into_bytes(),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    let v: Value = serde_json::from_str(&r.body).unwrap();
    let path = format!("/api/v1/matches/{}/actions", v["id"]);
    let adjust = json!({"expected": v["entries"], "action": {"type": "referee_adjust",
        "energy": {"1": -100}, "reason": "conteggio sbagliato"}});
    for (lang, said) in [
        (
            "es-AR,es;q=0.9",
            "Corrección no válida: Bruno quedaría con {} de energía.",
        ),
        (
            "it-IT,it",
            "Correzione non valida: Bruno resterebbe con {} di energia.",
        ),
    ] {
        let r = api_post_in(&mut t, &path, &adjust, lang).await;
        assert_eq!(r["code"], "bad_adjust", "{r}");
        let left = r["detail"]["energy"].as_i64().unwrap();
        assert!(left < 0, "{r}");
        assert_eq!(r["message"], said.replace("{}", &left.to_string()), "{r}");
        assert_eq!(r["detail"]["reason"], "energy_below_zero", "{r}");
        assert_eq!(r["detail"]["seat"], 1, "{r}");
    }
}
