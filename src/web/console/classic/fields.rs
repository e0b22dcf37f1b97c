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

use crate::engine::Map;
use crate::engine::Seat;
use crate::engine::classic::{Action, Card};
use crate::engine::table::Table;
use crate::web::console::dice_console::{Posted, faces, marches, quick, route, territory};

marches!(Action, tanks, Move = "move");

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
    let seat = || f.seat("seat", seats);
    Ok(match f.get("type").unwrap_or("") {
        "claim" => Action::Claim {
            seat: seat()?,
            territory: territory(map, f.get("territory").ok_or("console.err.choose")?)?,
        },
        "place" => {
            let own = f.placed(map)?;
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
        "end_match" => Action::EndMatch {
            reason: crate::web::console::ruleset::end_reason(f.get("reason"))?,
        },
        other => f.march(other, map, seats)?,
    })
}

/// Three cards, the symbols typed for cards the map does not know, the +2's territory.
fn trade(map: &Map, f: &Posted<'_>, seat: Seat) -> Result<Action, &'static str> {
    let cards = f.three_cards(map)?;
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
