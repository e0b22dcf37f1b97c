//! One path for every ruleset: replaying a log (what a restart, a download and upload, an
//! archive import or `arbitro replay` does) and applying its actions one at a time (what
//! the console does) are the same fold of the same `apply`. For random legal matches of
//! each ruleset (2 vs 2, classic, torneo, T.E.G., Risk 2210 A.D., TEG Jr), at random
//! points of the match and at its end:
//!
//! - the log read back from its download replays to the game played action by action
//!   (the same game, `state`, `score` and result);
//! - the next action is said in the same words (the history's sentence, it/en/es);
//! - another action of the match tried there is refused with the same objection (code,
//!   data, the three sentences) by the console and by the replay (at that index), or
//!   accepted by both with the same game; the command line's report says the same.
//!
//! `REPLAY_PROPS_CASES` sets the number of matches per ruleset (default 10).

#[path = "scenarios/classic_player.rs"]
mod classic_player;
#[path = "risk2210/random.rs"]
mod r2210_player;
#[path = "scenarios/random_player.rs"]
mod random_player;
#[path = "scenarios/teg_player.rs"]
mod teg_player;
#[path = "scenarios/tegjr_player.rs"]
mod tegjr_player;
#[path = "scenarios/torneo_player.rs"]
mod torneo_player;

use std::collections::BTreeSet;

use arbitro::engine::any::{AnyAction, AnyGame, AnyLog};
use arbitro::engine::table::Table;
use arbitro::engine::{Lang, replay_report};
use proptest::prelude::*;
use serde_json::Value;

/// A small deterministic stream (splitmix64) choosing the points checked.
struct Points(u64);

impl Points {
    fn below(&mut self, n: usize) -> usize {
        let z = arbitro::engine::seed::splitmix64(&mut self.0);
        (z % n.max(1) as u64) as usize
    }
}

/// The log with its first `n` actions, then `extra` if any.
fn first(log: &AnyLog, n: usize, extra: Option<&AnyAction>) -> AnyLog {
    let (mut out, actions) = log.split();
    for a in actions.into_iter().take(n).chain(extra.cloned()) {
        out.push(a).expect("an action of the log's own ruleset");
    }
    out
}

fn cases() -> u32 {
    std::env::var("REPLAY_PROPS_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10)
}

/// Checks one match; the first difference found, in words.
fn one_path(log: &AnyLog, seed: u64) -> Result<(), String> {
    let text = log.to_json_pretty();
    let read = AnyLog::parse(&text).map_err(|e| format!("the download does not read: {e}"))?;
    if &read != log {
        return Err("the download reads back as another log".into());
    }
    let (setup, actions) = read.split();
    let n = actions.len();
    let mut points = Points(seed);
    let mut checked: BTreeSet<usize> = (0..6).map(|_| points.below(n + 1)).collect();
    checked.insert(n);
    let mut live = AnyGame::replay(&setup).map_err(|s| format!("setup refused: {s}"))?;
    for i in 0..=n {
        if checked.contains(&i) {
            same_at(&read, &actions, i, &live, &mut points)?;
        }
        if let Some(a) = actions.get(i) {
            live.apply_mut(a)
                .map_err(|o| format!("action {i} refused one by one: {o}"))?;
        }
    }
    Ok(())
}

/// After the first `i` actions: the replay of those and the console's game agree.
fn same_at(
    log: &AnyLog,
    actions: &[AnyAction],
    i: usize,
    live: &AnyGame,
    points: &mut Points,
) -> Result<(), String> {
    let replayed = AnyGame::replay(&first(log, i, None))
        .map_err(|s| format!("after {i} actions the replay refuses: {s}"))?;
    if &replayed != live {
        return Err(format!("after {i} actions the replay reaches another game"));
    }
    if replayed.state_json() != live.state_json() || replayed.score_json() != live.score_json() {
        return Err(format!("after {i} actions state or score differ"));
    }
    if replayed.result() != live.result() {
        return Err(format!("after {i} actions the result differs"));
    }
    if let Some(next) = actions.get(i) {
        for lang in Lang::ALL {
            let (a, b) = (replayed.describe(next, lang), live.describe(next, lang));
            if a != b {
                return Err(format!("action {i} is said two ways: {a:?} / {b:?}"));
            }
        }
    }
    if actions.is_empty() {
        return Ok(());
    }
    // Another action of the match, tried here.
    let tried = &actions[points.below(actions.len())];
    let with = first(log, i, Some(tried));
    let (exit, report) = replay_report(&with.to_json_pretty());
    let report: Value = serde_json::from_str(&report).map_err(|e| e.to_string())?;
    match (live.apply(tried), AnyGame::replay(&with)) {
        (Ok(a), Ok(b)) => {
            if a != b {
                return Err(format!("{} accepted at {i}: two games", tried.kind()));
            }
            if exit != 0 || report["state"] != a.state_json() || report["score"] != a.score_json() {
                return Err(format!(
                    "{} accepted at {i}: the report differs",
                    tried.kind()
                ));
            }
        }
        (Err(o), Err(stop)) => {
            if stop.index != Some(i) || stop.objection != o {
                return Err(format!(
                    "{} at {i}: the console says {} ({}), the replay {} at {:?} ({})",
                    tried.kind(),
                    o.code,
                    o.message(Lang::En),
                    stop.objection.code,
                    stop.index,
                    stop.objection.message(Lang::En)
                ));
            }
            let said = [
                ("message", o.message(Lang::It)),
                ("message_en", o.message(Lang::En)),
                ("message_es", o.message(Lang::Es)),
            ];
            let same_words = said.iter().all(|(k, s)| report[*k] == *s);
            if exit != 1 || report["index"] != i || report["code"] != o.code || !same_words {
                return Err(format!(
                    "{} at {i}: the report differs: {report}",
                    tried.kind()
                ));
            }
        }
        (Ok(_), Err(stop)) => {
            return Err(format!(
                "{} at {i}: accepted one by one, the replay refuses {} at {:?}",
                tried.kind(),
                stop.objection.code,
                stop.index
            ));
        }
        (Err(o), Ok(_)) => {
            return Err(format!(
                "{} at {i}: refused one by one ({}), the replay accepts it",
                tried.kind(),
                o.code
            ));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn risiko_2v2_replays_as_it_applies(seed in any::<u64>(), announce in 1u32..40) {
        let (log, _) = random_player::play_game(seed, announce, 1_500);
        one_path(&AnyLog::Risiko2v2(log), seed).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn classic_replays_as_it_applies(seed in any::<u64>(), seats in 2usize..=6, rounds in 2u32..8) {
        let (log, _) = classic_player::play_game(seed, seats, rounds, 2_000);
        one_path(&AnyLog::Classic(log), seed).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn torneo_replays_as_it_applies(seed in any::<u64>()) {
        let (log, _) = torneo_player::play_game(seed, 2_500);
        one_path(&AnyLog::Torneo(log), seed).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn teg_replays_as_it_applies(seed in any::<u64>(), seats in 2usize..=6) {
        let (log, _) = teg_player::play_seats(seed, 1_000, seats);
        one_path(&AnyLog::Teg(log), seed).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn risk2210_replays_as_it_applies(seed in any::<u64>(), players in 2usize..=5) {
        let (log, _) = r2210_player::play(players, seed);
        one_path(&AnyLog::Risk2210(log), seed).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn tegjr_replays_as_it_applies(seed in any::<u64>(), players in 2usize..=4, combined in any::<bool>()) {
        let log = tegjr_player::play_game(players, combined, seed, 1_500);
        one_path(&log, seed).map_err(TestCaseError::fail)?;
    }
}

/// The case of issue 27: Scout Forces played, the territory captured and occupied, then
/// `scout_place` there. Random matches that play it (the random player places a waiting
/// Scout Forces after its occupations) replay as they applied.
#[test]
fn risk2210_matches_with_scout_forces_placed_replay_as_they_applied() {
    let mut found = 0;
    for seed in 0..400 {
        let (log, _) = r2210_player::play(2 + (seed as usize % 4), seed);
        let scouts = log.actions.iter().filter(|a| a.kind() == "scout_place");
        if scouts.count() == 0 {
            continue;
        }
        found += 1;
        if let Err(e) = one_path(&AnyLog::Risk2210(log), seed) {
            panic!("seed {seed}: {e}");
        }
        if found == 3 {
            return;
        }
    }
    assert!(found > 0, "no random match placed a Scout Forces");
}
