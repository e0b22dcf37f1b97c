//! The cost of a seating: one counter per term, compared in the organizer's
//! priority order, and the field's pair data the terms are read from.
//!
//! A cost is a fixed array compared lexicographically (Rust's array `Ord`): slot
//! `k` holds the k-th term of the priority list, the last slot the rank spread
//! that keeps top players together. No weighting can then trade one repeated pair
//! for any number of club clashes: a lower term only ever breaks ties.

use crate::tournament::groups;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{Entrant, PlayedTable, SeatingSettings};

/// One thing the seating tries to avoid, named as the organizer says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Term {
    /// Players who met before: each pair costs (times met)², plus the
    /// `previous_round_extra` if they met in the previous round.
    Repeats,
    /// Two winners of the previous round's tables at one table.
    Winners,
    /// A player at an odd-sized table again: costs the number of odd-sized tables
    /// they already sat at.
    OddTable,
    /// Two players of one club at one table.
    Clubs,
    /// Two players of one region at one table.
    Regions,
}

/// Slots of a cost: the hard constraint, up to five terms, then the rank spread.
pub(crate) const SLOTS: usize = 7;
/// The hard constraints: same-club pairs when the organizer keeps clubs apart,
/// plus same-family pairs (always): above every term, so the searches give up
/// anything else before they seat a club or a family together.
pub(crate) const HARD: usize = 0;
const SPREAD: usize = SLOTS - 1;

/// A cost: per-slot counters, lexicographically ordered.
pub(crate) type Cost = [u64; SLOTS];

pub(crate) fn add(a: Cost, b: Cost) -> Cost {
    std::array::from_fn(|i| a[i] + b[i])
}

/// The cost without the rank spread: what the organizer's terms say.
pub(crate) fn terms_only(mut c: Cost) -> Cost {
    c[SPREAD] = 0;
    c
}

/// The field as indices 0..n (rank order), with every pair's data precomputed.
pub(crate) struct Field {
    pub(crate) n: usize,
    pub(crate) nominal: usize,
    /// Per pair (i·n + j): times met before.
    met: Vec<u16>,
    /// Per pair: met in the previous round.
    previous: Vec<bool>,
    /// Per pair: the repeat cost (met², plus the extra after the previous round).
    repeat: Vec<u32>,
    club: Vec<Option<u32>>,
    region: Vec<Option<u32>>,
    family: Vec<Option<u32>>,
    winner: Vec<bool>,
    odd_before: Vec<u32>,
    /// Slot of each term, `None` when the organizer left it out.
    slot: BTreeMap<Term, usize>,
    /// Count the rank spread (later rounds; not in a draw).
    pub(crate) spread: bool,
    /// Players of one club never at one table ([`SeatingSettings::clubs_apart`]).
    pub(crate) clubs_apart: bool,
    /// Some player has a family group: its players never at one table.
    pub(crate) families: bool,
}

impl Field {
    pub(crate) fn new(
        entrants: &[Entrant],
        history: &[PlayedTable],
        settings: &SeatingSettings,
        spread: bool,
    ) -> Self {
        let n = entrants.len();
        let index: BTreeMap<_, _> = entrants
            .iter()
            .enumerate()
            .map(|(i, e)| (e.player, i))
            .collect();
        let last_round = history.iter().map(|t| t.round).max();
        let mut met = vec![0u16; n * n];
        let mut previous = vec![false; n * n];
        let mut winner = vec![false; n];
        let mut odd_before = vec![0u32; n];
        for table in history {
            // Players who dropped out are simply not in the index.
            let seated: Vec<usize> = table
                .players
                .iter()
                .filter_map(|p| index.get(p).copied())
                .collect();
            let is_last = Some(table.round) == last_round;
            if table.players.len() != settings.table_size {
                for &i in &seated {
                    odd_before[i] += 1;
                }
            }
            if is_last && let Some(&w) = table.winner.as_ref().and_then(|w| index.get(w)) {
                winner[w] = true;
            }
            for (k, &a) in seated.iter().enumerate() {
                for &b in &seated[k + 1..] {
                    for p in [a * n + b, b * n + a] {
                        met[p] = met[p].saturating_add(1);
                        previous[p] |= is_last;
                    }
                }
            }
        }
        let extra = settings.previous_round_extra;
        let repeat = met
            .iter()
            .zip(&previous)
            .map(|(&m, &prev)| u32::from(m).pow(2) + if prev { extra } else { 0 })
            .collect();
        let ids = |key: fn(&Entrant) -> Option<&String>| -> Vec<Option<u32>> {
            let mut names: BTreeMap<String, u32> = BTreeMap::new();
            entrants
                .iter()
                .map(|e| {
                    let (name, _) = groups::key(key(e).map(String::as_str))?;
                    let next = u32::try_from(names.len()).unwrap_or(u32::MAX);
                    Some(*names.entry(name).or_insert(next))
                })
                .collect()
        };
        let slot = settings
            .priorities
            .iter()
            .enumerate()
            .map(|(k, &t)| (t, HARD + 1 + k))
            .collect();
        let family = ids(|e| e.family.as_ref());
        Self {
            n,
            nominal: settings.table_size,
            met,
            previous,
            repeat,
            club: ids(|e| e.club.as_ref()),
            region: ids(|e| e.region.as_ref()),
            winner,
            odd_before,
            slot,
            spread,
            clubs_apart: settings.clubs_apart,
            families: family.iter().any(Option::is_some),
            family,
        }
    }

    /// What seating `a` with `b` adds to the hard constraints: one for a club
    /// kept apart, one for a family group.
    pub(crate) fn clash(&self, a: usize, b: usize) -> u64 {
        let same = |of: &[Option<u32>]| of[a].is_some() && of[a] == of[b];
        u64::from(self.clubs_apart && same(&self.club)) + u64::from(same(&self.family))
    }

    /// The repeat cost of seating `a` with `b`.
    pub(crate) fn repeat(&self, a: usize, b: usize) -> u32 {
        self.repeat[a * self.n + b]
    }

    pub(crate) fn has(&self, term: Term) -> bool {
        self.slot.contains_key(&term)
    }

    pub(crate) fn club(&self, i: usize) -> Option<u32> {
        self.club[i]
    }

    pub(crate) fn region(&self, i: usize) -> Option<u32> {
        self.region[i]
    }

    pub(crate) fn family(&self, i: usize) -> Option<u32> {
        self.family[i]
    }

    /// The slot of `term` in a cost, `None` when the organizer left it out.
    pub(crate) fn slot(&self, term: Term) -> Option<usize> {
        self.slot.get(&term).copied()
    }

    /// Whether `i` won a table of the previous round.
    pub(crate) fn winner(&self, i: usize) -> bool {
        self.winner[i]
    }

    /// What seating `a` with `b` adds to each ranked term; the table cost is the
    /// sum of its pairs' costs plus, at an odd-sized table, its players'
    /// [`Self::odd_cost`] (the proof builds tables seat by seat from these).
    pub(crate) fn pair_cost(&self, a: usize, b: usize) -> Cost {
        let mut c = [0u64; SLOTS];
        let p = a * self.n + b;
        for (term, &k) in &self.slot {
            c[k] = match term {
                Term::Repeats => u64::from(self.repeat[p]),
                Term::Winners => u64::from(self.winner[a] && self.winner[b]),
                Term::OddTable => 0,
                Term::Clubs => u64::from(self.club[a].is_some() && self.club[a] == self.club[b]),
                Term::Regions => {
                    u64::from(self.region[a].is_some() && self.region[a] == self.region[b])
                }
            };
        }
        c[HARD] = self.clash(a, b);
        c
    }

    /// What `a` adds to the cost when seated at an odd-sized table.
    pub(crate) fn odd_cost(&self, a: usize) -> Cost {
        let mut c = [0u64; SLOTS];
        if let Some(k) = self.slot(Term::OddTable) {
            c[k] = u64::from(self.odd_before[a]);
        }
        c
    }

    /// The cost of one table (players as field indices, any order).
    pub(crate) fn table_cost(&self, players: &[usize]) -> Cost {
        let mut c = [0u64; SLOTS];
        let counts = self.table_counts(players);
        for (term, &k) in &self.slot {
            c[k] = match term {
                Term::Repeats => counts.repeat_cost,
                Term::Winners => counts.winner_pairs,
                Term::OddTable => counts.odd_cost,
                Term::Clubs => counts.club_pairs,
                Term::Regions => counts.region_pairs,
            };
        }
        c[HARD] = counts.family_pairs;
        if self.clubs_apart {
            c[HARD] += counts.club_pairs;
        }
        if self.spread && !players.is_empty() {
            let lo = players.iter().min().copied().unwrap_or(0);
            let hi = players.iter().max().copied().unwrap_or(0);
            c[SPREAD] = (hi - lo) as u64;
        }
        c
    }

    /// Every counter of one table, whether or not the organizer ranks it.
    pub(crate) fn table_counts(&self, players: &[usize]) -> Counts {
        let mut k = Counts::default();
        for (x, &a) in players.iter().enumerate() {
            for &b in &players[x + 1..] {
                let p = a * self.n + b;
                if self.met[p] > 0 {
                    k.repeat_pairs += 1;
                    k.repeat_cost += u64::from(self.repeat[p]);
                    if self.previous[p] {
                        k.previous_pairs += 1;
                    }
                }
                k.winner_pairs += u64::from(self.winner[a] && self.winner[b]);
                k.club_pairs += u64::from(self.club[a].is_some() && self.club[a] == self.club[b]);
                k.region_pairs +=
                    u64::from(self.region[a].is_some() && self.region[a] == self.region[b]);
                k.family_pairs +=
                    u64::from(self.family[a].is_some() && self.family[a] == self.family[b]);
            }
        }
        if players.len() != self.nominal {
            for &a in players {
                if self.odd_before[a] > 0 {
                    k.odd_players += 1;
                    k.odd_cost += u64::from(self.odd_before[a]);
                }
            }
        }
        k
    }
}

/// Counters of a table or a whole seating.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Counts {
    pub(crate) repeat_pairs: u64,
    pub(crate) previous_pairs: u64,
    pub(crate) repeat_cost: u64,
    pub(crate) winner_pairs: u64,
    pub(crate) odd_players: u64,
    pub(crate) odd_cost: u64,
    pub(crate) club_pairs: u64,
    pub(crate) region_pairs: u64,
    /// Pairs of one family group (never ranked: a hard constraint).
    pub(crate) family_pairs: u64,
}

impl std::ops::AddAssign for Counts {
    fn add_assign(&mut self, o: Self) {
        self.repeat_pairs += o.repeat_pairs;
        self.previous_pairs += o.previous_pairs;
        self.repeat_cost += o.repeat_cost;
        self.winner_pairs += o.winner_pairs;
        self.odd_players += o.odd_players;
        self.odd_cost += o.odd_cost;
        self.club_pairs += o.club_pairs;
        self.region_pairs += o.region_pairs;
        self.family_pairs += o.family_pairs;
    }
}

/// The total cost of a seating.
pub(crate) fn seating_cost(field: &Field, tables: &[Vec<usize>]) -> Cost {
    tables
        .iter()
        .fold([0; SLOTS], |acc, t| add(acc, field.table_cost(t)))
}
