//! A load run of the federation hub (issue 30, docs/PERFORMANCE.md "Hub"): a hub on
//! a throwaway PostgreSQL (`tests/hub/pg.rs`), served on loopback; 100 clubs, each
//! with its own token, publish 10 finished events each (1,000 events of 20–80
//! players, every table a real finished log the hub replays) through the club's
//! own client (`publish::send`); then the national ranking of ~10,000 people is
//! read, through the store and through the pages and the API.
//!
//! It prints figures and asserts no times (only that every publish is taken and
//! the ranking holds everyone). Ignored by default:
//!
//! `cargo test --release --test hub_load -- --ignored --nocapture`
//!
//! Settings (environment): `HUB_LOAD_CLIENTS` publishes in flight at once
//! (default 1; the hub stores one publish at a time, verifying side by side,
//! docs/PERFORMANCE.md), `HUB_LOAD_SECS` the time after which no new publish starts
//! (default 600), `HUB_LOAD_ROUNDS` qualifying rounds per event (default 3),
//! `HUB_LOAD_TABLE_ROUNDS` rounds of each classic table (default 6).
//!
//! Each club publishes 10 events, which is exactly what the hub's rate limit lets
//! one token do in a minute (`server::PUBLISHES_PER_WINDOW`): no publish is
//! refused for it.

#[path = "scenarios/classic_player.rs"]
mod classic_player;
#[path = "hub_load/events.rs"]
mod events;
#[path = "hub/pg.rs"]
mod pg;
#[path = "scenarios/torneo_player.rs"]
mod torneo_player;

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use arbitro::hub::server::{default_rules, router};
use arbitro::hub::state::{Hub, PUBLISHES_PER_WINDOW};
use arbitro::hub::{ranking, store};
use arbitro::publish::send;
use arbitro::tournament::circuit::circuit_standings;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const CLUBS: usize = 100;
const EVENTS_PER_CLUB: usize = 10;
const PEOPLE: usize = 10_000;
/// Distinct finished logs the tables are drawn from.
const LOGS: usize = 40;

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn club_name(c: usize) -> String {
    format!("Club {c:03}")
}

/// A small deterministic stream (the events are the same on every run).
struct Stream(u64);

impl Stream {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n
    }
}

/// Club `c`'s event `k`: 20–80 people (in fours) from the members of clubs
/// c-1, c and c+1 (person p belongs to club p / 100), so people meet at three
/// clubs and the ranking holds nearly all 10,000.
fn people_of(c: usize, k: usize) -> Vec<usize> {
    let mut s = Stream((c * EVENTS_PER_CLUB + k) as u64 + 1);
    let n = 20 + 4 * s.below(16);
    let mut people = Vec::with_capacity(n);
    while people.len() < n {
        let p = (c * 100 + PEOPLE - 100 + s.below(300)) % PEOPLE;
        if !people.contains(&p) {
            people.push(p);
        }
    }
    people
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

/// `GET path` on a fresh connection: status, body length, time to the last byte.
async fn get(address: &str, path: &str) -> (u16, usize, Duration) {
    let start = Instant::now();
    let mut s = tokio::net::TcpStream::connect(address).await.expect("hub");
    s.write_all(
        format!("GET {path} HTTP/1.1\r\nHost: hub\r\nConnection: close\r\n\r\n").as_bytes(),
    )
    .await
    .expect("request");
    let mut answer = Vec::new();
    s.read_to_end(&mut answer).await.expect("answer");
    let took = start.elapsed();
    let status = std::str::from_utf8(&answer[9..12])
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, answer.len(), took)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a load run of minutes: cargo test --release --test hub_load -- --ignored --nocapture"]
async fn a_hundred_clubs_publish_a_thousand_events() {
    let Some(pg) = pg::Postgres::start("hub load") else {
        return;
    };
    assert!(
        EVENTS_PER_CLUB <= PUBLISHES_PER_WINDOW as usize,
        "within the rate limit"
    );
    let clients = setting("HUB_LOAD_CLIENTS", 1).max(1) as usize;
    let budget = Duration::from_secs(setting("HUB_LOAD_SECS", 600));
    let rounds = setting("HUB_LOAD_ROUNDS", 3).max(1) as usize;
    let table_rounds = setting("HUB_LOAD_TABLE_ROUNDS", 6).max(1) as u32;

    // The hub: its own runtime on its own threads, as a separate server would be.
    let pool = store::open(&pg.url).await.expect("hub database");
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
    listener.set_nonblocking(true).expect("non-blocking");
    let address = listener.local_addr().expect("address").to_string();
    let hub_url = pg.url.clone();
    std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("hub runtime");
        rt.block_on(async move {
            let pool = store::open(&hub_url).await.expect("hub database");
            let listener = tokio::net::TcpListener::from_std(listener).expect("listener");
            let app = router(Hub::new(pool, default_rules()));
            let _ = axum::serve(listener, app).await;
        });
    });

    let started = Instant::now();
    let logs = tokio::task::spawn_blocking(move || events::classic_pool(LOGS, table_rounds))
        .await
        .expect("logs");
    let actions = logs.iter().map(|f| f.actions).sum::<usize>() / LOGS;
    eprintln!(
        "{LOGS} finished classic logs of {table_rounds} rounds ({actions} actions on average) in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    let logs = Arc::new(logs);
    let mut tokens = Vec::with_capacity(CLUBS);
    for c in 0..CLUBS {
        tokens.push(
            store::issue_token(&pool, &club_name(c))
                .await
                .expect("token"),
        );
    }

    // Each club publishes its events in turn; at most `clients` publishes are in
    // flight. A payload is built just before it is sent (not counted in its time).
    let gate = Arc::new(tokio::sync::Semaphore::new(clients));
    let deadline = Instant::now() + budget;
    let url = format!("http://{address}");
    let run = Instant::now();
    let mut clubs = Vec::with_capacity(CLUBS);
    for (c, token) in tokens.into_iter().enumerate() {
        let (gate, logs, url) = (gate.clone(), logs.clone(), url.clone());
        clubs.push(tokio::spawn(async move {
            let mut done = Vec::new();
            for k in 0..EVENTS_PER_CLUB {
                let _permit = gate.acquire().await.expect("gate");
                if Instant::now() > deadline {
                    break;
                }
                let people = people_of(c, k);
                let logs2 = logs.clone();
                let (body, tables) = tokio::task::spawn_blocking(move || {
                    let payload = events::event(
                        &events::Shape {
                            id: k as i64 + 1,
                            people: &people,
                            rounds,
                            club_of: &|p| club_name(p / 100),
                            // One in ten without a national id: matched by name and club.
                            with_id: &|p| p % 10 != 0,
                            salt: c * 13 + k,
                        },
                        &logs2,
                    );
                    (
                        serde_json::to_string(&payload).expect("JSON"),
                        payload.tables.len(),
                    )
                })
                .await
                .expect("payload");
                let bytes = body.len();
                let start = Instant::now();
                let answer = send(&url, &token, body, Path::new("unused-for-http")).await;
                let took = start.elapsed();
                match answer {
                    Ok(a) => assert_eq!(a["ok"], true, "{a}"),
                    Err(e) => panic!("club {c} event {k}: {e}"),
                }
                done.push((took, tables, bytes));
            }
            done
        }));
    }
    let mut latencies = Vec::new();
    let (mut tables, mut bytes) = (0usize, 0usize);
    for club in clubs {
        for (took, t, b) in club.await.expect("club") {
            latencies.push(took);
            tables += t;
            bytes += b;
        }
    }
    let wall = run.elapsed();
    latencies.sort();
    let published = latencies.len();
    let (events_stored, tables_stored, entries) = store::counts(&pool).await.expect("counts");
    let people = store::people_list(&pool).await.expect("people").len();
    eprintln!(
        "published {published} events ({tables} tables, {} MiB of payload) from {CLUBS} clubs, \
         {clients} in flight, in {:.1} s: {:.2} publishes/s, {:.0} tables/s; \
         latency p50 {}, p99 {}, max {}",
        bytes / (1024 * 1024),
        wall.as_secs_f64(),
        published as f64 / wall.as_secs_f64(),
        tables as f64 / wall.as_secs_f64(),
        ms(percentile(&latencies, 0.5)),
        ms(percentile(&latencies, 0.99)),
        ms(percentile(&latencies, 1.0)),
    );
    eprintln!(
        "stored: {events_stored} events, {tables_stored} tables, {entries} entries, {people} people"
    );
    assert_eq!(events_stored as usize, published);

    // The national ranking after the last publish: the store's read and the
    // circuit as `server.rs` runs them, then `hub::ranking`, then over HTTP.
    let rules = default_rules();
    for _ in 0..3 {
        let t = Instant::now();
        let read = store::circuit_events(&pool).await.expect("events");
        let read_took = t.elapsed();
        let rows = circuit_standings(&rules, &read).expect("ranking");
        let all = t.elapsed();
        let t = Instant::now();
        let (fast, _) = ranking::national(&pool, &rules).await.expect("ranking");
        let fast_took = t.elapsed();
        assert_eq!(fast, rows, "the same ranking either way");
        assert!(rows.len() >= people * 9 / 10, "nearly everyone is ranked");
        eprintln!(
            "ranking of {} people: store::circuit_events {} + circuit_standings {} = {}; \
             hub::ranking::national (with people) {}",
            rows.len(),
            ms(read_took),
            ms(all - read_took),
            ms(all),
            ms(fast_took)
        );
    }
    for path in ["/api/ranking", "/", "/api/clubs", "/clubs"] {
        let mut times = Vec::new();
        let mut size = 0;
        for _ in 0..3 {
            let (status, n, took) = get(&address, path).await;
            assert_eq!(status, 200, "{path}");
            size = n;
            times.push(took);
        }
        times.sort();
        eprintln!(
            "GET {path}: {} KiB, {} (best of 3 {})",
            size / 1024,
            ms(times[1]),
            ms(times[0])
        );
    }
}
