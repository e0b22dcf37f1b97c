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
        let (mut started_at, mut run_ms, mut running_since) = (None, 0, None);
        let at = DateTime::<Utc>::UNIX_EPOCH;
        assert_eq!(
            wind_or_call(
                Watch {
                    started_at: &mut started_at,
                    run_ms: &mut run_ms,
                    running_since: &mut running_since
                },
                None,
                at
            ),
            Err(Fault::NotStarted)
        );
        assert_eq!(
            wind_or_call(
                Watch {
                    started_at: &mut started_at,
                    run_ms: &mut run_ms,
                    running_since: &mut running_since
                },
                Some(Hand::Start),
                at
            ),
            Ok(false)
        );
        assert_eq!(
            wind_or_call(
                Watch {
                    started_at: &mut started_at,
                    run_ms: &mut run_ms,
                    running_since: &mut running_since
                },
                None,
                at
            ),
            Ok(true)
        );
        assert_eq!(
            wind_or_call(
                Watch {
                    started_at: &mut started_at,
                    run_ms: &mut run_ms,
                    running_since: &mut running_since
                },
                Some(Hand::Start),
                at
            ),
            Err(Fault::Started)
        );
    }
}
