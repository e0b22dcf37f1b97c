//! The table result (§16.3–16.4): the objective's winner first; the others by table score
//! (countries held alone + the bonuses of whole continents), then armies on the board (a
//! missile counts 6), sharing places when still equal; eliminated players below, the later
//! out higher. Places give the tournament's points, shared places share them.

use serde::Serialize;

use super::{Game, Seat, Stage, WinReason, seat_at};

/// One seat's line of the result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Ranked {
    /// The seat.
    pub seat: Seat,
    /// Countries held alone + continent bonuses.
    pub table_score: u32,
    /// Countries held alone.
    pub countries: u32,
    /// Bonuses of whole continents held.
    pub continent_bonus: u32,
    /// Armies on the board, a missile counting 6.
    pub armies_on_board: u32,
    /// True for the objective's winner.
    pub objective_met: bool,
    /// Place, 1 = first (shared places repeat).
    pub place: u32,
    /// Ranking points.
    pub points: f64,
}

/// The result JSON (`score` of the match log page).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Score {
    /// Seats, best first.
    pub ranking: Vec<Ranked>,
    /// The winner and how, once the match is over.
    pub winner: Option<Seat>,
    /// `secret`, `common`, `time` or `referee`.
    pub reason: Option<&'static str>,
    /// True once the match is over.
    pub final_result: bool,
}

impl Game {
    fn line(&self, seat: Seat) -> Ranked {
        let mine = self.owned[usize::from(seat)];
        let continent_bonus = self
            .map()
            .continents()
            .filter(|(_, c)| c.territories & mine == c.territories)
            .map(|(_, c)| c.bonus)
            .sum();
        let countries = mine.count_ones();
        // A condominium share is on the board too (it does not count as a country, §13.7).
        let shares: u32 = self
            .condos
            .iter()
            .filter_map(|c| c.slot(seat).map(|i| c.armies[i] + 6 * c.missiles[i]))
            .sum();
        let armies_on_board = crate::engine::map::members(mine)
            .map(|t| self.armies[t.index()] + 6 * self.missiles[t.index()])
            .sum::<u32>()
            + shares;
        Ranked {
            seat,
            table_score: countries + continent_bonus,
            countries,
            continent_bonus,
            armies_on_board,
            objective_met: self.winner.is_some_and(|(w, _)| w == seat),
            place: 0,
            points: 0.0,
        }
    }

    /// The table result now (final once the match is over).
    pub fn score(&self) -> Score {
        let n = self.players.len();
        let out_rank = |s: Seat| self.eliminated.iter().position(|(g, _)| *g == s);
        let mut lines: Vec<Ranked> = (0..n).map(|s| self.line(seat_at(s))).collect();
        // Sort key: winner, alive, then score and armies; the eliminated by lateness.
        let key = |r: &Ranked| {
            (
                r.objective_met,
                out_rank(r.seat).is_none(),
                out_rank(r.seat).unwrap_or(0),
                r.table_score,
                r.armies_on_board,
            )
        };
        lines.sort_by(|a, b| key(b).cmp(&key(a)).then(a.seat.cmp(&b.seat)));
        let points = &self.settings.placement_points;
        let mut i = 0;
        while i < lines.len() {
            let mut j = i + 1;
            while j < lines.len() && key(&lines[j]) == key(&lines[i]) {
                j += 1;
            }
            let covered: f64 = (i..j)
                .map(|p| f64::from(points.get(p).copied().unwrap_or(0)))
                .sum();
            let share = (covered / (j - i) as f64 * 10.0).round() / 10.0;
            for r in &mut lines[i..j] {
                r.place = u32::try_from(i + 1).unwrap_or(u32::MAX);
                r.points = share
                    + if r.objective_met {
                        f64::from(self.settings.objective_win_bonus)
                    } else {
                        0.0
                    };
            }
            i = j;
        }
        let finished = self.stage == Stage::Finished;
        let reason = match (self.winner, &self.ended_by_referee) {
            (Some((_, WinReason::Secret)), _) => Some("secret"),
            (Some((_, WinReason::Common)), _) => Some("common"),
            (None, Some(_)) => Some("referee"),
            (None, None) if finished => Some("time"),
            _ => None,
        };
        Score {
            winner: finished.then(|| lines.first().map(|r| r.seat)).flatten(),
            ranking: lines,
            reason,
            final_result: finished,
        }
    }
}
