//! Later rounds, first draft: tables filled in rank order (top players together)
//! by a depth-first search that refuses any seat pushing the repeat cost past a
//! budget. The budget starts at 0 and is raised until a seating is found, so the
//! draft has as few repeats as the search can reach before the local search
//! ([`super::improve`]) takes over.

use super::cost::{Field, Term};

/// Nodes one budget's search may visit before the budget is raised. A small
/// field (up to [`SMALL_FIELD`] players) is searched through: that is where a
/// repeat-free round is hard to find and the lookahead needs a true answer. A large
/// field gets 20 nodes per player: when it does not find a seating quickly it is
/// stuck among the last tables, where the local search does better than
/// backtracking (round 2 of 120 players at tables of 6 took 16 s in a debug build
/// with the small-field limit and lookahead, 0.3 s without, same final cost).
fn node_limit(n: usize) -> usize {
    if n <= SMALL_FIELD { 200_000 } else { 20 * n }
}

/// Fields searched through (and looked ahead for).
pub(crate) const SMALL_FIELD: usize = 32;

/// Repeat-free seatings offered to the caller's check before the first one is
/// taken anyway.
const CANDIDATES: usize = 64;

/// Tables of `sizes` (largest first) filled from the field in rank order.
///
/// Each repeat-free seating found is offered to `accept` (which may improve it in
/// place); the first accepted one is returned, or after [`CANDIDATES`] offers the
/// first one offered. The caller uses this to look one round ahead: a repeat-free
/// round can leave no repeat-free round after it (16 players at tables of 4 whose
/// third round is a cyclic Latin square have no fourth).
pub(crate) fn by_rank(
    field: &Field,
    sizes: &[usize],
    accept: &mut dyn FnMut(&mut Vec<Vec<usize>>) -> bool,
) -> Vec<Vec<usize>> {
    if !field.has(Term::Repeats) {
        let mut found = None;
        fill(field, sizes, u64::MAX, &mut |t| {
            found = Some(t.to_vec());
            true
        });
        return found.unwrap_or_else(|| straight(field, sizes));
    }
    let (mut first, mut taken, mut offers) = (None, None, 0);
    fill(field, sizes, 0, &mut |t| {
        offers += 1;
        let mut candidate = t.to_vec();
        let ok = accept(&mut candidate);
        if ok {
            taken = Some(candidate);
        } else if first.is_none() {
            first = Some(candidate);
        }
        ok || offers >= CANDIDATES
    });
    if let Some(tables) = taken.or(first) {
        return tables;
    }
    let mut budget = 1u64;
    loop {
        let mut found = None;
        fill(field, sizes, budget, &mut |t| {
            found = Some(t.to_vec());
            true
        });
        if let Some(tables) = found {
            return tables;
        }
        // 1, 2, 3, 4, then doubling: a big field that cannot reach 0 does not pay
        // one failed search per unit of cost.
        budget = if budget < 4 { budget + 1 } else { budget * 2 };
    }
}

/// Whether the field can be seated with no repeated pair: `None` when the search
/// ran out of nodes before it knew, or the field is too large to search through.
/// With the answer, the nodes the search visited (the proof counts them as steps).
pub(crate) fn repeat_free_exists(field: &Field, sizes: &[usize]) -> (Option<bool>, u64) {
    if field.n > SMALL_FIELD {
        return (None, 0);
    }
    let mut offer = |_: &[Vec<usize>]| true;
    let mut s = Search::new(field, sizes, 0, &mut offer);
    let found = s.table(0, 0);
    let answer = (found || s.nodes <= s.limit).then_some(found);
    (answer, s.nodes as u64)
}

/// Plain rank order, no constraint (the fallback that always exists).
fn straight(field: &Field, sizes: &[usize]) -> Vec<Vec<usize>> {
    let mut next = 0..field.n;
    sizes
        .iter()
        .map(|&s| next.by_ref().take(s).collect())
        .collect()
}

struct Search<'a, 'o> {
    field: &'a Field,
    offer: &'o mut dyn FnMut(&[Vec<usize>]) -> bool,
    sizes: &'a [usize],
    budget: u64,
    seated: Vec<bool>,
    tables: Vec<Vec<usize>>,
    nodes: usize,
    limit: usize,
}

/// One search under `budget`, offering each complete seating to `offer` until it
/// returns true. False if nothing was taken (or the nodes ran out).
fn fill(
    field: &Field,
    sizes: &[usize],
    budget: u64,
    offer: &mut dyn FnMut(&[Vec<usize>]) -> bool,
) -> bool {
    Search::new(field, sizes, budget, offer).table(0, 0)
}

impl<'a, 'o> Search<'a, 'o> {
    fn new(
        field: &'a Field,
        sizes: &'a [usize],
        budget: u64,
        offer: &'o mut dyn FnMut(&[Vec<usize>]) -> bool,
    ) -> Self {
        Self {
            limit: node_limit(field.n),
            field,
            offer,
            sizes,
            budget,
            seated: vec![false; field.n],
            tables: sizes.iter().map(|&k| Vec::with_capacity(k)).collect(),
            nodes: 0,
        }
    }

    /// Open table `t`: its first seat goes to the best-ranked player not yet seated
    /// (any seating can be renumbered so that this holds for tables of one size).
    fn table(&mut self, t: usize, spent: u64) -> bool {
        if t == self.sizes.len() {
            return (self.offer)(&self.tables);
        }
        let Some(first) = self.seated.iter().position(|s| !s) else {
            return false;
        };
        self.seat(t, first);
        if self.slot(t, first + 1, spent) {
            return true;
        }
        self.unseat(t, first);
        false
    }

    /// Fill the next seat of table `t` with a player ranked from `from` on (seats
    /// of one table are taken in rank order, so no table is tried twice).
    fn slot(&mut self, t: usize, from: usize, spent: u64) -> bool {
        if self.tables[t].len() == self.sizes[t] {
            return self.table(t + 1, spent);
        }
        for p in from..self.field.n {
            if self.seated[p] {
                continue;
            }
            self.nodes += 1;
            if self.nodes > self.limit {
                return false;
            }
            let add: u64 = self.tables[t]
                .iter()
                .map(|&q| u64::from(self.field.repeat(p, q)))
                .sum();
            if spent + add > self.budget {
                continue;
            }
            self.seat(t, p);
            if self.slot(t, p + 1, spent + add) {
                return true;
            }
            self.unseat(t, p);
            if self.nodes > self.limit {
                return false;
            }
        }
        false
    }

    fn seat(&mut self, t: usize, p: usize) {
        self.seated[p] = true;
        self.tables[t].push(p);
    }

    fn unseat(&mut self, t: usize, p: usize) {
        self.seated[p] = false;
        self.tables[t].pop();
    }
}
