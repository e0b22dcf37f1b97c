//! A finished table as the ranking formulas read it, taken from the engine's
//! ruleset-agnostic [`TableResult`].

use serde::{Deserialize, Serialize};

use crate::engine::table::TableResult;
use crate::tournament::PlayerId;

/// One real player's result at a table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatOutcome {
    /// The player.
    pub player: PlayerId,
    /// Place at the table, 1 = first; shared places repeat.
    pub place: u32,
    /// The table points P as entered: in-objective points under the tournament
    /// rules, the score otherwise. A RisiKo! is entered as 100.
    pub table_points: f64,
    /// Points outside the objective (tournament rules), else 0.
    #[serde(default)]
    pub outside_points: f64,
    /// Territories held at the end (classic), else 0.
    #[serde(default)]
    pub territories: f64,
    /// Completed the objective (RisiKo!) or, in the classic game, conquered the world.
    #[serde(default)]
    pub risiko: bool,
    /// Out of the match before the end.
    #[serde(default)]
    pub eliminated: bool,
    /// Tournament points the referee added or took away at the table (the torneo's
    /// `tournament_penalty`, CNI 2004's −50 for the cap among them): added to the
    /// formula's points by [`super::score_table`].
    #[serde(default)]
    pub tournament_penalty: f64,
}

/// A table's result for the formulas: the real players, and whether a ghost seat
/// ("col morto") completed the table.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TableOutcome {
    /// Real players, any order.
    pub seats: Vec<SeatOutcome>,
    /// A ghost seat completed the table (it counts for the table size).
    #[serde(default)]
    pub ghost: bool,
}

impl TableOutcome {
    /// Read an engine result. `players[seat]` is the player at each seat.
    ///
    /// The breakdown keys read: `table_points` (the torneo's P with its table-point
    /// penalties), else `in_objective`, else the seat's score is P;
    /// `outside_objective`, `territories`, `risiko` (non-zero = true),
    /// `eliminated_round` or `eliminated_order` (present = eliminated) and
    /// `tournament_penalty` (added to the formula's points). A ruleset that names them
    /// so is ranked by every formula.
    ///
    /// # Errors
    /// The seat number of a result that has no player in `players`.
    pub fn from_result(
        result: &TableResult,
        players: &[PlayerId],
        ghost: bool,
    ) -> Result<Self, u8> {
        let seats = result
            .seats
            .iter()
            .map(|s| {
                let line = |key: &str| s.breakdown.iter().find(|l| l.key == key).map(|l| l.value);
                Ok(SeatOutcome {
                    player: *players.get(usize::from(s.seat)).ok_or(s.seat)?,
                    place: s.place,
                    table_points: line("table_points")
                        .or(line("in_objective"))
                        .unwrap_or(s.score),
                    outside_points: line("outside_objective").unwrap_or(0.0),
                    territories: line("territories").unwrap_or(0.0),
                    risiko: line("risiko").is_some_and(|v| v != 0.0),
                    eliminated: line("eliminated_round")
                        .or(line("eliminated_order"))
                        .is_some(),
                    tournament_penalty: line("tournament_penalty").unwrap_or(0.0),
                })
            })
            .collect::<Result<_, u8>>()?;
        Ok(Self { seats, ghost })
    }

    /// The table size the formulas' factors look at: real players plus a ghost.
    #[must_use]
    pub fn size(&self) -> usize {
        self.seats.len() + usize::from(self.ghost)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::table::{ResultLine, SeatResult};

    #[test]
    fn reads_the_classic_breakdown() {
        let result = TableResult {
            seats: vec![
                SeatResult {
                    seat: 1,
                    place: 1,
                    score: 5.0,
                    breakdown: vec![ResultLine {
                        key: "territories",
                        value: 20.0,
                    }],
                },
                SeatResult {
                    seat: 0,
                    place: 2,
                    score: 2.0,
                    breakdown: vec![ResultLine {
                        key: "eliminated_round",
                        value: 7.0,
                    }],
                },
            ],
            final_result: true,
        };
        let t = TableOutcome::from_result(&result, &[PlayerId(10), PlayerId(11)], false).unwrap();
        assert_eq!(t.seats[0].player, PlayerId(11));
        assert_eq!(t.seats[0].table_points, 5.0);
        assert_eq!(t.seats[0].territories, 20.0);
        assert!(t.seats[1].eliminated && !t.seats[0].eliminated);
        assert_eq!(
            TableOutcome::from_result(&result, &[PlayerId(10)], false),
            Err(1)
        );
    }
}
