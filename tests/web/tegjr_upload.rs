//! TEG Jr through the web: a match on the example board uploads through the API and its
//! console shows the skeleton with the sentence pointing at the API; a match on a club's
//! board names the version it is played on by hash, keeps that version, and once signed
//! freezes the board; a log naming a board this instance has not checked is refused.

use crate::console::organizer;
use crate::reliability::api_post;
use arbitro::engine::map::Board;
use axum::http::StatusCode;
use serde_json::Value;

fn scenario_log() -> Value {
    let text = include_str!("../scenarios/tegjr/conquest_occupy_card.json");
    let v: Value = serde_json::from_str(text).unwrap();
    v["log"].clone()
}

/// The example board under the club's own id: 32 countries, valid for TEG Jr.
fn club_board() -> Board {
    let mut b =
        Board::from_toml(include_str!("../../src/engine/maps/teg-jr-esempio.toml")).unwrap();
    b.id = "teg-jr-circolo".into();
    b.name_it = "TEG Jr del circolo".into();
    b
}

#[tokio::test]
async fn a_tegjr_match_on_the_example_board_uploads_and_its_console_shows_the_panel() {
    let mut t = organizer().await;
    let r = api_post(
        &mut t,
        "/api/v1/matches?label=Jr",
        scenario_log().to_string().into_bytes(),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    let v: Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(v["ruleset"], "teg-jr");
    let id = v["id"].as_i64().unwrap();
    let page = t.get(&format!("/console/m/{id}")).await;
    assert_eq!(page.status, StatusCode::OK);
    // The console records it too: the TEG Jr panel, for the player to act.
    assert!(
        page.body.contains("class=\"card turn classic tegjr\""),
        "{}",
        page.body
    );
    let log = t.get(&format!("/api/v1/matches/{id}/log")).await;
    let back: Value = serde_json::from_str(&log.body).unwrap();
    assert_eq!(back["actions"], scenario_log()["actions"]);
    assert_eq!(
        t.count("board_matches").await,
        0,
        "the example board is not a club's"
    );
}

#[tokio::test]
async fn a_match_on_a_club_board_keeps_its_version_and_freezes_the_board_once_signed() {
    let mut t = organizer().await;
    let board = club_board();
    let r = t
        .post(
            "/boards",
            &[("text", &board.to_toml()), ("ruleset", "teg-jr")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let board_id: i64 = r.location().trim_start_matches("/boards/").parse().unwrap();
    let mut log = scenario_log();
    log["map"] = "teg-jr-circolo".into();
    log["map_hash"] = board.hash().into();
    let r = api_post(
        &mut t,
        "/api/v1/matches?label=Jr",
        log.to_string().into_bytes(),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    let id = serde_json::from_str::<Value>(&r.body).unwrap()["id"]
        .as_i64()
        .unwrap();
    let (b, v) = arbitro::db::boards::of_match(&t.db, id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((b, v.version, v.hash), (board_id, 1, board.hash()));

    // A new version while the match is unsigned; the match stays on version 1.
    let mut moved = board.clone();
    moved.territories[0].x += 10;
    let path = format!("/boards/{board_id}/versions");
    let r = t.post(&path, &[("text", &moved.to_toml())]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let page = t.get(&format!("/api/v1/matches/{id}/log")).await;
    assert!(
        page.body.contains(&board.hash()),
        "the log still names version 1"
    );

    sqlx::query("UPDATE matches SET status = 'signed' WHERE id = ?")
        .bind(id)
        .execute(t.db.pool())
        .await
        .unwrap();
    let r = t.post(&path, &[("text", &board.to_toml())]).await;
    assert_eq!(r.status, StatusCode::CONFLICT);

    let mut unknown = scenario_log();
    unknown["map"] = "teg-jr-altro".into();
    unknown["map_hash"] = "0123".into();
    let r = api_post(&mut t, "/api/v1/matches", unknown.to_string().into_bytes()).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert!(r.body.contains("\"path\":\"map\""), "{}", r.body);
}

/// Issue 27: the app's own download of a match on a club board is read as it is by
/// `arbitro replay` in a process that never saw the board (it carries the board), and
/// uploads again to the same bytes; a carried board that is not the version named is
/// refused at `board`.
#[tokio::test]
async fn the_download_of_a_club_board_match_replays_on_the_command_line_and_uploads_again() {
    let mut t = organizer().await;
    let board = club_board();
    let r = t
        .post(
            "/boards",
            &[("text", &board.to_toml()), ("ruleset", "teg-jr")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let mut log = scenario_log();
    log["map"] = "teg-jr-circolo".into();
    log["map_hash"] = board.hash().into();
    let r = api_post(
        &mut t,
        "/api/v1/matches?label=Jr",
        log.to_string().into_bytes(),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    let id = serde_json::from_str::<Value>(&r.body).unwrap()["id"]
        .as_i64()
        .unwrap();
    let down = t.get(&format!("/api/v1/matches/{id}/log")).await.body;
    let v: Value = serde_json::from_str(&down).unwrap();
    let carried = Board::from_json(&v["board"].to_string()).expect("the board is carried");
    assert_eq!(carried.hash(), board.hash());

    // A fresh process with an empty data directory: it has never seen the board.
    let dir = tempfile::tempdir().unwrap();
    let (ok, out, err) = crate::cli::arbitro(dir.path(), &["replay", "-"], &down);
    assert!(ok, "{out}{err}");
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report["ok"], true, "{out}");
    let here = arbitro::engine::any::AnyLog::parse(&down).unwrap();
    let game = arbitro::engine::any::AnyGame::replay(&here).unwrap();
    use arbitro::engine::table::Table;
    assert_eq!(report["state"], game.state_json());

    // Uploaded again (the board is on this instance), it downloads to the same bytes.
    let r = api_post(
        &mut t,
        "/api/v1/matches?label=Jr2",
        down.clone().into_bytes(),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    let id2 = serde_json::from_str::<Value>(&r.body).unwrap()["id"]
        .as_i64()
        .unwrap();
    assert_eq!(
        t.get(&format!("/api/v1/matches/{id2}/log")).await.body,
        down
    );

    // A board changed after the download is not the version the log names.
    let mut other = v.clone();
    other["board"]["name_it"] = "Un altro tabellone".into();
    let (ok, out, _) = crate::cli::arbitro(dir.path(), &["replay", "-"], &other.to_string());
    assert!(!ok);
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (report["code"].as_str(), report["path"].as_str()),
        (Some("invalid_log"), Some("board")),
        "{out}"
    );
    let r = api_post(&mut t, "/api/v1/matches", other.to_string().into_bytes()).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert!(r.body.contains("\"path\":\"board\""), "{}", r.body);
}
