//! Completed matches as the standings and the pairing read them.
//!
//! Only results that count (signed off, confirmed when required) belong here; the
//! web layer filters. A result is the end-of-match team scores of
//! `RULES-risiko-2v2.md` §7: the higher team score wins, equal scores draw.

use serde::{Deserialize, Serialize};

use super::team::{PlayerId, TeamId};

/// One completed match of a round, or a bye.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum MatchResult {
    /// A table played out: normally two sides.
    ///
    /// With more than two sides a team wins only if it outscores every other side,
    /// draws if it ties for the top, and every other side counts as an opponent.
    Played {
        /// Round number, from 1.
        round: u32,
        /// The teams at the table with their scores.
        sides: Vec<SideResult>,
    },
    /// A team without an opponent this round; scored per the bye settings.
    Bye {
        /// Round number, from 1.
        round: u32,
        /// The team that had the bye.
        team: TeamId,
    },
}

impl MatchResult {
    /// A two-team result with no personal scores (handy in tests and imports).
    #[must_use]
    pub fn played(round: u32, a: (i64, i64), b: (i64, i64)) -> Self {
        Self::Played {
            round,
            sides: vec![SideResult::new(a.0, a.1), SideResult::new(b.0, b.1)],
        }
    }

    /// A bye for team `team` in `round`.
    #[must_use]
    pub fn bye(round: u32, team: i64) -> Self {
        Self::Bye {
            round,
            team: TeamId(team),
        }
    }

    /// The round this result belongs to.
    #[must_use]
    pub fn round(&self) -> u32 {
        match self {
            Self::Played { round, .. } | Self::Bye { round, .. } => *round,
        }
    }

    /// A played table from its seats' end-of-match points.
    ///
    /// A team's score is the sum of its seats (§7); a player's personal score is the
    /// sum of the seats they played, so a solo player also scores the seat of the
    /// virtual teammate they play. Sides come in the order of `teams`; a team with no
    /// seat scores 0; seats of a team not in `teams` are ignored.
    #[must_use]
    pub fn from_seats(round: u32, teams: &[TeamId], seats: &[SeatScore]) -> Self {
        let sides = teams
            .iter()
            .map(|&team| {
                let mut side = SideResult::new(team.0, 0);
                for seat in seats.iter().filter(|s| s.team == team) {
                    side.score = side.score.saturating_add(seat.points);
                    match side.players.iter_mut().find(|p| p.player == seat.player) {
                        Some(p) => p.score = p.score.saturating_add(seat.points),
                        None => side.players.push(PlayerScore {
                            player: seat.player,
                            name: seat.name.clone(),
                            score: seat.points,
                        }),
                    }
                }
                side
            })
            .collect();
        Self::Played { round, sides }
    }

    /// Marks `team`'s side as the one that forfeited (nothing when it has no side).
    #[must_use]
    pub fn forfeited_by(mut self, team: TeamId) -> Self {
        if let Self::Played { sides, .. } = &mut self {
            for side in sides.iter_mut().filter(|s| s.team == team) {
                side.forfeited = true;
            }
        }
        self
    }

    /// Does `team` take part in this result (at the table, or as the bye)?
    #[must_use]
    pub fn involves(&self, team: i64) -> bool {
        match self {
            Self::Played { sides, .. } => sides.iter().any(|s| s.team.0 == team),
            Self::Bye { team: t, .. } => t.0 == team,
        }
    }
}

/// One team's side of a played match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideResult {
    /// The team.
    pub team: TeamId,
    /// Team score: the sum of its players' scores (§7), after any adjustment.
    pub score: i64,
    /// Each player's personal score, for the individual standings.
    #[serde(default)]
    pub players: Vec<PlayerScore>,
    /// The team forfeited: it loses (the others win) whatever the scores, with the
    /// tournament's forfeit points.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub forfeited: bool,
}

impl SideResult {
    /// A side with a team score and no personal scores.
    #[must_use]
    pub fn new(team: i64, score: i64) -> Self {
        Self {
            team: TeamId(team),
            score,
            players: Vec::new(),
            forfeited: false,
        }
    }
}

/// One seat of a played table: who played it, for which team, and its points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatScore {
    /// The seat's team.
    pub team: TeamId,
    /// The person who played the seat (the solo player for a virtual seat).
    pub player: PlayerId,
    /// Their name as shown in the standings.
    pub name: String,
    /// The seat's end-of-match score (§7).
    pub points: i64,
}

/// A player's personal end-of-match score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerScore {
    /// The player.
    pub player: PlayerId,
    /// Display name.
    pub name: String,
    /// Personal score (§7).
    pub score: i64,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(team: i64, player: i64, points: i64) -> SeatScore {
        SeatScore {
            team: TeamId(team),
            player: PlayerId(player),
            name: format!("p{player}"),
            points,
        }
    }

    #[test]
    fn seats_fold_into_sides_and_a_solo_player_scores_both_seats() {
        // Team 1: players 11 and 12; team 2: solo player 21 plays seats 1 and 3.
        let seats = [
            seat(1, 11, 30),
            seat(2, 21, 25),
            seat(1, 12, 20),
            seat(2, 21, 18),
        ];
        let r = MatchResult::from_seats(3, &[TeamId(1), TeamId(2)], &seats);
        let MatchResult::Played { round, sides } = r else {
            panic!("played");
        };
        assert_eq!(round, 3);
        assert_eq!((sides[0].team, sides[0].score), (TeamId(1), 50));
        assert_eq!((sides[1].team, sides[1].score), (TeamId(2), 43));
        assert_eq!(sides[0].players.len(), 2);
        assert_eq!(sides[1].players.len(), 1);
        assert_eq!(sides[1].players[0].score, 43);
        assert_eq!(sides[1].players[0].name, "p21");
    }

    #[test]
    fn a_team_without_seats_scores_zero_in_the_given_order() {
        let r = MatchResult::from_seats(1, &[TeamId(2), TeamId(1)], &[seat(1, 11, 7)]);
        let MatchResult::Played { sides, .. } = r else {
            panic!("played");
        };
        assert_eq!(sides[0], SideResult::new(2, 0));
        assert_eq!(sides[1].score, 7);
    }
}
