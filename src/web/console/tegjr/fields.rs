//! The TEG Jr panel's posted forms as the TEG Jr [`Action`]. Only the shape is checked
//! here (numbers are numbers, countries exist, a throw is four numbers); whether the
//! action is legal — the armies due, the dice the armies allow, whose turn — is the
//! engine's call.
//!
//! The fields, per `type`:
//! - `place`: `seat`, `p_{slug}` armies per own country;
//! - `trade`: `seat` (two cards for the armies of a trade);
//! - `attack`: `seat`, `route` (`from>to`), `throw` (`a,d,la,ld`: the dice thrown and the
//!   armies each side lost, one tap);
//! - `occupy`: `seat`, `armies`; `regroup`: `seat`, `route`, `armies`;
//! - `end_turn`: `seat`; `declare`: `seat` (a secret card the engine cannot check);
//! - `replace_objective`: `seat`, `objective` (`manual`, `total` or `c_{continent}`),
//!   `card` (the manual card's words), `n` (the countries of a `total` card);
//! - `end_match`: `reason`.

use std::collections::BTreeMap;

use crate::engine::any::AnyGame;
use crate::engine::table::Table;
use crate::engine::tegjr::{Action, Losses, Objective};
use crate::web::console::dice_console::{Posted, marches, quick, route, tanks};

marches!(Action, armies, Regroup = "regroup");

/// The longest manual objective kept (a card's words).
const MOST_CARD_CHARS: usize = 200;

/// The TEG Jr action a panel form describes.
///
/// # Errors
/// The translation key of a sentence saying what to fix.
pub fn action(fields: &[(String, String)], game: &AnyGame) -> Result<Action, &'static str> {
    let f = Posted(fields);
    let map = game.map();
    let seats = game.seats().len();
    let seat = || f.seat("seat", seats);
    Ok(match f.get("type").unwrap_or("") {
        "place" => {
            let mut armies = BTreeMap::new();
            tanks(map, &f, "p_", &mut armies)?;
            if armies.is_empty() {
                return Err("classic.err.place_none");
            }
            Action::Place {
                seat: seat()?,
                armies,
            }
        }
        "trade" => Action::Trade { seat: seat()? },
        "attack" => {
            let (from, to) = route(map, f.get("route"))?;
            let seat = seat()?;
            let ([a, d], [la, ld]) = quick(f.get("throw").ok_or("classic.err.throw")?)?;
            if la + ld != a.min(d) {
                return Err("classic.err.throw");
            }
            Action::Attack {
                seat,
                from,
                to,
                dice: None,
                losses: Some(Losses {
                    attacker: la,
                    defender: ld,
                }),
            }
        }
        "declare" => Action::DeclareObjective { seat: seat()? },
        "replace_objective" => Action::ReplaceObjective {
            seat: seat()?,
            objective: objective(&f, game)?,
        },
        "end_match" => Action::EndMatch {
            reason: crate::web::console::ruleset::end_reason(f.get("reason"))?,
        },
        other => f.march(other, map, seats)?,
    })
}

/// The new sealed card of `replace_objective`.
fn objective(f: &Posted<'_>, game: &AnyGame) -> Result<Objective, &'static str> {
    match f.get("objective").ok_or("tegjr.err.objective")? {
        "manual" => {
            let card = f.get("card").ok_or("tegjr.err.card")?;
            if card.chars().count() > MOST_CARD_CHARS || crate::printable::has_control(card) {
                return Err("tegjr.err.card");
            }
            Ok(Objective::Manual(card.to_string()))
        }
        "total" => Ok(Objective::Total(f.num("n")?)),
        other => {
            let slug = other.strip_prefix("c_").ok_or("tegjr.err.objective")?;
            let c = game
                .map()
                .continent_by_slug(slug)
                .ok_or("tegjr.err.objective")?;
            Ok(Objective::Continents(vec![c]))
        }
    }
}
