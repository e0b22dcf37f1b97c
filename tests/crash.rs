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
//! replayed and must give the state and score the server shows. Also: a real full
//! disk (tmpfs) while referees record.
//!
//! Sized by environment variables: `ARBITRO_CRASH_CYCLES` (kills, default 10),
//! `ARBITRO_CRASH_REFEREES` (default 6), `ARBITRO_CRASH_TABLES` (default 3),
//! `ARBITRO_CRASH_SEED` (default: from the clock; printed). The long run and its
//! figures are in docs/RELIABILITY.md.

#[path = "scenarios/random_player.rs"]
mod random_player;
mod support;

use arbitro::engine::MatchLog;
use arbitro::engine::risiko2v2::splitmix64;
use random_player::RandomPlayer;
use serde_json::json;
use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use support::http::Client;
use support::referees::{
    PW, Referee, Tally, actions_path, check_storage, open_db, physical_setup, play,
};
use support::server::{Server, cli};

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
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
        let entries = arbitro::db::match_entries::entries(&db, id).await.unwrap();
        let stored: Vec<serde_json::Value> =
            arbitro::db::match_entries::effective_actions(&entries)
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
