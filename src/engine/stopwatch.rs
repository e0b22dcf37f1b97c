//! The part of a match clock every timed ruleset shares: start, pause and resume from
//! the times the log records (the engine never reads the time), and the time run.
//! Each ruleset keeps its own clock struct and events (classic's last round, the
//! tournament's recovery minutes and time call) and hands these three to [`wind`].

use chrono::{DateTime, Duration, Utc};

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

/// Time run at `now`: the stretches before plus the running one, pauses excluded.
pub fn elapsed(run_ms: i64, running_since: Option<DateTime<Utc>>, now: DateTime<Utc>) -> Duration {
    let running = running_since.map_or(Duration::zero(), |since| {
        (now - since).max(Duration::zero())
    });
    Duration::milliseconds(run_ms) + running
}
