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
}

impl SideResult {
    /// A side with a team score and no personal scores.
    #[must_use]
    pub fn new(team: i64, score: i64) -> Self {
        Self {
            team: TeamId(team),
            score,
            players: Vec::new(),
        }
    }
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
