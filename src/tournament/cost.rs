//! Lexicographic pairing costs folded into one integer per pair.
//!
//! Priorities, highest first: a second bye ≫ a rematch ≫ a club clash ≫ the bye
//! not going to the lowest-ranked team ≫ a gap in match points ≫ a gap in
//! pairing order. Each level's multiplier exceeds the most that all lower levels
//! can add up to over a whole matching, so no amount of a lower penalty can ever
//! buy one unit of a higher one. The multipliers are computed from the vertex
//! count with checked `i128` arithmetic: at 200 teams the top multiplier is about
//! 3·10²¹, past what `i64` holds.

use super::error::TournamentError;

/// Penalty counts of one pair (or of one team with the bye), by level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Penalty {
    /// The bye goes to a team that already had one.
    pub(crate) repeat_bye: u64,
    /// The two teams have met before.
    pub(crate) rematch: u64,
    /// The two teams share a club (while avoidance applies).
    pub(crate) club_clash: u64,
    /// How far above the bottom of the pairing order the bye team sits.
    pub(crate) bye_rank: u64,
    /// Squared distance between the teams' match-point groups.
    pub(crate) group_gap: u64,
    /// Squared distance between the teams' places in the pairing order.
    pub(crate) order_gap: u64,
}

const LEVELS: usize = 6;

impl Penalty {
    /// Lowest level first, matching [`Scale`].
    fn levels(self) -> [u64; LEVELS] {
        [
            self.order_gap,
            self.group_gap,
            self.bye_rank,
            self.club_clash,
            self.rematch,
            self.repeat_bye,
        ]
    }
}

/// Multipliers for a graph of a given vertex count.
#[derive(Clone, Debug)]
pub(crate) struct Scale {
    bounds: [u64; LEVELS],
    multipliers: [i128; LEVELS],
}

impl Scale {
    /// The scale for `vertices` vertices (teams plus the bye vertex if any).
    ///
    /// # Errors
    /// [`TournamentError::TooManyTeams`] if the costs would not fit comfortably in
    /// `i128` (thousands of teams; far beyond a club night).
    pub(crate) fn new(vertices: usize) -> Result<Self, TournamentError> {
        let too_many = || TournamentError::TooManyTeams(vertices);
        let span = u64::try_from(vertices.saturating_sub(1)).map_err(|_| too_many())?;
        let span_sq = span.checked_mul(span).ok_or_else(too_many)?;
        // Largest per-pair value of each level, lowest level first.
        let bounds = [span_sq, span_sq, span, 1, 1, 1];
        let pairs = i128::try_from(vertices / 2).map_err(|_| too_many())?;
        let mut multipliers = [1i128; LEVELS];
        let mut below: i128 = 0; // most all lower levels can add over a matching
        for level in 0..LEVELS {
            multipliers[level] = below.checked_add(1).ok_or_else(too_many)?;
            let level_max = multipliers[level]
                .checked_mul(i128::from(bounds[level]))
                .and_then(|m| m.checked_mul(pairs.max(1)))
                .ok_or_else(too_many)?;
            below = below.checked_add(level_max).ok_or_else(too_many)?;
        }
        // Leave the solver headroom: it works with sums and doubles of weights.
        if below > i128::MAX / 64 {
            return Err(too_many());
        }
        Ok(Self {
            bounds,
            multipliers,
        })
    }

    /// The single cost of a pair with penalty `p`. Counts are clamped to their
    /// level's bound so the lexicographic guarantee holds whatever comes in.
    pub(crate) fn cost(&self, p: Penalty) -> i128 {
        p.levels()
            .iter()
            .zip(self.bounds.iter().zip(&self.multipliers))
            .map(|(&count, (&bound, &m))| i128::from(count.min(bound)) * m)
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_unit_of_a_level_outweighs_everything_below_it() {
        for vertices in [2usize, 3, 10, 201, 202, 2000] {
            let scale = Scale::new(vertices).unwrap();
            let pairs = i128::try_from(vertices / 2).unwrap();
            let worst_lower = |level: usize| -> i128 {
                (0..level)
                    .map(|l| scale.multipliers[l] * i128::from(scale.bounds[l]) * pairs)
                    .sum()
            };
            for level in 0..LEVELS {
                assert!(
                    scale.multipliers[level] > worst_lower(level),
                    "{vertices} {level}"
                );
            }
        }
        // A rematch alone costs more than a full matching of club clashes.
        let scale = Scale::new(202).unwrap();
        let rematch = scale.cost(Penalty {
            rematch: 1,
            ..Penalty::default()
        });
        let clashes = scale.cost(Penalty {
            club_clash: 1,
            bye_rank: 201,
            group_gap: 201 * 201,
            order_gap: 201 * 201,
            ..Penalty::default()
        }) * 101;
        assert!(rematch > clashes);
    }

    #[test]
    fn two_hundred_teams_need_more_than_i64() {
        // The figure quoted in the module docs and docs/PAIRING.md.
        let top = Scale::new(200).unwrap().multipliers[LEVELS - 1];
        assert!(
            top > 3 * 10i128.pow(21) && top < 4 * 10i128.pow(21),
            "{top}"
        );
        assert!(top > i128::from(i64::MAX));
    }

    #[test]
    fn absurd_sizes_are_refused_not_overflowed() {
        assert_eq!(
            Scale::new(10_000_000).unwrap_err(),
            TournamentError::TooManyTeams(10_000_000)
        );
    }
}
