//! The attack form of every dice ruleset (classic, torneo, T.E.G., TEG Jr): shared here,
//! below the ruleset consoles, because each one throws the same way and only its dice
//! rule ([`DiceRule`]) differs. Its model: the routes the engine offers, the route kept from the last
//! throw, the dice counts preset to the largest legal, and one button per possible
//! outcome of every legal pair of dice counts (`throw_outcomes`), so that a throw is one
//! tap and changing the dice only shows another row of buttons.

use crate::engine::Owner;
use crate::engine::map::TerritoryId;
use crate::engine::table::{AttackChoice, Table, throw_outcomes};
use crate::engine::throw::DiceEntry;
use crate::web::console::dice_console::{Asked, kept_form};
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
    /// Who attacks on this route (the outcome buttons name them).
    pub attacker: String,
    /// Who defends (a player, or the neutral).
    pub defender: String,
}

/// One outcome button: the `throw` value (`a,d,la,ld`) and its label naming the
/// players ("Anna −1 Carla −1").
pub struct Outcome {
    /// Posted as `throw`.
    pub value: String,
    /// Shown, each side that loses: `a` or `d`, who, how many ("Anna −1 Carla −1"; the
    /// template marks the names, so a route chosen on the page renames them).
    pub parts: Vec<(char, String, u32)>,
    /// Read aloud by a screen reader: the losses in words ("Anna perde 1, Carla perde 1").
    pub words: String,
}

impl Outcome {
    /// The button of `la` and `ld` lost, `attacker` and `defender` named, for the
    /// dice counts `a` against `d`.
    pub fn new(lang: Lang, (a, d): (u32, u32), (la, ld): (u32, u32), names: (&str, &str)) -> Self {
        let (att, def) = names;
        let mut parts = Vec::new();
        if la > 0 {
            parts.push(('a', att.to_string(), la));
        }
        if ld > 0 {
            parts.push(('d', def.to_string(), ld));
        }
        Outcome {
            value: format!("{a},{d},{la},{ld}"),
            words: outcome_words(lang, &parts),
            parts,
        }
    }
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
    /// Who the buttons name: the selected route's players, else the player to act
    /// and the word for the defender.
    pub attacker: String,
    /// See `attacker`.
    pub defender: String,
    /// The full form (faces) is allowed.
    pub faces: bool,
    /// Faces typed in a refused submission, kept.
    pub typed: (String, String),
}

/// The outcome read out: only the side(s) that lose ("Anna perde 1, Carla perde 1").
fn outcome_words(lang: Lang, parts: &[(char, String, u32)]) -> String {
    parts
        .iter()
        .map(|(_, who, n)| {
            t(lang, "classic.out_loses")
                .replace("{who}", who)
                .replace("{n}", &n.to_string())
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The player on `seat`'s name, or the neutral's word.
pub(crate) fn side_name(game: &dyn Table, owner: Option<Owner>, lang: Lang) -> String {
    match owner {
        Some(Owner::Seat(s)) => game
            .seats()
            .iter()
            .find(|i| i.seat == s)
            .map_or_else(String::new, |i| i.name.clone()),
        _ => t(lang, "classic.neutral").to_string(),
    }
}

impl AttackForm {
    /// Names the players on every outcome button again, from `attacker` and
    /// `defender` (after a caller changed them).
    pub fn rename(&mut self, lang: Lang) {
        let names = (self.attacker.as_str(), self.defender.as_str());
        for row in &mut self.rows {
            for o in &mut row.outcomes {
                let n: Vec<u32> = o.value.split(',').filter_map(|x| x.parse().ok()).collect();
                if let [a, d, la, ld] = n[..] {
                    *o = Outcome::new(lang, (a, d), (la, ld), names);
                }
            }
        }
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

/// A dice panel's attack form, when the engine offers attacks: [`form`] keeping the
/// route a refused attack of `asked` posted, else the last throw's (`last`).
pub fn offered(
    asked: &Asked<'_>,
    attacks: &[AttackChoice],
    last: Option<(TerritoryId, TerritoryId)>,
    entry: DiceEntry,
    dice: DiceRule,
) -> Option<AttackForm> {
    (!attacks.is_empty()).then(|| {
        let kept = kept_form(asked.posted, "attack", "route");
        form(
            asked.game.table(),
            attacks,
            last,
            entry,
            dice,
            asked.lang,
            &kept,
        )
    })
}

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
    let name = |t: TerritoryId| map.name(t, lang).to_string();
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
            let defender = side_name(game, game.owner(c.to), lang);
            Route {
                attacker: side_name(game, game.owner(c.from), lang),
                defender: defender.clone(),
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
    // The buttons name the selected route's players; with none chosen yet, the player
    // to act against "the defender" (the page renames them as a route is picked).
    let (attacker, defender) = routes.iter().find(|r| r.selected).map_or_else(
        || {
            let to_act = game.to_act().map(Owner::Seat);
            (
                side_name(game, to_act, lang),
                t(lang, "classic.defender").to_string(),
            )
        },
        |r| (r.attacker.clone(), r.defender.clone()),
    );
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
                    .map(|l| Outcome::new(lang, (a, d), l, (&attacker, &defender)))
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
        attacker,
        defender,
        faces: entry != DiceEntry::Quick,
        typed: (
            get("attacker").unwrap_or("").to_string(),
            get("defender").unwrap_or("").to_string(),
        ),
    }
}
