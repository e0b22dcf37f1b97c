//! Later rounds, first draft: tables filled in rank order (top players together)
//! by a depth-first search that refuses any seat pushing the repeat cost past a
//! budget. The budget starts at 0 and is raised until a seating is found, so the
//! draft has as few repeats as the search can reach before the local search
//! ([`super::improve`]) takes over.

use super::cost::{Field, Term};

/// Nodes one budget's search may visit before the budget is raised. Enough for a
/// small field to be searched through; a large field rarely backtracks at all.
const NODE_LIMIT: usize = 200_000;

/// Tables of `sizes` (largest first) filled from the field in rank order.
pub(crate) fn by_rank(field: &Field, sizes: &[usize]) -> Vec<Vec<usize>> {
    if !field.has(Term::Repeats) {
        return fill(field, sizes, u64::MAX).unwrap_or_else(|| straight(field, sizes));
    }
    let mut budget = 0u64;
    loop {
        if let Some(tables) = fill(field, sizes, budget) {
            return tables;
        }
        // 0, 1, 2, 3, 4, then doubling: a big field that cannot reach 0 does not
        // pay one failed search per unit of cost.
        budget = if budget < 4 { budget + 1 } else { budget * 2 };
    }
}

/// Plain rank order, no constraint (the fallback that always exists).
fn straight(field: &Field, sizes: &[usize]) -> Vec<Vec<usize>> {
    let mut next = 0..field.n;
    sizes.iter().map(|&s| next.by_ref().take(s).collect()).collect()
}

struct Search<'a> {
    field: &'a Field,
    sizes: &'a [usize],
    budget: u64,
    seated: Vec<bool>,
    tables: Vec<Vec<usize>>,
    nodes: usize,
}

/// One search under `budget`; `None` if it failed or ran out of nodes.
fn fill(field: &Field, sizes: &[usize], budget: u64) -> Option<Vec<Vec<usize>>> {
    let mut s = Search {
        field,
        sizes,
        budget,
        seated: vec![false; field.n],
        tables: sizes.iter().map(|&k| Vec::with_capacity(k)).collect(),
        nodes: 0,
    };
    s.table(0, 0).then_some(s.tables)
}

impl Search<'_> {
    /// Open table `t`: its first seat goes to the best-ranked player not yet seated
    /// (any seating can be renumbered so that this holds for tables of one size).
    fn table(&mut self, t: usize, spent: u64) -> bool {
        if t == self.sizes.len() {
            return true;
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
            if self.nodes > NODE_LIMIT {
                return false;
            }
            let add: u64 = self.tables[t].iter().map(|&q| u64::from(self.field.repeat(p, q))).sum();
            if spent + add > self.budget {
                continue;
            }
            self.seat(t, p);
            if self.slot(t, p + 1, spent + add) {
                return true;
            }
            self.unseat(t, p);
            if self.nodes > NODE_LIMIT {
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
