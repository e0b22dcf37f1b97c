//! Public pages under load: `n` visitors, each on a keep-alive connection sending the
//! cookies the server gave it (like a browser), requesting one path as fast as
//! answers come.

use crate::client::Conn;
use crate::stats::{Load, Samples, Schedule};
use std::net::SocketAddr;
use std::time::{Duration, Instant};

/// What a run of visitors got.
pub struct Run {
    /// Latencies of the requests that ended inside the measured window.
    pub samples: Samples,
    /// The measured window: from the end of the warm-up to the last answer.
    pub window: Duration,
    /// Body bytes of the last answer (to show what was served).
    pub bytes: usize,
}

/// Requests `path` from `load.n` connections for the warm-up (not measured) plus
/// the measured time, as fast as answers come or on the load's schedule.
pub async fn visit(addr: SocketAddr, path: &str, load: Load) -> Run {
    let start = Instant::now();
    let (from, until) = (start + load.warmup, start + load.warmup + load.secs);
    let mut tasks = Vec::new();
    for k in 0..load.n {
        let path = path.to_string();
        let mut schedule = Schedule::new(&load, k, start);
        tasks.push(tokio::spawn(async move {
            let mut samples = Samples::default();
            let mut bytes = 0;
            let mut last = from;
            let mut conn = None;
            while Instant::now() < until {
                if conn.is_none() {
                    match Conn::connect(addr).await {
                        Ok(c) => conn = Some(c),
                        Err(e) => {
                            samples.error(format!("connect: {e}"));
                            tokio::time::sleep(Duration::from_millis(50)).await;
                            continue;
                        }
                    }
                }
                let Some(c) = conn.as_mut() else { continue };
                let t0 = schedule.wait().await;
                match c.request("GET", &path, &[], b"").await {
                    Ok(r) if r.status == 200 => {
                        bytes = r.body.len();
                        // Slow pages still count: a request ending after the warm-up.
                        let done = Instant::now();
                        if done >= from {
                            samples.latencies.push(done - t0);
                            last = done;
                        }
                    }
                    Ok(r) => samples.error(format!("{path}: {} {}", r.status, r.text())),
                    Err(e) => {
                        samples.error(format!("{path}: {e}"));
                        conn = None;
                    }
                }
            }
            (samples, bytes, last)
        }));
    }
    let mut samples = Samples::default();
    let mut bytes = 0;
    let mut last = from;
    for t in tasks {
        let (s, b, l) = t.await.expect("visitor task");
        samples.merge(s);
        bytes = bytes.max(b);
        last = last.max(l);
    }
    Run {
        samples,
        bytes,
        window: last - from,
    }
}
