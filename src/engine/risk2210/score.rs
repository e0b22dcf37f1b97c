//! The score after the last year (§8): 1 point per territory controlled, the bonus of
//! every continent and colony controlled, the end-of-game cards; ties broken by energy,
//! then units on the boards; eliminated players last, the later eliminated first.

use serde::Serialize;

use super::Game;
use super::seat_u8;
use crate::engine::log::{Owner, Seat};

/// One seat's score and its parts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
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
}

impl Game {
    /// Every seat's score, best first.
    pub fn scores(&self) -> Vec<SeatScore> {
        let mut rows: Vec<(SeatScore, u32)> = (0..self.seats)
            .map(|s| {
                let seat = seat_u8(s);
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
        out
    }
}
