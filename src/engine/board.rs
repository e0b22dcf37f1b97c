//! The RisiKo! board as the screens of the dice rulesets read it where they agree: who
//! holds each territory and with how many armies (by slug, as `docs/MATCH-LOG.md`'s
//! `state` shows it), the seats at the table and the last action as JSON.

use std::collections::BTreeMap;

use serde::Serialize;

use super::map::{Map, TerritoryId};
use super::seat::{Owner, Seat};
use super::table::SeatInfo;

/// Owners and armies by territory slug, for the territories someone holds.
pub fn held(
    map: &Map,
    owner: impl Fn(TerritoryId) -> Option<Owner>,
    armies: impl Fn(TerritoryId) -> u32,
) -> (BTreeMap<String, Owner>, BTreeMap<String, u32>) {
    let mut owners = BTreeMap::new();
    let mut tanks = BTreeMap::new();
    for t in map.territory_ids() {
        if let Some(o) = owner(t) {
            owners.insert(map.territory(t).slug.clone(), o);
            tanks.insert(map.territory(t).slug.clone(), armies(t));
        }
    }
    (owners, tanks)
}

/// One seat at the table as every screen lists it (the dice rulesets here play no teams).
pub fn seat_info(seat: Seat, name: &str, colour: &str, eliminated: bool) -> SeatInfo {
    SeatInfo {
        seat,
        name: name.to_string(),
        colour: colour.to_string(),
        team: None,
        eliminated,
    }
}

/// The last action applied, as its log JSON.
pub fn action_json<A: Serialize>(last: Option<&A>) -> Option<serde_json::Value> {
    last.and_then(|a| serde_json::to_value(a).ok())
}
