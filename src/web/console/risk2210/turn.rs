//! The invasion and fortify forms of a 2210 turn: the invasions the engine accepts (land,
//! sea with the naval commander, the Moon with the space commander, a station's lunar
//! landing), the throw of the open invasion with the commanders named and the faces typed
//! in a row, the occupation minimum, the three-capture bonus card and the fortify move.

use super::cards::commander_value;
use super::head::commander_word;
use super::panel::place_name;
use crate::engine::Owner;
use crate::engine::map::TerritoryId;
use crate::engine::risk2210::{Action, Commander, Deck, Game};
use crate::engine::table::throw_outcomes;
use crate::engine::throw::DiceEntry;
use crate::web::console::dice_console::Opt;
use crate::web::i18n::{Lang, t};

/// The throw of the open invasion.
pub struct ThrowForm {
    /// "Source (units) → target (units, defender)".
    pub label: String,
    /// The attacker's commanders on the source: checked = rolls a d8 on this front.
    pub attacker: Vec<Opt>,
    /// The defender's commanders on the target, all checked (they roll d8s).
    pub defender: Vec<Opt>,
    /// Most attacker dice.
    pub a_max: u32,
    /// Most defender dice.
    pub d_max: u32,
    /// A station defends the target (its dice are all d8s).
    pub station: bool,
    /// Faces typed in a refused submission, kept.
    pub typed: (String, String),
    /// One-tap buttons: every pair of dice counts with its outcomes, the largest first
    /// (none when the tournament takes only the faces).
    pub rows: Vec<DiceRow>,
    /// The faces may be typed (not when the tournament takes only the one-tap form).
    pub faces: bool,
}

/// The outcome buttons of one pair of dice counts.
pub struct DiceRow {
    /// Attacker dice.
    pub a: u32,
    /// Defender dice.
    pub d: u32,
    /// Its outcomes: posted `throw` value, shown label.
    pub outcomes: Vec<(String, String)>,
}

/// Every pair of dice counts up to the most each side may throw, the largest first,
/// with the outcomes of each (losses summing to the pairs compared), each button naming
/// the players who lose ("Anna −1 Bruno −1", `names`: attacker, defender).
fn dice_rows(a_max: u32, d_max: u32, names: (&str, &str)) -> Vec<DiceRow> {
    let (att, def) = names;
    let part = |who: &str, n: u32| format!("{who} \u{2212}{n}");
    (1..=a_max)
        .rev()
        .flat_map(|a| (1..=d_max).rev().map(move |d| (a, d)))
        .map(|(a, d)| DiceRow {
            a,
            d,
            outcomes: throw_outcomes(a, d)
                .into_iter()
                .map(|(la, ld)| {
                    let label = match (la, ld) {
                        (0, n) => part(def, n),
                        (n, 0) => part(att, n),
                        (x, y) => format!("{} {}", part(att, x), part(def, y)),
                    };
                    (format!("{a},{d},{la},{ld}"), label)
                })
                .collect(),
        })
        .collect()
}

/// The occupation after a capture.
pub struct OccupyForm {
    /// The captured territory's name.
    pub to: String,
    /// Fewest units (MODs and commanders) to move in.
    pub min: u32,
    /// Most.
    pub max: u32,
    /// Most MODs.
    pub mods_max: u32,
    /// Commanders on the source: checked and locked when they rolled (must move in).
    pub commanders: Vec<(Opt, bool)>,
}

/// The fights and moves of the turn.
#[derive(Default)]
pub struct Fights {
    /// Invasions that may be declared: `from>to`.
    pub invade: Vec<Opt>,
    /// The open invasion's throw.
    pub throw: Option<ThrowForm>,
    /// The open invasion may be called off.
    pub withdraw: bool,
    /// The occupation due.
    pub occupy: Option<OccupyForm>,
    /// Decks of the three-capture bonus card.
    pub bonus: Vec<Opt>,
    /// Fortify routes with their most MODs.
    pub fortify: Vec<(Opt, u32)>,
    /// The seat's commanders (they move with a fortify from where they stand).
    pub commanders: Vec<Opt>,
}

/// A commander kind as a choice, its word shown.
pub(super) fn kind_opt(k: Commander, lang: Lang, selected: bool) -> Opt {
    Opt {
        value: commander_value(k),
        label: commander_word(k, lang).to_string(),
        selected,
    }
}

fn route(g: &Game, lang: Lang, from: TerritoryId, to: TerritoryId) -> (String, String) {
    let slug = |t: TerritoryId| g.map().territory(t).slug.clone();
    let names = g.names();
    let defender = match g.owner(to) {
        Some(Owner::Seat(s)) => names[usize::from(s)].clone(),
        Some(Owner::Neutral) => t(lang, "classic.neutral").to_string(),
        None => t(lang, "r2210.empty").to_string(),
    };
    (
        format!("{}>{}", slug(from), slug(to)),
        format!(
            "{} ({}) \u{2192} {} ({}, {defender})",
            place_name(g, lang, from),
            g.units(from),
            place_name(g, lang, to),
            g.units(to)
        ),
    )
}

/// The forms of the turn after the income.
pub fn fights(g: &Game, seat: u8, lang: Lang, posted: &[(String, String)]) -> Fights {
    let get = |k: &str| {
        posted
            .iter()
            .find(|(n, _)| n == k)
            .map_or(String::new(), |(_, v)| v.clone())
    };
    let kept_route = get("route");
    let invade = g
        .invasion_routes(seat)
        .into_iter()
        .map(|(from, to)| {
            let (value, label) = route(g, lang, from, to);
            Opt {
                selected: value == kept_route,
                value,
                label,
            }
        })
        .collect();
    let throw = g.invasion().map(|inv| {
        let mine = g.commanders_on(seat, inv.from);
        let (_, theirs) = g.defenders().unwrap_or((None, Vec::new()));
        let dice = g.throw_dice(&mine, &theirs, 2);
        let entry = g.dice_entry();
        ThrowForm {
            label: route(g, lang, inv.from, inv.to).1,
            attacker: mine
                .iter()
                .map(|&k| kind_opt(k, lang, g.attack_d8(k, inv.from, inv.to)))
                .collect(),
            defender: theirs.iter().map(|&k| kind_opt(k, lang, true)).collect(),
            a_max: dice.attacker_max,
            d_max: dice.defender_max,
            station: g.station(inv.to).is_some(),
            typed: (get("attacker"), get("defender")),
            rows: if entry == DiceEntry::Full {
                Vec::new()
            } else {
                let names = g.names();
                let name = |s: Option<u8>| match s {
                    Some(s) => names.get(usize::from(s)).cloned().unwrap_or_default(),
                    None => t(lang, "classic.neutral").to_string(),
                };
                let (defender, _) = g.defenders().unwrap_or((None, Vec::new()));
                dice_rows(
                    dice.attacker_max,
                    dice.defender_max,
                    (&name(Some(seat)), &name(defender)),
                )
            },
            faces: entry != DiceEntry::Quick,
        }
    });
    let occupy = g.occupation().map(|o| {
        let max = g.units(o.from).saturating_sub(1);
        OccupyForm {
            to: place_name(g, lang, o.to),
            min: o.min.max(1),
            max,
            mods_max: g.mods(o.from).min(max),
            commanders: g
                .commanders_on(seat, o.from)
                .into_iter()
                .map(|k| {
                    let must = o.must.contains(&k);
                    (kind_opt(k, lang, must), must)
                })
                .collect(),
        }
    });
    let bonus = if g.bonus_pending() {
        Deck::ALL
            .into_iter()
            .filter(|&deck| g.allows(&Action::BonusCard { seat, deck }))
            .map(|d| {
                let w = super::fields::deck_word(d);
                Opt {
                    value: w.into(),
                    label: t(lang, &format!("r2210.deck.{w}")).into(),
                    selected: false,
                }
            })
            .collect()
    } else {
        Vec::new()
    };
    let fortify = if g.occupation().is_some() {
        Vec::new()
    } else {
        g.fortify_routes(seat)
            .into_iter()
            .map(|(from, to, max)| {
                let slug = |t: TerritoryId| g.map().territory(t).slug.clone();
                let value = format!("{}>{}", slug(from), slug(to));
                let label = format!(
                    "{} ({}) \u{2192} {} ({})",
                    place_name(g, lang, from),
                    g.units(from),
                    place_name(g, lang, to),
                    g.units(to)
                );
                (
                    Opt {
                        selected: value == kept_route,
                        value,
                        label,
                    },
                    max,
                )
            })
            .collect()
    };
    let commanders = Commander::ALL
        .into_iter()
        .filter_map(|k| {
            g.commander(seat, k).map(|at| {
                let mut o = kind_opt(k, lang, false);
                o.label = format!("{} ({})", o.label, place_name(g, lang, at));
                o
            })
        })
        .collect();
    Fights {
        invade,
        throw,
        withdraw: g.allows(&Action::Withdraw { seat }),
        occupy,
        bonus,
        fortify,
        commanders,
    }
}
