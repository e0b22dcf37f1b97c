//! Property tests for the RisiKo! tournament match: random legal games (3 to 5 seats,
//! short clocks, low caps, secret objectives) played to the end — the sdadata, a
//! RisiKo!, or one player left — through the shared `Table::choices` surface, checking
//! after every action that
//!
//! - armies on the board change only as the rules say: placements add what they place,
//!   throws take off their losses, cap violations take off what they remove, nothing
//!   else changes the total;
//! - no seat passes the cap where the engine keeps it;
//! - cards in hands, deck and discard pile are always 44 once play has begun;
//! - no player's table points exceed 86, and in + out over the table is 164;
//! - a refused action leaves the state untouched;
//! - replaying a prefix of the log equals applying its actions step by step.

#[path = "scenarios/torneo_player.rs"]
mod torneo_player;

use arbitro::engine::classic::losses_from_faces;
use arbitro::engine::map::Map;
use arbitro::engine::table::Table;
use arbitro::engine::torneo::{
    Action, BOARD_POINTS, CapCheck, Game, OBJECTIVE_POINTS, TorneoLog, replay,
};
use proptest::prelude::*;
use torneo_player::{Rng, choose, new_log, reveals};

fn board_total(game: &Game) -> i64 {
    Map::risiko()
        .territory_ids()
        .map(|t| i64::from(game.armies(t)))
        .sum()
}

fn cards_total(game: &Game) -> u32 {
    (0..game.seat_count() as u8)
        .map(|s| game.cards(s))
        .sum::<u32>()
        + game.deck()
        + game.discards()
}

/// What an accepted action must do to the armies on the board.
fn board_delta(action: &Action) -> i64 {
    match action {
        Action::Place { tanks, .. } => tanks.values().map(|&n| i64::from(n)).sum(),
        Action::Attack { dice, losses, .. } => match (dice, losses) {
            (Some(f), _) => {
                let (la, ld) = losses_from_faces(&f.attacker, &f.defender);
                -i64::from(la + ld)
            }
            (_, Some(l)) => -i64::from(l.attacker + l.defender),
            _ => 0,
        },
        Action::CapViolation { remove, .. } => -remove.values().map(|&n| i64::from(n)).sum::<i64>(),
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
        Action::Attack {
            to,
            attacker_dice,
            dice,
            ..
        } => {
            if rng.chance(50) {
                *to = any_t(rng);
            } else if let Some(d) = attacker_dice {
                *d = d.saturating_sub(1);
            } else if let Some(f) = dice {
                f.defender.pop();
            }
        }
        Action::Occupy { tanks, .. } => *tanks = rng.below(30) as u32,
        Action::Move { tanks, .. } => *tanks += rng.below(10) as u32,
        Action::Sdadata { dice, .. } => dice[0] += 6,
        Action::EndTurn { seat } | Action::Trade { seat, .. } => *seat = (*seat + 1) % 5,
        _ => {}
    }
    a
}

fn play_checked(seed: u64) {
    let mut rng = Rng(seed ^ 0x0070_12E0);
    let mut log = new_log(seed);
    let mut game = Game::new(&log).expect("valid setup");
    let mut states = vec![game.clone()];
    let refuse_cap = game.settings().cap_check == CapCheck::Refuse;
    let cap = game.settings().tank_cap;
    while !game.finished() && log.actions.len() < 8_000 {
        let Some(action) = choose(&game, &mut rng, log.actions.len()) else {
            break;
        };
        let wrong = mutate(&action, &mut rng);
        let mut probe = game.clone();
        if probe.apply_mut(&wrong).is_err() {
            assert_eq!(probe, game, "refused {wrong:?} changed the state");
        }
        let before = board_total(&game);
        game.apply_mut(&action)
            .unwrap_or_else(|r| panic!("legal action refused: {r:?} for {action:?}"));
        assert_eq!(
            board_total(&game) - before,
            board_delta(&action),
            "{action:?}"
        );
        if game.round() > 0 {
            assert_eq!(cards_total(&game), 44);
        }
        if refuse_cap {
            for s in 0..game.seat_count() as u8 {
                assert!(game.on_board(s) <= cap, "seat {s} over the cap");
            }
        }
        log.actions.push(action);
        states.push(game.clone());
    }
    assert!(
        game.finished(),
        "stuck after {} actions: {:?}",
        log.actions.len(),
        game.choices()
    );
    for action in reveals(&log, &game) {
        game.apply_mut(&action).expect("reveal after the end");
        log.actions.push(action);
        states.push(game.clone());
    }
    let score = game.score();
    assert_eq!(score.check, BOARD_POINTS);
    for r in &score.ranking {
        assert!(r.in_objective <= OBJECTIVE_POINTS, "{r:?}");
    }
    let result = game.result();
    assert!(result.final_result, "every objective is known at the end");
    let mut places: Vec<u32> = result.seats.iter().map(|s| s.place).collect();
    places.sort_unstable();
    assert_eq!(
        places,
        (1..=game.seat_count() as u32).collect::<Vec<_>>(),
        "one winner, no shared place"
    );
    for k in [rng.below(log.actions.len() + 1), log.actions.len()] {
        let prefix = TorneoLog {
            actions: log.actions[..k].to_vec(),
            ..log.clone()
        };
        assert_eq!(
            replay(&prefix).expect("the prefix replays"),
            states[k],
            "prefix of {k}"
        );
    }
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
    #![proptest_config(ProptestConfig { failure_persistence: None, cases: cases(300), ..ProptestConfig::default() })]

    #[test]
    fn random_tournament_games_keep_every_invariant_low_seeds(seed in 0..HALF) {
        play_checked(seed);
    }

    #[test]
    fn random_tournament_games_keep_every_invariant_high_seeds(seed in HALF..) {
        play_checked(seed);
    }
}

#[test]
fn games_end_by_sdadata_risiko_or_one_left() {
    let mut kinds = std::collections::BTreeSet::new();
    for seed in 0..60u64 {
        let (log, game) = torneo_player::play_game(seed, 20_000);
        assert!(
            game.finished(),
            "seed {seed}: {} actions",
            log.actions.len()
        );
        let finish = game.state_json()["finish_reason"]["kind"].clone();
        kinds.insert(finish.as_str().unwrap_or_default().to_string());
    }
    assert!(kinds.contains("sdadata"), "{kinds:?}");
}

/// Everything `Table::choices` offers is accepted: every attack with the most dice and
/// each outcome of the throw, the fewest and the most armies to move in, every move with
/// its most armies, the placement, the end of the turn — along whole random games.
#[test]
fn every_choice_offered_is_accepted() {
    use arbitro::engine::table::throw_outcomes;
    use arbitro::engine::torneo::Losses;
    use std::collections::BTreeMap;
    let mut offered = 0;
    for seed in 0..12u64 {
        let (log, _) = torneo_player::play_game(seed, 20_000);
        let mut game = Game::new(&log).expect("setup");
        for action in &log.actions {
            let c = game.choices();
            if let Some(seat) = c.seat {
                let mut tries: Vec<Action> = Vec::new();
                for a in &c.attacks {
                    for (la, ld) in throw_outcomes(a.attacker_max, a.defender_max) {
                        tries.push(Action::Attack {
                            seat,
                            from: a.from,
                            to: a.to,
                            dice: None,
                            attacker_dice: Some(a.attacker_max),
                            losses: Some(Losses {
                                attacker: la,
                                defender: ld,
                            }),
                        });
                    }
                }
                if let Some(o) = c.occupy {
                    tries.push(Action::Occupy { seat, tanks: o.min });
                    tries.push(Action::Occupy { seat, tanks: o.max });
                }
                for m in &c.moves {
                    tries.push(Action::Move {
                        seat,
                        from: m.from,
                        to: m.to,
                        tanks: m.max,
                    });
                }
                if c.place_armies > 0 {
                    tries.push(Action::Place {
                        seat,
                        tanks: BTreeMap::from([(c.place_on[0], c.place_armies)]),
                    });
                }
                if c.end_turn {
                    tries.push(Action::EndTurn { seat });
                }
                for t in tries {
                    game.apply(&t)
                        .unwrap_or_else(|r| panic!("offered {t:?} refused: {r:?}"));
                    offered += 1;
                }
            }
            game.apply_mut(action).expect("the log replays");
        }
    }
    assert!(offered > 1_000, "only {offered} choices tried");
}
