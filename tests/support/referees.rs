//! Simulated referees for the tests that drive the real binary: each downloads its
//! table's log, replays it, lets a seeded random player choose a legal action and
//! submits it through the API with the entry count seen and a fresh idempotency key;
//! a request the server never answered is kept to be sent again. Also the look at
//! the data file the crash and backup tests share.

use super::http::Client;
use crate::random_player::{self, RandomPlayer};
use arbitro::db::Db;
use arbitro::engine::{Action, Game, MatchLog, Phase};
use serde_json::json;
use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The password of every account these tests make.
pub const PW: &str = "crash-test-password";

/// A request sent but not answered (the server died): sent again after the restart.
#[derive(Clone)]
pub struct Pending {
    pub match_id: i64,
    pub key: String,
    pub body: Vec<u8>,
}

/// What the referees saw, for the checks and the report.
#[derive(Default)]
pub struct Tally {
    /// (match, key) of every action whose 200 response arrived.
    pub acked: Vec<(i64, String)>,
    /// Requests sent.
    pub posts: u64,
    /// Requests cut off by a kill and sent again after the restart.
    pub retried: u64,
    /// Of those, already stored before the kill (answered `repeated`).
    pub retried_already_stored: u64,
    /// Of those, stored only by the retry.
    pub retried_stored_now: u64,
    /// 409: another referee recorded at that position first.
    pub conflicts: u64,
    /// Anything that must not happen (5xx, a refusal of a legal action, bad JSON).
    pub failures: Vec<String>,
}

pub struct Referee {
    pub name: String,
    pub table: usize,
    pub client: Client,
    pub player: RandomPlayer,
    pub next_key: u64,
    pub pending: Option<Pending>,
}

pub fn actions_path(match_id: i64) -> String {
    format!("/api/v1/matches/{match_id}/actions")
}

/// Notes the answer to an action request.
pub fn settle(
    tally: &Mutex<Tally>,
    p: &Pending,
    status: u16,
    body: &serde_json::Value,
    retry: bool,
) {
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
pub fn latest_clock(log: &MatchLog) -> Option<chrono::DateTime<chrono::Utc>> {
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
pub async fn play(
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
pub fn physical_setup(seed: u64) -> MatchLog {
    let log = random_player::new_log(seed);
    let mut game = Game::new(&log).expect("the random setup is valid");
    let mut p = RandomPlayer::new(seed, 3);
    while game.phase() == Phase::Draft {
        let a = p.action(&game).expect("a draft pick");
        game = game.apply(&a).expect("a legal draft pick");
    }
    random_player::physical(&log, &game)
}

pub async fn open_db(dir: &Path) -> Db {
    Db::open(&format!(
        "sqlite://{}",
        dir.join("arbitro.sqlite").display()
    ))
    .await
    .expect("the data file opens")
}

/// Figures of one look at the file.
pub struct Storage {
    pub present: usize,
    pub lost: Vec<(i64, String)>,
    pub duplicated: usize,
}

/// Looks at the file while the server is down: integrity, every acknowledged key
/// stored exactly once, no key twice, positions 1..=n without gaps.
pub async fn check_storage(dir: &Path, acked: &[(i64, String)]) -> Storage {
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
