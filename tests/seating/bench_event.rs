//! The synthetic events of `benches/seating.rs`, shared with `tests/seating.rs` so
//! that a test can seat exactly the round a bench figure is about: `n` players (one
//! in four without a club, the others in n ÷ 5 clubs), each round seated by
//! `seat_round` itself with random winners and points.

use arbitro::tournament::seating::{Entrant, PlayedTable, SeatingSettings, seat_round};
use arbitro::tournament::{PlayerId, Seed};

/// A seeded generator for the simulated results (SplitMix64).
pub struct Dice(pub u64);

impl Dice {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// `n` players; one in four has no club, the others are spread over `clubs` clubs.
pub fn field(n: i64, clubs: u64, dice: &mut Dice) -> Vec<Entrant> {
    (1..=n)
        .map(|i| Entrant {
            player: PlayerId(i),
            name: format!("Player {i:03}"),
            club: (clubs > 0 && !dice.next().is_multiple_of(4))
                .then(|| format!("Club {}", dice.next() % clubs)),
            region: None,
            family: None,
        })
        .collect()
}

/// An event: each round's field in standings order with the history before it.
pub struct Event {
    pub rounds: Vec<(Vec<Entrant>, Vec<PlayedTable>)>,
}

/// Seats `rounds` rounds of `entrants` by `seat_round`, random winners and points.
pub fn play(entrants: &[Entrant], rounds: u32, settings: &SeatingSettings, seed: u64) -> Event {
    let mut dice = Dice(seed);
    let mut points = vec![0u64; entrants.len() + 1];
    let mut history = Vec::new();
    let mut ranked = entrants.to_vec();
    let mut out = Vec::new();
    for round in 1..=rounds {
        out.push((ranked.clone(), history.clone()));
        let seating = seat_round(&ranked, &history, settings, round, Seed(round.into())).unwrap();
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
    Event { rounds: out }
}

/// The bench's field of `n` players over `rounds` rounds, default settings.
pub fn bench_event(n: i64, rounds: u32, settings: &SeatingSettings) -> Event {
    let entrants = field(n, (n / 5) as u64, &mut Dice(n as u64));
    play(&entrants, rounds, settings, n as u64)
}
