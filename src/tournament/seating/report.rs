//! What the organizer reads with a draft: each term's count and cost, and how
//! sure the seating is to be the best (cost 0, a lower bound reached, a complete
//! search, or the gap to the bound when the time budget ended first).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::cost::{Counts, Term};

/// One term of the cost, as counted on the seating.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TermReport {
    /// The term.
    pub term: Term,
    /// How many: repeated pairs, pairs of previous winners, players at an
    /// odd-sized table again, same-club pairs, same-region pairs.
    pub count: u64,
    /// Of the repeated pairs, those who met in the previous round (0 for the
    /// other terms).
    pub previous_round: u64,
    /// What the term costs (repeats: Σ times met², plus the extra).
    pub cost: u64,
    /// Proven minimal: no seating does better on this term without doing worse on
    /// a term ranked above it. Only said when the proof exists (a cost of 0, or an
    /// exhaustive search of a small field), and only of a count above 0.
    pub unavoidable: bool,
}

/// How far the seating is known to be the best.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Proof {
    /// Every term counts 0: nothing can do better.
    ZeroCost,
    /// An exhaustive search of the field found nothing better. `search_found_it`
    /// says whether the construction and local search had already reached that
    /// cost (if not, the exhaustive search's seating is the one returned).
    Exhaustive {
        /// The search alone reached the minimum.
        search_found_it: bool,
    },
    /// No swap or move lowers the cost, but a better seating may exist (reports
    /// stored before the proof searched every field).
    LocalMinimum,
    /// The cost equals a lower bound that holds for every seating, term by term:
    /// optimal, with no search needed.
    LowerBound,
    /// The branch and bound went through every seating (pruned by the bound) and
    /// found nothing cheaper. `search_found_it` as for [`Proof::Exhaustive`].
    Search {
        /// The construction and local search alone reached the optimum.
        search_found_it: bool,
    },
    /// The time budget ended before the search did: the seating is within
    /// `gap_percent` of the optimum, on the first term above the lower bound.
    Gap {
        /// (cost − bound) / cost, in percent, rounded up (1 to 100).
        gap_percent: u32,
        /// The budget that ran out, in milliseconds.
        time_budget_ms: u64,
    },
    /// Edited by hand after the search ([`super::evaluate`]): counted, not proven.
    Edited,
}

/// The cost breakdown given with a draft.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatingReport {
    /// Terms in the organizer's priority order.
    pub terms: Vec<TermReport>,
    /// How sure we are.
    pub proof: Proof,
    /// The proof (an exhaustive or complete search) was taken among the seatings
    /// that leave the next round repeat-free, as the draft did: optimal under that
    /// constraint. Absent in reports stored before it existed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub next_round_kept_open: bool,
}

impl SeatingReport {
    pub(crate) fn new(priorities: &[Term], counts: Counts, proof: Proof) -> Self {
        let proven = proof.is_proven();
        let terms = priorities
            .iter()
            .map(|&term| {
                let (count, cost) = match term {
                    Term::Repeats => (counts.repeat_pairs, counts.repeat_cost),
                    Term::Winners => (counts.winner_pairs, counts.winner_pairs),
                    Term::OddTable => (counts.odd_players, counts.odd_cost),
                    Term::Clubs => (counts.club_pairs, counts.club_pairs),
                    Term::Regions => (counts.region_pairs, counts.region_pairs),
                };
                TermReport {
                    term,
                    count,
                    previous_round: if term == Term::Repeats {
                        counts.previous_pairs
                    } else {
                        0
                    },
                    cost,
                    unavoidable: proven && count > 0,
                }
            })
            .collect();
        Self {
            terms,
            proof,
            next_round_kept_open: false,
        }
    }

    /// Whether the proof exists.
    #[must_use]
    pub fn is_proven(&self) -> bool {
        self.proof.is_proven()
    }

    /// The count of one term (0 if the organizer does not rank it).
    #[must_use]
    pub fn count(&self, term: Term) -> u64 {
        self.terms
            .iter()
            .find(|t| t.term == term)
            .map_or(0, |t| t.count)
    }
}

impl Proof {
    /// Whether no seating does better (under the organizer's order of terms).
    #[must_use]
    pub fn is_proven(self) -> bool {
        matches!(
            self,
            Self::ZeroCost | Self::Exhaustive { .. } | Self::LowerBound | Self::Search { .. }
        )
    }
}

impl fmt::Display for Term {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Repeats => "repeated pairs",
            Self::Winners => "pairs of last round's winners",
            Self::OddTable => "players at an odd-sized table again",
            Self::Clubs => "same-club pairs",
            Self::Regions => "same-region pairs",
        })
    }
}

impl Term {
    /// `count` of this term in English, singular for 1 ("1 pair of last round's
    /// winners"); the pages word it from the Fluent messages (`ind-term-*`).
    fn counted(self, count: u64) -> String {
        let (one, many) = match self {
            Self::Repeats => ("repeated pair", "repeated pairs"),
            Self::Winners => (
                "pair of last round's winners",
                "pairs of last round's winners",
            ),
            Self::OddTable => (
                "player at an odd-sized table again",
                "players at an odd-sized table again",
            ),
            Self::Clubs => ("same-club pair", "same-club pairs"),
            Self::Regions => ("same-region pair", "same-region pairs"),
        };
        format!("{count} {}", if count == 1 { one } else { many })
    }
}

/// English, for logs and tests; the web layer words it from the fields.
impl fmt::Display for SeatingReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self
            .terms
            .iter()
            .map(|t| {
                let mut s = t.term.counted(t.count);
                if t.previous_round > 0 {
                    s.push_str(&format!(" ({} from the previous round)", t.previous_round));
                }
                if t.unavoidable {
                    s.push_str(if t.count == 1 {
                        ", unavoidable"
                    } else {
                        ", all unavoidable"
                    });
                }
                // Pairs and their cost apart: a pair that met twice costs 4.
                if t.term == Term::Repeats && t.count > 0 {
                    s.push_str(&format!(", cost {}", t.cost));
                }
                s
            })
            .collect();
        let proof = match self.proof {
            Proof::ZeroCost => "optimal: cost 0",
            Proof::Exhaustive { .. } => "optimal: exhaustive search",
            Proof::LocalMinimum => "no swap or move improves it",
            Proof::Edited => "edited by hand",
            Proof::LowerBound => "optimal: cost equals the lower bound",
            Proof::Search { .. } => "optimal: complete search",
            Proof::Gap { gap_percent, .. } => {
                return write!(
                    f,
                    "{}; within {gap_percent}% of the optimum",
                    parts.join("; ")
                );
            }
        };
        let kept = if self.next_round_kept_open {
            ", among seatings that keep the next round repeat-free"
        } else {
            ""
        };
        write!(f, "{}; {proof}{kept}", parts.join("; "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_of_a_term_is_said_in_the_singular() {
        let counts = Counts {
            winner_pairs: 1,
            club_pairs: 2,
            ..Counts::default()
        };
        let report = SeatingReport::new(
            &[Term::Repeats, Term::Winners, Term::Clubs],
            counts,
            Proof::Search {
                search_found_it: true,
            },
        );
        assert_eq!(
            report.to_string(),
            "0 repeated pairs; 1 pair of last round's winners, unavoidable; \
             2 same-club pairs, all unavoidable; optimal: complete search"
        );
    }
}
