//! The part of a match clock every timed ruleset shares: start, pause and resume from
//! the times the log records (the engine never reads the time), and the time run.
//! Each ruleset keeps its own clock struct and events (classic's last round, the
//! tournament's recovery minutes and time call, Risk 2210's last event): every timed
//! ruleset's clock is or holds one [`Stopwatch`] (flattened, so its `clock` JSON is
//! unchanged).

use chrono::{DateTime, Duration, Utc};
use serde::Serialize;

use super::table::ClockView;

/// The running part of a match clock (classic, tournament, 2 vs 2, T.E.G., Risk 2210),
/// flattened into the ruleset's `Clock` (T.E.G.'s clock is this alone): its three fields
/// open that clock's JSON, as they always did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Stopwatch {
    /// When it started.
    pub started_at: Option<DateTime<Utc>>,
    /// Milliseconds run before the current running stretch.
    pub run_ms: i64,
    /// Start of the current running stretch (`None` while paused or before the start).
    pub running_since: Option<DateTime<Utc>>,
}

impl Stopwatch {
    /// The stopwatch as [`wind`] and [`wind_or_call`] change it.
    pub fn watch(&mut self) -> Watch<'_> {
        Watch {
            started_at: &mut self.started_at,
            run_ms: &mut self.run_ms,
            running_since: &mut self.running_since,
        }
    }

    /// Applies a start, pause or resume at `at`; on a fault nothing changes.
    ///
    /// # Errors
    /// The [`Fault`] that forbids the event now.
    pub fn wind(&mut self, hand: Hand, at: DateTime<Utc>) -> Result<(), Fault> {
        wind(self.watch(), hand, at)
    }

    /// Time run at `now`, pauses excluded.
    pub fn elapsed(&self, now: DateTime<Utc>) -> Duration {
        elapsed(self.run_ms, self.running_since, now)
    }

    /// True once it started.
    pub fn started(&self) -> bool {
        self.started_at.is_some()
    }

    /// The clock as every screen reads it: this stopwatch, with the ruleset's match length
    /// (under a timed end), last round and per-turn warning.
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

/// `impl From<Fault>` for a ruleset's refusal that names the four faults with the same
/// four variants (`ClockStarted`, `ClockNotStarted`, `ClockNotRunning`, `ClockNotPaused`),
/// as every RisiKo! ruleset does.
macro_rules! fault_refusals {
    ($refusal:ident) => {
        impl From<$crate::engine::stopwatch::Fault> for $refusal {
            fn from(f: $crate::engine::stopwatch::Fault) -> $refusal {
                use $crate::engine::stopwatch::Fault;
                match f {
                    Fault::Started => $refusal::ClockStarted,
                    Fault::NotStarted => $refusal::ClockNotStarted,
                    Fault::NotRunning => $refusal::ClockNotRunning,
                    Fault::NotPaused => $refusal::ClockNotPaused,
                }
            }
        }
    };
}
pub(crate) use fault_refusals;

/// A stopwatch event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hand {
    /// The clock starts.
    Start,
    /// The referee pauses it.
    Pause,
    /// The referee resumes it.
    Resume,
}

/// Why a stopwatch event cannot happen now; each ruleset names it in its own refusal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    /// It already started.
    Started,
    /// It has not started.
    NotStarted,
    /// It is not running.
    NotRunning,
    /// It is not paused.
    NotPaused,
}

/// The running part of a clock, borrowed from a ruleset's clock.
#[derive(Debug)]
pub struct Watch<'a> {
    /// When it started.
    pub started_at: &'a mut Option<DateTime<Utc>>,
    /// Milliseconds run before the current running stretch.
    pub run_ms: &'a mut i64,
    /// Start of the running stretch (`None` while paused or before the start).
    pub running_since: &'a mut Option<DateTime<Utc>>,
}

/// Applies a start, pause or resume at `at`; on a fault nothing changes.
///
/// # Errors
/// The [`Fault`] that forbids the event now.
pub fn wind(w: Watch<'_>, hand: Hand, at: DateTime<Utc>) -> Result<(), Fault> {
    match hand {
        Hand::Start if w.started_at.is_some() => return Err(Fault::Started),
        Hand::Start => {
            *w.started_at = Some(at);
            *w.running_since = Some(at);
        }
        _ if w.started_at.is_none() => return Err(Fault::NotStarted),
        Hand::Pause => {
            let Some(since) = *w.running_since else {
                return Err(Fault::NotRunning);
            };
            *w.run_ms += (at - since).num_milliseconds();
            *w.running_since = None;
        }
        Hand::Resume => {
            if w.running_since.is_some() {
                return Err(Fault::NotPaused);
            }
            *w.running_since = Some(at);
        }
    }
    Ok(())
}

/// Applies a logged clock event: a start, pause or resume (`Some(hand)`) winds the watch;
/// a ruleset's own call on the time (`None`: classic's last round, the tournament's time
/// up) needs a started clock and is then the ruleset's to check, which `Ok(true)` says.
///
/// # Errors
/// The [`Fault`] that forbids the event now.
pub fn wind_or_call(w: Watch<'_>, hand: Option<Hand>, at: DateTime<Utc>) -> Result<bool, Fault> {
    match hand {
        Some(hand) => wind(w, hand, at).map(|()| false),
        None if w.started_at.is_none() => Err(Fault::NotStarted),
        None => Ok(true),
    }
}

/// Time run at `now`: the stretches before plus the running one, pauses excluded.
pub fn elapsed(run_ms: i64, running_since: Option<DateTime<Utc>>, now: DateTime<Utc>) -> Duration {
    let running = running_since.map_or(Duration::zero(), |since| {
        (now - since).max(Duration::zero())
    });
    Duration::milliseconds(run_ms) + running
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_call_on_the_time_needs_a_started_clock_and_is_the_rulesets() {
        let mut w = Stopwatch::default();
        let at = DateTime::<Utc>::UNIX_EPOCH;
        assert_eq!(wind_or_call(w.watch(), None, at), Err(Fault::NotStarted));
        assert_eq!(wind_or_call(w.watch(), Some(Hand::Start), at), Ok(false));
        assert_eq!(wind_or_call(w.watch(), None, at), Ok(true));
        assert_eq!(
            wind_or_call(w.watch(), Some(Hand::Start), at),
            Err(Fault::Started)
        );
    }

    #[test]
    fn pauses_do_not_count_and_each_hand_needs_its_moment() {
        let mut w = Stopwatch::default();
        let at = |minutes: i64| DateTime::<Utc>::UNIX_EPOCH + Duration::minutes(minutes);
        assert_eq!(wind(w.watch(), Hand::Pause, at(0)), Err(Fault::NotStarted));
        assert_eq!(wind(w.watch(), Hand::Resume, at(0)), Err(Fault::NotStarted));
        assert_eq!(wind(w.watch(), Hand::Start, at(0)), Ok(()));
        assert!(w.started());
        assert_eq!(wind(w.watch(), Hand::Resume, at(1)), Err(Fault::NotPaused));
        assert_eq!(wind(w.watch(), Hand::Pause, at(10)), Ok(()));
        assert_eq!(wind(w.watch(), Hand::Pause, at(11)), Err(Fault::NotRunning));
        assert_eq!(w.elapsed(at(30)), Duration::minutes(10));
        assert_eq!(wind(w.watch(), Hand::Resume, at(30)), Ok(()));
        assert_eq!(w.elapsed(at(35)), Duration::minutes(15));
        let view = w.view(Some(90), None, None);
        assert_eq!(view.elapsed(at(35)), Duration::minutes(15));
        assert_eq!(view.limit_minutes, Some(90));
    }

    #[test]
    fn the_view_counts_the_time_run_without_the_pauses() {
        let at = |minutes: i64| DateTime::<Utc>::UNIX_EPOCH + Duration::minutes(minutes);
        let mut w = Stopwatch::default();
        w.wind(Hand::Start, at(0)).unwrap();
        w.wind(Hand::Pause, at(10)).unwrap();
        w.wind(Hand::Resume, at(30)).unwrap();
        let v = w.view(Some(90), Some(4), None);
        assert_eq!(v.started_at, Some(at(0)));
        assert_eq!(v.running_since, Some(at(30)));
        assert_eq!(v.elapsed(at(35)), Duration::minutes(15));
        assert_eq!((v.limit_minutes, v.last_round), (Some(90), Some(4)));
    }

    #[test]
    fn a_refused_event_changes_nothing() {
        let mut w = Stopwatch::default();
        let at = DateTime::<Utc>::UNIX_EPOCH;
        assert_eq!(w.wind(Hand::Pause, at), Err(Fault::NotStarted));
        assert_eq!(w, Stopwatch::default());
    }
}
