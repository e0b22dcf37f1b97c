//! Latency samples and the figures printed from them.

use std::time::Duration;

/// Latencies of one scenario, plus what went wrong.
#[derive(Default)]
pub struct Samples {
    /// One entry per completed request.
    pub latencies: Vec<Duration>,
    /// Requests answered with an unexpected status, or that failed.
    pub errors: u64,
    /// A few error descriptions, for the report.
    pub error_notes: Vec<String>,
}

impl Samples {
    /// Adds another task's samples.
    pub fn merge(&mut self, other: Samples) {
        self.latencies.extend(other.latencies);
        self.errors += other.errors;
        for n in other.error_notes {
            if self.error_notes.len() < 5 {
                self.error_notes.push(n);
            }
        }
    }

    /// Counts a failure, keeping its description if there are few so far.
    pub fn error(&mut self, note: String) {
        self.errors += 1;
        if self.error_notes.len() < 5 {
            // Keep it to a line: the status and the page's title or the JSON message.
            let title = note
                .split("<title>")
                .nth(1)
                .and_then(|t| t.split("</title>").next());
            let head = note.split('<').next().unwrap_or(&note);
            let line = match title {
                Some(t) => format!("{head}{t}"),
                None => note.replace('\n', " "),
            };
            self.error_notes.push(line.chars().take(240).collect());
        }
    }

    /// Sorts the latencies (needed before [`Samples::pct`]).
    pub fn sort(&mut self) {
        self.latencies.sort_unstable();
    }

    /// The `p`-th percentile (nearest rank) of sorted latencies.
    pub fn pct(&self, p: f64) -> Duration {
        percentile(&self.latencies, p)
    }
}

/// Nearest-rank percentile of a sorted slice (zero when empty).
pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// Milliseconds with two decimals.
pub fn ms(d: Duration) -> String {
    format!("{:.2}", d.as_secs_f64() * 1000.0)
}

/// How a scenario loads the server.
#[derive(Clone, Copy)]
pub struct Load {
    /// Connections (referees, visitors) at once.
    pub n: usize,
    /// Not measured, at the start.
    pub warmup: Duration,
    /// Measured, after the warm-up.
    pub secs: Duration,
    /// `None`: each connection sends again as soon as it has its answer (closed loop,
    /// the server's limit). `Some(r)`: all connections together send `r` requests a
    /// second on a fixed schedule, and a latency counts from the scheduled time, so a
    /// late answer also delays the requests queued behind it.
    pub rate: Option<f64>,
}

/// A connection's send schedule under a [`Load`].
pub struct Schedule {
    interval: Option<Duration>,
    next: std::time::Instant,
}

impl Schedule {
    /// The schedule of connection `k` of `load.n`, starting at `start`.
    pub fn new(load: &Load, k: usize, start: std::time::Instant) -> Schedule {
        let interval = load
            .rate
            .map(|r| Duration::from_secs_f64(load.n as f64 / r.max(1e-9)));
        // Connections take turns evenly within one interval.
        let offset = interval.map_or(Duration::ZERO, |i| i.mul_f64(k as f64 / load.n as f64));
        Schedule {
            interval,
            next: start + offset,
        }
    }

    /// Waits for the next slot (no wait in a closed loop); returns the moment a
    /// latency counts from.
    pub async fn wait(&mut self) -> std::time::Instant {
        match self.interval {
            None => std::time::Instant::now(),
            Some(i) => {
                let slot = self.next;
                self.next += i;
                tokio::time::sleep_until(slot.into()).await;
                slot
            }
        }
    }
}
