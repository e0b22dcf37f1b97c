//! The torneo panel's posted forms as the tournament [`Action`]. Only the shape is
//! checked here (numbers, territories, cards, faces); whether the action is legal is
//! the engine's call. The fields are classic's (`src/web/console/classic/fields.rs`)
//! where the action is the same — `place` (`p_{slug}`, `b_{slug}`), `trade` (`card` ×
//! 3), `attack` (`route` and `throw` `a,d,la,ld`, or the faces `attacker`/`defender`),
//! `occupy`, `move`, `end_turn`, `end_match` — plus:
//! - `sdadata`: `seat`, `d1`, `d2` (the two faces);
//! - `show_objective`: `seat` (the referee's recorded look);
//! - `declare_risiko` and `reveal_objective`: `seat`, `objective`;
//! - `end_match`: `reason` and optionally `seat` (who forfeits);
//! - `clock` with `event=recovery`: `minutes`, `reason` (the referee is the one signed in).

use crate::engine::Seat;
use crate::engine::any::AnyGame;
use crate::engine::table::Table;
use crate::engine::torneo::{Action, ClockEvent, Faces, Losses};
use crate::web::console::dice_console::{Posted, faces, marches, quick, route};

marches!(Action, tanks, Move = "move");

/// The tournament action a panel form describes; `referee` names who gives recovery.
///
/// # Errors
/// The translation key of a sentence saying what to fix.
pub fn action(
    fields: &[(String, String)],
    game: &AnyGame,
    referee: &str,
) -> Result<Action, &'static str> {
    let f = Posted(fields);
    let map = game.map();
    let seats = game.seats().len();
    let seat = || f.seat("seat", seats);
    let reason = || crate::web::console::ruleset::end_reason(f.get("reason"));
    let objective = || -> Result<String, &'static str> {
        f.get("objective")
            .map(str::to_string)
            .ok_or("torneo.err.objective")
    };
    Ok(match f.get("type").unwrap_or("") {
        "place" => {
            let own = f.placed(map)?;
            if own.is_empty() {
                return Err("classic.err.place_none");
            }
            Action::Place {
                seat: seat()?,
                tanks: own,
            }
        }
        "trade" => {
            let cards = f.three_cards(map)?;
            Action::Trade {
                seat: seat()?,
                cards,
            }
        }
        "attack" => attack(&f, map, seat()?)?,
        "sdadata" => {
            let die = |k: &str| {
                f.num(k)
                    .ok()
                    .filter(|d| (1..=6).contains(d))
                    .ok_or("torneo.err.sdadata")
            };
            Action::Sdadata {
                seat: seat()?,
                dice: [die("d1")?, die("d2")?],
            }
        }
        "show_objective" => Action::ShowObjective { seat: seat()? },
        "declare_risiko" => Action::DeclareRisiko {
            seat: seat()?,
            objective: objective()?,
        },
        "reveal_objective" => Action::RevealObjective {
            seat: seat()?,
            objective: objective()?,
        },
        "end_match" => Action::EndMatch {
            reason: reason()?,
            seat: f.get("seat").map(|_| seat()).transpose()?,
        },
        "clock" if f.get("event") == Some("recovery") => Action::Clock {
            event: ClockEvent::Recovery,
            at: None,
            minutes: Some(f.num("minutes").map_err(|_| "torneo.err.minutes")?),
            by: Some(referee.to_string()),
            reason: Some(reason()?),
        },
        other => f.march(other, map, seats)?,
    })
}

/// One throw: a tap of the quick form (the attacker's dice and the losses; the
/// defender's dice are the engine's to know) or the faces typed.
fn attack(f: &Posted<'_>, map: &crate::engine::Map, seat: Seat) -> Result<Action, &'static str> {
    let (from, to) = route(map, f.get("route"))?;
    if let Some(t) = f.get("throw") {
        let ([a, _], [la, ld]) = quick(t)?;
        return Ok(Action::Attack {
            seat,
            from,
            to,
            dice: None,
            attacker_dice: Some(a),
            losses: Some(Losses {
                attacker: la,
                defender: ld,
            }),
        });
    }
    Ok(Action::Attack {
        seat,
        from,
        to,
        dice: Some(Faces {
            attacker: faces(f.get("attacker"))?,
            defender: faces(f.get("defender"))?,
        }),
        attacker_dice: None,
        losses: None,
    })
}
