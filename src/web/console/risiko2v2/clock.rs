//! The 2 vs 2 table's times: its turn (a round, a seat and whether the turn is a
//! supplementary one; none in the draft) and its clock (the 90-minute call, the chances
//! of the supplementary turns), which its console gives the shared timing
//! ([`crate::web::console::timing`]).

use crate::engine::Game;
use crate::engine::risiko2v2::Phase;
use crate::web::console::clock::{ClockView, TurnKey, mmss};
use crate::web::console::round_word;
use chrono::{DateTime, Duration, Utc};

/// The turn of a 2 vs 2 game, as it always was: none in the draft (all pick at once)
/// and after the end; the initial placement counts as round 0.
pub fn turn_key(g: &Game) -> Option<TurnKey> {
    match g.phase() {
        Phase::Draft | Phase::Finished => None,
        Phase::InitialPlacement => Some((0, g.current_seat(), false)),
        _ => Some((g.round(), g.current_seat(), g.in_supplementary())),
    }
}

/// The 2 vs 2 clock: the 90-minute call, the chances of the supplementary turns.
pub fn clock(
    g: &Game,
    elapsed: i64,
    turn: Option<(Duration, bool)>,
    now: DateTime<Utc>,
) -> ClockView {
    let settings = g.settings();
    let total = i64::from(settings.match_minutes) * 60;
    let announce_at = i64::from(settings.announce_at_minutes) * 60;
    let running = g.clock().watch.running_since.is_some() && !g.finished();
    let announce_due = g.announce_due(now);
    let can_announce_later = g.clock_started()
        && g.last_round().is_none()
        && !g.in_supplementary()
        && !g.finished()
        && !announce_due;
    ClockView {
        started: g.clock_started(),
        running,
        finished: g.finished(),
        start_offered: !g.clock_started() && g.round() >= 1 && !g.finished(),
        elapsed: mmss(elapsed),
        elapsed_secs: elapsed,
        remaining: mmss(total - elapsed),
        remaining_secs: (total - elapsed).max(0),
        announce_due,
        announce_minutes: settings.announce_at_minutes,
        announce_in: can_announce_later.then_some((announce_at - elapsed).max(0)),
        last_round: g.last_round(),
        last_round_key: "console.last_round_is",
        chances: if g.last_round().is_some() || g.in_supplementary() {
            let mut teams: Vec<&str> = Vec::new();
            for p in g.players() {
                if !teams.contains(&p.team.as_str()) {
                    teams.push(&p.team);
                }
            }
            teams
                .into_iter()
                .map(|t| (t.to_string(), g.chances_left(t)))
                .collect()
        } else {
            Vec::new()
        },
        turn: turn.map(|(d, _)| (mmss(d.num_seconds()), d.num_seconds())),
        turn_running: turn.is_some_and(|(_, r)| r),
        turn_warning: settings.turn_warning_seconds,
        call_event: "announce",
        call_keys: round_word::THIRD_TO_LAST,
        call_last: 0,
        timed: true,
    }
}
