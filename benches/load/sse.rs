//! Server-sent events fan-out: `n` watchers of one table page's stream
//! (`/t/{token}/events`), a referee records actions one at a time, and each watcher
//! notes when each `change` event arrives. The latency of an event is its arrival
//! minus the moment the referee's request got its answer (the action was committed
//! before that answer); arrivals before the answer count as zero. Each watcher is a
//! phone of its own: it connects from its own loopback address (127.1.x.y), since
//! the server caps the streams one address may hold.

use crate::client::Conn;
use crate::referees::{Referee, Table};
use crate::seed::Login;
use std::net::{Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use tokio::sync::Semaphore;

/// Arrivals at one watcher: (entry count announced, when).
type Arrivals = Vec<(i64, Instant)>;

/// What the fan-out run measured.
pub struct Run {
    /// Watchers that got their stream open.
    pub connected: usize,
    /// Events the referee caused.
    pub events: usize,
    /// Per watcher and event: arrival after the referee's answer.
    pub after_answer: Vec<Duration>,
    /// Per watcher and event: arrival after the referee sent the request.
    pub after_send: Vec<Duration>,
    /// Per event: when the last watcher had it, after the answer.
    pub last_watcher: Vec<Duration>,
    /// (watcher, event) pairs that never arrived.
    pub missing: usize,
}

/// Reads one watcher's stream until it has seen `events` changes or `stop` passes.
async fn watch(
    addr: SocketAddr,
    from: Ipv4Addr,
    token: String,
    events: usize,
    opening: Arc<Semaphore>,
    ready: Arc<AtomicUsize>,
    got: Arc<AtomicUsize>,
) -> Option<Arrivals> {
    let mut conn = {
        let _turn = opening.acquire().await.ok()?;
        let mut c = Conn::connect_from(addr, from).await.ok()?;
        let path = format!("/t/{token}/events");
        c.write_request("GET", &path, &[("Accept", "text/event-stream")], b"")
            .await
            .ok()?;
        let (status, _) = c.read_head().await.ok()?;
        (status == 200).then_some(c)?
    };
    ready.fetch_add(1, Ordering::SeqCst);
    let mut arrivals = Vec::new();
    let mut buf = Vec::new();
    while arrivals.len() < events {
        let chunk = tokio::time::timeout(Duration::from_secs(30), conn.read_chunk(&mut buf)).await;
        if !matches!(chunk, Ok(Ok(true))) {
            break;
        }
        let at = Instant::now();
        // Events end with a blank line; keep-alive comments carry no `event:` line.
        while let Some(end) = buf.windows(2).position(|w| w == b"\n\n") {
            let event: Vec<u8> = buf.drain(..end + 2).collect();
            let text = String::from_utf8_lossy(&event);
            if text.lines().any(|l| l == "event: change")
                && let Some(n) = text
                    .lines()
                    .find_map(|l| l.strip_prefix("data: "))
                    .and_then(|d| d.trim().parse::<i64>().ok())
            {
                arrivals.push((n, at));
                got.fetch_add(1, Ordering::SeqCst);
            }
        }
    }
    Some(arrivals)
}

/// Opens `n` watchers on `table`'s stream, then records `events` actions on it as
/// `login`, one at a time, waiting for every watcher to have each before the next.
pub async fn fan_out(
    addr: SocketAddr,
    table: &mut Table,
    login: &Login,
    n: usize,
    events: usize,
) -> Run {
    let opening = Arc::new(Semaphore::new(50));
    let ready = Arc::new(AtomicUsize::new(0));
    let got = Arc::new(AtomicUsize::new(0));
    let watchers: Vec<_> = (0..n)
        .map(|i| {
            let from = Ipv4Addr::new(127, 1, (i / 200) as u8, (i % 200 + 1) as u8);
            tokio::spawn(watch(
                addr,
                from,
                table.public_token.clone(),
                events,
                opening.clone(),
                ready.clone(),
                got.clone(),
            ))
        })
        .collect();
    // Wait until every stream is open (or stop waiting after 60 s).
    let t0 = Instant::now();
    while ready.load(Ordering::SeqCst) < n && t0.elapsed() < Duration::from_secs(60) {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let connected = ready.load(Ordering::SeqCst);
    let mut referee = Referee::connect(addr, login)
        .await
        .expect("referee connects");
    let mut sent = Vec::new();
    for e in 0..events.min(table.actions.len() - table.next) {
        let t_send = Instant::now();
        if let Err(err) = referee.submit(table).await {
            eprintln!("  fan-out action {e} failed: {err}");
            break;
        }
        sent.push((table.entries, t_send, Instant::now()));
        let want = connected * (e + 1);
        let t1 = Instant::now();
        while got.load(Ordering::SeqCst) < want && t1.elapsed() < Duration::from_secs(5) {
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let mut run = Run {
        connected,
        events: sent.len(),
        after_answer: Vec::new(),
        after_send: Vec::new(),
        last_watcher: vec![Duration::ZERO; sent.len()],
        missing: 0,
    };
    for w in watchers {
        let arrivals = match tokio::time::timeout(Duration::from_secs(10), w).await {
            Ok(Ok(Some(a))) => a,
            _ => {
                run.missing += sent.len();
                continue;
            }
        };
        for (i, (entries, t_send, t_answer)) in sent.iter().enumerate() {
            match arrivals.iter().find(|(n, _)| n == entries) {
                Some((_, at)) => {
                    let d = at.saturating_duration_since(*t_answer);
                    run.after_answer.push(d);
                    run.after_send.push(at.saturating_duration_since(*t_send));
                    run.last_watcher[i] = run.last_watcher[i].max(d);
                }
                None => run.missing += 1,
            }
        }
    }
    run.after_answer.sort_unstable();
    run.after_send.sort_unstable();
    run.last_watcher.sort_unstable();
    run
}

/// Watchers that keep reconnecting: `n` of them from `addresses` loopback addresses
/// (127.3.0.x), each opening the table's stream, holding it `hold`, closing it and
/// opening it again, until `until`. Returns how many streams were opened (answered
/// 200) and how many attempts failed.
pub async fn reconnecting(
    addr: SocketAddr,
    token: String,
    n: usize,
    addresses: usize,
    hold: Duration,
    until: Instant,
) -> (usize, usize) {
    let opened = Arc::new(AtomicUsize::new(0));
    let failed = Arc::new(AtomicUsize::new(0));
    let tasks: Vec<_> = (0..n)
        .map(|i| {
            let from = Ipv4Addr::new(127, 3, 0, (i % addresses.max(1) + 1) as u8);
            let (token, opened, failed) = (token.clone(), opened.clone(), failed.clone());
            tokio::spawn(async move {
                // Spread the first connections over the first hold.
                tokio::time::sleep(hold.mul_f64(i as f64 / n.max(1) as f64)).await;
                while Instant::now() < until {
                    let open = async {
                        let mut c = Conn::connect_from(addr, from).await.ok()?;
                        let path = format!("/t/{token}/events");
                        c.write_request("GET", &path, &[("Accept", "text/event-stream")], b"")
                            .await
                            .ok()?;
                        let (status, _) = c.read_head().await.ok()?;
                        (status == 200).then_some(c)
                    };
                    match tokio::time::timeout(Duration::from_secs(10), open).await {
                        Ok(Some(c)) => {
                            opened.fetch_add(1, Ordering::Relaxed);
                            tokio::time::sleep(hold).await;
                            drop(c);
                        }
                        _ => {
                            failed.fetch_add(1, Ordering::Relaxed);
                            tokio::time::sleep(hold).await;
                        }
                    }
                }
            })
        })
        .collect();
    for t in tasks {
        let _ = t.await;
    }
    (
        opened.load(Ordering::Relaxed),
        failed.load(Ordering::Relaxed),
    )
}
