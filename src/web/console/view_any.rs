//! What the pages of every ruleset show alike: a select's choice, a seat's swatch
//! colour, every territory of a map by name (the "Perché no?" selects) and a match's
//! label in the visitor's words.

use crate::engine::{Map, Seat};
use crate::web::i18n::Lang;

/// A choice in a select.
pub struct Opt {
    /// Submitted value.
    pub value: String,
    /// Shown text.
    pub label: String,
}

/// The swatch colour of a seat: a known colour name, else a seat default.
pub fn hex(colour: &str, seat: Seat) -> &'static str {
    match colour.trim().to_lowercase().as_str() {
        "blu" | "blue" | "azul" => "#1f4e9c",
        "rosso" | "red" | "rojo" => "#c0392b",
        "verde" | "green" => "#2e7d32",
        "giallo" | "yellow" | "amarillo" => "#c9a00c",
        "nero" | "black" | "negro" => "#222222",
        // T.E.G.'s white army: a light grey, so the count's white figures still show.
        "blanco" | "bianco" | "white" => "#b0b7bf",
        "viola" | "purple" => "#6a1b9a",
        "rosa" | "pink" => "#c2185b",
        _ => ["#1f4e9c", "#c0392b", "#2e7d32", "#c9a00c"][usize::from(seat % 4)],
    }
}

/// Every territory by name, for the "Perché no?" selects (any pair, legal or not).
pub fn all_territories(map: &Map, lang: Lang) -> Vec<Opt> {
    let l = lang;
    let mut out: Vec<Opt> = map
        .territory_ids()
        .map(|t| Opt {
            value: map.territory(t).slug.clone(),
            label: map.name(t, l).to_string(),
        })
        .collect();
    out.sort_by(|a, b| a.label.cmp(&b.label));
    out
}

/// A match's label as a visitor reads it. A team tournament names its tables
/// "Turno N · Tavolo M" when the round is published (stored so, as archives keep it);
/// that pattern is said in the visitor's language ("Round 1 · Table 1"), any label a
/// referee typed is shown as typed.
pub fn label_words(lang: Lang, stored: &str) -> String {
    let numbers = stored
        .strip_prefix("Turno ")
        .and_then(|rest| rest.split_once(" · Tavolo "))
        .filter(|(r, t)| {
            [r, t]
                .iter()
                .all(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        });
    match numbers {
        Some((round, table)) => crate::web::i18n::tf(
            lang,
            "console.round_table_label",
            &[("round", round.into()), ("table", table.into())],
        ),
        None => stored.to_string(),
    }
}
