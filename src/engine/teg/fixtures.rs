//! The log the unit tests start from: players named in seat order, in the first colours,
//! the 72 countries dealt round the table in the map's order, the objectives given.

use std::collections::BTreeMap;

use super::{COLOURS, Deal, Player, RULESET, Settings, TegLog};
use crate::engine::map::Map;

/// A fresh match of `names`, dealt round the table, with these sealed objectives
/// (seat as a string → ids).
pub(crate) fn dealt_round(names: &[&str], objectives: &[(&str, &[&str])]) -> TegLog {
    let seats = u8::try_from(names.len()).expect("at most 6 players");
    let owners = Map::teg_revancha()
        .territory_ids()
        .zip((0..seats).cycle())
        .collect();
    TegLog {
        format: 1,
        ruleset: RULESET.into(),
        map: None,
        settings: Settings::default(),
        players: names
            .iter()
            .zip(0u8..)
            .map(|(n, i)| Player {
                seat: i,
                name: (*n).into(),
                colour: COLOURS[usize::from(i)].into(),
            })
            .collect(),
        deal: Deal {
            owners,
            leftover_rolls: BTreeMap::new(),
        },
        objectives: objectives
            .iter()
            .map(|(s, ids)| ((*s).into(), ids.iter().map(|i| (*i).into()).collect()))
            .collect(),
        first_seat: 0,
        actions: Vec::new(),
    }
}

/// Ana and Beto, the countries dealt alternately; Ana's sealed objectives are occ_02
/// and occ_04, Beto's occ_03 and occ_05.
pub(crate) fn two_players() -> TegLog {
    dealt_round(
        &["Ana", "Beto"],
        &[("0", &["occ_02", "occ_04"]), ("1", &["occ_03", "occ_05"])],
    )
}
