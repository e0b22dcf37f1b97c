//! The match clock and the early end (§8): the seed has its own end (after year 5), so no
//! time limit by default; with `match_minutes` set, once that time has run the year in
//! progress is the last ("ultimo anno", the app's `clock last_year`), played to its end.
//! The referee may end a match early with a reason (`end_match`). The engine never reads
//! the time: the log's events carry it.

use chrono::{DateTime, Duration, Utc};
use serde::Serialize;

use super::log::ClockEvent;
use super::words::ClockFault;
use super::{Game, Refusal, Stage};
use crate::engine::stopwatch::{Fault, Hand, Stopwatch};

/// The clock as the logged events left it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Clock {
    /// Its running time.
    #[serde(flatten)]
    pub time: Stopwatch,
    /// Time of the last event, which the next may not precede.
    pub last_event: Option<DateTime<Utc>>,
}

impl Clock {
    /// Match time elapsed at `now`, pauses excluded.
    pub fn elapsed(&self, now: DateTime<Utc>) -> Duration {
        self.time.elapsed(now)
    }
}

impl Game {
    /// The clock as logged.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The last year, once time is up (`match_minutes`) or set by `years`.
    pub fn last_year(&self) -> u32 {
        self.last_year.unwrap_or(self.settings.years)
    }

    /// The year announced as the last by the clock, if any.
    pub fn time_up_year(&self) -> Option<u32> {
        self.last_year
    }

    /// Why the referee ended the match early, if they did.
    pub fn ended_by_referee(&self) -> Option<&str> {
        self.ended.as_deref()
    }

    /// True when the clock should start at `now`: the first income of year 1.
    pub fn clock_start_due(&self) -> bool {
        self.stage == Stage::Turn
            && self.year == 1
            && self.turn_index == 0
            && self.income_left > 0
            && self.clock.time.started_at.is_none()
    }

    /// True when `match_minutes` have run at `now` and the last year is not announced.
    pub fn last_year_due(&self, now: DateTime<Utc>) -> bool {
        self.settings.match_minutes.is_some_and(|m| {
            self.clock.time.started_at.is_some()
                && self.last_year.is_none()
                && matches!(self.stage, Stage::Turn | Stage::Bidding)
                && self.clock.elapsed(now) >= Duration::minutes(i64::from(m))
        })
    }

    pub(super) fn clock_event(
        &mut self,
        event: ClockEvent,
        at: DateTime<Utc>,
    ) -> Result<(), Refusal> {
        let fault = |fault| Refusal::Clock { fault };
        if self.clock.last_event.is_some_and(|last| at < last) {
            return Err(fault(ClockFault::Backwards));
        }
        let hand = match event {
            ClockEvent::Start => Hand::Start,
            ClockEvent::Pause => Hand::Pause,
            ClockEvent::Resume => Hand::Resume,
            ClockEvent::LastYear => {
                let Some(minutes) = self.settings.match_minutes else {
                    return Err(fault(ClockFault::NotTimed));
                };
                if self.clock.time.started_at.is_none() {
                    return Err(fault(ClockFault::NotStarted));
                }
                if self.last_year.is_some() {
                    return Err(fault(ClockFault::Announced));
                }
                if self.clock.elapsed(at) < Duration::minutes(i64::from(minutes)) {
                    return Err(fault(ClockFault::Early));
                }
                // Between two years the year about to start is the last one.
                self.last_year = Some(self.year.max(1));
                self.clock.last_event = Some(at);
                return Ok(());
            }
        };
        self.clock.time.wind(hand, at).map_err(|f| {
            fault(match f {
                Fault::Started => ClockFault::Started,
                Fault::NotStarted => ClockFault::NotStarted,
                Fault::NotRunning => ClockFault::NotRunning,
                Fault::NotPaused => ClockFault::NotPaused,
            })
        })?;
        self.clock.last_event = Some(at);
        Ok(())
    }

    /// The referee ends the match (§8): the score is taken as it stands, and the
    /// end-of-game cards may still be played.
    pub(super) fn end_match(&mut self, reason: &str) -> Result<(), Refusal> {
        if reason.trim().is_empty() {
            return Err(Refusal::EndMatchReason);
        }
        self.ended = Some(reason.trim().to_string());
        self.stage = Stage::Finished;
        self.invasion = None;
        self.occupation = None;
        Ok(())
    }
}
