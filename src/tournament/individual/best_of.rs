//! A player's best K results of N: which of their results count and which are
//! discarded. The season's best K of N ([`super::season`]) and a tournament's
//! "turno di scarto" ([`super::standings::discards`]) both split a player's results
//! here, so it sits below both.

use super::points::Points;

/// One player's results by evening (or round); `None` points = absent.
pub type Results = Vec<(u32, Option<Points>)>;

/// One player's result at each of `numbers` (the evenings or rounds held), from
/// `theirs`, their (number, points) games: the sum of their points there, `None`
/// when they played none of it (absent). The season and the turno di scarto both
/// read a player's results this way before [`keep_best`] splits them.
pub fn results_at(
    numbers: impl IntoIterator<Item = u32>,
    theirs: impl Iterator<Item = (u32, Points)> + Clone,
) -> Results {
    numbers
        .into_iter()
        .map(|n| {
            let got = theirs.clone().filter(|g| g.0 == n);
            let points: Option<Points> = got.clone().next().map(|_| got.map(|g| g.1).sum());
            (n, points)
        })
        .collect()
}

/// Splits one player's results `all` ((evening, points), `None` = absent) into
/// the best `keep` counted, best first, and the rest discarded, by evening. An
/// absence counts as 0 and goes before a played 0, so absences are discarded
/// first; equal results keep the earlier evening. The season's best K of N and a
/// tournament's "turno di scarto" (`standings::discards`) both split here.
#[must_use]
pub fn keep_best(all: &[(u32, Option<Points>)], keep: usize) -> (Vec<(u32, Points)>, Results) {
    let mut all = all.to_vec();
    // Best first; an absence (0) after a played 0; then by evening.
    all.sort_by(|a, b| {
        let key = |x: &(u32, Option<Points>)| (x.1.unwrap_or_default(), x.1.is_some());
        key(b).cmp(&key(a)).then(a.0.cmp(&b.0))
    });
    let keep = keep.min(all.len());
    let counted = all[..keep]
        .iter()
        .map(|&(e, p)| (e, p.unwrap_or_default()))
        .collect();
    let mut discarded = all[keep..].to_vec();
    discarded.sort_by_key(|d| d.0);
    (counted, discarded)
}
