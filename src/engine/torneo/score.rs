//! The table result (§6): each player's table points (the border counts of the
//! territories they hold in their own objective, 86 at most), points outside the
//! objective, RisiKo!, eliminations; the ranking by table points, then the tiebreak
//! cascade (points outside the objective, then reverse turn order), eliminated players
//! after those still in, the later eliminated first. This is what the tournament's
//! ranking formulas (`src/tournament`) take as their input.

use serde::Serialize;

use super::log::Tiebreak;
use super::objectives::{BOARD_POINTS, points, territory_points};
use super::{Finish, Game, seat_at};
use crate::engine::map::{Map, members};
use crate::engine::seat::Seat;

/// One objective territory the player holds, with its points.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Held {
    /// The territory's slug.
    pub territory: &'static str,
    /// Its points (borders).
    pub points: u32,
}

/// One seat's line of the table result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Ranked {
    /// The seat.
    pub seat: Seat,
    /// The player's name.
    pub name: String,
    /// Place at the table, 1 = first (shared only with the tiebreak switched off).
    pub place: u32,
    /// The objective, once the match is over and it is known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub objective: Option<String>,
    /// True if the objective is still secret (its points cannot be counted yet).
    pub objective_unknown: bool,
    /// Punti tavolo: the points of the objective territories held.
    pub in_objective: u32,
    /// The points of the other territories held.
    pub outside_objective: u32,
    /// Table points after the referee's table-point penalties.
    pub table_points: i64,
    /// The objective territories held, with their points.
    pub held: Vec<Held>,
    /// True for the player who made RisiKo!.
    pub risiko: bool,
    /// The round the player was eliminated in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub eliminated_round: Option<u32>,
    /// 1 for the first player eliminated, 2 for the second...
    #[serde(skip_serializing_if = "Option::is_none")]
    pub eliminated_order: Option<u32>,
    /// True for the seat the referee ended the match for (forfeit, expulsion).
    pub forfeit: bool,
    /// Tournament-point adjustments for the formula (the cap's −50 included).
    pub tournament_penalty: i32,
}

/// The `score` JSON: the ranking, best first.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Score {
    /// Every seat, best first.
    pub ranking: Vec<Ranked>,
    /// The player who made RisiKo!, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub risiko: Option<Seat>,
    /// In and out of objective over all seats: always 164 (the table slip's check).
    pub check: u32,
    /// True once the match is over.
    pub finished: bool,
    /// True once it is over and every objective still counted is known.
    pub final_result: bool,
}

impl Game {
    fn line(&self, s: usize, show_objective: bool) -> Ranked {
        let map = Map::risiko();
        let owned = self.owned[s];
        let objective = self.objectives[s].and_then(|i| self.catalogue.get(i));
        let mask = objective.map_or(0, |o| o.territories);
        let inside = owned & mask;
        let in_objective = points(inside);
        let eliminated_round = self.eliminated.round_of(seat_at(s));
        let eliminated_order = eliminated_round.map(|_| self.eliminated.order_of(seat_at(s)));
        Ranked {
            seat: seat_at(s),
            name: self.players[s].name.clone(),
            place: 0,
            objective: objective.filter(|_| show_objective).map(|o| o.id.clone()),
            objective_unknown: objective.is_none(),
            in_objective,
            outside_objective: points(owned & !mask),
            table_points: i64::from(in_objective) + i64::from(self.table_penalty[s]),
            held: members(inside)
                .map(|t| Held {
                    territory: map.territory(t).slug.as_str(),
                    points: territory_points(t),
                })
                .collect(),
            risiko: self.finish == Some(Finish::Risiko { seat: seat_at(s) }),
            eliminated_round,
            eliminated_order,
            forfeit: self.forfeited() == Some(seat_at(s)),
            tournament_penalty: self.tournament_penalty[s],
        }
    }

    /// The ranking key, higher first: RisiKo!, not forfeited, still in, then the table
    /// points and the tiebreak (in), or the elimination order (out, later first).
    fn key(&self, r: &Ranked) -> Vec<i64> {
        let alive = r.eliminated_round.is_none();
        let mut key = vec![
            i64::from(r.risiko),
            i64::from(!r.forfeit),
            i64::from(alive),
            if alive {
                r.table_points
            } else {
                i64::from(r.eliminated_order.unwrap_or(0))
            },
        ];
        for step in &self.settings.table_tiebreak {
            key.push(match (alive, step) {
                (false, _) => 0,
                (true, Tiebreak::OutsidePoints) => i64::from(r.outside_objective),
                (true, Tiebreak::ReverseSeat) => i64::from(r.seat),
            });
        }
        key
    }

    /// The table's ranking now (final once the match is finished and every objective
    /// counted is known).
    pub fn score(&self) -> Score {
        let show = self.finished();
        let mut lines: Vec<Ranked> = (0..self.seats).map(|s| self.line(s, show)).collect();
        lines.sort_by(|a, b| self.key(b).cmp(&self.key(a)).then(a.seat.cmp(&b.seat)));
        let mut previous: Option<(Vec<i64>, u32)> = None;
        for (i, line) in lines.iter_mut().enumerate() {
            let key = self.key(line);
            line.place = match &previous {
                Some((k, place)) if *k == key => *place,
                _ => u32::try_from(i + 1).unwrap_or(u32::MAX),
            };
            previous = Some((key, line.place));
        }
        let check = lines
            .iter()
            .map(|l| l.in_objective + l.outside_objective)
            .sum();
        debug_assert_eq!(check, BOARD_POINTS);
        let counted_known = lines
            .iter()
            .all(|l| !l.objective_unknown || l.eliminated_round.is_some());
        Score {
            risiko: lines.iter().find(|l| l.risiko).map(|l| l.seat),
            ranking: lines,
            check,
            finished: self.finished(),
            final_result: self.finished() && counted_known,
        }
    }
}
