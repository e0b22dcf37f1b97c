//! Results folded per team: the one pass both the standings and the pairing read.
//! Validates the results against the registered teams on the way. Sums saturate:
//! absurd adjusted scores must not panic the standings page.

use std::cmp::Ordering;
use std::collections::{HashMap, HashSet};

use super::error::TournamentError;
use super::result::MatchResult;
use super::settings::TournamentSettings;
use super::team::{Team, TeamId};

/// What one team has done so far.
#[derive(Clone, Debug, Default)]
pub(crate) struct Tally {
    pub(crate) match_points: i64,
    pub(crate) total_score: i64,
    pub(crate) score_difference: i64,
    pub(crate) best_match: Option<i64>,
    pub(crate) played: u32,
    pub(crate) wins: u32,
    pub(crate) draws: u32,
    pub(crate) losses: u32,
    pub(crate) byes: u32,
    /// Every opponent met, by index into the team list, with the round.
    pub(crate) meetings: Vec<(usize, u32)>,
}

/// Tallies for the registered teams, in their given order.
pub(crate) struct Ledger {
    pub(crate) tallies: Vec<Tally>,
}

impl Ledger {
    /// Fold `results` for `teams`.
    ///
    /// # Errors
    /// Duplicate team ids, results naming unknown teams, a team twice in a round,
    /// a played match with fewer than two sides.
    pub(crate) fn build(
        teams: &[Team],
        results: &[MatchResult],
        settings: &TournamentSettings,
    ) -> Result<Self, TournamentError> {
        let index = team_index(teams)?;
        let mut tallies = vec![Tally::default(); teams.len()];
        let mut seen: HashSet<(u32, TeamId)> = HashSet::new();
        let mut locate = |round: u32, team: TeamId| -> Result<usize, TournamentError> {
            let at = *index
                .get(&team)
                .ok_or(TournamentError::UnknownTeam { round, team })?;
            if !seen.insert((round, team)) {
                return Err(TournamentError::TeamTwiceInRound { round, team });
            }
            Ok(at)
        };
        let points = settings.points;
        for result in results {
            match result {
                MatchResult::Bye { round, team } => {
                    let at = locate(*round, *team)?;
                    let tally = &mut tallies[at];
                    tally.byes += 1;
                    tally.match_points = tally
                        .match_points
                        .saturating_add(i64::from(settings.bye_match_points()));
                    // A bye has no opponent, so it adds to the total but not to the
                    // difference (identical while the bye score is the default 0).
                    tally.total_score = tally.total_score.saturating_add(settings.bye.team_score);
                }
                MatchResult::Played { round, sides } => {
                    if sides.len() < 2 {
                        return Err(TournamentError::TooFewSides { round: *round });
                    }
                    let at: Vec<usize> = sides
                        .iter()
                        .map(|side| locate(*round, side.team))
                        .collect::<Result<_, _>>()?;
                    let forfeit = sides.iter().any(|s| s.forfeited);
                    // What each side's score counts for the tie-breakers: a team that
                    // forfeits scores nothing (docs/ORGANIZER.md, "Forfeits"), so
                    // walking out while ahead earns no total, difference or best
                    // match; the other side keeps what it scored.
                    let counted: Vec<i64> = sides
                        .iter()
                        .map(|s| if s.forfeited { 0 } else { s.score })
                        .collect();
                    for (i, side) in sides.iter().enumerate() {
                        let own = counted[i];
                        let best_other = counted
                            .iter()
                            .enumerate()
                            .filter(|&(j, _)| j != i)
                            .map(|(_, &other)| other)
                            .max()
                            .unwrap_or(own);
                        let tally = &mut tallies[at[i]];
                        tally.played += 1;
                        tally.total_score = tally.total_score.saturating_add(own);
                        tally.best_match = Some(tally.best_match.map_or(own, |b| b.max(own)));
                        // A forfeit decides the result whatever the scores.
                        let (count, earned) = match (forfeit, side.forfeited) {
                            (true, true) => (&mut tally.losses, settings.forfeit_loss_points()),
                            (true, false) => (&mut tally.wins, settings.forfeit_win_points()),
                            (false, _) => match side.score.cmp(&best_other) {
                                Ordering::Greater => (&mut tally.wins, points.win),
                                Ordering::Equal => (&mut tally.draws, points.draw),
                                Ordering::Less => (&mut tally.losses, points.loss),
                            },
                        };
                        *count += 1;
                        tally.match_points = tally.match_points.saturating_add(i64::from(earned));
                        for (j, &other) in counted.iter().enumerate() {
                            if j != i {
                                tally.score_difference = tally
                                    .score_difference
                                    .saturating_add(own.saturating_sub(other));
                                tally.meetings.push((at[j], *round));
                            }
                        }
                    }
                }
            }
        }
        Ok(Self { tallies })
    }

    /// Buchholz of team `at`: the current match points of every opponent, once per
    /// meeting.
    pub(crate) fn buchholz(&self, at: usize) -> i64 {
        self.tallies[at]
            .meetings
            .iter()
            .fold(0i64, |sum, &(opponent, _)| {
                sum.saturating_add(self.tallies[opponent].match_points)
            })
    }
}

/// Map team ids to their position in `teams`, refusing duplicates.
pub(crate) fn team_index(teams: &[Team]) -> Result<HashMap<TeamId, usize>, TournamentError> {
    let mut index = HashMap::with_capacity(teams.len());
    for (at, team) in teams.iter().enumerate() {
        if index.insert(team.id, at).is_some() {
            return Err(TournamentError::DuplicateTeamId(team.id));
        }
    }
    Ok(index)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extreme_scores_saturate_instead_of_panicking() {
        let teams = [Team::new(1, "A"), Team::new(2, "B")];
        let results = [
            MatchResult::played(1, (1, i64::MAX), (2, i64::MIN)),
            MatchResult::played(2, (1, i64::MAX), (2, 0)),
        ];
        let ledger = Ledger::build(&teams, &results, &TournamentSettings::default()).unwrap();
        assert_eq!(ledger.tallies[0].total_score, i64::MAX);
        assert_eq!(ledger.tallies[0].score_difference, i64::MAX);
        assert_eq!(ledger.tallies[1].score_difference, i64::MIN);
        // B met A (4 points) twice.
        assert_eq!(ledger.buchholz(1), 8);
    }
}
