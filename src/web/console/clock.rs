//! The times a table watches: the match clock (remaining, paused, the 90-minute call,
//! the last round, chances left) and how long the current turn has lasted.
//!
//! The server is the source of truth. A turn began at the moment the entry that handed
//! the turn over was stored (`entered_at`), so it is found by replaying the effective
//! actions with their entries' times. Once the match clock runs, turn time is match
//! time (pauses do not count); before (the initial placement) it is wall time. Pages
//! render seconds plus `data-*` attributes; `static/clock.js` ticks them between loads.
//!
//! Which turn it is is the ruleset console's word ([`super::ruleset::Console::turn_key`]):
//! the tracker here is given each key, so this module sits below the console trait, and
//! the replay and the clock that ask a console are [`super::ruleset::replay_timed`] and
//! [`super::ruleset::clock_at`] (asked through the registry: [`super::timing`]).

use crate::db::match_entries::EntryRow;
use crate::engine::Seat;
use crate::engine::any::AnyGame;
use crate::engine::table::Table;
use chrono::{DateTime, Duration, Utc};

/// When the current turn began; once the match is over, when it ended (no one is in
/// turn then, and the match clock stops at that moment).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnStart {
    /// Server time of the entry that began it.
    pub at: DateTime<Utc>,
    /// Match time elapsed at that moment (zero before the clock started).
    pub match_elapsed: Duration,
}

/// Which turn it is, as far as timing goes: the round, the seat in turn and whether it
/// is a supplementary turn (see [`super::ruleset::Console::turn_key`]).
pub type TurnKey = (u32, Seat, bool);

/// The effective actions of `entries` with their entry times: each undo cancels the
/// latest action not yet cancelled.
pub fn effective_timed(entries: &[EntryRow]) -> Vec<(&str, i64)> {
    let mut out = Vec::new();
    for e in entries {
        match (e.kind.as_str(), e.action_json.as_deref()) {
            ("action", Some(a)) => out.push((a, e.entered_at)),
            ("undo", _) => {
                out.pop();
            }
            _ => {}
        }
    }
    out
}

/// Which turn it is, and since when: what [`super::ruleset::replay_timed`] finds, kept up
/// to date one action at a time by [`TurnTracker::after`] (recording does that instead of
/// replaying). Each turn's key is the match's console's ([`super::ruleset::Console::turn_key`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnTracker {
    key: Option<TurnKey>,
    /// When the current turn began.
    pub start: Option<TurnStart>,
}

impl TurnTracker {
    /// Before any action, in the turn `key`.
    pub fn new(key: Option<TurnKey>) -> TurnTracker {
        TurnTracker { key, start: None }
    }

    /// After `game` took one more action, stored at `at` (unix seconds), now in the turn
    /// `next`: a new turn begins with that entry when the turn changed, and the entry
    /// that ends the match is when the clock stopped.
    pub fn after(&mut self, next: Option<TurnKey>, game: &AnyGame, at: i64) {
        let ended = game.finished() && self.start.is_none();
        if next != self.key || ended {
            self.key = next;
            let at = DateTime::from_timestamp(at, 0).unwrap_or_default();
            self.start = (next.is_some() || game.finished()).then(|| TurnStart {
                at,
                match_elapsed: game.clock().elapsed(at),
            });
        }
    }
}

/// How long the turn begun at `start` has lasted at `now`, and whether it is counting:
/// wall time until the match clock starts, match time (pauses excluded) from then on.
pub fn turn_length(g: &AnyGame, start: &TurnStart, now: DateTime<Utc>) -> (Duration, bool) {
    if g.finished() {
        return (Duration::zero(), false);
    }
    let clock = g.clock();
    match clock.started_at {
        Some(clock_start) => {
            // A turn begun before the clock (round 1's first) also counts the wait.
            let before = (clock_start - start.at).max(Duration::zero());
            let d = before + clock.elapsed(now) - start.match_elapsed;
            (d.max(Duration::zero()), clock.running_since.is_some())
        }
        None => ((now - start.at).max(Duration::zero()), true),
    }
}

/// The clock as the table sees it.
pub struct ClockView {
    /// `clock start` recorded.
    pub started: bool,
    /// Running: started, not paused, and the match not over.
    pub running: bool,
    /// The match is over: the clock stopped when it ended.
    pub finished: bool,
    /// The referee may start the clock by hand (round 1 on; it starts by itself at the
    /// first reinforcement anyway).
    pub start_offered: bool,
    /// Elapsed match time, "mm:ss".
    pub elapsed: String,
    /// Elapsed match time in seconds.
    pub elapsed_secs: i64,
    /// Remaining match time, "mm:ss" (0 when over).
    pub remaining: String,
    /// Remaining seconds (for `clock.js`).
    pub remaining_secs: i64,
    /// The 90-minute call should be made now.
    pub announce_due: bool,
    /// The tournament's minute of the call (`announce_at_minutes`), for its text.
    pub announce_minutes: u32,
    /// Seconds until the call is due (`clock.js` raises the alert then); `None` once
    /// due, made, or not applicable.
    pub announce_in: Option<i64>,
    /// The last regular round, once announced.
    pub last_round: Option<u32>,
    /// The Fluent key of the words before it ("Ultimo giro:", or "Ultimo anno:" where
    /// the match counts years).
    pub last_round_key: &'static str,
    /// Supplementary chances left per team, once the last round is known.
    pub chances: Vec<(String, u32)>,
    /// The current turn's length, "mm:ss", and in seconds; `None` when no one is in turn.
    pub turn: Option<(String, i64)>,
    /// The turn time counts (it stops while the clock is paused).
    pub turn_running: bool,
    /// The tournament's per-turn warning, in seconds, if set.
    pub turn_warning: Option<u32>,
    /// The `event` word of the time call's `clock` action (`announce` in 2 vs 2, the
    /// ruleset's own word elsewhere, e.g. classic's `last_round`).
    pub call_event: &'static str,
    /// The words of the call's button, question and confirmation.
    pub call_keys: super::round_word::CallKeys,
    /// The last round (or year) the call makes, as the engine says when the call is
    /// tried on a copy of the game (their `$n`); 0 where the words need none (2 vs 2).
    pub call_last: u32,
    /// The match has a time limit (without one there is nothing left to count down).
    pub timed: bool,
}

impl ClockView {
    /// The clock as every API's JSON says it alike (started, running, finished, the last
    /// round, the turn's seconds and whether they count), with the API's own keys (`more`,
    /// an object) beside them. An object's keys are kept sorted (serde_json's map), so
    /// the bytes do not depend on which side a key comes from.
    pub fn json_with(&self, more: serde_json::Value) -> serde_json::Value {
        let mut clock = serde_json::json!({
            "started": self.started,
            "running": self.running,
            "finished": self.finished,
            "last_round": self.last_round,
            "turn_secs": self.turn.as_ref().map(|(_, s)| *s),
            "turn_running": self.turn_running,
        });
        if let (serde_json::Value::Object(clock), serde_json::Value::Object(more)) =
            (&mut clock, more)
        {
            clock.extend(more);
        }
        clock
    }
}

/// "m:ss" (minutes may pass 59: a match lasts 100).
pub fn mmss(secs: i64) -> String {
    let s = secs.max(0);
    format!("{}:{:02}", s / 60, s % 60)
}

/// Match time elapsed at `now`, pauses excluded; once the match is over, at the moment
/// it ended (`end`, the tracker's start after the end), so the clock stands still.
pub fn match_elapsed(g: &AnyGame, end: Option<&TurnStart>, now: DateTime<Utc>) -> Duration {
    match end.filter(|_| g.finished()) {
        Some(end) => end.match_elapsed,
        None => g.clock().elapsed(now),
    }
}

/// The clock of any ruleset, from the shared surface: the limit, the last round and
/// the time call come from the ruleset's [`Table::clock`] and [`Table::clock_due`].
pub fn clock_any(
    g: &AnyGame,
    elapsed: i64,
    turn: Option<(Duration, bool)>,
    now: DateTime<Utc>,
) -> ClockView {
    let c = g.clock();
    let started = c.started_at.is_some();
    let finished = g.finished();
    let total = c.limit_minutes.map(|m| i64::from(m) * 60);
    let due = g.clock_due(now).filter(|e| *e != "start");
    let until_limit = total.map(|t| (t - elapsed).max(0));
    // What the engine will ask for once the limit is reached, so the alert that
    // `clock.js` raises then posts the ruleset's own event word.
    let later = until_limit.and_then(|s| g.clock_due(now + Duration::seconds(s + 1)));
    let can_call_later =
        started && c.last_round.is_none() && !finished && due.is_none() && later.is_some();
    let call_event = due.or(later).unwrap_or("last_round");
    // The engine decides which round the call makes the last (the round in progress in
    // classic, the next in the torneo, a setting's rounds later in T.E.G.): ask it, on a
    // copy of the game, only while the call's box can show (now, or when the limit
    // comes).
    let call_at = if due.is_some() {
        Some(now)
    } else if can_call_later {
        Some(now + Duration::seconds(until_limit.unwrap_or(0) + 1))
    } else {
        None
    };
    let call_last = call_at
        .and_then(|at| g.clock_action(call_event, at))
        .and_then(|a| g.apply(&a).ok())
        .and_then(|after| after.clock().last_round)
        .unwrap_or_else(|| g.round());
    ClockView {
        started,
        running: c.running_since.is_some() && !finished,
        finished,
        start_offered: !started && g.round() >= 1 && !finished,
        elapsed: mmss(elapsed),
        elapsed_secs: elapsed,
        remaining: total.map_or_else(String::new, |t| mmss(t - elapsed)),
        remaining_secs: until_limit.unwrap_or(0),
        announce_due: due.is_some(),
        announce_minutes: c.limit_minutes.unwrap_or(0),
        announce_in: until_limit.filter(|_| can_call_later),
        last_round: c.last_round,
        last_round_key: super::round_word::words(g).last_round_is,
        chances: Vec::new(),
        turn: turn.map(|(d, _)| (mmss(d.num_seconds()), d.num_seconds())),
        turn_running: turn.is_some_and(|(_, r)| r),
        turn_warning: c.turn_warning_seconds,
        call_event,
        call_keys: super::round_word::words(g).call,
        call_last,
        timed: total.is_some(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::web::console::dice_console::tegjr_round_one as game;

    #[test]
    fn an_apis_clock_is_the_shared_keys_and_its_own_as_one_sorted_object() {
        let g = game();
        let c = crate::web::console::timing::clock(&g, None, Utc::now());
        let merged = c.json_with(serde_json::json!({
            "remaining_secs": c.remaining_secs,
            "started": "the API's own word wins",
        }));
        // What the APIs wrote as one literal before the shared keys were split out.
        let literal = serde_json::json!({
            "started": "the API's own word wins",
            "running": c.running,
            "finished": c.finished,
            "remaining_secs": c.remaining_secs,
            "last_round": c.last_round,
            "turn_secs": c.turn.as_ref().map(|(_, s)| *s),
            "turn_running": c.turn_running,
        });
        assert_eq!(merged.to_string(), literal.to_string());
        let keys: Vec<&String> = merged.as_object().unwrap().keys().collect();
        let mut sorted = keys.clone();
        sorted.sort();
        assert_eq!(
            keys, sorted,
            "serialised in key order, whatever side a key came from"
        );
    }
}
