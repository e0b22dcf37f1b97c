//! Crash test: nothing acknowledged is ever lost.
//!
//! Starts the real `arbitro` binary on a temporary data folder (loopback only), lets
//! several simulated referees record legal random actions on several tables at once
//! through the API (each with an idempotency key and the entry count it saw), kills
//! the server with SIGKILL at a random moment, and checks the file left behind:
//! `PRAGMA integrity_check` is `ok`, every action whose response arrived is stored
//! exactly once, no key is stored twice, positions are gapless. A request cut off by
//! the kill is sent again, byte for byte, after the restart: it must be recorded once
//! (or refused as stale when the table moved on). At the end every match log is
//! replayed and must give the state and score the server shows.
//!
//! Sized by environment variables: `ARBITRO_CRASH_CYCLES` (kills, default 10),
//! `ARBITRO_CRASH_REFEREES` (default 6), `ARBITRO_CRASH_TABLES` (default 3),
//! `ARBITRO_CRASH_SEED` (default: from the clock; printed). The long run and its
//! figures are in docs/RELIABILITY.md.

#[path = "scenarios/random_player.rs"]
mod random_player;
mod support;

use arbitro::db::Db;
use arbitro::engine::risiko2v2::splitmix64;
use arbitro::engine::{Action, Game, MatchLog, Phase};
use random_player::RandomPlayer;
use serde_json::json;
use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use support::http::Client;
use support::server::{Server, cli};

const PW: &str = "crash-test-password";

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A request sent but not answered (the server died): sent again after the restart.
#[derive(Clone)]
struct Pending {
    match_id: i64,
    key: String,
    body: Vec<u8>,
}

/// What the referees saw, for the checks and the report.
#[derive(Default)]
struct Tally {
    /// (match, key) of every action whose 200 response arrived.
    acked: Vec<(i64, String)>,
    /// Requests sent.
    posts: u64,
    /// Requests cut off by a kill and sent again after the restart.
    retried: u64,
    /// Of those, already stored before the kill (answered `repeated`).
    retried_already_stored: u64,
    /// Of those, stored only by the retry.
    retried_stored_now: u64,
    /// 409: another referee recorded at that position first.
    conflicts: u64,
    /// Anything that must not happen (5xx, a refusal of a legal action, bad JSON).
    failures: Vec<String>,
}

struct Referee {
    name: String,
    table: usize,
    client: Client,
    player: RandomPlayer,
    next_key: u64,
    pending: Option<Pending>,
}

fn actions_path(match_id: i64) -> String {
    format!("/api/v1/matches/{match_id}/actions")
}

/// Notes the answer to an action request.
fn settle(tally: &Mutex<Tally>, p: &Pending, status: u16, body: &serde_json::Value, retry: bool) {
    let mut t = tally.lock().unwrap();
    match status {
        200 => {
            t.acked.push((p.match_id, p.key.clone()));
            if retry {
                if body["repeated"] == true {
                    t.retried_already_stored += 1;
                } else {
                    t.retried_stored_now += 1;
                }
            } else if body["repeated"] == true {
                t.failures
                    .push(format!("fresh key {} answered as repeated", p.key));
            }
        }
        409 if body["code"] == "stale" && body["state"]["entries"].is_i64() => t.conflicts += 1,
        _ => t.failures.push(format!(
            "{} on match {}: {status} {body}",
            p.key, p.match_id
        )),
    }
}

/// The latest clock time in the log: the random player's fake clock must not run
/// behind a clock event another referee recorded.
fn latest_clock(log: &MatchLog) -> Option<chrono::DateTime<chrono::Utc>> {
    log.actions
        .iter()
        .filter_map(|a| match a {
            Action::Clock { at, .. } => Some(*at),
            _ => None,
        })
        .max()
}

/// One referee at work until `stop`: fetch the log, replay it, choose a legal action,
/// submit it with the entry count seen and a fresh key.
async fn play(
    mut r: Referee,
    match_id: i64,
    stop: Arc<AtomicBool>,
    tally: Arc<Mutex<Tally>>,
) -> Referee {
    if let Some(p) = r.pending.take() {
        tally.lock().unwrap().retried += 1;
        match r.client.post_json(&actions_path(p.match_id), &p.body).await {
            Ok(reply) => settle(&tally, &p, reply.status, &reply.json(), true),
            Err(_) => {
                // Killed again before it answered: still pending.
                tally.lock().unwrap().retried -= 1;
                r.pending = Some(p);
                return r;
            }
        }
    }
    while !stop.load(Ordering::SeqCst) {
        let reply = match r
            .client
            .get(&format!("/api/v1/matches/{match_id}/log"))
            .await
        {
            Ok(reply) => reply,
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(10)).await;
                continue;
            }
        };
        if reply.status != 200 {
            tally.lock().unwrap().failures.push(format!(
                "GET log {match_id}: {} {}",
                reply.status,
                reply.text()
            ));
            return r;
        }
        let log = MatchLog::parse(&reply.text()).expect("the server's log parses");
        let game = arbitro::engine::replay(&log).expect("the server's log replays");
        if game.finished() {
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        }
        if let Some(at) = latest_clock(&log)
            && at > r.player.now
        {
            r.player.now = at;
        }
        let Some(action) = r.player.action(&game) else {
            continue;
        };
        let key = format!("{}-{}", r.name, r.next_key);
        r.next_key += 1;
        let body = json!({"expected": log.actions.len(), "key": key, "action": action});
        let p = Pending {
            match_id,
            key,
            body: body.to_string().into_bytes(),
        };
        tally.lock().unwrap().posts += 1;
        match r.client.post_json(&actions_path(match_id), &p.body).await {
            Ok(reply) => settle(&tally, &p, reply.status, &reply.json(), false),
            Err(_) => {
                r.pending = Some(p);
                return r;
            }
        }
    }
    r
}

/// A fresh setup whose draft is already resolved (physical owners), so referees go
/// straight to the initial placement.
fn physical_setup(seed: u64) -> MatchLog {
    let log = random_player::new_log(seed);
    let mut game = Game::new(&log).expect("the random setup is valid");
    let mut p = RandomPlayer::new(seed, 3);
    while game.phase() == Phase::Draft {
        let a = p.action(&game).expect("a draft pick");
        game = game.apply(&a).expect("a legal draft pick");
    }
    random_player::physical(&log, &game)
}

async fn open_db(dir: &Path) -> Db {
    Db::open(&format!(
        "sqlite://{}",
        dir.join("arbitro.sqlite").display()
    ))
    .await
    .expect("the data file opens")
}

/// Figures of one look at the file.
struct Storage {
    present: usize,
    lost: Vec<(i64, String)>,
    duplicated: usize,
}

/// Looks at the file while the server is down: integrity, every acknowledged key
/// stored exactly once, no key twice, positions 1..=n without gaps.
async fn check_storage(dir: &Path, acked: &[(i64, String)]) -> Storage {
    let db = open_db(dir).await;
    let check: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(db.pool())
        .await
        .unwrap();
    assert_eq!(check, "ok", "integrity_check after SIGKILL");
    let rows: Vec<(i64, String, i64)> = sqlx::query_as(
        "SELECT match_id, idempotency_key, COUNT(*) FROM match_entries
         WHERE idempotency_key IS NOT NULL GROUP BY match_id, idempotency_key",
    )
    .fetch_all(db.pool())
    .await
    .unwrap();
    let stored: HashMap<(i64, String), i64> =
        rows.into_iter().map(|(m, k, n)| ((m, k), n)).collect();
    let duplicated = stored.values().filter(|&&n| n > 1).count();
    let mut present = 0;
    let mut lost = Vec::new();
    for a in acked {
        match stored.get(a) {
            Some(1) => present += 1,
            Some(_) => {}
            None => lost.push(a.clone()),
        }
    }
    let gaps: Vec<(i64, i64, i64, i64)> = sqlx::query_as(
        "SELECT match_id, COUNT(*), MIN(seq), MAX(seq) FROM match_entries GROUP BY match_id",
    )
    .fetch_all(db.pool())
    .await
    .unwrap();
    for (m, n, lo, hi) in gaps {
        assert!(
            lo == 1 && hi == n,
            "match {m}: positions {lo}..={hi} for {n} entries"
        );
    }
    db.close().await;
    Storage {
        present,
        lost,
        duplicated,
    }
}

/// Uploads a fresh match for `table` and assigns its referees; returns its id.
async fn open_table(org: &mut Client, table: usize, seed: u64, referee_ids: &[i64]) -> i64 {
    let log = physical_setup(seed);
    let r = org
        .post_json(
            &format!("/api/v1/matches?label=Tavolo%20{}", table + 1),
            log.to_json().as_bytes(),
        )
        .await
        .expect("upload answered");
    assert_eq!(r.status, 201, "{}", r.text());
    let id = r.json()["id"].as_i64().expect("match id");
    for uid in referee_ids {
        let r = org
            .post_form(
                &format!("/console/m/{id}/referees"),
                &[("add", &uid.to_string())],
            )
            .await
            .expect("assignment answered");
        assert_eq!(r.status, 303, "{}", r.text());
    }
    id
}

/// After the last kill: every match log replays to the state and score the server
/// shows, the stored status agrees, and the stored entries are the served log.
async fn compare_replays(org: &mut Client, dir: &Path, matches: &[i64]) -> usize {
    let db = open_db(dir).await;
    let mut finished = 0;
    for &id in matches {
        let st = org.get(&format!("/api/v1/matches/{id}")).await.unwrap();
        assert_eq!(st.status, 200, "{}", st.text());
        let st = st.json();
        let served = org.get(&format!("/api/v1/matches/{id}/log")).await.unwrap();
        let log = MatchLog::parse(&served.text()).unwrap();
        let game = arbitro::engine::replay(&log).expect("every stored log replays");
        assert_eq!(
            st["state"],
            json!(game),
            "match {id}: state differs from replay"
        );
        assert_eq!(
            st["score"],
            json!(game.score()),
            "match {id}: score differs"
        );
        assert_eq!(st["entries"], json!(log.actions.len()));
        let stored_status = if log.actions.is_empty() {
            "setup"
        } else if game.finished() {
            finished += 1;
            "finished"
        } else {
            "playing"
        };
        assert_eq!(st["status"], stored_status, "match {id}: stored status");
        let entries = arbitro::db::matches::entries(&db, id).await.unwrap();
        let stored: Vec<serde_json::Value> = arbitro::db::matches::effective_actions(&entries)
            .iter()
            .map(|a| serde_json::from_str(a).unwrap())
            .collect();
        let logged: Vec<serde_json::Value> = log.actions.iter().map(|a| json!(a)).collect();
        assert_eq!(
            stored, logged,
            "match {id}: stored entries are the served log"
        );
    }
    db.close().await;
    finished
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acknowledged_actions_survive_sigkill() {
    let cycles = env_or("ARBITRO_CRASH_CYCLES", 10);
    let n_refs = env_or("ARBITRO_CRASH_REFEREES", 6).max(1) as usize;
    let n_tables = env_or("ARBITRO_CRASH_TABLES", 3).clamp(1, n_refs as u64) as usize;
    let clock_seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(1);
    let seed = env_or("ARBITRO_CRASH_SEED", clock_seed);
    println!("crash: {cycles} kill cycles, {n_refs} referees on {n_tables} tables, seed {seed}");

    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let pw = format!("{PW}\n");
    assert!(cli(d, &["user", "add", "--role", "organizer", "org"], &pw).0);
    let names: Vec<String> = (0..n_refs).map(|i| format!("ref{i}")).collect();
    for n in &names {
        let (ok, out, err) = cli(d, &["user", "add", n], &pw);
        assert!(ok, "{out}{err}");
    }
    let db = open_db(d).await;
    let ids: HashMap<String, i64> = sqlx::query_as("SELECT username, id FROM users")
        .fetch_all(db.pool())
        .await
        .unwrap()
        .into_iter()
        .collect();
    db.close().await;

    let placeholder = "127.0.0.1:9".parse().unwrap();
    let mut rng = seed;
    let mut refs: Vec<Referee> = names
        .iter()
        .enumerate()
        .map(|(i, n)| Referee {
            name: n.clone(),
            table: i % n_tables,
            client: Client::new(placeholder),
            player: RandomPlayer::new(splitmix64(&mut rng), 3),
            next_key: 0,
            pending: None,
        })
        .collect();
    let mut org = Client::new(placeholder);
    let tally = Arc::new(Mutex::new(Tally::default()));
    let mut tables: Vec<Option<i64>> = vec![None; n_tables];
    let mut all_matches = Vec::new();
    let mut survived = 0;

    for cycle in 0..cycles {
        let mut server = Server::start(d).await;
        org.addr = server.addr;
        for r in &mut refs {
            r.client.addr = server.addr;
        }
        if cycle == 0 {
            org.login("org", PW).await.expect("organizer logs in");
            for r in &mut refs {
                r.client.login(&r.name, PW).await.expect("referee logs in");
            }
        }
        // A table whose match ended gets a new one (its referees assigned).
        for (t, current) in tables.iter_mut().enumerate() {
            let done = match current {
                None => true,
                Some(id) => {
                    let st = org.get(&format!("/api/v1/matches/{id}")).await.unwrap();
                    st.json()["status"] == "finished"
                }
            };
            if done {
                let table_refs: Vec<i64> = refs
                    .iter()
                    .filter(|r| r.table == t)
                    .map(|r| ids[&r.name])
                    .collect();
                let id = open_table(&mut org, t, splitmix64(&mut rng), &table_refs).await;
                *current = Some(id);
                all_matches.push(id);
            }
        }
        let stop = Arc::new(AtomicBool::new(false));
        let handles: Vec<_> = refs
            .drain(..)
            .map(|r| {
                let m = tables[r.table].unwrap_or_default();
                tokio::spawn(play(r, m, stop.clone(), tally.clone()))
            })
            .collect();
        // Let them work, then pull the plug at a random moment.
        let work = 200 + splitmix64(&mut rng) % 1300;
        tokio::time::sleep(Duration::from_millis(work)).await;
        server.kill();
        stop.store(true, Ordering::SeqCst);
        for h in handles {
            refs.push(h.await.expect("a referee task"));
        }
        let acked = tally.lock().unwrap().acked.clone();
        let s = check_storage(d, &acked).await;
        assert!(
            s.lost.is_empty(),
            "cycle {cycle}: acknowledged but lost: {:?}",
            s.lost
        );
        assert_eq!(s.duplicated, 0, "cycle {cycle}: keys stored twice");
        assert_eq!(s.present, acked.len());
        let failures = tally.lock().unwrap().failures.clone();
        assert!(failures.is_empty(), "cycle {cycle}: {failures:#?}");
        survived += 1;
    }

    // The last restart: cut-off requests are sent again, then every match is replayed.
    let server = Server::start(d).await;
    org.addr = server.addr;
    let stop = Arc::new(AtomicBool::new(true));
    for mut r in refs.drain(..) {
        r.client.addr = server.addr;
        let r = play(r, 0, stop.clone(), tally.clone()).await;
        assert!(r.pending.is_none(), "{}: request still unanswered", r.name);
    }
    let finished = compare_replays(&mut org, d, &all_matches).await;
    drop(server);
    let t = std::mem::take(&mut *tally.lock().unwrap());
    assert!(t.failures.is_empty(), "{:#?}", t.failures);
    let s = check_storage(d, &t.acked).await;
    assert!(s.lost.is_empty() && s.duplicated == 0);
    println!(
        "crash summary: kill cycles survived {survived}/{cycles}; actions sent {}, \
         acknowledged {}, present {}, lost {}, duplicated {}; cut off by a kill and sent \
         again {} (already stored {}, stored by the retry {}); 409 stale {}; \
         matches {} ({} finished), every log replays to the served state and score; \
         integrity_check ok after every kill",
        t.posts,
        t.acked.len(),
        s.present,
        s.lost.len(),
        s.duplicated,
        t.retried,
        t.retried_already_stored,
        t.retried_stored_now,
        t.conflicts,
        all_matches.len(),
        finished,
    );
    assert!(
        t.acked.len() as u64 >= cycles,
        "the referees recorded too little to prove anything"
    );
}

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
        .post_form(&format!("/tournaments/{id}/rounds/{round}/publish"), &[])
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
    use arbitro::db::matches;
    for (i, &m) in matches.iter().enumerate() {
        let row = matches::get(&db, m).await.unwrap().unwrap();
        let seats = MatchLog::parse(&row.setup_json).unwrap().players;
        let (mut log, game) = random_player::play_game(40 + i as u64, 1, 4000);
        assert!(game.finished());
        log.players = seats;
        let actions = std::mem::take(&mut log.actions);
        assert!(matches::update_setup(&db, m, &log.to_json()).await.unwrap());
        let mut tx = db.begin_write().await.unwrap();
        for (n, a) in actions.iter().enumerate() {
            let json = serde_json::to_string(a).unwrap();
            let entry = matches::NewEntry {
                kind: "action",
                action_json: Some(&json),
                reason: None,
                entered_by: Some(1),
                entered_via: "console",
                entered_at: 0,
                key: None,
            };
            matches::insert_entry(&mut tx, m, n as i64 + 1, &entry)
                .await
                .unwrap();
        }
        matches::set_status(&mut tx, m, "finished").await.unwrap();
        tx.commit().await.unwrap();
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
    tokio::time::sleep(Duration::from_millis(300)).await;
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

/// A tmpfs mounted for one test and unmounted when dropped, even on a panic.
struct Tmpfs(std::path::PathBuf);

impl Tmpfs {
    /// Mounts a tmpfs of `size` at `dir`; `None` where this machine forbids mounting.
    fn mount(dir: &Path, size: &str) -> Option<Tmpfs> {
        let ok = std::process::Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(dir)
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        ok.then(|| Tmpfs(dir.to_path_buf()))
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount").arg(&self.0).status();
    }
}

/// The real binary on a real, tiny filesystem that fills up: the referee gets a 503
/// saying nothing was recorded, the file stays sound, and once space is freed the
/// same request records — no restart. Where mounting is not allowed (no root), this
/// says so and checks nothing; tests/web/faults.rs plays the full disk everywhere.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_real_full_disk_gets_503_and_recovers_when_space_returns() {
    let dir = tempfile::tempdir().unwrap();
    let Some(_mounted) = Tmpfs::mount(dir.path(), "4m") else {
        println!("full disk on tmpfs: not run (mounting needs root here)");
        return;
    };
    let d = dir.path();
    let pw = format!("{PW}\n");
    assert!(cli(d, &["user", "add", "--role", "organizer", "org"], &pw).0);
    let mut server = Server::start(d).await;
    let mut org = Client::new(server.addr);
    org.login("org", PW).await.unwrap();
    let log = physical_setup(5);
    let r = org
        .post_json("/api/v1/matches?label=Pieno", log.to_json().as_bytes())
        .await
        .unwrap();
    assert_eq!(r.status, 201, "{}", r.text());
    let id = r.json()["id"].as_i64().unwrap();
    // Fill every free byte.
    let filler = d.join("filler");
    {
        use std::io::Write;
        let mut f = std::fs::File::create(&filler).unwrap();
        let block = vec![0u8; 64 * 1024];
        while f.write_all(&block).is_ok() {}
        let _ = f.write_all(&[0u8; 512]);
        let _ = f.sync_all();
    }
    let mut player = RandomPlayer::new(5, 3);
    let mut refused = None;
    for n in 0..400 {
        let served = org.get(&format!("/api/v1/matches/{id}/log")).await.unwrap();
        assert_eq!(served.status, 200, "reads go on while the disk is full");
        let log = MatchLog::parse(&served.text()).unwrap();
        let game = arbitro::engine::replay(&log).unwrap();
        let action = player.action(&game).unwrap();
        let body = json!({"expected": log.actions.len(), "key": format!("k{n}"), "action": action});
        let body = body.to_string().into_bytes();
        let r = org.post_json(&actions_path(id), &body).await.unwrap();
        if r.status == 503 {
            assert_eq!(r.json()["code"], "unavailable", "{}", r.text());
            assert!(
                r.text().contains("Nulla è stato registrato"),
                "{}",
                r.text()
            );
            refused = Some((log.actions.len(), body));
            break;
        }
        assert_eq!(r.status, 200, "{}", r.text());
    }
    let (entries, body) = refused.expect("the full filesystem refused a write");
    std::fs::remove_file(&filler).unwrap();
    let r = org.post_json(&actions_path(id), &body).await.unwrap();
    assert_eq!(r.status, 200, "space is back: {}", r.text());
    assert_eq!(r.json()["entries"], json!(entries + 1));
    server.kill();
    let s = check_storage(d, &[]).await;
    assert_eq!(s.duplicated, 0);
    println!(
        "full disk on tmpfs: refused with 503 after {entries} entries, recorded once space returned"
    );
}
