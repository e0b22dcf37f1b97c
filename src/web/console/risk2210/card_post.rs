//! A posted command-card form as the `play_card` action: only the shape is checked here
//! (territories, commanders and seats exist, numbers are numbers, faces are digits);
//! whether the card may be played with them is the engine's call.
//!
//! The fields, each only when the card asks for it: `card` (`deck/id`), `territory`,
//! `aim` (`seat`, or `seat/commander` for an Assassin Bomb), `roll` (one face), `rolls`
//! (faces typed in a row), `turned` (repeated) then `turned_last`, `each` (repeated: 1
//! MOD each), `to`, `route` (`from>to`) with `mods` and `rc` (commanders), `move_{kind}`
//! (where a commander goes), `rm_{seat}_{territory}` (MODs removed), `kill`
//! (`territory/commander`, repeated), `note`.

use std::collections::BTreeMap;

use crate::engine::Map;
use crate::engine::risk2210::{Action, CardMods, Commander};
use crate::engine::seat::Seat;
use crate::web::console::dice_console::{Posted, route, territory, typed_faces};

/// A commander's log word.
fn commander(s: &str) -> Result<Commander, &'static str> {
    super::fields::word(Some(s))
}

/// Faces typed in a row (Aqua Brother's d6s): digits 1–6, spaces and commas between.
fn rolls(s: &str) -> Result<Vec<u8>, &'static str> {
    typed_faces(Some(s), 6, 20, "r2210.err.rolls").map(super::fields::small)
}

/// The `play_card` action the form describes.
///
/// # Errors
/// The translation key of a sentence saying what to fix.
pub fn play_card(
    f: &Posted<'_>,
    map: &Map,
    seat: Seat,
    seats: usize,
) -> Result<Action, &'static str> {
    let (deck, card) = f
        .get("card")
        .and_then(|c| c.split_once('/'))
        .ok_or("console.err.choose")?;
    let deck = serde_json::from_value(serde_json::Value::String(deck.to_string()))
        .map_err(|_| "console.err.choose")?;
    let note = f.get("note").map(str::to_string);
    if note.as_ref().is_some_and(|n| n.chars().count() > 500) {
        return Err("console.err.reason");
    }
    let place = |name: &str| f.get(name).map(|s| territory(map, s)).transpose();
    let mut a = Action::card(seat, deck, card);
    let Action::PlayCard {
        territory: t,
        target,
        commander: aimed,
        mods,
        turned,
        roll,
        rolls: faces,
        from,
        to,
        commanders,
        moves,
        removals,
        killed,
        note: n,
        ..
    } = &mut a
    else {
        return Err("console.err.choose");
    };
    *t = place("territory")?;
    *n = note;
    if let Some(aim) = f.get("aim") {
        let (s, c) = aim
            .split_once('/')
            .map_or((aim, None), |(s, c)| (s, Some(c)));
        let s: Seat = s.parse().map_err(|_| "console.err.seat")?;
        if usize::from(s) >= seats {
            return Err("console.err.seat");
        }
        *target = Some(s);
        *aimed = c.map(commander).transpose()?;
    }
    if let Some(r) = f.get("roll") {
        *roll = Some(r.parse().map_err(|_| "console.err.number")?);
    }
    if let Some(r) = f.get("rolls") {
        *faces = rolls(r)?;
    }
    for s in f.all("turned").chain(f.all("turned_last")) {
        turned.push(territory(map, s)?);
    }
    let each = f
        .all("each")
        .map(|s| territory(map, s).map(|t| (t, 1)))
        .collect::<Result<BTreeMap<_, _>, _>>()?;
    if !each.is_empty() {
        *mods = Some(CardMods::Each(each));
    }
    *to = place("to")?;
    if f.get("route").is_some() {
        let (a, b) = route(map, f.get("route"))?;
        *from = Some(a);
        *to = Some(b);
        let n = f.get("mods").map_or(Ok(0), |_| f.num("mods"))?;
        if n > 0 {
            *mods = Some(CardMods::Count(n));
        }
    }
    *commanders = f.all("rc").map(commander).collect::<Result<_, _>>()?;
    for c in crate::engine::risk2210::Commander::ALL {
        let word = super::cards::commander_value(c);
        if let Some(s) = f.get(&format!("move_{word}")) {
            moves.insert(c, territory(map, s)?);
        }
    }
    for (k, v) in f.0 {
        let Some(rest) = k.strip_prefix("rm_") else {
            continue;
        };
        let v = v.trim();
        if v.is_empty() || v == "0" {
            continue;
        }
        let (s, slug) = rest.split_once('_').ok_or("console.err.territory")?;
        let s: Seat = s.parse().map_err(|_| "console.err.seat")?;
        let n: u32 = v.parse().map_err(|_| "console.err.number")?;
        removals
            .entry(s)
            .or_insert_with(BTreeMap::new)
            .insert(territory(map, slug)?, n);
    }
    for k in f.all("kill") {
        let (slug, c) = k.split_once('/').ok_or("console.err.choose")?;
        killed
            .entry(territory(map, slug)?)
            .or_insert_with(Vec::new)
            .push(commander(c)?);
    }
    Ok(a)
}
