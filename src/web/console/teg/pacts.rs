//! The pacts as the referee sees them: each standing pact with its kind, its parties and
//! what it forbids in words, the notice running when one party announced its end, a
//! button for each party to break it; and the form to record a new one (kind, parties,
//! the countries or continents the kind needs). The engine checks the pact when it is
//! recorded (Fair Play's "only during a party's turn", the countries' distance...).
//! The alliances of §12–13 are listed with them: the international zones (what each
//! obliges, ended by a party at once), the aggression pacts (the truce they forbid, the
//! joint attack they allow while it is to come, withdrawn before its first throw) and
//! the condominiums' pacts; the zone and aggression forms offer only the engine's offers.

use super::aggressions::{self, AggressionOffers};
use crate::engine::map::{ContinentId, TerritoryId, members};
use crate::engine::teg::{Game, PactKind};
use crate::web::console::dice_console::Opt;
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
    /// What it allows, when it allows something (the joint attack to come).
    pub allows: Option<String>,
    /// Both parties may still withdraw it (an aggression pact before its first throw).
    pub cancel: bool,
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
    /// The international zones the engine would record now.
    pub zones: Vec<Opt>,
    /// The aggression pacts the seat to act may lead now, by ally and target.
    pub aggressions: AggressionOffers,
    /// Who leads them: "The joint attack is in Ana's turn...".
    pub aggression_hint: String,
}

/// The pacts card of a match.
pub fn view(g: &Game, lang: Lang, posted: &[(String, String)]) -> PactsView {
    // The offer a refused zone or aggression form posted stays chosen.
    let kept = |kind: &str, field: &str, value: &str| {
        posted.iter().any(|(k, v)| k == "type" && v == kind)
            && posted.iter().any(|(k, v)| k == field && v == value)
    };
    let map = g.map();
    let el = lang;
    let names = g.names();
    let who = |s: u8| names.get(usize::from(s)).cloned().unwrap_or_default();
    let cont = |c: u8| map.continent_name(ContinentId(c), el).to_string();
    let cancellable = g.cancellable_pacts();
    let lines = g
        .pacts()
        .iter()
        .map(|p| {
            let [a, b] = p.parties;
            let by_countries = g.truce_by_countries(p);
            let word = if by_countries {
                "aggression_countries"
            } else {
                p.kind.id()
            };
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
                PactKind::Condominium => {
                    fill.replace("{c}", p.countries.first().map_or("", |c| map.name(*c, el)))
                }
                // The truce of the three countries only (the tournament's setting).
                PactKind::Aggression if by_countries => {
                    let c = |i: usize| map.name(p.countries[i], el);
                    fill.replace("{a}", c(0))
                        .replace("{b}", c(1))
                        .replace("{c}", c(2))
                }
                PactKind::World | PactKind::Aggression => fill,
            };
            // While its joint attack is to come: the leader's country, the ally's, the target.
            let allows = (p.kind == PactKind::Aggression && p.pending && p.countries.len() == 3)
                .then(|| {
                    let c = |i: usize| map.name(p.countries[i], el).to_string();
                    t(lang, "teg.allows.aggression")
                        .replace("{target}", &c(2))
                        .replace("{a}", &who(a))
                        .replace("{fa}", &c(0))
                        .replace("{b}", &who(b))
                        .replace("{fb}", &c(1))
                });
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
                allows,
                cancel: cancellable.contains(&p.id),
            }
        })
        .chain(g.zones().iter().map(|z| {
            let [a, b] = z.parties;
            PactLine {
                id: z.id,
                kind: t(lang, "teg.zone").to_string(),
                parties: format!("{} \u{2013} {}", who(a), who(b)),
                forbids: t(lang, "teg.zone_line").replace("{country}", map.name(z.country, el)),
                notice: None,
                breakers: [a, b]
                    .into_iter()
                    .map(|s| (s, t(lang, "teg.zone_break").replace("{who}", &who(s))))
                    .collect(),
                allows: None,
                cancel: false,
            }
        }))
        .collect();
    let kinds = [
        PactKind::Countries,
        PactKind::Continent,
        PactKind::Frontier,
        PactKind::World,
    ]
    .into_iter()
    .map(|k| {
        let w = k.id();
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
    let name = |c: TerritoryId| map.name(c, el).to_string();
    let holder = |c: TerritoryId| g.holder(c).map(&who).unwrap_or_default();
    let zones = g
        .zone_offers()
        .into_iter()
        .map(|z| {
            let value = format!(
                "{}-{}:{}",
                z.parties[0],
                z.parties[1],
                map.territory(z.country).slug
            );
            Opt {
                selected: kept("zone_pact", "zone", &value),
                value,
                label: t(lang, "teg.zone_offer")
                    .replace("{country}", &name(z.country))
                    .replace("{holder}", &holder(z.country))
                    .replace("{a}", &who(z.parties[0]))
                    .replace("{b}", &who(z.parties[1])),
            }
        })
        .collect();
    let aggressions =
        aggressions::offers(g, lang, &|value| kept("aggression_pact", "offer", value));
    PactsView {
        zones,
        aggressions,
        aggression_hint: t(lang, "teg.aggression_hint").replace("{who}", &who(g.current())),
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
