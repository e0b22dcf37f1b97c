//! Score adjustments: the organizer's correction of a signed result by points, with a
//! reason ("penalty: late at the table", "miscounted continent").
//!
//! An adjustment belongs to one played match and changes that match's result before
//! anything is ranked, so it can turn a win into a draw. The rule:
//! - naming a **player** changes that player's personal score and, because a team
//!   score is the sum of its players' (§7), their team's score by the same points;
//! - naming only a **team** changes the team score; personal scores stay as played.
//!
//! A bye has no match, so it cannot be adjusted.

use serde::{Deserialize, Serialize};

use super::result::MatchResult;
use super::team::{PlayerId, TeamId};

/// Largest adjustment, either sign: beyond any real match's score.
pub const MAX_POINTS: i64 = 1000;

/// Longest reason the organizer may give for an adjustment (or for reopening a match).
pub const MAX_REASON: usize = 500;

/// Points added to (negative: taken from) a side of one match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Adjustment {
    /// The team whose score changes.
    pub team: TeamId,
    /// The player whose personal score changes too, if any.
    pub player: Option<PlayerId>,
    /// Points, never 0.
    pub points: i64,
}

/// Why an adjustment cannot apply. `key()` gives the translation key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AdjustmentError {
    /// Zero points change nothing.
    Zero,
    /// More than [`MAX_POINTS`] either way.
    TooLarge,
    /// A bye has no match to adjust.
    Bye,
    /// The team did not play at this table.
    TeamNotAtTable(TeamId),
    /// The player did not play for that team in this match.
    PlayerNotInSide(PlayerId),
}

impl AdjustmentError {
    /// The translation key of the message.
    #[must_use]
    pub fn key(&self) -> &'static str {
        match self {
            Self::Zero => "fix.err_zero",
            Self::TooLarge => "fix.err_too_large",
            Self::Bye => "fix.err_bye",
            Self::TeamNotAtTable(_) => "fix.err_team",
            Self::PlayerNotInSide(_) => "fix.err_player",
        }
    }
}

impl Adjustment {
    /// Checks that the adjustment fits `result` (the match it is meant for).
    ///
    /// # Errors
    /// See [`AdjustmentError`].
    pub fn check(&self, result: &MatchResult) -> Result<(), AdjustmentError> {
        if self.points == 0 {
            return Err(AdjustmentError::Zero);
        }
        if self.points.abs() > MAX_POINTS {
            return Err(AdjustmentError::TooLarge);
        }
        let MatchResult::Played { sides, .. } = result else {
            return Err(AdjustmentError::Bye);
        };
        let side = sides
            .iter()
            .find(|s| s.team == self.team)
            .ok_or(AdjustmentError::TeamNotAtTable(self.team))?;
        if let Some(player) = self.player
            && !side.players.iter().any(|p| p.player == player)
        {
            return Err(AdjustmentError::PlayerNotInSide(player));
        }
        Ok(())
    }
}

impl MatchResult {
    /// This result with `adjustments` applied, in order (see the module docs).
    ///
    /// # Errors
    /// The first adjustment that does not fit; nothing is applied then.
    pub fn adjusted(mut self, adjustments: &[Adjustment]) -> Result<Self, AdjustmentError> {
        for a in adjustments {
            a.check(&self)?;
        }
        if let MatchResult::Played { sides, .. } = &mut self {
            for a in adjustments {
                let Some(side) = sides.iter_mut().find(|s| s.team == a.team) else {
                    continue;
                };
                side.score = side.score.saturating_add(a.points);
                if let Some(p) = side.players.iter_mut().find(|p| Some(p.player) == a.player) {
                    p.score = p.score.saturating_add(a.points);
                }
            }
        }
        Ok(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::result::PlayerScore;

    fn table() -> MatchResult {
        let mut r = MatchResult::played(2, (1, 40), (2, 38));
        if let MatchResult::Played { sides, .. } = &mut r {
            sides[0].players = vec![
                PlayerScore {
                    player: PlayerId(11),
                    name: "Anna".into(),
                    score: 25,
                },
                PlayerScore {
                    player: PlayerId(12),
                    name: "Bruno".into(),
                    score: 15,
                },
            ];
        }
        r
    }

    fn side(r: &MatchResult, at: usize) -> &crate::tournament::SideResult {
        match r {
            MatchResult::Played { sides, .. } => &sides[at],
            MatchResult::Bye { .. } => panic!("played"),
        }
    }

    /// `points` for team `team`, and for its player `player` when there is one.
    fn adjustment(team: i64, player: Option<i64>, points: i64) -> Adjustment {
        Adjustment {
            team: TeamId(team),
            player: player.map(PlayerId),
            points,
        }
    }

    #[test]
    fn a_player_adjustment_moves_the_player_and_the_team() {
        let a = adjustment(1, Some(12), -5);
        let r = table().adjusted(&[a]).unwrap();
        assert_eq!(side(&r, 0).score, 35);
        assert_eq!(side(&r, 0).players[1].score, 10);
        assert_eq!(side(&r, 0).players[0].score, 25);
        assert_eq!(side(&r, 1).score, 38);
    }

    #[test]
    fn a_team_adjustment_leaves_personal_scores_alone_and_can_turn_the_result() {
        let a = adjustment(2, None, 3);
        let r = table().adjusted(&[a]).unwrap();
        assert_eq!(side(&r, 1).score, 41);
        assert!(side(&r, 1).players.is_empty());
        assert_eq!(side(&r, 0).score, 40);
    }

    #[test]
    fn adjustments_that_do_not_fit_are_refused_whole() {
        let good = adjustment(1, None, 1);
        let cases = [
            (
                Adjustment {
                    points: 0,
                    ..good.clone()
                },
                AdjustmentError::Zero,
            ),
            (
                Adjustment {
                    points: -1001,
                    ..good.clone()
                },
                AdjustmentError::TooLarge,
            ),
            (
                Adjustment {
                    team: TeamId(9),
                    ..good.clone()
                },
                AdjustmentError::TeamNotAtTable(TeamId(9)),
            ),
            (
                Adjustment {
                    player: Some(PlayerId(99)),
                    ..good.clone()
                },
                AdjustmentError::PlayerNotInSide(PlayerId(99)),
            ),
        ];
        for (bad, why) in cases {
            assert_eq!(table().adjusted(&[good.clone(), bad]), Err(why));
        }
        assert_eq!(
            good.check(&MatchResult::bye(1, 1)),
            Err(AdjustmentError::Bye)
        );
        assert_eq!(
            MatchResult::bye(1, 1).adjusted(&[]),
            Ok(MatchResult::bye(1, 1))
        );
    }
}
