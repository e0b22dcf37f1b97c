//! The posted alliance forms (§12–13) as T.E.G. actions. Only the shape is checked here
//! (seats, countries and numbers exist); whether the zone, the pact, the move-in or the
//! penalty is legal is the engine's call.
//!
//! The fields, per `type`:
//! - `zone_pact`: `zone` (`{seat}-{seat}:{country}`, an offer of the panel);
//! - `zone_breach`: `pact`, `offender`, `card` (a country, or empty when the offender holds
//!   none), `continues` (`1` the zone goes on, `0` it ends);
//! - `aggression_pact`: `offer` (`{leader}-{ally}:{target}:{leader's country}:{ally's}`);
//! - `cancel_pact`: `pact`;
//! - `occupy_condominium`: `a_{seat}` the armies of each ally;
//! - `attack` and `missile` take a `route` of `from>to>{seat}` naming the co-owner hit in a
//!   condominium ([`aimed`]).

use std::collections::BTreeMap;

use crate::engine::Seat;
use crate::engine::map::{Map, TerritoryId};
use crate::engine::teg::Action;
use crate::web::console::dice_console::{Posted, route, territory};

/// `from>to`, or `from>to>{seat}` naming the co-owner of a condominium hit.
///
/// # Errors
/// The i18n key of a sentence saying what to fix.
pub fn aimed(
    map: &Map,
    s: Option<&str>,
    seats: usize,
) -> Result<(TerritoryId, TerritoryId, Option<Seat>), &'static str> {
    let s = s.unwrap_or("");
    match s.rsplit_once('>') {
        Some((head, seat)) if head.contains('>') => {
            let (from, to) = route(map, Some(head))?;
            let against = seat_in(seat, seats).ok_or("console.err.seat")?;
            Ok((from, to, Some(against)))
        }
        _ => route(map, Some(s)).map(|(from, to)| (from, to, None)),
    }
}

fn seat_in(s: &str, seats: usize) -> Option<Seat> {
    s.trim()
        .parse::<Seat>()
        .ok()
        .filter(|s| usize::from(*s) < seats)
}

/// The alliance action a posted form describes (`None`: not an alliance form).
///
/// # Errors
/// The i18n key of a sentence saying what to fix.
pub fn action(
    kind: &str,
    map: &Map,
    f: &Posted<'_>,
    seats: usize,
) -> Option<Result<Action, &'static str>> {
    Some(match kind {
        "zone_pact" => zone(map, f.get("zone"), seats),
        "zone_breach" => breach(map, f, seats),
        "aggression_pact" => aggression(map, f.get("offer"), seats),
        "cancel_pact" => f
            .get("pact")
            .and_then(|p| p.parse().ok())
            .map(|pact| Action::CancelPact { pact })
            .ok_or("teg.err.pact_id"),
        "occupy_condominium" => move_in(f, seats),
        _ => return None,
    })
}

fn zone(map: &Map, v: Option<&str>, seats: usize) -> Result<Action, &'static str> {
    let (pair, country) = v.and_then(|v| v.split_once(':')).ok_or("teg.err.zone")?;
    let (a, b) = pair.split_once('-').ok_or("teg.err.zone")?;
    let parties = [
        seat_in(a, seats).ok_or("teg.err.zone")?,
        seat_in(b, seats).ok_or("teg.err.zone")?,
    ];
    Ok(Action::ZonePact {
        parties,
        country: territory(map, country)?,
    })
}

fn breach(map: &Map, f: &Posted<'_>, seats: usize) -> Result<Action, &'static str> {
    let pact = f
        .get("pact")
        .and_then(|p| p.parse().ok())
        .ok_or("teg.err.pact_id")?;
    let offender = f
        .get("offender")
        .and_then(|s| seat_in(s, seats))
        .ok_or("console.err.seat")?;
    let card = f.get("card").map(|c| territory(map, c)).transpose()?;
    let zone_continues = match f.get("continues") {
        Some("1") => true,
        Some("0") => false,
        _ => return Err("teg.err.breach"),
    };
    Ok(Action::ZoneBreach {
        pact,
        offender,
        card,
        zone_continues,
    })
}

fn aggression(map: &Map, v: Option<&str>, seats: usize) -> Result<Action, &'static str> {
    let parts: Vec<&str> = v.unwrap_or("").split(':').collect();
    let [pair, target, lf, af] = parts[..] else {
        return Err("teg.err.aggression");
    };
    let (l, a) = pair.split_once('-').ok_or("teg.err.aggression")?;
    let leader = seat_in(l, seats).ok_or("teg.err.aggression")?;
    let ally = seat_in(a, seats).ok_or("teg.err.aggression")?;
    let from = BTreeMap::from([
        (leader.to_string(), territory(map, lf)?),
        (ally.to_string(), territory(map, af)?),
    ]);
    Ok(Action::AggressionPact {
        leader,
        ally,
        target: territory(map, target)?,
        from,
    })
}

fn move_in(f: &Posted<'_>, seats: usize) -> Result<Action, &'static str> {
    let mut armies = BTreeMap::new();
    for (k, v) in f.0 {
        let Some(s) = k.strip_prefix("a_") else {
            continue;
        };
        let seat = seat_in(s, seats).ok_or("console.err.seat")?;
        let n: u32 = v.trim().parse().map_err(|_| "teg.err.move_in")?;
        armies.insert(seat.to_string(), n);
    }
    if armies.is_empty() {
        return Err("teg.err.move_in");
    }
    Ok(Action::OccupyCondominium { armies })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn posted(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
            .collect()
    }

    #[test]
    fn each_alliance_form_reads_as_its_action_or_a_sentence_key() {
        let map = Map::teg_revancha();
        let t = |s: &str| map.by_slug(s).unwrap();
        let read = |pairs: &[(&str, &str)]| {
            let p = posted(pairs);
            let kind = pairs[0].1;
            action(kind, map, &Posted(&p), 4).unwrap()
        };
        assert_eq!(
            read(&[("type", "zone_pact"), ("zone", "0-1:tasmania")]),
            Ok(Action::ZonePact {
                parties: [0, 1],
                country: t("tasmania")
            })
        );
        assert_eq!(
            read(&[("type", "zone_pact"), ("zone", "0-9:tasmania")]),
            Err("teg.err.zone")
        );
        assert_eq!(
            read(&[
                ("type", "aggression_pact"),
                ("offer", "0-1:ucrania:iran:rusia")
            ]),
            Ok(Action::AggressionPact {
                leader: 0,
                ally: 1,
                target: t("ucrania"),
                from: BTreeMap::from([("0".into(), t("iran")), ("1".into(), t("rusia"))]),
            })
        );
        assert_eq!(
            read(&[("type", "aggression_pact"), ("offer", "")]),
            Err("teg.err.aggression")
        );
        assert_eq!(
            read(&[
                ("type", "zone_breach"),
                ("pact", "167"),
                ("offender", "1"),
                ("card", ""),
                ("continues", "1")
            ]),
            Ok(Action::ZoneBreach {
                pact: 167,
                offender: 1,
                card: None,
                zone_continues: true
            })
        );
        assert_eq!(
            read(&[("type", "occupy_condominium"), ("a_0", "2"), ("a_1", "x")]),
            Err("teg.err.move_in")
        );
        assert_eq!(
            aimed(map, Some("polonia>ucrania>1"), 4),
            Ok((t("polonia"), t("ucrania"), Some(1)))
        );
        assert_eq!(
            aimed(map, Some("polonia>ucrania"), 4),
            Ok((t("polonia"), t("ucrania"), None))
        );
        assert_eq!(
            aimed(map, Some("polonia>ucrania>7"), 4),
            Err("console.err.seat")
        );
    }
}
