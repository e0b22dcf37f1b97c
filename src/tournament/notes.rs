//! What the organizer reads next to a proposed table: why an unusual pairing was
//! made. Structured for templates, with an English `Display`.

use std::fmt;

use serde::{Deserialize, Serialize};

/// One remark on a table of the proposed pairing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PairingNote {
    /// The teams have met before. The matching is optimal, so this was forced:
    /// every pairing of the round has at least as many rematches.
    Rematch {
        /// Rounds in which they met.
        rounds: Vec<u32>,
    },
    /// The teams share a club.
    SameClub {
        /// The club as registered on the first team.
        club: String,
        /// Whether club avoidance applied this round (then it was forced).
        forced: bool,
    },
    /// Teams on different match points meet (a "float").
    PointsGap {
        /// Match points of the higher team.
        higher: i64,
        /// Match points of the lower team.
        lower: i64,
    },
}

impl fmt::Display for PairingNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Rematch { rounds } => {
                let rounds: Vec<String> = rounds.iter().map(u32::to_string).collect();
                write!(
                    f,
                    "rematch (met in round {}): forced, no pairing without it exists",
                    rounds.join(", ")
                )
            }
            Self::SameClub { club, forced: true } => write!(
                f,
                "same club ({club}): forced, no pairing keeping clubs apart exists"
            ),
            Self::SameClub {
                club,
                forced: false,
            } => write!(f, "same club ({club}): club avoidance is off this round"),
            Self::PointsGap { higher, lower } => {
                write!(f, "different standings: {higher} vs {lower} match points")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notes_read_as_sentences() {
        let rematch = PairingNote::Rematch { rounds: vec![1, 3] };
        assert_eq!(
            rematch.to_string(),
            "rematch (met in round 1, 3): forced, no pairing without it exists"
        );
        let club = PairingNote::SameClub {
            club: "Roma".into(),
            forced: false,
        };
        assert_eq!(
            club.to_string(),
            "same club (Roma): club avoidance is off this round"
        );
        let gap = PairingNote::PointsGap {
            higher: 4,
            lower: 2,
        };
        assert_eq!(gap.to_string(), "different standings: 4 vs 2 match points");
    }
}
