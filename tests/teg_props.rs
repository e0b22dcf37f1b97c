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
//! - no accepted throw or missile crosses a standing pact that binds the attacker
//!   (checked from the pacts' public fields, every kind: countries, continent, frontier,
//!   world, the aggression truce, the condominium);
//! - a hand changes only for the seat that draws, trades or pays a zone penalty, and an
//!   eliminated seat's cards all go to the one who eliminated it;
//! - a refused action leaves the state untouched;
//! - replaying the whole log gives the game played step by step.

#[path = "scenarios/teg_player.rs"]
mod teg_player;

use arbitro::engine::map::{ContinentId, Map, TerritoryId, members, on_map};
use arbitro::engine::teg::{Action, Game, Pact, PactKind, Stage, replay};
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

/// The pact an accepted throw or shot of `a` crossed, if any (§11.2, §13.5, §13.7): one
/// binding the attacker (not broken, or broken by the attacker itself: its notice runs)
/// with the defender as the other party, covering the route.
fn crossed_pact(before: &Game, a: &Action) -> Option<usize> {
    let (seat, from, to, against) = match a {
        Action::Attack {
            seat,
            from,
            to,
            against,
            ..
        }
        | Action::Missile {
            seat,
            from,
            to,
            against,
        } => (*seat, *from, *to, *against),
        _ => return None,
    };
    let defender = against.or_else(|| before.holder(to))?;
    let map = Map::teg_revancha();
    let cont = |t: TerritoryId| map.territory(t).continent.0;
    let covers = |p: &Pact| match p.kind {
        PactKind::Countries => {
            from != to && p.countries.contains(&from) && p.countries.contains(&to)
        }
        PactKind::Continent => p.continents.first() == Some(&cont(from)) && cont(from) == cont(to),
        PactKind::Frontier => {
            let mut pair = [cont(from), cont(to)];
            let mut want = [p.continents[0], p.continents[1]];
            pair.sort_unstable();
            want.sort_unstable();
            pair == want
        }
        PactKind::World | PactKind::Aggression => true,
        PactKind::Condominium => p.countries.first().is_some_and(|c| *c == from || *c == to),
    };
    before
        .pacts()
        .iter()
        .find(|p| {
            p.parties.contains(&seat)
                && p.parties.contains(&defender)
                && p.broken.is_none_or(|(breaker, _)| breaker == seat)
                && covers(p)
        })
        .map(|p| p.id)
}

/// Hands after an accepted action: only the actor's changes (a draw, a trade, a zone
/// penalty), and an elimination hands the loser's cards to the winner whole.
fn hands_follow_the_rules(before: &Game, after: &Game, a: &Action) -> bool {
    let n = before.seat_count() as u8;
    let gone: Vec<u8> = (0..n)
        .filter(|s| after.is_eliminated(*s) && !before.is_eliminated(*s))
        .collect();
    let actor = match a {
        Action::ZoneBreach { offender, .. } => Some(*offender),
        other => other.seat(),
    };
    let mut inherited = 0u128;
    for s in &gone {
        if after.hand(*s) != 0 {
            return false;
        }
        inherited |= before.hand(*s);
    }
    (0..n).filter(|s| !gone.contains(s)).all(|s| {
        let (b, f) = (before.hand(s), after.hand(s));
        let changed_by_action = Some(s) == actor;
        match (
            changed_by_action,
            inherited != 0 && f & inherited == inherited,
        ) {
            (true, _) => true,
            (false, true) => f == b | inherited,
            (false, false) => f == b,
        }
    })
}

/// Pacts of every kind the table may agree now (`countries`, `continent`, `frontier`):
/// the random player proposes only world pacts and alliances, so the properties add the
/// others.
fn more_pacts(game: &Game, rng: &mut Rng) -> Vec<Action> {
    if !matches!(game.stage(), Stage::Turn(_)) || !rng.chance(6) {
        return Vec::new();
    }
    let map = Map::teg_revancha();
    let seat = game.current();
    let n = game.seat_count() as u8;
    let other = (1..n)
        .map(|k| (seat + k) % n)
        .find(|s| !game.is_eliminated(*s))
        .unwrap_or(seat);
    let continents = map.continents().count() as u8;
    let c1 = ContinentId(rng.below(continents as usize) as u8);
    let c2 = ContinentId((c1.0 + 1 + rng.below(continents as usize - 1) as u8) % continents);
    let pact =
        |kind, countries: Vec<TerritoryId>, continent, continents: Vec<ContinentId>| Action::Pact {
            kind,
            parties: [seat, other],
            countries,
            continent,
            continents,
        };
    let mut out = Vec::new();
    let near = members(game.countries_of(seat)).find_map(|t| {
        members(game.neighbour_set(t) & game.countries_of(other))
            .next()
            .map(|u| (t, u))
    });
    if let Some((t, u)) = near {
        out.push(pact(PactKind::Countries, vec![t, u], None, Vec::new()));
    }
    out.push(pact(PactKind::Continent, Vec::new(), Some(c1), Vec::new()));
    out.push(pact(PactKind::Frontier, Vec::new(), None, vec![c1, c2]));
    let k = rng.below(out.len());
    vec![out.swap_remove(k)]
}

/// Now and then a missile shot the engine offers (`missile_choices`): the random player
/// tries shots only behind a throw, so its missiles are bought but rarely fired.
fn a_missile(game: &Game, rng: &mut Rng) -> Option<Action> {
    if !rng.chance(40) {
        return None;
    }
    let shots = game.missile_choices();
    let m = shots.get(rng.below(shots.len()))?;
    Some(Action::Missile {
        seat: game.current(),
        from: m.from,
        to: m.to,
        against: None,
    })
}

/// What a game recorded: each action's kind, a pact by its own kind (`world`, ...), a
/// placement that buys missiles as `missile_bought`.
type Seen = Vec<&'static str>;

fn play_and_check(seed: u64, limit: usize, seats: Option<usize>) -> Result<Seen, TestCaseError> {
    on_map(Map::teg_revancha(), || {
        let mut rng = Rng(seed);
        let mut log = match seats {
            Some(n) => new_table(&mut rng, n),
            None => new_log(&mut rng),
        };
        let mut game = Game::new(&log).expect("setup");
        while !game.finished() && log.actions.len() < limit {
            let mut applied = false;
            let mut list = more_pacts(&game, &mut rng);
            list.extend(a_missile(&game, &mut rng));
            list.extend(candidates(&game, &mut rng));
            for a in list {
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
                        prop_assert_eq!(crossed_pact(&before, &a), None, "{:?}", a);
                        prop_assert!(hands_follow_the_rules(&before, &game, &a), "hands: {:?}", a);
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
        Ok(log
            .actions
            .iter()
            .map(|a| match a {
                Action::Pact { kind, .. } => kind.id(),
                Action::Place { missiles, .. } if !missiles.is_empty() => "missile_bought",
                other => other.kind(),
            })
            .collect())
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
    // Over a few long games the player records situation cards, missiles bought,
    // converted and fired, pacts of every kind, aggression pacts carried out to
    // condominiums, and agrees and breaks zones.
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
        "situation",
        "crisis_rolls",
        "missile_bought",
        "convert",
        "missile",
        "trade",
        "aggression_pact",
        "occupy_condominium",
        "zone_pact",
        "zone_breach",
        "break_pact",
        "countries",
        "continent",
        "frontier",
        "world",
    ] {
        assert!(
            seen.get(kind).copied().unwrap_or(0) > 0,
            "no {kind} in {seen:?}"
        );
    }
}
