//! Property tests over random legal Risk 2210 A.D. matches played to the end of year 5:
//! MODs and energy change only as the rules say, and a refused action changes nothing.

#[path = "risk2210/random.rs"]
mod random;

use std::collections::BTreeMap;

use arbitro::engine::log::Seat;
use arbitro::engine::map::{Layer, Map, TerritoryId};
use arbitro::engine::risk2210::{Action, CardMods, Deck, Game, Stage, find, replay};
use arbitro::engine::table::Table;

fn total_mods(g: &Game) -> i64 {
    arbitro::engine::map::Map::risk2210()
        .territory_ids()
        .map(|t| i64::from(g.mods(t)))
        .sum()
}

/// The change of (total MODs, each seat's energy) an accepted action may make.
fn check_step(before: &Game, a: &Action, after: &Game) -> Result<(), String> {
    let dm = total_mods(after) - total_mods(before);
    let seats = before.seats_count();
    let de: Vec<i64> = (0..seats)
        .map(|s| i64::from(after.energy(s as u8)) - i64::from(before.energy(s as u8)))
        .collect();
    let started = |g: &Game| {
        g.stage() == Stage::Turn && g.current() != before.current()
            || (before.stage() == Stage::Bidding && g.stage() == Stage::Turn)
    };
    // A new turn brings its player's income: energy, and 1 MOD per station.
    let (turn_mods, turn_energy, new_seat) = if started(after) {
        let s = after.current().expect("a turn");
        let inc = after.income(s);
        (
            i64::from(inc.stations),
            i64::from(inc.territories + inc.regions),
            Some(s),
        )
    } else {
        (0, 0, None)
    };
    let expect_energy = |s: usize, own: i64| -> i64 {
        own + if new_seat == Some(s as u8) {
            turn_energy
        } else {
            0
        }
    };
    let bonus = |s: u8| {
        i64::from(after.captures() >= 3 && before.captures() < 3 && before.current() == Some(s))
    };
    let ok = match a {
        Action::Place { mods, .. } => {
            dm == i64::from(mods.values().sum::<u32>()) && de.iter().all(|&d| d == 0)
        }
        Action::BuyCommander { seat, .. } => dm == 0 && de[usize::from(*seat)] == -3,
        Action::BuyStation { seat, .. } => dm == 0 && de[usize::from(*seat)] == -5,
        Action::BuyCards { seat, decks } => {
            dm == 0 && de[usize::from(*seat)] == -i64::from(decks.values().sum::<u32>())
        }
        Action::YearStart { bids, .. } => {
            (0..seats).all(|s| {
                let bid = bids.get(&(s as u8)).copied().map_or(0, i64::from);
                de[s] == expect_energy(s, -bid)
            }) && dm == turn_mods
        }
        Action::EndTurn { seat } => {
            // Hidden Energy (+4 a sea card held) and Energy Extraction (+7 with the
            // whole Moon) are settled at the end of the turn.
            let cs = before.card_state();
            let mine = before.territories_of(*seat);
            let hidden = cs
                .hidden_energy
                .iter()
                .filter(|t| mine & t.bit() != 0)
                .count() as i64;
            let moon = Map::risk2210().layer(Layer::Moon);
            let extraction = if moon & mine == moon {
                i64::from(cs.extraction)
            } else {
                0
            };
            let settled = 4 * hidden + 7 * extraction;
            dm == turn_mods
                && (0..seats).all(|s| {
                    de[s] == expect_energy(s, if s == usize::from(*seat) { settled } else { 0 })
                })
        }
        Action::Throw { .. } => {
            dm <= 0
                && (0..seats).all(|s| {
                    de[s] == bonus(s as u8) || (after.is_eliminated(s as u8) && de[s] <= 0)
                })
        }
        Action::Invade { .. } => dm == 0 && (0..seats).all(|s| de[s] == bonus(s as u8)),
        Action::Occupy { .. } | Action::Fortify { .. } | Action::Withdraw { .. } => {
            dm == 0 && de.iter().all(|&d| d == 0)
        }
        Action::BonusCard { .. } => dm == 0 && de.iter().all(|&d| d == 0),
        Action::PlayCard {
            seat,
            deck,
            card,
            mods,
            removals,
            ..
        } => card_step(
            before,
            after,
            *seat,
            *deck,
            card,
            mods.as_ref(),
            removals,
            dm,
            &de,
        ),
        Action::ScoutPlace { .. } => dm == 5 && de.iter().all(|&d| d == 0),
        Action::Claim { .. } | Action::PlacePiece { .. } => {
            dm == i64::from(matches!(a, Action::Claim { .. })) && de.iter().all(|&d| d == 0)
        }
        _ => true,
    };
    if ok {
        Ok(())
    } else {
        Err(format!("{a:?}: MODs {dm:+}, energy {de:?}"))
    }
}

/// What a card may change (§10.2): its cost from its player, and its own effect.
#[allow(clippy::too_many_arguments)]
fn card_step(
    before: &Game,
    after: &Game,
    seat: Seat,
    deck: Deck,
    card: &str,
    mods: Option<&CardMods>,
    removals: &BTreeMap<Seat, BTreeMap<TerritoryId, u32>>,
    dm: i64,
    de: &[i64],
) -> bool {
    let cost = i64::from(find(deck, card).map_or(0, |c| c.cost));
    let s = usize::from(seat);
    let out = |x: usize| after.is_eliminated(x as u8);
    // Everyone else's energy stands still (or is lost with an elimination).
    let others_still = |allow: &dyn Fn(usize) -> bool| {
        (0..de.len()).all(|x| x == s || de[x] == 0 || allow(x) || (out(x) && de[x] <= 0))
    };
    let paid = de[s] == -cost || (out(s) && de[s] <= 0);
    match card {
        "assemble_mods" => dm == 3 && paid && others_still(&|_| false),
        "energy_crisis" => dm == 0 && de.iter().sum::<i64>() == 0 && de[s] >= 0,
        "reinforcements" => {
            let n = match mods {
                Some(CardMods::Each(m)) => m.len() as i64,
                _ => 0,
            };
            dm == n && paid && others_still(&|_| false)
        }
        "scout_forces" => (dm == 0 || dm == 5) && paid && others_still(&|_| false),
        "stealth_mods" => (dm == 0 || dm == 3) && paid && others_still(&|_| false),
        "mod_reduction" => {
            let removed: u32 = removals.values().flat_map(|l| l.values()).sum();
            dm == -i64::from(removed) && paid && others_still(&|_| false)
        }
        // Evacuation may hand the invader the third capture's energy.
        "evacuation" => {
            let current = before.current().map_or(usize::MAX, usize::from);
            dm == 0 && paid && others_still(&|x| x == current && de[x] == 1)
        }
        "redeployment"
        | "frequency_jam"
        | "decoys_revealed"
        | "territorial_station"
        | "stealth_station"
        | "hidden_energy"
        | "invade_earth"
        | "energy_extraction"
        | "cease_fire"
        | "colony_influence"
        | "armageddon" => dm == 0 && paid && others_still(&|_| false),
        // Death traps, bombs, strikes: units only destroyed.
        _ => dm <= 0 && paid && others_still(&|_| false),
    }
}

#[test]
fn random_matches_end_after_year_five_and_change_mods_and_energy_only_by_the_rules() {
    let games = std::env::var("R2210_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300);
    for seed in 0..games {
        let players = 2 + (seed as usize % 4);
        let (log, end) = random::play(players, seed);
        assert!(end.finished(), "seed {seed}");
        assert_eq!(end.year(), 5, "seed {seed}");
        let mut g = Game::new(&log).expect("setup");
        for (i, a) in log.actions.iter().enumerate() {
            let before = g.clone();
            g.apply_mut(a)
                .unwrap_or_else(|r| panic!("seed {seed} action {i}: {r:?}"));
            if let Err(e) = check_step(&before, a, &g) {
                panic!("seed {seed} action {i}: {e}");
            }
        }
        assert_eq!(g, replay(&log).expect("replays"), "seed {seed}");
        let result = end.result();
        assert!(result.final_result);
        assert_eq!(result.seats.len(), players);
    }
}

#[test]
fn a_refused_action_changes_nothing() {
    let mut rng = random::Rng::new(7);
    for seed in 0..60 {
        let (log, _) = random::play(3 + (seed as usize % 3), seed);
        let mut g = Game::new(&log).expect("setup");
        for a in &log.actions {
            // Try a wrong action at this point: another seat's action or a repeat.
            let mut wrong = a.clone();
            if let Some(seat) = a.seat() {
                set_seat(&mut wrong, seat.wrapping_add(1 + rng.below(3) as u8) % 5);
            }
            let before = g.clone();
            if g.apply_mut(&wrong).is_err() {
                assert_eq!(
                    g, before,
                    "seed {seed}: a refused {wrong:?} changed the game"
                );
            } else {
                g = before;
            }
            g.apply_mut(a).expect("the recorded action");
        }
    }
}

fn set_seat(a: &mut Action, s: u8) {
    match a {
        Action::Claim { seat, .. }
        | Action::Place { seat, .. }
        | Action::PlacePiece { seat, .. }
        | Action::BuyCommander { seat, .. }
        | Action::BuyStation { seat, .. }
        | Action::BuyCards { seat, .. }
        | Action::PlayCard { seat, .. }
        | Action::Invade { seat, .. }
        | Action::Throw { seat, .. }
        | Action::Withdraw { seat }
        | Action::Occupy { seat, .. }
        | Action::BonusCard { seat, .. }
        | Action::Fortify { seat, .. }
        | Action::ScoutPlace { seat, .. }
        | Action::EndTurn { seat } => *seat = s,
        Action::YearStart { .. }
        | Action::RefereeAdjust { .. }
        | Action::Clock { .. }
        | Action::EndMatch { .. } => {}
    }
}

#[test]
fn random_matches_reach_every_board_and_most_actions() {
    use std::collections::BTreeSet;
    let map = arbitro::engine::map::Map::risk2210();
    let mut kinds = BTreeSet::new();
    let mut layers = BTreeSet::new();
    let mut cards = BTreeSet::new();
    for seed in 0..40 {
        let (log, _) = random::play(2 + (seed as usize % 4), seed);
        for a in &log.actions {
            kinds.insert(a.kind());
            if let Action::PlayCard { card, .. } = a {
                cards.insert(card.clone());
            }
            if let Action::Invade { to, .. } = a {
                layers.insert(format!("{:?}", map.territory(*to).layer));
            }
        }
    }
    for k in [
        "claim",
        "place",
        "place_piece",
        "year_start",
        "buy_commander",
        "buy_station",
        "buy_cards",
        "play_card",
        "invade",
        "throw",
        "withdraw",
        "occupy",
        "bonus_card",
        "fortify",
        "end_turn",
    ] {
        assert!(kinds.contains(k), "no {k} in 40 random matches");
    }
    assert_eq!(
        layers.len(),
        3,
        "invasions on land, sea and Moon: {layers:?}"
    );
    // Command cards of every deck and timing are played (42 kinds, 35 ids).
    assert!(
        cards.len() >= 25,
        "{} card kinds played: {cards:?}",
        cards.len()
    );
}
