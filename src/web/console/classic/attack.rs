//! The attack form's model: the routes the engine offers, the route kept from the last
//! throw, the dice counts preset to the largest legal, and one button per possible
//! outcome of every legal pair of dice counts (`throw_outcomes`), so that a throw is one
//! tap and changing the dice only shows another row of buttons.

use crate::engine::Owner;
use crate::engine::classic::DiceEntry;
use crate::engine::map::TerritoryId;
use crate::engine::table::{AttackChoice, Table, throw_outcomes};
use crate::web::console::view::elang;
use crate::web::i18n::{Lang, t};

/// One route of the select.
pub struct Route {
    /// `from>to`.
    pub value: String,
    /// "Alaska (5) → Alberta (2, Bruno)".
    pub label: String,
    /// Most attacker dice on this route.
    pub a_max: u32,
    /// Most defender dice.
    pub d_max: u32,
    /// Selected.
    pub selected: bool,
}

/// One outcome button: the `throw` value (`a,d,la,ld`) and its label ("A −1 D −1").
pub struct Outcome {
    /// Posted as `throw`.
    pub value: String,
    /// Shown.
    pub label: String,
    /// Read aloud by a screen reader: the losses in words.
    pub words: String,
}

/// The buttons of one pair of dice counts.
pub struct DiceRow {
    /// Attacker dice.
    pub a: u32,
    /// Defender dice.
    pub d: u32,
    /// Shown now (the preset pair).
    pub shown: bool,
    /// Its outcomes, the attacker's worst first.
    pub outcomes: Vec<Outcome>,
}

/// The attack form.
pub struct AttackForm {
    /// The routes, one possibly selected.
    pub routes: Vec<Route>,
    /// The last throw was on the selected route ("Attacca ancora").
    pub again: bool,
    /// The preset attacker dice (largest legal on the selected route).
    pub a: u32,
    /// The preset defender dice.
    pub d: u32,
    /// Attacker dice offered (1..=3); those above the route's maximum are disabled.
    pub a_max: u32,
    /// Defender dice maximum on the selected route.
    pub d_max: u32,
    /// Most defender dice the rules ever allow (the buttons offered: 2 in classic, 3 in
    /// the tournament format).
    pub d_most: u32,
    /// Every pair of counts with its outcome buttons (empty when only faces are allowed).
    pub rows: Vec<DiceRow>,
    /// The full form (faces) is allowed.
    pub faces: bool,
    /// Faces typed in a refused submission, kept.
    pub typed: (String, String),
}

pub(crate) fn outcome_label(lang: Lang, la: u32, ld: u32) -> String {
    let part = |who: &str, n: u32| format!("{} \u{2212}{n}", t(lang, who));
    match (la, ld) {
        (0, d) => part("classic.out_d", d),
        (a, 0) => part("classic.out_a", a),
        (a, d) => format!("{} {}", part("classic.out_a", a), part("classic.out_d", d)),
    }
}

/// The outcome read out: only the side(s) that lose ("l'attaccante perde 1").
pub(crate) fn outcome_words(lang: Lang, la: u32, ld: u32) -> String {
    let a = t(lang, "classic.out_words_a").replace("{n}", &la.to_string());
    let d = t(lang, "classic.out_words_d").replace("{n}", &ld.to_string());
    match (la, ld) {
        (0, _) => d,
        (_, 0) => a,
        _ => format!("{a}, {d}"),
    }
}

/// How many dice the defender may throw, and whether the attacker may throw fewer:
/// classic's defender throws 1 or 2 against any number, the tournament's defender
/// throws up to 3 and the attacker never fewer (only the rows the rules allow are
/// offered, the engine still deciding each throw).
#[derive(Clone, Copy)]
pub struct DiceRule {
    /// Most defender dice any route can ask for.
    pub defender_most: u32,
    /// The attacker throws at least as many dice as the defender.
    pub attacker_not_fewer: bool,
}

/// Classic's dice: the defender 1 or 2, the attacker any count.
pub const CLASSIC_DICE: DiceRule = DiceRule {
    defender_most: 2,
    attacker_not_fewer: false,
};

/// The attack form from the engine's attack choices, keeping the route of `posted` or
/// of the last throw (`last`, from → to) while the engine still offers it.
pub fn form(
    game: &dyn Table,
    attacks: &[AttackChoice],
    last: Option<(TerritoryId, TerritoryId)>,
    entry: DiceEntry,
    dice: DiceRule,
    lang: Lang,
    posted: &[(String, String)],
) -> AttackForm {
    let map = game.map();
    let seats = game.seats();
    let name = |t: TerritoryId| map.name(t, elang(lang)).to_string();
    let value = |c: &AttackChoice| {
        format!(
            "{}>{}",
            map.territory(c.from).slug,
            map.territory(c.to).slug
        )
    };
    let get = |k: &str| posted.iter().find(|(n, _)| n == k).map(|(_, v)| v.as_str());
    let last_route =
        last.map(|(from, to)| format!("{}>{}", map.territory(from).slug, map.territory(to).slug));
    let keep = get("route")
        .map(str::to_string)
        .or(last_route.clone())
        .filter(|k| attacks.iter().any(|c| value(c) == *k));
    let again = keep.is_some() && keep == last_route && get("route").is_none();
    let routes: Vec<Route> = attacks
        .iter()
        .map(|c| {
            let defender = match game.owner(c.to) {
                Some(Owner::Seat(s)) => seats
                    .iter()
                    .find(|i| i.seat == s)
                    .map_or_else(String::new, |i| i.name.clone()),
                _ => t(lang, "classic.neutral").to_string(),
            };
            Route {
                value: value(c),
                label: format!(
                    "{} ({}) \u{2192} {} ({}, {defender})",
                    name(c.from),
                    game.armies(c.from),
                    name(c.to),
                    game.armies(c.to)
                ),
                a_max: c.attacker_max,
                d_max: c.defender_max,
                selected: keep.as_deref() == Some(value(c).as_str()),
            }
        })
        .collect();
    let (a_max, d_max) = routes
        .iter()
        .find(|r| r.selected)
        .map_or((3, 2), |r| (r.a_max, r.d_max));
    let rows = if entry == DiceEntry::Full {
        Vec::new()
    } else {
        (1..=3)
            .rev()
            .flat_map(|a| (1..=dice.defender_most).rev().map(move |d| (a, d)))
            .filter(|(a, d)| !dice.attacker_not_fewer || a >= d)
            .map(|(a, d)| DiceRow {
                a,
                d,
                shown: a == a_max && d == d_max,
                outcomes: throw_outcomes(a, d)
                    .into_iter()
                    .map(|(la, ld)| Outcome {
                        value: format!("{a},{d},{la},{ld}"),
                        label: outcome_label(lang, la, ld),
                        words: outcome_words(lang, la, ld),
                    })
                    .collect(),
            })
            .collect()
    };
    AttackForm {
        routes,
        again,
        a: a_max,
        d: d_max,
        a_max,
        d_max,
        d_most: dice.defender_most,
        rows,
        faces: entry != DiceEntry::Quick,
        typed: (
            get("attacker").unwrap_or("").to_string(),
            get("defender").unwrap_or("").to_string(),
        ),
    }
}
