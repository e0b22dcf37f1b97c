//! The proof for small fields: every way of splitting the field into tables of
//! the given sizes, each generated once (the table of the lowest unseated player
//! is filled next, its other seats in increasing order), and the cheapest kept.
//! At 12 players that is at most 15,400 seatings. As in [`super::prove`], a
//! seating the caller does not admit (the look-ahead) is passed over.

use super::cost::{Cost, Field, SLOTS, add};
use super::prove::{Admit, Admits};

/// Largest field searched exhaustively.
pub const EXHAUSTIVE_MAX_PLAYERS: usize = 12;

/// What the exhaustive search came to.
pub(crate) struct Cheapest {
    /// The cheapest admitted seating and its cost (`None` if none was admitted).
    pub(crate) best: Option<(Vec<Vec<usize>>, Cost)>,
    /// Every seating got an answer from `admits`: the minimum is proven.
    pub(crate) sure: bool,
}

/// The cheapest seating of the field into tables of `sizes` that `admits` accepts;
/// `None` for a field larger than [`EXHAUSTIVE_MAX_PLAYERS`].
pub(crate) fn cheapest(
    field: &Field,
    sizes: &[usize],
    admits: &mut Admits<'_>,
) -> Option<Cheapest> {
    if field.n > EXHAUSTIVE_MAX_PLAYERS {
        return None;
    }
    let mut sizes_left: Vec<usize> = sizes.to_vec();
    sizes_left.sort_unstable();
    let mut s = Search {
        field,
        seated: vec![false; field.n],
        tables: Vec::new(),
        best: None,
        admits,
        sure: true,
    };
    s.next_table(&mut sizes_left, [0; SLOTS]);
    Some(Cheapest {
        best: s.best,
        sure: s.sure,
    })
}

struct Search<'a> {
    field: &'a Field,
    seated: Vec<bool>,
    tables: Vec<Vec<usize>>,
    best: Option<(Vec<Vec<usize>>, Cost)>,
    admits: &'a mut Admits<'a>,
    sure: bool,
}

impl Search<'_> {
    fn next_table(&mut self, sizes_left: &mut Vec<usize>, spent: Cost) {
        if let Some((_, best)) = &self.best {
            // Costs only grow: a partial seating already no better cannot win.
            if spent >= *best {
                return;
            }
        }
        let Some(first) = self.seated.iter().position(|s| !s) else {
            match (self.admits)(&self.tables).0 {
                Admit::Yes => self.best = Some((self.tables.clone(), spent)),
                Admit::No => {}
                Admit::Unknown => self.sure = false,
            }
            return;
        };
        // Try each distinct size still needed for the lowest unseated player's table.
        let mut distinct = sizes_left.clone();
        distinct.dedup();
        for size in distinct {
            let k = sizes_left.iter().position(|&s| s == size).unwrap_or(0);
            sizes_left.remove(k);
            self.seated[first] = true;
            self.members(vec![first], size, first + 1, sizes_left, spent);
            self.seated[first] = false;
            sizes_left.insert(k, size);
        }
    }

    fn members(
        &mut self,
        table: Vec<usize>,
        size: usize,
        from: usize,
        sizes_left: &mut Vec<usize>,
        spent: Cost,
    ) {
        if table.len() == size {
            let cost = add(spent, self.field.table_cost(&table));
            self.tables.push(table);
            self.next_table(sizes_left, cost);
            self.tables.pop();
            return;
        }
        for p in from..self.field.n {
            if self.seated[p] {
                continue;
            }
            self.seated[p] = true;
            let mut t = table.clone();
            t.push(p);
            self.members(t, size, p + 1, sizes_left, spent);
            self.seated[p] = false;
        }
    }
}
