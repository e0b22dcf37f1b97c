//! Property tests for classic Risiko: random legal games (2 to 6 seats) played to the end
//! through the shared `Table::choices` surface, checking after every action that
//!
//! - armies on the board change only as throws (losses), placements (the armies placed)
//!   and occupations/moves (none) say, and trades only add to the armies to place;
//! - the cards in hands plus the deck are always 44;
//! - a refused action leaves the state untouched;
//! - replaying a prefix of the log equals applying its actions step by step.

#[path = "scenarios/classic_player.rs"]
mod classic_player;

use arbitro::engine::classic::{Action, ClassicLog, Game, losses_from_faces, replay};
use arbitro::engine::map::Map;
use arbitro::engine::table::Table;
use classic_player::{Rng, choose, new_log};
use proptest::prelude::*;

fn board_total(game: &Game) -> u32 {
    Map::risiko().territory_ids().map(|t| game.armies(t)).sum()
}

fn hands_and_deck(game: &Game) -> u32 {
    (0..game.seat_count() as u8)
        .map(|s| game.cards(s))
        .sum::<u32>()
        + game.deck()
}

/// What an accepted action must do to the armies on the board.
fn board_delta(action: &Action) -> i64 {
    match action {
        Action::Place { tanks, neutral, .. } => tanks
            .values()
            .chain(neutral.values())
            .map(|&n| i64::from(n))
            .sum(),
        Action::Claim { .. } => 1,
        Action::Attack {
            attacker,
            defender,
            losses,
            ..
        } => match (attacker, defender, losses) {
            (Some(a), Some(d), _) => {
                let (la, ld) = losses_from_faces(a, d);
                -i64::from(la + ld)
            }
            (_, _, Some([la, ld])) => -i64::from(la + ld),
            _ => 0,
        },
        _ => 0,
    }
}

/// A random, probably illegal, variation of a legal action.
fn mutate(action: &Action, rng: &mut Rng) -> Action {
    let map = Map::risiko();
    let any_t = |rng: &mut Rng| {
        map.territory_ids()
            .nth(rng.below(42))
            .unwrap_or_else(|| unreachable!())
    };
    let mut a = action.clone();
    match &mut a {
        Action::Place { tanks, .. } => {
            tanks.insert(any_t(rng), 1 + rng.below(5) as u32);
        }
        Action::Attack { to, dice, .. } => {
            *to = any_t(rng);
            if let Some(d) = dice {
                d[0] += 1;
            }
        }
        Action::Occupy { tanks, .. } => *tanks = rng.below(30) as u32,
        Action::Move { tanks, .. } => *tanks += rng.below(10) as u32,
        Action::EndTurn { seat } | Action::Claim { seat, .. } | Action::Trade { seat, .. } => {
            *seat = (*seat + 1) % 6;
        }
        _ => {}
    }
    a
}

fn play_checked(seed: u64, seats: usize, rounds: u32) {
    let mut rng = Rng(seed ^ 0x0C1A_551C);
    let mut log = new_log(seed, seats, rounds);
    let mut game = Game::new(&log).expect("valid setup");
    let mut states = vec![game.clone()];
    while !game.finished() && log.actions.len() < 6_000 {
        let Some(action) = choose(&game, &mut rng) else {
            break;
        };
        // A variation: if refused, nothing may change.
        let wrong = mutate(&action, &mut rng);
        let mut probe = game.clone();
        if probe.apply_mut(&wrong).is_err() {
            assert_eq!(probe, game, "refused {wrong:?} changed the state");
        }
        let before_board = i64::from(board_total(&game));
        let before_unplaced = game.unplaced();
        game.apply_mut(&action)
            .unwrap_or_else(|r| panic!("legal action refused: {r:?} for {action:?}"));
        let after_board = i64::from(board_total(&game));
        assert_eq!(
            after_board - before_board,
            board_delta(&action),
            "{action:?}"
        );
        if let Action::Trade { .. } = action {
            assert!(
                game.unplaced().0 > before_unplaced.0,
                "a trade adds armies to place"
            );
        }
        assert_eq!(hands_and_deck(&game), 44);
        log.actions.push(action);
        states.push(game.clone());
    }
    assert!(
        game.finished() || log.actions.len() >= 6_000,
        "stuck: {:?}",
        game.choices()
    );
    // Replaying a prefix equals applying step by step.
    for k in [rng.below(log.actions.len() + 1), log.actions.len()] {
        let prefix = ClassicLog {
            actions: log.actions[..k].to_vec(),
            ..log.clone()
        };
        let replayed = replay(&prefix).expect("the prefix replays");
        assert_eq!(replayed, states[k], "prefix of {k} actions");
    }
    // The ranking lists every seat once, places from 1.
    let score = game.score();
    assert_eq!(score.ranking.len(), seats);
    assert_eq!(score.ranking[0].place, 1);
}

fn cases(n: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(n)
}

/// The random games' seeds split in two halves: each half is its own test with half
/// the cases, so the two test threads share the games instead of one of them idling
/// while the other plays every game (docs/TESTING.md).
const HALF: u64 = u64::MAX / 2;

proptest! {
    #![proptest_config(ProptestConfig { failure_persistence: None, cases: cases(500), ..ProptestConfig::default() })]

    #[test]
    fn random_classic_games_keep_every_invariant_low_seeds(seed in 0..HALF, seats in 2usize..=6, rounds in 3u32..25) {
        play_checked(seed, seats, rounds);
    }

    #[test]
    fn random_classic_games_keep_every_invariant_high_seeds(seed in HALF.., seats in 2usize..=6, rounds in 3u32..25) {
        play_checked(seed, seats, rounds);
    }
}

#[test]
fn long_games_reach_world_conquest_or_the_round_limit() {
    for seed in 0..20u64 {
        let (log, game) = classic_player::play_game(seed, 3 + (seed % 3) as usize, 200, 20_000);
        assert!(
            game.finished(),
            "seed {seed}: {} actions",
            log.actions.len()
        );
    }
}
