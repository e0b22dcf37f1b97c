//! The tank-cap penalty form of the match page: the hint after *Calcola* (what the
//! engine's penalty requires) and the removal rows the form carries. The 2 vs 2 console
//! fills the hint from the engine; the rows are the page's, so the shared match page
//! names no ruleset's console.

use super::view_any::Opt;

/// Most removal rows the form carries (`rm_t{i}` / `rm_n{i}`).
pub const MAX_ROWS: usize = 12;
/// Rows shown when no hint fills them.
const EMPTY_ROWS: usize = 4;

/// The hint for one seat and count.
pub struct CapHint {
    /// The seat (the form's selected value).
    pub seat: u8,
    /// The count found (the form's value).
    pub found: u32,
    /// Tanks to remove in all.
    pub remove: u32,
    /// The cap after the penalty.
    pub new_cap: u32,
    /// Fewest to take from this turn's reinforcements.
    pub from_reinforced: u32,
    /// Territories reinforced this turn, with how many ("Alaska: 3").
    pub reinforced: Vec<String>,
    /// False when the board cannot pay the penalty (fewer removable tanks than due).
    pub possible: bool,
    /// The territories tanks may come from.
    pub sources: Vec<Opt>,
    /// Rows filled with one legal removal (the 2 vs 2 console fills them from the
    /// engine's example; [`rows`] shows them).
    pub(in crate::web::console) rows: Vec<(String, u32)>,
}

/// One removal row of the form.
pub struct CapRow {
    /// Index in the field names.
    pub i: usize,
    /// Territory slug selected, or empty.
    pub slug: String,
    /// Tanks, or empty.
    pub tanks: String,
}

/// The removal rows: the hint's, plus one empty row to adjust; four empty without one.
pub fn rows(h: Option<&CapHint>) -> Vec<CapRow> {
    let filled: Vec<(String, u32)> = h.map(|h| h.rows.clone()).unwrap_or_default();
    let count = if h.is_some() {
        (filled.len() + 1).min(MAX_ROWS)
    } else {
        EMPTY_ROWS
    };
    (0..count)
        .map(|i| match filled.get(i) {
            Some((slug, n)) => CapRow {
                i,
                slug: slug.clone(),
                tanks: n.to_string(),
            },
            None => CapRow {
                i,
                slug: String::new(),
                tanks: String::new(),
            },
        })
        .collect()
}
