//! Pairing and standings at the largest size we plan for: 200 teams.
//!
//! Run: `cargo bench --bench tournament`

use std::hint::black_box;

use arbitro::tournament::seating::{Entrant, PlayedTable, SeatingSettings, seat_round};
use arbitro::tournament::{
    MatchResult, PlayerId, PlayerScore, Seed, SideResult, Team, TournamentSettings, pair_round,
    player_standings, team_standings,
};
use criterion::{Criterion, criterion_group, criterion_main};

/// Deterministic scores so every run measures the same tournament.
struct Dice(u64);

impl Dice {
    fn next(&mut self) -> u64 {
        arbitro::engine::seed::splitmix64(&mut self.0)
    }
}

/// `teams` teams in 8 clubs, `rounds` rounds paired by us with random scores.
fn tournament(teams: usize, rounds: u32) -> (Vec<Team>, Vec<MatchResult>) {
    let mut dice = Dice(42);
    let teams: Vec<Team> = (1..=teams as i64)
        .map(|i| Team::new(i, format!("Team {i:03}")).with_club(format!("Club {}", i % 8)))
        .collect();
    let settings = TournamentSettings::default();
    let mut results = Vec::new();
    for round in 1..=rounds {
        let pairing = pair_round(&teams, &results, &settings, round, Seed(dice.next())).unwrap();
        for table in &pairing.tables {
            let sides = table
                .teams
                .iter()
                .map(|t| {
                    let players: Vec<PlayerScore> = (0..2)
                        .map(|k| PlayerScore {
                            player: PlayerId(t.0 * 10 + k),
                            name: format!("Player {}-{k}", t.0),
                            score: (dice.next() % 60) as i64,
                        })
                        .collect();
                    SideResult {
                        team: *t,
                        score: players.iter().map(|p| p.score).sum(),
                        players,
                        forfeited: false,
                    }
                })
                .collect();
            results.push(MatchResult::Played { round, sides });
        }
        if let Some(bye) = pairing.bye {
            results.push(MatchResult::Bye {
                round,
                team: bye.team,
            });
        }
    }
    (teams, results)
}

fn pairing(c: &mut Criterion) {
    let settings = TournamentSettings::default();
    let (teams, results) = tournament(200, 8);
    c.bench_function("pair round 9 of 200 teams", |b| {
        b.iter(|| {
            pair_round(
                black_box(&teams),
                black_box(&results),
                &settings,
                9,
                Seed(7),
            )
        })
    });
    let (odd, odd_results) = tournament(199, 8);
    c.bench_function("pair round 9 of 199 teams (bye)", |b| {
        b.iter(|| {
            pair_round(
                black_box(&odd),
                black_box(&odd_results),
                &settings,
                9,
                Seed(7),
            )
        })
    });
}

fn standings(c: &mut Criterion) {
    let settings = TournamentSettings::default();
    let (teams, results) = tournament(200, 10);
    c.bench_function("team standings 200 teams x 10 rounds", |b| {
        b.iter(|| team_standings(black_box(&teams), black_box(&results), &settings))
    });
    c.bench_function("player standings 200 teams x 10 rounds", |b| {
        b.iter(|| player_standings(black_box(&teams), black_box(&results)))
    });
}

/// 500 players in 40 clubs after 7 rounds seated by `seat_round` itself, random
/// winners; returns the field in standings order and the history.
fn individual_field() -> (Vec<Entrant>, Vec<PlayedTable>) {
    let mut dice = Dice(500);
    let entrants: Vec<Entrant> = (1..=500)
        .map(|i| Entrant {
            player: PlayerId(i),
            name: format!("Player {i:03}"),
            club: Some(format!("Club {}", i % 40)),
            region: None,
            family: None,
        })
        .collect();
    let settings = SeatingSettings::default();
    let mut points = vec![0u64; 501];
    let mut history = Vec::new();
    let mut ranked = entrants.clone();
    for round in 1..=7 {
        let seating = seat_round(&ranked, &history, &settings, round, Seed(round.into())).unwrap();
        for t in &seating.tables {
            let winner = t.players[(dice.next() % t.players.len() as u64) as usize];
            for p in &t.players {
                points[p.0 as usize] += dice.next() % 10 + if *p == winner { 20 } else { 0 };
            }
            history.push(PlayedTable {
                round,
                players: t.players.clone(),
                winner: Some(winner),
            });
        }
        ranked.sort_by_key(|e| (std::cmp::Reverse(points[e.player.0 as usize]), e.player));
    }
    (ranked, history)
}

fn seating(c: &mut Criterion) {
    let settings = SeatingSettings::default();
    let (ranked, history) = individual_field();
    let mut group = c.benchmark_group("seating");
    group.sample_size(10);
    group.bench_function("seat round 8 of 500 players at tables of 4", |b| {
        b.iter(|| {
            seat_round(
                black_box(&ranked),
                black_box(&history),
                &settings,
                8,
                Seed(8),
            )
        })
    });
    group.finish();
    let seating = seat_round(&ranked, &history, &settings, 8, Seed(8)).unwrap();
    println!("round 8 of 500: {}", seating.report);
}

criterion_group!(benches, pairing, standings, seating);
criterion_main!(benches);
