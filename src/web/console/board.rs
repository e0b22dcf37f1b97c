//! The board picture: a schematic SVG of the 42 territories at the map file's layout
//! hints, borders as lines, each territory a circle in its owner's colour with its tank
//! count, the last action's territories ringed. Only map data and engine state go in;
//! player-typed text never does, so nothing needs escaping.
//!
//! [`svg`] draws any ruleset's board from the shared surface ([`Table::map`] gives the
//! coordinates, so any map file works); the 2 vs 2 console draws its own from it, which
//! keeps the virtual seats visible during the secret draft.

use super::view_any::hex;
use crate::engine::Owner;
use crate::engine::map::{Map, TerritoryId};
use crate::engine::table::Table;
use crate::web::i18n::Lang;
use serde_json::Value;
use std::fmt::Write;

/// Territories a logged action of any ruleset touched, from its JSON: `territory`,
/// `from`, `to`, and the keys of `tanks` and `neutral` (placements), named by slug on
/// `map`.
pub fn touched_json(map: &Map, action: &Value) -> Vec<TerritoryId> {
    let mut out = Vec::new();
    let mut add = |slug: &str| {
        if let Some(t) = map.by_slug(slug).filter(|t| !out.contains(t)) {
            out.push(t);
        }
    };
    for key in ["territory", "from", "to"] {
        if let Some(slug) = action.get(key).and_then(Value::as_str) {
            add(slug);
        }
    }
    for key in ["tanks", "neutral"] {
        if let Some(places) = action.get(key).and_then(Value::as_object) {
            places.keys().for_each(|slug| add(slug));
        }
    }
    out
}

/// The board of any ruleset. `hide` keeps every owner secret (a draft in progress).
pub fn svg(table: &dyn Table, lang: Lang, ring: &[TerritoryId], hide: bool) -> String {
    let seats = table.seats();
    draw(table.map(), lang, ring, |t| match table.owner(t) {
        Some(Owner::Seat(seat)) if !hide => {
            let colour = seats
                .iter()
                .find(|s| s.seat == seat)
                .map_or("", |s| s.colour.as_str());
            (hex(colour, seat), table.armies(t).to_string())
        }
        Some(Owner::Neutral) if !hide => ("#9e9e9e", table.armies(t).to_string()),
        _ => ("#ffffff", String::new()),
    })
}

/// A board with nobody on it (the boards pages): every territory white, no count.
pub fn svg_plain(map: &Map, lang: Lang) -> String {
    draw(map, lang, &[], |_| ("#ffffff", String::new()))
}

/// Escapes text for SVG: a club's board brings names typed by an organizer (the
/// shipped maps' names have nothing to escape, so their pictures are unchanged).
fn esc(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The SVG of `map`; `cell` gives each territory's fill and the count written on it.
pub(super) fn draw(
    map: &Map,
    lang: Lang,
    ring: &[TerritoryId],
    cell: impl Fn(TerritoryId) -> (&'static str, String),
) -> String {
    let l = lang;
    let (w, h) = (map.width, map.height);
    let mut s = String::with_capacity(16_000);
    let _ = write!(
        s,
        r#"<svg class="board" viewBox="0 0 {w} {h}" role="img" aria-label="{}" xmlns="http://www.w3.org/2000/svg">"#,
        crate::web::i18n::t(lang, "console.board")
    );
    s.push_str(r##"<rect width="100%" height="100%" fill="#dfeaf2"/><g stroke="#8a9aa8" stroke-width="2">"##);
    for a in map.territory_ids() {
        for b in map.neighbours(a) {
            if b.index() <= a.index() {
                continue;
            }
            let (ta, tb) = (map.territory(a), map.territory(b));
            let dx = i32::from(ta.x) - i32::from(tb.x);
            if dx.unsigned_abs() > u32::from(w) / 2 {
                // A border across the map's edge (Alaska–Kamchatka): two short stubs.
                let (left, right) = if ta.x < tb.x { (ta, tb) } else { (tb, ta) };
                let _ = write!(
                    s,
                    r#"<line x1="{}" y1="{}" x2="0" y2="{}" stroke-dasharray="6 4"/><line x1="{}" y1="{}" x2="{w}" y2="{}" stroke-dasharray="6 4"/>"#,
                    left.x, left.y, left.y, right.x, right.y, right.y
                );
            } else {
                let _ = write!(
                    s,
                    r#"<line x1="{}" y1="{}" x2="{}" y2="{}"/>"#,
                    ta.x, ta.y, tb.x, tb.y
                );
            }
        }
    }
    s.push_str("</g>");
    for t in map.territory_ids() {
        let ter = map.territory(t);
        let (fill, count) = cell(t);
        let ringed = ring.contains(&t);
        // `data-slug` lets the console's script turn a tap into a pick; the public
        // pages ignore it.
        let _ = write!(
            s,
            r##"<g class="t{}" data-slug="{}"><title>{}</title><circle cx="{}" cy="{}" r="19" fill="{fill}" stroke="{}" stroke-width="{}"/><text x="{}" y="{}" text-anchor="middle" font-size="16" font-weight="700" fill="#fff" stroke="#000" stroke-width=".7">{count}</text>"##,
            if ringed { " last" } else { "" },
            ter.slug,
            esc(map.name(t, l)),
            ter.x,
            ter.y,
            if ringed { "#f2b134" } else { "#1d232b" },
            if ringed { 5 } else { 1 },
            ter.x,
            ter.y + 6,
        );
        label(&mut s, map.name(t, l), ter.x, ter.y + 32);
        s.push_str("</g>");
    }
    s.push_str("</svg>");
    s
}

/// A name under its circle, whole: on two lines when long ("Stati Uniti" /
/// "Occidentali"), never cut. A pale halo keeps it readable over borders.
fn label(s: &mut String, name: &str, x: u16, y: u16) {
    let lines = lines(name);
    let _ = write!(
        s,
        r##"<text class="label" x="{x}" y="{y}" text-anchor="middle" font-size="12" font-weight="600" fill="#10161d" stroke="#eef4f9" stroke-width="3" paint-order="stroke">"##
    );
    for (i, line) in lines.iter().enumerate() {
        let dy = if i == 0 { 0 } else { 13 };
        let _ = write!(s, r#"<tspan x="{x}" dy="{dy}">{}</tspan>"#, esc(line));
    }
    s.push_str("</text>");
}

/// Splits a name into at most two lines of about 12 characters, at a space.
fn lines(name: &str) -> Vec<String> {
    if name.chars().count() <= 12 {
        return vec![name.to_string()];
    }
    let words: Vec<&str> = name.split(' ').collect();
    let mut best = (usize::MAX, 1);
    for cut in 1..words.len() {
        let a = words[..cut].join(" ").chars().count();
        let b = words[cut..].join(" ").chars().count();
        if a.max(b) < best.0 {
            best = (a.max(b), cut);
        }
    }
    if words.len() < 2 {
        return vec![name.to_string()];
    }
    vec![words[..best.1].join(" "), words[best.1..].join(" ")]
}

#[cfg(test)]
mod tests {
    use super::lines;

    #[test]
    fn long_names_wrap_and_are_never_cut() {
        assert_eq!(lines("Cina"), vec!["Cina"]);
        assert_eq!(
            lines("Stati Uniti Occidentali"),
            vec!["Stati Uniti", "Occidentali"]
        );
        for name in ["Europa Settentrionale", "Territori del Nord Ovest"] {
            assert_eq!(lines(name).join(" "), name);
        }
    }
}
