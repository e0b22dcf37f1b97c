//! The proof for a field of any size: a branch and bound over every seating,
//! warm-started by the draft of [`super::construct`] and [`super::improve`], under
//! the organizer's time budget.
//!
//! - **The lower bound** ([`Bound::of`]) holds for every way of seating the players
//!   not yet seated at the tables still empty, term by term:
//!   - repeats: each player sits with at least k − 1 others (k the smallest table
//!     left), so costs at least the sum of their k − 1 cheapest partners still
//!     free; summed over the players and halved (each pair counted from both ends);
//!   - winners, clubs, regions, family groups: the c players of one group spread
//!     over T tables make at least the pairs of the most even spread (c mod T tables with one
//!     more), since pairs grow as the square of a table's share;
//!   - odd tables: the odd seats left hold the players with the fewest odd tables
//!     behind them.
//!
//!   A bound below every seating term by term is below each one in the organizer's
//!   order too (lexicographic), so a draft that costs exactly the bound is proven
//!   optimal with no search at all (the fast path of [`super::seat_round`]; a cost
//!   of 0 is the case everyone knows).
//! - **The search** generates each split into tables once: the next table opens with
//!   one player chosen from the players not yet seated (tables are interchangeable,
//!   so seating that player's table first breaks their symmetry), its other seats go
//!   to players in rank order (seats are interchangeable too), and each distinct
//!   size still needed is tried. A branch is cut when what it has spent plus the
//!   bound of what is left cannot beat the best seating known.
//! - **Pairs that cannot be afforded.** To beat the best known, what is left must
//!   cost less than the difference, on the terms in order: where the difference is
//!   0 on a term (or 1, with nothing below it to give back), every pair still to
//!   seat must cost 0 on it and on every term above it. Those pairs are out: a
//!   table takes only players allowed with each other, a player left with fewer
//!   allowed partners than the smallest table needs cuts the branch, and the next
//!   table opens with the player who has the fewest (the best-ranked among
//!   equals). This is what proves a repeat-free seating with one same-club pair
//!   optimal, where the bound of each term alone says 0: the search then goes
//!   through the seatings made of allowed pairs only, most constrained first.
//!   When every pair is allowed, the opener is the best-ranked player not yet
//!   seated, as before.
//! - The comparison is on the organizer's terms only: the rank spread below them
//!   only breaks ties, and the draft's spread is kept unless a seating strictly
//!   better on a term is found.
//! - A complete seating cheaper than the best known must also be admitted by the
//!   caller (the look-ahead of [`super::seat_round`]: the next round kept
//!   repeat-free); one that is not is passed over, so the optimum proven is the
//!   optimum among the admitted seatings.
//! - The budget is counted in steps, not read on a clock ([`STEPS_PER_MS`]), so the
//!   same inputs give the same seating on any machine, loaded or idle.

use super::cost::{Cost, Field, HARD, SLOTS, Term, add, terms_only};

/// What the search came to.
pub(crate) struct Proven {
    /// A seating strictly cheaper on the organizer's terms than the draft, if any
    /// was found, with its cost.
    pub(crate) better: Option<(Vec<Vec<usize>>, Cost)>,
    /// The search went through every seating: the best known is optimal.
    pub(crate) complete: bool,
}

/// The lower bound of seating the whole field at `sizes` (no one seated yet).
pub(crate) fn root_bound(field: &Field, sizes: &[usize]) -> Cost {
    let bound = Bound::new(field);
    bound.of(&vec![false; field.n], sizes)
}

/// Search steps per millisecond of the organizer's time budget in a release build,
/// measured on the 2-core reference machine (`benches/seating.rs`, see
/// docs/PERFORMANCE.md) and rounded down, so that a budget of 1 s ends in under
/// 1 s there. A step is a seat tried, or a player counted by the bound.
const RELEASE_STEPS_PER_MS: u64 = 20_000;

/// How much slower an unoptimised (debug) build runs the search, measured the same
/// way: tests then wait about as long as an organizer would, not minutes per
/// seating. A debug build's drafts are as deterministic as a release build's, but
/// where the budget cuts the search the two may differ.
const DEBUG_SLOWDOWN: u64 = 25;

/// Search steps per millisecond of the budget in this build.
pub(crate) const STEPS_PER_MS: u64 = if cfg!(debug_assertions) {
    RELEASE_STEPS_PER_MS / DEBUG_SLOWDOWN
} else {
    RELEASE_STEPS_PER_MS
};

/// What the caller says of a complete seating cheaper than the best known.
pub(crate) enum Admit {
    /// It may replace the best.
    Yes,
    /// It breaks the caller's constraint: passed over.
    No,
    /// The caller could not tell (a look-ahead out of nodes): passed over, and the
    /// search can no longer claim to be complete.
    Unknown,
}

/// The caller's word on a complete seating, with the steps it spent deciding.
pub(crate) type Admits<'a> = dyn FnMut(&[Vec<usize>]) -> (Admit, u64) + 'a;

/// Search for a seating strictly cheaper than `draft` (on the terms) that `admits`
/// accepts, until done or `steps` are spent; `admits` returns the steps it spent
/// with its answer.
pub(crate) fn search(
    field: &Field,
    sizes: &[usize],
    draft: &[Vec<usize>],
    steps: u64,
    admits: &mut Admits<'_>,
) -> Proven {
    let mut sizes_left = sizes.to_vec();
    sizes_left.sort_unstable();
    let n = field.n;
    let pair: Vec<Cost> = (0..n * n).map(|p| field.pair_cost(p / n, p % n)).collect();
    let odd: Vec<Cost> = (0..n).map(|i| field.odd_cost(i)).collect();
    let best = terms_only(
        draft
            .iter()
            .fold([0; SLOTS], |acc, t| add(acc, field.table_cost(t))),
    );
    let bound = Bound::new(field);
    let floor = bound.of(&vec![false; n], &sizes_left);
    let allowed = Allowed::new(n, &pair, &odd);
    let mut free = vec![0u64; n.div_ceil(64)];
    for p in 0..n {
        free[p / 64] |= 1 << (p % 64);
    }
    let mut s = Search {
        field,
        bound,
        floor,
        pair,
        odd,
        allowed,
        scratch: vec![0; (n + 1) * free.len()],
        free,
        placed: 0,
        seated: vec![false; n],
        tables: Vec::new(),
        best,
        better: None,
        steps: 0,
        max_steps: steps,
        out_of_time: false,
        done: false,
        admits,
        unsure: false,
    };
    s.next_table(&mut sizes_left, [0; SLOTS]);
    Proven {
        better: s.better.map(|t| (t, s.best)),
        complete: s.done || (!s.out_of_time && !s.unsure),
    }
}

struct Search<'a> {
    field: &'a Field,
    bound: Bound,
    /// Per pair (a·n + b): [`Field::pair_cost`].
    pair: Vec<Cost>,
    /// Per player: [`Field::odd_cost`].
    odd: Vec<Cost>,
    /// The pairs and odd seats that cost 0 on the first terms.
    allowed: Allowed,
    /// The players not yet seated, as a bit set.
    free: Vec<u64>,
    /// How many are seated.
    placed: usize,
    /// Per number of players seated: the candidates for the open table's next
    /// seat, a bit set.
    scratch: Vec<u64>,
    seated: Vec<bool>,
    tables: Vec<Vec<usize>>,
    best: Cost,
    /// The lower bound of the whole field: a seating that costs it ends the search.
    floor: Cost,
    better: Option<Vec<Vec<usize>>>,
    steps: u64,
    max_steps: u64,
    out_of_time: bool,
    /// A seating at the lower bound was found: the search ends, complete.
    done: bool,
    admits: &'a mut Admits<'a>,
    /// A seating was passed over without an answer.
    unsure: bool,
}

impl Search<'_> {
    /// Spend `steps`; true once the search must stop (the budget is gone, or
    /// the best seating costs the bound).
    fn tick(&mut self, steps: u64) -> bool {
        self.steps += steps;
        if self.steps > self.max_steps && !self.done {
            self.out_of_time = true;
        }
        self.halted()
    }

    fn halted(&self) -> bool {
        self.out_of_time || self.done
    }

    fn next_table(&mut self, sizes_left: &mut Vec<usize>, spent: Cost) {
        let Some(lowest) = self.seated.iter().position(|s| !s) else {
            if spent < self.best {
                let (admit, steps) = (self.admits)(&self.tables);
                self.tick(steps);
                match admit {
                    Admit::Yes => {
                        self.best = spent;
                        self.better = Some(self.tables.clone());
                        // Nothing costs less than the bound: done, however many
                        // seatings were passed over or left unsearched.
                        self.done = spent == terms_only(self.floor);
                    }
                    Admit::No => {}
                    Admit::Unknown => self.unsure = true,
                }
            }
            return;
        };
        // The bound walks every player not yet seated.
        let free = self.seated[lowest..].iter().filter(|s| !**s).count() as u64;
        if self.tick(1 + free) {
            return;
        }
        if add(spent, self.bound.of(&self.seated, sizes_left)) >= self.best {
            return;
        }
        let Some(zero) = zero_terms(spent, self.best) else {
            return;
        };
        let smallest = sizes_left.first().copied().unwrap_or(0);
        // The player with the fewest allowed partners opens the table: a player
        // with too few for any table cuts the branch.
        let mut first = lowest;
        if zero > 0 {
            // Counting their allowed partners walks them again.
            if self.tick(free) {
                return;
            }
            let mut fewest = usize::MAX;
            for p in lowest..self.field.n {
                if self.seated[p] {
                    continue;
                }
                let partners = self.allowed.count(zero, p, &self.free);
                if partners + 1 < smallest {
                    return;
                }
                if partners < fewest {
                    fewest = partners;
                    first = p;
                }
            }
        }
        let mut distinct = sizes_left.clone();
        distinct.dedup();
        for size in distinct {
            if size != self.field.nominal && !self.allowed.odd_seat(zero, first) {
                continue;
            }
            let k = sizes_left.iter().position(|&s| s == size).unwrap_or(0);
            sizes_left.remove(k);
            self.tables.push(Vec::with_capacity(size));
            let spent = self.seat(first, size, spent);
            if spent < self.best {
                self.members(size, 0, sizes_left, spent);
            }
            self.unseat(first);
            self.tables.pop();
            sizes_left.insert(k, size);
            if self.halted() {
                return;
            }
        }
    }

    /// Fill the open table (the last) up to `size`, players from `from` on.
    fn members(&mut self, size: usize, from: usize, sizes_left: &mut Vec<usize>, spent: Cost) {
        let open = self.tables.len() - 1;
        if self.tables[open].len() == size {
            self.next_table(sizes_left, spent);
            return;
        }
        let short = size - self.tables[open].len();
        let Some(zero) = zero_terms(spent, self.best) else {
            return;
        };
        // The players not yet seated from `from` on, allowed with everyone at the
        // table (every one of them when no pair is out).
        // Kept in the scratch rows of this depth (one per player seated), so
        // that no seat tried allocates.
        let words = self.free.len();
        let at = self.placed * words;
        let candidates = at..at + words;
        self.scratch[candidates.clone()].copy_from_slice(&self.free);
        clear_below(&mut self.scratch[candidates.clone()], from);
        if zero > 0 {
            for &q in &self.tables[open] {
                self.allowed
                    .keep(zero, q, &mut self.scratch[candidates.clone()]);
            }
        }
        let mut left: usize = self.scratch[candidates.clone()]
            .iter()
            .map(|w| w.count_ones() as usize)
            .sum();
        while let Some(p) = pop_lowest(&mut self.scratch[candidates.clone()]) {
            // Not enough candidates from p on to fill the table: nor from any later p.
            if left < short {
                return;
            }
            left -= 1;
            if size != self.field.nominal && !self.allowed.odd_seat(zero, p) {
                continue;
            }
            if self.tick(1) {
                return;
            }
            let after = self.seat(p, size, spent);
            if after < self.best {
                self.members(size, p + 1, sizes_left, after);
            }
            self.unseat(p);
            if self.halted() {
                return;
            }
        }
    }

    /// Seat `p` at the open table of `size`; what is spent then.
    fn seat(&mut self, p: usize, size: usize, spent: Cost) -> Cost {
        let n = self.field.n;
        let open = self.tables.len() - 1;
        let mut spent = self.tables[open]
            .iter()
            .fold(spent, |acc, &q| add(acc, self.pair[p * n + q]));
        if size != self.field.nominal {
            spent = add(spent, self.odd[p]);
        }
        self.seated[p] = true;
        self.free[p / 64] &= !(1 << (p % 64));
        self.placed += 1;
        self.tables[open].push(p);
        spent
    }

    fn unseat(&mut self, p: usize) {
        self.seated[p] = false;
        self.free[p / 64] |= 1 << (p % 64);
        self.placed -= 1;
        if let Some(t) = self.tables.last_mut() {
            t.pop();
        }
    }
}

/// How many of the first slots of a cost whatever is left to seat must keep at 0
/// to cost less than `best - spent` (lexicographically): every slot where the
/// difference is 0, and the first where it is positive too if it is 1 and no
/// later slot could make up for it (each later difference at most 0). `None`
/// when nothing left can beat `best`.
fn zero_terms(spent: Cost, best: Cost) -> Option<usize> {
    for k in 0..SLOTS {
        if spent[k] == best[k] {
            continue;
        }
        if spent[k] > best[k] {
            return None;
        }
        let nothing_below = (k + 1..SLOTS).all(|j| best[j] <= spent[j]);
        return Some(if best[k] - spent[k] == 1 && nothing_below {
            k + 1
        } else {
            k
        });
    }
    // Equal on every slot: nothing left can cost less than 0.
    None
}

/// Clear the bits below `from`.
fn clear_below(set: &mut [u64], from: usize) {
    for (w, word) in set.iter_mut().enumerate() {
        let lo = w * 64;
        if from >= lo + 64 {
            *word = 0;
        } else if from > lo {
            *word &= !0u64 << (from - lo);
        }
    }
}

/// Take the lowest player out of `set`.
fn pop_lowest(set: &mut [u64]) -> Option<usize> {
    let (w, word) = set.iter_mut().enumerate().find(|(_, w)| **w != 0)?;
    let bit = word.trailing_zeros() as usize;
    *word &= *word - 1;
    Some(w * 64 + bit)
}

/// For each number z of leading cost slots, the pairs that cost 0 on all of
/// them (as bit sets, one per player) and the players whose odd seat does; each
/// z worked out the first time the search asks for it.
struct Allowed {
    n: usize,
    words: usize,
    /// Per pair (p·n + q): the first slot where it costs something (`SLOTS` if
    /// none), so that p and q are allowed for every z up to it.
    first_cost: Vec<u8>,
    /// Per player: the same for a seat at an odd-sized table.
    odd_first_cost: Vec<u8>,
    /// Per z: `p·words ..`, the partners of p costing 0 on the first z slots.
    partners: Vec<Vec<u64>>,
}

/// The first slot where `c` is not 0, `SLOTS` if none.
fn first_nonzero(c: &Cost) -> u8 {
    let k = c.iter().position(|&x| x > 0).unwrap_or(SLOTS);
    u8::try_from(k).unwrap_or(u8::MAX)
}

impl Allowed {
    fn new(n: usize, pair: &[Cost], odd: &[Cost]) -> Self {
        Self {
            n,
            words: n.div_ceil(64),
            first_cost: pair.iter().map(first_nonzero).collect(),
            odd_first_cost: odd.iter().map(first_nonzero).collect(),
            partners: vec![Vec::new(); SLOTS + 1],
        }
    }

    /// The partners of p allowed for `zero` (worked out on first use).
    fn row(&mut self, zero: usize, p: usize) -> &[u64] {
        let (n, words) = (self.n, self.words);
        if self.partners[zero].is_empty() {
            let mut rows = vec![0u64; n * words];
            for a in 0..n {
                for b in (0..n).filter(|&b| b != a) {
                    if usize::from(self.first_cost[a * n + b]) >= zero {
                        rows[a * words + b / 64] |= 1 << (b % 64);
                    }
                }
            }
            self.partners[zero] = rows;
        }
        &self.partners[zero][p * words..(p + 1) * words]
    }

    /// How many of `free` p may sit with.
    fn count(&mut self, zero: usize, p: usize, free: &[u64]) -> usize {
        self.row(zero, p)
            .iter()
            .zip(free)
            .map(|(a, f)| (a & f).count_ones() as usize)
            .sum()
    }

    /// Keep in `set` only the players p may sit with.
    fn keep(&mut self, zero: usize, p: usize, set: &mut [u64]) {
        for (s, a) in set.iter_mut().zip(self.row(zero, p)) {
            *s &= a;
        }
    }

    /// Whether p may sit at an odd-sized table.
    fn odd_seat(&self, zero: usize, p: usize) -> bool {
        usize::from(self.odd_first_cost[p]) >= zero
    }
}

/// Each player's partners by increasing repeat cost: (cost, partner).
type PartnersByCost = Vec<Vec<(u64, usize)>>;

/// The data the lower bound reads, precomputed once per field.
struct Bound {
    nominal: usize,
    /// Slot of the repeats, and each player's partners by increasing repeat cost.
    repeats: Option<(usize, PartnersByCost)>,
    /// Group terms (winners, clubs, regions): slot, and each player's group.
    groups: Vec<(usize, Vec<Option<usize>>)>,
    /// Slot of the odd tables, and each player's cost at an odd-sized table.
    odd: Option<(usize, Vec<u64>)>,
}

impl Bound {
    fn new(field: &Field) -> Self {
        let n = field.n;
        let repeats = field.slot(Term::Repeats).map(|k| {
            let partners = (0..n)
                .map(|a| {
                    let mut by_cost: Vec<(u64, usize)> = (0..n)
                        .filter(|&b| b != a)
                        .map(|b| (u64::from(field.repeat(a, b)), b))
                        .collect();
                    by_cost.sort_unstable();
                    by_cost
                })
                .collect();
            (k, partners)
        });
        let mut groups = Vec::new();
        let group = |id: Option<u32>| id.map(|g| g as usize);
        if let Some(k) = field.slot(Term::Winners) {
            groups.push((k, (0..n).map(|i| field.winner(i).then_some(0)).collect()));
        }
        if let Some(k) = field.slot(Term::Clubs) {
            groups.push((k, (0..n).map(|i| group(field.club(i))).collect()));
        }
        if field.clubs_apart {
            groups.push((HARD, (0..n).map(|i| group(field.club(i))).collect()));
        }
        if field.families {
            groups.push((HARD, (0..n).map(|i| group(field.family(i))).collect()));
        }
        if let Some(k) = field.slot(Term::Regions) {
            groups.push((k, (0..n).map(|i| group(field.region(i))).collect()));
        }
        let odd = field.slot(Term::OddTable).map(|k| {
            let costs = (0..n).map(|i| field.odd_cost(i)[k]).collect();
            (k, costs)
        });
        Self {
            nominal: field.nominal,
            repeats,
            groups,
            odd,
        }
    }

    /// Below the cost of any seating of the players not `seated` at tables of
    /// `sizes_left`, term by term.
    fn of(&self, seated: &[bool], sizes_left: &[usize]) -> Cost {
        let mut c = [0u64; SLOTS];
        let Some(&smallest) = sizes_left.iter().min() else {
            return c;
        };
        let free = || (0..seated.len()).filter(|&i| !seated[i]);
        if let Some((k, partners)) = &self.repeats {
            let mut sum = 0;
            for a in free() {
                sum += partners[a]
                    .iter()
                    .filter(|&&(_, b)| !seated[b])
                    .take(smallest - 1)
                    .map(|&(cost, _)| cost)
                    .sum::<u64>();
            }
            c[*k] = sum.div_ceil(2);
        }
        let tables = sizes_left.len() as u64;
        for (k, of) in &self.groups {
            let mut members: Vec<u64> = Vec::new();
            for g in free().filter_map(|i| of[i]) {
                if members.len() <= g {
                    members.resize(g + 1, 0);
                }
                members[g] += 1;
            }
            // Clubs apart and family groups share the hard slot: their bounds add.
            c[*k] += members
                .iter()
                .map(|&m| even_spread_pairs(m, tables))
                .sum::<u64>();
        }
        if let Some((k, cost)) = &self.odd {
            let odd_seats: usize = sizes_left.iter().filter(|&&s| s != self.nominal).sum();
            if odd_seats > 0 {
                let mut costs: Vec<u64> = free().map(|i| cost[i]).collect();
                costs.sort_unstable();
                c[*k] = costs.iter().take(odd_seats).sum();
            }
        }
        c
    }
}

/// Pairs among `m` players spread as evenly as can be over `tables` tables.
fn even_spread_pairs(m: u64, tables: u64) -> u64 {
    if tables == 0 {
        return 0;
    }
    let (q, r) = (m / tables, m % tables);
    let pairs = |x: u64| x * x.saturating_sub(1) / 2;
    r * pairs(q + 1) + (tables - r) * pairs(q)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_even_spread_makes_the_fewest_pairs() {
        // 5 players of one club over 4 tables: one table has two of them.
        assert_eq!(even_spread_pairs(5, 4), 1);
        assert_eq!(even_spread_pairs(4, 4), 0);
        assert_eq!(even_spread_pairs(9, 4), 1 + 1 + 1 + 3);
        assert_eq!(even_spread_pairs(3, 0), 0);
    }

    #[test]
    fn what_is_left_keeps_at_zero_the_terms_it_cannot_afford() {
        let cost = |c: &[u64]| -> Cost { std::array::from_fn(|k| c.get(k).copied().unwrap_or(0)) };
        // Best: no repeat, 1 same-club pair (slot 4); spent nothing: all five at 0.
        assert_eq!(zero_terms(cost(&[]), cost(&[0, 0, 0, 0, 1])), Some(5));
        // 3 same-club pairs to beat: repeats and winners at 0, clubs may be 1 or 2.
        assert_eq!(zero_terms(cost(&[]), cost(&[0, 0, 0, 0, 3])), Some(4));
        // One repeat to beat, 4 same-club pairs below it: 1 repeat with fewer
        // club pairs still beats it, so only the hard slot stays at 0.
        assert_eq!(zero_terms(cost(&[]), cost(&[0, 1, 0, 0, 4])), Some(1));
        // Club pairs already spent beyond the best: only saving the repeat beats
        // it, so the hard slot and the repeats stay at 0.
        assert_eq!(
            zero_terms(cost(&[0, 0, 0, 0, 5]), cost(&[0, 1, 0, 0, 4])),
            Some(2)
        );
        // Spent as much as the best: nothing left can beat it.
        assert_eq!(zero_terms(cost(&[0, 1]), cost(&[0, 1])), None);
    }
}
