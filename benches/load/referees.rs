//! Referees recording actions through `POST /api/v1/matches/{id}/actions`, each on its
//! own keep-alive connection and session, each owning a share of the open tables.

use crate::client::Conn;
use crate::seed::Login;
use crate::stats::{Load, Samples, Schedule};
use arbitro::engine::log::Action;
use std::net::SocketAddr;
use std::time::{Duration, Instant};

/// An open table as the tool tracks it.
pub struct Table {
    /// Match id.
    pub match_id: i64,
    /// Public page token.
    pub public_token: String,
    /// The actions to submit, in order.
    pub actions: Vec<Action>,
    /// The next one to submit.
    pub next: usize,
    /// The entry count the server last reported (the next `expected`).
    pub entries: i64,
}

impl Table {
    fn exhausted(&self) -> bool {
        self.next >= self.actions.len()
    }
}

/// A referee's connection and login.
pub struct Referee {
    conn: Conn,
    csrf: String,
}

impl Referee {
    /// Connects with the login's session cookie.
    pub async fn connect(addr: SocketAddr, login: &Login) -> std::io::Result<Referee> {
        let mut conn = Conn::connect(addr).await?;
        conn.cookies
            .push(("arbitro_session".into(), login.token.clone()));
        Ok(Referee {
            conn,
            csrf: login.csrf.clone(),
        })
    }

    /// Submits the table's next action; on success advances the table. Returns the
    /// latency, or a description of what went wrong.
    pub async fn submit(&mut self, t: &mut Table) -> Result<Duration, String> {
        let body = serde_json::json!({
            "expected": t.entries,
            "key": format!("load-{}-{}", t.match_id, t.entries),
            "action": t.actions[t.next],
        })
        .to_string();
        let path = format!("/api/v1/matches/{}/actions", t.match_id);
        let headers = [
            ("Content-Type", "application/json"),
            ("X-CSRF-Token", self.csrf.as_str()),
        ];
        let t0 = Instant::now();
        let r = self
            .conn
            .request("POST", &path, &headers, body.as_bytes())
            .await
            .map_err(|e| format!("match {}: {e}", t.match_id))?;
        let dt = t0.elapsed();
        if r.status == 200 {
            // Read just the count: parsing the whole game would load the shared cores.
            t.entries = entries_in(&r.body).unwrap_or(t.entries + 1);
            t.next += 1;
            return Ok(dt);
        }
        let json: serde_json::Value = serde_json::from_slice(&r.body).unwrap_or_default();
        match r.status {
            409 if json["code"] == "stale" => {
                t.entries = json["state"]["entries"].as_i64().unwrap_or(t.entries);
                Err(format!("match {}: stale, resynchronised", t.match_id))
            }
            s => {
                // A refusal means this table's prepared game no longer fits: leave it.
                t.next = t.actions.len();
                Err(format!("match {}: {s} {}", t.match_id, r.text()))
            }
        }
    }
}

/// What a run of referees did.
pub struct Run {
    /// Latencies of the submissions that ended inside the measured window.
    pub samples: Samples,
    /// The measured window: from the end of the warm-up to the last answer.
    pub window: Duration,
}

/// `tables` are shared out among `load.n` referees (table i to referee i mod n); each
/// submits its tables' actions in turn, as fast as answers come or on the load's
/// schedule. Tables come back in their order with their progress.
pub async fn record(
    addr: SocketAddr,
    logins: &[Login],
    tables: &mut Vec<Table>,
    load: Load,
) -> Run {
    let n = load.n;
    let mut buckets: Vec<Vec<(usize, Table)>> = (0..n).map(|_| Vec::new()).collect();
    for (i, t) in std::mem::take(tables).into_iter().enumerate() {
        buckets[i % n].push((i, t));
    }
    let start = Instant::now();
    let (from, until) = (start + load.warmup, start + load.warmup + load.secs);
    let mut tasks = Vec::new();
    for (r, mut mine) in buckets.into_iter().enumerate() {
        let login = logins[r % logins.len()].clone();
        let mut schedule = Schedule::new(&load, r, start);
        tasks.push(tokio::spawn(async move {
            let mut samples = Samples::default();
            let mut referee = match Referee::connect(addr, &login).await {
                Ok(x) => x,
                Err(e) => {
                    samples.error(format!("connect: {e}"));
                    return (mine, samples, from);
                }
            };
            let mut k = 0;
            let mut last = from;
            while Instant::now() < until && mine.iter().any(|(_, t)| !t.exhausted()) {
                k = (k + 1) % mine.len();
                let t = &mut mine[k].1;
                if t.exhausted() {
                    continue;
                }
                let counted_from = schedule.wait().await;
                match referee.submit(t).await {
                    Ok(_) if Instant::now() >= from => {
                        last = Instant::now();
                        samples.latencies.push(last - counted_from);
                    }
                    Ok(_) => {}
                    Err(e) => {
                        samples.error(e);
                        if let Ok(x) = Referee::connect(addr, &login).await {
                            referee = x;
                        }
                    }
                }
            }
            (mine, samples, last)
        }));
    }
    let mut samples = Samples::default();
    let mut back = Vec::new();
    let mut last = from;
    for task in tasks {
        let (mine, s, l) = task.await.expect("referee task");
        samples.merge(s);
        back.extend(mine);
        last = last.max(l);
    }
    back.sort_by_key(|(i, _)| *i);
    *tables = back.into_iter().map(|(_, t)| t).collect();
    let exhausted = tables.iter().filter(|t| t.exhausted()).count();
    if exhausted > 0 {
        eprintln!("  note: {exhausted} tables have no prepared actions left");
    }
    Run {
        samples,
        window: last - from,
    }
}

/// The first `"entries":N` of a JSON answer.
fn entries_in(body: &[u8]) -> Option<i64> {
    let key = b"\"entries\":";
    let at = body.windows(key.len()).position(|w| w == key)? + key.len();
    let digits: String = body[at..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .map(|&b| char::from(b))
        .collect();
    digits.parse().ok()
}
