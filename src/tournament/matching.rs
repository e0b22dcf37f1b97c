//! Minimum-cost perfect matching on a complete graph: `integer-blossom`'s
//! primal–dual blossom algorithm (O(n³)), with its answer checked before use.
//!
//! The crate was verified against brute force (the tests below, random and
//! lexicographic-sized costs, up to 12 vertices) before we relied on it.

use super::error::TournamentError;

/// Pair up `n` vertices (n even) minimising the summed `cost[i * n + j]` (i < j is
/// read; costs non-negative). Returns each vertex's partner.
///
/// # Errors
/// [`TournamentError::InvalidMatching`] if the solver's answer is not a perfect
/// matching — never expected, but cheap to check and better than a wrong table.
pub(crate) fn min_cost_perfect_matching(
    cost: &[i128],
    n: usize,
) -> Result<Vec<usize>, TournamentError> {
    if !n.is_multiple_of(2) || cost.len() != n * n || cost.iter().any(|&c| c < 0) {
        return Err(TournamentError::InvalidMatching);
    }
    let mate = integer_blossom::min_weight_perfect_matching(cost, n);
    let valid = mate.len() == n
        && mate
            .iter()
            .enumerate()
            .all(|(i, &m)| m < n && m != i && mate[m] == i);
    if valid {
        Ok(mate)
    } else {
        Err(TournamentError::InvalidMatching)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::tournament::seed::{DrawRng, Seed};

    /// The cheapest perfect matching's cost by trying them all.
    pub(crate) fn brute_force_min(cost: &[i128], n: usize) -> i128 {
        fn go(free: &mut Vec<usize>, cost: &[i128], n: usize) -> i128 {
            let Some(first) = free.pop() else { return 0 };
            let mut best = i128::MAX;
            for k in 0..free.len() {
                let other = free.remove(k);
                let c = cost[first.min(other) * n + first.max(other)] + go(free, cost, n);
                best = best.min(c);
                free.insert(k, other);
            }
            free.push(first);
            best
        }
        go(&mut (0..n).collect(), cost, n)
    }

    fn total(cost: &[i128], mate: &[usize], n: usize) -> i128 {
        (0..n)
            .filter(|&i| i < mate[i])
            .map(|i| cost[i * n + mate[i]])
            .sum()
    }

    #[test]
    fn blossom_agrees_with_brute_force() {
        let mut rng = DrawRng::new(Seed(2024));
        for case in 0..600 {
            let n = 2 * (1 + (case % 6));
            // Small ranges make many ties; huge multipliers mimic the pairing costs.
            let range = [3u64, 10, 1000][case % 3];
            let scale: i128 = if case % 2 == 0 {
                1
            } else {
                1_000_000_000_000_000
            };
            let mut cost = vec![0i128; n * n];
            for i in 0..n {
                for j in i + 1..n {
                    let c = i128::from(rng.below(range)) * scale + i128::from(rng.below(range));
                    cost[i * n + j] = c;
                    cost[j * n + i] = c;
                }
            }
            let mate = min_cost_perfect_matching(&cost, n).unwrap();
            assert_eq!(
                total(&cost, &mate, n),
                brute_force_min(&cost, n),
                "case {case}"
            );
        }
    }

    #[test]
    fn refuses_odd_or_negative_input() {
        assert_eq!(
            min_cost_perfect_matching(&[0; 9], 3),
            Err(TournamentError::InvalidMatching)
        );
        assert_eq!(
            min_cost_perfect_matching(&[0, -1, -1, 0], 2),
            Err(TournamentError::InvalidMatching)
        );
        assert_eq!(min_cost_perfect_matching(&[], 0), Ok(vec![]));
    }
}
