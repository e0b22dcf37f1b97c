//! The 120-tank cap penalty (§5). Placements over the cap are refused in `placement`;
//! this is what the referee records when the physical table is found over it anyway.
//!
//! The offender removes twice the excess, from territories of their choice, each keeping
//! at least 1 tank; their cap becomes what is left on the table after the penalty. If it is
//! found in the offender's own turn before their first attack, at least half the removal
//! (rounded up) must come from the territories reinforced in that turn, as far as that
//! turn's reinforcements go.

use std::collections::BTreeMap;

use super::Game;
use crate::engine::log::{Action, Seat};
use crate::engine::map::TerritoryId;
use crate::engine::refusal::Refusal;

impl Game {
    pub(super) fn cap_violation(
        &mut self,
        seat: Seat,
        found: u32,
        remove: &BTreeMap<TerritoryId, u32>,
        action: &Action,
    ) -> Result<(), Refusal> {
        if self.stage != super::Stage::Play {
            return Err(self.not_now(action));
        }
        if let Some(p) = self.turn.pending {
            return Err(Refusal::OccupyFirst { territory: p.to });
        }
        let s = usize::from(seat);
        let cap = self.caps[s];
        if found <= cap {
            return Err(Refusal::NoViolation { found, cap });
        }
        let expected = (found - cap).saturating_mul(2);
        let mine = self.territories_of(seat);
        let mut got = 0u32;
        let mut from_reinforced = 0u32;
        let in_own_turn = seat == self.current && !self.turn.attacked;
        for (t, n) in remove {
            if mine & t.bit() == 0 {
                return Err(Refusal::NotYourTerritory {
                    seat,
                    territory: *t,
                });
            }
            if *n == 0 {
                return Err(Refusal::ZeroTanks);
            }
            let tanks = self.tanks(*t);
            if *n >= tanks {
                return Err(Refusal::CapRemovalTooMany {
                    territory: *t,
                    tanks,
                    got: *n,
                });
            }
            got = got.saturating_add(*n);
            if in_own_turn {
                from_reinforced += (*n).min(self.turn.reinforced[t.index()]);
            }
        }
        if got != expected {
            return Err(Refusal::CapRemovalTotal { expected, got });
        }
        if in_own_turn {
            let reinforced: u32 = self.turn.reinforced.iter().sum();
            let needed = expected.div_ceil(2).min(reinforced);
            if from_reinforced < needed {
                return Err(Refusal::CapRemovalReinforced {
                    needed,
                    got: from_reinforced,
                });
            }
        }
        for (t, n) in remove {
            self.tanks[t.index()] -= n;
            let r = &mut self.turn.reinforced[t.index()];
            *r = r.saturating_sub(*n);
        }
        // The cap becomes the count left on the table after the penalty.
        self.caps[s] = found - expected;
        Ok(())
    }
}
