//! Round 1: a random draw from the recorded seed that keeps clubs (or regions)
//! apart by construction.
//!
//! The shuffled players are grouped by club, biggest club first, and dealt into
//! the seats row by row (seat 1 of every table, then seat 2 of every table that
//! has one, ...). A run of c consecutive seats in that order touches c different
//! tables whenever c ≤ the number of tables, so a club no bigger than the number
//! of tables never has two players at one table. Who sits with whom is still
//! decided by the shuffle: the deal only fixes which clubs share a table.
//!
//! The tables' sizes differ by at most one and the larger come first, so only the
//! last row is short and the claim holds for it too: this is why a field whose
//! clubs are no bigger than the number of tables can always keep clubs apart
//! ([`super::SeatingSettings::clubs_apart`]), in any round.

use std::collections::BTreeMap;

use super::cost::{Field, Term};
use crate::tournament::Seed;
use crate::tournament::seed::DrawRng;

/// Which group a player belongs to, for the deal.
type Key = fn(&Field, usize) -> Option<u32>;

/// Deal players 0..n (field indices) into tables of `sizes` (largest first).
pub(crate) fn draw(field: &Field, sizes: &[usize], seed: Seed) -> Vec<Vec<usize>> {
    let key: Option<Key> = if field.has(Term::Clubs) || field.clubs_apart {
        Some(|f, i| f.club(i))
    } else if field.has(Term::Regions) {
        Some(|f, i| f.region(i))
    } else {
        None
    };
    deal(field, sizes, seed, key)
}

/// The deal that keeps the hard constraint: clubs when they are kept apart, else
/// family groups. Every group no bigger than the tables is then apart (family
/// groups too, when clubs are not kept apart; with both, the searches do the rest).
pub(crate) fn deal_apart(field: &Field, sizes: &[usize], seed: Seed) -> Vec<Vec<usize>> {
    let key: Key = if field.clubs_apart {
        |f, i| f.club(i)
    } else {
        |f, i| f.family(i)
    };
    deal(field, sizes, seed, Some(key))
}

fn deal(field: &Field, sizes: &[usize], seed: Seed, key: Option<Key>) -> Vec<Vec<usize>> {
    let mut rng = DrawRng::new(seed);
    let mut order: Vec<usize> = (0..field.n).collect();
    rng.shuffle(&mut order);
    if let Some(key) = key {
        order = grouped(field, &order, key);
    }
    let mut tables: Vec<Vec<usize>> = sizes.iter().map(|&s| Vec::with_capacity(s)).collect();
    let mut next = order.into_iter();
    let deepest = sizes.first().copied().unwrap_or(0);
    for row in 0..deepest {
        for (t, &size) in sizes.iter().enumerate() {
            if row < size
                && let Some(p) = next.next()
            {
                tables[t].push(p);
            }
        }
    }
    // Which table is "table 1" carries no meaning in a draw: shuffle that too, so
    // the biggest club does not always open table 1.
    rng.shuffle(&mut tables);
    tables.sort_by_key(|t| std::cmp::Reverse(t.len()));
    tables
}

/// The shuffled order regrouped: clubs by size (biggest first, ties in order of
/// first appearance), each club's players in shuffled order, players without a
/// club last.
fn grouped(field: &Field, order: &[usize], key: Key) -> Vec<usize> {
    let mut groups: BTreeMap<u32, (usize, Vec<usize>)> = BTreeMap::new();
    let mut loose = Vec::new();
    for (pos, &p) in order.iter().enumerate() {
        match key(field, p) {
            Some(c) => groups
                .entry(c)
                .or_insert_with(|| (pos, Vec::new()))
                .1
                .push(p),
            None => loose.push(p),
        }
    }
    let mut groups: Vec<(usize, Vec<usize>)> = groups.into_values().collect();
    groups.sort_by(|a, b| b.1.len().cmp(&a.1.len()).then(a.0.cmp(&b.0)));
    groups.into_iter().flat_map(|g| g.1).chain(loose).collect()
}
