//! The pacts as the referee sees them: each standing pact with its kind, its parties and
//! what it forbids in words, the notice running when one party announced its end, a
//! button for each party to break it; and the form to record a new one (kind, parties,
//! the countries or continents the kind needs). The engine checks the pact when it is
//! recorded (Fair Play's "only during a party's turn", the countries' distance...).

use crate::engine::map::{ContinentId, members};
use crate::engine::teg::{Game, PactKind};
use crate::web::console::view::elang;
use crate::web::i18n::{Lang, t};

/// One standing pact.
pub struct PactLine {
    /// Its id (the index of its action).
    pub id: usize,
    /// "Pacto de continente".
    pub kind: String,
    /// "Ana – Beto".
    pub parties: String,
    /// What it forbids, in words.
    pub forbids: String,
    /// The notice running, if a party announced the end.
    pub notice: Option<String>,
    /// The parties that may still break it: (seat, button label).
    pub breakers: Vec<(u8, String)>,
}

/// The pacts card: the list and the form's choices.
pub struct PactsView {
    /// Standing pacts.
    pub lines: Vec<PactLine>,
    /// The kinds: (value, label).
    pub kinds: Vec<(&'static str, String)>,
    /// Seats in the game: (seat, name).
    pub parties: Vec<(u8, String)>,
    /// Every country: (slug, "name (holder)").
    pub countries: Vec<(String, String)>,
    /// Every continent: (slug, name).
    pub continents: Vec<(String, String)>,
}

fn kind_word(kind: PactKind) -> &'static str {
    match kind {
        PactKind::Countries => "countries",
        PactKind::Continent => "continent",
        PactKind::Frontier => "frontier",
        PactKind::World => "world",
        PactKind::Aggression => "aggression",
        PactKind::Condominium => "condominium",
    }
}

/// The pacts card of a match.
pub fn view(g: &Game, lang: Lang) -> PactsView {
    let map = g.map();
    let el = elang(lang);
    let names = g.names();
    let who = |s: u8| names.get(usize::from(s)).cloned().unwrap_or_default();
    let cont = |c: u8| map.continent_name(ContinentId(c), el).to_string();
    let lines = g
        .pacts()
        .iter()
        .map(|p| {
            let [a, b] = p.parties;
            let word = kind_word(p.kind);
            let fill = t(lang, &format!("teg.forbids.{word}")).to_string();
            let forbids = match p.kind {
                PactKind::Countries => fill
                    .replace("{a}", p.countries.first().map_or("", |c| map.name(*c, el)))
                    .replace("{b}", p.countries.get(1).map_or("", |c| map.name(*c, el))),
                PactKind::Continent => fill.replace(
                    "{c}",
                    &p.continents.first().map(|c| cont(*c)).unwrap_or_default(),
                ),
                PactKind::Frontier => fill
                    .replace(
                        "{a}",
                        &p.continents.first().map(|c| cont(*c)).unwrap_or_default(),
                    )
                    .replace(
                        "{b}",
                        &p.continents.get(1).map(|c| cont(*c)).unwrap_or_default(),
                    ),
                PactKind::World | PactKind::Aggression | PactKind::Condominium => fill,
            };
            let notice = p.broken.map(|(by, _)| {
                let other = if by == a { b } else { a };
                t(lang, "teg.pact_broken")
                    .replace("{who}", &who(by))
                    .replace("{other}", &who(other))
            });
            PactLine {
                id: p.id,
                kind: t(lang, &format!("teg.pact_kind.{word}")).to_string(),
                parties: format!("{} \u{2013} {}", who(a), who(b)),
                forbids,
                breakers: if p.broken.is_some() {
                    Vec::new()
                } else {
                    [a, b]
                        .into_iter()
                        .map(|s| (s, t(lang, "teg.pact_break").replace("{who}", &who(s))))
                        .collect()
                },
                notice,
            }
        })
        .collect();
    let kinds = [
        PactKind::Countries,
        PactKind::Continent,
        PactKind::Frontier,
        PactKind::World,
    ]
    .into_iter()
    .map(|k| {
        let w = kind_word(k);
        (w, t(lang, &format!("teg.pact_kind.{w}")).to_string())
    })
    .collect();
    let parties = g
        .players()
        .iter()
        .filter(|p| !g.is_eliminated(p.seat))
        .map(|p| (p.seat, p.name.clone()))
        .collect();
    let mut countries: Vec<(String, String)> = g
        .players()
        .iter()
        .flat_map(|p| {
            members(g.countries_of(p.seat)).map(move |c| {
                (
                    map.territory(c).slug.clone(),
                    format!("{} ({})", map.name(c, el), p.name),
                )
            })
        })
        .collect();
    countries.sort_by(|x, y| x.1.cmp(&y.1));
    PactsView {
        lines,
        kinds,
        parties,
        countries,
        continents: map
            .continents()
            .map(|(c, k)| (k.slug.clone(), map.continent_name(c, el).to_string()))
            .collect(),
    }
}
