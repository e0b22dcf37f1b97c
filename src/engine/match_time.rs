//! The running time of a match clock: the three readings every ruleset's clock keeps
//! alike (when it started, the time run before the running stretch, and that stretch's
//! start), wound by [`stopwatch::wind`] and shown as a [`ClockView`]. What a ruleset adds
//! (its time limit, its last round, the order of its events) stays in its own folder.

use chrono::{DateTime, Duration, Utc};
use serde::Serialize;

use super::stopwatch::{self, Fault, Hand, Watch};
use super::table::ClockView;

/// The match clock's running time as the logged events left it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct MatchTime {
    /// When it started.
    pub started_at: Option<DateTime<Utc>>,
    /// Milliseconds run before the current running stretch.
    pub run_ms: i64,
    /// Start of the current running stretch (`None` while paused or before the start).
    pub running_since: Option<DateTime<Utc>>,
}

impl MatchTime {
    /// Applies a start, pause or resume at `at`; on a fault nothing changes.
    ///
    /// # Errors
    /// The [`Fault`] that forbids the event now.
    pub fn wind(&mut self, hand: Hand, at: DateTime<Utc>) -> Result<(), Fault> {
        let watch = Watch {
            started_at: &mut self.started_at,
            run_ms: &mut self.run_ms,
            running_since: &mut self.running_since,
        };
        stopwatch::wind(watch, hand, at)
    }

    /// Match time elapsed at `now`, pauses excluded.
    pub fn elapsed(&self, now: DateTime<Utc>) -> Duration {
        stopwatch::elapsed(self.run_ms, self.running_since, now)
    }

    /// The clock as every screen shows it, with what the ruleset's settings and play
    /// add: the match length under a timed end, the last round once known, the per-turn
    /// warning.
    pub fn view(
        &self,
        limit_minutes: Option<u32>,
        last_round: Option<u32>,
        turn_warning_seconds: Option<u32>,
    ) -> ClockView {
        ClockView {
            started_at: self.started_at,
            run_ms: self.run_ms,
            running_since: self.running_since,
            limit_minutes,
            last_round,
            turn_warning_seconds,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(minute: u32) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(&format!("2026-01-01T10:{minute:02}:00Z"))
            .unwrap()
            .with_timezone(&Utc)
    }

    #[test]
    fn the_view_counts_the_time_run_without_the_pauses() {
        let mut t = MatchTime::default();
        t.wind(Hand::Start, at(0)).unwrap();
        t.wind(Hand::Pause, at(10)).unwrap();
        t.wind(Hand::Resume, at(30)).unwrap();
        assert_eq!(t.elapsed(at(35)), Duration::minutes(15));
        let v = t.view(Some(90), Some(4), None);
        assert_eq!(v.started_at, Some(at(0)));
        assert_eq!(v.running_since, Some(at(30)));
        assert_eq!(v.elapsed(at(35)), Duration::minutes(15));
        assert_eq!((v.limit_minutes, v.last_round), (Some(90), Some(4)));
    }

    #[test]
    fn a_refused_event_changes_nothing() {
        let mut t = MatchTime::default();
        assert_eq!(t.wind(Hand::Pause, at(1)), Err(Fault::NotStarted));
        assert_eq!(t, MatchTime::default());
    }
}
