//! Backup and restore with the real binary: `arbitro backup` taken while referees
//! record is one consistent moment; `arbitro restore` refuses a running server's file
//! and a broken copy, keeps the old file, and brings back identical standings.

#[path = "scenarios/random_player.rs"]
mod random_player;
mod support;

use arbitro::db::Db;
use random_player::RandomPlayer;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use support::console_entries::{Entrant, store_as_console};
use support::http::Client;
use support::referees::{PW, Referee, Tally, open_db, physical_setup, play};
use support::server::{Server, cli};

const TEAMS: &str = "team,player1,player2,club\n\
    Corsari,Anna,Bruno,Roma\n\
    Lupi,Carla,Dario,Roma\n\
    Aquile,Eva,Franco,Milano\n\
    Orsi,Gina,Ugo,Torino\n";

/// A tournament with one published round whose two matches hold whole random games,
/// signed through the console: standings to compare. Returns the tournament id.
async fn tournament_with_results(org: &mut Client, dir: &Path) -> i64 {
    let r = org
        .post_form(
            "/tournaments",
            &[
                ("name", "Serata"),
                ("held_on", "2026-11-21"),
                ("venue", "Circolo"),
            ],
        )
        .await
        .unwrap();
    assert_eq!(r.status, 303, "{}", r.text());
    let location = r
        .header_all("location")
        .next()
        .unwrap_or_default()
        .to_string();
    let id: i64 = location
        .trim_start_matches("/tournaments/")
        .trim_end_matches("/manage")
        .parse()
        .unwrap();
    let r = org
        .post_form(
            &format!("/tournaments/{id}/import/confirm"),
            &[("csv", TEAMS)],
        )
        .await
        .unwrap();
    assert!(r.status < 400, "{}", r.text());
    org.post_form(&format!("/tournaments/{id}/rounds"), &[])
        .await
        .unwrap();
    let db = open_db(dir).await;
    let round: i64 = sqlx::query_scalar("SELECT id FROM rounds WHERE tournament_id = ?")
        .bind(id)
        .fetch_one(db.pool())
        .await
        .unwrap();
    let r = org
        .post_form(
            &format!("/tournaments/{id}/rounds/{round}/publish"),
            &[("confirm", "1")],
        )
        .await
        .unwrap();
    assert_eq!(r.status, 303, "{}", r.text());
    let matches: Vec<i64> =
        sqlx::query_scalar("SELECT match_id FROM round_tables WHERE match_id IS NOT NULL")
            .fetch_all(db.pool())
            .await
            .unwrap();
    assert_eq!(matches.len(), 2);
    // The games themselves are a fixture written straight into the file (a whole game
    // through HTTP would take a minute); the sign-off goes through the console.
    for (i, &m) in matches.iter().enumerate() {
        let (log, game) = random_player::play_game(40 + i as u64, 1, 4000);
        assert!(game.finished());
        store_as_console(&db, m, log, &Entrant::ORGANIZER, "finished").await;
        let r = org
            .post_form(&format!("/console/m/{m}/sign"), &[])
            .await
            .unwrap();
        assert_eq!(r.status, 303, "{}", r.text());
    }
    db.close().await;
    id
}

/// The tables of a page (the standings), without the forms around them whose
/// tokens change on every visit.
fn tables_of(html: &str) -> String {
    let start = html.find("<table").expect("a table on the page");
    let end = html.rfind("</table>").expect("a closed table");
    html[start..end].to_string()
}

/// Keys stored in the database file at `path`, per match.
async fn stored_keys(path: &Path) -> Vec<(i64, String)> {
    let db = Db::open(&format!("sqlite://{}", path.display()))
        .await
        .unwrap();
    let keys = sqlx::query_as(
        "SELECT match_id, idempotency_key FROM match_entries WHERE idempotency_key IS NOT NULL",
    )
    .fetch_all(db.pool())
    .await
    .unwrap();
    db.close().await;
    keys
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn backup_while_referees_write_then_restore_gives_identical_standings() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let pw = format!("{PW}\n");
    assert!(cli(d, &["user", "add", "--role", "organizer", "org"], &pw).0);
    for n in ["ref0", "ref1"] {
        assert!(cli(d, &["user", "add", n], &pw).0);
    }
    let mut server = Server::start(d).await;
    let mut org = Client::new(server.addr);
    org.login("org", PW).await.unwrap();
    let tid = tournament_with_results(&mut org, d).await;
    let standings = org
        .get(&format!("/tournaments/{tid}/standings"))
        .await
        .unwrap();
    assert_eq!(standings.status, 200);
    let standings = tables_of(&standings.text());
    assert!(standings.contains("Corsari"));

    // Two referees record on their own tables while the backup is taken.
    let tally = Arc::new(Mutex::new(Tally::default()));
    let stop = Arc::new(AtomicBool::new(false));
    let mut handles = Vec::new();
    for (i, name) in ["ref0", "ref1"].into_iter().enumerate() {
        let mut client = Client::new(server.addr);
        client.login(name, PW).await.unwrap();
        let mut own = client.clone();
        let log = physical_setup(90 + i as u64);
        let r = own
            .post_json("/api/v1/matches?label=Prova", log.to_json().as_bytes())
            .await
            .unwrap();
        assert_eq!(r.status, 201, "{}", r.text());
        let m = r.json()["id"].as_i64().unwrap();
        let referee = Referee {
            name: name.into(),
            table: i,
            client,
            player: RandomPlayer::new(7 + i as u64, 3),
            next_key: 0,
            pending: None,
        };
        handles.push(tokio::spawn(play(referee, m, stop.clone(), tally.clone())));
    }
    tokio::time::sleep(Duration::from_millis(400)).await;
    let before = tally.lock().unwrap().acked.clone();
    let copy = d.join("copy.sqlite");
    let target = copy.display().to_string();
    let dd = d.to_path_buf();
    let (ok, out, err) = tokio::task::spawn_blocking(move || cli(&dd, &["backup", &target], ""))
        .await
        .unwrap();
    assert!(ok, "{out}{err}");
    let after = tally.lock().unwrap().acked.clone();
    // The referees go on after the backup: a few more actions (bounded wait).
    for _ in 0..400 {
        if tally.lock().unwrap().acked.len() >= after.len() + 3 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // Restoring over the running server's file is refused, and changes nothing.
    let copy_arg = copy.display().to_string();
    let (ok, _, err) = cli(d, &["restore", &copy_arg], "");
    assert!(!ok && err.contains("arbitro serve"), "{err}");
    stop.store(true, Ordering::SeqCst);
    let mut pending = Vec::new();
    for h in handles {
        let r = h.await.unwrap();
        pending.extend(r.pending);
    }
    let (failures, written) = {
        let t = tally.lock().unwrap();
        (t.failures.clone(), t.acked.len())
    };
    assert!(failures.is_empty(), "{failures:#?}");
    server.kill();

    // The copy is one consistent moment: everything acknowledged before the backup
    // began, nothing that was not acknowledged by the time it ended.
    let info = arbitro::db::backup::check(&copy)
        .await
        .expect("a sound copy");
    let in_copy = stored_keys(&copy).await;
    for k in &before {
        assert!(
            in_copy.contains(k),
            "{k:?} acknowledged before the backup, missing"
        );
    }
    let all_acked = tally.lock().unwrap().acked.clone();
    for k in &in_copy {
        assert!(
            all_acked.contains(k) || pending.iter().any(|p| (p.match_id, &p.key) == (k.0, &k.1)),
            "{k:?} in the copy but never sent"
        );
    }
    // Each match in the copy is a prefix of the same match in the live file.
    let entries_of = |path: std::path::PathBuf| async move {
        let db = Db::open(&format!("sqlite://{}", path.display()))
            .await
            .unwrap();
        let rows: Vec<(i64, i64, Option<String>)> =
            sqlx::query_as("SELECT match_id, seq, action_json FROM match_entries ORDER BY 1, 2")
                .fetch_all(db.pool())
                .await
                .unwrap();
        db.close().await;
        rows
    };
    let live = entries_of(d.join("arbitro.sqlite")).await;
    for row in entries_of(copy.clone()).await {
        assert!(
            live.contains(&row),
            "{row:?} in the copy differs from the live file"
        );
    }
    assert!(
        in_copy.len() < written,
        "the referees went on after the backup"
    );
    println!(
        "backup: {} acknowledged before it began, {} in the copy, {} by the time it ended, {written} in all; {info}",
        before.len(),
        in_copy.len(),
        after.len()
    );

    // Bad files are refused before anything is touched.
    let junk = d.join("junk.sqlite");
    std::fs::write(&junk, b"not a database at all").unwrap();
    let (ok, _, err) = cli(d, &["restore", junk.to_str().unwrap()], "");
    assert!(!ok && err.contains("not restored"), "{err}");
    let (ok, _, err) = cli(d, &["restore", d.join("missing").to_str().unwrap()], "");
    assert!(!ok && err.contains("not restored"), "{err}");

    let (ok, out, err) = cli(d, &["restore", &copy_arg], "");
    assert!(ok, "{out}{err}");
    assert!(out.contains("previous database kept as"), "{out}");
    assert_eq!(
        stored_keys(&d.join("arbitro.sqlite")).await.len(),
        in_copy.len()
    );
    let server = Server::start(d).await;
    let mut visitor = Client::new(server.addr);
    let again = visitor
        .get(&format!("/tournaments/{tid}/standings"))
        .await
        .unwrap();
    assert_eq!(again.status, 200);
    assert_eq!(
        tables_of(&again.text()),
        standings,
        "standings after the restore"
    );
    // Sessions come back with the file: the organizer is still logged in.
    org.addr = server.addr;
    let r = org.get("/console").await.unwrap();
    assert_eq!(r.status, 200);
}
