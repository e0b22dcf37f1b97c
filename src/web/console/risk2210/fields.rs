//! The Risk 2210 A.D. panel's posted forms as the 2210 [`Action`]. Only the shape is
//! checked here (numbers are numbers, territories, commanders and decks exist, faces are
//! digits); whether the action is legal is the engine's call.
//!
//! The fields, per `type` (every form but `year_start` carries `seat`):
//! - `claim`: `territory`; `place`: `p_{slug}` MODs per own territory;
//! - `place_piece`: `piece` (`land`, `diplomat`, `station`), `territory`;
//! - `year_start`: per player `bid_{seat}`, `marker_{seat}` and, for tied bidders,
//!   `roll_{seat}` (the deciding d6);
//! - `buy_commander`: `commander`, `territory`; `buy_station`: `territory`;
//! - `buy_cards`: `n_{deck}` cards per deck; `bonus_card`: `deck`;
//! - `play_card`: `card` (`deck/id`) and the card's own fields (`card_post.rs`);
//! - `invade`: `route` (`from>to`); `withdraw`; `end_turn`;
//! - `throw`: `throw` (`a,d,la,ld`: one tap of the quick form, dice per side and the
//!   losses) or `attacker` and `defender` (the faces typed in a row, the d8s first);
//!   `ac`/`dc` the attacker's and defender's commanders who roll (repeated), `ka`/`kd`
//!   the commanders each side gives up as losses;
//! - `occupy`: `mods`, `oc` commanders moving in; `fortify`: `route`, `mods`, `fc`.

use std::collections::BTreeMap;

use crate::engine::any::AnyGame;
use crate::engine::risk2210::{Action, Commander, Deck, DieCount, Game, Killed, Piece, QuickDice};
use crate::engine::table::Table;
use crate::web::console::dice_console::{Posted, route, territory, typed_faces};

/// A commander, deck or piece word as the log writes it.
pub(super) fn word<T: serde::de::DeserializeOwned>(s: Option<&str>) -> Result<T, &'static str> {
    let s = s.ok_or("console.err.choose")?;
    serde_json::from_value(serde_json::Value::String(s.to_string()))
        .map_err(|_| "console.err.choose")
}

/// Every value posted under `name`, as commanders.
fn commanders(f: &Posted<'_>, name: &str) -> Result<Vec<Commander>, &'static str> {
    f.all(name).map(|v| word(Some(v))).collect()
}

/// Faces typed in a row: digits 1–8, spaces and commas between them allowed.
fn faces(s: Option<&str>) -> Result<Vec<u8>, &'static str> {
    typed_faces(s, 8, 3, "r2210.err.faces").map(small)
}

/// Faces read by [`typed_faces`] (1 to 8 each) as the 2210 log writes them.
pub(super) fn small(faces: Vec<u32>) -> Vec<u8> {
    faces
        .into_iter()
        .map(|d| u8::try_from(d).unwrap_or(0))
        .collect()
}

/// The 2210 action a panel form describes.
///
/// # Errors
/// The translation key of a sentence saying what to fix.
pub fn action(fields: &[(String, String)], game: &AnyGame) -> Result<Action, &'static str> {
    let AnyGame::Risk2210(g) = game else {
        return Err("console.err.choose");
    };
    let f = Posted(fields);
    let map = game.map();
    let seats = game.seats().len();
    let seat = || f.seat("seat", seats);
    let place = || territory(map, f.get("territory").ok_or("console.err.choose")?);
    Ok(match f.get("type").unwrap_or("") {
        "claim" => Action::Claim {
            seat: seat()?,
            territory: place()?,
        },
        "place" => {
            let mut mods = BTreeMap::new();
            crate::web::console::dice_console::tanks(map, &f, "p_", &mut mods)?;
            if mods.is_empty() {
                return Err("classic.err.place_none");
            }
            Action::Place {
                seat: seat()?,
                mods,
            }
        }
        "place_piece" => Action::PlacePiece {
            seat: seat()?,
            piece: word::<Piece>(f.get("piece"))?,
            territory: place()?,
        },
        "year_start" => year_start(&f, g)?,
        "buy_commander" => Action::BuyCommander {
            seat: seat()?,
            commander: word(f.get("commander"))?,
            territory: place()?,
        },
        "buy_station" => Action::BuyStation {
            seat: seat()?,
            territory: place()?,
        },
        "buy_cards" => {
            let mut decks = BTreeMap::new();
            for d in Deck::ALL {
                let key = format!("n_{}", deck_word(d));
                if let Some(v) = f.get(&key) {
                    let n: u32 = v.parse().map_err(|_| "console.err.number")?;
                    if n > 0 {
                        decks.insert(d, n);
                    }
                }
            }
            if decks.is_empty() {
                return Err("r2210.err.no_cards");
            }
            Action::BuyCards {
                seat: seat()?,
                decks,
            }
        }
        "bonus_card" => Action::BonusCard {
            seat: seat()?,
            deck: word(f.get("deck"))?,
        },
        "play_card" => super::card_post::play_card(&f, map, seat()?, seats)?,
        "invade" => {
            let (from, to) = route(map, f.get("route"))?;
            Action::Invade {
                seat: seat()?,
                from,
                to,
            }
        }
        "throw" => throw(&f, g, seat()?)?,
        "withdraw" => Action::Withdraw { seat: seat()? },
        "occupy" => Action::Occupy {
            seat: seat()?,
            mods: f.num("mods")?,
            commanders: commanders(&f, "oc")?,
        },
        "fortify" => {
            let (from, to) = route(map, f.get("route"))?;
            Action::Fortify {
                seat: seat()?,
                from,
                to,
                mods: f.get("mods").map_or(Ok(0), |_| f.num("mods"))?,
                commanders: commanders(&f, "fc")?,
            }
        }
        "end_turn" => Action::EndTurn { seat: seat()? },
        // The skeleton's "end the match" form posts here as in every other ruleset.
        "end_match" => Action::EndMatch {
            reason: crate::web::console::ruleset::end_reason(f.get("reason"))?,
        },
        _ => return Err("console.err.choose"),
    })
}

/// The deck's word in the log (`land`, `naval`...).
pub fn deck_word(d: Deck) -> &'static str {
    match d {
        Deck::Land => "land",
        Deck::Naval => "naval",
        Deck::Space => "space",
        Deck::Nuclear => "nuclear",
        Deck::Diplomat => "diplomat",
    }
}

/// The year's bids, the tie rolls typed for tied bidders and the markers taken.
fn year_start(f: &Posted<'_>, g: &Game) -> Result<Action, &'static str> {
    let mut bids = BTreeMap::new();
    let mut tie_rolls = BTreeMap::new();
    let mut markers = BTreeMap::new();
    for s in g.active() {
        bids.insert(s, f.num(&format!("bid_{s}"))?);
        markers.insert(s, f.num(&format!("marker_{s}"))?);
        if let Some(r) = f.get(&format!("roll_{s}")) {
            let face: u8 = r.parse().map_err(|_| "r2210.err.roll")?;
            tie_rolls.insert(s, face);
        }
    }
    Ok(Action::YearStart {
        bids,
        tie_rolls,
        markers,
    })
}

/// The throw: one tap of the quick form (`throw` = `a,d,la,ld`: dice per side and
/// the losses) or the faces typed in a row per side (`attacker`, `defender`); each
/// side's dice split into d8s and d6s by how many d8s the engine says the named
/// commanders (and a defending station) throw.
fn throw(f: &Posted<'_>, g: &Game, seat: u8) -> Result<Action, &'static str> {
    let ac = commanders(f, "ac")?;
    let dc = commanders(f, "dc")?;
    let killed = Killed {
        attacker: commanders(f, "ka")?,
        defender: commanders(f, "kd")?,
    };
    let any_killed = !killed.attacker.is_empty() || !killed.defender.is_empty();
    let killed = any_killed.then_some(killed);
    if let Some(tap) = f.get("throw") {
        let ([a, d], losses) =
            crate::web::console::dice_console::quick(tap).map_err(|_| "r2210.err.faces")?;
        let dice = g.throw_dice(&ac, &dc, d);
        let count = |n: u32, d8: u32| DieCount {
            d8: d8.min(n),
            d6: n.saturating_sub(d8),
        };
        return Ok(Action::Throw {
            seat,
            attacker: None,
            attacker_commanders: ac,
            defender: None,
            defender_commanders: dc,
            dice: Some(QuickDice {
                attacker: count(a, dice.attacker_d8),
                defender: count(d, dice.defender_d8),
            }),
            losses: Some(losses),
            killed,
        });
    }
    let a = faces(f.get("attacker"))?;
    let d = faces(f.get("defender"))?;
    if d.len() > 2 {
        return Err("r2210.err.faces");
    }
    let dice = g.throw_dice(&ac, &dc, u32::try_from(d.len()).unwrap_or(0));
    Ok(Action::Throw {
        seat,
        attacker: Some(Game::split_faces(&a, dice.attacker_d8)),
        attacker_commanders: ac,
        defender: Some(Game::split_faces(&d, dice.defender_d8)),
        defender_commanders: dc,
        dice: None,
        losses: None,
        killed,
    })
}
