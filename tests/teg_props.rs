//! Property tests for T.E.G. La Revancha: random legal games (2 to 6 seats, situation
//! cards, missiles, pacts, trades) played through the game's own choices, checking after
//! every action that
//!
//! - armies and missiles on the board change only as the action says (placements add
//!   what they place, a conversion turns 6 armies into a missile, a throw removes the
//!   losses, a missile removes its damage and itself, moves and move-ins change nothing);
//! - no country card is in two hands;
//! - a refused action leaves the state untouched;
//! - replaying the whole log gives the game played step by step.

#[path = "scenarios/teg_player.rs"]
mod teg_player;

use arbitro::engine::map::{Map, on_map};
use arbitro::engine::teg::{Action, Game, replay};
use proptest::prelude::*;
use teg_player::{Rng, candidates, new_log};

fn totals(g: &Game) -> (i64, i64) {
    let m = Map::teg_revancha();
    m.territory_ids().fold((0, 0), |(a, b), t| {
        (
            a + i64::from(g.armies_in(t)),
            b + i64::from(g.missiles_in(t)),
        )
    })
}

/// Armies and missiles an accepted action must add (negative: remove).
fn expected_delta(before: &Game, after: &Game, a: &Action) -> Option<(i64, i64)> {
    Some(match a {
        Action::Place {
            armies, missiles, ..
        } => (
            armies.values().map(|&n| i64::from(n)).sum(),
            missiles.values().map(|&n| i64::from(n)).sum(),
        ),
        Action::Convert { missiles, .. } => (-6 * i64::from(*missiles), i64::from(*missiles)),
        Action::CardBonus { .. } => (3, 0),
        Action::Missile { from, to, .. } => {
            let d = before.distance(*from, *to, 3, &[])?;
            (-(4 - i64::from(d)), -1)
        }
        Action::Attack { from, to, .. } => {
            // The losses: whatever both countries lost, never more than 4 in all.
            let lost = i64::from(before.armies_in(*from) + before.armies_in(*to))
                - i64::from(after.armies_in(*from) + after.armies_in(*to));
            if !(1..=4).contains(&lost) {
                return None;
            }
            (-lost, 0)
        }
        _ => (0, 0),
    })
}

fn hands_disjoint(g: &Game) -> bool {
    let mut seen = 0u128;
    for s in 0..g.seat_count() as u8 {
        if seen & g.hand(s) != 0 {
            return false;
        }
        seen |= g.hand(s);
    }
    true
}

fn play_and_check(seed: u64, limit: usize) -> Result<usize, TestCaseError> {
    on_map(Map::teg_revancha(), || {
        let mut rng = Rng(seed);
        let mut log = new_log(&mut rng);
        let mut game = Game::new(&log).expect("setup");
        while !game.finished() && log.actions.len() < limit {
            let mut applied = false;
            for a in candidates(&game, &mut rng) {
                let before = game.clone();
                match game.apply_mut(&a) {
                    Ok(()) => {
                        let (a0, m0) = totals(&before);
                        let (a1, m1) = totals(&game);
                        let want = expected_delta(&before, &game, &a);
                        prop_assert_eq!(Some((a1 - a0, m1 - m0)), want, "{:?}", a);
                        prop_assert!(hands_disjoint(&game));
                        log.actions.push(a);
                        applied = true;
                        break;
                    }
                    Err(_) => prop_assert!(game == before, "a refusal changed the state: {:?}", a),
                }
            }
            if !applied {
                break;
            }
        }
        let replayed = replay(&log).map_err(|f| TestCaseError::fail(format!("{f:?}")))?;
        prop_assert!(replayed == game, "replay differs");
        Ok(log.actions.len())
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]
    #[test]
    fn random_legal_games_keep_the_rules(seed in any::<u64>()) {
        play_and_check(seed, 800)?;
    }
}

#[test]
fn random_games_get_far() {
    // The player reaches rounds with trades, missiles and eliminations, not only setup.
    let mut long = 0;
    for seed in 0..3 {
        let n = play_and_check(seed, 2_000).expect("rules kept");
        long += usize::from(n > 300);
    }
    assert!(long >= 2, "only {long} long games");
}
