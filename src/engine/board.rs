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

/// The [`super::table::Table`] answers a RisiKo! table of classic's family gives the same
/// way, written once: its ruleset code and map, the seats as [`seat_info`] lists them, who
/// acts, the round, the phase's code, owners and armies, the last action and the state and
/// score JSON. Expanded inside `impl Table for Game` of a ruleset whose `Game` has the
/// fields `players` (with `seat`, `name`, `colour`), `current`, `round` and `last`, the
/// methods `eliminated_in`, `finished`, `phase`, `owner`, `armies`, `view` and `score`,
/// and its `RULESET` code in scope; the ruleset writes the rest (phase words, choices,
/// clock, result) itself.
macro_rules! risiko_table_reads {
    () => {
        fn ruleset(&self) -> &'static str {
            RULESET
        }

        fn map(&self) -> &'static $crate::engine::map::Map {
            $crate::engine::map::Map::risiko()
        }

        fn seats(&self) -> Vec<$crate::engine::table::SeatInfo> {
            self.players
                .iter()
                .map(|p| {
                    let out = self.eliminated_in(p.seat).is_some();
                    $crate::engine::board::seat_info(p.seat, &p.name, &p.colour, out)
                })
                .collect()
        }

        fn to_act(&self) -> Option<$crate::engine::seat::Seat> {
            (!self.finished()).then_some(self.current)
        }

        fn round(&self) -> u32 {
            self.round
        }

        fn phase_code(&self) -> &'static str {
            self.phase().code()
        }

        fn owner(
            &self,
            t: $crate::engine::map::TerritoryId,
        ) -> Option<$crate::engine::seat::Owner> {
            Game::owner(self, t)
        }

        fn armies(&self, t: $crate::engine::map::TerritoryId) -> u32 {
            Game::armies(self, t)
        }

        fn last_action(&self) -> Option<serde_json::Value> {
            $crate::engine::board::action_json(self.last.as_ref())
        }

        fn finished(&self) -> bool {
            Game::finished(self)
        }

        fn state_json(&self) -> serde_json::Value {
            serde_json::to_value(self.view()).unwrap_or(serde_json::Value::Null)
        }

        fn score_json(&self) -> serde_json::Value {
            serde_json::to_value(self.score()).unwrap_or(serde_json::Value::Null)
        }
    };
}
pub(crate) use risiko_table_reads;
