//! Why the tournament module refused its input. No HTTP here: the web layer maps
//! these to messages for the organizer.

use super::team::TeamId;

/// Input the pairing or the standings cannot work with.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TournamentError {
    /// Two registered teams share an id.
    #[error("team id {0:?} is registered twice")]
    DuplicateTeamId(TeamId),
    /// A result names a team that is not registered.
    #[error("round {round}: result names unknown team {team:?}")]
    UnknownTeam {
        /// The round of the result.
        round: u32,
        /// The unknown id.
        team: TeamId,
    },
    /// A team appears in two results of one round (or twice at one table).
    #[error("round {round}: team {team:?} appears in more than one result")]
    TeamTwiceInRound {
        /// The round.
        round: u32,
        /// The team.
        team: TeamId,
    },
    /// A played match with fewer than two sides.
    #[error("round {round}: a played match needs at least two teams")]
    TooFewSides {
        /// The round.
        round: u32,
    },
    /// So many teams that the pairing costs would not fit in 128 bits.
    #[error("{0} teams are too many to pair")]
    TooManyTeams(usize),
    /// The matching solver returned something that is not a perfect matching.
    /// Should never happen; checked rather than trusted.
    #[error("the matching solver returned an invalid pairing")]
    InvalidMatching,
}

impl TournamentError {
    /// A stable machine-readable code.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            Self::DuplicateTeamId(_) => "duplicate_team_id",
            Self::UnknownTeam { .. } => "unknown_team",
            Self::TeamTwiceInRound { .. } => "team_twice_in_round",
            Self::TooFewSides { .. } => "too_few_sides",
            Self::TooManyTeams(_) => "too_many_teams",
            Self::InvalidMatching => "invalid_matching",
        }
    }
}
