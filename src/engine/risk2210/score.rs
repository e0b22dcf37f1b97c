//! The score after the last year (§8): 1 point per territory controlled, the bonus of
//! every continent and colony controlled, the end-of-game cards; ties broken by energy,
//! then units on the boards; eliminated players last, the later eliminated first. Each
//! place gives place points (setting `place_points`, default n − p plus 2 for first;
//! shared places share them), and a winner by conquest adds `conquest_bonus`.

use serde::Serialize;

use super::seat_at;
use super::{Game, Stage};
use crate::engine::place_points;
use crate::engine::seat::{Owner, Seat};

/// One seat's score and its parts.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatScore {
    /// The seat.
    pub seat: Seat,
    /// Place, 1 = first (shared places repeat).
    pub place: u32,
    /// Territories controlled.
    pub territories: u32,
    /// Continent and colony bonuses.
    pub regions: u32,
    /// End-of-game cards.
    pub cards: u32,
    /// The total.
    pub total: u32,
    /// Energy left (first tie-break).
    pub energy: u32,
    /// Units on the boards (second tie-break).
    pub units: u32,
    /// True if out of the match.
    pub eliminated: bool,
    /// Place points (shared places share the points of the places they cover, to one
    /// decimal), plus the conquest bonus for a winner by conquest.
    pub points: f64,
}

impl Game {
    /// Every seat's score, best first.
    pub fn scores(&self) -> Vec<SeatScore> {
        let mut rows: Vec<(SeatScore, u32)> = (0..self.seats)
            .map(|s| {
                let seat = seat_at(s);
                let out = self.eliminated[s];
                let territories = if out.is_some() {
                    0
                } else {
                    self.territories_of(seat).count_ones()
                };
                let regions = if out.is_some() {
                    0
                } else {
                    self.region_bonus(seat)
                };
                let cards = if out.is_some() {
                    0
                } else {
                    self.card_points[s]
                };
                let units = self
                    .map
                    .territory_ids()
                    .filter(|t| self.owner(*t) == Some(Owner::Seat(seat)))
                    .map(|t| self.units(t))
                    .sum();
                let row = SeatScore {
                    seat,
                    place: 0,
                    territories,
                    regions,
                    cards,
                    total: territories + regions + cards,
                    energy: self.energy[s],
                    units,
                    eliminated: out.is_some(),
                    points: 0.0,
                };
                // Alive first; among the eliminated, the later out first.
                (row, out.map_or(u32::MAX, |k| k))
            })
            .collect();
        let key = |r: &(SeatScore, u32)| (r.1, r.0.total, r.0.energy, r.0.units);
        rows.sort_by(|a, b| key(b).cmp(&key(a)).then(a.0.seat.cmp(&b.0.seat)));
        let mut out: Vec<SeatScore> = Vec::new();
        for (i, (mut row, k)) in rows.iter().cloned().enumerate() {
            row.place = match (i, out.last()) {
                (0, _) | (_, None) => 1,
                (_, Some(prev)) if key(&rows[i - 1]) == key(&(row.clone(), k)) => prev.place,
                _ => u32::try_from(i + 1).unwrap_or(u32::MAX),
            };
            out.push(row);
        }
        self.share_points(&mut out);
        out
    }

    /// The winner by conquest: the last player left once the others are eliminated
    /// (§5.7), if the match ended so.
    pub fn conqueror(&self) -> Option<Seat> {
        match self.active().as_slice() {
            [only] if self.stage == Stage::Finished && self.eliminations > 0 => Some(*only),
            _ => None,
        }
    }

    /// Each row's place points: the seats sharing a place share the points of the places
    /// they cover (the mean, to one decimal); the conqueror adds the conquest bonus.
    fn share_points(&self, rows: &mut [SeatScore]) {
        let conqueror = self.conqueror();
        let mut i = 0;
        while i < rows.len() {
            let place = rows[i].place;
            let j = (i..rows.len())
                .find(|&j| rows[j].place != place)
                .unwrap_or(rows.len());
            let shared = place_points::shared(&self.settings.place_points, self.seats, i + 1, j);
            for row in &mut rows[i..j] {
                row.points = shared;
                if conqueror == Some(row.seat) {
                    row.points += f64::from(self.settings.conquest_bonus);
                }
            }
            i = j;
        }
    }
}
