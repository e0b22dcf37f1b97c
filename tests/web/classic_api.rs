//! A classic Risiko match through the JSON API and its log files: upload, refusals that
//! name the place or the player (nothing stored), download byte for byte, `arbitro
//! replay` on the download, and the public table page.

use crate::console::{PW, organizer};
use crate::helpers::TestApp;
use crate::reliability::api_post;
use arbitro::engine::any::AnyLog;
use axum::http::StatusCode;
use serde_json::{Value, json};

/// The whole four-player match of `docs/MATCH-LOG.md` ("A whole match, four players"),
/// as other tools will write it: from the page itself.
pub fn documented_match() -> Value {
    let page = include_str!("../../docs/MATCH-LOG.md");
    let start = page
        .find("### A whole match, four players")
        .expect("the page's four-player match");
    let rest = &page[start..];
    let open = rest.find("```json\n").expect("its JSON block") + "```json\n".len();
    let close = rest[open..].find("```").expect("the block's end");
    serde_json::from_str(&rest[open..open + close]).expect("the example parses")
}

/// A JSON body as bytes.
fn bytes(v: &Value) -> Vec<u8> {
    v.to_string().into_bytes()
}

fn parsed(body: &str) -> Value {
    serde_json::from_str(body).unwrap_or_else(|e| panic!("{e}: {body}"))
}

#[tokio::test]
async fn a_classic_file_that_is_not_a_log_is_refused_naming_the_place() {
    let mut t = organizer().await;
    let mut log = documented_match();
    log["actions"][4]["tanks"] = json!("three");
    let r = api_post(&mut t, "/api/v1/matches?label=x", bytes(&log)).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.body);
    let v = parsed(&r.body);
    assert_eq!(v["code"], "invalid_log");
    assert_eq!(v["path"], "actions[4]", "{v}");
    assert!(v["message"].as_str().unwrap().contains("actions[4]"), "{v}");
    let mut log = documented_match();
    log["players"][0]["team"] = json!("A");
    let r = api_post(&mut t, "/api/v1/matches", bytes(&log)).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert!(
        parsed(&r.body)["path"]
            .as_str()
            .unwrap()
            .starts_with("players[0]")
    );
    let broken = documented_match().to_string().replace("\"end_turn\"}]", "");
    let r = api_post(&mut t, "/api/v1/matches", broken.into_bytes()).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.body);
    let v = parsed(&r.body);
    assert_eq!(v["code"], "bad_json", "as for any body that is not JSON");
    assert!(
        v["message"].as_str().unwrap().contains("line 1 column"),
        "{v}"
    );
    assert_eq!(t.count("matches").await, 0, "nothing stored");
    assert_eq!(t.count("match_entries").await, 0);
}

#[tokio::test]
async fn a_classic_log_the_rules_refuse_is_refused_naming_the_player() {
    let mut t = organizer().await;
    // Bruno places in Anna's turn (action 1, after the clock's start).
    let mut log = documented_match();
    log["actions"][1]["seat"] = json!(1);
    log["actions"][1]["tanks"] = json!({"territori_del_nord_ovest": 3});
    let r = api_post(&mut t, "/api/v1/matches?label=x", bytes(&log)).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    let v = parsed(&r.body);
    assert_eq!(v["index"], 1, "{v}");
    let message = v["message"].as_str().unwrap();
    assert!(message.contains("Anna") || message.contains("Bruno"), "{v}");
    assert!(
        !message.contains("seat") && !message.contains("posto"),
        "{v}"
    );
    // A throw with more dice than the attacking armies allow, in English.
    let mut log = documented_match();
    log["actions"][3]["dice"] = json!([3, 2]);
    log["actions"][3]["losses"] = json!([0, 2]);
    let mut en = TestApp::new().await;
    en.add_user("org", PW, arbitro::accounts::Role::Organizer)
        .await;
    en.login("org", PW).await;
    en.jar.insert("arbitro_lang".into(), "en".into());
    let r = api_post(&mut en, "/api/v1/matches", bytes(&log)).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    let v = parsed(&r.body);
    assert_eq!(v["index"], 3, "{v}");
    assert!(v["code"].as_str().is_some_and(|c| c.len() > 3), "{v}");
    for app in [&t, &en] {
        assert_eq!(app.count("matches").await, 0, "nothing stored");
        assert_eq!(app.count("match_entries").await, 0);
    }
}

/// The canonical text of a log (what a download gives).
pub fn canonical(v: &Value) -> String {
    AnyLog::parse(&v.to_string()).unwrap().to_json_pretty()
}

/// `arbitro replay -` on a text: its exit code and the printed report.
pub fn replay_cli(text: &str) -> (Option<i32>, Value) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(["replay", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        serde_json::from_slice(&out.stdout).unwrap(),
    )
}

#[test]
fn arbitro_replay_reads_a_classic_log_with_the_documented_exit_codes() {
    let (code, ok) = replay_cli(&documented_match().to_string());
    assert_eq!(code, Some(0), "{ok}");
    assert_eq!(ok["ok"], true);
    assert_eq!(ok["state"]["finished"], true);
    let first = &ok["score"]["ranking"][0];
    assert_eq!(
        (first["name"].as_str(), first["place"].as_u64()),
        (Some("Anna"), Some(1))
    );
    let mut refused = documented_match();
    refused["actions"][3]["dice"] = json!([3, 2]);
    refused["actions"][3]["losses"] = json!([0, 2]);
    let (code, r) = replay_cli(&refused.to_string());
    assert_eq!(code, Some(1), "{r}");
    assert_eq!(r["index"], 3);
    assert!(r["message_en"].as_str().is_some_and(|m| !m.is_empty()));
    assert!(r["message_es"].as_str().is_some_and(|m| !m.is_empty()));
    let mut bad = documented_match();
    bad["actions"][2]["to"] = json!("atlantide");
    let (code, r) = replay_cli(&bad.to_string());
    assert_eq!(code, Some(2), "{r}");
    assert!(r["message"].as_str().unwrap().contains("actions[2]"), "{r}");
}

/// Posts one action (or any body) to a match; returns the status and the answer.
async fn post_action(t: &mut TestApp, id: i64, body: Value) -> (StatusCode, Value) {
    let r = api_post(t, &format!("/api/v1/matches/{id}/actions"), bytes(&body)).await;
    (r.status, parsed(&r.body))
}

/// Records `action` on the state `v` (its entry count), expecting it accepted.
async fn accepted(t: &mut TestApp, v: &Value, action: Value) -> Value {
    let id = v["id"].as_i64().unwrap();
    let body = json!({"expected": v["entries"], "action": action});
    let (status, out) = post_action(t, id, body).await;
    assert_eq!(status, StatusCode::OK, "{action}: {out}");
    out
}

/// A three-player match created through the API, Bruno having won the die roll; the
/// board claimed and the setup armies placed through the choices the API offers.
async fn set_up_three(t: &mut TestApp) -> Value {
    let body = json!({
        "ruleset": "risiko-classic", "label": "Tavolo 3", "first": 1,
        "players": [{"name": "Anna", "colour": "blu"}, {"name": "Bruno", "colour": "rosso"},
                    {"name": "Carla", "colour": "verde"}]
    });
    let r = api_post(t, "/api/v1/matches", bytes(&body)).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    let mut v = parsed(&r.body);
    assert_eq!(v["ruleset"], "risiko-classic");
    let names: Vec<&str> = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["Bruno", "Carla", "Anna"],
        "the roll's winner is seat 0"
    );
    assert_eq!(
        (v["phase"].as_str(), v["to_act"].as_u64()),
        (Some("claim"), Some(0))
    );
    while matches!(v["phase"].as_str(), Some("claim" | "setup_placement")) {
        let c = v["choices"].clone();
        let action = match c["claim"].as_array().and_then(|a| a.first()) {
            Some(t) => json!({"seat": c["seat"], "type": "claim", "territory": t}),
            None => {
                let t = c["place"]["territories"][0].as_str().unwrap().to_string();
                json!({"seat": c["seat"], "type": "place", "tanks": {t: 1}})
            }
        };
        v = accepted(t, &v, action).await;
    }
    assert_eq!(v["phase"], "reinforce", "{v}");
    v
}

/// A territory the seat to act may place on that borders another player's.
fn front_line(v: &Value) -> Option<String> {
    let map = arbitro::engine::Map::risiko();
    let owners = &v["state"]["owners"];
    let seat = &v["choices"]["seat"];
    v["choices"]["place"]["territories"]
        .as_array()?
        .iter()
        .filter_map(Value::as_str)
        .find(|slug| {
            let t = map.by_slug(slug).unwrap();
            map.neighbours(t)
                .any(|n| owners[&map.territory(n).slug] != *seat)
        })
        .map(str::to_string)
}

#[tokio::test]
async fn a_classic_match_through_the_api_records_throws_refuses_and_replays() {
    let mut t = organizer().await;
    let mut v = set_up_three(&mut t).await;
    let id = v["id"].as_i64().unwrap();
    // Bruno's reinforcements, all on a territory of his next to another player's.
    let c = v["choices"].clone();
    let armies = c["place"]["armies"].as_u64().unwrap();
    assert!(armies >= 3, "{c}");
    let from = front_line(&v).expect("a territory facing another player");
    v = accepted(
        &mut t,
        &v,
        json!({"seat": 0, "type": "place", "tanks": {&from: armies}}),
    )
    .await;
    assert_eq!(v["choices"]["place"]["armies"], 0, "{v}");
    assert!(
        v["clock"]["started"].as_bool().unwrap(),
        "the first reinforcement starts it"
    );
    // A throw in quick form: the first offered outcome (the attacker loses the most).
    let a = v["choices"]["attacks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["from"] == from.as_str())
        .unwrap()
        .clone();
    let (ad, dd) = (
        a["attacker_max"].as_u64().unwrap(),
        a["defender_max"].as_u64().unwrap(),
    );
    assert_eq!(a["outcomes"][0], json!([ad.min(dd), 0]));
    let quick = json!({"seat": 0, "type": "attack", "from": a["from"], "to": a["to"],
                       "dice": [ad, dd], "losses": a["outcomes"][0]});
    v = accepted(&mut t, &v, quick.clone()).await;
    assert_eq!(v["last_action"], quick);
    // A refused action: Carla ends a turn that is Bruno's. Nothing is stored.
    let before = v["entries"].clone();
    let (status, r) = post_action(
        &mut t,
        id,
        json!({"expected": before, "action": {"seat": 1, "type": "end_turn"}}),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{r}");
    assert!(r["code"].as_str().is_some_and(|c| !c.is_empty()), "{r}");
    for key in ["message", "message_it", "message_en", "message_es"] {
        let m = r[key].as_str().unwrap();
        assert!(m.contains("Bruno") || m.contains("Carla"), "{key}: {r}");
        assert!(
            !m.contains("seat 1") && !m.contains("posto 1") && !m.contains("puesto 1"),
            "{key}: {r}"
        );
    }
    // A Spanish visitor (by Accept-Language) reads the engine's Spanish sentence as
    // `message`; the other fields are as they were.
    let csrf = t.csrf().await;
    let body = json!({"expected": before, "action": {"seat": 1, "type": "end_turn"}});
    let es = t
        .post_body(
            &format!("/api/v1/matches/{id}/actions"),
            bytes(&body),
            &[
                ("x-csrf-token", &csrf),
                ("content-type", "application/json"),
                ("origin", crate::helpers::BASE),
                ("accept-language", "es-AR,es;q=0.9"),
            ],
        )
        .await;
    assert_eq!(es.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", es.body);
    let es = parsed(&es.body);
    assert_eq!(es["message"], es["message_es"], "{es}");
    assert!(
        es["message"]
            .as_str()
            .is_some_and(|m| m.starts_with("No es el turno de ")),
        "{es}"
    );
    assert_eq!(
        es["message_it"], r["message_it"],
        "the other sentences unchanged"
    );
    // An action of the other ruleset is not this match's.
    let (status, r) = post_action(
        &mut t,
        id,
        json!({"expected": before, "action": {"type": "attack", "seat": 0, "from": a["from"], "to": a["to"], "tanks": 3}}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{r}");
    assert!(r["message"].as_str().unwrap().contains("action"), "{r}");
    let now = t.get(&format!("/api/v1/matches/{id}")).await;
    assert_eq!(parsed(&now.body)["entries"], before, "nothing stored");
    // A throw in faces form: the engine computes the losses.
    let a = v["choices"]["attacks"][0].clone();
    let (ad, dd) = (
        a["attacker_max"].as_u64().unwrap(),
        a["defender_max"].as_u64().unwrap(),
    );
    let faces = json!({"seat": 0, "type": "attack", "from": a["from"], "to": a["to"],
                       "attacker": vec![6; ad as usize], "defender": vec![1; dd as usize]});
    v = accepted(&mut t, &v, faces).await;
    if let Some(o) = v["choices"]["occupy"].as_object() {
        let min = o["min"].clone();
        v = accepted(
            &mut t,
            &v,
            json!({"seat": 0, "type": "occupy", "tanks": min}),
        )
        .await;
    }
    // The state as read back, the result per seat by name.
    let r = t.get(&format!("/api/v1/matches/{id}")).await;
    let read = parsed(&r.body);
    assert_eq!(read["entries"], v["entries"]);
    assert_eq!(read["state"], v["state"]);
    let places: Vec<&str> = read["result"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(places.len(), 3);
    assert_eq!(read["result"]["final"], false);
    // The log downloads in its canonical form and replays with `arbitro replay`.
    let log = t.get(&format!("/api/v1/matches/{id}/log")).await;
    assert_eq!(log.status, StatusCode::OK);
    assert_eq!(canonical(&parsed(&log.body)), log.body);
    let (code, report) = replay_cli(&log.body);
    assert_eq!(code, Some(0), "{report}");
    assert_eq!(
        report["state"], read["state"],
        "the replay is the recorded match"
    );
}

#[tokio::test]
async fn a_classic_log_uploads_and_downloads_byte_for_byte() {
    let mut t = organizer().await;
    let doc = documented_match();
    let r = api_post(&mut t, "/api/v1/matches?label=Serata", bytes(&doc)).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    let v = parsed(&r.body);
    assert_eq!(
        (v["status"].as_str(), v["ruleset"].as_str()),
        (Some("finished"), Some("risiko-classic"))
    );
    assert_eq!(v["result"]["seats"][0]["name"], "Anna");
    assert_eq!(v["result"]["final"], true);
    let id = v["id"].as_i64().unwrap();
    let first = t.get(&format!("/api/v1/matches/{id}/log")).await;
    assert_eq!(
        first.body,
        canonical(&doc),
        "the documented log, keys in their order"
    );
    let r = api_post(
        &mut t,
        "/api/v1/matches?label=copia",
        first.body.clone().into_bytes(),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    let copy = parsed(&r.body)["id"].as_i64().unwrap();
    let second = t.get(&format!("/api/v1/matches/{copy}/log")).await;
    assert_eq!(second.body, first.body, "byte for byte");
    let (code, _) = replay_cli(&second.body);
    assert_eq!(code, Some(0));
    let list = parsed(&t.get("/api/v1/matches").await.body);
    assert_eq!(list[0]["ruleset"], "risiko-classic", "{list}");
}

#[tokio::test]
async fn the_public_page_of_a_classic_match_shows_its_board_names_and_places() {
    let mut t = organizer().await;
    let v = set_up_three(&mut t).await;
    let id = v["id"].as_i64().unwrap();
    let path = v["public_path"].as_str().unwrap().to_string();
    // The referee's page carries the link and its QR code.
    let page = t.get(&format!("/console/m/{id}")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("class=\"qr\"") && page.body.contains(&path));
    let mut anon = TestApp::new().await;
    anon.db = t.db.clone();
    anon.router = t.router.clone();
    let page = anon.get(&path).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    assert!(page.body.contains("<svg class=\"board\""));
    for name in ["Anna", "Bruno", "Carla"] {
        assert!(page.body.contains(name), "{name}");
    }
    assert!(page.body.contains("<strong>Bruno</strong>"), "Bruno's turn");
    assert!(
        page.body.contains("class=\"qr\"><svg"),
        "its own QR code to pass on"
    );
    assert!(!page.body.contains("scorecard"), "no result before the end");
    let live = anon.get(&format!("{path}/board")).await;
    assert!(live.body.starts_with("<div id=\"live\""));
    let api = anon.get(&format!("/api/v1/tables/{}", &path[3..])).await;
    let j = parsed(&api.body);
    assert_eq!(j["ruleset"], "risiko-classic");
    assert_eq!(j["players"][0]["name"], "Bruno");
    assert!(
        j["last_touched"].as_array().is_some_and(|a| a.len() == 1),
        "{j}"
    );
    assert!(j["result"].is_null());
    // A finished match: a card per seat, best place first, the clock stopped.
    let r = api_post(
        &mut t,
        "/api/v1/matches?label=Serata",
        bytes(&documented_match()),
    )
    .await;
    let done = parsed(&r.body);
    let path = done["public_path"].as_str().unwrap();
    let page = anon.get(path).await;
    assert_eq!(
        page.body.matches("<li class=\"scorecard").count(),
        4,
        "{}",
        page.body
    );
    let first = page.body.find("1°").unwrap();
    assert!(page.body[first..].find("Anna") < page.body[first..].find("Bruno"));
    assert!(
        !page.body.contains("data-running=\"true\""),
        "a finished match's clock stands"
    );
    let j = parsed(
        &anon
            .get(&format!("/api/v1/tables/{}", &path[3..]))
            .await
            .body,
    );
    assert_eq!(j["result"]["seats"][0]["place"], 1);
    assert_eq!(j["clock"]["running"], false);
}

#[tokio::test]
async fn a_classic_match_steps_back_undoes_tells_its_history_and_signs_off() {
    let mut t = organizer().await;
    let r = api_post(
        &mut t,
        "/api/v1/matches?label=Serata",
        bytes(&documented_match()),
    )
    .await;
    let v = parsed(&r.body);
    let id = v["id"].as_i64().unwrap();
    assert_eq!(v["entries"], 16);
    // As it was after entry 2: Anna has placed, the clock runs, she attacks next.
    let at = parsed(&t.get(&format!("/api/v1/matches/{id}?at=2")).await.body);
    assert_eq!(
        (at["entries"].as_i64(), at["to_act"].as_u64()),
        (Some(2), Some(0))
    );
    assert_eq!(at["clock"]["started"], true);
    assert!(
        at["choices"]["attacks"]
            .as_array()
            .is_some_and(|a| !a.is_empty())
    );
    let none = t.get(&format!("/api/v1/matches/{id}?at=99")).await;
    assert_eq!(none.status, StatusCode::NOT_FOUND);
    // The history in sentences naming the players.
    let h = parsed(&t.get(&format!("/api/v1/matches/{id}/history")).await.body);
    let lines = h.as_array().unwrap();
    assert_eq!(lines.len(), 16, "{h}");
    assert!(
        lines
            .iter()
            .any(|l| l["text"].as_str().unwrap().contains("Dario")),
        "{h}"
    );
    // Undo Dario's last end of turn (a reason is required), then record it again.
    let path = format!("/api/v1/matches/{id}/actions");
    let r = api_post(&mut t, &path, bytes(&json!({"expected": 16, "undo": true}))).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.body);
    let undo = json!({"expected": 16, "undo": true, "reason": "ha ancora carri da muovere"});
    let r = api_post(&mut t, &path, bytes(&undo)).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let back = parsed(&r.body);
    assert_eq!(
        (back["status"].as_str(), back["to_act"].as_u64()),
        (Some("playing"), Some(3))
    );
    assert_eq!(back["result"]["final"], false);
    let again = accepted(&mut t, &back, json!({"seat": 3, "type": "end_turn"})).await;
    assert_eq!(again["status"], "finished");
    let log = t.get(&format!("/api/v1/matches/{id}/log")).await;
    assert_eq!(
        log.body,
        canonical(&documented_match()),
        "the same match again"
    );
    // Signed off, it is locked.
    let r = api_post(&mut t, &format!("/api/v1/matches/{id}/sign"), Vec::new()).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let late = json!({"expected": 18, "undo": true, "reason": "troppo tardi"});
    let r = api_post(&mut t, &path, bytes(&late)).await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.body);
    assert_eq!(parsed(&r.body)["code"], "locked");
}

#[tokio::test]
async fn a_classic_board_is_entered_at_once_through_the_api() {
    let mut t = organizer().await;
    let body = json!({
        "ruleset": "risiko-classic", "label": "Tavolo 4", "setup": "final",
        "players": [{"name": "Anna", "colour": "blu"}, {"name": "Bruno", "colour": "rosso"},
                    {"name": "Carla", "colour": "verde"}, {"name": "Dario", "colour": "giallo"}]
    });
    let r = api_post(&mut t, "/api/v1/matches", bytes(&body)).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    let id = parsed(&r.body)["id"].as_i64().unwrap();
    let path = format!("/api/v1/matches/{id}/board");
    let setup = documented_match()["setup"].clone();
    // One territory left out: the engine names it, and nothing is stored.
    let mut short = setup.clone();
    short["owners"].as_object_mut().unwrap().remove("siam");
    short["tanks"].as_object_mut().unwrap().remove("siam");
    let r = api_post(&mut t, &path, bytes(&short)).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    assert!(
        parsed(&r.body)["message"]
            .as_str()
            .unwrap()
            .contains("Siam"),
        "{}",
        r.body
    );
    let r = api_post(&mut t, &path, bytes(&json!({"owners": {"atlantide": 0}}))).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.body);
    let before = parsed(&t.get(&format!("/api/v1/matches/{id}")).await.body);
    assert!(before["state"].is_null(), "still to be entered: {before}");
    // The whole board: play begins with Anna's reinforcements.
    let r = api_post(&mut t, &path, bytes(&setup)).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let v = parsed(&r.body);
    assert_eq!(
        (v["phase"].as_str(), v["to_act"].as_u64()),
        (Some("reinforce"), Some(0))
    );
    assert_eq!(v["state"]["owners"]["alaska"], 0);
    let r = api_post(&mut t, &path, bytes(&setup)).await;
    assert_eq!(r.status, StatusCode::CONFLICT, "entered once: {}", r.body);
}

/// Issue 27: a new classic match refuses a `clock` `start` before the first
/// reinforcement of round 1 (during the claims and the initial placement) with the
/// engine's sentence, stores nothing, and starts the clock with the first reinforcement;
/// its download says `clock_checks` and replays the same on the command line.
#[tokio::test]
async fn a_new_classic_match_refuses_the_clock_start_before_the_first_reinforcement() {
    let mut t = organizer().await;
    let body = json!({
        "ruleset": "risiko-classic", "label": "Tavolo 5", "first": 0,
        "players": [{"name": "Anna", "colour": "blu"}, {"name": "Bruno", "colour": "rosso"},
                    {"name": "Carla", "colour": "verde"}]
    });
    let r = api_post(&mut t, "/api/v1/matches", bytes(&body)).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    let mut v = parsed(&r.body);
    let id = v["id"].as_i64().unwrap();
    let start = json!({"type": "clock", "event": "start"});
    let (status, out) = post_action(
        &mut t,
        id,
        json!({"expected": v["entries"], "action": start}),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{out}");
    assert_eq!(out["code"], "clock_start_early", "{out}");
    assert!(
        out["message_en"]
            .as_str()
            .unwrap()
            .contains("first reinforcement")
    );
    assert!(
        out["message_es"]
            .as_str()
            .unwrap()
            .contains("primer refuerzo")
    );
    assert_eq!(t.count("match_entries").await, 0, "nothing stored");
    // Still refused during the initial placement; accepted with the first reinforcement.
    let mut refused_in_placement = false;
    while matches!(v["phase"].as_str(), Some("claim" | "setup_placement")) {
        if v["phase"] == "setup_placement" && !refused_in_placement {
            let body = json!({"expected": v["entries"], "action": start});
            let (status, out) = post_action(&mut t, id, body).await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{out}");
            assert_eq!(out["code"], "clock_start_early");
            refused_in_placement = true;
        }
        let c = v["choices"].clone();
        let action = match c["claim"].as_array().and_then(|a| a.first()) {
            Some(t) => json!({"seat": c["seat"], "type": "claim", "territory": t}),
            None => {
                let t = c["place"]["territories"][0].as_str().unwrap().to_string();
                json!({"seat": c["seat"], "type": "place", "tanks": {t: 1}})
            }
        };
        v = accepted(&mut t, &v, action).await;
    }
    assert!(refused_in_placement);
    v = accepted(&mut t, &v, start).await;
    assert_eq!(v["clock"]["started"], true, "{v}");
    let log = t.get(&format!("/api/v1/matches/{id}/log")).await.body;
    assert_eq!(parsed(&log)["settings"]["clock_checks"], true);
    let (code, r) = replay_cli(&log);
    assert_eq!(code, Some(0), "{r}");
}
