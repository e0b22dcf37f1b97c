//! Seating benchmarks (issue 29): every round of fields of 16 to 60 players seated
//! and proven, round 8 of 500 players, and the 16-player event of 5 rounds. Each
//! field's earlier rounds are seated by `seat_round` itself with random results.
//! Run with `cargo bench --bench seating`; the figures are in docs/PERFORMANCE.md.
//! A name after `--` runs only the benches whose name contains it (criterion's
//! filter), and the one-pass figures printed beside them.

use std::hint::black_box;
use std::time::Instant;

use arbitro::tournament::Seed;
use arbitro::tournament::seating::{Seating, SeatingSettings, Term, seat_round};
use criterion::{Criterion, criterion_group, criterion_main};

// The events are generated where `tests/seating.rs` can seat the same rounds.
#[path = "../tests/seating/bench_event.rs"]
mod bench_event;

use bench_event::{Dice, Event, bench_event, field, play};

fn seat(event: &Event, round: u32, settings: &SeatingSettings) -> Seating {
    let (ranked, history) = &event.rounds[round as usize - 1];
    seat_round(
        black_box(ranked),
        black_box(history),
        settings,
        round,
        Seed(round.into()),
    )
    .unwrap()
}

/// Fields of 16 to 60 players at tables of 4, 5 rounds each, a club for 3
/// players in 4.
const FIELDS: [i64; 7] = [16, 20, 24, 32, 40, 48, 60];
const ROUNDS: u32 = 5;

/// Whether criterion's name filter (the first argument that is not a flag) selects
/// `name`: the one-pass figures are printed only for the benches that run.
fn selected(name: &str) -> bool {
    let mut args = std::env::args().skip(1);
    let mut filter = None;
    while let Some(a) = args.next() {
        if a == "--bench" || a == "--test" {
            continue;
        }
        if a.starts_with("--") {
            // A flag with a value (`--measurement-time 3`).
            args.next();
            continue;
        }
        filter = Some(a);
        break;
    }
    filter.is_none_or(|f| name.contains(&f))
}

fn fields(c: &mut Criterion) {
    let settings = SeatingSettings::default();
    let mut group = c.benchmark_group("seating");
    group.sample_size(10);
    for n in FIELDS {
        let name = format!("every round 1-{ROUNDS} of {n} players");
        if !selected(&format!("seating/{name}")) {
            continue;
        }
        let event = bench_event(n, ROUNDS, &settings);
        // One pass with the clock, to print each round's time and proof.
        for round in 1..=ROUNDS {
            let t = Instant::now();
            let s = seat(&event, round, &settings);
            let ms = t.elapsed().as_secs_f64() * 1e3;
            let verdict = match (s.report.is_proven(), ms < 2000.0) {
                (true, true) => "PROVEN under 2 s",
                (true, false) => "proven, over 2 s",
                (false, _) => "NOT proven (gap given)",
            };
            println!(
                "{n} players, round {round}: {ms:.1} ms, {verdict}; {} repeated pairs; {}",
                s.report.count(Term::Repeats),
                s.report
            );
        }
        group.bench_function(name, |b| {
            b.iter(|| {
                for round in 1..=ROUNDS {
                    seat(&event, round, &settings);
                }
            })
        });
    }
    group.finish();
}

fn five_hundred(c: &mut Criterion) {
    if !selected("seating/round 8 of 500 players at tables of 4") {
        return;
    }
    let settings = SeatingSettings::default();
    let entrants = field(500, 40, &mut Dice(500));
    let event = play(&entrants, 8, &settings, 500);
    let mut group = c.benchmark_group("seating");
    group.sample_size(10);
    group.bench_function("round 8 of 500 players at tables of 4", |b| {
        b.iter(|| seat(&event, 8, &settings))
    });
    group.finish();
    let t = Instant::now();
    let s = seat(&event, 8, &settings);
    println!(
        "500 players, round 8: {:.1} ms; {}",
        t.elapsed().as_secs_f64() * 1e3,
        s.report
    );
}

fn sixteen_over_five(c: &mut Criterion) {
    if !selected("seating/rounds 1-5 of 16 players") {
        return;
    }
    let settings = SeatingSettings::default();
    let entrants = field(16, 0, &mut Dice(16));
    let event = play(&entrants, 5, &settings, 16);
    let repeats: Vec<u64> = (1..=5)
        .map(|r| seat(&event, r, &settings).report.count(Term::Repeats))
        .collect();
    println!("16 players, 5 rounds: repeated pairs per round {repeats:?}");
    let mut group = c.benchmark_group("seating");
    group.sample_size(10);
    group.bench_function("rounds 1-5 of 16 players", |b| {
        b.iter(|| {
            for round in 1..=5 {
                seat(&event, round, &settings);
            }
        })
    });
    group.finish();
}

criterion_group!(benches, fields, five_hundred, sixteen_over_five);
criterion_main!(benches);
