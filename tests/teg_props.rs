//! Property tests for T.E.G. La Revancha: random legal games (2 to 6 seats, situation
//! cards, missiles, pacts, trades, international zones, aggression pacts with their joint
//! attacks and condominiums) played through the game's own choices, checking after
//! every action that
//!
//! - armies and missiles on the board change only as the action says (placements add
//!   what they place, a conversion turns 6 armies into a missile, a throw removes the
//!   losses, a missile removes its damage and itself, moves and move-ins change nothing);
//! - no country card is in two hands, and cards enter and leave hands only by a draw, a
//!   trade or a zone penalty;
//! - a condominium's two shares add up to its armies and missiles;
//! - a refused action leaves the state untouched;
//! - replaying the whole log gives the game played step by step.

#[path = "scenarios/teg_player.rs"]
mod teg_player;

use arbitro::engine::map::{Map, on_map};
use arbitro::engine::teg::{Action, Game, replay};
use proptest::prelude::*;
use teg_player::{Rng, candidates, new_log, new_table};

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
            // The losses: whatever both countries lost, never more than 4 in all (one
            // country when co-owners fight inside a condominium).
            let count = |g: &Game| {
                if from == to {
                    i64::from(g.armies_in(*from))
                } else {
                    i64::from(g.armies_in(*from) + g.armies_in(*to))
                }
            };
            let lost = count(before) - count(after);
            if !(1..=4).contains(&lost) {
                return None;
            }
            (-lost, 0)
        }
        _ => (0, 0),
    })
}

/// Cards in all hands: they change only by a draw (+1), a trade (its cards) and a zone
/// penalty (the card named).
fn cards_in_hands(g: &Game) -> i64 {
    (0..g.seat_count() as u8)
        .map(|s| i64::from(g.hand(s).count_ones()))
        .sum()
}

fn expected_cards(a: &Action) -> i64 {
    match a {
        Action::DrawCard { .. } => 1,
        Action::Trade { countries, .. } => -(countries.len() as i64),
        Action::ZoneBreach { card: Some(_), .. } => -1,
        _ => 0,
    }
}

/// Each condominium's shares add up to its armies and missiles, each co-owner keeps an
/// army there (but while a move-in is pending), and nobody holds it alone.
fn condominiums_consistent(g: &Game) -> bool {
    g.condominiums().iter().all(|c| {
        let t = c.country;
        g.armies_in(t) == c.armies[0] + c.armies[1]
            && g.missiles_in(t) == c.missiles[0] + c.missiles[1]
            && (g.occupation().is_some() || c.armies.iter().all(|a| *a >= 1))
            && g.holder(t).is_none()
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

fn play_and_check(
    seed: u64,
    limit: usize,
    seats: Option<usize>,
) -> Result<Vec<&'static str>, TestCaseError> {
    on_map(Map::teg_revancha(), || {
        let mut rng = Rng(seed);
        let mut log = match seats {
            Some(n) => new_table(&mut rng, n),
            None => new_log(&mut rng),
        };
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
                        prop_assert_eq!(
                            cards_in_hands(&game) - cards_in_hands(&before),
                            expected_cards(&a),
                            "cards: {:?}",
                            a
                        );
                        prop_assert!(condominiums_consistent(&game), "condominium: {:?}", a);
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
        Ok(log.actions.iter().map(Action::kind).collect())
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]
    #[test]
    fn random_legal_games_keep_the_rules(seed in any::<u64>()) {
        play_and_check(seed, 800, None)?;
    }
}

#[test]
fn random_games_get_far() {
    // The player reaches rounds with trades, missiles and eliminations, not only setup
    // (six seats: two players often reach 45 countries early).
    let mut long = 0;
    for seed in 0..3 {
        let n = play_and_check(seed, 2_000, Some(6))
            .expect("rules kept")
            .len();
        long += usize::from(n > 300);
    }
    assert!(long >= 2, "only {long} long games");
}

#[test]
fn random_games_make_alliances() {
    // Over a few long games the player records aggression pacts, carries out joint
    // attacks to condominiums, fights over them, and agrees and breaks zones.
    let mut seen = std::collections::BTreeMap::new();
    for seed in 0..6 {
        for kind in
            play_and_check(100 + seed, 3_000, Some(4 + seed as usize % 3)).expect("rules kept")
        {
            *seen.entry(kind).or_insert(0) += 1;
        }
    }
    eprintln!("{seen:?}");
    for kind in [
        "aggression_pact",
        "occupy_condominium",
        "zone_pact",
        "zone_breach",
        "pact",
    ] {
        assert!(
            seen.get(kind).copied().unwrap_or(0) > 0,
            "no {kind} in {seen:?}"
        );
    }
}
