//! The table's ranking and place points (§9): a conqueror first; players still in the
//! game by territories, then armies, then the bonus of the continents they hold (equal
//! players share the place and its points); eliminated players after them, the later
//! eliminated first.

use serde::Serialize;

use super::turns::Finish;
use super::{Game, seat_at};
use crate::engine::map::members;
use crate::engine::place_points;
use crate::engine::seat::Seat;

/// One seat's line of the table result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Ranked {
    /// The seat.
    pub seat: Seat,
    /// The player's name.
    pub name: String,
    /// Place, 1 = first; players sharing a place have the same number.
    pub place: u32,
    /// Place points (shared places share their points, to one decimal).
    pub points: f64,
    /// Territories held.
    pub territories: u32,
    /// Armies on the board.
    pub armies: u32,
    /// Continents held entirely (slugs).
    pub continents: Vec<String>,
    /// Their total bonus.
    pub continent_bonus: u32,
    /// The round the player was eliminated in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub eliminated_round: Option<u32>,
}

/// The `score` JSON: the ranking, best first.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Score {
    /// Every seat, best first.
    pub ranking: Vec<Ranked>,
    /// The winner by conquest, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conqueror: Option<Seat>,
    /// True once the match is over.
    pub finished: bool,
}

impl Game {
    fn line(&self, s: usize) -> Ranked {
        let map = self.map();
        let mask = self.owned[s];
        let held: Vec<_> = map
            .continents()
            .filter(|(_, c)| !c.region && c.territories & !mask == 0)
            .collect();
        Ranked {
            seat: seat_at(s),
            name: self.players[s].name.clone(),
            place: 0,
            points: 0.0,
            territories: mask.count_ones(),
            armies: members(mask).map(|t| self.armies[t.index()]).sum(),
            continents: held.iter().map(|(_, c)| c.slug.clone()).collect(),
            continent_bonus: held.iter().map(|(_, c)| c.bonus).sum(),
            eliminated_round: self.eliminated.round_of(seat_at(s)),
        }
    }

    /// The table's ranking now (final once the match is finished).
    pub fn score(&self) -> Score {
        let conqueror = match self.finish {
            Some(Finish::Conquest { seat }) => Some(seat),
            _ => None,
        };
        let mut lines: Vec<Ranked> = (0..self.seats).map(|s| self.line(s)).collect();
        // Sort key: conqueror, then survivors by territories/armies/bonus, then the
        // eliminated, later eliminated first.
        let key = |r: &Ranked| {
            let alive = r.eliminated_round.is_none();
            (
                conqueror == Some(r.seat),
                alive,
                if alive { r.territories } else { 0 },
                if alive { r.armies } else { 0 },
                if alive { r.continent_bonus } else { 0 },
                self.eliminated.order_of(r.seat),
            )
        };
        lines.sort_by(|a, b| key(b).cmp(&key(a)).then(a.seat.cmp(&b.seat)));
        let mut i = 0;
        while i < lines.len() {
            let k = key(&lines[i]);
            let j = (i..lines.len())
                .find(|&j| key(&lines[j]) != k)
                .unwrap_or(lines.len());
            let points = place_points::shared(&self.settings.place_points, self.seats, i + 1, j);
            for line in &mut lines[i..j] {
                line.place = u32::try_from(i + 1).unwrap_or(u32::MAX);
                line.points = points;
                if conqueror == Some(line.seat) {
                    line.points += f64::from(self.settings.conquest_bonus);
                }
            }
            i = j;
        }
        Score {
            ranking: lines,
            conqueror,
            finished: self.finished(),
        }
    }
}
