//! The match clock (§6), kept from logged events only: the engine never reads the time.
//! The app records `start` (with the server time) when the first reinforcement tank is
//! about to be placed, `pause`/`resume`, and `announce` (the 90-minute call), and passes
//! `now` to the helpers that compute elapsed time.

use chrono::{DateTime, Duration, Utc};
use serde::Serialize;

use super::Game;
use crate::engine::log::{Action, ClockEvent};
use crate::engine::risiko2v2::refusal::Refusal;
use crate::engine::stopwatch::{self, Hand, Stopwatch};

stopwatch::fault_refusals!(Refusal);

/// The clock as the logged events left it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Clock {
    /// Started, run and running since (the fields that open the clock's JSON).
    #[serde(flatten)]
    pub watch: Stopwatch,
    /// When the 90-minute announcement was made.
    pub announced_at: Option<DateTime<Utc>>,
    /// Time of the last clock event, which the next may not precede.
    pub last_event: Option<DateTime<Utc>>,
}

impl Game {
    /// The clock's state.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// True once `clock start` was recorded.
    pub fn clock_started(&self) -> bool {
        self.clock.watch.started()
    }

    /// True when the next round-1 placement would be the match's first reinforcement
    /// and the clock has not started: the app should record `clock start` now.
    pub fn clock_due_to_start(&self) -> bool {
        self.stage == super::Stage::Play
            && self.round == 1
            && !self.first_reinforcement_placed
            && !self.clock_started()
            && self.finish.is_none()
    }

    /// Match time elapsed at `now`, pauses excluded.
    pub fn elapsed(&self, now: DateTime<Utc>) -> Duration {
        self.clock.watch.elapsed(now)
    }

    /// True once the announcement minute has passed and the announcement is not made.
    pub fn announce_due(&self, now: DateTime<Utc>) -> bool {
        self.clock_started()
            && self.clock.announced_at.is_none()
            && self.last_round.is_none()
            && self.finish.is_none()
            && self.elapsed(now) >= Duration::minutes(i64::from(self.settings.announce_at_minutes))
    }

    /// True once the match time (100 minutes) is over at `now`.
    pub fn time_up(&self, now: DateTime<Utc>) -> bool {
        self.clock_started()
            && self.elapsed(now) >= Duration::minutes(i64::from(self.settings.match_minutes))
    }

    /// With `clock_checks`: the call needs the clock running and the set minutes of
    /// running time (pauses excluded) gone at `at`.
    fn announce_allowed(&self, at: DateTime<Utc>) -> Result<(), Refusal> {
        if !self.clock_started() {
            return Err(Refusal::ClockNotStarted);
        }
        if self.clock.watch.running_since.is_none() {
            return Err(Refusal::ClockNotRunning);
        }
        let minutes = self.settings.announce_at_minutes;
        let elapsed = self.elapsed(at);
        if elapsed < Duration::minutes(i64::from(minutes)) {
            return Err(Refusal::AnnounceEarly {
                minutes,
                elapsed: u32::try_from(elapsed.num_minutes()).unwrap_or(0),
            });
        }
        Ok(())
    }

    /// The 90-minute call: the round in progress is the third-to-last.
    fn announce(&mut self, at: DateTime<Utc>, action: &Action) -> Result<(), Refusal> {
        // The announcement belongs to a regular round of play.
        if self.stage != super::Stage::Play || self.supplementary.is_some() {
            return Err(self.not_now(action));
        }
        if self.last_round.is_some() {
            return Err(Refusal::AlreadyAnnounced);
        }
        if self.settings.clock_checks {
            self.announce_allowed(at)?;
        }
        self.clock.announced_at = Some(at);
        self.last_round = Some(self.round + 2);
        Ok(())
    }

    pub(super) fn clock_event(
        &mut self,
        event: ClockEvent,
        at: DateTime<Utc>,
        action: &Action,
    ) -> Result<(), Refusal> {
        if self.clock.last_event.is_some_and(|last| at < last) {
            return Err(Refusal::ClockBackwards);
        }
        // The match time runs from the first reinforcement tank (§6).
        let early = self.settings.clock_checks && self.stage != super::Stage::Play;
        let hand = match event {
            ClockEvent::Start if early && !self.clock_started() => {
                return Err(Refusal::ClockStartEarly);
            }
            ClockEvent::Start => Some(Hand::Start),
            ClockEvent::Pause => Some(Hand::Pause),
            ClockEvent::Resume => Some(Hand::Resume),
            ClockEvent::Announce => None,
        };
        match hand {
            Some(hand) => self.clock.watch.wind(hand, at)?,
            None => self.announce(at, action)?,
        }
        self.clock.last_event = Some(at);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use chrono::{Duration, TimeZone, Utc};

    use super::super::{Stage, test_game};
    use crate::engine::log::{Action, ClockEvent, Settings};
    use crate::engine::risiko2v2::refusal::Refusal;

    #[test]
    fn elapsed_time_skips_pauses_and_raises_the_announcement() {
        let mut g = test_game(Settings::default());
        g.stage = Stage::Play;
        g.round = 1;
        assert!(g.clock_due_to_start());
        let t = |m: i64| {
            Utc.with_ymd_and_hms(2026, 1, 15, 20, 0, 0)
                .single()
                .unwrap_or_default()
                + Duration::minutes(m)
        };
        for (event, at) in [
            (ClockEvent::Start, 0),
            (ClockEvent::Pause, 30),
            (ClockEvent::Resume, 40),
        ] {
            let r = g.apply_mut(&Action::Clock { event, at: t(at) });
            assert_eq!(r, Ok(()));
        }
        assert!(!g.clock_due_to_start());
        assert_eq!(g.elapsed(t(100)), Duration::minutes(90));
        assert!(!g.announce_due(t(99)));
        assert!(g.announce_due(t(100)));
        assert!(!g.time_up(t(109)));
        assert!(g.time_up(t(110)));
        let r = g.apply_mut(&Action::Clock {
            event: ClockEvent::Announce,
            at: t(100),
        });
        assert_eq!((r, g.last_round()), (Ok(()), Some(3)));
        assert!(!g.announce_due(t(105)));
    }

    fn at(m: i64) -> chrono::DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 1, 15, 20, 0, 0)
            .single()
            .unwrap_or_default()
            + Duration::minutes(m)
    }

    fn clock(event: ClockEvent, m: i64) -> Action {
        Action::Clock { event, at: at(m) }
    }

    fn checked() -> Settings {
        Settings {
            clock_checks: true,
            ..Settings::default()
        }
    }

    #[test]
    fn with_clock_checks_start_waits_for_the_end_of_the_initial_placement() {
        let mut g = test_game(checked());
        assert_eq!(g.stage, Stage::Placement);
        let r = g.apply_mut(&clock(ClockEvent::Start, 0));
        assert_eq!(r, Err(Refusal::ClockStartEarly));
        g.stage = Stage::Play;
        g.round = 1;
        assert_eq!(g.apply_mut(&clock(ClockEvent::Start, 0)), Ok(()));
        // Without the setting, an old log's early start still replays.
        let mut old = test_game(Settings::default());
        assert_eq!(old.apply_mut(&clock(ClockEvent::Start, 0)), Ok(()));
    }

    #[test]
    fn with_clock_checks_the_call_needs_the_minutes_of_running_clock() {
        let mut g = test_game(checked());
        g.stage = Stage::Play;
        g.round = 1;
        let announce = |m| clock(ClockEvent::Announce, m);
        assert_eq!(g.apply_mut(&announce(0)), Err(Refusal::ClockNotStarted));
        for (event, m) in [(ClockEvent::Start, 0), (ClockEvent::Pause, 50)] {
            assert_eq!(g.apply_mut(&clock(event, m)), Ok(()));
        }
        assert_eq!(g.apply_mut(&announce(200)), Err(Refusal::ClockNotRunning));
        assert_eq!(g.apply_mut(&clock(ClockEvent::Resume, 60)), Ok(()));
        // 50 minutes before the pause, 39 after it: 89, pauses excluded.
        assert_eq!(
            g.apply_mut(&announce(99)),
            Err(Refusal::AnnounceEarly {
                minutes: 90,
                elapsed: 89
            })
        );
        assert_eq!(g.last_round(), None, "a refusal changes nothing");
        assert_eq!(g.apply_mut(&announce(100)), Ok(()));
        assert_eq!(g.last_round(), Some(3));
    }

    #[test]
    fn the_call_follows_the_tournament_minutes() {
        let mut g = test_game(Settings {
            announce_at_minutes: 1,
            ..checked()
        });
        g.stage = Stage::Play;
        g.round = 2;
        assert_eq!(g.apply_mut(&clock(ClockEvent::Start, 0)), Ok(()));
        let early = g.apply_mut(&clock(ClockEvent::Announce, 0));
        assert_eq!(
            early,
            Err(Refusal::AnnounceEarly {
                minutes: 1,
                elapsed: 0
            })
        );
        assert_eq!(g.apply_mut(&clock(ClockEvent::Announce, 1)), Ok(()));
        assert_eq!(g.last_round(), Some(4));
    }

    #[test]
    fn without_clock_checks_an_early_call_replays_as_before() {
        let mut g = test_game(Settings::default());
        g.stage = Stage::Play;
        g.round = 1;
        assert_eq!(g.apply_mut(&clock(ClockEvent::Announce, 0)), Ok(()));
        assert_eq!(g.last_round(), Some(3));
    }
}
