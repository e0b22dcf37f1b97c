//! Exports (CSV, XLSX, JSON archive), the archive import (web and CLI), the printable
//! pages, and who may reach them.

use crate::fixture::{
    Entrant, FIVE, REFEREE_PW, add_table_referee, adjust, as_user, confirm, organizer, pair,
    play_and_sign, publish_draft, publish_next_round, record, require_confirmation,
    tournament_with,
};
use crate::helpers::{BASE, Resp, TestApp};
use arbitro::accounts::Role;
use arbitro::db::match_entries;
use arbitro::db::match_referees;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use serde_json::Value;
use std::io::Read;

pub async fn scalar(t: &TestApp, sql: &str, binds: &[i64]) -> i64 {
    let mut q = sqlx::query_scalar::<_, i64>(sql);
    for b in binds {
        q = q.bind(*b);
    }
    q.fetch_one(t.db.pool()).await.unwrap()
}

/// Records the first `n` actions of a random game on a match, then one undo: a match
/// still in play, with an undo in its history.
async fn play_partly(t: &TestApp, match_id: i64, seed: u64, n: usize) {
    let (log, _) = crate::console::random_player::play_game(seed, 1, n);
    let ref1 = Entrant {
        user: 2,
        first_at: 101,
        step: 1,
    };
    let log = record(t, match_id, log, &ref1, "playing").await;
    let undo = match_entries::NewEntry {
        kind: "undo",
        action_json: None,
        reason: Some("wrong territory"),
        entered_by: Some(2),
        entered_via: "console",
        entered_at: 200,
        key: None,
    };
    let mut tx = t.db.begin_write().await.unwrap();
    match_entries::insert_entry(&mut tx, match_id, log.actions.len() as i64 + 1, &undo)
        .await
        .unwrap();
    tx.commit().await.unwrap();
}

/// Three rounds: the first two fully signed, the third with one signed match and one
/// still in play (with an undo). Returns the tournament id.
async fn played_tournament(t: &mut TestApp) -> i64 {
    let id = tournament_with(t, FIVE).await;
    for seed in [11, 21] {
        for (i, m) in publish_next_round(t, id).await.into_iter().enumerate() {
            play_and_sign(t, m, seed + i as u64).await;
        }
    }
    let third = publish_next_round(t, id).await;
    play_and_sign(t, third[0], 31).await;
    play_partly(t, third[1], 32, 60).await;
    // A referee assigned to a match travels by username.
    match_referees::assign(&t.db, third[1], 2, 1, 0)
        .await
        .unwrap();
    id
}

/// The second referee, who confirms results.
async fn second_referee(t: &mut TestApp) -> TestApp {
    t.add_user("ref2", REFEREE_PW, Role::Referee).await;
    as_user(t, Some("ref2")).await
}

/// What the organizer's tools leave on a tournament, for the round trip to compare.
const ORGANIZER_TABLES: [&str; 6] = [
    "match_seats",
    "match_confirmations",
    "score_adjustments",
    "round_table_referees",
    "match_referees",
    "match_setup_changes",
];

/// The three rounds of [`played_tournament`], run with the organizer's tools: results
/// count once `ref2` (user 3) confirms them; each table of round 1 has a referee from
/// the draft; after round 1 its first match gets a team penalty and a personal bonus
/// with reasons, then that team and both its players are renamed ("I Pirati"); round
/// 3 gets a referee after publication, a colour swapped in the console, one result
/// signed and still unconfirmed, and one match in play. Returns the tournament id.
async fn organized_tournament(t: &mut TestApp) -> i64 {
    let mut ref2 = second_referee(t).await;
    let id = tournament_with(t, FIVE).await;
    require_confirmation(t, id).await;
    let round = pair(t, id).await;
    let drafts: Vec<i64> = sqlx::query_scalar(
        "SELECT id FROM round_tables WHERE round_id = ? AND team_b IS NOT NULL ORDER BY table_no",
    )
    .bind(round)
    .fetch_all(t.db.pool())
    .await
    .unwrap();
    for (table, user) in drafts.into_iter().zip([2, 3]) {
        add_table_referee(t, id, table, user).await;
    }
    let first = publish_draft(t, id, round).await;
    for (i, m) in first.iter().enumerate() {
        play_and_sign(t, *m, 11 + i as u64).await;
        confirm(&mut ref2, id, *m).await;
    }
    let (team, player) = sqlx::query_as::<_, (i64, i64)>(
        "SELECT team_id, player_id FROM match_seats WHERE match_id = ? AND seat = 0",
    )
    .bind(first[0])
    .fetch_one(t.db.pool())
    .await
    .unwrap();
    let penalty = format!("t{team}");
    let r = adjust(t, id, first[0], &penalty, "-7", "late at the table").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let target = format!("p{team}_{player}");
    let r = adjust(t, id, first[0], &target, "+3", "continent miscounted").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let names: Vec<String> =
        sqlx::query_scalar("SELECT name FROM players WHERE team_id = ? ORDER BY position")
            .bind(team)
            .fetch_all(t.db.pool())
            .await
            .unwrap();
    let (p1, p2) = (format!("{} R.", names[0]), format!("{} R.", names[1]));
    let r = t
        .post(
            &format!("/tournaments/{id}/teams/{team}"),
            &[
                ("name", "I Pirati"),
                ("player1", &p1),
                ("player2", &p2),
                ("club", "Genova"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    for (i, m) in publish_next_round(t, id).await.into_iter().enumerate() {
        play_and_sign(t, m, 21 + i as u64).await;
        confirm(&mut ref2, id, m).await;
    }
    let third = publish_next_round(t, id).await;
    let table = scalar(
        t,
        "SELECT id FROM round_tables WHERE match_id = ?",
        &[third[0]],
    )
    .await;
    add_table_referee(t, id, table, 3).await;
    let r = t
        .post(
            &format!("/console/m/{}/players", third[1]),
            &[("colour0", "rosso"), ("colour1", "blu")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    play_and_sign(t, third[0], 31).await;
    play_partly(t, third[1], 32, 60).await;
    match_referees::assign(&t.db, third[1], 2, 1, 0)
        .await
        .unwrap();
    id
}

fn lines(body: &str) -> Vec<&str> {
    body.trim_start_matches('\u{feff}').lines().collect()
}

#[tokio::test]
async fn csv_exports_carry_standings_and_every_seat_of_every_match() {
    let mut t = organizer().await;
    let id = tournament_with(&mut t, FIVE).await;
    let ms = publish_next_round(&mut t, id).await;
    let score = play_and_sign(&t, ms[0], 7).await;

    let r = t
        .get(&format!("/tournaments/{id}/export/standings.csv"))
        .await;
    assert_eq!(r.status, StatusCode::OK);
    assert_eq!(r.headers[header::CONTENT_TYPE], "text/csv; charset=utf-8");
    assert_eq!(
        r.headers[header::CONTENT_DISPOSITION],
        "attachment; filename=\"2026-11-21-serata-di-novembre-standings.csv\""
    );
    assert!(r.body.starts_with('\u{feff}'), "a UTF-8 byte-order mark");
    let rows = lines(&r.body);
    assert_eq!(
        rows[0],
        "rank,team,club,players,dropped,match_points,total_score,score_difference,buchholz,best_match,played,wins,draws,losses,byes"
    );
    assert_eq!(rows.len(), 6, "a header and five teams");
    for (team, total) in &score.teams {
        let row = rows.iter().find(|l| l.contains(team.as_str())).unwrap();
        let cols: Vec<&str> = row.split(',').collect();
        assert_eq!(cols[6], total.to_string(), "{row}");
        assert_eq!(cols[10], "1", "played one match: {row}");
    }
    let bye = rows.iter().find(|l| l.ends_with(",0,0,0,0,1")).unwrap();
    assert!(bye.contains(",2,0,0,0,,0,"), "a bye is a win: {bye}");

    let r = t
        .get(&format!("/tournaments/{id}/export/players.csv"))
        .await;
    let rows = lines(&r.body);
    assert_eq!(rows[0], "rank,player,team,total_score,best_match,matches");
    assert_eq!(rows.len(), 5, "the four players of the signed match");

    let r = t
        .get(&format!("/tournaments/{id}/export/matches.csv"))
        .await;
    assert_eq!(r.status, StatusCode::OK);
    let rows = lines(&r.body);
    assert_eq!(
        rows[0],
        "round,table,status,team,team_score,opponent,opponent_score,result,seat,colour,player,virtual,score,territories,strip,continents,objective_bonus,eliminated"
    );
    assert_eq!(
        rows.len(),
        1 + 4 + 4 + 1,
        "four seats per table, one bye row"
    );
    let signed: Vec<Vec<&str>> = rows
        .iter()
        .map(|l| l.split(',').collect::<Vec<_>>())
        .filter(|c| c[2] == "signed")
        .collect();
    assert_eq!(signed.len(), 4);
    for c in &signed {
        let seat: u8 = c[8].parse().unwrap();
        let p = &score.players[&seat];
        assert_eq!(c[12], p.total.to_string());
        let parts: u32 = c[13..17].iter().map(|x| x.parse::<u32>().unwrap()).sum();
        assert_eq!(parts, p.total, "the breakdown adds up");
        assert_eq!(c[4], score.teams[c[3]].to_string());
        assert!(["win", "draw", "loss"].contains(&c[7]));
    }
    let setup: Vec<&&str> = rows.iter().filter(|l| l.contains(",setup,")).collect();
    assert_eq!(
        setup.len(),
        4,
        "the unplayed table is listed without scores"
    );
    assert!(setup[0].ends_with(",no,,,,,,"), "{}", setup[0]);
    assert!(
        rows.iter()
            .any(|l| l.contains(",bye,") && l.contains(",0,,,bye,"))
    );
}

#[tokio::test]
async fn csv_cells_that_look_like_formulas_are_quoted_as_text() {
    let mut t = organizer().await;
    let id = tournament_with(&mut t, FIVE).await;
    t.post(
        &format!("/tournaments/{id}/teams"),
        &[("name", "=HYPERLINK(1)"), ("player1", "@Zed")],
    )
    .await;
    let r = t
        .get(&format!("/tournaments/{id}/export/standings.csv"))
        .await;
    assert!(r.body.contains("'=HYPERLINK(1)"), "{}", r.body);
    assert!(r.body.contains("'@Zed"));
    assert!(!r.body.contains(",=HYPERLINK"));
}

pub fn unzip(bytes: &[u8]) -> std::collections::BTreeMap<String, String> {
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    let mut out = std::collections::BTreeMap::new();
    for i in 0..zip.len() {
        let mut f = zip.by_index(i).unwrap();
        let mut s = String::new();
        f.read_to_string(&mut s).unwrap();
        out.insert(f.name().unwrap().to_string(), s);
    }
    out
}

pub async fn get_bytes(t: &mut TestApp, path: &str) -> (StatusCode, Vec<u8>) {
    let cookie = cookie(t);
    let req = Request::get(path)
        .header(header::COOKIE, cookie)
        .body(Body::empty())
        .unwrap();
    let resp = tower::ServiceExt::oneshot(t.router.clone(), req)
        .await
        .unwrap();
    let status = resp.status();
    let bytes = http_body_util::BodyExt::collect(resp.into_body())
        .await
        .unwrap()
        .to_bytes();
    (status, bytes.to_vec())
}

fn cookie(t: &TestApp) -> String {
    t.jar
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join("; ")
}

#[tokio::test]
async fn the_workbook_holds_the_same_sheets_as_the_csv_files() {
    let mut t = organizer().await;
    let id = tournament_with(&mut t, FIVE).await;
    let ms = publish_next_round(&mut t, id).await;
    let score = play_and_sign(&t, ms[0], 7).await;
    publish_next_round(&mut t, id).await;
    let r = t
        .get(&format!("/tournaments/{id}/export/tournament.xlsx"))
        .await;
    assert_eq!(
        r.headers[header::CONTENT_TYPE],
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    );
    let (status, bytes) =
        get_bytes(&mut t, &format!("/tournaments/{id}/export/tournament.xlsx")).await;
    assert_eq!(status, StatusCode::OK);
    let files = unzip(&bytes);
    let book = &files["xl/workbook.xml"];
    for name in ["Teams", "Players", "Matches", "Round 1", "Round 2"] {
        assert!(book.contains(&format!("name=\"{name}\"")), "{name}: {book}");
    }
    let strings = &files["xl/sharedStrings.xml"];
    for s in [
        "match_points",
        "Corsari",
        "Anna · Bruno",
        "objective_bonus",
        "signed",
        "team_a",
    ] {
        assert!(strings.contains(s), "{s}");
    }
    // Numbers are numbers: the team totals are in the Teams sheet as values.
    let teams = &files["xl/worksheets/sheet1.xml"];
    for total in score.teams.values() {
        assert!(teams.contains(&format!("<v>{total}</v>")), "{total}");
    }
    // The Matches sheet has a header and 4 seat rows per table plus the bye, in both rounds.
    let matches = &files["xl/worksheets/sheet3.xml"];
    assert_eq!(matches.matches("<row ").count(), 1 + 2 * (4 + 4 + 1));
}

/// A multipart upload of `file` to the import, as a browser sends the form.
pub async fn upload(t: &mut TestApp, file: &[u8]) -> Resp {
    let token = t.csrf().await;
    let boundary = "----arbitro-test-7MA4YWxkTrZu0gW";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n{token}\r\n\
         --{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"t.json\"\r\n\
         Content-Type: application/json\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(file);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    let req = Request::post("/tournaments/import")
        .header(header::COOKIE, cookie(t))
        .header(header::CONTENT_LENGTH, body.len())
        .header(
            header::CONTENT_TYPE,
            format!("multipart/form-data; boundary={boundary}"),
        )
        .header(header::HOST, "127.0.0.1:3000")
        .header("origin", BASE)
        .header("sec-fetch-site", "same-origin")
        .body(Body::from(body))
        .unwrap();
    t.send(req).await
}

const TABLES: [&str; 6] = [
    "tournaments",
    "teams",
    "rounds",
    "matches",
    "match_entries",
    "audit_log",
];

async fn counts(t: &TestApp) -> Vec<i64> {
    let mut out = Vec::new();
    for table in TABLES {
        out.push(t.count(table).await);
    }
    out
}

#[tokio::test]
async fn a_played_tournament_survives_export_and_import_into_a_fresh_instance() {
    let mut t = organizer().await;
    let id = organized_tournament(&mut t).await;
    let r = t
        .get(&format!("/tournaments/{id}/export/tournament.json"))
        .await;
    assert_eq!(r.status, StatusCode::OK);
    assert_eq!(r.headers[header::CONTENT_TYPE], "application/json");
    assert!(
        r.headers[header::CONTENT_DISPOSITION]
            .to_str()
            .unwrap()
            .ends_with("-tournament.json\"")
    );
    let archive = r.body.clone();
    eprintln!("archive of 3 rounds, 6 matches: {} bytes", archive.len());
    let v: Value = serde_json::from_str(&archive).unwrap();
    assert_eq!(v["format"], "arbitro-tournament");
    assert_eq!(v["version"], 1);
    assert_eq!(v["teams"].as_array().unwrap().len(), 5);
    let third = &v["rounds"][2]["tables"];
    let playing = third
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["match"]["status"] == "playing")
        .unwrap();
    assert_eq!(playing["match"]["referees"][0]["username"], "ref1");
    let entries = playing["match"]["entries"].as_array().unwrap();
    assert_eq!(entries.last().unwrap()["kind"], "undo");
    assert_eq!(entries.last().unwrap()["reason"], "wrong territory");
    assert_eq!(
        playing["match"]["log"]["actions"].as_array().unwrap().len(),
        entries.len() - 2,
        "the log holds the actions that count"
    );
    // The log is a MATCH-LOG.md file: `arbitro replay` would read it.
    let log = serde_json::to_string(&playing["match"]["log"]).unwrap();
    assert!(arbitro::engine::MatchLog::parse(&log).is_ok());
    assert_eq!(playing["match"]["setup_changes"][0]["field"], "colour");
    // The organizer's work travels with the matches: seats by team key and player
    // name (the renamed ones), the confirmation by username, adjustments with reasons.
    assert_eq!(
        v["tournament"]["ranking_settings"]["second_confirmation"],
        true
    );
    let pirates = v["teams"]
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["name"] == "I Pirati")
        .unwrap();
    let adjusted = v["rounds"][0]["tables"]
        .as_array()
        .unwrap()
        .iter()
        .find(|x| {
            !x["match"]["adjustments"]
                .as_array()
                .unwrap_or(&vec![])
                .is_empty()
        })
        .unwrap();
    let m = &adjusted["match"];
    assert_eq!(m["seats"][0]["team"], pirates["id"]);
    let seated = &m["seats"][0]["player"];
    assert!(pirates["players"].as_array().unwrap().contains(seated));
    assert!(seated.as_str().unwrap().ends_with(" R."), "the new name");
    assert_eq!(m["confirmation"]["by"], "ref2");
    assert_eq!(m["adjustments"][0]["reason"], "late at the table");
    assert_eq!(m["adjustments"][0]["player"], Value::Null);
    assert_eq!(&m["adjustments"][1]["player"], seated);
    assert_eq!(m["adjustments"][1]["points"], 3);
    assert_ne!(
        m["log"]["players"][0]["team"], "I Pirati",
        "the log keeps the name the table was opened with"
    );
    assert_eq!(adjusted["referees"].as_array().unwrap().len(), 1);

    let exports = ["standings.csv", "players.csv", "matches.csv"];
    let mut before = Vec::new();
    for f in exports {
        before.push(t.get(&format!("/tournaments/{id}/export/{f}")).await.body);
    }
    let standings = t.get(&format!("/tournaments/{id}/standings")).await.body;
    for s in ["I Pirati", "late at the table", "continent miscounted"] {
        assert!(standings.contains(s), "{s}");
    }
    let mut organized = Vec::new();
    for table in ORGANIZER_TABLES {
        organized.push(t.count(table).await);
    }
    assert!(organized.iter().all(|n| *n > 0), "{organized:?}");

    // A fresh instance whose organizer has another name: "org" and "ref1" are unknown;
    // "ref2", who confirmed the results, has an account there too.
    let mut fresh = TestApp::new().await;
    fresh
        .add_user("capo", "organizer-pass", Role::Organizer)
        .await;
    fresh.add_user("ref2", "referee-pass", Role::Referee).await;
    fresh.login("capo", "organizer-pass").await;
    let r = upload(&mut fresh, archive.as_bytes()).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    assert!(r.body.contains("Torneo importato"));
    assert!(r.body.contains("<li>org</li>") && r.body.contains("<li>ref1</li>"));
    assert!(!r.body.contains("<li>ref2</li>"));
    let new_id = scalar(&fresh, "SELECT MAX(id) FROM tournaments", &[]).await;
    for (f, old) in exports.iter().zip(&before) {
        let now = fresh
            .get(&format!("/tournaments/{new_id}/export/{f}"))
            .await
            .body;
        assert_eq!(&now, old, "{f} differs after the round trip");
    }
    let mut copied = Vec::new();
    for table in ORGANIZER_TABLES {
        copied.push(fresh.count(table).await);
    }
    assert_eq!(copied, organized, "{ORGANIZER_TABLES:?}");
    let by_ref2 = scalar(
        &fresh,
        "SELECT COUNT(*) FROM match_confirmations WHERE confirmed_by = 2",
        &[],
    )
    .await;
    assert_eq!(by_ref2, organized[1], "confirmations keep their referee");
    let standings = fresh
        .get(&format!("/tournaments/{new_id}/standings"))
        .await
        .body;
    for s in ["I Pirati", "late at the table", "continent miscounted"] {
        assert!(standings.contains(s), "{s} after the round trip");
    }
    // The signed, unconfirmed result still waits for its confirmation.
    let waiting = fresh
        .get(&format!("/tournaments/{new_id}/confirmations"))
        .await;
    assert_eq!(waiting.status, StatusCode::OK);
    assert_eq!(waiting.body.matches("<li class=\"row\">").count(), 1);
    // Every match's organizer page and console history open.
    let ids: Vec<i64> = sqlx::query_scalar("SELECT id FROM matches")
        .fetch_all(fresh.db.pool())
        .await
        .unwrap();
    for m in ids {
        for path in [
            format!("/tournaments/{new_id}/matches/{m}"),
            format!("/console/m/{m}/history"),
        ] {
            assert_eq!(fresh.get(&path).await.status, StatusCode::OK, "{path}");
        }
    }
    // Same matches and history; new public tokens; the audit log says who imported.
    assert_eq!(t.count("matches").await, fresh.count("matches").await);
    assert_eq!(
        t.count("match_entries").await,
        fresh.count("match_entries").await
    );
    let audit: Vec<String> =
        sqlx::query_scalar("SELECT action FROM audit_log ORDER BY id DESC LIMIT 1")
            .fetch_all(fresh.db.pool())
            .await
            .unwrap();
    assert_eq!(audit, ["tournament.import"]);
    let unknown_by = scalar(
        &fresh,
        "SELECT COUNT(*) FROM match_entries WHERE entered_by IS NOT NULL AND entered_by != 1",
        &[],
    )
    .await;
    assert_eq!(unknown_by, 0, "unknown accounts map to the importer");
    // The match still in play opens in the console and goes on.
    let playing_id = scalar(
        &fresh,
        "SELECT id FROM matches WHERE status = 'playing'",
        &[],
    )
    .await;
    let page = fresh.get(&format!("/console/m/{playing_id}")).await;
    assert_eq!(page.status, StatusCode::OK);

    // Importing the same file again into the first instance makes a second tournament.
    let r = upload(&mut t, archive.as_bytes()).await;
    assert_eq!(r.status, StatusCode::OK);
    assert!(!r.body.contains("<li>org</li>"), "known accounts are kept");
    assert_eq!(t.count("tournaments").await, 2);

    // The same archive from the command line.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("archive.json");
    std::fs::write(&file, &archive).unwrap();
    let (ok, out, err) = cli(dir.path(), &["import", file.to_str().unwrap()]);
    assert!(!ok && err.contains("no organizer account"), "{err}");
    let (ok, _, _) = crate::cli::arbitro(
        dir.path(),
        &["user", "add", "--role", "organizer", "capo"],
        "organizer-pass\n",
    );
    assert!(ok);
    let (ok, out2, err) = cli(dir.path(), &["import", file.to_str().unwrap()]);
    assert!(ok, "{out} {err}");
    assert!(
        out2.contains(
            "imported \"Serata di novembre\" as tournament 1: 5 teams, 3 rounds, 6 matches"
        )
    );
    assert!(out2.contains("org, ref1"));
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, archive.replace("\"version\":1", "\"version\":7")).unwrap();
    let (ok, _, err) = cli(dir.path(), &["import", bad.to_str().unwrap()]);
    assert!(
        !ok && err.contains("version 7") && err.contains("nothing stored"),
        "{err}"
    );
}

fn cli(dir: &std::path::Path, args: &[&str]) -> (bool, String, String) {
    crate::cli::arbitro(dir, args, "")
}

/// The archive with `edit` applied.
fn edited(archive: &str, edit: impl FnOnce(&mut Value)) -> String {
    let mut v: Value = serde_json::from_str(archive).unwrap();
    edit(&mut v);
    serde_json::to_string(&v).unwrap()
}

/// The archive as written before the organizer's tools: no seats, confirmation,
/// adjustments or player edits in any match.
fn without_new_fields(archive: &str) -> String {
    edited(archive, |v| {
        for round in v["rounds"].as_array_mut().unwrap() {
            for table in round["tables"].as_array_mut().unwrap() {
                if let Some(m) = table["match"].as_object_mut() {
                    for field in ["seats", "confirmation", "adjustments", "setup_changes"] {
                        m.remove(field);
                    }
                }
            }
        }
    })
}

/// Who sat where, by round, table, seat, team name and player name.
async fn seating(t: &TestApp) -> Vec<(i64, i64, i64, String, String)> {
    sqlx::query_as(
        "SELECT m.round_no, m.table_no, s.seat, t.name, p.name FROM match_seats s
         JOIN matches m ON m.id = s.match_id JOIN teams t ON t.id = s.team_id
         JOIN players p ON p.id = s.player_id
         WHERE m.tournament_id = (SELECT MAX(id) FROM tournaments) ORDER BY 1, 2, 3",
    )
    .fetch_all(t.db.pool())
    .await
    .unwrap()
}

#[tokio::test]
async fn an_archive_from_before_seats_were_kept_imports_and_every_page_opens() {
    let mut t = organizer().await;
    let id = played_tournament(&mut t).await;
    let archive = t
        .get(&format!("/tournaments/{id}/export/tournament.json"))
        .await
        .body;
    let old = without_new_fields(&archive);
    assert!(!old.contains("\"seats\"") && !old.contains("\"adjustments\""));
    let exports = ["standings.csv", "players.csv", "matches.csv"];
    let mut before = Vec::new();
    for f in exports {
        before.push(t.get(&format!("/tournaments/{id}/export/{f}")).await.body);
    }
    let mut fresh = TestApp::new().await;
    fresh
        .add_user("capo", "organizer-pass", Role::Organizer)
        .await;
    fresh.login("capo", "organizer-pass").await;
    let r = upload(&mut fresh, old.as_bytes()).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let new_id = scalar(&fresh, "SELECT MAX(id) FROM tournaments", &[]).await;
    // The seats are found from the setup's names: the same people at the same seats.
    assert_eq!(seating(&fresh).await, seating(&t).await);
    assert_eq!(fresh.count("match_seats").await, 6 * 4);
    for (f, old) in exports.iter().zip(&before) {
        let now = fresh
            .get(&format!("/tournaments/{new_id}/export/{f}"))
            .await;
        assert_eq!(now.status, StatusCode::OK, "{f}");
        assert_eq!(&now.body, old, "{f} differs after the round trip");
    }
    // No page on the way fails on the imported tournament.
    let mut paths: Vec<String> = [
        "",
        "/standings",
        "/manage",
        "/audit",
        "/confirmations",
        "/print/standings",
        "/print/pairings/3",
        "/print/cards/3",
        "/export/tournament.xlsx",
        "/export/tournament.json",
    ]
    .iter()
    .map(|p| format!("/tournaments/{new_id}{p}"))
    .collect();
    let ids: Vec<i64> = sqlx::query_scalar("SELECT id FROM matches")
        .fetch_all(fresh.db.pool())
        .await
        .unwrap();
    for m in ids {
        paths.push(format!("/tournaments/{new_id}/matches/{m}"));
        paths.push(format!("/console/m/{m}"));
        paths.push(format!("/console/m/{m}/history"));
    }
    for path in &paths {
        assert_eq!(fresh.get(path).await.status, StatusCode::OK, "{path}");
    }
    // Exported again, the archive carries the seats it was given.
    let again = fresh
        .get(&format!("/tournaments/{new_id}/export/tournament.json"))
        .await
        .body;
    assert!(again.contains("\"seats\":[{\"seat\":0,"));
    // The tournament goes on: the next round pairs and opens its matches.
    let fourth = publish_next_round(&mut fresh, new_id).await;
    assert_eq!(fourth.len(), 2);
}

#[tokio::test]
async fn corrections_that_do_not_fit_their_match_are_refused_naming_it() {
    let mut t = organizer().await;
    let id = organized_tournament(&mut t).await;
    let archive = t
        .get(&format!("/tournaments/{id}/export/tournament.json"))
        .await
        .body;
    let v: Value = serde_json::from_str(&archive).unwrap();
    let tables = v["rounds"][0]["tables"].as_array().unwrap();
    let at = tables
        .iter()
        .position(|x| {
            !x["match"]["adjustments"]
                .as_array()
                .unwrap_or(&vec![])
                .is_empty()
        })
        .unwrap();
    let place = format!("Turno 1, Tavolo {}", tables[at]["table_no"]);
    let in_match = |edit: &dyn Fn(&mut Value)| {
        edited(&archive, |v| {
            edit(&mut v["rounds"][0]["tables"][at]["match"])
        })
    };
    let seats = "i posti della partita non corrispondono";
    let adjustment = "correzione di punteggio non valida";
    let cases: Vec<(String, &str, &str)> = vec![
        // Written before seats were kept, after the team was renamed: its old name in
        // the setup matches nobody now, and the points are not guessed.
        (without_new_fields(&archive), seats, "no `seats`"),
        (
            in_match(&|m| m["seats"][1]["player"] = "Nessuno".into()),
            seats,
            "is not a player of team",
        ),
        (
            in_match(&|m| m["seats"][3]["seat"] = 7.into()),
            seats,
            "each seat of the log once",
        ),
        (
            in_match(&|m| m["adjustments"][0]["points"] = 0.into()),
            adjustment,
            "0 points",
        ),
        (
            in_match(&|m| m["adjustments"][0]["reason"] = "".into()),
            adjustment,
            "the reason must be",
        ),
        (
            in_match(&|m| m["adjustments"][1]["player"] = "Nessuno".into()),
            adjustment,
            "did not play for team",
        ),
        (
            in_match(&|m| m["adjustments"][0]["team"] = 999.into()),
            adjustment,
            "team 999 is not at this table",
        ),
        (
            in_match(&|m| m["confirmation"]["by"] = "ORG".into()),
            "conferma del risultato non valida",
            "who signed it",
        ),
    ];
    let before = counts(&t).await;
    for (file, message, detail) in &cases {
        let r = upload(&mut t, file.as_bytes()).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{detail}");
        assert!(r.body.contains(message), "{message}: {}", r.body);
        assert!(r.body.contains(detail), "{detail}: {}", r.body);
        assert!(r.body.contains(&place), "{detail}: names the match");
        assert!(r.body.contains("Non è stato salvato nulla"));
        assert_eq!(counts(&t).await, before, "{detail}: nothing stored");
    }
}

#[tokio::test]
async fn corrupt_archives_are_refused_whole_and_store_nothing() {
    let mut t = organizer().await;
    let id = tournament_with(&mut t, FIVE).await;
    let ms = publish_next_round(&mut t, id).await;
    play_and_sign(&t, ms[0], 7).await;
    let archive = t
        .get(&format!("/tournaments/{id}/export/tournament.json"))
        .await
        .body;
    let signed = |v: &mut Value| -> usize {
        v["rounds"][0]["tables"]
            .as_array()
            .unwrap()
            .iter()
            .position(|x| x["match"]["status"] == "signed")
            .unwrap()
    };
    let cases: Vec<(String, &str)> = vec![
        ("{\"format\": ".into(), "non è JSON valido"),
        ("[1, 2]".into(), "non è un archivio di torneo"),
        (
            archive.replace("\"version\":1", "\"version\":2"),
            "non è supportata",
        ),
        (
            edited(&archive, |v| {
                v.as_object_mut().unwrap().remove("teams");
            }),
            "manca un campo",
        ),
        (
            edited(&archive, |v| {
                v["rounds"][0]["tables"][0]["team_a"] = 999.into()
            }),
            "unknown team id 999",
        ),
        (
            edited(&archive, |v| {
                v["tournament"]["match_settings"]["tank_cap"] = "lots".into()
            }),
            "impostazioni del torneo non valide",
        ),
        // A log action the entries do not have.
        (
            edited(&archive, |v| {
                let i = signed(v);
                v["rounds"][0]["tables"][i]["match"]["log"]["actions"]
                    .as_array_mut()
                    .unwrap()
                    .pop();
            }),
            "non corrisponde al registro",
        ),
        // A log that names a territory that does not exist.
        (
            edited(&archive, |v| {
                let i = signed(v);
                v["rounds"][0]["tables"][i]["match"]["log"]["draft"]["owners"]["atlantide"] =
                    0.into();
            }),
            "il registro della partita non è valido",
        ),
        // An action out of turn, in the log and in its entry alike: the engine refuses it.
        (
            edited(&archive, |v| {
                let i = signed(v);
                let m = &mut v["rounds"][0]["tables"][i]["match"];
                // play_and_sign records one entry per action, so entry k is action k.
                let k = m["log"]["actions"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .position(|a| a["seat"].is_u64())
                    .unwrap();
                let seat = m["log"]["actions"][k]["seat"].as_u64().unwrap();
                let other = (seat + 1) % 4;
                m["log"]["actions"][k]["seat"] = other.into();
                m["entries"][k]["action"]["seat"] = other.into();
            }),
            "il motore delle regole rifiuta",
        ),
        // Signed, but the log stops before the end.
        (
            edited(&archive, |v| {
                let i = signed(v);
                let m = &mut v["rounds"][0]["tables"][i]["match"];
                m["log"]["actions"].as_array_mut().unwrap().pop();
                m["entries"].as_array_mut().unwrap().pop();
            }),
            "stato della partita non corrisponde",
        ),
    ];
    let before = counts(&t).await;
    for (file, message) in &cases {
        let r = upload(&mut t, file.as_bytes()).await;
        assert!(r.status.is_client_error(), "{message}: {}", r.status);
        assert!(r.body.contains(message), "{message}: {}", r.body);
        assert!(r.body.contains("Non è stato salvato nulla"));
        assert_eq!(counts(&t).await, before, "{message}: nothing stored");
    }
    // The refusal names the round and table of the bad match.
    let r = upload(&mut t, cases[8].0.as_bytes()).await;
    assert!(r.body.contains("Turno 1, Tavolo"), "{}", r.body);
    // No file, and a body past the import's own limit.
    let r = upload(&mut t, b"").await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.body.contains("scegli un file"));
    let huge = vec![b' '; arbitro::web::tournaments::IMPORT_LIMIT + 1];
    let r = upload(&mut t, &huge).await;
    assert_eq!(r.status, StatusCode::PAYLOAD_TOO_LARGE);
    // The same without a Content-Length (a streamed body): cut off at the limit, a 4xx.
    let token = t.csrf().await;
    let mut body = format!(
        "--x\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n{token}\r\n\
         --x\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(&huge);
    let req = Request::post("/tournaments/import")
        .header(header::COOKIE, cookie(&t))
        .header(header::CONTENT_TYPE, "multipart/form-data; boundary=x")
        .header(header::HOST, "127.0.0.1:3000")
        .body(Body::from(body))
        .unwrap();
    let r = t.send(req).await;
    assert!(r.status.is_client_error(), "{} {}", r.status, r.body);
    assert_eq!(counts(&t).await, before);
}

#[tokio::test]
async fn print_pages_show_pairings_cards_and_standings() {
    let mut t = organizer().await;
    let id = tournament_with(&mut t, FIVE).await;
    let ms = publish_next_round(&mut t, id).await;
    play_and_sign(&t, ms[0], 7).await;
    let r = t.get(&format!("/tournaments/{id}/print/pairings/1")).await;
    assert_eq!(r.status, StatusCode::OK);
    assert!(r.body.contains("/static/print.css\" media=\"print\""));
    assert!(r.body.contains("class=\"tableno\">1<") && r.body.contains("class=\"tableno\">2<"));
    assert!(r.body.contains("Riposo"));
    for team in ["Corsari", "Lupi", "Aquile", "Orsi", "Volpi"] {
        assert!(r.body.contains(team), "{team}");
    }
    assert_eq!(
        t.get(&format!("/tournaments/{id}/print/pairings/9"))
            .await
            .status,
        StatusCode::NOT_FOUND
    );

    // Cards: the public table page's QR on each; no draft links until asked for.
    let token: String = sqlx::query_scalar("SELECT public_token FROM matches WHERE id = ?")
        .bind(ms[1])
        .fetch_one(t.db.pool())
        .await
        .unwrap();
    let r = t.get(&format!("/tournaments/{id}/print/cards/1")).await;
    assert_eq!(r.status, StatusCode::OK);
    assert!(r.body.contains(&format!("{BASE}/t/{token}")));
    assert_eq!(r.body.matches("<svg").count(), 2, "one QR per table");
    assert!(!r.body.contains("/draft/"));
    // The second table deals a digital draft: the cards offer fresh links, and making
    // them replaces the old ones.
    let r = t
        .post(
            &format!("/console/m/{}/draft/digital", ms[1]),
            &[("seed", "5")],
        )
        .await;
    assert_eq!(r.status, StatusCode::OK);
    let old = r.body.split("/draft/").nth(1).unwrap()[..64].to_string();
    let r = t.get(&format!("/tournaments/{id}/print/cards/1")).await;
    assert!(r.body.contains("Tavoli con un draft digitale aperto: 1."));
    let r = t
        .post(&format!("/tournaments/{id}/print/cards/1"), &[])
        .await;
    assert_eq!(r.status, StatusCode::OK);
    let links: Vec<&str> = r
        .body
        .split(&format!("{BASE}/draft/"))
        .skip(1)
        .map(|s| &s[..64])
        .collect();
    assert_eq!(links.len(), 4, "one private link per seat");
    assert_eq!(r.body.matches("<svg").count(), 2 + 4);
    assert_eq!(
        t.get(&format!("/draft/{old}")).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        t.get(&format!("/draft/{}", links[0])).await.status,
        StatusCode::OK
    );
    let last: String = sqlx::query_scalar("SELECT action FROM audit_log ORDER BY id DESC LIMIT 1")
        .fetch_one(t.db.pool())
        .await
        .unwrap();
    assert_eq!(last, "round.draft_links");

    let r = t.get(&format!("/tournaments/{id}/print/standings")).await;
    assert_eq!(r.status, StatusCode::OK);
    assert!(r.body.contains("Classifica individuale"));
    assert!(r.body.contains("Anna · Bruno"));
    // The dashboard links to everything.
    let r = t.get(&format!("/tournaments/{id}/manage")).await;
    for path in [
        "/export/standings.csv",
        "/export/players.csv",
        "/export/matches.csv",
        "/export/tournament.xlsx",
        "/export/tournament.json",
        "/print/standings",
        "/print/pairings/1",
        "/print/cards/1",
    ] {
        assert!(
            r.body.contains(&format!("/tournaments/{id}{path}")),
            "{path}"
        );
    }
    assert!(
        t.get("/tournaments")
            .await
            .body
            .contains("action=\"/tournaments/import\"")
    );
}

#[tokio::test]
async fn exports_print_pages_and_import_refuse_anonymous_visitors_and_referees() {
    let mut t = organizer().await;
    let id = tournament_with(&mut t, FIVE).await;
    publish_next_round(&mut t, id).await;
    let gets = [
        format!("/tournaments/{id}/export/standings.csv"),
        format!("/tournaments/{id}/export/players.csv"),
        format!("/tournaments/{id}/export/matches.csv"),
        format!("/tournaments/{id}/export/tournament.xlsx"),
        format!("/tournaments/{id}/export/tournament.json"),
        format!("/tournaments/{id}/print/pairings/1"),
        format!("/tournaments/{id}/print/cards/1"),
        format!("/tournaments/{id}/print/standings"),
        "/tournaments/import".to_string(),
    ];
    let archive = t
        .get(&format!("/tournaments/{id}/export/tournament.json"))
        .await
        .body;
    let mut referee = t.restart().await;
    referee.jar.clear();
    referee.login("ref1", "referee-pass").await;
    let mut anon = t.restart().await;
    anon.jar.clear();
    for path in &gets {
        assert_eq!(t.get(path).await.status, StatusCode::OK, "organizer {path}");
        assert_eq!(
            referee.get(path).await.status,
            StatusCode::FORBIDDEN,
            "referee {path}"
        );
        let r = anon.get(path).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "anonymous {path}");
        assert!(r.location().starts_with("/login?next="));
    }
    let before = counts(&t).await;
    let r = referee
        .post(&format!("/tournaments/{id}/print/cards/1"), &[])
        .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    let r = anon
        .post(&format!("/tournaments/{id}/print/cards/1"), &[])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert_eq!(
        upload(&mut referee, archive.as_bytes()).await.status,
        StatusCode::FORBIDDEN
    );
    let r = upload(&mut anon, archive.as_bytes()).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert!(r.location().starts_with("/login"));
    assert_eq!(counts(&t).await, before);
    // Without the CSRF token the upload is refused too.
    let req = Request::post("/tournaments/import")
        .header(header::COOKIE, cookie(&t))
        .header(header::CONTENT_TYPE, "multipart/form-data; boundary=x")
        .header(header::HOST, "127.0.0.1:3000")
        .body(Body::from("--x--\r\n"))
        .unwrap();
    assert_eq!(t.send(req).await.status, StatusCode::FORBIDDEN);
    assert_eq!(counts(&t).await, before);
}
