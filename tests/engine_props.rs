//! Property tests: random legal games played to the end, with the invariants checked
//! after every action, and random (mostly illegal) actions that must leave the state
//! untouched when refused. `PROPTEST_CASES` sets the number of games (default 256).

#[path = "scenarios/random_player.rs"]
mod random_player;

use std::collections::BTreeMap;

use arbitro::engine::log::{Action, ClockEvent, MatchLog};
use arbitro::engine::map::{Map, TerritoryId};
use arbitro::engine::risiko2v2::{Game, Phase, replay};
use chrono::Duration;
use proptest::prelude::*;
use random_player::{RandomPlayer, new_log};

const DECK: u32 = 44;

fn board_total(g: &Game) -> u32 {
    Map::risiko().territory_ids().map(|t| g.tanks(t)).sum()
}

/// Everything that must hold after any action.
fn check_invariants(g: &Game) {
    let map = Map::risiko();
    let cards: u32 = (0..4).map(|s| g.cards(s)).sum();
    assert_eq!(cards + g.deck(), DECK, "cards + deck");
    if g.phase() == Phase::Draft {
        return;
    }
    let pending = g.pending_occupation().map(|p| p.to);
    for t in map.territory_ids() {
        assert!(g.owner(t).is_some(), "{t} has no owner");
        if Some(t) != pending {
            assert!(g.tanks(t) >= 1, "{t} has {} tanks", g.tanks(t));
        }
    }
    for s in 0..4u8 {
        assert!(
            g.on_board(s) <= g.cap(s),
            "seat {s}: {} over cap {}",
            g.on_board(s),
            g.cap(s)
        );
        if g.is_eliminated(s) {
            assert_eq!(g.territories_of(s), 0);
            assert_eq!(g.cards(s), 0);
        }
    }
}

/// How the tanks on the board may change with an action.
fn expected_board_change(before: &Game, action: &Action) -> i64 {
    match action {
        Action::Place { tanks, .. } => tanks.values().map(|n| i64::from(*n)).sum(),
        Action::Attack {
            from: _, to, tanks, ..
        } => {
            let (a, d) = arbitro::engine::risiko2v2::attack_losses(*tanks, before.tanks(*to));
            -i64::from(a + d)
        }
        Action::CapViolation { remove, .. } => -remove.values().map(|n| i64::from(*n)).sum::<i64>(),
        _ => 0,
    }
}

/// A random action, usually illegal.
fn random_action(p: &mut RandomPlayer) -> Action {
    let seat = p.below(5) as u8;
    let t = |p: &mut RandomPlayer| TerritoryId(p.below(42) as u8);
    let n = |p: &mut RandomPlayer| p.below(7) as u32;
    let map = |p: &mut RandomPlayer| {
        let mut m = BTreeMap::new();
        for _ in 0..p.below(4) {
            m.insert(t(p), n(p));
        }
        m
    };
    let at = p.now + Duration::seconds(p.below(600) as i64 - 300);
    match p.below(14) {
        0 => Action::DraftPick {
            seat,
            territory: t(p),
        },
        1 => Action::Place {
            seat,
            tanks: map(p),
        },
        2 => Action::Declare {
            seat,
            tanks: n(p) * 3,
        },
        3 => Action::Trade { seat, sets: n(p) },
        4 => Action::Attack {
            seat,
            from: t(p),
            to: t(p),
            tanks: n(p),
        },
        5 => Action::Occupy { seat, tanks: n(p) },
        6 => Action::Move {
            seat,
            from: t(p),
            to: t(p),
            tanks: n(p),
        },
        7 => Action::RenounceBonus { seat },
        8 => Action::EndTurn { seat },
        9 => Action::PlayChance { seat },
        10 => Action::Pass { seat },
        11 => Action::CapViolation {
            seat,
            found_on_board: 100 + n(p) * 5,
            remove: map(p),
        },
        12 => {
            let event = [
                ClockEvent::Start,
                ClockEvent::Pause,
                ClockEvent::Resume,
                ClockEvent::Announce,
            ][p.below(4) as usize];
            Action::Clock { event, at }
        }
        _ => Action::EndMatch {
            reason: "test".into(),
            forfeit: None,
        },
    }
}

/// Near misses of a legal action: one tank more or less, another seat. They probe the
/// edges of every rule (allowance, occupation range, attack size, garrison, cap).
fn near_misses(action: &Action) -> Vec<Action> {
    let mut out = Vec::new();
    let mut bump = |a: &Action, d: i64| {
        let f = |n: u32| u32::try_from(i64::from(n) + d).unwrap_or(0);
        let mut b = a.clone();
        match &mut b {
            Action::Place { tanks, .. } | Action::CapViolation { remove: tanks, .. } => {
                if let Some(n) = tanks.values_mut().next() {
                    *n = f(*n);
                }
            }
            Action::Declare { tanks, .. }
            | Action::Attack { tanks, .. }
            | Action::Occupy { tanks, .. }
            | Action::Move { tanks, .. } => *tanks = f(*tanks),
            Action::Trade { sets, .. } => *sets = f(*sets),
            _ => return,
        }
        out.push(b);
    };
    bump(action, 1);
    bump(action, -1);
    if let Some(seat) = action.seat() {
        let mut other = serde_json::to_value(action).unwrap_or_default();
        other["seat"] = serde_json::json!((seat + 1) % 4);
        if let Ok(a) = serde_json::from_value(other) {
            out.push(a);
        }
    }
    out
}

fn play_checked(seed: u64, announce_round: u32) {
    let mut log: MatchLog = new_log(seed);
    let mut game = Game::new(&log).expect("setup");
    let mut player = RandomPlayer::new(seed ^ 0xA5A5, announce_round);
    let mut chaos = RandomPlayer::new(seed ^ 0x1234, 0);
    let cut = 50 + (seed % 400) as usize;
    let mut at_cut: Option<Game> = None;
    check_invariants(&game);
    for _ in 0..20_000 {
        // A random action: refused ones must leave the state exactly as it was.
        chaos.now = player.now;
        let wild = random_action(&mut chaos);
        if !matches!(wild, Action::EndMatch { .. }) {
            let mut probe = game.clone();
            if probe.apply_mut(&wild).is_err() {
                assert_eq!(probe, game, "refused {wild:?} changed the state");
            } else {
                check_invariants(&probe);
            }
        }
        let Some(action) = player.action(&game) else {
            break;
        };
        for wild in near_misses(&action) {
            let mut probe = game.clone();
            match probe.apply_mut(&wild) {
                Err(_) => assert_eq!(probe, game, "refused near miss {wild:?} changed the state"),
                Ok(()) => check_invariants(&probe),
            }
        }
        if let Err(r) = game.apply_mut(&action) {
            panic!("legal {action:?} refused: {} {r}", r.code());
        }
        log.actions.push(action.clone());
        check_invariants(&game);
        if log.actions.len() == cut {
            at_cut = Some(game.clone());
        }
    }
    assert!(game.finished(), "the game did not end");
    // Replaying the log gives the state reached step by step, and so does a prefix.
    assert_eq!(replay(&log).expect("replay"), game);
    if let Some(mid) = at_cut {
        let prefix = MatchLog {
            actions: log.actions[..cut].to_vec(),
            ..log.clone()
        };
        assert_eq!(replay(&prefix).expect("prefix replay"), mid);
    }
    let text = log.to_json();
    assert_eq!(MatchLog::parse(&text).expect("reparse"), log);
}

/// The board total changes exactly as the rules say, action by action.
fn board_changes_by_rule(seed: u64) {
    let mut game = Game::new(&new_log(seed)).expect("setup");
    let mut player = RandomPlayer::new(seed, 4);
    while let Some(action) = player.action(&game) {
        let before = game.clone();
        let was_draft = before.phase() == Phase::Draft;
        game.apply_mut(&action).expect("legal");
        if was_draft {
            continue;
        }
        let change = i64::from(board_total(&game)) - i64::from(board_total(&before));
        assert_eq!(
            change,
            expected_board_change(&before, &action),
            "{action:?}"
        );
    }
}

/// Games per property: `PROPTEST_CASES`, or a modest default so debug `cargo test` is fast.
fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The random games' seeds split in two halves: each half is its own test with half
/// the cases, so the two test threads share the games instead of one of them idling
/// while the other plays every game (docs/TESTING.md).
const HALF: u64 = u64::MAX / 2;

proptest! {
    #![proptest_config(ProptestConfig { failure_persistence: None, cases: cases(100), ..ProptestConfig::default() })]

    #[test]
    fn random_legal_games_keep_every_invariant_low_seeds(seed in 0..HALF, announce in 3u32..30) {
        play_checked(seed, announce);
    }

    #[test]
    fn random_legal_games_keep_every_invariant_high_seeds(seed in HALF.., announce in 3u32..30) {
        play_checked(seed, announce);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { failure_persistence: None, cases: cases(200), ..ProptestConfig::default() })]

    #[test]
    fn tanks_on_board_change_only_as_the_rules_say(seed in any::<u64>()) {
        board_changes_by_rule(seed);
    }
}
