//! Engine benches: one action, a whole ~1,500-action match replayed, the score, and the
//! legal-targets helpers the console calls to offer only legal choices.
//! Classic Risiko: `apply` of one throw and the replay of a ~3,000-action match
//! (`cargo bench --bench engine -- classic`).
//! RisiKo! tournament: the replay of a whole match to its sdadata (or RisiKo!)
//! (`cargo bench --bench engine -- torneo`).
//! Risk 2210 A.D.: the replay of a whole five-year match
//! (`cargo bench --bench engine -- risk2210`).
//! T.E.G. La Revancha: the replay of a whole 6-player match to an objective
//! (`cargo bench --bench engine -- teg`); the alliance offers the T.E.G. panel asks on
//! every render (`cargo bench --bench engine -- teg_offers`).
//! Run: `cargo bench --bench engine` (figures in docs/PERFORMANCE.md).

#[path = "../tests/scenarios/random_player.rs"]
mod random_player;

#[path = "../tests/scenarios/classic_player.rs"]
mod classic_player;

#[path = "../tests/scenarios/torneo_player.rs"]
mod torneo_player;

#[path = "../tests/risk2210/random.rs"]
mod risk2210_player;
#[path = "../tests/scenarios/teg_player.rs"]
mod teg_player;

use std::hint::black_box;

use arbitro::engine::log::{Action, MatchLog};
use arbitro::engine::map::members;
use arbitro::engine::replay_report;
use arbitro::engine::risiko2v2::{Game, replay};
use criterion::{Criterion, criterion_group, criterion_main};

/// A finished random match of about 1,500 actions (draft and placement included).
fn long_match() -> (MatchLog, Game) {
    let mut best: Option<(MatchLog, Game)> = None;
    for seed in 0..200u64 {
        let (log, game) = random_player::play_game(seed, 40 + (seed % 30) as u32, 10_000);
        let n = log.actions.len();
        if game.finished() && (1_400..=1_700).contains(&n) {
            return (log, game);
        }
        if best
            .as_ref()
            .is_none_or(|(b, _)| n.abs_diff(1_500) < b.actions.len().abs_diff(1_500))
        {
            best = Some((log, game));
        }
    }
    best.unwrap_or_else(|| random_player::play_game(1, 50, 10_000))
}

fn benches(c: &mut Criterion) {
    let (log, final_game) = long_match();
    eprintln!(
        "match: {} actions, finished: {}",
        log.actions.len(),
        final_game.finished()
    );

    // A mid-game state and the attack actually played there: of the attacks in the
    // middle third, the one whose attacker holds the most territories (the busiest
    // board for the legal-targets helpers).
    let n = log.actions.len();
    let state_at = |k: usize| {
        replay(&MatchLog {
            actions: log.actions[..k].to_vec(),
            ..log.clone()
        })
        .unwrap_or_else(|_| final_game.clone())
    };
    let k = (n / 3..2 * n / 3)
        .filter(|&i| matches!(log.actions[i], Action::Attack { .. }))
        .max_by_key(|&i| {
            let g = state_at(i);
            members(g.territories_of(g.current_seat())).count()
        })
        .unwrap_or(0);
    let before = state_at(k);
    let action = log.actions[k].clone();

    c.bench_function("apply one attack (copy-on-write apply)", |b| {
        b.iter(|| black_box(&before).apply(black_box(&action)))
    });
    c.bench_function("apply one attack (apply_mut on a copy)", |b| {
        b.iter_batched(
            || before.clone(),
            |mut g| g.apply_mut(black_box(&action)).map(|_| g),
            criterion::BatchSize::SmallInput,
        )
    });
    c.bench_function("replay a full match", |b| {
        b.iter(|| replay(black_box(&log)))
    });
    let text = log.to_json();
    c.bench_function("arbitro replay (parse + replay + JSON)", |b| {
        b.iter(|| replay_report(black_box(&text)))
    });
    c.bench_function("score", |b| b.iter(|| black_box(&final_game).score()));

    // The console's choices for the seat to move, at the same mid-game state: every
    // attack with its most tanks, and per own territory its attack and move targets.
    c.bench_function("legal_attacks (every attack of the seat to move)", |b| {
        b.iter(|| black_box(&before).legal_attacks())
    });
    let own = before.territories_of(before.current_seat());
    eprintln!(
        "mid-game state: {} own territories, {} legal attacks",
        members(own).count(),
        before.legal_attacks().len()
    );
    c.bench_function("legal attack + move targets of every own territory", |b| {
        b.iter(|| {
            members(own)
                .map(|from| {
                    before.legal_attack_targets(black_box(from)).len()
                        + before.legal_move_targets(black_box(from)).len()
                })
                .sum::<usize>()
        })
    });
}

/// A random classic match cut at 3,000 actions (claims and setup placement included, four
/// players, a round limit of 1,000 so nothing ends it first).
fn long_classic_match() -> (
    arbitro::engine::classic::ClassicLog,
    arbitro::engine::classic::Game,
) {
    classic_player::play_game(1, 4, 1_000, 3_000)
}

fn classic_benches(c: &mut Criterion) {
    use arbitro::engine::classic::{self, Action as ClassicAction, ClassicLog};
    let (log, game) = long_classic_match();
    eprintln!(
        "classic match: {} actions, {} seats, finished: {}",
        log.actions.len(),
        log.players.len(),
        game.finished()
    );
    let n = log.actions.len();
    let k = (n / 2..n)
        .find(|&i| matches!(log.actions[i], ClassicAction::Attack { .. }))
        .unwrap_or(0);
    let before = classic::replay(&ClassicLog {
        actions: log.actions[..k].to_vec(),
        ..log.clone()
    })
    .expect("prefix replays");
    let throw = log.actions[k].clone();
    c.bench_function("classic: apply one throw (copy-on-write apply)", |b| {
        b.iter(|| black_box(&before).apply(black_box(&throw)))
    });
    c.bench_function("classic: replay a 3,000-action match", |b| {
        b.iter(|| classic::replay(black_box(&log)))
    });
    let text = log.to_json_pretty();
    c.bench_function("classic: arbitro replay (parse + replay + JSON)", |b| {
        b.iter(|| replay_report(black_box(&text)))
    });
    c.bench_function(
        "classic: choices for the console at a mid-game state",
        |b| b.iter(|| arbitro::engine::table::Table::choices(black_box(&before))),
    );
}

/// The longest of the first 40 random tournament matches (every one ends by the
/// sdadata or a RisiKo!): placement, trades, throws in both forms, the clock, the last
/// rounds and the sdadata rolls.
fn full_torneo_match() -> (
    arbitro::engine::torneo::TorneoLog,
    arbitro::engine::torneo::Game,
) {
    (0..40u64)
        .map(|seed| torneo_player::play_game(seed, 20_000))
        .filter(|(_, g)| g.finished())
        .max_by_key(|(log, _)| log.actions.len())
        .unwrap_or_else(|| torneo_player::play_game(0, 20_000))
}

fn torneo_benches(c: &mut Criterion) {
    use arbitro::engine::torneo;
    let (log, game) = full_torneo_match();
    eprintln!(
        "torneo match: {} actions, {} seats, finished: {:?}",
        log.actions.len(),
        log.players.len(),
        game.finish()
    );
    c.bench_function("torneo: replay a full match", |b| {
        b.iter(|| torneo::replay(black_box(&log)))
    });
    let text = log.to_json_pretty();
    c.bench_function("torneo: arbitro replay (parse + replay + JSON)", |b| {
        b.iter(|| replay_report(black_box(&text)))
    });
    c.bench_function("torneo: table result", |b| {
        b.iter(|| arbitro::engine::table::Table::result(black_box(&game)))
    });
}

/// Of the first 20 random five-player Risk 2210 A.D. matches, each played to the end of
/// year 5 (setup, five biddings, every kind of turn action), the one playing the most
/// kinds of command card (then the longest).
fn risk2210_benches(c: &mut Criterion) {
    use arbitro::engine::risk2210::{self, Action};
    use std::collections::BTreeSet;
    let kinds = |log: &risk2210::R2210Log| -> BTreeSet<String> {
        log.actions
            .iter()
            .filter_map(|a| match a {
                Action::PlayCard { deck, card, .. } => Some(format!("{deck:?}/{card}")),
                _ => None,
            })
            .collect()
    };
    let (log, game) = (0..20u64)
        .map(|seed| risk2210_player::play(5, seed))
        .max_by_key(|(log, _)| (kinds(log).len(), log.actions.len()))
        .unwrap_or_else(|| risk2210_player::play(5, 0));
    let played = log
        .actions
        .iter()
        .filter(|a| matches!(a, Action::PlayCard { .. }))
        .count();
    let years = log
        .actions
        .iter()
        .filter(|a| matches!(a, Action::YearStart { .. }))
        .count();
    eprintln!(
        "risk2210 match: {} actions, 5 seats, {years} years, finished: {}, {played} cards \
         played of {} kinds",
        log.actions.len(),
        game.stage() == risk2210::Stage::Finished,
        kinds(&log).len()
    );
    c.bench_function("risk2210: replay a five-year match", |b| {
        b.iter(|| risk2210::replay(black_box(&log)))
    });
}

/// A full 6-player T.E.G. match: the first of the random player's 6-seat matches that
/// ends on an objective within 3,000 actions (else the longest of them), with situation
/// cards, trades, missiles, pacts, zones, joint attacks and condominiums.
fn full_teg_match() -> (arbitro::engine::teg::TegLog, arbitro::engine::teg::Game) {
    let games: Vec<_> = (0..20u64)
        .map(|seed| teg_player::play_seats(seed, 3_000, 6))
        .collect();
    let won = games.iter().position(|(_, g)| g.winner().is_some());
    let longest = games
        .iter()
        .enumerate()
        .max_by_key(|(_, (log, _))| log.actions.len())
        .map_or(0, |(i, _)| i);
    games
        .into_iter()
        .nth(won.unwrap_or(longest))
        .unwrap_or_else(|| teg_player::play_seats(0, 3_000, 6))
}

fn teg_benches(c: &mut Criterion) {
    use arbitro::engine::map::{Map, on_map};
    use arbitro::engine::teg;
    let (log, game) = on_map(Map::teg_revancha(), full_teg_match);
    let mut kinds = std::collections::BTreeMap::new();
    for a in &log.actions {
        *kinds.entry(a.kind()).or_insert(0) += 1;
    }
    eprintln!(
        "teg match: {} actions, {} seats, round {}, winner: {:?}, {kinds:?}",
        log.actions.len(),
        log.players.len(),
        game.round(),
        game.winner()
    );
    c.bench_function("teg: replay a full match", |b| {
        b.iter(|| teg::replay(black_box(&log)))
    });
    let text = on_map(Map::teg_revancha(), || log.to_json_pretty());
    c.bench_function("teg: arbitro replay (parse + replay + JSON)", |b| {
        b.iter(|| replay_report(black_box(&text)))
    });
}

/// A T.E.G. rule scenario's position after its first `keep` actions.
fn teg_position(scenario: &str, keep: usize) -> arbitro::engine::teg::Game {
    use arbitro::engine::any::AnyLog;
    let v: serde_json::Value = serde_json::from_str(scenario).expect("a scenario");
    let AnyLog::Teg(mut log) = AnyLog::parse(&v["log"].to_string()).expect("a log") else {
        panic!("not a T.E.G. log");
    };
    log.actions.truncate(keep);
    arbitro::engine::teg::replay(&log).expect("it replays")
}

/// The alliance offers (`src/engine/teg/alliance_offers.rs`) on two positions of the rule
/// scenarios: Ana to lead an aggression pact (the seed's, 4 players), and the seed's zone
/// just possible (both parties at 3 trades).
fn teg_offer_benches(c: &mut Criterion) {
    let pact = teg_position(
        include_str!("../tests/scenarios/teg/aggression_joint_attack_makes_a_condominium.json"),
        9,
    );
    let zone = teg_position(
        include_str!("../tests/scenarios/teg/zone_pact_on_tasmania.json"),
        167,
    );
    eprintln!(
        "teg_offers: {} aggression offers (pact position), {} (zone position), {} zones",
        pact.aggression_offers().len(),
        zone.aggression_offers().len(),
        zone.zone_offers().len()
    );
    c.bench_function("teg_offers: aggression pacts (pact position)", |b| {
        b.iter(|| black_box(&pact).aggression_offers())
    });
    c.bench_function("teg_offers: aggression pacts (zone position)", |b| {
        b.iter(|| black_box(&zone).aggression_offers())
    });
    c.bench_function("teg_offers: zones (zone position)", |b| {
        b.iter(|| black_box(&zone).zone_offers())
    });
    c.bench_function("teg_offers: throws", |b| {
        b.iter(|| black_box(&pact).throw_offers())
    });
    c.bench_function("teg_offers: missiles", |b| {
        b.iter(|| black_box(&pact).missile_offers())
    });
    c.bench_function("teg_offers: cancellable pacts", |b| {
        b.iter(|| black_box(&pact).cancellable_pacts())
    });
    c.bench_function("teg_offers: a copy of the game", |b| {
        b.iter(|| black_box(&pact).clone())
    });
}

criterion_group!(
    engine,
    benches,
    classic_benches,
    torneo_benches,
    risk2210_benches,
    teg_benches,
    teg_offer_benches
);
criterion_main!(engine);
