//! Individual standings: players by total personal score, then best single match.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::error::TournamentError;
use super::ledger::team_index;
use super::result::MatchResult;
use super::standings::{Ranked, assign_ranks};
use super::team::{PlayerId, Team, TeamId};

/// One row of the individual standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerStanding {
    /// Rank from 1; equal total and best match share it.
    pub rank: u32,
    /// The player.
    pub player: PlayerId,
    /// Name as last recorded.
    pub name: String,
    /// The team the player last played for.
    pub team: TeamId,
    /// That team's name.
    pub team_name: String,
    /// Sum of personal scores.
    pub total_score: i64,
    /// Best single-match personal score.
    pub best_match: i64,
    /// Matches with a personal score recorded.
    pub matches: u32,
}

impl Ranked for PlayerStanding {
    fn rank(&self) -> u32 {
        self.rank
    }
    fn set_rank(&mut self, rank: u32) {
        self.rank = rank;
    }
}

/// Individual standings over the personal scores in `results`, best first; ties
/// share a rank and are listed by name, then id. Byes carry no personal scores.
///
/// # Errors
/// Duplicate team ids, or a result naming an unknown team.
pub fn player_standings(
    teams: &[Team],
    results: &[MatchResult],
) -> Result<Vec<PlayerStanding>, TournamentError> {
    let index = team_index(teams)?;
    let mut rows: Vec<PlayerStanding> = Vec::new();
    let mut by_player: HashMap<PlayerId, usize> = HashMap::new();
    let mut ordered: Vec<&MatchResult> = results.iter().collect();
    // Later rounds last, so "last recorded" name and team are the latest ones.
    ordered.sort_by_key(|r| r.round());
    for result in ordered {
        let MatchResult::Played { round, sides } = result else {
            continue;
        };
        for side in sides {
            let team = index.get(&side.team).ok_or(TournamentError::UnknownTeam {
                round: *round,
                team: side.team,
            })?;
            for p in &side.players {
                // A forfeiting team's players score nothing, as their team does in
                // the team standings' tie-breakers.
                let score = if side.forfeited { 0 } else { p.score };
                let at = *by_player.entry(p.player).or_insert_with(|| {
                    rows.push(PlayerStanding {
                        rank: 0,
                        player: p.player,
                        name: String::new(),
                        team: side.team,
                        team_name: String::new(),
                        total_score: 0,
                        best_match: score,
                        matches: 0,
                    });
                    rows.len() - 1
                });
                let row = &mut rows[at];
                row.name.clone_from(&p.name);
                row.team = side.team;
                row.team_name.clone_from(&teams[*team].name);
                row.total_score = row.total_score.saturating_add(score);
                row.best_match = row.best_match.max(score);
                row.matches += 1;
            }
        }
    }
    rows.sort_by(|a, b| {
        b.total_score
            .cmp(&a.total_score)
            .then(b.best_match.cmp(&a.best_match))
            .then_with(|| a.name.cmp(&b.name))
            .then(a.player.cmp(&b.player))
    });
    assign_ranks(&mut rows, |a, b| {
        (a.total_score, a.best_match) == (b.total_score, b.best_match)
    });
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::result::SeatScore;

    #[test]
    fn a_forfeiting_teams_players_score_nothing() {
        let teams = [Team::new(1, "Corsari"), Team::new(2, "Orsi")];
        let seat = |team: i64, player: i64, points: i64| SeatScore {
            team: TeamId(team),
            player: PlayerId(player),
            name: format!("p{player}"),
            points,
        };
        let seats = [
            seat(1, 11, 9),
            seat(2, 21, 25),
            seat(1, 12, 8),
            seat(2, 22, 20),
        ];
        let results =
            [MatchResult::from_seats(1, &[TeamId(1), TeamId(2)], &seats).forfeited_by(TeamId(2))];
        let rows = player_standings(&teams, &results).unwrap();
        let shown: Vec<(&str, i64, i64, u32)> = rows
            .iter()
            .map(|r| (r.name.as_str(), r.total_score, r.best_match, r.matches))
            .collect();
        assert_eq!(
            shown,
            vec![
                ("p11", 9, 9, 1),
                ("p12", 8, 8, 1),
                ("p21", 0, 0, 1),
                ("p22", 0, 0, 1)
            ]
        );
    }
}
