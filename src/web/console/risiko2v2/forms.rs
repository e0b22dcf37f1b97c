//! Turning the console's action forms into the engine's [`Action`]. Only the shape is
//! checked here (numbers are numbers, territories exist); whether the action is legal
//! is the engine's call.

use crate::engine::{Action, ClockEvent, Map, Seat, TerritoryId};
use chrono::{DateTime, Utc};
use std::collections::BTreeMap;

// The posted form every ruleset's console reads, under its old path too.
pub use crate::web::console::posted::Fields;

fn num(f: &Fields, name: &str) -> Result<u32, &'static str> {
    f.get(name)
        .and_then(|s| s.parse().ok())
        .ok_or("console.err.number")
}

fn seat(f: &Fields) -> Result<Seat, &'static str> {
    f.get("seat")
        .and_then(|s| s.parse().ok())
        .filter(|s: &Seat| *s < 4)
        .ok_or("console.err.seat")
}

fn territory(slug: &str) -> Result<TerritoryId, &'static str> {
    Map::risiko().by_slug(slug).ok_or("console.err.territory")
}

/// "from>to" of the attack and move selects.
fn pair(s: Option<&str>) -> Result<(TerritoryId, TerritoryId), &'static str> {
    let (a, b) = s
        .and_then(|s| s.split_once('>'))
        .ok_or("console.err.choose")?;
    Ok((territory(a)?, territory(b)?))
}

/// "from>to>tanks" of a one-tap attack button (the whole attack in one value).
fn strike(s: &str) -> Result<((TerritoryId, TerritoryId), u32), &'static str> {
    let (route, tanks) = s.rsplit_once('>').ok_or("console.err.choose")?;
    let tanks = tanks.parse().map_err(|_| "console.err.number")?;
    Ok((pair(Some(route))?, tanks))
}

/// Tanks per territory from fields named `{prefix}{slug}`; zeros are left out.
fn tank_map(f: &Fields, prefix: &str) -> Result<BTreeMap<TerritoryId, u32>, &'static str> {
    let mut out = BTreeMap::new();
    for (k, v) in &f.0 {
        let Some(slug) = k.strip_prefix(prefix) else {
            continue;
        };
        let v = v.trim();
        if v.is_empty() {
            continue;
        }
        let n: u32 = v.parse().map_err(|_| "console.err.number")?;
        if n > 0 {
            *out.entry(territory(slug)?).or_insert(0) += n;
        }
    }
    Ok(out)
}

/// The removal rows of the cap-violation form: `rm_t{i}` territory, `rm_n{i}` tanks.
fn removal(f: &Fields) -> Result<BTreeMap<TerritoryId, u32>, &'static str> {
    let mut out = BTreeMap::new();
    for i in 0..super::penalty::MAX_ROWS {
        let (Some(t), Some(n)) = (f.get(&format!("rm_t{i}")), f.get(&format!("rm_n{i}"))) else {
            continue;
        };
        if t.is_empty() || n.is_empty() {
            continue;
        }
        let n: u32 = n.parse().map_err(|_| "console.err.number")?;
        if n > 0 {
            *out.entry(territory(t)?).or_insert(0) += n;
        }
    }
    Ok(out)
}

/// The action a console form describes. `now` stamps clock events: the server's time.
///
/// # Errors
/// The translation key of what is malformed.
pub fn action(f: &Fields, now: DateTime<Utc>) -> Result<Action, &'static str> {
    let kind = f.get("type").unwrap_or("");
    Ok(match kind {
        "place" => Action::Place {
            seat: seat(f)?,
            tanks: tank_map(f, "p_")?,
        },
        "declare" => Action::Declare {
            seat: seat(f)?,
            tanks: num(f, "tanks")?,
        },
        "trade" => Action::Trade {
            seat: seat(f)?,
            sets: num(f, "sets")?,
        },
        "attack" => {
            let ((from, to), tanks) = match f.get("strike") {
                Some(s) => strike(s)?,
                None => (pair(f.get("route"))?, num(f, "tanks")?),
            };
            Action::Attack {
                seat: seat(f)?,
                from,
                to,
                tanks,
            }
        }
        "occupy" => Action::Occupy {
            seat: seat(f)?,
            tanks: num(f, "tanks")?,
        },
        "move" => {
            let (from, to) = pair(f.get("route"))?;
            Action::Move {
                seat: seat(f)?,
                from,
                to,
                tanks: num(f, "tanks")?,
            }
        }
        "renounce_bonus" => Action::RenounceBonus { seat: seat(f)? },
        "end_turn" => Action::EndTurn { seat: seat(f)? },
        "play_chance" => Action::PlayChance { seat: seat(f)? },
        "pass" => Action::Pass { seat: seat(f)? },
        "cap_violation" => Action::CapViolation {
            seat: seat(f)?,
            found_on_board: num(f, "found_on_board")?,
            remove: removal(f)?,
        },
        "clock" => {
            let event = match f.get("event") {
                Some("start") => ClockEvent::Start,
                Some("pause") => ClockEvent::Pause,
                Some("resume") => ClockEvent::Resume,
                Some("announce") => ClockEvent::Announce,
                _ => return Err("console.err.choose"),
            };
            Action::Clock { event, at: now }
        }
        "end_match" => {
            let reason = crate::web::console::ruleset::end_reason(f.get("reason"))?;
            // "" is "no one forfeits"; a team label is checked by the engine.
            let forfeit = f.get("forfeit").filter(|t| !t.is_empty());
            Action::EndMatch {
                reason,
                forfeit: forfeit.map(str::to_string),
            }
        }
        _ => return Err("console.err.choose"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(pairs: &[(&str, &str)]) -> Fields {
        Fields(
            pairs
                .iter()
                .map(|(a, b)| ((*a).to_string(), (*b).to_string()))
                .collect(),
        )
    }

    #[test]
    fn a_strike_is_the_whole_attack_in_one_value() {
        let map = Map::risiko();
        let id = |s| map.by_slug(s).unwrap();
        let f = fields(&[
            ("type", "attack"),
            ("seat", "1"),
            ("strike", "cina>india>3"),
        ]);
        assert_eq!(
            action(&f, Utc::now()),
            Ok(Action::Attack {
                seat: 1,
                from: id("cina"),
                to: id("india"),
                tanks: 3
            })
        );
        // The strike wins over the select's fields (the button the referee tapped).
        let f = fields(&[
            ("type", "attack"),
            ("seat", "1"),
            ("route", "cina>siam"),
            ("tanks", "1"),
            ("strike", "cina>india>2"),
        ]);
        assert!(matches!(
            action(&f, Utc::now()),
            Ok(Action::Attack { tanks: 2, .. })
        ));
        for (bad, key) in [
            ("cina>india>", "console.err.number"),
            ("cina>india>tre", "console.err.number"),
            ("cina>3", "console.err.choose"),
            ("cina", "console.err.choose"),
            ("atlantide>india>3", "console.err.territory"),
        ] {
            let f = fields(&[("type", "attack"), ("seat", "1"), ("strike", bad)]);
            assert_eq!(action(&f, Utc::now()), Err(key), "{bad}");
        }
    }
}
