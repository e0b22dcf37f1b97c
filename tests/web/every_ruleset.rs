//! Every ruleset the engine knows ([`RulesetId::ALL`]) has every page, form and route a
//! match has: the new-match form, creating a match from it, the console page, an action
//! recorded through the API, the history, the public board and its live fragment, the
//! JSON state and the log download (which replays to what was recorded). A ruleset added
//! to the registry without its console, its form or its pages fails here; the forms and
//! logs come from an exhaustive `match`, so a new one does not compile until it gives
//! its own.

use crate::console::organizer;
use crate::console_tegjr::ring_board;
use crate::helpers::TestApp;
use crate::reliability::api_post;
use arbitro::engine::RulesetId;
use arbitro::engine::any::{AnyGame, AnyLog};
use axum::http::StatusCode;
use serde_json::Value;

/// The new-match form of `id` for a table of this test (TEG Jr's on club board `board`).
fn new_form(id: RulesetId, board: &str) -> Vec<(String, String)> {
    let seats = |colours: &[&str]| {
        let mut f = vec![("seats".to_string(), colours.len().to_string())];
        for (i, c) in colours.iter().enumerate() {
            f.push((format!("name{i}"), format!("Giocatore {i}")));
            f.push((format!("colour{i}"), (*c).to_string()));
        }
        f.push(("first".into(), "0".into()));
        f
    };
    let extra: Vec<(String, String)> = match id {
        RulesetId::Risiko2v2 => [
            ("team_a", "A"),
            ("team_b", "B"),
            ("name0", "Anna"),
            ("name1", "Bruno"),
            ("name2", "Carla"),
            ("name3", "Dario"),
            ("colour0", "blu"),
            ("colour1", "rosso"),
            ("colour2", "verde"),
            ("colour3", "giallo"),
        ]
        .iter()
        .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
        .collect(),
        RulesetId::RisikoClassic | RulesetId::Risk2210 => {
            seats(&["blu", "rosso", "verde", "giallo"])
        }
        RulesetId::RisikoTorneo => {
            let mut f = seats(&["blu", "rosso", "verde", "giallo"]);
            f.push(("match_minutes".into(), "90".into()));
            f
        }
        RulesetId::TegRevancha => {
            let mut f = seats(&["azul", "rojo"]);
            f.push(("end_rule".into(), "objective_only".into()));
            f.push(("communication".into(), "vale_todo".into()));
            f
        }
        RulesetId::TegJr => {
            let mut f = seats(&["blu", "rosso", "verde"]);
            f.push(("board".into(), board.into()));
            for (i, d) in ["6", "4", "2"].iter().enumerate() {
                f.push((format!("die{i}"), (*d).to_string()));
            }
            f.push(("card0".into(), "Conquista l'Est".into()));
            f
        }
    };
    let mut f = vec![
        ("ruleset".to_string(), id.id().to_string()),
        ("label".to_string(), format!("Tavolo {}", id.id())),
    ];
    f.extend(extra);
    f
}

/// A log of `id` that replays, with at least two actions.
fn played_log(id: RulesetId) -> Value {
    let scenario = |text: &str| -> Value {
        let v: Value = serde_json::from_str(text).unwrap();
        v["log"].clone()
    };
    match id {
        RulesetId::Risiko2v2 => {
            serde_json::from_str(include_str!("../../docs/examples/full-match.json")).unwrap()
        }
        RulesetId::RisikoClassic => {
            scenario(include_str!("../scenarios/classic/attack_full_form.json"))
        }
        RulesetId::RisikoTorneo => {
            scenario(include_str!("../scenarios/torneo/attack_full_form.json"))
        }
        RulesetId::TegJr => scenario(include_str!("../scenarios/tegjr/conquest_occupy_card.json")),
        RulesetId::Risk2210 => {
            scenario(include_str!("../scenarios/risk2210/adjust_armageddon.json"))
        }
        RulesetId::TegRevancha => scenario(include_str!(
            "../scenarios/teg/aggression_joint_attack_makes_a_condominium.json"
        )),
    }
}

/// A club board for TEG Jr's form; its id.
async fn club_board(t: &mut TestApp) -> String {
    let r = t
        .post(
            "/boards",
            &[("text", &ring_board(10)), ("ruleset", "teg-jr")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    r.location().trim_start_matches("/boards/").to_string()
}

#[tokio::test]
async fn every_ruleset_has_its_form_its_console_its_api_and_its_pages() {
    let mut t = organizer().await;
    let board = club_board(&mut t).await;
    for id in RulesetId::ALL {
        let name = id.id();
        // The new-match form, and a match created from it.
        let form = t.get(&format!("/console/new?ruleset={name}")).await;
        assert_eq!(form.status, StatusCode::OK, "{name}: {}", form.body);
        assert!(
            form.body
                .contains(&format!("name=\"ruleset\" value=\"{name}\"")),
            "{name}: the form posts its ruleset"
        );
        let fields = new_form(id, &board);
        let pairs: Vec<(&str, &str)> = fields
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        let r = t.post("/console/new", &pairs).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{name}: {}", r.body);
        let created = r.location().to_string();
        assert!(created.starts_with("/console/m/"), "{name}: {created}");
        let page = t.get(&created).await;
        assert_eq!(page.status, StatusCode::OK, "{name}: {}", page.body);
        let log = t
            .get(&format!("/api/v1/matches/{}/log", &created[11..]))
            .await;
        let log: Value = serde_json::from_str(&log.body).unwrap();
        assert_eq!(
            log["ruleset"], name,
            "{name}: the form opens its own ruleset"
        );

        // A match played up to its last action, which is then recorded through the API.
        let mut played = played_log(id);
        let last = played["actions"].as_array_mut().unwrap().pop().unwrap();
        let r = api_post(
            &mut t,
            &format!("/api/v1/matches?label={name}"),
            played.to_string().into_bytes(),
        )
        .await;
        assert_eq!(r.status, StatusCode::CREATED, "{name}: {}", r.body);
        let state: Value = serde_json::from_str(&r.body).unwrap();
        let m = state["id"].as_i64().unwrap();
        let body = serde_json::json!({
            "expected": state["entries"],
            "key": format!("every-ruleset-{name}"),
            "action": last,
        });
        let r = api_post(
            &mut t,
            &format!("/api/v1/matches/{m}/actions"),
            body.to_string().into_bytes(),
        )
        .await;
        assert!(r.status.is_success(), "{name}: {} {}", r.status, r.body);

        // Its pages, public and private, and the state as JSON.
        let public = state["public_path"].as_str().unwrap().to_string();
        for path in [
            format!("/console/m/{m}"),
            format!("/console/m/{m}/history"),
            public.clone(),
            format!("{public}/board"),
            format!("/api/v1/matches/{m}"),
        ] {
            let r = t.get(&path).await;
            assert_eq!(r.status, StatusCode::OK, "{name} {path}: {}", r.body);
        }

        // The download replays, and holds the action recorded through the API.
        let r = t.get(&format!("/api/v1/matches/{m}/log")).await;
        assert_eq!(r.status, StatusCode::OK, "{name}: {}", r.body);
        let back = AnyLog::parse(&r.body).unwrap();
        assert_eq!(back.ruleset(), name);
        assert!(
            AnyGame::replay(&back).is_ok(),
            "{name}: the download replays"
        );
        let actions: Value = serde_json::from_str::<Value>(&r.body).unwrap()["actions"].clone();
        let stored = actions.as_array().unwrap();
        assert_eq!(
            stored.last().map(|a| a["type"].clone()),
            Some(last["type"].clone()),
            "{name}: the API's action is the log's last"
        );
    }
}
