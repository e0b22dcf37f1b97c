//! What the consoles of the dice rulesets (classic, torneo, T.E.G., TEG Jr, Risk 2210)
//! share, so that each ruleset's folder keeps only what its rules make different:
//!
//! - the panel's common parts, offered from the engine's [`Choices`]: the choices of a
//!   select ([`Opt`]), the claim buttons by continent, the placement rows, the
//!   occupation, the `from>to` routes of a move, the cards by symbol with the jolly, and
//!   what a refused submission typed ([`kept`]), kept in its form;
//! - the posted fields' readers ([`Posted`], [`route`], [`tanks`], [`faces`], [`quick`],
//!   [`card`]): only the shape is checked there, whether the action is legal is the
//!   engine's call;
//! - the players of a new-match form's seats, and the tournament table a dice ruleset opens from its new-match reading.
//!
//! The attack form with its one-tap throws is `classic/attack.rs`, which every dice
//! panel uses as it is.

use std::collections::BTreeMap;

use crate::engine::any::AnyLog;
use crate::engine::classic::{Card, SYMBOLS};
use crate::engine::map::{ContinentId, TerritoryId};
use crate::engine::table::{Choices, MoveChoice, Table};
use crate::engine::{Map, Seat};
use crate::web::console::ruleset::{TableRefused, seats_fields};
use crate::web::i18n::{Lang, t};

pub use super::ruleset::Asked;

/// What every form of a panel carries besides its own fields, and the reader's words:
/// the match, the entry count the page saw, the visitor's token and a fresh idempotency
/// key. Each ruleset's panel holds one and derefs to it ([`panel_posting`]), so its
/// template says `v`, `csrf`, `id`, `expected` and `key`.
pub struct Posting<'a> {
    /// The reader's words.
    pub v: crate::web::i18n::Tr,
    /// The visitor's token.
    pub csrf: &'a str,
    /// The match.
    pub id: i64,
    /// The entry count the page saw.
    pub expected: i64,
    /// A fresh idempotency key.
    pub key: String,
}

impl<'a> Asked<'a> {
    /// What the panel's forms carry (a new idempotency key each time).
    pub fn posting(&self) -> Posting<'a> {
        Posting {
            v: crate::web::i18n::Tr(self.lang),
            csrf: self.csrf,
            id: self.id,
            expected: self.expected,
            key: crate::accounts::token::random_token(),
        }
    }

    /// The game's board, named in the reader's language.
    pub fn places(&self) -> Places {
        Places::of(self.game, self.lang)
    }
}

/// Lets a panel's template read its [`Posting`] (a field `posting`) as its own fields.
macro_rules! panel_posting {
    ($panel:ident) => {
        impl<'a> std::ops::Deref for $panel<'a> {
            type Target = $crate::web::console::dice_console::Posting<'a>;

            fn deref(&self) -> &Self::Target {
                &self.posting
            }
        }
    };
}
pub(crate) use panel_posting;

/// A choice in a select, or a button.
pub struct Opt {
    /// Submitted value.
    pub value: String,
    /// Shown text.
    pub label: String,
    /// Preselected.
    pub selected: bool,
}

/// One continent's empty territories, as one-tap claim buttons.
pub struct ClaimGroup {
    /// The continent's name.
    pub continent: String,
    /// Its empty territories.
    pub territories: Vec<Opt>,
}

/// One own territory of the placement form: slug, name, armies now.
pub struct PlaceRow {
    /// Field suffix.
    pub slug: String,
    /// Name.
    pub name: String,
    /// Armies on it now.
    pub armies: u32,
}

/// The placement form (setup turns and reinforcements).
pub struct PlaceForm {
    /// Armies to place anywhere own in this `place` (the steppers' allowance).
    pub allowance: u32,
    /// Setup: exactly this many.
    pub setup: bool,
    /// Own territories.
    pub rows: Vec<PlaceRow>,
    /// The card's +2: slug, name, armies.
    pub bonus: Option<(String, String, u32)>,
    /// Two players, setup: the neutral territories, one to take 1 army (empty otherwise).
    pub neutral: Vec<Opt>,
}

/// The occupation after a capture.
pub struct OccupyForm {
    /// The captured territory's name.
    pub to: String,
    /// Fewest armies.
    pub min: u32,
    /// Most.
    pub max: u32,
}

/// The fortify move.
pub struct MoveForm {
    /// `from>to` routes with their most armies.
    pub routes: Vec<(Opt, u32)>,
    /// The largest maximum (the field's bound before a route is chosen).
    pub max: u32,
}

/// The value posted for `name` in a refused submission of the form `kind` (its `type`).
pub fn kept<'p>(posted: &'p [(String, String)], kind: &str, name: &str) -> Option<&'p str> {
    let get = |k: &str| posted.iter().find(|(n, _)| n == k).map(|(_, v)| v.as_str());
    (get("type") == Some(kind)).then(|| get(name)).flatten()
}

/// A refused submission's fields when it was the form `kind` and posted `name`, to fill
/// it again (none otherwise: another form's values do not belong in this one).
pub fn kept_form(posted: &[(String, String)], kind: &str, name: &str) -> Vec<(String, String)> {
    if kept(posted, kind, name).is_some() {
        posted.to_vec()
    } else {
        Vec::new()
    }
}

/// A board's territories as the panel names them, in the reader's language.
#[derive(Clone, Copy)]
pub struct Places {
    /// The board.
    pub map: &'static Map,
    /// The reader's language.
    pub lang: Lang,
}

impl Places {
    /// The board of `table`, named in `lang`.
    pub fn of<T: Table + ?Sized>(table: &T, lang: Lang) -> Self {
        Places {
            map: table.map(),
            lang,
        }
    }

    /// A territory's name.
    pub fn name(self, t: TerritoryId) -> String {
        self.map.name(t, self.lang).to_string()
    }

    /// A territory's slug (the field's value or suffix).
    pub fn slug(self, t: TerritoryId) -> String {
        self.map.territory(t).slug.clone()
    }

    /// A territory as a choice, its name shown.
    pub fn opt(self, t: TerritoryId) -> Opt {
        Opt {
            value: self.slug(t),
            label: self.name(t),
            selected: false,
        }
    }

    /// The `claim` territories grouped by continent, in the order of `continents`,
    /// each one a choice made by `opt`; continents with none left out.
    pub fn claim_groups(
        self,
        continents: impl Iterator<Item = ContinentId>,
        claim: &[TerritoryId],
        opt: impl Fn(TerritoryId) -> Opt,
    ) -> Vec<ClaimGroup> {
        continents
            .filter_map(|cid| {
                let territories: Vec<Opt> = claim
                    .iter()
                    .filter(|t| self.map.territory(**t).continent == cid)
                    .map(|t| opt(*t))
                    .collect();
                (!territories.is_empty()).then(|| ClaimGroup {
                    continent: self.map.continent_name(cid, self.lang).to_string(),
                    territories,
                })
            })
            .collect()
    }

    /// The placement form of RisiKo!'s rules (setup turns, reinforcements, the card's
    /// +2) with `neutral` for the two-player setup; `None` when nothing is to place.
    pub fn place_form<T: Table + ?Sized>(
        self,
        table: &T,
        c: &Choices,
        neutral: Vec<Opt>,
    ) -> Option<PlaceForm> {
        let bonus_n = c.place_bonus.map_or(0, |(_, n)| n);
        if c.place_on.is_empty() || c.place_armies + bonus_n == 0 {
            return None;
        }
        Some(PlaceForm {
            allowance: c.place_armies,
            setup: table.round() == 0,
            rows: c
                .place_on
                .iter()
                .map(|t| PlaceRow {
                    slug: self.slug(*t),
                    name: self.name(*t),
                    armies: table.armies(*t),
                })
                .collect(),
            bonus: c.place_bonus.map(|(t, n)| (self.slug(t), self.name(t), n)),
            neutral,
        })
    }

    /// The occupation the engine waits for, if any.
    pub fn occupy_form(self, c: &Choices) -> Option<OccupyForm> {
        c.occupy.map(|o| OccupyForm {
            to: self.name(o.to),
            min: o.min,
            max: o.max,
        })
    }

    /// Each move as a `from>to` choice reading "A (armies) → B (armies)", with its
    /// most armies; the route a refused form `kind` posted is preselected.
    pub fn routes<T: Table + ?Sized>(
        self,
        table: &T,
        moves: &[MoveChoice],
        posted: &[(String, String)],
        kind: &str,
    ) -> Vec<(Opt, u32)> {
        moves
            .iter()
            .map(|m| {
                let value = format!("{}>{}", self.slug(m.from), self.slug(m.to));
                let label = format!(
                    "{} ({}) \u{2192} {} ({})",
                    self.name(m.from),
                    table.armies(m.from),
                    self.name(m.to),
                    table.armies(m.to)
                );
                let selected = kept(posted, kind, "route") == Some(value.as_str());
                let opt = Opt {
                    value,
                    label,
                    selected,
                };
                (opt, m.max)
            })
            .collect()
    }

    /// The fortify move (the form `move`), when one may be made.
    pub fn move_form<T: Table + ?Sized>(
        self,
        table: &T,
        c: &Choices,
        posted: &[(String, String)],
    ) -> Option<MoveForm> {
        (!c.moves.is_empty()).then(|| MoveForm {
            max: c.moves.iter().map(|m| m.max).max().unwrap_or(1),
            routes: self.routes(table, &c.moves, posted, "move"),
        })
    }

    /// RisiKo!'s cards by symbol, a checkbox each, sorted by name, own territories
    /// (`mine`) starred; `verified_only` leaves out the cards whose symbol the board
    /// does not vouch for. Those a refused trade ticked stay ticked.
    pub fn cards_by_symbol(
        self,
        verified_only: bool,
        mine: impl Fn(TerritoryId) -> bool,
        posted: &[(String, String)],
    ) -> Vec<(String, Vec<Opt>)> {
        let picked = picked_cards(posted);
        SYMBOLS
            .iter()
            .map(|w| {
                let mut cards: Vec<Opt> = self
                    .map
                    .territory_ids()
                    .filter(|id| {
                        let tr = self.map.territory(*id);
                        (tr.card_verified || !verified_only) && tr.card.as_deref() == Some(*w)
                    })
                    .map(|id| self.card(id, mine(id), &picked))
                    .collect();
                cards.sort_by(|a, b| a.label.cmp(&b.label));
                (symbol(self.lang, w), cards)
            })
            .collect()
    }

    /// A territory's card as a checkbox, starred when the player holds the territory.
    pub fn card(self, id: TerritoryId, mine: bool, picked: &[&str]) -> Opt {
        let slug = self.slug(id);
        let star = if mine { " \u{2605}" } else { "" };
        Opt {
            selected: picked.contains(&slug.as_str()),
            label: format!("{}{star}", self.name(id)),
            value: slug,
        }
    }
}

/// The word the log writes for `value` (its serde name: a commander's `land`, a
/// figure's `avion`), the value a form posts back for it; empty for a value that is
/// not written as a word.
pub fn log_word<T: serde::Serialize>(value: T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// A RisiKo! card symbol's word (`fante`, `cannone`, `cavallo`) in `lang`.
pub fn symbol(lang: Lang, word: &str) -> String {
    t(lang, &format!("classic.symbol.{word}")).to_string()
}

/// The two jollies of the deck as checkboxes, as many ticked as a refused trade ticked.
pub fn jollies(lang: Lang, posted: &[(String, String)]) -> (String, Vec<Opt>) {
    let ticked = picked_cards(posted)
        .iter()
        .filter(|p| **p == "jolly")
        .count();
    let jolly = (0..2)
        .map(|k| Opt {
            value: "jolly".into(),
            label: t(lang, "classic.jolly").into(),
            selected: k < ticked,
        })
        .collect();
    (t(lang, "classic.jolly").to_string(), jolly)
}

/// The cards a refused trade ticked (none when it was another form).
pub fn picked_cards(posted: &[(String, String)]) -> Vec<&str> {
    if kept(posted, "trade", "type").is_some() {
        posted
            .iter()
            .filter(|(k, _)| k == "card")
            .map(|(_, v)| v.as_str())
            .collect()
    } else {
        Vec::new()
    }
}

/// A tournament table's log, read by the ruleset's new-match reading `log` from the
/// seats form of `names` in `colours` (the box's, in order) and drawn from `seed`.
///
/// # Errors
/// [`TableRefused::Form`] with the form's refusal.
pub fn tournament_table<L>(
    names: &[String],
    colours: &[&str],
    seed: u64,
    log: impl Fn(&[(String, String)], u64) -> Result<L, &'static str>,
    any: fn(L) -> AnyLog,
) -> Result<AnyLog, TableRefused> {
    let form = seats_fields(names, colours);
    log(&form, seed).map(any).map_err(TableRefused::Form)
}

/// The players of a new-match form's seats (`seats`, `name{i}`, `colour{i}`, read by
/// [`crate::web::console::seats_form::read`] within `seats`), each made by
/// `player(seat, name, colour)`.
///
/// # Errors
/// The translation key of what is wrong with the seats.
pub fn seated<P>(
    f: &[(String, String)],
    seats: std::ops::RangeInclusive<usize>,
    seats_err: &'static str,
    colours: &[&str],
    player: impl Fn(Seat, String, String) -> P,
) -> Result<Vec<P>, &'static str> {
    use crate::web::console::seats_form;
    Ok(seats_form::read(f, seats, seats_err, colours)?
        .into_iter()
        .enumerate()
        .map(|(i, (name, colour))| player(seats_form::seat(i), name, colour))
        .collect())
}

/// The TEG Jr example board's round-1 scenario before its first action, as the console
/// would show it: a table the consoles' tests build panels and clocks from.
#[cfg(test)]
pub fn tegjr_round_one() -> crate::engine::any::AnyGame {
    use crate::engine::any::{AnyGame, AnyLog};
    let text = include_str!("../../../tests/scenarios/tegjr/round1_six_each.json");
    let v: serde_json::Value = serde_json::from_str(text).unwrap();
    let mut log = v["log"].clone();
    log["actions"] = serde_json::json!([]);
    AnyGame::replay(&AnyLog::parse(&log.to_string()).unwrap()).unwrap()
}

/// A new-match form seating `names` in the box's `colours`, the row `first` playing
/// first: the form the rulesets' tests post.
#[cfg(test)]
pub fn seats_form_of(names: &[&str], colours: &[&str], first: &str) -> Vec<(String, String)> {
    let names: Vec<String> = names.iter().map(|s| (*s).to_string()).collect();
    let mut f = seats_fields(&names, colours);
    f[1].1 = first.into();
    f
}

/// The posted fields, looked up by name.
pub(crate) struct Posted<'a>(pub(crate) &'a [(String, String)]);

impl<'a> Posted<'a> {
    /// The trimmed value of `name`, `None` when missing or blank.
    pub(crate) fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.trim())
            .filter(|v| !v.is_empty())
    }

    /// Every non-blank value posted under `name` (a repeated field: checkboxes, a
    /// multiple select), trimmed.
    pub(crate) fn all<'n>(&self, name: &'n str) -> impl Iterator<Item = &'a str> + use<'a, 'n> {
        let fields: &'a [(String, String)] = self.0;
        fields
            .iter()
            .filter(move |(k, _)| k == name)
            .map(|(_, v)| v.trim())
            .filter(|v| !v.is_empty())
    }

    /// The whole number posted as `name`.
    pub(crate) fn num(&self, name: &str) -> Result<u32, &'static str> {
        self.get(name)
            .and_then(|s| s.parse().ok())
            .ok_or("console.err.number")
    }

    /// The seat posted as `name` (`seat`, or the other side's field): one of the
    /// table's `seats`.
    pub(crate) fn seat(&self, name: &str, seats: usize) -> Result<Seat, &'static str> {
        self.get(name)
            .and_then(|s| s.parse::<Seat>().ok())
            .filter(|s| usize::from(*s) < seats)
            .ok_or("console.err.seat")
    }

    /// The three `card` fields of a RisiKo! trade.
    pub(crate) fn three_cards(&self, map: &Map) -> Result<Vec<Card>, &'static str> {
        let picked: Vec<&str> = self.all("card").collect();
        if picked.len() != 3 {
            return Err("classic.err.cards");
        }
        picked.into_iter().map(|s| card(map, Some(s))).collect()
    }

    /// The armies of a `place` form: `p_{slug}` on each own territory, and on the
    /// card's territory the `b_{slug}` of the +2 (where the form has one).
    pub(crate) fn placed(&self, map: &Map) -> Result<BTreeMap<TerritoryId, u32>, &'static str> {
        let mut own = BTreeMap::new();
        tanks(map, self, "p_", &mut own)?;
        tanks(map, self, "b_", &mut own)?;
        Ok(own)
    }
}

/// The actions whose fields every RisiKo!-like panel posts alike: the occupation after a
/// capture (`seat` and the armies), the move at the end of a turn (`seat`, `route`, the
/// armies) and the end of the turn (`seat`). Each ruleset's action gives them its own
/// words ([`marches!`] declares them); [`Posted::march`] reads them once for all.
pub(crate) trait Marches: Sized {
    /// The field of the armies moved (`tanks`, `armies`), named as the action's field.
    const ARMIES: &'static str;
    /// The `type` of the move at the end of a turn (`move`, `regroup`).
    const MOVE: &'static str;
    /// The occupation of a captured territory.
    fn occupy(seat: Seat, armies: u32) -> Self;
    /// The move at the end of a turn.
    fn moved(seat: Seat, from: TerritoryId, to: TerritoryId, armies: u32) -> Self;
    /// The end of the turn.
    fn end_turn(seat: Seat) -> Self;
}

/// Declares a ruleset's [`Marches`]: its action type, the armies' field and the move's
/// variant with its `type`, e.g. `marches!(Action, tanks, Move = "move")`.
macro_rules! marches {
    ($action:ty, $armies:ident, $moved:ident = $kind:literal) => {
        impl $crate::web::console::dice_console::Marches for $action {
            const ARMIES: &'static str = stringify!($armies);
            const MOVE: &'static str = $kind;

            fn occupy(seat: $crate::engine::Seat, $armies: u32) -> Self {
                Self::Occupy { seat, $armies }
            }

            fn moved(
                seat: $crate::engine::Seat,
                from: $crate::engine::map::TerritoryId,
                to: $crate::engine::map::TerritoryId,
                $armies: u32,
            ) -> Self {
                Self::$moved {
                    seat,
                    from,
                    to,
                    $armies,
                }
            }

            fn end_turn(seat: $crate::engine::Seat) -> Self {
                Self::EndTurn { seat }
            }
        }
    };
}
pub(crate) use marches;

impl Posted<'_> {
    /// The occupation, the move or the end of the turn when the form's `type` is `kind`,
    /// among the table's `seats`.
    ///
    /// # Errors
    /// The translation key of what to fix; `console.err.choose` for any other form.
    pub(crate) fn march<A: Marches>(
        &self,
        kind: &str,
        map: &Map,
        seats: usize,
    ) -> Result<A, &'static str> {
        let seat = || self.seat("seat", seats);
        let armies = || self.num(A::ARMIES);
        if kind == A::MOVE {
            let (from, to) = route(map, self.get("route"))?;
            Ok(A::moved(seat()?, from, to, armies()?))
        } else if kind == "occupy" {
            Ok(A::occupy(seat()?, armies()?))
        } else if kind == "end_turn" {
            Ok(A::end_turn(seat()?))
        } else {
            Err("console.err.choose")
        }
    }
}

/// The territory of a slug.
pub(crate) fn territory(map: &Map, slug: &str) -> Result<TerritoryId, &'static str> {
    map.by_slug(slug).ok_or("console.err.territory")
}

/// "from>to" of the attack and move selects.
pub(crate) fn route(
    map: &Map,
    s: Option<&str>,
) -> Result<(TerritoryId, TerritoryId), &'static str> {
    let (a, b) = s
        .and_then(|s| s.split_once('>'))
        .ok_or("console.err.choose")?;
    Ok((territory(map, a)?, territory(map, b)?))
}

/// Armies per territory from fields named `{prefix}{slug}`; zeros and blanks left out.
pub(crate) fn tanks(
    map: &Map,
    f: &Posted<'_>,
    prefix: &str,
    out: &mut BTreeMap<TerritoryId, u32>,
) -> Result<(), &'static str> {
    for (k, v) in f.0 {
        let (Some(slug), v) = (k.strip_prefix(prefix), v.trim()) else {
            continue;
        };
        if v.is_empty() {
            continue;
        }
        let n: u32 = v.parse().map_err(|_| "console.err.number")?;
        if n > 0 {
            *out.entry(territory(map, slug)?).or_insert(0) += n;
        }
    }
    Ok(())
}

/// Faces typed as digits 1–6, spaces and commas between them allowed.
pub(crate) fn faces(s: Option<&str>) -> Result<Vec<u32>, &'static str> {
    typed_faces(s, 6, 3, "classic.err.faces")
}

/// Dice faces typed in a row: digits 1 to `sides`, with spaces, commas or dashes
/// between them allowed, 1 to `most` of them. Every ruleset's typed dice read alike,
/// only its dice and its sentence (`err`, the refusal of anything else) differ.
pub(crate) fn typed_faces(
    s: Option<&str>,
    sides: u32,
    most: usize,
    err: &'static str,
) -> Result<Vec<u32>, &'static str> {
    let s = s.ok_or(err)?;
    let mut out = Vec::new();
    for c in s.chars() {
        match c.to_digit(10) {
            Some(d) if (1..=sides).contains(&d) => out.push(d),
            _ if c == ' ' || c == ',' || c == '-' => {}
            _ => return Err(err),
        }
    }
    if out.is_empty() || out.len() > most {
        return Err(err);
    }
    Ok(out)
}

/// One tap of the quick form: `a,d,la,ld` (dice thrown, armies lost).
pub(crate) fn quick(s: &str) -> Result<([u32; 2], [u32; 2]), &'static str> {
    let n: Vec<u32> = s
        .split(',')
        .map(|p| p.trim().parse().map_err(|_| "classic.err.throw"))
        .collect::<Result<_, _>>()?;
    match n.as_slice() {
        [a, d, la, ld] => Ok(([*a, *d], [*la, *ld])),
        _ => Err("classic.err.throw"),
    }
}

/// A RisiKo! card: a territory's slug or `jolly`.
pub(crate) fn card(map: &Map, s: Option<&str>) -> Result<Card, &'static str> {
    match s {
        Some("jolly") => Ok(Card::Jolly),
        Some(slug) => map
            .by_slug(slug)
            .map(Card::Territory)
            .ok_or("console.err.territory"),
        None => Err("classic.err.cards"),
    }
}
