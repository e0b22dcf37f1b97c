//! Ranking formulas as data: from a table's result to each player's ranking
//! points, as `RULES-risiko-torneo.md` §9 states them (and the classic default of
//! `RULES-risiko-classic.md` §9). Stored in tournament settings as JSON, e.g.
//! `{"kind": "spartac"}` or `{"kind": "place_points", "points": {"4": [5, 2, 1, 0]}}`.
//!
//! Terms: P is a player's table points truncated to an integer (GestioneTorneo
//! truncates, so tie-break decimals vanish), a RisiKo! entered as P = 100; W is
//! the winner's P; the winner is the player placed 1st ("+25 each" branches apply
//! only when two share the 1st place). "Table of 5" counts a ghost seat.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::outcome::{SeatOutcome, TableOutcome};
use super::points::Points;
use super::standings::Tiebreak;

/// A ranking formula.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Formula {
    /// Place points by table size. Default: n − p, plus 2 for 1st (classic §9);
    /// shared places share the mean of the places they cover, to one decimal.
    PlacePoints {
        /// Table size ("4") → points per place, replacing the default for that
        /// size. Keys are text: serde cannot read number keys inside a tagged enum.
        #[serde(default)]
        points: BTreeMap<String, Vec<f64>>,
        /// Added to a winner by world conquest (classic `conquest_bonus`).
        #[serde(default)]
        conquest_bonus: f64,
    },
    /// CNI 2004: P, +20 to the winner (10 each for two); RisiKo! = 110.
    Cni2004,
    /// Master (from 2020): P′/1000 rounded up to 3 decimals, +1 to the winner;
    /// at a table of 5 P′ = min(100, 1.25·P); RisiKo! = 1.100.
    Master,
    /// Victory (ex OpenMaster): Master's points, ranked by total then wins.
    Victory,
    /// Raduno Nazionale: P, +50 to a sole winner, +25 each to two; RisiKo! = 150.
    Raduno,
    /// Open / Sant'Eufemia: Raduno's bonuses; ×1.25 at tables of 5 (a winner with
    /// P > 80 gets 100), ×0.75 at tables of 3; RisiKo! = 150.
    Open,
    /// Nazionale RisiKo!: Raduno's bonuses, ×1.25 at tables of 5 (the manual's
    /// reading); RisiKo! = 150.
    Nazionale,
    /// Gufo: placing bonus (12; then 7/5/3/2 in the game, 3/2/1/0 eliminated)
    /// plus P′/100, P′ = P×1.25 at 5, ×0.75 at 3; eliminated add no decimals.
    Gufo,
    /// Spartac (Campionato Gufo): winner 100 + P′ (P′ = 1.25·P at a table of 5);
    /// others 100 − (W* − P), W* = 100 when W ≥ 86; RisiKo! = 186.
    Spartac,
    /// RCU Modena 2024: winner 200 (RisiKo! 201), eliminated 0, others
    /// 100 − (W − P).
    Modena2024,
    /// Board-game league: placing points by table size plus P / ΣP (3 decimals
    /// down); a table of 3 gets a ghost scoring 0.9 × the players' mean.
    Bgl,
}

impl Default for Formula {
    fn default() -> Self {
        Self::PlacePoints {
            points: BTreeMap::new(),
            conquest_bonus: 0.0,
        }
    }
}

/// Whole table points P: truncated, a RisiKo! counting 100.
fn p(seat: &SeatOutcome) -> i64 {
    if seat.risiko {
        100
    } else {
        // Truncation as GestioneTorneo does; table points are 0..=100.
        seat.table_points.trunc().clamp(-1e6, 1e6) as i64
    }
}

/// Units of 1/10,000 from a whole number of points.
const U: i64 = Points::UNIT;

impl Formula {
    /// The standings' tie-breaks this formula's events use, after the total.
    #[must_use]
    pub fn default_tiebreaks(&self) -> Vec<Tiebreak> {
        use Tiebreak::{
            BestPlace, PreviousStandings, RoundScores, SortedScores, TablePoints, Territories, Wins,
        };
        match self {
            Self::PlacePoints { .. } => vec![Wins, Territories, BestPlace],
            Self::Cni2004 | Self::Victory => vec![Wins],
            Self::Master | Self::Raduno => vec![SortedScores, RoundScores],
            Self::Open | Self::Gufo | Self::Bgl => vec![Wins, Tiebreak::BestGame],
            Self::Nazionale => vec![PreviousStandings],
            Self::Spartac | Self::Modena2024 => vec![Wins, TablePoints],
        }
    }

    /// Each seat's ranking points, in the order of `table.seats`.
    #[must_use]
    pub fn points(&self, table: &TableOutcome) -> Vec<Points> {
        let n = table.size();
        let seats = &table.seats;
        let winners = seats.iter().filter(|s| s.place == 1).count();
        let w = seats
            .iter()
            .filter(|s| s.place == 1)
            .map(p)
            .max()
            .unwrap_or(0);
        // +50 to a sole winner, +25 each to two, nothing to three or more.
        let shared_bonus = |full: i64| match winners {
            1 => full,
            2 => full / 2,
            _ => 0,
        };
        let each = |f: &dyn Fn(&SeatOutcome) -> i64| seats.iter().map(|s| Points(f(s))).collect();
        match self {
            Self::PlacePoints {
                points,
                conquest_bonus,
            } => place_points(table, points, *conquest_bonus),
            Self::Cni2004 => each(&|s| {
                if s.risiko {
                    110 * U
                } else {
                    p(s) * U
                        + if s.place == 1 {
                            shared_bonus(20) * U
                        } else {
                            0
                        }
                }
            }),
            Self::Master | Self::Victory => each(&|s| {
                // P′ in quarters so 1.25·P stays exact; ceil to whole P′ = 3 decimals.
                let quarters = if n == 5 {
                    (5 * p(s)).min(400)
                } else {
                    4 * p(s)
                };
                let thousandths = (quarters + 3).div_euclid(4);
                thousandths * (U / 1000) + if s.place == 1 { U } else { 0 }
            }),
            Self::Raduno => each(&|s| {
                p(s) * U
                    + if s.place == 1 {
                        shared_bonus(50) * U
                    } else {
                        0
                    }
            }),
            Self::Open => each(&|s| {
                if s.risiko {
                    return 150 * U;
                }
                let winner = s.place == 1;
                let scaled = match n {
                    5 if winner && p(s) > 80 => 100 * U,
                    5 => p(s) * U * 5 / 4,
                    3 => p(s) * U * 3 / 4,
                    _ => p(s) * U,
                };
                scaled + if winner { shared_bonus(50) * U } else { 0 }
            }),
            Self::Nazionale => each(&|s| {
                if s.risiko {
                    return 150 * U;
                }
                let scaled = if n == 5 { p(s) * U * 5 / 4 } else { p(s) * U };
                scaled
                    + if s.place == 1 {
                        shared_bonus(50) * U
                    } else {
                        0
                    }
            }),
            Self::Gufo => each(&|s| gufo(s, n)),
            Self::Spartac => each(&|s| {
                if s.place == 1 {
                    if s.risiko {
                        186 * U
                    } else if n == 5 {
                        100 * U + p(s) * U * 5 / 4
                    } else {
                        (100 + p(s)) * U
                    }
                } else {
                    let w_star = if w >= 86 { 100 } else { w };
                    (100 - (w_star - p(s))) * U
                }
            }),
            Self::Modena2024 => each(&|s| match () {
                () if s.place == 1 && s.risiko => 201 * U,
                () if s.place == 1 => 200 * U,
                () if s.eliminated => 0,
                () => (100 - (w - p(s))) * U,
            }),
            Self::Bgl => bgl(table),
        }
    }
}

/// Gufo: the placing bonus and P′/100.
fn gufo(s: &SeatOutcome, n: usize) -> i64 {
    const IN_GAME: [i64; 4] = [7, 5, 3, 2];
    const ELIMINATED: [i64; 4] = [3, 2, 1, 0];
    let bonus = match s.place {
        1 => 12,
        k @ 2..=5 => {
            let i = (k - 2) as usize;
            if s.eliminated {
                ELIMINATED[i]
            } else {
                IN_GAME[i]
            }
        }
        _ => 0,
    };
    let decimals = if s.eliminated {
        0
    } else {
        // P′/100 in units: P·100, ×1.25 at 5, ×0.75 at 3.
        match n {
            5 => p(s) * 125,
            3 => p(s) * 75,
            _ => p(s) * 100,
        }
    };
    bonus * U + decimals
}

/// The classic place points: a custom table for the size, or n − p (+2 for 1st).
fn place_points(
    table: &TableOutcome,
    custom: &BTreeMap<String, Vec<f64>>,
    conquest: f64,
) -> Vec<Points> {
    let n = table.size();
    let list: Vec<i64> = match custom.get(&n.to_string()) {
        Some(list) => list.iter().map(|&x| Points::from_f64(x).0).collect(),
        None => (1..=n as i64)
            .map(|pl| (n as i64 - pl + if pl == 1 { 2 } else { 0 }) * U)
            .collect(),
    };
    let at = |place: usize| list.get(place - 1).copied().unwrap_or(0);
    table
        .seats
        .iter()
        .map(|s| {
            let place = s.place.max(1) as usize;
            let k = table
                .seats
                .iter()
                .filter(|o| o.place == s.place)
                .count()
                .max(1);
            let sum: i64 = (place..place + k).map(at).sum();
            // The mean, kept to one decimal (half up): tenths of a point.
            let k = k as i64;
            let tenths = (2 * sum * 10 + U * k).div_euclid(2 * U * k);
            let bonus = if s.risiko && s.place == 1 {
                Points::from_f64(conquest).0
            } else {
                0
            };
            Points(tenths * (U / 10) + bonus)
        })
        .collect()
}

/// BGL: placing points (players tied on table points, or given the same place, take
/// the mean of the places they span: the table's tie-break decides the winner, not
/// who of two equal scores gets the better placing points) plus P / ΣP, with a ghost
/// at tables of 3.
fn bgl(table: &TableOutcome) -> Vec<Points> {
    const TABLES: [&[i64]; 6] = [
        &[100, 55],
        &[100, 55, 10],
        &[100, 60, 40, 20],
        &[100, 65, 50, 30, 15],
        &[100, 70, 55, 40, 25, 10],
        &[100, 70, 50, 30, 20, 10, 10],
    ];
    let real = table.seats.len() as i64;
    let sum_p: i64 = table.seats.iter().map(p).sum();
    // The ghost's score in tenths: 0.9 × the mean, one decimal rounded down.
    let ghost = (table.ghost || real == 3).then(|| (9 * sum_p).div_euclid(real.max(1)));
    let size = table.seats.len() + usize::from(ghost.is_some());
    let list = TABLES.get(size.wrapping_sub(2)).copied().unwrap_or(&[]);
    let total_tenths = 10 * sum_p + ghost.unwrap_or(0);
    table
        .seats
        .iter()
        .map(|s| {
            // Tied with `s`: the same place, or the same P (both in the game or both
            // out). Players placed ahead of the tie, plus the ghost if it scored more.
            let tied = |o: &SeatOutcome| {
                o.place == s.place || (p(o) == p(s) && o.eliminated == s.eliminated)
            };
            let ahead = table
                .seats
                .iter()
                .filter(|o| o.place < s.place && !tied(o))
                .count()
                + usize::from(ghost.is_some_and(|g| g > 10 * p(s)));
            let k = table.seats.iter().filter(|o| tied(o)).count();
            let span: i64 = (ahead..ahead + k)
                .map(|i| list.get(i).copied().unwrap_or(0))
                .sum();
            let placing = span * U / k as i64;
            let share = if total_tenths > 0 {
                (10 * p(s) * 1000).div_euclid(total_tenths) * (U / 1000)
            } else {
                0
            };
            Points(placing + share)
        })
        .collect()
}
