//! The table clock (§5.1, §7): started, paused and resumed by logged events (the engine
//! never reads the time), 90 minutes plus the recovery minutes the referees gave this
//! table, then the app's `time_up` call, which makes the round in progress the
//! penultimate one.

use chrono::{DateTime, Duration, Utc};
use serde::Serialize;

use super::{ClockEvent, Game, Refusal, Stage};
use crate::engine::stopwatch::{self, Hand, Stopwatch};

/// Recovery minutes given to the table, as logged.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Recovery {
    /// Minutes added to this table's clock.
    pub minutes: u32,
    /// The referee who gave them.
    pub by: String,
    /// Why (the interruption).
    pub reason: String,
}

/// The clock as the logged events left it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Clock {
    /// Started, run and running since (the fields that open the clock's JSON).
    #[serde(flatten)]
    pub watch: Stopwatch,
    /// When time was called.
    pub time_up_at: Option<DateTime<Utc>>,
    /// Recovery minutes given, in order.
    pub recovery: Vec<Recovery>,
    /// Time of the last event, which the next may not precede.
    pub last_event: Option<DateTime<Utc>>,
}

impl Clock {
    /// Match time elapsed at `now`, pauses excluded.
    pub fn elapsed(&self, now: DateTime<Utc>) -> Duration {
        self.watch.elapsed(now)
    }

    /// Recovery minutes given so far.
    pub fn recovery_minutes(&self) -> u32 {
        self.recovery.iter().map(|r| r.minutes).sum()
    }
}

stopwatch::fault_refusals!(Refusal);

impl Game {
    /// The clock as logged.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// This table's match length: the setting plus its recovery minutes.
    pub fn limit_minutes(&self) -> u32 {
        self.settings.match_minutes + self.clock.recovery_minutes()
    }

    /// True when time is up at `now` and not yet called: the app records `time_up`.
    pub fn time_up_due(&self, now: DateTime<Utc>) -> bool {
        self.stage == Stage::Play
            && self.clock.watch.started()
            && self.penultimate.is_none()
            && self.finish.is_none()
            && self.clock.elapsed(now) >= Duration::minutes(i64::from(self.limit_minutes()))
    }

    /// §5.1 and §7: start, pause, resume, recovery minutes, and the app's time call.
    pub(super) fn clock_event(
        &mut self,
        event: ClockEvent,
        at: Option<DateTime<Utc>>,
        minutes: Option<u32>,
        by: Option<&str>,
        reason: Option<&str>,
    ) -> Result<(), Refusal> {
        if let (Some(at), Some(last)) = (at, self.clock.last_event)
            && at < last
        {
            return Err(Refusal::ClockBackwards);
        }
        if event == ClockEvent::Recovery {
            let (Some(minutes), Some(by), Some(reason)) = (
                minutes.filter(|m| *m > 0),
                by.map(str::trim).filter(|s| !s.is_empty()),
                reason.map(str::trim).filter(|s| !s.is_empty()),
            ) else {
                return Err(Refusal::RecoveryForm);
            };
            self.clock.recovery.push(Recovery {
                minutes,
                by: by.into(),
                reason: reason.into(),
            });
            if at.is_some() {
                self.clock.last_event = at;
            }
            return Ok(());
        }
        let Some(at) = at else {
            return Err(Refusal::ClockAtMissing);
        };
        let hand = match event {
            ClockEvent::Start => Some(Hand::Start),
            ClockEvent::Pause => Some(Hand::Pause),
            ClockEvent::Resume => Some(Hand::Resume),
            ClockEvent::TimeUp | ClockEvent::Recovery => None,
        };
        if stopwatch::wind_or_call(self.clock.watch.watch(), hand, at)? {
            if self.penultimate.is_some() {
                return Err(Refusal::TimeUpCalled);
            }
            let limit = self.limit_minutes();
            let elapsed = self.clock.elapsed(at);
            if self.stage != Stage::Play || elapsed < Duration::minutes(i64::from(limit)) {
                return Err(Refusal::TimeUpEarly { minutes: limit });
            }
            // §5.2: the round in progress (or, between rounds, the one about to start,
            // which is the same number here) is the penultimate.
            self.penultimate = Some(self.round);
            self.clock.time_up_at = Some(at);
        }
        self.clock.last_event = Some(at);
        Ok(())
    }
}
