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
    /// What a forfeit is worth to each side.
    pub forfeit: ForfeitAward,
    /// What a bye is worth.
    pub bye: ByeAward,
    /// When teams of the same club are kept apart.
    pub club_avoidance: ClubAvoidance,
    /// A signed-off result counts only once another referee or an organizer has
    /// confirmed it (default off).
    pub second_confirmation: bool,
}

impl Default for TournamentSettings {
    fn default() -> Self {
        Self {
            criteria: Criterion::DEFAULT_ORDER.to_vec(),
            points: MatchPointsTable::default(),
            forfeit: ForfeitAward::default(),
            bye: ByeAward::default(),
            club_avoidance: ClubAvoidance::AllRounds,
            second_confirmation: false,
        }
    }
}

/// Most match points an outcome or a bye may give.
pub const MAX_MATCH_POINTS: u32 = 100;
/// Largest team score, either sign, a bye may credit.
pub const MAX_BYE_SCORE: i64 = 1000;

impl TournamentSettings {
    /// Match points a bye gives: the configured value, or a win's.
    #[must_use]
    pub fn bye_match_points(&self) -> u32 {
        self.bye.match_points.unwrap_or(self.points.win)
    }

    /// Match points for the team that wins by the other's forfeit.
    #[must_use]
    pub fn forfeit_win_points(&self) -> u32 {
        self.forfeit.win.unwrap_or(self.points.win)
    }

    /// Match points for the team that forfeits.
    #[must_use]
    pub fn forfeit_loss_points(&self) -> u32 {
        self.forfeit.loss.unwrap_or(self.points.loss)
    }

    /// Checks settings an organizer typed before they are stored.
    ///
    /// # Errors
    /// The first problem: no criterion, a criterion listed twice, points out of
    /// range or not ordered win ≥ draw ≥ loss, a bye worth too much.
    pub fn check(&self) -> Result<(), SettingsError> {
        if self.criteria.is_empty() {
            return Err(SettingsError::NoCriterion);
        }
        for (i, c) in self.criteria.iter().enumerate() {
            if self.criteria[..i].contains(c) {
                return Err(SettingsError::CriterionTwice(*c));
            }
        }
        let p = self.points;
        let bye = self.bye.match_points.unwrap_or(0);
        let forfeit = self
            .forfeit
            .win
            .unwrap_or(0)
            .max(self.forfeit.loss.unwrap_or(0));
        if p.win.max(p.draw).max(p.loss).max(bye).max(forfeit) > MAX_MATCH_POINTS {
            return Err(SettingsError::PointsRange);
        }
        if self.forfeit_win_points() < self.forfeit_loss_points() {
            return Err(SettingsError::ForfeitOrder);
        }
        if p.win < p.draw || p.draw < p.loss || p.win == p.loss {
            return Err(SettingsError::PointsOrder);
        }
        if self.bye.team_score.abs() > MAX_BYE_SCORE {
            return Err(SettingsError::ByeScore);
        }
        Ok(())
    }
}

/// Why typed tournament settings were refused. `key()` gives the translation key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsError {
    /// The standings need at least one criterion.
    NoCriterion,
    /// The same criterion chosen twice.
    CriterionTwice(Criterion),
    /// Match points above [`MAX_MATCH_POINTS`].
    PointsRange,
    /// A draw worth more than a win, a loss more than a draw, or win = loss.
    PointsOrder,
    /// A bye team score beyond [`MAX_BYE_SCORE`].
    ByeScore,
    /// A forfeit worth more to the team that forfeits than to the winner.
    ForfeitOrder,
    /// Neutral tanks out of bounds (match settings).
    NeutralTanks,
    /// Match length out of bounds.
    MatchMinutes,
    /// The announcement is not within the match.
    Announce,
    /// Supplementary chances out of bounds.
    Chances,
    /// Tank cap out of bounds.
    TankCap,
    /// Turn warning out of bounds.
    TurnWarning,
    /// A choice that is not one of the list's (a forged or outdated form).
    UnknownChoice,
}

impl SettingsError {
    /// The translation key of the message.
    #[must_use]
    pub fn key(&self) -> &'static str {
        match self {
            Self::NoCriterion => "set.err_no_criterion",
            Self::CriterionTwice(_) => "set.err_criterion_twice",
            Self::PointsRange => "set.err_points_range",
            Self::PointsOrder => "set.err_points_order",
            Self::ByeScore => "set.err_bye_score",
            Self::ForfeitOrder => "set.err_forfeit_order",
            Self::NeutralTanks => "set.err_neutral_tanks",
            Self::MatchMinutes => "set.err_match_minutes",
            Self::Announce => "set.err_announce",
            Self::Chances => "set.err_chances",
            Self::TankCap => "set.err_tank_cap",
            Self::TurnWarning => "set.err_turn_warning",
            Self::UnknownChoice => "set.err_choice",
        }
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
    /// Every criterion, for forms.
    pub const ALL: [Criterion; 5] = Self::DEFAULT_ORDER;

    /// Stable name, as stored and sent by forms.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Self::MatchPoints => "match_points",
            Self::TotalScore => "total_score",
            Self::ScoreDifference => "score_difference",
            Self::Buchholz => "buchholz",
            Self::BestMatch => "best_match",
        }
    }

    /// The criterion with that [`Criterion::code`].
    #[must_use]
    pub fn parse(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|c| c.code() == code)
    }

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

/// What a forfeit is worth (a match the referee ended naming the team that forfeits):
/// the winner's and the forfeiting team's match points. The team scores stay as the
/// board left them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ForfeitAward {
    /// Match points of the team that did not forfeit; `None` (default) means "as a win".
    pub win: Option<u32>,
    /// Match points of the team that forfeited; `None` (default) means "as a loss".
    pub loss: Option<u32>,
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
    /// Every choice, for forms.
    pub const ALL: [ClubAvoidance; 3] = [Self::AllRounds, Self::Round1Only, Self::Never];

    /// Stable name, as stored and sent by forms.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Self::AllRounds => "all_rounds",
            Self::Round1Only => "round1_only",
            Self::Never => "never",
        }
    }

    /// The choice with that [`ClubAvoidance::code`].
    #[must_use]
    pub fn parse(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|c| c.code() == code)
    }

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
        assert_eq!((s.forfeit_win_points(), s.forfeit_loss_points()), (2, 0));
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
        assert!(!s.second_confirmation);
    }

    #[test]
    fn codes_match_the_stored_json() {
        for c in Criterion::ALL {
            let json = serde_json::to_string(&c).unwrap();
            assert_eq!(json.trim_matches('"'), c.code());
            assert_eq!(Criterion::parse(c.code()), Some(c));
        }
        for c in ClubAvoidance::ALL {
            let json = serde_json::to_string(&c).unwrap();
            assert_eq!(json.trim_matches('"'), c.code());
            assert_eq!(ClubAvoidance::parse(c.code()), Some(c));
        }
        assert_eq!(Criterion::parse("nope"), None);
    }

    #[test]
    fn check_refuses_what_cannot_rank() {
        let ok = TournamentSettings::default();
        assert_eq!(ok.check(), Ok(()));
        let with = |f: &dyn Fn(&mut TournamentSettings)| {
            let mut s = TournamentSettings::default();
            f(&mut s);
            s.check()
        };
        assert_eq!(
            with(&|s| s.criteria.clear()),
            Err(SettingsError::NoCriterion)
        );
        assert_eq!(
            with(&|s| s.criteria = vec![Criterion::Buchholz, Criterion::Buchholz]),
            Err(SettingsError::CriterionTwice(Criterion::Buchholz))
        );
        assert_eq!(
            with(&|s| s.points.draw = 3),
            Err(SettingsError::PointsOrder)
        );
        assert_eq!(
            with(&|s| s.points = MatchPointsTable {
                win: 0,
                draw: 0,
                loss: 0
            }),
            Err(SettingsError::PointsOrder)
        );
        assert_eq!(
            with(&|s| s.points.win = 101),
            Err(SettingsError::PointsRange)
        );
        assert_eq!(
            with(&|s| s.bye.match_points = Some(500)),
            Err(SettingsError::PointsRange)
        );
        assert_eq!(
            with(&|s| s.bye.team_score = -1001),
            Err(SettingsError::ByeScore)
        );
        assert_eq!(
            with(&|s| s.forfeit.loss = Some(3)),
            Err(SettingsError::ForfeitOrder)
        );
        assert_eq!(
            with(&|s| s.forfeit.win = Some(101)),
            Err(SettingsError::PointsRange)
        );
        assert_eq!(
            with(&|s| s.forfeit = ForfeitAward {
                win: Some(3),
                loss: Some(0)
            }),
            Ok(())
        );
        // A shorter criteria list and a three-point win are fine.
        assert_eq!(
            with(&|s| {
                s.criteria = vec![Criterion::MatchPoints];
                s.points.win = 3;
            }),
            Ok(())
        );
    }
}
