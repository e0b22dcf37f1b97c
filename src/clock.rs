//! Where "now" comes from. The server is the only source of truth for time; tests
//! swap in a [`ManualClock`] so timeouts and the match clock can be driven by hand.

use chrono::{DateTime, Duration, Utc};
use std::sync::Mutex;

/// A source of the current time.
pub trait Clock: Send + Sync + 'static {
    /// The current instant.
    fn now(&self) -> DateTime<Utc>;
}

/// The real wall clock.
#[derive(Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }
}

/// A clock that only moves when told to (tests, demos).
#[derive(Debug)]
pub struct ManualClock(Mutex<DateTime<Utc>>);

impl ManualClock {
    /// A clock stopped at `start`.
    pub fn new(start: DateTime<Utc>) -> Self {
        Self(Mutex::new(start))
    }

    /// Moves the clock forward by `by`.
    pub fn advance(&self, by: Duration) {
        let mut now = self.0.lock().unwrap_or_else(|e| e.into_inner());
        *now += by;
    }
}

impl Clock for ManualClock {
    fn now(&self) -> DateTime<Utc> {
        *self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The wall clock shifted by a number of seconds read from a file at every reading.
/// Only for end-to-end tests of the real binary (`serve --test-clock-offset-file`): the
/// browser suite writes e.g. `5400` to jump the match clock to the 90-minute call
/// without waiting. A missing or unreadable file means no shift. Shift forward only:
/// the match log refuses clock events that go back in time.
#[derive(Debug)]
pub struct OffsetClock {
    file: std::path::PathBuf,
}

impl OffsetClock {
    /// A clock reading its offset (whole seconds, may be negative) from `file`.
    pub fn new(file: std::path::PathBuf) -> Self {
        Self { file }
    }

    /// The offset now in the file, 0 if there is none.
    pub fn offset(&self) -> Duration {
        std::fs::read_to_string(&self.file)
            .ok()
            .and_then(|s| s.trim().parse::<i64>().ok())
            .map_or_else(Duration::zero, Duration::seconds)
    }
}

impl Clock for OffsetClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now() + self.offset()
    }
}

#[cfg(test)]
mod tests {
    use super::{Clock, OffsetClock};

    #[test]
    fn offset_clock_follows_its_file() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("tempdir: {e}"));
        let file = dir.path().join("offset");
        let clock = OffsetClock::new(file.clone());
        assert_eq!(clock.offset().num_seconds(), 0, "no file, no shift");
        std::fs::write(&file, "5400\n").unwrap_or_else(|e| panic!("write: {e}"));
        assert_eq!(clock.offset().num_seconds(), 5400);
        let shifted = clock.now() - chrono::Utc::now();
        assert!(shifted.num_seconds() >= 5390, "now is shifted: {shifted}");
        std::fs::write(&file, "soon").unwrap_or_else(|e| panic!("write: {e}"));
        assert_eq!(clock.offset().num_seconds(), 0, "garbage means no shift");
    }
}
