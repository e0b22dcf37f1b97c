//! The end-of-match score (§7): territories 4 (objective area, or linked to it in a strip
//! of own territories) or 1, continents +10 (the objective's) or +1 per territory, the
//! objective bonus 12/6/0 (even for an eliminated player); team totals and the ranking.

use std::collections::BTreeMap;

use serde::Serialize;

use super::objective::objective_size;
use super::{Game, SEATS, seat_at};
use crate::engine::map::{ContinentId, TerritoryId, TerritorySet, members};
use crate::engine::seat::Seat;

/// One player's score with its breakdown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerScore {
    /// The sum of the parts below.
    pub total: u32,
    /// Territories: 4 each inside the objective area, 1 each outside (strip-linked excluded).
    pub territories: u32,
    /// Territories outside the objective linked to it in a strip of own territories: 4 each.
    pub strip: u32,
    /// Continents (and Asia del Nord) fully owned: 10 for the objective's, else 1 per territory.
    pub continents: u32,
    /// 12 for a small-continent objective, 6 for a medium one, 0 otherwise.
    pub objective_bonus: u32,
    /// The player's team.
    pub team: String,
    /// True if the player was eliminated.
    pub eliminated: bool,
    /// Owned territories inside the objective area.
    pub in_objective: Vec<TerritoryId>,
    /// Owned territories linked in a strip to the objective area.
    pub strip_linked: Vec<TerritoryId>,
    /// Continents and regions fully owned.
    pub continents_owned: Vec<ContinentId>,
}

/// The table's score.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Score {
    /// Per seat.
    pub players: BTreeMap<Seat, PlayerScore>,
    /// Per team: the sum of its players.
    pub teams: BTreeMap<String, u32>,
    /// Teams, best first (equal totals keep team order and set `draw`).
    pub ranking: Vec<String>,
    /// True if the teams are level (never after a forfeit).
    pub draw: bool,
    /// The team that forfeited: it ranks last whatever the points, and the result is a
    /// forfeit win for the other team.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub forfeit: Option<String>,
}

impl Game {
    /// The score the table would have now (the final score once the match is finished).
    pub fn score(&self) -> Score {
        let mut players = BTreeMap::new();
        let mut teams: BTreeMap<String, u32> = BTreeMap::new();
        for s in 0..SEATS {
            let seat = seat_at(s);
            let ps = self.player_score(seat);
            *teams.entry(ps.team.clone()).or_insert(0) += ps.total;
            players.insert(seat, ps);
        }
        let mut ranking: Vec<(String, u32)> = self
            .team_names
            .iter()
            .map(|t| (t.clone(), teams.get(t).copied().unwrap_or(0)))
            .collect();
        let forfeit = self
            .finish
            .as_ref()
            .and_then(|f| f.forfeit())
            .map(str::to_string);
        // A forfeit decides the result: the team that forfeited ranks last.
        let forfeited = |t: &str| forfeit.as_deref() == Some(t);
        ranking.sort_by_key(|t| (forfeited(&t.0), std::cmp::Reverse(t.1)));
        let draw = forfeit.is_none() && ranking.windows(2).any(|w| w[0].1 == w[1].1);
        Score {
            players,
            teams,
            ranking: ranking.into_iter().map(|(t, _)| t).collect(),
            draw,
            forfeit,
        }
    }

    /// One seat's score now.
    pub fn player_score(&self, seat: Seat) -> PlayerScore {
        let map = self.map();
        let owned = self.territories_of(seat);
        let objective = self.objective(seat);
        let area = objective.map_or(0, |o| o.area(map));
        let in_obj = owned & area;
        let linked = linked_to(map, in_obj, owned & !area);
        let others = owned & !area & !linked;
        let territories = 4 * in_obj.count_ones() + others.count_ones();
        let strip = 4 * linked.count_ones();
        let mut continents = 0;
        let mut continents_owned = Vec::new();
        for (id, c) in map.continents() {
            if c.territories & owned == c.territories {
                continents_owned.push(id);
                continents += if objective.is_some_and(|o| o.continent == id) {
                    10
                } else {
                    c.size()
                };
            }
        }
        let objective_bonus = objective
            .and_then(|o| objective_size(map, o.continent))
            .map_or(0, |s| s.bonus());
        PlayerScore {
            total: territories + strip + continents + objective_bonus,
            territories,
            strip,
            continents,
            objective_bonus,
            team: self.team(seat).to_string(),
            eliminated: self.is_eliminated(seat),
            in_objective: members(in_obj).collect(),
            strip_linked: members(linked).collect(),
            continents_owned,
        }
    }
}

/// The territories of `pool` reachable from `start` through chains of adjacent territories
/// of `pool` (the "strip" link of §7).
fn linked_to(
    map: &crate::engine::map::Map,
    start: TerritorySet,
    pool: TerritorySet,
) -> TerritorySet {
    let mut reached: TerritorySet = 0;
    let mut frontier = start;
    while frontier != 0 {
        let next = members(frontier).fold(0, |acc: TerritorySet, t| acc | map.neighbour_set(t))
            & pool
            & !reached;
        reached |= next;
        frontier = next;
    }
    reached
}
