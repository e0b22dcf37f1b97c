//! The classic panel's posted forms as the classic [`Action`]. Only the shape is checked
//! here (numbers are numbers, territories and cards exist, faces are digits); whether the
//! action is legal — dice against armies, losses against dice, whose turn — is the
//! engine's call.
//!
//! The fields, per `type`:
//! - `claim`: `seat`, `territory`;
//! - `place`: `seat`, `p_{slug}` armies per own territory, `b_{slug}` the card's +2 on
//!   its territory, `neutral` (two players, setup: the neutral territory taking 1 army);
//! - `trade`: `seat`, `card` three times (a territory slug or `jolly`), `sym_{slug}` (the
//!   symbol of a card the map does not know), `bonus` (the card territory for the +2);
//! - `attack`: `seat`, `route` (`from>to`) and either `throw` (`a,d,la,ld`: one tap of
//!   the quick form, dice and losses) or `attacker` and `defender` (the faces as digits,
//!   `633` or `6 3 3`: the full form);
//! - `occupy`: `seat`, `tanks`; `move`: `seat`, `route`, `tanks`; `end_turn`: `seat`;
//!   `end_match`: `reason`.

use std::collections::BTreeMap;

use crate::engine::classic::{Action, Card};
use crate::engine::map::TerritoryId;
use crate::engine::table::Table;
use crate::engine::{Map, Seat};

/// The posted fields, looked up by name.
pub(crate) struct Posted<'a>(pub(crate) &'a [(String, String)]);

impl Posted<'_> {
    pub(crate) fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.trim())
            .filter(|v| !v.is_empty())
    }

    pub(crate) fn num(&self, name: &str) -> Result<u32, &'static str> {
        self.get(name)
            .and_then(|s| s.parse().ok())
            .ok_or("console.err.number")
    }
}

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
    let s = s.ok_or("classic.err.faces")?;
    let mut out = Vec::new();
    for c in s.chars() {
        match c.to_digit(10) {
            Some(d @ 1..=6) => out.push(d),
            _ if c == ' ' || c == ',' || c == '-' => {}
            _ => return Err("classic.err.faces"),
        }
    }
    if out.is_empty() || out.len() > 3 {
        return Err("classic.err.faces");
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

/// The classic action a panel form describes.
///
/// # Errors
/// The translation key of a sentence saying what to fix.
pub fn action(
    fields: &[(String, String)],
    game: &crate::engine::any::AnyGame,
) -> Result<Action, &'static str> {
    let f = Posted(fields);
    let map = game.map();
    let seats = game.seats().len();
    let seat = || -> Result<Seat, &'static str> {
        f.get("seat")
            .and_then(|s| s.parse::<Seat>().ok())
            .filter(|s| usize::from(*s) < seats)
            .ok_or("console.err.seat")
    };
    Ok(match f.get("type").unwrap_or("") {
        "claim" => Action::Claim {
            seat: seat()?,
            territory: territory(map, f.get("territory").ok_or("console.err.choose")?)?,
        },
        "place" => {
            let mut own = BTreeMap::new();
            tanks(map, &f, "p_", &mut own)?;
            tanks(map, &f, "b_", &mut own)?;
            let mut neutral = BTreeMap::new();
            if f.0.iter().any(|(k, _)| k == "neutral") {
                let slug = f.get("neutral").ok_or("classic.err.neutral")?;
                neutral.insert(territory(map, slug)?, 1);
            }
            if own.is_empty() && neutral.is_empty() {
                return Err("classic.err.place_none");
            }
            Action::Place {
                seat: seat()?,
                tanks: own,
                neutral,
            }
        }
        "trade" => trade(map, &f, seat()?)?,
        "attack" => {
            let (from, to) = route(map, f.get("route"))?;
            let seat = seat()?;
            if let Some(t) = f.get("throw") {
                let (dice, losses) = quick(t)?;
                Action::Attack {
                    seat,
                    from,
                    to,
                    attacker: None,
                    defender: None,
                    dice: Some(dice),
                    losses: Some(losses),
                }
            } else {
                let a = faces(f.get("attacker"))?;
                let d = faces(f.get("defender"))?;
                if d.len() > 2 {
                    return Err("classic.err.faces");
                }
                Action::Attack {
                    seat,
                    from,
                    to,
                    attacker: Some(a),
                    defender: Some(d),
                    dice: None,
                    losses: None,
                }
            }
        }
        "occupy" => Action::Occupy {
            seat: seat()?,
            tanks: f.num("tanks")?,
        },
        "move" => {
            let (from, to) = route(map, f.get("route"))?;
            Action::Move {
                seat: seat()?,
                from,
                to,
                tanks: f.num("tanks")?,
            }
        }
        "end_turn" => Action::EndTurn { seat: seat()? },
        "end_match" => Action::EndMatch {
            reason: crate::web::console::ruleset::end_reason(f.get("reason"))?,
        },
        _ => return Err("console.err.choose"),
    })
}

/// Three cards, the symbols typed for cards the map does not know, the +2's territory.
fn trade(map: &Map, f: &Posted<'_>, seat: Seat) -> Result<Action, &'static str> {
    let picked: Vec<&str> =
        f.0.iter()
            .filter(|(k, _)| k == "card")
            .map(|(_, v)| v.trim())
            .filter(|v| !v.is_empty())
            .collect();
    if picked.len() != 3 {
        return Err("classic.err.cards");
    }
    let cards = picked
        .into_iter()
        .map(|s| card(map, Some(s)))
        .collect::<Result<Vec<Card>, _>>()?;
    let mut symbols = BTreeMap::new();
    for c in &cards {
        if let Card::Territory(t) = c {
            let slug = &map.territory(*t).slug;
            if let Some(word) = f.get(&format!("sym_{slug}")) {
                symbols.insert(*t, word.to_string());
            }
        }
    }
    let bonus_territory = f.get("bonus").map(|s| territory(map, s)).transpose()?;
    Ok(Action::Trade {
        seat,
        cards,
        symbols,
        bonus_territory,
    })
}
