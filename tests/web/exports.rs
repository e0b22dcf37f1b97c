//! Exports (CSV, XLSX, JSON archive), the archive import (web and CLI), the printable
//! pages, and who may reach them.

use crate::helpers::{BASE, Resp, TestApp};
use crate::tournaments::play_and_sign;
use arbitro::accounts::Role;
use arbitro::db::matches;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use serde_json::Value;
use std::io::Read;

const FIVE: &str = "team,player1,player2,club\n\
    Corsari,Anna,Bruno,Roma\n\
    Lupi,Carla,Dario,Roma\n\
    Aquile,Eva,Franco,Milano\n\
    Orsi,Gina,Ugo,\n\
    Volpi,Ivo,Lia,Torino\n";

async fn organizer() -> TestApp {
    let mut t = TestApp::new().await;
    t.add_user("org", "organizer-pass", Role::Organizer).await;
    t.add_user("ref1", "referee-pass", Role::Referee).await;
    t.login("org", "organizer-pass").await;
    t
}

/// A tournament with the five teams registered.
async fn tournament(t: &mut TestApp) -> i64 {
    let r = t
        .post(
            "/tournaments",
            &[
                ("name", "Serata di novembre"),
                ("held_on", "2026-11-21"),
                ("venue", "Circolo"),
            ],
        )
        .await;
    let id: i64 = r
        .location()
        .trim_start_matches("/tournaments/")
        .trim_end_matches("/manage")
        .parse()
        .unwrap();
    let r = t
        .post(
            &format!("/tournaments/{id}/import/confirm"),
            &[("csv", FIVE)],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    id
}

async fn scalar(t: &TestApp, sql: &str, binds: &[i64]) -> i64 {
    let mut q = sqlx::query_scalar::<_, i64>(sql);
    for b in binds {
        q = q.bind(*b);
    }
    q.fetch_one(t.db.pool()).await.unwrap()
}

/// Pairs and publishes the next round; returns its tables' match ids.
async fn publish_round(t: &mut TestApp, id: i64, number: i64) -> Vec<i64> {
    let r = t
        .post(&format!("/tournaments/{id}/rounds"), &[("confirm", "1")])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let round = scalar(
        t,
        "SELECT id FROM rounds WHERE tournament_id = ? AND number = ?",
        &[id, number],
    )
    .await;
    let r = t
        .post(&format!("/tournaments/{id}/rounds/{round}/publish"), &[])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    sqlx::query_scalar::<_, i64>(
        "SELECT match_id FROM round_tables WHERE round_id = ? AND match_id IS NOT NULL ORDER BY table_no",
    )
    .bind(round)
    .fetch_all(t.db.pool())
    .await
    .unwrap()
}

/// Records the first `n` actions of a random game on a match, then one undo: a match
/// still in play, with an undo in its history.
async fn play_partly(t: &TestApp, match_id: i64, seed: u64, n: usize) {
    let m = matches::get(&t.db, match_id).await.unwrap().unwrap();
    let setup = arbitro::engine::MatchLog::parse(&m.setup_json).unwrap();
    let (mut log, _) = crate::console::random_player::play_game(seed, 1, n);
    log.players = setup.players.clone();
    let actions = std::mem::take(&mut log.actions);
    assert!(
        matches::update_setup(&t.db, match_id, &log.to_json())
            .await
            .unwrap()
    );
    let mut tx = t.db.begin_write().await.unwrap();
    let mut seq = 0;
    for a in &actions {
        seq += 1;
        let json = serde_json::to_string(a).unwrap();
        let entry = matches::NewEntry {
            kind: "action",
            action_json: Some(&json),
            reason: None,
            entered_by: Some(2),
            entered_via: "console",
            entered_at: 100 + seq,
            key: None,
        };
        matches::insert_entry(&mut tx, match_id, seq, &entry)
            .await
            .unwrap();
    }
    let undo = matches::NewEntry {
        kind: "undo",
        action_json: None,
        reason: Some("wrong territory"),
        entered_by: Some(2),
        entered_via: "console",
        entered_at: 200,
        key: None,
    };
    matches::insert_entry(&mut tx, match_id, seq + 1, &undo)
        .await
        .unwrap();
    matches::set_status(&mut tx, match_id, "playing")
        .await
        .unwrap();
    tx.commit().await.unwrap();
}

/// Three rounds: the first two fully signed, the third with one signed match and one
/// still in play (with an undo). Returns the tournament id.
async fn played_tournament(t: &mut TestApp) -> i64 {
    let id = tournament(t).await;
    for (round, seed) in [(1, 11), (2, 21)] {
        for (i, m) in publish_round(t, id, round).await.into_iter().enumerate() {
            play_and_sign(t, m, seed + i as u64).await;
        }
    }
    let third = publish_round(t, id, 3).await;
    play_and_sign(t, third[0], 31).await;
    play_partly(t, third[1], 32, 60).await;
    // A referee assigned to a match travels by username.
    matches::assign(&t.db, third[1], 2, 1, 0).await.unwrap();
    id
}

fn lines(body: &str) -> Vec<&str> {
    body.trim_start_matches('\u{feff}').lines().collect()
}

#[tokio::test]
async fn csv_exports_carry_standings_and_every_seat_of_every_match() {
    let mut t = organizer().await;
    let id = tournament(&mut t).await;
    let ms = publish_round(&mut t, id, 1).await;
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
    let id = tournament(&mut t).await;
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

fn unzip(bytes: &[u8]) -> std::collections::BTreeMap<String, String> {
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

async fn get_bytes(t: &mut TestApp, path: &str) -> (StatusCode, Vec<u8>) {
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
    let id = tournament(&mut t).await;
    let ms = publish_round(&mut t, id, 1).await;
    let score = play_and_sign(&t, ms[0], 7).await;
    publish_round(&mut t, id, 2).await;
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
async fn upload(t: &mut TestApp, file: &[u8]) -> Resp {
    let token = t.csrf().await;
    let boundary = "----arbitro-test-7MA4YWxkTrZu0gW";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"t.json\"\r\n\
         Content-Type: application/json\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(file);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    let req = Request::post(format!("/tournaments/import?_csrf={token}"))
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
    let id = played_tournament(&mut t).await;
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

    let exports = ["standings.csv", "players.csv", "matches.csv"];
    let mut before = Vec::new();
    for f in exports {
        before.push(t.get(&format!("/tournaments/{id}/export/{f}")).await.body);
    }

    // A fresh instance whose organizer has another name: "org" and "ref1" are unknown.
    let mut fresh = TestApp::new().await;
    fresh
        .add_user("capo", "organizer-pass", Role::Organizer)
        .await;
    fresh.login("capo", "organizer-pass").await;
    let r = upload(&mut fresh, archive.as_bytes()).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    assert!(r.body.contains("Torneo importato"));
    assert!(r.body.contains("<li>org</li>") && r.body.contains("<li>ref1</li>"));
    let new_id = scalar(&fresh, "SELECT MAX(id) FROM tournaments", &[]).await;
    for (f, old) in exports.iter().zip(&before) {
        let now = fresh
            .get(&format!("/tournaments/{new_id}/export/{f}"))
            .await
            .body;
        assert_eq!(&now, old, "{f} differs after the round trip");
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
    let (ok, _, _) = cli_in(
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
    cli_in(dir, args, "")
}

fn cli_in(dir: &std::path::Path, args: &[&str], stdin: &str) -> (bool, String, String) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .arg("--data-dir")
        .arg(dir)
        .args(args)
        .env("ARBITRO_LOG", "warn")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The archive with `edit` applied.
fn edited(archive: &str, edit: impl FnOnce(&mut Value)) -> String {
    let mut v: Value = serde_json::from_str(archive).unwrap();
    edit(&mut v);
    serde_json::to_string(&v).unwrap()
}

#[tokio::test]
async fn corrupt_archives_are_refused_whole_and_store_nothing() {
    let mut t = organizer().await;
    let id = tournament(&mut t).await;
    let ms = publish_round(&mut t, id, 1).await;
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
    let mut body = b"--x\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\n".to_vec();
    body.extend_from_slice(&huge);
    let req = Request::post(format!("/tournaments/import?_csrf={token}"))
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
    let id = tournament(&mut t).await;
    let ms = publish_round(&mut t, id, 1).await;
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
            .contains("action=\"/tournaments/import?_csrf=")
    );
}

#[tokio::test]
async fn exports_print_pages_and_import_refuse_anonymous_visitors_and_referees() {
    let mut t = organizer().await;
    let id = tournament(&mut t).await;
    publish_round(&mut t, id, 1).await;
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
