//! Placing armies and missiles (§2.5, §4 extra reinforcements, §5, §8.1, §9): the exact
//! quotas of the placement circuits and the extra circuit, the incorporation pools (free
//! armies and one per continent held, drawn first for placements inside it), missiles
//! bought with 6 armies or converted from 6 on the board, and blockades.

use std::collections::BTreeMap;

use super::{CONTINENTS, Game, Refusal, Seat, Stage, Step};
use crate::engine::map::{TerritoryId, TerritorySet, members};

/// Armies a missile is worth.
pub const MISSILE_ARMIES: u32 = 6;

impl Game {
    /// §9: a country is blockaded when its 3+ neighbours all belong to one other colour
    /// with 2+ armies each, unless it is its holder's only country.
    pub fn blockaded(&self, c: TerritoryId) -> bool {
        self.holder(c).is_some_and(|p| self.blockaded_for(c, p))
    }

    /// [`Game::blockaded`] for a country `p` holds alone.
    fn blockaded_for(&self, c: TerritoryId, p: Seat) -> bool {
        let around = self.adjacency[c.index()];
        if around.count_ones() < 3 || self.owned[usize::from(p)].count_ones() <= 1 {
            return false;
        }
        // The countries held alone are disjoint, so at most one colour holds them all.
        let one_colour = (0..self.players.len())
            .any(|q| q != usize::from(p) && around & self.owned[q] == around);
        one_colour && members(around).all(|t| self.armies[t.index()] >= 2)
    }

    /// Armies due now that some country could still receive (§3: the rest are lost).
    pub(super) fn placeable_due(&self) -> u32 {
        let seat = self.current;
        let mine = self.owned[usize::from(seat)];
        // Only the pools still holding armies need a country to go to: when a turn moves
        // on with everything placed, no country is looked at.
        let open_in =
            |area: TerritorySet| members(mine & area).any(|t| !self.blockaded_for(t, seat));
        let mut due = if self.free > 0 && open_in(self.map().all()) {
            self.free
        } else {
            0
        };
        for (cid, c) in self.map().continents() {
            let pool = self.continent_pool[usize::from(cid.0)];
            if pool > 0 && open_in(c.territories) {
                due += pool;
            }
        }
        due
    }

    /// A `place`: a placement circuit turn, the extra circuit, or incorporation.
    pub(super) fn place(
        &mut self,
        seat: Seat,
        armies: &BTreeMap<TerritoryId, u32>,
        missiles: &BTreeMap<TerritoryId, u32>,
    ) -> Result<(), Refusal> {
        let in_circuit = matches!(self.stage, Stage::Placement(_));
        match self.stage {
            Stage::Placement(_) | Stage::Extra | Stage::Turn(Step::Incorporation) => {}
            Stage::Turn(_) if seat == self.current => {
                return Err(Refusal::StageOver { action: "place" });
            }
            _ => return Err(Refusal::NotNow { action: "place" }),
        }
        if seat != self.current {
            return Err(Refusal::NotYourTurn {
                seat,
                turn: self.current,
            });
        }
        let mut per_continent = [0u32; CONTINENTS];
        let mut total = 0;
        for (t, n, cost) in armies
            .iter()
            .map(|(t, n)| (*t, *n, *n))
            .chain(missiles.iter().map(|(t, n)| (*t, *n, n * MISSILE_ARMIES)))
        {
            if n == 0 {
                return Err(Refusal::ZeroAmount { country: t });
            }
            if self.force(seat, t).is_none() {
                return Err(Refusal::NotYourCountry { seat, country: t });
            }
            if cost != n && self.condominium(t).is_some() {
                return Err(Refusal::CondominiumNoMissiles { country: t });
            }
            self.zone_forbids(seat, t, "place")?;
            if !in_circuit && self.blockaded(t) {
                return Err(Refusal::Blockaded { country: t });
            }
            per_continent[usize::from(self.map().territory(t).continent.0)] += cost;
            total += cost;
        }
        match self.stage {
            Stage::Placement(_) | Stage::Extra if total != self.free => {
                return Err(Refusal::WrongQuota {
                    seat,
                    placed: total,
                    due: self.free,
                });
            }
            Stage::Placement(_) | Stage::Extra => self.free = 0,
            _ => {
                let mut from_free = 0;
                let mut pools = self.continent_pool;
                for (c, placed) in per_continent.iter().enumerate() {
                    let from_pool = (*placed).min(pools[c]);
                    pools[c] -= from_pool;
                    from_free += placed - from_pool;
                }
                if from_free > self.free {
                    return Err(Refusal::OverAllowance {
                        seat,
                        placed: total,
                        due: self.to_place(),
                    });
                }
                self.free -= from_free;
                self.continent_pool = pools;
            }
        }
        for (t, n) in armies {
            self.give(seat, *t, *n, 0);
        }
        for (t, n) in missiles {
            self.missiles[t.index()] += n;
        }
        match self.stage {
            Stage::Placement(_) => self.after_placement_turn(),
            Stage::Extra => {
                self.extra_due.remove(0);
                self.next_extra();
            }
            _ => {}
        }
        Ok(())
    }

    /// §8.1: 6 armies of a country become a missile, leaving at least one army.
    pub(super) fn convert(
        &mut self,
        seat: Seat,
        country: TerritoryId,
        missiles: u32,
    ) -> Result<(), Refusal> {
        let placing = matches!(
            self.stage,
            Stage::Placement(_) | Stage::Extra | Stage::Turn(Step::Incorporation)
        );
        if !placing {
            return Err(Refusal::StageOver { action: "convert" });
        }
        if seat != self.current {
            return Err(Refusal::NotYourTurn {
                seat,
                turn: self.current,
            });
        }
        if self.holder(country) != Some(seat) {
            if self.force(seat, country).is_some() {
                return Err(Refusal::CondominiumNoMissiles { country });
            }
            return Err(Refusal::NotYourCountry { seat, country });
        }
        if missiles == 0 {
            return Err(Refusal::ZeroAmount { country });
        }
        if !matches!(self.stage, Stage::Placement(_)) && self.blockaded(country) {
            return Err(Refusal::Blockaded { country });
        }
        let cost = missiles * MISSILE_ARMIES;
        if self.armies[country.index()] <= cost {
            return Err(Refusal::TooFewArmies {
                country,
                armies: self.armies[country.index()],
                needed: cost + 1,
            });
        }
        self.armies[country.index()] -= cost;
        self.missiles[country.index()] += missiles;
        Ok(())
    }
}
