//! The local search that finishes a draft: swap two players of different tables,
//! or move one player from a table to a table one seat smaller (the two tables
//! trade sizes, so the set of table sizes never changes). A change is kept only if
//! it lowers the cost; the search stops when no single swap or move does, i.e. at
//! a local minimum, never after a fixed number of passes.

use super::cost::{Cost, Field, add};

/// Improve `tables` in place until no swap or move lowers the cost.
pub(crate) fn improve(field: &Field, tables: &mut [Vec<usize>]) {
    let mut costs: Vec<Cost> = tables.iter().map(|t| field.table_cost(t)).collect();
    let mut scratch_a = Vec::new();
    let mut scratch_b = Vec::new();
    loop {
        let mut changed = false;
        for a in 0..tables.len() {
            for b in a + 1..tables.len() {
                changed |= improve_pair(
                    field,
                    tables,
                    &mut costs,
                    a,
                    b,
                    &mut scratch_a,
                    &mut scratch_b,
                );
            }
        }
        if !changed {
            return;
        }
    }
}

/// Every swap and move between tables `a` and `b`, taking each that lowers their
/// joint cost (the other tables do not change). True if anything changed.
fn improve_pair(
    field: &Field,
    tables: &mut [Vec<usize>],
    costs: &mut [Cost],
    a: usize,
    b: usize,
    ta: &mut Vec<usize>,
    tb: &mut Vec<usize>,
) -> bool {
    let mut changed = false;
    let mut joint = add(costs[a], costs[b]);
    let mut i = 0;
    while i < tables[a].len() {
        let mut j = 0;
        while j < tables[b].len() {
            ta.clone_from(&tables[a]);
            tb.clone_from(&tables[b]);
            std::mem::swap(&mut ta[i], &mut tb[j]);
            let (ca, cb) = (field.table_cost(ta), field.table_cost(tb));
            if add(ca, cb) < joint {
                std::mem::swap(&mut tables[a], ta);
                std::mem::swap(&mut tables[b], tb);
                (costs[a], costs[b], joint) = (ca, cb, add(ca, cb));
                changed = true;
            }
            j += 1;
        }
        i += 1;
    }
    for (from, to) in [(a, b), (b, a)] {
        let mut i = 0;
        while tables[from].len() == tables[to].len() + 1 && i < tables[from].len() {
            ta.clone_from(&tables[from]);
            tb.clone_from(&tables[to]);
            tb.push(ta.swap_remove(i));
            let (cf, ct) = (field.table_cost(ta), field.table_cost(tb));
            if add(cf, ct) < joint {
                std::mem::swap(&mut tables[from], ta);
                std::mem::swap(&mut tables[to], tb);
                (costs[from], costs[to], joint) = (cf, ct, add(cf, ct));
                changed = true;
                // The tables traded sizes: no further move this way round.
                break;
            }
            i += 1;
        }
    }
    changed
}
