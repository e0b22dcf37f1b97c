//! The alliances of §12–13 on the T.E.G. panel, from the engine's offers only: the zone
//! penalty waiting (the card taken, the zone going on or not), the joint attack's next
//! throw (the ally's, out of its turn) and the throws at, from or inside a condominium
//! (one route per co-owner hit), the allies' move-in after a joint conquest, the missiles
//! at a co-owner, and what the board picture needs (condominiums in both colours, zones).
//! The zone and aggression forms are the pacts card's (`pacts.rs`).

use super::panel::MissileRoute;
use crate::engine::map::TerritoryId;
use crate::engine::table::{AttackChoice, throw_outcomes};
use crate::engine::teg::{Game, ThrowOffer};
use crate::engine::throw::DiceEntry;
use crate::web::console::attack::{self, AttackForm, DiceRow, DiceRule, Outcome};
use crate::web::console::dice_console::Opt;
use crate::web::console::view::hex;
use crate::web::i18n::{Lang, t};

/// The penalty of a zone breach (§12).
pub struct BreachForm {
    /// The zone's id.
    pub pact: usize,
    /// The offender's seat.
    pub offender: u8,
    /// "Beto did not attack Tasmania: the zone's penalty".
    pub title: String,
    /// The offender's country cards, one to send back (empty: it holds none).
    pub cards: Vec<Opt>,
    /// Said when it holds none ("loses the next card it earns").
    pub no_card: String,
    /// The injured party keeps the zone.
    pub goes_on: String,
    /// The injured party ends it.
    pub ends: String,
}

/// One ally's move-in after the joint conquest.
pub struct MoveIn {
    /// The ally's seat.
    pub seat: u8,
    /// "Beto from Rusia".
    pub label: String,
    /// Fewest armies.
    pub min: u32,
    /// Most armies.
    pub max: u32,
}

/// The throws the attack form leaves out (joint, condominium).
pub struct ThrowsForm {
    /// Who throws (the ally in a joint attack).
    pub seat: u8,
    /// The heading: "Joint attack on Ucrania: Beto throws" or the condominium's.
    pub title: String,
    /// The route select and one-tap outcome buttons.
    pub form: AttackForm,
}

/// The alliances' part of the turn card and the board picture.
pub struct Alliances {
    /// A zone penalty waiting (nothing else is recorded before it).
    pub breach: Option<BreachForm>,
    /// The move-in after a joint conquest: its heading and each ally's share.
    pub move_in: Option<(String, Vec<MoveIn>)>,
    /// The joint or condominium throws.
    pub throws: Option<ThrowsForm>,
    /// Missiles at a co-owner (or from a share), for the missile form.
    pub missiles: Vec<MissileRoute>,
    /// Condominiums for `static/teg.js`: `slug:#colour:#colour:armies:armies` separated
    /// by spaces (each co-owner's colour and armies, in its order).
    pub board_condos: String,
    /// Zones for `static/teg.js`: slugs separated by spaces.
    pub board_zones: String,
}

/// T.E.G.'s dice: up to 4 a side.
const TEG_DICE: DiceRule = DiceRule {
    defender_most: 4,
    attacker_not_fewer: false,
};

/// The alliances' forms of a match, keeping what a refused form posted.
pub fn view(g: &Game, lang: Lang, posted: &[(String, String)]) -> Alliances {
    let map = g.map();
    let el = lang;
    let name = |c: TerritoryId| map.name(c, el).to_string();
    let slug = |c: TerritoryId| map.territory(c).slug.clone();
    let names = g.names();
    let who = |s: u8| names.get(usize::from(s)).cloned().unwrap_or_default();
    let colour = |s: u8| {
        g.players()
            .get(usize::from(s))
            .map_or("#777", |p| hex(&p.colour, s))
    };
    let fill = |key: &str, pairs: &[(&str, String)]| {
        pairs
            .iter()
            .fold(t(lang, key).to_string(), |s, (k, v)| s.replace(k, v))
    };
    let breach = g.breach_due().and_then(|(id, offender)| {
        let zone = g.zones().iter().find(|z| z.id == id)?;
        let other = zone.parties.iter().copied().find(|s| *s != offender)?;
        let c = name(zone.country);
        let mut cards: Vec<Opt> = crate::engine::map::members(g.hand(offender))
            .map(|card| Opt {
                value: slug(card),
                label: name(card),
                selected: false,
            })
            .collect();
        cards.sort_by(|a, b| a.label.cmp(&b.label));
        Some(BreachForm {
            pact: id,
            offender,
            title: fill(
                "teg.breach",
                &[("{who}", who(offender)), ("{country}", c.clone())],
            ),
            cards,
            no_card: fill("teg.breach_no_card", &[("{who}", who(offender))]),
            goes_on: fill("teg.breach_goes_on", &[("{who}", who(other))]),
            ends: fill("teg.breach_ends", &[("{who}", who(other))]),
        })
    });
    let move_in = g.move_in_due().map(|shares| {
        let target = g.joint_attack().map(|j| name(j.target)).unwrap_or_default();
        (
            fill("teg.move_in", &[("{country}", target)]),
            shares
                .iter()
                .map(|s| MoveIn {
                    seat: s.seat,
                    label: fill(
                        "teg.move_in_of",
                        &[("{who}", who(s.seat)), ("{from}", name(s.from))],
                    ),
                    min: s.min,
                    max: s.max,
                })
                .collect(),
        )
    });
    let offers = g.throw_offers();
    let throws = offers.first().map(|first| {
        let title = if first.joint {
            fill(
                "teg.joint",
                &[("{country}", name(first.to)), ("{who}", who(first.seat))],
            )
        } else {
            t(lang, "teg.throw_against").to_string()
        };
        ThrowsForm {
            seat: first.seat,
            title,
            form: throws_form(g, &offers, lang, posted),
        }
    });
    let kept = |v: &str| {
        posted.iter().any(|(k, x)| k == "type" && x == "missile")
            && posted.iter().any(|(k, x)| k == "route" && x == v)
    };
    let missiles = g
        .missile_offers()
        .into_iter()
        .map(|m| {
            let hit = m.against.or_else(|| g.holder(m.to));
            let value = match m.against {
                Some(s) => format!("{}>{}>{s}", slug(m.from), slug(m.to)),
                None => format!("{}>{}", slug(m.from), slug(m.to)),
            };
            let armies = hit
                .and_then(|s| g.force(s, m.to))
                .map_or(g.armies_in(m.to), |f| f.0);
            MissileRoute {
                opt: Opt {
                    selected: kept(&value),
                    label: fill(
                        "teg.missile_label",
                        &[
                            ("{from}", name(m.from)),
                            (
                                "{m}",
                                g.force(g.current(), m.from).map_or(0, |f| f.1).to_string(),
                            ),
                            ("{to}", name(m.to)),
                            ("{n}", armies.to_string()),
                            ("{who}", hit.map(who).unwrap_or_default()),
                            ("{d}", m.distance.to_string()),
                            ("{k}", m.damage.to_string()),
                        ],
                    ),
                    value,
                },
                distance: m.distance,
            }
        })
        .collect();
    Alliances {
        breach,
        move_in,
        throws,
        missiles,
        board_condos: g
            .condominiums()
            .iter()
            .map(|c| {
                format!(
                    "{}:{}:{}:{}:{}",
                    slug(c.country),
                    colour(c.seats[0]),
                    colour(c.seats[1]),
                    c.armies[0],
                    c.armies[1]
                )
            })
            .collect::<Vec<_>>()
            .join(" "),
        board_zones: g
            .zones()
            .iter()
            .map(|z| slug(z.country))
            .collect::<Vec<_>>()
            .join(" "),
    }
}

/// The route value of a throw: `from>to`, or `from>to>{seat}` naming the co-owner hit.
fn route_value(g: &Game, o: &ThrowOffer) -> String {
    let slug = |c: TerritoryId| g.map().territory(c).slug.clone();
    match o.against {
        Some(s) => format!("{}>{}>{s}", slug(o.from), slug(o.to)),
        None => format!("{}>{}", slug(o.from), slug(o.to)),
    }
}

/// The throws' form: the shared attack form's dice rows (with T.E.G.'s fourth die) over
/// routes naming each side's own armies and the co-owner hit.
fn throws_form(
    g: &Game,
    offers: &[ThrowOffer],
    lang: Lang,
    posted: &[(String, String)],
) -> AttackForm {
    let map = g.map();
    let el = lang;
    let names = g.names();
    let who = |s: u8| names.get(usize::from(s)).cloned().unwrap_or_default();
    let choices: Vec<AttackChoice> = offers
        .iter()
        .map(|o| AttackChoice {
            from: o.from,
            to: o.to,
            attacker_max: o.attacker_max,
            defender_max: o.defender_max,
        })
        .collect();
    let mut form = attack::form(g, &choices, None, DiceEntry::Quick, TEG_DICE, lang, &[]);
    let get = |k: &str| posted.iter().find(|(n, _)| n == k).map(|(_, v)| v.as_str());
    let kept = (get("type") == Some("attack"))
        .then(|| get("route"))
        .flatten()
        .filter(|r| offers.iter().any(|o| route_value(g, o) == *r));
    for (r, o) in form.routes.iter_mut().zip(offers) {
        let hit = o.against.or_else(|| g.holder(o.to));
        let own = |s: Option<u8>, c: TerritoryId| {
            s.and_then(|s| g.force(s, c))
                .map_or(g.armies_in(c), |f| f.0)
        };
        r.value = route_value(g, o);
        r.label = format!(
            "{} ({}) \u{2192} {}: {} ({})",
            map.name(o.from, el),
            own(Some(o.seat), o.from),
            map.name(o.to, el),
            hit.map(who).unwrap_or_default(),
            own(hit, o.to)
        );
        r.selected = kept.map_or(r.selected, |k| k == r.value);
        r.attacker = who(o.seat);
        r.defender = hit.map(who).unwrap_or_default();
    }
    if kept.is_none()
        && let Some(first) = form.routes.first_mut()
    {
        first.selected = true;
    }
    let (a, d) = form
        .routes
        .iter()
        .find(|r| r.selected)
        .map_or((3, 2), |r| (r.a_max, r.d_max));
    (form.a, form.d, form.a_max, form.d_max) = (a, d, a, d);
    form.again = false;
    let four: Vec<DiceRow> = (1..=4)
        .rev()
        .map(|d| DiceRow {
            a: 4,
            d,
            shown: false,
            outcomes: throw_outcomes(4, d)
                .into_iter()
                .map(|l| Outcome::new(lang, (4, d), l, ("", "")))
                .collect(),
        })
        .collect();
    form.rows.splice(0..0, four);
    for row in &mut form.rows {
        row.shown = row.a == a && row.d == d;
    }
    // The buttons name the selected route's thrower and the occupant hit.
    if let Some(r) = form.routes.iter().find(|r| r.selected) {
        (form.attacker, form.defender) = (r.attacker.clone(), r.defender.clone());
    }
    form.rename(lang);
    form
}
