//! The teams a tournament pairs and ranks, as the web layer loads them.

use crate::tournament::groups;
use serde::{Deserialize, Serialize};

/// A team's database id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TeamId(pub i64);

/// A player's database id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlayerId(pub i64);

/// A registered team of two players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Team {
    /// Database id; unique within the tournament.
    pub id: TeamId,
    /// Display name; also the last tie-break for display order.
    pub name: String,
    /// Club, if any; teams of one club are kept apart where the settings ask.
    #[serde(default)]
    pub club: Option<String>,
    /// Dropped between rounds: keeps its results in the standings, is not paired.
    #[serde(default)]
    pub dropped: bool,
    /// Plays "solo contro coppia" this round (a player missing). Carried for the
    /// pairing sheet; it does not change who meets whom.
    #[serde(default)]
    pub solo: bool,
}

impl Team {
    /// A team with no club, active, with both players.
    #[must_use]
    pub fn new(id: i64, name: impl Into<String>) -> Self {
        Self {
            id: TeamId(id),
            name: name.into(),
            club: None,
            dropped: false,
            solo: false,
        }
    }

    /// The same team in `club`.
    #[must_use]
    pub fn with_club(mut self, club: impl Into<String>) -> Self {
        self.club = Some(club.into());
        self
    }

    /// The club as compared for club avoidance: trimmed and case-folded, so
    /// "Roma Nord" and "roma nord " are one club; blank means no club.
    #[must_use]
    pub fn club_key(&self) -> Option<String> {
        groups::key(self.club.as_deref()).map(|(key, _)| key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn club_key_ignores_case_and_blanks() {
        assert_eq!(
            Team::new(1, "A").with_club(" Roma Nord ").club_key(),
            Team::new(2, "B").with_club("roma nord").club_key()
        );
        assert_eq!(Team::new(3, "C").with_club("  ").club_key(), None);
        assert_eq!(Team::new(4, "D").club_key(), None);
    }
}
