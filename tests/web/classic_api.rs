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
    let mut bad = documented_match();
    bad["actions"][2]["to"] = json!("atlantide");
    let (code, r) = replay_cli(&bad.to_string());
    assert_eq!(code, Some(2), "{r}");
    assert!(r["message"].as_str().unwrap().contains("actions[2]"), "{r}");
}
