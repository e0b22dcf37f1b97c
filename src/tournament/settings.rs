//! Per-tournament settings for ranking and pairing, with the defaults of
//! `TOURNAMENT.md`.

use serde::{Deserialize, Serialize};

/// Everything pairing and standings depend on besides teams and results.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TournamentSettings {
    /// Standings order, most important first. Teams equal on all of them share a rank.
    pub criteria: Vec<Criterion>,
    /// Match points for a win, draw and loss.
    pub points: MatchPointsTable,
    /// What a bye is worth.
    pub bye: ByeAward,
    /// When teams of the same club are kept apart.
    pub club_avoidance: ClubAvoidance,
}

impl Default for TournamentSettings {
    fn default() -> Self {
        Self {
            criteria: Criterion::DEFAULT_ORDER.to_vec(),
            points: MatchPointsTable::default(),
            bye: ByeAward::default(),
            club_avoidance: ClubAvoidance::AllRounds,
        }
    }
}

impl TournamentSettings {
    /// Match points a bye gives: the configured value, or a win's.
    #[must_use]
    pub fn bye_match_points(&self) -> u32 {
        self.bye.match_points.unwrap_or(self.points.win)
    }
}

/// One standings criterion. Every criterion ranks higher values first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Criterion {
    /// Match points (win/draw/loss and byes).
    MatchPoints,
    /// Total team score over all matches (byes add the bye's team score).
    TotalScore,
    /// Own team score minus opponents' team score, summed over played matches.
    ScoreDifference,
    /// Buchholz: the sum of the current match points of every opponent met.
    Buchholz,
    /// Best single-match team score.
    BestMatch,
}

impl Criterion {
    /// The default order of `TOURNAMENT.md`.
    pub const DEFAULT_ORDER: [Criterion; 5] = [
        Criterion::MatchPoints,
        Criterion::TotalScore,
        Criterion::ScoreDifference,
        Criterion::Buchholz,
        Criterion::BestMatch,
    ];
}

/// Match points per outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct MatchPointsTable {
    /// Points for a win (default 2).
    pub win: u32,
    /// Points for a draw (default 1).
    pub draw: u32,
    /// Points for a loss (default 0).
    pub loss: u32,
}

impl Default for MatchPointsTable {
    fn default() -> Self {
        Self {
            win: 2,
            draw: 1,
            loss: 0,
        }
    }
}

/// What a bye is worth.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ByeAward {
    /// Match points; `None` means "as a win" (the default), following the win value.
    pub match_points: Option<u32>,
    /// Team score credited to the total (default 0).
    pub team_score: i64,
}

/// When same-club pairings are avoided.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClubAvoidance {
    /// Every round (default).
    #[default]
    AllRounds,
    /// Only in the round 1 draw.
    Round1Only,
    /// Never: clubs are ignored.
    Never,
}

impl ClubAvoidance {
    /// Whether clubs are kept apart in `round` (numbered from 1).
    #[must_use]
    pub fn applies_in(self, round: u32) -> bool {
        match self {
            Self::AllRounds => true,
            Self::Round1Only => round <= 1,
            Self::Never => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_follow_the_spec() {
        let s = TournamentSettings::default();
        assert_eq!(s.criteria, Criterion::DEFAULT_ORDER);
        assert_eq!((s.points.win, s.points.draw, s.points.loss), (2, 1, 0));
        assert_eq!(s.bye_match_points(), 2);
        assert_eq!(s.bye.team_score, 0);
        assert_eq!(s.club_avoidance, ClubAvoidance::AllRounds);
    }

    #[test]
    fn partial_json_fills_defaults() {
        let s: TournamentSettings =
            serde_json::from_str(r#"{"points":{"win":3},"club_avoidance":"round1_only"}"#).unwrap();
        assert_eq!(s.points.win, 3);
        assert_eq!(s.points.draw, 1);
        assert_eq!(s.bye_match_points(), 3);
        assert!(s.club_avoidance.applies_in(1));
        assert!(!s.club_avoidance.applies_in(2));
    }
}
