//! Hub benches (issue 30's figures, docs/PERFORMANCE.md "Hub"):
//! - a publish verified, every log replayed (`hub::verify::verify_text`), for a
//!   20-table event (16 players, 5 rounds of four-player tables) of classic tables,
//!   of RisiKo! tournament tables and of the 2 vs 2 example of docs/examples (the
//!   debug figure's event), and for an 80-player event of 5 rounds (100 tables);
//! - the national ranking of ~10,000 people over 1,000 events of 20–80 players
//!   (`tournament::circuit::circuit_standings` as the hub calls it), and the
//!   grouping of the 1,000 events' entries by event as the hub reads them
//!   (`hub::ranking::group`).
//!
//! Run: `cargo bench --bench hub -- --warm-up-time 1 --measurement-time 5`

#[path = "../tests/scenarios/classic_player.rs"]
mod classic_player;
#[path = "../tests/scenarios/torneo_player.rs"]
mod torneo_player;

#[path = "../tests/hub_load/events.rs"]
mod events;

use std::hint::black_box;

use arbitro::hub::event::Payload;
use arbitro::hub::ranking;
use arbitro::hub::server::default_rules;
use arbitro::hub::verify::{verify, verify_text};
use arbitro::tournament::circuit::{CircuitEvent, EventResult, Reach, circuit_standings};
use arbitro::tournament::individual::Points;
use criterion::{Criterion, criterion_group, criterion_main};

/// The hub's tables of a classic event: 12 rounds each, about a two-hour table.
const CLASSIC_ROUNDS: u32 = 12;

fn one_event(people: usize, rounds: usize, pool: &[events::Finished]) -> String {
    let everyone: Vec<usize> = (0..people).collect();
    let payload = events::event(
        &events::Shape {
            id: 1,
            people: &everyone,
            rounds,
            club_of: &|_| "Club Uno".to_owned(),
            with_id: &|p| p % 2 == 0,
            salt: 0,
        },
        pool,
    );
    serde_json::to_string(&payload).expect("payload JSON")
}

/// This thread's CPU time: on a box shared with other builds the wall time
/// criterion reports is an upper bound; the CPU time of one verification is not
/// stretched by the others.
fn cpu_time() -> std::time::Duration {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec for the call to fill.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    std::time::Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

/// Prints what the event holds, checks it verifies, and prints the CPU time of
/// one verification (the median of 5).
fn describe(what: &str, pool: &[events::Finished], text: &str) {
    let actions: usize = pool.iter().map(|f| f.actions).sum();
    let mut cpu: Vec<std::time::Duration> = (0..5)
        .map(|_| {
            let start = cpu_time();
            assert!(verify_text(text).is_ok(), "the event verifies");
            cpu_time() - start
        })
        .collect();
    cpu.sort();
    eprintln!(
        "{what}: {} distinct logs, {} actions on average; payload {} KiB; \
         CPU time of one verification {:.1} ms",
        pool.len(),
        actions / pool.len().max(1),
        text.len() / 1024,
        cpu[2].as_secs_f64() * 1000.0
    );
}

fn verify_benches(c: &mut Criterion) {
    let classic = events::classic_pool(20, CLASSIC_ROUNDS);
    let torneo = events::torneo_pool(20);
    let small = one_event(16, 5, &classic);
    describe("classic, 20 tables", &classic, &small);
    let mut group = c.benchmark_group("hub verify");
    group.sample_size(10);
    group.bench_function("20 classic tables (16 players, 5 rounds)", |b| {
        b.iter(|| verify_text(black_box(&small)).is_ok())
    });
    let small_torneo = one_event(16, 5, &torneo);
    describe("torneo, 20 tables", &torneo, &small_torneo);
    // The same event read straight into the payload's types (one pass over the
    // text instead of a `Value` first), then verified: what a direct read saves.
    group.bench_function("20 classic tables, read directly then verify", |b| {
        b.iter(|| {
            serde_json::from_str::<Payload>(black_box(&small))
                .ok()
                .map(|p| verify(p).is_ok())
        })
    });
    group.bench_function("20 RisiKo! tournament tables (16 players, 5 rounds)", |b| {
        b.iter(|| verify_text(black_box(&small_torneo)).is_ok())
    });
    // The event of the debug figure (tests/hub.rs): 80 players, one round of 20
    // tables, each the 941-action 2 vs 2 match of docs/examples.
    let example = serde_json::from_str(include_str!("../docs/examples/full-match.json"))
        .expect("the example");
    let example = vec![events::finished(example).expect("a finished match")];
    let twenty = one_event(80, 1, &example);
    describe("2 vs 2 example, 20 tables", &example, &twenty);
    group.bench_function(
        "20 tables of the 2 vs 2 example (80 players, 1 round)",
        |b| b.iter(|| verify_text(black_box(&twenty)).is_ok()),
    );
    group.bench_function(
        "20 tables of the 2 vs 2 example, read directly then verify",
        |b| {
            b.iter(|| {
                serde_json::from_str::<Payload>(black_box(&twenty))
                    .ok()
                    .map(|p| verify(p).is_ok())
            })
        },
    );
    let big = one_event(80, 5, &classic);
    describe("classic, 100 tables", &classic, &big);
    group.bench_function("100 classic tables (80 players, 5 rounds)", |b| {
        b.iter(|| verify_text(black_box(&big)).is_ok())
    });
    group.finish();
}

/// 1,000 events of 20–80 players drawn from 10,000 people: club `c`'s events
/// take people of clubs c-1, c and c+1 (100 members each), so most people play
/// about five events at three clubs. Places by a fixed shuffle, scores 0–20.
pub fn national_events() -> Vec<CircuitEvent> {
    let mut state = 0x5eed_u64;
    let mut next = move || {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1);
        (state >> 33) as usize
    };
    let mut events = Vec::new();
    for e in 0..1000usize {
        let club = e / 10;
        let n = 20 + 4 * (next() % 16);
        let mut people: Vec<usize> = Vec::with_capacity(n);
        while people.len() < n {
            let p = (club * 100 + 10_000 - 100 + next() % 300) % 10_000;
            if !people.contains(&p) {
                people.push(p);
            }
        }
        events.push(CircuitEvent {
            id: e as i64 + 1,
            name: format!("Torneo {e}"),
            date: chrono::NaiveDate::from_ymd_opt(2026, 1, 1)
                .unwrap_or_default()
                .checked_add_days(chrono::Days::new((e % 330) as u64))
                .unwrap_or_default(),
            event_type: "Torneo".into(),
            results: people
                .iter()
                .enumerate()
                .map(|(i, &p)| EventResult {
                    player: p as i64 + 1,
                    place: i as u32 + 1,
                    reach: if i == 0 {
                        Reach::Winner
                    } else {
                        Reach::Qualifier
                    },
                    games: 5,
                    score: Points((next() % 21) as i64 * 10_000),
                })
                .collect(),
        });
    }
    events
}

fn ranking_benches(c: &mut Criterion) {
    let rules = default_rules();
    let events = national_events();
    let rows = circuit_standings(&rules, &events).expect("the ranking");
    eprintln!(
        "national ranking: {} events, {} entries, {} people ranked",
        events.len(),
        events.iter().map(|e| e.results.len()).sum::<usize>(),
        rows.len()
    );
    let mut group = c.benchmark_group("hub ranking");
    group.sample_size(10);
    group.bench_function("circuit_standings, 1,000 events, 10,000 people", |b| {
        b.iter(|| circuit_standings(&rules, black_box(&events)).map(|r| r.len()))
    });
    let entries: Vec<ranking::Entry> = events
        .iter()
        .flat_map(|e| {
            e.results.iter().map(|r| ranking::Entry {
                event: e.id,
                person: r.player,
                place: r.place as i32,
                reach: "qualifier".into(),
                games: r.games as i32,
                score: r.score.0,
            })
        })
        .collect();
    let heads: Vec<ranking::Head> = events
        .iter()
        .map(|e| ranking::Head {
            id: e.id,
            name: e.name.clone(),
            date: e.date,
            event_type: e.event_type.clone(),
        })
        .collect();
    group.bench_function("group 1,000 events' entries by event", |b| {
        b.iter(|| ranking::group(black_box(heads.clone()), black_box(entries.clone())).len())
    });
    group.finish();
}

criterion_group!(benches, verify_benches, ranking_benches);
criterion_main!(benches);
