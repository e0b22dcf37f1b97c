//! Team standings: every criterion's value exposed, ranked by the configured order.

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};

use super::error::TournamentError;
use super::ledger::Ledger;
use super::result::MatchResult;
use super::settings::{Criterion, TournamentSettings};
use super::team::{Team, TeamId};

/// One row of the team standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamStanding {
    /// Rank from 1; teams equal on every configured criterion share it.
    pub rank: u32,
    /// The team.
    pub team: TeamId,
    /// Team name (the display tie-break).
    pub name: String,
    /// Club, if any.
    pub club: Option<String>,
    /// Dropped teams stay in the standings.
    pub dropped: bool,
    /// Match points, byes included.
    pub match_points: i64,
    /// Total team score, byes' team score included.
    pub total_score: i64,
    /// Own minus opponents' team score, summed over played matches.
    pub score_difference: i64,
    /// Sum of the current match points of every opponent met.
    pub buchholz: i64,
    /// Best single-match team score; `None` before the first played match.
    pub best_match: Option<i64>,
    /// Matches played (byes not included).
    pub played: u32,
    /// Matches won.
    pub wins: u32,
    /// Matches drawn.
    pub draws: u32,
    /// Matches lost.
    pub losses: u32,
    /// Byes received.
    pub byes: u32,
}

impl TeamStanding {
    /// The value ranked by `criterion` (higher is better).
    #[must_use]
    pub fn value(&self, criterion: Criterion) -> i64 {
        match criterion {
            Criterion::MatchPoints => self.match_points,
            Criterion::TotalScore => self.total_score,
            Criterion::ScoreDifference => self.score_difference,
            Criterion::Buchholz => self.buchholz,
            // No match yet ranks below any score, negative adjusted ones included.
            Criterion::BestMatch => self.best_match.unwrap_or(i64::MIN),
        }
    }
}

/// Team standings of every registered team (dropped ones included), best first.
///
/// Ties on every criterion share a rank and are listed by name (then id), so the
/// order is deterministic.
///
/// # Errors
/// Results that do not fit the teams: see [`TournamentError`].
pub fn team_standings(
    teams: &[Team],
    results: &[MatchResult],
    settings: &TournamentSettings,
) -> Result<Vec<TeamStanding>, TournamentError> {
    standings_with_ledger(teams, results, settings).map(|(rows, _)| rows)
}

/// The standings together with the ledger they came from (the pairing needs both).
pub(crate) fn standings_with_ledger(
    teams: &[Team],
    results: &[MatchResult],
    settings: &TournamentSettings,
) -> Result<(Vec<TeamStanding>, Ledger), TournamentError> {
    let ledger = Ledger::build(teams, results, settings)?;
    let mut rows: Vec<TeamStanding> = teams
        .iter()
        .zip(&ledger.tallies)
        .enumerate()
        .map(|(at, (team, tally))| TeamStanding {
            rank: 0,
            team: team.id,
            name: team.name.clone(),
            club: team.club.clone(),
            dropped: team.dropped,
            match_points: tally.match_points,
            total_score: tally.total_score,
            score_difference: tally.score_difference,
            buchholz: ledger.buchholz(at),
            best_match: tally.best_match,
            played: tally.played,
            wins: tally.wins,
            draws: tally.draws,
            losses: tally.losses,
            byes: tally.byes,
        })
        .collect();
    let criteria = &settings.criteria;
    rows.sort_by(|a, b| {
        by_criteria(a, b, criteria)
            .then_with(|| a.name.cmp(&b.name))
            .then_with(|| a.team.cmp(&b.team))
    });
    assign_ranks(&mut rows, |a, b| {
        by_criteria(a, b, criteria) == Ordering::Equal
    });
    Ok((rows, ledger))
}

/// Better first on the configured criteria.
fn by_criteria(a: &TeamStanding, b: &TeamStanding, criteria: &[Criterion]) -> Ordering {
    criteria
        .iter()
        .map(|&c| b.value(c).cmp(&a.value(c)))
        .find(|o| o.is_ne())
        .unwrap_or(Ordering::Equal)
}

/// Standard competition ranking ("1, 2, 2, 4") over rows already sorted.
pub(crate) fn assign_ranks<T: Ranked>(rows: &mut [T], tied: impl Fn(&T, &T) -> bool) {
    for i in 0..rows.len() {
        let rank = if i > 0 && tied(&rows[i - 1], &rows[i]) {
            rows[i - 1].rank()
        } else {
            u32::try_from(i + 1).unwrap_or(u32::MAX)
        };
        rows[i].set_rank(rank);
    }
}

/// A standings row with a rank to fill.
pub(crate) trait Ranked {
    fn rank(&self) -> u32;
    fn set_rank(&mut self, rank: u32);
}

impl Ranked for TeamStanding {
    fn rank(&self) -> u32 {
        self.rank
    }
    fn set_rank(&mut self, rank: u32) {
        self.rank = rank;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_rank_skips_the_next_numbers() {
        let teams: Vec<Team> = ["C", "A", "B", "D"]
            .iter()
            .zip(1..)
            .map(|(n, id)| Team::new(id, *n))
            .collect();
        // A and C both beat their opponents 10-5: equal on every criterion.
        let results = vec![
            MatchResult::played(1, (1, 10), (4, 5)),
            MatchResult::played(1, (2, 10), (3, 5)),
        ];
        let rows = team_standings(&teams, &results, &TournamentSettings::default()).unwrap();
        let shown: Vec<(u32, &str)> = rows.iter().map(|r| (r.rank, r.name.as_str())).collect();
        assert_eq!(shown, vec![(1, "A"), (1, "C"), (3, "B"), (3, "D")]);
    }

    fn row<'a>(rows: &'a [TeamStanding], name: &str) -> &'a TeamStanding {
        rows.iter().find(|r| r.name == name).unwrap()
    }

    #[test]
    fn a_forfeiting_team_scores_nothing_in_the_tie_breakers() {
        // Issue 27 item 7: Orsi led 45 to 17 and forfeited. Corsari win with the
        // board's 17; Orsi's 45 count 0: no total, no +28 difference, no best match.
        let teams = [Team::new(1, "Corsari"), Team::new(2, "Orsi")];
        let results = [MatchResult::played(1, (1, 17), (2, 45)).forfeited_by(TeamId(2))];
        let rows = team_standings(&teams, &results, &TournamentSettings::default()).unwrap();
        let (c, o) = (row(&rows, "Corsari"), row(&rows, "Orsi"));
        assert_eq!((c.rank, c.match_points, c.wins), (1, 2, 1));
        assert_eq!((o.rank, o.match_points, o.losses), (2, 0, 1));
        assert_eq!(
            (c.total_score, c.score_difference, c.best_match),
            (17, 17, Some(17))
        );
        assert_eq!(
            (o.total_score, o.score_difference, o.best_match),
            (0, -17, Some(0))
        );
        assert_eq!((c.played, o.played), (1, 1));
    }

    #[test]
    fn a_forfeit_earns_no_tie_break_over_teams_level_on_match_points() {
        // Round 1: Orsi (45) forfeit to Corsari (17); Lupi beat Volpi 30-20.
        // Round 2: Orsi beat Lupi 40-10; Volpi beat Corsari 50-0. Everyone has one
        // win. Counted as played, Orsi's forfeited 45 would make them first on total
        // (85); counted 0, Volpi lead and Orsi tie Lupi on 40, ahead on difference.
        let teams = [
            Team::new(1, "Corsari"),
            Team::new(2, "Orsi"),
            Team::new(3, "Lupi"),
            Team::new(4, "Volpi"),
        ];
        let results = [
            MatchResult::played(1, (1, 17), (2, 45)).forfeited_by(TeamId(2)),
            MatchResult::played(1, (3, 30), (4, 20)),
            MatchResult::played(2, (2, 40), (3, 10)),
            MatchResult::played(2, (4, 50), (1, 0)),
        ];
        let rows = team_standings(&teams, &results, &TournamentSettings::default()).unwrap();
        let order: Vec<(&str, i64, i64, i64)> = rows
            .iter()
            .map(|r| {
                let name = r.name.as_str();
                (name, r.match_points, r.total_score, r.score_difference)
            })
            .collect();
        assert_eq!(
            order,
            vec![
                ("Volpi", 2, 70, 40),
                ("Orsi", 2, 40, 13),
                ("Lupi", 2, 40, -20),
                ("Corsari", 2, 17, -33)
            ]
        );
    }
}
